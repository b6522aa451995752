"""The person's seat: validated operations on the tracked board, and the typed commands for them.

Every operation checks everything before it changes anything, and a refused one raises
IllegalAction with one clear line.
"""

from __future__ import annotations

from typing import Any

from solobot import Context, IllegalAction
from solobot_maestro.board import add_artworks, move_collector
from solobot_maestro.components import Components
from solobot_maestro.flow import end_slot
from solobot_maestro.machina import advance_study
from solobot_maestro.resources import gains
from solobot_maestro.state import MACHINA, PLAYER, SEATS, MaestroState

MAX_NUMBER = 999
MAX_PUBLICITY = 20
#: which operations each kind of person step accepts
ALLOWED = {
    "turns": {"place", "move", "collector", "study", "play", "take", "vp", "use", "set", "done"},
    "exhibition_start": {"use", "take", "vp", "set", "done"},
    "final": {"vp", "set", "done"},
}


# -- reading the arguments ------------------------------------------------------


def _number(action: dict[str, Any], key: str, low: int, high: int = MAX_NUMBER) -> int:
    value = action.get(key)
    if isinstance(value, str) and value.lstrip("-").isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise IllegalAction(
            f"{action.get('op')}: {key} must be a whole number from {low} to {high}, not {value!r}"
        )
    return value


def region_index(comp: Components, value: Any) -> int:
    """A region by its number or name (``florence``, ``3``, ``venezia``)."""
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool) and value in comp.index_of_number:
        return comp.index_of_number[value]
    if isinstance(value, str) and value.lower() in comp.index_of_name:
        return comp.index_of_name[value.lower()]
    known = ", ".join(str(n) for n in comp.numbers)
    raise IllegalAction(f"unknown region {value!r} (regions: {known}, or a region name)")


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
    count = _number(action, "count", 1)
    if count > state.supply[PLAYER]:
        raise IllegalAction(f"place: you have only {state.supply[PLAYER]} Artwork(s) in your supply")
    state.supply[PLAYER] -= count
    add_artworks(state, PLAYER, region, count)
    if ctx.narrating:
        ctx.emit(f"You place {count} Artwork(s) in {comp.region_label(region)}.", region=comp.numbers[region])


def op_move(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Move your Artworks from one region to another."""
    source = region_index(comp, action.get("from"))
    target = region_index(comp, action.get("to"))
    count = _number(action, "count", 1)
    if source == target:
        raise IllegalAction("move: the two regions are the same")
    have = state.art[PLAYER][source]
    if have < count:
        raise IllegalAction(f"move: you have {have or 'no'} Artwork(s) in {comp.region_label(source)}")
    add_artworks(state, PLAYER, source, -count)
    add_artworks(state, PLAYER, target, count)
    if ctx.narrating:
        ctx.emit(
            f"You move {count} Artwork(s) from {comp.region_label(source)} to {comp.region_label(target)}."
        )


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
        ctx.emit(f"You move a Collector from the {source} area to the {target} area; it lies down.")
    gains(ctx, state, PLAYER, target, "moving a Collector")


def op_study(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Advance your Study marker and take each space's reward."""
    steps = _number(action, "steps", 1)
    room = len(comp.study) - 1 - state.study[PLAYER]
    if steps > room:
        raise IllegalAction(f"study: only {room} space(s) left on the Study track")
    for _ in range(steps):
        space = advance_study(state, PLAYER)
        reward, colour = comp.study[space]
        if reward == "resource":
            gains(ctx, state, PLAYER, colour, "the Study track")
        elif reward == "upgrade" and ctx.narrating:
            ctx.emit(f"Study space {space}: take an Upgrade by your own rules.")


def op_play(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Play your turn's card to an Action with its Publicity, and optionally one Publicity token."""
    where = action.get("action")
    if where not in comp.actions:
        raise IllegalAction(f"play: unknown Action {where!r} (Actions: {', '.join(comp.actions)})")
    publicity = _number(action, "publicity", 0, MAX_PUBLICITY)
    token = action.get("token")
    if state.turn_action:
        raise IllegalAction(f"play: you already played a card this turn (to {state.turn_action})")
    if token is not None and token not in state.tokens[PLAYER]:
        raise IllegalAction(f"play: you hold no {token!r} Publicity token")
    state.player_cards_at[where].append(publicity)
    state.turn_action = where
    if token is not None:
        state.tokens[PLAYER].remove(token)
        state.tokens_at[where][PLAYER].append(token)
    if ctx.narrating:
        extra = f" and a {token} Publicity token" if token else ""
        ctx.emit(f"You play a card with Publicity {publicity}{extra} to {where.title()}.", action=where)


def op_take(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Take a Publicity token from the supply, or Resources, as your own rules give them."""
    what = action.get("what")
    colour = _colour(comp, action.get("colour"))
    if what == "token":
        if colour not in state.token_supply:
            raise IllegalAction(f"take: no {colour} Publicity token left in the supply")
        state.token_supply.remove(colour)
        state.tokens[PLAYER].append(colour)
    elif what == "resource":
        state.player_resources[colour] += _number(action, "count", 1)
    else:
        raise IllegalAction(f"take: {what!r} is not something to take (token or resource)")


def op_vp(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Record VP you scored by your own rules (a negative number corrects a mistake)."""
    points = _number(action, "points", -MAX_NUMBER)
    if state.vp[PLAYER] + points < 0:
        raise IllegalAction(f"vp: you have only {state.vp[PLAYER]} VP")
    state.vp[PLAYER] += points


def op_use(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Use one of your Benefactor cards and turn it face down (Exhibition ones at the Exhibition's start)."""
    card = action.get("card")
    if card not in state.patrons[PLAYER] or comp.patron[card].kind != "benefactor":
        raise IllegalAction(f"use: you hold no Benefactor card {card!r}")
    if card in state.used_benefactors:
        raise IllegalAction(f"use: {card} is already face down")
    at_start = state.phase == "exhibition_start"
    if comp.patron[card].exhibition != at_start:
        when = "at the start of the Exhibition" if comp.patron[card].exhibition else "during your turn"
        raise IllegalAction(f"use: {card} is used {when}")
    state.used_benefactors.append(card)


def op_set(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """Correct the tracked board: a Workshop's Artworks in a region, or its VP."""
    what = action.get("what")
    seat = _seat(action.get("seat"))
    if what == "artworks":
        region = region_index(comp, action.get("region"))
        count = _number(action, "count", 0)
        change = count - state.art[seat][region]
        if change > state.supply[seat]:
            raise IllegalAction(f"set: {seat} has only {state.supply[seat]} Artwork(s) in supply")
        state.supply[seat] -= change
        add_artworks(state, seat, region, change)
    elif what == "vp":
        state.vp[seat] = _number(action, "value", 0)
    else:
        raise IllegalAction(f"set: {what!r} cannot be set (artworks or vp)")
    if ctx.narrating:
        ctx.emit(f"Correction: {seat} {what} set as you typed.", correction=dict(action))


def op_done(ctx: Context, state: MaestroState, comp: Components, action: dict) -> None:
    """End your turn (or the Exhibition's start, or final scoring)."""
    if state.phase == "turns":
        if not state.turn_action:
            raise IllegalAction("done: play your turn's card first (play ACTION PUBLICITY)")
        end_slot(state, comp)
    elif state.phase == "exhibition_start":
        state.phase = "exhibition"
    else:
        state.phase = "over"


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
}


def resolve_person_action(ctx: Context, state: MaestroState, action: Any) -> None:
    """Apply one operation of the person, or refuse it with one clear line before changing anything."""
    if not isinstance(action, dict):
        raise IllegalAction("an action is a dict like {'op': 'done'}")
    op = action.get("op")
    handler = OPS.get(op)
    if handler is None:
        raise IllegalAction(f"unknown operation {op!r} (operations: {', '.join(OPS)})")
    allowed = ALLOWED.get(state.phase, set())
    if op not in allowed:
        raise IllegalAction(f"{op} is not possible now (now: {', '.join(sorted(allowed)) or 'nothing'})")
    comp: Components = ctx.components
    handler(ctx, state, comp, action)
    if op != "done":
        state.turn_ops += 1


# -- typed commands -------------------------------------------------------------------

HELP = {
    "place": "place REGION COUNT - put Artworks from your supply in a region, e.g. `place 3 2`",
    "move": "move FROM TO [COUNT] - move your Artworks between regions, e.g. `move 0 7 1`",
    "collector": "collector FROM TO - move a standing Collector to another area, e.g. `collector blue green`",
    "study": "study [STEPS] - advance your Study marker, e.g. `study 2`",
    "play": "play ACTION PUBLICITY [token [COLOUR]] - play your card, e.g. `play create 3 token`",
    "take": "take token COLOUR | take resource COLOUR [N] - e.g. `take token blue`",
    "vp": "vp POINTS - record VP you scored by your own rules, e.g. `vp 4` (negative corrects)",
    "use": "use CARD - use a Benefactor card, e.g. `use B03`",
    "set": "set artworks REGION SEAT COUNT | set vp SEAT VALUE - correct the board, e.g. `set vp player 12`",
    "done": "done - end your turn (or this step), e.g. `done`",
}


def parse_command(state: MaestroState, comp: Components, words: list[str]) -> dict[str, Any]:
    """Turn typed words into an operation (validated when it is applied)."""
    if not words:
        raise IllegalAction("type a command (help lists them)")
    op, args = words[0].lower(), words[1:]
    if op not in HELP:
        raise IllegalAction(f"unknown command {op!r} (commands: {', '.join(HELP)})")

    def need(count: int) -> None:
        if len(args) < count:
            raise IllegalAction(f"usage: {HELP[op].split(' - ')[0]}")

    if op == "place":
        need(2)
        return {"op": op, "region": args[0], "count": args[1]}
    if op == "move":
        need(2)
        return {"op": op, "from": args[0], "to": args[1], "count": args[2] if len(args) > 2 else 1}
    if op == "collector":
        need(2)
        return {"op": op, "from": args[0].lower(), "to": args[1].lower()}
    if op == "study":
        return {"op": op, "steps": args[0] if args else 1}
    if op == "play":
        need(2)
        return {
            "op": op,
            "action": args[0].lower(),
            "publicity": args[1],
            "token": _typed_token(state, comp, args),
        }
    if op == "take":
        need(2)
        taken = {"op": op, "what": args[0].lower(), "colour": args[1].lower()}
        if taken["what"] == "resource":
            taken["count"] = args[2] if len(args) > 2 else 1
        return taken
    if op == "vp":
        need(1)
        return {"op": op, "points": args[0]}
    if op == "use":
        need(1)
        return {"op": op, "card": args[0].upper()}
    if op == "set":
        need(3)
        if args[0].lower() == "artworks":
            need(4)
            return {
                "op": op,
                "what": "artworks",
                "region": args[1],
                "seat": args[2].lower(),
                "count": args[3],
            }
        return {"op": op, "what": args[0].lower(), "seat": args[1].lower(), "value": args[2]}
    return {"op": "done"}


def _typed_token(state: MaestroState, comp: Components, args: list[str]) -> str | None:
    """`token` alone means a held token matching the Action if any, else the first one held."""
    if len(args) < 3 or args[2].lower() != "token":
        return None
    if len(args) > 3:
        return args[3].lower()
    held = state.tokens[PLAYER]
    if not held:
        raise IllegalAction("play: you hold no Publicity token")
    match = comp.action_colour.get(args[0].lower())
    return match if match in held else held[0]


def seat_label(seat: str) -> str:
    return "Machina" if seat == MACHINA else "You"
