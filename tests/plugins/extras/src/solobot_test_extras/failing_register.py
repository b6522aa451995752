"""A plugin whose registration hook raises."""

from solobot import hookimpl


@hookimpl
def solobot_register_games(register):
    raise RuntimeError("the game data could not be read (on purpose)")
