"""Issue 38, item 2 on a phone (390×844): the page's action area never scrolls inside, every screen whole.

After every input of the first rounds of a Maestro game (physical dice and draws) the sheet at the bottom
holds all it has without a scroll bar of its own, the send button covers nothing, a two-dice request is
sent by its two faces, a draw is one tap among the items left (after "Show", when a long bot turn was read
first), the status bar is two lines at most (at final scoring too), undo's take-back list is whole, and no
rule ID or command syntax stands outside a "details"; as a game opens its setup checklist is in view, and
what is ticked stays ticked across a reload.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import test_browser as browser_tests
from player import INNER, Player
from scripts import maestro_moves
from test_browser import CHROMIUM, shoot
from test_phone_turn import new_game, shoot_here

chromium, phone = browser_tests.chromium, browser_tests.phone  # the browser tests' fixtures
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")

COVERED = """() => {
  const sheet = document.querySelector('#panel section.needs');
  const go = sheet && Array.from(sheet.querySelectorAll('button.go, button.big')).filter(b => b.offsetParent !== null);
  if (!go || !go.length) return [];
  return Array.from(sheet.querySelectorAll('input:not([type=hidden]), label.chip-choice, button, select'))
    .filter(e => e.offsetParent !== null && !go.includes(e))
    .filter(e => { const r = e.getBoundingClientRect(); const x = r.left + r.width / 2, y = r.top + r.height / 2;
                   if (y < 0 || y > innerHeight) return false;
                   const hit = document.elementFromPoint(x, y);
                   return hit && go.some(b => b.contains(hit)); })
    .map(e => e.outerHTML.slice(0, 60));
}"""
"""The controls of the action area with a send button over them."""

BAR = """() => {
  const bar = document.querySelector('#panel header.status');
  if (!bar) return {rows: 0, whereLines: 0};  // the setup's draws: no game to show yet
  const rows = new Set(Array.from(bar.children).filter(e => e.offsetParent !== null && e.offsetHeight > 0)
    .map(e => Math.round(e.getBoundingClientRect().top)));
  const where = bar.querySelector('.where');
  const line = parseFloat(getComputedStyle(where).lineHeight);
  return {rows: rows.size, whereLines: Math.round(where.getBoundingClientRect().height / line)};
}"""
"""The status bar's rows (where the game is, the tabs with the score) and the lines of its first row."""

RULE_OR_SYNTAX = [re.compile(pattern) for pattern in (
    r"\((?:GAP|AMB|[A-Z]{2,})(?:-[A-Z0-9]+)*-\d+[a-z]?\)", r"\b[a-z]+ (?:[A-Z]{3,} ?){1,3}\b", r"\bif no [A-Z]{3,}\b")]
"""A rule ID in brackets ("(EX-CLEAN-9)"), a usage line ("set artworks REGION SEAT COUNT"), "1 if no COUNT"."""

OUTSIDE_DETAILS = """() => { const parts = [];
  const walk = node => { for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent);
      else if (child.nodeType === 1 && child.tagName !== 'DETAILS' && child.tagName !== 'SCRIPT') walk(child); } };
  walk(document.querySelector('main')); return parts.join(' '); }"""
"""The text of the page outside every "details" element (hidden parts too: another tab, a folded sheet)."""


def outside_details(page) -> list[str]:
    text = page.evaluate(OUTSIDE_DETAILS)
    return [found[0] for pattern in RULE_OR_SYNTAX for found in pattern.finditer(text)]


def whole(me: Player, where: str) -> None:
    """The action area has no scroll inside, its send button covers nothing, the bar is two lines."""
    page = me.page
    assert page.evaluate(INNER) == [], (where, page.evaluate(INNER))
    assert page.evaluate(COVERED) == [], (where, page.evaluate(COVERED))
    bar = page.evaluate(BAR)
    assert bar["rows"] <= 2 and bar["whereLines"] <= 1, (where, bar)
    assert outside_details(page) == [], (where, outside_details(page))


def test_a_maestro_stretch_with_real_dice_and_draws_is_whole_on_every_screen(server, phone):
    me = new_game(phone, server, "maestro", "11", variant="michelangelo", dice="physical", draws="physical")
    page, pairs, draws, shots = me.page, 0, [], set()
    assert page.locator("input.find").count() == 0
    for _ in range(80):
        label = page.locator(".status .where b").inner_text() if page.locator(".status").count() else "setup"
        if label.startswith("Round 2"):
            break
        whole(me, label)
        if page.locator(".roll.draw").count():
            before = me.taps
            said = me.answer(lambda: me.tap_on(page.locator(".draw button.choice").first))  # "Show" first if folded
            draws.append(me.taps - before)
            assert page.locator("input.find").count() == 0, "a draw never asks to type"
            if "draw" not in shots:
                shots.add("draw")
                shoot_here(page, "web-page-after-draw")
            continue
        if me.rolling():
            count = me.dice_asked()
            before = me.taps
            said = me.dice([3] * count)
            assert said.startswith("Rolled 3"), said  # the last face sent the roll: no other button
            assert me.taps - before <= count + 1, me.taps - before
            pairs += count == 2
            continue
        if label == "setup":
            page.wait_for_selector(".status, .roll")
            continue
        for command, *values in maestro_moves(me.label, page):
            said = me.send(command, *values)
            assert said is not None and not said.startswith("Not done"), (me.label, command, said)
            whole(me, f"{me.label} after {command}")
            if me.rolling():
                break
    assert pairs >= 1 and draws, (pairs, draws)
    assert max(draws) <= 2, draws  # a draw: its item, after "Show" when the sheet was folded to read the turn


def test_the_status_bar_is_two_lines_at_final_scoring(server, phone):
    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page = me.page
    final = ("Final scoring: your move (enter your final score: your VP track, 12 as solobot tracks it, plus "
             "your own end-game scoring)")
    page.evaluate("(label) => { document.querySelector('.status .where b').textContent = label; }", final)
    assert page.evaluate(BAR) == {"rows": 2, "whereLines": 1}
    bar = page.locator("#panel header.status").bounding_box()
    assert bar["height"] <= 90, bar  # where the game is, then the tabs: no more than two rows


def test_three_seats_keep_the_status_bar_two_lines_and_the_page_its_width(server, phone):
    page = phone(server)
    form = page.locator("form.newgame", has=page.locator("input[value=florenza]"))
    for number, level in enumerate(("hard", "easy")):
        form.locator("[name=ghost]").nth(number).select_option(level)
    form.locator("input[name=seed]").fill("11")
    form.locator("button.big").click()
    page.wait_for_url("**/game/florenza-11.json")
    assert page.locator("a.tab.scores .tally").count() == 3
    page.evaluate("document.querySelectorAll('a.tab.scores .tally b').forEach(b => { b.textContent = '126'; })")
    assert page.evaluate(BAR)["rows"] <= 2
    shoot(page, "web-page-three-seats")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing wider: the phone does not zoom out
    assert Player(page, checks=False).outside() == []


def test_the_setup_checklist_is_in_view_as_the_game_opens_and_stays_ticked(server, phone):
    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page = me.page
    seen = page.evaluate("""() => Array.from(document.querySelectorAll(
        'section.turn[data-setup-turn] h2, section.turn[data-setup-turn] ol.checklist > li')).slice(0, 5)
        .map(e => { const r = e.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height, 40) / 2);
          return r.top >= 0 && r.bottom <= innerHeight && Boolean(hit && e.contains(hit)); })""")
    assert seen == [True] * 5, seen  # its heading and first steps, not under the "Your move" sheet
    assert page.locator("section.needs.tall").count() == 1  # the moves after it in the page, not over it
    shoot(page, "web-page-setup-opens")
    boxes = page.locator("section.turn input[type=checkbox]")
    boxes.first.check()
    page.wait_for_timeout(300)  # the tick is posted
    page.reload()
    boxes = page.locator("section.turn input[type=checkbox]")
    assert boxes.first.is_checked() and not boxes.nth(1).is_checked()  # remembered across the reload
    for number in range(boxes.count()):
        boxes.nth(number).check()
    me.send("place", "Florence", "1")
    setup = page.locator("details[data-setup]")
    assert not setup.evaluate("d => d.open")  # ticked: folded away
    page.reload()
    assert not page.locator("details[data-setup]").evaluate("d => d.open")
    assert page.locator("details[data-setup] input[type=checkbox]").first.is_checked()
    page.locator("details[data-setup] > summary").click()  # opened by hand: remembered on this device
    page.reload()
    assert page.locator("details[data-setup]").evaluate("d => d.open")


def test_undos_take_back_list_is_whole_and_sentences_carry_no_rule_ids(server, phone):
    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page = me.page
    for command, *values in [("move", "Florence", "Pisa", ""), ("vp", "1"), ("play", "move", "1")]:
        me.send(command, *values)
    said = me.table("Undo")
    assert len(said.splitlines()) >= 2, said
    flash = page.evaluate("""() => { const f = document.getElementById('flash'); const r = f.getBoundingClientRect();
        return {clipped: f.scrollHeight > f.clientHeight + 1, top: r.top, bottom: r.bottom}; }""")
    assert not flash["clipped"], flash
    assert page.evaluate(INNER) == []
    shoot_here(page, "web-page-undo-whole")
    assert outside_details(page) == []
    whats = page.locator("form.command details.does p").evaluate_all("ps => ps.map(p => p.textContent)")
    assert whats and not any(pattern.search(what) for what in whats for pattern in RULE_OR_SYNTAX), whats
    me.tap_on(page.locator("button.verb[data-verb=move]"))
    form = page.locator("form.command[data-verb=move]")
    fields = form.locator(".field").first.bounding_box()
    does = form.locator("details.does").bounding_box()
    assert fields["y"] < does["y"], "the chosen command's fields come first"


@pytest.mark.parametrize("lang", ["it", "de"])
def test_the_page_is_whole_in_italian_and_german(server, phone, lang):
    page = phone(server)
    page.locator(f"button.lang[value={lang}]").click()
    page.wait_for_load_state()
    form = page.locator("form.newgame", has=page.locator("input[value=maestro]"))
    form.locator("input[name=seed]").fill("11")
    form.locator("button.big").click()
    page.wait_for_url("**/game/maestro-11.json")
    me = Player(page, checks=False)
    whole(me, lang)
    shoot(page, f"web-page-opens-{lang}")
    me.unfold()
    page.locator("form.command button.go").first.scroll_into_view_if_needed()
    whole(me, lang)
    shoot_here(page, f"web-page-moves-{lang}")
