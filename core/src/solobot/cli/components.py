"""``solobot components GAME``: the component data in use, and entering your own copy once."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from solobot.cli.gamecommands import complete_game
from solobot.cli.pathtype import HomePath
from solobot.engine.plugins import default_registry
from solobot.files import MAX_COMPONENT_BYTES
from solobot.game import ComponentError, GameSpec
from solobot.i18n import N_, _, ngettext
from solobot.storage.owncopy import (
    NotWritten,
    check_writable,
    checked_text,
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
    rescue_file,
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


class Keeping:
    """An entry's values as they are kept after each one: in the person's copy, or, while the data folder cannot
    take them (a full disk), here in memory, then where they can be found; nothing typed is lost."""

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec
        self.unsaved: str | None = None
        #: what was typed in this entry, as the person reads it (said again if no file could take it)
        self.typed: list[str] = []

    def keep(self, data: Any, upcoming: int) -> None:
        """Save the copy and the next item; when the folder refuses, say so once and keep going."""
        try:
            keep_entry(self.spec, data, upcoming)
        except NotWritten as exc:
            if self.unsaved is None:
                click.echo(_("Not saved: {why}. What you typed is kept here and saved with your next value; if "
                             "there is still no room, `quit` writes it where you can find it.").format(why=exc))
            self.unsaved = str(exc)
            return
        if self.unsaved is not None:
            click.echo(_("Saved now: {path} holds every value you entered.").format(path=own_file(self.spec.name)))
            self.unsaved = None

    def rescue(self, data: Any, upcoming: int) -> bool:
        """At the end of an entry the folder refused: one more try, else the values written elsewhere (and
        the command that makes them the person's copy), else said on the screen. True when they are in the
        person's copy."""
        self.keep(data, upcoming)
        if self.unsaved is None:
            return True
        game = self.spec.name
        rescued = rescue_file(game, data)
        if rescued is not None:
            click.echo(_("Your copy could not be written ({why}); what you entered is kept in {path}: "
                         "`solobot components {game} --import {path}` makes it your copy once there is room.").format(
                why=self.unsaved, path=rescued, game=game))
            return False
        click.echo(_("Your copy could not be written anywhere ({why}); here is what you entered, to type again "
                     "with `solobot components {game} --edit`:").format(why=self.unsaved, game=game))
        for line in self.typed:
            click.echo(f"  {line}")
        return False


def walk(spec: GameSpec, read: Callable[[str], str]) -> None:
    """Ask for each item in turn (Enter keeps it), validate, save after each; continue where a stop left off."""
    model, _data = source_of(spec)
    own, progress = own_file(spec.name), progress_file(spec.name)
    data, damaged = open_own_copy(spec)
    check_writable(own, data)  # (a read-only or full folder: one line before anything is typed)
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
    kept = Keeping(spec)
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
            if kept.unsaved is not None:
                click.echo()
                if not kept.rescue(data, i):
                    raise SystemExit(1)
            try:
                save_json(progress, {"next": i})
                if not own.is_file():
                    save_json(own, data)
            except NotWritten as exc:
                kept.unsaved = str(exc)
                kept.rescue(data, i)
                raise SystemExit(1) from None
            click.echo("\n" + _("Stopped at item {number} of {count}; what you entered is kept in {path}. "
                               "`solobot components {game} --edit` continues.").format(
                number=i + 1, count=len(items), path=own, game=spec.name))
            return
        if answer.casefold() == "skip":
            i = next((j for j in range(i, len(items)) if items[j][0][0] != at[0]), len(items))
            kept.keep(data, i)
            continue
        if answer:
            try:
                data = entered(model, data, at, answer)
            except ValueError as exc:
                click.echo(_("Not kept: {why}.").format(why=str(exc).rstrip(".")))
                continue
            kept.typed.append(f"{said_label(spec, at, data)}: {shown(items_of(data)[i][1])}")
            items = items_of(data)  # a list typed longer or shorter moves the items after it
        i += 1
        kept.keep(data, i)
    if kept.unsaved is not None and not kept.rescue(data, i):
        raise SystemExit(1)
    forget_progress(spec.name)
    click.echo(_("Your copy is complete and saved to {path}; `solobot play {game}` uses it from now on "
                 "(`--components PATH` still chooses another file).").format(path=own, game=spec.name))


def read_standard_input(spec: GameSpec) -> dict[str, Any]:
    """``--import -``: the components file read from the standard input (the same size cap as a file), checked."""
    text = getattr(sys.stdin, "buffer", sys.stdin).read(MAX_COMPONENT_BYTES + 1)
    if len(text) > MAX_COMPONENT_BYTES:
        raise ComponentError(_("the standard input holds more than a components file may ({size} MB)").format(
            size=MAX_COMPONENT_BYTES // 2**20))
    return checked_text(spec, text, "-")


def read_line(prompt: str) -> str:
    """One typed line (EOFError at the end of the input)."""
    from solobot.cli.play import read_line as table_read_line

    return table_read_line(prompt)


@click.command("components", help=N_("Show the component data in use (the reference set or your copy), or enter "
                                     "your own once."))
@click.argument("game", shell_complete=complete_game)
@click.option("--edit", is_flag=True, help=N_("Enter your copy's values item by item (Enter keeps the value shown)."))
@click.option("--export", "export_path", type=HomePath(dir_okay=False, allow_dash=True), default=None,
              help=N_("Write the components in use to PATH (to share or keep); - writes them to the standard output."))
@click.option("--import", "import_path", type=HomePath(dir_okay=False, allow_dash=True), default=None,
              help=N_("Validate the components file at PATH and keep it as your copy; - reads it from the standard "
                      "input."))
def components_command(game: str, edit: bool, export_path: str | None, import_path: str | None) -> None:
    """``solobot components GAME``."""
    spec = default_registry().game(game)
    try:
        if import_path:
            data = read_standard_input(spec) if import_path == "-" else read_checked(spec, import_path)
            save_json(own_file(spec.name), data)
            forget_progress(spec.name)
            if import_path == "-":
                click.echo(_("The standard input holds a valid components file; kept as your copy in {copy}.").format(
                    copy=own_file(spec.name)))
                return
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
        if export_path == "-":  # as Unix tools take it: the standard output, the data alone
            click.echo(json.dumps(data, indent=2, ensure_ascii=False))
            return
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
