"""The facts kept between steps (kept.py) always equal a fresh count, and are never saved."""

from __future__ import annotations

import pytest
from florenza_helpers import play, session

from solobot.toolkit import SeededSource
from solobot_florenza.kept import counted, forget
from solobot_florenza.policies import heuristic_policy
from solobot_florenza.state import PLAYER, SAVED

LEVELS = ("easy", "medium", "hard", "masterpiece")
OPTION_SETS = [(level,) for level in LEVELS] + [("hard", "easy"), ("medium", "masterpiece", "easy"), LEVELS]


def same_facts(kept, fresh):
    """The kept facts and a fresh count agree, down to the very Workshops and crest rows on the table."""
    # where a skill's free Artworks began when last looked at: none before it is free now (a fresh count finds
    # the first free one, so never before it)
    assert all(k <= f for k, f in zip(kept.free_from, fresh.free_from, strict=True))
    assert kept.rows == fresh.rows and all(kept.rows[w] is fresh.rows[w] for w in kept.rows)
    assert kept.held == fresh.held
    assert sorted((o, k) for o, k, _ in kept.changed) == sorted((o, k) for o, k, _ in fresh.changed)
    assert {id(slot) for _, _, slot in kept.changed} == {id(slot) for _, _, slot in fresh.changed}
    assert kept.usable.keys() == fresh.usable.keys()
    for owner, usable in kept.usable.items():
        assert [(o, k) for o, k, _ in usable] == [(o, k) for o, k, _ in fresh.usable[owner]], owner
        assert all(a[2] is b[2] for a, b in zip(usable, fresh.usable[owner], strict=True))


@pytest.mark.rule("FG-OP-1", "FG-OP-2", "FG-CH-1", "FG-P8-1")
@pytest.mark.parametrize("policy", ["random", "heuristic"])
@pytest.mark.parametrize("ghosts", OPTION_SETS)
def test_the_kept_facts_equal_a_fresh_count_after_every_step(policy, ghosts):
    """Whole games, every option set, both players: after each step the kept facts are what the table shows."""
    checked = []

    def check(ctx, state, step):
        if state.kept is not None:
            same_facts(state.kept, counted(state, ctx.components))
            checked.append(step)

    for seed in range(6):
        checked.clear()
        play(ghosts, seed, policy, check=check)
        assert len(checked) > 40  # kept through most of the game, so the check is not empty


@pytest.mark.parametrize("policy", ["random", "heuristic"])
def test_dropping_the_kept_facts_at_any_step_changes_nothing(policy):
    """A game whose kept facts are dropped after every step plays exactly as one that keeps them."""
    for seed in range(5):
        _, kept, a = play(("medium", "hard"), seed, policy)
        _, dropped, b = play(("medium", "hard"), seed, policy, check=lambda ctx, state, step: forget(state))
        assert kept == dropped and a.points == b.points


def test_the_kept_facts_are_never_saved_and_a_replay_starts_without_them():
    s = session(seed=3)
    rng = SeededSource(3)
    while len(s.inputs) < 15:  # the heuristic player's first inputs: into round 2
        s.submit(heuristic_policy(s.ctx, s.state, PLAYER, rng))
    assert s.state.kept is not None  # made while playing
    assert "kept" not in s.snapshot()["state"] and "kept" not in SAVED
    before = s.digest()
    s.undo()  # a replay from the seed and the inputs
    s.redo()
    assert s.digest() == before
    fresh = session(seed=3)
    assert fresh.state.kept is None  # set up, nothing asked yet
