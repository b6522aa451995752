"""``solobot calibrate GAME``: how hard is each difficulty, against each opponent policy."""

from __future__ import annotations

from pathlib import Path

import click

from solobot.plugins import default_registry
from solobot.sim.calibrate import calibrate, markdown_table


@click.command("calibrate")
@click.argument("game")
@click.option("--games", type=int, default=500, show_default=True, help="Games per row.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of every run.")
@click.option("--jobs", type=int, default=1, show_default=True, help="Processes to use.")
@click.option("--output", type=click.Path(dir_okay=False), default=None,
              help="Write the Markdown table to this file (default: print it).")
def calibrate_command(game: str, games: int, seed: int, jobs: int, output: str | None) -> None:
    """Run every difficulty (or bot level, alone and mixed) against each opponent policy.

    Prints, or writes, a Markdown table of mean scores and the bots' win rate.
    """
    if games < 1 or jobs < 1:
        raise click.ClickException("--games and --jobs must be at least 1")
    spec = default_registry().game(game)
    command = f"solobot calibrate {game} --games {games} --seed {seed}"
    rows = []
    for row in calibrate(spec, games, seed, jobs):
        rows.append(row)
        click.echo(f"  {row['options']} vs {row['opponent']}: bot win rate {row['bot_win_rate']:.1%}", err=True)
    text = f"# Calibration: {spec.title}\n\n" + markdown_table(rows, command, games)
    if output:
        Path(output).write_text(text, encoding="utf-8")
        click.echo(f"Wrote {output}")
    else:
        click.echo(text)
