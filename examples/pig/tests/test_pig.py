"""Pig's own tests, written with the fixtures of solobot.testing."""

from __future__ import annotations

import pytest

from solobot import IllegalAction
from solobot.check.conformance import run_check
from solobot.engine.session import Session


@pytest.mark.rule("PIG-1")
def test_a_one_loses_the_turn_total(spec, scripted):
    session = Session(spec, {}, source=scripted(dice=[5, 1, 1]))
    session.submit({"op": "roll"})
    session.submit({"op": "roll"})
    assert session.state.scores == {"player": 0, "bot": 0}
    assert session.state.to_move == "player"  # the bot rolled a 1 as well


@pytest.mark.rule("PIG-3")
def test_a_refused_input_changes_nothing(spec, scripted):
    session = Session(spec, {}, source=scripted(dice=[4, 1, 6]))
    with pytest.raises(IllegalAction, match="roll at least once before holding"):
        session.submit({"op": "hold"})
    session.submit({"op": "roll"})  # the session replayed its script: this is still the first die
    assert session.state.turn_total == 4


@pytest.mark.rule("PIG-2", "PIG-3")
def test_the_bot_rolls_until_its_hold_mark(spec, scripted):
    session = Session(spec, {"difficulty": "timid"}, source=scripted(dice=[3, 6, 4]))
    session.submit({"op": "roll"})
    session.submit({"op": "hold"})
    assert session.state.scores == {"player": 3, "bot": 10}
    assert [e.rule for e in session.last_bot_events()] == ["PIG-2", "PIG-2", "PIG-3"]


@pytest.mark.rule("PIG-3")
def test_holding_needs_a_roll_first(spec):
    session = Session(spec, {}, seed=1)
    with pytest.raises(Exception, match="roll at least once"):
        session.submit({"op": "hold"})


def test_pig_keeps_the_plugin_contract(spec):
    assert run_check(spec, {}, games=3, seed=2).ok


@pytest.mark.parametrize(("content", "message"), [
    ("{", "Expecting property name"),
    ('{"die_sides": 6, "bust_face": 1}', "hold_at: Field required"),
    ('{"die_sides": 1, "bust_face": 1, "hold_at": {}}', "die_sides: Input should be greater than or equal to 2"),
    ('{"die_sides": 6, "bust_face": 1, "hold_at": {}, "extra": 1}', "extra: Extra inputs are not permitted"),
])
def test_a_bad_components_file_is_one_clear_line(spec, tmp_path, content, message):
    from solobot import ComponentError

    path = tmp_path / "pig.json"
    path.write_text(content)
    with pytest.raises(ComponentError, match=message) as err:
        Session(spec, {"components": str(path)}, seed=1)
    assert str(err.value).startswith(f"components file {path}")


def test_a_replacement_components_file_changes_the_game(spec, tmp_path, scripted):
    path = tmp_path / "pig.json"
    path.write_text('{"die_sides": 6, "bust_face": 6, "hold_at": {"timid": 5, "steady": 5, "bold": 5}}')
    session = Session(spec, {"components": str(path)}, source=scripted(dice=[1, 6, 6]))
    session.submit({"op": "roll"})
    session.submit({"op": "roll"})
    assert session.state.scores == {"player": 0, "bot": 0}  # a 6 busts, a 1 counts
    assert [e.rule for e in session.events] == ["PIG-2", "PIG-1", "PIG-1"]


def test_the_declared_commands_are_what_the_parser_takes(spec):
    session = Session(spec, {}, seed=1)
    game, ctx, state = spec.game, session.ctx, session.state
    assert [c.name for c in game.commands(ctx, state)] == ["roll"]  # PIG-3: hold once you have rolled
    state.turn_total = 4
    commands = game.commands(ctx, state)
    assert [c.name for c in commands] == ["roll", "hold"]
    for command in commands:
        assert game.parse_command(ctx, state, "player", command.words([])) == {"op": command.name}
    assert game.command_help() == {"roll": "roll — roll the die once", "hold": "hold — bank this turn's points"}


def test_the_core_draws_and_shows_the_public_table(spec, scripted, tmp_path):
    from solobot.table.seat import Seat

    session = Session(spec, {"target": 30}, source=scripted(dice=[5]))
    session.submit({"op": "roll"})
    assert spec.game.draw_table(session.ctx, session.state) is None  # Pig draws nothing of its own
    svg = Seat(session, tmp_path / "unwritten.json").drawing()  # what the page shows
    assert svg.startswith("<svg") and "Your score: 0" in svg and "The bot&#x27;s score: 0" in svg
    assert "Turn total: 5" in svg
    board = spec.game.describe_board(session.ctx, session.state)
    assert board == "Your score 0; the bot's score 0; turn total 5"


@pytest.mark.rule("PIG-1")
def test_a_one_on_the_first_roll_has_nothing_to_lose(spec, scripted):
    session = Session(spec, {}, source=scripted(dice=[5, 1, 1]))
    session.submit({"op": "roll"})
    session.submit({"op": "roll"})
    busts = [e.text for e in session.events if e.kind.startswith("bust")]
    assert busts == ["You roll a 1 and lose 5 points", "The bot rolls a 1 at once: the turn ends with nothing to lose"]
    from solobot.words import history_sentences

    assert history_sentences(session) == ["You roll 5: 5 this turn", "You roll a 1 and lose 5 points"]


def test_the_person_and_the_bot_share_a_turn_number(spec, scripted):
    session = Session(spec, {}, source=scripted(dice=[1, 1, 1]))
    assert session.pending.label == "Turn 1"
    session.submit({"op": "roll"})  # you roll a 1, so does the bot: your next turn is the second
    assert session.pending.label == "Turn 2"
    titles = [title for _, title in session.ctx.headings]
    assert "Turn 1: the bot's turn" in titles and not any(t.startswith("Turn 2") for t in titles)


@pytest.mark.rule("PIG-3")
@pytest.mark.parametrize(("code", "reason", "compared"), [
    ("it", "fermandosi vince, dato che 52 raggiunge l'obiettivo, 50", "totale del turno"),  # was "fermarsi vince: ..."
    ("de", "mit Aufhören gewinnt er, denn 52 erreicht das Ziel, 50", "Zugsumme"),  # was "Aufhören gewinnt: ..."
])
def test_why_the_bot_holds_reads_whole_in_italian_and_german(code, reason, compared):
    """The reason and the comparison of a hold, as `why` shows them: no article before a compared value
    ("il totale del turno 22, soglia 20" was said), the rule's 'or' a clause of its own."""
    from solobot.i18n import speaking
    from solobot_pig.rules import PigState, hold_decision

    with speaking(code):
        decision = hold_decision(PigState(target=50, hold_at=20, scores={"player": 0, "bot": 52}, turn_total=22))
        assert decision["reason"] == reason
        assert decision["compared"][0] == [compared, 22]
