"""``solobot history``: the games you finished, and your win rates (the record is :mod:`solobot.storage.history`)."""

from __future__ import annotations

import json
from collections.abc import Callable

import click

from solobot.engine.plugins import default_registry
from solobot.i18n import N_, _, ngettext
from solobot.numbers import percent
from solobot.safetext import printable
from solobot.storage.history import (
    HistoryEntry,
    history_file,
    read_history,
    read_history_checked,
    record_game,
    win_rates,
)
from solobot.table.results import said_win_rates
from solobot.words import own_words

__all__ = ["HistoryEntry", "history_command", "history_file", "read_history", "read_history_checked", "record_game",
           "win_rates"]


def _skipped_note(skipped: list[int]) -> str:
    shown = ", ".join(map(str, skipped[:10])) + (", ..." if len(skipped) > 10 else "")
    return ngettext("Skipped {count} line of {path} that is not a recorded game (line {lines}).",
                    "Skipped {count} lines of {path} that are not a recorded game (line {lines}).",
                    len(skipped)).format(count=len(skipped), path=history_file(), lines=shown)


def _own_words(game: str) -> Callable[[str], str]:
    """How an installed game says its own words (its option names and values); else the words as recorded."""
    games = default_registry().load().games  # loaded once, and only in a language other than English
    return own_words(games[game].game) if game in games else str


@click.command("history", help=N_("Games you finished, and your win rate per game and options."))
@click.option("--json", "as_json", is_flag=True, help=N_("Print JSON instead of a table."))
def history_command(as_json: bool) -> None:
    """``solobot history``."""
    entries, skipped = read_history_checked()
    if skipped:
        click.echo(_skipped_note(skipped), err=True)
    if as_json:
        click.echo(json.dumps(win_rates(entries), indent=2))
        return
    rows = said_win_rates(entries, _own_words)
    if not rows:
        click.echo(_("No finished games recorded yet ({path}).").format(path=history_file()))
        return
    for row in rows:
        click.echo(_("{game}: played {played}, won {won} ({rate})").format(  # a game's name from the file: escaped
            game=printable(str(row["game"])), played=row["played"], won=row["won"], rate=percent(row['win_rate'], 0)))
