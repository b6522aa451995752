"""The game's flow: which seat acts next, and when Phase 4, the round and the game end.

A round: the person's Captain step (Phases 1-2) and Bishop step (Phase 3) when they
hold those roles; Phase 4, turns in turn order (the Captain first), one Kinsman each;
the person's end-of-round step (Phases 5-7: points to record); then one cleanup step
does the Ghosts' Phases 5 to 8 and the next round's Phases 1 to 3.

A Ghost leaves Phase 4 when its income area is empty; the person leaves with ``pass``
or after placing the round's last Kinsman. Phase 4 ends when every seat has left.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from solobot import Context, Step
from solobot.i18n import DEFAULT, N_, language, speaking
from solobot_florenza.narration import _, name
from solobot_florenza.state import PLAYER, State, ghost_seat

if TYPE_CHECKING:
    from solobot_florenza.components import Components


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
    "start": N_("Setup: choose your two starting Workshops"),
    "captain": N_("Round {r}, Phases 1-2: you are Captain"),
    "bishop": N_("Round {r}, Phase 3: you are Bishop"),
    "kinsmen": N_("Round {r}, Phase 4: your turn, Kinsmen to place: {k}"),
    "ghost": N_("Round {r}, Phase 4: {seat}'s turn"),
    "round_end": N_("Round {r}, Phases 5-7: your end of round"),
    "end": N_("Round {r}, Phases 5-8"),
}
"""The step labels (the prompt shows them with whose move it is)."""

KINDS = {"ghost": "bot", "end": "cleanup"}
"""The step kind of a label other than the person's ("person")."""

StepKey = tuple[str, int, str | None, int]
"""(label, round, seat, Kinsmen left): all a step depends on."""


def step_table(comps: Components) -> dict[StepKey, Step]:
    """Every step the flow can return, made once when the components are compiled.

    A step is immutable and depends only on its key; making each one once keeps
    ``next_step``, called before every step of every game, to a look-up: 2,000 one-Ghost
    games take 0.99 s of CPU instead of 1.17 s when each step is made afresh (about 15 %).
    It never goes stale: new component data is compiled into a new table.
    """
    rounds = range(1, comps.rounds + 1)
    ghosts = [ghost_seat(n) for n in range(1, comps.max_seats)]
    keys: list[StepKey] = [("kinsmen", r, PLAYER, left) for r in rounds for left in range(comps.kinsmen + 1)]
    keys += [("ghost", r, seat, 0) for r in rounds for seat in ghosts]
    keys += [("end", r, None, 0) for r in rounds]
    keys += [(label, r, PLAYER, 0) for r in rounds for label in ("start", "captain", "bishop", "round_end")]
    steps = {}
    with speaking(DEFAULT):  # English, whatever is spoken: other languages relabel them (spoken_step)
        for label, round_, seat, left in keys:
            text = LABELS[label].format(r=round_, k=left, seat=name(seat))
            steps[label, round_, seat, left] = Step(KINDS.get(label, "person"), seat, text)  # type: ignore[arg-type]
    return steps


def next_step(ctx: Context, state: State) -> Step | None:
    """What the session does next (``Game.next_step`` itself: called before every step)."""
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
    step = ctx.components.steps[key]
    return step if language() == DEFAULT else spoken_step(step, key, language())


@lru_cache(maxsize=1024)
def spoken_step(step: Step, key: StepKey, code: str) -> Step:
    """``step`` labelled in the language ``code`` (spoken now): made once per step and language, as in English."""
    label, round_, seat, left = key
    return step._replace(label=_(LABELS[label]).format(r=round_, k=left, seat=name(seat)))
