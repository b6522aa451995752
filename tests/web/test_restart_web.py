"""A page survives a server restart, and hands the game to a terminal and back.

A restart is played here as it happens: the first server lets go of its games (its process ends),
a second one starts over the same save folder, and the page that was open sends what it had.
"""

from __future__ import annotations

import re

from conftest import LOCAL, Browser
from starlette.testclient import TestClient

from solobot.storage.savelock import open_save
from solobot.storage.saves import load_session, read_save
from solobot.web.app import WebApp


def restarted(app: WebApp, saves) -> tuple[WebApp, Browser]:
    """The first server stops (its locks go with its process); a second one serves the same folder."""
    app.hub.close()
    again = WebApp(folder=saves)
    return again, Browser(TestClient(again.asgi(), base_url=LOCAL), "not-loaded-yet")


def test_a_roll_asked_before_a_restart_is_answered_after_it_from_the_same_page(app, browser, saves):
    game = browser.start("pig", seed="2", dice="physical")
    asked = browser.act(game, command="roll").json()
    assert asked["ok"] and asked["message"].startswith("You, roll a die")
    version = int(re.search(r'data-version="(\d+)"', asked["html"])[1])
    saved = read_save(saves / game.rsplit("/", 1)[1])
    assert saved.pending == {"op": "roll"} and saved.asking["kind"] == "roll"  # the request is in the save

    _, page = restarted(app, saves)
    page.csrf = browser.csrf  # the page as it was: its form token and the version it showed
    rolled = page.act(game, "dice", version=version, die="5").json()
    assert rolled["ok"], rolled["message"]  # taken without a reload
    assert read_save(saves / game.rsplit("/", 1)[1]).inputs == [{"op": "roll"}]


def test_a_setup_draw_asked_before_a_restart_is_asked_again_after_it(app, browser, saves):
    game = browser.start("maestro", seed="5", draws="physical")
    first = browser.client.get(game).text
    assert "draw one card from the Collector Setup cards" in first
    name = game.rsplit("/", 1)[1]
    assert read_save(saves / name).asking["step"] == "setup"

    _, page = restarted(app, saves)
    page.csrf = browser.csrf
    again = page.client.get(game).text
    assert "draw one card from the Collector Setup cards" in again
    version = int(re.search(r'data-version="(\d+)"', again)[1])
    drew = page.act(game, "draw", version=version, pick="1").json()
    assert drew["ok"] and drew["message"].startswith("Drawn: CS1"), drew["message"]
    assert read_save(saves / name).drawn == ["CS1"]


def test_a_follower_keeps_its_change_count_across_a_restart(app, browser, saves):
    game = browser.start("pig", seed="4")
    browser.act(game, command="roll")
    before = browser.version(game)
    _, page = restarted(app, saves)
    assert page.version(game) == before  # the count comes from the save, not from the process


def test_a_terminal_takes_the_game_over_and_hands_it_back_when_it_quits(browser, saves):
    game = browser.start("pig", seed="9")
    browser.act(game, command="roll")
    path = saves / game.rsplit("/", 1)[1]

    terminal = open_save(path, take_over=True)  # solobot resume --take-over
    refused = browser.act(game, command="roll").json()
    assert not refused["ok"] and "open in a terminal" in refused["message"]
    session, _ = load_session(path)
    session.submit({"op": "roll"} if not session.finished else {})
    from solobot.storage.saves import write_save

    write_save(session, path, terminal)
    terminal.release()  # quit

    told = browser.act(game, command="roll").json()  # the page takes the game back, as saved
    assert not told["ok"] and "played on elsewhere" in told["message"]
    played = browser.act(game, command="roll").json()
    assert played["ok"], played["message"]
    assert len(read_save(path).inputs) == 3
