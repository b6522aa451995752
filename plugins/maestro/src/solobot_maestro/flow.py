"""The order of play: rounds of turns (one slot per Workshop), the Exhibition, final scoring."""

from __future__ import annotations

from solobot import Context, Step
from solobot.i18n import language
from solobot_maestro.board import BoardView
from solobot_maestro.components import Components
from solobot_maestro.language import _
from solobot_maestro.state import PLAYER, MaestroState, other


def seat_to_play(state: MaestroState) -> str:
    """Whose slot it is: the First Player marker's holder plays first in each turn."""
    return state.first if state.slot % 2 == 0 else other(state.first)


def is_gossip_turn(state: MaestroState, comp: Components) -> bool:
    """Whether the current turn is a Gossip turn (GAP-MM-2, from the data)."""
    return state.slot in comp.gossip_slots


def unused_exhibition_benefactors(state: MaestroState, comp: Components) -> list[str]:
    """The person's Exhibition-symbol Benefactor cards not yet used (EX-START-1)."""
    cards = []
    for card in state.patrons[PLAYER]:
        if comp.patron[card].exhibition and card not in state.person.used_benefactors:
            cards.append(card)
    return cards


def end_slot(state: MaestroState, comp: Components) -> None:
    """A Workshop has played its turn: next slot, or on to the Exhibition."""
    state.slot += 1
    state.person.turn_ops = []
    if state.slot >= 2 * comp.turns:
        state.phase = "exhibition_start" if unused_exhibition_benefactors(state, comp) else "exhibition"


def end_round(ctx: Context, state: MaestroState) -> None:
    """After the Exhibition (and Cleanup): the next round, or final scoring after the last."""
    if state.round >= ctx.components.rounds:
        state.phase = "final"
        return
    state.round += 1
    if state.round == 2:  # no longer round 1: the Secondary Galleries pay (EX-GAL-3); later rounds value alike
        ctx.derived.drop(BoardView)
    state.slot = 0
    state.phase = "turns"


def final_label(state: MaestroState) -> str:
    """The final step: the whole final score is asked for, the VP track already in it said."""
    return _("Final scoring: your move (enter your final score: your VP track, {vp} as solobot tracks it, plus "
             "your own end-game scoring)").format(vp=state.vp[PLAYER])


def next_step(ctx: Context, state: MaestroState) -> Step | None:
    """What the game needs next."""
    if state.phase == "turns":  # the usual step: looked up in the table made once per language
        steps = ctx.components.slot_steps_by_language.get(language()) or ctx.components.slot_steps_in(language())
        return steps[state.first][state.round - 1][state.slot]
    phase = state.phase
    if phase == "exhibition":
        last = state.round >= ctx.components.rounds
        label = _("Round {round}: the Exhibition") if last else _("Round {round}: the Exhibition and the Cleanup")
        return Step("cleanup", None, label.format(round=state.round))
    if phase == "exhibition_start":
        cards = " ".join(unused_exhibition_benefactors(state, ctx.components))
        label = _("Round {round}, start of the Exhibition: your move (use {cards}, then done)") if cards else \
            _("Round {round}, start of the Exhibition: your move (done)")
        return Step("person", PLAYER, label.format(round=state.round, cards=cards))
    if phase == "final":
        return Step("person", PLAYER, final_label(state))
    return None
