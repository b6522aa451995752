"""Create and Move. In blank_state the Popular values are green 10, purple 7, orange 4, blue 2.

Regions: green 3, 12, 15; purple 4, 11, 14; orange 1, 10, 13; blue 2, 6, 16 (Galleries possible);
5, 7, 8, 9 never get a Gallery token in the reference set; 0 is Florence.
"""

import pytest
from maestro_helpers import COMP, blank_state, gallery, make_ctx, put, rules

from solobot_maestro.board import BoardView
from solobot_maestro.bot import bringable, choose_move_target, move_source, resolve_create, resolve_move
from solobot_maestro.state import MACHINA


def machina_art(state, *regions):
    return [state.art[MACHINA][r] for r in regions]


# -- Create ------------------------------------------------------------------------------


@pytest.mark.rule("MM-CREATE-1")
def test_three_ap_one_artwork_per_popular_and_own_secondary_gallery(state, ctx):
    gallery(state, 3)
    gallery(state, 4)
    gallery(state, 12, "secondary")
    gallery(state, 11, "secondary")
    put(state, 12, machina=1)
    put(state, 11, player=1)  # yours: not a target
    supply = state.supply[MACHINA]
    resolve_create(ctx, state, 3)
    assert machina_art(state, 3, 4, 12, 11) == [1, 1, 2, 0]
    assert state.supply[MACHINA] == supply - 3
    assert state.art[MACHINA][0] == 0
    assert "MM-CREATE-1" in rules(ctx)


@pytest.mark.rule("MM-CREATE-1")
def test_popular_gallery_counts_whoever_holds_it(state):
    gallery(state, 3)
    put(state, 3, player=4)
    resolve_create(make_ctx(), state, 3)
    assert state.art[MACHINA][3] == 1
    assert state.art[MACHINA][0] == 2  # the 2 AP left go to Florence (AMB-MM-1)


@pytest.mark.rule("AMB-MM-1")
def test_each_placed_artwork_costs_one_ap_and_leftover_goes_to_florence(state, ctx):
    for region in (3, 4, 1, 2):
        gallery(state, region)
    resolve_create(ctx, state, 3)
    assert machina_art(state, 3, 4, 1, 2) == [1, 1, 1, 0]  # most valuable first; blue (2) missed out
    assert "AMB-MM-1" in rules(ctx)
    state2 = blank_state()
    gallery(state2, 3)
    resolve_create(make_ctx(), state2, 4)
    assert machina_art(state2, 3, 0) == [1, 3]  # the 3 AP left are not lost: Florence


@pytest.mark.rule("MM-CREATE-2")
def test_short_of_supply_takes_from_florence(state, ctx):
    for region in (3, 4, 1):
        gallery(state, region)
    state.supply[MACHINA] = 1
    put(state, 0, machina=2)
    state.supply[MACHINA] = 1
    resolve_create(ctx, state, 3)
    assert machina_art(state, 3, 4, 1, 0) == [1, 1, 1, 0]
    assert state.supply[MACHINA] == 0
    assert rules(ctx).count("MM-CREATE-2") == 2


@pytest.mark.rule("MM-CREATE-3")
def test_fewer_than_three_ap_go_to_florence(state, ctx):
    gallery(state, 3)
    resolve_create(ctx, state, 2)
    assert machina_art(state, 3, 0) == [0, 2]
    assert rules(ctx) == ["MM-CREATE-3"]


@pytest.mark.rule("MM-CREATE-4")
def test_out_of_artworks_ap_go_to_a_move(state, ctx):
    gallery(state, 3)
    put(state, 5, machina=2)
    state.supply[MACHINA] = 0
    resolve_create(ctx, state, 2)
    assert machina_art(state, 3, 5) == [2, 0]
    assert "MM-CREATE-4" in rules(ctx)


@pytest.mark.rule("MM-CREATE-4")
def test_running_out_midway_sends_the_rest_to_a_move(state, ctx):
    gallery(state, 3)
    state.supply[MACHINA] = 1
    put(state, 7, machina=1)
    state.supply[MACHINA] = 1
    resolve_create(ctx, state, 2)  # 1 to Florence from supply, then a Move carries it on
    assert machina_art(state, 0, 7, 3) == [0, 1, 1]
    assert state.supply[MACHINA] == 0
    assert "MM-CREATE-3" in rules(ctx) and "MM-CREATE-4" in rules(ctx)


# -- Move --------------------------------------------------------------------------------


@pytest.mark.rule("MM-MOVE-2")
def test_step_a_empty_popular_gallery_first_even_if_less_valuable(state):
    gallery(state, 3)
    gallery(state, 1)
    put(state, 3, player=1)
    assert choose_move_target(make_ctx(), state, 3)[:2] == (1, "a")


@pytest.mark.rule("MM-MOVE-2")
def test_ties_go_to_the_higher_region_number(state):
    gallery(state, 3)
    gallery(state, 12)  # both green, both worth 10
    assert choose_move_target(make_ctx(), state, 1)[:2] == (12, "a")


@pytest.mark.rule("MM-MOVE-2")
def test_step_b_centerpiece_it_can_take_with_the_ap_left(state):
    gallery(state, 3)
    gallery(state, 4)
    gallery(state, 1)
    put(state, 3, machina=1, player=4)  # needs 3: too many for 2 AP
    put(state, 4, player=2)  # needs 2 to tie, and ties go to the Machina
    put(state, 1, player=1)
    assert choose_move_target(make_ctx(), state, 2)[:2] == (4, "b")
    assert choose_move_target(make_ctx(), state, 3)[:2] == (3, "b")


@pytest.mark.rule("MM-MOVE-2")
def test_step_b_counts_the_artworks_it_can_bring_as_well_as_the_ap(state, ctx):
    """The issue's case (docs/rulings/maestro.md, MM-MOVE-2 (b)): 4 AP but 1 Artwork it can bring. 3 Venezia
    needs 2 Artworks to equal yours, so it is no (b) target; 16 Palermo needs 1, and the Machina takes it
    with its one Artwork instead of losing 3 AP at Venezia."""
    gallery(state, 3)
    gallery(state, 16)
    put(state, 3, player=2)
    put(state, 16, player=1)
    put(state, 12, machina=state.supply[MACHINA] - 1)  # the rest stand in a Gallery: no Move source
    gallery(state, 12)
    assert bringable(state, BoardView(state, COMP)) == 1 and state.art[MACHINA][0] == 0
    assert choose_move_target(make_ctx(), state, 4)[:2] == (16, "b")
    put(state, 12, machina=state.art[MACHINA][12] - 1)  # one more in supply: Venezia, more valuable, can be taken
    assert bringable(state, BoardView(state, COMP)) == 2
    assert choose_move_target(make_ctx(), state, 4)[:2] == (3, "b")
    put(state, 12, machina=state.art[MACHINA][12] + 1)
    lost = resolve_move(ctx, state, 4)
    assert state.centerpiece[16] == MACHINA and state.art[MACHINA][16] == 1
    assert lost == 3  # out of Artworks with 3 AP left (GAP-MM-8), having taken Palermo


@pytest.mark.rule("MM-MOVE-2")
def test_step_c_exactly_one_more_than_you(state):
    gallery(state, 3)
    gallery(state, 4)
    put(state, 3, player=5)
    put(state, 4, machina=2, player=1)
    assert choose_move_target(make_ctx(), state, 2)[:2] == (4, "c")
    put(state, 4, machina=3, player=1)
    assert choose_move_target(make_ctx(), state, 2) is None


@pytest.mark.rule("MM-MOVE-2")
def test_steps_d_to_f_secondary_galleries_after_popular(state):
    gallery(state, 3)
    put(state, 3, machina=3)
    gallery(state, 11, "secondary")
    gallery(state, 4, "secondary")
    put(state, 4, player=1)
    assert choose_move_target(make_ctx(), state, 1)[:2] == (11, "d")
    put(state, 11, machina=1, player=3)
    assert choose_move_target(make_ctx(), state, 1)[:2] == (4, "e")
    put(state, 4, machina=2, player=1)
    assert choose_move_target(make_ctx(), state, 1)[:2] == (4, "f")


@pytest.mark.rule("GAP-MM-8")
def test_no_target_at_all_the_ap_are_lost(state, ctx):
    gallery(state, 3)
    put(state, 3, machina=4)
    put(state, 0, machina=2)
    assert resolve_move(ctx, state, 2) == 2
    assert machina_art(state, 3, 0) == [4, 2]
    assert rules(ctx) == ["GAP-MM-8"]


@pytest.mark.rule("MM-MOVE-1")
def test_each_ap_carries_one_artwork_straight_to_the_target(state, ctx):
    gallery(state, 16)  # far from Florence: movement rules are ignored
    put(state, 16, player=3)
    put(state, 0, machina=3)
    resolve_move(ctx, state, 3)
    assert machina_art(state, 0, 16) == [0, 3]
    assert rules(ctx).count("MM-MOVE-4") == 3


@pytest.mark.rule("MM-MOVE-3", "MM-MOVE-5")
def test_stops_on_taking_the_centerpiece_then_starts_again(state, ctx):
    gallery(state, 3)
    put(state, 3, player=2)
    put(state, 0, machina=5)
    left = resolve_move(ctx, state, 3)
    assert state.art[MACHINA][3] == 2  # stopped once it tied 2-2 (and took the Centerpiece)
    assert left == 1  # starting again from (a) found nothing: the last AP is lost
    assert "MM-MOVE-5" in rules(ctx) and rules(ctx)[-1] == "GAP-MM-8"


@pytest.mark.rule("MM-MOVE-5")
def test_after_taking_a_centerpiece_the_next_target_is_chosen_again(state):
    gallery(state, 3)
    gallery(state, 4)
    put(state, 0, machina=2)
    resolve_move(make_ctx(), state, 2)
    assert machina_art(state, 3, 4) == [1, 1]


@pytest.mark.rule("MM-MOVE-3")
def test_runs_out_of_ap_before_taking_it(state, ctx):
    gallery(state, 3)
    put(state, 3, player=3)
    put(state, 0, machina=5)
    resolve_move(ctx, state, 3)
    assert state.art[MACHINA][3] == 3 and state.centerpiece[3] == MACHINA
    assert "MM-MOVE-3" in rules(ctx)


@pytest.mark.rule("MM-MOVE-4", "GAP-MM-3")
def test_sources_florence_then_closest_region_without_gallery_then_supply(state, ctx):
    gallery(state, 10)  # Ancona: Perugia (9) is 1 away, Bologna (5) 2 away
    put(state, 10, player=4)
    put(state, 0, machina=1)
    put(state, 5, machina=1)
    put(state, 9, machina=1)
    gallery(state, 6, "secondary")
    put(state, 6, machina=3)  # a Gallery region is never a source
    supply = state.supply[MACHINA]
    resolve_move(ctx, state, 4)
    assert machina_art(state, 10, 0, 9, 5, 6) == [4, 0, 0, 0, 3]
    assert state.supply[MACHINA] == supply - 1
    sources = [e.data["source"] for e in ctx.events if e.rule == "MM-MOVE-4"]
    assert sources == [0, 9, 5, None]


@pytest.mark.rule("MM-MOVE-4", "GAP-MM-3")
def test_equally_close_sources_higher_region_number_first(state):
    put(state, 8, machina=1)
    put(state, 9, machina=1)  # Roma (11) borders both Siena (8) and Perugia (9)
    assert move_source(state, COMP, 11) == 9


@pytest.mark.rule("MM-MOVE-4")
def test_the_artworks_it_can_bring_are_florence_the_regions_without_a_gallery_and_supply_exactly(state):
    """Every source of MM-MOVE-4 counts, each Artwork once, and an Artwork standing in a Gallery does not: one
    more or one fewer anywhere changes which Gallery is a (b) target (a planted off-by-one in bringable passed
    every test before this one, issue 41)."""
    gallery(state, 3)  # green, the most valuable Popular Gallery: yours by 4
    gallery(state, 12)  # a Gallery holding the Machina's Artworks: no source
    put(state, 3, player=4)
    put(state, 12, machina=state.supply[MACHINA] - 4)
    put(state, 0, machina=1)  # Florence
    put(state, 5, machina=2)  # a region that never gets a Gallery
    assert state.supply[MACHINA] == 1
    assert bringable(state, BoardView(state, COMP)) == 4  # 1 + 2 + 1, not the 5 Artworks in Gallery 12
    assert choose_move_target(make_ctx(), state, 4)[:2] == (3, "b")  # it can bring exactly the 4 it needs
    put(state, 5, machina=1)  # one fewer it can bring: 3 Venezia is no (b) target any more
    assert bringable(state, BoardView(state, COMP)) == 4 - 1 + 1  # (the one left Region 5 went to supply)
    put(state, 12, machina=state.art[MACHINA][12] + 1)  # and that one into the Gallery
    assert bringable(state, BoardView(state, COMP)) == 3
    assert (choose_move_target(make_ctx(), state, 4) or (None, None))[:2] != (3, "b")
