"""The shared board: Artworks and Centerpieces, the Lodge's colour order, Gallery values."""

from __future__ import annotations

from solobot import Context
from solobot_maestro.components import Components
from solobot_maestro.golden import OUTRIGHT
from solobot_maestro.state import MACHINA, PLAYER, Holder, MaestroState


def majority_holder(machina: int, player: int) -> Holder:
    """Who holds a Gallery's Centerpiece: nobody without Artworks, else the majority (MM-GOLD-5 on ties).

    The tie rule is :func:`~solobot_maestro.golden.higher_or_machina`'s, spelled out with its ``OUTRIGHT``
    margin: Artworks change on almost every operation, and the extra call cost about 1 % of a game.
    """
    if not (machina or player):
        return ""
    return PLAYER if player >= machina + OUTRIGHT else MACHINA


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
    if state.gallery[region]:
        state.centerpiece[region] = majority_holder(art[MACHINA][region], art[PLAYER][region])


def colour_order(state: MaestroState, comp: Components) -> list[str]:
    """Colours by Collectors in their Lodge area, most first (EX-ORDER-1); ties by Precedence (EX-ORDER-2)."""
    return list(colours_by_rank(state, comp))


def move_collector(ctx: Context, state: MaestroState, source: str, target: str) -> None:
    """Move one standing Collector from one Lodge area to another, where it lies down (MM-INF-4).

    A kept board view follows the colour order when it changes (the Galleries stay where they are)."""
    state.standing[source] -= 1
    state.lying[target] += 1
    view = ctx.derived.peek(BoardView)
    if view is not None:
        order = colours_by_rank(state, ctx.components)
        if order != view.colours_by_rank:
            view.rank(order, state, ctx.components)


def colours_by_rank(state: MaestroState, comp: Components) -> tuple[str, ...]:
    """The colours by Collectors in their Lodge area, most first (EX-ORDER-1), ties by Precedence (EX-ORDER-2)."""
    standing, lying, collectors = state.standing, state.lying, {}
    for colour in comp.colours:
        collectors[colour] = standing[colour] + lying[colour]
    return tuple(sorted(comp.by_precedence, key=collectors.__getitem__, reverse=True))


class BoardView:
    """What the Galleries are worth and in which order the Machina looks at them: a derived fact
    (``ctx.derived.get(BoardView, state)``), made from the Gallery tokens, the Lodge's Collectors and whether it
    is round 1, and dropped by the rules that change them (``exhibition.stand_collectors``,
    ``exhibition.popular_to_secondary``, ``exhibition.reveal_popular_tiles``, ``flow.end_round``); a Collector moved
    ranks it again in place when the colour order changes (``move_collector``: half its rebuilds a game).

    Kept between steps, it saves re-ranking the colours and re-sorting the Galleries on each of its ~50 reads a
    game (docs/benchmarks.md, "Derived facts in one place").

    :ivar ranks: each colour's rank (0 = the first scoring space), ties by Precedence.
    :ivar colours_by_rank: the colours in that order.
    :ivar values: what each region's Gallery would pay now, by region index (0 without a Gallery).
    :ivar galleries: the regions holding a Gallery token, by region number.
    :ivar plain: the regions without a Gallery token, by region index.
    """

    __slots__ = ("_by_index", "_gallery", "_ordered", "colours_by_rank", "galleries", "plain", "ranks", "values")

    def __init__(self, state: MaestroState, comp: Components):
        gallery = state.gallery
        self._gallery = list(gallery)
        by_index, plain = [], []
        for region, kind in enumerate(gallery):
            if kind:  # a Gallery token: a kind, not ""
                by_index.append(region)
            else:
                plain.append(region)
        self._by_index, self.plain = by_index, tuple(plain)
        self.galleries = tuple(sorted(by_index, key=comp.numbers.__getitem__))
        self.rank(colours_by_rank(state, comp), state, comp)

    def rank(self, order: tuple[str, ...], state: MaestroState, comp: Components) -> None:
        """The colours ranked in ``order``, and what each Gallery pays by its colour's rank."""
        self.colours_by_rank = order
        self.ranks = ranks = {}
        for rank, colour in enumerate(order):
            ranks[colour] = rank
        gallery, first_round, table, colour = self._gallery, state.round == 1, comp.values, comp.region_colour
        values = [0] * len(gallery)
        for region in self.galleries:
            kind = gallery[region]
            if not (first_round and kind == "secondary"):  # EX-GAL-3: none pays in round 1
                values[region] = table[kind][ranks[colour[region]]]
        self.values = tuple(values)
        self._ordered: dict[str, tuple[int, ...]] = {}

    def __eq__(self, other: object) -> bool:
        """Two views of the same board: the same order, layout and values (what a rule can read of them)."""
        return isinstance(other, BoardView) and (self.colours_by_rank, self._gallery, self.values) == (
            other.colours_by_rank, other._gallery, other.values)

    __hash__ = None  # type: ignore[assignment]

    def by_value(self) -> tuple[int, ...]:
        """Every Gallery, most valuable first, the lower region index first on equal value."""
        ordered = self._ordered.get("by index")
        if ordered is None:
            ordered = self._ordered["by index"] = self._most_valuable_first(self._by_index)
        return ordered

    def best_first(self, kind: str = "") -> tuple[int, ...]:
        """The Galleries of ``kind`` ("" for all), most valuable first, the higher region number first on
        equal value: the order of MM-MOVE-2, MM-CREATE-1, MM-INF-3 and MM-DIFF-H1."""
        ordered = self._ordered.get(kind)
        if ordered is None:
            gallery = self._gallery
            down = []
            for region in reversed(self.galleries):  # higher region numbers first: a stable sort keeps them so
                if not kind or gallery[region] == kind:
                    down.append(region)
            ordered = self._ordered[kind] = self._most_valuable_first(down)
        return ordered

    def _most_valuable_first(self, regions: list[int]) -> tuple[int, ...]:
        """``regions`` most valuable first; the sort is stable, so equal values keep their given order."""
        return tuple(sorted(regions, key=self.values.__getitem__, reverse=True))
