"""Each Ghost action on hand-built positions with forced dice, with its no-action cases."""

from __future__ import annotations

import pytest
from florenza_helpers import make_ctx, make_state, rules

from solobot_florenza import ghost as g
from solobot_florenza.plugin import GAME
from solobot_florenza.state import Slot

G = "ghost-1"


def only_artists(state, keep):
    """Turn every Artist but ``keep`` (indices) face down."""
    for i, tile in enumerate(state.artists):
        tile.face_up = i in keep


def artist(comps, name):
    return next(i for i, a in enumerate(comps.artists) if a.name == name)


@pytest.fixture
def state(comps):
    s = make_state(comps)
    s.districts[G].spaces[0] = Slot(3)
    s.districts[G].spaces[1] = Slot(4)
    return s


# -- Operate a Workshop -----------------------------------------------------------------------


@pytest.mark.rule("FG-OP-1")
def test_operate_counts_from_first_players_space_1_through_districts(comps, state):
    ctx = make_ctx(comps, dice=[3])
    g.operate_workshop(ctx, state, comps, G, 0)
    # player 1, player 2, then ghost-1 space 1
    assert state.districts[G].spaces[0].built is False
    assert state.districts["player"].spaces[0].built and state.districts["player"].spaces[1].built


@pytest.mark.rule("FG-OP-1")
def test_operate_count_wraps_back_to_the_first_district(comps, state):
    state.order = [G, "player"]  # the Ghost plays first this round
    ctx = make_ctx(comps, dice=[6])  # 4 Workshops: 6 -> the 2nd one counted
    g.operate_workshop(ctx, state, comps, G, 0)
    assert state.districts[G].spaces[1].built is False


@pytest.mark.rule("FG-OP-2")
@pytest.mark.parametrize("blocker", ["purple", "kinsman", "under construction"])
def test_operate_skips_workshops_that_cannot_be_activated(comps, state, blocker):
    slot = state.districts["player"].spaces[1]
    if blocker == "purple":
        state.districts["player"].spaces[1] = slot = Slot(22)
    elif blocker == "kinsman":
        slot.kinsman = "player"
    else:
        slot.built = False
    ctx = make_ctx(comps, dice=[2])
    g.operate_workshop(ctx, state, comps, G, 0)
    assert state.districts[G].spaces[0].built is False  # the 2nd usable one
    assert state.districts["player"].spaces[1] is slot and slot.built == (blocker != "under construction")


@pytest.mark.rule("FG-OP-3")
def test_operated_workshop_is_under_construction_and_nobody_uses_it_again(comps, state):
    from solobot import IllegalAction

    ctx = make_ctx(comps, dice=[1, 1])
    g.operate_workshop(ctx, state, comps, G, 0)
    assert state.districts["player"].spaces[0].built is False
    g.operate_workshop(ctx, state, comps, G, 0)  # counts again: lands on the next one
    assert state.districts["player"].spaces[1].built is False
    assert "FG-OP-3" in rules(ctx)
    with pytest.raises(IllegalAction, match="Under Construction"):
        GAME.solobot_resolve_action(ctx, state, "player", {"op": "operate", "seat": "player", "space": 1})


@pytest.mark.rule("FG-OP-4")
def test_workshops_13_to_21_score_the_ghost_others_give_nothing(comps, state):
    state.districts[G].spaces[0] = Slot(13)
    ctx = make_ctx(comps, dice=[3, 3])
    g.operate_workshop(ctx, state, comps, G, 0)  # Banco on its own space 1
    assert state.points[G] == {"prestige": comps.workshops[12].operate_reward["prestige"], "church": 0}
    g.operate_workshop(ctx, state, comps, G, 0)  # 3 usable left: its Fabbro (n. 4)
    assert state.districts[G].spaces[1].built is False
    assert state.points[G]["prestige"] == comps.workshops[12].operate_reward["prestige"]


@pytest.mark.rule("FG-OP-5")
def test_operating_a_rivals_workshop_pays_the_owner_one_prestige(comps, state):
    state.points[G]["prestige"] = 2
    ctx = make_ctx(comps, dice=[1])
    g.operate_workshop(ctx, state, comps, G, 0)
    assert state.points[G]["prestige"] == 2 - comps.rival_fee
    assert state.points["player"]["prestige"] == comps.rival_fee


@pytest.mark.rule("FG-OP-6")
def test_nothing_to_activate_is_no_action(comps, state):
    for district in state.districts.values():
        for slot in district.spaces:
            if slot:
                slot.built = False
    ctx = make_ctx(comps, dice=[])  # no die is rolled
    g.operate_workshop(ctx, state, comps, G, 0)
    assert ctx.events[-1].rule == "FG-OP-6" and ctx.events[-1].data["no_action"]


@pytest.mark.rule("FG-OP-6")
def test_on_minus_3_prestige_only_rivals_workshops_is_no_action(comps, state):
    state.points[G]["prestige"] = comps.prestige_min
    state.districts[G].spaces[0].built = False
    state.districts[G].spaces[1].kinsman = "player"
    ctx = make_ctx(comps, dice=[])
    g.operate_workshop(ctx, state, comps, G, 0)
    assert ctx.events[-1].rule == "FG-OP-6"
    assert all(s.built for s in state.districts["player"].spaces if s)
    assert state.points["player"]["prestige"] == 0


@pytest.mark.rule("FG-OP-6")
def test_on_minus_3_prestige_it_counts_its_own_workshops_only(comps, state):
    state.points[G]["prestige"] = comps.prestige_min
    ctx = make_ctx(comps, dice=[1])
    g.operate_workshop(ctx, state, comps, G, 0)
    assert state.districts[G].spaces[0].built is False
    assert state.points[G]["prestige"] == comps.prestige_min


# -- Build a Workshop -------------------------------------------------------------------------


@pytest.mark.rule("FG-BUILD-1")
def test_build_rolls_category_then_workshop_and_places_it_under_construction(comps, state):
    ctx = make_ctx(comps, dice=[3, 1])
    number = comps.build_table[2].workshops[0]
    left = state.supply[number]
    g.build_workshop(ctx, state, comps, G, 1)
    slot = state.districts[G].spaces[2]  # lowest free space
    assert slot.workshop == number and slot.built is False
    assert state.supply[number] == left - 1
    assert state.points[G]["prestige"] == comps.workshops[number - 1].build_reward["prestige"]


@pytest.mark.rule("FG-BUILD-1")
def test_build_takes_the_lowest_free_space_even_with_a_gap(comps, state):
    state.districts[G].spaces[3] = Slot(5)
    state.districts[G].spaces[1] = None
    g.build_workshop(make_ctx(comps, dice=[1, 6]), state, comps, G, 1)
    assert state.districts[G].spaces[1].workshop == comps.build_table[0].workshops[5]


@pytest.mark.rule("FG-BUILD-2")
def test_build_with_no_free_space_is_no_action(comps, state):
    spaces = state.districts[G].spaces
    for k in range(len(spaces)):
        spaces[k] = spaces[k] or Slot(5)
    supply = list(state.supply)
    ctx = make_ctx(comps, dice=[])
    g.build_workshop(ctx, state, comps, G, 1)
    assert ctx.events[-1].rule == "FG-BUILD-2" and state.supply == supply


@pytest.mark.rule("FG-BUILD-2")
def test_build_of_a_workshop_that_is_gone_is_no_action(comps, state):
    number = comps.build_table[4].workshops[1]
    state.supply[number] = 0
    ctx = make_ctx(comps, dice=[5, 2])
    g.build_workshop(ctx, state, comps, G, 1)
    assert ctx.events[-1].rule == "FG-BUILD-2"
    assert state.districts[G].spaces[2] is None and state.points[G]["prestige"] == 0


# -- Church, Palace --------------------------------------------------------------------------------


@pytest.mark.rule("FG-CH-1")
def test_church_takes_first_alphabetical_artwork_suiting_the_cheapest_artists_skill(comps, state):
    della_robbia = artist(comps, "Luca della Robbia")  # sculpture 2, the cheapest
    ctx = make_ctx(comps)
    g.church_artwork(ctx, state, comps, G, 2)
    chiesa = state.districts[G].chiesa
    names = [a.name for a in comps.chiesa.artworks]
    assert chiesa[names.index("Altare")] == G  # Altare before Crocifisso, both sculpture
    assert state.ghosts[G].normal_crests == comps.crests.normal - 1
    assert not state.artists[della_robbia].face_up
    reward = comps.chiesa.artworks[names.index("Altare")].reward
    skill = comps.artists[della_robbia].skills[0]
    assert state.points[G]["church"] == reward["church"]
    assert state.points[G]["prestige"] == reward["prestige"] + skill.prestige[-1]


@pytest.mark.rule("FG-CH-2")
def test_church_turns_the_artist_face_down_and_scores_his_prestige_by_level(comps, state):
    state.ghosts[G].level = "easy"
    giotto = artist(comps, "Giotto")
    only_artists(state, {giotto})
    g.church_artwork(make_ctx(comps), state, comps, G, 2)
    assert not state.artists[giotto].face_up
    pala = [a.name for a in comps.chiesa.artworks].index("Pala d'Altare")
    assert (
        state.points[G]["prestige"]
        == comps.chiesa.artworks[pala].reward["prestige"] + comps.artists[giotto].skills[0].prestige[0]
    )


@pytest.mark.rule("FG-CH-3")
def test_no_artist_is_no_action(comps, state):
    only_artists(state, set())
    ctx = make_ctx(comps)
    g.church_artwork(ctx, state, comps, G, 2)
    assert ctx.events[-1].rule == "FG-CH-3" and not any(state.districts[G].chiesa)


@pytest.mark.rule("FG-CH-3")
def test_no_suitable_artwork_is_no_action_and_the_artist_stays(comps, state):
    brunelleschi = artist(comps, "Filippo Brunelleschi")
    only_artists(state, {brunelleschi})
    names = [a.name for a in comps.chiesa.artworks]
    state.districts[G].chiesa[names.index("Campanile")] = "player"
    ctx = make_ctx(comps)
    g.church_artwork(ctx, state, comps, G, 2)
    assert ctx.events[-1].rule == "FG-CH-3"
    assert state.artists[brunelleschi].face_up and state.points[G]["prestige"] == 0


@pytest.mark.rule("FG-CH-3")
def test_no_normal_crest_left_is_no_action(comps, state):
    state.ghosts[G].normal_crests = 0
    ctx = make_ctx(comps)
    g.church_artwork(ctx, state, comps, G, 2)
    assert ctx.events[-1].rule == "FG-CH-3"
    assert all(t.face_up for t in state.artists) and state.ghosts[G].special_crests == comps.crests.special


@pytest.mark.rule("FG-CH-4")
def test_only_the_ghost_captain_may_use_its_detained_artist(comps):
    state = make_state(comps, ghosts=("masterpiece", "masterpiece"))
    brunelleschi = artist(comps, "Filippo Brunelleschi")
    state.detained = brunelleschi
    state.captain = "ghost-2"
    g.palace_artwork(make_ctx(comps), state, comps, "ghost-1", 4)
    assert state.artists[brunelleschi].face_up  # ghost-1 may not use him
    g.palace_artwork(make_ctx(comps), state, comps, "ghost-2", 4)
    assert not state.artists[brunelleschi].face_up
    names = [a.name for a in comps.palazzo.artworks]
    assert state.districts["ghost-2"].palazzo[names.index("Cortile")] == "ghost-2"


@pytest.mark.rule("FG-CH-5")
def test_completing_the_chiesa_gives_its_bonus(comps, state):
    chiesa = state.districts[G].chiesa
    names = [a.name for a in comps.chiesa.artworks]
    for i in range(len(chiesa)):
        chiesa[i] = G
    chiesa[names.index("Altare")] = ""
    ctx = make_ctx(comps)
    g.church_artwork(ctx, state, comps, G, 2)
    altare = comps.chiesa.artworks[names.index("Altare")].reward
    assert state.points[G]["church"] == altare["church"] + comps.chiesa.complete_bonus["church"]
    assert ctx.events[-1].data["completed"]


@pytest.mark.rule("FG-PAL-1")
def test_palace_works_like_the_church_and_a_complete_palazzo_gives_4(comps, state):
    palazzo = state.districts[G].palazzo
    names = [a.name for a in comps.palazzo.artworks]
    for i in range(len(palazzo)):
        palazzo[i] = "player" if names[i] != "Busto" else ""
    ctx = make_ctx(comps)
    g.palace_artwork(ctx, state, comps, G, 4)  # medium: della Robbia (sculpture) -> Busto
    busto = comps.palazzo.artworks[names.index("Busto")].reward
    della = comps.artists[artist(comps, "Luca della Robbia")].skills[0]
    assert palazzo[names.index("Busto")] == G
    assert comps.palazzo.complete_bonus == {"prestige": 4}
    assert state.points[G]["prestige"] == busto["prestige"] + della.prestige[-1] + 4


# -- Captain of Fortune, Church Point ---------------------------------------------------------------


@pytest.mark.rule("FG-CAP-1")
def test_hire_the_first_captain_alphabetically_scoring_his_bottom_row(comps, state):
    first = min(state.captains, key=lambda c: c.name)
    g.hire_captain(make_ctx(comps), state, comps, G, 3)
    assert not first.face_up
    reward = comps.captain[first.name].rows[-1].reward
    assert state.points[G] == {t: reward.get(t, 0) for t in comps.tracks}
    second = min((c for c in state.captains if c.face_up), key=lambda c: c.name)
    g.hire_captain(make_ctx(comps), state, comps, G, 3)
    assert not second.face_up


@pytest.mark.rule("FG-CAP-1")
def test_no_captain_available_is_no_action(comps, state):
    for card in state.captains:
        card.face_up = False
    ctx = make_ctx(comps)
    g.hire_captain(ctx, state, comps, G, 3)
    assert ctx.events[-1].rule == "FG-CAP-1" and ctx.events[-1].data["no_action"]
    assert state.points[G] == {"prestige": 0, "church": 0}


@pytest.mark.rule("FG-CP-1")
def test_church_point_space_gains_one_church_point(comps, state):
    space = comps.table_actions.index("church_point")
    g.gain_church_point(make_ctx(comps), state, comps, G, space)
    assert state.points[G] == {"prestige": 0, "church": 1}


# -- Main board ------------------------------------------------------------------------------------------


@pytest.mark.rule("FG-MAIN-1")
def test_main_board_rolls_the_place_and_uses_special_crests_first(comps, state):
    ctx = make_ctx(comps, dice=[1, 1])
    g.main_board_artwork(ctx, state, comps, G, 7)  # Duomo; cheapest: della Robbia, sculpture -> Porta
    duomo = [a.name for a in comps.place["Duomo"].artworks]
    assert state.main["Duomo"][duomo.index("Porta")] == G
    assert state.main_special["Duomo"][duomo.index("Porta")] is True
    assert state.ghosts[G].special_crests == comps.crests.special - 1
    assert state.ghosts[G].normal_crests == comps.crests.normal


@pytest.mark.rule("FG-MAIN-1")
def test_main_board_uses_normal_crests_when_the_special_ones_are_gone(comps, state):
    state.ghosts[G].special_crests = 0
    g.main_board_artwork(make_ctx(comps, dice=[3]), state, comps, G, 7)
    vecchio = [a.name for a in comps.place["Palazzo Vecchio"].artworks]
    assert state.main["Palazzo Vecchio"][vecchio.index("Statua")] == G
    assert state.ghosts[G].normal_crests == comps.crests.normal - 1


@pytest.mark.rule("FG-MAIN-2")
def test_a_full_main_board_place_is_no_action(comps, state):
    state.main["Santa Croce"] = ["player"] * len(state.main["Santa Croce"])
    ctx = make_ctx(comps, dice=[2])
    g.main_board_artwork(ctx, state, comps, G, 7)
    assert ctx.events[-1].rule == "FG-MAIN-2"
    assert all(t.face_up for t in state.artists) and state.ghosts[G].special_crests == comps.crests.special


@pytest.mark.rule("FG-MAIN-2")
def test_no_free_artwork_for_the_artist_at_the_place_is_no_action(comps, state):
    ponte = [a.name for a in comps.place["Ponte Vecchio"].artworks]
    state.main["Ponte Vecchio"][ponte.index("Botteghe d'Oro")] = "player"  # the only sculpture there
    ctx = make_ctx(comps, dice=[4])
    g.main_board_artwork(ctx, state, comps, G, 7)
    assert ctx.events[-1].rule == "FG-CH-3"
    assert state.main["Ponte Vecchio"][ponte.index("Corridoio")] == ""
