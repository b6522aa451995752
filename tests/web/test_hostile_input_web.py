"""Hostile typed numbers on the page are a 4xx with one line, never a 500 (issue 28, items 1 and 4)."""

from __future__ import annotations

import pytest

from solobot.storage.saves import read_save


@pytest.mark.parametrize("die", ["7" * 5000, "²", "１", "𝟙", "1_0", "+3"])
def test_a_hostile_die_on_the_page_is_refused_and_changes_nothing(browser, saves, die):
    game = browser.start("pig", seed="2", target="20", difficulty="timid", dice="physical")
    browser.act(game, command="roll")
    before = read_save(saves / game.rsplit("/", 1)[1])
    reply = browser.act(game, "dice", die=die)
    assert 400 <= reply.status_code < 500
    assert reply.json()["message"] == "Not done: Please type a whole number from 1 to 6."
    assert read_save(saves / game.rsplit("/", 1)[1]) == before


@pytest.mark.parametrize("target", ["1_000", "+30", "１２", "9" * 5000])
def test_a_hostile_number_option_on_the_page_starts_nothing(browser, saves, target):
    reply = browser.post("/new", {"game": "pig", "target": target}, fetch=False)
    assert reply.status_code == 400 and ("is not a whole number" in reply.text or "too long" in reply.text)
    assert [p for p in saves.iterdir() if not p.name.startswith(".")] == []  # no save (the form token aside)


@pytest.mark.parametrize("index", ["²", "١", "𝟙"])
def test_a_form_argument_index_of_other_digits_is_ignored(browser, saves, index):
    game = browser.start("pig", seed="2", target="20")
    reply = browser.act(game, command="roll", **{f"arg-{index}": "x"})
    assert reply.status_code in (200, 409)
