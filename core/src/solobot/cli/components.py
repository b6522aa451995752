"""``solobot components GAME``: the component data in use, and entering your own copy once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from solobot.cli.gamecommands import complete_game
from solobot.cli.pathtype import HomePath
from solobot.engine.plugins import default_registry
from solobot.game import ComponentError, GameSpec
from solobot.i18n import N_, _, ngettext
from solobot.storage.owncopy import (
    NotWritten,
    check_writable,
    components_in_use,
    components_line,
    damage_line,
    entered,
    forget_progress,
    items_of,
    keep_entry,
    may_replace,
    next_item,
    open_own_copy,
    own_file,
    part_title,
    progress_file,
    read_checked,
    reference_data,
    said_label,
    save_json,
    shown,
    source_of,
)


def show(spec: GameSpec, data: dict[str, Any]) -> None:
    """Print every item of ``data``, one line each, under a heading per part of the file."""
    part = None
    for at, value in items_of(data):
        if at[0] != part:
            part = at[0]
            click.echo(f"\n{part_title(spec, part, data)}")
        click.echo(f"  {said_label(spec, at, data)}: {shown(value)}")


def walk(spec: GameSpec, read: Callable[[str], str]) -> None:
    """Ask for each item in turn (Enter keeps it), validate, save after each; continue where a stop left off."""
    model, _data = source_of(spec)
    own, progress = own_file(spec.name), progress_file(spec.name)
    data, damaged = open_own_copy(spec)
    check_writable(own)  # (a read-only or full folder: one line before anything is typed)
    if damaged:  # (entered by hand, or by an older solobot): mended at once, so the entry opens
        save_json(own, data)
        click.echo(_("Your copy {path} held an invisible control character ({code}) in {field}: it is left out, "
                     "and your copy saved without it.").format(path=own, code=damaged[1], field=damaged[0]))
    start = 0
    if own.is_file() and progress.is_file():
        start = next_item(progress)
    items = items_of(data)
    title, count = spec.title, len(items)
    if start:
        click.echo(ngettext("Your copy of {game}'s components, item by item ({count} item; continuing at item "
                            "{number}).", "Your copy of {game}'s components, item by item ({count} items; "
                            "continuing at item {number}).", count).format(game=title, count=count, number=start + 1))
    else:
        click.echo(ngettext("Your copy of {game}'s components, item by item ({count} item).",
                            "Your copy of {game}'s components, item by item ({count} items).", count).format(
            game=title, count=count))
    click.echo(_("Press Enter to keep the value shown, or type yours; `skip` keeps the rest of this part; "
                 "`quit` stops (what you entered is kept, and this command continues from there)."))
    i = start
    while i < len(items):
        at, _value = items[i]
        current = items_of(data)[i][1]
        try:
            text = read(f"[{i + 1}/{len(items)}] {said_label(spec, at, data)} [{shown(current)}]: ")
        except (EOFError, KeyboardInterrupt):
            text = "quit"
        answer = text.strip()
        if answer.casefold() == "quit":
            save_json(progress, {"next": i})
            if not own.is_file():
                save_json(own, data)
            click.echo("\n" + _("Stopped at item {number} of {count}; what you entered is kept in {path}. "
                               "`solobot components {game} --edit` continues.").format(
                number=i + 1, count=len(items), path=own, game=spec.name))
            return
        if answer.casefold() == "skip":
            i = next((j for j in range(i, len(items)) if items[j][0][0] != at[0]), len(items))
            keep_entry(spec, data, i)
            continue
        if answer:
            try:
                data = entered(model, data, at, answer)
            except ValueError as exc:
                click.echo(_("Not kept: {why}.").format(why=str(exc).rstrip(".")))
                continue
            items = items_of(data)  # a list typed longer or shorter moves the items after it
        i += 1
        keep_entry(spec, data, i)
    forget_progress(spec.name)
    click.echo(_("Your copy is complete and saved to {path}; `solobot play {game}` uses it from now on "
                 "(`--components PATH` still chooses another file).").format(path=own, game=spec.name))


def read_line(prompt: str) -> str:
    """One typed line (EOFError at the end of the input)."""
    from solobot.cli.play import read_line as table_read_line

    return table_read_line(prompt)


@click.command("components", help=N_("Show the component data in use (the reference set or your copy), or enter "
                                     "your own once."))
@click.argument("game", shell_complete=complete_game)
@click.option("--edit", is_flag=True, help=N_("Enter your copy's values item by item (Enter keeps the value shown)."))
@click.option("--export", "export_path", type=HomePath(dir_okay=False), default=None,
              help=N_("Write the components in use to PATH (to share or keep)."))
@click.option("--import", "import_path", type=HomePath(dir_okay=False), default=None,
              help=N_("Validate the components file at PATH and keep it as your copy."))
def components_command(game: str, edit: bool, export_path: str | None, import_path: str | None) -> None:
    """``solobot components GAME``."""
    spec = default_registry().game(game)
    try:
        if import_path:
            data = read_checked(spec, import_path)
            save_json(own_file(spec.name), data)
            forget_progress(spec.name)
            click.echo(_("{path} is valid; kept as your copy in {copy}.").format(path=import_path,
                                                                                copy=own_file(spec.name)))
            return
        if edit:
            walk(spec, read_line)
            return
        path = components_in_use(spec, {})
        try:
            data = read_checked(spec, path) if path else reference_data(spec)
        except ComponentError:
            said = damage_line(spec) if path == own_file(spec.name) else None
            if said:  # one line, and how to mend it
                raise click.ClickException(said) from None
            raise
        if export_path:
            target = Path(export_path)
            if not may_replace(spec, target):
                raise click.ClickException(_("{path} holds something that is not a {game} components file; "
                                             "solobot does not write over it (choose another path)").format(
                    path=target, game=spec.name))
            save_json(target, data)
            click.echo(_("Wrote the components in use to {path}.").format(path=target))
            return
        click.echo(components_line(spec, {}))
        show(spec, data)
    except (ComponentError, NotWritten) as exc:
        raise click.ClickException(str(exc)) from None
