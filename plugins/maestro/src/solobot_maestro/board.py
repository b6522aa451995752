"""The shared board: Artworks and Centerpieces, the Lodge's colour order, Gallery values."""

from __future__ import annotations

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
    return list(board_view(state, comp).colours_by_rank)


def move_collector(state: MaestroState, source: str, target: str) -> None:
    """Move one standing Collector from one Lodge area to another, where it lies down (MM-INF-4)."""
    state.standing[source] -= 1
    state.lying[target] += 1
    board_changed(state, LODGE)


#: what changed on the board since its view was made (:func:`board_changed`), one bit each
LODGE, GALLERIES, ROUND = 1, 2, 4
EVERYTHING = LODGE | GALLERIES | ROUND


def board_changed(state: MaestroState, what: int = EVERYTHING) -> None:
    """``what`` changed — the Lodge, the Gallery tokens or the round: the board view is made again when next
    asked, from what did not change.

    The one way the board cache learns of a change (see :class:`BoardView`). The rules that change its
    inputs call it: :func:`move_collector` and ``exhibition.stand_collectors`` (LODGE),
    ``exhibition.popular_to_secondary`` and ``exhibition.reveal_popular_tiles`` (GALLERIES), ``flow.end_round``
    (ROUND).
    """
    view = state.view
    if view is not None:
        view.changed |= what


class BoardView:
    """What the Galleries are worth and in which order the Machina looks at them: the one board cache.

    It saves re-ranking the colours, re-listing the Galleries and re-sorting them by value each
    time a rule asks (several times per Machina turn and per policy move): without it whole games
    run about 25 % slower (1,560 against 1,970 games per second, 2,000 heuristic games).

    It is built from three inputs only — the Gallery tokens, the Lodge's Collectors (standing
    and lying) and whether it is round 1. The rules that change an input say which through
    :func:`board_changed` (its ``changed`` bits, the only thing of a view changed once made);
    :func:`board_view` then builds a new view, reusing what the last one worked out from the inputs
    that did not change. It lives on the state (``state.view``, left out of the snapshot; a new or
    restored game has none) and serves only that game. Told of changes rather than comparing the board
    on each of its ~50 calls a game, it saved 2.4 % of a game's instructions (callgrind, heuristic
    player, docs/benchmarks.md), and its rebuilds (7 a game, 10 with the random player) copy nothing.

    :ivar ranks: each colour's rank (0 = the first scoring space), ties by Precedence.
    :ivar colours_by_rank: the colours in that order.
    :ivar values: what each region's Gallery would pay now, by region index (0 without a Gallery).
    :ivar galleries: the regions holding a Gallery token, by region number.
    :ivar plain: the regions without a Gallery token, by region index.
    """

    __slots__ = (
        "_by_index",
        "_gallery",
        "_ordered",
        "changed",
        "colours_by_rank",
        "comp",
        "galleries",
        "plain",
        "ranks",
        "values",
    )

    def __init__(self, state: MaestroState, comp: Components, last: BoardView | None = None):
        """The view of ``state``'s board, reusing what ``last`` worked out from inputs that did not change
        since (its ``changed`` bits): its colour order while the Lodge is unchanged, its Gallery layout
        while the tokens are, and its values and orders when neither the layout, the colour order nor the
        round changed (a Collector moved without changing the order)."""
        reuse = last is not None and last.comp is comp
        changed = last.changed if reuse else EVERYTHING
        gallery, first_round = state.gallery, state.round == 1
        self.comp, self.changed, self._gallery = comp, 0, gallery  # the live tokens: told when they change
        if changed & LODGE:
            standing, lying, collectors = state.standing, state.lying, {}
            for colour in comp.colours:  # a loop: about half what a comprehension costs here
                collectors[colour] = standing[colour] + lying[colour]
            order = tuple(sorted(comp.by_precedence, key=collectors.__getitem__, reverse=True))  # ties: Precedence
        else:
            order = last.colours_by_rank
        same_order = reuse and order == last.colours_by_rank
        self.colours_by_rank = order
        if same_order:
            self.ranks = last.ranks
        else:
            self.ranks = ranks = {}
            for rank, colour in enumerate(order):
                ranks[colour] = rank
        same_layout = reuse and not changed & GALLERIES
        if same_layout:
            self.galleries, self.plain, self._by_index = last.galleries, last.plain, last._by_index
        else:
            by_index, plain = [], []
            for region, kind in enumerate(gallery):  # one loop: filter and filterfalse cost about twice as much
                if kind:  # a Gallery token: a kind, not ""
                    by_index.append(region)
                else:
                    plain.append(region)
            self._by_index, self.plain = by_index, tuple(plain)
            self.galleries = tuple(sorted(by_index, key=comp.numbers.__getitem__))
        if same_order and same_layout and not changed & ROUND:  # every value as it was
            self.values, self._ordered = last.values, last._ordered
            return
        ranks, values = self.ranks, [0] * len(gallery)
        table, colour = comp.values, comp.region_colour
        for region in self.galleries:
            kind = gallery[region]
            if not (first_round and kind == "secondary"):  # EX-GAL-3: none pays in round 1
                values[region] = table[kind][ranks[colour[region]]]
        self.values = tuple(values)
        self._ordered: dict[str, tuple[int, ...]] = {}

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


def board_view(state: MaestroState, comp: Components) -> BoardView:
    """The BoardView of the board as it stands: the state's own, or a new one if the board changed
    (:func:`board_changed`) or the components are others."""
    view = state.view
    if view is None or view.changed or view.comp is not comp:
        view = state.view = BoardView(state, comp, view)
    return view
