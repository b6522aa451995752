"""The table drawing (SVG): what it shows is the tracked table, and nothing the physical table hides."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest
from maestro_helpers import COMP, blank_state, gallery, make_ctx, put

from solobot import Context
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.toolkit import SeededSource
from solobot_maestro import drawing
from solobot_maestro.board import BoardView
from solobot_maestro.components import DATA_FILE, load_components
from solobot_maestro.drawing import draw_table, shades
from solobot_maestro.exhibition import publicity_at
from solobot_maestro.plugin import GAME, MaestroOptions
from solobot_maestro.setup import new_game
from solobot_maestro.state import MACHINA, PLAYER

SVG = "{http://www.w3.org/2000/svg}"


def parsed(state, comp=COMP) -> ET.Element:
    return ET.fromstring(draw_table(state, comp))


def part(root: ET.Element, label: str) -> ET.Element:
    """The group drawn for ``label`` ("region 3 Venezia", "lodge blue", "study")."""
    found = [g for g in root.iter(f"{SVG}g") if g.get("aria-label") == label]
    assert len(found) == 1, label
    return found[0]


def texts(element: ET.Element) -> list[str]:
    return [t.text or "" for t in element.iter(f"{SVG}text")]


def starred(element: ET.Element) -> list[str]:
    """The texts of the chips carrying a star (the Centerpiece holder's): the text drawn just before it."""
    shapes = list(element.iter())
    return [
        next(s.text for s in reversed(shapes[:i]) if s.tag == f"{SVG}text")
        for i, shape in enumerate(shapes)
        if shape.tag == f"{SVG}polygon"
    ]


@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
def test_the_drawing_is_a_plain_phone_sized_svg(variant):
    root = parsed(blank_state(variant))
    assert root.tag == f"{SVG}svg" and re.fullmatch(r"0 0 360 \d+(\.\d+)?", root.get("viewBox"))
    for element in root.iter():
        assert element.tag.removeprefix(SVG) in {"svg", "g", "rect", "text", "circle", "polygon", "line"}
        assert not any(name.startswith("on") or "href" in name for name in element.attrib)
        if element.tag == f"{SVG}text":
            assert float(element.get("font-size")) >= 9  # readable once 360 units fill a phone's width


def test_regions_show_the_galleries_the_artworks_and_the_centerpiece_holders():
    state = blank_state()
    state.round = 2
    gallery(state, 3, "popular")
    put(state, 3, machina=1, player=2)
    gallery(state, 5, "secondary")
    put(state, 5, machina=2, player=2)  # a tie: the Machina's (MM-GOLD-5)
    put(state, 7, player=1)  # no Gallery: no Centerpiece
    values = BoardView(state, COMP).values
    root = parsed(state)
    venezia = part(root, "region 3 Venezia")
    assert {"3 Venezia", f"Popular {values[3]} VP", "M 1", "Y 2"} <= set(texts(venezia))
    assert starred(venezia) == ["Y 2"]
    bologna = part(root, "region 5 Bologna")
    assert {f"Secondary {values[5]} VP", "M 2", "Y 2"} <= set(texts(bologna)) and starred(bologna) == ["M 2"]
    assert values[5] > 0
    pisa = part(root, "region 7 Pisa")
    assert texts(pisa) == ["7 Pisa", "Y 1"] and starred(pisa) == []
    assert texts(part(root, "region 16 Palermo")) == ["16 Palermo"]
    assert sum(len(starred(part(root, f"region {COMP.region_label(r)}"))) for r in COMP.by_number) == 2


def test_the_lodge_in_scoring_order_with_its_collectors():
    state = blank_state()
    state.standing, state.lying = (
        {"orange": 1, "blue": 3, "green": 0, "purple": 2},
        {"orange": 1, "blue": 0, "green": 1, "purple": 0},
    )
    root = parsed(state)
    order = [g.get("aria-label") for g in root.iter(f"{SVG}g") if g.get("aria-label", "").startswith("lodge ")]
    assert order == ["lodge blue", "lodge purple", "lodge orange", "lodge green"]  # 3, 2, 2 (Precedence), 1
    assert texts(part(root, "lodge blue"))[:3] == ["1st · blue", "3 standing", "0 lying"]
    assert texts(part(root, "lodge green"))[:3] == ["4th · green", "0 standing", "1 lying"]
    assert f"pays P {COMP.values['popular'][0]} · S {COMP.values['secondary'][0]}" in texts(part(root, "lodge blue"))


def test_study_markers_stand_on_their_spaces_and_vp_are_shown():
    state = blank_state()
    state.study = {MACHINA: 4, PLAYER: 2}
    state.vp = {MACHINA: 7, PLAYER: 12}
    root = parsed(state)
    study = part(root, "study")
    at = {t.text: float(t.get("x")) for t in study.iter(f"{SVG}text")}
    assert at["M"] == at["4"] and at["Y"] == at["2"]
    heading = texts(part(root, "heading"))
    assert heading[:2] == ["Round 1 of 4, turn 1 of 5", "Your move"]
    assert {"Machina 7 VP", "You 12 VP", "First Player: you"} <= set(heading)


def test_an_action_names_the_face_up_cards_and_counts_a_face_down_one():
    """The patron card dealt there shows only its kind: it lies face down until a Workshop takes it."""
    state = blank_state()
    state.machina.cards_at["create"] = ["S01", "S02"]
    state.machina.gossip_cards = ["S02"]
    state.person.cards_at["create"] = [2, 1]
    state.tokens_at["create"][PLAYER] = ["orange"]
    state.patron_at["create"] = "P03"
    create = texts(part(parsed(state), "action create"))  # the Machina's meeple starts there (▼)
    face_up = COMP.card_publicity["S01"]
    assert create == [
        "Create",
        "▼",
        "Patroness card",
        f"M {face_up}",
        "S01",
        f"Y {publicity_at(state, COMP, 'create', PLAYER)}",
        "2 cards",
    ]
    assert "S02" not in " ".join(create)
    face_down = [r for r in part(parsed(state), "action create").iter(f"{SVG}rect") if r.get("fill") == "#3a3a3a"]
    assert len(face_down) == 2  # the Gossip card and the patron card, each drawn as a face-down card


def test_the_michelangelo_grid_shows_each_resource_in_its_space():
    state = blank_state()
    state.machina.grid[0][1] = ["orange", "orange"]
    state.machina.grid[0][2] = ["blue"]
    grid = part(parsed(state), "grid")
    strong = shades(COMP.colours)
    discs = [c.get("fill") for c in grid.iter(f"{SVG}circle")]
    assert discs == [strong["orange"][0], strong["orange"][0], strong["blue"][0]]
    assert texts(grid)[-4:] == ["3/10", "0/10", "0/10", "0/10"]


def test_the_da_vinci_blueprints_show_the_resources_placed_markers_and_meeple():
    state = blank_state("davinci")
    state.machina.blueprints[1][0] = "green"
    state.machina.markers_removed[1] = 1
    state.machina.bp_meeple = 1
    shown = texts(part(parsed(state), "blueprints"))
    assert "▶ BL2" in shown and "BL1" in shown and "markers removed 1/3" in shown
    filled = [c.get("fill") for c in part(parsed(state), "blueprints").iter(f"{SVG}circle") if c.get("fill") != "#fff"]
    assert filled == [shades(COMP.colours)["green"][0]]


@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
def test_no_card_still_hidden_is_ever_named_in_a_whole_game(variant):
    spec = default_registry().game("maestro")
    named_face_up = set()

    def check(session: Session) -> None:
        state = session.state
        words = set(" ".join(texts(ET.fromstring(GAME.draw_table(session.ctx, state)))).split())
        hidden = set(GAME.hidden_values(session.ctx, state))
        face_down = {c for a in COMP.actions for c in state.machina.cards_at[a] if c in state.machina.gossip_cards}
        if state.phase in ("turns", "exhibition_start"):
            assert not words & (hidden | face_down)
        named_face_up.update(words & set(COMP.card))

    Session(spec, {"variant": variant}, seed=6).autoplay("heuristic", on_step=check)
    assert named_face_up  # the check above saw the Machina's face-up cards named


def test_every_text_from_the_component_data_is_escaped(tmp_path):
    data = json.loads(DATA_FILE.read_text())
    data["map"]["regions"][3]["name"] = "<script>alert('x')</script>"
    data["blueprints"][0]["id"] = '"><g onload="x">'
    data["collector_setup_cards"] = [{**card, "id": f"<i>{card['id']}"} for card in data["collector_setup_cards"]]
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data))
    comp = load_components(str(path))
    for variant in ("michelangelo", "davinci"):
        ctx = Context(MaestroOptions(variant=variant, components=str(path)), comp, SeededSource(0))
        svg = draw_table(new_game(ctx), comp)
        assert "<script" not in svg and "<i>" not in svg and 'onload="' not in svg
        root = ET.fromstring(svg)
        assert "3 <script>alert('x')</script>" in texts(root)
        assert not any(e.tag.endswith("script") for e in root.iter())


def test_the_drawing_is_built_only_when_asked(monkeypatch):
    def refuse(*args):
        raise AssertionError("drawn during a simulation")

    monkeypatch.setattr(drawing, "draw_table", refuse)
    spec = default_registry().game("maestro")
    score = Session(spec, {}, seed=2, keep_events=False).autoplay("heuristic")
    assert score.final
    with pytest.raises(AssertionError, match="drawn during"):
        GAME.draw_table(make_ctx(), blank_state())
