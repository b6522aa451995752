"""Damaged or hostile inputs of the smaller commands are one line and a non-zero exit (issue 28, item 4):
``new-plugin`` with an over-long name or a --dir that is no folder, a plugin's own command that raises."""

from __future__ import annotations

import click
from cli_lines import one_error_line
from click.testing import CliRunner
from pig_variants import pig_plugin, registry_of

from solobot import hookimpl
from solobot.cli import cli


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_new_plugin_with_a_300_character_name_is_one_line(tmp_path):
    said = one_error_line(run("new-plugin", "a" * 300, "--dir", str(tmp_path)), code=2)  # a name it does not take
    assert "is 300 characters long; use at most 60" in said and len(said) < 200
    assert list(tmp_path.iterdir()) == []


def test_new_plugin_into_dev_null_is_one_line():
    said = one_error_line(run("new-plugin", "foo", "--dir", "/dev/null"))
    assert "--dir /dev/null is not a folder" in said


def test_a_plugin_command_that_raises_names_the_plugin():
    @click.command("pig-odds")
    def pig_odds() -> None:
        raise ZeroDivisionError("division by zero\n\x1b[2J")

    class Commands:
        @hookimpl
        def solobot_register_commands(self, cli):
            cli.add_command(pig_odds)

    registry_of(pig=pig_plugin(), odds=Commands())
    said = one_error_line(run("pig-odds"))
    assert said == "Error: plugin odds failed in its command 'pig-odds': ZeroDivisionError: division by zero \\x1b[2J"
