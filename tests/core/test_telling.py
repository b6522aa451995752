"""The completeness check: a table change no event announced, or a hidden word said, fails it."""

from __future__ import annotations

from typing import Any

import pytest
from pig_variants import pig_plugin, registry_of

from solobot import hookimpl
from solobot.check.conformance import run_check
from solobot.check.telling import table_differences, watch_game
from solobot.engine.plugins import Registry
from solobot.engine.session import Session
from solobot.events import Move, Set, apply_changes, piece_key
from solobot_pig import rules as pig_rules
from solobot_pig.plugin import Pig


def registry_with(game: Any = None, addon: Any = None) -> Registry:
    """A registry holding Pig (or a variant of it) and, if given, an add-on wrapping its hooks."""
    return registry_of(pig=pig_plugin(game, addon))


def telling_results(registry: Registry) -> list[Any]:
    report = run_check(registry.game("pig"), {"difficulty": "bold"}, games=2, seed=1)
    return [r for r in report.results if "told" in r.name]


def test_changes_apply_to_a_public_table():
    table = {piece_key("Artwork", "bot", "Workshop"): 3, "VP of bot": 4}
    told = apply_changes(table, [Move("Artwork", "Workshop", "Gallery 2", 3, "bot"), Set("VP of bot", 6)])
    assert told == {"Artwork of bot at Gallery 2": 3, "VP of bot": 6}  # the emptied Workshop count is gone
    assert table_differences(told, {"Artwork of bot at Gallery 2": 2, "VP of bot": 6}) == [
        "Artwork of bot at Gallery 2: told 3, table has 2"
    ]


def test_pig_tells_every_change(pig):
    results = [r for r in run_check(pig, {"difficulty": "bold"}, games=3, seed=2).results if "told" in r.name]
    assert results and all(r.ok for r in results)
    assert all("steps watched" in r.detail for r in results)


class SilentBonus:
    """A mutation: the bot's score grows by 1 in every bot turn, and nothing says so."""

    @hookimpl
    def solobot_bot_turn(self, state):
        state.scores["bot"] += 1


def test_a_silent_change_fails_and_names_the_rule_step():
    results = telling_results(registry_with(addon=SilentBonus()))
    assert results and not any(r.ok for r in results)
    assert "bot turn of bot (rule PIG-" in results[0].detail
    assert " — replay it: solobot play pig --difficulty bold --seed " in results[0].detail
    assert "score of bot: told" in results[0].detail


def test_removing_one_announcement_fails_the_check(monkeypatch):
    assert all(r.ok for r in telling_results(registry_with()))

    def set_without_the_bots_score(thing: str, value: Any) -> Set:
        return Set("nothing at all", 0) if thing == "score of bot" else Set(thing, value)

    monkeypatch.setattr(pig_rules, "Set", set_without_the_bots_score)
    failed = [r for r in telling_results(registry_with()) if not r.ok]
    # the one rule whose event left the change out, not every rule of the step
    said = "bot turn of bot (rule PIG-3, event 'hold'): changed silently: score of bot: told"
    assert failed and said in failed[0].detail


class SecretivePig(Pig):
    """Pig whose table hides the word 'holds' (a stand-in for a card still in the bot's deck)."""

    def hidden_values(self, ctx, state):
        return {"holds"}


def test_narration_naming_a_hidden_value_fails():
    results = telling_results(registry_with(game=SecretivePig()))
    assert not all(r.ok for r in results)
    assert "names 'holds', which the table hides" in " ".join(r.detail for r in results)


def test_a_game_without_a_public_table_is_reported_as_skipped():
    class PlainPig(Pig):
        def public_table(self, ctx, state):
            return None

    results = telling_results(registry_with(game=PlainPig()))
    assert results and all(r.ok and r.detail.startswith("skipped") for r in results)


@pytest.mark.parametrize("policy", ["cautious", "random"])
def test_the_watch_counts_every_step(pig, policy):
    session = Session(pig, {}, seed=5)
    report = watch_game(session, policy)
    assert session.finished and report.steps > 0 and not report.problems


def test_a_place_the_game_does_not_track_is_not_compared():
    before = {"score of bot": 3}
    told = apply_changes(before, [Move("chip", "supply", "pot", 2), Set("score of bot", 5)])
    after = {"score of bot": 5}
    assert table_differences(told, after, set(before) | set(after)) == []
    assert table_differences(told, {"score of bot": 4}, {"score of bot"}) == ["score of bot: told 5, table has 4"]
