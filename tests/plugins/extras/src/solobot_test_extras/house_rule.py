"""An add-on with no game of its own: a house rule that gives Pig's bot 5 bonus points."""

from __future__ import annotations

from typing import Any

from solobot import AddonSpec, Score, hookimpl


class BotBonus:
    """Wraps Pig's score hook: the bot's total gains 5 points."""

    @hookimpl(wrapper=True)
    def solobot_score(self) -> Any:
        """Add 5 to the bot's points and show it in the breakdown."""
        score: Score = yield
        score.points["bot"] += 5
        score.breakdown.setdefault("bot", {})["house rule bonus"] = 5
        return score


@hookimpl
def solobot_register_addons(register: Any) -> None:
    """Register the house rule for Pig only."""
    register(AddonSpec("bot-bonus", BotBonus(), games=("pig",)))
