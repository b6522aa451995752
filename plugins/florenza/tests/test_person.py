"""The person's operations, typed commands and the board view."""

from __future__ import annotations

import copy

import pytest
from florenza_helpers import make_ctx, make_state, session

from solobot import IllegalAction
from solobot_florenza.components import load_components
from solobot_florenza.plugin import GAME
from solobot_florenza.state import Slot


@pytest.fixture
def state(comps):
    s = make_state(comps)
    s.person_kinsmen = 3
    s.out = []
    s.districts["ghost-1"].spaces[0] = Slot(13)
    return s


def apply(comps, state, action):
    GAME.solobot_resolve_action(make_ctx(comps), state, "player", action)


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"op": "fly"}, "unknown move"),
        ({"op": "operate", "seat": "ghost-9", "space": 1}, "no seat"),
        ({"op": "operate", "seat": "ghost-1", "space": 5}, "has no Workshop"),
        ({"op": "build", "workshop": 99}, "no Workshop 99"),
        ({"op": "build", "workshop": 13, "space": 1}, "already holds"),
        ({"op": "art", "where": "chiesa", "artwork": 1, "artist": 7, "roll": 9}, "roll must be"),
        ({"op": "art", "where": "moon", "artwork": 1, "artist": 0, "roll": 3}, "where must be"),
        ({"op": "hire", "captain": "Nobody", "row": 1}, "not a Captain of Fortune"),
        ({"op": "role", "role": "pope"}, "captain or bishop"),
        ({"op": "gain", "track": "gold", "points": 2}, "no track"),
        ({"op": "set", "seat": "ghost-1", "track": "prestige", "value": -9}, "below"),
        ({"op": "resource", "resource": "wood"}, "only the Captain"),
        ({"op": "start", "workshops": [1, 2]}, "once, at setup"),
    ],
)
def test_refused_operations_change_nothing(comps, state, action, message):
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction, match=message):
        apply(comps, state, action)
    assert state == before


def test_operate_a_workshop_already_in_use(comps, state):
    apply(comps, state, {"op": "operate", "seat": "player", "space": 1})
    with pytest.raises(IllegalAction, match="already in use"):
        apply(comps, state, {"op": "operate", "seat": "player", "space": 1})


@pytest.mark.rule("FG-OP-5")
def test_the_person_pays_a_ghost_to_operate_its_workshop(comps, state):
    state.points["player"]["prestige"] = 3
    apply(comps, state, {"op": "operate", "seat": "ghost-1", "space": 1})
    banco = comps.workshops[12].operate_reward["prestige"]
    assert state.points["player"]["prestige"] == 3 + banco - comps.rival_fee
    assert state.points["ghost-1"]["prestige"] == comps.rival_fee
    assert state.districts["ghost-1"].spaces[0].kinsman == "player"


@pytest.mark.rule("FG-OP-6")
def test_on_minus_3_the_person_cannot_pay_a_rival_either(comps, state):
    state.points["player"]["prestige"] = comps.prestige_min
    with pytest.raises(IllegalAction, match="cannot pay"):
        apply(comps, state, {"op": "operate", "seat": "ghost-1", "space": 1})


def test_a_kinsman_action_ends_the_turn(comps, state):
    apply(comps, state, {"op": "role", "role": "captain"})
    assert state.person_kinsmen == 2 and state.order[state.turn] == "ghost-1"
    apply(comps, state, {"op": "gain", "track": "church", "points": 2})  # recording never ends a turn
    assert state.person_kinsmen == 2 and state.points["player"]["church"] == 2
    state.turn = 0
    apply(comps, state, {"op": "done"})  # a Kinsman on something the bot does not track
    assert state.person_kinsmen == 1 and state.order[state.turn] == "ghost-1"
    state.turn = 0
    apply(comps, state, {"op": "build", "workshop": 14})  # the last Kinsman: out of Phase 4
    assert state.person_kinsmen == 0 and "player" in state.out


def test_kinsmen_corrects_the_count_and_refuses_zero_in_phase_4(comps, state):
    apply(comps, state, {"op": "kinsmen", "count": 5})
    assert state.person_kinsmen == 5
    with pytest.raises(IllegalAction, match="pass"):
        apply(comps, state, {"op": "kinsmen", "count": 0})


def test_art_uses_the_persons_roll_and_crest(comps, state):
    giotto = next(i for i, a in enumerate(comps.artists) if a.name == "Giotto")
    apply(comps, state, {"op": "art", "where": "Duomo", "artwork": 3, "artist": giotto, "roll": 6})
    tribuna = comps.place["Duomo"].artworks[2]
    assert state.main["Duomo"][2] == "player" and not state.artists[giotto].face_up
    assert state.artists[giotto].masterpiece  # Giotto's 6 is a gold box
    assert (
        state.points["player"]["prestige"]
        == tribuna.reward["prestige"] + comps.artists[giotto].skills[0].prestige[5]
    )
    assert state.person_crests == comps.crests.normal + comps.crests.special - 1


def test_art_refuses_an_artist_without_the_skill_and_a_detained_one(comps, state):
    giotto = next(i for i, a in enumerate(comps.artists) if a.name == "Giotto")
    with pytest.raises(IllegalAction, match="cannot make"):
        apply(comps, state, {"op": "art", "where": "Duomo", "artwork": 1, "artist": giotto, "roll": 2})
    state.detained, state.captain = giotto, "ghost-1"
    with pytest.raises(IllegalAction, match="not available"):
        apply(comps, state, {"op": "artist", "artist": giotto})


def test_captain_steps_resource_and_detain(comps, state):
    state.phase, state.common_resource = "captain", ""
    with pytest.raises(IllegalAction, match="pick the common Resource"):
        apply(comps, state, {"op": "done"})
    apply(comps, state, {"op": "resource", "resource": "gold"})
    assert state.phase == "captain"  # detaining an Artist is optional: done, or detain
    apply(comps, state, {"op": "detain", "artist": 4})  # both chosen: the step ends by itself
    assert (state.common_resource, state.detained, state.phase) == ("gold", 4, "kinsmen")


def test_pass_leaves_phase_4(comps, state):
    apply(comps, state, {"op": "pass"})
    assert "player" in state.out


def test_set_corrects_any_seat(comps, state):
    apply(comps, state, {"op": "set", "seat": "ghost-1", "track": "church", "value": 5})
    assert state.points["ghost-1"]["church"] == 5


# -- typed commands ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "action"),
    [
        ("start 1 boscaiuolo", {"op": "start", "workshops": [1, 2]}),
        ("build banco", {"op": "build", "workshop": 13}),
        ("build 14 4", {"op": "build", "workshop": 14, "space": 4}),
        ("operate ghost-1 2", {"op": "operate", "seat": "ghost-1", "space": 2}),
        ("operate 2", {"op": "operate", "seat": "player", "space": 2}),
        (
            "art chiesa vetrata lippi 4",
            {"op": "art", "where": "chiesa", "artwork": 5, "artist": 3, "roll": 4},
        ),
        (
            "art santa-croce 1 masaccio 6",
            {"op": "art", "where": "Santa Croce", "artwork": 1, "artist": 1, "roll": 6},
        ),
        ("role bishop", {"op": "role", "role": "bishop"}),
        ("gain prestige 3", {"op": "gain", "track": "prestige", "points": 3}),
        ("set ghost-1 church 4", {"op": "set", "seat": "ghost-1", "track": "church", "value": 4}),
        ("DONE", {"op": "done"}),
    ],
)
def test_parse_command(comps, state, line, action):
    assert GAME.parse_command(make_ctx(comps), state, "player", line.split()) == action


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("", "type a command"),
        ("jump", "unknown command"),
        ("build", "takes 1 or 2 word"),
        ("done now", "takes no words after it, not 1"),
        ("art chiesa vetrata lippi", "takes 4 word"),
        ("artist filippo", "ARTIST must be Filippo Lippi or Filippo Brunelleschi, not 'filippo'"),
        ("start 1 nowhere", "no Workshop called 'nowhere'"),  # SECOND is read by the game: start 1 1 is told why
        ("build 14 x", "whole number"),
        ("detain nobody", "ARTIST must be one of Giotto, Masaccio"),
    ],
)
def test_parse_command_errors_are_one_line(comps, state, line, message):
    with pytest.raises(IllegalAction, match=message) as info:
        GAME.parse_command(make_ctx(comps), state, "player", line.split())
    assert "\n" not in str(info.value)


def test_describe_board_shows_districts_tables_artists_points():
    s = session(ghosts=("easy", "hard"))
    text = GAME.describe_board(s.ctx, s.state)
    for word in (
        "Round 1/7",
        "Ghost 2 (Hard",
        "Action Table ....",
        "Artists (Life in Florenza card.position):",
        "Prestige Points 0",
        "Duomo",
        "Captains of Fortune",
    ):
        assert word in text
    assert load_components().workshop[1].name in text or "Workshops" in text


KINSMAN_ACTIONS = ("build", "operate", "artist", "art", "hire", "role")
"""The Phase 4 Kinsman actions: each checks the turn itself and ends it (person.kinsman_move)."""


@pytest.mark.rule("FG-P4-1")
@pytest.mark.parametrize("op", KINSMAN_ACTIONS)
def test_every_kinsman_action_is_refused_outside_your_phase_4_turn(comps, state, op):
    state.phase = "captain"
    with pytest.raises(IllegalAction, match="only on your Phase 4 turn"):
        apply(comps, state, {"op": op})


@pytest.mark.rule("FG-P4-1")
@pytest.mark.parametrize("op", KINSMAN_ACTIONS)
def test_every_kinsman_action_places_one_kinsman_and_ends_your_turn(comps, state, op):
    legal = {
        "build": {"workshop": 13},
        "operate": {"seat": "player", "space": 1},
        "artist": {"artist": next(i for i, tile in enumerate(state.artists) if tile.face_up)},
        "hire": {"captain": state.captains[0].name, "row": 1},
        "role": {"role": "bishop"},
    }
    if op == "art":
        artist = next(i for i, tile in enumerate(state.artists) if tile.face_up)
        skill = comps.skill_names[artist][0]
        where = next(w for w in ("chiesa", "palazzo") if skill in comps.sites[w].skills)
        legal["art"] = {"where": where, "artwork": comps.sites[where].skills.index(skill) + 1, "artist": artist,
                        "roll": 1}
    state.turn = state.order.index("player")
    apply(comps, state, {"op": op, **legal[op]})
    assert state.person_kinsmen == 2 and state.order[state.turn] != "player"
