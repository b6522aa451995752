"""The person's commands, declared once (STYLE lesson 13).

:data:`DECLARED` lists every command: its arguments (kind, and where the choices come from),
what it does, an example, when it can be used, and how its words become an operation. The
terminal's ``help``, the web page's buttons and forms (:func:`commands_now`) and the parser
(:func:`parse`) are all made from it. A choice lists only what is legal now where that is
cheap to know (Artists face up, Workshops left in the supply); :func:`~solobot_florenza.person.resolve`
still checks everything.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from solobot import IllegalAction
from solobot.commands import Arg, ArgKind, Command
from solobot_florenza import words
from solobot_florenza.board import operable_workshops, usable_by
from solobot_florenza.components import Components
from solobot_florenza.person import ROLES
from solobot_florenza.state import PLAYER, State

Choices = Callable[[Components, State], Iterable[str]]
Builder = Callable[[State, Components, list[str]], words.Action]

SHORT_USAGE = 48
"""A usage line lists a choice argument's choices up to this many characters, else names it."""


@dataclass(frozen=True)
class Param:
    """A declared argument: its name, kind, and (for a choice) the words legal now."""

    name: str
    kind: ArgKind = "int"
    choices: Choices | None = None
    optional: bool = False

    def arg(self, comps: Components | None, state: State | None) -> Arg:
        """The argument, with its choices now (none without a state: the bare usage)."""
        now = tuple(self.choices(comps, state)) if self.choices and state is not None else ()
        too_long = len("|".join(now)) > SHORT_USAGE  # the usage line then names it (WORKSHOP)
        return Arg(self.name, self.kind, now, self.optional, self.name.upper() if too_long else "")


@dataclass(frozen=True)
class Declared:
    """One command: everything the help, the page and the parser need."""

    name: str
    params: tuple[Param, ...]
    help: str
    example: str
    when: Callable[[State], bool]
    build: Builder

    @property
    def arity(self) -> tuple[int, int]:
        """How many words it takes after its name (fewest, most)."""
        return sum(not p.optional for p in self.params), len(self.params)

    def command(self, comps: Components | None = None, state: State | None = None) -> Command:
        """The command as data; with a state, its choices are those legal now."""
        args = tuple(p.arg(comps, state) for p in self.params)
        return Command(self.name, args, self.help, self.example)


# -- when a command can be used ---------------------------------------------------------------------


def _phase(*phases: str) -> Callable[[State], bool]:
    return lambda state: state.phase in phases


def _done_now(state: State) -> bool:
    return state.phase not in ("start", "over", "end") and (state.phase != "captain" or bool(state.common_resource))


def _not_over(state: State) -> bool:
    return state.phase != "over"


# -- what is legal now ----------------------------------------------------------------------------


def starting_workshops(comps: Components, state: State) -> list[str]:
    """The starting Workshops still in the supply."""
    return [words.token(comps.workshop[n].name) for n in comps.starting_workshops if state.supply[n] > 0]


def other_starting_workshops(comps: Components, state: State) -> list[str]:
    """The same, the first last: a form's two menus then start on two different Workshops."""
    first, *others = starting_workshops(comps, state) or [""]
    return [*others, first] if first else []


def supply(comps: Components, state: State) -> list[str]:
    """The Workshops left in the supply."""
    return [words.token(w.name) for w in comps.workshops if state.supply[w.number] > 0]


def face_up_artists(comps: Components, state: State) -> list[str]:
    """The Artists the Captain may detain."""
    return [words.token(a.name) for a, tile in zip(comps.artists, state.artists, strict=True) if tile.face_up]


def artists_to_take(comps: Components, state: State) -> list[str]:
    """The Artists you may take now."""
    return [words.token(a.name) for i, a in enumerate(comps.artists)
            if usable_by(state, i, PLAYER) and state.artists[i].held_by != PLAYER]


def artists_for_art(comps: Components, state: State) -> list[str]:
    """The Artists you may create with: yours already, or free to take."""
    return [words.token(a.name) for i, a in enumerate(comps.artists)
            if state.artists[i].held_by == PLAYER or usable_by(state, i, PLAYER)]


def _free_artworks(comps: Components, state: State) -> dict[str, list[str]]:
    """Per site (your Chiesa and Palazzo, the main-board places), its Artworks without a crest."""
    district = state.districts[PLAYER]
    rows = {"chiesa": district.chiesa, "palazzo": district.palazzo, **state.main}
    free = {where: [a.name for a, crest in zip(comps.sites[where].artworks, crests, strict=True) if not crest]
            for where, crests in rows.items()}
    return {where: names for where, names in free.items() if names}


def art_sites(comps: Components, state: State) -> list[str]:
    """Where an Artwork can still be created."""
    return [words.token(where) for where in _free_artworks(comps, state)]


def free_artworks(comps: Components, state: State) -> list[str]:
    """Every Artwork without a crest yet, once each (which site's, the WHERE argument says)."""
    names = [name for site in _free_artworks(comps, state).values() for name in site]
    return [words.token(name) for name in dict.fromkeys(names)]


def operable_seats(comps: Components, state: State) -> list[str]:
    """The seats with a Workshop you may operate now (empty: your own)."""
    return list(dict.fromkeys(owner for owner, _, _ in operable_workshops(state, comps, PLAYER)))


def captains_for_hire(comps: Components, state: State) -> list[str]:
    """The Captains of Fortune in play and not hired this round."""
    return [words.token(card.name) for card in state.captains if card.face_up]


def roles_left(comps: Components, state: State) -> list[str]:
    """The roles you have not taken for next round."""
    return [role for role in ROLES if role not in state.claims]


def seats(comps: Components, state: State) -> list[str]:
    """Every seat (a correction may concern any)."""
    return list(state.seats)


def tracks(comps: Components, state: State) -> list[str]:
    """The score tracks."""
    return list(comps.tracks)


def resources(comps: Components, state: State) -> list[str]:
    """The Resources a Captain may pick."""
    return list(comps.resources)


# -- the declaration ----------------------------------------------------------------------------------

PHASE_4 = _phase("kinsmen")

DECLARED: tuple[Declared, ...] = (
    Declared("start", (Param("first", "choice", starting_workshops),
                       Param("second", "choice", other_starting_workshops)),
             "at setup: your two starting Workshops (numbers or names)", "start 1 4",
             _phase("start"), words.start_action),
    Declared("resource", (Param("name", "choice", resources),),
             "as Captain (Phases 1-2): the common Resource", "resource wood",
             _phase("captain"), words.resource_action),
    Declared("detain", (Param("artist", "choice", face_up_artists),),
             "as Captain (Phases 1-2): detain an Artist (with the Resource chosen, ends the step)", "detain giotto",
             _phase("captain"), words.artist_action("detain")),
    Declared("build", (Param("workshop", "choice", supply), Param("space", optional=True)),
             "Phase 4: build from the supply (lowest free space by default)", "build 13",
             PHASE_4, words.build_action),
    # the seat comes first and may be left out, as typed since the first version: the parser
    # tells the two forms apart by their count, and the page leaves an empty choice out
    Declared("operate", (Param("seat", "choice", operable_seats, optional=True), Param("space")),
             "Phase 4: a Kinsman on a Workshop (yours by default)", "operate ghost-1 2",
             PHASE_4, words.operate_action),
    Declared("artist", (Param("artist", "choice", artists_to_take),),
             "Phase 4: take an Artist for this round", "artist masaccio",
             PHASE_4, words.artist_action("artist")),
    Declared("art", (Param("where", "choice", art_sites), Param("artwork", "choice", free_artworks),
                     Param("artist", "choice", artists_for_art), Param("roll")),
             "Phase 4: create an Artwork (chiesa, palazzo or a main-board place) with your die roll",
             "art chiesa vetrata lippi 4", PHASE_4, words.art_action),
    Declared("hire", (Param("captain", "choice", captains_for_hire), Param("row")),
             "Phase 4: hire a Captain of Fortune in play (name or number) on a row", "hire 1 2",
             PHASE_4, words.hire_action),
    Declared("role", (Param("role", "choice", roles_left),),
             "Phase 4: take a role for next round", "role bishop",
             PHASE_4, words.role_action),
    Declared("done", (), "end the Captain, Bishop or end-of-round step; on your Phase 4 turn: a Kinsman "
             "placed on something the bot does not track", "done", _done_now, words.no_args("done")),
    Declared("pass", (), "Phase 4: place no more Kinsmen this round", "pass", PHASE_4, words.no_args("pass")),
    Declared("gain", (Param("track", "choice", tracks), Param("points")),
             "any time: record points you scored (or lost) at the table", "gain prestige 3",
             _not_over, words.gain_action),
    Declared("set", (Param("seat", "choice", seats), Param("track", "choice", tracks), Param("value")),
             "any time: correct a score on the board", "set ghost-1 church 4",
             _not_over, words.set_action),
    Declared("kinsmen", (Param("count"),),
             "until Phase 4 ends: correct how many Kinsmen you still place this round", "kinsmen 3",
             _phase("start", "captain", "bishop", "kinsmen"), words.kinsmen_action),
)
"""Every command, in the order ``help`` and the page list them."""

BY_NAME = {declared.name: declared for declared in DECLARED}


def command_help() -> dict[str, str]:
    """Every command's help line, without a game (the usage names its arguments)."""
    return {d.name: d.command().help_line() for d in DECLARED}


def commands_now(comps: Components, state: State) -> list[Command]:
    """The commands usable now, their choices those legal now; one with nothing to choose from is left out."""
    offered = (d.command(comps, state) for d in DECLARED if d.when(state))
    return [c for c in offered if all(arg.choices for arg in c.args if arg.kind == "choice")]


def parse(state: State, comps: Components, typed: list[str]) -> words.Action:
    """Turn typed words into an operation; a bad line is one IllegalAction line saying why."""
    if not typed:
        raise IllegalAction("type a command (help lists them)")
    declared = BY_NAME.get(typed[0].lower())
    if declared is None:
        raise IllegalAction(f"unknown command {typed[0]!r}; type help for the list")
    args = typed[1:]
    fewest, most = declared.arity
    if not fewest <= len(args) <= most:
        wanted = str(fewest) if fewest == most else f"{fewest} or {most}"
        raise IllegalAction(f"{declared.name} takes {wanted} word(s) after it, not {len(args)}: "
                            f"{declared.command().usage()}")
    return declared.build(state, comps, args)
