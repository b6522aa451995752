"""Names in the form their place in a sentence needs (solobot.grammar), and the check that finds a sentence
that still glues a preposition to a name."""

from __future__ import annotations

import pickle

import pytest

from solobot.grammar import Said, fill, form, german, italian, mistakes
from solobot.i18n import domain, speaking


@pytest.mark.parametrize(("name", "preposition", "said"), [
    ("la sua riserva", "da", "dalla sua riserva"),
    ("la Machina", "a", "alla Machina"),
    ("il segnalino", "di", "del segnalino"),
    ("lo Studio", "in", "nello Studio"),
    ("l'Opera", "su", "sull'Opera"),
    ("i dadi", "da", "dai dadi"),
    ("gli Apprendisti", "a", "agli Apprendisti"),
    ("le carte mecenate", "di", "delle carte mecenate"),
    ("La sua riserva", "Da", "Dalla sua riserva"),
    ("10 Ancona", "di", "di 10 Ancona"),
    ("tu", "a", "a te"),
    ("tu", "acc", "te"),
    ("la sua riserva", "con", "con la sua riserva"),
])
def test_italian_fuses_a_preposition_with_the_article_of_the_name(name, preposition, said):
    assert italian(name, preposition) == said


@pytest.mark.parametrize(("name", "spec", "said"), [
    ("die gemischten Künstlerplättchen", "aus", "aus den gemischten Künstlerplättchen"),
    ("dein Feld 3", "von", "von deinem Feld 3"),
    ("du", "an+akk", "an dich"),
    ("du", "mit", "mit dir"),
    ("das besondere Familienwappen", "mit", "mit dem besonderen Familienwappen"),
    ("die Machina", "zu", "zur Machina"),
    ("der Würfel", "von", "vom Würfel"),
    ("das Feld 3", "in", "im Feld 3"),
    ("das Feld 3", "in+akk", "ins Feld 3"),
    ("dein roter Würfel", "akk", "deinen roten Würfel"),
    ("deine Karten", "von", "von deinen Karten"),
    ("die Felder", "auf+dat", "auf den Feldern"),
    ("Geist 1", "an+akk", "an Geist 1"),
])
def test_german_puts_a_name_in_the_case_its_preposition_takes(name, spec, said):
    assert german(name, spec) == said


def test_a_german_gender_from_the_catalog_settles_what_the_article_does_not_show():
    assert german("die Rolle", "von") == "von der Rolle"
    assert german("die Kisten", "von", "pl") == "von den Kisten"
    assert german("ein Feld", "akk") == "ein Feld"  # neuter by its noun's ending
    assert german("ein Hauptmann", "akk", "m") == "einen Hauptmann"


def test_the_catalogs_own_form_wins_over_the_rule():
    own = {("aus", "the shuffled tiles"): "aus dem gemischten Stapel"}
    assert form("die gemischten Plättchen", "aus", "de", "the shuffled tiles",
                lambda context, message: own.get((context, message))) == "aus dem gemischten Stapel"


def test_a_template_fills_each_placeholder_in_its_form_and_numbers_as_numbers():
    assert fill("Prendi {what} {place:da} e mettilo {there:in} ({n:02d})",
                {"what": "1 Opera", "place": "la sua riserva", "there": "il Tableau", "n": 3}, "it") == \
        "Prendi 1 Opera dalla sua riserva e mettilo nel Tableau (03)"
    assert Said("Nimm {x:von}", "de").format(x="dein Feld 3") == "Nimm von deinem Feld 3"
    assert "{:>4}".format(Said("ab", "it")) == "  ab"


def test_a_translated_message_is_a_template_that_knows_its_forms():
    with speaking("it"):
        core = domain("solobot")
        said = core.gettext("you")
        assert isinstance(said, Said) and said.source == "you"
        assert f"{said:a}" == "a te"
    with speaking("en"):
        assert type(domain("solobot").gettext("you")) is str  # English: the message itself, nothing made


def test_a_said_word_pickles_as_its_text():
    assert pickle.loads(pickle.dumps(Said("la Machina", "it", "the Machina"))) == "la Machina"


@pytest.mark.parametrize(("line", "language", "found"), [
    ("Metti 1 Opera da la sua riserva a la Machina", "it", ["da la", "a la"]),
    ("Rimetti il segnalino di il segnalino Studio", "it", ["di il"]),
    ("il premio va a tu", "it", ["a tu"]),
    ("Metti 1 Opera dalla sua riserva alla Machina, di 10 Ancona", "it", []),
    ("ziehe aus die gemischten Künstlerplättchen", "de", ["aus die"]),
    ("Nimm Banco von dein Feld 3", "de", ["von dein"]),
    ("Gib die Rolle Hauptmann wieder an du", "de", ["an du"]),
    ("Nimm es von dem Feld", "de", ["von dem"]),
    ("Nimm Banco von deinem Feld 3, von deinen Feldern, mit ihr, um zu sein", "de", []),
    ("from the supply", "en", []),
])
def test_the_check_finds_a_preposition_glued_to_a_name(line, language, found):
    assert mistakes(line, language) == found


def said_board(names):
    """ "the board" as said in the language spoken, knowing its forms (as GameWords.say gives a name)."""
    return Said("il tabellone", "it", "the board", names.form_of)


def test_the_forms_file_beside_a_catalog_is_read_behind_it_and_survives_an_update(tmp_path, monkeypatch):
    import sys

    from solobot.i18n import _translations

    folder = tmp_path / "formspkg" / "locale" / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (tmp_path / "formspkg" / "__init__.py").write_text("")
    header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    (folder / "formspkg.po").write_text(header + 'msgid "Bench"\nmsgstr "Banco"\n\n'
                                        'msgid "Take {what} off {place}"\nmsgstr "Togli {what} {place:da}"\n')
    (folder / "formspkg-forms.po").write_text(header + 'msgctxt "nom"\nmsgid "Bench"\nmsgstr "il Banco"\n\n'
                                              'msgctxt "da"\nmsgid "the board"\nmsgstr "dal tabellone"\n')
    (tmp_path / "formspkg" / "locale" / "formspkg.pot").write_text(
        header + 'msgid "Bench"\nmsgstr ""\n\nmsgid "Take {what} off {place}"\nmsgstr ""\n')
    from babel.messages.frontend import CommandLineInterface  # what docs/languages.md tells a translator to run

    CommandLineInterface().run(["pybabel", "-q", "update", "-D", "formspkg", "-i",
                                str(tmp_path / "formspkg" / "locale" / "formspkg.pot"),
                                "-d", str(tmp_path / "formspkg" / "locale"), "--ignore-obsolete"])
    monkeypatch.syspath_prepend(str(tmp_path))
    _translations.cache_clear()
    try:
        with speaking("it"):
            names = domain("formspkg")
            assert names.gettext("Bench") == "Banco" and names.pgettext("nom", "Bench") == "il Banco"
            assert names.gettext("Take {what} off {place}").format(what="1 Opera", place=said_board(names)) == \
                "Togli 1 Opera dal tabellone"
            said = Said("il tabellone", "it", "the board", names.form_of)
            assert f"{said:da}" == "dal tabellone" and f"{said:su}" == "sul tabellone"
            assert names.languages() == ["en", "it"]  # the forms file is no language of its own
    finally:
        _translations.cache_clear()
        sys.modules.pop("formspkg", None)


def test_a_translation_with_a_wrong_placeholder_says_the_english_message_instead_of_failing():
    slipped = Said("Togli {cosa} {place:da}", "it", "Take {what} off {place}")
    assert slipped.format(what="1 Opera", place="la plancia") == "Take 1 Opera off la plancia"
    with pytest.raises(KeyError):
        Said("Togli {cosa}", "it").format(what="1 Opera")  # no English to fall back on: the slip is the game's


def test_a_broken_catalog_costs_its_own_words_only_with_one_line(tmp_path, monkeypatch, capsys):
    import sys

    from solobot.i18n import _translations

    folder = tmp_path / "brokenpkg" / "locale" / "it" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (tmp_path / "brokenpkg" / "__init__.py").write_text("")
    (folder / "brokenpkg.po").write_text('msgid "Bench"\nmsgstr "Banco\n\nthis is no catalog"\n')
    monkeypatch.syspath_prepend(str(tmp_path))
    _translations.cache_clear()
    try:
        with speaking("it"):
            assert domain("brokenpkg").gettext("Bench") == "Bench"  # its own words in English
            assert domain("solobot").gettext("you") != "you"  # the core speaks Italian on
        warned = capsys.readouterr().err.strip().splitlines()
        assert len(warned) == 1 and warned[0].startswith("Warning: the it catalog brokenpkg cannot be read (")
    finally:
        _translations.cache_clear()
        sys.modules.pop("brokenpkg", None)
