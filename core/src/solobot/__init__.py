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


#: modules that moved into a layer's folder in 0.3, under the names they had in 0.2 (removed in 0.4)
_MOVED = {name: layer for layer, names in (
    ("engine", "bounded entry_point loadguard paths plugins provenance session skill"),
    ("storage", "catalog history outputs owncopy saves savelock"),
    ("check", "conformance determinism language_check physical_check sentence_check telling"),
) for name in names.split()}


class _MovedModules:
    """Imports a module of 0.2 by its old name (``solobot.session``) as its new one, with a DeprecationWarning.

    It sits last on ``sys.meta_path``, so it is asked only for names nothing else found.
    """

    @classmethod
    def find_spec(cls, fullname: str, path: "Any" = None, target: "Any" = None) -> "Any":
        package, _, name = fullname.rpartition(".")
        if package != "solobot" or name not in _MOVED:
            return None
        import importlib.util
        import warnings

        warnings.warn(f"solobot.{name} is solobot.{_MOVED[name]}.{name} since solobot-core 0.3; the old name "
                      "goes in 0.4", DeprecationWarning, stacklevel=2)
        return importlib.util.spec_from_loader(fullname, cls)

    @staticmethod
    def create_module(spec: "Any") -> "Any":
        import importlib

        package, _, name = spec.name.rpartition(".")
        module = importlib.import_module(f"{package}.{_MOVED[name]}.{name}")
        spec.loader_state = module.__spec__
        return module

    @staticmethod
    def exec_module(module: "Any") -> None:
        module.__spec__ = module.__spec__.loader_state  # its own again, not the alias's


def _watch_moved_modules() -> None:
    import sys

    if not any(finder is _MovedModules for finder in sys.meta_path):
        sys.meta_path.append(_MovedModules)


_watch_moved_modules()
