"""The order of play: rounds of turns (one slot per Workshop), the Exhibition, final scoring."""

from __future__ import annotations

from functools import cache

from solobot import Step
from solobot_maestro.components import Components, load_components
from solobot_maestro.state import MACHINA, PLAYER, MaestroState, other


def components_of(state: MaestroState) -> Components:
    """The component data this game was set up with (cached)."""
    return load_components(state.components)


def seat_to_play(state: MaestroState) -> str:
    """Whose slot it is: the First Player marker's holder plays first in each turn."""
    return state.first if state.slot % 2 == 0 else other(state.first)


def is_gossip_turn(state: MaestroState, comp: Components) -> bool:
    """Whether the current turn is a Gossip turn (GAP-MM-2, from the data)."""
    return state.slot // 2 + 1 in comp.gossip_turns


def unused_exhibition_benefactors(state: MaestroState, comp: Components) -> list[str]:
    """The person's Exhibition-symbol Benefactor cards not yet used (EX-START-1)."""
    return [c for c in state.patrons[PLAYER] if comp.patron[c].exhibition and c not in state.used_benefactors]


def end_slot(state: MaestroState, comp: Components) -> None:
    """A Workshop has played its turn: next slot, or on to the Exhibition."""
    state.slot += 1
    state.turn_action = ""
    state.turn_ops = 0
    if state.slot >= 2 * comp.turns:
        state.phase = "exhibition_start" if unused_exhibition_benefactors(state, comp) else "exhibition"


def end_round(state: MaestroState, comp: Components) -> None:
    """After the Exhibition (and Cleanup): the next round, or final scoring after the last."""
    if state.round >= comp.rounds:
        state.phase = "final"
        return
    state.round += 1
    state.slot = 0
    state.phase = "turns"


def next_step(state: MaestroState) -> Step | None:
    """What the game needs next."""
    phase = state.phase
    if phase == "turns":
        comp = components_of(state)
        return turn_step(state.round, state.slot // 2 + 1, seat_to_play(state), is_gossip_turn(state, comp))
    if phase == "exhibition":
        last = state.round >= components_of(state).rounds
        return Step("cleanup", None, f"Round {state.round}, Exhibition" + ("" if last else " and Cleanup"))
    if phase == "exhibition_start":
        return Step(
            "person", PLAYER, f"Round {state.round}, start of the Exhibition: use your Exhibition cards"
        )
    if phase == "final":
        return Step("person", PLAYER, "Final scoring: record your end-game VP")
    return None


@cache
def turn_step(round_: int, turn: int, seat: str, gossip: bool) -> Step:
    """The step of one turn slot (steps are immutable, so they are made once)."""
    label = f"Round {round_}, turn {turn}" + (" (Gossip)" if gossip else "")
    return Step("bot" if seat == MACHINA else "person", seat, label)
