"""Maestro and Florenza on the page in Italian and German (issue 30), over HTTP: a whole game of each, played
with the same moves as the English one (the scripts of the browser tests, chosen from the step's English
label), with no English on any page state or answer (the game's printed names and the typed commands aside)
and the same save: inputs and digest."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from solobot.i18n import speaking
from solobot.plugins import set_default_registry
from solobot.saves import load_session, read_save
from solobot.testing import english_in
from solobot.web.app import WebApp

sys.path.insert(0, str(Path(__file__).parent))
from scripts import FLORENZA_MOVES, maestro_moves
from test_page_languages import read_on, speaking_browser

MAESTRO_NAMES = (r"\(variant: \w+, difficulty: \w+\)|(?:Esempio|Beispiel): .*|\b[A-Z]{2,}\b|\b[A-Z]{2}-[A-Z]+-\w+|"
                 r"\bdone\b|\bboard \w+")
"""What Maestro keeps in every language (as its own language test keeps it): options and commands as typed."""
FLORENZA_NAMES = r"Florenza X Anniversary - the Ghosts|\b(?:done|pass)\b"
"""What Florenza keeps: its printed name, and the commands its sentences ask to tap (a button's word)."""
NAMES = {"maestro": MAESTRO_NAMES, "florenza": FLORENZA_NAMES}
#: what the page says in its own way in each language, instead of the terminal's words ("type done", in capitals)
PAGE_FORMS = {("florenza", "en"): ["tap done", "tap what"], ("florenza", "it"): ["tocca done", "scegli cosa"],
              ("florenza", "de"): ["tippe auf done", "wähle, was"]}
NEXT_ROUND = {"en": "Next round", "it": "Prossimo round", "de": "Nächste Runde"}
"""How Florenza's line about the next round's roles begins in each language."""
OPTIONS = {"maestro": {"variant": "michelangelo", "seed": "11"}, "florenza": {"ghost": "hard", "seed": "11"}}


@pytest.fixture
def app(saves, monkeypatch) -> WebApp:
    """The page with Maestro and Florenza."""
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "maestro,florenza")
    set_default_registry(None)
    yield WebApp(folder=saves)
    set_default_registry(None)


class PagePlayer:
    """Plays one game on the page in one language: each step's moves chosen from its English label (the
    same moves in every language), every page state and answer kept to be read."""

    def __init__(self, app: WebApp, code: str, game: str):
        self.app, self.game, self.me = app, game, speaking_browser(app, code)
        self.saves = app.hub.folder
        self.address = self.me.start(game, **OPTIONS[game])
        self.read: list[tuple[str, str]] = [("the first page", self.me.client.get(self.address).text)]
        self.moves = 0

    @property
    def session(self):
        return self.app.hub.rooms[self.address.rsplit("/", 1)[1]].room.session

    def label(self) -> str | None:
        """The step's label in English (the game read again from its save in English; None when it is over)."""
        with speaking("en"):
            step = load_session(self.saves / self.address.rsplit("/", 1)[1])[0].pending
        return None if step is None else step.label

    def send(self, command: str, *values: str | None) -> str:
        """A command with its form's values (None or "" left out), as the page's form sends it; its answer."""
        reply = self.me.act(self.address, command=command, rest=" ".join(v for v in values if v)).json()
        self.read += [(f"after {command} {values}", reply["html"]), ("the answer", reply["message"])]
        return reply["message"] if reply["ok"] else ""

    def maestro_step(self, label: str) -> None:
        machina = next(points for seat, points in self.session.score().points.items() if seat != self.session.person)
        for command, *values in maestro_moves(label, None, machina):
            assert self.send(command, *values), (label, command, values)

    def florenza_step(self, label: str) -> None:
        if label.startswith("Setup"):
            self.send("start", "1", "2")
        elif "Captain" in label:
            self.send("resource", "gold")
            if self.label() == label:
                said = self.send("detain", "Giotto") if label.startswith("Round 1,") else ""
                if not said:
                    self.send("done")
        elif "Phase 4" in label:
            command, *values = FLORENZA_MOVES[self.moves % len(FLORENZA_MOVES)]
            self.moves += 1
            if not self.send(command, *values):  # not possible now: the step goes on
                self.send("done")
        else:
            self.send("done")

    def play(self) -> None:
        for _ in range(500):
            label = self.label()
            if label is None:
                break
            (self.maestro_step if self.game == "maestro" else self.florenza_step)(label)
            if len(self.read) % 25 < 4:  # the whole page now and then (the history, the table, the score)
                self.read.append((f"the page at {label!r}", self.me.client.get(self.address).text))
        assert self.session.finished
        self.read.append(("the verdict", self.me.client.get(self.address).text))

    def names(self) -> str:
        """What the game keeps in every language (Maestro's patron cards are named in it too)."""
        return NAMES[self.game]

    def texts(self) -> list[tuple[str, str]]:
        """What a person reads at each page state or answer."""
        return [(where, read_on(html) if "<" in html else html) for where, html in self.read]

    def english(self) -> list[tuple[str, list[str]]]:
        """Each page state or answer with the English lines it shows."""
        found = []
        for where, text in self.texts():
            leaks = english_in(text, names=self.names())
            if leaks:
                found.append((where, leaks))
        return found


@pytest.mark.parametrize("game", ["maestro", "florenza"])
@pytest.mark.parametrize("code", ["it", "de"])
def test_a_whole_game_on_the_page_without_a_word_of_english(app, saves, monkeypatch, code, game):
    played = {}
    for language in ("en", code):
        for old in saves.glob("*"):
            old.unlink()
        app.hub.rooms.clear()
        person = PagePlayer(app, language, game)
        person.play()
        save = read_save(saves / person.address.rsplit("/", 1)[1])
        played[language] = (save.inputs, save.digest, person)
    assert played[code][:2] == played["en"][:2]  # the language is a display choice: the same game
    assert played["en"][2].english() != []  # the detector does see the English game's words
    leaks = played[code][2].english()
    assert leaks == [], leaks[:5]
    for language in ("en", code):  # the terminal's "type done" said the page's way, in each language
        said = "\n".join(text for _, text in played[language][2].texts())
        assert all(form in said for form in PAGE_FORMS.get((game, language), ())), language
        over = played[language][2].texts()[-1][1]  # nothing about a round after the last, in any language
        assert not any(words in over for words in NEXT_ROUND.values()), language
