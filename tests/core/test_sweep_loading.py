"""The sweep of issue 41 run again (items 2 and 4): what a plugin does while it loads costs that plugin only.

Each plugin here is a throwaway distribution on the ``sys.path`` of the solobot processes these tests start.
A plugin that raises ``KeyboardInterrupt`` (or ``GeneratorExit``, or a ``BaseException`` of its own) while it
loads raises it in solobot's loading thread: it is no Ctrl-C of the person (Python hands a signal to the main
thread only), so it fails that plugin alone; it used to end every command ("Interrupted.", exit 130) or show a
traceback. The ``games`` listing's cache keeps only the warnings its key covers: the one line about a
``SOLOBOT_PLUGIN_TIMEOUT`` that is no number is said for the value set now, never replayed from an earlier run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

GAME = '''
from solobot import GameSpec, hookimpl
from solobot_pig.plugin import Pig, PigOptions

{code}

@hookimpl
def solobot_register_games(register):
    register(GameSpec("{name}-pig", "{name} Pig", PigOptions, Pig()))
'''

PLUGINS = {
    "kbimport": "raise KeyboardInterrupt",
    "genexit": "raise GeneratorExit",
    "ownbase": "class Stop(BaseException):\n    pass\n\n\nraise Stop('at import')",
    "kbregister": "@hookimpl\ndef solobot_register_addons(register):\n    raise KeyboardInterrupt",
    "baseregister": "class Stop(BaseException):\n    pass\n\n\n@hookimpl\ndef solobot_register_addons(register):\n"
                    "    raise Stop('while registering')",
    "kbcommands": "@hookimpl\ndef solobot_register_commands(cli):\n    raise KeyboardInterrupt",
    # a title and a summary that would write to the clipboard (OSC 52), clear the screen and turn the line around
    "escapes": "from solobot import GameSpec, hookimpl\nfrom solobot_pig.plugin import Pig, PigOptions\n\n\n"
               "@hookimpl\ndef solobot_register_games(register):\n"
               "    register(GameSpec('escapes-titled', 'Evil \\x1b]52;c;SGk=\\x07\\x1b[2J\\u202e Pig', PigOptions,"
               " Pig(), summary='one line \\x1b[2J'))\n",
    # an option whose choice clears the screen and whose help writes to the clipboard
    "escoption": "from typing import Literal\nfrom pydantic import Field\nfrom solobot import GameSpec, hookimpl\n"
                 "from solobot_pig.plugin import Pig, PigOptions\n\n\nclass Options(PigOptions):\n"
                 "    flavour: Literal['plain', 'x\\x1b[2Jy'] = Field('plain', description='flavour "
                 "\\x1b]52;c;SGk=\\x07')\n\n\n@hookimpl\ndef solobot_register_games(register):\n"
                 "    register(GameSpec('escoption-pig', 'EscOption Pig', Options, Pig()))\n",
}


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    site = tmp_path_factory.mktemp("sweep-site")
    for name, code in PLUGINS.items():
        module = f"solobot_{name}"
        (site / f"{module}.py").write_text(code if code.startswith("from ") else GAME.format(code=code,
                                                                                                    name=name))
        info = site / f"{module}-0.1.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: solobot-{name}\nVersion: 0.1\n")
        (info / "entry_points.txt").write_text(f"[solobot]\n{name} = {module}\n")
    return site


@pytest.fixture
def solobot(site, tmp_path):
    def run(plugins: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
        base = {k: v for k, v in os.environ.items() if k != "SOLOBOT_PLUGIN_TIMEOUT"}
        return subprocess.run([sys.executable, "-m", "solobot", *args], capture_output=True, text=True, timeout=90,
                              stdin=subprocess.DEVNULL, env={**base, "PYTHONPATH": str(site), "SOLOBOT_LANG": "en",
                                                             "SOLOBOT_LOAD_PLUGINS": f"pig,{plugins}",
                                                             "SOLOBOT_HOME": str(tmp_path / "home"), **env})
    return run


@pytest.mark.parametrize(("plugin", "problem"), [
    ("kbimport", "import failed: KeyboardInterrupt"),
    ("genexit", "import failed: GeneratorExit"),
    ("ownbase", "import failed: Stop: at import"),
    ("kbregister", "registration failed: KeyboardInterrupt"),
    ("baseregister", "registration failed: Stop: while registering"),
])
def test_a_plugin_raising_a_base_exception_while_it_loads_fails_alone(solobot, plugin, problem):
    for _ in range(2):  # (and on every run: nothing is remembered that a fixed plugin would have to undo)
        listed = solobot(plugin, "games")
        assert listed.returncode == 0, listed.stderr
        assert "Traceback" not in listed.stderr and "Interrupted" not in listed.stderr
        assert listed.stdout.startswith("pig — ")
    plugins = solobot(plugin, "plugins", "--json")
    assert plugins.returncode == 0, plugins.stderr
    row = next(p for p in json.loads(plugins.stdout) if p["name"] == plugin)
    assert row["status"] == "failed" and row["error"].startswith(problem), row
    played = solobot(plugin, "play", "pig", "--auto", "--seed", "1")
    assert played.returncode == 0 and "Result:" in played.stdout, played.stderr


def test_a_keyboard_interrupt_of_a_plugin_s_commands_costs_its_commands_only(solobot):
    plugins = solobot("kbcommands", "plugins", "--json")
    assert plugins.returncode == 0, plugins.stderr
    row = next(p for p in json.loads(plugins.stdout) if p["name"] == "kbcommands")
    assert row["status"] == "loaded" and row["games"] == ["kbcommands-pig"]
    assert row["error"] == "its commands failed to register: KeyboardInterrupt: ", row


# -- the games listing's cache and SOLOBOT_PLUGIN_TIMEOUT ------------------------------------------------------

def budget_lines(result: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in result.stderr.splitlines() if "SOLOBOT_PLUGIN_TIMEOUT" in line]


def test_a_cached_listing_never_replays_an_earlier_run_s_budget_warning(solobot):
    odd = solobot("", "games", SOLOBOT_PLUGIN_TIMEOUT="inf")  # the listing is made and cached
    assert odd.returncode == 0 and len(budget_lines(odd)) == 1, odd.stderr
    for value in ("", "5"):  # then the variable is mended or unset: the cache is still current
        plain = solobot("", "games", SOLOBOT_PLUGIN_TIMEOUT=value)
        assert plain.returncode == 0 and plain.stdout == odd.stdout
        assert plain.stderr == "", plain.stderr


@pytest.mark.parametrize("value", ["nan", "-1", "1e9"])
def test_a_cached_listing_says_the_budget_warning_of_this_run(solobot, value):
    plain = solobot("", "games")  # made and cached with no warning
    assert plain.returncode == 0 and plain.stderr == ""
    odd = solobot("", "games", SOLOBOT_PLUGIN_TIMEOUT=value)
    assert odd.stdout == plain.stdout
    said = budget_lines(odd)
    assert len(said) == 1 and said[0].startswith("Warning: SOLOBOT_PLUGIN_TIMEOUT: "), odd.stderr
    assert said[0].endswith("the default of 10 s is used")


def test_a_cached_listing_says_the_budget_warning_in_the_language_spoken(solobot):
    solobot("", "games", SOLOBOT_PLUGIN_TIMEOUT="inf")  # cached while English was spoken
    italian = solobot("", "--lang", "it", "games", SOLOBOT_PLUGIN_TIMEOUT="inf")
    said = budget_lines(italian)
    assert len(said) == 1 and "the default of" not in said[0], italian.stderr


# -- --retry by the names a person knows a plugin by ---------------------------------------------------------------

def skip_them(home: Path, *names: str) -> None:
    from solobot.engine.loadguard import Remembered

    remembered = Remembered(home)
    for name in names:
        remembered.skip(name, "0.1", "ended", code=3)


def statuses(result: subprocess.CompletedProcess[str]) -> dict[str, str]:
    return {p["name"]: p["status"] for p in json.loads(result.stdout)}


@pytest.mark.parametrize("retry", [["--retry", "ALL"], ["--retry", "All"],
                                   ["--retry", "solobot-kbimport,solobot-genexit"],
                                   ["--retry", "Solobot_KBImport", "--retry", "genexit"]])
def test_retry_takes_all_in_any_case_and_a_plugin_s_distribution_name(solobot, tmp_path, retry):
    skip_them(tmp_path / "home", "kbimport", "genexit")
    before = solobot("kbimport,genexit", "plugins", "--json")
    assert statuses(before)["kbimport"] == statuses(before)["genexit"] == "skipped"
    retried = solobot("kbimport,genexit", "plugins", "--json", *retry)
    assert retried.returncode == 0, retried.stderr
    assert statuses(retried)["kbimport"] == statuses(retried)["genexit"] == "failed"  # tried again: loaded, failed


@pytest.mark.parametrize("name", ["", ",", "solobot-nosuch"])
def test_retry_of_no_skipped_plugin_is_one_line_and_changes_nothing(solobot, tmp_path, name):
    skip_them(tmp_path / "home", "kbimport")
    result = solobot("kbimport", "plugins", "--retry", name)
    assert result.returncode != 0 and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "kbimport" in result.stderr  # the skipped plugins, by the name to retry them by
    from solobot.engine.loadguard import Remembered

    assert "kbimport" in Remembered(tmp_path / "home").skipped()


# -- new-plugin and the games installed -----------------------------------------------------------------------------

def test_new_plugin_refuses_the_name_of_a_game_another_plugin_registers(solobot, tmp_path):
    """The plugin kbcommands registers the game kbcommands-pig: a new plugin of that name would register it too,
    and the two would clash at every start (issue 41, item 7's new-plugin pig, by a game's name)."""
    result = solobot("kbcommands", "new-plugin", "kbcommands-pig", "--dir", str(tmp_path))
    assert result.returncode == 1, result.stdout
    assert result.stderr.splitlines() == ["Error: plugin name 'kbcommands-pig' is taken: the installed plugin "
                                          "kbcommands registers a game of that name; choose another name"]
    assert not (tmp_path / "solobot-kbcommands-pig").exists()


# -- a plugin's title and summary at the terminal -------------------------------------------------------------------

@pytest.mark.parametrize("args", [["games"], ["games"], ["--lang", "it", "games"],
                                  ["simulate", "escapes-titled", "--games", "2"]])
def test_a_plugin_s_title_and_summary_reach_the_terminal_escaped(solobot, args):
    result = solobot("escapes", *args)
    assert result.returncode == 0, result.stderr
    shown = result.stdout + result.stderr
    assert not any(char in shown for char in "\x1b\x07\u202e"), shown
    assert "Evil \\x1b]52;c;SGk=\\x07\\x1b[2J\\u202e Pig" in shown


def test_a_game_whose_options_hold_a_control_character_fails_in_one_line(solobot):
    """Its choices and help are printed by click as they are (games, play --help): a choice 'x\\x1b[2Jy' cleared
    the screen, a help text wrote to the clipboard. The plugin fails to register, saying which option and what."""
    plugins = solobot("escoption", "plugins", "--json")
    row = next(p for p in json.loads(plugins.stdout) if p["name"] == "escoption")
    assert row["status"] == "failed", row
    assert row["error"].startswith("registration failed: TypeError: game 'escoption-pig': its option flavour "), row
    assert "a control character (U+001B)" in row["error"]
    for args in (["games"], ["play", "escoption-pig", "--help"]):
        result = solobot("escoption", *args)
        assert not any(char in result.stdout + result.stderr for char in "\x1b\x07"), result.stdout


@pytest.mark.parametrize("variable", ["SOLOBOT_LOAD_PLUGINS", "SOLOBOT_BLOCK_PLUGINS"])
def test_a_selection_variable_s_unknown_name_is_told_escaped(solobot, variable):
    result = solobot("", "games", **{variable: "pig,\x1b]52;c;SGk=\x07\u202e"})
    assert result.returncode == 0, result.stderr
    assert not any(char in result.stderr for char in "\x1b\x07\u202e"), result.stderr
    assert f"Warning: {variable} names no installed plugin: \\x1b]52;c;SGk=\\x07\\u202e (installed: " in result.stderr
