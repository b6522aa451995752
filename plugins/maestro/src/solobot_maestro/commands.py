"""The person's typed commands, declared once (STYLE lesson 13).

Each command is one core :class:`~solobot.commands.Declared` entry in :data:`DECLARED`: its
words, what it does, an example, and how its words become an operation of
:mod:`solobot_maestro.person`. The core's :class:`~solobot.commands.CommandBook` (:data:`BOOK`)
makes from this one list the terminal's ``help``, the parser (:func:`parse_command`) and the
commands possible now (:func:`offered`), their choices filled from the components and the
state, from which the web page builds its buttons and forms.

The core's parser checks and converts the words first: numbers arrive as ``int`` within their
declared range, colours, Actions, seats and the literal words as declared. A region (by its
name or number) and the choices that depend on the table (standing Collectors, held tokens,
usable Benefactors) are ``open``: only offered, and still the operation's to judge, with its own
line (``move: you have no Artworks in 5 Bologna``).
"""

from __future__ import annotations

from typing import Any

from solobot import IllegalAction
from solobot.commands import Command, CommandBook, Declared, Misuse, Param, Words
from solobot_maestro.components import Components
from solobot_maestro.person import ALLOWED, MAX_NUMBER, MAX_PUBLICITY
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

# -- the choices offered now -------------------------------------------------------------------


def regions(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """Every region by number order, as its name (its number when the name is not one word)."""
    return tuple(_region_word(comp, i) for i in comp.by_number)


def your_regions(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """The regions holding your Artworks (where a move can start)."""
    return tuple(_region_word(comp, i) for i in comp.by_number if state.art[PLAYER][i])


def _region_word(comp: Components, index: int) -> str:
    name = comp.names[index]
    return name if name.split() == [name] else str(comp.numbers[index])


def colours(comp: Components, state: MaestroState) -> tuple[str, ...]:
    return comp.colours


def standing_areas(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """The Lodge areas with a standing Collector (where a Collector can come from)."""
    return tuple(colour for colour in comp.colours if state.standing[colour])


def actions(comp: Components, state: MaestroState) -> tuple[str, ...]:
    return comp.actions


def if_you_hold_a_token(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """The word ``token``, if you hold a Publicity token."""
    return ("token",) if state.tokens[PLAYER] else ()


def your_tokens(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """The colours of the Publicity tokens you hold."""
    return tuple(colour for colour in comp.colours if colour in state.tokens[PLAYER])


def usable_benefactors(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """Your face-up Benefactor cards usable at this step (Exhibition-symbol ones at its start only)."""
    at_start = state.phase == "exhibition_start"
    return tuple(
        card
        for card in state.patrons[PLAYER]
        if comp.patron[card].kind == "benefactor"
        and comp.patron[card].exhibition == at_start
        and card not in state.person.used_benefactors
    )


def study_room(comp: Components, state: MaestroState) -> bool:
    """Whether your Study marker can still advance."""
    return state.study[PLAYER] < len(comp.study) - 1


def seats(comp: Components, state: MaestroState) -> tuple[str, ...]:
    return (PLAYER, MACHINA)


# -- from words to an operation ------------------------------------------------------------------


def _place(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "place", "region": w["region"], "count": w["count"]}


def _move(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "move", "from": w["from"], "to": w["to"], "count": w.get("count", 1)}


def _collector(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "collector", "from": w["from"].lower(), "to": w["to"]}


def _study(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "study", "steps": w.get("steps", 1)}


def _play(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    action = w["action"]
    return {"op": "play", "action": action, "publicity": w["publicity"], "token": _token(state, comp, action, w)}


def _token(state: MaestroState, comp: Components, action: str, w: Words) -> str | None:
    """`token` alone means a held token matching the Action if any, else the first one held."""
    if "token" not in w:
        return None
    if "colour" in w:
        return w["colour"].lower()
    held = state.tokens[PLAYER]
    if not held:
        raise IllegalAction("play: you hold no Publicity token")
    match = comp.action_colour.get(action)
    return match if match in held else held[0]


def _take(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    taken = {"op": "take", "what": w["what"], "colour": w["colour"]}
    if taken["what"] == "resource":
        taken["count"] = w.get("count", 1)
    elif "count" in w:
        raise Misuse
    return taken


def _points(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": w["op"], "points": w["points"]}


def _use(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "use", "card": w["card"].upper()}


def _set(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    what, seat = w["what"], w["seat"]
    if what == "artworks":
        if "region" not in w:
            raise Misuse
        return {"op": "set", "what": what, "region": w["region"], "seat": seat, "count": w["number"]}
    if "region" in w:
        raise Misuse
    return {"op": "set", "what": what, "seat": seat, "value": w["number"]}


# -- the declaration ---------------------------------------------------------------------------------

REGION, FROM_REGION = Param("region", among=regions, open=True), Param("from", among=your_regions, open=True)
COUNT = Param("count", "int", low=1, high=MAX_NUMBER)

#: every command, in the order ``help`` and the page show them
DECLARED: tuple[Declared, ...] = (
    Declared(
        "play",
        (
            Param("action", among=actions),
            Param("publicity", "int", low=0, high=MAX_PUBLICITY),
            Param("token", literal=("token",), among=if_you_hold_a_token, optional=True, open=True),
            Param("colour", among=your_tokens, optional=True, open=True),
        ),
        "your turn: the card you played, its Publicity and the Publicity token you added, if any (`token` alone: "
        "a held one matching the Action, else your first); this ENDS your turn, so record your other moves first. "
        "In a Gossip turn you play your card face down: type the Publicity printed on it (it counts at the "
        "Exhibition); nothing else of it happens",
        "play create 2 token orange",
        _play,
    ),
    Declared(
        "place",
        (REGION, COUNT),
        "Artworks from your supply into a region (its number or name)",
        "place venezia 2",
        _place,
    ),
    Declared(
        "move",
        (FROM_REGION, Param("to", among=regions, open=True), Param("count", "int", optional=True, low=1,
                                                                   high=MAX_NUMBER)),
        "your Artworks from one region to another (1 if no COUNT)",
        "move florence 7 2",
        _move,
    ),
    Declared(
        "collector",
        (Param("from", among=standing_areas, open=True), Param("to", among=colours)),
        "a standing Collector from one Lodge area to another; it lies down and you gain 1 Resource of its new colour",
        "collector blue green",
        _collector,
    ),
    Declared(
        "study",
        (Param("steps", "int", optional=True, low=1, high=MAX_NUMBER),),
        "your Study marker forward (1 if no STEPS); its Resources are counted for you",
        "study 2",
        _study,
        study_room,
    ),
    Declared(
        "take",
        (
            Param("what", literal=("token", "resource")),
            Param("colour", among=colours),
            Param("count", "int", optional=True, low=1, high=MAX_NUMBER),
        ),
        "a Publicity token from the supply, or Resources your own rules gave you (a COUNT for Resources only, "
        "1 if none)",
        "take token blue",
        _take,
    ),
    Declared(
        "vp",
        (Param("points", "int", low=-MAX_NUMBER, high=MAX_NUMBER),),
        "VP your own rules gave you during the game (negative takes some back)",
        "vp 3",
        _points,
    ),
    Declared(
        "use",
        (Param("card", among=usable_benefactors, open=True),),
        "one of your Benefactor cards, turned face down (Exhibition-symbol ones at the start of the Exhibition)",
        "use B03",
        _use,
    ),
    Declared(
        "done",
        (),
        "at the start of the Exhibition: your Exhibition cards are used, go on",
        "done",
    ),
    Declared(
        "final",
        (Param("points", "int", low=0, high=MAX_NUMBER),),
        "at final scoring: your final score (your VP track plus your own end-game scoring); ends the game with "
        "the verdict",
        "final 87",
        _points,
    ),
    Declared(
        "set",
        (
            Param("what", literal=("artworks", "vp")),
            Param("region", among=regions, optional=True, open=True),
            Param("seat", among=seats),
            Param("number", "int", low=0, high=MAX_NUMBER),
        ),
        "correct what solobot tracks, for you (player) or the Machina, at any of your steps: `set artworks REGION "
        "SEAT COUNT` or `set vp SEAT VALUE`",
        "set artworks 3 machina 2",
        _set,
    ),
)
BOOK = CommandBook(DECLARED)
#: the terminal's help lines, ``{name: "usage — what it does. Example: ..."}``
HELP = BOOK.help


def parse_command(state: MaestroState, comp: Components, words: list[str]) -> dict[str, Any]:
    """Turn typed words into an operation (its values are checked when it is applied)."""
    return BOOK.parse(state, comp, words)


def offered(comp: Components, state: MaestroState) -> list[Command]:
    """The commands possible at this step, with their choices now; one whose required choice has no
    value (no Benefactor to use, no Artwork to move) or that is not ``possible`` is left out."""
    return BOOK.offered(comp, state, ALLOWED.get(state.phase, frozenset()))
