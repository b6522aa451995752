"""The person's commands declared once: help, the page's buttons and forms, and the parser agree."""

from __future__ import annotations

import copy

import pytest
from florenza_helpers import make_ctx, make_state, play, session

from solobot import IllegalAction
from solobot.commands import Command
from solobot_florenza.plugin import GAME
from solobot_florenza.state import PLAYER, Captain


def phase_states(comps):
    """A state at each of the person's steps: setup, Captain, Bishop, Phase 4, end of round."""
    start = session(ghosts=("easy", "hard")).state
    captain = copy.deepcopy(start)
    captain.phase = "captain"
    bishop = make_state(comps, ghosts=("easy", "hard"))
    bishop.phase = "bishop"
    kinsmen = make_state(comps, ghosts=("easy", "hard"))
    kinsmen.person_kinsmen, kinsmen.person_crests = 3, 5
    round_end = make_state(comps, ghosts=("easy", "hard"))
    round_end.phase = "round_end"
    return {"start": start, "captain": captain, "bishop": bishop, "kinsmen": kinsmen, "round_end": round_end}


def offered(comps, state) -> dict[str, Command]:
    return {c.name: c for c in GAME.commands(make_ctx(comps), state)}


def typed(comps, command: Command, pick=0) -> list[str]:
    """Words for ``command``: the ``pick``-th of the complete inputs it offers (cycling); each choice is among
    those possible given the ones before it (an Artwork of the place chosen, an Artist who can make it)."""
    inputs = list(command.inputs())
    return [command.name, *inputs[pick % len(inputs)]]


def test_one_declaration_for_help_parser_and_operations():
    names = [d.name for d in GAME.moves.declared]
    assert list(GAME.command_help()) == names
    assert set(names) == set(GAME.moves.appliers)  # every operation can be typed, and nothing else


def test_help_lines_name_the_arguments_and_give_an_example():
    help_ = GAME.command_help()
    assert help_["start"].startswith("start FIRST SECOND — at setup")
    assert help_["operate"].startswith("operate [SEAT] SPACE — ")
    assert help_["art"].startswith("art WHERE ARTWORK ARTIST ROLL — ")
    assert help_["done"].startswith("done — ")
    assert all(". Example: " in line for line in help_.values())


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("ghosts", [("easy",), ("hard", "easy"), ("medium",) * 4])
def test_every_example_parses_to_its_own_operation(comps, seed, ghosts):
    state = make_state(comps, ghosts=ghosts, seed=seed)
    for d in GAME.moves.declared:
        action = GAME.parse_command(make_ctx(comps), state, PLAYER, d.example.split())
        assert action["op"] == d.name


@pytest.mark.parametrize("phase", ["start", "captain", "bishop", "kinsmen", "round_end"])
def test_every_offered_command_is_accepted_by_the_parser(comps, phase):
    state = phase_states(comps)[phase]
    commands = offered(comps, state)
    assert commands
    for command in commands.values():
        for pick in range(3):
            action = GAME.parse_command(make_ctx(comps), state, PLAYER, typed(comps, command, pick))
            assert action["op"] == command.name


def test_only_the_commands_of_the_step_are_offered(comps):
    names = {phase: set(offered(comps, state)) for phase, state in phase_states(comps).items()}
    corrections = {"gain", "set"}
    assert names["start"] == {"start", "kinsmen"} | corrections
    assert names["captain"] == {"resource", "detain", "kinsmen"} | corrections  # done once a Resource is picked
    assert names["bishop"] == {"done", "kinsmen"} | corrections
    assert names["kinsmen"] == {"build", "operate", "artist", "art", "hire", "role", "done", "pass",
                                "kinsmen"} | corrections
    assert names["round_end"] == {"done"} | corrections
    assert set().union(*names.values()) == set(GAME.moves.by_name)  # every command is offered at some step
    assert GAME.commands(make_ctx(comps), play(("easy",), 1)[1]) == []  # the game is over


def legal(comps, state, action) -> bool:
    try:
        GAME.solobot_resolve_action(make_ctx(comps, narrating=False), copy.deepcopy(state), PLAYER, action)
    except IllegalAction:
        return False
    return True


def test_offered_choices_are_legal_now(comps):
    states = phase_states(comps)
    state = states["kinsmen"]
    state.artists[0].face_up = False
    state.captains[0].face_up = False
    state.claims = ["bishop"]
    commands = offered(comps, state)
    for command, build in [("artist", lambda w: ["artist", w]), ("build", lambda w: ["build", w]),
                           ("hire", lambda w: ["hire", w, "1"]), ("role", lambda w: ["role", w])]:
        choices = commands[command].args[0].choices
        assert choices
        for word in choices:
            action = GAME.parse_command(make_ctx(comps), state, PLAYER, build(word))
            assert legal(comps, state, action), (command, word)
    assert comps.artists[0].name not in commands["artist"].args[0].choices
    assert state.captains[0].name not in commands["hire"].args[0].choices
    assert commands["role"].args[0].choices == ("captain",)
    for seat in commands["operate"].args[0].choices:
        spaces = range(1, comps.district_spaces + 1)
        assert any(legal(comps, state, {"op": "operate", "seat": seat, "space": k}) for k in spaces), seat
    captain = states["captain"]
    for word in offered(comps, captain)["detain"].args[0].choices:
        assert legal(comps, captain, GAME.parse_command(make_ctx(comps), captain, PLAYER, ["detain", word]))
    start = states["start"]
    first, second = offered(comps, start)["start"].args
    assert first.choices[0] != second.choices[0]  # the form's two menus start on a legal pair
    for word in second.choices[:-1]:
        action = GAME.parse_command(make_ctx(comps), start, PLAYER, ["start", first.choices[0], word])
        assert legal(comps, start, action), word


def test_a_command_with_nothing_to_choose_is_not_offered(comps):
    state = phase_states(comps)["kinsmen"]
    for card in state.captains:
        card.face_up = False
    state.claims = ["captain", "bishop"]
    names = set(offered(comps, state))
    assert "hire" not in names and "role" not in names and "build" in names


def test_long_choice_lists_read_as_their_name_in_the_terminal_help(comps):
    lines = {c.name: c.help_line() for c in offered(comps, phase_states(comps)["kinsmen"]).values()}
    assert lines["build"].startswith("build WORKSHOP [3|4|5|6] — ")  # the free spaces of your District
    assert lines["role"].startswith("role captain|bishop — ")
    assert lines["gain"].startswith("gain prestige|church POINTS — ")
    assert lines["set"].startswith("set player|ghost-1|ghost-2 prestige|church VALUE — ")


@pytest.mark.parametrize("seed", range(3))
def test_the_heuristic_players_moves_are_always_among_the_offers(comps, seed, monkeypatch):
    """Filtering never hides a legal move: each move of a whole game is offered, with its choices."""
    heuristic = GAME.policies["heuristic"]
    seen = set()

    def checked(ctx, state, seat, rng):
        action = heuristic(ctx, state, seat, rng)
        commands = offered(comps, state)
        assert action["op"] in commands, (state.phase, action)
        chosen = chosen_words(comps, state, action)
        for arg, word in zip(commands[action["op"]].args, chosen, strict=False):
            assert word is None or word in arg.choices, (action, arg.name)
        seen.add(action["op"])
        return action

    monkeypatch.setitem(GAME.policies, "checked", checked)
    play(("hard", "easy"), seed, policy="checked")
    assert {"start", "resource", "detain", "build", "operate", "art", "hire", "role", "done"} <= seen


def chosen_words(comps, state, action) -> list[str | None]:
    """The choice words of an operation, by argument, as printed (None: not a choice to check)."""
    op = action["op"]
    if op == "start":
        return [comps.workshop[n].name for n in action["workshops"]]
    if op in ("detain", "artist"):
        return [comps.artists[action["artist"]].name]
    if op == "build":
        return [comps.workshop[action["workshop"]].name]
    if op == "hire":
        return [action["captain"]]
    if op in ("role", "resource"):
        return [action.get("role") or action.get("resource")]
    if op == "operate":
        return [action["seat"]]
    if op == "art":
        artwork = comps.sites[action["where"]].artworks[action["artwork"] - 1].name
        return [action["where"], artwork, comps.artists[action["artist"]].name]
    return []


def test_art_offers_only_what_can_be_made_given_the_place_and_artwork_chosen(comps):
    """FG-ART: each Artwork is offered at its own place only, and with it only the Artists with the skill it
    needs; every complete input offered is legal (the 11 "X cannot make Y" refusals of a game are gone)."""
    state = phase_states(comps)["kinsmen"]
    art = offered(comps, state)["art"]
    where, artwork, _artist, roll = art.args
    assert roll.most == comps.die_sides and not artwork.by
    assert [word for word, _ in art.tree] == list(where.choices)
    for site, artworks in art.tree:
        place = comps.sites[site]
        names = [a.name for a in place.artworks]
        for name, artists in artworks:
            needed = place.skills[names.index(name)]
            offered_artists = [word for word, _ in artists]
            assert offered_artists and all(needed in comps.skill_names[[a.name for a in comps.artists].index(
                word)] for word in offered_artists)
            action = GAME.parse_command(make_ctx(comps), state, PLAYER, ["art", site, name, offered_artists[0], "1"])
            assert legal(comps, state, action)
    chiesa = dict(art.tree)["chiesa"]
    assert {word for word, _ in chiesa} <= {a.name for a in comps.sites["chiesa"].artworks}
    assert art.choices_after(["chiesa"]) == tuple(word for word, _ in chiesa)


def test_names_as_printed_work_in_commands(comps):
    """Issue 38: `detain Filippo Brunelleschi` (several words), `hire niccolo` (no accent: Niccolò Piccinino), an
    Artist by a word of his name; what is refused lists what is possible given the words before it."""
    states = phase_states(comps)
    captain = states["captain"]
    brunelleschi = next(i for i, a in enumerate(comps.artists) if a.name == "Filippo Brunelleschi")
    captain.artists[brunelleschi].face_up = True
    action = GAME.parse_command(make_ctx(comps), captain, PLAYER, ["detain", "Filippo", "Brunelleschi"])
    assert action == {"op": "detain", "artist": brunelleschi}
    assert GAME.parse_command(make_ctx(comps), captain, PLAYER, ["detain", "brunelleschi"]) == action
    kinsmen = states["kinsmen"]
    kinsmen.captains = [Captain("Niccolò Piccinino"), *kinsmen.captains[1:]]
    assert GAME.parse_command(make_ctx(comps), kinsmen, PLAYER, ["hire", "niccolo", "2"]) == {
        "op": "hire", "captain": "Niccolò Piccinino", "row": 2}
    assert GAME.parse_command(make_ctx(comps), kinsmen, PLAYER, ["hire", "Niccolo", "Piccinino", "1"])["row"] == 1
    with pytest.raises(IllegalAction, match="ROW must be 1 or 2, not 3"):  # his card has two rows
        GAME.parse_command(make_ctx(comps), kinsmen, PLAYER, ["hire", "niccolo", "3"])
