"""Florenza's derived facts: what the table shows that the rules and the heuristic player ask again and again,
each a function of the table kept in the game's one slot for them (``ctx.derived.get(usable_workshops, state)``).

A rule that changes what a fact reads tells the slot: most changes move a kept fact on in place (working it out
again after each would cost Florenza about a tenth of a game: docs/benchmarks.md), the rarer ones drop it:

- :func:`usable_workshops`: a Workshop used (``ghost.operate_workshop``, ``person.op_operate``:
  :func:`workshop_used`), a starting Workshop placed (``setup.place_starting_workshop``: dropped);
- :func:`art_facts` (:func:`free_artworks` and :func:`held_artists`, one fact: ``policies.best_art`` reads both at
  each of your turns): a crest put on an Artwork (``board.create_artwork``: :func:`crest_put`), you take an Artist
  (``person._take_artist``: :func:`artist_taken`);
- Phase 8 (``rounds.restore_board``) lists the usable Workshops anew as it turns each Built and free, and empties
  the held Artists; the free Artworks stay, as crests never come off.

The slot is never saved, and a game set up, loaded or undone starts without it. ``TestRegistry.watching`` and
``solobot check`` compare every kept fact with a fresh count after every step. What they save: docs/benchmarks.md,
"Derived facts in one place".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from solobot import Context
from solobot_florenza.state import PLAYER, Slot, State, crest_rows

if TYPE_CHECKING:
    from solobot_florenza.components import Components

Usable = tuple[str, int, Slot]
"""(owner, space index, Workshop) of a Workshop that can be activated now."""
Held = tuple[float, int, int]
"""(his worth when held, his rank in his skill's ranking, Artist) of an Artist you hold."""


def usable_workshops(state: State, comps: Components) -> dict[str, list[Usable]]:
    """Per District owner, the Workshops that can be activated: Built, activatable, no Kinsman (FG-OP-2), lowest
    space first."""
    activatable = comps.activatable
    return {owner: [(owner, k, slot) for k, slot in enumerate(district.spaces)
                    if slot is not None and slot.built and not slot.kinsman and activatable[slot.workshop]]
            for owner, district in state.districts.items()}


def free_artworks(state: State, comps: Components) -> list[int]:
    """Per skill, in ``Worth.art_choices`` order: the index of the first of its Artworks (best first) that carries
    no crest where you may put yours; their length if none is free."""
    rows = crest_rows(state)
    return [next((at for at, (_, where, j) in enumerate(artworks) if not rows[where][j]), len(artworks))
            for _, artworks, _ in comps.worth.art_choices]


def held_artists(state: State, comps: Components) -> list[Held | None]:
    """Per skill, in ``Worth.art_choices`` order: the Artist with it you hold this round worth the most to you, the
    first ranked on a tie, as (his worth when held, his rank in the skill's ranking, Artist); None: none."""
    held: list[Held | None] = []
    for ranked, _, _ in comps.worth.art_choices:
        best = None
        for rank, (_, worth, i) in enumerate(ranked):
            if state.artists[i].held_by == PLAYER and (best is None or worth > best[0]):
                best = (worth, rank, i)
        held.append(best)
    return held


def art_facts(state: State, comps: Components) -> tuple[list[int], list[Held | None]]:
    """What ``policies.best_art`` weighs at each of your turns, per skill: the first free Artwork
    (:func:`free_artworks`) and the best Artist you hold (:func:`held_artists`), one fact (one read a turn)."""
    return free_artworks(state, comps), held_artists(state, comps)


def workshop_used(usable: dict[str, list[Usable]] | None, used: Usable) -> None:
    """A usable Workshop, ``(owner, space index, Workshop)``, was turned Under Construction or has a Kinsman on
    it: no longer usable. ``usable``: the kept fact as the rule read it (None: none is kept)."""
    if usable is not None:
        usable[used[0]].remove(used)


def crest_put(ctx: Context, state: State, where: str, artwork: int) -> None:
    """A crest was put on ``artwork`` of ``where``, a place where you may put yours: if it was the first free
    Artwork of its skill, the next free one is."""
    art = ctx.derived.peek(art_facts)
    if art is None:
        return
    worth, free = ctx.components.worth, art[0]
    s, at = worth.art_at[where, artwork]
    if free[s] == at:
        artworks, main, district = worth.art_choices[s][1], state.main, state.districts[PLAYER]
        at += 1
        while at < len(artworks):
            _, place, j = artworks[at]
            if not (main[place] if place in main else getattr(district, place))[j]:
                break
            at += 1
        free[s] = at


def artist_taken(ctx: Context, artist: int) -> None:
    """You took ``artist`` for this round: of each of his skills, he may be the best you hold."""
    art = ctx.derived.peek(art_facts)
    if art is None:
        return
    held = art[1]
    for s, worth, rank in ctx.components.worth.artist_skills[artist]:
        best = held[s]
        if best is None or worth > best[0] or (worth == best[0] and rank < best[1]):
            held[s] = (worth, rank, artist)
