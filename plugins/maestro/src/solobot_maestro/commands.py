"""The words of the person's commands: the choices each offers now and how its words become an operation.

Each command is declared once, with ``@move`` on the operation that carries it out
(:mod:`solobot_maestro.person`); the core makes the terminal's ``help``, the parser, Tab completion
and the page's forms from that declaration. This module holds what the declarations name: the
choices of the moment (from the components and the state), the steps at which each command is
possible, and the builders of the commands whose words have several forms (``play``, ``take``,
``set``).

The core's parser checks and converts the words first: numbers arrive as ``int`` within their
declared range, colours, Actions, seats and the literal words as declared. A region (by its
name or number) and the choices that depend on the table (standing Collectors, held tokens,
usable Benefactors) are ``open``: only offered, and still the operation's to judge, with its own
line (``move: you have no Artworks in 5 Bologna``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solobot import IllegalAction
from solobot.commands import Misuse, Named, Param, Words, folded
from solobot.i18n import N_
from solobot_maestro.components import Components
from solobot_maestro.language import _, gettext, pgettext
from solobot_maestro.narration import colour as colour_name
from solobot_maestro.state import MACHINA, PLAYER, MaestroState

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
    "turns": N_("it is your turn: record your moves, then `play ACTION PUBLICITY` ends it"),
    "exhibition_start": N_("it is the start of the Exhibition: `use` your Exhibition cards, then `done`"),
    "final": N_("it is final scoring: enter your final score with `final POINTS`"),
}


CHOICE_WORDS = (N_("create"), N_("move"), N_("influence"), N_("study"), N_("resource"), N_("artworks"), N_("vp"))
"""Choices typed as English words (``play create 2``, ``take resource blue``, ``set vp machina 3``) as the page's
chips show them in the language spoken: the core says a choice through Maestro's catalog ("Creazione",
"Erschaffen"), and the chip sends the word as typed (``token``, the colours and the regions are names already)."""


def placeholders() -> tuple[str, ...]:
    """The NAMEs of the commands' arguments Maestro names itself, in the language spoken (``msgctxt "placeholder"``
    in its catalogs; the core names COUNT, POINTS, FROM, TO, SEAT, NUMBER): the usage lines ``play ACTION
    PUBLICITY`` and the refusals say them so ("play AZIONE PUBBLICITÀ"), the words a person types staying as they
    are. The core looks each up by itself; this marks them for ``pybabel extract``."""
    return (pgettext("placeholder", "ACTION"), pgettext("placeholder", "PUBLICITY"),
            pgettext("placeholder", "COLOUR"), pgettext("placeholder", "REGION"), pgettext("placeholder", "STEPS"),
            pgettext("placeholder", "CARD"))


def during(op: str, also: Callable[[Components, MaestroState], bool] | None = None) -> Callable[..., bool]:
    """Whether ``op`` is possible now: the step takes it (:data:`ALLOWED`), and ``also`` says so."""
    def possible(comp: Components, state: MaestroState) -> bool:
        return op in ALLOWED.get(state.phase, ()) and (also is None or also(comp, state))
    return possible


# -- the choices offered now -------------------------------------------------------------------


def regions(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """Every region by number order, as its name (its number when the name is not one word), typed by its
    number or its name in the language spoken too."""
    return tuple(_region_word(comp, i) for i in comp.by_number)


def your_regions(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """The regions holding your Artworks (where a move can start)."""
    return tuple(_region_word(comp, i) for i in comp.by_number if state.art[PLAYER][i])


def other_regions(comp: Components, state: MaestroState, chosen: Words) -> tuple[str, ...]:
    """Every region but the one a move starts from."""
    source = _chosen_region(comp, chosen.get("from"))
    return tuple(_region_word(comp, i) for i in comp.by_number if i != source)


def _region_word(comp: Components, index: int) -> Named:
    name = comp.names[index]
    word = name if name.split() == [name] else str(comp.numbers[index])
    return Named(word, str(comp.numbers[index]), name, gettext(name))


def _chosen_region(comp: Components, word: Any) -> int | None:
    """The region a word chosen before names (None: none, or no region)."""
    if word is None:
        return None
    said = str(typed_region(comp, str(word))).lower()
    if said.isdigit() and int(said) in comp.index_of_number:
        return comp.index_of_number[int(said)]
    return comp.index_of_name.get(said)


def colours(comp: Components, state: MaestroState) -> tuple[str, ...]:
    return tuple(_colour_word(c) for c in comp.colours)


def _colour_word(colour: str) -> Named:
    return Named(colour, colour_name(colour))


def other_colours(comp: Components, state: MaestroState, chosen: Words) -> tuple[str, ...]:
    """Every Lodge area but the one the Collector comes from."""
    source = typed_colour(comp, str(chosen.get("from", "")))
    return tuple(_colour_word(c) for c in comp.colours if c != source)


def colours_to_take(comp: Components, state: MaestroState, chosen: Words) -> tuple[str, ...]:
    """A Publicity token's colours left in the supply; any colour for Resources."""
    if chosen.get("what") == "token":
        return tuple(_colour_word(c) for c in comp.colours if c in state.token_supply)
    return colours(comp, state)


def standing_areas(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """The Lodge areas with a standing Collector (where a Collector can come from)."""
    return tuple(_colour_word(colour) for colour in comp.colours if state.standing[colour])


def actions(comp: Components, state: MaestroState) -> tuple[str, ...]:
    return comp.actions


def if_you_hold_a_token(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """The word ``token``, if you hold a Publicity token."""
    return ("token",) if state.tokens[PLAYER] else ()


def your_tokens(comp: Components, state: MaestroState, chosen: Words | None = None) -> tuple[str, ...]:
    """The colours of the Publicity tokens you hold (after the word ``token`` only)."""
    if chosen is not None and "token" not in chosen:
        return ()
    return tuple(_colour_word(colour) for colour in comp.colours if colour in state.tokens[PLAYER])


def usable_benefactors(comp: Components, state: MaestroState) -> tuple[str, ...]:
    """Your face-up Benefactor cards usable at this step (Exhibition-symbol ones at its start only), typed
    by their code or their name as printed."""
    at_start = state.phase == "exhibition_start"
    return tuple(
        Named(card, comp.patron[card].name, gettext(comp.patron[card].name))
        for card in state.patrons[PLAYER]
        if comp.patron[card].kind == "benefactor"
        and comp.patron[card].exhibition == at_start
        and card not in state.person.used_benefactors
    )


def study_room(comp: Components, state: MaestroState) -> bool:
    """Whether your Study marker can still advance."""
    return state.study[PLAYER] < len(comp.study) - 1


def study_steps(comp: Components, state: MaestroState) -> int:
    """How far your Study marker can still go."""
    return len(comp.study) - 1 - state.study[PLAYER]


def your_supply(comp: Components, state: MaestroState) -> int:
    """The Artworks in your supply (the most you can place)."""
    return state.supply[PLAYER]


def artworks_to_move(comp: Components, state: MaestroState, chosen: Words) -> int:
    """Your Artworks in the region a move starts from (the most it can move)."""
    source = _chosen_region(comp, chosen.get("from"))
    return state.art[PLAYER][source] if source is not None else 0


def resources_to_take(comp: Components, state: MaestroState, chosen: Words) -> int:
    """A COUNT is for Resources only: none for a token."""
    return MAX_NUMBER if chosen.get("what") == "resource" else 0


def least_vp(comp: Components, state: MaestroState) -> int:
    """A negative number takes back at most the VP you have."""
    return -state.vp[PLAYER]


def regions_to_set(comp: Components, state: MaestroState, chosen: Words) -> tuple[str, ...]:
    """A region for ``set artworks``; none for ``set vp``."""
    return regions(comp, state) if chosen.get("what") == "artworks" else ()


def region_left_out(comp: Components, state: MaestroState, chosen: Words) -> bool:
    """``set vp`` has no REGION; ``set artworks`` needs one."""
    return chosen.get("what") != "artworks"


def most_to_set(comp: Components, state: MaestroState, chosen: Words) -> int:
    """The most a correction may set: a seat's Artworks in a region up to those it has there and in its
    supply; VP up to the largest number."""
    seat, where = chosen.get("seat"), _chosen_region(comp, chosen.get("region"))
    if chosen.get("what") != "artworks" or seat not in (PLAYER, MACHINA) or where is None:
        return MAX_NUMBER
    return state.art[seat][where] + state.supply[seat]


def seats(comp: Components, state: MaestroState) -> tuple[str, ...]:
    return (PLAYER, MACHINA)


# -- from words to an operation ------------------------------------------------------------------


def typed_colour(comp: Components, word: str) -> str:
    """A colour as typed: its id (``orange``), or its name in the language spoken (``arancione``, ``Orange``)."""
    folded = word.lower()
    return next((c for c in comp.colours if colour_name(c).lower() == folded), folded)



def typed_region(comp: Components, word: Any) -> Any:
    """A region as typed: its number or its name as the data has it (``florence``, kept as typed), or its name
    in the language spoken (``firenze``, ``Florenz``: the data's name, so the action is the same in every
    language)."""
    if not isinstance(word, str) or word.lower() in comp.index_of_name:
        return word
    folded = word.lower()
    return next((name for name in comp.names if gettext(name).lower() == folded), word)


def place_action(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "place", "region": typed_region(comp, w["region"]), "count": w["count"]}


def move_action(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "move", "from": typed_region(comp, w["from"]), "to": typed_region(comp, w["to"]),
            "count": w.get("count", 1)}


def collector_action(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "collector", "from": typed_colour(comp, w["from"]), "to": typed_colour(comp, w["to"])}


def study_action(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    return {"op": "study", "steps": w.get("steps", 1)}


def play_action(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    action = w["action"]
    return {"op": "play", "action": action, "publicity": w["publicity"], "token": token_of(state, comp, action, w)}


def token_of(state: MaestroState, comp: Components, action: str, w: Words) -> str | None:
    """`token` alone means a held token matching the Action if any, else the first one held."""
    if "token" not in w:
        return None
    if "colour" in w:
        return typed_colour(comp, w["colour"])
    held = state.tokens[PLAYER]
    if not held:
        raise IllegalAction(_("play: you hold no Publicity token"))
    match = comp.action_colour.get(action)
    return match if match in held else held[0]


def take_action(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    taken = {"op": "take", "what": w["what"], "colour": typed_colour(comp, w["colour"])}
    if taken["what"] == "resource":
        taken["count"] = w.get("count", 1)
    elif "count" in w:
        raise Misuse
    return taken


def use_action(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    """A Benefactor card by its code (``B12``) or its name as printed, in English or the language spoken."""
    typed = folded(w["card"])
    named = next((card for card, patron in comp.patron.items()
                  if typed in (folded(patron.name), folded(gettext(patron.name)))), None)
    return {"op": "use", "card": named or w["card"].upper()}


def set_action(state: MaestroState, comp: Components, w: Words) -> dict[str, Any]:
    what, seat = w["what"], w["seat"]
    if what == "artworks":
        if "region" not in w:
            raise Misuse
        return {"op": "set", "what": what, "region": typed_region(comp, w["region"]), "seat": seat,
                "count": w["number"]}
    if "region" in w:
        raise Misuse
    return {"op": "set", "what": what, "seat": seat, "value": w["number"]}


# -- the words every declaration shares ------------------------------------------------------------

REGION, FROM_REGION = Param("region", among=regions, open=True), Param("from", among=your_regions, open=True)
COUNT = Param("count", "int", low=1, high=your_supply)
MORE = Param("count", "int", optional=True, low=1, high=MAX_NUMBER)  # 1 if none
