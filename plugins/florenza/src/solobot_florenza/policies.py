"""Opponent policies for the person's seat (``--auto`` and simulation).

The base game's own rules for the person are not in our pages, so these model a
plausible player with the person's operations: each Phase 4 turn one Kinsman
action among build, operate, art, hire and role (or pass), then ``done``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from solobot import Game
from solobot.toolkit import RandomSource

from .board import BUILDINGS, free_space, on_prestige_floor, pick_artist
from .components import Components, load_components
from .state import PLAYER, State

COST_WEIGHT = 0.3
"""How much a Fiorino of cost weighs against a point, for the heuristic player."""


def _value(reward: dict[str, int], comps: Components) -> float:
    return sum(comps.final_score.get(track, 0) * n for track, n in reward.items())


class Worth:
    """What each choice is worth to the heuristic player, worked out once per component set.

    The static lists are sorted best first, so each kind of option can be offered in order.
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
        self.operate = {
            w.number: _value(w.operate_reward, comps) + 0.5 * len(w.produces) for w in comps.workshops
        }
        self.skills = [
            (i, skill.skill, sum(skill.prestige) / len(skill.prestige), COST_WEIGHT * skill.cost)
            for i, artist in enumerate(comps.artists)
            for skill in artist.skills
        ]
        sites = {"chiesa": comps.chiesa.artworks, "palazzo": comps.palazzo.artworks}
        sites.update((p.name, p.artworks) for p in comps.main_board)
        self.artworks = {
            where: [(j, a.skill, _value(a.reward, comps)) for j, a in enumerate(arts)]
            for where, arts in sites.items()
        }
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


Options = Iterator[tuple[float, dict[str, Any]]]
"""Legal Kinsman actions of one kind with their worth, the best one first."""


def _best_first(found: list[tuple]) -> list[tuple]:
    """The options with the most valuable (first found on a tie) moved to the front."""
    if found:
        best = max(range(len(found)), key=lambda i: found[i][0])
        found[0], found[best] = found[best], found[0]
    return found


def build_options(state: State, comps: Components, worth: Worth) -> Options:
    """Every Workshop left in the supply, while the person has a free space."""
    if free_space(state, PLAYER) < 0:
        return
    supply = state.supply
    for value, number in worth.build:
        if supply[number] > 0:
            yield value, {"op": "build", "workshop": number}


def operate_options(state: State, comps: Components, worth: Worth) -> Options:
    """Every Workshop the person may put a Kinsman on (a rival's only if the fee can be paid)."""
    broke = on_prestige_floor(state, comps, PLAYER)
    activatable = comps.d.activatable
    fee = 2 * comps.rival_fee
    found = []
    for owner in state.order:
        if broke and owner != PLAYER:
            continue
        for k, slot in enumerate(state.districts[owner].spaces, start=1):
            if slot is not None and slot.built and not slot.kinsman and activatable[slot.workshop]:
                value = worth.operate[slot.workshop] - (fee if owner != PLAYER else 0)
                found.append((value, owner, k))
    for value, owner, space in _best_first(found):
        yield value, {"op": "operate", "seat": owner, "space": space}


def art_options(state: State, comps: Components, worth: Worth) -> Options:
    """Each free Artwork with the usable Artist the heuristic likes best for its skill."""
    if state.person_crests <= 0:
        return
    artists = state.artists
    detained = state.detained if state.captain != PLAYER else -1
    best: dict[str, tuple[float, int]] = {}
    for i, skill, mean, cost in worth.skills:
        tile = artists[i]
        if tile.held_by == PLAYER:
            value = mean  # already paid for
        elif tile.face_up and i != detained:
            value = mean - cost
        else:
            continue
        old = best.get(skill)
        if old is None or value > old[0]:
            best[skill] = (value, i)
    district, main = state.districts[PLAYER], state.main
    found = []
    for where, arts in worth.artworks.items():
        crests = getattr(district, where) if where in BUILDINGS else main[where]
        for j, skill, value in arts:
            if not crests[j] and skill in best:
                extra, artist = best[skill]
                found.append((value + extra, where, j + 1, artist))
    for value, where, artwork, artist in _best_first(found):
        yield value, {"op": "art", "where": where, "artwork": artwork, "artist": artist}


def hire_options(state: State, comps: Components, worth: Worth) -> Options:
    """Every row of every face-up Captain of Fortune."""
    up = [card.name for card in state.captains if card.face_up]
    for value, name, row in worth.hire:
        if name in up:
            yield value, {"op": "hire", "captain": name, "row": row}


def role_options(state: State, comps: Components, worth: Worth) -> Options:
    """The roles not yet taken for next round."""
    for role in ("captain", "bishop"):
        if role not in state.claims:
            yield 0.5, {"op": "role", "role": role}


KINDS = (build_options, operate_options, art_options, hire_options, role_options)


def _with_roll(action: dict[str, Any], comps: Components, rng: RandomSource) -> dict[str, Any]:
    """An Artwork needs the person's own die roll for the Artist's prestige box."""
    if action["op"] == "art":
        action["roll"] = rng.die(comps.die_sides)
    return action


def _setup_and_captain(
    state: State, comps: Components, rng: RandomSource, smart: bool
) -> dict[str, Any] | None:
    """The person's steps outside Phase 4 (starting Workshops; Captain's Resource and detained Artist)."""
    if state.phase == "start":
        starts = [n for n in comps.starting_workshops if state.supply[n] > 0]
        if smart:
            return {"op": "start", "workshops": starts[:2]}
        first = rng.choice(starts)
        return {"op": "start", "workshops": [first, rng.choice([n for n in starts if n != first])]}
    if state.phase == "captain":
        if not state.common_resource:
            return {"op": "resource", "resource": rng.choice(comps.resources)}
        if smart and state.detained < 0:
            picked = pick_artist(state, comps, PLAYER, dearest=True)
            if picked is not None:
                return {"op": "detain", "artist": picked[0]}
        return {"op": "done"}
    return None


def _turn(state: State, rng: RandomSource, smart: bool):
    """The step's answer when it is not a choice of Kinsman action; else the data to choose with."""
    if state.acted:  # this turn's action is recorded
        return {"op": "done"}, None, None
    comps = load_components(state.components)
    return _setup_and_captain(state, comps, rng, smart), comps, worth_of(comps)


def random_policy(game: Game, state: State, seat: str, rng: RandomSource) -> dict[str, Any]:
    """A random legal operation: a random kind of Kinsman action, a random choice in it; sometimes pass."""
    early, comps, worth = _turn(state, rng, smart=False)
    if early is not None:
        return early
    if rng.below(10) == 0:
        return {"op": "pass"}
    kinds = list(KINDS)
    rng.shuffle(kinds)
    for kind in kinds:
        options = [action for _, action in kind(state, comps, worth)]
        if options:
            return _with_roll(rng.choice(options), comps, rng)
    return {"op": "pass"}


def heuristic_policy(game: Game, state: State, seat: str, rng: RandomSource) -> dict[str, Any]:
    """The Kinsman action worth the most points now, counting costs; pass when nothing is worth it."""
    early, comps, worth = _turn(state, rng, smart=True)
    if early is not None:
        return early
    best_value, best = 0.0, None
    for kind in KINDS:
        value, action = next(kind(state, comps, worth), (0.0, None))  # each kind offers its best first
        if value > best_value:
            best_value, best = value, action
    if best is None:
        return {"op": "pass"}
    return _with_roll(best, comps, rng)


POLICIES = {"random": random_policy, "heuristic": heuristic_policy}
