"""Opponent policies for the person's seat (``--auto`` and simulation).

The base game's own rules for the person are not in our pages, so these model a
plausible player with the person's operations: each Phase 4 turn one Kinsman
action among build, operate, art, hire and role (or pass). The modelled person takes
Kinsmen under the Ghosts' rule (the round number, one more as Bishop); it never pays
Fiorini (not tracked) and rolls its own die for Artworks.

Everything a policy weighs is worked out once per component set (:class:`Worth`),
so a turn is a handful of look-ups: the heuristic keeps the best option of each
kind and never builds a list of every legal move; the random policy lists the legal
moves of one kind at a time.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from solobot import Game
from solobot.toolkit import RandomSource

from .board import free_space, on_prestige_floor, pick_artist
from .components import Components, load_components
from .state import PLAYER, State

COST_WEIGHT = 0.3
"""How much a Fiorino of cost weighs against a point, for the heuristic player."""

RIVAL_FEE_WEIGHT = 2
"""The heuristic counts the Prestige paid for a rival's Workshop this many times (it also feeds the rival)."""

ROLE_VALUE = 0.5
"""What taking a role for next round is worth to the heuristic player."""

ROLES = ("captain", "bishop")


def _value(reward: dict[str, int], comps: Components) -> float:
    return sum(comps.final_score.get(track, 0) * n for track, n in reward.items())


class Worth:
    """What each choice is worth to the heuristic player, worked out once per component set.

    The lists are sorted best first (stable: data order breaks ties), so the first
    legal entry of a list is the best option of its kind.
    """

    def __init__(self, comps: Components) -> None:
        build = [
            (
                _value(w.build_reward, comps)
                + (1.0 if w.operate_reward else 0.5 if w.produces else 0.0)
                - COST_WEIGHT * 2 * len(w.build_reward),
                w.number,
            )
            for w in comps.workshops
        ]
        self.build = sorted(build, key=lambda t: -t[0])
        self.operate = [0.0] + [_value(w.operate_reward, comps) + 0.5 * len(w.produces) for w in comps.workshops]
        self.rival_fee = RIVAL_FEE_WEIGHT * comps.rival_fee
        # (artist, skill, mean prestige box, cost as points) of every skill of every Artist
        self.skills = [
            (i, skill.skill, sum(skill.prestige) / len(skill.prestige), COST_WEIGHT * skill.cost)
            for i, artist in enumerate(comps.artists)
            for skill in artist.skills
        ]
        sites = [("chiesa", comps.chiesa.artworks), ("palazzo", comps.palazzo.artworks)]
        sites += [(p.name, p.artworks) for p in comps.main_board]
        # per skill: (value, where, artwork index) of every Artwork needing it, best first
        by_skill: dict[str, list[tuple[float, str, int]]] = {skill: [] for skill in comps.skills}
        for where, artworks in sites:
            for j, art in enumerate(artworks):
                by_skill[art.skill].append((_value(art.reward, comps), where, j))
        self.artworks = {skill: sorted(found, key=lambda t: -t[0]) for skill, found in by_skill.items()}
        hire = [
            (_value(row.reward, comps) - COST_WEIGHT * row.cost, c.name, r)
            for c in comps.captains
            for r, row in enumerate(c.rows, start=1)
        ]
        self.hire = sorted(hire, key=lambda t: -t[0])


_WORTH: dict[int, tuple[Components, Worth]] = {}


def worth_of(comps: Components) -> Worth:
    """The cached :class:`Worth` of a component set."""
    kept = _WORTH.get(id(comps))
    if kept is None or kept[0] is not comps:
        kept = _WORTH[id(comps)] = (comps, Worth(comps))
    return kept[1]


# -- what the person may do now (shared by both policies) ----------------------------------------


def crest_rows(state: State) -> dict[str, list[str]]:
    """The crest row of every place the person may create an Artwork: own Chiesa, Palazzo, main board."""
    district = state.districts[PLAYER]
    return {"chiesa": district.chiesa, "palazzo": district.palazzo, **state.main}


def usable_workshops(state: State, comps: Components) -> Iterator[tuple[str, int, int]]:
    """(owner, space from 1, Workshop) of every Workshop the person may operate (a rival's only if paid)."""
    broke = on_prestige_floor(state, comps, PLAYER)
    activatable = comps.d.activatable
    for owner in state.order:
        if broke and owner != PLAYER:
            continue
        for k, slot in enumerate(state.districts[owner].spaces, start=1):
            if slot is not None and slot.built and not slot.kinsman and activatable[slot.workshop]:
                yield owner, k, slot.workshop


def artist_choices(state: State, worth: Worth) -> Iterator[tuple[int, str, float]]:
    """(artist, skill, worth) of every skill of every Artist the person may use now."""
    detained = state.detained if state.captain != PLAYER else -1
    artists = state.artists
    for i, skill, mean, cost in worth.skills:
        tile = artists[i]
        if tile.held_by == PLAYER:
            yield i, skill, mean  # already paid for
        elif tile.face_up and i != detained:
            yield i, skill, mean - cost


def open_roles(state: State) -> list[str]:
    """The roles the person has not taken yet for next round."""
    return [role for role in ROLES if role not in state.claims]


# -- the heuristic: the best option of each kind -----------------------------------------------------


Option = tuple[float, dict[str, Any]]


def best_build(state: State, comps: Components, worth: Worth) -> Option | None:
    if free_space(state, PLAYER) < 0:
        return None
    supply = state.supply
    for value, number in worth.build:
        if supply[number] > 0:
            return value, {"op": "build", "workshop": number}
    return None


def best_operate(state: State, comps: Components, worth: Worth) -> Option | None:
    best = None
    for owner, space, workshop in usable_workshops(state, comps):
        value = worth.operate[workshop] - (worth.rival_fee if owner != PLAYER else 0)
        if best is None or value > best[0]:
            best = (value, owner, space)
    if best is None:
        return None
    return best[0], {"op": "operate", "seat": best[1], "space": best[2]}


def best_art(state: State, comps: Components, worth: Worth) -> Option | None:
    if state.person_crests <= 0:
        return None
    artist: dict[str, tuple[float, int]] = {}  # the best usable Artist per skill
    for i, skill, value in artist_choices(state, worth):
        if skill not in artist or value > artist[skill][0]:
            artist[skill] = (value, i)
    rows = crest_rows(state)
    best = None
    for skill, (extra, i) in artist.items():
        for value, where, j in worth.artworks[skill]:  # best first: the first free one is his best
            if not rows[where][j]:
                if best is None or value + extra > best[0]:
                    best = (value + extra, where, j, i)
                break
    if best is None:
        return None
    return best[0], {"op": "art", "where": best[1], "artwork": best[2] + 1, "artist": best[3]}


def best_hire(state: State, comps: Components, worth: Worth) -> Option | None:
    up = [card.name for card in state.captains if card.face_up]
    for value, name, row in worth.hire:
        if name in up:
            return value, {"op": "hire", "captain": name, "row": row}
    return None


def best_role(state: State, comps: Components, worth: Worth) -> Option | None:
    roles = open_roles(state)
    return (ROLE_VALUE, {"op": "role", "role": roles[0]}) if roles else None


BEST = (best_build, best_operate, best_art, best_hire, best_role)


# -- the random policy: every legal option of one kind -----------------------------------------------


def build_options(state: State, comps: Components, worth: Worth) -> list[dict[str, Any]]:
    if free_space(state, PLAYER) < 0:
        return []
    return [{"op": "build", "workshop": n} for n in range(1, len(state.supply)) if state.supply[n] > 0]


def operate_options(state: State, comps: Components, worth: Worth) -> list[dict[str, Any]]:
    return [{"op": "operate", "seat": o, "space": k} for o, k, _ in usable_workshops(state, comps)]


def art_options(state: State, comps: Components, worth: Worth) -> list[dict[str, Any]]:
    if state.person_crests <= 0:
        return []
    rows = crest_rows(state)
    return [
        {"op": "art", "where": where, "artwork": j + 1, "artist": i}
        for i, skill, _ in artist_choices(state, worth)
        for _, where, j in worth.artworks[skill]
        if not rows[where][j]
    ]


def hire_options(state: State, comps: Components, worth: Worth) -> list[dict[str, Any]]:
    up = [card.name for card in state.captains if card.face_up]
    return [{"op": "hire", "captain": name, "row": row} for _, name, row in worth.hire if name in up]


def role_options(state: State, comps: Components, worth: Worth) -> list[dict[str, Any]]:
    return [{"op": "role", "role": role} for role in open_roles(state)]


KINDS = (build_options, operate_options, art_options, hire_options, role_options)


# -- the policies -------------------------------------------------------------------------------------


def _with_roll(action: dict[str, Any], comps: Components, rng: RandomSource) -> dict[str, Any]:
    """An Artwork needs the person's own die roll for the Artist's prestige box."""
    if action["op"] == "art":
        action["roll"] = rng.die(comps.die_sides)
    return action


def _between_turns(state: State, comps: Components, rng: RandomSource, smart: bool) -> dict[str, Any] | None:
    """The person's steps outside Phase 4: starting Workshops, Captain, Bishop, end of round."""
    phase = state.phase
    if phase == "kinsmen":
        return None
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


def random_policy(game: Game, state: State, seat: str, rng: RandomSource) -> dict[str, Any]:
    """A random legal operation: a random kind of Kinsman action, a random choice in it; sometimes pass."""
    comps = load_components(state.components)
    early = _between_turns(state, comps, rng, smart=False)
    if early is not None:
        return early
    if rng.below(10) == 0:
        return {"op": "pass"}
    worth = worth_of(comps)
    kinds = list(KINDS)
    rng.shuffle(kinds)
    for kind in kinds:
        options = kind(state, comps, worth)
        if options:
            return _with_roll(rng.choice(options), comps, rng)
    return {"op": "pass"}


def heuristic_policy(game: Game, state: State, seat: str, rng: RandomSource) -> dict[str, Any]:
    """The Kinsman action worth the most points now, counting costs; pass when nothing is worth it."""
    comps = load_components(state.components)
    early = _between_turns(state, comps, rng, smart=True)
    if early is not None:
        return early
    worth = worth_of(comps)
    best_value, best = 0.0, None
    for kind in BEST:
        option = kind(state, comps, worth)
        if option is not None and option[0] > best_value:
            best_value, best = option
    if best is None:
        return {"op": "pass"}
    return _with_roll(best, comps, rng)


POLICIES = {"random": random_policy, "heuristic": heuristic_policy}
