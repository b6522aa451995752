"""A game's derived facts (``ctx.derived``, :class:`solobot.game.Derived`): made once and kept until dropped, never
saved, gone after every replay, and a stale one found and named by the test helpers and by ``solobot check``."""

from __future__ import annotations

import pytest

from solobot.check.conformance import derived_problem
from solobot.engine.session import PluginFailure, Session
from solobot.game import Derived
from solobot.hookspecs import hookimpl
from solobot.testing import TestRegistry
from solobot.testing.helpers import _Registering
from solobot_pig import plugin as pig_plugin


def banked(state, components):
    """Both seats' banked points, worked out from the table (a fact a rule might keep between steps)."""
    return dict(state.scores)


class Counting:
    """A fact function that counts how often it is worked out."""

    def __init__(self):
        self.calls = 0

    def __call__(self, state, components):
        self.calls += 1
        return dict(state.scores)


class Reader:
    """An add-on reading ``banked`` before every bot turn; ``drops``: told after each turn, as a rule that changes the
    scores must tell the slot. Without it the kept fact goes stale as soon as a seat banks points."""

    def __init__(self, drops: bool):
        self.drops = drops

    @hookimpl(wrapper=True)
    def solobot_bot_turn(self, ctx, state, seat):
        ctx.derived.get(banked, state)
        result = yield
        if self.drops:
            ctx.derived.drop(banked)
        return result

    @hookimpl(wrapper=True)
    def solobot_resolve_action(self, ctx, state, seat, action):
        result = yield
        if self.drops:
            ctx.derived.drop(banked)
        return result


def registry(drops: bool) -> TestRegistry:
    from solobot.game import AddonSpec

    return TestRegistry().add("pig", pig_plugin).add("reader", _Registering(AddonSpec("reader", Reader(drops),
                                                                                      ("pig",))))


def test_a_fact_is_worked_out_once_and_kept_until_dropped():
    session = Session(registry(True).game("pig"), {}, seed=3)
    derived, state, count = session.ctx.derived, session.state, Counting()
    first = derived.get(count, state)
    assert derived.get(count, state) is first and count.calls == 1 and count in derived
    derived.drop(count)
    assert count not in derived and derived.get(count, state) == first and count.calls == 2
    derived.drop()  # none named: every fact
    assert count not in derived


def test_the_facts_are_never_saved_and_every_replay_starts_without_them():
    spec = registry(True).game("pig")
    session = Session(spec, {}, seed=3)
    session.submit({"op": "roll"})
    session.ctx.derived.get(banked, session.state)
    assert "derived" not in str(session.snapshot())
    before = session.ctx
    session.undo()  # a replay from the seed and the inputs: a new context, its slot empty
    assert session.ctx is not before and banked not in session.ctx.derived
    assert isinstance(session.ctx.derived, Derived)


def test_stale_names_a_fact_the_table_changed_under():
    session = Session(registry(True).game("pig"), {}, seed=3)
    derived, state = session.ctx.derived, session.state
    derived.get(banked, state)
    assert derived.stale(state) == []
    state.scores["player"] += 7  # the table changes, and nothing drops the fact: planted stale
    assert derived.stale(state) == [f"{__name__}.banked"]


def test_the_step_watch_fails_on_a_planted_stale_fact_and_names_it():
    watched = registry(False).watching("pig", lambda ctx, state, duty: None)
    with pytest.raises(PluginFailure, match=rf"AssertionError: .*the derived facts {__name__}\.banked differ from a "
                                            "fresh count"):
        Session(watched.game("pig"), {}, seed=3, registry=watched, keep_events=False).autoplay("cautious")


def test_the_step_watch_passes_a_game_whose_rules_drop_what_they_change():
    watched = registry(True).watching("pig", lambda ctx, state, duty: None)
    score = Session(watched.game("pig"), {}, seed=3, registry=watched, keep_events=False).autoplay("cautious")
    assert score.final


def test_solobot_check_names_a_stale_fact_and_passes_a_dropped_one():
    stale = registry(False)
    problem = derived_problem(Session(stale.game("pig"), {}, seed=3, registry=stale, keep_events=False), "cautious")
    assert problem is not None and problem.startswith(f"{__name__}.banked, kept in ctx.derived, differ from a "
                                                      "fresh count after step ")
    fine = registry(True)
    assert derived_problem(Session(fine.game("pig"), {}, seed=3, registry=fine, keep_events=False), "cautious") is None
