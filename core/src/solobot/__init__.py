"""solobot: play board games solo against a bot.

The names a plugin needs are importable from here. They are imported on first use (PEP 562),
so that ``import solobot`` itself costs nothing: the ``solobot`` command starts in
:mod:`solobot.__main__`, which can then turn a Ctrl-C during every later import into one line.
"""

# nothing is imported at run time before the command line's entry point can catch a Ctrl-C (solobot.__main__):
# not even typing or __future__; type checkers read TYPE_CHECKING by its name
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from solobot.commands import Param, move
    from solobot.events import Event, Move, Set, Turn
    from solobot.game import (
        Action,
        AddonSpec,
        ComponentError,
        Context,
        Game,
        GameSpec,
        IllegalAction,
        Policy,
        Score,
        Step,
        turn_step,
        turn_step_in,
    )
    from solobot.hookspecs import hookimpl
    from solobot.words import YOU, GameWords, SeatName

__version__ = "0.2.0"

__all__ = ["YOU", "Action", "AddonSpec", "ComponentError", "Context", "Event", "Game", "GameSpec", "GameWords",
           "IllegalAction", "Move", "Param", "Policy", "Score", "SeatName", "Set", "Step", "Turn", "hookimpl", "move",
           "turn_step", "turn_step_in"]

#: the module each public name is defined in (the names of ``solobot.game`` unless listed)
_HOMES = {"Event": "solobot.events", "Move": "solobot.events", "Set": "solobot.events", "Turn": "solobot.events",
          "hookimpl": "solobot.hookspecs",
          "move": "solobot.commands", "Param": "solobot.commands", "YOU": "solobot.words", "GameWords": "solobot.words",
          "SeatName": "solobot.words"}


def __getattr__(name: str) -> "Any":
    """A public name, imported from its module the first time it is asked for."""
    if name not in __all__:
        raise AttributeError(f"module 'solobot' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_HOMES.get(name, "solobot.game")), name)
    globals()[name] = value
    return value


def __dir__() -> "list[str]":
    return sorted({*globals(), *__all__})
