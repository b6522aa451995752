"""Florenza in Italian and German (issue 30): its catalogs are complete and current, ``solobot check`` finds
every sentence in both languages, whole games at the terminal say no English (names and typed commands
aside), and the language never changes the game (the same digest and scores in every language)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pexpect
import pytest

from solobot.check.language_check import catalog_problems, extracted, game_problems
from solobot.i18n import Domain
from solobot.testing import TerminalPerson, english_in, terminal_in  # the shared detector and driver

#: the distribution's folder (its babel.cfg maps the data file's names): the checkout's or the unpacked sdist's
CHECKOUT = Path(__file__).resolve().parents[1]

FLORENZA = Domain("solobot_florenza")
USAGE = re.compile(r"^(\s*)[a-z]+(?: [A-Z\[\]|a-z0-9-]+)* — |(?:Esempio|Beispiel): .*$", re.MULTILINE)
"""A command's usage at the start of a help line, and its example: typed words, the same in every language."""

SAYS = {
    "it": {"prompt": r"\[([^\]\n]*?) · Tu\] > ", "final": "== Punteggio finale ==", "refused": "Non fatto: ",
           "setup": "Preparazione", "captain": "sei Capitano", "bishop": "sei Vescovo", "phase 4": "Fase 4",
           "start": "Inizi con il Picconiere e il Boscaiuolo", "resource": "legno", "ghost": "fantasma-1",
           "result": r"Risultato: (hai vinto!|vince Fantasma \d)", "undone": "Annullato: ",
           "redone": "Rifatto: ",
           "gain": "Fai 2 Punti Prestigio", "correction": "Correzione: i Punti Chiesa di Fantasma 1 ora sono 3",
           "board": "Tabella Azioni", "why": "perché"},
    "de": {"prompt": r"\[([^\]\n]*?) · Du\] > ", "final": "== Endstand ==", "refused": "Nicht ausgeführt: ",
           "setup": "Aufbau", "captain": "du bist Hauptmann", "bishop": "du bist Bischof", "phase 4": "Phase 4",
           "start": "Du beginnst mit dem Picconiere und dem Boscaiuolo", "resource": "Holz", "ghost": "geist-1",
           "result": r"Ergebnis: (Du hast gewonnen!|Es gewinnt Geist \d)", "undone": "Zurückgenommen: ",
           "redone": "Wiederholt: ", "gain": "Du erhältst 2 Prestigepunkte",
           "correction": "Korrektur: die Kirchenpunkte von Geist 1 sind jetzt 3", "board": "Aktionstafel",
           "why": ", denn "},
}
"""What each language's table says, as the tests look for it."""

MOVES = ["build 13", "operate 1", "art chiesa vetrata lippi 4", "hire 1 2", "artist giotto", "role bishop",
         "operate ghost-1 1", "build stamperia", "done", "pass"]
"""Phase 4 moves the person tries in turn; one the game refuses is followed by ``done``."""


def said(transcript: str) -> str:
    """What the game said, without the usage of each command in ``help`` (typed words); its title is said too."""
    return USAGE.sub(r"\1", transcript)


# -- the catalogs ---------------------------------------------------------------------------------


def test_every_message_is_in_the_italian_and_german_catalogs_with_its_placeholders():
    """A message added to the code and not to a catalog fails here (pybabel extract + update, then translate)."""
    assert FLORENZA.languages() == ["en", "it", "de"]
    assert catalog_problems(FLORENZA, extracted(FLORENZA)) == []


def test_the_template_is_current():
    """The .pot holds what pybabel extract finds now (docs/languages.md says how to renew it)."""
    from babel.messages.pofile import read_po

    import solobot_florenza

    folder = Path(solobot_florenza.__file__).parent
    template = read_po((folder / "locale" / "solobot_florenza.pot").open("rb"))
    assert set(extracted(FLORENZA, CHECKOUT)) == {(m.id, m.context) for m in template if m.id}


def test_solobot_check_finds_florenza_complete_in_italian_and_german():
    from solobot_florenza.plugin import GAME

    assert game_problems(GAME) == (["it", "de"], [])


# -- games at the terminal --------------------------------------------------------------------------


@pytest.fixture
def spawn(tmp_path):
    def _spawn(*args: str, code: str) -> pexpect.spawn:
        return terminal_in(code, tmp_path / "home", "florenza", *args)

    return _spawn


class Person(TerminalPerson):
    """Plays the person's side in one language: real commands, mistakes, help, why, board, undo and redo."""

    def __init__(self, child: pexpect.spawn, says: dict[str, str]) -> None:
        super().__init__(child, says["prompt"], end=re.escape(says["final"]))
        self.says = says
        self.moves = 0
        self.seen: set[str] = set()

    def first(self, kind: str) -> bool:
        """Whether the person meets this kind of step for the first time (mistakes and looks happen then)."""
        new = kind not in self.seen
        self.seen.add(kind)
        return new

    def step(self) -> None:
        says, label = self.says, self.label or ""
        if label.startswith(says["setup"]):
            for line in ("xyzzy", "start 1 1", "start 1 nowhere", "help", "help start"):
                self.type(line)
            assert says["start"] in self.type("start 1 2")
        elif says["captain"] in label:
            if self.first("captain"):
                assert says["refused"] in self.type("detain 99")
            self.type(f"resource {says['resource']}")  # the Resource by its name in this language
            if self.label and says["captain"] in self.label:
                self.type("done")
        elif says["bishop"] in label:
            if self.first("bishop"):
                assert says["refused"] in self.type("kinsmen 99")
            self.type("done")
        elif says["phase 4"] in label:
            self.phase_4()
        else:
            self.round_end()

    def phase_4(self) -> None:
        if self.first("phase 4"):
            for line in ("operate ghost-9 1", "build 99", "help", "help art", "why"):
                self.type(line)
        move = MOVES[self.moves % len(MOVES)]
        self.moves += 1
        if self.says["refused"] in self.type(move):
            self.type("done")
        if self.first("why"):
            self.type("why")  # what the Ghosts just did, and why
        elif move != "pass" and self.first("undo"):
            assert self.says["undone"] in self.type("undo")
            assert self.says["redone"] in self.type("redo")

    def round_end(self) -> None:
        if self.first("round end"):
            assert self.says["gain"] in self.type("gain prestige 2")
            assert self.says["correction"] in self.type(f"set {self.says['ghost']} church 3")
            for line in ("score", "history", "board you", "board ghosts", "board artists", "board city", "undo",
                         "redo"):
                self.type(line)
        self.type("done")


@pytest.mark.rule("FG-SCORE-1")
@pytest.mark.parametrize("code", ["it", "de"])
def test_a_whole_game_at_the_terminal_says_no_english(spawn, tmp_path, code):
    """Mistakes, help, why, board, score, history, a correction, undo and redo, then every step to the final
    score, typed at the terminal in Italian or German: every line the game says is in that language."""
    save = tmp_path / "florenza.json"
    person = Person(spawn("play", "florenza", "--seed", "11", "--ghost", "hard", "--ghost", "easy", "--save",
                          str(save), code=code), SAYS[code])
    person.wait()
    transcript = person.play(person.step)
    assert json.loads(save.read_text())["finished"]
    assert re.search(SAYS[code]["result"], transcript)
    assert SAYS[code]["board"] in transcript and SAYS[code]["why"] in transcript
    assert english_in(said(transcript)) == []


def test_a_game_saved_in_italian_resumes_in_german_to_the_same_game(spawn, tmp_path):
    """The save holds inputs, not words: an Italian game quit in its first Phase 4 goes on in German, says no
    English there, and replays (in English) to the digest it saved."""
    from solobot.storage.saves import load_session

    save = tmp_path / "florenza.json"
    person = Person(spawn("play", "florenza", "--seed", "5", "--save", str(save), code="it"), SAYS["it"])
    person.wait()
    while person.label is not None and SAYS["it"]["phase 4"] not in person.label:
        person.step()
    person.child.sendline("quit")
    person.child.expect(pexpect.EOF)
    assert not json.loads(save.read_text())["finished"]

    again = Person(spawn("resume", str(save), code="de"), SAYS["de"])
    again.wait()
    assert english_in(said(again.play(again.step))) == []
    finished = json.loads(save.read_text())
    session, _ = load_session(save)
    assert finished["finished"] and session.finished and session.digest() == finished["digest"]


def auto_game(spawn, tmp_path, code: str) -> tuple[str, dict]:
    """A game the bots play alone (``--auto``), narrated in ``code``: what it said, and its save."""
    save = tmp_path / f"auto-{code}.json"
    child = spawn("play", "florenza", "--seed", "7", "--ghost", "masterpiece", "--ghost", "easy", "--auto",
                  "--save", str(save), code=code)
    child.expect(pexpect.EOF)
    return child.before, json.loads(save.read_text())


def test_auto_games_say_no_english_and_keep_the_same_game_in_every_language(spawn, tmp_path):
    """The language is a display choice: the same seed gives the same digest and final scores in English,
    Italian and German, and the Italian and German narrations say no English."""
    english, saved = auto_game(spawn, tmp_path, "en")
    assert saved["finished"]
    for code in ("it", "de"):
        said_here, saved_here = auto_game(spawn, tmp_path, code)
        assert english_in(said(said_here)) == [], code
        assert saved_here["digest"] == saved["digest"]
        assert saved_here["inputs"] == saved["inputs"]
        finals = [re.findall(r"^\S.*?: (-?\d+)\r?$", text, re.MULTILINE)[-3:] for text in (english, said_here)]
        assert finals[0] == finals[1], (code, finals)


# -- the drawing and the board in another language ------------------------------------------------------


@pytest.mark.parametrize(("code", "heads"), [("it", ["Punti", "Artisti", "Tabellone", "Capitani di Ventura"]),
                                             ("de", ["Punkte", "Künstler", "Spielplan", "Söldnerführer"])])
def test_the_drawing_and_the_board_speak_the_language(code, heads):
    """The page's drawing of the table and ``board`` in Italian or German: their headings, and no English."""
    import xml.etree.ElementTree as ET

    from florenza_helpers import make_ctx, make_state

    from solobot.i18n import speaking
    from solobot_florenza.components import load_components
    from solobot_florenza.plugin import GAME

    comps = load_components(None)
    state = make_state(comps)
    with speaking(code):
        svg = GAME.draw_table(make_ctx(comps), state)
        board = GAME.describe_board(make_ctx(comps), state)
    texts = [element.text or "" for element in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text")]
    assert [head for head in heads if head in texts] == heads
    assert english_in("\n".join(texts)) == []
    assert english_in(str(board)) == [] and english_in("\n".join(text for _, text in board.sections)) == []


#: the table's English words as its keys name things: none may reach a take-back line in another language
KEY_WORDS = re.compile(r"\b(?:Kinsm[ae]n|Action Table|space|standing|lying|District|Built|Under Construction|"
                       r"income area|pool|reserve|supply|Family Crest|face up|face down|Masterpiece|Resources?|"
                       r"Prestige|Church|Workshop|card|tile|of|the|from|back|your|its)\b|'s\b")


@pytest.mark.parametrize("code", ["it", "de"])
def test_every_take_back_of_a_whole_game_is_said_in_the_language(code):
    """Undo a whole ``--auto`` game input by input in Italian or German: no take-back line shows the table's
    English keys (an Artist's card turned back to its front is "la carta di Donatello", not "Donatello's card")."""
    from solobot.engine.plugins import default_registry
    from solobot.i18n import speaking
    from solobot.testing import every_take_back

    with speaking(code):
        lines = every_take_back(default_registry(), "florenza", {"ghost": ["easy"]}, seed=0)  # 2 Masterpieces
    assert lines and [line for line in lines if KEY_WORDS.search(line)] == []
