"""Issue 27 on a phone (390×844) and a laptop (1440×900): after every input the bot's newest steps are on
the screen and not covered, no control reaches past the screen's edge, nothing is chosen for the person,
and the page speaks the game's words, never the terminal's syntax.

A whole Pig game and the first rounds of a Maestro game are played with the tests' player; after each
input the first step it added to the bot's turn must be inside the viewport with nothing over it
(``document.elementFromPoint`` at its centre lands inside it).
"""

from __future__ import annotations

import re
import statistics
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import test_browser as browser_tests
from player import Player
from scripts import maestro_moves
from test_browser import CHROMIUM, PHONE, shoot

chromium, phone = browser_tests.chromium, browser_tests.phone  # the browser tests' fixtures
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")

TERMINAL = [re.compile(pattern) for pattern in (
    r"--[a-z]", r"\b[a-z]+ [A-Z]{3,}\b", r"\(type:", r"\btype [a-z]+\b",
    r"solobot (?:components|play|resume|serve|simulate|saves|install)\b",
    r"\b[A-Z]{1,3}\d{2}\b(?! [—(-])", r"\bdavinci\b", r"\bmichelangelo\b", r"\b[A-Z]{2,4}-\d+[a-z]?\b",
)]
"""What the game page must never show: an option (``--draws``), a usage line (``play ACTION``), "type
done", a command to run, a bare card code (``B04`` without its name: "B04 — name" and "PG13 (13 Napoli)"
name it), an option's code word, a rule ID outside "details"."""

# a send button is reached by scrolling the page (the action area never scrolls inside: issue 38), never covered
SEND_IN_VIEW = """() => Array.from(document.querySelectorAll('#panel section.needs :is(button.go, button.big)'))
  .filter(b => b.offsetParent !== null)
  .map(b => { b.scrollIntoView({block: 'center'}); const r = b.getBoundingClientRect();
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return r.top >= 0 && r.bottom <= innerHeight && Boolean(hit && b.contains(hit)); })"""


def shoot_here(page, name: str) -> None:
    """A screenshot for the docs as the person sees the page now (not scrolled to the top), when asked for."""
    import os

    folder = os.environ.get("SOLOBOT_SCREENSHOTS")
    if folder:
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


def terminal_words(page) -> list[str]:
    """Terminal syntax in the visible text of the game page (open "details" excepted: closed ones hide theirs)."""
    text = page.evaluate("document.querySelector('main').innerText")
    return [found[0] for pattern in TERMINAL for found in pattern.finditer(text)]


def report(name: str, me: Player) -> dict:
    turns = [t for t in me.turns if t["fresh"]]
    stats = {"inputs": len(me.turns), "with new steps": len(turns),
             "first in view": sum(bool(t["first"]) for t in turns),
             "read without a swipe (up to 8)": sum(t["read"] >= min(t["fresh"], 8) for t in turns),
             "steps read without a swipe (median)": statistics.median([t["read"] for t in turns]) if turns else 0,
             "median new steps": statistics.median([t["fresh"] for t in turns]) if turns else 0}
    print(f"\n{name}: {stats}")
    return stats


def check_step(me: Player, seen: set[str], kind: str) -> None:
    """No control past an edge, a visible send button, no terminal words: once per kind of step."""
    if kind in seen:
        return
    seen.add(kind)
    assert me.outside() == [], (kind, me.outside())
    assert all(me.page.evaluate(SEND_IN_VIEW)), kind
    assert terminal_words(me.page) == [], kind


def new_game(phone, server, game: str, seed: str, **fields: str) -> Player:
    page = phone(server)
    form = page.locator("form.newgame", has=page.locator(f"input[value={game}]"))
    for name, value in fields.items():
        field = form.locator(f"[name={name}]")
        field.select_option(value) if field.evaluate("e => e.tagName") == "SELECT" else field.fill(value)
    form.locator("input[name=seed]").fill(seed)
    form.locator("button.big").click()
    page.wait_for_url(f"**/game/{game}-{seed}.json")
    return Player(page)


def test_a_whole_pig_game_keeps_each_bot_turn_in_view(server, phone):
    me = new_game(phone, server, "pig", "5", difficulty="bold", target="40")
    page, seen = me.page, set()
    for _ in range(200):
        if me.over():
            break
        check_step(me, seen, "move")
        board = page.locator("pre.board").text_content()
        me.tap("hold" if int(re.search(r"turn total (\d+)", board)[1]) >= 10 else "roll")
    assert me.over()
    stats = report("Pig", me)
    assert stats["with new steps"] >= 5
    assert stats["first in view"] == stats["with new steps"], [t for t in me.turns if t["fresh"] and not t["first"]]


def test_a_stretch_of_maestro_keeps_each_bot_turn_in_view_and_every_control_in_reach(server, phone):
    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page, seen, shot = me.page, set(), False
    while not me.label.startswith("Round 3"):
        check_step(me, seen, me.label.split(":")[-1])
        for command, *values in maestro_moves(me.label, page):
            said = me.send(command, *values)
            assert said is not None and said.startswith("Done: "), (me.label, command, values, said)
            turn = me.turns[-1]
            if turn["fresh"] >= 4 and not shot:
                shoot_here(page, "web-maestro-turn-in-view")
                shot = True
    stats = report("Maestro", me)
    assert stats["first in view"] == stats["with new steps"], [t for t in me.turns if t["fresh"] and not t["first"]]
    # Maestro's steps run to six lines on a phone: five of them, at least, read without a swipe
    assert all(t["read"] >= min(t["fresh"], 5) for t in me.turns if t["fresh"]), me.turns


def test_an_optional_field_starts_on_none_and_a_chip_tapped_again_is_unchosen(server, phone):
    from solobot.commands import Arg, Command
    from solobot.web.app import templates

    token = Command("play", (Arg("action", "choice", ("create", "move")), Arg("token", "choice", ("token",), True)))
    view = {"session": True, "name": "x", "version": 1, "waiting": None, "commands": [token], "groups": [],
            "seat_names": {}, "terms": {}, "label": "Round 1", "points": [], "breakdown": [], "history": [],
            "inputs": 0, "board": "", "svg": None, "words": None}
    html = templates().get_template("panel.html").render(view=view, csrf="t")
    chosen = re.findall(r'<input type="radio" name="(arg-\d)" value="([^"]*)"[^>]* checked', html)
    assert chosen == [("arg-1", "")], chosen  # the one token: not ticked for the person; "none" is
    assert ">none</span>" in html

    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page = me.page
    me.tap_on(page.locator("button.verb[data-verb=take]"))
    chip = page.locator("form.command[data-verb=take] label.chip-choice", has_text=re.compile("^resource$"))
    me.tap_on(chip)  # a colour is still to choose: nothing is sent
    assert chip.locator("input").is_checked()
    me.tap_on(chip)  # thought better of it: the same tap takes it back
    assert not chip.locator("input").is_checked()
    chosen = page.locator("form.command[data-verb=take] input[type=radio]:checked")
    assert chosen.evaluate_all("cs => cs.map(c => c.value)") == [""] * chosen.count()  # only "none"s
    assert me.version == 1  # nothing sent


def test_the_last_choice_left_sends_the_form_and_a_number_set_before_it_goes_with_it(server, phone):
    """Maestro's place: the count is set first (its bounds do not depend on the region), the region tapped sends
    the Artworks placed; the chips that would send say so."""
    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page = me.page
    me.tap_on(page.locator("button.verb[data-verb=place]"))
    form = page.locator("form.command[data-verb=place]")
    names = form.locator(".field").evaluate_all("fs => fs.map(f => f.querySelector('input[name^=arg-]').name)")
    assert names == ["arg-1", "arg-0"], names  # the count, then the region
    region = form.locator("fieldset.field", has=page.locator("input[name=arg-0]"))
    assert region.get_attribute("data-sends") is not None and region.locator(".sends").is_visible()
    me.tap_on(form.locator("button.step[data-step='1']"))  # 2 Artworks
    said = me.answer(lambda: me.tap_on(region.locator("label.chip-choice", has_text=re.compile("^Florence$"))))
    assert said.startswith("Done: You place 2 Artworks from your supply in 0 Florence"), said
    assert me.taps == 3  # the verb, +, the region: no send button


@pytest.mark.parametrize("screen", [PHONE, {"width": 1440, "height": 900}])
def test_every_control_and_the_drawing_fit_the_screen(server, chromium, screen):
    context = chromium.new_context(viewport=screen, bypass_csp=True)
    page = context.new_page()
    page.goto(server)
    form = page.locator("form.newgame", has=page.locator("input[value=maestro]"))
    form.locator("input[name=seed]").fill("11")
    form.locator("button.big").click()
    page.wait_for_url("**/game/maestro-11.json")
    me = Player(page, checks=False)
    assert me.outside() == []
    assert page.locator("h1").count() == 1
    if screen is PHONE:
        page.locator("a.tab[data-tab=table]").click()
    drawing, pane = page.locator("img.drawing"), page.locator("#table")
    page.wait_for_function("document.querySelector('img.drawing').complete")
    inside, outside = drawing.bounding_box(), pane.bounding_box()
    assert inside["x"] >= outside["x"] and inside["x"] + inside["width"] <= outside["x"] + outside["width"] + 1
    assert inside["width"] >= 0.85 * outside["width"]  # the whole width of its pane, a laptop's too
    if screen is not PHONE:
        shoot(page, "web-desktop")
    context.close()


def test_the_setup_checklist_stays_until_ticked_and_opens_again(server, phone):
    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page = me.page
    assert me.send("place", "Florence", "1").startswith("Done: ")  # the first input: the turn shows its own steps
    setup = page.locator("details[data-setup]")
    assert setup.count() == 1 and setup.evaluate("d => d.open")  # the setup's steps are still there to do
    boxes = setup.locator("input[type=checkbox]")
    assert boxes.count() >= 3
    shoot(page, "web-setup-checklist")
    for number in range(boxes.count()):
        boxes.nth(number).check()
    page.wait_for_function("!document.querySelector('details[data-setup]').open")  # all ticked: folded away
    assert me.send("play", "create", "1").startswith("Done: ")
    assert not setup.evaluate("d => d.open")  # stays folded after the next input
    page.locator("details[data-setup] > summary").click()  # and opens again with a tap on its heading
    assert setup.evaluate("d => d.open") and boxes.first.is_checked()
    assert me.outside() == []


def test_the_page_keeps_a_cards_printed_details_and_drops_only_typing_hints():
    """A card's "(Publicity 1, 2 AP, Resources: blue)" is the game's own words, not a usage hint."""
    from solobot.web.words import page_words

    card = "Play the top card of the Machina's deck, S20 (Publicity 1, 2 AP, Resources: blue), face up at Create."
    assert page_words(card) == card
    hinted = page_words("pick the common Resource (resource NAME), then detain an Artist (detain ARTIST)")
    assert "NAME" not in hinted and "ARTIST" not in hinted


def test_folded_while_a_turn_is_read_the_sheet_keeps_its_commands_and_one_tap_opens_a_form(server, phone):
    """No "Show" tap before a move: the folded sheet shows the commands (no "Show" button of its own), and the
    verb tapped opens the sheet at its form, in view and focused."""
    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page = me.page
    for _ in range(12):
        if page.locator("section.needs.folded").count():
            break
        for command, *values in maestro_moves(me.label, page):
            me.send(command, *values)
    sheet = page.locator("section.needs.folded")
    assert sheet.count(), "no bot turn long enough to fold the sheet"
    assert sheet.locator(".verbs button.verb[data-verb=place]").is_visible()
    assert not sheet.locator("button.fold").is_visible()
    assert me.turns[-1]["read"] >= min(me.turns[-1]["fresh"], 5)  # folded, the turn's first lines in view
    before = me.taps
    me.tap_on(page.locator("button.verb[data-verb=place]"))
    assert me.taps == before + 1 and me.unfolds == 0
    assert not page.locator("section.needs.folded").count()
    assert page.locator("form.command[data-verb=place]").is_visible()
    me.check()  # what needs the person in view and focused
