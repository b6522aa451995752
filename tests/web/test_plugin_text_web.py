"""A game plugin's bad values on the page are one line and a 4xx, never a 500 (issue 28, item 4)."""

from __future__ import annotations

import re

import pytest
from starlette.testclient import TestClient

from solobot import GameSpec, hookimpl
from solobot.engine.plugins import Registry
from solobot.web.app import WebApp
from solobot_pig.plugin import Pig, PigOptions

LOCAL = "http://127.0.0.1:8765"


class StringScore(Pig):
    """Pig whose score hook returns its points as a string, not a Score."""

    @hookimpl
    def solobot_score(self, ctx, state):
        return ", ".join(f"{seat} {points}" for seat, points in state.scores.items())


class Plugin:
    @hookimpl
    def solobot_register_games(self, register):
        register(GameSpec("stringy", "Stringy Pig", PigOptions, StringScore()))


@pytest.fixture
def client(saves):
    app = WebApp(folder=saves, registry=Registry(extra={"stringy": Plugin()}, entry_points=False))
    client = TestClient(app.asgi(), base_url=LOCAL, raise_server_exceptions=False)
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)[1]
    return client, csrf


def test_a_game_whose_score_is_a_string_is_one_4xx_line_on_the_page_naming_the_hook(client):
    client, csrf = client
    started = client.post("/new", data={"csrf": csrf, "game": "stringy", "target": "10"}, follow_redirects=False)
    where = started.headers["location"]
    replies = []
    for _ in range(60):
        page = client.get(where)
        version = re.search(r'data-version="(\d+)"', page.text)
        if version is None:
            break
        for command in ("roll", "hold"):
            replies.append(client.post(f"{where}/input", data={"csrf": csrf, "command": command,
                                                                "version": version[1]},
                                       headers={"x-solobot-fetch": "1"}))
    assert replies and all(reply.status_code < 500 for reply in replies), [r.text[:300] for r in replies
                                                                          if r.status_code >= 500][:1]
    said = [reply.json()["message"] for reply in replies if reply.status_code == 409]
    assert ("Not done: game stringy: plugin stringy failed in solobot_score: it returned a str, not a Score"
            in said), said
