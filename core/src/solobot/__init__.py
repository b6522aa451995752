"""solobot: play board games solo against a bot.

The names a plugin needs are importable from here.
"""

from solobot.events import Event
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
)
from solobot.hookspecs import hookimpl

__version__ = "0.1.0"

__all__ = [
    "Action",
    "AddonSpec",
    "ComponentError",
    "Context",
    "Event",
    "Game",
    "GameSpec",
    "IllegalAction",
    "Policy",
    "Score",
    "Step",
    "hookimpl",
]
