"""The component data file: the shipped reference set, its validation, and replacing it."""

import json

import pytest
from maestro_helpers import make_ctx, new_state, rules

from solobot import ComponentError, Context
from solobot.toolkit import SeededSource
from solobot_maestro.components import DATA_FILE, load_components
from solobot_maestro.flow import next_step
from solobot_maestro.plugin import GAME, MaestroOptions
from solobot_maestro.setup import new_game
from solobot_maestro.state import MACHINA


def raw():
    return json.loads(DATA_FILE.read_text())


def write(tmp_path, data, name="bad.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


@pytest.mark.rule("GAP-MM-1")
def test_actions_clockwise_order_and_meeple_start_come_from_the_data(comp):
    assert comp.actions == ("create", "move", "influence", "study")
    assert comp.actions[comp.meeple_start] == "create"
    assert new_state().machina.meeple == comp.meeple_start


@pytest.mark.rule("GAP-MM-1")
def test_a_different_action_order_is_used(tmp_path):
    data = raw()
    data["actions"]["order"].reverse()
    data["actions"]["meeple_start"] = "study"
    comp = load_components(write(tmp_path, data, "order.json"))
    assert comp.actions == ("study", "influence", "move", "create") and comp.meeple_start == 0


@pytest.mark.rule("GAP-MM-2")
def test_rounds_turns_and_gossip_turns_come_from_the_data(comp):
    assert (comp.rounds, comp.turns, sorted(comp.gossip_turns)) == (4, 5, [5])
    state = new_state()
    state.slot = 8  # turn 5
    assert "(Gossip)" in next_step(make_ctx(), state).label
    state.slot = 6
    assert "Gossip" not in next_step(make_ctx(), state).label


@pytest.mark.rule("GAP-MM-3")
def test_map_has_florence_numbers_colours_and_distances(comp):
    assert comp.names[comp.florence] == "Florence" and comp.region_colour[comp.florence] == ""
    assert len(set(comp.numbers)) == len(comp.numbers)
    assert comp.distance[10][9] == 1 and comp.distance[10][5] == 2 and comp.distance[0][0] == 0
    assert all(comp.distance[a][b] == comp.distance[b][a] for a in range(17) for b in range(17))


@pytest.mark.rule("GAP-MM-4")
def test_machina_has_twenty_starting_and_twenty_upgraded_cards(comp):
    assert len(comp.starting) == 20 and len(comp.upgraded) == 20
    assert all(comp.card[c][1] >= 1 for c in comp.card)


@pytest.mark.rule("GAP-MM-5")
def test_grid_and_blueprints(comp):
    assert len(comp.grid_rows) == 4 and len(comp.grid_columns) == 5 and comp.grid_columns.count("any") == 1
    assert [b[0] for b in comp.blueprints] == ["BL1", "BL2", "BL3", "BL4", "BL5", "BL6"]
    assert comp.blueprints[5][3] == "per_popular_tile"


@pytest.mark.rule("GAP-MM-6")
def test_study_track_spaces_and_rewards(comp):
    assert comp.study[0] == ("none", None)
    kinds = {reward for reward, _ in comp.study}
    assert kinds == {"none", "resource", "upgrade"}
    assert comp.study[2] == ("upgrade", None)


@pytest.mark.rule("GAP-EX-1")
def test_gallery_values_by_colour_rank(comp):
    assert comp.values == {"popular": (10, 7, 4, 2), "secondary": (5, 3, 2, 1)}


@pytest.mark.rule("GAP-EX-2")
def test_lodge_tiles_tokens_and_patron_cards(comp):
    assert len(comp.collector_cards) >= comp.rounds
    assert len({sum(c.values()) for c in comp.collector_cards.values()}) == 1
    assert sorted(comp.precedence.values()) == [1, 2, 3, 4]
    assert len(comp.tile_region) >= comp.tiles_per_round * comp.rounds
    assert sorted(set(comp.tokens)) == sorted(comp.colours)
    kinds = [p.kind for p in comp.patron.values()]
    assert kinds.count("benefactor") == 14 and kinds.count("patroness") >= 4


@pytest.mark.rule("MM-DIFF-H1")
def test_harder_setup_moves_one_artwork_from_florence_to_every_popular_gallery(comp):
    ctx = make_ctx(difficulty="harder", source=SeededSource(3))
    state = new_game(ctx)
    popular = [i for i, k in enumerate(state.gallery) if k == "popular"]
    assert len(popular) == 3
    assert all(state.art[MACHINA][i] == 1 and state.centerpiece[i] == MACHINA for i in popular)
    assert state.art[MACHINA][comp.florence] == comp.workshops["michelangelo"].in_florence - 3
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
    ctx = Context(opts, load_components(path), SeededSource(1))
    state = new_game(ctx)
    assert state.art[MACHINA][0] == 5
    assert GAME.snapshot(ctx, state)["components"] == path  # saved with the game, as before, for its digest
