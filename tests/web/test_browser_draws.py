"""Physical draws on a phone: Maestro and Florenza (two Ghosts) in Debian's Chromium at 390×844 with
``draws physical`` and ``dice physical``. After every input the draw's choices are on the screen, the
first has the focus, every control is 44×44 px or more, and the card tapped is the card the bot plays."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import test_browser as browser_tests
from player import Player
from scripts import maestro_moves
from test_browser import CHROMIUM, shoot

from solobot.storage.saves import read_save

chromium, phone = browser_tests.chromium, browser_tests.phone  # the browser tests' fixtures
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")

def answered(said: str | None) -> bool:
    """How the page answers an input that is done, or that now asks for a draw or a roll (the
    terminal's sentence: "Machina, draw one card ...", "You, roll a die ...")."""
    return said is not None and (said.startswith(("Done", "Drawn: ", "Rolled ")) or ", draw " in said
                                 or ", roll " in said)
CHOICES_IN_VIEW = """() => {
  const sheet = document.querySelector('#panel section.needs');
  const heading = sheet.querySelector('.draw h2').getBoundingClientRect();
  const buttons = Array.from(sheet.querySelectorAll('.draw button.choice'));
  const first = buttons[0].getBoundingClientRect();
  return {heading: heading.top >= 0 && heading.bottom <= innerHeight,
          first: first.top >= 0 && first.bottom <= innerHeight,
          focused: document.activeElement === buttons[0],
          smallest: Math.min(...buttons.map(b => { const r = b.getBoundingClientRect();
                                                   return Math.min(r.width, r.height); }))};
}"""


def drawing(me: Player) -> bool:
    return me.page.locator("#panel .draw button.choice").count() > 0


def draw(me: Player, pick: int) -> tuple[str, str, str]:
    """Check the draw request on the screen, tap choice ``pick`` (from 0, counted from the end when
    negative); the request's heading, the words tapped and the page's answer. A sheet folded while a long bot
    turn is read first is opened with its "Show" (one tap: a draw is two taps at most)."""
    me.unfold()
    where = me.page.evaluate(CHOICES_IN_VIEW)
    assert where["heading"] and where["first"] and where["focused"], where
    assert where["smallest"] >= 44, where
    assert me.small_controls() == []
    heading = me.page.locator("#panel .draw h2").inner_text()
    buttons = me.page.locator("#panel .draw button.choice")
    button = buttons.nth(pick % buttons.count())
    words = button.inner_text()
    said = me.answer(lambda: me.tap_on(button))
    assert said.startswith("Drawn: ") or ", draw " in said or ", roll " in said, said
    return heading, words, said


def new_game(phone, server: str, game: str, seed: str, **selects: list[str]) -> Player:
    """Start ``game`` from the home page with draws and dice physical and the options chosen (a value
    per menu of that name)."""
    page = phone(server)
    form = page.locator("form.newgame", has=page.locator(f"input[value={game}]"))
    for name, values in selects.items():
        for number, value in enumerate(values):
            form.locator(f"select[name={name}]").nth(number).select_option(value)
    form.locator("select[name=dice]").select_option("physical")
    form.locator("select[name=draws]").select_option("physical")
    form.locator("input[name=seed]").fill(seed)
    form.locator("button.big").click()
    page.wait_for_url(f"**/game/{game}-{seed}.json")
    return Player(page)


def test_maestro_with_physical_draws_on_a_phone_plays_the_cards_tapped(server, phone, saves):
    me = new_game(phone, server, "maestro", "11", variant=["michelangelo"])
    page = me.page
    assert "Components: the reference set" in page.locator("p.owncopy").inner_text()
    faces = iter([3, 5, 2, 6, 1, 4] * 100)
    kinds, played, shot = [], [], False
    for _ in range(300):
        if drawing(me):
            asked = page.locator("#panel .draw h2").inner_text()
            if not shot or (not played and "Machina's deck: the card it plays" in asked):
                shoot(page, "web-maestro-draw" if not shot else "web-maestro-machina-draw")
                shot = True
            heading, words, said = draw(me, len(kinds) % 3 - 1)
            kinds.append(heading)
            assert not heading.startswith("Player"), heading  # the person's own draw is spoken to them
            if "the Machina's deck: the card it plays" in heading:
                if not played:
                    shoot(page, "web-maestro-card-played")
                card = words.split(" (")[0]
                if said.startswith("Drawn: "):  # the bot's turn now shows the card tapped, played
                    assert f"Play the top card of the Machina's deck, {card}" in page.locator("#turn").inner_text()
                played.append(card)
            continue
        if me.rolling():
            said = me.dice([next(faces) for _ in range(me.dice_asked())])
            assert answered(said), said
            continue
        if me.label.startswith("Round 2"):
            break
        me.check()
        for command, *values in maestro_moves(me.label, page):
            said = me.send(command, *values)
            assert answered(said), (me.label, command, values, said)
            if drawing(me) or me.rolling():
                break
    assert me.label.startswith("Round 2"), me.label
    assert any("Collector Setup cards" in k for k in kinds) and sum("Popular Gallery tiles" in k for k in kinds) >= 3
    assert len(played) >= 4, played  # a card each Machina turn of round 1
    print(f"\nMaestro: {len(kinds)} draws, {len(played)} Machina cards, {me.taps} taps: "
          + " | ".join(sorted({k.split(":")[0] for k in kinds})))
    saved = read_save(saves / "maestro-11.json")
    assert saved.draws == "physical" and saved.dice == "physical"
    kept = iter(saved.drawn)  # the cards tapped, in order, kept as inputs (among the other draws)
    assert all(card in kept for card in played), (played, saved.drawn)


def test_florenza_with_two_ghosts_and_physical_draws_on_a_phone(server, phone, saves):
    me = new_game(phone, server, "florenza", "11", ghost=["hard", "easy"])
    page = me.page
    faces = iter([3, 5, 1, 6, 2, 4] * 200)
    kinds, tapped, shot, seen = [], [], False, False
    for _ in range(400):
        if drawing(me):
            if not shot:
                shoot(page, "web-florenza-draw")
                shot = True
            heading, words, _ = draw(me, len(kinds))
            kinds.append(heading)
            tapped.append(words.split(" (")[0])
            continue
        if me.rolling():
            me.dice([next(faces) for _ in range(me.dice_asked())])
            continue
        if me.label.startswith("Round 2"):
            break
        me.check()
        if tapped and not seen:  # the setup lays out what was tapped, in the order tapped (the last tile
            told = page.locator("#turn").inner_text()  # of a pile is told, not asked: it is the one left)
            artists = [name for name, kind in zip(tapped, kinds, strict=True) if "Artist" in kind]
            captains = [name for name, kind in zip(tapped, kinds, strict=True) if "Captain" in kind]
            assert len(artists) >= 11 and captains, kinds
            for card in range(4):
                assert f"card {card + 1} " in told and ", ".join(artists[3 * card:3 * card + 3]) in told, told
            assert f"Captains of Fortune in play: {', '.join(captains)}" in told, told
            seen = True
        label = me.label
        if me.offers("start"):
            said = me.form("start")
        elif "Captain" in label:
            said = me.form("resource", "gold")
            if said.startswith("Done") and me.offers("detain") and not (drawing(me) or me.rolling()):
                said = me.form("detain") or me.tap("done")
        else:
            said = me.tap("pass") if me.offers("pass") else me.tap("done")
        assert answered(said), (label, said)
    assert me.label.startswith("Round 2"), me.label
    assert len(kinds) >= 3, kinds
    print(f"\nFlorenza: {len(kinds)} draws: " + " | ".join(sorted({k.split(':')[0] for k in kinds})))
    saved = read_save(saves / "florenza-11.json")
    # the last Artist tile, told not asked, is kept in the save too
    assert saved.draws == "physical" and len(saved.drawn) == len(kinds) + 1
