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
    order, out, turn = state.order, state.out, state.turn
    n = len(order)
    for step in range(1, n + 1):
        i = (turn + step) % n
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

KINDS = {"ghost": "bot", "end": "cleanup"}
"""The step kind of a label other than the person's ("person")."""

_STEPS: dict[tuple[str, int, str | None, int], Step] = {}
"""Steps are immutable: one object per label, round, seat and Kinsmen left is enough."""


def _new_step(key: tuple[str, int, str | None, int]) -> Step:
    """Make and keep the step of a (label, round, seat, Kinsmen left) key."""
    label, round_, seat, left = key
    text = LABELS[label].format(r=round_, k=left, seat=seat)
    step = _STEPS[key] = Step(KINDS.get(label, "person"), seat, text)  # type: ignore[arg-type]
    return step


def next_step(state: State) -> Step | None:
    """What the session does next."""
    phase = state.phase
    if phase == "kinsmen":
        seat = state.order[state.turn]
        if seat == PLAYER:
            key = ("kinsmen", state.round, seat, state.person_kinsmen)
        else:
            key = ("ghost", state.round, seat, 0)
    elif phase == "end":
        key = ("end", state.round, None, 0)
    elif phase == "over":
        return None
    else:
        key = (phase, state.round, PLAYER, 0)
    return _STEPS.get(key) or _new_step(key)
