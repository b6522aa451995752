"""Maestro and Florenza on the page in Italian and German (issue 30), over HTTP: a whole game of each, played
with the same moves as the English one (the scripts of the browser tests, chosen from the step's English
label), with no English on any page state or answer (the game's printed names and the typed commands aside)
and the same save: inputs and digest."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from solobot.storage.saves import read_save
from solobot.testing import english_in
from solobot.web.app import WebApp

sys.path.insert(0, str(Path(__file__).parent))
from conftest import app_with
from page_games import OPTIONS, PageScript, kept_names
from test_page_languages import read_on, speaking_browser

#: what the page says in its own way in each language, instead of the terminal's words ("type done", in capitals):
#: a tap on the button as it reads in the page's language ("done" is typed in every language; its button is "Fatto")
PAGE_FORMS = {("florenza", "en"): ["tap done", "tap what"], ("florenza", "it"): ["tocca Fatto", "scegli cosa"],
              ("florenza", "de"): ["tippe auf Fertig", "wähle, was"]}
NEXT_ROUND = {"en": "Next round", "it": "Prossimo round", "de": "Nächste Runde"}
"""How Florenza's line about the next round's roles begins in each language."""


@pytest.fixture
def app(saves, monkeypatch) -> WebApp:
    """The page with Maestro and Florenza."""
    yield from app_with("maestro,florenza", saves, monkeypatch)


class PagePlayer:
    """Plays one game on the page in one language (:class:`~page_games.PageScript`'s moves), every page state
    and answer kept to be read."""

    def __init__(self, app: WebApp, code: str, game: str):
        self.app, self.game, self.me = app, game, speaking_browser(app, code)
        self.address = self.me.start(game, **OPTIONS[game])
        self.script = PageScript(game, app.hub.folder / self.address.rsplit("/", 1)[1], self.send)
        self.read: list[tuple[str, str]] = [("the first page", self.me.client.get(self.address).text)]

    @property
    def session(self):
        return self.app.hub.rooms[self.address.rsplit("/", 1)[1]].room.seat.session

    def send(self, command: str, *values: str | None) -> str:
        """A command with its form's values (None or "" left out), as the page's form sends it; its answer."""
        reply = self.me.act(self.address, command=command, rest=" ".join(v for v in values if v)).json()
        self.read += [(f"after {command} {values}", reply["html"]), ("the answer", reply["message"])]
        return reply["message"] if reply["ok"] else ""

    def play(self) -> None:
        def now_and_then(label: str) -> None:  # the whole page (the history, the table, the score)
            if len(self.read) % 25 < 4:
                self.read.append((f"the page at {label!r}", self.me.client.get(self.address).text))

        self.script.play(after=now_and_then)
        assert self.session.finished
        self.read.append(("the verdict", self.me.client.get(self.address).text))

    def texts(self) -> list[tuple[str, str]]:
        """What a person reads at each page state or answer."""
        return [(where, read_on(html) if "<" in html else html) for where, html in self.read]

    def english(self) -> list[tuple[str, list[str]]]:
        """Each page state or answer with the English lines it shows."""
        found = []
        for where, text in self.texts():
            leaks = english_in(text, names=kept_names(self.game))
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
