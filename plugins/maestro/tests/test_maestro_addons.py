"""With a score add-on (the tutorial's kind: +5 for the Machina on the final score), the verdict
Maestro tells is the one of the final points, after the add-on (MM-SCORE-4)."""

from __future__ import annotations

from typing import Any

import pytest

from solobot import AddonSpec, Score, hookimpl
from solobot.engine.session import Session
from solobot.testing import TestRegistry
from solobot_maestro import plugin
from solobot_maestro.state import MACHINA, PLAYER


class MachinaBonus:
    """+5 for the Machina on the final score."""

    @hookimpl(wrapper=True)
    def solobot_score(self) -> Any:
        score: Score = yield
        if score.final:
            score.points[MACHINA] += 5
        return score


class BonusPlugin:
    @hookimpl
    def solobot_register_addons(self, register: Any) -> None:
        register(AddonSpec("machina-bonus", MachinaBonus(), games=("maestro",)))


REGISTRY = TestRegistry().add("maestro", plugin).add("bonus", BonusPlugin())


@pytest.mark.rule("MM-SCORE-4")
@pytest.mark.parametrize("seed", range(100))
def test_the_verdict_told_is_the_one_of_the_final_points(seed):
    session = Session(REGISTRY.game("maestro"), {}, seed, registry=REGISTRY)
    session.autoplay(skill=0.5)
    score = session.score()
    (verdict,) = [e for e in session.events if e.rule == "MM-SCORE-4"]
    assert (verdict.facts["player"], verdict.facts["machina"]) == (score.points[PLAYER], score.points[MACHINA])
    assert verdict.facts["winner"] == score.winner
    assert f"Your final score {score.points[PLAYER]}, the Machina's {score.points[MACHINA]}:" in verdict.text
    assert ("you win!" in verdict.text) == (score.winner == PLAYER)
