"""Maestro and Florenza on a phone in Italian and German (issue 30), in a real browser (the system Chromium,
the phone's language sent as Accept-Language): a whole game of each, tapped as in the English browser tests,
with no English a person reads on any state (the game's printed names and the commands' buttons aside),
every control big enough and inside the screen in the longer words. Screenshots go to
``$SOLOBOT_SCREENSHOTS`` when set."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1]))
import test_app_and_access as access
import test_browser as browser_tests
from player import CODE, Player
from scripts import FLORENZA_MOVES, maestro_moves
from test_browser import CHROMIUM, shoot
from test_page_games_languages import OPTIONS, PagePlayer, app  # noqa: F401  (Maestro and Florenza: app)
from test_page_languages_browser import READ, fits, open_phone

from solobot.i18n import speaking
from solobot.saves import load_session
from solobot.testing import english_in

playwright = pytest.importorskip("playwright.sync_api")
chromium = browser_tests.chromium  # one system Chromium per module

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")


class Phone:
    """One game on the phone: the step's English label read from its save (the moves are the same in every
    language), what the person reads checked after every input."""

    def __init__(self, page, saves: Path, game: str, code: str, names: str):
        compounds = CODE[:-1] if code == "de" else CODE  # "Viertel-Tableau" is German, not code
        self.page, self.me, self.game, self.code, self.names = page, Player(page, code=compounds), game, code, names
        self.save = saves / page.url.rsplit("/", 1)[1]
        self.leaks: list[tuple[str, list[str]]] = []

    def label(self) -> str | None:
        with speaking("en"):
            step = load_session(self.save)[0].pending
        return None if step is None else step.label

    def read(self, where: str) -> None:
        assert self.page.locator("html").get_attribute("lang") == self.code
        leaks = english_in("\n".join(self.page.evaluate(READ)), names=self.names)
        if leaks:
            self.leaks.append((where, leaks))


def names_of(saves: Path, game: str) -> str:
    """The game's names kept in every language (as the HTTP test keeps them), from its save."""
    class Saved(PagePlayer):
        def __init__(self, session):
            self.game, self._session = game, session

        @property
        def session(self):
            return self._session

    return Saved(load_session(next(saves.glob(f"{game}-*.json")))[0]).names()


@pytest.mark.parametrize(("game", "code"), [("maestro", "it"), ("florenza", "de")])
def test_a_whole_game_on_a_phone_in_its_language_without_english(server, chromium, saves, game, code):
    context, page = open_phone(chromium, server, code)
    access.start(page, game, **({"variant": "michelangelo", "seed": "11"} if game == "maestro" else
                                {"seed": OPTIONS[game]["seed"]}))
    phone = Phone(page, saves, game, code, names_of(saves, game))
    me, moves, shot = phone.me, 0, False
    phone.read("the first page")
    shoot(page, f"web-{game}-{code}-first")
    fits(page, me)
    for _ in range(400):
        label = phone.label()
        if label is None:
            break
        if game == "maestro":
            machina = next(points for seat, points in load_session(phone.save)[0].score().points.items()
                           if seat != "player")
            for command, *values in maestro_moves(label, page, machina):
                assert me.send(command, *values) is not None, (label, command, values)
                phone.read(f"after {command} at {label!r}")
        elif "Phase 4" in label:
            command, *values = FLORENZA_MOVES[moves % len(FLORENZA_MOVES)]
            moves += 1
            said = me.form(command, *values) if values else me.tap(command)
            if said is None or page.locator("#flash.bad").count():
                me.tap("done")
            phone.read(f"after {command} at {label!r}")
        else:
            if label.startswith("Setup"):
                me.form("start")
            elif "Captain" in label:
                me.form("resource", "gold")
            if phone.label() == label:
                me.tap("done")
            phone.read(f"at {label!r}")
        if not shot and page.locator("section.turn ol.checklist li").count() > 3:
            fits(page, me)
            shoot(page, f"web-{game}-{code}-turn")
            shoot(page, f"web-{game}-{code}-moves", full=True)
            shot = True
    assert me.over()
    phone.read("the verdict")
    fits(page, me)
    shoot(page, f"web-{game}-{code}-verdict")
    assert phone.leaks == [], phone.leaks[:5]
    context.close()
