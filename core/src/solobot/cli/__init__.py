"""The ``solobot`` command line: one click group; games load only when needed."""

from __future__ import annotations

import sys

import click

from solobot.cli.calibrate import calibrate_command
from solobot.cli.check import check_group
from solobot.cli.errors import RootGroup
from solobot.cli.history import history_command
from solobot.cli.listing import games_command, plugins_command
from solobot.cli.play import play_group, replay_command, resume_command
from solobot.cli.scaffold import new_plugin_command
from solobot.cli.simulate import simulate_group


@click.group(cls=RootGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="solobot", prog_name="solobot")
def cli() -> None:
    """Play board games solo against a bot.

    \b
    Start here:
      solobot games                        the installed games
      solobot play maestro                 play at the table against the bot
      solobot play maestro --auto --seed 1 watch a whole narrated game
      solobot simulate maestro --games 1000

    SOLOBOT_LOAD_PLUGINS / SOLOBOT_BLOCK_PLUGINS (comma lists) choose which
    plugins load; SOLOBOT_DEBUG=1 shows tracebacks.
    """


COMMANDS = (games_command, plugins_command, play_group, resume_command, replay_command, simulate_group,
            history_command, check_group, new_plugin_command, calibrate_command)
for command in COMMANDS:
    cli.add_command(command)


def main() -> None:
    """Entry point of the ``solobot`` script."""
    try:
        cli.main(prog_name="solobot")
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        sys.exit(1)
