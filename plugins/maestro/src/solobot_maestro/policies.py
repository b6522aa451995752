"""Opponent policies for the person's seat: a model of a plausible player, using the person's operations.

The person's own cards and Effort are not in our pages, so a policy models a card as
``person_ap(round)`` Action Points and some Publicity, and plays it with the same operations a
person types at the table: the operations of the turn first, then ``play``, which ends the turn.
"""

from __future__ import annotations

from itertools import compress
from typing import Any

from solobot import Context
from solobot_maestro.board import BoardView
from solobot_maestro.components import Components
from solobot_maestro.flow import unused_exhibition_benefactors
from solobot_maestro.golden import OUTRIGHT
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

DONE = {"op": "done"}
PATRON_APPEAL = {"patroness": 3.0, "benefactor": 1.5}  # how much a patron card draws the heuristic player
PATRON_END_VP = {"patroness": 9, "benefactor": 3}  # the modelled person's end-game patron scoring
WORKSHOP_VP_PER_RESOURCE = 2  # the modelled person's Workshop scoring
#: the Action whose effect each operation records (the heuristic player's one operation per turn)
OP_ACTION = {"place": "create", "move": "move", "collector": "influence", "study": "study"}


def person_ap(state: MaestroState) -> int:
    """The modelled strength of the person's card: 2 AP in rounds 1-2, 3 AP later (Upgrades)."""
    return 2 if state.round <= 2 else 3


def final_estimate(state: MaestroState, comp: Components) -> int:
    """The modelled end-game VP of the person's own scoring: patron cards and their Workshop.

    Patron cards as the Machina values them on Normal; the Workshop as 2 VP per Resource, counting
    the tracked Resources plus one per card played (their cards' Resources are not tracked).
    """
    kinds = [comp.patron[c].kind for c in state.patrons[PLAYER]]
    resources = sum(state.person.resources.values()) + comp.rounds * comp.turns
    return (
        PATRON_END_VP["patroness"] * kinds.count("patroness")
        + PATRON_END_VP["benefactor"] * kinds.count("benefactor")
        + WORKSHOP_VP_PER_RESOURCE * resources
    )


def play_card(state: MaestroState, comp: Components, action: str) -> dict[str, Any]:
    """The turn's card to ``action``: Publicity 1 (2 from round 3, +1 in Gossip), a matching token if held."""
    colour = comp.action_colour[action]
    token = colour if colour in state.tokens[PLAYER] else None
    publicity = 1 + (state.round >= 3) + (state.slot in comp.gossip_slots)  # +1 in a Gossip turn (is_gossip_turn)
    return {"op": "play", "action": action, "publicity": publicity, "token": token}


# -- the heuristic player -------------------------------------------------------------


def biggest_pile(art: list[int], view: BoardView, florence: int) -> int:
    """The region without a Gallery where ``art`` is biggest, Florence first on equal piles (-1: all empty)."""
    plain = view.plain
    first, most = -1, 0
    for region in plain:  # the first of the biggest
        if art[region] > most:
            first, most = region, art[region]
    if first >= 0 and art[florence] == most and florence in plain:
        return florence
    return first


class Survey:
    """One look at the board for the heuristic player, shared by its four plans.

    The Galleries are looked at most valuable first, the lower region first on equal value.

    :ivar view: the board's BoardView (Gallery values, colour ranks).
    :ivar source: the region outside Galleries holding most of the person's Artworks (-1: none).
    :ivar held: the region of the person's most valuable Centerpiece, or None.
    """

    __slots__ = ("art", "held", "holder", "order", "source", "view")

    def __init__(self, state: MaestroState, comp: Components, view: BoardView):
        self.view = view
        self.order = order = view.by_value()
        self.art, self.holder = state.art, state.centerpiece
        holder = self.holder
        self.held = None
        for region in order:
            if holder[region] == PLAYER:
                self.held = region
                break
        self.source = biggest_pile(state.art[PLAYER], view, comp.florence)

    def best_contest(self, budget: int) -> tuple[int, int, int] | None:
        """The most valuable Gallery whose Centerpiece the person lacks and can win with ``budget``
        Artworks, as (value, region, Artworks needed); ties are the Machina's (MM-GOLD-5), so the
        person needs to beat it outright."""
        values, holder, mine, theirs = self.view.values, self.holder, self.art[PLAYER], self.art[MACHINA]
        for region in self.order:
            value = values[region]
            if not value:
                return None  # the rest are worth nothing
            if holder[region] != PLAYER:
                need = theirs[region] - mine[region] + OUTRIGHT
                if need <= budget:
                    return value, region, need
        return None


def plan_create(state: MaestroState, comp: Components, ap: int, survey: Survey) -> tuple[float, Any]:
    """Create: Artworks into the best Gallery they win, else into Florence."""
    supply = state.supply[PLAYER]
    if not supply:
        return 0.0, None
    budget = min(ap, supply)  # the Artworks it can place
    best = survey.best_contest(budget)
    if best is not None:
        value, region, need = best
        return float(value), {"op": "place", "region": comp.numbers[region], "count": need}
    return 1.0, {"op": "place", "region": comp.numbers[comp.florence], "count": budget}


def plan_move(state: MaestroState, comp: Components, ap: int, survey: Survey) -> tuple[float, Any]:
    """Move: Artworks from the biggest pile outside Galleries into the best Gallery they win."""
    source = survey.source
    if source < 0:
        return 0.0, None
    pile = state.art[PLAYER][source]
    best = survey.best_contest(ap if ap < pile else pile)  # the Artworks it can move
    if best is None:
        return 0.0, None
    value, region, need = best
    return float(value), {"op": "move", "from": comp.numbers[source], "to": comp.numbers[region], "count": need}


def plan_influence(state: MaestroState, comp: Components, ap: int, survey: Survey) -> tuple[float, Any]:
    """Influence: a Collector towards the colour of the person's best Centerpiece."""
    if survey.held is None:
        return 0.0, None
    target = comp.region_colour[survey.held]
    standing = state.standing
    for source in survey.view.colours_by_rank:  # weaken the best-ranked other colour
        if source != target and standing[source]:
            gain = 0.5 if survey.view.ranks[target] == 0 else 3.0
            return gain, {"op": "collector", "from": source, "to": target}
    return 0.0, None


def plan_study(state: MaestroState, comp: Components, ap: int, survey: Survey) -> tuple[float, Any]:
    """Study: the spaces it reaches, Upgrades counting double."""
    at = state.study[PLAYER]
    room = len(comp.study) - 1 - at
    steps = ap if ap < room else room
    if steps <= 0:
        return 0.0, None
    upgrades = comp.upgrades_up_to[at + steps] - comp.upgrades_up_to[at]
    return 2.0 + 2.0 * upgrades, {"op": "study", "steps": steps}


PLANS = {"create": plan_create, "move": plan_move, "influence": plan_influence, "study": plan_study}


def heuristic_choice(ctx: Context, state: MaestroState) -> tuple[str, dict[str, Any] | None]:
    """The Action whose effect and patron card are worth most, and the operation its effect is."""
    comp: Components = ctx.components
    patron_at, patron_kind = state.patron_at, comp.patron_kind
    gossip = state.slot in comp.gossip_slots  # is_gossip_turn: the card does nothing, only the patron card draws
    survey = None if gossip else Survey(state, comp, ctx.derived.get(BoardView, state))
    ap = person_ap(state)
    best_action, best_op, best_score = comp.actions[0], None, -1.0
    for action in comp.actions:
        score, op = (0.0, None) if gossip else PLANS[action](state, comp, ap, survey)
        card = patron_at[action]
        if card:
            score += PATRON_APPEAL[patron_kind[card]]
        if score > best_score:
            best_action, best_op, best_score = action, op, score
    return best_action, best_op


def heuristic_policy(ctx: Context, state: MaestroState, seat: str, rng: Any) -> dict[str, Any]:
    """A sensible player: strong Actions, contested Galleries, Study Upgrades; one operation, then its card."""
    comp: Components = ctx.components
    phase = state.phase
    if phase == "turns":
        if state.person.turn_ops:  # its operation is recorded: now the card that made it
            return play_card(state, comp, OP_ACTION[state.person.turn_ops[0]])
        action, op = heuristic_choice(ctx, state)
        return op if op is not None else play_card(state, comp, action)
    if phase == "final":
        return {"op": "final", "points": state.vp[PLAYER] + final_estimate(state, comp)}
    cards = unused_exhibition_benefactors(state, comp)
    return {"op": "use", "card": cards[0]} if cards else DONE


# -- the random player ----------------------------------------------------------------


def random_op(state: MaestroState, comp: Components, rng: Any) -> dict[str, Any] | None:
    """One random legal operation on the board (None when none is possible)."""
    possible = []
    if state.supply[PLAYER]:
        possible.append("place")
    if any(state.art[PLAYER]):
        possible.append("move")
    if any(state.standing.values()):  # a standing Collector in some area (the Lodge has every colour)
        possible.append("collector")
    if state.study[PLAYER] < len(comp.study) - 1:
        possible.append("study")
    if not possible:
        return None
    kind = rng.choice(possible)
    if kind == "place":
        supply = state.supply[PLAYER]
        return {"op": kind, "region": rng.choice(comp.numbers), "count": 1 + rng.below(3 if supply > 3 else supply)}
    if kind == "move":
        art = state.art[PLAYER]
        source = rng.choice(list(compress(range(len(art)), art)))  # the regions holding some
        target = other_than(rng, len(comp.numbers), source)
        return {"op": kind, "from": comp.numbers[source], "to": comp.numbers[target], "count": 1}
    if kind == "collector":
        source = rng.choice(list(compress(comp.colours, map(state.standing.__getitem__, comp.colours))))
        target = other_than(rng, len(comp.colours), comp.colours.index(source))
        return {"op": kind, "from": source, "to": comp.colours[target]}
    return {"op": kind, "steps": 1}


def other_than(rng: Any, count: int, index: int) -> int:
    """A uniform pick of ``range(count)`` without ``index`` (one draw, as a choice among the others)."""
    pick = rng.below(count - 1)
    return pick if pick < index else pick + 1


def random_policy(ctx: Context, state: MaestroState, seat: str, rng: Any) -> dict[str, Any]:
    """Random legal operations: up to 3 random operations, then a random card (which ends the turn)."""
    comp: Components = ctx.components
    if state.phase == "final":
        return {"op": "final", "points": state.vp[PLAYER] + rng.below(11)}
    if state.phase == "exhibition_start":
        return DONE
    op = random_op(state, comp, rng) if len(state.person.turn_ops) < 3 and rng.below(3) else None
    if op is not None:
        return op
    held = state.tokens[PLAYER]
    token = rng.choice(held) if held and rng.below(2) else None
    return {"op": "play", "action": rng.choice(comp.actions), "publicity": rng.below(4), "token": token}
