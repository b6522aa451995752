"""The person's seat: validated operations on the tracked board (typed as commands: see commands.py).

A turn of the person is recorded as the operations they made (in any order), then the card they
played (``play``), which ends the turn. Every operation checks everything before it changes
anything, and a refused one raises IllegalAction with one clear line.
"""

from __future__ import annotations

from typing import Any

from solobot import Context, IllegalAction
from solobot.events import Move
from solobot.suggest import did_you_mean
from solobot_maestro import table
from solobot_maestro.board import add_artworks, move_collector
from solobot_maestro.bot import advance_study
from solobot_maestro.bot_resources import FOR_COLLECTOR, FROM_STUDY, gains
from solobot_maestro.components import Components
from solobot_maestro.flow import end_slot, is_gossip_turn
from solobot_maestro.narration import amount
from solobot_maestro.state import MACHINA, PLAYER, SEATS, MaestroState

MAX_NUMBER = 999
MAX_PUBLICITY = 20
BOARD_OPS = ("place", "move", "collector", "study", "take", "vp", "use", "set")
#: which operations each kind of person step accepts, and what to tell a person who types another
ALLOWED = {
    "turns": frozenset((*BOARD_OPS, "play")),
    "exhibition_start": frozenset((*BOARD_OPS, "done")),
    "final": frozenset(("final", "set")),
}
NOW = {
    "turns": "it is your turn: record your moves, then `play ACTION PUBLICITY` ends it",
    "exhibition_start": "it is the start of the Exhibition: `use` your Exhibition cards, then `done`",
    "final": "it is final scoring: enter your final score with `final POINTS`",
}


# -- reading the arguments ------------------------------------------------------


def _whole(value: Any) -> Any:
    """A whole number given as text as an int (the words of saves made before the core typed
    them, or a hand-made action); anything else unchanged."""
    if isinstance(value, str) and value.isascii() and value.lstrip("-").isdecimal() and len(value) < 10:
        return int(value)
    return value


def _number(action: dict[str, Any], key: str, low: int, high: int = MAX_NUMBER) -> int:
    value = action.get(key)
    if type(value) is int and low <= value <= high:  # the common case, as a policy gives it
        return value
    value = _whole(value)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise IllegalAction(f"{action.get('op')}: {key} must be a whole number from {low} to {high}, not {value!r}")
    return value


def region_index(comp: Components, value: Any) -> int:
    """A region by its number or name (``florence``, ``3``, ``venezia``)."""
    index = comp.index_of_number.get(value) if type(value) is int else None
    if index is not None:  # the common case, as a policy gives it
        return index
    value = _whole(value)
    if isinstance(value, int) and not isinstance(value, bool) and value in comp.index_of_number:
        return comp.index_of_number[value]
    if isinstance(value, str) and value.lower() in comp.index_of_name:
        return comp.index_of_name[value.lower()]
    hint = did_you_mean(str(value), comp.names)
    known = ", ".join(f"{comp.numbers[i]} {comp.names[i]}" for i in comp.by_number)
    raise IllegalAction(f"unknown region {value!r}{hint} (regions, by name or number: {known})")


def _colour(comp: Components, value: Any, what: str = "colour") -> str:
    if value not in comp.colours:
        raise IllegalAction(f"unknown {what} {value!r} (colours: {', '.join(comp.colours)})")
    return value


def _seat(value: Any) -> str:
    if value not in SEATS:
        raise IllegalAction(f"unknown seat {value!r} (seats: {', '.join(SEATS)})")
    return value


# -- the operations ---------------------------------------------------------------


def op_place(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Place Artworks from your supply in a region."""
    region = region_index(comp, action.get("region"))
    n = _number(action, "count", 1)
    if n > state.supply[PLAYER]:
        raise IllegalAction(f"place: you have only {amount(state.supply[PLAYER], 'Artwork')} in your supply")
    held = state.centerpiece[region]
    state.supply[PLAYER] -= n
    add_artworks(state, PLAYER, region, n)
    if ctx.narrating:
        changes = table.artworks_moved(comp, state, PLAYER, table.FROM_SUPPLY, region, {region: held}, n)
        ctx.emit("placed", changes=changes, region=comp.numbers[region], count=n, left=state.supply[PLAYER])


def op_move(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Move your Artworks from one region to another."""
    source = region_index(comp, action.get("from"))
    target = region_index(comp, action.get("to"))
    n = _number(action, "count", 1)
    if source == target:
        raise IllegalAction("move: the two regions are the same")
    have = state.art[PLAYER][source]
    if have < n:
        raise IllegalAction(f"move: you have {amount(have, 'Artwork')} in {comp.region_label(source)}")
    held = {source: state.centerpiece[source], target: state.centerpiece[target]}
    add_artworks(state, PLAYER, source, -n)
    add_artworks(state, PLAYER, target, n)
    if ctx.narrating:
        changes = table.artworks_moved(comp, state, PLAYER, source, target, held, n)
        ctx.emit("moved", changes=changes, source=comp.numbers[source], target=comp.numbers[target], count=n)


def op_collector(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Move a standing Collector between Lodge areas; it lies down and you gain its colour (GAP-MM-9)."""
    source = _colour(comp, action.get("from"), "Lodge area")
    target = _colour(comp, action.get("to"), "Lodge area")
    if source == target:
        raise IllegalAction("collector: the two areas are the same")
    if not state.standing[source]:
        raise IllegalAction(f"collector: no standing Collector in the {source} area")
    move_collector(state, source, target)
    if ctx.narrating:
        laid = Move(table.COLLECTOR, table.lodge_area(source, False), table.lodge_area(target, True))
        ctx.emit("collector", changes=[laid], source=source, target=target)
    gains(ctx, state, PLAYER, target, FOR_COLLECTOR)


def op_study(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Advance your Study marker and take each space's reward."""
    steps = _number(action, "steps", 1)
    room = len(comp.study) - 1 - state.study[PLAYER]
    if steps > room:
        raise IllegalAction(f"study: only {amount(room, 'space')} left on the Study track")
    for _ in range(steps):
        space = advance_study(state, PLAYER)
        reward, colour = comp.study[space]
        if ctx.narrating:
            ctx.emit("studied", changes=[table.study(state, PLAYER)], space=space)
        if reward == "resource":
            gains(ctx, state, PLAYER, colour, FROM_STUDY)
        elif reward == "upgrade" and ctx.narrating:
            ctx.emit("your-upgrade", space=space)


def op_play(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Your turn's card to an Action with its Publicity, and optionally one Publicity token; ends your turn."""
    where = action.get("action")
    if where not in comp.actions:
        raise IllegalAction(f"play: unknown Action {where!r} (Actions: {', '.join(comp.actions)})")
    publicity = _number(action, "publicity", 0, MAX_PUBLICITY)
    token = action.get("token")
    if token is not None and token not in state.tokens[PLAYER]:
        held = ", ".join(state.tokens[PLAYER]) or "none"
        raise IllegalAction(f"play: you hold no {token!r} Publicity token (you hold: {held})")
    state.person.cards_at[where].append(publicity)
    if token is not None:
        state.tokens[PLAYER].remove(token)
        state.tokens_at[where][PLAYER].append(token)
    if ctx.narrating:
        facts = {"action": where, "publicity": publicity, "token": token, "gossip": is_gossip_turn(state, comp)}
        ctx.emit("played", changes=table.your_card_played(where, token), **facts)
    end_slot(state, comp)


def op_take(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Take a Publicity token from the supply, or Resources, as your own rules give them."""
    what = action.get("what")
    colour = _colour(comp, action.get("colour"))
    if what == "token":
        if colour not in state.token_supply:
            raise IllegalAction(f"take: no {colour} Publicity token left in the supply")
        state.token_supply.remove(colour)
        state.tokens[PLAYER].append(colour)
        n = 1
    elif what == "resource":
        n = _number(action, "count", 1)
        state.person.resources[colour] += n
    else:
        raise IllegalAction(f"take: {what!r} is not something to take (token or resource)")
    if ctx.narrating:
        changes = [table.your_token_taken(colour)] if what == "token" else [table.your_resources(state, colour)]
        ctx.emit("taken", changes=changes, what=what, colour=colour, count=n)


def op_vp(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Record VP you scored by your own rules (a negative number corrects a mistake)."""
    points = _number(action, "points", -MAX_NUMBER)
    if state.vp[PLAYER] + points < 0:
        raise IllegalAction(f"vp: you have only {state.vp[PLAYER]} VP")
    state.vp[PLAYER] += points
    if ctx.narrating:
        ctx.emit("your-vp", changes=[table.vp(state, PLAYER)], points=points, vp=state.vp[PLAYER])


def op_use(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Use one of your Benefactor cards and turn it face down (Exhibition ones at the Exhibition's start)."""
    card = action.get("card")
    if card not in state.patrons[PLAYER] or comp.patron[card].kind != "benefactor":
        held = [c for c in state.patrons[PLAYER] if comp.patron[c].kind == "benefactor"]
        raise IllegalAction(f"use: you hold no Benefactor card {card!r} (yours: {', '.join(held) or 'none'})")
    if card in state.person.used_benefactors:
        raise IllegalAction(f"use: {card} is already face down")
    at_start = state.phase == "exhibition_start"
    if comp.patron[card].exhibition != at_start:
        when = "at the start of the Exhibition" if comp.patron[card].exhibition else "during your turn"
        raise IllegalAction(f"use: {card} is used {when}")
    state.person.used_benefactors.append(card)
    if ctx.narrating:
        ctx.emit("used", card=card)


def op_set(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Correct the tracked board: a Workshop's Artworks in a region, or its VP."""
    what = action.get("what")
    if what not in ("artworks", "vp"):
        raise IllegalAction(f"set: {what!r} cannot be set (artworks or vp)")
    seat = _seat(action.get("seat"))
    if what == "artworks":
        region = region_index(comp, action.get("region"))
        n = _number(action, "count", 0)
        change = n - state.art[seat][region]
        if change > state.supply[seat]:
            owner = "the Machina's" if seat == MACHINA else "your"
            raise IllegalAction(f"set: only {amount(state.supply[seat], 'Artwork')} in {owner} supply")
        held = state.centerpiece[region]
        state.supply[seat] -= change
        add_artworks(state, seat, region, change)
        if ctx.narrating:
            changes = [table.artwork(comp, seat, table.FROM_SUPPLY, region, change)] if change else []
            changes += table.centerpieces(comp, state, {region: held})
            ctx.emit("corrected", changes=changes, what=what, whose=seat, region=comp.numbers[region], count=n)
    else:
        state.vp[seat] = _number(action, "value", 0)
        if ctx.narrating:
            ctx.emit("corrected", changes=[table.vp(state, seat)], what=what, whose=seat, value=state.vp[seat])


def op_done(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """The start of the Exhibition is over: your Exhibition cards are used (EX-START-1)."""
    state.phase = "exhibition"
    if ctx.narrating:
        ctx.emit("done")


def op_final(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Your final score from your own board; the game ends, and the core has the verdict told
    from the final points, after any add-on's (see :func:`tell_verdict`, MM-SCORE-4)."""
    state.person.final = _number(action, "points", 0)
    state.phase = "over"


def tell_verdict(ctx: Context, points: dict[str, int], winner: str | None) -> None:
    """MM-SCORE-4: the verdict, from the final points as the table shows them."""
    ctx.emit("verdict", rule="MM-SCORE-4", player=points[PLAYER], machina=points[MACHINA], winner=winner)


OPS = {
    "place": op_place,
    "move": op_move,
    "collector": op_collector,
    "study": op_study,
    "play": op_play,
    "take": op_take,
    "vp": op_vp,
    "use": op_use,
    "set": op_set,
    "done": op_done,
    "final": op_final,
}


def resolve_person_action(ctx: Context, state: MaestroState, action: Any) -> None:
    """Apply one operation of the person, or refuse it with one clear line before changing anything."""
    if not isinstance(action, dict):
        raise IllegalAction("an action is a dict like {'op': 'play', 'action': 'create', 'publicity': 1}")
    op = action.get("op")
    handler = OPS.get(op)
    if handler is None:
        raise IllegalAction(f"unknown operation {op!r} (operations: {', '.join(OPS)})")
    phase = state.phase
    if op not in ALLOWED.get(phase, ()):
        raise IllegalAction(f"{op} is not possible now: {NOW.get(phase, 'the game is over')}")
    handler(ctx, state, ctx.components, action)
    if phase == "turns" and op != "play":
        state.person.turn_ops.append(op)
