"""Issue 31's small traps and issue 26's `why` that explains, each with its test."""

from __future__ import annotations

import pytest
from pig_variants import pig_plugin, registry_of

from solobot import IllegalAction, hookimpl
from solobot.commands import CommandBook, Declared, Param
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.events import Event
from solobot.options import titled
from solobot.table.reading import why_lines
from solobot.words import GameWords, SeatName, code_in, decision_lines
from solobot_pig.plugin import Pig

# -- why: the whole step, the rule in words, the reason, what was compared ---------------------------


class CommaPig(Pig):
    """Pig whose bot says why it holds in a sentence with commas, and names what it compared."""

    def narrate(self, ctx, event):
        if event.kind == "hold" and event.seat == "bot":
            return f"The bot holds, banking {event.facts['held']}, and passes the die."
        return super().narrate(ctx, event)


def bot_held(session: Session) -> None:
    """Play the person's side (roll once, hold) until the bot has held once."""
    while not any(e.kind == "hold" and e.seat == "bot" for e in session.events):
        session.submit({"op": "roll"})
        if session.state.turn_total:
            session.submit({"op": "hold"})


def test_why_gives_the_whole_sentence_not_its_first_clause():
    session = Session(registry_of(pig=pig_plugin(CommaPig())).game("pig"), {}, 4)
    bot_held(session)
    line = next(line for line in why_lines(session) if line.startswith("The bot "))
    assert line.startswith("The bot holds, banking ") and ", and passes the die - because its turn total" \
        in line


def test_why_gives_the_rule_in_words_and_the_decisions_comparison_and_tie_break():
    """The worked example: Pig's hold-or-roll (PIG-3) gives its reason, what it compared and its tie rule."""
    session = Session(default_registry().game("pig"), {}, 4)
    bot_held(session)
    why = why_lines(session)
    hold = next(i for i, line in enumerate(why) if "- because" in line)
    assert why[hold].startswith("The bot holds with ")
    assert "- because its turn total, " in why[hold] and "reached its hold mark, 20" in why[hold]
    assert why[hold].endswith("[PIG-3: the bot rolls until its turn total reaches its hold mark, or holding wins, "
                              "then banks it]")
    assert why[hold + 1].startswith("    compared: turn total ")
    assert ", hold mark 20, score if it holds " in why[hold + 1]
    assert why[hold + 2] == ("    on a tie: a turn total equal to the hold mark, or a score equal to the target, "
                             "holds")
    assert not code_in(why, ["player", "bot"])


def test_decision_lines_read_pairs_and_leave_out_what_is_not_given():
    assert decision_lines({"compared": [["6 Ravenna", "10 VP"], ("2 Milano", "10 VP")],
                           "tie_break": "ties go to the higher region number"}) == [
        "    compared: 6 Ravenna 10 VP, 2 Milano 10 VP", "    on a tie: ties go to the higher region number"]
    assert decision_lines({"held": 20}) == []


# -- code_in: a declared name and the core's headings are not code ------------------------------------

def test_code_in_passes_the_declared_names_and_the_cores_headings():
    lines = ["== Turn 1: the bot's turn ==", "Return the bot's score to 23", "The bot holds with 20"]
    assert code_in(lines, ["player", "bot"]) == []
    assert code_in(["bot rolls 3", "the player=1", "ghost-1 moves"], ["player", "bot"]) == [
        "bot rolls 3", "the player=1", "ghost-1 moves"]


# -- a plugin crash while parsing names the plugin and the method -------------------------------------

class CrashingParserPig(Pig):
    """Reads the second word whether there is one or not."""

    def parse_command(self, ctx, state, seat, words):
        if words[0] == "hold":
            return {"op": "hold", "note": words[1]}
        return super().parse_command(ctx, state, seat, words)


def test_a_crash_while_parsing_names_the_plugin_and_method():
    session = Session(registry_of(pig=pig_plugin(CrashingParserPig())).game("pig"), {}, 1)
    with pytest.raises(IllegalAction) as refused:
        session.parse_words(["hold"])
    assert str(refused.value) == ("hold: these words cannot be read: plugin pig failed in parse_command "
                                  "(IndexError: list index out of range)")
    assert not session.inputs and not session.finished  # refused, and the game goes on


class AddonCrash:
    """An add-on whose resolve_action wrapper trips on the action."""

    @hookimpl(wrapper=True)
    def solobot_resolve_action(self, ctx, state, seat, action):
        action["words"][3]
        return (yield)


def test_an_add_ons_crash_on_the_persons_input_names_the_add_on():
    session = Session(registry_of(pig=pig_plugin(addon=AddonCrash())).game("pig"), {}, 1)
    with pytest.raises(IllegalAction) as refused:
        session.submit({"op": "roll", "words": []}, command="roll")
    assert str(refused.value) == ("roll: these words cannot be read: plugin pig (add-on extra) failed in "
                                  "solobot_resolve_action (IndexError: list index out of range)")


# -- Param(kind="int", among=...) takes only those numbers ---------------------------------------------

def test_an_int_param_with_among_refuses_a_number_not_among_them():
    regions = Param("region", "int", among=lambda c, s: (2, 6, 11))
    book = CommandBook([Declared("go", (regions,), "go to a region", "go 6",
                                 lambda state, components, words: {"op": "go", **words})])
    assert book.parse(None, None, ["go", "6"]) == {"op": "go", "region": 6}
    with pytest.raises(IllegalAction, match=r"^go: REGION must be one of 2, 6, 11, not 7; usage: go REGION"):
        book.parse(None, None, ["go", "7"])
    with pytest.raises(IllegalAction, match="REGION must be a whole number, not 'six'"):
        book.parse(None, None, ["go", "six"])
    empty = CommandBook([Declared("go", (Param("region", "int", among=lambda c, s: ()),), "go", "go 6")])
    with pytest.raises(IllegalAction, match=r"there is no REGION to choose now \('6' was typed\)"):
        empty.parse(None, None, ["go", "6"])


# -- a game without options to show is its title alone -------------------------------------------------

def test_a_game_without_options_to_show_is_its_title_alone():
    assert titled("Can't Stop", {}) == "Can't Stop"
    assert titled("Can't Stop", {"components": None}) == "Can't Stop"
    assert titled("Pig", {"difficulty": "bold"}) == "Pig (difficulty: bold)"


def test_why_words_a_rule_only_when_the_game_gives_it():
    from solobot.words import rule_words

    words = GameWords(seats={"bot": SeatName("the bot")}, rules={"R-1": "roll first"})
    assert rule_words(words, "R-1") == "R-1: roll first" and rule_words(words, "R-2") == "R-2"
    assert Event("bot", "R-1", "x").reason is None
