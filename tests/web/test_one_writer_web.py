"""One writer per save between the web companion and a terminal, and game code failing on the page."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from solobot import GameSpec, hookimpl
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.storage.saves import write_save
from solobot.web.app import WebApp

LOCAL = "http://127.0.0.1:8765"


def terminal(home: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(home)}
    return subprocess.Popen([sys.executable, "-m", "solobot", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, env=env, text=True)


def is_open(path: Path) -> bool:
    owner = path.with_name(f".{path.name}.owner")
    return owner.exists() and not json.loads(owner.read_text() or "{}").get("closed", True)


def wait_for(condition, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.05)


def csrf_of(client: TestClient) -> str:
    return re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)[1]


def roll(client: TestClient, csrf: str, game: str) -> bool:
    page = client.get(game).text
    version = re.search(r'data-version="(\d+)"', page)
    if version is None:
        return False
    reply = client.post(f"{game}/input", data={"csrf": csrf, "version": version[1], "line": "roll"},
                        headers={"x-solobot-fetch": "1"})
    return reply.status_code == 200 and reply.json()["ok"]


@pytest.fixture
def pig_save(saves) -> Path:
    return write_save(Session(default_registry().game("pig"), {}, seed=12), saves / "pig-12.json")


def test_the_web_and_a_terminal_refuse_each_other(saves, home, pig_save):
    app = WebApp(folder=saves)
    client = TestClient(app.asgi(), base_url=LOCAL)
    assert client.get("/game/pig-12.json").status_code == 200  # the room holds the save now
    other = terminal(home, "resume", str(pig_save))
    out, _ = other.communicate("roll\nquit\n", timeout=30)
    assert other.returncode == 1 and "is open in the web companion (process" in out
    app.hub.close()

    other = terminal(home, "resume", str(pig_save))
    wait_for(lambda: is_open(pig_save))
    page = TestClient(WebApp(folder=saves).asgi(), base_url=LOCAL).get("/game/pig-12.json")
    assert "is open in a terminal (process" in page.text and "close it there, then reload this page" in page.text
    other.communicate("quit\n", timeout=30)


def test_a_terminal_and_the_web_opening_at_once_never_lose_an_acknowledged_input(saves, home, pig_save):
    for _ in range(10):
        before = len(json.loads(pig_save.read_text())["inputs"])
        other = terminal(home, "resume", str(pig_save))
        app = WebApp(folder=saves)
        client = TestClient(app.asgi(), base_url=LOCAL)
        csrf = csrf_of(client)
        acknowledged_web = sum(roll(client, csrf, "/game/pig-12.json") for _ in range(2))
        out, _ = other.communicate("roll\nroll\nquit\n", timeout=30)
        app.hub.close()
        acknowledged = acknowledged_web + out.count("You roll")
        assert len(json.loads(pig_save.read_text())["inputs"]) == before + acknowledged, out


# -- game code failing on the page ------------------------------------------------------------------------
class Hostile:
    """A plugin whose Pig fails in the way ``how`` says."""

    def __init__(self, how: str) -> None:
        from solobot_pig.plugin import Pig, PigOptions

        class Broken(Pig):
            def parse_command(self, ctx, state, seat, words):
                if how == "parse-exits":
                    sys.exit(3)
                if how == "slow" and words == ["slow"]:
                    time.sleep(2)
                    words = ["roll"]
                return super().parse_command(ctx, state, seat, words)

            def snapshot(self, ctx, state):
                data = super().snapshot(ctx, state)
                return {"data": data, "bad": object()} if how == "snapshot" and ctx.rng else data

            @hookimpl
            def solobot_setup(self, ctx):
                return None if how == "setup-none" else super().solobot_setup(ctx)

        @hookimpl
        def solobot_register_games(register):
            register(GameSpec("pig", "Pig", PigOptions, Broken(), plugin="hostile"))

        self.solobot_register_games = solobot_register_games


@pytest.fixture
def hostile(saves, solobot_registry):
    def start(how: str):
        solobot_registry.add("hostile", Hostile(how))
        client = TestClient(WebApp(folder=saves, registry=solobot_registry).asgi(), base_url=LOCAL,
                            raise_server_exceptions=False)
        csrf = csrf_of(client)
        return client, csrf, client.post("/new", data={"csrf": csrf, "game": "pig", "seed": "1"},
                                         follow_redirects=False)
    return start


def test_sys_exit_in_the_parser_is_one_line_and_the_server_lives(hostile):
    client, csrf, new = hostile("parse-exits")
    game = new.headers["location"]
    reply = client.post(f"{game}/input", data={"csrf": csrf, "version": 1, "line": "roll"},
                        headers={"x-solobot-fetch": "1"})
    assert reply.json()["message"].startswith("Not done: game pig: plugin hostile failed in parse_command: SystemExit")
    assert client.get("/").status_code == 200


def test_a_setup_returning_nothing_is_one_line(hostile):
    _, _, new = hostile("setup-none")
    assert new.status_code == 400 and "plugin hostile failed in solobot_setup: it returned no state" in new.text


def test_a_snapshot_json_cannot_hold_is_the_one_line_problem_page(hostile):
    _, _, new = hostile("snapshot")
    assert new.status_code in (400, 500)
    assert "plugin hostile failed in snapshot: it returned something JSON cannot hold" in new.text
    assert "Traceback" not in new.text


@pytest.mark.parametrize("seed", ["²", "٣", "１２"])
def test_a_seed_of_other_digits_is_refused(browser, seed):
    reply = browser.post("/new", {"game": "pig", "seed": seed}, fetch=False)
    assert reply.status_code == 400 and "the seed is a whole number" in reply.text


def test_dice_of_other_digits_are_refused(browser):
    game = browser.start("pig", seed="21", dice="physical")
    reply = browser.act(game, command="roll").json()
    if ", roll " not in reply["message"]:
        pytest.skip("no roll asked for at this step")
    reply = browser.act(game, "dice", dice="²").json()
    assert not reply["ok"] and "type a whole number from 1 to 6" in reply["message"]


def test_game_code_that_hangs_answers_the_page_in_bounded_time_and_locks_nothing_for_ever(saves, solobot_registry,
                                                                                          monkeypatch):
    from solobot.web import hub

    monkeypatch.setattr(hub, "TURN_LIMIT", 0.5)
    solobot_registry.add("hostile", Hostile("slow"))
    with TestClient(WebApp(folder=saves, registry=solobot_registry).asgi(), base_url=LOCAL) as client:
        csrf = csrf_of(client)
        game = client.post("/new", data={"csrf": csrf, "game": "pig", "seed": "1"},
                           follow_redirects=False).headers["location"]

        def send(line: str, version: int) -> dict:
            return client.post(f"{game}/input", data={"csrf": csrf, "version": version, "line": line},
                               headers={"x-solobot-fetch": "1"}).json()

        start = time.monotonic()
        slow = send("slow", 1)
        assert time.monotonic() - start < 1.5
        assert "the game's code is taking over 0.5 s on that input (a bug in plugin hostile?)" in slow["message"]
        busy = send("roll", 1)
        assert "nothing can be done in this game until it finishes" in busy["message"]
        time.sleep(2.5)  # the slow input is done: it was applied once, and the game takes input again
        assert roll(client, csrf, game)
        assert len(json.loads((saves / game.rsplit("/", 1)[1]).read_text())["inputs"]) == 2


@pytest.mark.parametrize("target", ["٣٠", "１２", "²"])
def test_a_game_option_of_other_digits_is_refused(browser, target):
    reply = browser.post("/new", {"game": "pig", "seed": "3", "target": target}, fetch=False)
    assert reply.status_code == 400 and "not started" in reply.text
