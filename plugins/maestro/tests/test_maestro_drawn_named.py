"""The Upgraded card the person drew is theirs to be told (issue 41, item 8b; MM-STUDY-3).

With ``--draws physical`` the person draws the Machina's Upgraded card from their own box, says which it is, and
puts it on top of the Machina's deck: the deck hides it from then on, not from them, so the sentence naming it
gives nothing away. The completeness watch ``solobot check`` runs knows what the person drew.
"""

from __future__ import annotations

import pytest

from solobot.check.physical_check import ScriptedTable
from solobot.check.telling import watch_game
from solobot.engine.session import Session
from solobot.testing import TestRegistry
from solobot_maestro import plugin


@pytest.mark.rule("MM-STUDY-3")
def test_an_upgraded_card_the_person_drew_and_named_is_not_a_hidden_card_said():
    registry = TestRegistry().add("maestro", plugin)
    table = ScriptedTable(0)  # a person drawing at random: forced draws, seeded
    session = Session(registry.game("maestro"), {"variant": "michelangelo"}, 0, registry=registry,
                      draws="physical", ask_draw=table.draw)
    report = watch_game(session, "heuristic")
    upgrades = [e for e in session.events if e.kind == "upgrade" and e.facts.get("drawn")]
    assert session.finished and upgrades  # the game drew Upgraded cards, and named them
    assert all(e.facts["drawn"] in e.text for e in upgrades)
    assert report.revealed == []  # seeds 0-5 flagged 2 or 3 of them each before
