"""The page in Italian and German in a real browser (the system Chromium, a phone's screen, the phone's
language sent as Accept-Language): a whole Pig game with physical dice, a refusal, an undo and a redo, the
verdict, the components page, with no English on any of them (the script's own words included); axe-core
finds no serious violation in either language; every control still fits and is big enough in the longer
words; the language switch is remembered across pages and a reload. Screenshots go to
``$SOLOBOT_SCREENSHOTS`` when set."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1]))
import test_app_and_access as access
import test_browser as browser_tests
from english import english_in
from player import Player
from test_browser import CHROMIUM, PHONE, shoot
from test_page_languages import COMMANDS, app, games_own_untranslated  # noqa: F401  (Pig alone: app)

playwright = pytest.importorskip("playwright.sync_api")
chromium = browser_tests.chromium  # one system Chromium per module
axe = access.axe

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")

READ = """() => {
  // what a person reads: every text of the page (hidden parts too: a tab, a closed details, the offline
  // banner are read once shown), what is read out or shown on a hover, and the script's own words;
  // not the code shown as typed, nor the switch, which names each language in its own words
  const skip = el => el.closest('script, style, code, form.langs');
  const parts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.parentElement && !skip(node.parentElement)) parts.push(...node.textContent.split('\\n'));
  }
  for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (skip(el)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) parts.push(el.getAttribute(name) || '');
  }
  const game = document.getElementById('game');
  if (game) for (const key of ['show', 'hide', 'done', 'elsewhere', 'unanswered']) parts.push(game.dataset[key]);
  return parts.map(p => p.trim()).filter(Boolean);
}"""

SWITCH = """() => Array.from(document.querySelectorAll('form.langs button')).map(b => {
  const r = b.getBoundingClientRect(); return [b.value, r.width, r.height, r.right <= innerWidth + 0.5]; })"""

CLEAR = """() => {
  // the sheet's fold button ("Hide" in the page's language) covers neither the line above the moves nor the heading
  const fold = document.querySelector('section.needs button.fold');
  if (!fold || fold.offsetParent === null) return [];
  const f = fold.getBoundingClientRect();
  return Array.from(document.querySelectorAll('section.needs .said-here .flash, section.needs [data-needs] > h2'))
    .filter(e => e.offsetParent !== null && e.textContent.trim())
    .filter(e => { const r = e.getBoundingClientRect();
                   return r.right > f.left && r.left < f.right && r.bottom > f.top && r.top < f.bottom; })
    .map(e => e.outerHTML.slice(0, 80));
}"""

SAYS = {
    "it": {"home": "Le tue partite", "refused": "Non fatto: ", "undo": "Annulla", "redo": "Ripristina",
           "undone": "Annullato: ", "verdict": ("Hai vinto!", "Il bot vince"), "asks": "Tira un dado",
           "components": "Parti della scatola"},
    "de": {"home": "Deine Partien", "refused": "Nicht erledigt: ", "undo": "Rückgängig", "redo": "Wiederholen",
           "undone": "Zurückgenommen: ", "verdict": ("Du gewinnst!", "Der Bot gewinnt"), "asks": "Wirf einen Würfel",
           "components": "Teile der Schachtel"},
}
LOCALES = {"it": "it-IT", "de": "de-DE"}


def open_phone(chromium, url: str, code: str):
    """A phone whose language is ``code`` (its Accept-Language), on ``url``."""
    # bypass_csp: only so axe's script may be added and Playwright may wait; the page itself never needs it
    context = chromium.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True,
                                   locale=LOCALES[code], bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(url)
    return context, page


def english_on(page, code: str) -> list[str]:
    """The English a person would read on the page as it is now (the game's own untranslated words and the
    typed commands aside), after checking that the page says it speaks ``code``."""
    assert page.locator("html").get_attribute("lang") == code
    text = "\n".join(line for line in page.evaluate(READ) if line not in COMMANDS)
    for words in games_own_untranslated(code):
        text = text.replace(words, "")
    return english_in(text)


def fits(page, me: Player) -> None:
    """Every control is 44×44 px or more and none reaches past the screen's edge, the switch's too."""
    assert me.small_controls() == []
    assert me.outside() == []
    assert page.evaluate(CLEAR) == []
    for code, width, height, inside in page.evaluate(SWITCH):
        assert width >= 44 and height >= 44 and inside, f"the switch's {code}: {width}×{height}, inside: {inside}"


@pytest.mark.parametrize("code", ["it", "de"])
def test_a_whole_pig_game_in_the_phones_language_without_english(server, chromium, axe, code):
    says = SAYS[code]
    context, page = open_phone(chromium, server, code)
    me = Player(page)
    assert says["home"] in page.locator("h1").first.inner_text()
    assert english_on(page, code) == [], "home"
    assert access.serious(page, axe) == [], "home"
    fits(page, me)
    shoot(page, f"web-{code}-home")
    access.start(page, "pig", seed="4", target="20", dice="physical")
    assert english_on(page, code) == [], "the first move"
    assert access.serious(page, axe) == [], "the first move"
    fits(page, me)
    shoot(page, f"web-{code}-move")

    refused = me.type("hold")  # Pig refuses a hold before any roll, in the phone's language
    assert refused.startswith(says["refused"]) and english_in(refused) == []
    assert english_on(page, code) == [], "a refusal"
    said = [me.tap("roll")]
    assert says["asks"] in page.locator(".roll h2").inner_text()
    assert english_on(page, code) == [], "the die pad"
    assert access.serious(page, axe) == [], "the die pad"
    fits(page, me)
    shoot(page, f"web-{code}-dice")
    said.append(me.die(5))
    undone = me.table(says["undo"])
    assert undone.startswith(says["undone"]) and english_on(page, code) == [], "after an undo"
    said += [undone, me.table(says["redo"])]
    assert english_on(page, code) == [], "after a redo"

    faces, moves = iter([4, 6, 5, 1, 3, 6, 2, 5, 4, 6] * 30), iter(["roll", "roll", "hold"] * 100)
    shot_turn = False
    for _ in range(300):
        if me.over():
            break
        said.append(me.die(next(faces)) if me.rolling() else me.tap(next(moves)))
        assert english_on(page, code) == [], f"after {said[-1]!r}"
        if not shot_turn and page.locator("section.turn ol.checklist li").count() > 2:
            shoot(page, f"web-{code}-turn")
            shot_turn = True
    assert me.over() and page.locator(".verdict h2").inner_text() in says["verdict"]
    assert english_in("\n".join(said)) == [], "what the page said after each input"
    assert english_on(page, code) == [], "the verdict"
    assert access.serious(page, axe) == [], "the verdict"
    fits(page, me)
    shoot(page, f"web-{code}-verdict")
    page.locator("a.tab[data-tab=score]").click()
    assert access.serious(page, axe) == [], "the score"
    shoot(page, f"web-{code}-score")

    page.goto(server + "/components/pig")
    assert says["components"] in page.locator("#parts-title").inner_text()
    assert english_on(page, code) == [], "the components page"
    assert access.serious(page, axe) == [], "the components page"
    fits(page, me)
    shoot(page, f"web-{code}-components")
    page.goto(server + "/offline")
    assert english_on(page, code) == [], "the offline page"
    context.close()


def test_the_switch_is_remembered_across_pages_and_a_reload(server, chromium):
    context, page = open_phone(chromium, server, "it")
    assert page.locator("html").get_attribute("lang") == "it"
    page.locator("form.langs button[value=de]").click()
    page.wait_for_function("document.documentElement.lang === 'de'")
    assert "Deine Partien" in page.locator("h1").first.inner_text()
    access.start(page, "pig", seed="5")
    assert page.locator("html").get_attribute("lang") == "de" and english_on(page, "de") == []
    me = Player(page)
    assert me.tap("roll")  # the page's script and forms work on with the switch's cookie and the form token
    page.reload()
    assert page.locator("html").get_attribute("lang") == "de" and english_on(page, "de") == []
    assert page.locator("form.langs button[value=de]").get_attribute("aria-pressed") == "true"
    game = page.url
    page.goto(server + "/components/pig")
    assert page.locator("html").get_attribute("lang") == "de"
    page.locator("form.langs button[value=it]").click()
    page.wait_for_function("document.documentElement.lang === 'it'")
    assert re.search(r"/components/pig", page.url)  # back where the switch was tapped
    page.goto(game)
    assert page.locator("html").get_attribute("lang") == "it" and english_on(page, "it") == []
    page.locator("form.langs button[value=en]").click()
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert page.locator(".undo button").first.inner_text() == "↶ Undo"
    context.close()
