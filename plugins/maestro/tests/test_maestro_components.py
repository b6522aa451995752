"""The component data file: the shipped reference set, its validation, and replacing it."""

import json

import pytest
from maestro_helpers import COMP, make_ctx, new_state, rules

from solobot import ComponentError, Context
from solobot.toolkit import SeededSource
from solobot_maestro.components import DATA_FILE, load_components
from solobot_maestro.flow import next_step
from solobot_maestro.plugin import MaestroOptions
from solobot_maestro.setup import new_game
from solobot_maestro.state import MACHINA


def raw():
    return json.loads(DATA_FILE.read_text())


def write(tmp_path, data, name="bad.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


@pytest.mark.rule("GAP-MM-1")
def test_actions_clockwise_order_and_meeple_start_come_from_the_data():
    assert COMP.actions == ("create", "move", "influence", "study")
    assert COMP.actions[COMP.meeple_start] == "create"
    assert new_state().meeple == COMP.meeple_start


@pytest.mark.rule("GAP-MM-1")
def test_a_different_action_order_is_used(tmp_path):
    data = raw()
    data["actions"]["order"].reverse()
    data["actions"]["meeple_start"] = "study"
    comp = load_components(write(tmp_path, data, "order.json"))
    assert comp.actions == ("study", "influence", "move", "create") and comp.meeple_start == 0


@pytest.mark.rule("GAP-MM-2")
def test_rounds_turns_and_gossip_turns_come_from_the_data():
    assert (COMP.rounds, COMP.turns, sorted(COMP.gossip_turns)) == (4, 5, [5])
    state = new_state()
    state.slot = 8  # turn 5
    assert "(Gossip)" in next_step(state).label
    state.slot = 6
    assert "Gossip" not in next_step(state).label


@pytest.mark.rule("GAP-MM-3")
def test_map_has_florence_numbers_colours_and_distances():
    assert COMP.names[COMP.florence] == "Florence" and COMP.region_colour[COMP.florence] == ""
    assert len(set(COMP.numbers)) == len(COMP.numbers)
    assert COMP.distance[10][9] == 1 and COMP.distance[10][5] == 2 and COMP.distance[0][0] == 0
    assert all(COMP.distance[a][b] == COMP.distance[b][a] for a in range(17) for b in range(17))


@pytest.mark.rule("GAP-MM-4")
def test_machina_has_twenty_starting_and_twenty_upgraded_cards():
    assert len(COMP.starting) == 20 and len(COMP.upgraded) == 20
    assert all(COMP.card[c][1] >= 1 for c in COMP.card)


@pytest.mark.rule("GAP-MM-5")
def test_grid_and_blueprints():
    assert len(COMP.grid_rows) == 4 and len(COMP.grid_columns) == 5 and COMP.grid_columns.count("any") == 1
    assert [b[0] for b in COMP.blueprints] == ["BL1", "BL2", "BL3", "BL4", "BL5", "BL6"]
    assert COMP.blueprints[5][3] == "per_popular_tile"


@pytest.mark.rule("GAP-MM-6")
def test_study_track_spaces_and_rewards():
    assert COMP.study[0] == ("none", None)
    kinds = {reward for reward, _ in COMP.study}
    assert kinds == {"none", "resource", "upgrade"}
    assert COMP.study[2] == ("upgrade", None)


@pytest.mark.rule("GAP-EX-1")
def test_gallery_values_by_colour_rank():
    assert COMP.values == {"popular": (10, 7, 4, 2), "secondary": (5, 3, 2, 1)}


@pytest.mark.rule("GAP-EX-2")
def test_lodge_tiles_tokens_and_patron_cards():
    assert len(COMP.collector_cards) >= COMP.rounds
    assert len({sum(c.values()) for c in COMP.collector_cards.values()}) == 1
    assert sorted(COMP.precedence.values()) == [1, 2, 3, 4]
    assert len(COMP.tile_region) >= COMP.tiles_per_round * COMP.rounds
    assert sorted(set(COMP.tokens)) == sorted(COMP.colours)
    kinds = [p.kind for p in COMP.patron.values()]
    assert kinds.count("benefactor") == 14 and kinds.count("patroness") >= 4


@pytest.mark.rule("MM-DIFF-H1")
def test_harder_setup_moves_one_artwork_from_florence_to_every_popular_gallery():
    ctx = make_ctx(difficulty="harder", source=SeededSource(3))
    state = new_game(ctx)
    popular = [i for i, k in enumerate(state.gallery) if k == "popular"]
    assert len(popular) == 3
    assert all(state.art[MACHINA][i] == 1 and state.centerpiece[i] == MACHINA for i in popular)
    assert state.art[MACHINA][COMP.florence] == COMP.workshops["michelangelo"].in_florence - 3
    assert rules(ctx).count("MM-DIFF-H1") == 3
    normal = new_game(make_ctx(source=SeededSource(3)))
    assert all(normal.art[MACHINA][i] == 0 for i in popular)


# -- bad files ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d["machina_cards"]["starting"].pop(), "machina_cards.starting: needs 20 cards, has 19"),
        (
            lambda d: d["popular_gallery_tiles"]["tiles"][0].update(region=44),
            "popular_gallery_tiles.tiles[0].region: 44 is not a region",
        ),
        (lambda d: d["michelangelo_grid"]["columns"].pop(), "michelangelo_grid.columns: a full row holds 10"),
        (lambda d: d["map"]["adjacent"].append([3, 99]), "map.adjacent[26]: 3-99 is not a pair"),
        (
            lambda d: d["map"]["regions"][1].update(colour="pink"),
            "map.regions[1].colour: unknown colour 'pink'",
        ),
        (lambda d: d["machina_cards"]["upgraded"][0].update(effort=2), "machina_cards.upgraded.0.effort"),
        (lambda d: d["actions"].update(meeple_start="paint"), "actions.meeple_start: unknown action 'paint'"),
        (lambda d: d["rounds"].update(gossip_turns=[9]), "rounds.gossip_turns: turn 9"),
        (lambda d: d["collector_setup_cards"][0]["collectors"].update(orange=9), "same number of Collectors"),
        (lambda d: d["blueprints"][0].update(needs=["gold"]), "blueprints[0].needs: unknown colour 'gold'"),
        (lambda d: d.pop("workshops"), "workshops: Field required"),
    ],
)
def test_bad_file_gives_one_clear_line_naming_file_and_field(tmp_path, change, message):
    data = raw()
    change(data)
    path = write(tmp_path, data)
    with pytest.raises(ComponentError) as err:
        load_components(path)
    text = str(err.value)
    assert text.startswith(f"components file {path}: ") and message in text
    assert "\n" not in text


def test_unreadable_or_broken_json(tmp_path):
    with pytest.raises(ComponentError, match="cannot be read"):
        load_components(str(tmp_path / "missing.json"))
    broken = tmp_path / "broken.json"
    broken.write_text("{ nope")
    with pytest.raises(ComponentError, match="not valid JSON"):
        load_components(str(broken))


def test_replacement_file_is_used_by_a_game(tmp_path):
    data = raw()
    data["workshops"]["michelangelo"]["in_florence"] = 5
    path = write(tmp_path, data, "mine.json")
    opts = MaestroOptions(components=path)
    state = new_game(Context(opts, load_components(path), SeededSource(1)))
    assert state.art[MACHINA][0] == 5 and state.components == path
