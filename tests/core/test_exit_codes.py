"""Every command's exit status, as docs/reference/cli.md says it ("Exit status").

0: done. 1: an error (one line ``Error: ...``): what the command names is not there, a file cannot be
read or written, a check fails. 2: a usage error: an unknown command or option, a missing argument, a value
the command line does not take (``--games 0``, ``--seed -1``, a game option out of its range, ``--skill``
with ``--opponent``). 130: Ctrl-C. None of them with a traceback, with or without a terminal.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from solobot.cli import cli

CASES = [
    # the root
    ([], 2), (["--version"], 0), (["--help"], 0), (["no-such-command"], 2), (["--lang", "xx", "games"], 2),
    (["games", "--lang", "it"], 0), (["games", "--lang"], 2),
    # games, plugins
    (["games"], 0), (["games", "--json"], 0), (["games", "--nope"], 2),
    (["plugins"], 0), (["plugins", "--json"], 0), (["plugins", "--retry", "no-such-plugin"], 1),
    # play
    (["play"], 2), (["play", "pig", "--auto", "--seed", "1"], 0), (["play", "pig", "--auto", "--lang", "de"], 0),
    (["play", "pig", "--seed", "-1"], 2), (["play", "pig", "--target", "2", "--auto"], 2),
    (["play", "pig", "--difficulty", "godlike"], 2), (["play", "pig", "--auto", "--opponent", "nobody"], 2),
    (["play", "pig", "--auto", "--skill", "2"], 2), (["play", "chess"], 1),
    # resume, saves, replay, history
    (["resume"], 1), (["resume", "/no/such/save.json"], 1), (["resume", "--nope"], 2),
    (["saves"], 0), (["saves", "--json"], 0),
    (["replay"], 2), (["replay", "/no/such/save.json"], 1),
    (["history"], 0), (["history", "--json"], 0), (["history", "--nope"], 2),
    # simulate
    (["simulate"], 2), (["simulate", "pig", "--games", "3"], 0), (["simulate", "pig", "--games", "0"], 2),
    (["simulate", "pig", "--games", "2", "--seed", "-1"], 2), (["simulate", "pig", "--jobs", "0"], 2),
    (["simulate", "pig", "--shard", "x"], 2), (["simulate", "pig", "--games", "2", "--shard", "3/2"], 2),
    (["simulate", "pig", "--skill", "0.5", "--opponent", "random"], 2), (["simulate", "chess"], 1),
    (["simulate", "--merge", "/no/such/part.json"], 1),
    # calibrate
    (["calibrate"], 2), (["calibrate", "pig", "--games", "0"], 2), (["calibrate", "pig", "--skill", "-1"], 2),
    (["calibrate", "chess"], 1),
    # components
    (["components"], 2), (["components", "pig"], 0), (["components", "chess"], 1),
    (["components", "pig", "--nope"], 2),
    # check
    (["check"], 2), (["check", "pig", "--games", "0"], 2), (["check", "pig", "--seed", "-1"], 2),
    (["check", "chess"], 1),
    # serve
    (["serve", "--port", "70000"], 2), (["serve", "--nope"], 2),
    # new-plugin
    (["new-plugin"], 2), (["new-plugin", "Not A Name"], 2),
    # install, uninstall
    (["install"], 2), (["install", "./no-such-folder"], 1), (["install", "--", "-r", "x.txt"], 2),
    (["install", "-e", "maestro"], 2),
    (["uninstall"], 2), (["uninstall", "-y", "solobot-core"], 1), (["uninstall", "-y", "no-such-game"], 1),
    (["uninstall", "solobot-pig"], 1),  # no terminal to ask at, and no -y
]


@pytest.mark.parametrize(("args", "code"), CASES, ids=[" ".join(args) or "(none)" for args, _code in CASES])
def test_each_command_exits_as_the_reference_says(args, code, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output
    if code == 1:
        assert result.output.splitlines()[-1].startswith("Error: "), result.output


def test_every_command_has_a_case():
    from solobot.cli import COMMANDS

    assert {args[0] for args, _code in CASES if args and not args[0].startswith("-")} >= set(COMMANDS)


@pytest.mark.parametrize("args", [["play", "pig"], ["resume"], ["components", "pig", "--edit"], ["uninstall", "x"],
                                  ["history"], ["new-plugin", "abc", "--dir", "/no/such/folder"]])
def test_no_command_shows_a_traceback_without_a_terminal(args, tmp_path):
    """Standard input /dev/null (a script, a pipe, cron): an answer, an end or one line, never a traceback."""
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path / "home"), "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_LANG": "en"}
    result = subprocess.run([sys.executable, "-m", "solobot", *args], capture_output=True, text=True, env=env,
                            stdin=subprocess.DEVNULL, timeout=60, cwd=tmp_path)
    assert result.returncode in (0, 1), result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    if result.returncode == 1:
        assert result.stderr.splitlines()[-1].startswith("Error: "), result.stderr


def test_importing_the_entry_point_imports_nothing_before_it_can_catch_a_ctrl_c():
    """The script pip writes imports ``solobot.__main__`` before ``run()`` can catch a Ctrl-C: that import must
    bring nothing else (a Ctrl-C 30 ms after launch landed in ``typing``, imported there, and showed a traceback)."""
    code = "import sys; before = set(sys.modules); import solobot.__main__; print(sorted(set(sys.modules) - before))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60).stdout
    assert out.strip() == "['solobot', 'solobot.__main__']"


def test_every_variable_solobot_reads_is_in_the_reference():
    """docs/reference/cli.md names each ``SOLOBOT_...`` variable the core's code reads, and where its files are."""
    import re
    from pathlib import Path

    import solobot

    reference = (Path(__file__).parents[2] / "docs" / "reference" / "cli.md").read_text(encoding="utf-8")
    read = {name for path in Path(solobot.__file__).parent.rglob("*.py")
            for name in re.findall(r"\bSOLOBOT_[A-Z_]*[A-Z]\b", path.read_text(encoding="utf-8"))}
    assert read and {name for name in read if f"`{name}`" not in reference} == set()
    assert "## Where solobot keeps its files" in reference and "## Shell completion" in reference
