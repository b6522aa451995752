"""Typed commands: the core checks and converts every declared word before the game sees it,
and whatever the game's code raises on the person's words is a refused input, never the end."""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner
from pig_variants import registry_of

from solobot import GameSpec, IllegalAction, hookimpl
from solobot.cli import cli
from solobot.commands import CommandBook, Declared, Param
from solobot.engine.session import Session
from solobot.toolkit import ScriptedSource
from solobot_pig import rules
from solobot_pig.plugin import Pig, PigOptions

seen: list[dict[str, Any]] = []


def roll_times(state, components, words) -> dict[str, Any]:
    seen.append(dict(words))
    return {"op": "roll", "times": words.get("times", 1)}


def bet(state, components, words) -> dict[str, Any]:
    return {"op": "bet", "amount": int(words["amount"]) * 2}  # the author's own int(): raises on a word


BOOK = CommandBook([
    Declared("roll", (Param("times", "int", optional=True, low=1, high=3),), "roll the die", "roll 2", roll_times),
    Declared("hold", help="bank this turn's points"),
    Declared("mode", (Param("speed", literal=("fast", "slow")),), "how the bot rolls", "mode fast",
             lambda s, c, w: seen.append(dict(w)) or {"op": "hold"}),
    Declared("bet", (Param("amount"),), "a bet this game does not know", "bet 3", bet),
    Declared("side", (Param("face", among=lambda c, s: ("odd", "even")),), "call a side", "side odd",
             lambda s, c, w: seen.append(dict(w)) or {"op": "side", "face": w["face"]}),
])


class TypedPig(Pig):
    """Pig whose `roll` takes how many times, with words the core must check."""

    def parse_command(self, ctx, state, seat, words):
        return BOOK.parse(state, ctx.components, words)

    def command_help(self):
        return BOOK.help

    @hookimpl
    def solobot_resolve_action(self, ctx, state, seat, action):
        if action["op"] == "side":
            raise KeyError(action["face"])  # a bug of the author's on a word the parser let through
        if action["op"] != "roll":
            return super().solobot_resolve_action(ctx, state, seat, action)
        for _ in range(action["times"]):
            if not rules.roll_once(ctx, state):
                return None
        return None


SPEC = GameSpec("typed-pig", "Typed Pig", PigOptions, TypedPig())


@pytest.fixture(autouse=True)
def forget():
    seen.clear()


def test_an_int_word_reaches_the_builder_as_an_int_within_its_range():
    session = Session(SPEC, {}, 1)
    assert session.parse_words(["roll", "2"]) == {"op": "roll", "times": 2}
    assert seen[-1] == {"op": "roll", "times": 2}
    assert session.parse_words(["roll"]) == {"op": "roll", "times": 1}


@pytest.mark.parametrize(("line", "said"), [
    ("roll x", "roll: TIMES must be a whole number from 1 to 3, not 'x'; usage: roll [TIMES] (for example: roll 2)"),
    ("roll 4", "roll: TIMES must be a whole number from 1 to 3, not 4; usage: roll [TIMES]"),
    ("roll 1.5", "roll: TIMES must be a whole number from 1 to 3, not '1.5'"),
    ("mode turbo", "mode: SPEED must be fast or slow, not 'turbo'; usage: mode fast|slow (for example: mode fast)"),
    ("side up", "side: FACE must be odd or even, not 'up'; usage: side FACE"),
])
def test_a_word_that_is_not_what_its_param_takes_is_refused_with_the_usage(line, said):
    with pytest.raises(IllegalAction) as refused:
        Session(SPEC, {}, 1).parse_words(line.split())
    assert str(refused.value).startswith(said) and "\n" not in str(refused.value)
    assert seen == []  # the builder never saw the bad word


def test_literal_and_among_words_reach_the_builder_as_declared():
    session = Session(SPEC, {}, 1)
    session.parse_words(["mode", "FAST"])
    session.parse_words(["side", "Even"])
    assert seen == [{"op": "mode", "speed": "fast"}, {"op": "side", "face": "even"}]


def test_a_builder_that_raises_on_the_words_is_a_refusal_naming_the_command():
    session = Session(SPEC, {}, 1)
    with pytest.raises(IllegalAction, match=r"^bet: these words cannot be read: plugin typed-pig failed in "
                                            r"parse_command, in bet \(ValueError: invalid literal .*usage: bet AMOUNT"):
        session.parse_words(["bet", "lots"])


def test_game_code_raising_on_the_persons_input_is_refused_and_the_game_goes_on():
    session = Session(SPEC, {}, 1)
    before = session.digest()
    with pytest.raises(IllegalAction, match=r"^side: these words cannot be read: plugin typed-pig failed in "
                                            r"solobot_resolve_action \(KeyError: 'odd'\)$"):
        session.submit(session.parse_words(["side", "odd"]), command="side")
    assert session.digest() == before and session.inputs == [] and not session.finished
    session.submit(session.parse_words(["roll", "2"]), command="roll")
    assert len(session.inputs) == 1


def test_a_scripted_session_can_refuse_an_input_and_replays_its_script():
    source = ScriptedSource(dice=[4, 5, 3, 2, 6, 6, 6, 6, 6, 6], fallback=None)
    session = Session(SPEC, {}, source=source)
    with pytest.raises(IllegalAction, match="roll at least once before holding"):
        session.submit({"op": "hold"})
    session.submit({"op": "roll", "times": 2})
    assert session.state.turn_total == 9  # the script's first two dice, not dice after the refusal
    session.undo()
    session.redo()
    assert session.state.turn_total == 9


def test_at_the_table_a_bad_word_is_refused_and_the_game_goes_on():
    class Plugin:
        @hookimpl
        def solobot_register_games(self, register):
            register(SPEC)

    registry_of(typed=Plugin())
    lines = "roll x\nbet lots\nside odd\nroll 2\nquit\n"
    result = CliRunner().invoke(cli, ["play", "typed-pig", "--seed", "1"], input=lines)
    assert result.exit_code == 0 and "internal error" not in result.output, result.output
    assert "Not done: roll: TIMES must be a whole number from 1 to 3, not 'x'; usage: roll [TIMES]" in result.output
    assert "Not done: bet: these words cannot be read: plugin typed failed in parse_command, in bet (ValueError: " \
        "invalid literal" in result.output
    assert "Not done: side: these words cannot be read: plugin typed failed in solobot_resolve_action (KeyError: " \
        "'odd')" in result.output
    assert "Game saved to" in result.output


def test_an_optional_literal_is_checked_where_the_count_places_it():
    race = CommandBook([Declared("move", (Param("sum", "int", low=2, high=12), Param("boost", literal=("boost",),
                                                                                        optional=True)),
                                 "move by the dice", "move 7 boost", lambda s, c, w: dict(w))])
    assert race.parse(None, None, ["move", "7", "BOOST"]) == {"op": "move", "sum": 7, "boost": "boost"}
    assert race.parse(None, None, ["move", "7"]) == {"op": "move", "sum": 7}
    with pytest.raises(IllegalAction, match=r"^move: BOOST must be boost, not 'turbo'; usage: move SUM \[boost\]"):
        race.parse(None, None, ["move", "7", "turbo"])
    with pytest.raises(IllegalAction, match=r"^move: SUM must be a whole number from 2 to 12, not 'sideways'"):
        race.parse(None, None, ["move", "sideways"])
