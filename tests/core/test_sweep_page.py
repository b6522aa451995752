"""The sweep of issue 41 run again (item 6): a save folder that cannot be made is one line on the page too.

A new game on the page made the save folder first, outside what is caught: on a read-only disk (or where a file
stands in its way) ``POST /new`` was an HTTP 500 and a traceback in the server's log, where the terminal says
"cannot save a new game in FOLDER: why" in one line. The page now says that line (400), and ``play --web``
refuses in it before it serves.
"""

from __future__ import annotations

import errno
import html
import os
import re
from pathlib import Path

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

from cli_lines import one_error_line, run
from starlette.testclient import TestClient

from solobot.web.app import WebApp


def new_game(folder: Path):
    client = TestClient(WebApp(folder=folder).asgi(), base_url="http://127.0.0.1:8765",
                        raise_server_exceptions=False)
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)[1]
    return client.post("/new", data={"csrf": csrf, "game": "pig", "seed": "1"}, follow_redirects=False)


def flash(page: str) -> str:
    return html.unescape(re.search(r'<p class="flash bad"[^>]*>([^<]*)</p>', page)[1])


def test_a_save_folder_where_a_file_stands_is_one_line_on_the_page(tmp_path):
    (tmp_path / "taken").write_text("not a folder\n", encoding="utf-8")
    reply = new_game(tmp_path / "taken" / "saves")
    assert reply.status_code == 400, reply.text[:300]
    said = flash(reply.text)
    assert said.startswith(f"not started: cannot save a new game in {tmp_path / 'taken' / 'saves'}: "), said
    assert (tmp_path / "taken").read_text(encoding="utf-8") == "not a folder\n"


@pytest.mark.parametrize("code", [errno.EROFS, errno.ENOSPC, errno.EACCES])
def test_a_save_folder_that_cannot_be_made_is_one_line_on_the_page(tmp_path, monkeypatch, code):
    made = Path.mkdir

    def refuse(self, *args, **kwargs):
        if self.name == "saves":
            raise OSError(code, os.strerror(code), str(self))
        return made(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", refuse)
    reply = new_game(tmp_path / "saves")
    assert reply.status_code == 400, reply.text[:300]
    assert flash(reply.text) == f"not started: cannot save a new game in {tmp_path / 'saves'}: {os.strerror(code)}"


def test_play_web_with_a_save_folder_that_cannot_be_made_is_one_line(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    (home / "saves").write_text("a file where the save folder goes\n", encoding="utf-8")
    monkeypatch.setenv("SOLOBOT_HOME", str(home))
    result = run("play", "pig", "--web", "--no-browser", "--port", "0")
    assert result.exit_code == 1, result.output
    assert one_error_line(result).startswith("Error: cannot save a new game in "), result.output
