"""Pig, or a variant of it, with an add-on, as a test's own plugins (shared by the core tests)."""

from __future__ import annotations

from typing import Any

from solobot import AddonSpec, GameSpec, hookimpl
from solobot.engine.plugins import Registry, set_default_registry
from solobot_pig.plugin import Pig, PigOptions


def pig_plugin(game: Any = None, addon: Any = None) -> Any:
    """A plugin registering Pig (or ``game``) and, if given, ``addon`` as the add-on "extra" for it."""

    class Plugin:
        @hookimpl
        def solobot_register_games(self, register):
            register(GameSpec("pig", "Pig", PigOptions, game or Pig()))

        @hookimpl
        def solobot_register_addons(self, register):
            if addon is not None:
                register(AddonSpec("extra", addon, games=("pig",)))

    return Plugin()


def registry_of(**plugins: Any) -> Registry:
    """A registry of just these plugins, made the default (sessions and checks use it)."""
    registry = Registry(extra=plugins, entry_points=False).load()
    set_default_registry(registry)
    return registry
