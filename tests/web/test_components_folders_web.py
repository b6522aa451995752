"""The components page and what cannot be kept (issue 41, item 6): a control character typed is refused in
one line where it is typed; a copy already holding one is shown, told and mended; a data folder that cannot
be written is one line on the page (400, the value typed kept in its box), never an HTTP 500."""

from __future__ import annotations

import errno
import html
import json
import os
import re

import pytest

from solobot.engine.plugins import default_registry
from solobot.storage.owncopy import own_file, read_checked

TORINO = 7
"""Maestro's item "map › regions › Torino › name" (1 = the first item)."""


def flash(page: str) -> str:
    return html.unescape(re.search(r'<p id="flash"[^>]*>([^<]*)</p>', page)[1])


@pytest.mark.parametrize("typed", ["Tor\x00ino", "Tor\x1b[2Jino", "Tor\tino", "\u202eonirot"])
def test_a_control_character_typed_on_the_page_is_refused_in_one_line(browser, home, typed):
    refused = browser.post("/components/maestro", {"item": str(TORINO), "value": typed}, fetch=False)
    assert refused.status_code == 400
    assert flash(refused.text).startswith("Not kept: what you typed holds an invisible control character (U+")
    assert not own_file("maestro").exists()
    kept = browser.post("/components/maestro", {"item": str(TORINO), "value": "Torino2"}, fetch=False)
    assert kept.status_code == 303
    assert read_checked(default_registry().game("maestro"), own_file("maestro"))["map"]["regions"][1]["name"] == \
        "Torino2"


def test_a_copy_holding_a_control_character_is_told_on_the_page_and_mended_by_the_next_value_kept(browser, home):
    spec = default_registry().game("maestro")
    assert browser.post("/components/maestro", {"item": "1", "value": ""}, fetch=False).status_code == 303
    data = json.loads(own_file("maestro").read_text(encoding="utf-8"))
    data["map"]["regions"][1]["name"] = "Tor\x00ino"
    own_file("maestro").write_text(json.dumps(data), encoding="utf-8")
    page = browser.client.get(f"/components/maestro?item={TORINO}")
    assert page.status_code == 200
    told = html.unescape(page.text)
    assert "holds an invisible control character (U+0000) in map.regions[1].name" in told
    assert 'name="value" value="Torino"' in page.text  # shown without it
    assert own_file("maestro").read_text(encoding="utf-8").count("\\u0000") == 1  # looking writes nothing
    assert browser.post("/components/maestro", {"item": "2", "value": ""}, fetch=False).status_code == 303
    assert read_checked(spec, own_file("maestro"))["map"]["regions"][1]["name"] == "Torino"


@pytest.mark.parametrize("code", [errno.EROFS, errno.ENOSPC, errno.EACCES])
def test_a_folder_that_cannot_be_written_is_one_line_on_the_page_not_a_500(browser, home, monkeypatch, code):
    def refuse(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr("solobot.storage.owncopy.tempfile.mkstemp", refuse)
    reply = browser.post("/components/maestro", {"item": str(TORINO), "value": "Torino2"}, fetch=False)
    assert reply.status_code == 400
    said = flash(reply.text)
    assert said.startswith("Not kept: could not write ") and said.endswith(f": {os.strerror(code)}.")
    assert 'name="value" value="Torino2"' in reply.text  # what was typed stays, to keep once the folder is mended
