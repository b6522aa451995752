"""The game's flow: which seat acts next, and when Phase 4 and the game end.

Phase 4 alternates turns in turn order (the Captain first). A Ghost leaves
Phase 4 when its income area is empty; the person leaves with ``pass`` or after
placing the round's last Kinsman. Phase 4 ends when every seat has left; then
one cleanup step does Phases 5 to 8 and the next round's Phases 1 to 3.
"""

from __future__ import annotations

from solobot import Step

from .state import PLAYER, State


def first_turn(state: State) -> None:
    """Phase 4 starts with the first seat in turn order that has Kinsmen to place."""
    state.turn = -1
    advance_turn(state)


def advance_turn(state: State) -> None:
    """Give the turn to the next seat in turn order still in Phase 4; none left ends Phase 4."""
    order, out = state.order, state.out
    n = len(order)
    for step in range(1, n + 1):
        i = (state.turn + step) % n
        if order[i] not in out:
            state.turn = i
            return
    state.phase = "end"


def ghost_leaves_if_spent(state: State, seat: str) -> None:
    """A Ghost whose income area is empty has placed all its Kinsmen this round."""
    if state.ghosts[seat].income <= 0:
        state.out.append(seat)


_STEPS: dict[tuple[str, int, str | None], Step] = {}


def _step(kind: str, seat: str | None, round_: int, label: str) -> Step:
    """Steps are immutable: one object per kind, seat and round is enough."""
    key = (label, round_, seat)
    step = _STEPS.get(key)
    if step is None:
        step = _STEPS[key] = Step(kind, seat, label.format(round_))  # type: ignore[arg-type]
    return step


def next_step(state: State) -> Step | None:
    """What the session does next."""
    phase = state.phase
    if phase == "kinsmen":
        seat = state.order[state.turn]
        return _step("person" if seat == PLAYER else "bot", seat, state.round, "Round {}, Phase 4")
    if phase == "end":
        return _step("cleanup", None, state.round, "Round {}, Phases 5-8")
    if phase == "start":
        return _step("person", PLAYER, 0, "Setup: choose your two starting Workshops")
    if phase == "captain":
        return _step("person", PLAYER, state.round, "Round {}, Phases 1-2: you are Captain")
    return None
