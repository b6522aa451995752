"""The person's operations, typed commands and the board view."""

import copy

import pytest
from maestro_helpers import COMP, blank_state, gallery, make_ctx, parse_command, put, resolve_person_action

from solobot import IllegalAction
from solobot_maestro.describe import describe_board
from solobot_maestro.person import OPS
from solobot_maestro.plugin import GAME
from solobot_maestro.scoring import final_score
from solobot_maestro.state import MACHINA, PLAYER

HELP = GAME.command_help()


def turn_state():
    state = blank_state()
    gallery(state, 3)
    put(state, 0, player=3, machina=1)
    state.tokens[PLAYER] = ["orange"]
    return state


def act(state, **action):
    resolve_person_action(make_ctx(), state, action)


def test_place_move_collector_study_take_vp_set_then_play_ends_the_turn():
    state = turn_state()
    supply = state.supply[PLAYER]
    act(state, op="place", region=3, count=2)
    assert state.art[PLAYER][3] == 2 and state.supply[PLAYER] == supply - 2 and state.centerpiece[3] == PLAYER
    act(state, op="move", **{"from": 0, "to": "venezia", "count": 1})
    assert state.art[PLAYER][3] == 3 and state.art[PLAYER][0] == 2
    act(state, op="collector", **{"from": "blue", "to": "green"})
    assert state.lying["green"] == 1 and state.person.resources["green"] == 1
    act(state, op="study", steps=2)
    assert state.study[PLAYER] == 2 and state.person.resources["blue"] == 1
    act(state, op="take", what="token", colour="green")
    act(state, op="take", what="resource", colour="purple", count=2)
    assert state.tokens[PLAYER] == ["orange", "green"] and state.person.resources["purple"] == 2
    act(state, op="vp", points=4)
    act(state, op="set", what="artworks", region=3, seat="machina", count=2)
    assert state.art[MACHINA][3] == 2 and state.centerpiece[3] == PLAYER
    act(state, op="set", what="vp", seat="machina", value=7)
    assert state.vp == {MACHINA: 7, PLAYER: 4}
    assert state.slot == 0
    assert state.person.turn_ops == ["place", "move", "collector", "study", "take", "take", "vp", "set", "set"]
    act(state, op="play", action="create", publicity=2, token="orange")
    assert state.person.cards_at["create"] == [2] and state.tokens_at["create"][PLAYER] == ["orange"]
    assert state.slot == 1 and state.person.turn_ops == []  # the card ends the turn


@pytest.mark.parametrize(
    "action, message",
    [
        ({"op": "place", "region": 44, "count": 1}, "unknown region 44"),
        ({"op": "place", "region": "²", "count": 1}, "unknown region '²'"),
        ({"op": "place", "region": 3, "count": 99}, "you have only"),
        ({"op": "place", "region": 3, "count": 0}, "count must be a whole number"),
        ({"op": "place", "region": 3, "count": "99999999999999999999"}, "count must be a whole number"),
        ({"op": "move", "from": 5, "to": 3, "count": 1}, "no Artworks in 5 Bologna"),
        ({"op": "move", "from": 0, "to": 0, "count": 1}, "the two regions are the same"),
        ({"op": "collector", "from": "pink", "to": "blue"}, "unknown Lodge area 'pink'"),
        ({"op": "study", "steps": 40}, "spaces left on the Study track"),
        ({"op": "play", "action": "paint", "publicity": 1}, "unknown Action 'paint'"),
        ({"op": "play", "action": "move", "publicity": 1, "token": "blue"}, "no 'blue' Publicity token"),
        ({"op": "take", "what": "token", "colour": "gold"}, "unknown colour 'gold'"),
        ({"op": "vp", "points": -1}, "you have only 0 VP"),
        ({"op": "use", "card": "B01"}, "no Benefactor card 'B01'"),
        ({"op": "set", "what": "artworks", "region": 3, "seat": "player", "count": 99}, "in your supply"),
        ({"op": "set", "what": "mood", "seat": "player", "value": 1}, "cannot be set"),
        ({"op": "done"}, "done is not possible now: it is your turn"),
        ({"op": "final", "points": 80}, "final is not possible now"),
        ({"op": "dance"}, "unknown operation 'dance'"),
    ],
)
def test_refused_operation_says_why_and_changes_nothing(action, message):
    state = turn_state()
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as err:
        resolve_person_action(make_ctx(), state, action)
    assert message in str(err.value) and "\n" not in str(err.value)
    assert state == before


def test_phase_limits():
    state = turn_state()
    state.phase = "final"
    with pytest.raises(IllegalAction, match="place is not possible now: it is final scoring"):
        act(state, op="place", region=3, count=1)
    with pytest.raises(IllegalAction, match="an action is a dict"):
        resolve_person_action(make_ctx(), state, "done")


@pytest.mark.rule("MM-SCORE-4")
@pytest.mark.parametrize("entered, verdict", [(31, "you win!"), (30, "a tie is a loss"), (12, "the Machina wins")])
def test_final_score_entered_by_the_person_ends_the_game_with_the_verdict(entered, verdict, ctx):
    state = turn_state()
    state.phase = "final"
    state.vp[MACHINA], state.vp[PLAYER] = 30, 20
    resolve_person_action(ctx, state, {"op": "final", "points": entered})
    assert state.phase == "over" and state.person.final == entered
    assert not any(e.rule == "MM-SCORE-4" for e in ctx.events)  # the core has the verdict told, after add-ons
    score = final_score(state, COMP)
    assert score.final and score.points[PLAYER] == entered
    assert score.winner == (PLAYER if entered > 30 else MACHINA)
    score.winner = GAME.decide_winner(ctx, state, score.points)
    GAME.tell_result(ctx, state, score)  # what the session does once the game is over
    assert verdict in ctx.events[-1].text and ctx.events[-1].rule == "MM-SCORE-4"
    assert score.breakdown[PLAYER] == {"VP track (tracked)": 20,
                                       "the rest of your final score, recorded by you": entered - 20}


@pytest.mark.rule("EX-START-1")
def test_exhibition_benefactors_are_used_at_the_start_of_the_exhibition_only():
    state = turn_state()
    state.patrons[PLAYER] = ["B12", "B01"]
    with pytest.raises(IllegalAction, match="used at the start of the Exhibition"):
        act(state, op="use", card="B12")
    act(state, op="use", card="B01")
    state.phase = "exhibition_start"
    act(state, op="use", card="B12")
    with pytest.raises(IllegalAction, match="already face down"):
        act(state, op="use", card="B12")
    act(state, op="done")
    assert state.phase == "exhibition" and state.person.used_benefactors == ["B01", "B12"]


def test_parse_command_examples():
    state = turn_state()
    assert parse_command(state, COMP, ["place", "3", "2"]) == {"op": "place", "region": "3", "count": 2}
    assert parse_command(state, COMP, ["move", "4", "7"])["count"] == 1
    assert parse_command(state, COMP, ["play", "create", "3", "token"])["token"] == "orange"
    assert parse_command(state, COMP, ["play", "move", "1", "token", "Green"])["token"] == "green"
    assert parse_command(state, COMP, ["play", "move", "1"])["token"] is None
    assert parse_command(state, COMP, ["set", "artworks", "3", "Machina", "2"])["seat"] == "machina"
    assert parse_command(state, COMP, ["set", "vp", "player", "12"]) == {
        "op": "set",
        "what": "vp",
        "seat": "player",
        "value": 12,
    }
    assert parse_command(state, COMP, ["use", "b12"]) == {"op": "use", "card": "B12"}
    assert parse_command(state, COMP, ["DONE"]) == {"op": "done"}
    assert parse_command(state, COMP, ["final", "87"]) == {"op": "final", "points": 87}
    with pytest.raises(IllegalAction, match="usage: place REGION COUNT"):
        parse_command(state, COMP, ["place", "3"])
    with pytest.raises(IllegalAction, match="usage: done"):
        parse_command(state, COMP, ["done", "now"])
    with pytest.raises(IllegalAction, match="TOKEN must be token, not 'orange'"):
        parse_command(state, COMP, ["play", "move", "1", "orange"])
    with pytest.raises(IllegalAction, match="unknown command 'fly'"):
        parse_command(state, COMP, ["fly"])


def test_typed_commands_apply_through_validation():
    state = turn_state()
    for words in (
        ["place", "florence", "2"],
        ["move", "0", "3", "2"],
        ["play", "create", "2", "token"],
    ):
        resolve_person_action(make_ctx(), state, parse_command(state, COMP, words))
    assert state.art[PLAYER][3] == 2 and state.tokens_at["create"][PLAYER] == ["orange"] and state.slot == 1


def test_command_help_has_an_example_for_each_operation():
    assert set(HELP) == {"place", "move", "collector", "study", "play", "take", "vp", "use", "set", "done", "final"}
    assert set(HELP) == set(OPS)
    for name, text in HELP.items():
        usage, what = text.split(" — ")
        example = what.split("Example: ")[1]
        assert usage.startswith(name) and example.startswith(name)


@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
def test_describe_board_is_compact_text(variant):
    state = blank_state(variant)
    gallery(state, 3)
    put(state, 3, machina=2, player=1)
    text = describe_board(state, COMP)
    assert "3 Venezia (green, Popular Gallery): M2 P1 *M" in text
    assert "Lodge" in text and "Create (orange)" in text and "Machina: VP 0" in text
    assert text.startswith("Round 1 of 4, turn 1 of 5: your move; First Player: you")
    assert ("BL1" in text) == (variant == "davinci") and ("row 1 orange" in text) == (
        variant == "michelangelo"
    )


def test_maestro_declares_its_check_and_keeps_the_core_dispatcher() -> None:
    """Maestro's step check is its Game.check_move, run by the core's dispatcher (no override of its own)."""
    from solobot_maestro import person
    from solobot_maestro.plugin import Maestro

    assert Maestro.check_move is person.allowed
    assert hasattr(Maestro.solobot_resolve_action, "dispatches")
