"""The sweep of issue 41 run again (item 4): a broken catalog costs its own words only.

A ``.mo`` whose header names a character set Python does not know (``charset=x-unknown``) raised a LookupError
out of every ``--lang it`` lookup of that domain; it is now one warning line and the domain speaks English, as a
``.po`` with the same header already did. A translation whose placeholder indexes or reaches into a value the
English message only names (``{roll[0]}``, ``{roll.__class__}``) stopped the sentence with a TypeError or showed
a Python repr (``<class 'int'>``): the English message is filled instead, as for a placeholder of another name.
"""

from __future__ import annotations

import sys

import pytest

from solobot.catalogs import compile_po
from solobot.grammar import Said
from solobot.i18n import domain, speaking

HEADER = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset={charset}\\n"\n'
          '"Plural-Forms: nplurals=2; plural=n != 1;\\n"\n\n')
PO = HEADER + 'msgid "Your turn."\nmsgstr "Tocca a te."\n\nmsgid "one point"\nmsgid_plural "{{n}} points"\n' \
              'msgstr[0] "un punto"\nmsgstr[1] "{{n}} punti"\n'


def plugin_with(tmp_path, monkeypatch, name: str, mo: bytes):
    folder = tmp_path / name / "locale" / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (tmp_path / name / "__init__.py").write_text("", encoding="utf-8")
    (folder / f"{name}.mo").write_bytes(mo)
    monkeypatch.syspath_prepend(str(tmp_path))
    return domain(name)


def test_a_mo_of_an_unknown_charset_is_one_line_and_its_domain_speaks_english(tmp_path, monkeypatch, capsys):
    mo = compile_po(PO.format(charset="UTF-8").encode()).replace(b"charset=UTF-8", b"charset=x-nons")
    words = plugin_with(tmp_path, monkeypatch, "sweep_charset_mo", mo)
    try:
        with speaking("it"):
            assert words.gettext("Your turn.") == "Your turn."
            assert words.ngettext("one point", "{n} points", 2) == "{n} points"
    finally:
        sys.modules.pop("sweep_charset_mo", None)
    said = capsys.readouterr().err.splitlines()
    assert len(said) == 1 and said[0].startswith("Warning: the it catalog sweep_charset_mo cannot be read ("), said
    assert said[0].endswith("its words are said in English.")


def test_the_same_catalog_with_a_charset_python_knows_speaks_italian(tmp_path, monkeypatch):
    words = plugin_with(tmp_path, monkeypatch, "sweep_charset_ok", compile_po(PO.format(charset="UTF-8").encode()))
    try:
        with speaking("it"):
            assert words.gettext("Your turn.") == "Tocca a te."
    finally:
        sys.modules.pop("sweep_charset_ok", None)


@pytest.mark.parametrize("translation", ["Il bot tira {roll[0]}.", "Il bot tira {roll.__class__}.",
                                         "Il bot tira {roll.real}.", "Il bot tira {0}."])
def test_a_placeholder_the_english_does_not_have_fills_the_english_message(translation):
    said = Said(translation, "it", "The bot rolls {roll}.")
    assert said.format(roll=3) == "The bot rolls 3."
    assert said.format_map({"roll": 3}) == "The bot rolls 3."


@pytest.mark.parametrize(("translation", "english", "filled"), [
    ("Il bot tira {roll}.", "The bot rolls {roll}.", "Il bot tira 3."),
    ("Il bot tira {roll:>3}.", "The bot rolls {roll}.", "Il bot tira   3."),
    ("{roll} per il bot.", "The bot rolls {roll}.", "3 per il bot."),
    ("Tocca a te.", "Your turn, {seat}.", "Tocca a te."),  # (a translation may leave a value out)
    ("{} e {}", "{} and {}", "3 e 4"),
])
def test_a_translation_with_the_english_placeholders_is_said_as_translated(translation, english, filled):
    assert Said(translation, "it", english).format(3, 4, roll=3, seat="you") == filled


def test_a_sentence_with_a_form_spec_whose_translation_names_another_value_fills_the_english():
    from solobot.grammar import fill

    slipped = Said("Prendi {luogo:da} il pezzo.", "it", "Take the piece {place}.")
    assert fill(slipped, {"place": "from the supply"}, "it") == "Take the piece from the supply."
    reaching = Said("Prendi {place[0]:da} il pezzo.", "it", "Take the piece {place}.")
    assert fill(reaching, {"place": "from the supply"}, "it") == "Take the piece from the supply."
