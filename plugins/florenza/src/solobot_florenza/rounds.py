"""The round's phases around Phase 4 (Phases 1-3 and 5-8), and the end of the game."""

from __future__ import annotations

from solobot import Context
from solobot.events import BOOKKEEPING, Change, Event
from solobot.i18n import N_
from solobot.toolkit import Roll
from solobot_florenza import kept
from solobot_florenza.board import artists_weighed, final_total, pick_artist
from solobot_florenza.components import Components
from solobot_florenza.narration import _
from solobot_florenza.state import LYING, PLAYER, STANDING, State
from solobot_florenza.table import (
    BISHOP,
    BISHOP_CARD,
    CAPTAIN,
    COMMON_RESOURCE,
    COUNTED,
    DETAINED,
    FACE_UP,
    INCOME,
    KINSMAN,
    POOL,
    Move,
    Set,
    captain_thing,
    district_space,
    kinsman_on,
    kinsmen_moved,
    kinsmen_to_place,
    table_space,
    tile_thing,
    workshop_place,
)

COMMON_RESOURCE_ROLL = Roll(N_("the common Resource, on the First Player card's table"), "FG-P1-2")
"""What a Ghost Captain's roll decides, for a person rolling physical dice for it."""

DEAREST = N_("a Ghost Captain detains the most expensive Artist, counting only his dearest skill")
"""Why a Ghost Captain detains whom it does (shown by ``why``)."""

# -- the person's steps ------------------------------------------------------------------------------

PERSON_STEPS = ("captain", "bishop", "kinsmen", "round_end")
"""The phases that are the person's steps, announced when they begin."""


def announce_step(ctx: Context, state: State) -> None:
    """Tell the person what this step of theirs is for and what to type."""
    if ctx.narrating and state.phase in PERSON_STEPS:
        placing = state.phase == "kinsmen" and state.person_kinsmen > 0 and PLAYER not in state.out
        ctx.emit(
            "your-step",
            None,
            PLAYER,
            changes=[Set(kinsmen_to_place(COUNTED), state.person_kinsmen)] if placing else [],  # "you place 3"
            step=state.phase,
            round=state.round,
            kinsmen=state.person_kinsmen,
            order=list(state.order),
            counted=counted_this_round(ctx.events or []) if state.phase == "round_end" else {},
            paid=paid_this_round(ctx.events or []) if state.phase == "round_end" else 0,
            last=state.round >= ctx.components.rounds,
        )


def this_round(events: list[Event]) -> list[Event]:
    """The events since your last end of round (the whole game before the first)."""
    since: list[Event] = []
    for event in reversed(events):
        if event.kind == "your-step" and event.facts.get("step") == "round_end":
            break
        since.append(event)
    return since[::-1]


def counted_this_round(events: list[Event]) -> dict[str, int]:
    """The points solobot counted for your inputs since your last end of round, by track."""
    total: dict[str, int] = {}
    for event in this_round(events):
        for track, n in (event.facts.get("counted") or {}).items():
            total[track] = total.get(track, 0) + n
    return {track: n for track, n in total.items() if n}


def paid_this_round(events: list[Event]) -> int:
    """The Prestige the Ghosts paid you this round for operating your Workshops (FG-OP-5), counted by solobot."""
    paid = [e for e in this_round(events) if e.kind == "operated" and e.facts.get("owner") == PLAYER]
    return sum(e.facts.get("fee", 0) for e in paid)


def next_turn(ctx: Context, state: State) -> None:
    """The turn goes to the next seat in turn order still in Phase 4 (FG-P4-1); when every seat has left, Phase 4
    ends with the person's end-of-round step."""
    order, out = state.order, state.out
    n = len(order)
    i = (state.turn + 1) % n
    if not out:  # nobody has left yet (most turns): the next seat plays
        state.turn = i
        return
    for _tried in range(n):
        if order[i] not in out:
            state.turn = i
            return
        i = (i + 1) % n
    state.phase = "round_end"
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
    state.turn = -1  # the first seat in turn order with Kinsmen to place plays first
    next_turn(ctx, state)


def round_kinsmen(state: State, comps: Components) -> int:
    """Kinsmen a seat takes in Phase 1: as many as the round number (FG-P1-1), at most all of them."""
    return state.round if state.round < comps.kinsmen else comps.kinsmen


def bishop_kinsmen(comps: Components, quota: int) -> int:
    """The Bishop's extra Kinsmen on top of ``quota`` (FG-P3-1), at most all of them."""
    left = comps.kinsmen - quota
    return comps.bishop_extra_kinsmen if comps.bishop_extra_kinsmen < left else left


def take_kinsmen(ctx: Context, state: State, comps: Components) -> None:
    """Phase 1: each Ghost takes as many Kinsmen as the round number from its pool, nothing else (FG-P1-1).

    The person's tracked Kinsmen follow the same rule (the modelled person; a person
    at the table corrects the count with ``kinsmen N``).
    """
    quota = round_kinsmen(state, comps)
    for seat, ghost in state.ghosts.items():
        ghost.quota = quota
        ghost.placed = 0
        ghost.income = quota if quota < ghost.pool else ghost.pool
        ghost.pool -= ghost.income
        if ctx.narrating:
            changes = kinsmen_moved(seat, POOL, INCOME, ghost.income)
            ctx.emit("kinsmen-taken", "FG-P1-1", seat, changes=changes, round=state.round, kinsmen=ghost.income,
                     quota=quota)
    state.person_kinsmen = quota


def pick_common_resource(ctx: Context, state: State, comps: Components) -> None:
    """A Ghost Captain rolls on the First Player card's table for the common Resource (FG-P1-2)."""
    before = ctx.seat
    ctx.acting(state.captain)  # the Ghost Captain rolls
    roll = ctx.rng.die(comps.die_sides, COMMON_RESOURCE_ROLL)
    state.common_resource = resource = comps.first_player_resources[roll - 1]
    if ctx.narrating:
        changes = [Set(COMMON_RESOURCE, resource)]
        ctx.emit("common-resource", "FG-P1-2", changes=changes, captain=state.captain, roll=roll, resource=resource)
    ctx.acting(before)


def detain_artist(ctx: Context, state: State, comps: Components) -> None:
    """Phase 2: a Ghost Captain detains the most expensive Artist, by his dearest skill (FG-P2-1)."""
    picked = pick_artist(state, comps, state.captain, dearest=True)
    if picked is None:
        return
    weighed = artists_weighed(state, comps, state.captain, True, picked[0]) if ctx.narrating else {}
    state.detained = picked[0]
    if ctx.narrating:
        name = comps.artists[picked[0]].name
        changes = [Set(DETAINED, name)]
        ctx.emit("detained", "FG-P2-1", changes=changes, reason=_(DEAREST), captain=state.captain, artist=name,
                 **weighed)


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
            ctx.emit("bishop", "FG-P3-1", PLAYER, more=more, quota=state.person_kinsmen, kinsmen=state.person_kinsmen)
    else:
        ghost = state.ghosts[bishop]
        more = bishop_kinsmen(comps, ghost.quota)
        ghost.quota += more
        now = more if more < ghost.pool else ghost.pool  # the rest come back when its Action Table fills (FG-P4-3)
        ghost.income += now
        ghost.pool -= now
        if ctx.narrating:
            changes = kinsmen_moved(bishop, POOL, INCOME, now)
            if state.person_kinsmen < comps.kinsmen:  # the person's expelled Kinsman, below
                changes.append(Set(kinsman_on(PLAYER, BISHOP_CARD), 1))
            ctx.emit("bishop", "FG-P3-1", bishop, changes=changes, more=more, quota=ghost.quota, kinsmen=ghost.income,
                     taken=now)
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
            expelled = state.on_bishop.get(seat, 0)
            changes = kinsmen_moved(seat, POOL, BISHOP_CARD, expelled)
            ctx.emit("expelled", "FG-P3-2", seat, changes=changes, from_pool=expelled > 0, income=ghost.income)


# -- Phases 5 to 8 (FG-P56-1, FG-P8-1 to FG-P8-4) --------------------------------------------------


def end_round(ctx: Context, state: State, comps: Components) -> None:
    """Phases 5 to 8, then the next round's Phases 1 to 3 (or the end of the game)."""
    if state.round >= comps.rounds:
        end_game(ctx, state, comps)
        return
    if ctx.narrating:
        ctx.heading(_("Round {round}, Phases 5-7").format(round=state.round))
        ctx.emit("ghosts-rest", "FG-P56-1", round=state.round)
    pass_roles(ctx, state)
    if ctx.narrating:
        ctx.heading(_("Round {round}, Phase 8").format(round=state.round))
    restore_board(ctx, state, comps)
    state.round += 1
    if ctx.narrating:
        ctx.heading(_("Round {round}, Phases 1-3").format(round=state.round))
    begin_round(ctx, state, comps)


def end_game(ctx: Context, state: State, comps: Components) -> None:
    """After the last round's Phases 5-7 step: the game is over, so the person gets no Phase 7 or 8 to carry
    out. solobot still puts its own record away as a round end does (the state, and so every seeded digest,
    is as before), and tells it as one line whose changes need no hand at the table (``BOOKKEEPING``):
    they are not taken back by an undo either."""
    ctx.heading(_("Round {round}: the end of the game").format(round=state.round))
    changes = [*pass_roles(ctx, state, tell=False), *restore_board(ctx, state, comps, tell=False)]
    state.phase = "over"
    ctx.emit("game-over", changes=changes, round=state.round, **{BOOKKEEPING: True})


def pass_roles(ctx: Context, state: State, tell: bool = True) -> list[Change]:
    """Phase 7: the roles for next round - the person's claims, else round the table (GAP-FG-6).

    ``tell``: emit the line (not at the end of the game); the changes are returned either way (when narrating).
    """
    seats = state.seats
    after = seats[(seats.index(state.captain) + 1) % len(seats)]
    captain = PLAYER if "captain" in state.claims else after
    bishop = PLAYER if "bishop" in state.claims else seats[(seats.index(captain) + 1) % len(seats)]
    state.captain, state.bishop = captain, bishop
    state.claims = []
    changes: list[Change] = [Set(CAPTAIN, captain), Set(BISHOP, bishop)] if ctx.narrating else []
    if ctx.narrating and tell:
        ctx.emit("roles", "GAP-FG-6", changes=changes, captain=captain, bishop=bishop)
    return changes


def restore_board(ctx: Context, state: State, comps: Components, tell: bool = True) -> list[Change]:
    """Phase 8: lay Kinsmen down, Artists face up, Workshops Built, Captains face up (FG-P8-1..4).

    ``tell``: emit Phase 8's lines (not at the end of the game); their changes are returned either way."""
    steps = phase_8_changes(state, comps) if ctx.narrating else []
    for seat, ghost in state.ghosts.items():
        table = ghost.table
        for space, piece in enumerate(table):
            if piece == STANDING:
                table[space] = LYING
        ghost.pool += ghost.income + state.on_bishop.get(seat, 0)
        ghost.income = 0
    state.on_bishop = {}
    for tile in state.artists:
        tile.face_up = True
        tile.held_by = ""
    art = ctx.derived.peek(kept.art_facts)
    if art is not None:  # you hold no Artist now
        art[1][:] = [None] * len(art[1])
    usable, activatable = ctx.derived.peek(kept.usable_workshops), comps.activatable
    for owner, district in state.districts.items():
        found = []  # every Workshop Built and free now: usable if it can be activated (FG-OP-2)
        for k, slot in enumerate(district.spaces):
            if slot is not None:
                slot.built = True
                slot.kinsman = ""
                if activatable[slot.workshop]:
                    found.append((owner, k, slot))
        if usable is not None:  # moved on in place: 5.6 k instructions a round against 14.5 k worked out anew
            usable[owner] = found
    for card in state.captains:
        card.face_up = True
    state.detained = -1
    state.common_resource = ""
    if not steps:  # not narrating: nothing to tell or return
        return []
    if tell:
        for kind, rule, changes, facts in steps:
            ctx.emit(kind, rule, changes=changes, **facts)
    return [change for _, _, changes, _ in steps for change in changes]


def phase_8_changes(state: State, comps: Components) -> list[tuple[str, str | None, list[Change], dict]]:
    """Phase 8's events, read from the table before it happens: (kind, rule, changes, facts) each."""
    laid: list[Change] = []
    home: list[Change] = []
    for seat, ghost in state.ghosts.items():
        laid += [Move(KINSMAN, table_space(i, True), table_space(i, False), 1, seat)
                 for i, v in enumerate(ghost.table) if v == STANDING]
        home += kinsmen_moved(seat, INCOME, POOL, ghost.income)
    for seat, n in state.on_bishop.items():
        if seat == PLAYER:
            home.append(Set(kinsman_on(seat, BISHOP_CARD), None))
        else:
            home += kinsmen_moved(seat, BISHOP_CARD, POOL, n)
    turned: list[Change] = []
    for owner, district in state.districts.items():
        for k, slot in enumerate(district.spaces):
            if slot is not None and not slot.built:
                name = comps.workshop[slot.workshop].name
                turned.append(Move(name, district_space(owner, k, False), district_space(owner, k, True)))
            if slot is not None and slot.kinsman:
                home.append(Set(kinsman_on(slot.kinsman, workshop_place(owner, k)), None))
    artists: list[Change] = [
        Set(tile_thing(comps.artists[i].name), FACE_UP) for i, tile in enumerate(state.artists) if not tile.face_up
    ]
    captains: list[Change] = [Set(captain_thing(card.name), FACE_UP) for card in state.captains if not card.face_up]
    steps = [("phase-8", "FG-P8-1", laid, {"step": "FG-P8-1"})]
    if home:
        steps.append(("kinsmen-home", "FG-P8-1", home, {}))
    steps += [
        ("phase-8", "FG-P8-2", artists, {"step": "FG-P8-2"}),
        ("phase-8", "FG-P8-3", turned, {"step": "FG-P8-3"}),
        ("phase-8", "FG-P8-4", captains, {"step": "FG-P8-4"}),
    ]
    detained = comps.artists[state.detained].name if state.detained >= 0 else None
    if detained or state.common_resource:
        released = [Set(DETAINED, None), Set(COMMON_RESOURCE, None)]
        steps.append(("round-reset", None, released, {"artist": detained, "resource": state.common_resource}))
    return steps


# -- Final scoring (FG-SCORE-1) ---------------------------------------------------------------------


def final_scores(state: State, comps: Components) -> tuple[dict[str, int], str | None]:
    """Each seat's total; the highest wins, a tie for the top is a shared win (winner None)."""
    totals = {seat: final_total(state, comps, seat) for seat in state.seats}
    best = max(totals.values())
    leaders = [seat for seat, total in totals.items() if total == best]
    return totals, leaders[0] if len(leaders) == 1 else None
