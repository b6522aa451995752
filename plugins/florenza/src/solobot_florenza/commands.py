"""The person's commands, declared once (STYLE lesson 13).

:data:`DECLARED` lists every command as a core :class:`~solobot.commands.Declared`: its
arguments (kind, and where the choices come from), what it does, an example, when it can be
used, and how its words become an operation (:mod:`solobot_florenza.words`). The core's
:class:`~solobot.commands.CommandBook` (:data:`BOOK`) makes from it the terminal's ``help``,
the web page's buttons and forms (:func:`commands_now`) and the parser (:func:`parse`). A
choice lists only what is legal now where that is cheap to know (Artists face up, Workshops
left in the supply). The core's parser converts every number to an ``int`` and checks the
Resources, tracks and seats; a choice typed by number or part of its name (``start 1 4``,
``artist masa``) is ``open``, read by :mod:`solobot_florenza.words`, and
:func:`~solobot_florenza.person.resolve` still checks everything.
"""

from __future__ import annotations

from collections.abc import Callable

from solobot.commands import Command, CommandBook, Declared, Param
from solobot_florenza import words
from solobot_florenza.board import operable_workshops, usable_by
from solobot_florenza.components import Components
from solobot_florenza.person import ROLES
from solobot_florenza.state import PLAYER, State

# -- when a command can be used ---------------------------------------------------------------------


def _phase(*phases: str) -> Callable[[Components, State], bool]:
    return lambda comps, state: state.phase in phases


def _done_now(comps: Components, state: State) -> bool:
    return state.phase not in ("start", "over", "end") and (state.phase != "captain" or bool(state.common_resource))


def _not_over(comps: Components, state: State) -> bool:
    return state.phase != "over"


def _can_operate(comps: Components, state: State) -> bool:
    return state.phase == "kinsmen" and bool(operable_seats(comps, state))


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


def artworks_by_site(comps: Components, state: State) -> dict[str, list[str]]:
    """The Artworks without a crest, per site where one can still be created (a page offers these pairs)."""
    return {words.token(where): [words.token(name) for name in names]
            for where, names in _free_artworks(comps, state).items()}


def die_sides(comps: Components, state: State) -> int:
    """The largest die roll (a page offers each face as one tap)."""
    return comps.die_sides


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
    Declared("start", (Param("first", among=starting_workshops, open=True),
                       Param("second", among=other_starting_workshops, open=True)),
             "at setup: your two starting Workshops (numbers or names)", "start 1 4",
             words.start_action, _phase("start")),
    Declared("resource", (Param("name", among=resources),),
             "as Captain (Phases 1-2): the common Resource", "resource wood",
             words.resource_action, _phase("captain")),
    Declared("detain", (Param("artist", among=face_up_artists, open=True),),
             "as Captain (Phases 1-2): detain an Artist (with the Resource chosen, ends the step)", "detain giotto",
             words.artist_action, _phase("captain")),
    Declared("build", (Param("workshop", among=supply, open=True), Param("space", "int", optional=True)),
             "Phase 4: build from the supply (lowest free space by default)", "build 13",
             words.build_action, PHASE_4),
    # the seat comes first and may be left out, as typed since the first version: the parser
    # tells the two forms apart by their count, and the page leaves an empty choice out
    Declared("operate", (Param("seat", among=operable_seats, optional=True, open=True), Param("space", "int")),
             "Phase 4: a Kinsman on a Workshop (yours by default)", "operate ghost-1 2",
             words.operate_action, _can_operate),
    Declared("artist", (Param("artist", among=artists_to_take, open=True),),
             "Phase 4: take an Artist for this round", "artist masaccio",
             words.artist_action, PHASE_4),
    Declared("art", (Param("where", among=art_sites, open=True),
                     Param("artwork", among=free_artworks, open=True, among_by=artworks_by_site),
                     Param("artist", among=artists_for_art, open=True), Param("roll", "int", most=die_sides)),
             "Phase 4: create an Artwork (chiesa, palazzo or a main-board place) with your die roll",
             "art chiesa vetrata lippi 4", words.art_action, PHASE_4),
    Declared("hire", (Param("captain", among=captains_for_hire, open=True), Param("row", "int")),
             "Phase 4: hire a Captain of Fortune in play (name or number) on a row", "hire 1 2",
             words.hire_action, PHASE_4),
    Declared("role", (Param("role", among=roles_left, open=True),),
             "Phase 4: take a role for next round", "role bishop",
             words.role_action, PHASE_4),
    Declared("done", (), "end the Captain, Bishop or end-of-round step; on your Phase 4 turn: a Kinsman "
             "placed on something the bot does not track", "done", possible=_done_now),
    Declared("pass", (), "Phase 4: place no more Kinsmen this round", "pass", possible=PHASE_4),
    Declared("gain", (Param("track", among=tracks), Param("points", "int")),
             "any time: record points you scored (or lost) at the table", "gain prestige 3",
             words.gain_action, _not_over),
    Declared("set", (Param("seat", among=seats), Param("track", among=tracks), Param("value", "int")),
             "any time: correct a score on the board", "set ghost-1 church 4",
             words.set_action, _not_over),
    Declared("kinsmen", (Param("count", "int"),),
             "until Phase 4 ends: correct how many Kinsmen you still place this round", "kinsmen 3",
             words.kinsmen_action, _phase("start", "captain", "bishop", "kinsmen")),
)
"""Every command, in the order ``help`` and the page list them."""

BOOK = CommandBook(DECLARED, list_up_to=48)
"""A choice of the moment is listed in a usage line up to 48 characters (``role captain|bishop``), else named."""


def command_help() -> dict[str, str]:
    """Every command's help line, without a game (the usage names its arguments)."""
    return dict(BOOK.help)


def commands_now(comps: Components, state: State) -> list[Command]:
    """The commands usable now, their choices those legal now; one with nothing to choose from is left out."""
    return BOOK.offered(comps, state)


def parse(state: State, comps: Components, typed: list[str]) -> words.Action:
    """Turn typed words into an operation; a bad line is one IllegalAction line saying why."""
    return BOOK.parse(state, comps, typed)
