"""The table drawing for the web page: an SVG showing every tracked value, with all text escaped."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from florenza_helpers import make_ctx, make_state, play

from solobot_florenza.components import load_components, parse_components
from solobot_florenza.plugin import GAME
from solobot_florenza.state import EMPTY, LYING, STANDING, Slot

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    """Every text of the drawing, in order (parsing it also proves it is well-formed XML)."""
    return [element.text or "" for element in ET.fromstring(svg).iter(f"{SVG}text")]


def drawn(comps, state) -> tuple[str, list[str]]:
    svg = GAME.draw_table(make_ctx(comps), state)
    return svg, texts(svg)


def row_of(words: list[str], label: str, count: int) -> list[str]:
    """The ``count`` texts after ``label``."""
    at = words.index(label)
    return words[at + 1 : at + 1 + count]


def test_a_drawing_with_a_viewbox_and_no_script(comps):
    svg, _ = drawn(comps, make_state(comps))
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and re.fullmatch(r"0 0 360 \d+", root.get("viewBox"))
    assert "<script" not in svg and " on" not in svg.replace(" one", "")  # no handlers either


def test_round_phase_and_every_seats_points(comps):
    state = make_state(comps, ghosts=("easy", "hard"))
    state.round = 3
    state.points["player"] = {"prestige": 17, "church": 4}
    state.points["ghost-2"] = {"prestige": 9, "church": 11}
    _, words = drawn(comps, state)
    assert words[0] == "Round 3 of 7 · Phase 4"
    assert row_of(words, "You (Medici)", 3) == ["17", "4", "21"]
    assert row_of(words, f"Ghost 2 ({state.families['ghost-2']})", 3) == ["9", "11", "20"]


def test_each_ghosts_kinsmen_and_its_action_table(comps):
    state = make_state(comps, ghosts=("easy",))
    ghost = state.ghosts["ghost-1"]
    ghost.pool, ghost.income, ghost.normal_crests, ghost.special_crests = 2, 5, 7, 1
    ghost.table = [EMPTY] * len(ghost.table)
    ghost.table[0], ghost.table[6] = STANDING, LYING
    svg, words = drawn(comps, state)
    assert "Kinsmen: pool 2, income area 5 · Crests: 7 + 1 special" in words
    assert words.count("Operate") == 2 and "Main-board" in words  # the eight spaces, by action
    colour = 'fill="#8c3b2e"'
    standing = re.findall(rf'<rect [^>]*width="9" height="22" rx="4" {colour}', svg)
    lying = re.findall(rf'<rect [^>]*width="22" height="9" rx="4" {colour}', svg)
    assert len(standing) == 1 and len(lying) == 1


def test_workshops_with_their_kinsmen_and_under_construction(comps):
    state = make_state(comps, ghosts=("easy",))
    state.districts["player"].spaces[0].kinsman = "ghost-1"
    state.districts["ghost-1"].spaces[2] = Slot(13, built=False, kinsman="player")
    state.person_kinsmen = 3
    svg, words = drawn(comps, state)
    assert f"Kinsmen to place: 3 · Family Crests: {state.person_crests}" in words
    assert "13" in words and "Banco" in words and "under constr." in words
    assert words.count("Y") >= 2 and words.count("1") >= 2  # seat letters on the Workshops used
    assert 'stroke-dasharray="4 3"' in svg


def test_artists_and_captains_as_the_table_shows_them(comps):
    state = make_state(comps, ghosts=("easy",))
    state.artists[0].face_up = False
    state.artists[1].held_by, state.artists[1].face_up = "player", False
    state.detained = 2
    state.captains[0].face_up = False
    _, words = drawn(comps, state)
    assert "face down" in words and "yours" in words and "detained" in words
    assert f"{state.captains[0].name} (hired)" in words and state.captains[1].name in words


def test_hostile_names_from_a_component_file_are_escaped():
    text = load_components().data.model_dump_json()
    hostile = text.replace('"Giotto"', '"<script>&G"').replace('"Picconiere"', '"P<iframe>"')
    evil = parse_components(hostile, "hostile.json")
    state = make_state(evil)
    svg = GAME.draw_table(make_ctx(evil), state)
    assert "<script" not in svg and "<iframe" not in svg
    assert "&lt;script&gt;&amp;G" in svg and "P&lt;iframe&gt;" in svg
    assert "<script>&G" in texts(svg) and "P<iframe>" in texts(svg)


def test_a_whole_game_draws_at_every_step():
    sizes = []

    def check(ctx, state, step):
        sizes.append(len(texts(GAME.draw_table(ctx, state))))

    _, state, _ = play(("hard", "easy", "medium"), 5, check=check)
    assert state.phase == "over" and min(sizes) > 100
