"""Every change a Ghost step or a round end makes to the public table is announced (issue 11).

After each bot step and each cleanup, the public table before the step with the step's
announced changes applied must equal the public table after it; and no narrated line
names what the physical game hides.
"""

from __future__ import annotations

import re

import pytest
from florenza_helpers import play

from solobot.events import apply_changes
from solobot_florenza import ghost
from solobot_florenza.plugin import GAME

OPTION_SETS = [("easy",), ("medium",), ("hard",), ("masterpiece",), ("easy", "hard"), ("medium",) * 3,
               ("masterpiece", "hard", "medium", "easy")]


class Completeness:
    """A ``play`` check: the table after each bot step or cleanup is the one its events announced."""

    def __init__(self) -> None:
        self.table: dict | None = None
        self.seen = 0
        self.steps = 0

    def __call__(self, ctx, state, step) -> None:
        after = GAME.public_table(ctx, state)
        events = ctx.events[self.seen :]
        self.seen = len(ctx.events)
        if not hasattr(step, "kind") or self.table is None:  # (Step, action): the person's own step
            self.table = after
            return
        announced = apply_changes(self.table, [change for event in events for change in event.changes])
        wrong = {k: (announced.get(k), after.get(k)) for k in self.table.keys() | after.keys()
                 if announced.get(k) != after.get(k)}
        rules = sorted({e.rule for e in events if e.rule})
        assert not wrong, f"{step.label}: untold changes (announced, on the table) {wrong}; rules {rules}"
        hidden = GAME.hidden_values(ctx, state)
        for event in events:
            for value in hidden:
                assert not re.search(rf"\b{re.escape(value)}\b", event.text), f"{event.text} reveals {value}"
        self.steps += 1
        self.table = after


@pytest.mark.rule("FG-P4-2")
@pytest.mark.rule("FG-P8-1")
@pytest.mark.parametrize("ghosts", OPTION_SETS, ids="+".join)
@pytest.mark.parametrize("policy", ["heuristic", "random"])
def test_every_table_change_of_a_ghost_step_or_round_end_is_announced(ghosts, policy):
    for seed in range(6):
        check = Completeness()
        play(ghosts, seed, policy, narrating=True, check=check)
        assert check.steps > 10


def test_the_check_fails_when_one_announcement_is_left_out(monkeypatch):
    """Mutation: a Ghost action that stops announcing its new score is caught, naming the rule."""
    monkeypatch.setattr(ghost, "scores", lambda state, *seats: [])
    with pytest.raises(AssertionError, match=r"untold changes .*Points of ghost-1.*rules \[.*FG-"):
        play(("medium",), 1, "heuristic", narrating=True, check=Completeness())


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
