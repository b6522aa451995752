"""Setup, the round's phases around Phase 4, and the end of the game."""

from __future__ import annotations

from solobot import Context

from .board import final_total, pick_artist
from .components import Components
from .flow import advance_turn, first_turn
from .state import EMPTY, LYING, PLAYER, STANDING, Artist, Captain, District, Ghost, Slot, State, ghost_seat, kinsmen

# -- Setup (FG-SETUP-1 to FG-SETUP-5) -------------------------------------------------------


def new_state(ctx: Context, comps: Components, levels: list[str]) -> State:
    """Every seat set up as a player; each Ghost with its table, 8 Kinsmen and 13 crests (FG-SETUP-1, -2)."""
    seats = [PLAYER] + [ghost_seat(n) for n in range(1, len(levels) + 1)]
    spaces = len(comps.action_table.spaces)
    ghosts = {
        ghost_seat(n): Ghost(
            level, [EMPTY] * spaces, comps.kinsmen, comps.crests.normal, comps.crests.special
        )
        for n, level in enumerate(levels, start=1)
    }
    districts = {
        seat: District(
            [None] * comps.district_spaces,
            [""] * len(comps.chiesa.artworks),
            [""] * len(comps.palazzo.artworks),
        )
        for seat in seats
    }
    state = State(
        seats=seats,
        ghosts=ghosts,
        districts=districts,
        points={seat: dict.fromkeys(comps.tracks, 0) for seat in seats},
        families=dict(zip(seats, comps.families[: len(seats)], strict=True)),
        supply=[0] + [w.copies for w in comps.workshops],
        artists=deal_artists(ctx, comps),
        main={p.name: [""] * len(p.artworks) for p in comps.main_board},
        main_special={p.name: [False] * len(p.artworks) for p in comps.main_board},
        captains=captains_in_play(ctx, comps, len(seats)),
        person_crests=comps.crests.normal + comps.crests.special,
    )
    if ctx.narrating:
        names = ", ".join(c.name for c in state.captains)
        ctx.emit(
            f"Set up for {len(seats)} players - each Ghost counts as a player for the character tiles, "
            f"Captains of Fortune, Casa and Casamento and the Cardinal bonus. Captains of Fortune in "
            f"play: {names}",
            rule="FG-SETUP-1",
            seats=len(seats),
            captains=[c.name for c in state.captains],
        )
        for seat, ghost in ghosts.items():
            ctx.emit(
                f"{seat} ({ghost.level}, family {state.families[seat]}): District board Ghost side up, "
                f"{comps.kinsmen} Kinsmen, {comps.crests.normal + comps.crests.special} Family Crests "
                f"({comps.crests.special} special); no Fiorini, no Resources",
                rule="FG-SETUP-2",
                seat=seat,
                level=ghost.level,
            )
    return state


def deal_artists(ctx: Context, comps: Components) -> list[Artist]:
    """Shuffle the Artists and lay them under the Life in Florenza cards, top first (GAP-FG-3)."""
    order = list(range(len(comps.artists)))
    ctx.rng.shuffle(order)
    tiles: list[Artist | None] = [None] * len(order)
    for i, (card, pos) in zip(order, comps.d.deal_slots, strict=True):
        tiles[i] = Artist(card, pos)
    if ctx.narrating:
        start = 0
        for card in comps.d.life_cards:
            names = [comps.artists[i].name for i in order[start : start + card.slots]]
            start += card.slots
            ctx.emit(
                f"Under Life in Florenza card {card.number} ({card.name}), top first: {', '.join(names)}",
                rule="GAP-FG-3",
                card=card.number,
                artists=names,
            )
    return tiles  # type: ignore[return-value]


def captains_in_play(ctx: Context, comps: Components, seats: int) -> list[Captain]:
    """Shuffle the Captains of Fortune and put out as many as the seat count asks (FG-SETUP-1)."""
    names = [c.name for c in comps.captains]
    ctx.rng.shuffle(names)
    return [Captain(name) for name in names[: comps.captains_in_play[str(seats)]]]


def roll_starting_workshops(ctx: Context, state: State, comps: Components) -> None:
    """Space 1 then space 2: from the last Ghost back, each rolls its starting Workshop (FG-SETUP-4).

    Reroll when an earlier Ghost holds that Workshop on the same space, or a Ghost's
    space-2 result equals its own space 1 (FG-SETUP-5). The person chooses last.
    """
    ghosts = list(reversed(state.seats[1:]))
    for space in (0, 1):
        taken: list[int] = []
        for seat in ghosts:
            spaces = state.districts[seat].spaces
            while True:
                roll = ctx.rng.die(comps.die_sides)
                number = comps.starting_workshops[roll - 1]
                clash = number in taken or (
                    space == 1 and spaces[0] is not None and spaces[0].workshop == number
                )
                if not clash:
                    break
                if ctx.narrating:
                    why = (
                        "an earlier Ghost holds it on this space"
                        if number in taken
                        else "it is its own space 1"
                    )
                    ctx.emit(
                        f"{seat} rolls {roll} for space {space + 1}: {comps.d.workshop[number].name} - "
                        f"reroll, {why}",
                        rule="FG-SETUP-5",
                        seat=seat,
                        roll=roll,
                        workshop=number,
                    )
            taken.append(number)
            place_starting_workshop(state, seat, space, number)
            if ctx.narrating:
                ctx.emit(
                    f"{seat} rolls {roll}: put {comps.d.workshop[number].name} on its space {space + 1}",
                    rule="FG-SETUP-4",
                    seat=seat,
                    roll=roll,
                    space=space + 1,
                    workshop=number,
                )
    if ctx.narrating:
        ctx.emit("You choose your two starting Workshops last (type: start A B)", rule="FG-SETUP-4")


def place_starting_workshop(state: State, seat: str, space: int, number: int) -> None:
    """Take a starting Workshop from the supply and put it, Built, on a District space."""
    state.supply[number] -= 1
    state.districts[seat].spaces[space] = Slot(number)


def setup_game(ctx: Context, comps: Components, levels: list[str]) -> State:
    """Table, starting Workshops, round 1's Phases 1 to 3; the player plays first (FG-SETUP-3)."""
    state = new_state(ctx, comps, levels)
    roll_starting_workshops(ctx, state, comps)
    state.captain = PLAYER
    state.bishop = state.seats[1 % len(state.seats)]
    if ctx.narrating:
        ctx.emit("You play first in round 1 (you hold the Captain)", rule="FG-SETUP-3")
    begin_round(ctx, state, comps)  # the person is Captain: it stops before their Captain step
    state.phase = "start"
    return state


# -- the person's steps ------------------------------------------------------------------------------

STEP_HELP = {
    "captain": "Round {r}, Phases 1-2: you are Captain - pick the common Resource (resource NAME), then "
    "detain an Artist (detain ARTIST) or type done",
    "bishop": "Round {r}, Phase 3: you are Bishop and place {k} this round; each Ghost's expelled "
    "Kinsman comes from its pool - type done (kinsmen N corrects your count)",
    "kinsmen": "Round {r}, Phase 4, turn order {order}: you place {k}. On your turn type what your "
    "Kinsman does - build, operate, artist, art, hire or role (done: something the bot does not track; "
    "pass: no more this round)",
    "round_end": "Round {r}, Phases 5-7: record the points you score at the table (gain TRACK N; set SEAT "
    "TRACK N corrects), then type done",
}
"""What the person is asked at the start of each of their steps."""


def announce_step(ctx: Context, state: State) -> None:
    """Tell the person what this step of theirs is for and what to type."""
    if ctx.narrating and state.phase in STEP_HELP:
        text = STEP_HELP[state.phase].format(
            r=state.round, k=kinsmen(state.person_kinsmen), order=", ".join(state.order)
        )
        ctx.emit(text, seat=PLAYER, step=state.phase)


def next_turn(ctx: Context, state: State) -> None:
    """The next seat's Phase 4 turn; when every seat has left, the person's end-of-round step."""
    advance_turn(state)
    if state.phase == "round_end":
        announce_step(ctx, state)


# -- Phases 1 to 3 (FG-P1-1, FG-P1-2, FG-P2-1, FG-P3-1, FG-P3-2) -----------------------------------


def turn_order(state: State) -> list[str]:
    """The round's turn order: the Captain first, then round the table in seat order (GAP-FG-6)."""
    i = state.seats.index(state.captain)
    return state.seats[i:] + state.seats[:i]


def begin_round(ctx: Context, state: State, comps: Components) -> None:
    """Phases 1 and 2 as far as the Ghosts are concerned; a person Captain then has a step of their own."""
    state.order = turn_order(state)
    take_kinsmen(ctx, state, comps)
    if state.captain == PLAYER:
        state.phase = "captain"
        if state.round > 1:  # round 1's Captain step comes after the starting Workshops
            announce_step(ctx, state)
        return
    pick_common_resource(ctx, state, comps)
    detain_artist(ctx, state, comps)
    begin_phase_3(ctx, state, comps)


def begin_phase_3(ctx: Context, state: State, comps: Components) -> None:
    """Phase 3; a person Bishop then has a step of their own, else Phase 4 begins."""
    bishop_phase(ctx, state, comps)
    if state.bishop == PLAYER:
        state.phase = "bishop"
        announce_step(ctx, state)
        return
    begin_phase_4(ctx, state)


def begin_phase_4(ctx: Context, state: State) -> None:
    """Phase 4 in turn order; seats with no Kinsmen to place are out from the start."""
    state.out = [seat for seat in state.order if seat != PLAYER and state.ghosts[seat].income == 0]
    if state.person_kinsmen <= 0:
        state.out.append(PLAYER)
    state.phase = "kinsmen"
    announce_step(ctx, state)
    first_turn(state)


def round_kinsmen(state: State, comps: Components) -> int:
    """Kinsmen a seat takes in Phase 1: as many as the round number (FG-P1-1), at most all of them."""
    return min(state.round, comps.kinsmen)


def bishop_kinsmen(comps: Components, quota: int) -> int:
    """The Bishop's extra Kinsmen on top of ``quota`` (FG-P3-1), at most all of them."""
    return min(comps.bishop_extra_kinsmen, comps.kinsmen - quota)


def take_kinsmen(ctx: Context, state: State, comps: Components) -> None:
    """Phase 1: each Ghost takes as many Kinsmen as the round number from its pool, nothing else (FG-P1-1).

    The person's tracked Kinsmen follow the same rule (the modelled person; a person
    at the table corrects the count with ``kinsmen N``).
    """
    quota = round_kinsmen(state, comps)
    for seat, ghost in state.ghosts.items():
        ghost.quota = quota
        ghost.placed = 0
        ghost.income = min(quota, ghost.pool)
        ghost.pool -= ghost.income
        if ctx.narrating:
            ctx.emit(
                f"Round {state.round}, Phase 1: {seat} takes {kinsmen(ghost.income)} into its income area",
                rule="FG-P1-1",
                seat=seat,
                kinsmen=ghost.income,
            )
    state.person_kinsmen = quota


def pick_common_resource(ctx: Context, state: State, comps: Components) -> None:
    """A Ghost Captain rolls on the First Player card's table for the common Resource (FG-P1-2)."""
    roll = ctx.rng.die(comps.die_sides)
    state.common_resource = comps.first_player_resources[roll - 1]
    if ctx.narrating:
        ctx.emit(
            f"{state.captain} (Captain) rolls {roll}: the common Resource is {state.common_resource}",
            rule="FG-P1-2",
            roll=roll,
            resource=state.common_resource,
        )


def detain_artist(ctx: Context, state: State, comps: Components) -> None:
    """Phase 2: a Ghost Captain detains the most expensive Artist, by his dearest skill (FG-P2-1)."""
    picked = pick_artist(state, comps, state.captain, dearest=True)
    if picked is None:
        return
    state.detained = picked[0]
    if ctx.narrating:
        name = comps.artists[picked[0]].name
        ctx.emit(
            f"Phase 2: {state.captain} (Captain) detains {name}, the most expensive Artist",
            rule="FG-P2-1",
            artist=name,
        )


def bishop_phase(ctx: Context, state: State, comps: Components) -> None:
    """Phase 3: the Bishop takes one Kinsman more; every other seat has one expelled (FG-P3-1, FG-P3-2).

    A Ghost's expelled Kinsman comes from its pool, never from its income area; so does
    the person's (from the Kinsmen they do not place this round): nobody loses an action.
    """
    bishop = state.bishop
    if bishop == PLAYER:
        more = bishop_kinsmen(comps, state.person_kinsmen)
        state.person_kinsmen += more
        if ctx.narrating:
            ctx.emit(
                f"Phase 3: you are Bishop and take {more} more Kinsman ({state.person_kinsmen} this round)",
                rule="FG-P3-1",
                seat=PLAYER,
                kinsmen=state.person_kinsmen,
            )
    else:
        ghost = state.ghosts[bishop]
        more = bishop_kinsmen(comps, ghost.quota)
        ghost.quota += more
        now = min(more, ghost.pool)  # the rest come back when its Action Table fills (FG-P4-3)
        ghost.income += now
        ghost.pool -= now
        if ctx.narrating:
            ctx.emit(
                f"Phase 3: {bishop} is Bishop and takes {more} more Kinsman ({ghost.quota} this round); "
                f"put one of your Kinsmen on the Bishop card",
                rule="FG-P3-1",
                seat=bishop,
                kinsmen=ghost.income,
            )
    for seat in state.seats:
        if seat == bishop:
            continue
        if seat == PLAYER:
            if state.person_kinsmen < comps.kinsmen:
                state.on_bishop[seat] = 1
            continue
        ghost = state.ghosts[seat]
        if ghost.pool > 0:
            ghost.pool -= 1
            state.on_bishop[seat] = 1
        if ctx.narrating:
            where = "from its pool" if state.on_bishop.get(seat) else "none: its pool is empty"
            ctx.emit(
                f"Phase 3: {seat}'s expelled Kinsman goes on the Bishop card {where}; it keeps its "
                f"{kinsmen(ghost.income)} for Phase 4",
                rule="FG-P3-2",
                seat=seat,
            )


# -- Phases 5 to 8 (FG-P56-1, FG-P8-1 to FG-P8-4) --------------------------------------------------


def end_round(ctx: Context, state: State, comps: Components) -> None:
    """Phases 5 to 8, then the next round's Phases 1 to 3 (or the end of the game)."""
    if ctx.narrating:
        ctx.emit(
            f"Round {state.round}, Phases 5 and 6: the Ghosts do nothing; Phase 7 as usual", rule="FG-P56-1"
        )
    pass_roles(ctx, state)
    restore_board(ctx, state, comps)
    if state.round >= comps.rounds:
        state.phase = "over"
        return
    state.round += 1
    begin_round(ctx, state, comps)


def pass_roles(ctx: Context, state: State) -> None:
    """Phase 7: the roles for next round - the person's claims, else round the table (GAP-FG-6)."""
    seats = state.seats
    after = seats[(seats.index(state.captain) + 1) % len(seats)]
    captain = PLAYER if "captain" in state.claims else after
    bishop = PLAYER if "bishop" in state.claims else seats[(seats.index(captain) + 1) % len(seats)]
    state.captain, state.bishop = captain, bishop
    state.claims = []
    if ctx.narrating:
        ctx.emit(
            f"Next round: {captain} is Captain (plays first), {bishop} is Bishop",
            rule="GAP-FG-6",
            captain=captain,
            bishop=bishop,
        )


def restore_board(ctx: Context, state: State, comps: Components) -> None:
    """Phase 8: lay Kinsmen down, Artists face up, Workshops Built, Captains face up (FG-P8-1..4)."""
    for seat, ghost in state.ghosts.items():
        table = ghost.table
        for i, v in enumerate(table):
            if v == STANDING:
                table[i] = LYING
        ghost.pool += ghost.income + state.on_bishop.get(seat, 0)
        ghost.income = 0
    state.on_bishop = {}
    for tile in state.artists:
        tile.face_up = True
        tile.held_by = ""
    for district in state.districts.values():
        for slot in district.spaces:
            if slot is not None:
                slot.built = True
                slot.kinsman = ""
    for card in state.captains:
        card.face_up = True
    state.detained = -1
    state.common_resource = ""
    if ctx.narrating:
        ctx.emit("Phase 8: lay down every Ghost Kinsman on the Action Tables", rule="FG-P8-1")
        ctx.emit("Phase 8: turn face-down Artist tiles face up", rule="FG-P8-2")
        ctx.emit("Phase 8: turn Under Construction Workshops back to Built", rule="FG-P8-3")
        ctx.emit("Phase 8: turn used Captain of Fortune cards face up", rule="FG-P8-4")


# -- Final scoring (FG-SCORE-1) ---------------------------------------------------------------------


def final_scores(state: State, comps: Components) -> tuple[dict[str, int], str | None]:
    """Each seat's total; the highest wins, a tie for the top is a shared win (winner None)."""
    totals = {seat: final_total(state, comps, seat) for seat in state.seats}
    best = max(totals.values())
    leaders = [seat for seat, total in totals.items() if total == best]
    return totals, leaders[0] if len(leaders) == 1 else None
