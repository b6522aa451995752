"""Physical draws on the page: each request as big tappable choices, through the dice request's path."""

from __future__ import annotations

import html
import re

from solobot.storage.saves import load_session, read_save

CHOICE = re.compile(r'<button class="big choice" name="pick" value="([^"]+)"[^>]*>')
"""A choice of a draw, by the item's whole words it sends (a long list's chip shows them shorter, folded)."""


def choices(page: str) -> list[str]:
    return [html.unescape(words) for words in CHOICE.findall(page)]


def test_draws_are_tapped_on_the_page_refused_when_impossible_and_saved(browser, saves):
    game = browser.start("maestro", seed="11", variant="michelangelo", draws="physical")
    page = html.unescape(browser.client.get(game).text)
    assert "For the game, draw one card from the Collector Setup cards" in page
    assert "(EX-CLEAN-4)" not in page and "Rule <span class=\"rule\">EX-CLEAN-4</span>" in page  # behind "details"
    setup = choices(page)
    assert setup[0].startswith("CS1 (") and len(setup) == 6
    refused = browser.act(game, "draw", pick="7").json()
    assert not refused["ok"] and "No card left in the Collector Setup cards is “7”" in refused["message"]
    refused = browser.act(game, command="play create 1").json()["message"]
    assert refused.startswith("Not done: first answer the draw asked for")
    reply = browser.act(game, "draw", pick="2").json()
    tiles = []
    kinds = 0
    while "name=\"pick\"" in reply["html"]:  # the three Popular Gallery tiles of round 1, then the patron cards
        if f"draw one tile ({len(tiles) + 1} of 3) from the Popular Gallery tiles" in html.unescape(reply["html"]):
            tiles.append(choices(reply["html"])[0])
        else:  # the person deals the patron cards and says each kind (issue 26)
            assert "patron" in html.unescape(reply["html"]).lower()
            kinds += 1
        reply = browser.act(game, "draw", pick=choices(reply["html"])[0]).json()  # what the first shows
    assert len(tiles) == 3 and kinds == 4
    played = browser.act(game, line="play create 1").json()
    assert "Machina, draw one card from the Machina's deck: the card it plays" in html.unescape(played["html"])
    card = choices(played["html"])[2]
    done = browser.act(game, "draw", pick=card).json()
    assert done["message"].startswith("Drawn: ")  # what the card shows, as the person tapped it
    assert f"Play the top card of the Machina's deck, {card.split()[0]}" in html.unescape(done["html"])
    saved = read_save(saves / game.rsplit("/", 1)[1])
    assert saved.draws == "physical" and len(saved.drawn) == 1 + 3 + 4 + 1 and saved.drawn[-1] == card.split()[0]
    session, _ = load_session(saves / game.rsplit("/", 1)[1])  # the terminal's resume sees the same game
    assert session.state.machina.main.history == [card.split()[0]]
