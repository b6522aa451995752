"""Every change a Ghost step or a round end makes to the public table is announced (issue 11).

The core's completeness watch (``solobot.check.telling``, what ``solobot check`` runs) compares the
public table before and after each bot step and cleanup with the changes the step's events
announced, and looks for what the physical game hides in every narrated line.
"""

from __future__ import annotations

import re

import pytest
from florenza_helpers import play, session

from solobot.check.telling import watch_game
from solobot_florenza import ghost
from solobot_florenza.plugin import GAME

OPTION_SETS = [("easy",), ("medium",), ("hard",), ("masterpiece",), ("easy", "hard"), ("medium",) * 3,
               ("masterpiece", "hard", "medium", "easy")]


@pytest.mark.rule("FG-P4-2")
@pytest.mark.rule("FG-P8-1")
@pytest.mark.parametrize("ghosts", OPTION_SETS, ids="+".join)
@pytest.mark.parametrize("policy", ["heuristic", "random"])
def test_every_table_change_of_a_ghost_step_or_round_end_is_announced(ghosts, policy):
    for seed in range(5):
        report = watch_game(session(ghosts=ghosts, seed=seed), policy)
        assert not report.problems and report.steps > 40, report.problems[:3]


def test_the_check_fails_when_one_announcement_is_left_out(monkeypatch):
    """Mutation: a Ghost action that stops announcing its new score is caught, naming the rule."""
    monkeypatch.setattr(ghost, "scores", lambda state, *seats: [])
    report = watch_game(session(seed=1), "heuristic")
    assert report.untold
    assert re.search(r"bot turn of ghost-1 \(.*FG-.*\): changed silently: .*Points of ghost-1", report.untold[0])


def test_the_public_table_counts_every_ghost_kinsman_and_crest(comps):
    ctx, state, _ = play(("easy", "hard"), 3, narrating=True)
    table = GAME.public_table(ctx, state)
    for seat in ("ghost-1", "ghost-2"):
        kinsmen = sum(n for key, n in table.items() if key.startswith(f"Kinsman of {seat} at"))
        crests = sum(n for key, n in table.items() if re.match(rf"(special )?Family Crest of {seat} at", key))
        assert kinsmen == comps.kinsmen and crests == comps.crests.normal + comps.crests.special


def test_the_captains_out_of_play_are_hidden_and_never_named():
    ctx, state, _ = play(("medium",), 0, narrating=True)
    hidden = list(GAME.hidden_values(ctx, state))
    assert hidden and not set(hidden) & {card.name for card in state.captains}
    text = "\n".join(event.text for event in ctx.events)
    assert not any(name in text for name in hidden)
