"""``solobot history``: the games you finished, and your win rates (the record is :mod:`solobot.history`)."""

from __future__ import annotations

import json

import click

from solobot.history import HistoryEntry, history_file, read_history, read_history_checked, record_game, win_rates

__all__ = ["HistoryEntry", "history_command", "history_file", "read_history", "read_history_checked", "record_game",
           "win_rates"]


def _skipped_note(skipped: list[int]) -> str:
    shown = ", ".join(map(str, skipped[:10])) + (", ..." if len(skipped) > 10 else "")
    return (f"Skipped {len(skipped)} line{'s' if len(skipped) > 1 else ''} of {history_file()} "
            f"that {'are' if len(skipped) > 1 else 'is'} not a recorded game (line {shown}).")


@click.command("history")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def history_command(as_json: bool) -> None:
    """Games you finished, and your win rate per game and options."""
    entries, skipped = read_history_checked()
    if skipped:
        click.echo(_skipped_note(skipped), err=True)
    rows = win_rates(entries)
    if as_json:
        click.echo(json.dumps(rows, indent=2))
        return
    if not rows:
        click.echo(f"No finished games recorded yet ({history_file()}).")
        return
    for row in rows:
        click.echo(f"{row['game']}: played {row['played']}, won {row['won']} ({row['win_rate']:.0%})")
