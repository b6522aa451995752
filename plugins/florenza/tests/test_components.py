"""The component data file: validation, clear errors, replacement; and the options."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest
from florenza_helpers import make_ctx, make_state, registry

from solobot import ComponentError
from solobot.engine.session import OptionsError, Session
from solobot_florenza import ghost as g
from solobot_florenza.components import load_components, parse_components


def raw():
    return json.loads(
        resources.files("solobot_florenza").joinpath("data", "florenza.json").read_text("utf-8")
    )


def write(tmp_path, data, name="mine.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data), "utf-8")
    return str(path)


def broken(change):
    data = raw()
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(colour="red"), "colour: Extra inputs are not permitted"),
        (lambda d: d["workshops"][3].update(number=9), "workshops: numbers must run"),
        (
            lambda d: d["build_table"][2]["workshops"].__setitem__(4, 31),
            "build_table.2.workshops.4: there is no Workshop 31",
        ),
        (lambda d: d["build_table"].pop(), "build_table: needs one row per die face"),
        (lambda d: d["artists"][1]["skills"][0].update(skill="music"), "artists.1.skills.0.skill"),
        (lambda d: d["artists"][0]["skills"][0].update(gold=[7]), "artists.0.skills.0.gold"),
        (lambda d: d["artists"][0]["skills"][0]["prestige"].pop(), "artists.0.skills.0.prestige"),
        (lambda d: d["life_cards"][0].update(slots=2), "life_cards: the slots must add up"),
        (lambda d: d["main_board"][0].update(die=[2]), "main_board: the places' die faces"),
        (
            lambda d: d["chiesa"]["artworks"][0]["reward"].update(fiorini=2),
            "chiesa.artworks.0.reward: 'fiorini'",
        ),
        (lambda d: d["action_table"]["spaces"][0].update(action="dance"), "action_table.spaces.0.action"),
        (lambda d: d["captains_in_play"].pop("5"), "captains_in_play.5"),
        (lambda d: d.update(rounds=0), "rounds: Input should be greater than or equal to 1"),
        (lambda d: d["first_player_resources"].__setitem__(0, "silk"), "first_player_resources.0"),
        (lambda d: d.update(person_kinsmen=[1, 2]), "person_kinsmen: Extra inputs are not permitted"),
    ],
)
def test_a_bad_file_is_one_clear_line_naming_file_and_field(change, field):
    with pytest.raises(ComponentError) as info:
        parse_components(broken(change), "mine.json")
    message = str(info.value)
    assert message.startswith("components file mine.json: ") and field in message and "\n" not in message


def test_not_json_and_missing_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{oops", "utf-8")
    with pytest.raises(ComponentError, match=r"bad\.json: not valid JSON"):
        load_components(str(bad))
    with pytest.raises(ComponentError, match="cannot be read"):
        load_components(str(tmp_path / "none.json"))


def test_a_bad_components_option_fails_the_session_with_the_component_error(tmp_path):
    path = write(tmp_path, {"rounds": 7})
    reg = registry()
    with pytest.raises(ComponentError, match=r"components file .*mine\.json: "):
        Session(reg.games["florenza"], {"ghost": ["easy"], "components": path}, registry=reg)


@pytest.mark.rule("GAP-FG-6")
def test_a_replacement_file_changes_the_game(tmp_path):
    data = raw()
    data["rounds"] = 2
    path = write(tmp_path, data)
    reg = registry()
    s = Session(reg.games["florenza"], {"ghost": ["easy"], "components": path}, seed=3, registry=reg)
    s.autoplay("heuristic")
    assert s.state.round == 2 and s.finished


def test_components_are_cached():
    assert load_components() is load_components()


# -- options ------------------------------------------------------------------------------------------


def test_options_reject_no_ghost_too_many_ghosts_and_unknown_levels():
    spec = registry().games["florenza"]
    with pytest.raises(OptionsError, match=r"ghost: .*at least one Ghost"):
        Session(spec, {"ghost": []}, registry=registry())
    with pytest.raises(OptionsError, match=r"ghost: .*at most 4 Ghosts \(5 seats with you\), not 5"):
        Session(spec, {"ghost": ["easy"] * 5}, registry=registry())
    with pytest.raises(OptionsError, match=r"ghost\.0"):
        Session(spec, {"ghost": ["nightmare"]}, registry=registry())
    s = Session(spec, {}, registry=registry())
    assert s.options.ghost == ["medium"] and s.game.seats(s.options) == ["player", "ghost-1"]


def test_the_seat_limit_comes_from_the_data(tmp_path):
    data = raw()
    data["max_seats"] = 3
    data["families"] = data["families"][:3]
    data["captains_in_play"] = {"2": 3, "3": 4}
    path = write(tmp_path, data)
    spec = registry().games["florenza"]
    with pytest.raises(OptionsError, match="at most 2 Ghosts"):
        Session(spec, {"ghost": ["easy"] * 3, "components": path}, registry=registry())


# -- the gaps: values live in the data, and the rules read them from there ---------------------------


@pytest.mark.rule("GAP-FG-1")
def test_action_table_layout_is_data_with_two_operate_spaces(comps):
    assert len(comps.action_table.spaces) == 8 and comps.action_table.columns == 4
    assert comps.table_actions.count("operate") == 2
    assert set(comps.table_actions) == set(g.ACTIONS)


@pytest.mark.rule("GAP-FG-1")
def test_the_ghost_acts_on_whatever_the_table_data_says(tmp_path):
    data = raw()
    for space in data["action_table"]["spaces"]:
        space.update(action="church_point", reward={"church": 2})
    comps = load_components(write(tmp_path, data))
    state = make_state(comps)
    g.ghost_turn(make_ctx(comps, dice=[4]), state, comps, "ghost-1")
    assert state.points["ghost-1"]["church"] == 2


@pytest.mark.rule("GAP-FG-2")
def test_thirty_workshops_purple_not_activatable_13_to_21_score(comps):
    assert len(comps.workshops) == 30
    assert [comps.workshop[n].name for n in comps.starting_workshops] == [
        "Picconiere",
        "Boscaiuolo",
        "Monte di Pietà",
        "Fabbro",
        "Erbolaio",
        "Lanaiuolo",
    ]
    for w in comps.workshops:
        assert w.activatable == (w.number < 22)
        assert bool(w.operate_reward) == (13 <= w.number <= 21)
        assert w.build_reward
    reachable = {n for row in comps.build_table for n in row.workshops}
    assert reachable == set(range(1, 31)) and len(comps.build_table) == comps.die_sides


@pytest.mark.rule("GAP-FG-3")
def test_artists_life_cards_artworks_and_the_main_board_die_table(comps):
    assert all(s.cost >= 0 and len(s.prestige) == 6 for a in comps.artists for s in a.skills)
    assert any(len(a.skills) > 1 for a in comps.artists) and any(
        s.gold for a in comps.artists for s in a.skills
    )
    assert sum(c.slots for c in comps.life_cards) == len(comps.artists)
    assert sorted(f for p in comps.main_board for f in p.die) == [1, 2, 3, 4, 5, 6]
    assert comps.chiesa.complete_bonus == {"church": 2} and comps.palazzo.complete_bonus == {"prestige": 4}


@pytest.mark.rule("GAP-FG-3")
def test_artists_are_dealt_under_the_life_cards_top_first(comps):
    state = make_state(comps, seed=11)
    spots = sorted((t.card, t.pos) for t in state.artists)
    assert spots == [(c.number, p) for c in comps.life_cards for p in range(c.slots)]


@pytest.mark.rule("GAP-FG-4")
def test_captains_of_fortune_and_the_first_player_resource_table(comps):
    assert all(len(c.rows) >= 1 for c in comps.captains)
    for c in comps.captains:
        costs = [r.cost for r in c.rows]
        assert costs == sorted(costs)  # the bottom row is the dearest
    assert len(comps.first_player_resources) == comps.die_sides
    assert set(comps.first_player_resources) <= set(comps.resources)


RULINGS = Path(__file__).resolve().parents[3] / "docs" / "rulings" / "florenza.md"


@pytest.mark.rule("GAP-FG-4")
def test_the_ruling_and_the_data_give_the_same_resource_table(comps):
    """docs/rulings/florenza.md prints the die → Resource table; the data must say the same."""
    if not RULINGS.is_file():
        pytest.skip("docs/rulings/florenza.md is in the project's checkout, not in the sdist")
    ruling = RULINGS.read_text("utf-8").split("## GAP-FG-4")[1].split("\n## ")[0]
    table = re.search(r"\*\*(1 \w+(?:, \d \w+)+)\*\*", ruling)
    assert table, "the GAP-FG-4 ruling prints no die → Resource table"
    faces = [pair.split(" ") for pair in table.group(1).split(", ")]
    assert [int(face) for face, _ in faces] == list(range(1, comps.die_sides + 1))
    assert [res for _, res in faces] == comps.first_player_resources == comps.resources


@pytest.mark.rule("GAP-FG-5")
def test_point_tracks_are_prestige_and_church_points_with_a_floor(comps):
    assert comps.tracks == ["prestige", "church"] and comps.prestige_min == -3
    assert comps.final_score == {"prestige": 1, "church": 1}
    state = make_state(comps)
    from solobot_florenza.board import gain

    gain(state, comps, "ghost-1", {"prestige": -9, "church": 2})
    assert state.points["ghost-1"] == {"prestige": -3, "church": 2}


@pytest.mark.rule("GAP-FG-6")
def test_seven_rounds_and_the_seat_limit(comps):
    assert comps.rounds == 7 and comps.max_seats == 5


def test_the_snapshot_names_the_components_file_from_the_options_not_the_state(tmp_path):
    """The state holds no file path; the snapshot (saved and digested) keeps its "components" key."""
    path = write(tmp_path, raw())
    reg = registry()
    s = Session(reg.games["florenza"], {"ghost": ["easy"], "components": path}, seed=3, registry=reg)
    assert not hasattr(s.state, "components")
    assert s.game.snapshot(s.ctx, s.state)["components"] == path
    plain = Session(reg.games["florenza"], {"ghost": ["easy"]}, seed=3, registry=reg)
    assert plain.game.snapshot(plain.ctx, plain.state)["components"] is None
