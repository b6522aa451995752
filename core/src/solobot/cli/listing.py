"""``solobot games`` and ``solobot plugins``."""

from __future__ import annotations

import json

import click

from solobot.catalog import game_rows
from solobot.safetext import printable
from solobot.words import PLAIN


@click.command("games")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def games_command(as_json: bool) -> None:
    """List the installed games, their options, and the plugin behind each."""
    rows = game_rows()
    told = components_told(rows)
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo(why_no_games())
        return
    for row in rows:
        click.echo(f"{row['name']} — {row['title']}  ({row['plugin']} {row['version']})")
        if row["summary"]:
            click.echo(f"  {row['summary']}")
        if row.get("problem"):
            click.echo(f"  problem: {row['problem']}")
        if row["name"] in told:
            click.echo(f"  {told[row['name']]}")
        for opt, info in row["options"].items():
            if "choices" in info:
                many = " (repeatable)" if info.get("multiple") else ""
                click.echo(f"  --{opt}: {', '.join(info['choices'])}{many}; default {PLAIN.value(info['default'])}")
        policies = row.get("policies") or []
        if policies:
            default = f"; default {row['default_policy']}" if row.get("default_policy") else ""
            click.echo(f"  --opponent (for --auto): {', '.join(policies)}{default}")


def components_told(rows: list[dict]) -> dict[str, str]:
    """Per game listed: the line saying whose component values a game would use (also put in the JSON rows)."""
    from solobot.owncopy import own_file, told_line

    told = {}
    for row in rows:
        if row.get("problem"):
            continue
        replaceable = "components" in row["options"]
        told[row["name"]] = told_line(row["name"], replaceable)
        row["components"] = str(own_file(row["name"])) if replaceable and own_file(row["name"]).is_file() \
            else "reference"
    return told


def why_no_games() -> str:
    """Why ``solobot games`` lists nothing: none installed, or which variable filters them out."""
    from solobot.plugins import NOT_LOADED, default_registry

    registry = default_registry().load()
    kept_out = {status: sorted(p.name for p in registry.plugins if p.status == status) for status in NOT_LOADED}
    reasons = [f"{', '.join(names)} {NOT_LOADED[status]}" for status, names in kept_out.items() if names]
    if reasons:
        return f"No games loaded: installed plugins are filtered out ({'; '.join(reasons)})."
    return f"No games installed. {INSTALL_HINT}"


#: how a game of this project is installed (its packages are not on PyPI)
INSTALL_HINT = ("Install a game from a checkout of the solobot project, e.g.: "
                "solobot install ./plugins/maestro (or ./plugins/florenza, ./examples/pig)")


@click.command("plugins")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
@click.option("--retry", metavar="NAME", multiple=True,
              help="Load again a plugin skipped because it ended or hung solobot while it loaded.")
def plugins_command(as_json: bool, retry: tuple[str, ...]) -> None:
    """List installed plugins: their hooks, games, add-ons, and any that failed to load (with why)."""
    from solobot.cli import registry_of_the_cli

    if retry:
        from solobot.loadguard import Remembered

        remembered = Remembered()
        for name in retry:
            if not remembered.retry(name):
                skipped = ", ".join(sorted(remembered.skipped())) or "none"
                raise click.ClickException(f"plugin {printable(name)!r} is not skipped, so there is nothing to "
                                           f"retry (skipped plugins: {skipped})")
    registry = registry_of_the_cli().load()
    rows = [p.to_json() for p in registry.plugins]
    for p in rows:
        for name in p.get("shadowed", []):
            click.echo(f"Warning: plugin {p['name']} adds a command `{name}`, but solobot's own `solobot {name}` "
                       "wins: the plugin's is left out (ask its author to rename it)", err=True)
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo("No plugins installed.")
    for p in rows:
        label = printable(f"{p['name']} ({p['dist'] or 'local'} {p['version']})".replace(" )", ")"))
        click.echo(f"{label}: {p['status']}")
        for game, hooks in p["game_hooks"].items():
            click.echo(f"  game {game}: {', '.join(hooks)}")
        if p["addons"]:
            click.echo(f"  add-ons: {', '.join(p['addons'])}")
        if p["hooks"]:
            click.echo(f"  hooks: {', '.join(p['hooks'])}")
        if p.get("commands"):
            click.echo(f"  commands: {', '.join(p['commands'])}")
        if p.get("patches"):
            click.echo(f"  changed while it loaded: {', '.join(p['patches'])} (replaced: solobot's saves and "
                       "results may differ without this plugin)")
        if p["error"]:
            click.echo(f"  problem: {printable(p['error'])}")
