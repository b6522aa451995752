"""A refused physical draw is said whole per kind of item, in each language (issue 38's theme).

"No card left in the Machina's deck is “S99”" was "kein Element (Karte)" / "nessun elemento (carta)": the noun
glued in brackets because the sentence did not know its gender. Now a card, a tile and a token each have their
sentence, and an item of another kind is said without its noun.
"""

from __future__ import annotations

import pytest

from solobot.grammar import mistakes
from solobot.i18n import speaking
from solobot.table.answers import refusal
from solobot.toolkit.randomness import Draw, DrawRequest

PRINTED = (("S01", "S01 (Publicity 1)"), ("U01", "U01 (Publicity 2)"))  # numbers shared: none listed
UNNUMBERED = (("a", "Alpha"), ("b", "Beta"))  # listed 1..2


def said(code: str, thing: str, choices: tuple = PRINTED, source: str = "") -> str:
    with speaking(code):
        return refusal("zz", DrawRequest("bot", Draw(source=source, thing=thing), choices))


@pytest.mark.parametrize(("code", "thing", "start", "end"), [
    ("en", "card", "No card left there is “zz” (it may be out already)", "type what the card shows."),
    ("it", "card", "Non resta nessuna carta “zz” (forse è già uscita)", "scrivi ciò che mostra la carta."),
    ("de", "card", "Dort ist keine Karte „zz“ mehr (vielleicht schon gezogen)", "tippe, was auf der Karte steht."),
    ("it", "tile", "Non resta nessuna tessera “zz” (forse è già uscita)", "ciò che mostra la tessera."),
    ("de", "tile", "Dort ist kein Plättchen „zz“ mehr", "tippe, was auf dem Plättchen steht."),
    ("it", "token", "Non resta nessun segnalino “zz” (forse è già uscito)", "ciò che mostra il segnalino."),
    ("de", "token", "Dort ist kein Plättchen „zz“ mehr", "was auf dem Plättchen steht."),
    ("en", "meeple", "Nothing left there is “zz” (it may be out already)", "type what it shows."),
    ("it", "meeple", "Non resta niente che corrisponda a “zz” (forse è già uscito)", "ciò che vi è stampato."),
    ("de", "meeple", "Dort ist nichts mehr, was zu „zz“ passt", "tippe, was darauf steht."),
])
def test_each_kind_of_item_has_its_own_whole_sentence(code, thing, start, end):
    line = said(code, thing)
    assert line.startswith(start) and line.endswith(end), line
    assert "Element" not in line and "elemento" not in line and "(" + thing not in line
    assert mistakes(line, code) == []


@pytest.mark.parametrize("code", ["en", "it", "de"])
@pytest.mark.parametrize("thing", ["card", "tile", "token", "meeple"])
def test_a_listed_draw_names_the_numbers_to_type_and_a_source_its_place(code, thing):
    numbered = said(code, thing, UNNUMBERED)
    assert "1" in numbered and "2" in numbered.split("1", 1)[1], numbered
    placed = said(code, thing, source="the bag")
    assert "the bag" in placed and placed != said(code, thing), placed
