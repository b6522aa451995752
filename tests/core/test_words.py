"""The game-words layer: changes, history and undo in the game's own names (solobot.words)."""

from __future__ import annotations

import pytest

from solobot.events import Event, Move, Set
from solobot.plugins import default_registry
from solobot.testing import whole_game_lines
from solobot.words import YOU, GameWords, SeatName, change_lines, code_in, take_back

WORDS = GameWords(
    seats={"machina": SeatName("the Machina"), "player": YOU},
    terms={"B03": "Benefactor Loyal Apprentice"},
    plurals={"Kinsman": "Kinsmen"},
    told=frozenset({"told"}),
)


def test_seat_ids_in_keys_become_the_seats_names():
    assert WORDS.change_line(Set("VP of machina", 12)) == "Set the Machina's VP to 12"
    assert WORDS.change_line(Set("Kinsman of player on Bishop card", None)) == "Clear your Kinsman on Bishop card"
    assert WORDS.change_line(Set("patron cards of player", "B03")) == (
        "Set your patron cards to Benefactor Loyal Apprentice")
    assert WORDS.change_line(Set("First Player marker", "machina")) == "Set First Player marker to the Machina"
    assert WORDS.term("Kinsman of player on Workshop on space 3 of ghost-2") == (
        "your Kinsman on Workshop on space 3 of Ghost 2")


def test_moves_count_their_pieces_and_a_turn_in_place_says_where():
    assert WORDS.change_line(Move("Kinsman", "pool", "income area", 2, "ghost-1")) == (
        "Move 2 Kinsmen of Ghost 1 from pool to income area")
    lay = Move("Kinsman", "Action Table space 2, standing", "Action Table space 2, lying", 1, "ghost-1")
    assert WORDS.change_line(lay) == "Move 1 Kinsman of Ghost 1 at Action Table space 2 from standing to lying"
    assert WORDS.inverse_line(lay) == "move 1 Kinsman of Ghost 1 at Action Table space 2 from lying back to standing"


def test_a_sentence_that_tells_its_changes_gets_no_change_line():
    changes = (Set("VP of machina", 3),)
    assert change_lines(WORDS, Event("machina", None, "told", changes=changes)) == []
    assert change_lines(WORDS, Event("machina", None, "other", changes=changes)) == ["Set the Machina's VP to 3"]


def test_take_back_is_the_inverse_of_every_change_newest_first():
    events = [
        Event("machina", None, "a", changes=(Move("Artwork", "supply", "3 Venezia", 1, "machina"),
                                              Set("VP of machina", 5))),
        Event("machina", None, "b", changes=(Set("VP of machina", 7), Set("Centerpiece of 3 Venezia", "machina"))),
    ]
    assert take_back(WORDS, events, {"VP of machina": 2}) == [
        "clear Centerpiece of 3 Venezia",
        "set the Machina's VP back to 2",  # once, to where it was: not "back to 5", then "back to 2"
        "move 1 Artwork of the Machina from 3 Venezia back to supply",
    ]
    there_and_back = [Event("bot", None, "a", changes=(Set("turn total", 3),)),
                      Event("bot", None, "b", changes=(Set("turn total", 0),))]
    assert take_back(WORDS, there_and_back, {"turn total": 0}) == []
    taken_and_dealt = [Event("machina", None, "a", changes=(Set("patron card at Study", None),)),
                       Event("machina", None, "b", changes=(Set("patron card at Study", "patroness"),))]
    assert take_back(WORDS, taken_and_dealt, {"patron card at Study": "patroness"}) == [
        "clear patron card at Study",  # the new card goes; the one taken comes back: another card
        "set patron card at Study back to patroness",
    ]


@pytest.mark.parametrize("seed", [1, 2])
def test_no_code_reaches_a_person_in_a_whole_pig_game(seed):
    registry = default_registry()
    lines = whole_game_lines(registry, "pig", {}, seed)
    assert not code_in(lines)


def test_code_in_finds_reprs_key_values_and_seat_ids():
    found = code_in(["tokens ['blue']", "M [] 0", "detain artist=0", "ghost-1 moves", "the machina plays", "fine"],
                    ["machina", "player"])
    assert len(found) == 5


def test_take_back_skips_a_change_that_set_what_the_table_already_showed():
    events = [Event("ghost-1", None, "a", changes=(Set("Church Points of ghost-1", 2), Set("VP of machina", 4)))]
    assert take_back(WORDS, events, {"Church Points of ghost-1": 2, "VP of machina": 1}) == [
        "set the Machina's VP back to 1"]


def test_why_names_a_decision_by_its_first_clause_outside_brackets():
    from solobot.words import _first_clause

    text = "Ghost 2 rolls 4: counting 4 along the 6 usable Workshops (purple, occupied ones skipped), it lands on X"
    assert _first_clause(text) == text.split("), ")[0] + ")"
    assert _first_clause("Play the top card; it gains 1.") == "Play the top card"
    assert _first_clause("No comma here.") == "No comma here"


def test_why_with_no_decision_says_each_step_followed_its_rule():
    from solobot.session import Session
    from solobot.words import why_lines

    session = Session(default_registry().game("pig"), {}, seed=4)
    session.submit({"op": "roll"})
    session.submit({"op": "roll"})  # seed 4: you roll 2, then a 1; the bot rolls 3, then a 1
    assert why_lines(session) == ["Each step follows its rule as written, with nothing to choose: PIG-2, PIG-1"]
