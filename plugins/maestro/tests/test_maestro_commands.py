"""The person's commands, declared once: help, parser and the offered commands agree."""

from __future__ import annotations

import copy
import itertools
import json
import shlex

import pytest
from maestro_helpers import COMP, blank_state, make_ctx, offered, parse_command, resolve_person_action

from solobot import IllegalAction
from solobot.commands import Arg, declared_of, help_of
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot_maestro.commands import ALLOWED
from solobot_maestro.components import DATA_FILE, load_components
from solobot_maestro.person import MOVES, OPS
from solobot_maestro.plugin import GAME
from solobot_maestro.state import PLAYER

DECLARED = tuple(declared_of(fn) for fn in MOVES)
HELP = GAME.command_help()


def accepted(state, words: list[str]) -> bool:
    """Whether ``words`` parse and their operation is applied (on a copy of ``state``)."""
    trial = copy.deepcopy(state)
    try:
        resolve_person_action(make_ctx(state.variant), trial, parse_command(trial, COMP, words))
    except IllegalAction:
        return False
    return True


def completions(command) -> list[tuple[tuple, list[str]]]:
    """Every way to fill in ``command``'s arguments (each offered choice, 1 for a number, an optional one
    left out or given), as (the value of each argument or None, the words typed)."""
    options = []
    for arg in command.args:
        values = list(arg.choices) if arg.kind == "choice" else ["1"]
        options.append([None, *values] if arg.optional else values)
    return [(values, [command.name, *(v for v in values if v is not None)]) for values in itertools.product(*options)]


def game_states(variant: str, seed: int) -> list:
    """The state at each of the person's steps of a whole heuristic game (copies)."""
    spec = default_registry().game("maestro")
    states = []
    session = Session(spec, {"variant": variant}, seed=seed)

    def keep(played: Session) -> None:
        if played.pending is not None:
            states.append(copy.deepcopy(played.state))

    session.autoplay("heuristic", on_step=keep)
    return states


def test_help_is_made_from_the_declaration_and_names_every_operation():
    assert set(HELP) == set(OPS) == {typed.name for typed in DECLARED}
    state = blank_state()
    state.tokens[PLAYER] = ["blue"]
    now = help_of(GAME.commands(make_ctx(), state))  # what the terminal's help prints at this step
    assert now == {name: HELP[name] for name in now}  # the choices of the moment never change a help line
    assert GAME.command_help() == HELP
    for name, text in HELP.items():
        usage, what = text.split(" — ")
        assert usage.startswith(name) and what.split("Example: ")[1].startswith(name)
    assert HELP["place"].startswith("place REGION COUNT — ")
    assert HELP["play"].startswith("play ACTION PUBLICITY [token] [COLOUR] — ")
    assert HELP["take"].startswith("take token|resource COLOUR [COUNT] — ")
    assert HELP["set"].startswith("set artworks|vp [REGION] SEAT NUMBER — ")


def test_every_example_parses_and_is_accepted_where_it_is_possible():
    state = blank_state()
    state.art[PLAYER][0], state.supply[PLAYER] = 3, state.supply[PLAYER] - 3  # Artworks in Florence to move
    state.patrons[PLAYER], state.tokens[PLAYER] = ["B03"], ["orange"]
    for typed in DECLARED:
        words = shlex.split(typed.example)
        assert parse_command(state, COMP, words)["op"] == typed.name
        phase = next(phase for phase, ops in ALLOWED.items() if typed.name in ops)
        state.phase = phase
        assert accepted(state, words), typed.example


def test_the_usage_line_answers_words_that_do_not_fit():
    state = blank_state()
    for words, usage in [
        (["take", "token", "blue", "2"], "take token|resource COLOUR [COUNT]"),
        (["set", "artworks", "player", "2"], "set artworks|vp [REGION] SEAT NUMBER"),
        (["set", "vp", "3", "player", "2"], "set artworks|vp [REGION] SEAT NUMBER"),
        (["study", "1", "2"], "study [STEPS]"),
    ]:
        with pytest.raises(IllegalAction, match=rf"usage: {usage.replace('[', '.').replace('|', '.')}"):
            parse_command(state, COMP, words)
    with pytest.raises(IllegalAction, match=r"^study takes 0 or 1 words after it, not 2; usage: study"):
        parse_command(state, COMP, ["study", "1", "2"])
    with pytest.raises(IllegalAction, match=r"^usage: take token.resource COLOUR .COUNT. \(for example: take token"):
        parse_command(state, COMP, ["take", "token", "blue", "2"])  # the right count, but not a form of take


def test_the_commands_offered_follow_the_step():
    state = blank_state()
    names = [command.name for command in offered(COMP, state)]
    assert names == ["play", "place", "collector", "study", "take", "vp", "set"]  # no Artwork on the map, no card
    state.art[PLAYER][0] = 2
    state.patrons[PLAYER] = ["B01", "B12", "P01"]  # B12 carries the Exhibition symbol, P01 is a Patroness
    use = {c.name: c for c in offered(COMP, state)}["use"]
    assert use.args[0].choices == ("B01",)
    state.phase = "exhibition_start"
    assert [(c.name, c.args) for c in offered(COMP, state) if c.name in ("use", "done", "play")] == [
        ("use", (Arg("card", "choice", ("B12",), shown="CARD"),)),
        ("done", ()),
    ]
    state.phase = "final"
    assert [command.name for command in offered(COMP, state)] == ["final", "set"]
    state.phase = "over"
    assert offered(COMP, state) == []


def test_choices_come_from_the_components_and_the_state():
    state = blank_state()
    state.art[PLAYER][3], state.art[PLAYER][7] = 1, 2
    state.standing = {"orange": 0, "blue": 2, "green": 0, "purple": 1}
    state.tokens[PLAYER] = ["purple", "orange"]
    state.study[PLAYER] = len(COMP.study) - 1
    commands = {command.name: command for command in offered(COMP, state)}
    assert "study" not in commands  # the marker is at the end of the track
    assert commands["move"].args[0].choices == ("Venezia", "Pisa")
    assert commands["move"].args[1].choices == tuple(COMP.names[i] for i in COMP.by_number)
    assert commands["collector"].args[0].choices == ("blue", "purple")
    assert commands["play"].args[0].choices == COMP.actions
    assert commands["play"].args[3].choices == ("orange", "purple")
    assert commands["take"].args[0].choices == ("token", "resource")
    assert commands["set"].args[2].choices == ("player", "machina")


@pytest.mark.parametrize("variant, seed", [("michelangelo", 3), ("davinci", 8)])
def test_every_offered_command_and_every_offered_choice_is_accepted_in_a_whole_game(variant, seed):
    """At every step of the person in a whole game: each offered command has a completion that parses and
    is applied, and each choice it offers is part of one."""
    for state in game_states(variant, seed)[::3]:
        for command in offered(COMP, state):
            fine = [values for values, words in completions(command) if accepted(state, words)]
            assert fine, (state.phase, command.name)
            for position, arg in enumerate(command.args):
                missing = set(arg.choices) - {values[position] for values in fine}
                assert not missing, (state.phase, command.name, arg.name, missing)


def test_the_game_offers_them_through_the_hook():
    ctx, state = make_ctx(), blank_state()
    assert [c.name for c in GAME.commands(ctx, state)] == [c.name for c in offered(COMP, state)]
    words = ["place", "florence", "2"]
    assert GAME.parse_command(ctx, state, PLAYER, words) == {"op": "place", "region": "florence", "count": 2}


def test_a_region_whose_name_is_not_one_word_is_offered_by_its_number(tmp_path):
    data = json.loads(DATA_FILE.read_text())
    data["map"]["regions"][3]["name"] = "San Marco"
    path = tmp_path / "components.json"
    path.write_text(json.dumps(data))
    comp = load_components(str(path))
    choices = {c.name: c for c in offered(comp, blank_state())}["place"].args[0].choices
    assert choices[:5] == ("Florence", "Torino", "Milano", "3", "Genova")  # each choice is one typed word
    assert parse_command(blank_state(), comp, ["place", "3", "1"])["region"] == "3"


def test_names_as_printed_work_in_commands():
    """Issue 38: `use Opening Night` (several words, any case) finds B12; a region by its name in the language
    spoken or its number; the choices of `move` follow the region it starts from, and `vp` starts within its
    real bounds (it took -999 as its least value: a correction takes back at most the VP you have)."""
    state = blank_state()
    state.patrons[PLAYER] = ["B01", "B12"]
    state.phase = "exhibition_start"
    assert parse_command(state, COMP, ["use", "Opening", "Night"]) == {"op": "use", "card": "B12"}
    assert parse_command(state, COMP, ["use", "opening", "night"]) == {"op": "use", "card": "B12"}
    assert parse_command(state, COMP, ["use", "b12"]) == {"op": "use", "card": "B12"}
    state.phase = "turns"
    state.art[PLAYER][3], state.vp[PLAYER] = 2, 7
    commands = {command.name: command for command in offered(COMP, state)}
    source = commands["move"].tree[0][0]
    assert source == "Venezia" and source not in commands["move"].choices_after([source])
    assert commands["move"].bounds_after(2, (source, "Pisa")) == (1, 2)
    with pytest.raises(IllegalAction, match="COUNT must be a whole number from 1 to 2, not 3"):
        parse_command(state, COMP, ["move", "venezia", "pisa", "3"])
    assert (commands["vp"].args[0].low, commands["vp"].args[0].high) == (-7, 999)
    with pytest.raises(IllegalAction, match="POINTS must be a whole number from -7 to 999, not -8"):
        parse_command(state, COMP, ["vp", "-8"])
