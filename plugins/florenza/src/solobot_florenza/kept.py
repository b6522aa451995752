"""Facts worked out from the table that the rules and the heuristic player ask again and again, kept between
steps on ``State.kept`` and never saved.

``plugin.plain_state`` leaves them out of every save and digest; a game set up, loaded or undone (a replay)
starts without them, and they are made at their first read (:func:`kept_facts`). Each kind of change to the
table updates them in one place:

- a Workshop used this round (turned Under Construction by a Ghost, or your Kinsman on it):
  :func:`workshop_used`, called by ``ghost.operate_workshop`` and ``person.op_operate``;
- a Workshop built in Phase 4 (Under Construction): :func:`workshop_changed`, from ``ghost.build_workshop`` and
  ``person.op_build``; a starting Workshop placed (Built at once): ``setup.place_starting_workshop`` drops them
  (:func:`forget`);
- Phase 8 (every Workshop Built and free, every Artist free): ``rounds.restore_board`` calls :func:`new_round`,
  which turns back only the Workshops kept as changed (without kept facts, Phase 8 looks at every one);
- a crest put on an Artwork: nothing to do. Crests never come off, so where the free Artworks of a skill
  began stays true; ``policies.best_art``, their one reader, moves it on past those taken since;
- you take an Artist for the round: :func:`artist_held`, from ``person._take_artist``.

A hand-built position (a test that sets the table by hand) calls :func:`forget` after its changes.
What they save (inclusive bytecodes a game, heuristic player, 20 games; docs/benchmarks.md, "Fourth pass:
Florenza"): the usable Workshops, looked for by ``best_operate`` and ``operable_workshops``, 7,203 -> 3,081
with one Ghost and 26,870 -> 7,326 with four; ``best_art`` 8,725 -> 6,599 and 9,181 -> 7,535. A test plays
whole games and compares the kept facts with a fresh count after every step.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING

from solobot_florenza.state import PLAYER, Slot, State, crest_rows

if TYPE_CHECKING:
    from solobot_florenza.components import Components

Usable = tuple[str, int, Slot]
"""(owner, space index, Workshop) of a Workshop that can be activated now."""

SPACE = itemgetter(1)
"""The space index of a (owner, space index, Workshop) entry."""


@dataclass(slots=True)
class Kept:
    """What the table shows that is asked on most turns (see the module's docstring for who keeps it)."""

    usable: dict[str, list[Usable]]
    """Per District owner, its Workshops that can be activated now (FG-OP-2), lowest space first."""
    free_from: list[int]
    """Per skill, in ``Worth.art_choices`` order: how many Artworks needing it, best first, were taken where you
    would put your crest when last looked at (none before is free: crests never come off)."""
    held: list[tuple[float, int, int] | None]
    """Per skill, in ``Worth.art_choices`` order: the Artist with it you hold this round worth the most to you,
    the first ranked on a tie, as (his worth when held, his rank in ``Worth.artists``, Artist); None: none."""
    rows: dict[str, list[str]]
    """The crest rows where you may put yours: your Chiesa and Palazzo, the main-board places (the state's own
    lists, which only ever change in place)."""
    changed: list[Usable]
    """Every Workshop not Built and free (used or built this round), as (owner, space index, Workshop)."""


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
    rows = crest_rows(state)
    free_from = [next_free_artwork(rows, artworks, 0) for _, artworks, _ in comps.worth.art_choices]
    held = [best_held(state, ranked) for ranked, _, _ in comps.worth.art_choices]
    changed = [(owner, k, slot) for owner, district in state.districts.items()
               for k, slot in enumerate(district.spaces) if slot is not None and (not slot.built or slot.kinsman)]
    return Kept(usable_workshops(state, comps), free_from, held, rows, changed)


def best_held(state: State, ranked: list[tuple[float, float, int]]) -> tuple[float, int, int] | None:
    """Of ``ranked`` (worth when hired, worth when held, Artist; best hired first), the Artist you hold worth the
    most to you, the first on a tie."""
    best = None
    for rank, (_, held, i) in enumerate(ranked):
        if state.artists[i].held_by == PLAYER and (best is None or held > best[0]):
            best = (held, rank, i)
    return best


def usable_workshops(state: State, comps: Components) -> dict[str, list[Usable]]:
    """Per District owner, the Workshops that can be activated: Built, activatable, no Kinsman (FG-OP-2)."""
    activatable = comps.activatable
    usable: dict[str, list[Usable]] = {}
    for owner, district in state.districts.items():
        usable[owner] = found = []
        for k, slot in enumerate(district.spaces):
            if slot is not None and slot.built and not slot.kinsman and activatable[slot.workshop]:
                found.append((owner, k, slot))
    return usable


def next_free_artwork(rows: dict[str, list[str]], artworks: list[tuple[float, str, int]], start: int) -> int:
    """The index of the first of ``artworks`` (value, where, index) from ``start`` on that carries no crest
    in ``rows`` (yours: :attr:`Kept.rows`); their length if none."""
    at = start
    while at < len(artworks) and rows[artworks[at][1]][artworks[at][2]]:
        at += 1
    return at


def workshop_used(state: State, owner: str, k: int, slot: Slot) -> None:
    """``owner``'s Workshop ``slot`` on space ``k`` was turned Under Construction or has a Kinsman on it: not
    usable this round."""
    kept = state.kept
    if kept is not None:
        kept.changed.append((owner, k, slot))
        usable = kept.usable[owner]
        for i, entry in enumerate(usable):
            if entry[2] is slot:
                del usable[i]
                return


def workshop_changed(state: State, owner: str, k: int, slot: Slot) -> None:
    """``owner`` built ``slot`` on space ``k``, Under Construction: Phase 8 turns it Built."""
    kept = state.kept
    if kept is not None:
        kept.changed.append((owner, k, slot))


def new_round(state: State, comps: Components) -> None:
    """Phase 8 (FG-P8-1, FG-P8-3): every Workshop kept as changed is Built and free again, and usable if it can be
    activated; every Artist is free."""
    kept = state.kept
    if kept is not None:
        activatable, usable = comps.activatable, kept.usable
        for entry in kept.changed:
            slot = entry[2]
            slot.built = True
            slot.kinsman = ""
            if activatable[slot.workshop]:
                usable[entry[0]].append(entry)
        for found in usable.values():
            found.sort(key=SPACE)  # lowest space first again
        kept.changed = []
        kept.held = [None] * len(kept.held)


def artist_held(state: State, comps: Components, artist: int) -> None:
    """You took ``artist`` for this round: of each of his skills, he may be the best you hold."""
    kept = state.kept
    if kept is None:
        return
    held = kept.held
    for s, worth, rank in comps.worth.artist_skills[artist]:
        best = held[s]
        if best is None or worth > best[0] or (worth == best[0] and rank < best[1]):
            held[s] = (worth, rank, artist)
