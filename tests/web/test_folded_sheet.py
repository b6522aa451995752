"""The sheet folded while a bot turn is read, on a phone (issue 38, item 2): it keeps what the next input needs
beside the turn's first 5 lines when they leave room for it. Maestro's first `play` of a turn is one tap on its
Action (the form in place: the Publicity it sends in view), and a physical draw of more than four items keeps
them as small chips saying what each card or tile shows (never its code alone), one tap each."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import test_app_and_access as access
import test_browser as browser_tests
from scripts import maestro_moves
from test_browser import CHROMIUM
from test_phone_turn import new_game

chromium, phone = browser_tests.chromium, browser_tests.phone  # the browser tests' fixtures
axe = access.axe
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")


def first_five_clear(turn: dict) -> bool:
    return turn["read"] >= min(turn["fresh"], 5)


def test_maestros_play_is_one_tap_in_the_folded_sheet_beside_the_machinas_turn(server, phone):
    """Seed 11, round 1, turn 3 (MM-TURN-1): the Machina's turn read, its first 5 lines clear, and `play create 1`
    sent by the tap on Create, the Publicity 1 it sends in view."""
    me = new_game(phone, server, "maestro", "11", variant="michelangelo")
    page = me.page
    while me.label != "Round 1, turn 3: your move":
        for command, *values in maestro_moves(me.label, page):
            assert me.send(command, *values).startswith("Done: ")
    assert first_five_clear(me.turns[-1]), me.turns[-1]
    sheet = page.locator("section.needs")
    assert "folded" in sheet.get_attribute("class") and "inplace" in sheet.get_attribute("class")
    assert page.locator("form.command[data-verb=play] input[name=arg-1]").input_value() == "1"
    assert page.locator("form.command[data-verb=play] .stepper").is_visible()
    assert page.locator("form.command[data-verb=play] .field[data-sends] .sends").is_visible()  # "(a tap sends it)"
    taps = me.taps
    said = me.send("play", "create", "1")
    assert said.startswith("Done: You play your card face up at Create with Publicity 1"), said
    assert me.taps - taps == 1


def test_a_long_physical_draw_keeps_its_items_beside_the_turn(server, phone, axe):
    """The first such draw of seed 11 (EX-PUB-2 patron cards, MM-TURN-3 the Machina's deck): each chip says what the
    card shows (a patron card's name, a Machina card's features), which is also its name for a screen reader or a
    voice (axe's label-content-name-mismatch); where the chips would cover the turn's first lines the sheet folds
    to its heading."""
    me = new_game(phone, server, "maestro", "11", variant="michelangelo", dice="physical", draws="physical")
    page, seen = me.page, 0
    for _ in range(400):
        if page.locator(".roll.draw").count():
            if page.locator("section.needs.folded:not(.bare) .choices.short").count():
                break
            me.answer(lambda: me.tap_on(page.locator(".draw button.choice").first))
            continue
        if me.rolling():
            me.dice([3] * me.dice_asked())
            continue
        if not page.locator(".status").count():
            page.wait_for_selector(".status, .roll")
            continue
        for command, *values in maestro_moves(me.label, page):
            me.send(command, *values)
            if me.rolling():
                break
        seen += 1
    else:
        pytest.fail("no long draw folded beside a bot turn")
    assert first_five_clear(me.turns[-1]), me.turns[-1]
    chips = page.locator(".draw button.choice")
    assert chips.count() > 4 and chips.first.is_visible()
    said = chips.first.inner_text()
    whole = chips.first.get_attribute("value")
    assert re.fullmatch(r"[A-Z]{1,3}\d{1,3} \(.+\)", whole), whole  # the item as the draw's list words it
    assert said in whole and not re.fullmatch(r"[A-Z]{1,3}\d{1,3}", said), said  # what the card shows: no code alone
    assert not re.match(r"[A-Z]{1,3}\d{1,3} ", said) and len(said) >= 4, said
    assert access.serious(page, axe) == [], "the folded draw's chips"
    taps = me.taps
    said = me.answer(lambda: me.tap_on(chips.first))
    assert me.taps - taps == 1 and said, said
