"""How the Machina gains Resources: its Michelangelo grid or its da Vinci Blueprints."""

from __future__ import annotations

from solobot import Context
from solobot.events import Set
from solobot_maestro import table
from solobot_maestro.components import ANY, SPACE_CAPACITY, Components
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

#: where a gained Resource comes from (the narration says it in words)
FROM_CARD = "card"
FOR_COLLECTOR = "collector"
FROM_STUDY = "study"
FOR_PRESENCE = "presence"
#: the Resource discarded for want of room is worth this much to the Machina (MM-RES-3, GAP-MM-7)
DISCARD_VP = 1


def place_on_grid(ctx: Context, state: MaestroState, colour: str) -> tuple[int, int] | None:
    """The first space, left to right and top to bottom, that takes ``colour`` (MM-RES-1); None if full.

    A space takes its row's or its column's colour; in the multicoloured column it takes any one
    Resource plus ones of its row's colour (MM-RES-2).
    """
    comp: Components = ctx.components
    grid, row_colour = state.machina.grid, comp.grid_rows
    for r, c, multicoloured in comp.grid_spots[colour]:
        held = grid[r][c]
        if len(held) < SPACE_CAPACITY and not (
            multicoloured and colour != row_colour[r] and held.count(row_colour[r]) != len(held)  # another colour's
        ):
            held.append(colour)
            return r, c
    return None


def place_on_blueprint(state: MaestroState, comp: Components, colour: str) -> tuple[int, int] | None:
    """The Blueprint under the meeple if it needs ``colour``, else the next one that does (MM-RES-4).

    A Blueprint takes it in a free slot of its own colour first, then in a free multicoloured one;
    one with no Invention marker left needs nothing more.
    """
    for bp in comp.blueprints_from[state.machina.bp_meeple]:
        if state.machina.markers_removed[bp] >= comp.blueprint_markers[bp]:
            continue
        filled = state.machina.blueprints[bp]
        for slot in comp.blueprint_slots[bp][colour]:
            if not filled[slot]:
                state.machina.bp_meeple = bp
                filled[slot] = colour
                return bp, slot
    return None


def machina_gains(ctx: Context, state: MaestroState, colour: str, source: str) -> None:
    """The Machina gains one Resource into its area (MM-RES-1..4), unless Easier forbids it (MM-DIFF-E1)."""
    comp: Components = ctx.components
    if state.difficulty == "easier" and source != FROM_CARD:
        if ctx.narrating:  # 9 a game: ~1.1 % of a fast game
            ctx.emit("easier-no-resource", rule="MM-DIFF-E1", seat=MACHINA, colour=colour, source=source)
        return
    if state.variant == "michelangelo":
        spot = place_on_grid(ctx, state, colour)
        if spot is not None:
            if ctx.narrating:  # 28 a game: ~3.4 % of a fast game
                r, c = spot
                ctx.emit(
                    "resource-placed",
                    rule="MM-RES-2" if comp.grid_columns[c] == ANY else "MM-RES-1",
                    seat=MACHINA,
                    changes=[
                        table.counted(
                            table.resource(colour),
                            MACHINA,
                            table.grid_space(r, c),
                            state.machina.grid[r][c].count(colour),
                        )
                    ],
                    colour=colour,
                    source=source,
                    row=r + 1,
                    column=c + 1,
                    row_colour=comp.grid_rows[r],
                    column_colour=comp.grid_columns[c],
                )
            return
        discard(ctx, state, colour, "MM-RES-3")
        return
    spot = place_on_blueprint(state, comp, colour)
    if spot is None:
        discard(ctx, state, colour, "GAP-MM-7")
    elif ctx.narrating:  # 28 a game: ~3.4 % of a fast game
        bp, slot = spot
        name, needs, _, _ = comp.blueprints[bp]
        ctx.emit(
            "resource-on-blueprint",
            rule="MM-RES-4",
            seat=MACHINA,
            changes=[
                table.counted(table.resource(colour), MACHINA, table.blueprint_slot(name, slot), 1),
                Set(table.BLUEPRINT_MEEPLE, name),
            ],
            colour=colour,
            source=source,
            blueprint=name,
            slot=slot + 1,
            need=needs[slot],
        )


def discard(ctx: Context, state: MaestroState, colour: str, rule: str) -> None:
    """No room for the Resource: discard it, the Machina gains 1 VP (MM-RES-3, GAP-MM-7)."""
    state.vp[MACHINA] += DISCARD_VP
    if ctx.narrating:  # 2 a game, ~0.3 %: kept for the speed target
        ctx.emit(
            "resource-discarded",
            rule=rule,
            seat=MACHINA,
            changes=[table.vp(state, MACHINA)],
            colour=colour,
            vp=DISCARD_VP,
        )


def gains(ctx: Context, state: MaestroState, seat: str, colour: str, source: str, announce: bool = True) -> None:
    """A Workshop gains one Resource: the Machina places it, the person's is counted for them (announced
    here unless the caller's own event carries the change)."""
    if seat == MACHINA:
        machina_gains(ctx, state, colour, source)
    else:
        state.person.resources[colour] += 1
        if announce and ctx.narrating:  # 15 a game: ~1.8 % of a fast game
            gained = table.your_resources(state, colour)
            ctx.emit("you-gain", seat=PLAYER, changes=[gained], colour=colour, source=source)
