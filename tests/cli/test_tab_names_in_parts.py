"""Tab completes a name of several words typed as the starts of its words (issue 38, item 3: names as printed
in commands, several words, accents optional, any case): ``detain Leon Bat`` Tab gives ``detain Leon Battista
Alberti``, ``start mon di pi`` Tab ``start Monte di Pietà``, for every game's declared names."""

from __future__ import annotations

import os
import sys

import pytest

from solobot.cli.prompt import completions
from solobot.commands import Named

ARTISTS = [Named("Leon Battista Alberti", "Leon-Battista-Alberti", "3"),
           Named("Leonardo da Vinci", "Leonardo-da-Vinci", "4"),
           Named("Niccolò Pisano", "Niccolò-Pisano", "5"), Named("Giotto", "1")]
WORKSHOPS = ["Monte di Pietà", "Fabbro", "Boscaiuolo"]


def words_for(before: list[str]) -> list[str]:
    """A table with two commands: ``detain ARTIST`` and ``start WORKSHOP`` (one word after it)."""
    if not before:
        return ["detain", "start"]
    if len(before) == 1:
        return {"detain": ARTISTS, "start": WORKSHOPS}.get(before[0], [])
    return []


@pytest.mark.parametrize(("typed", "replaced", "offered"), [
    ("detain Leon Bat", "Leon Bat", ["Leon Battista Alberti"]),
    ("detain LEON bat", "LEON bat", ["Leon Battista Alberti"]),  # any case
    ("detain leon  batt  al", "leon  batt  al", ["Leon Battista Alberti"]),  # the spaces as typed are replaced
    ("detain bat alb", "bat alb", ["Leon Battista Alberti"]),  # from a later word of the name
    ("detain nicc pis", "nicc pis", ["Niccolò Pisano"]),  # accents optional
    ("detain Leo da", "Leo da", ["Leonardo da Vinci"]),
    ("start mon di pi", "mon di pi", ["Monte di Pietà"]),
    ("detain Leon ", "Leon ", ["Leon Battista Alberti", "Leonardo da Vinci"]),  # nothing else may follow "Leon"
    ("detain Leo", "Leo", ["Leon Battista Alberti", "Leonardo da Vinci"]),  # one word: as before
])
def test_the_starts_of_a_names_words_complete_it_whole(typed, replaced, offered):
    assert completions(words_for, typed) == (replaced, offered)


def test_a_number_begins_no_longer_number_and_a_word_that_fits_nothing_offers_nothing():
    cards = [Named("B12", "12", "Opening Night"), Named("B1", "1", "Grand Opening")]

    def by_number(before: list[str]) -> list[str]:
        return cards if before == ["use"] else []

    assert completions(by_number, "use 1 gra") == ("gra", [])  # "1" is a card, not the start of "12 ..."
    assert completions(by_number, "use open ni") == ("open ni", ["Opening Night"])  # by its printed name
    assert completions(by_number, "use grand") == ("grand", ["Grand Opening"])
    assert completions(words_for, "detain Leon Xyz") == ("Xyz", [])


def test_the_next_field_comes_first_when_the_words_before_are_a_name_read_whole():
    """``start Fabbro `` offers the second Workshop, not Fabbro again (the parser read it whole)."""

    def two(before: list[str]) -> list[str]:
        if before == ["start"]:
            return WORKSHOPS
        return [w for w in WORKSHOPS if w != "Fabbro"] if before == ["start", "Fabbro"] else []

    assert completions(two, "start Fabbro ") == ("", ["Monte di Pietà", "Boscaiuolo"])
    assert completions(two, "start Fabbro mon di") == ("mon di", ["Monte di Pietà"])


def test_at_a_real_terminal_florenza_completes_artists_and_workshops_typed_in_parts(tmp_path):
    """Played through the terminal program in a pty, as a person types (Florenza, seed 3, in Italian)."""
    pexpect = pytest.importorskip("pexpect")
    pytest.importorskip("solobot_florenza")
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "florenza", "SOLOBOT_HOME": str(tmp_path / "home"),
           "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1", "HOME": str(tmp_path), "NO_COLOR": "1"}
    env.pop("COLUMNS", None)
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "play", "florenza", "--seed", "3", "--lang", "it"],
                          env=env, encoding="utf-8", timeout=30, dimensions=(40, 100))
    prompt = r"· Tu\] >"
    child.expect(prompt)
    # prompt_toolkit draws only what changed: the end of each name shows it was completed before Enter is pressed
    for typed, shown in (("start mon di pi", "te di Pietà"), ("Bos", "caiuolo")):
        child.send(typed)
        child.expect_exact(typed)
        child.send("\t")
        child.expect_exact(shown)
    child.send("\r")
    child.expect("Inizi con il Monte di Pietà e il Boscaiuolo")
    child.expect(prompt)
    child.send("resource wood\r")
    child.expect(prompt)
    child.send("detain leon bat")
    child.expect_exact("leon bat")
    child.send("\t")
    child.expect_exact("tista Alberti")
    child.send("\r")
    child.expect("Leon Battista Alberti")
    child.expect(prompt)
    child.send("\x04")
    child.expect(pexpect.EOF)
