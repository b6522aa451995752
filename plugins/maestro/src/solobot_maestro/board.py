"""The shared board: Artworks and Centerpieces, the Lodge's colour order, Gallery values."""

from __future__ import annotations

from functools import lru_cache

from solobot_maestro.components import Components
from solobot_maestro.state import MACHINA, PLAYER, MaestroState


def majority_holder(machina: int, player: int) -> str:
    """Who holds a Gallery's Centerpiece: the majority, and every tie to the Machina (MM-GOLD-5)."""
    if machina == 0 and player == 0:
        return ""
    return MACHINA if machina >= player else PLAYER


def recheck_centerpiece(state: MaestroState, region: int) -> None:
    """Put the Centerpiece of ``region`` with its majority holder (none outside Galleries)."""
    if state.gallery[region]:
        state.centerpiece[region] = majority_holder(state.art[MACHINA][region], state.art[PLAYER][region])
    else:
        state.centerpiece[region] = ""


def add_artworks(state: MaestroState, seat: str, region: int, count: int) -> None:
    """Add (or with a negative count, remove) Artworks of ``seat`` in ``region``; recheck the majority."""
    art = state.art
    art[seat][region] += count
    if state.gallery[region]:  # majority_holder, inlined: this runs for every Artwork moved
        machina, player = art[MACHINA][region], art[PLAYER][region]
        state.centerpiece[region] = "" if not (machina or player) else MACHINA if machina >= player else PLAYER


def colour_order(state: MaestroState, comp: Components) -> list[str]:
    """Colours by Collectors in their Lodge area, most first (EX-ORDER-1); ties by Precedence (EX-ORDER-2)."""
    standing, lying, prec = state.standing, state.lying, comp.precedence
    return sorted(comp.colours, key=lambda c: (-(standing[c] + lying[c]), prec[c]))


def collectors_by_colour(state: MaestroState, comp: Components) -> tuple[int, ...]:
    """Collectors standing or lying in each colour's Lodge area, in the order of ``comp.colours``."""
    standing, lying = state.standing, state.lying
    return tuple([standing[c] + lying[c] for c in comp.colours])


@lru_cache(maxsize=4096)
def _ranks(comp: Components, collectors: tuple[int, ...]) -> dict[str, int]:
    """Ranks by Collectors per colour (EX-ORDER-1), ties by Precedence (EX-ORDER-2); cached."""
    counts = dict(zip(comp.colours, collectors, strict=True))
    order = sorted(comp.colours, key=lambda c: (-counts[c], comp.precedence[c]))
    return {colour: rank for rank, colour in enumerate(order)}


def gallery_value(state: MaestroState, comp: Components, region: int, ranks: dict[str, int]) -> int:
    """What ``region``'s Gallery would pay now, by its kind and the rank of its colour (EX-GAL-1)."""
    kind = state.gallery[region]
    if not kind or (kind == "secondary" and state.round == 1):  # EX-GAL-3
        return 0
    return comp.values[kind][ranks[comp.region_colour[region]]]


def gallery_values(state: MaestroState, comp: Components) -> tuple[int, ...]:
    """What every region's Gallery would pay now, by region index (0 without a Gallery): as gallery_value.

    Cached by the Lodge's Collector counts, the Gallery tokens and whether it is round 1, which is all
    the values depend on: the Machina and the heuristic player ask many times between two changes.
    """
    return _gallery_values(comp, collectors_by_colour(state, comp), tuple(state.gallery), state.round == 1)


def ranks_and_gallery_values(state: MaestroState, comp: Components) -> tuple[dict[str, int], tuple[int, ...]]:
    """Each colour's rank (0 = first scoring space) and gallery_values, counting the Lodge once."""
    collectors = collectors_by_colour(state, comp)
    return _ranks(comp, collectors), _gallery_values(comp, collectors, tuple(state.gallery), state.round == 1)


@lru_cache(maxsize=8192)
def _gallery_values(
    comp: Components, collectors: tuple[int, ...], gallery: tuple[str, ...], first_round: bool
) -> tuple[int, ...]:
    ranks = _ranks(comp, collectors)
    values, colour = comp.values, comp.region_colour
    return tuple(
        0 if not kind or (first_round and kind == "secondary") else values[kind][ranks[colour[region]]]  # EX-GAL-3
        for region, kind in enumerate(gallery)
    )


def galleries(state: MaestroState, kind: str) -> list[int]:
    """The regions holding a ``kind`` Gallery token, by index."""
    return [i for i, k in enumerate(state.gallery) if k == kind]


def move_collector(state: MaestroState, source: str, target: str) -> None:
    """Move one standing Collector from one Lodge area to another, where it lies down (MM-INF-4)."""
    state.standing[source] -= 1
    state.lying[target] += 1


def collectors_in(state: MaestroState, colour: str) -> int:
    """Collectors in a colour's Lodge area, standing or lying."""
    return state.standing[colour] + state.lying[colour]
