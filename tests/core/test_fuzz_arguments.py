"""A bounded fuzz of every command's arguments (issue 28, item 7): whatever is typed, one line or a
usage error, never a traceback or an "internal error".

The words come from each command's own options and a list of hostile values (other digits, huge
numbers, control characters, paths that are no file); the commands run in-process through click's
``CliRunner`` in a folder and a solobot home of their own. Left out: ``serve`` and ``play --web``
(a server that runs until stopped), ``install``/``uninstall`` (they run pip); ``simulate``,
``calibrate`` and ``check`` get ``--games 1`` last, so that a run stays short.
"""

from __future__ import annotations

import contextlib
import os
import tempfile

import click
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from solobot.cli import COMMANDS, cli

LEFT_OUT = {"serve", "install", "uninstall"}
SHORT = {"simulate", "calibrate", "check"}
#: values a person (or a script gone wrong) may type anywhere
HOSTILE = ["", "0", "1", "2", "-1", "²", "１２", "١", "1_000", "+3", "9" * 40, "1e400", "nan", "0.5", "-0.5",
           "\x1b[2J", "a\u202eb", "\x00", "pig", "maestro", "florenza", "nosuchgame", "x.json", "sub/../x.json",
           "/dev/null", "~", ".", "*", "K/N", "2/1", "1/2", "tls://127.0.0.1:1", "local", "--help", "-h", "--",
           "easier", "steady", "masterpiece", "physical", "seeded", "A" * 300]
NOT_FUZZED = {"--web", "--help", "--lan", "--host", "--port"}


def options_of(command: click.Command) -> dict[str, bool]:
    """Each option name of ``command`` and whether it takes a value."""
    return {name: not (param.is_flag or param.count) for param in command.params if isinstance(param, click.Option)
            for name in (*param.opts, *param.secondary_opts) if name not in NOT_FUZZED}


def vocabulary() -> dict[str, tuple[dict[str, bool], bool]]:
    """Each command fuzzed: its options (and those of its game sub-command, for Pig), and whether it is a
    group of games (its first word names the game)."""
    found = {}
    with click.Context(cli) as ctx:
        for name in sorted(set(COMMANDS) - LEFT_OUT):
            command = cli.get_command(ctx, name)
            options = options_of(command)
            group = isinstance(command, click.Group)
            if group:
                with click.Context(command, parent=ctx) as sub:
                    game = command.get_command(sub, "pig")
                    options |= options_of(game) if game is not None else {}
            found[name] = (options, group)
    return found


WORDS = vocabulary()


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A command, mostly well formed (its game, its options each with a value), with hostile values."""
    name = draw(st.sampled_from(sorted(WORDS)))
    options, group = WORDS[name]
    args = [draw(st.sampled_from(["pig", "pig", "pig", *HOSTILE]))] if group or draw(st.booleans()) else []
    for option in draw(st.lists(st.sampled_from(sorted(options)), max_size=4)) if options else []:
        args.append(option)
        if options[option]:
            args.append(draw(st.sampled_from(HOSTILE)))
    if draw(st.integers(0, 9)) == 0:  # now and then a stray word anywhere
        args.insert(draw(st.integers(0, len(args))), draw(st.sampled_from(HOSTILE)))
    if name in SHORT:
        args += ["--games", "1"]
    return [name, *args]


@pytest.fixture(scope="module")
def runner(tmp_path_factory) -> CliRunner:
    home = tmp_path_factory.mktemp("fuzz-home")
    return CliRunner(env={"SOLOBOT_HOME": str(home / "solobot"), "HOME": str(home), "SOLOBOT_LOAD_PLUGINS": "pig",
                          "TERM": "dumb", "NO_COLOR": "1"})


#: the same 100 lines on every run (SOLOBOT_FUZZ_RANDOM=1: new ones each run, to look for more)
@settings(max_examples=100, deadline=None, derandomize=not os.environ.get("SOLOBOT_FUZZ_RANDOM"), database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(line=command_lines())
@example(line=["check", "pig", "--components", "\x00", "--games", "1"])  # found by this fuzz: a NUL in a path
@example(line=["components", "pig", "--export", "\x00"])
def test_no_command_line_is_a_traceback_or_an_internal_error(runner, tmp_path_factory, line):
    with tempfile.TemporaryDirectory(dir=tmp_path_factory.getbasetemp()) as here, contextlib.chdir(here):
        result = runner.invoke(cli, line, input="quit\n")
    if os.environ.get("SOLOBOT_FUZZ_SHOW"):
        print(result.exit_code, line)
    said = result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), (line, repr(result.exception))
    assert "Traceback" not in said and "internal error" not in said, (line, said[-500:])
    assert result.exit_code in (0, 1, 2), (line, result.exit_code, said[-500:])
