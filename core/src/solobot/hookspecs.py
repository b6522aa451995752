"""The solobot plugin contract: every hook a plugin may implement.

Two kinds of hooks live here.

*Discovery hooks* are called once on the global plugin manager, which holds
every installed plugin: a plugin registers its games (and an add-on its
wrappers) through the ``register`` callback it is given.

*Duty hooks* are the bot's five duties. They are never called on the global
manager. Each game session builds its own plugin manager holding exactly one
game implementation plus the add-ons that opted in for that game, so calling
``solobot_bot_turn`` only ever runs that game's bot (and any add-on wrapping
it). No implementation needs an "is this my game?" guard.

Specs only ever gain parameters; an implementation may accept any subset of a
spec's parameters, by name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from solobot.game import AddonSpec, Context, GameSpec, Score

PROJECT = "solobot"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


# -- discovery ---------------------------------------------------------------

@hookspec
def solobot_register_games(register: Callable[[GameSpec], None]) -> None:
    """Register the games this plugin provides.

    :param register: call it once per game with a :class:`~solobot.game.GameSpec`.
        Registering a name another plugin already registered is an error that
        names both plugins.

    Called once, on the global manager, when plugins are loaded. All
    implementations are called; the return value is ignored.
    """


@hookspec
def solobot_register_addons(register: Callable[[AddonSpec], None]) -> None:
    """Register add-ons: objects holding duty-hook implementations for some games.

    :param register: call it once per add-on with an
        :class:`~solobot.game.AddonSpec` naming the games it applies to.

    An add-on has no game of its own. Every session of a matching game
    registers the add-on's object next to the game, so it can wrap a duty hook
    (``@hookimpl(wrapper=True)``) — a house rule, a logger — without touching
    the core or the game. All implementations are called.
    """


# -- the bot's duties (per-session manager) ----------------------------------

@hookspec(firstresult=True)
def solobot_setup(ctx: Context) -> Any:
    """Set up a new game and return its state.

    :param ctx: the session context: validated options, component data, the
        random source and the event log.
    :return: the game state (the game's own plain-data object).

    Called once at the start of every game and every replay. Stops at the
    first non-None result.
    """


@hookspec
def solobot_bot_turn(ctx: Context, state: Any, seat: str) -> None:
    """Play one turn of a bot seat, changing ``state`` in place.

    :param ctx: the session context; every decision is reported with
        ``ctx.emit`` (rule ID, plain-language line, data).
    :param state: the game state.
    :param seat: the bot seat whose turn it is (from the game's ``next_step``).

    Called whenever the game's ``next_step`` names a bot seat. All
    implementations are called; the return value is ignored.
    """


@hookspec
def solobot_resolve_action(ctx: Context, state: Any, seat: str, action: dict[str, Any]) -> None:
    """Apply one action of the person's seat to ``state``.

    :param ctx: the session context.
    :param state: the game state.
    :param seat: the person's seat that acts.
    :param action: a JSON-able dict, ``{"op": NAME, ...arguments}``.
    :raises solobot.game.IllegalAction: with one clear line when the action is
        not allowed now; the session then restores the state as it was.

    Called for every input of the person (typed, or chosen by an opponent
    policy). All implementations are called; the return value is ignored.
    """


@hookspec(firstresult=True)
def solobot_score(ctx: Context, state: Any) -> Score:
    """Score the game as it stands.

    :param ctx: the session context.
    :param state: the game state (finished or not).
    :return: a :class:`~solobot.game.Score`: points per seat, the breakdown per
        seat, and whether the game is over (``final``).

    Called for the running score and at the end of the game. Stops at the
    first non-None result; wrap it (``wrapper=True``) to change a score. Once the
    score is final, the session decides the winner from the final points, after
    every wrapper has run, with the game's ``Game.decide_winner`` (its tie rules):
    a wrapper changes points only, and points and winner always agree.
    """


@hookspec
def solobot_cleanup(ctx: Context, state: Any) -> None:
    """Do the end-of-round work (scoring phases, resets) in place.

    :param ctx: the session context.
    :param state: the game state.

    Called whenever the game's ``next_step`` asks for a cleanup step. All
    implementations are called; the return value is ignored.
    """


@hookspec
def solobot_register_commands(cli: Any) -> None:
    """Add commands to the ``solobot`` command line.

    :param cli: the root :class:`click.Group`; call ``cli.add_command(command)``.

    Called once on the global plugin manager when the command line starts. A
    command whose name is already taken is left out, with a warning naming the plugin.
    """


DUTY_HOOKS = (
    "solobot_setup",
    "solobot_bot_turn",
    "solobot_resolve_action",
    "solobot_score",
    "solobot_cleanup",
)
DISCOVERY_HOOKS = ("solobot_register_games", "solobot_register_addons", "solobot_register_commands")
