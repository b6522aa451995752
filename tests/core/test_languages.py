"""Playing in Italian or German (issue 30): the language chosen, the catalogs, plural forms, whole
Pig games at the terminal with no English leaking, and a game resumed in another language."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pexpect
import pytest

from solobot.check.language_check import catalog_problems, extracted, game_problems
from solobot.i18n import CORE, Domain, from_accept_language, language_from, ngettext, speaking
from solobot.storage.saves import load_session
from solobot.words import sentence

sys.path.insert(0, str(Path(__file__).parents[1]))
from english import english_in  # the shared detector: the page's tests use it too

PIG = Domain("solobot_pig")


# -- which language -------------------------------------------------------------------------------


@pytest.mark.parametrize(("option", "environ", "spoken"), [
    (None, {}, "en"),
    ("it", {"SOLOBOT_LANG": "de", "LANG": "de_DE.UTF-8"}, "it"),
    (None, {"SOLOBOT_LANG": "de", "LANGUAGE": "it"}, "de"),
    (None, {"LANGUAGE": "fr:de:it", "LANG": "it_IT.UTF-8"}, "de"),
    (None, {"LC_ALL": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"}, "it"),
    (None, {"LC_ALL": "C", "LC_MESSAGES": "de_AT.UTF-8"}, "de"),
    (None, {"LANG": "C.UTF-8"}, "en"),
    (None, {"LANG": "fr_FR.UTF-8"}, "en"),
    (None, {"SOLOBOT_LANG": "klingon", "LANG": "it_CH"}, "it"),
])
def test_the_language_from_the_option_then_solobot_lang_then_the_locale(option, environ, spoken):
    assert language_from(option, environ) == spoken


def test_the_page_takes_the_browsers_first_language_solobot_speaks():
    assert from_accept_language("de-CH,de;q=0.9,en;q=0.8") == "de"
    assert from_accept_language("fr-FR,fr;q=0.9,it;q=0.8,en;q=0.5") == "it"
    assert from_accept_language("en;q=0.2,it;q=0.9") == "it"
    assert from_accept_language("fr,es") is None
    assert from_accept_language("") is None


# -- the catalogs -------------------------------------------------------------------------------


@pytest.mark.parametrize("where", [CORE, PIG], ids=["solobot", "solobot_pig"])
def test_every_message_is_in_every_catalog_with_its_placeholders(where):
    """A message added to the code and not to a catalog fails here (pybabel extract + update, then translate)."""
    assert where.languages() == ["en", "it", "de"]
    assert catalog_problems(where, extracted(where)) == []


@pytest.mark.parametrize("where", [CORE, PIG], ids=["solobot", "solobot_pig"])
def test_the_template_is_current(where):
    """The .pot holds what pybabel extract finds now (docs/languages.md says how to renew it)."""
    from babel.messages.pofile import read_po

    folder = Path(__import__(where.package).__file__).parent
    template = read_po((folder / "locale" / f"{where.name}.pot").open("rb"))
    held = {(m.id, m.context) for m in template if m.id}
    assert set(extracted(where)) == held


def test_solobot_check_finds_pig_complete_in_it_and_de():
    from solobot_pig.plugin import GAME

    assert game_problems(GAME) == (["it", "de"], [])


def test_check_names_a_missing_sentence_and_a_placeholder_that_differs(tmp_path, monkeypatch):
    """A catalog that lacks a message or changes a placeholder is named by the check."""
    from babel.messages.pofile import read_po, write_po

    package = tmp_path / "pkg_words"
    (package / "locale" / "it" / "LC_MESSAGES").mkdir(parents=True)
    (package / "__init__.py").write_text('from solobot.i18n import N_\nA = N_("You score {points}")\n'
                                         'B = N_("[rolls] {roll}")\nC = N_("Never translated")\n')
    catalog = read_po(iter(['msgid ""', 'msgstr ""', '"Language: it\\n"', ""]))
    catalog.add("You score {points}", "Fai {punti}")
    catalog.add("[rolls] {roll}", "[tira] {roll}")
    with (package / "locale" / "it" / "LC_MESSAGES" / "pkg_words.po").open("wb") as out:
        write_po(out, catalog)
    monkeypatch.syspath_prepend(str(tmp_path))
    where = Domain("pkg_words")
    problems = catalog_problems(where, extracted(where), ["it"], templates=["[rolls] {roll}"])
    assert any("placeholders ['punti'], not ['points']" in p for p in problems)
    assert any("missing: 'Never translated'" in p for p in problems)
    assert any("both forms" in p for p in problems)


@pytest.mark.parametrize(("code", "forms"), [
    ("en", ["The 0 dice", "The die", "The 2 dice", "The 5 dice"]),
    ("it", ["I 0 risultati dei dadi", "Il risultato del dado", "I 2 risultati dei dadi", "I 5 risultati dei dadi"]),
    ("de", ["Die 0 Würfelergebnisse", "Das Würfelergebnis", "Die 2 Würfelergebnisse", "Die 5 Würfelergebnisse"]),
])
def test_plural_forms_at_0_1_2_and_5(code, forms):
    with speaking(code):
        said = [ngettext("The die you typed for it is dropped.", "The {count} dice you typed for it are dropped.",
                         count).format(count=count) for count in (0, 1, 2, 5)]
    assert [line.startswith(form) for line, form in zip(said, forms, strict=True)] == [True] * 4, said


def test_a_sentence_template_agrees_with_the_seat_in_each_language():
    from solobot_pig.plugin import GAME

    words, template = GAME.game_words, GAME.sentences["roll"]
    facts = {"roll": 4, "turn_total": 9}
    with speaking("it"):
        assert sentence(template, facts, words, "bot") == "Il bot tira un 4: 9 in questo turno"
        assert sentence(template, facts, words, "player", subject=True) == "Tiri un 4: 9 in questo turno"
    with speaking("de"):
        assert sentence(template, facts, words, "bot") == "Der Bot würfelt eine 4: 9 in diesem Zug"
        assert sentence(template, facts, words, "player", subject=True) == "Du würfelst eine 4: 9 in diesem Zug"
    assert sentence(template, facts, words, "player", subject=True) == "You roll 4: 9 this turn"


# -- whole games at the terminal ------------------------------------------------------------------

def test_the_detector_finds_english_and_passes_names_and_commands():
    assert english_in("Il bot: tira 5: 5 in questo turno") == []
    assert english_in("  roll — tira il dado una volta") == []
    assert english_in("Salvataggio in /tmp/the/save.json. Scrivi `help` per i comandi.") == []
    assert english_in("Bot: rolls 5: 5 this turn") == ["Bot: rolls 5: 5 this turn"]
    assert english_in("Tu: 0\nResult: you win!") == ["Result: you win!"]
    assert english_in("[Turno 1 · Tu] > roll the dice") == []  # typed, not said
    assert english_in("[Turn 1 · You] > roll") == ["[Turn 1 · You]"]
    assert english_in("Oppure un comando del tavolo: help, board, score, why, quit.") == []  # typed commands
    assert english_in("Or a table command: help, board, score.") == ["Or a table command: help, board, score."]


@pytest.fixture
def spawn(tmp_path):
    def _spawn(*args: str, **env: str) -> pexpect.spawn:
        base = {key: value for key, value in os.environ.items()
                if key not in ("SOLOBOT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
        base.update({"SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "COLUMNS": "200",
                     "TERM": "dumb", "LANG": "C.UTF-8"}, **env)
        return pexpect.spawn(sys.executable, ["-m", "solobot", *args], env=base, encoding="utf-8", timeout=20)

    return _spawn


#: what each language's table says: its prompt, the final heading, a rolled line of the person's
SAYS = {
    "it": {"prompt": r"\[Turno \d+ · Tu\] > ", "final": "== Punteggio finale ==", "you": "Tiri ",
           "refused": "Non fatto: tira almeno una volta prima di fermarti", "undone": "Annullato: Tiri ",
           "result": r"Risultato: (hai vinto!|vince il bot)", "resumed": "Si riprende", "inputs": "input finora"},
    "de": {"prompt": r"\[Zug \d+ · Du\] > ", "final": "== Endstand ==", "you": "Du würfelst",
           "refused": "Nicht ausgeführt: würfle mindestens einmal, bevor du aufhörst",
           "undone": "Zurückgenommen: Du würfelst", "result": r"Ergebnis: (Du hast gewonnen!|Es gewinnt der Bot)",
           "resumed": "Fortsetzung", "inputs": "Eingaben bisher"},
}


def play_whole_game(child: pexpect.spawn, says: dict[str, str], stop_after: int | None = None) -> str:
    """Mistakes, help, why, board, score, history, undo and redo, then roll twice and hold every turn
    to the end (or quit after ``stop_after`` turns): the transcript."""
    transcript = []
    child.expect(says["prompt"])
    transcript.append(child.before + child.after)
    for line in ["hold", "dance", "help", "help undo", "roll", "undo", "redo", "why", "board", "score", "history",
                 "x" * 600]:
        child.sendline(line)
        child.expect(says["prompt"])
        transcript.append(child.before + child.after)
    turns = 0
    while True:
        for move in ("roll", "roll", "hold"):  # a hold after a bust is refused, in the language spoken
            child.sendline(move)
            index = child.expect([says["prompt"], says["final"]])
            transcript.append(child.before + child.after)
            if index == 1:
                child.expect(pexpect.EOF)
                transcript.append(child.before)
                return "".join(transcript)
        turns += 1
        if stop_after is not None and turns >= stop_after:
            child.sendline("why")
            child.expect(says["prompt"])
            transcript.append(child.before + child.after)
            child.sendline("quit")
            child.expect(pexpect.EOF)
            transcript.append(child.before)
            return "".join(transcript)


@pytest.mark.parametrize(("how", "code"), [("--lang", "it"), ("SOLOBOT_LANG", "de"), ("LANGUAGE", "de")])
def test_a_whole_pig_game_without_a_word_of_english(spawn, tmp_path, how, code):
    save = tmp_path / "pig.json"
    args = ["--lang", code] if how == "--lang" else []
    child = spawn(*args, "play", "pig", "--seed", "4", "--save", str(save), **({how: code} if how != "--lang" else {}))
    transcript = play_whole_game(child, SAYS[code])
    child.wait()
    assert child.exitstatus == 0
    for said in ("refused", "you", "undone"):
        assert SAYS[code][said] in transcript
    assert re.search(SAYS[code]["result"], transcript)
    assert english_in(transcript) == []
    assert json.loads(save.read_text())["finished"]


def test_a_game_saved_in_italian_resumes_in_german_and_matches_the_english_game(spawn, tmp_path):
    """The language is a display choice: the save holds inputs, and the same inputs give the same digest."""
    save = tmp_path / "pig.json"
    child = spawn("--lang", "it", "play", "pig", "--seed", "11", "--save", str(save))
    play_whole_game(child, SAYS["it"], stop_after=2)
    child.wait()
    partway = json.loads(save.read_text())
    assert not partway["finished"]

    child = spawn("resume", str(save), LANGUAGE="de")
    child.expect(SAYS["de"]["resumed"])
    child.expect(SAYS["de"]["inputs"])
    rest = play_whole_game(child, SAYS["de"])
    assert english_in(rest) == []
    finished = json.loads(save.read_text())
    assert finished["finished"]

    session, _ = load_session(save)  # replayed in English: the same game, digest and all
    assert session.digest() == finished["digest"] == json.loads(save.read_text())["digest"]
    assert session.finished
