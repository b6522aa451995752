"""Disk full or read-only mid-game on the web: the move is kept, the page says the save failed, and the
next request saves it."""

from __future__ import annotations

import errno
import json
import os
import re
from urllib.parse import unquote

import pytest


@pytest.fixture
def disk(monkeypatch):
    """Switch the disk between refusing every save (``disk["error"] = errno.ENOSPC``) and working."""
    state: dict = {"error": None}
    real_fsync = os.fsync

    def fsync(fd):
        if state["error"] is not None:
            raise OSError(state["error"], os.strerror(state["error"]))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return state


def inputs_saved(saves, game: str) -> int:
    return len(json.loads((saves / unquote(game.rsplit("/", 1)[1])).read_text())["inputs"])


@pytest.mark.parametrize(("code", "said"), [(errno.ENOSPC, "No space left on device"),
                                            (errno.EROFS, "Read-only file system")])
def test_a_move_the_disk_cannot_save_is_kept_and_saved_at_the_next_input(browser, saves, disk, code, said):
    game = browser.start("pig", seed="40")
    name = unquote(game.rsplit("/", 1)[1])
    before = browser.version(game)
    disk["error"] = code
    reply = browser.act(game, line="roll")
    assert reply.status_code == 200 and reply.json()["ok"] and reply.json()["saved"] is False
    message = reply.json()["message"]
    assert message.startswith("Done: You roll ") and message.endswith(
        f". Kept here, but not saved: cannot write the save file {name}: {said}; the last save there is intact. "
        "It is saved at your next input.")
    assert "Not done" not in message and str(saves) not in message
    assert browser.version(game) == before + 1 and inputs_saved(saves, game) == 0  # in memory, not on disk

    page = browser.client.get(f"{game}?msg={message}").text  # the page a form without script lands on
    assert re.search(r'<p id="flash" class="flash bad"[^>]*>Done: You roll [^<]*Kept here, but not saved: ', page)

    disk["error"] = None
    stale = browser.act(game, version=before, line="roll")  # refused (an older page), yet the save is retried
    assert stale.status_code == 409 and inputs_saved(saves, game) == 1
    reply = browser.act(game, line="roll")
    assert reply.json()["ok"] and reply.json()["saved"] is True
    assert reply.json()["message"].startswith("Done: You roll ") and "saved" not in reply.json()["message"]
    assert inputs_saved(saves, game) == 2


def test_a_new_game_the_disk_cannot_save_is_refused_in_one_line(browser, disk):
    disk["error"] = errno.ENOSPC
    reply = browser.post("/new", {"game": "pig"}, fetch=False)
    assert reply.status_code != 303 and "No space left on device; nothing was written" in reply.text
