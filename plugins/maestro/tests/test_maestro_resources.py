"""How the Machina gains Resources: the Michelangelo grid and the da Vinci Blueprints."""

import pytest
from maestro_helpers import blank_state, make_ctx, rules

from solobot_maestro.bot_resources import FOR_COLLECTOR, FOR_PRESENCE, FROM_CARD, FROM_STUDY, machina_gains
from solobot_maestro.state import MACHINA


@pytest.mark.rule("MM-RES-1")
def test_michelangelo_resource_goes_to_first_matching_space():
    state, ctx = blank_state(), make_ctx()
    machina_gains(ctx, state, "green", FROM_CARD)  # row 1 is orange, column 1 green: a match
    assert state.machina.grid[0][0] == ["green"]
    machina_gains(ctx, state, "purple", FROM_CARD)  # row 1: column 3 is multicoloured, it comes first
    assert state.machina.grid[0][2] == ["purple"]
    assert "MM-RES-1" in rules(ctx)


@pytest.mark.rule("MM-RES-1")
def test_space_holds_at_most_two_of_its_colours():
    state, ctx = blank_state(), make_ctx()
    for _ in range(3):
        machina_gains(ctx, state, "green", FROM_CARD)
    assert state.machina.grid[0][0] == ["green", "green"]  # full after two
    assert state.machina.grid[0][2] == ["green"]  # the third skips to the next space that takes green
    machina_gains(ctx, state, "orange", FROM_CARD)
    assert state.machina.grid[0][1] == ["orange"]  # the orange column of the orange row: (0,0) is full


@pytest.mark.rule("MM-RES-2")
def test_multicoloured_column_takes_one_any_plus_one_of_the_row():
    state, ctx = blank_state(), make_ctx()
    state.machina.grid[0][0] = ["green", "green"]
    machina_gains(ctx, state, "blue", FROM_CARD)
    assert state.machina.grid[0][2] == ["blue"]  # the multicoloured space takes any colour
    machina_gains(ctx, state, "blue", FROM_CARD)
    assert state.machina.grid[0][2] == ["blue"]  # only one "any" there: the second blue goes on
    assert state.machina.grid[0][4] == ["blue"]
    machina_gains(ctx, state, "orange", FROM_CARD)
    assert state.machina.grid[0][1] == ["orange"]
    state.machina.grid[0][1] = ["orange", "orange"]
    machina_gains(ctx, state, "orange", FROM_CARD)
    assert state.machina.grid[0][2] == ["blue", "orange"]  # plus one of the row's colour
    assert "MM-RES-2" in rules(ctx)


@pytest.mark.rule("MM-RES-3")
def test_no_space_left_discards_for_one_vp():
    state, ctx = blank_state(), make_ctx()
    state.machina.grid = [[["x", "x"] for _ in row] for row in state.machina.grid]
    vp = state.vp[MACHINA]
    machina_gains(ctx, state, "green", FROM_CARD)
    assert state.vp[MACHINA] == vp + 1
    assert all(held == ["x", "x"] for row in state.machina.grid for held in row)
    assert rules(ctx)[-1] == "MM-RES-3"


@pytest.mark.rule("MM-RES-4")
def test_davinci_resource_to_blueprint_under_meeple_or_next_needing_it():
    state, ctx = blank_state("davinci"), make_ctx("davinci")
    assert state.machina.bp_meeple == 0  # BL1 needs orange, blue
    machina_gains(ctx, state, "blue", FROM_CARD)
    assert state.machina.blueprints[0] == ["", "blue"] and state.machina.bp_meeple == 0
    machina_gains(ctx, state, "green", FROM_CARD)  # BL1 does not need green: on to BL2
    assert state.machina.bp_meeple == 1 and state.machina.blueprints[1] == ["green", ""]
    machina_gains(ctx, state, "orange", FROM_CARD)  # BL2 does not: BL3 (orange, green, any)
    assert state.machina.bp_meeple == 2 and state.machina.blueprints[2] == ["orange", "", ""]
    machina_gains(ctx, state, "orange", FROM_CARD)  # the multicoloured requirement takes it
    assert state.machina.bp_meeple == 2 and state.machina.blueprints[2] == ["orange", "", "orange"]


@pytest.mark.rule("MM-RES-4")
def test_davinci_meeple_wraps_round_to_first_blueprint():
    state, ctx = blank_state("davinci"), make_ctx("davinci")
    state.machina.bp_meeple = 5  # BL6 needs only multicoloured Resources: fill it
    state.machina.blueprints[5] = ["x"] * len(state.machina.blueprints[5])
    machina_gains(ctx, state, "blue", FROM_CARD)
    assert state.machina.bp_meeple == 0 and state.machina.blueprints[0] == ["", "blue"]


@pytest.mark.rule("GAP-MM-7")
def test_davinci_resource_no_blueprint_needs_is_discarded_for_one_vp():
    state, ctx = blank_state("davinci"), make_ctx("davinci")
    state.machina.markers_removed = [len(bp[2]) for bp in ctx.components.blueprints]  # every Invention made
    machina_gains(ctx, state, "blue", FROM_CARD)
    assert state.vp[MACHINA] == 1
    assert all(not any(slots) for slots in state.machina.blueprints)
    assert rules(ctx)[-1] == "GAP-MM-7"


@pytest.mark.rule("MM-DIFF-E1")
@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
def test_easier_gains_resources_only_from_its_cards(variant):
    state, ctx = blank_state(variant, "easier"), make_ctx(variant, "easier")
    for source in (FROM_STUDY, FOR_COLLECTOR, FOR_PRESENCE):
        machina_gains(ctx, state, "blue", source)
    assert not any(held for row in state.machina.grid for held in row)
    assert not any(any(slots) for slots in state.machina.blueprints)
    machina_gains(ctx, state, "blue", FROM_CARD)
    placed = [h for row in state.machina.grid for h in row if h] + [s for s in state.machina.blueprints if any(s)]
    assert len(placed) == 1
    assert rules(ctx).count("MM-DIFF-E1") == 3
