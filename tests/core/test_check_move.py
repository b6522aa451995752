"""Game.check_move: the dispatcher refuses, with the game's own line, an action its step does not take, before
the declared move runs, so no game overrides ``solobot_resolve_action`` to do it (issue 39, item 2)."""

from __future__ import annotations

from typing import Any

import pytest

from solobot import Game, IllegalAction, move


@move("knock", help="knock once")
def knock(ctx: Any, state: dict[str, Any]) -> None:
    state["knocks"] += 1


@move("wait", help="wait")
def wait(ctx: Any, state: dict[str, Any]) -> None:
    state["waits"] += 1


def only_in_the_day(state: dict[str, Any], action: dict[str, Any]) -> None:
    if action["op"] == "knock" and state["night"]:
        raise IllegalAction("knock: nobody opens at night")


class Door(Game):
    moves = (knock, wait)
    check_move = staticmethod(only_in_the_day)


class OpenDoor(Game):
    moves = (knock, wait)


def test_the_check_refuses_before_the_move_runs() -> None:
    state = {"knocks": 0, "waits": 0, "night": True}
    with pytest.raises(IllegalAction, match="nobody opens at night"):
        Door.solobot_resolve_action(None, state, "player", {"op": "knock"})
    assert state["knocks"] == 0  # nothing changed
    Door.solobot_resolve_action(None, state, "player", {"op": "wait"})
    state["night"] = False
    Door.solobot_resolve_action(None, state, "player", {"op": "knock"})
    assert (state["knocks"], state["waits"]) == (1, 1)


def test_without_a_check_every_declared_move_is_tried() -> None:
    state = {"knocks": 0, "waits": 0, "night": True}
    OpenDoor.solobot_resolve_action(None, state, "player", {"op": "knock"})
    assert state["knocks"] == 1
    assert OpenDoor.check_move is None


def test_a_subclass_declaring_only_a_check_gets_a_dispatcher_with_it() -> None:
    class NightDoor(OpenDoor):
        check_move = staticmethod(only_in_the_day)

    state = {"knocks": 0, "waits": 0, "night": True}
    with pytest.raises(IllegalAction, match="nobody opens at night"):
        NightDoor.solobot_resolve_action(None, state, "player", {"op": "knock"})
    OpenDoor.solobot_resolve_action(None, state, "player", {"op": "knock"})  # the parent keeps its own
    assert state["knocks"] == 1

