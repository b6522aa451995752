"""Phases 1-3 and 5-8, the Action Table in Phase 4, turn order and final scoring."""

from __future__ import annotations

import pytest
from florenza_helpers import make_ctx, make_state, rules

from solobot_florenza import ghost as g
from solobot_florenza.flow import next_step
from solobot_florenza.rounds import begin_phase_3, begin_round, end_round, final_scores, next_turn
from solobot_florenza.state import EMPTY, LYING, STANDING

G = "ghost-1"


def kinsmen(state, seat):
    ghost = state.ghosts[seat]
    return ghost.pool + ghost.income + sum(1 for v in ghost.table if v) + state.on_bishop.get(seat, 0)


def fresh_round(comps, state, number, captain="player", bishop="ghost-1", dice=(), captain_step=True):
    """Phase 8 done by hand, then the Phases 1-3 of round ``number``."""
    ctx = make_ctx(comps, dice=dice)
    for seat, ghost in state.ghosts.items():
        ghost.pool += ghost.income + state.on_bishop.get(seat, 0)
        ghost.income = 0
    state.on_bishop = {}
    state.round, state.captain, state.bishop = number, captain, bishop
    begin_round(ctx, state, comps)
    if captain_step and state.phase == "captain":  # the person Captain's step, done
        state.common_resource = "wood"
        begin_phase_3(ctx, state, comps)
    return ctx


# -- Phases 1 to 3 -------------------------------------------------------------------------------------


@pytest.mark.rule("FG-P1-1")
@pytest.mark.parametrize("number", [1, 3, 7])
def test_phase_1_a_ghost_takes_as_many_kinsmen_as_the_round(comps, number):
    state = make_state(comps, ghosts=("easy", "easy"))
    fresh_round(comps, state, number, bishop="player")
    assert state.ghosts["ghost-2"].income == number and state.ghosts["ghost-2"].quota == number
    assert state.points["ghost-2"] == {"prestige": 0, "church": 0}


@pytest.mark.rule("FG-P1-2")
def test_a_ghost_captain_rolls_the_common_resource(comps):
    state = make_state(comps)
    ctx = fresh_round(comps, state, 2, captain=G, bishop="player", dice=[4])
    assert state.common_resource == comps.first_player_resources[3]
    assert "FG-P1-2" in rules(ctx) and state.phase == "bishop"  # the person is Bishop: their step


@pytest.mark.rule("FG-P1-2")
def test_a_person_captain_picks_the_resource_in_a_step_of_their_own(comps):
    state = make_state(comps)
    state.common_resource = ""
    ctx = fresh_round(comps, state, 2, captain="player", bishop=G, captain_step=False)
    assert state.phase == "captain" and state.common_resource == ""
    assert "FG-P1-2" not in rules(ctx) and "FG-P3-1" not in rules(ctx)  # Phase 3 waits for the Captain
    assert next_step(make_ctx(comps), state).kind == "person"


@pytest.mark.rule("FG-P2-1")
def test_a_ghost_captain_detains_the_most_expensive_artist(comps):
    state = make_state(comps, ghosts=("easy",))
    brunelleschi = next(i for i, a in enumerate(comps.artists) if a.name == "Filippo Brunelleschi")
    fresh_round(comps, state, 2, captain=G, bishop="player", dice=[1])
    assert state.detained == brunelleschi  # architecture 9, the dearest
    state.artists[brunelleschi].face_up = False
    don, bot = (
        next(i for i, a in enumerate(comps.artists) if a.name == n)
        for n in ("Donatello", "Sandro Botticelli")
    )
    state.artists[don].card, state.artists[don].pos = 3, 0
    state.artists[bot].card, state.artists[bot].pos = 2, 2
    fresh_round(comps, state, 3, captain=G, bishop="player", dice=[1])
    assert state.detained == bot  # both cost 8: the lower Life in Florenza card wins


@pytest.mark.rule("FG-P3-1")
def test_a_ghost_bishop_gets_one_more_kinsman_and_the_player_gives_one(comps):
    state = make_state(comps)
    ctx = fresh_round(comps, state, 3, captain="player", bishop=G)
    assert state.ghosts[G].quota == 4
    assert state.on_bishop == {"player": 1}
    assert state.person_kinsmen == 3  # the person's from the Kinsmen they do not place
    event = next(e for e in ctx.events if e.rule == "FG-P3-1")
    assert "put one of your Kinsmen on the Bishop card" in event.text


@pytest.mark.rule("FG-P3-1")
def test_a_ghost_bishop_places_all_8_in_round_7(comps):
    state = make_state(comps)
    for i in range(8):
        state.ghosts[G].table[i] = EMPTY
    state.ghosts[G].pool, state.ghosts[G].income = 8, 0
    fresh_round(comps, state, 7, captain="player", bishop=G)
    assert state.ghosts[G].quota == 8 and state.ghosts[G].income == 8 and state.ghosts[G].pool == 0


@pytest.mark.rule("FG-P3-2")
def test_when_the_player_is_bishop_the_ghosts_expelled_kinsman_comes_from_its_pool(comps):
    state = make_state(comps)
    state.ghosts[G].table[:] = [EMPTY] * 8
    state.ghosts[G].pool, state.ghosts[G].income = 8, 0
    ctx = fresh_round(comps, state, 7, captain=G, bishop="player", dice=[1])
    ghost = state.ghosts[G]
    assert ghost.income == 7 and ghost.pool == 0 and state.on_bishop == {G: 1}
    assert kinsmen(state, G) == 8
    assert any(e.rule == "FG-P3-2" and "from its pool" in e.text for e in ctx.events)


# -- Phase 4: the Action Table ---------------------------------------------------------------------


@pytest.mark.rule("FG-P4-1")
def test_ghosts_take_turns_in_turn_order_with_the_person(comps):
    state = make_state(comps, ghosts=("easy", "easy"))
    state.order, state.turn, state.out = ["ghost-2", "player", "ghost-1"], 0, []
    seen = []
    for _ in range(4):
        step = next_step(make_ctx(comps), state)
        seen.append((step.kind, step.seat))
        next_turn(make_ctx(comps), state)
    assert seen == [("bot", "ghost-2"), ("person", "player"), ("bot", "ghost-1"), ("bot", "ghost-2")]
    state.out = ["player"]
    state.turn = 0
    next_turn(make_ctx(comps), state)
    assert next_step(make_ctx(comps), state).seat == "ghost-1"


@pytest.mark.rule("FG-P4-2")
@pytest.mark.parametrize(
    ("occupied", "roll", "space"),
    [
        ([], 3, 2),  # left to right: the 3rd space
        ([], 6, 5),  # second row
        ([0, 1, 2, 3, 4, 5], 3, 6),  # two empty spaces: 6, 7, wrap to 6
        ([1, 2, 3, 5, 6, 7], 2, 4),  # skips occupied spaces
        ([0, 2, 3, 4, 5, 6, 7], 6, 1),  # one empty space: every count ends on it
    ],
)
def test_count_empty_spaces_row_by_row_wrapping(occupied, roll, space):
    table = [LYING if i in occupied else EMPTY for i in range(8)]
    assert g.count_empty_spaces(table, roll) == space


@pytest.mark.rule("FG-P4-2")
def test_the_ghost_stands_a_kinsman_and_acts_at_once(comps):
    state = make_state(comps)
    ghost = state.ghosts[G]
    income = ghost.income
    space = comps.table_actions.index("church_point")
    ghost.table[:space] = [LYING] * space
    ghost.pool -= space
    ctx = make_ctx(comps, dice=[1])
    g.ghost_turn(ctx, state, comps, G)
    assert ghost.table[space] == STANDING and ghost.income == income - 1 and ghost.placed == 1
    assert state.points[G]["church"] == 1
    assert rules(ctx) == ["FG-P4-2", "FG-CP-1"]
    assert kinsmen(state, G) == 8


@pytest.mark.rule("FG-P4-3")
def test_a_full_table_sends_lying_kinsmen_back_as_needed_and_keeps_counting(comps):
    state = make_state(comps)
    ghost = state.ghosts[G]
    state.on_bishop = {}
    ghost.table[:] = [STANDING] + [LYING] * 6 + [EMPTY]
    ghost.quota, ghost.placed, ghost.income, ghost.pool = 4, 1, 1, 0
    ctx = make_ctx(comps, dice=[5, 1])  # the last space (main board), then the place die
    g.ghost_turn(ctx, state, comps, G)
    assert ghost.table == [STANDING] + [EMPTY] * 6 + [STANDING]
    assert ghost.income == 2 and ghost.pool == 4 and kinsmen(state, G) == 8
    event = next(e for e in ctx.events if e.rule == "FG-P4-3")
    assert event.data == {"removed": 6, "to_income": 2, "to_pool": 4}
    g.ghost_turn(make_ctx(comps, dice=[1]), state, comps, G)  # keeps counting on the cleared table
    assert ghost.table[1] == STANDING


@pytest.mark.rule("FG-P4-3")
def test_a_table_full_of_standing_kinsmen_removes_nothing(comps):
    state = make_state(comps)
    ghost = state.ghosts[G]
    state.on_bishop = {}
    ghost.table[:] = [STANDING] * 7 + [EMPTY]
    ghost.quota, ghost.placed, ghost.income, ghost.pool = 8, 7, 1, 0
    g.ghost_turn(make_ctx(comps, dice=[1, 6]), state, comps, G)
    assert ghost.table == [STANDING] * 8 and ghost.income == 0


# -- Phases 5 to 8 -------------------------------------------------------------------------------------


@pytest.mark.rule("FG-P56-1")
def test_ghosts_do_nothing_in_phases_5_and_6(comps):
    state = make_state(comps)
    before = {seat: dict(p) for seat, p in state.points.items()}
    ctx = make_ctx(comps, dice=[1, 1])
    end_round(ctx, state, comps)
    assert state.points == before
    assert "FG-P56-1" in rules(ctx)


@pytest.fixture
def used(comps):
    """A board at the end of Phase 4 with things to restore."""
    state = make_state(comps)
    ghost = state.ghosts[G]
    ghost.table[:] = [STANDING, LYING, EMPTY, STANDING, EMPTY, EMPTY, EMPTY, EMPTY]
    ghost.income, ghost.pool = 0, 8 - 3 - state.on_bishop.get(G, 0)
    state.artists[0].face_up = False
    state.artists[1].face_up, state.artists[1].held_by = False, "player"
    state.districts[G].spaces[0].built = False
    state.districts["player"].spaces[0].kinsman = "player"
    state.captains[0].face_up = False
    state.detained = 3
    return state


@pytest.mark.rule("FG-P8-1")
def test_phase_8_lays_down_every_standing_ghost_kinsman(comps, used):
    end_round(make_ctx(comps, dice=[1, 1]), used, comps)
    assert used.ghosts[G].table[:4] == [LYING, LYING, EMPTY, LYING]


@pytest.mark.rule("FG-P8-2")
def test_phase_8_turns_face_down_artists_face_up(comps, used):
    end_round(make_ctx(comps, dice=[1, 1]), used, comps)
    assert used.artists[0].face_up and used.artists[1].face_up and not used.artists[1].held_by


@pytest.mark.rule("FG-P8-3")
def test_phase_8_turns_under_construction_workshops_back_to_built(comps, used):
    end_round(make_ctx(comps, dice=[1, 1]), used, comps)
    assert used.districts[G].spaces[0].built and not used.districts["player"].spaces[0].kinsman


@pytest.mark.rule("FG-P8-4")
def test_phase_8_turns_used_captains_of_fortune_face_up(comps, used):
    ctx = make_ctx(comps, dice=[1, 1])
    end_round(ctx, used, comps)
    assert all(c.face_up for c in used.captains)
    assert [e.rule for e in ctx.events if e.kind == "phase-8"] == [
        "FG-P8-1",
        "FG-P8-2",
        "FG-P8-3",
        "FG-P8-4",
    ]


@pytest.mark.rule("GAP-FG-6")
def test_roles_pass_round_the_table_unless_the_person_took_them(comps):
    state = make_state(comps, ghosts=("easy", "easy"))
    end_round(make_ctx(comps, dice=[1, 1, 1]), state, comps)
    assert (state.round, state.captain, state.bishop) == (2, "ghost-1", "ghost-2")
    assert state.order == ["ghost-1", "ghost-2", "player"]
    state.claims = ["bishop"]
    end_round(make_ctx(comps, dice=[1, 1, 1]), state, comps)
    assert (state.captain, state.bishop) == ("ghost-2", "player")
    state.claims = ["captain"]
    end_round(make_ctx(comps, dice=[1, 1, 1]), state, comps)
    assert (state.captain, state.bishop, state.order[0]) == ("player", "ghost-1", "player")


@pytest.mark.rule("GAP-FG-6")
def test_the_game_ends_after_the_last_round(comps):
    state = make_state(comps)
    state.round = comps.rounds
    end_round(make_ctx(comps), state, comps)
    assert state.phase == "over" and next_step(make_ctx(comps), state) is None


# -- Final scoring -------------------------------------------------------------------------------------------


@pytest.mark.rule("FG-SCORE-1")
def test_ghosts_score_like_players_and_the_highest_total_wins(comps):
    state = make_state(comps, ghosts=("easy", "easy"))
    state.points["player"] = {"prestige": 10, "church": 3}
    state.points["ghost-1"] = {"prestige": 8, "church": 6}
    state.points["ghost-2"] = {"prestige": 12, "church": 0}
    totals, winner = final_scores(state, comps)
    assert totals == {"player": 13, "ghost-1": 14, "ghost-2": 12} and winner == "ghost-1"


@pytest.mark.rule("FG-SCORE-1")
def test_a_tie_for_the_highest_total_is_shared(comps):
    state = make_state(comps)
    state.points["player"] = {"prestige": 10, "church": 3}
    state.points["ghost-1"] = {"prestige": 11, "church": 2}
    assert final_scores(state, comps) == ({"player": 13, "ghost-1": 13}, None)


@pytest.mark.rule("FG-P1-1", "FG-P3-1", "GAP-FG-6")
@pytest.mark.parametrize(("number", "bishop", "placed"), [(1, G, 1), (3, "player", 4), (7, "player", 8), (7, G, 7)])
def test_the_person_takes_kinsmen_under_the_ghosts_rule(comps, number, bishop, placed):
    state = make_state(comps)
    fresh_round(comps, state, number, bishop=bishop, captain=G if bishop == "player" else "player", dice=[1])
    assert state.person_kinsmen == placed  # the round number, one more as Bishop, never more than 8
    assert state.on_bishop.get("player", 0) == (0 if bishop == "player" else 1)
