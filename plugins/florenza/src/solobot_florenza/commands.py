"""When each of the person's commands can be used, and what its words may be now.

The commands are the moves declared on their functions in :mod:`solobot_florenza.person`
(``@move``); the core makes the terminal's ``help``, Tab completion, the web page's buttons and
forms and the parser from those declarations and the functions here. A choice lists only what
is legal now, given the choices before it (``art``: the Artworks free at the place chosen, then
the Artists with the skill the Artwork needs; ``hire``: the rows of the Captain chosen; ``operate``:
the spaces of the seat chosen), so every input offered is accepted (``solobot check``). Names are
offered as printed (``Filippo Lippi``) and typed so, as one word (``Filippo-Lippi``), by a word of them or by
their number
(:class:`solobot.commands.Named`: ``start 1 4``, ``artist masa``, ``detain Filippo Brunelleschi``);
a seat stays ``open`` (``ghost2``, ``me``), read by :mod:`solobot_florenza.words`, and the move
itself still checks everything.
"""

from __future__ import annotations

from collections.abc import Callable

from solobot import IllegalAction
from solobot.commands import Named, Words
from solobot.i18n import N_
from solobot_florenza import words
from solobot_florenza.board import free_space, operable_workshops, usable_by
from solobot_florenza.components import Components
from solobot_florenza.narration import WORDS, resource
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


def _offered(name: str, number: int | None = None) -> Named:
    """A name as offered and read: as printed (``Monte di Pietà``), typed so, as one word (``Monte-di-Pietà``,
    what older saves and pages sent) or by its number."""
    return Named(name, *dict.fromkeys((words.token(name), "" if number is None else str(number))))


def _workshop_word(comps: Components, number: int) -> Named:
    """A Workshop as offered: its name as printed, typed by it, as one word or by its number."""
    return _offered(comps.workshop[number].name, number)


def _artist_word(comps: Components, index: int) -> Named:
    """An Artist as offered: his name as printed, typed by it, as one word or by his number."""
    return _offered(comps.artists[index].name, index + 1)


def starting_workshops(comps: Components, state: State) -> list[str]:
    """The starting Workshops still in the supply."""
    return [_workshop_word(comps, n) for n in comps.starting_workshops if state.supply[n] > 0]


def other_starting_workshops(comps: Components, state: State, chosen: Words) -> list[str]:
    """The starting Workshops but the first one chosen (the list turned by one: a form's two menus start on two
    different Workshops)."""
    first, *others = starting_workshops(comps, state) or [""]
    return [word for word in ([*others, first] if first else []) if word != chosen.get("first")]


def supply(comps: Components, state: State) -> list[str]:
    """The Workshops left in the supply."""
    return [_workshop_word(comps, w.number) for w in comps.workshops if state.supply[w.number] > 0]


def free_spaces(comps: Components, state: State) -> list[int]:
    """Your District's free Workshop spaces, by number (where ``build`` may put one)."""
    return [k + 1 for k, slot in enumerate(state.districts[PLAYER].spaces) if slot is None]


def has_free_space(comps: Components, state: State) -> bool:
    """Whether ``build`` may leave its space out: your District has a free one (the lowest is taken)."""
    return free_space(state, PLAYER) >= 0


def face_up_artists(comps: Components, state: State) -> list[str]:
    """The Artists the Captain may detain."""
    return [_artist_word(comps, i) for i, tile in enumerate(state.artists) if tile.face_up]


def artists_to_take(comps: Components, state: State) -> list[str]:
    """The Artists you may take now."""
    return [_artist_word(comps, i) for i in range(len(comps.artists))
            if usable_by(state, i, PLAYER) and state.artists[i].held_by != PLAYER]


def artists_for_art(comps: Components, state: State, chosen: Words | None = None) -> list[str]:
    """The Artists you may create with: yours already, or free to take; given the Artwork chosen, only those
    with the skill it needs (FG-ART)."""
    needed = _skill_needed(comps, state, chosen or {})
    return [_artist_word(comps, i) for i in range(len(comps.artists))
            if (state.artists[i].held_by == PLAYER or usable_by(state, i, PLAYER))
            and (needed is None or needed in comps.skill_names[i])]


def _sites(state: State) -> dict[str, str]:
    """Every place an Artwork may be created, by the word that names it: your Chiesa and Palazzo, the
    main-board places."""
    return {word: where for where in crest_rows(state) for word in (where, words.token(where))}


def _skill_needed(comps: Components, state: State, chosen: Words) -> str | None:
    """The skill the Artwork chosen needs (None: none chosen yet)."""
    where, artwork = _sites(state).get(chosen.get("where", "")), chosen.get("artwork")
    if where is None or artwork is None:
        return None
    names = [a.name for a in comps.sites[where].artworks]
    artwork = words.token(artwork).replace("-", " ")
    found = [i for i, name in enumerate(names) if words.token(name).replace("-", " ") == artwork]
    return comps.sites[where].skills[found[0]] if found else None


def _free_artworks(comps: Components, state: State) -> dict[str, list[str]]:
    """Per site (your Chiesa and Palazzo, the main-board places), its Artworks without a crest."""
    free = {where: [a.name for a, crest in zip(comps.sites[where].artworks, crests, strict=True) if not crest]
            for where, crests in crest_rows(state).items()}
    return {where: names for where, names in free.items() if names}


def art_sites(comps: Components, state: State) -> list[str]:
    """Where an Artwork can still be created (nowhere without a Family Crest left), typed by name or number."""
    if state.person_crests <= 0:
        return []
    numbers = {where: n for n, where in enumerate(crest_rows(state), 1)}
    return [_offered(where, numbers[where]) for where in _free_artworks(comps, state)]


def free_artworks(comps: Components, state: State, chosen: Words | None = None) -> list[str]:
    """The Artworks without a crest yet: at the place chosen (by name or number there), else every one once."""
    where = _sites(state).get((chosen or {}).get("where", ""))
    if where is None:
        names = [name for site in _free_artworks(comps, state).values() for name in site]
        return [_offered(name) for name in dict.fromkeys(names)]
    crests = crest_rows(state)[where]
    return [_offered(a.name, n) for n, (a, crest) in
            enumerate(zip(comps.sites[where].artworks, crests, strict=True), 1) if not crest]


def die_sides(comps: Components, state: State) -> int:
    """The largest die roll (a page offers each face as one tap)."""
    return comps.die_sides


def operable_seats(comps: Components, state: State) -> list[str]:
    """The seats with a Workshop you may operate now (empty: your own)."""
    return list(dict.fromkeys(owner for owner, _, _ in operable_workshops(state, comps, PLAYER)))


def you_may_operate(comps: Components, state: State) -> bool:
    """Whether ``operate`` may leave its seat out: you have a Workshop to operate yourself."""
    return PLAYER in operable_seats(comps, state)


def operable_spaces(comps: Components, state: State, chosen: Words) -> list[int]:
    """The spaces of the seat chosen (yours when none) with a Workshop you may operate now."""
    try:
        seat = words.seat(state, chosen["seat"]) if "seat" in chosen else PLAYER
    except IllegalAction:
        return []
    return [k + 1 for owner, k, _ in operable_workshops(state, comps, PLAYER) if owner == seat]


def captains_for_hire(comps: Components, state: State) -> list[str]:
    """The Captains of Fortune in play and not hired this round (typed by name or number in play too)."""
    return [_offered(card.name, n) for n, card in enumerate(state.captains, 1) if card.face_up]


def captain_rows(comps: Components, state: State, chosen: Words) -> list[int]:
    """The rows of the Captain of Fortune chosen."""
    names = {word: card.name for card in state.captains for word in (card.name, words.token(card.name))}
    name = names.get(chosen.get("captain", ""))
    return list(range(1, len(comps.captain_rewards[name]) + 1)) if name is not None else []


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
    """The Resources a Captain may pick (typed by their names in the language spoken too)."""
    return [Named(r, resource(r)) for r in comps.resources]


def lowest_value(comps: Components, state: State, chosen: Words) -> int | None:
    """The lowest value a track may be set to: the Prestige floor (FG-PRESTIGE), no floor for the others."""
    return comps.prestige_min if chosen.get("track") == "prestige" else None


def fewest_kinsmen(comps: Components, state: State) -> int:
    """In Phase 4 you still place at least the Kinsman of this turn (to stop: pass); before it, none."""
    return 1 if state.phase == "kinsmen" else 0


def most_kinsmen(comps: Components, state: State) -> int:
    """The Kinsmen of a round."""
    return comps.kinsmen


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
