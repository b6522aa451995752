"""A Ghost's turn in Phase 4: the die, its Action Table, and the action it lands on."""

from __future__ import annotations

from collections.abc import Callable

from solobot import Context
from solobot.i18n import N_
from solobot.toolkit import Roll
from solobot_florenza.board import (
    artists_weighed,
    create_artwork,
    crest_row,
    first_suitable_artwork,
    free_space,
    gain,
    on_prestige_floor,
    operable_workshops,
    pay_owner,
    pick_artist,
    skill_cost,
)
from solobot_florenza.components import Components
from solobot_florenza.kept import usable_workshops, workshop_used
from solobot_florenza.narration import said
from solobot_florenza.state import EMPTY, LYING, STANDING, Slot, State
from solobot_florenza.table import (
    FACE_DOWN,
    INCOME,
    KINSMAN,
    MASTERPIECE,
    POOL,
    RESERVE,
    SUPPLY,
    Move,
    Set,
    artwork_place,
    captain_thing,
    card_thing,
    crest_piece,
    district_space,
    kinsmen_moved,
    scores,
    table_space,
    tile_thing,
)

ACTION_TABLE = Roll(N_("it counts that many empty spaces of its Action Table and stands a Kinsman on the last"),
                    "FG-P4-2")
OPERATE = Roll(N_("it counts that many usable Workshops from space 1 of the first player's District"), "FG-OP-1")
BUILD_CATEGORY = Roll(N_("the category of the Workshop it builds"), "FG-BUILD-1")
BUILD_WORKSHOP = Roll(N_("which Workshop of that category it builds"), "FG-BUILD-1")
MAIN_BOARD = Roll(N_("the main-board place where it creates an Artwork"), "FG-MAIN-1")
"""What each of a Ghost's rolls decides, for a person rolling physical dice for it."""

COUNTS_SPACES = N_("it counts only empty spaces, left to right, row by row from the top, wrapping to the first "
                   "empty one")
COUNTS_WORKSHOPS = N_(
    "it counts only Workshops that can be activated, from space 1 of the first player's District, "
    "District by District in turn order, wrapping"
)
PICKS_ARTIST = {
    "easy": N_("Easy picks the cheapest Artist and scores his prestige as if the die showed 1"),
    "medium": N_("Medium picks the cheapest Artist and scores his prestige as if the die showed 6"),
    "hard": N_("Hard picks the most expensive Artist and scores his prestige as if the die showed 1"),
    "masterpiece": N_("Masterpiece picks the most expensive Artist and scores his prestige as if the die showed 6"),
}
FIRST_CAPTAIN = N_("a Ghost hires the first available Captain of Fortune in alphabetical order, free, on his "
                   "bottom row")
LOSES = N_("a Ghost that cannot carry out its action loses it")
FIRST, LATER = N_("first alphabetically"), N_("later alphabetically")
"""Why a Ghost decides as it does (shown by ``why``)."""

LEVELS = {
    # level: (picks the dearest Artist, scores his prestige as if the die showed its top face)
    "easy": (False, False),
    "medium": (False, True),
    "hard": (True, False),
    "masterpiece": (True, True),
}
"""FG-LVL-1: how each level picks Artists and which prestige box it scores."""


def level_face(comps: Components, level: str) -> int:
    """The die face a level scores Artists as if it had rolled: 1, or the top face (FG-LVL-1)."""
    return comps.die_sides if LEVELS[level][1] else 1


# -- Phase 4 (FG-P4-1 to FG-P4-3) ----------------------------------------------------------


def count_empty_spaces(table: list[int], roll: int) -> int:
    """Count ``roll`` empty spaces, row by row from the top, wrapping to the first empty one (FG-P4-2)."""
    space = -1
    for _ in range((roll - 1) % table.count(EMPTY) + 1):
        space = table.index(EMPTY, space + 1)
    return space


def clear_full_table(ctx: Context, state: State, seat: str) -> None:
    """All spaces occupied: lying Kinsmen leave; those still needed this round go to income (FG-P4-3)."""
    ghost = state.ghosts[seat]
    table = ghost.table
    if EMPTY in table:
        return
    spaces = [i for i, v in enumerate(table) if v == LYING]
    for i in spaces:
        table[i] = EMPTY
    lying = len(spaces)
    needed = ghost.quota - ghost.placed - ghost.income
    back = needed if needed < lying else lying
    ghost.income += back
    ghost.pool += lying - back
    if ctx.narrating:
        to = [INCOME] * back + [POOL] * (lying - back)
        changes = [Move(KINSMAN, table_space(i, False), dst, 1, seat) for i, dst in zip(spaces, to, strict=True)]
        ctx.emit("table-full", "FG-P4-3", seat, changes=changes, removed=lying, to_income=back, to_pool=lying - back)


def ghost_turn(ctx: Context, state: State, comps: Components, seat: str) -> None:
    """Roll, count empty spaces, stand a Kinsman on the last one, do its action at once (FG-P4-1, FG-P4-2); a Ghost
    whose income area is then empty leaves Phase 4."""
    ghost = state.ghosts[seat]
    table = ghost.table
    roll = ctx.rng.die(comps.die_sides, ACTION_TABLE)
    space = count_empty_spaces(table, roll)
    table[space] = STANDING
    ghost.income -= 1
    ghost.placed += 1
    action = comps.table_actions[space]
    if ctx.narrating:
        changes = kinsmen_moved(seat, INCOME, table_space(space, True), 1)
        facts = {"roll": roll, "space": space + 1, "action": action}
        ctx.emit("kinsman-placed", "FG-P4-2", seat, changes=changes, reason=said(COUNTS_SPACES), **facts)
    if EMPTY not in table:
        clear_full_table(ctx, state, seat)
    ACTIONS[action](ctx, state, comps, seat, space)
    if ghost.income <= 0:  # its income area is empty: it has placed all its Kinsmen this round
        state.out.append(seat)


def no_action(ctx: Context, seat: str, rule: str, cause: str, **facts) -> None:
    """Report an action the Ghost cannot carry out (``cause``: a narration key): it loses it."""
    if ctx.narrating:
        ctx.emit("no-action", rule, seat, reason=said(LOSES), cause=cause, no_action=True, **facts)


# -- Operate a Workshop (FG-OP-1 to FG-OP-6) -----------------------------------------------


def operate_workshop(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Roll and count Workshops; turn the one landed on Under Construction and score it (FG-OP-1..6)."""
    usable = ctx.derived.get(usable_workshops, state)
    found = operable_workshops(state, comps, seat, usable)  # FG-OP-1, 2, 6
    if not found:
        floor = on_prestige_floor(state, comps, seat)
        no_action(ctx, seat, "FG-OP-6", "no-workshop-floor" if floor else "no-workshop")
        return
    roll = ctx.rng.die(comps.die_sides, OPERATE)
    used = owner, k, slot = found[(roll - 1) % len(found)]
    slot.built = False
    workshop_used(usable, used)
    gain(state, comps, seat, comps.operate_reward[slot.workshop])
    pay_owner(state, comps, seat, owner)
    if ctx.narrating:
        name = comps.workshop[slot.workshop].name
        turned = Move(name, district_space(owner, k, True), district_space(owner, k, False))
        ctx.emit(
            "operated",
            "FG-OP-3",
            seat,
            changes=[turned, *scores(state, seat, owner)],
            reason=said(COUNTS_WORKSHOPS),
            roll=roll,
            usable=len(found),
            owner=owner,
            space=k + 1,
            workshop=slot.workshop,
            reward=comps.operate_reward[slot.workshop],
            fee=comps.rival_fee if owner != seat else 0,
        )


# -- Build a Workshop (FG-BUILD-1, FG-BUILD-2) -------------------------------------------------


def build_workshop(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Roll the category, roll the Workshop; place it Under Construction on the lowest free space."""
    target = free_space(state, seat)
    if target < 0:
        no_action(ctx, seat, "FG-BUILD-2", "no-free-space")
        return
    cat_roll = ctx.rng.die(comps.die_sides, BUILD_CATEGORY)
    row = comps.build_table[cat_roll - 1]
    if ctx.narrating:
        ctx.emit("build-category", "FG-BUILD-1", seat, roll=cat_roll, category=row.category)
    ws_roll = ctx.rng.die(comps.die_sides, BUILD_WORKSHOP)
    number = row.workshops[ws_roll - 1]
    if state.supply[number] <= 0:
        no_action(ctx, seat, "FG-BUILD-2", "workshop-gone", roll=ws_roll, workshop=number)
        return
    state.supply[number] -= 1
    state.districts[seat].spaces[target] = Slot(number, built=False)
    gain(state, comps, seat, comps.build_reward[number])
    if ctx.narrating:
        placed = Move(comps.workshop[number].name, SUPPLY, district_space(seat, target, False))
        ctx.emit(
            "built",
            "FG-BUILD-1",
            seat,
            changes=[placed, *scores(state, seat)],
            roll=ws_roll,
            category=row.category,
            workshop=number,
            space=target + 1,
            reward=comps.build_reward[number],
        )


# -- Artworks: Chiesa, Palazzo, main board (FG-CH-*, FG-PAL-1, FG-MAIN-*) ---------------------


def crest_kind(state: State, seat: str, special_first: bool) -> str:
    """Which crest the Ghost puts down: special ones first on the main board, else normal (FG-MAIN-1)."""
    ghost = state.ghosts[seat]
    if special_first and ghost.special_crests:
        return "special"
    return "normal" if ghost.normal_crests else ""


def create_ghost_artwork(
    ctx: Context, state: State, comps: Components, seat: str, where: str, rule: str
) -> None:
    """The Church steps at ``where``: Artist by level, first suitable Artwork, crest, scoring (FG-CH-1..3)."""
    ghost = state.ghosts[seat]
    dearest = LEVELS[ghost.level][0]
    main = where in state.main
    kind = crest_kind(state, seat, main)  # special first on the main board
    if not kind:
        no_action(ctx, seat, "FG-CH-3", "no-crest-main" if main else "no-crest")
        return
    picked = pick_artist(state, comps, seat, dearest)
    if picked is None:
        no_action(ctx, seat, "FG-CH-3", "no-artist")
        return
    artist, skill = picked
    skill_name = comps.skill_names[artist][skill]
    site = comps.sites[where]
    artwork = first_suitable_artwork(crest_row(state, seat, where), site.skills, site.order, skill_name)
    if artwork < 0:
        no_action(ctx, seat, "FG-CH-3", "no-artwork", artist=comps.artists[artist].name, skill=skill_name, where=where)
        return
    if kind == "special":
        ghost.special_crests -= 1
    else:
        ghost.normal_crests -= 1
    face = level_face(comps, ghost.level)
    if ctx.narrating:  # what ``why`` shows of the Artist, as he was when picked
        cost, turned = skill_cost(state, comps, artist, skill), state.artists[artist].masterpiece
        weighed = artists_weighed(state, comps, seat, dearest, artist)
    facts = create_artwork(ctx, state, seat, where, artwork, artist, skill, face, kind == "special")
    if ctx.narrating:
        tile = state.artists[artist]
        name = comps.artists[artist].name
        special = kind == "special"
        changes: list[Move | Set] = [
            Move(crest_piece(special), RESERVE, artwork_place(where, seat, site.artworks[artwork].name), 1, seat),
            Set(tile_thing(name), FACE_DOWN),
            *scores(state, seat),
        ]
        if facts["masterpiece"] and not turned:  # a gold box turns his card over, once (FG-LVL-2)
            changes.append(Set(card_thing(name), MASTERPIECE))
        ctx.emit(
            "ghost-artwork",
            rule,
            seat,
            changes=changes,
            reason=said(PICKS_ARTIST[ghost.level]),
            artist=name,
            how="dearest" if dearest else "cheapest",
            skill=skill_name,
            cost=cost,
            turned=turned,
            card=tile.card,
            position=tile.pos + 1,
            detained=state.detained == artist,
            artwork=site.artworks[artwork].name,
            where=where,
            crest=kind,
            reward=site.rewards[artwork],
            face=face,
            **facts,
            **weighed,
        )


def church_artwork(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Create an Artwork in the Ghost's own Chiesa (FG-CH-1, FG-CH-2)."""
    create_ghost_artwork(ctx, state, comps, seat, "chiesa", "FG-CH-1")


def palace_artwork(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Create an Artwork in the Ghost's own Palazzo (FG-PAL-1)."""
    create_ghost_artwork(ctx, state, comps, seat, "palazzo", "FG-PAL-1")


def main_board_artwork(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Roll for the place; a full place is no action; else the Church steps there (FG-MAIN-1, FG-MAIN-2)."""
    roll = ctx.rng.die(comps.die_sides, MAIN_BOARD)
    place = comps.place_by_face[roll].name
    if all(state.main[place]):
        no_action(ctx, seat, "FG-MAIN-2", "place-full", roll=roll, place=place)
        return
    if ctx.narrating:
        ctx.emit("place-rolled", "FG-MAIN-1", seat, roll=roll, place=place)
    create_ghost_artwork(ctx, state, comps, seat, place, "FG-MAIN-1")


# -- Captain of Fortune and Church Point (FG-CAP-1, FG-CP-1) -------------------------------------


def hire_captain(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """The first available Captain of Fortune alphabetically: score his dearest row, turn him over."""
    up = [c for c in state.captains if c.face_up]
    if not up:
        no_action(ctx, seat, "FG-CAP-1", "no-captain")
        return
    key = comps.captain_key
    card = up[0]
    for other in up:  # the first alphabetically: min() with a key lambda cost 0.6 % of a game (callgrind)
        if key[other.name] < key[card.name]:
            card = other
    reward = comps.captain_rewards[card.name][-1]  # his bottom row
    card.face_up = False
    gain(state, comps, seat, reward)
    if ctx.narrating:
        changes = [Set(captain_thing(card.name), "turned over"), *scores(state, seat)]
        compared = [[c.name, said(FIRST if c is card else LATER)]
                    for c in sorted(up, key=lambda c: key[c.name])]
        ctx.emit("hired", "FG-CAP-1", seat, changes=changes, reason=said(FIRST_CAPTAIN), captain=card.name,
                 reward=reward, compared=compared)


def gain_church_point(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """The Ghost gains the Church Point printed on the space (FG-CP-1)."""
    reward = comps.table_rewards[space]
    gain(state, comps, seat, reward)
    if ctx.narrating:
        ctx.emit("church-point", "FG-CP-1", seat, changes=scores(state, seat), reward=reward)


ACTIONS: dict[str, Callable[[Context, State, Components, str, int], None]] = {
    "operate": operate_workshop,
    "build": build_workshop,
    "church": church_artwork,
    "palace": palace_artwork,
    "captain": hire_captain,
    "church_point": gain_church_point,
    "main_board": main_board_artwork,
}
