"""Cards turned up until one appears (Maestro's Upgrade, MM-STUDY-3) say which card each is and how many there can
be at most: the cards of the deck that do not match, and the one that does. A person at the table knows what is in
the deck (they put each Upgraded card in it), only not its order (issue 38, item 3: "2 of 3" on repeated draws)."""

from __future__ import annotations

import pytest

from solobot.i18n import speaking
from solobot.table.answers import request_line
from solobot.toolkit import Deck
from solobot.toolkit.randomness import Draw, DrawRequest, PhysicalDraws, SeededSource

SEARCH = Draw("turn its cards up one by one until a Starting card appears", "MM-STUDY-3", "the Machina's deck")


def searched(pile: list[str], order: list[str]) -> tuple[tuple[str | None, list[str]], list[DrawRequest]]:
    """Search ``pile`` for an "S" card with a person who turns up the cards of ``order``; the result and the asks."""
    asked: list[DrawRequest] = []

    def person(request: DrawRequest) -> str:
        asked.append(request)
        return order[len(asked) - 1]

    return Deck(pile).draw_until(lambda card: card.startswith("S"), PhysicalDraws(person, SeededSource(1)),
                                 SEARCH), asked


def test_each_card_turned_up_says_which_it_is_of_how_many_there_can_be_at_most():
    (card, passed), asked = searched(["A1", "A2", "S1", "A3"], ["A2", "A3", "S1"])
    assert (card, passed) == ("S1", ["A2", "A3"])
    assert [(r.why.number, r.why.count, r.why.at_most) for r in asked] == [(1, 4, True), (2, 4, True), (3, 4, True)]
    assert request_line(asked[1]) == ("For the game, draw one card (2 of at most 4) from the Machina's deck: turn its "
                                      "cards up one by one until a Starting card appears (MM-STUDY-3).")


@pytest.mark.parametrize(("code", "said"), [
    ("it", "(2 su un massimo di 4)"),  # was "(2 di al massimo 4)"
    ("de", "(2 von höchstens 4)"),
])
def test_the_search_count_is_said_whole_in_italian_and_german(code, said):
    _, asked = searched(["A1", "A2", "S1", "A3"], ["A2", "A3", "S1"])
    with speaking(code):
        assert said in request_line(asked[1])


def test_a_deck_of_one_card_is_not_asked_and_a_seeded_search_is_the_same_as_before():
    (card, _), asked = searched(["S1"], [])
    assert card == "S1" and asked == []  # only one card can come
    pile = ["A1", "S1", "A2"]
    seeded = Deck(list(pile)).draw_until(lambda c: c.startswith("S"), SeededSource(3), SEARCH)
    assert seeded == Deck(list(pile)).draw_until(lambda c: c.startswith("S"), SeededSource(3), None)


def test_at_most_counts_the_cards_that_do_not_match_and_the_one_that_does():
    """Two Upgraded cards in a deck of Starting cards: the search ends at the third card at the latest."""
    _, asked = searched(["S1", "A1", "S2", "A2", "S3"], ["A2", "S3"])
    assert [(r.why.number, r.why.count) for r in asked] == [(1, 3), (2, 3)]


def test_a_deck_of_only_matching_cards_says_no_count():
    """Round 1: the Machina's deck holds Starting cards only, so the first card ends the search."""
    _, asked = searched(["S1", "S2", "S3"], ["S2"])
    assert asked[0].why.count == 0
    assert request_line(asked[0]).startswith("For the game, draw one card from the Machina's deck: turn")
