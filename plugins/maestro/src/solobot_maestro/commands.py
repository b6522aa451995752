"""The person's typed commands, declared once (STYLE lesson 13).

Each command is one :class:`Typed` entry in :data:`DECLARED`: its words, what it does, an
example, and how its words become an operation of :mod:`solobot_maestro.person`. From this one
list come the terminal's ``help`` (:data:`HELP`), :func:`parse_command`, and :func:`offered`:
the commands possible now, their choices filled from the components and the state, from which
the web page builds its buttons and forms.

Parsing only places the words; the operation checks their values when it is applied, with one
clear line (``place: count must be a whole number ...``). Choices are only offered, never
required here: a typed region name or a colour not offered is still the operation's to judge.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from solobot import IllegalAction
from solobot.commands import Arg, ArgKind, Command, help_of
from solobot_maestro.components import Components
from solobot_maestro.person import ALLOWED
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

#: the choices of an argument now, read from the components and the state
Choices = Callable[[Components, MaestroState], tuple[str, ...]]
Words = dict[str, str]


@dataclass(frozen=True, slots=True)
class Param:
    """One word of a command.

    :ivar name: its name in the usage line and in the words a builder reads.
    :ivar kind: ``int`` or ``word``; a Param with ``literal`` or ``among`` is a choice.
    :ivar literal: the fixed words it may be (``token|resource``), shown in the usage line.
    :ivar among: the values it may take now (regions, colours, cards; with ``literal``, those of
        its words that make sense now), offered as choices.
    :ivar optional: whether it may be left out; optional words are taken left to right while
        enough words remain for the required ones after them.
    """

    name: str
    kind: ArgKind = "word"
    literal: tuple[str, ...] = ()
    among: Choices | None = None
    optional: bool = False

    def arg(self, comp: Components | None = None, state: MaestroState | None = None) -> Arg:
        """The declared argument; with the components and a state, its choices now."""
        if self.among is not None:
            choices = self.among(comp, state) if comp is not None and state is not None else ()
            # the usage line shows the words of the rules, or NAME, never the choices of the moment
            return Arg(self.name, "choice", choices, self.optional, "|".join(self.literal) or self.name.upper())
        if self.literal:
            return Arg(self.name, "choice", self.literal, self.optional)
        return Arg(self.name, self.kind, (), self.optional)


class Misuse(Exception):
    """The words do not fit the command's shape: :func:`parse_command` answers with its usage."""


@dataclass(frozen=True, slots=True)
class Typed:
    """One command: its words, what it does, an example, and the operation its words make.

    :ivar build: the operation, from the words by Param name (and the command's name as ``op``);
        it raises :class:`Misuse` when the words fit no shape of the command.
    :ivar possible: whether it can be done at all at this step, when that is cheap to know
        (None: whenever its phase allows it).
    """

    name: str
    params: tuple[Param, ...]
    help: str
    example: str
    build: Callable[[MaestroState, Components, Words], dict[str, Any]]
    possible: Callable[[Components, MaestroState], bool] | None = None

    def command(self, comp: Components | None = None, state: MaestroState | None = None) -> Command:
        """As core's :class:`Command`; with the components and a state, its choices now."""
        args = tuple(param.arg(comp, state) for param in self.params)
        return Command(self.name, args, self.help, self.example)

    def bind(self, words: list[str]) -> Words:
        """Each Param's word by its name (left-out optional ones absent); Misuse on a wrong count."""
        required = sum(not param.optional for param in self.params)
        if not required <= len(words) <= len(self.params):
            raise Misuse
        spare, bound, rest = len(words) - required, {}, iter(words)
        for param in self.params:
            if param.optional:
                if not spare:
                    continue
                spare -= 1
            bound[param.name] = next(rest)
        return bound


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
    return {"op": "collector", "from": w["from"].lower(), "to": w["to"].lower()}


def _study(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "study", "steps": w.get("steps", 1)}


def _play(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    action = w["action"].lower()
    return {"op": "play", "action": action, "publicity": w["publicity"], "token": _token(state, comp, action, w)}


def _token(state: MaestroState, comp: Components, action: str, w: Words) -> str | None:
    """`token` alone means a held token matching the Action if any, else the first one held."""
    if "token" not in w:
        return None
    if w["token"].lower() != "token":
        raise IllegalAction(f"play: expected `token` after the Publicity, not {w['token']!r} ({USAGE['play']})")
    if "colour" in w:
        return w["colour"].lower()
    held = state.tokens[PLAYER]
    if not held:
        raise IllegalAction("play: you hold no Publicity token")
    match = comp.action_colour.get(action)
    return match if match in held else held[0]


def _take(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    taken = {"op": "take", "what": w["what"].lower(), "colour": w["colour"].lower()}
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
    what, seat = w["what"].lower(), w["seat"].lower()
    if what == "artworks":
        if "region" not in w:
            raise Misuse
        return {"op": "set", "what": what, "region": w["region"], "seat": seat, "count": w["number"]}
    if "region" in w:
        raise Misuse
    return {"op": "set", "what": what, "seat": seat, "value": w["number"]}


def _bare(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": w["op"]}


# -- the declaration ---------------------------------------------------------------------------------

REGION, FROM_REGION = Param("region", among=regions), Param("from", among=your_regions)
COUNT = Param("count", "int")

#: every command, in the order ``help`` and the page show them
DECLARED: tuple[Typed, ...] = (
    Typed(
        "play",
        (
            Param("action", among=actions),
            Param("publicity", "int"),
            Param("token", literal=("token",), among=if_you_hold_a_token, optional=True),
            Param("colour", among=your_tokens, optional=True),
        ),
        "your turn: the card you played, its Publicity and the Publicity token you added, if any (`token` alone: "
        "a held one matching the Action, else your first); this ENDS your turn, so record your other moves first",
        "play create 2 token orange",
        _play,
    ),
    Typed(
        "place",
        (REGION, COUNT),
        "Artworks from your supply into a region (its number or name)",
        "place venezia 2",
        _place,
    ),
    Typed(
        "move",
        (FROM_REGION, Param("to", among=regions), Param("count", "int", optional=True)),
        "your Artworks from one region to another (1 if no COUNT)",
        "move florence 7 2",
        _move,
    ),
    Typed(
        "collector",
        (Param("from", among=standing_areas), Param("to", among=colours)),
        "a standing Collector from one Lodge area to another; it lies down and you gain 1 Resource of its new colour",
        "collector blue green",
        _collector,
    ),
    Typed(
        "study",
        (Param("steps", "int", optional=True),),
        "your Study marker forward (1 if no STEPS); its Resources are counted for you",
        "study 2",
        _study,
        study_room,
    ),
    Typed(
        "take",
        (
            Param("what", literal=("token", "resource")),
            Param("colour", among=colours),
            Param("count", "int", optional=True),
        ),
        "a Publicity token from the supply, or Resources your own rules gave you (a COUNT for Resources only, "
        "1 if none)",
        "take token blue",
        _take,
    ),
    Typed(
        "vp",
        (Param("points", "int"),),
        "VP your own rules gave you during the game (negative takes some back)",
        "vp 3",
        _points,
    ),
    Typed(
        "use",
        (Param("card", among=usable_benefactors),),
        "one of your Benefactor cards, turned face down (Exhibition-symbol ones at the start of the Exhibition)",
        "use B03",
        _use,
    ),
    Typed(
        "done",
        (),
        "at the start of the Exhibition: your Exhibition cards are used, go on",
        "done",
        _bare,
    ),
    Typed(
        "final",
        (Param("points", "int"),),
        "at final scoring: your final score (your VP track plus your own end-game scoring); ends the game with "
        "the verdict",
        "final 87",
        _points,
    ),
    Typed(
        "set",
        (
            Param("what", literal=("artworks", "vp")),
            Param("region", among=regions, optional=True),
            Param("seat", among=seats),
            Param("number", "int"),
        ),
        "correct what solobot tracks, for you (player) or the Machina, at any of your steps: `set artworks REGION "
        "SEAT COUNT` or `set vp SEAT VALUE`",
        "set artworks 3 machina 2",
        _set,
    ),
)
BY_NAME = {typed.name: typed for typed in DECLARED}
#: the terminal's help lines, ``{name: "usage — what it does. Example: ..."}``
HELP = help_of(typed.command() for typed in DECLARED)
USAGE = {typed.name: typed.command().usage() for typed in DECLARED}


def parse_command(state: MaestroState, comp: Components, words: list[str]) -> dict[str, Any]:
    """Turn typed words into an operation (its values are checked when it is applied)."""
    if not words:
        raise IllegalAction("type a command (`help` lists them)")
    name = words[0].lower()
    typed = BY_NAME.get(name)
    if typed is None:
        shown = name if len(name) <= 20 else name[:20] + "..."
        raise IllegalAction(f"unknown command {shown!r}; `help` lists the commands ({', '.join(BY_NAME)})")
    try:
        return typed.build(state, comp, {"op": name, **typed.bind(words[1:])})
    except Misuse:
        raise IllegalAction(f"usage: {USAGE[name]} (for example: {typed.example})") from None


def offered(comp: Components, state: MaestroState) -> list[Command]:
    """The commands possible at this step, with their choices now; one whose required choice has no
    value (no Benefactor to use, no Artwork to move) or that is not ``possible`` is left out."""
    allowed = ALLOWED.get(state.phase, frozenset())
    found = []
    for typed in DECLARED:
        if typed.name not in allowed or (typed.possible is not None and not typed.possible(comp, state)):
            continue
        command = typed.command(comp, state)
        if all(arg.choices or arg.optional for arg in command.args if arg.kind == "choice"):
            found.append(command)
    return found
