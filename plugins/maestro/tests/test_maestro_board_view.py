"""The board view a game keeps (``state.view``) says what a view made from nothing says, whatever changed.

A rebuilt view reuses what the last one worked out from inputs that did not change (the colour
order, the Gallery layout, the values and orders); these tests change the board step by step
and compare the kept view with a fresh one after each step.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from maestro_helpers import COMP, blank_state, gallery, put

from solobot_maestro.board import ROUND, BoardView, board_changed, board_view, move_collector

KINDS = ("", "popular", "secondary")
#: one change of the board: a Collector moved, a Gallery token set, Artworks put, or the round changed
CHANGES = st.one_of(
    st.tuples(st.just("collector"), st.sampled_from(COMP.colours), st.sampled_from(COMP.colours)),
    st.tuples(st.just("gallery"), st.integers(1, len(COMP.numbers) - 1), st.sampled_from(KINDS)),
    st.tuples(st.just("art"), st.integers(0, len(COMP.numbers) - 1), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("round"), st.integers(1, COMP.rounds)),
)


def seen_by(view: BoardView) -> tuple:
    """Everything a rule can read of a view, its orders included."""
    orders = tuple(view.best_first(kind) for kind in ("", "popular", "secondary"))
    return view.colours_by_rank, view.ranks, view.values, view.galleries, view.plain, view.by_value(), orders


def change(state, step: tuple) -> None:
    """Make one change of :data:`CHANGES` on ``state``."""
    what = step[0]
    if what == "collector":
        _, source, target = step
        if state.standing[source]:
            move_collector(state, source, target)
    elif what == "gallery":
        _, region, kind = step
        gallery(state, region, kind)
    elif what == "art":
        _, region, machina, player = step
        put(state, region, machina, player)
    else:
        state.round = step[1]
        board_changed(state, ROUND)  # as flow.end_round tells it


@settings(max_examples=150, deadline=None)
@given(st.lists(CHANGES, max_size=25))
def test_the_kept_view_matches_a_fresh_one_after_every_change(steps):
    state = blank_state()
    gallery(state, 3)
    gallery(state, 12, "secondary")
    for step in steps:
        seen_by(board_view(state, COMP))  # the kept view asked, its orders cached, before the change
        change(state, step)
        assert seen_by(board_view(state, COMP)) == seen_by(BoardView(state, COMP))


def test_a_collector_moved_without_changing_the_order_keeps_the_values():
    state = blank_state()
    gallery(state, 3)
    before = board_view(state, COMP)
    move_collector(state, "blue", "blue")  # blue stays last: the same order
    after = board_view(state, COMP)
    assert after is not before and after.values is before.values
    assert seen_by(after) == seen_by(BoardView(state, COMP))


def test_a_collector_that_changes_the_order_changes_the_values():
    state = blank_state()
    region = COMP.regions_of_colour["blue"][0]  # blue ranks last in an even Lodge (Precedence)
    gallery(state, region)
    assert board_view(state, COMP).values[region] == COMP.values["popular"][-1]
    for colour in ("green", "purple", "orange"):
        while state.standing[colour]:
            move_collector(state, colour, "blue")
    view = board_view(state, COMP)
    assert view.ranks["blue"] == 0 and view.values[region] == COMP.values["popular"][0]
    assert seen_by(view) == seen_by(BoardView(state, COMP))
