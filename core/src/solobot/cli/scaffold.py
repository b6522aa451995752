"""``solobot new-plugin NAME``."""

from __future__ import annotations

from pathlib import Path

import click

from solobot.cli.errors import UsageProblem
from solobot.cli.pathtype import HomePath
from solobot.i18n import N_, _
from solobot.scaffold import MAX_NAME, NAME, ScaffoldError, new_plugin


@click.command("new-plugin", help=N_("Write a new game plugin package that installs and passes its tests at once."))
@click.argument("name")
@click.option("--dir", "where", type=HomePath(file_okay=False), default=".", show_default=True,
              help=N_("Folder to create the plugin in."))
def new_plugin_command(name: str, where: str) -> None:
    """``solobot new-plugin NAME``."""
    try:
        target = new_plugin(name, Path(where))
    except ScaffoldError as exc:
        if not NAME.match(name) or len(name) > MAX_NAME:  # a name the command does not take: a usage error
            raise UsageProblem(str(exc)) from None
        raise click.ClickException(str(exc)) from None
    click.echo(_("Created {path}").format(path=target))
    click.echo(_("Next: {commands}").format(
        commands=f"cd {target} && solobot install -e '.[test]' && solobot play {name} --auto && pytest"))
