"""Helpers for hand-built Maestro positions (the fixtures built from them are in conftest.py).

The shipped reference map numbers its regions 0 (Florence) to 16, so a region's number is
also its index. ``blank_state`` gives a set-up game with an empty map and an even Lodge
(2 Collectors per colour), so the colour order is the Precedence order:
green, purple, orange, blue (Popular values 10, 7, 4, 2).
"""

from __future__ import annotations

from solobot import Context
from solobot.toolkit import ScriptedSource, SeededSource
from solobot_maestro.board import recheck_centerpiece
from solobot_maestro.components import load_components
from solobot_maestro.plugin import GAME, MaestroOptions
from solobot_maestro.setup import new_game
from solobot_maestro.state import MACHINA, PLAYER, SEATS, MaestroState

COMP = load_components()


def make_ctx(variant: str = "michelangelo", difficulty: str = "normal", source=None) -> Context:
    """A narrating context with the shipped components; dice/orders scripted when ``source`` is given."""
    opts = MaestroOptions(variant=variant, difficulty=difficulty)
    source = source if source is not None else SeededSource(0)
    return Context(opts, COMP, source, keep_events=True, narrate=GAME.narrate)


def parse_command(state: MaestroState, comp, words: list[str]) -> dict:
    """The person's typed words as the game reads them (its declared moves), with components ``comp``."""
    return GAME.parse_command(Context(MaestroOptions(), comp, SeededSource(0)), state, PLAYER, words)


def offered(comp, state: MaestroState) -> list:
    """The commands the game offers at this step, with components ``comp``."""
    return GAME.commands(Context(MaestroOptions(), comp, SeededSource(0)), state)


def resolve_person_action(ctx: Context, state: MaestroState, action) -> None:
    """One operation of the person, as the session applies it (the step's phase checked first)."""
    GAME.solobot_resolve_action(ctx, state, PLAYER, action)


def scripted(dice=(), orders=(), picks=()) -> ScriptedSource:
    """A strict scripted source: any die, shuffle or pick the test did not plan for fails it."""
    return ScriptedSource(dice=dice, orders=orders, picks=picks)


def new_state(variant: str = "michelangelo", difficulty: str = "normal", seed: int = 0) -> MaestroState:
    return new_game(make_ctx(variant, difficulty, SeededSource(seed)))


def blank_state(variant: str = "michelangelo", difficulty: str = "normal") -> MaestroState:
    """A set-up game with every Artwork in supply, no Galleries, an even Lodge, no patron cards."""
    state = new_state(variant, difficulty)
    for seat in SEATS:
        state.supply[seat] += sum(state.art[seat])
        state.art[seat] = [0] * len(COMP.numbers)
    state.gallery = [""] * len(COMP.numbers)
    state.centerpiece = [""] * len(COMP.numbers)
    state.tiles_up = []
    state.standing = {c: 2 for c in COMP.colours}
    state.lying = {c: 0 for c in COMP.colours}
    state.patron_at = {a: "" for a in COMP.actions}
    return state


def put(state: MaestroState, region: int, machina: int = 0, player: int = 0) -> None:
    """Set both Workshops' Artworks in a region (taken from / returned to supply)."""
    for seat, count in ((MACHINA, machina), (PLAYER, player)):
        state.supply[seat] -= count - state.art[seat][region]
        state.art[seat][region] = count
    recheck_centerpiece(state, region)


def gallery(state: MaestroState, region: int, kind: str = "popular") -> None:
    state.gallery[region] = kind
    recheck_centerpiece(state, region)


def rules(ctx: Context) -> list[str]:
    return [e.rule for e in ctx.events if e.rule]
