"""``solobot check GAME``: the conformance check of an installed game."""

from __future__ import annotations

from typing import Any

import click

from solobot.cli.gamecommands import GameGroup
from solobot.cli.values import GAMES, SEED
from solobot.conformance import run_check
from solobot.game import GameSpec


def run_conformance(spec: GameSpec, options: dict[str, Any], games: int, seed: int) -> None:
    """Print the report; exit 1 if any check failed."""
    report = run_check(spec, options, games, seed)
    for result in report.results:
        mark = "ok  " if result.ok else "FAIL"
        click.echo(f"{mark} {result.name}" + (f" — {result.detail}" if result.detail else ""))
    passed = sum(r.ok for r in report.results)
    click.echo(f"{spec.name}: {passed} of {len(report.results)} checks passed")
    if not report.ok:
        raise SystemExit(1)


check_group = GameGroup(
    "check",
    run=run_conformance,
    common=[
        click.option("--games", type=GAMES, default=5, show_default=True,
                     help="Games per option combination and opponent policy."),
        click.option("--seed", type=SEED, default=0, show_default=True, help="Seed of the check."),
    ],
    help="Check that an installed game keeps the plugin contract, one line per check: whole games with "
         "every policy end within the game's step limit, same seed = same game, the state is JSON, "
         "save/load/replay and undo 3/redo 3 restore the digest, every game method returns its declared "
         "type, emit and Score use the words the core reads, every table change is told and nothing "
         "hidden said. A failure names the seed and the command that replays it. Options you give are "
         "kept fixed; every other choice option is tried in turn.",
    context_settings={"help_option_names": ["-h", "--help"]},
)
