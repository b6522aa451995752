"""The opponent policies' shortcuts agree with the board's own rules."""

from __future__ import annotations

import pytest
from florenza_helpers import make_ctx, make_state, play

from solobot_florenza.board import operable_workshops
from solobot_florenza.policies import best_operate
from solobot_florenza.state import PLAYER


def operate_by_the_list(state, comps):
    """The heuristic's best Workshop worked out from the board's counted list: the first best one."""
    worth, best = comps.worth, None
    for owner, k, slot in operable_workshops(state, comps, PLAYER):
        value = worth.operate[slot.workshop] - (worth.rival_fee if owner != PLAYER else 0)
        if best is None or value > best[0]:
            best = (value, {"op": "operate", "seat": owner, "space": k + 1})
    return best


@pytest.mark.rule("FG-OP-1")
@pytest.mark.parametrize("ghosts", [("medium",), ("easy", "medium", "hard", "masterpiece")])
@pytest.mark.parametrize("seed", range(4))
def test_best_operate_picks_the_best_of_the_workshops_the_board_counts(ghosts, seed):
    """Whole games: at every step, the heuristic's scan finds what the list of operable Workshops gives."""
    compared = []

    def check(ctx, state, step):
        found = best_operate(ctx, state, ctx.components.worth)
        assert found == operate_by_the_list(state, ctx.components)
        compared.append(found is not None)

    play(ghosts, seed, check=check)
    assert len(compared) > 50 and any(compared)  # whole games, with Workshops to operate


@pytest.mark.rule("FG-OP-6")
def test_on_the_prestige_floor_best_operate_keeps_to_your_own_workshops(comps):
    state, ctx = make_state(comps), make_ctx(comps)
    state.points[PLAYER]["prestige"] = comps.prestige_min
    found = best_operate(ctx, state, comps.worth)
    assert found is not None and found[1]["seat"] == PLAYER
    assert found == operate_by_the_list(state, comps)
    for slot in state.districts[PLAYER].spaces:
        if slot is not None:
            slot.kinsman = PLAYER  # every Workshop of yours in use: a rival's is out of reach on the floor
    ctx.derived.drop()  # set by hand: the derived facts are worked out again
    assert best_operate(ctx, state, comps.worth) is None
