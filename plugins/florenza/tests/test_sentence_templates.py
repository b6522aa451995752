"""Florenza's lines that are the core's templates read as its own functions wrote them."""

from __future__ import annotations

from solobot.words import sentence
from solobot_florenza.components import load_components
from solobot_florenza.narration import OWN, SENTENCES
from solobot_florenza.table import words


def test_templates_name_the_seat_once_count_kinsmen_and_name_workshops_and_roles():
    comps = load_components(None)
    said = words(("player", "ghost-1"), comps)
    first = min(comps.workshop)
    # the person's own lines: whole sentences in the second person (told, and as history and undo say them)
    assert OWN["your-kinsmen"](comps, "player", {"kinsmen": 1}) == "Correction: you have 1 Kinsman to place this round"
    assert OWN["your-kinsmen"](comps, "player", {"kinsmen": 3}) == "Correction: you have 3 Kinsmen to place this round"
    assert OWN["you-take-role"](comps, "player", {"role": "bishop"}) == "You take the Bishop role for next round"
    # a whole sentence per seat (an Italian or German possessive is not an English "'s"): the game's own line
    assert OWN["untracked"](comps, "player", {}) == "Your Kinsman does something the bot does not track"
    assert OWN["untracked"](comps, "ghost-1", {}) == "Ghost 1's Kinsman does something the bot does not track"
    assert sentence(SENTENCES["starting-workshop"], {"roll": 4, "workshop": first, "space": 2}, said, "ghost-1") == (
        f"Ghost 1 rolls 4: put the {comps.workshop[first].name} on its space 2")  # a Workshop with its English article
