"""Influence and Study.

blank_state: 2 Collectors per colour; Precedence green 1, purple 2, orange 3, blue 4.
"""

import pytest
from maestro_helpers import blank_state, gallery, make_ctx, put, resolve_person_action, rules, scripted

from solobot_maestro.bot import resolve_influence, resolve_study, upgrade
from solobot_maestro.state import MACHINA, PLAYER


def influence_position():
    """The Machina holds the purple Popular Gallery in 4; you hold green 3 (worth 10) and orange 1."""
    state = blank_state()
    for region in (4, 3, 1):
        gallery(state, region)
    put(state, 4, machina=2)
    put(state, 3, player=2)
    put(state, 1, player=1)
    put(state, 0, machina=3)
    return state


@pytest.mark.rule("MM-INF-1", "MM-INF-4")
def test_collector_from_your_best_region_area_to_its_centerpiece_area():
    state, ctx = influence_position(), make_ctx()
    resolve_influence(ctx, state, 1)
    assert state.standing["green"] == 1 and state.lying["purple"] == 1
    assert state.standing["purple"] == 2  # the moved Collector lies down (MM-INF-4)
    assert "MM-INF-1" in rules(ctx)


@pytest.mark.rule("MM-INF-1")
def test_your_region_of_its_own_centerpiece_colour_is_skipped(ctx):
    state = influence_position()
    gallery(state, 14)
    put(state, 14, player=3)  # purple like the Machina's Centerpiece: not a source
    put(state, 3, player=0)
    resolve_influence(ctx, state, 1)
    assert state.standing["orange"] == 1 and state.standing["purple"] == 2


@pytest.mark.rule("MM-INF-2")
def test_else_from_another_area_first_by_precedence(ctx):
    state = influence_position()
    state.standing["green"], state.lying["green"] = 0, 2  # your best region's area: only lying Collectors
    ctx.derived.drop()  # the board set by hand: its derived facts are made again
    resolve_influence(ctx, state, 1)
    assert state.standing["orange"] == 1  # green has none, purple is the target: orange (3) before blue (4)
    assert state.lying["purple"] == 1 and state.lying["green"] == 2
    assert "MM-INF-2" in rules(ctx)


@pytest.mark.rule("MM-INF-3")
def test_without_a_popular_centerpiece_it_moves_instead(state, ctx):
    gallery(state, 3)
    gallery(state, 11, "secondary")
    put(state, 11, machina=2)
    put(state, 0, machina=1)
    assert resolve_influence(ctx, state, 1) == (True, 0)
    assert state.art[MACHINA][3] == 1 and state.lying == {c: 0 for c in state.lying}
    assert rules(ctx)[0] == "MM-INF-3"


@pytest.mark.rule("MM-INF-4", "GAP-MM-9")
def test_moving_a_collector_gives_the_mover_a_resource_of_its_new_area():
    state, ctx = influence_position(), make_ctx()
    resolve_influence(ctx, state, 1)
    assert [c for row in state.machina.grid for held in row for c in held] == ["purple"]
    state.phase = "turns"
    resolve_person_action(ctx, state, {"op": "collector", "from": "blue", "to": "orange"})
    assert state.person.resources["orange"] == 1 and state.lying["orange"] == 1


@pytest.mark.rule("MM-INF-5")
def test_each_popular_gallery_of_the_gaining_colour_gets_an_artwork(ctx):
    state = influence_position()
    gallery(state, 11)
    put(state, 11, player=3)  # purple too, held by you: it still gets one
    resolve_influence(ctx, state, 1)
    assert state.art[MACHINA][4] == 3 and state.art[MACHINA][11] == 1
    assert state.art[MACHINA][0] == 1
    assert rules(ctx).count("MM-INF-5") == 2


@pytest.mark.rule("MM-INF-5")
def test_two_ap_move_two_collectors_and_follow_each():
    state, ctx = influence_position(), make_ctx()
    resolve_influence(ctx, state, 2)
    assert state.lying["purple"] == 2
    assert state.art[MACHINA][4] == 4


@pytest.mark.rule("MM-INF-6")
def test_precedence_breaks_a_tie_between_your_regions(state, ctx):
    state.round = 2
    ctx.derived.drop()  # the board set by hand: its derived facts are made again
    gallery(state, 4)
    put(state, 4, machina=1)
    gallery(state, 2)  # blue Popular: worth 2 (rank 4)
    gallery(state, 1, "secondary")  # orange Secondary: worth 2 (rank 3)
    put(state, 2, player=1)
    put(state, 1, player=1)
    resolve_influence(ctx, state, 1)
    assert state.standing["orange"] == 1 and state.standing["blue"] == 2  # orange: Precedence 3 < 4


# -- Study ------------------------------------------------------------------------------


@pytest.mark.rule("MM-STUDY-1", "MM-STUDY-2")
def test_advance_once_per_ap_and_take_each_reward(state, ctx):
    state.study[MACHINA] = 2
    assert resolve_study(ctx, state, 2) == (True, 0)  # spaces 3 (green) and 4 (orange)
    assert state.study[MACHINA] == 4
    assert sorted(c for row in state.machina.grid for held in row for c in held) == ["green", "orange"]
    assert rules(ctx).count("MM-STUDY-1") == 2 and rules(ctx).count("MM-STUDY-2") == 2


@pytest.mark.rule("MM-STUDY-3")
@pytest.mark.parametrize("round_, vp", [(1, 2), (2, 2), (3, 4), (4, 4)])
def test_upgrade_swaps_first_starting_card_drawn_for_top_upgraded(round_, vp, state):
    state.round = round_
    state.machina.main.draw_pile = ["U05", "U06", "S03", "S04"]
    state.machina.upgraded.draw_pile = ["U01", "U02"]
    ctx = make_ctx(source=scripted(orders=[["S04", "U06", "U05"]]))
    upgrade(ctx, state)
    assert state.machina.boxed_cards == ["S03"]
    assert state.machina.main.draw_pile == ["U01", "S04", "U06", "U05"]
    assert state.machina.upgraded.draw_pile == ["U02"]
    assert state.vp[MACHINA] == vp


@pytest.mark.rule("MM-STUDY-4")
def test_no_starting_card_in_deck_replaces_one_on_the_board_from_study_clockwise(state):
    state.machina.main.draw_pile = ["U05"]
    state.machina.upgraded.draw_pile = ["U01"]
    state.machina.cards_at["create"] = ["S01"]
    state.machina.cards_at["study"] = ["U06", "S02"]
    ctx = make_ctx(source=scripted())
    upgrade(ctx, state)
    assert state.machina.cards_at["study"] == ["U06", "U01"]
    assert state.machina.cards_at["create"] == ["S01"]
    assert state.machina.boxed_cards == ["S02"] and state.vp[MACHINA] == 2
    assert rules(ctx) == ["MM-STUDY-4"]


@pytest.mark.rule("MM-STUDY-4")
def test_no_starting_card_anywhere_nothing_happens(state):
    state.machina.main.draw_pile = ["U05"]
    state.machina.upgraded.draw_pile = ["U01"]
    upgrade(make_ctx(source=scripted()), state)
    assert state.machina.upgraded.draw_pile == ["U01"] and state.vp[MACHINA] == 0


@pytest.mark.rule("MM-STUDY-5")
def test_after_study_an_artwork_goes_from_florence_to_the_orange_popular_gallery(state, ctx):
    gallery(state, 10)  # orange
    gallery(state, 3)  # green
    put(state, 0, machina=1)
    resolve_study(ctx, state, 1)
    assert state.art[MACHINA][10] == 1 and state.art[MACHINA][0] == 0
    assert rules(ctx)[-1] == "MM-STUDY-5"


@pytest.mark.rule("MM-STUDY-5")
def test_no_orange_popular_gallery_nothing_moves(state):
    gallery(state, 3)
    put(state, 0, machina=1)
    resolve_study(make_ctx(), state, 1)
    assert state.art[MACHINA][0] == 1 and state.art[MACHINA][3] == 0


@pytest.mark.rule("MM-STUDY-1")
def test_study_arrival_order_is_recorded(state):
    state.study[PLAYER] = 1
    state.study_arrival[PLAYER] = 50
    state.arrivals = 50
    resolve_study(make_ctx(), state, 1)
    assert state.study[MACHINA] == 1 and state.study_arrival[MACHINA] > state.study_arrival[PLAYER]
