"""Maestro's own take-back lines: the inverse of a table change as a person carries it out.

The core says most take-backs well enough ("Put 1 Artwork of the Machina from 3 Venezia back in
the supply"); the things below have a physical form its generic sentence would miss: the
Machina's face-up cards (one card play is a Move from its deck and a new face-up list, said as
one line naming the card), the Centerpieces, Gallery tokens, face-down patron cards and the
Collectors standing or lying in the Lodge's areas.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from solobot.events import Move, Set
from solobot.words import GameWords, Undone
from solobot_maestro import table
from solobot_maestro.state import MACHINA, PLAYER, SEATS

DECKS = {table.DECK: "its deck", table.UPGRADED_DECK: "its Upgraded deck", table.BOX: "the box"}
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
    return f"card{'s' if len(cards) > 1 else ''} {', '.join(words.value(card) for card in cards)}"


def _machina_cards(words: GameWords, face_up: Undone, move: Move | None) -> str:
    """A face-up list of the Machina taken back, with the card Move that made it when there is one."""
    action = face_up.change.thing.removeprefix(_FACE_UP)
    before, after = _cards(face_up.before), _cards(face_up.after)
    added = [card for card in after if card not in before]
    removed = [card for card in before if card not in after]
    if move is not None and move.dst == action and move.src in DECKS:  # played or dealt from a deck
        what = _named(words, added) if added else f"face-down card{'s' if move.count > 1 else ''}"
        return f"Put the Machina's {what} from {action} back on top of {DECKS[move.src]}"
    if move is not None and move.src == action and move.dst in DECKS:  # gathered into a deck
        if removed:
            them = "them" if len(removed) > 1 else "it"
            what = _named(words, removed)
            return f"Take the Machina's {what} out of {DECKS[move.dst]} and lay {them} face up at {action} again"
        them = "it" if move.count == 1 else "them"
        what = "face-down card" if move.count == 1 else f"{move.count} face-down cards"
        return f"Take the Machina's {what} from {DECKS[move.dst]} and lay {them} face down at {action} again"
    lines = []
    if added:
        lines.append(f"take the Machina's {_named(words, added)} away from {action}")
    if removed:
        lines.append(f"lay the Machina's {_named(words, removed)} face up at {action} again")
    line = "; ".join(lines) or f"leave the Machina's cards at {action} as they are"
    return line[:1].upper() + line[1:]


def _card_move(step: Undone | None) -> Move | None:
    change = step.change if step else None
    if isinstance(change, Move) and change.piece == table.CARD and change.whose == MACHINA:
        return change
    return None


def _one_thing(words: GameWords, step: Undone) -> str | None:
    """A Centerpiece, Gallery token, patron card or Collector count set back, in the game's words."""
    thing, before = step.change.thing, step.before
    if thing.startswith(_CENTERPIECE):
        region = thing.removeprefix(_CENTERPIECE)
        if before is None:
            return f"Take the Centerpiece off {region}"
        return f"Hand the Centerpiece of {region} to {words.seat(str(before))} again"
    if thing.startswith(_GALLERY):
        region = thing.removeprefix(_GALLERY)
        return f"Take the Gallery token off {region}" if before is None else (
            f"Put the {before} Gallery token on {region} again")
    if thing.startswith(_PATRON):
        action = thing.removeprefix(_PATRON)
        return f"Take the patron card off {action}" if before is None else (
            f"Lay the {before} card face down at {action} again")
    if thing == table.FIRST_PLAYER and before:
        return f"Give the First Player marker to {words.seat(str(before))} again"
    if thing in (table.MEEPLE, table.BLUEPRINT_MEEPLE) and before:
        return f"Put {words.term(thing)} back on {before}"
    if thing == table.COLLECTOR_CARD and before:
        return f"Put the Collector Setup card {before} back in play"
    if thing.startswith(_REMOVED) and isinstance(before, int):
        n, blueprint = int(step.after or 0) - before, thing.removeprefix(_REMOVED)
        markers = f"{abs(n)} Invention marker{'s' if abs(n) > 1 else ''}"
        return f"Put {markers} back on {blueprint}" if n > 0 else f"Take {markers} off {blueprint} again"
    if thing.startswith(_COLLECTOR):
        area, _, stance = thing.removeprefix(_COLLECTOR).rpartition(", ")
        n = int(before or 0)
        count = "no Collector" if not n else f"{n} Collector{'s' if n > 1 else ''}"
        return f"Have {count} {stance} in the {area} again"
    return None


def _collector_move(move: Move) -> str:
    """A Collector that moved and lay down: stand it up again where it was."""
    src_area, _, src_stance = move.src.rpartition(", ")
    dst_area, _, dst_stance = move.dst.rpartition(", ")
    them = "the Collector" if move.count == 1 else f"{move.count} Collectors"
    verb = "Stand" if src_stance == "standing" else "Lay"
    how = "up" if src_stance == "standing" else "down"
    return f"{verb} {them} {dst_stance} in the {dst_area} {how} again in the {src_area}"


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
    n, where = abs(after - before), words.term(found.group("place"))
    cards = "your card" if n == 1 else f"{n} of your cards"
    if after > before:
        return f"Take {cards} off {where}"
    return f"Take {cards} and lay {'it' if n == 1 else 'them'} at {where} again"


def _your_move(words: GameWords, move: Move) -> str | None:
    """Your card or a Publicity token put on an Action, or a token taken from the supply, taken back."""
    whose = words.seats[move.whose].whose if move.whose in words.seats else "the"
    its = "your" if move.whose == PLAYER else "its"
    if move.piece == table.CARD and move.src == table.HAND:
        return f"Take {whose} card back from {move.dst} into {its} hand"
    if not move.piece.endswith(" Publicity token"):
        return None
    them = "it" if move.count == 1 else "them"
    token = f"{whose} {move.piece}" if move.count == 1 else f"{move.count} {whose} {move.piece}s"
    if move.src == table.PLAY_AREA:
        return f"Take {token} back from {move.dst} and put {them} in {its} play area again"
    if move.src == table.SUPPLY:
        return f"Put {token} from {its} play area back in the supply"
    return None


def _upgraded(words: GameWords, move: Move) -> str | None:
    """A card moved between the Machina's piles by an Upgrade, taken back by its name when it was seen."""
    if move.piece != table.CARD or move.whose != MACHINA or move.count != 1:
        return None
    card = f"card {words.value(move.names[0])}" if move.names else None
    if move.dst == table.BOX and move.src == table.DECK:
        what = card or "the Starting card it removed"
        return f"Take the Machina's {what} out of the box and shuffle it into its deck again"
    if move.dst == table.BOX:
        what = card or "the Starting card it removed"
        return f"Take the Machina's {what} out of the box and lay it at {move.src} again"
    if move.src == table.UPGRADED_DECK and move.dst == table.DECK:
        what = f"Upgraded {card}" if card else "top card (the Upgraded card)"
        return f"Take the Machina's {what} off its deck and put it back on top of its Upgraded deck"
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
        line = _your_move(words, change) or _upgraded(words, change)
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
        line = _one_thing(words, step) or _your_cards(words, step)
        return (line, 1) if line else None
    return None
