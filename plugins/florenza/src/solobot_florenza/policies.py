"""Opponent policies for the person's seat (``--auto`` and simulation).

The base game's own rules for the person are not in our pages, so these model a
plausible player with the person's operations: each Phase 4 turn one Kinsman
action among build, operate, art, hire and role (or pass). The modelled person takes
Kinsmen under the Ghosts' rule (the round number, one more as Bishop); it never pays
Fiorini (not tracked) and rolls its own die for Artworks.

Everything a policy weighs is worked out once per component set (:class:`Worth`),
so a turn is a handful of look-ups: the heuristic keeps the best option of each
kind and never builds a list of every legal move; the random policy picks a random
kind, then a random legal move of that kind.
"""

from __future__ import annotations

from itertools import compress, islice, repeat
from operator import gt, itemgetter
from typing import Any

from solobot import Context
from solobot.toolkit import RandomSource
from solobot_florenza.board import free_space, on_prestige_floor, operable_workshops, pick_artist
from solobot_florenza.components import Components
from solobot_florenza.kept import art_facts, usable_workshops
from solobot_florenza.state import PLAYER, State, crest_rows
from solobot_florenza.worth import ROLE_VALUE, Worth

ROLES = ("captain", "bishop")


# -- what the person may do now (shared by both policies) ----------------------------------------


def usable_artists(state: State, ranked: list[tuple[float, float, int]], detained: int) -> list[tuple[float, int]]:
    """(worth, artist) of every Artist of a skill's ``ranked`` list the person may use now, best first.

    An Artist the person already holds this round costs nothing more; ``detained``: the Artist another
    seat's Captain detains (-1: none).
    """
    artists = state.artists
    found = []
    for hire, held, i in ranked:
        tile = artists[i]
        if tile.held_by == PLAYER:
            found.append((held, i))
        elif tile.face_up and i != detained:
            found.append((hire, i))
    found.sort(key=WORTH, reverse=True)  # stable, as sorting by -worth: equal worths keep their order
    return found


WORTH = itemgetter(0)
"""The worth of a (worth, artist) pair: a key in C, called for every entry sorted."""


def open_roles(state: State) -> list[str]:
    """The roles the person has not taken yet for next round."""
    return [role for role in ROLES if role not in state.claims]


# -- the heuristic: the best option of each kind -----------------------------------------------------


Option = tuple[float, dict[str, Any]]


def best_build(ctx: Context, state: State, worth: Worth) -> Option | None:
    if free_space(state, PLAYER) < 0:
        return None
    supply = state.supply
    for value, number in worth.build:
        if supply[number] > 0:
            return value, {"op": "build", "workshop": number}
    return None


def best_operate(ctx: Context, state: State, worth: Worth) -> Option | None:
    """The Workshop worth the most to operate now, the first in counting order on a tie.

    It looks at the Workshops :func:`~solobot_florenza.board.operable_workshops` counts, in its
    order, without making their list (a test holds the two together): this runs on most of the
    person's turns, and the list and its entries cost more than the choice itself.
    """
    operate, usable = worth.operate, ctx.derived.get(usable_workshops, state)  # FG-OP-2
    best_value, best_owner, best_space = 0.0, "", -1
    for owner in (PLAYER,) if on_prestige_floor(state, ctx.components, PLAYER) else state.order:
        fee = 0 if owner == PLAYER else worth.rival_fee
        for _, k, slot in usable[owner]:
            value = operate[slot.workshop] - fee
            if best_space < 0 or value > best_value:
                best_value, best_owner, best_space = value, owner, k
    if best_space < 0:
        return None
    return best_value, {"op": "operate", "seat": best_owner, "space": best_space + 1}


def best_art(ctx: Context, state: State, worth: Worth) -> Option | None:
    if state.person_crests <= 0:
        return None
    detained = state.detained if state.captain != PLAYER else -1
    artists = state.artists
    free_from, holds = ctx.derived.get(art_facts, state)
    best = None
    for s, (ranked, artworks, most) in enumerate(worth.art_choices):
        at = free_from[s]  # best first: the first free one is the best
        if at == len(artworks):
            continue  # no free Artwork needs this skill
        value, where, j = artworks[at]
        if best is not None and value + most <= best[0]:
            continue  # no Artist of this skill can make it beat the best (the sum only grows with extra)
        extra, artist, rank = None, -1, 0
        for hire, _, i in ranked:  # best first: the first one you may take
            tile = artists[i]
            if tile.face_up and i != detained:
                extra, artist = hire, i
                break
            rank += 1
        held = holds[s]  # one you hold instead, if worth more (or as much and ranked before)
        if held is not None and (extra is None or held[0] > extra or (held[0] == extra and held[1] < rank)):
            extra, artist = held[0], held[2]
        if extra is not None and (best is None or value + extra > best[0]):
            best = (value + extra, where, j, artist)
    if best is None:
        return None
    return best[0], {"op": "art", "where": best[1], "artwork": best[2] + 1, "artist": best[3]}


def best_hire(ctx: Context, state: State, worth: Worth) -> Option | None:
    rank, best = worth.hire_rank, None
    for card in state.captains:  # a plain loop: no list, no comprehension frame, no min()
        if card.face_up and (best is None or rank[card.name] < best):
            best = rank[card.name]
    if best is None:
        return None
    value, name, row = worth.hire[best]  # the best row of any Captain available
    return value, {"op": "hire", "captain": name, "row": row}


def best_role(ctx: Context, state: State, worth: Worth) -> Option | None:
    for role in ROLES:  # the first role not taken yet (as open_roles, without its list)
        if role not in state.claims:
            return ROLE_VALUE, {"op": "role", "role": role}
    return None


BEST = (best_build, best_operate, best_art, best_hire, best_role)
"""The kinds of Kinsman action, in the order that wins a tie (``Worth.bounds`` follows it)."""


# -- the random policy: a random legal option of one kind ---------------------------------------------


Pick = dict[str, Any] | None


def random_build(ctx: Context, state: State, worth: Worth, rng: RandomSource) -> Pick:
    if free_space(state, PLAYER) < 0:
        return None
    numbers = in_supply(state.supply)
    return {"op": "build", "workshop": rng.choice(numbers)} if numbers else None


def in_supply(supply: list[int]) -> list[int]:
    """The Workshop numbers with copies left in ``supply`` (index 0 unused), lowest first: picked out in C,
    with no Python step per Workshop (the random player asks on many of its turns)."""
    return list(compress(range(1, len(supply)), map(gt, islice(supply, 1, None), repeat(0))))


def random_operate(ctx: Context, state: State, worth: Worth, rng: RandomSource) -> Pick:
    found = operable_workshops(state, ctx.components, PLAYER, ctx.derived.get(usable_workshops, state))
    if not found:
        return None
    owner, k, _ = rng.choice(found)
    return {"op": "operate", "seat": owner, "space": k + 1}


def random_art(ctx: Context, state: State, worth: Worth, rng: RandomSource) -> Pick:
    """A random free Artwork some usable Artist can make, then a random such Artist."""
    if state.person_crests <= 0:
        return None
    detained = state.detained if state.captain != PLAYER else -1
    artists, rows = state.artists, crest_rows(state)
    free: list[tuple[str, int, str]] = []
    for skill, ranked in worth.artists.items():
        for _, _, i in ranked:  # some Artist of the skill you may use (as usable_artists, made below for one skill)
            tile = artists[i]
            if tile.held_by == PLAYER or (tile.face_up and i != detained):
                break
        else:
            continue
        for _, where, j in worth.artworks[skill]:  # plain loops: no comprehension frames on most turns
            if not rows[where][j]:
                free.append((where, j, skill))
    if not free:
        return None
    where, j, skill = rng.choice(free)
    _, artist = rng.choice(usable_artists(state, worth.artists[skill], detained))
    return {"op": "art", "where": where, "artwork": j + 1, "artist": artist}


def random_hire(ctx: Context, state: State, worth: Worth, rng: RandomSource) -> Pick:
    up = [card.name for card in state.captains if card.face_up]
    if not up:
        return None
    name = rng.choice(up)
    return {"op": "hire", "captain": name, "row": 1 + rng.below(len(ctx.components.captain[name].rows))}


def random_role(ctx: Context, state: State, worth: Worth, rng: RandomSource) -> Pick:
    roles = open_roles(state)
    return {"op": "role", "role": rng.choice(roles)} if roles else None


RANDOM = (random_build, random_operate, random_art, random_hire, random_role)


# -- the policies -------------------------------------------------------------------------------------


def _with_roll(action: dict[str, Any], comps: Components, rng: RandomSource) -> dict[str, Any]:
    """An Artwork needs the person's own die roll for the Artist's prestige box."""
    if action["op"] == "art":
        action["roll"] = rng.die(comps.die_sides)
    return action


def _between_turns(state: State, comps: Components, rng: RandomSource, smart: bool) -> dict[str, Any]:
    """The person's steps outside Phase 4: starting Workshops, Captain, Bishop, end of round."""
    phase = state.phase
    if phase == "start":
        starts = [n for n in comps.starting_workshops if state.supply[n] > 0]
        if smart:
            return {"op": "start", "workshops": starts[:2]}
        first = rng.choice(starts)
        return {"op": "start", "workshops": [first, rng.choice([n for n in starts if n != first])]}
    if phase == "captain":
        if not state.common_resource:
            return {"op": "resource", "resource": rng.choice(comps.resources)}
        if smart and state.detained < 0:
            picked = pick_artist(state, comps, PLAYER, dearest=True)
            if picked is not None:
                return {"op": "detain", "artist": picked[0]}
    return {"op": "done"}


def random_policy(ctx: Context, state: State, seat: str, rng: RandomSource) -> dict[str, Any]:
    """A random legal operation: a random kind of Kinsman action, a random choice in it; sometimes pass."""
    comps = ctx.components
    if state.phase != "kinsmen":
        return _between_turns(state, comps, rng, False)  # not smart
    if rng.below(10) == 0:
        return {"op": "pass"}
    worth = comps.worth
    kinds = list(RANDOM)
    rng.shuffle(kinds)
    for kind in kinds:
        action = kind(ctx, state, worth, rng)
        if action is not None:
            return _with_roll(action, comps, rng)
    return {"op": "pass"}


def heuristic_policy(ctx: Context, state: State, seat: str, rng: RandomSource) -> dict[str, Any]:
    """The Kinsman action worth the most points now, counting costs; pass when nothing is worth it."""
    comps = ctx.components
    if state.phase != "kinsmen":
        return _between_turns(state, comps, rng, True)  # smart
    worth = comps.worth
    bounds = worth.bounds
    best_value, best_order, best = 0.0, 0, None
    for order in worth.kind_order:
        if bounds[order] < best_value:
            break  # nothing left can beat it
        option = BEST[order](ctx, state, worth)
        if option is not None and (
            option[0] > best_value or (best is not None and option[0] == best_value and order < best_order)
        ):
            best_value, best_order, best = option[0], order, option[1]
    if best is None:
        return {"op": "pass"}
    return _with_roll(best, comps, rng)


POLICIES = {"random": random_policy, "heuristic": heuristic_policy}
