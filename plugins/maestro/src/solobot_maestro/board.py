"""The shared board: Artworks and Centerpieces, the Lodge's colour order, Gallery values."""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import Any

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
    return list(board_view(state, comp).colours_by_rank)


def collectors_by_colour(state: MaestroState, comp: Components) -> tuple[int, ...]:
    """Collectors standing or lying in each colour's Lodge area, in the order of ``comp.colours``."""
    standing, lying = state.standing, state.lying
    return tuple([standing[c] + lying[c] for c in comp.colours])


@lru_cache(maxsize=4096)
def _ranks(comp: Components, collectors: tuple[int, ...]) -> tuple[dict[str, int], tuple[str, ...]]:
    """Ranks by Collectors per colour (EX-ORDER-1), ties by Precedence (EX-ORDER-2), and the colours in
    that order; cached."""
    counts = dict(zip(comp.colours, collectors, strict=True))
    order = tuple(sorted(comp.colours, key=lambda c: (-counts[c], comp.precedence[c])))
    return {colour: rank for rank, colour in enumerate(order)}, order


#: the layout order of every Gallery by region index (the other orders are by Gallery kind)
BY_INDEX = "by index"


class BoardView:
    """What the Galleries are worth and in which order the Machina looks at them, for one board.

    It depends only on the Lodge's Collector counts, the Gallery tokens and whether it is round 1,
    so one view serves every question asked between two changes (see board_view).

    :ivar ranks: each colour's rank (0 = the first scoring space), ties by Precedence.
    :ivar colours_by_rank: the colours in that order.
    :ivar values: what each region's Gallery would pay now, by region index (0 without a Gallery).
    :ivar galleries: the regions holding a Gallery token, by region number.
    :ivar plain: the regions without a Gallery token, by region index.
    :ivar in_plain: ``in_plain(art)`` is the tuple of ``art[region]`` for the regions in ``plain``.
    """

    __slots__ = (
        "_ordered",
        "_starts",
        "colours_by_rank",
        "galleries",
        "in_plain",
        "plain",
        "ranks",
        "values",
    )

    def __init__(self, comp: Components, collectors: tuple[int, ...], gallery: tuple[str, ...], first_round: bool):
        self.ranks, self.colours_by_rank = _ranks(comp, collectors)
        ranks = self.ranks
        self.galleries, self.plain, self._starts, self.in_plain = _layout(comp, gallery)
        values = [0] * len(gallery)
        table, colour = comp.values, comp.region_colour
        for region in self.galleries:
            kind = gallery[region]
            if not (first_round and kind == "secondary"):  # EX-GAL-3: none pays in round 1
                values[region] = table[kind][ranks[colour[region]]]
        self.values = tuple(values)
        self._ordered: dict[str, tuple[int, ...]] = {}

    def by_value(self) -> tuple[int, ...]:
        """Every Gallery, most valuable first, the lower region index first on equal value."""
        return self._most_valuable_first(BY_INDEX)

    def best_first(self, kind: str = "") -> tuple[int, ...]:
        """The Galleries of ``kind`` ("" for all), most valuable first, the higher region number first on
        equal value: the order of MM-MOVE-2, MM-CREATE-1 and MM-INF-3."""
        return self._most_valuable_first(kind)

    def _most_valuable_first(self, start: str) -> tuple[int, ...]:
        """The regions of the layout's ``start`` order, most valuable first (sorted once, on first use);
        the sort is stable, so equal values keep their ``start`` order."""
        ordered = self._ordered.get(start)
        if ordered is None:
            regions = self._starts[start]
            ordered = self._ordered[start] = tuple(sorted(regions, key=self.values.__getitem__, reverse=True))
        return ordered


@lru_cache(maxsize=1024)
def _layout(comp: Components, gallery: tuple[str, ...]) -> tuple[tuple[int, ...], tuple[int, ...], dict, Any]:
    """Where the Gallery tokens are: their regions by number, the other regions, the orders BoardView
    sorts by value (per kind, "" for every Gallery: by number, highest first; BY_INDEX: every Gallery
    by index), and a getter of the other regions' items."""
    galleries = tuple([region for region in comp.by_number if gallery[region]])
    plain = tuple([region for region, kind in enumerate(gallery) if not kind])
    down = galleries[::-1]
    by_kind = {kind: tuple([region for region in down if gallery[region] == kind]) for kind in comp.values}
    return galleries, plain, {"": down, BY_INDEX: tuple(sorted(galleries)), **by_kind}, items_at(plain)


def items_at(indices: tuple[int, ...]) -> Any:
    """A function giving the tuple of a sequence's items at ``indices`` (itemgetter, always a tuple)."""
    if len(indices) > 1:
        return itemgetter(*indices)
    return lambda seq: tuple(seq[i] for i in indices)


class _LastBoard:
    """The board board_view saw last, and its view: most questions come between two changes."""

    __slots__ = ("comp", "first_round", "gallery", "lying", "standing", "view")

    def __init__(self) -> None:
        self.comp = None


_LAST = _LastBoard()


def board_view(state: MaestroState, comp: Components) -> BoardView:
    """The BoardView of the board as it stands."""
    last, first_round = _LAST, state.round == 1
    if (
        last.comp is comp
        and last.first_round == first_round
        and last.gallery == state.gallery
        and last.standing == state.standing
        and last.lying == state.lying
    ):
        return last.view
    last.view = BoardView(comp, collectors_by_colour(state, comp), tuple(state.gallery), first_round)
    last.comp, last.first_round = comp, first_round
    last.gallery, last.standing, last.lying = list(state.gallery), dict(state.standing), dict(state.lying)
    return last.view


def gallery_values(state: MaestroState, comp: Components) -> tuple[int, ...]:
    """What every region's Gallery would pay now, by region index (0 without a Gallery): see BoardView."""
    return board_view(state, comp).values


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
