"""Maestro's derived fact, the board view (``ctx.derived.get(BoardView, state)``): each rule that changes what it
reads drops it, a stale one is found and named, and a replay (undo, a loaded save) starts without it. That it
equals a fresh count after every step of whole games is checked by ``TestRegistry.watching`` in
``test_maestro_games``."""

from __future__ import annotations

import pytest
from maestro_helpers import COMP, blank_state, gallery, make_ctx

from solobot.engine.session import PluginFailure, Session
from solobot.testing import TestRegistry
from solobot_maestro import exhibition, flow, plugin
from solobot_maestro.board import BoardView, move_collector

VIEW = "solobot_maestro.board.BoardView"


def seen_by(view: BoardView) -> tuple:
    """Everything a rule can read of a view, its orders included."""
    orders = tuple(view.best_first(kind) for kind in ("", "popular", "secondary"))
    return view.colours_by_rank, view.ranks, view.values, view.galleries, view.plain, view.by_value(), orders


#: each rule that changes the view's inputs (the Lodge, the Gallery tokens, the round), as a test calls it
CHANGES = {
    "a Collector moved (MM-INF-4)": lambda ctx, state: move_collector(ctx, state, "green", "blue"),
    "the Collectors stood again (EX-CLEAN-4)": lambda ctx, state: exhibition.new_collector_setup(ctx, state),
    "Popular Galleries turned Secondary (EX-CLEAN-5)": lambda ctx, state: exhibition.popular_to_secondary(ctx, state),
    "new Popular Galleries (EX-CLEAN-6)": lambda ctx, state: exhibition.new_popular_galleries(ctx, state),
    "the next round (EX-GAL-3)": lambda ctx, state: flow.end_round(ctx, state),
}


@pytest.mark.rule("EX-ORDER-1", "EX-GAL-3", "MM-INF-4", "EX-CLEAN-4", "EX-CLEAN-5", "EX-CLEAN-6")
@pytest.mark.parametrize("rule", CHANGES)
def test_each_rule_that_changes_the_view_drops_it(rule):
    ctx, state = make_ctx(), blank_state()
    gallery(state, 3)
    gallery(state, 12, "secondary")
    seen_by(ctx.derived.get(BoardView, state))  # kept, its orders made
    CHANGES[rule](ctx, state)
    assert ctx.derived.stale(state) == []
    assert seen_by(ctx.derived.get(BoardView, state)) == seen_by(BoardView(state, COMP))


def test_a_board_edited_without_a_drop_is_named_stale():
    ctx, state = make_ctx(), blank_state()
    gallery(state, 3)
    kept = ctx.derived.get(BoardView, state)
    assert ctx.derived.stale(state) == []
    state.lying["blue"] += 5  # planted: the Lodge changes and nothing tells the slot
    assert ctx.derived.stale(state) == [VIEW]
    assert ctx.derived.get(BoardView, state) is kept  # kept as it was: only a drop makes it again


def test_a_rule_that_forgets_its_drop_fails_a_watched_game(monkeypatch):
    """The board edited without telling the slot (move_collector's drop taken out): the step watch names it."""

    def forgetful(ctx, state, source, target):
        state.standing[source] -= 1
        state.lying[target] += 1

    monkeypatch.setattr("solobot_maestro.bot.move_collector", forgetful)
    monkeypatch.setattr("solobot_maestro.person.move_collector", forgetful)
    registry = TestRegistry().add("maestro", plugin).watching("maestro", lambda ctx, state, duty: None)
    with pytest.raises(PluginFailure, match=rf"the derived facts {VIEW} differ from a fresh count"):
        for seed in range(10):  # the Machina influences (moves a Collector) in most games
            Session(registry.game("maestro"), {}, seed=seed, registry=registry, keep_events=False).autoplay("heuristic")


def test_a_replay_starts_without_the_view():
    registry = TestRegistry().add("maestro", plugin)
    spec = registry.game("maestro")
    session = Session(spec, {"variant": "michelangelo"}, seed=5, registry=registry)
    policy = spec.game.policies["heuristic"]
    while session.state.round < 2:
        session.submit(policy(session.ctx, session.state, session.pending.seat, None))
    session.ctx.derived.get(BoardView, session.state)
    digest, before = session.digest(), session.ctx
    session.undo()  # a replay from the seed and the inputs: a new context, whose view the replay made afresh
    assert session.ctx is not before and session.ctx.derived.stale(session.state) == []
    session.redo()
    assert session.digest() == digest and session.ctx.derived.stale(session.state) == []
