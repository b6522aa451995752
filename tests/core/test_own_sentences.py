"""A sentence a template cannot say: the game's own function in ``Game.sentences`` (issue 31 item 1)."""

from __future__ import annotations

import warnings

from solobot import YOU, Game, GameWords, SeatName
from solobot.events import Event
from solobot.game import joined


class Own(Game):
    """Templates where the facts say it all, the game's own wording where they do not."""

    game_words = GameWords(seats={"player": YOU, "bot": SeatName("the bot")}, told=None)
    sentences = {
        "roll": "[rolls] {roll}",
        "gain": lambda ctx, event: f"You gain {event.facts['n']} Resource{'s' if event.facts['n'] > 1 else ''}.",
        "move": lambda ctx, event: f"You move {event.facts['n']} Artwork.",
    }


def told(game: Game, *events: Event) -> list[Event]:
    for event in events:
        event.text = game.narrate(None, event)
    return list(events)


def test_a_function_gives_the_whole_sentence_and_the_class_is_not_deprecated():
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)

        class Quiet(Own):
            pass

    game = Quiet()
    (gain,) = told(game, Event("player", None, "gain", {"n": 2}))
    assert gain.text == "You gain 2 Resources."
    (roll,) = told(game, Event("bot", None, "roll", {"roll": 5}))
    assert roll.text == "rolls 5"


def test_an_input_that_told_several_sentences_is_all_of_them_joined():
    game = Own()
    both = told(game, Event("player", None, "move", {"n": 1}), Event("player", None, "gain", {"n": 1}))
    assert game.describe_input(None, {"op": "move"}, both) == "You move 1 Artwork. You gain 1 Resource."
    rolled = told(game, Event("player", None, "roll", {"roll": 4}), Event("player", None, "gain", {"n": 1}))
    assert game.describe_input(None, {"op": "roll"}, rolled) == "You roll 4; You gain 1 Resource."
    assert joined(["You roll 4", "You roll 2"]) == "You roll 4; You roll 2"  # templates as before: "; "


def test_an_instruction_for_the_next_step_is_not_part_of_the_input_undone():
    """Florenza: "You start with ..." then "Round 1, ...: pick the common Resource": only the first is the input."""
    game = Own()
    game.sentences = {**Own.sentences, "next": lambda ctx, event: "Round 1: pick the common Resource"}
    told_now = told(game, Event("player", None, "move", {"n": 1}), Event("player", None, "next", {}))
    assert game.describe_input(None, {"op": "move"}, told_now) == "You move 1 Artwork."
