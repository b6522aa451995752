"""The shared toolkit every game uses: random sources, dice, decks and an SVG sheet for the table drawing.

Games never import :mod:`random`; every die, draw and shuffle goes through a
:class:`RandomSource` handed to them by the session, so a seed and the person's
inputs always give the same game.
"""

from solobot.toolkit.components import ComponentError, ComponentFile, load_components
from solobot.toolkit.deck import Deck, EmptyDeck
from solobot.toolkit.plain import plain
from solobot.toolkit.randomness import (
    Draw,
    DrawRequest,
    PhysicalDice,
    PhysicalDraws,
    RandomSource,
    Roll,
    RollRequest,
    ScriptedSource,
    ScriptExhausted,
    SeededSource,
)
from solobot.toolkit.seeds import derive_seed
from solobot.toolkit.svg import Sheet, wrap

__all__ = [
    "ComponentError",
    "ComponentFile",
    "Deck",
    "Draw",
    "DrawRequest",
    "EmptyDeck",
    "PhysicalDice",
    "PhysicalDraws",
    "RandomSource",
    "Roll",
    "RollRequest",
    "ScriptExhausted",
    "ScriptedSource",
    "SeededSource",
    "Sheet",
    "derive_seed",
    "load_components",
    "plain",
    "wrap",
]
