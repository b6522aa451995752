"""How the Machina gains Resources: its Michelangelo grid or its da Vinci Blueprints."""

from __future__ import annotations

from solobot import Context
from solobot_maestro.components import ANY, SPACE_CAPACITY, Components
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

#: where a gained Resource comes from, as the lines a person reads say it
FROM_CARD = "from its card"
FOR_COLLECTOR = "for moving a Collector"
FROM_STUDY = "from the Study track"
FOR_PRESENCE = "for presence"
#: the Resource discarded for want of room is worth this much to the Machina (MM-RES-3, GAP-MM-7)
DISCARD_VP = 1


def place_on_grid(state: MaestroState, comp: Components, colour: str) -> tuple[int, int] | None:
    """The first space, left to right and top to bottom, that takes ``colour`` (MM-RES-1); None if full.

    A space takes its row's or its column's colour; in the multicoloured column it takes any one
    Resource plus ones of its row's colour (MM-RES-2).
    """
    grid, rows = state.grid, comp.grid_rows
    for r, c, multicoloured in comp.grid_spots[colour]:
        held = grid[r][c]
        if len(held) >= SPACE_CAPACITY:
            continue
        if multicoloured and colour != rows[r] and held.count(rows[r]) != len(held):
            continue  # it holds a Resource of another colour already
        held.append(colour)
        return r, c
    return None


def place_on_blueprint(state: MaestroState, comp: Components, colour: str) -> tuple[int, int] | None:
    """The Blueprint under the meeple if it needs ``colour``, else the next one that does (MM-RES-4).

    A Blueprint takes it in a free slot of its own colour first, then in a free multicoloured one;
    one with no Invention marker left needs nothing more.
    """
    for bp in comp.blueprints_from[state.bp_meeple]:
        if state.markers_removed[bp] >= comp.blueprint_markers[bp]:
            continue
        filled = state.blueprints[bp]
        for slot in comp.blueprint_slots[bp][colour]:
            if not filled[slot]:
                state.bp_meeple = bp
                filled[slot] = colour
                return bp, slot
    return None


def machina_gains(ctx: Context, state: MaestroState, colour: str, source: str) -> None:
    """The Machina gains one Resource into its area (MM-RES-1..4), unless Easier forbids it (MM-DIFF-E1)."""
    comp: Components = ctx.components
    if state.difficulty == "easier" and source != FROM_CARD:
        if ctx.narrating:
            ctx.emit(
                f"Easier: the Machina gains no {colour} Resource {source} (only from its cards).",
                rule="MM-DIFF-E1",
                seat=MACHINA,
                colour=colour,
                source=source,
            )
        return
    if state.variant == "michelangelo":
        spot = place_on_grid(state, comp, colour)
        if spot is not None:
            if ctx.narrating:
                r, c = spot
                rule = "MM-RES-2" if comp.grid_columns[c] == ANY else "MM-RES-1"
                ctx.emit(
                    f"Put 1 {colour} Resource ({source}) on the Machina's Workshop: row {r + 1} "
                    f"({comp.grid_rows[r]}), column {c + 1} ({comp.grid_columns[c]}), the first space "
                    f"left to right, top to bottom that takes it.",
                    rule=rule,
                    seat=MACHINA,
                    colour=colour,
                    row=r + 1,
                    column=c + 1,
                )
            return
        state.vp[MACHINA] += DISCARD_VP
        if ctx.narrating:
            ctx.emit(
                f"No Workshop space takes this {colour} Resource: discard it; the Machina gains "
                f"{DISCARD_VP} VP.",
                rule="MM-RES-3",
                seat=MACHINA,
                colour=colour,
            )
        return
    spot = place_on_blueprint(state, comp, colour)
    if spot is not None:
        if ctx.narrating:
            bp, slot = spot
            ctx.emit(
                f"Put 1 {colour} Resource ({source}) on Blueprint {comp.blueprints[bp][0]} "
                f"(requirement {slot + 1}: {comp.blueprints[bp][1][slot]}); the Blueprint meeple "
                f"stands there.",
                rule="MM-RES-4",
                seat=MACHINA,
                colour=colour,
                blueprint=comp.blueprints[bp][0],
            )
        return
    state.vp[MACHINA] += DISCARD_VP
    if ctx.narrating:
        ctx.emit(
            f"No Blueprint needs this {colour} Resource: discard it; the Machina gains {DISCARD_VP} VP.",
            rule="GAP-MM-7",
            seat=MACHINA,
            colour=colour,
        )


def gains(ctx: Context, state: MaestroState, seat: str, colour: str, source: str, announce: bool = True) -> None:
    """A Workshop gains one Resource: the Machina places it, the person's is counted for them."""
    if seat == MACHINA:
        machina_gains(ctx, state, colour, source)
    else:
        state.player_resources[colour] += 1
        if announce and ctx.narrating:
            ctx.emit(f"You gain 1 {colour} Resource ({source}).", seat=PLAYER, colour=colour, source=source)
