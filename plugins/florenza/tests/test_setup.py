"""Setup with Ghosts: seats, boards, first player, starting Workshops and their rerolls."""

from __future__ import annotations

import pytest
from florenza_helpers import make_ctx, session

from solobot_florenza.setup import setup_game

STARTING = {1: "Picconiere", 2: "Boscaiuolo", 3: "Monte di Pietà", 4: "Fabbro", 5: "Erbolaio", 6: "Lanaiuolo"}


def start_rolls(ctx):
    return [
        (e.seat, e.data["space"], e.data["roll"])
        for e in ctx.events
        if e.rule == "FG-SETUP-4" and "roll" in e.data
    ]


@pytest.mark.rule("FG-SETUP-1")
@pytest.mark.parametrize("ghosts", [1, 2, 3, 4])
def test_each_ghost_counts_as_a_player_for_setup(comps, ghosts):
    ctx = make_ctx(comps, dice=[1, 2, 3, 4, 5, 6] * 4, ghosts=["easy"] * ghosts)
    state = setup_game(ctx, comps, ["easy"] * ghosts)
    assert len(state.captains) == comps.captains_in_play[str(ghosts + 1)]
    event = next(e for e in ctx.events if e.rule == "FG-SETUP-1")
    assert f"Set up for {ghosts + 1} players" in event.text and "Cardinal bonus" in event.text
    assert len(set(state.families.values())) == ghosts + 1


@pytest.mark.rule("FG-SETUP-2")
def test_each_ghost_gets_a_ghost_board_8_kinsmen_13_crests_and_no_money(comps):
    ctx = make_ctx(comps, dice=[1, 2, 3, 4], ghosts=["easy", "hard"])
    state = setup_game(ctx, comps, ["easy", "hard"])
    for seat, ghost in state.ghosts.items():
        on_table = sum(1 for v in ghost.table if v)
        assert ghost.pool + ghost.income + on_table + state.on_bishop.get(seat, 0) == 8
        assert ghost.normal_crests + ghost.special_crests == 13
        assert len(ghost.table) == 8
    assert not hasattr(state.ghosts["ghost-1"], "fiorini") and not hasattr(
        state.ghosts["ghost-1"], "resources"
    )
    assert sum(e.rule == "FG-SETUP-2" for e in ctx.events) == 2
    assert "no Fiorini, no Resources" in next(e.text for e in ctx.events if e.rule == "FG-SETUP-2")


@pytest.mark.rule("FG-SETUP-3")
def test_the_player_goes_first_in_round_1():
    s = session(ghosts=("easy", "easy"))
    assert s.state.order == ["player", "ghost-1", "ghost-2"]
    assert s.pending.kind == "person" and s.pending.seat == "player"
    s.submit({"op": "start", "workshops": [1, 2]})
    s.submit({"op": "resource", "resource": "wood"})
    s.submit({"op": "done"})
    assert s.pending.seat == "player" and s.state.phase == "kinsmen"


@pytest.mark.rule("FG-SETUP-4")
def test_ghosts_roll_from_the_last_back_for_space_1_then_space_2(comps):
    ctx = make_ctx(comps, dice=[1, 2, 3, 4, 5, 6], ghosts=["easy"] * 3)
    state = setup_game(ctx, comps, ["easy"] * 3)
    assert start_rolls(ctx) == [
        ("ghost-3", 1, 1),
        ("ghost-2", 1, 2),
        ("ghost-1", 1, 3),
        ("ghost-3", 2, 4),
        ("ghost-2", 2, 5),
        ("ghost-1", 2, 6),
    ]
    for seat, (a, b) in {"ghost-3": (1, 4), "ghost-2": (2, 5), "ghost-1": (3, 6)}.items():
        spaces = state.districts[seat].spaces
        assert (spaces[0].workshop, spaces[1].workshop) == (a, b)
        assert comps.workshop[a].name == STARTING[a]
    assert state.districts["player"].spaces[0] is None  # the person chooses last
    assert ctx.events[[e.rule for e in ctx.events].index("FG-SETUP-4") + 6].text.startswith("You choose")


@pytest.mark.rule("FG-SETUP-4")
def test_the_person_chooses_last_from_the_supply():
    from solobot import IllegalAction

    s = session()
    with pytest.raises(IllegalAction, match="must differ"):
        s.submit({"op": "start", "workshops": [3, 3]})
    with pytest.raises(IllegalAction, match="not a starting Workshop"):
        s.submit({"op": "start", "workshops": [3, 13]})
    s.submit({"op": "start", "workshops": [6, 3]})
    assert [sl.workshop for sl in s.state.districts["player"].spaces[:2]] == [6, 3]


@pytest.mark.rule("FG-SETUP-5")
def test_reroll_when_an_earlier_ghost_holds_it_on_the_same_space(comps):
    ctx = make_ctx(comps, dice=[2, 2, 5, 1, 1, 3, 3, 4], ghosts=["easy"] * 2)
    state = setup_game(ctx, comps, ["easy"] * 2)
    # space 1: ghost-2 takes 2; ghost-1 rolls 2 (held by ghost-2 on space 1) -> reroll 5
    # space 2: ghost-2 rolls 1 -> ok; ghost-1 rolls 1 (held by ghost-2 on space 2) -> reroll 3
    assert [sl.workshop for sl in state.districts["ghost-2"].spaces[:2]] == [2, 1]
    assert [sl.workshop for sl in state.districts["ghost-1"].spaces[:2]] == [5, 3]
    rerolls = [e for e in ctx.events if e.rule == "FG-SETUP-5"]
    assert [(e.seat, e.data["roll"]) for e in rerolls] == [("ghost-1", 2), ("ghost-1", 1)]
    assert "an earlier Ghost" in rerolls[0].text
    assert ctx.rng.dice_left == [3, 4]


@pytest.mark.rule("FG-SETUP-5")
def test_reroll_when_space_2_equals_its_own_space_1(comps):
    ctx = make_ctx(comps, dice=[4, 4, 4, 6], ghosts=["easy"])
    state = setup_game(ctx, comps, ["easy"])
    assert [sl.workshop for sl in state.districts["ghost-1"].spaces[:2]] == [4, 6]
    rerolls = [e for e in ctx.events if e.rule == "FG-SETUP-5"]
    assert len(rerolls) == 2 and "its own space 1" in rerolls[0].text


@pytest.mark.rule("FG-SETUP-5")
def test_same_workshop_on_different_spaces_of_two_ghosts_is_allowed(comps):
    ctx = make_ctx(comps, dice=[1, 2, 2, 1], ghosts=["easy"] * 2)
    state = setup_game(ctx, comps, ["easy"] * 2)
    assert [sl.workshop for sl in state.districts["ghost-2"].spaces[:2]] == [1, 2]
    assert [sl.workshop for sl in state.districts["ghost-1"].spaces[:2]] == [2, 1]
    assert not any(e.rule == "FG-SETUP-5" for e in ctx.events)
