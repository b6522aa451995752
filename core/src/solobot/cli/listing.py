"""``solobot games`` and ``solobot plugins``."""

from __future__ import annotations

import json

import click

from solobot.i18n import DEFAULT, N_, _, domain, language, say
from solobot.safetext import printable
from solobot.storage.catalog import game_rows
from solobot.words import PLAIN


@click.command("games", help=N_("List the installed games, their options, and the plugin behind each."))
@click.option("--json", "as_json", is_flag=True, help=N_("Print JSON instead of a table."))
def games_command(as_json: bool) -> None:
    """``solobot games``."""
    rows = game_rows()
    told = components_told(rows)
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo(why_no_games())
        return
    for row in rows:
        click.echo(f"{row['name']} — {game_said(row, 'title')}  ({row['plugin']} {row['version']})")
        if row["summary"]:
            click.echo(f"  {game_said(row, 'summary')}")
        if row.get("problem"):
            click.echo("  " + _("problem: {problem}").format(problem=row["problem"]))
        if row["name"] in told:
            click.echo(f"  {told[row['name']]}")
        for opt, info in row["options"].items():
            if "choices" in info:
                told = (_("--{option}: {choices} (repeatable); default {default}") if info.get("multiple")
                        else _("--{option}: {choices}; default {default}"))
                click.echo("  " + told.format(option=opt, choices=", ".join(info["choices"]),
                                              default=PLAIN.value(info["default"])))
        policies = row.get("policies") or []
        if policies:
            told = (_("--opponent (for --auto): {policies}; default {default}") if row.get("default_policy")
                    else _("--opponent (for --auto): {policies}"))
            click.echo("  " + told.format(policies=", ".join(policies), default=row.get("default_policy")))


def components_told(rows: list[dict]) -> dict[str, str]:
    """Per game listed: the line saying whose component values a game would use (also put in the JSON rows)."""
    from solobot.storage.owncopy import own_file, told_line

    told = {}
    for row in rows:
        if row.get("problem"):
            continue
        replaceable = "components" in row["options"]
        told[row["name"]] = told_line(row["name"], replaceable)
        row["components"] = str(own_file(row["name"])) if replaceable and own_file(row["name"]).is_file() \
            else "reference"
    return told


def game_said(row: dict, key: str) -> str:
    """A game's title or summary (``key``) in the language spoken (the JSON keeps the game's English), as its
    words say it (its catalog's, else the core's), from the cache: ``solobot games`` loads no game, in any
    language (the catalogs are read, not the plugins: docs/benchmarks.md, "Start-up in each language")."""
    if language() == DEFAULT:
        return row[key]
    return say(domain(row["domain"]) if row.get("domain") else None, row[key])


def why_no_games() -> str:
    """Why ``solobot games`` lists nothing: none installed, or which variable filters them out."""
    from solobot.engine.plugins import NOT_LOADED, default_registry

    registry = default_registry().load()
    kept_out = {status: sorted(p.name for p in registry.plugins if p.status == status) for status in NOT_LOADED}
    reasons = [_("{plugins} {why}").format(plugins=", ".join(names), why=_(NOT_LOADED[status]))
               for status, names in kept_out.items() if names]
    if reasons:
        return _("No games loaded: installed plugins are filtered out ({reasons}).").format(reasons="; ".join(reasons))
    return _("No games installed. {hint}").format(hint=_(INSTALL_HINT))


#: how a game of this project is installed (its packages are not on PyPI)
#: a plugin's status, as ``solobot plugins`` says it
STATUSES = (N_("loaded"), N_("failed"), N_("blocked"), N_("not selected"), N_("skipped"))

INSTALL_HINT = N_("Install a game from a checkout of the solobot project, e.g.: "
                  "solobot install ./plugins/maestro (or ./plugins/florenza, ./examples/pig)")


def _of_distribution(name: str, listed: dict[str, object]) -> list[str]:
    """The plugins of ``listed`` that the distribution ``name`` installs (``solobot-crasher``, spelt as pip
    compares names), by the names the skipped list keeps them under."""
    from importlib import metadata

    from solobot.cli.removable import canonical
    from solobot.engine.entry_point import GROUP

    return [ep.name for ep in metadata.entry_points(group=GROUP)
            if ep.name in listed and ep.dist is not None and canonical(ep.dist.name) == canonical(name)]


@click.command("plugins", help=N_("List installed plugins: their hooks, games, add-ons, and any that failed to load "
                                  "(with why)."))
@click.option("--json", "as_json", is_flag=True, help=N_("Print JSON instead of a table."))
@click.option("--retry", metavar="NAME[,NAME...]|all", multiple=True,
              help=N_("Load again a plugin skipped because it ended or hung solobot while it loaded."))
def plugins_command(as_json: bool, retry: tuple[str, ...]) -> None:
    """``solobot plugins``."""
    from solobot.cli import registry_of_the_cli

    if retry:
        from solobot.engine.loadguard import Remembered

        remembered = Remembered()
        # (--retry a,b as --retry a --retry b; all, in any case: every plugin skipped; a distribution's name: its
        # plugins; nothing named is a refusal too)
        names = [name.strip() for given in retry for name in given.split(",") if name.strip()] or [""]
        listed = {**remembered.skipped(), **remembered.suspects()}
        wanted: list[str] = []
        for name in names:
            found = list(listed) if name.lower() == "all" else [name] if name in listed else _of_distribution(
                name, listed)
            if not found:
                skipped = ", ".join(sorted(remembered.skipped())) or _("none")
                raise click.ClickException(_("plugin {name!r} is not skipped, so there is nothing to retry "
                                             "(skipped plugins: {skipped})").format(name=printable(name),
                                                                                   skipped=skipped))
            wanted += found
        for name in dict.fromkeys(wanted):
            remembered.retry(name)
    from solobot.engine.plugins import requires_old_core

    registry = registry_of_the_cli().load()
    rows = [p.to_json() for p in registry.plugins]
    for p in rows:  # (a plugin that failed has the line in its problem already)
        p["requires_old_core"] = (requires_old_core(p["dist"]) or "") if p["status"] != "failed" else ""
    for p in rows:
        for name in p.get("shadowed", []):
            click.echo(_("Warning: plugin {plugin} adds a command `{name}`, but solobot's own `solobot {name}` "
                         "wins: the plugin's is left out (ask its author to rename it)").format(
                plugin=p["name"], name=name), err=True)
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo(_("No plugins installed."))
    for p in rows:
        local = _("local")
        label = printable(f"{p['name']} ({p['dist'] or local} {p['version']})".replace(" )", ")"))
        click.echo(f"{label}: {_(p['status'])}")
        for game, hooks in p["game_hooks"].items():
            click.echo("  " + _("game {game}: {hooks}").format(game=game, hooks=", ".join(hooks)))
        if p["addons"]:
            click.echo("  " + _("add-ons: {addons}").format(addons=", ".join(p["addons"])))
        if p["hooks"]:
            click.echo("  " + _("hooks: {hooks}").format(hooks=", ".join(p["hooks"])))
        if p.get("commands"):
            click.echo("  " + _("commands: {commands}").format(commands=", ".join(p["commands"])))
        if p.get("patches"):
            click.echo("  " + _("changed while it loaded: {patches} (replaced: solobot's saves and results may "
                                "differ without this plugin)").format(patches=", ".join(p["patches"])))
        if p["error"]:
            click.echo("  " + _("problem: {problem}").format(problem=printable(p["error"])))
        if p["requires_old_core"]:
            click.echo("  " + _("problem: {problem}").format(problem=printable(p["requires_old_core"])))
