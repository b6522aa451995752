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
from page_games import OPTIONS, PageScript, kept_names
from player import CODE, Player
from test_browser import CHROMIUM, shoot
from test_page_games_languages import app  # noqa: F401  (Maestro and Florenza: app)
from test_page_languages_browser import READ, fits, open_phone

from solobot.testing import english_in

playwright = pytest.importorskip("playwright.sync_api")
chromium = browser_tests.chromium  # one system Chromium per module

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")


class Phone:
    """One game on the phone (:class:`~page_games.PageScript`'s moves, tapped), what the person reads checked
    after every input."""

    def __init__(self, page, saves: Path, game: str, code: str):
        compounds = CODE[:-1] if code == "de" else CODE  # "Viertel-Tableau" is German, not code
        self.page, self.me, self.code = page, Player(page, code=compounds), code
        self.script = PageScript(game, saves / page.url.rsplit("/", 1)[1], self.send)
        self.names = kept_names(game)
        self.leaks: list[tuple[str, list[str]]] = []

    def send(self, command: str, *values: str | None) -> bool:
        """A command with its form (tapped as a button when it has none); whether the game took it."""
        said = self.me.send(command, *values)
        took = said is not None and not self.page.locator("#flash.bad").count()
        self.read(f"after {command} {values}")
        return took

    def read(self, where: str) -> None:
        assert self.page.locator("html").get_attribute("lang") == self.code
        leaks = english_in("\n".join(self.page.evaluate(READ)), names=self.names)
        if leaks:
            self.leaks.append((where, leaks))


@pytest.mark.parametrize(("game", "code"), [("maestro", "it"), ("florenza", "de")])
def test_a_whole_game_on_a_phone_in_its_language_without_english(server, chromium, saves, game, code):
    context, page = open_phone(chromium, server, code)
    access.start(page, game, **({"variant": "michelangelo", "seed": "11"} if game == "maestro" else
                                {"seed": OPTIONS[game]["seed"]}))
    phone = Phone(page, saves, game, code)
    me, shot = phone.me, False
    phone.read("the first page")
    shoot(page, f"web-{game}-{code}-first")
    fits(page, me)

    def once_a_turn_is_long(label: str) -> None:
        nonlocal shot
        if not shot and page.locator("section.turn ol.checklist li").count() > 3:
            fits(page, me)
            shoot(page, f"web-{game}-{code}-turn")
            shoot(page, f"web-{game}-{code}-moves", full=True)
            shot = True

    phone.script.play(after=once_a_turn_is_long)
    assert me.over()
    phone.read("the verdict")
    fits(page, me)
    shoot(page, f"web-{game}-{code}-verdict")
    assert phone.leaks == [], phone.leaks[:5]
    context.close()
