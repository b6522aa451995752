"""Board mechanics shared by the Ghosts and the person: points, Workshops, Artists, Artworks."""

from __future__ import annotations

from solobot import Context
from solobot_florenza.components import Components, Reward
from solobot_florenza.kept import Usable, crest_put, usable_workshops
from solobot_florenza.narration import _
from solobot_florenza.state import PLAYER, State

# -- points (GAP-FG-5) ---------------------------------------------------------


def gain(state: State, comps: Components, seat: str, reward: Reward) -> None:
    """Move ``seat`` along each track of ``reward``; Prestige never drops below its floor (GAP-FG-5)."""
    pts = state.points[seat]
    for track, n in reward.items():
        pts[track] += n
    floor = comps.prestige_min
    if pts["prestige"] < floor:
        pts["prestige"] = floor


def gain_prestige(state: State, comps: Components, seat: str, n: int) -> None:
    """Move ``seat`` ``n`` along the Prestige track, never below its floor (GAP-FG-5)."""
    pts = state.points[seat]
    moved, floor = pts["prestige"] + n, comps.prestige_min
    pts["prestige"] = moved if moved > floor else floor  # not max(): max() cost 1.4 % of a game (callgrind)


def on_prestige_floor(state: State, comps: Components, seat: str) -> bool:
    """Whether ``seat`` sits on the lowest Prestige space (−3) and cannot pay (FG-OP-6)."""
    return state.points[seat]["prestige"] - comps.rival_fee < comps.prestige_min


def pay_owner(state: State, comps: Components, seat: str, owner: str) -> None:
    """Using a rival's Workshop pays its owner the fee in Prestige (FG-OP-5)."""
    if owner != seat:
        fee = comps.rival_fee
        gain_prestige(state, comps, seat, -fee)
        gain_prestige(state, comps, owner, fee)


def final_total(state: State, comps: Components, seat: str) -> int:
    """A seat's final score: the tracks weighted by ``final_score`` (FG-SCORE-1, GAP-FG-6)."""
    pts = state.points[seat]
    return sum(weight * pts[track] for track, weight in comps.final_score.items())


# -- Workshops ---------------------------------------------------------------------


def can_activate(state: State, comps: Components, owner: str, space: int) -> bool:
    """A Workshop can be activated: Built, activatable (not purple) and no Kinsman on it (FG-OP-2)."""
    slot = state.districts[owner].spaces[space]
    return slot is not None and slot.built and not slot.kinsman and comps.activatable[slot.workshop]


def operable_workshops(state: State, comps: Components, seat: str,
                       usable: dict[str, list[Usable]] | None = None) -> list[Usable]:
    """(owner, space index, Workshop) that ``seat`` may operate, in counting order from the first player.

    Counting starts at space 1 of the first player's District and goes on in turn
    order (FG-OP-1), skipping Workshops that cannot be activated (FG-OP-2). On its
    Prestige floor a seat cannot pay, so rivals' Workshops count as unusable (FG-OP-6). ``usable``: the
    Workshops that can be activated, as :func:`~solobot_florenza.kept.usable_workshops` (the rules pass the
    derived fact: ``ctx.derived.get(usable_workshops, state)``); worked out now when not given.
    """
    if usable is None:
        usable = usable_workshops(state, comps)
    if on_prestige_floor(state, comps, seat):
        return list(usable[seat])
    found = []
    for owner in state.order:
        found += usable[owner]
    return found


def free_space(state: State, seat: str) -> int:
    """The lowest free Workshop space of ``seat``'s District, or -1 (FG-BUILD-1)."""
    for i, slot in enumerate(state.districts[seat].spaces):  # by identity: ``None in spaces`` calls each Slot's __eq__
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
    return (comps.dearest_skill if dearest else comps.cheapest_skill)[artist][1]


def usable_by(state: State, artist: int, seat: str) -> bool:
    """Face up and not detained by another seat's Captain (FG-CH-4: a Captain uses his own)."""
    return state.artists[artist].face_up and (state.detained != artist or state.captain == seat)


def pick_artist(state: State, comps: Components, seat: str, dearest: bool) -> tuple[int, int] | None:
    """The cheapest (or dearest) usable Artist and his counted skill, or None (FG-LVL-1, FG-LVL-3, FG-LVL-4).

    Ties go to the Artist under the lowest-numbered Life in Florenza card,
    then to the one nearer the top under that card.
    """
    order, keys, counted, bonus, reach = comps.artist_picking[dearest]
    detained = state.detained if state.captain != seat else -1
    artists = state.artists
    best_key, best_card, best_pos, chosen = 0, 0, 0, -1
    for i in order:  # the lowest key first: the lowest key wins
        key = keys[i]
        if chosen >= 0 and key + reach > best_key:
            break  # no Artist left can match the one chosen
        tile = artists[i]
        if tile.face_up and i != detained:
            if tile.masterpiece:
                key += bonus
            if chosen < 0 or key < best_key or (key == best_key and (
                    tile.card < best_card or (tile.card == best_card and tile.pos < best_pos))):
                best_key, best_card, best_pos, chosen = key, tile.card, tile.pos, i
    return None if chosen < 0 else (chosen, counted[chosen][1])


def artists_weighed(state: State, comps: Components, seat: str, dearest: bool, chosen: int) -> dict[str, object]:
    """What ``why`` shows of an Artist picked by level: the usable Artists with the cost of the skill each
    counts, in the order the level looks at them, and how a tie went (FG-LVL-1, FG-LVL-3, FG-LVL-4). Only
    when narrating: a fast simulation never builds it."""
    detained = state.detained if state.captain != seat else -1
    usable = [i for i, tile in enumerate(state.artists) if tile.face_up and i != detained]
    cost = {i: skill_cost(state, comps, i, counted_skill(comps, i, dearest)) for i in usable}
    place = {i: (state.artists[i].card, state.artists[i].pos) for i in usable}
    usable.sort(key=lambda i: (-cost[i] if dearest else cost[i], place[i]))
    usable.remove(chosen)
    ranked = [chosen, *usable]
    facts: dict[str, object] = {"compared": [[comps.artists[i].name, _("cost {cost}").format(cost=cost[i])]
                                          for i in ranked[:6]]}
    tied = [comps.artists[i].name for i in usable if cost[i] == cost[chosen]]
    if tied:
        card, pos = place[chosen]
        facts["tie_break"] = _("the Artist under the lowest-numbered Life in Florenza card, then the one nearer the "
                               "top: {artist} (card {card}, place {place}) before {others}").format(
            artist=comps.artists[chosen].name, card=card, place=pos + 1, others=", ".join(tied))
    return facts


BUILDINGS = ("chiesa", "palazzo")
"""The buildings of a District that hold Artworks."""

# -- Artworks ----------------------------------------------------------------------------


def crest_row(state: State, seat: str, where: str) -> list[str]:
    """The crest owner per Artwork of a building of ``seat``'s District or of a main-board place."""
    if where in BUILDINGS:
        return getattr(state.districts[seat], where)
    return state.main[where]


def artwork_site(state: State, comps: Components, seat: str, where: str):
    """The crest row, Artworks, alphabetical order and completion bonus of a building or place.

    ``where`` is ``"chiesa"`` or ``"palazzo"`` (the seat's own District) or a main-board place.
    """
    site = comps.sites[where]
    return crest_row(state, seat, where), site.artworks, site.order, site.bonus


def first_suitable_artwork(crests: list[str], skills: list[str], order: list[int], skill: str) -> int:
    """The first free Artwork, in alphabetical order, that suits ``skill``; or -1 (FG-CH-1).

    ``skills`` holds the skill each Artwork needs.
    """
    for i in order:
        if not crests[i] and skills[i] == skill:
            return i
    return -1


def create_artwork(
    ctx: Context,
    state: State,
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
    comps: Components = ctx.components
    site = comps.sites[where]
    crests = crest_row(state, seat, where)
    crests[artwork] = seat
    if seat == PLAYER or where in state.main:  # a crest where you may put yours
        crest_put(ctx, state, where, artwork)
    if where in state.main_special:
        state.main_special[where][artwork] = special
    gain(state, comps, seat, site.rewards[artwork])
    tile = state.artists[artist]
    tile.face_up = False
    prestiges, gold = comps.boxes[artist][skill]
    prestige = prestiges[face - 1]
    gain_prestige(state, comps, seat, prestige)
    masterpiece = face in gold
    if masterpiece:
        tile.masterpiece = True
    bonus = site.bonus
    completed = bool(bonus) and all(crests)
    if completed:
        gain(state, comps, seat, bonus)
    return {"prestige": prestige, "masterpiece": masterpiece, "completed": completed}
