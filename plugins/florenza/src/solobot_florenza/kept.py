"""Facts worked out from the table that the rules and the heuristic player ask again and again, kept between
steps on ``State.kept`` and never saved.

``plugin.plain_state`` leaves them out of every save and digest; a game set up, loaded or undone (a replay)
starts without them, and they are made at their first read (:func:`kept_facts`). Each kind of change to the
table updates them in one place:

- a Workshop used this round (turned Under Construction by a Ghost, or your Kinsman on it):
  :func:`workshop_used`, called by ``ghost.operate_workshop`` and ``person.op_operate``;
- a starting Workshop placed (Built at once): ``setup.place_starting_workshop`` drops them (:func:`forget`);
  a Workshop built in Phase 4 lies Under Construction, so it changes nothing here until Phase 8;
- Phase 8 (every Workshop Built and free, every Artist free): ``rounds.restore_board`` calls :func:`new_round`;
- a crest put on an Artwork (crests never come off): :func:`artwork_taken`, from ``board.create_artwork``;
- you take an Artist for the round: :func:`artist_held`, from ``person._take_artist``.

A hand-built position (a test that sets the table by hand) calls :func:`forget` after its changes.
What they save, one medium Ghost with the heuristic player: see docs/benchmarks.md ("Fourth pass:
Florenza"); a test plays whole games and compares them with a fresh count after every step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from solobot_florenza.state import PLAYER, Slot, State

if TYPE_CHECKING:
    from solobot_florenza.components import Components

Usable = tuple[str, int, Slot]
"""(owner, space index, Workshop) of a Workshop that can be activated now."""


@dataclass(slots=True)
class Kept:
    """What the table shows that is asked on most turns (see the module's docstring for who keeps it)."""

    usable: dict[str, list[Usable]]
    """Per District owner, its Workshops that can be activated now (FG-OP-2), lowest space first."""
    free_art: list[tuple[float, str, int] | None]
    """Per skill, in ``Worth.art_choices`` order: the best Artwork needing it that is free for you (value,
    where, index), or None."""
    free_at: list[int]
    """Per skill: where that Artwork stands in its ``Worth.art_choices`` list (its length: none left)."""
    holding: bool
    """Whether you hold an Artist this round."""


def kept_facts(state: State, comps: Components) -> Kept:
    """The state's kept facts, made now if it has none."""
    kept = state.kept
    if kept is None:
        kept = state.kept = counted(state, comps)
    return kept


def forget(state: State) -> None:
    """Drop the kept facts: the next read counts them afresh from the table."""
    state.kept = None


def counted(state: State, comps: Components) -> Kept:
    """Every kept fact counted from the table."""
    kept = Kept(usable_workshops(state, comps), [], [], PLAYER in [tile.held_by for tile in state.artists])
    for _ranked, artworks, _most in comps.worth.art_choices:
        at = next_free_artwork(state, artworks, 0)
        kept.free_at.append(at)
        kept.free_art.append(artworks[at] if at < len(artworks) else None)
    return kept


def usable_workshops(state: State, comps: Components) -> dict[str, list[Usable]]:
    """Per District owner, the Workshops that can be activated: Built, activatable, no Kinsman (FG-OP-2)."""
    activatable = comps.activatable
    return {
        owner: [(owner, k, slot) for k, slot in enumerate(district.spaces)
                if slot is not None and slot.built and not slot.kinsman and activatable[slot.workshop]]
        for owner, district in state.districts.items()
    }


def next_free_artwork(state: State, artworks: list[tuple[float, str, int]], start: int) -> int:
    """The index of the first of ``artworks`` (value, where, index) from ``start`` on that carries no crest
    where you would put yours (your Chiesa and Palazzo, the main board); their length if none."""
    district = state.districts[PLAYER]
    rows = {"chiesa": district.chiesa, "palazzo": district.palazzo, **state.main}
    at = start
    while at < len(artworks) and rows[artworks[at][1]][artworks[at][2]]:
        at += 1
    return at


def workshop_used(state: State, owner: str, slot: Slot) -> None:
    """``owner``'s Workshop ``slot`` was turned Under Construction or has a Kinsman on it: not usable this round."""
    kept = state.kept
    if kept is not None:
        usable = kept.usable[owner]
        for i, entry in enumerate(usable):
            if entry[2] is slot:
                del usable[i]
                return


def new_round(state: State, comps: Components) -> None:
    """Phase 8 has made every Workshop Built and free, and every Artist free."""
    kept = state.kept
    if kept is not None:
        kept.usable = usable_workshops(state, comps)
        kept.holding = False


def artwork_taken(state: State, comps: Components, seat: str, where: str, artwork: int) -> None:
    """A crest went on Artwork ``artwork`` at ``where`` (``seat``'s building, or a main-board place)."""
    kept = state.kept
    if kept is None or (seat != PLAYER and where not in state.main):
        return  # a Ghost's own Chiesa or Palazzo: not a place of yours
    s = comps.worth.skill_order[comps.sites[where].skills[artwork]]
    artworks = comps.worth.art_choices[s][1]
    at = next_free_artwork(state, artworks, kept.free_at[s])
    kept.free_at[s] = at
    kept.free_art[s] = artworks[at] if at < len(artworks) else None


def artist_held(state: State) -> None:
    """You took an Artist for this round."""
    kept = state.kept
    if kept is not None:
        kept.holding = True
