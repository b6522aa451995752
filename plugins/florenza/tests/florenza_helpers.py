"""Test helpers for the Florenza tests: hand-built positions, scripted dice, sessions, whole games."""

from __future__ import annotations

from solobot import Context
from solobot.engine.session import Session
from solobot.testing import TestRegistry
from solobot.toolkit import ScriptedSource, SeededSource
from solobot_florenza import plugin
from solobot_florenza.components import load_components
from solobot_florenza.plugin import FlorenzaOptions
from solobot_florenza.setup import setup_game
from solobot_florenza.state import Slot


def make_ctx(comps, dice=(), ghosts=("medium",), seed=0, narrating=True):
    """A context whose dice are scripted (then seeded, so setup shuffles still work)."""
    options = FlorenzaOptions(ghost=list(ghosts))
    rng = ScriptedSource(dice=dice, fallback=SeededSource(seed))
    return Context(options, comps, rng, keep_events=narrating, narrate=plugin.GAME.narrate)


def make_state(comps, ghosts=("medium",), seed=0):
    """A game just set up (seeded), with the player's starting Workshops chosen, in round 1 Phase 4."""
    ctx = make_ctx(comps, ghosts=ghosts, seed=seed, narrating=False)
    state = setup_game(ctx, comps, list(ghosts))
    state.districts["player"].spaces[0] = Slot(1)
    state.districts["player"].spaces[1] = Slot(2)
    state.phase = "kinsmen"
    state.common_resource = "wood"
    return state


def rules(ctx):
    """The rule IDs of the events emitted so far."""
    return [e.rule for e in ctx.events]


def registry():
    return TestRegistry().add("florenza", plugin).load()


def session(ghosts=("medium",), seed=0, events=True, **kw):
    reg = registry()
    return Session(
        reg.games["florenza"], {"ghost": list(ghosts)}, seed=seed, registry=reg, keep_events=events, **kw
    )


def play(ghosts, seed, policy="heuristic", narrating=False, check=None):
    """A whole game driven like the session does, without the plugin manager; after every step the derived
    facts (``ctx.derived``) are checked against a fresh count, then ``check(ctx, state, step)`` runs. Returns
    (ctx, state, score)."""
    from solobot.toolkit import derive_seed

    game = plugin.GAME
    comps = load_components()
    options = FlorenzaOptions(ghost=list(ghosts))
    ctx = Context(options, comps, SeededSource(seed), keep_events=narrating, narrate=game.narrate)
    state = game.solobot_setup(ctx)
    choose = game.policies[policy]
    rng = SeededSource(derive_seed(seed, "opponent", policy))
    while (step := game.next_step(ctx, state)) is not None:
        ctx.acting(step.seat)
        if step.kind == "bot":
            game.solobot_bot_turn(ctx, state, step.seat)
        elif step.kind == "cleanup":
            game.solobot_cleanup(ctx, state)
        else:
            action = choose(ctx, state, step.seat, rng)
            game.solobot_resolve_action(ctx, state, step.seat, action)
            step = (step, action)
        ctx.acting(None)
        assert ctx.derived.stale(state) == [], step
        if check is not None:
            check(ctx, state, step)
    return ctx, state, game.solobot_score(ctx, state)
