"""Hostile plugins cannot take solobot down: each is a throwaway distribution, installed only on the
``sys.path`` of the solobot processes these tests start (a separate environment), never in the tests' own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

HOSTILE = '''
import os, sys, time
from solobot import GameSpec, hookimpl
from solobot_pig.plugin import Pig, PigOptions

HOW = os.environ.get("HOSTILE", "")
if HOW == "print-import":
    print("hello from the import")
if HOW == "sleep-import":
    time.sleep(60)


class Hostile(Pig):
    def describe_board(self, ctx, state):
        if HOW == "board-raises":
            raise ZeroDivisionError("no board today")
        return super().describe_board(ctx, state)

    def commands(self, ctx, state):
        return None if HOW == "commands-none" else super().commands(ctx, state)

    def parse_command(self, ctx, state, seat, words):
        if HOW == "parse-exits":
            sys.exit(0)
        return super().parse_command(ctx, state, seat, words)

    def snapshot(self, ctx, state):
        data = super().snapshot(ctx, state)
        if HOW == "snapshot-not-json":
            return {"state": data, "when": object()}
        return data

    @hookimpl
    def solobot_setup(self, ctx):
        return None if HOW == "setup-none" else super().solobot_setup(ctx)

    @hookimpl
    def solobot_bot_turn(self, ctx, state, seat):
        if HOW == "bot-exits":
            sys.exit()
        if HOW == "bot-prints":
            print("the bot thinks aloud")
        return super().solobot_bot_turn(ctx, state, seat)


@hookimpl
def solobot_register_games(register):
    if HOW == "print-register":
        print("hello from register_games")
    if HOW == "sleep-register":
        time.sleep(60)
    register(GameSpec("hostile", "Hostile Pig", PigOptions, Hostile()))


@hookimpl
def solobot_register_commands(cli):
    import click

    if HOW == "command-play":
        cli.add_command(click.Command("play", callback=lambda: print("the plugin's play")))
'''


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """A folder holding the throwaway distribution ``solobot-hostile`` (module, metadata, entry point)."""
    site = tmp_path_factory.mktemp("hostile-site")
    (site / "solobot_hostile.py").write_text(HOSTILE)
    info = site / "solobot_hostile-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: solobot-hostile\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[solobot]\nhostile = solobot_hostile\n")
    return site


@pytest.fixture
def solobot(site, tmp_path):
    def run(how: str, *args: str, stdin: str = "", timeout_s: float = 60, **env: str):
        environ = {**os.environ, "PYTHONPATH": str(site), "SOLOBOT_LOAD_PLUGINS": "pig,hostile",
                   "SOLOBOT_HOME": str(tmp_path / "home"), "HOSTILE": how, **env}
        return subprocess.run([sys.executable, "-m", "solobot", *args], input=stdin, capture_output=True,
                              text=True, env=environ, timeout=timeout_s)
    return run


def error_line(result) -> str:
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1 and len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    return lines[0]


# -- stdout stays the JSON alone ----------------------------------------------------------------------
@pytest.mark.parametrize("how", ["print-import", "print-register"])
@pytest.mark.parametrize("args", [["games", "--json"], ["plugins", "--json"],
                                  ["simulate", "pig", "--games", "3", "--json"]])
def test_a_plugin_printing_while_it_loads_never_corrupts_json(solobot, how, args):
    result = solobot(how, *args)
    assert result.returncode == 0, result.stderr
    json.loads(result.stdout)
    assert "[plugin hostile] hello from" in result.stderr


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_game_printing_while_it_plays_never_corrupts_json(solobot, jobs):
    result = solobot("bot-prints", "simulate", "hostile", "--games", "300", "--jobs", jobs, "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["summary"]["games"] == 300
    assert "[plugin hostile] the bot thinks aloud" in result.stderr


# -- a time limit on loading ------------------------------------------------------------------------------
@pytest.mark.parametrize("how", ["sleep-import", "sleep-register"])
def test_a_plugin_that_hangs_while_loading_is_marked_failed_and_named(solobot, how):
    start = time.monotonic()
    games = solobot(how, "games", SOLOBOT_PLUGIN_TIMEOUT="1")  # waits at its end until the hang is proved (10 s)
    plugins = solobot(how, "plugins", "--json", SOLOBOT_PLUGIN_TIMEOUT="1")
    assert time.monotonic() - start < 30
    assert games.returncode == 0 and games.stdout.startswith("pig")
    assert "hostile did not finish loading within 1 s" in games.stderr
    assert "plugin hostile did not finish loading in 10 s: it hangs" in games.stderr
    hostile = next(p for p in json.loads(plugins.stdout) if p["name"] == "hostile")
    assert hostile["status"] == "skipped"  # remembered from the run before (tests/core/test_load_budget.py)
    assert "did not finish loading in 10 s" in hostile["error"]


# -- game code that fails, anywhere -------------------------------------------------------------------------
@pytest.mark.parametrize(("how", "typed", "method"), [
    ("bot-exits", "roll\nhold\n", "solobot_bot_turn: SystemExit: it called sys.exit()"),
    ("parse-exits", "roll\n", "parse_command: SystemExit: it called sys.exit(0)"),
    ("board-raises", "board\n", "describe_board: ZeroDivisionError: no board today"),
    ("commands-none", "help\n", "commands: it returned NoneType, not list"),
    ("snapshot-not-json", "roll\n", "snapshot: it returned something JSON cannot hold"),
    ("setup-none", "roll\n", "solobot_setup: it returned no state"),
])
def test_game_code_failing_at_the_table_is_one_line_naming_game_plugin_and_method(solobot, tmp_path, how, typed,
                                                                                   method):
    save = tmp_path / "h.json"
    result = solobot(how, "play", "hostile", "--seed", "3", "--save", str(save), stdin=typed + "quit\n")
    said = error_line(result)
    assert said.startswith("Error: game hostile: plugin hostile failed in ") and method in said, said
    if how not in ("snapshot-not-json", "setup-none"):  # those fail before the first save
        assert f"The save {save} holds every input accepted before it (solobot resume {save})" in said


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_sys_exit_in_a_hook_fails_simulate_in_one_line_and_the_json_stays_valid(solobot, jobs):
    result = solobot("bot-exits", "simulate", "hostile", "--games", "300", "--jobs", jobs, "--json", timeout_s=60)
    assert "failed in solobot_bot_turn: SystemExit" in error_line(result)
    assert "solobot_bot_turn: SystemExit" in json.loads(result.stdout)["failed"]


# -- a plugin command the core's shadows ----------------------------------------------------------------------
def test_plugins_warns_when_a_plugin_command_is_shadowed_by_the_cores(solobot):
    listed = solobot("command-play", "plugins")
    assert ("Warning: plugin hostile adds a command `play`, but solobot's own `solobot play` wins: the plugin's "
            "is left out") in listed.stderr
    hostile = next(p for p in json.loads(solobot("command-play", "plugins", "--json").stdout) if p["name"] == "hostile")
    assert hostile["shadowed"] == ["play"] and "play" not in hostile["commands"]
