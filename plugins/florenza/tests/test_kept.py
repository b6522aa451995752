"""Florenza's derived facts (kept.py, in ``ctx.derived``) equal a fresh count after every step, a table edited without
a drop is found and named, and a replay starts without them (they are never saved)."""

from __future__ import annotations

import pytest
from florenza_helpers import make_ctx, make_state, play, session

from solobot.toolkit import SeededSource
from solobot_florenza.kept import art_facts, usable_workshops
from solobot_florenza.policies import heuristic_policy
from solobot_florenza.state import PLAYER, crest_rows

LEVELS = ("easy", "medium", "hard", "masterpiece")
OPTION_SETS = [(level,) for level in LEVELS] + [("hard", "easy"), ("medium", "masterpiece", "easy"), LEVELS]
FACTS = (usable_workshops, art_facts)


@pytest.mark.rule("FG-OP-1", "FG-OP-2", "FG-CH-1", "FG-P8-1")
@pytest.mark.parametrize("policy", ["random", "heuristic"])
@pytest.mark.parametrize("ghosts", OPTION_SETS)
def test_the_derived_facts_equal_a_fresh_count_after_every_step(policy, ghosts):
    """Whole games, every option set, both players: ``play`` compares every kept fact with a fresh count after each
    step; this counts the steps at which facts were kept, so the check is not empty (the random player reads the
    usable Workshops only just before it uses one, which drops them: its steps end with nothing kept)."""
    kept = []

    def count(ctx, state, step):
        kept.append(sum(fact in ctx.derived for fact in FACTS))

    for seed in range(6):
        kept.clear()
        play(ghosts, seed, policy, check=count)
        assert len(kept) > 60 and (policy == "random" or sum(1 for n in kept if n) > 20)


@pytest.mark.parametrize("policy", ["random", "heuristic"])
def test_dropping_the_derived_facts_at_any_step_changes_nothing(policy):
    """A game whose derived facts are dropped after every step plays exactly as one that keeps them."""
    for seed in range(5):
        _, kept, a = play(("medium", "hard"), seed, policy)
        _, dropped, b = play(("medium", "hard"), seed, policy, check=lambda ctx, state, step: ctx.derived.drop())
        assert kept == dropped and a.points == b.points


@pytest.mark.parametrize("edit, fact", [
    ("a Kinsman put on a Workshop", "usable_workshops"),
    ("a crest put on an Artwork", "art_facts"),
    ("an Artist taken", "art_facts"),
])
def test_a_table_edited_without_a_drop_is_named_stale(comps, edit, fact):
    state, ctx = make_state(comps), make_ctx(comps)
    for kept in FACTS:
        ctx.derived.get(kept, state)
    assert ctx.derived.stale(state) == []
    if edit == "a Kinsman put on a Workshop":
        state.districts[PLAYER].spaces[0].kinsman = PLAYER
    elif edit == "a crest put on an Artwork":
        _, artworks, _ = comps.worth.art_choices[0]
        _, where, j = artworks[ctx.derived.get(art_facts, state)[0][0]]  # the first free Artwork of skill 0
        crest_rows(state)[where][j] = PLAYER  # the state's own crest row
    else:
        ranked, _, _ = comps.worth.art_choices[0]
        state.artists[ranked[0][2]].held_by = PLAYER
    assert ctx.derived.stale(state) == [f"solobot_florenza.kept.{fact}"]


def test_the_derived_facts_are_never_saved_and_a_replay_starts_without_them():
    s = session(seed=3)
    rng = SeededSource(3)
    while len(s.inputs) < 15:  # the heuristic player's first inputs: into round 2
        s.submit(heuristic_policy(s.ctx, s.state, PLAYER, rng))
    usable = s.ctx.derived.get(usable_workshops, s.state)
    assert str(usable) not in str(s.snapshot())  # the Workshops as the fact holds them are in no save
    before, ctx = s.digest(), s.ctx
    s.undo()  # a replay from the seed and the inputs: a new context
    assert s.ctx is not ctx and s.ctx.derived.stale(s.state) == []
    s.redo()
    assert s.digest() == before
    assert usable_workshops not in session(seed=3).ctx.derived  # set up, nothing asked yet
