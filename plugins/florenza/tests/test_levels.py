"""Difficulty levels: which Artist a Ghost picks and which prestige box it scores."""

from __future__ import annotations

import pytest
from florenza_helpers import make_ctx, make_state

from solobot_florenza import ghost as g
from solobot_florenza.board import pick_artist

G = "ghost-1"


def index(comps, name):
    return next(i for i, a in enumerate(comps.artists) if a.name == name)


def place(state, comps, name, card, pos):
    tile = state.artists[index(comps, name)]
    tile.card, tile.pos = card, pos


@pytest.mark.rule("FG-LVL-1")
@pytest.mark.parametrize(
    ("level", "chosen", "face"),
    [
        ("easy", "Luca della Robbia", 1),
        ("medium", "Luca della Robbia", 6),
        ("hard", "Filippo Brunelleschi", 1),
        ("masterpiece", "Filippo Brunelleschi", 6),
    ],
)
def test_each_level_picks_cheapest_or_dearest_and_scores_as_if_1_or_6(comps, level, chosen, face):
    state = make_state(comps, ghosts=(level,))
    ctx = make_ctx(comps, dice=[1])
    g.main_board_artwork(ctx, state, comps, G, 7)  # Duomo has every skill
    event = ctx.events[-1]
    assert event.data["artist"] == chosen
    skill = comps.artists[index(comps, chosen)].skills[0]
    assert event.data["prestige"] == skill.prestige[face - 1]
    assert f"as if the die showed {face}" in event.text


@pytest.mark.rule("FG-LVL-1")
def test_ghosts_may_have_different_levels(comps):
    state = make_state(comps, ghosts=("easy", "masterpiece"))
    assert [gh.level for gh in state.ghosts.values()] == ["easy", "masterpiece"]
    assert pick_artist(state, comps, "ghost-1", dearest=False) != pick_artist(
        state, comps, "ghost-2", dearest=True
    )


@pytest.mark.rule("FG-LVL-2")
def test_a_gold_box_at_the_as_if_6_levels_turns_the_artists_card_over(comps):
    state = make_state(comps, ghosts=("masterpiece",))
    brunelleschi = index(comps, "Filippo Brunelleschi")
    assert 6 in comps.artists[brunelleschi].skills[0].gold
    ctx = make_ctx(comps, dice=[1])
    g.main_board_artwork(ctx, state, comps, G, 7)
    assert state.artists[brunelleschi].masterpiece and ctx.events[-1].data["masterpiece"]
    assert "Masterpiece" in ctx.events[-1].text


@pytest.mark.rule("FG-LVL-2")
def test_no_gold_box_no_masterpiece(comps):
    state = make_state(comps, ghosts=("hard",))  # as if 1: Brunelleschi's box 1 is not gold
    g.main_board_artwork(make_ctx(comps, dice=[1]), state, comps, G, 7)
    assert not state.artists[index(comps, "Filippo Brunelleschi")].masterpiece


@pytest.mark.rule("FG-LVL-2")
def test_a_masterpiece_artist_costs_more_from_then_on(comps):
    state = make_state(comps)
    i = index(comps, "Luca della Robbia")
    state.artists[i].masterpiece = True
    from solobot_florenza.board import skill_cost

    assert skill_cost(state, comps, i, 0) == comps.artists[i].skills[0].cost + comps.masterpiece_cost_bonus


@pytest.mark.rule("FG-LVL-3")
@pytest.mark.parametrize(("dearest", "skill"), [(False, "painting"), (True, "sculpture")])
def test_an_artist_with_several_skills_counts_only_the_cheapest_or_dearest(comps, dearest, skill):
    state = make_state(comps)
    verrocchio = index(comps, "Andrea del Verrocchio")  # sculpture 5, painting 3
    for i, tile in enumerate(state.artists):
        tile.face_up = i == verrocchio
    chosen, k = pick_artist(state, comps, G, dearest)
    assert chosen == verrocchio and comps.artists[chosen].skills[k].skill == skill


@pytest.mark.rule("FG-LVL-3")
def test_the_counted_skill_decides_the_artwork(comps):
    state = make_state(comps, ghosts=("easy",))
    alberti = index(comps, "Leon Battista Alberti")  # architecture 6, sculpture 2
    for i, tile in enumerate(state.artists):
        tile.face_up = i == alberti
    g.palace_artwork(make_ctx(comps), state, comps, G, 4)
    names = [a.name for a in comps.palazzo.artworks]
    assert state.districts[G].palazzo[names.index("Busto")] == G  # sculpture, not Cortile


@pytest.mark.rule("FG-LVL-4")
@pytest.mark.parametrize(
    ("pair", "dearest", "spots", "winner"),
    [
        # Uccello and Verrocchio both count 3 (cheapest): the lower Life in Florenza card wins
        (("Paolo Uccello", "Andrea del Verrocchio"), False, ((3, 0), (2, 2)), 1),
        (("Paolo Uccello", "Andrea del Verrocchio"), False, ((3, 0), (4, 0)), 0),
        # Lippi and Michelozzo both cost 4 (dearest): under one card, the one on top wins
        (("Filippo Lippi", "Michelozzo"), True, ((2, 1), (2, 0)), 1),
        (("Filippo Lippi", "Michelozzo"), True, ((2, 1), (2, 2)), 0),
    ],
)
def test_ties_go_to_the_lowest_card_then_the_artist_on_top(comps, pair, dearest, spots, winner):
    state = make_state(comps)
    chosen = [index(comps, name) for name in pair]
    for i, tile in enumerate(state.artists):
        tile.face_up = i in chosen
    for name, (card, pos) in zip(pair, spots, strict=True):
        place(state, comps, name, card, pos)
    assert pick_artist(state, comps, G, dearest)[0] == chosen[winner]
