"""Setup: the table for every seat, the Artists and Captains dealt, the Ghosts' starting Workshops."""

from __future__ import annotations

from solobot import Context
from solobot.i18n import N_
from solobot.toolkit import Roll
from solobot_florenza.components import Components
from solobot_florenza.draws import CAPTAIN, artist_slot
from solobot_florenza.kept import usable_workshops
from solobot_florenza.rounds import begin_round
from solobot_florenza.state import EMPTY, PLAYER, Artist, Captain, District, Ghost, Slot, State, ghost_seat
from solobot_florenza.table import SUPPLY, Move, district_space

STARTING_WORKSHOP = Roll(N_("its starting Workshop, on the starting Workshops' die table"), "FG-SETUP-4")
"""What a Ghost's setup roll decides, for a person rolling physical dice for it."""

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
        supply=list(comps.supply_at_start),
        artists=deal_artists(ctx, comps),
        main={p.name: [""] * len(p.artworks) for p in comps.main_board},
        main_special={p.name: [False] * len(p.artworks) for p in comps.main_board},
        captains=captains_in_play(ctx, comps, len(seats)),
        person_crests=comps.crests.normal + comps.crests.special,
    )
    captains = [c.name for c in state.captains]
    ctx.emit("set-up", "FG-SETUP-1", seats=len(seats), captains=captains, family=state.families[PLAYER])
    crests = comps.crests
    for seat, ghost in ghosts.items():
        ctx.emit(
            "ghost-set-up",
            "FG-SETUP-2",
            seat,
            level=ghost.level,
            family=state.families[seat],
            kinsmen=comps.kinsmen,
            crests=crests.normal + crests.special,
            special=crests.special,
        )
    return state


def deal_artists(ctx: Context, comps: Components) -> list[Artist]:
    """Shuffle the Artists and lay them under the Life in Florenza cards, top first (GAP-FG-3)."""
    pile = list(range(len(comps.artists)))
    ctx.rng.shuffle(pile)
    tiles: list[Artist | None] = [None] * len(pile)
    draw, physical = ctx.rng.draw, ctx.rng.physical_draws  # only a person drawing is told what each draw is for
    for card in comps.life_cards_by_number:
        dealt = []
        for pos in range(card.slots):
            i = draw(pile, artist_slot(card.number, card.name, pos) if physical else None)
            tiles[i] = Artist(card.number, pos)
            dealt.append(i)
        ctx.emit("artists-dealt", "GAP-FG-3", card=card.number, name=card.name,
                 artists=[comps.artists[i].name for i in dealt])
    return tiles  # type: ignore[return-value]


def captains_in_play(ctx: Context, comps: Components, seats: int) -> list[Captain]:
    """Shuffle the Captains of Fortune and put out as many as the seat count asks (FG-SETUP-1)."""
    names = list(comps.captain_names)
    ctx.rng.shuffle(names)
    count = min(comps.captains_in_play[str(seats)], len(names))
    return [Captain(name) for name in ctx.rng.draw_several(names, count, CAPTAIN)]  # drawn by hand: "2 of 3"


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
            ctx.acting(seat)  # each Ghost rolls its own
            while True:
                roll = ctx.rng.die(comps.die_sides, STARTING_WORKSHOP)
                number = comps.starting_workshops[roll - 1]
                clash = number in taken or (
                    space == 1 and spaces[0] is not None and spaces[0].workshop == number
                )
                if not clash:
                    break
                ctx.emit("starting-reroll", "FG-SETUP-5", seat, roll=roll, space=space + 1, workshop=number,
                         taken=number in taken)
            taken.append(number)
            place_starting_workshop(ctx, state, seat, space, number)
            if ctx.narrating:
                placed = Move(comps.workshop[number].name, SUPPLY, district_space(seat, space, True))
                ctx.emit("starting-workshop", "FG-SETUP-4", seat, changes=[placed], roll=roll, space=space + 1,
                         workshop=number)
    ctx.acting(None)
    ctx.emit("you-choose", "FG-SETUP-4")


def place_starting_workshop(ctx: Context, state: State, seat: str, space: int, number: int) -> None:
    """Take a starting Workshop from the supply and put it, Built, on a District space."""
    state.supply[number] -= 1
    state.districts[seat].spaces[space] = Slot(number)
    ctx.derived.drop(usable_workshops)  # a Built Workshop: usable at once


def setup_game(ctx: Context, comps: Components, levels: list[str]) -> State:
    """Table, starting Workshops, round 1's Phases 1 to 3; the player plays first (FG-SETUP-3)."""
    state = new_state(ctx, comps, levels)
    roll_starting_workshops(ctx, state, comps)
    state.captain = PLAYER
    state.bishop = state.seats[1 % len(state.seats)]
    ctx.emit("first-player", "FG-SETUP-3")
    begin_round(ctx, state, comps)  # the person is Captain: it stops before their Captain step
    state.phase = "start"
    return state
