"""Opponent policies for the person's seat: a model of a plausible player, using the person's operations.

The person's own cards and Effort are not in our pages, so a policy models a card as
``person_ap(round)`` Action Points and some Publicity, and plays it with the same operations a
person types at the table.
"""

from __future__ import annotations

from typing import Any

from solobot_maestro.board import colour_ranks, gallery_value
from solobot_maestro.components import Components
from solobot_maestro.flow import components_of, is_gossip_turn, unused_exhibition_benefactors
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

DONE = {"op": "done"}
PATRON_APPEAL = {"patroness": 3.0, "benefactor": 1.5}  # how much a patron card draws the heuristic player
PATRON_END_VP = {"patroness": 9, "benefactor": 3}  # the modelled person's end-game patron scoring
WORKSHOP_VP_PER_RESOURCE = 2  # the modelled person's Workshop scoring


def person_ap(state: MaestroState) -> int:
    """The modelled strength of the person's card: 2 AP in rounds 1-2, 3 AP later (Upgrades)."""
    return 2 if state.round <= 2 else 3


def final_estimate(state: MaestroState, comp: Components) -> int:
    """The modelled end-game VP of the person's own scoring: patron cards and their Workshop.

    Patron cards as the Machina values them on Normal; the Workshop as 2 VP per Resource, counting
    the tracked Resources plus one per card played (their cards' Resources are not tracked).
    """
    kinds = [comp.patron[c].kind for c in state.patrons[PLAYER]]
    resources = sum(state.player_resources.values()) + comp.rounds * comp.turns
    return (
        PATRON_END_VP["patroness"] * kinds.count("patroness")
        + PATRON_END_VP["benefactor"] * kinds.count("benefactor")
        + WORKSHOP_VP_PER_RESOURCE * resources
    )


# -- the heuristic player -------------------------------------------------------------


def _contest(state: MaestroState, comp: Components, budget: int, ranks: dict) -> tuple[float, int, int]:
    """The most valuable Gallery the person can take with ``budget`` Artworks: (value, region, needed)."""
    best = (0.0, -1, 0)
    mine, theirs = state.art[PLAYER], state.art[MACHINA]
    for region, kind in enumerate(state.gallery):
        if not kind or state.centerpiece[region] == PLAYER:
            continue
        need = theirs[region] - mine[region] + 1  # ties go to the Machina
        value = gallery_value(state, comp, region, ranks)
        if need <= budget and value > best[0]:
            best = (float(value), region, need)
    return best


def plan_create(state: MaestroState, comp: Components, ap: int, ranks: dict) -> tuple[float, dict | None]:
    supply = state.supply[PLAYER]
    if not supply:
        return 0.0, None
    value, region, need = _contest(state, comp, min(ap, supply), ranks)
    if region >= 0:
        return value, {"op": "place", "region": comp.numbers[region], "count": need}
    return 1.0, {"op": "place", "region": comp.numbers[comp.florence], "count": min(ap, supply)}


def plan_move(state: MaestroState, comp: Components, ap: int, ranks: dict) -> tuple[float, dict | None]:
    mine = state.art[PLAYER]
    spare = [i for i, kind in enumerate(state.gallery) if not kind and mine[i]]
    if not spare:
        return 0.0, None
    source = max(spare, key=lambda i: (mine[i], i == comp.florence))
    value, region, need = _contest(state, comp, min(ap, mine[source]), ranks)
    if region < 0:
        return 0.0, None
    return value, {"op": "move", "from": comp.numbers[source], "to": comp.numbers[region], "count": need}


def plan_influence(state: MaestroState, comp: Components, ap: int, ranks: dict) -> tuple[float, dict | None]:
    held = [i for i, h in enumerate(state.centerpiece) if h == PLAYER]
    if not held:
        return 0.0, None
    best = max(held, key=lambda i: gallery_value(state, comp, i, ranks))
    target = comp.region_colour[best]
    sources = [c for c in comp.colours if c != target and state.standing[c]]
    if not sources:
        return 0.0, None
    source = min(sources, key=lambda c: ranks[c])  # weaken the best-ranked other colour
    gain = 0.5 if ranks[target] == 0 else 3.0
    return gain, {"op": "collector", "from": source, "to": target}


def plan_study(state: MaestroState, comp: Components, ap: int, ranks: dict) -> tuple[float, dict | None]:
    room = len(comp.study) - 1 - state.study[PLAYER]
    if room <= 0:
        return 0.0, None
    steps = min(ap, room)
    ahead = comp.study[state.study[PLAYER] + 1 : state.study[PLAYER] + 1 + steps]
    upgrades = sum(1 for reward, _ in ahead if reward == "upgrade")
    return 2.0 + 2.0 * upgrades, {"op": "study", "steps": steps}


PLANS = {"create": plan_create, "move": plan_move, "influence": plan_influence, "study": plan_study}


def heuristic_play(state: MaestroState, comp: Components) -> dict[str, Any]:
    """Play to the Action whose effect and patron card are worth most; add a matching token."""
    ap = person_ap(state)
    gossip = is_gossip_turn(state, comp)
    ranks = colour_ranks(state, comp)
    best_action, best_score = comp.actions[0], -1.0
    for action in comp.actions:
        score = 0.0 if gossip else PLANS[action](state, comp, ap, ranks)[0]
        card = state.patron_at[action]
        if card:
            score += PATRON_APPEAL[comp.patron[card].kind]
        if score > best_score:
            best_action, best_score = action, score
    colour = comp.action_colour[best_action]
    token = colour if colour in state.tokens[PLAYER] else None
    return {"op": "play", "action": best_action, "publicity": 1 + (state.round >= 3) + gossip, "token": token}


def heuristic_policy(game: Any, state: MaestroState, seat: str, rng: Any) -> dict[str, Any]:
    """A sensible player: strong Actions, contested Galleries, Study Upgrades."""
    comp = components_of(state)
    if state.phase == "final":
        return DONE if state.turn_ops else {"op": "vp", "points": final_estimate(state, comp)}
    if state.phase == "exhibition_start":
        cards = unused_exhibition_benefactors(state, comp)
        return {"op": "use", "card": cards[0]} if cards else DONE
    if not state.turn_action:
        return heuristic_play(state, comp)
    if state.turn_ops == 1 and not is_gossip_turn(state, comp):
        op = PLANS[state.turn_action](state, comp, person_ap(state), colour_ranks(state, comp))[1]
        if op is not None:
            return op
    return DONE


# -- the random player ----------------------------------------------------------------


def random_ops(state: MaestroState, comp: Components, rng: Any) -> list[dict[str, Any]]:
    """A few random legal operations on the board."""
    ops: list[dict[str, Any]] = []
    if state.supply[PLAYER]:
        ops.append(
            {
                "op": "place",
                "region": rng.choice(comp.numbers),
                "count": 1 + rng.below(min(3, state.supply[PLAYER])),
            }
        )
    have = [i for i, n in enumerate(state.art[PLAYER]) if n]
    if have:
        source = rng.choice(have)
        target = rng.choice([i for i in range(len(comp.numbers)) if i != source])
        ops.append({"op": "move", "from": comp.numbers[source], "to": comp.numbers[target], "count": 1})
    standing = [c for c in comp.colours if state.standing[c]]
    if standing:
        source = rng.choice(standing)
        ops.append(
            {"op": "collector", "from": source, "to": rng.choice([c for c in comp.colours if c != source])}
        )
    if state.study[PLAYER] < len(comp.study) - 1:
        ops.append({"op": "study", "steps": 1})
    return ops


def random_policy(game: Any, state: MaestroState, seat: str, rng: Any) -> dict[str, Any]:
    """Random legal operations: play a random card, then up to 3 random operations, then done."""
    comp = components_of(state)
    if state.phase == "final":
        return DONE if state.turn_ops else {"op": "vp", "points": rng.below(11)}
    if state.phase == "exhibition_start":
        return DONE
    if not state.turn_action:
        held = state.tokens[PLAYER]
        token = rng.choice(held) if held and rng.below(2) else None
        return {"op": "play", "action": rng.choice(comp.actions), "publicity": rng.below(4), "token": token}
    if state.turn_ops >= 4 or not rng.below(3):
        return DONE
    ops = random_ops(state, comp, rng)
    return rng.choice(ops) if ops else DONE
