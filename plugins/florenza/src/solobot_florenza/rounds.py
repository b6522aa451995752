"""The round's phases around Phase 4 (Phases 1-3 and 5-8), and the end of the game."""

from __future__ import annotations

from solobot import Context
from solobot_florenza.board import final_total, pick_artist
from solobot_florenza.components import Components
from solobot_florenza.flow import advance_turn, first_turn
from solobot_florenza.narration import tell
from solobot_florenza.state import (
    LYING,
    PLAYER,
    STANDING,
    State,
)

# -- the person's steps ------------------------------------------------------------------------------

PERSON_STEPS = ("captain", "bishop", "kinsmen", "round_end")
"""The phases that are the person's steps, announced when they begin."""


def announce_step(ctx: Context, state: State) -> None:
    """Tell the person what this step of theirs is for and what to type."""
    if ctx.narrating and state.phase in PERSON_STEPS:
        tell(
            ctx,
            "your-step",
            None,
            PLAYER,
            step=state.phase,
            round=state.round,
            kinsmen=state.person_kinsmen,
            order=list(state.order),
        )


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
            tell(ctx, "kinsmen-taken", "FG-P1-1", seat, round=state.round, kinsmen=ghost.income)
    state.person_kinsmen = quota


def pick_common_resource(ctx: Context, state: State, comps: Components) -> None:
    """A Ghost Captain rolls on the First Player card's table for the common Resource (FG-P1-2)."""
    roll = ctx.rng.die(comps.die_sides)
    state.common_resource = comps.first_player_resources[roll - 1]
    if ctx.narrating:
        tell(ctx, "common-resource", "FG-P1-2", captain=state.captain, roll=roll, resource=state.common_resource)


def detain_artist(ctx: Context, state: State, comps: Components) -> None:
    """Phase 2: a Ghost Captain detains the most expensive Artist, by his dearest skill (FG-P2-1)."""
    picked = pick_artist(state, comps, state.captain, dearest=True)
    if picked is None:
        return
    state.detained = picked[0]
    if ctx.narrating:
        tell(ctx, "detained", "FG-P2-1", captain=state.captain, artist=comps.artists[picked[0]].name)


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
            tell(ctx, "bishop", "FG-P3-1", PLAYER, more=more, quota=state.person_kinsmen, kinsmen=state.person_kinsmen)
    else:
        ghost = state.ghosts[bishop]
        more = bishop_kinsmen(comps, ghost.quota)
        ghost.quota += more
        now = min(more, ghost.pool)  # the rest come back when its Action Table fills (FG-P4-3)
        ghost.income += now
        ghost.pool -= now
        if ctx.narrating:
            tell(ctx, "bishop", "FG-P3-1", bishop, more=more, quota=ghost.quota, kinsmen=ghost.income)
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
            tell(ctx, "expelled", "FG-P3-2", seat, from_pool=seat in state.on_bishop, income=ghost.income)


# -- Phases 5 to 8 (FG-P56-1, FG-P8-1 to FG-P8-4) --------------------------------------------------


def end_round(ctx: Context, state: State, comps: Components) -> None:
    """Phases 5 to 8, then the next round's Phases 1 to 3 (or the end of the game)."""
    if ctx.narrating:
        tell(ctx, "ghosts-rest", "FG-P56-1", round=state.round)
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
        tell(ctx, "roles", "GAP-FG-6", captain=captain, bishop=bishop)


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
        for rule in ("FG-P8-1", "FG-P8-2", "FG-P8-3", "FG-P8-4"):
            tell(ctx, "phase-8", rule, step=rule)


# -- Final scoring (FG-SCORE-1) ---------------------------------------------------------------------


def final_scores(state: State, comps: Components) -> tuple[dict[str, int], str | None]:
    """Each seat's total; the highest wins, a tie for the top is a shared win (winner None)."""
    totals = {seat: final_total(state, comps, seat) for seat in state.seats}
    best = max(totals.values())
    leaders = [seat for seat, total in totals.items() if total == best]
    return totals, leaders[0] if len(leaders) == 1 else None
