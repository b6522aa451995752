"""Pig's own tests, written with the fixtures of solobot.testing."""

from __future__ import annotations

import pytest
from solobot.conformance import run_check
from solobot.session import Session
from solobot_pig import plugin


@pytest.fixture
def spec(solobot_registry):
    """Pig, registered for this test only."""
    return solobot_registry.add("pig", plugin).game("pig")


@pytest.mark.rule("PIG-1")
def test_a_one_loses_the_turn_total(spec, scripted):
    session = Session(spec, {}, source=scripted(dice=[5, 1, 1]))
    session.submit({"op": "roll"})
    session.submit({"op": "roll"})
    assert session.state.scores == {"player": 0, "bot": 0}
    assert session.state.to_move == "player"  # the bot rolled a 1 as well


@pytest.mark.rule("PIG-2", "PIG-3")
def test_the_bot_rolls_until_its_hold_mark(spec, scripted):
    session = Session(spec, {"difficulty": "timid"}, source=scripted(dice=[3, 6, 4]))
    session.submit({"op": "roll"})
    session.submit({"op": "hold"})
    assert session.state.scores == {"player": 3, "bot": 10}
    assert [e.rule for e in session.last_bot_events()] == ["PIG-2", "PIG-2", "PIG-3"]


@pytest.mark.rule("PIG-3")
def test_holding_needs_a_roll_first(spec):
    session = Session(spec, {}, seed=1)
    with pytest.raises(Exception, match="roll at least once"):
        session.submit({"op": "hold"})


def test_pig_keeps_the_plugin_contract(spec):
    assert run_check(spec, {}, games=3, seed=2).ok
