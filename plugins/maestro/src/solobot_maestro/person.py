"""The person's seat: their commands, each declared once (``@move``) on the operation that carries it out.

A turn of the person is recorded as the operations they made (in any order), then the card they
played (``play``), which ends the turn. Every operation checks everything before it changes
anything, and a refused one raises IllegalAction with one clear line; the words of each command
(its choices, the forms of ``play``, ``take`` and ``set``) are in :mod:`solobot_maestro.commands`.
An operation also takes the values as an opponent policy or an older save gives them, so it
checks them itself.
"""

from __future__ import annotations

from typing import Any

from solobot import Context, IllegalAction, Param, move
from solobot.events import Move
from solobot.i18n import N_
from solobot.suggest import did_you_mean
from solobot_maestro import table
from solobot_maestro.board import add_artworks, move_collector
from solobot_maestro.bot import advance_study
from solobot_maestro.bot_resources import FOR_COLLECTOR, FROM_STUDY, gains
from solobot_maestro.commands import (
    ALLOWED,
    COUNT,
    FROM_REGION,
    MAX_NUMBER,
    MAX_PUBLICITY,
    NOW,
    REGION,
    actions,
    artworks_to_move,
    collector_action,
    colours_to_take,
    during,
    if_you_hold_a_token,
    least_vp,
    most_to_set,
    move_action,
    other_colours,
    other_regions,
    place_action,
    play_action,
    region_left_out,
    regions_to_set,
    resources_to_take,
    seats,
    set_action,
    standing_areas,
    study_action,
    study_room,
    study_steps,
    take_action,
    usable_benefactors,
    use_action,
    your_tokens,
)
from solobot_maestro.components import Components
from solobot_maestro.flow import end_slot, is_gossip_turn
from solobot_maestro.language import _, ngettext, pgettext, region_said
from solobot_maestro.narration import colour as said_colour
from solobot_maestro.state import MACHINA, PLAYER, SEATS, MaestroState

OVER = N_("the game is over")
"""Why nothing is possible once the game has ended."""

# -- reading the arguments ------------------------------------------------------


def _whole(value: Any) -> Any:
    """A whole number given as text as an int (the words of saves made before the core typed
    them, or a hand-made action); anything else unchanged."""
    if isinstance(value, str) and value.isascii() and value.lstrip("-").isdecimal() and len(value) < 10:
        return int(value)
    return value


def _number(op: str, key: str, value: Any, low: int, high: int = MAX_NUMBER) -> int:
    if type(value) is int and low <= value <= high:  # the common case, as a policy gives it
        return value
    value = _whole(value)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise IllegalAction(_("{op}: {key} must be a whole number from {low} to {high}, not {value}").format(
            op=op, key=key, low=low, high=high, value=repr(value)))
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
    known = ", ".join(region_said(comp, i) for i in comp.by_number)
    raise IllegalAction(_("unknown region {value}{hint} (regions, by name or number: {known})").format(
        value=repr(value), hint=hint, known=known))


def _colour(comp: Components, value: Any, what: str = "colour") -> str:
    if value not in comp.colours:
        said = _("unknown Lodge area {value} (colours: {colours})") if what == "Lodge area" else \
            _("unknown colour {value} (colours: {colours})")
        raise IllegalAction(said.format(value=repr(value), colours=", ".join(said_colour(c) for c in comp.colours)))
    return value


def _seat(value: Any) -> str:
    if value not in SEATS:
        raise IllegalAction(_("unknown seat {value} (seats: {seats})").format(
            value=repr(value), seats=", ".join(SEATS)))
    return value


# -- the operations, each declared once as the person's command -----------------------------------


def noted(state: MaestroState, op: str) -> None:
    """An operation made in your turn, before the card that made it (``play``): noted for the turn."""
    if state.phase == "turns":
        state.person.turn_ops.append(op)


@move("play", Param("action", among=actions), Param("publicity", "int", low=0, high=MAX_PUBLICITY),
      Param("token", literal=("token",), among=if_you_hold_a_token, optional=True, open=True),
      Param("colour", among=your_tokens, optional=True, open=True),
      help=N_("your turn: the card you played, its Publicity and the Publicity token you added, if any (`token` "
      "alone: a held one matching the Action, else your first); this ENDS your turn, so record your other moves "
      "first. In a Gossip turn you play your card face down: type the Publicity printed on it (it counts at the "
      "Exhibition); nothing else of it happens"),
      example="play create 2 token orange", build=play_action, possible=during("play"))
def play(ctx: Context, state: MaestroState, action: Any = None, publicity: Any = None, token: Any = None) -> None:
    """Your turn's card to an Action with its Publicity, and optionally one Publicity token; ends your turn."""
    comp: Components = ctx.components
    if action not in comp.actions:
        raise IllegalAction(_("play: unknown Action {action} (Actions: {actions})").format(
            action=repr(action), actions=", ".join(comp.actions)))
    publicity = _number("play", "publicity", publicity, 0, MAX_PUBLICITY)
    if token is not None and token not in state.tokens[PLAYER]:
        held = ", ".join(said_colour(t) for t in state.tokens[PLAYER]) or pgettext("tokens", "none")
        raise IllegalAction(_("play: you hold no {token} Publicity token (you hold: {held})").format(
            token=repr(str(said_colour(token))), held=held))
    state.person.cards_at[action].append(publicity)
    if token is not None:
        state.tokens[PLAYER].remove(token)
        state.tokens_at[action][PLAYER].append(token)
    if ctx.narrating:  # 20 a game: ~2.4 % of a fast game
        facts = {"action": action, "publicity": publicity, "token": token, "gossip": is_gossip_turn(state, comp)}
        ctx.emit("played", changes=table.your_card_played(action, token), **facts)
    end_slot(state, comp)


@move("place", REGION, COUNT, help=N_("Artworks from your supply into a region (its number or name)"),
      example="place venezia 2", build=place_action, possible=during("place"))
def place(ctx: Context, state: MaestroState, region: Any = None, count: Any = None) -> None:
    """Place Artworks from your supply in a region."""
    comp: Components = ctx.components
    where = region_index(comp, region)
    n = _number("place", "count", count, 1)
    if n > state.supply[PLAYER]:
        have = state.supply[PLAYER]
        raise IllegalAction(ngettext("place: you have only {count} Artwork in your supply",
                                     "place: you have only {count} Artworks in your supply", have).format(count=have))
    held = state.centerpiece[where]
    state.supply[PLAYER] -= n
    add_artworks(state, PLAYER, where, n)
    if ctx.narrating:  # 12 a game: ~1.5 % of a fast game
        changes = table.artworks_moved(comp, state, PLAYER, table.FROM_SUPPLY, where, {where: held}, n)
        ctx.emit("placed", changes=changes, region=comp.numbers[where], count=n, left=state.supply[PLAYER])
    noted(state, "place")


@move("move", FROM_REGION, Param("to", among=other_regions, open=True),
      Param("count", "int", optional=True, low=1, high=artworks_to_move),
      help=N_("your Artworks from one region to another (1 if no COUNT)"), example="move 0 7 2",
      build=move_action, possible=during("move"))
def move_artworks(ctx: Context, state: MaestroState, to: Any = None, count: Any = None, **given: Any) -> None:
    """Move your Artworks from one region to another (``from``, a Python keyword, comes in ``given``)."""
    comp: Components = ctx.components
    source = region_index(comp, given.get("from"))
    target = region_index(comp, to)
    n = _number("move", "count", count, 1)
    if source == target:
        raise IllegalAction(_("move: the two regions are the same"))
    have = state.art[PLAYER][source]
    if have < n:
        said = ngettext("move: you have {count} Artwork in {region}", "move: you have {count} Artworks in {region}",
                        have) if have else _("move: you have no Artworks in {region}")
        raise IllegalAction(said.format(count=have, region=region_said(comp, source)))
    held = {source: state.centerpiece[source], target: state.centerpiece[target]}
    add_artworks(state, PLAYER, source, -n)
    add_artworks(state, PLAYER, target, n)
    if ctx.narrating:  # 8 a game, ~1.0 %: kept for the speed target
        changes = table.artworks_moved(comp, state, PLAYER, source, target, held, n)
        ctx.emit("moved", changes=changes, source=comp.numbers[source], target=comp.numbers[target], count=n)
    noted(state, "move")


@move("collector", Param("from", among=standing_areas, open=True), Param("to", among=other_colours, open=True),
      help=N_("a standing Collector from one Lodge area to another; it lies down and you gain 1 Resource of its new "
      "colour"), example="collector blue green", build=collector_action, possible=during("collector"))
def collector(ctx: Context, state: MaestroState, to: Any = None, **given: Any) -> None:
    """Move a standing Collector between Lodge areas; it lies down and you gain its colour (GAP-MM-9)."""
    comp: Components = ctx.components
    source = _colour(comp, given.get("from"), "Lodge area")
    target = _colour(comp, to, "Lodge area")
    if source == target:
        raise IllegalAction(_("collector: the two areas are the same"))
    if not state.standing[source]:
        raise IllegalAction(_("collector: no standing Collector in the {colour} area").format(
            colour=said_colour(source)))
    move_collector(ctx, state, source, target)
    laid = Move(table.COLLECTOR, table.lodge_area(source, False), table.lodge_area(target, True))
    ctx.emit("collector", changes=[laid], source=source, target=target)
    gains(ctx, state, PLAYER, target, FOR_COLLECTOR)
    noted(state, "collector")


@move("study", Param("steps", "int", optional=True, low=1, high=study_steps),
      help=N_("your Study marker forward (1 if no STEPS); its Resources are counted for you"), example="study 2",
      build=study_action, possible=during("study", study_room))
def study(ctx: Context, state: MaestroState, steps: Any = None) -> None:
    """Advance your Study marker and take each space's reward."""
    comp: Components = ctx.components
    steps = _number("study", "steps", steps, 1)
    room = len(comp.study) - 1 - state.study[PLAYER]
    if steps > room:
        raise IllegalAction(ngettext(
            "study: only {count} space left on the Study track", "study: only {count} spaces left on the Study track",
            room).format(count=room))
    passed = [advance_study(state, PLAYER) for _step in range(steps)]
    if ctx.narrating:  # 7 a game, ~0.9 %: kept for the speed target; one input, one move of the marker, told once
        ctx.emit("studied", changes=[table.study(state, PLAYER)], space=passed[-1], steps=steps)
    for space in passed:  # each reward passed on the way, once each
        reward, colour = comp.study[space]
        if reward == "resource":
            gains(ctx, state, PLAYER, colour, FROM_STUDY)
        elif reward == "upgrade" and ctx.narrating:  # 3 a game, ~0.4 %: kept for the speed target
            ctx.emit("your-upgrade", space=space)
    noted(state, "study")


@move("take", Param("what", literal=("token", "resource")), Param("colour", among=colours_to_take, open=True),
      Param("count", "int", optional=True, low=1, high=resources_to_take),
      help=N_("a Publicity token from the supply, or Resources your own rules gave you (a COUNT for Resources only, "
      "1 if none)"), example="take token blue", build=take_action, possible=during("take"))
def take(ctx: Context, state: MaestroState, what: Any = None, colour: Any = None, count: Any = None) -> None:
    """Take a Publicity token from the supply, or Resources, as your own rules give them."""
    colour = _colour(ctx.components, colour)
    if what == "token":
        if colour not in state.token_supply:
            raise IllegalAction(_("take: no {colour} Publicity token left in the supply").format(
                colour=said_colour(colour)))
        state.token_supply.remove(colour)
        state.tokens[PLAYER].append(colour)
        n = 1
    elif what == "resource":
        n = _number("take", "count", count, 1)
        state.person.resources[colour] += n
    else:
        raise IllegalAction(_("take: {what} is not something to take (token or resource)").format(what=repr(what)))
    changes = [table.your_token_taken(colour)] if what == "token" else [table.your_resources(state, colour)]
    ctx.emit("taken", changes=changes, what=what, colour=colour, count=n)
    noted(state, "take")


@move("vp", Param("points", "int", low=least_vp, high=MAX_NUMBER),
      help=N_("VP your own rules gave you during the game (negative takes some back)"), example="vp 3",
      possible=during("vp"))
def vp(ctx: Context, state: MaestroState, points: Any = None) -> None:
    """Record VP you scored by your own rules (a negative number corrects a mistake)."""
    points = _number("vp", "points", points, -MAX_NUMBER)
    if state.vp[PLAYER] + points < 0:
        raise IllegalAction(_("vp: you have only {vp} VP").format(vp=state.vp[PLAYER]))
    state.vp[PLAYER] += points
    ctx.emit("your-vp", changes=[table.vp(state, PLAYER)], points=points, vp=state.vp[PLAYER])
    noted(state, "vp")


@move("use", Param("card", among=usable_benefactors, open=True),
      help=N_("one of your Benefactor cards, turned face down (Exhibition-symbol ones at the start of the Exhibition)"),
      example="use B03", build=use_action, possible=during("use"))
def use(ctx: Context, state: MaestroState, card: Any = None) -> None:
    """Use one of your Benefactor cards and turn it face down (Exhibition ones at the Exhibition's start)."""
    comp: Components = ctx.components
    if card not in state.patrons[PLAYER] or comp.patron[card].kind != "benefactor":
        held = [c for c in state.patrons[PLAYER] if comp.patron[c].kind == "benefactor"]
        raise IllegalAction(_("use: you hold no Benefactor card {card} (yours: {held})").format(
            card=repr(card), held=", ".join(held) or pgettext("cards", "none")))
    if card in state.person.used_benefactors:
        raise IllegalAction(_("use: {card} is already face down").format(card=card))
    at_start = state.phase == "exhibition_start"
    if comp.patron[card].exhibition != at_start:
        said = _("use: {card} is used at the start of the Exhibition") if comp.patron[card].exhibition else \
            _("use: {card} is used during your turn")
        raise IllegalAction(said.format(card=card))
    state.person.used_benefactors.append(card)
    ctx.emit("used", card=card, changes=[table.benefactor_used(card)])
    noted(state, "use")


@move("done", help=N_("at the start of the Exhibition: your Exhibition cards are used, go on"), example="done",
      possible=during("done"))
def done(ctx: Context, state: MaestroState) -> None:
    """The start of the Exhibition is over: your Exhibition cards are used (EX-START-1)."""
    state.phase = "exhibition"
    ctx.emit("done")


@move("final", Param("points", "int", low=0, high=MAX_NUMBER),
      help=N_("at final scoring: your final score (your VP track plus your own end-game scoring); ends the game with "
      "the verdict"), example="final 87", possible=during("final"))
def final(ctx: Context, state: MaestroState, points: Any = None) -> None:
    """Your final score from your own board; the game ends, and the core has the verdict told
    from the final points, after any add-on's (see :func:`tell_verdict`, MM-SCORE-4)."""
    state.person.final = _number("final", "points", points, 0)
    state.phase = "over"


@move("set", Param("what", literal=("artworks", "vp")),
      Param("region", among=regions_to_set, optional=region_left_out, open=True),
      Param("seat", among=seats), Param("number", "int", low=0, high=most_to_set),
      help=N_("correct what solobot tracks, for you (player) or the Machina, at any of your steps: `set artworks "
      "REGION SEAT COUNT` or `set vp SEAT VALUE`"), example="set artworks 3 machina 2", build=set_action,
      possible=during("set"))
def correct(ctx: Context, state: MaestroState, what: Any = None, seat: Any = None, region: Any = None,
            count: Any = None, value: Any = None) -> None:
    """Correct the tracked board: a Workshop's Artworks in a region, or its VP."""
    comp: Components = ctx.components
    if what not in ("artworks", "vp"):
        raise IllegalAction(_("set: {what} cannot be set (artworks or vp)").format(what=repr(what)))
    seat = _seat(seat)
    if what == "artworks":
        where = region_index(comp, region)
        n = _number("set", "count", count, 0)
        change = n - state.art[seat][where]
        if change > state.supply[seat]:
            have = state.supply[seat]
            said = ngettext("set: only {count} Artwork in the Machina's supply",
                            "set: only {count} Artworks in the Machina's supply", have) if seat == MACHINA else \
                ngettext("set: only {count} Artwork in your supply", "set: only {count} Artworks in your supply", have)
            raise IllegalAction(said.format(count=have))
        held = state.centerpiece[where]
        state.supply[seat] -= change
        add_artworks(state, seat, where, change)
        changes = [table.artwork(comp, seat, table.FROM_SUPPLY, where, change)] if change else []
        changes += table.centerpieces(comp, state, {where: held})
        ctx.emit("corrected", changes=changes, what=what, whose=seat, region=comp.numbers[where], count=n)
    else:
        state.vp[seat] = _number("set", "value", value, 0)
        ctx.emit("corrected", changes=[table.vp(state, seat)], what=what, whose=seat, value=state.vp[seat])
    noted(state, "set")


#: the person's commands, in the order ``help`` and the page show them
MOVES = (play, place, move_artworks, collector, study, take, vp, use, done, final, correct)
OPS = ("place", "move", "collector", "study", "play", "take", "vp", "use", "set", "done", "final")


def allowed(state: MaestroState, action: Any) -> str:
    """The step's phase, when it takes ``action`` (:data:`ALLOWED`); else one clear line refusing it."""
    phase = state.phase
    if type(action) is dict:  # the usual case first: a plain dict whose op is allowed now (so a known one)
        op = action.get("op")
        if type(op) is str and op in ALLOWED.get(phase, ()):
            return phase
    if not isinstance(action, dict):
        raise IllegalAction(_("an action is a dict like {example}").format(
            example="{'op': 'play', 'action': 'create', 'publicity': 1}"))
    op = action.get("op")
    if op not in OPS:
        raise IllegalAction(_("unknown operation {op} (operations: {ops})").format(op=repr(op), ops=", ".join(OPS)))
    if op not in ALLOWED.get(phase, ()):
        raise IllegalAction(_("{op} is not possible now: {now}").format(op=op,
            now=_(NOW.get(phase, OVER))))
    return phase


def tell_verdict(ctx: Context, points: dict[str, int], winner: str | None) -> None:
    """MM-SCORE-4: the verdict, from the final points as the table shows them."""
    ctx.emit("verdict", rule="MM-SCORE-4", player=points[PLAYER], machina=points[MACHINA], winner=winner)


