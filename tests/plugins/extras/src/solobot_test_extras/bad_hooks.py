"""A plugin that implements a hook the core does not define."""

from solobot import hookimpl


@hookimpl
def solobot_frobnicate(state):  # not a solobot hook
    return state
