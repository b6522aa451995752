"""Whole games driven by calling the game's hooks directly, without the session engine.

For the benchmark (the plugin's own share of the time) and for tests that check the state
after every single step. Same seeds as a Session: the game's source is seeded with ``seed`` and
the opponent's with ``derive_seed(seed, "opponent", policy)``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solobot import Context, Score
from solobot.toolkit import SeededSource, derive_seed
from solobot_maestro.plugin import GAME, MaestroOptions
from solobot_maestro.state import MaestroState

MAX_STEPS = 5000


def play_direct(
    options: dict[str, Any],
    seed: int,
    policy: str,
    after_step: Callable[[MaestroState], None] | None = None,
    keep_events: bool = False,
) -> Score:
    """Play one whole game; call ``after_step(state)`` after setup and after every step."""
    opts = MaestroOptions(**options)
    ctx = Context(opts, GAME.load_components(opts), SeededSource(seed), keep_events=keep_events)
    state = GAME.solobot_setup(ctx)
    choose, rng = GAME.policies[policy], SeededSource(derive_seed(seed, "opponent", policy))
    if after_step is not None:
        after_step(state)
    for _ in range(MAX_STEPS):
        step = GAME.next_step(state)
        if step is None:
            return GAME.solobot_score(ctx, state)
        if step.kind == "bot":
            GAME.solobot_bot_turn(ctx, state, step.seat)
        elif step.kind == "cleanup":
            GAME.solobot_cleanup(ctx, state)
        else:
            GAME.solobot_resolve_action(ctx, state, step.seat, choose(GAME, state, step.seat, rng))
        if after_step is not None:
            after_step(state)
    raise RuntimeError(f"game did not end within {MAX_STEPS} steps")
