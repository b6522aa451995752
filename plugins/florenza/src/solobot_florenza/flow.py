"""The game's flow: which seat acts next, and when Phase 4, the round and the game end.

A round: the person's Captain step (Phases 1-2) and Bishop step (Phase 3) when they
hold those roles; Phase 4, turns in turn order (the Captain first), one Kinsman each;
the person's end-of-round step (Phases 5-7: points to record); then one cleanup step
does the Ghosts' Phases 5 to 8 and the next round's Phases 1 to 3.

A Ghost leaves Phase 4 when its income area is empty; the person leaves with ``pass``
or after placing the round's last Kinsman. Phase 4 ends when every seat has left.
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
    state.phase = "round_end"


def ghost_leaves_if_spent(state: State, seat: str) -> None:
    """A Ghost whose income area is empty has placed all its Kinsmen this round."""
    if state.ghosts[seat].income <= 0:
        state.out.append(seat)


LABELS = {
    "start": "Setup: choose your two starting Workshops",
    "captain": "Round {r}, Phases 1-2: you are Captain",
    "bishop": "Round {r}, Phase 3: you are Bishop",
    "kinsmen": "Round {r}, Phase 4: your turn, Kinsmen to place: {k}",
    "ghost": "Round {r}, Phase 4: {seat}'s turn",
    "round_end": "Round {r}, Phases 5-7: your end of round",
    "end": "Round {r}, Phases 5-8",
}
"""The step labels (the prompt shows them with whose move it is)."""

_STEPS: dict[tuple[str, int, str | None, int], Step] = {}


def _step(kind: str, label: str, seat: str | None, round_: int, left: int = 0) -> Step:
    """Steps are immutable: one object per label, round, seat and Kinsmen left is enough."""
    key = (label, round_, seat, left)
    step = _STEPS.get(key)
    if step is None:
        text = LABELS[label].format(r=round_, k=left, seat=seat)
        step = _STEPS[key] = Step(kind, seat, text)  # type: ignore[arg-type]
    return step


def next_step(state: State) -> Step | None:
    """What the session does next."""
    phase = state.phase
    if phase == "kinsmen":
        seat = state.order[state.turn]
        if seat == PLAYER:
            return _step("person", "kinsmen", seat, state.round, state.person_kinsmen)
        return _step("bot", "ghost", seat, state.round)
    if phase == "end":
        return _step("cleanup", "end", None, state.round)
    if phase == "over":
        return None
    return _step("person", phase, PLAYER, state.round)
