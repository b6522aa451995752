"""Opponent policies: who plays the person's seat in ``--auto`` games and simulations."""

from __future__ import annotations

from typing import Any

from solobot import Context
from solobot_pig.state import PigState


def random_policy(ctx: Context, state: PigState, seat: str, rng: Any) -> dict[str, Any]:
    """Roll or hold at random (holding only once something is at stake)."""
    return {"op": "roll" if state.turn_total == 0 or rng.below(2) else "hold"}


def cautious_policy(ctx: Context, state: PigState, seat: str, rng: Any) -> dict[str, Any]:
    """Hold at 20, or as soon as the turn wins the game."""
    done = state.turn_total >= 20 or state.scores[seat] + state.turn_total >= state.target
    return {"op": "hold" if done else "roll"}
