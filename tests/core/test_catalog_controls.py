"""A plugin's translation never drives the person's terminal (issue 41, item 3).

A ``.po`` (or the ``.mo`` a wheel's build compiled from it) is a plugin's file: a msgstr holding ESC or BEL
would put text on the clipboard (OSC 52), clear the screen or rewrite a line the moment it is printed.
Where solobot reads a catalog, every control character of a translation is written as its escape; a line
break or a tab stays what it is.
"""

from __future__ import annotations

import sys
import textwrap

import pytest

from solobot.catalogs import compile_po
from solobot.i18n import domain, say, speaking

CLIPBOARD = "\x1b]52;c;cm0gLXJmIH4=\x07"  # OSC 52: "rm -rf ~" put on the clipboard
CLEAR = "\x1b[2J\x1b[H"  # clear the screen, cursor home
PO = textwrap.dedent(r'''
    msgid ""
    msgstr ""
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=3; plural=(n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2);\n"

    msgid "The bot rolls {roll}."
    msgstr "Il bot tira {roll}.\x1b]52;c;cm0gLXJmIH4=\a"

    msgid "Your turn."
    msgstr "\033[2J\033[HTocca a te.\nAvanti\tcosì."

    msgctxt "gender"
    msgid "Workshop"
    msgstr "f\x9b"

    msgid "one point"
    msgid_plural "{n} points"
    msgstr[0] "un punto\x1b[31m"
    msgstr[1] "{n} di punti"
    msgstr[2] "{n} puntiBIDI"

    msgid "Start here:\n\n\b\nsolobot games"
    msgstr "Per cominciare:\n\n\b\nsolobot games\b"

    msgid "A bidi trick"
    msgstr "BIDIstessa cosa"
''').lstrip().replace("BIDI", "\u202e")


@pytest.fixture(params=["po", "mo"])
def catalog(request, tmp_path, monkeypatch):
    """A plugin package whose Italian catalog holds those sequences, as a checkout (.po) or a wheel (.mo) has it."""
    name = f"hostile_catalog_{request.param}"
    folder = tmp_path / name / "locale" / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (tmp_path / name / "__init__.py").write_text("", encoding="utf-8")
    data = PO.encode("utf-8")
    if request.param == "po":
        (folder / f"{name}.po").write_bytes(data)
    else:
        (folder / f"{name}.mo").write_bytes(compile_po(data))
    monkeypatch.syspath_prepend(str(tmp_path))
    yield domain(name)
    sys.modules.pop(name, None)


def shown(text: str) -> bool:
    """No ESC, BEL, C1 control or bidirectional override reaches the screen."""
    return not any(char in text for char in "\x1b\x07\x9b\u202e")


def test_a_translation_s_control_characters_are_escaped(catalog):
    with speaking("it"):
        rolled = catalog.gettext("The bot rolls {roll}.").format(roll=5)
        turn = catalog.gettext("Your turn.")
        counted = [catalog.ngettext("one point", "{n} points", n) for n in (1, 2, 1_000_000)]
        gender = catalog.pgettext("gender", "Workshop")
        bidi = say(catalog, "A bidi trick")
    assert rolled == "Il bot tira 5.\\x1b]52;c;cm0gLXJmIH4=\\x07"
    assert turn == "\\x1b[2J\\x1b[HTocca a te.\nAvanti\tcosì."  # a line break and a tab are kept
    assert counted == ["un punto\\x1b[31m", "{n} punti\\u202e", "{n} di punti"]
    assert gender == "f\\x9b"
    assert bidi == "\\u202estessa cosa"
    assert all(shown(text) for text in (rolled, turn, *counted, gender, bidi))


def test_click_s_mark_of_a_paragraph_kept_as_it_is_stays(catalog):
    """A backspace alone on its line tells click not to rewrap the paragraph (click drops it); elsewhere it is
    escaped."""
    with speaking("it"):
        assert catalog.gettext("Start here:\n\n\b\nsolobot games") == "Per cominciare:\n\n\b\nsolobot games\\x08"


def test_the_escape_is_the_catalog_s_own_its_keys_still_match(catalog):
    """Only what is shown is escaped: the English message still finds its translation."""
    with speaking("it"):
        assert catalog.has("Your turn.")
        assert catalog.gettext("A bidi trick") != "A bidi trick"


def test_what_a_catalog_escapes_is_what_safetext_calls_unsafe():
    """One notion of an unsafe character: the catalogs' quick search agrees with solobot.safetext everywhere
    in the Basic Multilingual Plane (surrogates included)."""
    from solobot.i18n import _UNSAFE
    from solobot.safetext import unsafe_character

    assert [hex(code) for code in range(0x10000)
            if bool(_UNSAFE.match(chr(code))) != bool(unsafe_character(chr(code)))] == []
