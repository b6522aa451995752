"""Your copy's components on the web: the page enters the same items as ``solobot components GAME --edit``,
checked by the game's model, into the same file, which the next game started on the page then reads."""

from __future__ import annotations

import html
import re

from solobot.engine.plugins import default_registry
from solobot.storage.owncopy import items_of, own_file, progress_file, read_checked, reference_data

POPULAR = 80
"""Maestro's item "Gallery values › Popular Gallery VP, by colour rank" (1 = the first item)."""


def flash(page: str) -> str:
    return html.unescape(re.search(r'<p id="flash"[^>]*>([^<]*)</p>', page)[1])


def field(page: str) -> tuple[str, str, str]:
    """The item shown: its number, its label and the value in its box."""
    number = re.search(r'name="item" value="(\d+)"', page)[1]
    label = re.search(r'<span class="legend">([^<]*)</span>', page)[1]
    value = re.search(r'name="value" value="([^"]*)"', page)[1]
    return number, html.unescape(label), html.unescape(value)


def test_the_page_says_the_reference_set_is_in_use_and_shows_each_item_with_its_reference_value(browser, home):
    page = browser.client.get("/components/maestro").text
    assert "Components: the reference set, not necessarily your box" in html.unescape(page)
    assert "<code>solobot components maestro --edit</code>" in page
    assert field(page) == ("1", "colours", "orange, blue, green, purple")
    page = browser.client.get(f"/components/maestro?item={POPULAR}").text
    assert field(page) == (str(POPULAR), "Gallery values › Popular Gallery VP, by colour rank", "10, 7, 4, 2")
    assert "Reference set: 10, 7, 4, 2" in page and f"item {POPULAR} of 431" in page
    assert not own_file("maestro").exists()  # looking writes nothing


def test_a_value_is_refused_with_the_models_reason_and_a_good_one_is_saved_where_the_terminal_saves(browser, home):
    refused = browser.post("/components/maestro", {"item": str(POPULAR), "value": "12, 8"}, fetch=False)
    assert refused.status_code == 400
    assert flash(refused.text) == "Not kept: gallery_values.popular: needs 4 values >= 0, one per rank."
    assert field(refused.text)[2] == "12, 8"  # what was typed stays in the box, to correct
    assert not own_file("maestro").exists()
    word = browser.post("/components/maestro", {"item": str(POPULAR), "value": "ten"}, fetch=False)
    assert word.status_code == 400 and flash(word.text) == "Not kept: “ten” is not a whole number."

    kept = browser.post("/components/maestro", {"item": str(POPULAR), "value": "12, 8, 4, 2"}, fetch=False)
    assert kept.status_code == 303 and kept.headers["location"].startswith(f"/components/maestro?item={POPULAR + 1}&")
    page = browser.client.get(kept.headers["location"]).text
    assert flash(page) == "Kept Gallery values › Popular Gallery VP, by colour rank: 12, 8, 4, 2."
    assert field(page)[:2] == (str(POPULAR + 1), "Gallery values › Secondary Gallery VP, by colour rank")
    spec = default_registry().game("maestro")
    data = read_checked(spec, own_file("maestro"))  # valid for the game's model, in the data folder
    assert data["gallery_values"]["popular"] == [12, 8, 4, 2]
    assert "Components: your copy" in html.unescape(page) and "entry unfinished" in html.unescape(page)
    assert field(browser.client.get("/components/maestro").text)[0] == str(POPULAR + 1)  # continues there


def test_the_last_item_completes_the_copy_and_the_next_game_on_the_page_reads_it(browser, home):
    spec = default_registry().game("maestro")
    last = len(items_of(reference_data(spec)))
    browser.post("/components/maestro", {"item": str(POPULAR), "value": "12, 8, 4, 2"})
    done = browser.post("/components/maestro", {"item": str(last), "value": ""}, fetch=False)
    assert "Your copy is complete" in html.unescape(done.headers["location"].replace("%20", " "))
    assert not progress_file("maestro").exists()
    game = browser.start("maestro", seed="4")
    page = html.unescape(browser.client.get(game).text)
    assert f"Components: your copy, {own_file('maestro')}." in page and "Check or change them" in page


def test_a_new_game_says_at_setup_that_the_reference_set_is_in_use_and_where_to_enter_yours(browser, home):
    game = browser.start("maestro", seed="4")
    page = browser.client.get(game).text
    line = re.search(r'<p class="owncopy">(.*?)</p>', page, re.S)[1]
    assert html.unescape(re.sub("<[^>]+>", "", line)) == (
        "Components: the reference set, not necessarily your box's values. Enter yours.")  # a link on the page
    assert 'href="/components/maestro"' in line


def test_components_refusals_are_one_line(browser, home):
    assert browser.post("/components/maestro", {"item": "1", "value": "x", "csrf": "forged"}).status_code == 403
    missing = browser.client.get("/components/chess")
    assert missing.status_code == 404 and "chess" in flash_or_problem(missing.text)
    beyond = browser.post("/components/maestro", {"item": "9999", "value": "1"}, fetch=False)
    assert beyond.status_code == 400 and flash(beyond.text) == "Not kept: there is no item 9999 (the file has 431)."


def flash_or_problem(page: str) -> str:
    return html.unescape(re.search(r'class="flash bad"[^>]*>([^<]*)<', page)[1])
