"""``solobot check GAME``: the conformance check of an installed game."""

from __future__ import annotations

from typing import Any

import click

from solobot.check.conformance import run_check
from solobot.cli.errors import UsageProblem
from solobot.cli.gamecommands import GameGroup
from solobot.cli.values import GAMES, SEED, WHOLE
from solobot.game import GameSpec
from solobot.i18n import N_, _, ngettext


def run_conformance(spec: GameSpec, options: dict[str, Any], games: int, seed: int,
                    step_limit: int | None = None) -> None:
    """Print the report (a problem once, on the first check it fails); exit 1 if any check failed."""
    if games < 1:
        raise UsageProblem(_("--games must be at least 1"))
    report = run_check(spec, options, games, seed, step_limit)
    for line in report.lines():
        click.echo(line)
    passed = sum(r.ok for r in report.results)
    click.echo(ngettext("{game}: {passed} of {count} check passed", "{game}: {passed} of {count} checks passed",
                        len(report.results)).format(game=spec.name, passed=passed, count=len(report.results)))
    if not report.ok:
        raise SystemExit(1)


check_group = GameGroup(
    "check",
    run=run_conformance,
    common=[
        click.option("--games", type=GAMES, default=5, show_default=True,
                     help=N_("Games per option combination and opponent policy.")),
        click.option("--seed", type=SEED, default=0, show_default=True, help=N_("Seed of the check.")),
        click.option("--step-limit", type=WHOLE, default=None,
                     help=N_("Steps a game may take before it counts as endless (default: the game's own "
                             "step_limit if it sets one, else 20 times the longest of 3 seeded games).")),
    ],
    help=N_("Check that an installed game keeps the plugin contract, one line per check: whole games with "
         "every policy end within a step limit (20 times the longest of 3 seeded games, or the game's own "
         "step_limit), same seed = same game, the state is JSON, "
         "save/load/replay and undo 3/redo 3 restore the digest, every game method returns its declared "
         "type, emit and Score use the words the core reads, every table change is told and nothing "
         "hidden said. A problem is one FAIL line naming the seed, the command that replays it and, when a seed plays "
         "differently twice, the likely cause. Options you give are "
         "kept fixed; every other choice option is tried in turn."),
    context_settings={"help_option_names": ["-h", "--help"]},
)
