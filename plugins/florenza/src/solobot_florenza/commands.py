"""When each of the person's commands can be used, and what its words may be now.

The commands are the moves declared on their functions in :mod:`solobot_florenza.person`
(``@move``); the core makes the terminal's ``help``, Tab completion, the web page's buttons and
forms and the parser from those declarations and the functions here. A choice lists only what
is legal now where that is cheap to know (Artists face up, Workshops left in the supply). A
choice typed by number or part of its name (``start 1 4``, ``artist masa``, ``ghost2``) is
``open``, read by :mod:`solobot_florenza.words`, and the move itself still checks everything.
"""

from __future__ import annotations

from collections.abc import Callable

from solobot.i18n import N_
from solobot_florenza import words
from solobot_florenza.board import operable_workshops, usable_by
from solobot_florenza.components import Components
from solobot_florenza.narration import WORDS
from solobot_florenza.state import PLAYER, ROLES, State, crest_rows

# -- when a command can be used ---------------------------------------------------------------------


def phase_is(*phases: str) -> Callable[[Components, State], bool]:
    return lambda comps, state: state.phase in phases


def done_now(comps: Components, state: State) -> bool:
    return state.phase not in ("start", "over", "end") and (state.phase != "captain" or bool(state.common_resource))


def not_over(comps: Components, state: State) -> bool:
    return state.phase != "over"


def can_operate(comps: Components, state: State) -> bool:
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
    free = {where: [a.name for a, crest in zip(comps.sites[where].artworks, crests, strict=True) if not crest]
            for where, crests in crest_rows(state).items()}
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


PHASE_4 = phase_is("kinsmen")
pgettext = WORDS.pgettext

CHOICE_WORDS = (N_("captain"), N_("bishop"), N_("prestige"), N_("church"), N_("chiesa"), N_("palazzo"))
"""Choices typed as English words (``role captain``, ``gain prestige 3``, ``art chiesa ...``) as the page's chips
show them in the language spoken: the core says a choice through the game's catalog ("Capitano", "Hauptmann"),
and the chip sends the word as typed."""


def placeholders() -> tuple[str, ...]:
    """The NAMEs of the commands' arguments Florenza names itself, in the language spoken (``msgctxt "placeholder"``
    in its catalogs; the core names COUNT, SEAT, WHERE, FIRST, SECOND...): the usage lines ``art WHERE ARTWORK ARTIST
    ROLL`` and the refusals say them so ("art DOVE OPERA ARTISTA TIRO"), the words a person types staying as they
    are. The core looks each up by itself; this marks them for ``pybabel extract``."""
    return (pgettext("placeholder", "WORKSHOP"), pgettext("placeholder", "SPACE"), pgettext("placeholder", "ARTIST"),
            pgettext("placeholder", "ARTWORK"), pgettext("placeholder", "ROLL"), pgettext("placeholder", "CAPTAIN"),
            pgettext("placeholder", "ROW"), pgettext("placeholder", "TRACK"))
