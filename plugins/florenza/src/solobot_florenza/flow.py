"""The game's flow: which seat acts next, and when Phase 4, the round and the game end.

A round: the person's Captain step (Phases 1-2) and Bishop step (Phase 3) when they
hold those roles; Phase 4, turns in turn order (the Captain first), one Kinsman each;
the person's end-of-round step (Phases 5-7: points to record); then one cleanup step
does the Ghosts' Phases 5 to 8 and the next round's Phases 1 to 3.

A Ghost leaves Phase 4 when its income area is empty (``ghost.ghost_turn``); the person
leaves with ``pass`` or after placing the round's last Kinsman. Phase 4 ends when every seat
has left (``rounds.next_turn``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from solobot import Context, Step
from solobot.i18n import DEFAULT, N_, language, speaking
from solobot_florenza.narration import _, kinsmen_left_label, name
from solobot_florenza.state import PLAYER, State, ghost_seat

if TYPE_CHECKING:
    from solobot_florenza.components import Components


LABELS = {
    "start": N_("Setup: choose your two starting Workshops"),
    "captain": N_("Round {r}, Phases 1-2: you are Captain"),
    "bishop": N_("Round {r}, Phase 3: you are Bishop"),
    "ghost": N_("Round {r}, Phase 4: {seat}'s turn"),
    "round_end": N_("Round {r}, Phases 5-7: your end of round"),
    "end": N_("Round {r}, Phases 5-8"),
}
"""The step labels (the prompt shows them with whose move it is); your Phase 4 step's, which counts the Kinsmen you
still place in words, is :func:`~solobot_florenza.narration.kinsmen_left_label`."""

KINDS = {"ghost": "bot", "end": "cleanup"}
"""The step kind of a label other than the person's ("person")."""

StepKey = tuple[str, int, str | None, int]
"""(label, round, seat, Kinsmen left): all a step depends on."""

RoundSteps = dict[str | int, tuple[Step, StepKey]]
"""One round's steps and their keys, by what ``next_step`` reads: the person's Kinsmen left in Phase 4
(an int), a Ghost's seat in Phase 4, else the phase."""


def step_table(comps: Components) -> list[RoundSteps]:
    """Every step the flow can return, by round (index 0 unused), made once when the components are compiled.

    A step is immutable and depends only on its key; making each one once keeps
    ``next_step``, called before every step of every game, to two look-ups: 2,000 one-Ghost
    games take 0.99 s of CPU instead of 1.17 s when each step is made afresh (about 15 %).
    It never goes stale: new component data is compiled into a new table.
    """
    ghosts = [ghost_seat(n) for n in range(1, comps.max_seats)]
    table: list[RoundSteps] = [{}]
    with speaking(DEFAULT):  # English, whatever is spoken: other languages relabel them (spoken_step)
        for r in range(1, comps.rounds + 1):
            keys: dict[str | int, StepKey] = {left: ("kinsmen", r, PLAYER, left) for left in range(comps.kinsmen + 1)}
            keys.update({seat: ("ghost", r, seat, 0) for seat in ghosts})
            keys["end"] = ("end", r, None, 0)
            keys.update({label: (label, r, PLAYER, 0) for label in ("start", "captain", "bishop", "round_end")})
            table.append({read: (_step(key), key) for read, key in keys.items()})
    return table


def _step(key: StepKey) -> Step:
    return Step(KINDS.get(key[0], "person"), key[2], _label(key))  # type: ignore[arg-type]


def _label(key: StepKey) -> str:
    """A step's label in the language spoken."""
    label, round_, seat, left = key
    if label == "kinsmen":  # the Kinsmen still to place, counted in words
        return kinsmen_left_label(round_, left)
    return _(LABELS[label]).format(r=round_, k=left, seat=name(seat))


def next_step(ctx: Context, state: State) -> Step | None:
    """What the session does next (``Game.next_step`` itself: called before every step)."""
    phase = state.phase
    if phase == "kinsmen":
        seat = state.order[state.turn]
        read: str | int = state.person_kinsmen if seat == PLAYER else seat
    elif phase == "over":
        return None
    else:
        read = phase
    step, key = ctx.components.steps[state.round][read]
    return step if language() == DEFAULT else spoken_step(step, key, language())


@lru_cache(maxsize=1024)
def spoken_step(step: Step, key: StepKey, code: str) -> Step:
    """``step`` labelled in the language ``code`` (spoken now): made once per step and language, as in English."""
    return step._replace(label=_label(key))
