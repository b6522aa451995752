"""Maestro's own take-back lines: the inverse of a table change as a person carries it out.

The core says most take-backs well enough; the things below have a physical form its generic sentence
would miss: the Machina's face-up cards (one card play is a Move from its deck and a new face-up list,
said as one line naming the card), the Centerpieces, Gallery tokens, face-down patron cards, the
Collectors standing or lying in the Lodge's areas, and each Workshop's Artworks ("Put the Machina's
Artwork from 3 Venezia back in its supply", a region in the language spoken).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from solobot.events import Move, Set, Turn
from solobot.i18n import N_
from solobot.words import GameWords, Undone
from solobot_maestro import table
from solobot_maestro.language import _, ngettext
from solobot_maestro.narration import GALLERIES, kind_name
from solobot_maestro.narration import colour as colour_name
from solobot_maestro.state import MACHINA, PLAYER, SEATS

ONTO = {table.DECK: N_("back on top of its deck"), table.UPGRADED_DECK: N_("back on top of its Upgraded deck"),
        table.BOX: N_("back in the box")}
"""Where a card goes back to, said whole (each language puts its own preposition and article)."""
OUT_OF = {table.DECK: N_("out of its deck"), table.UPGRADED_DECK: N_("out of its Upgraded deck"),
          table.BOX: N_("out of the box")}
"""Where a card is taken out of, said whole."""
DECKS = ONTO.keys()
_FACE_UP = "face-up cards of machina at "
_CENTERPIECE, _GALLERY, _PATRON = "Centerpiece of ", "Gallery token at ", "patron card at "
_COLLECTOR = f"{table.COLLECTOR} at "
_REMOVED = table.markers_removed_from("")
_COUNT = re.compile(r"(?P<piece>.+?)(?: of (?P<seat>[\w-]+))? at (?P<place>.+)")
"""A piece-count key of the public table (:func:`solobot.events.piece_key`)."""
TRACKS = tuple(f(seat) for f in (table.vp_of, table.study_of) for seat in SEATS)  # the core sets their markers back


def _cards(value: object) -> list[str]:
    return str(value).split() if value else []


def _named(words: GameWords, cards: list[str]) -> str:
    """ "card S11" / "cards S11, S12" """
    named = ", ".join(words.value(card) for card in cards)
    return ngettext("card {cards}", "cards {cards}", len(cards)).format(cards=named)


def _place(action: str) -> str:
    """An Action as a place on the board, in the language spoken ("Create", "Creazione")."""
    return _(action)


def _region(place: str) -> str:
    """A region as the table's keys name it ("0 Florence"), in the language spoken ("0 Firenze")."""
    number, _space, name = place.partition(" ")
    return f"{number} {_(name)}" if number.isdigit() and name else place


def _machina_cards(words: GameWords, face_up: Undone, move: Move | None) -> str:
    """A face-up list of the Machina taken back, with the card Move that made it when there is one."""
    action = face_up.change.thing.removeprefix(_FACE_UP)
    at = _place(action)
    before, after = _cards(face_up.before), _cards(face_up.after)
    added = [card for card in after if card not in before]
    removed = [card for card in before if card not in after]
    if move is not None and move.dst == action and move.src in DECKS:  # played or dealt from a deck
        onto = _(ONTO[move.src])
        if added:
            return _("Put the Machina's {cards} from {action} {onto}").format(
                cards=_named(words, added), action=at, onto=onto)
        return ngettext("Put the Machina's face-down card from {action} {onto}",
                        "Put the Machina's face-down cards from {action} {onto}", move.count).format(
            action=at, onto=onto)
    if move is not None and move.src == action and move.dst in DECKS:  # gathered into a deck
        out_of = _(OUT_OF[move.dst])
        if removed:
            return ngettext("Take the Machina's {cards} {out_of} and lay it face up at {action} again",
                            "Take the Machina's {cards} {out_of} and lay them face up at {action} again",
                            len(removed)).format(cards=_named(words, removed), out_of=out_of, action=at)
        return ngettext("Take the Machina's face-down card {out_of} and lay it face down at {action} again",
                        "Take the Machina's {count} face-down cards {out_of} and lay them face down at {action} "
                        "again", move.count).format(count=move.count, out_of=out_of, action=at)
    if added and removed:
        return _("Take the Machina's {added} away from {action}; lay the Machina's {removed} face up at {action} "
                 "again").format(added=_named(words, added), removed=_named(words, removed), action=at)
    if added:
        return _("Take the Machina's {cards} away from {action}").format(cards=_named(words, added), action=at)
    if removed:
        return _("Lay the Machina's {cards} face up at {action} again").format(cards=_named(words, removed), action=at)
    return _("Leave the Machina's cards at {action} as they are").format(action=at)


def _card_move(step: Undone | None) -> Move | None:
    change = step.change if step else None
    if isinstance(change, Move) and change.piece == table.CARD and change.whose == MACHINA:
        return change
    return None


def _one_thing(words: GameWords, step: Undone) -> str | None:
    """A Centerpiece, Gallery token, patron card or Collector count set back, in the game's words."""
    thing, before = step.change.thing, step.before
    if thing.startswith(_CENTERPIECE):
        region = _region(thing.removeprefix(_CENTERPIECE))
        if before is None:
            return _("Take the Centerpiece off {region}").format(region=region)
        return _("Hand the Centerpiece of {region} to {seat} again").format(region=region, seat=words.seat(str(before)))
    if thing.startswith(_GALLERY):
        region = _region(thing.removeprefix(_GALLERY))
        if before is None:
            return _("Take the Gallery token off {region}").format(region=region)
        return _("Put the {gallery} token on {region} again").format(gallery=_(GALLERIES.get(str(before), before)),
                                                                     region=region)
    if thing.startswith(_PATRON):
        action = _place(thing.removeprefix(_PATRON))
        if before is None:
            return _("Take the patron card off {action}").format(action=action)
        return _("Lay the {kind} card face down at {action} again").format(kind=kind_name(str(before)), action=action)
    if thing == table.FIRST_PLAYER and before:
        return _("Give the First Player marker to {seat} again").format(seat=words.seat(str(before)))
    if thing == table.MEEPLE and before:
        return _("Put the Machina's meeple back on {action}").format(action=_place(str(before)))
    if thing == table.BLUEPRINT_MEEPLE and before:
        return _("Put the Machina's Blueprint meeple back on {blueprint}").format(blueprint=before)
    if thing == table.COLLECTOR_CARD and before:
        return _("Put the Collector Setup card {card} back in play").format(card=before)
    if thing.startswith(_REMOVED) and isinstance(before, int):
        n, blueprint = int(step.after or 0) - before, thing.removeprefix(_REMOVED)
        said = ngettext("Put {count} Invention marker back on {blueprint}",
                        "Put {count} Invention markers back on {blueprint}", abs(n)) if n > 0 else \
            ngettext("Take {count} Invention marker off {blueprint} again",
                     "Take {count} Invention markers off {blueprint} again", abs(n))
        return said.format(count=abs(n), blueprint=blueprint)
    if thing.startswith(_COLLECTOR):
        area, _comma, stance = thing.removeprefix(_COLLECTOR).rpartition(", ")
        n, colour = int(before or 0), colour_name(area.removesuffix(" area"))
        if stance == "standing":
            said = ngettext("Have {count} Collector standing in the {colour} area again",
                            "Have {count} Collectors standing in the {colour} area again", n) if n else \
                _("Have no Collector standing in the {colour} area again")
        else:
            said = ngettext("Have {count} Collector lying in the {colour} area again",
                            "Have {count} Collectors lying in the {colour} area again", n) if n else \
                _("Have no Collector lying in the {colour} area again")
        return said.format(count=n, colour=colour)
    return None


def _collector_move(move: Move) -> str:
    """A Collector that moved and lay down: stand it up again where it was."""
    src_area, _comma, src_stance = move.src.rpartition(", ")
    dst_area, _comma, dst_stance = move.dst.rpartition(", ")
    facts = {"count": move.count, "source": colour_name(src_area.removesuffix(" area")),
             "target": colour_name(dst_area.removesuffix(" area"))}
    if (src_stance, dst_stance) == ("standing", "lying"):
        said = ngettext("Stand the Collector lying in the {target} area up again in the {source} area",
                        "Stand {count} Collectors lying in the {target} area up again in the {source} area", move.count)
    elif src_stance == "standing":
        said = ngettext("Stand the Collector standing in the {target} area up again in the {source} area",
                        "Stand {count} Collectors standing in the {target} area up again in the {source} area",
                        move.count)
    elif dst_stance == "lying":
        said = ngettext("Lay the Collector lying in the {target} area down again in the {source} area",
                        "Lay {count} Collectors lying in the {target} area down again in the {source} area", move.count)
    else:
        said = ngettext("Lay the Collector standing in the {target} area down again in the {source} area",
                        "Lay {count} Collectors standing in the {target} area down again in the {source} area",
                        move.count)
    return said.format(**facts)


#: the places said after their owner ("your Workshop", "the Machina's Workshop, row 1, column 5", "the Machina's
#: Blueprint BL3, requirement 3", "its play area"): the core names a counted piece's place so
OWNED_PLACES = {f"{table.WORKSHOP}|{table.PLAY_AREA}": "{place}", "row .*": f"{table.WORKSHOP}, {{place}}",
                ".*, requirement .*": "Blueprint {place}"}


def _your_cards(words: GameWords, step: Undone) -> str | None:
    """Your cards gathered at the Cleanup or put out, as "your card" (the core says every other count)."""
    found = _COUNT.fullmatch(step.change.thing)
    before, after = step.before or 0, step.after or 0
    if found is None or found.group("piece", "seat") != (table.CARD, PLAYER) or before == after:
        return None
    n, where = abs(after - before), _place(found.group("place"))
    if after > before:
        return ngettext("Take your card off {where}", "Take {count} of your cards off {where}", n).format(
            count=n, where=where)
    return ngettext("Take your card and lay it at {where} again", "Take {count} of your cards and lay them at "
                    "{where} again", n).format(count=n, where=where)


_GRID = re.compile(r"row (?P<row>\d+), column (?P<column>\d+)")
_SLOT = re.compile(r"(?P<blueprint>.+), requirement (?P<slot>\d+)")


def _counted_piece(step: Undone) -> str | None:
    """Resources or Publicity tokens counted at a place, set back: in your Workshop, on the Machina's Workshop
    grid or Blueprints, in a play area, at an Action."""
    found = _COUNT.fullmatch(step.change.thing)
    before, after = step.before or 0, step.after or 0
    if found is None or before == after or not isinstance(before, int) or not isinstance(after, int):
        return None
    piece, seat, place = found.group("piece", "seat", "place")
    n, take = abs(after - before), after > before
    spot = _GRID.fullmatch(place) or _SLOT.fullmatch(place)
    facts = {"count": n, "action": _place(place), **(spot.groupdict() if spot else {}),
             "colour": colour_name(piece.removesuffix(" Publicity token").removesuffix(" Resource"))}
    if piece.endswith(" Resource"):
        said = _resources_back(take, seat, place, n)
    elif piece.endswith(" Publicity token") and seat in SEATS:
        said = _tokens_back(take, seat == PLAYER, place, n)
    else:
        return None
    return said.format(**facts) if said else None


def _resources_back(take: bool, seat: str | None, place: str, n: int) -> str | None:
    """The wording of ``n`` Resources set back (``take``: taken off where they were put)."""
    if seat == PLAYER and place == table.WORKSHOP:
        return ngettext("Take {count} {colour} Resource off your Workshop",
                        "Take {count} {colour} Resources off your Workshop", n) if take else \
            ngettext("Put {count} {colour} Resource back on your Workshop",
                     "Put {count} {colour} Resources back on your Workshop", n)
    if seat == MACHINA and _GRID.fullmatch(place):
        return ngettext("Take {count} {colour} Resource off the Machina's Workshop, row {row}, column {column}",
                        "Take {count} {colour} Resources off the Machina's Workshop, row {row}, column {column}",
                        n) if take else \
            ngettext("Put {count} {colour} Resource back on the Machina's Workshop, row {row}, column {column}",
                     "Put {count} {colour} Resources back on the Machina's Workshop, row {row}, column {column}", n)
    if seat == MACHINA and _SLOT.fullmatch(place):
        return ngettext("Take {count} {colour} Resource off the Machina's Blueprint {blueprint}, requirement {slot}",
                        "Take {count} {colour} Resources off the Machina's Blueprint {blueprint}, requirement {slot}",
                        n) if take else \
            ngettext("Put {count} {colour} Resource back on the Machina's Blueprint {blueprint}, requirement {slot}",
                     "Put {count} {colour} Resources back on the Machina's Blueprint {blueprint}, requirement {slot}",
                     n)
    return None


def _tokens_back(take: bool, yours: bool, place: str, n: int) -> str:
    """The wording of ``n`` Publicity tokens set back in a play area or at an Action (``take``: taken off)."""
    if place == table.PLAY_AREA and yours:
        return ngettext("Take your {colour} Publicity token out of your play area",
                        "Take {count} of your {colour} Publicity tokens out of your play area", n) if take else \
            ngettext("Put your {colour} Publicity token back in your play area",
                     "Put {count} of your {colour} Publicity tokens back in your play area", n)
    if place == table.PLAY_AREA:
        return ngettext("Take the Machina's {colour} Publicity token out of its play area",
                        "Take {count} of the Machina's {colour} Publicity tokens out of its play area", n) if take \
            else ngettext("Put the Machina's {colour} Publicity token back in its play area",
                          "Put {count} of the Machina's {colour} Publicity tokens back in its play area", n)
    if yours:
        return ngettext("Take your {colour} Publicity token off {action}",
                        "Take {count} of your {colour} Publicity tokens off {action}", n) if take else \
            ngettext("Put your {colour} Publicity token back on {action}",
                     "Put {count} of your {colour} Publicity tokens back on {action}", n)
    return ngettext("Take the Machina's {colour} Publicity token off {action}",
                    "Take {count} of the Machina's {colour} Publicity tokens off {action}", n) if take else \
        ngettext("Put the Machina's {colour} Publicity token back on {action}",
                 "Put {count} of the Machina's {colour} Publicity tokens back on {action}", n)


def _your_move(words: GameWords, move: Move) -> str | None:
    """Your card or a Publicity token put on an Action, or a token taken from the supply, taken back."""
    yours = move.whose == PLAYER
    if move.piece == table.CARD and move.src == table.HAND:
        said = _("Take your card back from {action} into your hand") if yours else \
            _("Take the Machina's card back from {action} into its hand")
        return said.format(action=_place(move.dst))
    if not move.piece.endswith(" Publicity token"):
        return None
    facts = {"count": move.count, "colour": colour_name(move.piece.removesuffix(" Publicity token")),
             "action": _place(move.dst)}
    if move.src == table.PLAY_AREA and yours:
        said = ngettext("Take your {colour} Publicity token back from {action} and put it in your play area again",
                        "Take {count} of your {colour} Publicity tokens back from {action} and put them in your play "
                        "area again", move.count)
    elif move.src == table.PLAY_AREA:
        said = ngettext("Take the Machina's {colour} Publicity token back from {action} and put it in its play area "
                        "again", "Take {count} of the Machina's {colour} Publicity tokens back from {action} and put "
                        "them in its play area again", move.count)
    elif move.src == table.SUPPLY and yours:
        said = ngettext("Put your {colour} Publicity token from your play area back in the supply",
                        "Put {count} of your {colour} Publicity tokens from your play area back in the supply",
                        move.count)
    elif move.src == table.SUPPLY:
        said = ngettext("Put the Machina's {colour} Publicity token from its play area back in the supply",
                        "Put {count} of the Machina's {colour} Publicity tokens from its play area back in the supply",
                        move.count)
    else:
        return None
    return said.format(**facts)


def _artwork_move(move: Move) -> str | None:
    """A Workshop's Artworks moved, placed from its supply or sent back to it, taken back (a region in the
    language spoken)."""
    if move.piece != table.ARTWORK or move.whose not in SEATS:
        return None
    yours, n = move.whose == PLAYER, move.count
    if move.src == table.SUPPLY:
        said = ngettext("Put your Artwork from {target} back in your supply",
                        "Put {count} of your Artworks from {target} back in your supply", n) if yours else \
            ngettext("Put the Machina's Artwork from {target} back in its supply",
                     "Put {count} of the Machina's Artworks from {target} back in its supply", n)
    elif move.dst == table.SUPPLY:
        said = ngettext("Take your Artwork from your supply and put it back in {source}",
                        "Take {count} of your Artworks from your supply and put them back in {source}", n) if yours \
            else ngettext("Take the Machina's Artwork from its supply and put it back in {source}",
                          "Take {count} of the Machina's Artworks from its supply and put them back in {source}", n)
    else:
        said = ngettext("Put your Artwork from {target} back in {source}",
                        "Put {count} of your Artworks from {target} back in {source}", n) if yours else \
            ngettext("Put the Machina's Artwork from {target} back in {source}",
                     "Put {count} of the Machina's Artworks from {target} back in {source}", n)
    return said.format(count=n, source=_region(move.src), target=_region(move.dst))


def _benefactor_turned(words: GameWords, move: Move) -> str | None:
    """Your Benefactor card turned face down when used (``benefactor_used``), turned face up again."""
    if not isinstance(move, Turn) or not move.src.startswith(table.patrons_of(PLAYER)) or not move.names:
        return None
    return _("Turn your patron card {card} face up again").format(card=words.value(move.names[0]))


def _upgraded(words: GameWords, move: Move) -> str | None:
    """A card moved between the Machina's piles by an Upgrade, taken back by its name when it was seen."""
    if move.piece != table.CARD or move.whose != MACHINA or move.count != 1:
        return None
    card = words.value(move.names[0]) if move.names else None
    if move.dst == table.BOX and move.src == table.DECK:
        said = _("Take the Machina's card {card} out of the box and shuffle it into its deck again") if card else \
            _("Take the Starting card the Machina removed out of the box and shuffle it into its deck again")
        return said.format(card=card)
    if move.dst == table.BOX:
        said = _("Take the Machina's card {card} out of the box and lay it at {action} again") if card else \
            _("Take the Starting card the Machina removed out of the box and lay it at {action} again")
        return said.format(card=card, action=_place(move.src))
    if move.src == table.UPGRADED_DECK and move.dst == table.DECK:
        said = _("Take the Machina's Upgraded card {card} off its deck and put it back on top of its Upgraded "
                 "deck") if card else \
            _("Take the Machina's top card (the Upgraded card) off its deck and put it back on top of its Upgraded "
              "deck")
        return said.format(card=card)
    return None


def wording(words: GameWords, steps: Sequence[Undone], i: int) -> tuple[str, int] | None:
    """Maestro's take-back line for ``steps[i]`` (see :data:`solobot.words.TakeBackWording`)."""
    step = steps[i]
    nxt = steps[i + 1] if i + 1 < len(steps) else None
    change = step.change
    if isinstance(change, Set) and change.thing.startswith(_FACE_UP):
        move = _card_move(nxt)
        if move is not None and table.action_place(change.thing.removeprefix(_FACE_UP)) in (move.src, move.dst):
            return _machina_cards(words, step, move), 2
        return _machina_cards(words, step, None), 1
    if isinstance(change, Move):
        line = (_your_move(words, change) or _upgraded(words, change) or _artwork_move(change)
                or _benefactor_turned(words, change))
        if line:
            return line, 1
    move = _card_move(step)
    if move is not None and isinstance(nxt.change if nxt else None, Set) and nxt.change.thing == (
            _FACE_UP + (move.dst if move.src in DECKS else move.src)):
        return _machina_cards(words, nxt, move), 2
    if move is not None and (move.src in DECKS) != (move.dst in DECKS):  # a face-down card: no face-up list changed
        action = move.dst if move.src in DECKS else move.src
        return _machina_cards(words, Undone(Set(_FACE_UP + action, None)), move), 1
    if isinstance(change, Move) and change.piece == table.COLLECTOR and ", " in change.src:
        return _collector_move(change), 1
    if isinstance(change, Set):
        line = _one_thing(words, step) or _your_cards(words, step) or _counted_piece(step)
        return (line, 1) if line else None
    return None
