"""An add-on with no game of its own: a house rule that gives Pig's bot 5 bonus points."""

from __future__ import annotations

from typing import Any

from solobot import AddonSpec, Score, hookimpl


class BotBonus:
    """Wraps Pig's score hook: the bot's final total gains 5 points."""

    @hookimpl(wrapper=True)
    def solobot_score(self) -> Any:
        """Add 5 to the bot's final points and show it in the breakdown (the winner follows the points)."""
        score: Score = yield
        if score.final:
            score.points["bot"] += 5
            score.breakdown.setdefault("bot", {})["house rule bonus"] = 5
        return score


@hookimpl
def solobot_register_addons(register: Any) -> None:
    """Register the house rule for Pig only."""
    register(AddonSpec("bot-bonus", BotBonus(), games=("pig",)))
