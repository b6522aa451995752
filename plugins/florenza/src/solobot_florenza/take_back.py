"""Florenza's own take-back lines: the inverse of a table change as a person carries it out.

The core says most take-backs ("Put 1 Kinsman of Ghost 1 from income area back in its pool");
the things below have a physical form its generic sentence would miss: a Kinsman stood up
again, a Workshop tile turned back over, the roles and the round's common Resource and detained
Artist. A tile or card turned face up or down and a track's marker the core sets back itself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from solobot.events import Move
from solobot.words import GameWords, Undone
from solobot_florenza import table
from solobot_florenza.narration import OWNED_BUILDINGS, _, ngettext, resource, said
from solobot_florenza.state import PLAYER

ROLES = (table.BISHOP, table.CAPTAIN)
TRACKS = ("Prestige Points", "Church Points")  # kept by a marker: the core sets it back ("Put the marker of ...")


DISTRICT_SPACE = re.compile(r"District space (\d+) of (\S+)")
OWNED_BUILDING = re.compile(r"(Chiesa|Palazzo) of (\S+)")


def _place(words: GameWords, key: str) -> str:
    """A place of the table's keys in the language spoken, its owner said with it ("your District space 2",
    "Ghost 1's Chiesa"): each part of the key ("Vetrata, Chiesa of ghost-1") said on its own."""
    said_parts = []
    for part in key.split(", "):
        space, building = DISTRICT_SPACE.fullmatch(part), OWNED_BUILDING.fullmatch(part)
        if space and space[2] in words.seats:
            owner = space[2]
            said_parts.append((_("your District space {space}") if owner == PLAYER else _(
                "{seat}'s District space {space}")).format(space=space[1], seat=words.seat(owner)))
        elif building and building[2] in words.seats:
            yours, _its, named = OWNED_BUILDINGS[building[1].lower()]
            owner = building[2]
            said_parts.append(said(yours) if owner == PLAYER else said(named).format(seat=words.seat(owner)))
        else:
            said_parts.append(words.term(part))
    return ", ".join(said_parts)


def _turned(words: GameWords, move: Move) -> str | None:
    """A Kinsman or Workshop tile that only turned where it is, turned back."""
    here, _comma, was = move.src.rpartition(", ")
    there = move.dst.rpartition(", ")[0]
    if not here or here != there:
        return None
    values = {"pieces": words.piece(move.piece, move.count), "piece": words.term(move.piece),
              "place": _place(words, here), "seat": words.seat(move.whose) if move.whose else "",
              "side": words.term(was)}
    if move.piece == table.KINSMAN and was == "standing":
        if move.count > 1:
            return _("Stand {pieces} of {seat} on {place} up again").format(**values)
        return _("Stand the {piece} of {seat} on {place} up again").format(**values)
    if move.count > 1:
        return (_("Turn {pieces} of {seat} on {place} over to their {side} side again") if move.whose else
                _("Turn {pieces} on {place} over to their {side} side again")).format(**values)
    return (_("Turn the {piece} of {seat} on {place} over to its {side} side again") if move.whose else
            _("Turn the {piece} on {place} over to its {side} side again")).format(**values)


def _placed(words: GameWords, move: Move) -> str | None:
    """A Workshop tile or a Family Crest put out, taken back: "Take the Villa off your District space 5
    and put it back in the Workshop supply", "Take your Family Crest off Cupola, Duomo"."""
    if move.src == table.SUPPLY and move.count == 1:
        place = _place(words, move.dst.rpartition(", ")[0] or move.dst)
        return _("Take the {piece} off {place} and put it back in the Workshop supply").format(
            piece=words.term(move.piece), place=place)
    if move.src == table.RESERVE and move.whose in words.seats and move.count == 1:
        piece, place = words.term(move.piece), _place(words, move.dst)
        if words.seats[move.whose].possessive == "your":
            return _("Take your {piece} off {place} and put it back in your reserve").format(piece=piece, place=place)
        return _("Take the {piece} of {seat} off {place} and put it back in its reserve").format(
            piece=piece, place=place, seat=words.seat(move.whose))
    return None


def _kinsman_on(words: GameWords, step: Undone) -> str | None:
    """One of a seat's Kinsmen on a place the bot tracks one by one (yours on a Workshop or the Bishop card)."""
    thing = step.change.thing
    if not thing.startswith(f"{table.KINSMAN} of ") or " on " not in thing:
        return None
    seat, _on, place = thing.removeprefix(f"{table.KINSMAN} of ").partition(" on ")
    if seat not in words.seats:
        return None
    where = _place_on(words, place)
    before, after = step.before or 0, step.after or 0
    if not isinstance(before, int) or not isinstance(after, int) or before == after:
        return None
    n = abs(after - before)
    yours = words.seats[seat].possessive == "your"
    values = {"count": n, "seat": words.seat(seat), "place": where}
    if after > before:
        if yours:
            return ngettext("Take your Kinsman off {place}", "Take {count} of your Kinsmen off {place}", n).format(
                **values)
        return ngettext("Take the Kinsman of {seat} off {place}", "Take {count} Kinsmen of {seat} off {place}",
                        n).format(**values)
    if yours:
        return ngettext("Put your Kinsman on {place} again", "Put {count} of your Kinsmen on {place} again",
                        n).format(**values)
    return ngettext("Put the Kinsman of {seat} on {place} again", "Put {count} Kinsmen of {seat} on {place} again",
                    n).format(**values)


def _place_on(words: GameWords, place: str) -> str:
    """ "Workshop on space 2 of player" -> "your Workshop on space 2"; "Bishop card" -> "the Bishop card"."""
    head, sep, seat = place.rpartition(" of ")
    if sep and seat in words.seats:
        if words.seats[seat].possessive == "your":
            return _("your {place}").format(place=words.term(head))
        return _("the {place} of {seat}").format(place=words.term(head), seat=words.seat(seat))
    return place if place[:1].isupper() is False else _("the {place}").format(place=words.term(place))


TRACK_OF = re.compile(r"(Prestige Points|Church Points) of (\S+)")


def _marker(words: GameWords, step: Undone) -> str | None:
    """A track's marker set back: "Put the marker of your Prestige Points on 4 again"."""
    found = TRACK_OF.fullmatch(step.change.thing)
    if found is None or found[2] not in words.seats or type(step.before) is not int:
        return None
    values = {"track": said(found[1]), "seat": words.seat(found[2]), "value": step.before}
    if found[2] == PLAYER:
        return _("Put the marker of your {track} on {value} again").format(**values)
    return _("Put the marker of {seat}'s {track} on {value} again").format(**values)


def _set_back(words: GameWords, step: Undone) -> str | None:
    thing, before = step.change.thing, step.before
    artist = thing.removesuffix(table.card_thing(""))  # an Artist's card, by the Artist's name as printed
    turned = (before, step.after) if artist != thing else None
    if turned == (table.FRONT, table.MASTERPIECE):
        return _("Turn {artist}'s card over to its front side again: no Masterpiece yet").format(artist=artist)
    if turned == (table.MASTERPIECE, table.FRONT):
        return _("Turn {artist}'s card over to its Masterpiece side again").format(artist=artist)
    line = _kinsman_on(words, step) or _marker(words, step)
    if line:
        return line
    if thing in ROLES:
        role = said(thing)
        return _("Give the {role} role to {seat} again").format(role=role, seat=words.seat(str(before))) if before \
            else _("Take the {role} role back from {seat}").format(role=role, seat=words.seat(str(step.after)))
    if thing == table.COMMON_RESOURCE:
        return _("Make {resource} the common Resource again").format(resource=resource(str(before))) if before else (
            _("Take the common Resource away"))
    if thing == table.DETAINED:
        return _("Make {artist} the detained Artist again").format(artist=before) if before else (
            _("Release {artist}: no Artist is detained").format(artist=step.after))
    return None


def _moved_back(words: GameWords, move: Move) -> str | None:
    """A Ghost's Kinsmen moved, put back where they were: "Put 1 Kinsman of Ghost 1 from Action Table space 4,
    standing back in its income area"."""
    if move.piece != table.KINSMAN or move.whose not in words.seats or move.whose == PLAYER:
        return None
    return _("Put {pieces} of {seat} from {place} back {where}").format(
        pieces=words.piece(move.piece, move.count), seat=words.seat(move.whose), place=_place(words, move.dst),
        where=words.at(move.src))


def _turned_back(words: GameWords, step: Undone) -> str | None:
    """An Artist tile or a Captain of Fortune card turned back over: "Turn the Giotto tile face up again"."""
    thing, before = step.change.thing, step.before
    if thing.endswith(" tile") and before in (table.FACE_UP, table.FACE_DOWN):
        artist = thing.removesuffix(" tile")
        return (_("Turn the {artist} tile face up again") if before == table.FACE_UP else
                _("Turn the {artist} tile face down again")).format(artist=artist)
    if thing.endswith(" card") and before in (table.FACE_UP, table.TURNED_OVER):
        captain = thing.removesuffix(" card")
        return (_("Turn the {captain} card face up again") if before == table.FACE_UP else
                _("Turn the {captain} card over again")).format(captain=captain)
    return None


def wording(words: GameWords, steps: Sequence[Undone], i: int) -> tuple[str, int] | None:
    """Florenza's take-back line for ``steps[i]`` (see :data:`solobot.words.TakeBackWording`)."""
    change = steps[i].change
    line = (_turned(words, change) or _placed(words, change) or _moved_back(words, change)) if isinstance(
        change, Move) else (_set_back(words, steps[i]) or _turned_back(words, steps[i]))
    return (line, 1) if line else None
