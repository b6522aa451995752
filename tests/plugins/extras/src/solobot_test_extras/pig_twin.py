"""A plugin that registers a game name Pig already uses."""

from solobot import GameSpec, hookimpl
from solobot_pig.plugin import GAME, PigOptions


@hookimpl
def solobot_register_games(register):
    register(GameSpec("pig", "Pig again", PigOptions, GAME))
