"""Only what is possible now is offered on the page (issue 38, item 1): a later field of a command's form
offers only what the fields chosen before it allow, without asking the server (the form carries its table of
choices), one choice left is taken and shown as decided, and a number starts within its real bounds."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import test_browser as browser_tests
from player import Player
from test_browser import CHROMIUM

from solobot.storage.saves import load_session

chromium, phone = browser_tests.chromium, browser_tests.phone  # the browser tests' fixtures
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")

VISIBLE = """([form, name]) => Array.from(form.querySelectorAll(`input[type=radio][name="${name}"]`))
  .filter(input => input.value && input.closest('label').offsetParent !== null).map(input => input.value)"""


def shot(page, name: str) -> None:
    folder = os.environ.get("SOLOBOT_SCREENSHOTS")
    if folder:
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


def new_game(phone, server, game: str, seed: str, **selects: str) -> Player:
    page = phone(server)
    form = page.locator("form.newgame", has=page.locator(f"input[value={game}]"))
    for name, value in selects.items():
        form.locator(f"select[name={name}]").first.select_option(value)
    form.locator("input[name=seed]").fill(seed)
    form.locator("button.big").click()
    page.wait_for_url(f"**/game/{game}-{seed}.json")
    return Player(page)


def offered_now(saves: Path, name: str, command: str):
    session = load_session(saves / f"{name}.json")[0]
    return next(c for c in session.game.commands(session.ctx, session.state) if c.name == command)


def test_florenzas_art_form_offers_only_the_artists_who_can_make_the_artwork_chosen(server, phone, saves):
    """FG-ART on a phone: place, then Artwork, then Artist, each among what the earlier choices allow."""
    me = new_game(phone, server, "florenza", "11", ghost="hard")
    page = me.page
    assert me.form("start").startswith("Done: You start with the Picconiere and the Boscaiuolo")
    for _ in range(40):
        label = me.label
        if "Phase 4" in label:
            break
        if "Captain" in label:
            me.form("resource", "gold")
            said = me.form("detain", "Giotto") if label.startswith("Round 1,") else me.tap("done")
        else:
            said = me.tap("done")
        assert said.startswith("Done: "), (label, said)
    assert "Phase 4" in me.label and me.offers("art")
    art = offered_now(saves, "florenza-11", "art")
    page.locator("button.verb[data-verb=art]").click()
    form = page.locator("form.command[data-verb=art]")
    handle = form.element_handle()
    for where, artworks in art.tree:
        form.locator(f'input[name=arg-0][value="{where}"]').locator("xpath=..").click()
        assert sorted(page.evaluate(VISIBLE, [handle, "arg-1"])) == sorted(word for word, _ in artworks)
        artwork, artists = artworks[-1]
        form.locator(f'input[name=arg-1][value="{artwork}"]').locator("xpath=..").click()
        assert sorted(page.evaluate(VISIBLE, [handle, "arg-2"])) == sorted(word for word, _ in artists), artwork
        if len(artists) == 1:  # the one Artist left is chosen, and shown as decided
            assert form.locator(f"input[name=arg-2][value='{artists[0][0]}']").is_checked()
            assert form.locator("input[name=arg-2]").first.evaluate(
                "i => i.closest('fieldset').hasAttribute('data-decided')")
    shot(page, "florenza-art-form")
    where, artworks = art.tree[0]
    artwork, artists = artworks[0]
    for value, field in ((where, "arg-0"), (artwork, "arg-1"), (artists[0][0], "arg-2")):
        form.locator(f'input[name={field}][value="{value}"]').locator("xpath=..").click()
    last = form.locator("input[name=arg-3][value='4']")
    assert last.evaluate("i => i.closest('fieldset').hasAttribute('data-sends')")  # the last choice left to make
    said = me.answer(lambda: last.locator("xpath=..").click())  # sends the form: no send button to tap
    assert said.startswith("Done: "), said  # what the form offered is accepted


def test_maestros_vp_stepper_starts_at_1_within_its_real_bounds(server, phone, saves):
    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page = me.page
    page.locator("button.verb[data-verb=vp]").click()
    box = page.locator("form.command[data-verb=vp] input[type=number]")
    assert box.input_value() == "1" and box.get_attribute("min") == "0"  # was -999: no VP to take back yet
    page.locator("button.verb[data-verb=move]").click()
    move = offered_now(saves, "maestro-11", "move")
    form = page.locator("form.command[data-verb=move]")
    source = move.tree[0][0]
    chip = form.locator(f'input[name=arg-0][value="{source}"]')
    if len(move.tree) == 1:  # the one region your Artworks stand in: decided, and a tap leaves it so
        assert chip.is_checked() and chip.evaluate("i => i.closest('fieldset').hasAttribute('data-decided')")
    chip.locator("xpath=..").click()
    assert chip.is_checked()
    count = form.locator("input[name=arg-2]")
    assert count.get_attribute("max") == str(move.bounds_after(2, (source, move.tree[0][1][0][0]))[1])
    shot(page, "maestro-move-form")
