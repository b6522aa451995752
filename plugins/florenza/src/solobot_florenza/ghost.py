"""A Ghost's turn in Phase 4: the die, its Action Table, and the action it lands on."""

from __future__ import annotations

from collections.abc import Callable

from solobot import Context
from solobot_florenza.board import (
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
from solobot_florenza.state import EMPTY, LYING, STANDING, Slot, State

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
    lying = table.count(LYING)
    for i, v in enumerate(table):
        if v == LYING:
            table[i] = EMPTY
    needed = ghost.quota - ghost.placed - ghost.income
    back = min(needed, lying)
    ghost.income += back
    ghost.pool += lying - back
    if ctx.narrating:
        ctx.emit(
            f"{seat}'s Action Table is full: remove its {lying} lying Kinsmen; put {back} in its "
            f"income area and {lying - back} in its pool",
            rule="FG-P4-3",
            removed=lying,
            to_income=back,
        )


def ghost_turn(ctx: Context, state: State, comps: Components, seat: str) -> None:
    """Roll, count empty spaces, stand a Kinsman on the last one, do its action at once (FG-P4-1, FG-P4-2)."""
    ghost = state.ghosts[seat]
    table = ghost.table
    roll = ctx.rng.die(comps.die_sides)
    space = count_empty_spaces(table, roll)
    table[space] = STANDING
    ghost.income -= 1
    ghost.placed += 1
    action = comps.table_actions[space]
    if ctx.narrating:
        ctx.emit(
            f"{seat} rolls {roll}: count {roll} empty spaces of its Action Table and stand a Kinsman "
            f"on space {space + 1} ({action.replace('_', ' ')})",
            rule="FG-P4-2",
            roll=roll,
            space=space + 1,
            action=action,
        )
    if EMPTY not in table:
        clear_full_table(ctx, state, seat)
    ACTIONS[action](ctx, state, comps, seat, space)


def no_action(ctx: Context, seat: str, rule: str, why: str, **data) -> None:
    """Report an action the Ghost cannot carry out: it loses it."""
    if ctx.narrating:
        ctx.emit(f"{seat}: no action - {why}", rule=rule, no_action=True, **data)


# -- Operate a Workshop (FG-OP-1 to FG-OP-6) -----------------------------------------------


def operate_workshop(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Roll and count Workshops; turn the one landed on Under Construction and score it (FG-OP-1..6)."""
    found = operable_workshops(state, comps, seat)  # FG-OP-1, FG-OP-2, FG-OP-6
    if not found:
        why = "no Workshop can be activated"
        if on_prestige_floor(state, comps, seat):
            why += " in its own District, and on its lowest Prestige it cannot pay a rival"
        no_action(ctx, seat, "FG-OP-6", why)
        return
    roll = ctx.rng.die(comps.die_sides)
    owner, k, slot = found[(roll - 1) % len(found)]
    slot.built = False
    gain(state, comps, seat, comps.operate_reward[slot.workshop])
    pay_owner(state, comps, seat, owner)
    if ctx.narrating:
        workshop = comps.workshop[slot.workshop]
        paid = f"; it pays {owner} {comps.rival_fee} Prestige" if owner != seat else ""
        scored = _reward_text(workshop.operate_reward) or "nothing (it takes no Resources or Fiorini)"
        ctx.emit(
            f"{seat} rolls {roll}: counting the {len(found)} usable Workshops (purple, occupied and "
            f"Under Construction ones skipped) from the first player's space 1 lands on "
            f"{workshop.name} ({owner}, space {k + 1}); turn it Under Construction. It scores "
            f"{scored}{paid}",
            rule="FG-OP-3",
            roll=roll,
            owner=owner,
            space=k + 1,
            workshop=workshop.number,
            reward=workshop.operate_reward,
        )


# -- Build a Workshop (FG-BUILD-1, FG-BUILD-2) -------------------------------------------------


def build_workshop(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Roll the category, roll the Workshop; place it Under Construction on the lowest free space."""
    target = free_space(state, seat)
    if target < 0:
        no_action(ctx, seat, "FG-BUILD-2", "its District has no free Workshop space")
        return
    cat_roll = ctx.rng.die(comps.die_sides)
    row = comps.build_table[cat_roll - 1]
    ws_roll = ctx.rng.die(comps.die_sides)
    number = row.workshops[ws_roll - 1]
    workshop = comps.workshop[number]
    if state.supply[number] <= 0:
        no_action(
            ctx,
            seat,
            "FG-BUILD-2",
            f"rolled {cat_roll} ({row.category}) and {ws_roll}: {workshop.name} is gone",
            rolls=[cat_roll, ws_roll],
            workshop=number,
        )
        return
    state.supply[number] -= 1
    state.districts[seat].spaces[target] = Slot(number, built=False)
    gain(state, comps, seat, comps.build_reward[number])
    if ctx.narrating:
        ctx.emit(
            f"{seat} rolls {cat_roll} ({row.category}) then {ws_roll}: it builds {workshop.name} "
            f"(n. {number}) Under Construction on its space {target + 1} and scores "
            f"{_reward_text(workshop.build_reward) or 'nothing'}",
            rule="FG-BUILD-1",
            rolls=[cat_roll, ws_roll],
            workshop=number,
            space=target + 1,
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
    kind = crest_kind(state, seat, special_first=main)
    if not kind:
        no_action(ctx, seat, "FG-CH-3", f"it has no {'' if main else 'normal '}Family Crest left")
        return
    picked = pick_artist(state, comps, seat, dearest)
    if picked is None:
        no_action(ctx, seat, "FG-CH-3", "no Artist is available")
        return
    artist, skill = picked
    skill_name = comps.skill_names[artist][skill]
    site = comps.sites[where]
    artwork = first_suitable_artwork(crest_row(state, seat, where), site.skills, site.order, skill_name)
    if artwork < 0:
        if ctx.narrating:
            name = comps.artists[artist].name
            why = f"{name} ({skill_name}) suits no free Artwork in {where}; he stays available"
            no_action(ctx, seat, "FG-CH-3", why, artist=name)
        return
    if kind == "special":
        ghost.special_crests -= 1
    else:
        ghost.normal_crests -= 1
    face = level_face(comps, ghost.level)
    facts = create_artwork(state, comps, seat, where, artwork, artist, skill, face, special=kind == "special")
    if ctx.narrating:
        name, artworks = comps.artists[artist].name, site.artworks
        how = "dearest" if dearest else "cheapest"
        tile = state.artists[artist]
        why = (
            f"{skill_name} {skill_cost(state, comps, artist, skill)}, card {tile.card} "
            f"position {tile.pos + 1}{', its detained Artist' if state.detained == artist else ''}"
        )
        extra = "; a gold box: Masterpiece, turn his card over" if facts["masterpiece"] else ""
        done = "; the building is complete and scores its bonus" if facts["completed"] else ""
        ctx.emit(
            f"{seat} takes {name}, the {how} available Artist ({why}; ties go to the lower card, "
            f"then the top), for "
            f"{artworks[artwork].name} in {where}: put a {kind} Family Crest on it, score "
            f"{_reward_text(artworks[artwork].reward) or 'nothing'}, turn {name} face down and score "
            f"{facts['prestige']} Prestige as if the die showed {face}{extra}{done}",
            rule=rule,
            artist=name,
            artwork=artworks[artwork].name,
            where=where,
            crest=kind,
            **facts,
        )


def church_artwork(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Create an Artwork in the Ghost's own Chiesa (FG-CH-1, FG-CH-2)."""
    create_ghost_artwork(ctx, state, comps, seat, "chiesa", "FG-CH-1")


def palace_artwork(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Create an Artwork in the Ghost's own Palazzo (FG-PAL-1)."""
    create_ghost_artwork(ctx, state, comps, seat, "palazzo", "FG-PAL-1")


def main_board_artwork(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """Roll for the place; a full place is no action; else the Church steps there (FG-MAIN-1, FG-MAIN-2)."""
    roll = ctx.rng.die(comps.die_sides)
    place = comps.place_by_face[roll].name
    if all(state.main[place]):
        no_action(
            ctx, seat, "FG-MAIN-2", f"rolled {roll}: {place} has no free Artwork", roll=roll, place=place
        )
        return
    if ctx.narrating:
        ctx.emit(
            f"{seat} rolls {roll}: it creates an Artwork at {place}", rule="FG-MAIN-1", roll=roll, place=place
        )
    create_ghost_artwork(ctx, state, comps, seat, place, "FG-MAIN-1")


# -- Captain of Fortune and Church Point (FG-CAP-1, FG-CP-1) -------------------------------------


def hire_captain(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """The first available Captain of Fortune alphabetically: score his dearest row, turn him over."""
    up = [c for c in state.captains if c.face_up]
    if not up:
        no_action(ctx, seat, "FG-CAP-1", "no Captain of Fortune is available")
        return
    key = comps.captain_key
    card = min(up, key=lambda c: key[c.name])
    reward = comps.captain_rewards[card.name][-1]  # his bottom row
    card.face_up = False
    gain(state, comps, seat, reward)
    if ctx.narrating:
        ctx.emit(
            f"{seat} hires {card.name} (first available alphabetically) without paying: it scores "
            f"{_reward_text(reward) or 'nothing'} from his bottom row; turn his card over",
            rule="FG-CAP-1",
            captain=card.name,
            reward=reward,
        )


def gain_church_point(ctx: Context, state: State, comps: Components, seat: str, space: int) -> None:
    """The Ghost gains the Church Point printed on the space (FG-CP-1)."""
    reward = comps.table_rewards[space]
    gain(state, comps, seat, reward)
    if ctx.narrating:
        ctx.emit(f"{seat} scores {_reward_text(reward)}", rule="FG-CP-1", reward=reward)


ACTIONS: dict[str, Callable[[Context, State, Components, str, int], None]] = {
    "operate": operate_workshop,
    "build": build_workshop,
    "church": church_artwork,
    "palace": palace_artwork,
    "captain": hire_captain,
    "church_point": gain_church_point,
    "main_board": main_board_artwork,
}

TRACK_NAMES = {"prestige": "Prestige", "church": "Church Points"}


def _reward_text(reward: dict[str, int]) -> str:
    return ", ".join(f"{n} {TRACK_NAMES.get(track, track)}" for track, n in reward.items())
