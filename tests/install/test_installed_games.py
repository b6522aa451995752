"""What a user sees after installing some of the distributions (run by tox in each environment).

SOLOBOT_EXPECT_GAMES names the games this environment installed (comma list);
SOLOBOT_EXPECT_BROKEN the broken test plugins installed next to them, if any.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from solobot.engine.plugins import PROJECT_GAMES

EXPECTED = sorted(filter(None, os.environ.get("SOLOBOT_EXPECT_GAMES", "").split(",")))
BROKEN = sorted(filter(None, os.environ.get("SOLOBOT_EXPECT_BROKEN", "").split(",")))
BUNDLED = ["florenza", "maestro"]

pytestmark = pytest.mark.skipif(not EXPECTED, reason="set SOLOBOT_EXPECT_GAMES (tox does)")


def solobot(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("SOLOBOT_LOAD")}
    return subprocess.run(
        [sys.executable, "-m", "solobot", *args], capture_output=True, text=True, env={**base, **(env or {})}
    )


def test_games_lists_exactly_what_is_installed():
    result = solobot("games", "--json")
    assert result.returncode == 0, result.stderr
    assert sorted(game["name"] for game in json.loads(result.stdout)) == EXPECTED


@pytest.mark.parametrize("game", BUNDLED)
def test_a_game_not_installed_or_not_loaded_is_one_clear_line(game):
    if game in EXPECTED:  # installed here: block it, as a person may
        result = solobot("play", game, env={"SOLOBOT_BLOCK_PLUGINS": game})
        hint = "installed but blocked by SOLOBOT_BLOCK_PLUGINS"
    else:
        result = solobot("play", game)
        hint = f"install it from a checkout of the solobot project: solobot install {PROJECT_GAMES[game]}"
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and f"unknown game '{game}'" in lines[0] and hint in lines[0]


#: pig-twin registers "pig" again: play refuses the clash until one of the two is blocked
UNCLASH = {"SOLOBOT_BLOCK_PLUGINS": "pig-twin"} if "pig-twin" in BROKEN else {}


@pytest.mark.parametrize("game", EXPECTED)
def test_each_installed_game_plays_a_whole_narrated_game(game):
    result = solobot("play", game, "--auto", "--seed", "1", env=UNCLASH)
    assert result.returncode == 0, result.stderr
    assert "== Final score ==" in result.stdout


@pytest.mark.parametrize("game", EXPECTED)
def test_skill_one_and_zero_play_the_heuristic_and_random_games_of_every_installed_game(game):
    """The core mixes the policies, so every game gets --skill; at its ends it is those policies."""
    def games(*args: str) -> list:
        result = solobot("simulate", game, "--games", "40", "--seed", "3", "--json", *args, env=UNCLASH)
        assert result.returncode == 0, result.stderr
        return json.loads(result.stdout)["games"]

    assert games("--skill", "1") == games()
    assert games("--skill", "0") == games("--opponent", "random")


@pytest.mark.skipif("pig-twin" not in BROKEN, reason="needs the pig-twin test plugin")
def test_a_game_two_plugins_register_is_refused_naming_both_and_the_fix():
    result = solobot("play", "pig", "--auto", "--seed", "1")
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.strip() == ("Error: game 'pig' is registered by two plugins, 'pig' and 'pig-twin'; "
                                     "keep one of them: SOLOBOT_BLOCK_PLUGINS=pig-twin (or =pig)")


def test_broken_plugins_are_reported_while_the_games_work():
    plugins = {p["name"]: p for p in json.loads(solobot("plugins", "--json").stdout)}
    failed = sorted(name for name, p in plugins.items() if p["status"] == "failed")
    assert failed == BROKEN
    for name in failed:
        assert plugins[name]["error"]
