"""Board mechanics shared by the Ghosts and the person: points, Workshops, Artists, Artworks."""

from __future__ import annotations

from .components import Components, Reward
from .state import Slot, State

# -- points (GAP-FG-5) ---------------------------------------------------------


def gain(state: State, comps: Components, seat: str, reward: Reward) -> None:
    """Move ``seat`` along each track of ``reward``; Prestige never drops below its floor (GAP-FG-5)."""
    pts = state.points[seat]
    for track, n in reward.items():
        pts[track] += n
    if pts["prestige"] < comps.prestige_min:
        pts["prestige"] = comps.prestige_min


def on_prestige_floor(state: State, comps: Components, seat: str) -> bool:
    """Whether ``seat`` sits on the lowest Prestige space (−3) and cannot pay (FG-OP-6)."""
    return state.points[seat]["prestige"] - comps.rival_fee < comps.prestige_min


def pay_owner(state: State, comps: Components, seat: str, owner: str) -> None:
    """Using a rival's Workshop pays its owner the fee in Prestige (FG-OP-5)."""
    if owner != seat:
        gain(state, comps, seat, {"prestige": -comps.rival_fee})
        gain(state, comps, owner, {"prestige": comps.rival_fee})


def final_total(state: State, comps: Components, seat: str) -> int:
    """A seat's final score: the tracks weighted by ``final_score`` (FG-SCORE-1, GAP-FG-6)."""
    pts = state.points[seat]
    return sum(weight * pts[track] for track, weight in comps.final_score.items())


# -- Workshops ---------------------------------------------------------------------


def can_activate(state: State, comps: Components, owner: str, space: int) -> bool:
    """A Workshop can be activated: Built, activatable (not purple) and no Kinsman on it (FG-OP-2)."""
    slot = state.districts[owner].spaces[space]
    return slot is not None and slot.built and not slot.kinsman and comps.d.activatable[slot.workshop]


def operable_workshops(state: State, comps: Components, seat: str) -> list[tuple[str, int, Slot]]:
    """(owner, space index, Workshop) that ``seat`` may operate, in counting order from the first player.

    Counting starts at space 1 of the first player's District and goes on in turn
    order (FG-OP-1), skipping Workshops that cannot be activated (FG-OP-2). On its
    Prestige floor a seat cannot pay, so rivals' Workshops count as unusable (FG-OP-6).
    """
    own_only = on_prestige_floor(state, comps, seat)
    activatable = comps.d.activatable
    districts = state.districts
    return [
        (owner, k, slot)
        for owner in ((seat,) if own_only else state.order)
        for k, slot in enumerate(districts[owner].spaces)
        if slot is not None and slot.built and not slot.kinsman and activatable[slot.workshop]
    ]


def free_space(state: State, seat: str) -> int:
    """The lowest free Workshop space of ``seat``'s District, or -1 (FG-BUILD-1)."""
    spaces = state.districts[seat].spaces
    for i, slot in enumerate(spaces):
        if slot is None:
            return i
    return -1


# -- Artists (FG-LVL-1 to FG-LVL-4) --------------------------------------------------


def skill_cost(state: State, comps: Components, artist: int, skill: int) -> int:
    """What a skill of an Artist costs now (a turned-over, Masterpiece card costs more)."""
    cost = comps.artists[artist].skills[skill].cost
    return cost + comps.masterpiece_cost_bonus if state.artists[artist].masterpiece else cost


def counted_skill(comps: Components, artist: int, dearest: bool) -> int:
    """The one skill an Artist counts: his cheapest, or his dearest; the first listed on a tie (FG-LVL-3)."""
    return (comps.d.dearest_skill if dearest else comps.d.cheapest_skill)[artist][1]


def usable_by(state: State, artist: int, seat: str) -> bool:
    """Face up and not detained by another seat's Captain (FG-CH-4: a Captain uses his own)."""
    return state.artists[artist].face_up and (state.detained != artist or state.captain == seat)


def pick_artist(state: State, comps: Components, seat: str, dearest: bool) -> tuple[int, int] | None:
    """The cheapest (or dearest) usable Artist and his counted skill, or None (FG-LVL-1, FG-LVL-3, FG-LVL-4).

    Ties go to the Artist under the lowest-numbered Life in Florenza card,
    then to the one nearer the top under that card.
    """
    counted = comps.d.dearest_skill if dearest else comps.d.cheapest_skill
    bonus = comps.masterpiece_cost_bonus
    detained = state.detained if state.captain != seat else -1
    best_cost, best_place, chosen = 0, (0, 0), -1
    for i, tile in enumerate(state.artists):
        if not tile.face_up or i == detained:
            continue
        cost = counted[i][0] + bonus if tile.masterpiece else counted[i][0]
        if dearest:
            cost = -cost  # the lowest key wins
        if chosen < 0 or cost < best_cost or (cost == best_cost and (tile.card, tile.pos) < best_place):
            best_cost, best_place, chosen = cost, (tile.card, tile.pos), i
    return None if chosen < 0 else (chosen, counted[chosen][1])


BUILDINGS = ("chiesa", "palazzo")
"""The buildings of a District that hold Artworks."""

# -- Artworks ----------------------------------------------------------------------------


def artwork_site(state: State, comps: Components, seat: str, where: str):
    """The crest row, Artworks, alphabetical order and completion bonus of a building or place.

    ``where`` is ``"chiesa"`` or ``"palazzo"`` (the seat's own District) or a main-board place.
    """
    if where in BUILDINGS:
        building = getattr(comps, where)
        crests = getattr(state.districts[seat], where)
        return crests, building.artworks, comps.d.building_order[where], building.complete_bonus
    return state.main[where], comps.d.place[where].artworks, comps.d.place_order[where], None


def first_suitable_artwork(crests: list[str], artworks, order: list[int], skill: str) -> int:
    """The first free Artwork, in alphabetical order, that suits ``skill``; or -1 (FG-CH-1)."""
    for i in order:
        if not crests[i] and artworks[i].skill == skill:
            return i
    return -1


def create_artwork(
    state: State,
    comps: Components,
    seat: str,
    where: str,
    artwork: int,
    artist: int,
    skill: int,
    face: int,
    special: bool = False,
) -> dict:
    """Put the crest, score the Artwork, turn the Artist face down and score his prestige box.

    A gold box means a Masterpiece: the Artist's card is turned over (FG-LVL-2).
    A building made complete scores its bonus (FG-CH-5, FG-PAL-1). Returns the facts.
    """
    crests, artworks, _, bonus = artwork_site(state, comps, seat, where)
    crests[artwork] = seat
    if where in state.main_special:
        state.main_special[where][artwork] = special
    gain(state, comps, seat, artworks[artwork].reward)
    tile = state.artists[artist]
    tile.face_up = False
    box = comps.artists[artist].skills[skill]
    prestige = box.prestige[face - 1]
    gain(state, comps, seat, {"prestige": prestige})
    masterpiece = face in box.gold
    if masterpiece:
        tile.masterpiece = True
    completed = bool(bonus) and all(crests)
    if completed:
        gain(state, comps, seat, bonus)
    return {"prestige": prestige, "masterpiece": masterpiece, "completed": completed}
