"""Florenza's own take-back lines: the inverse of a table change as a person carries it out.

The core says a generic take-back ("Put 1 Kinsman ... back"); every change Florenza announces has a
physical form of its own: a Kinsman stood up again, a Workshop tile turned back over or put back in the
supply, a Family Crest taken off an Artwork, a track's marker, the roles and the round's common Resource
and detained Artist. Each line is one whole message; a place is said from the values its table key was
made from (:func:`solobot.events.parts`, see :mod:`solobot_florenza.table`), never read back from the key's
English text, and it is given whole, with its article in the language spoken, so each translation puts it
in the form its preposition needs (``{place:da}`` "dalla tua casella 3 del Quartiere", ``{place:von}``
"von deinem Feld 3 des Viertels").
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from solobot.events import ALIKE, Move, parts
from solobot.i18n import DEFAULT, N_, language
from solobot.words import GameWords, Undone
from solobot_florenza import table
from solobot_florenza.narration import OWNED_BUILDINGS, _, english_form, named, ngettext, resource, said
from solobot_florenza.state import PLAYER

ROLES = (table.BISHOP, table.CAPTAIN)
TRACKS = ("Prestige Points", "Church Points")  # kept by a marker: the core sets it back ("Put the marker of ...")

TABLE_SPACE = {table.STANDING_SIDE: N_("Action Table space {space} (standing)"),
               table.LYING_SIDE: N_("Action Table space {space} (lying)")}
"""A space of a Ghost's Action Table with the Kinsman's stance on it, said alone ("from" it)."""
ON_TABLE_SPACE = {table.STANDING_SIDE: N_("on Action Table space {space}, standing"),
                  table.LYING_SIDE: N_("on Action Table space {space}, lying")}
"""The same, where a Kinsman is put back."""
PLACES = {table.POOL: N_("its pool"), table.INCOME: N_("its income area"), table.BISHOP_CARD: N_("the Bishop card"),
          table.RESERVE: N_("its reserve"), table.SUPPLY: N_("the Workshop supply")}
"""The places a piece is taken from that belong to its seat or to nobody, said alone."""
CRESTS = {table.CREST: N_("the Family Crest"), table.SPECIAL_CREST: N_("the special Family Crest")}
"""A Family Crest with its article, said alone."""


# -- places, said whole from the parts of their keys ------------------------------------------------


def place_said(words: GameWords, place: str) -> str:
    """A place of the table in the language spoken, whole, with its owner and article where a speaker says
    them ("space 2 of your District", "la casella 4 della sua Tabella Azioni (in piedi)"), from its key's parts; a
    place without parts (the pool, the income area, the Bishop card...) by its name."""
    found = parts(place)
    if "side" in found and "owner" not in found:  # an Action Table space
        return said(TABLE_SPACE[found["side"]]).format(space=found["space"])
    if "side" in found:  # a District space
        return district_said(words, found["owner"], found["space"])
    if "artwork" in found:
        return artwork_said(words, found["artwork"], found["site"], found["owner"])
    if "owner" in found:  # a Workshop a Kinsman stands on
        if found["owner"] == PLAYER:
            return _("your Workshop on space {space}").format(space=found["space"])
        return _("the Workshop on space {space} of {seat}").format(space=found["space"],
                                                                     seat=words.seat(found["owner"]))
    return said(PLACES.get(place, place))


def district_said(words: GameWords, owner: str, space: int) -> str:
    """A space of a seat's District: "space 2 of your District", "space 2 of Ghost 1's District"
    ("Feld 2 deines Viertels": a German name without an article, the same after every preposition)."""
    if owner == PLAYER:
        return _("space {space} of your District").format(space=space)
    return _("space {space} of {seat}'s District").format(space=space, seat=words.seat(owner))


def artwork_said(words: GameWords, artwork: str, site: str, owner: str | None, named_before: bool = False) -> str:
    """An Artwork where it is: "the Cupola in the Duomo", "the Corridoio on the Ponte Vecchio" (English says "on"
    where the Ghost's own line does), "the Vetrata in your Chiesa", "the Vetrata in Ghost 1's Chiesa" (in Italian "la
    Cupola nel Duomo", in German "die Vetrata in deiner Chiesa"); "the Busto in its Palazzo" when the line has
    ``named_before`` the Ghost that owns it ("vom Busto in seinem Palazzo", not "im Palazzo von Geist 2" again)."""
    if owner is None:
        on = english_form("in", site) if language() == DEFAULT else None
        if on:
            return _("{artwork} {site}").format(artwork=named(artwork), site=on)
        where = named(site)
    else:
        yours, its, theirs = OWNED_BUILDINGS[site]
        where = (said(yours) if owner == PLAYER else said(its) if named_before
                 else said(theirs).format(seat=words.seat(owner)))
    return _("{artwork} in {place}").format(artwork=named(artwork), place=where)


def back_to(words: GameWords, place: str) -> str:
    """Where a piece is put back, with its preposition ("in its pool", "on Action Table space 3, lying")."""
    found = parts(place)
    if "side" in found and "owner" not in found:
        return said(ON_TABLE_SPACE[found["side"]]).format(space=found["space"])
    return words.at(place)


# -- the lines ------------------------------------------------------------------------------------


def _turned(words: GameWords, move: Move) -> str | None:
    """A Kinsman or Workshop tile that only turned where it is, turned back."""
    was, now = parts(move.src), parts(move.dst)
    if "side" not in was or {**was, "side": None} != {**now, "side": None}:
        return None
    if move.piece == table.KINSMAN and was["side"] == table.STANDING_SIDE and move.whose:
        return ngettext("Stand the Kinsman of {seat} on Action Table space {space} up again",
                        "Stand {count} Kinsmen of {seat} on Action Table space {space} up again", move.count).format(
            count=move.count, seat=words.seat(move.whose), space=was["space"])
    if "owner" in was and move.count == 1 and not move.whose:  # a Workshop tile in a District
        return _("Turn {piece} on {place} over to its {side} side again").format(
            piece=named(move.piece), place=district_said(words, was["owner"], was["space"]), side=said(was["side"]))
    return None


def _placed(words: GameWords, move: Move) -> str | None:
    """A Workshop tile or a Family Crest put out, taken back: "Take the Villa off space 5 of your District
    and put it back in the Workshop supply", "Take your Family Crest off the Cupola in the Duomo"."""
    if move.count != 1:
        return None
    if move.src == table.SUPPLY and "owner" in parts(move.dst):
        place = parts(move.dst)
        return _("Take {piece} off {place} and put it back in the Workshop supply").format(
            piece=named(move.piece), place=district_said(words, place["owner"], place["space"]))
    if move.src == table.RESERVE and move.piece in CRESTS and move.whose in words.seats:
        found = parts(move.dst)
        place = (artwork_said(words, found["artwork"], found["site"], found["owner"], named_before=True)
                 if found.get("owner") == move.whose and "artwork" in found else place_said(words, move.dst))
        if move.whose == PLAYER:
            return _("Take your {piece} off {place} and put it back in your reserve").format(
                piece=said(move.piece), place=place)
        return _("Take {crest} of {seat} off {place} and put it back in its reserve").format(
            crest=said(CRESTS[move.piece]), place=place, seat=words.seat(move.whose))
    return None


def _kinsman_on(words: GameWords, step: Undone) -> str | None:
    """One of a seat's Kinsmen on a place the bot tracks one by one (yours on a Workshop or the Bishop card)."""
    found = parts(step.change.thing)
    seat = found.get("whose")
    if found.get("piece") != table.KINSMAN or seat not in words.seats:
        return None
    before, after = step.before or 0, step.after or 0
    if not isinstance(before, int) or not isinstance(after, int) or before == after:
        return None
    n = abs(after - before)
    values = {"count": n, "seat": words.seat(seat), "place": place_said(words, found["place"])}
    if after > before:
        if seat == PLAYER:
            return ngettext("Take your Kinsman off {place}", "Take {count} of your Kinsmen off {place}", n).format(
                **values)
        return ngettext("Take the Kinsman of {seat} off {place}", "Take {count} Kinsmen of {seat} off {place}",
                        n).format(**values)
    if seat == PLAYER:
        return ngettext("Put your Kinsman on {place} again", "Put {count} of your Kinsmen on {place} again",
                        n).format(**values)
    return ngettext("Put the Kinsman of {seat} on {place} again", "Put {count} Kinsmen of {seat} on {place} again",
                    n).format(**values)


def _marker(words: GameWords, step: Undone) -> str | None:
    """A track's marker set back: "Put the marker of your Prestige Points on 4 again"."""
    found = parts(step.change.thing)
    seat = found.get("whose")
    if found.get("thing") not in TRACKS or seat not in words.seats or type(step.before) is not int:
        return None
    values = {"track": said(found["thing"]), "seat": words.seat(seat), "value": step.before}
    if seat == PLAYER:
        return _("Put the marker of your {track} on {value} again").format(**values)
    return _("Put the marker of {seat}'s {track} on {value} again").format(**values)


def _role(words: GameWords, role: str, before: Any, after: Any) -> str:
    """A role given back to the seat that held it, or taken back."""
    values = {"role": said(role), "seat": words.seat(str(before or after))}
    if before:
        return (_("Give the {role} role to you again") if before == PLAYER else
                _("Give the {role} role to {seat} again")).format(**values)
    return (_("Take the {role} role back from you") if after == PLAYER else
            _("Take the {role} role back from {seat}")).format(**values)


def _set_back(words: GameWords, step: Undone) -> str | None:
    thing, before, after = step.change.thing, step.before, step.after
    artist = parts(thing).get("card")  # an Artist's card, by the Artist's name as printed
    if artist is not None and (before, after) == (table.FRONT, table.MASTERPIECE):
        return _("Turn {artist}'s card over to its front side again: no Masterpiece yet").format(artist=named(artist))
    if artist is not None and (before, after) == (table.MASTERPIECE, table.FRONT):
        return _("Turn {artist}'s card over to its Masterpiece side again").format(artist=named(artist))
    line = _kinsman_on(words, step) or _marker(words, step)
    if line:
        return line
    if thing in ROLES:
        return _role(words, thing, before, after)
    if thing == table.COMMON_RESOURCE:
        return _("Make {resource} the common Resource again").format(resource=resource(str(before))) if before else (
            _("Take the common Resource away"))
    if thing == table.DETAINED:
        return _("Make {artist} the detained Artist again").format(artist=named(before)) if before else (
            _("Release {artist}: no Artist is detained").format(artist=named(after)))
    return None


def _moved_back(words: GameWords, move: Move) -> str | None:
    """A Ghost's Kinsmen moved, put back where they were: "Put 1 Kinsman of Ghost 1 from Action Table space 4
    (standing) back in its income area"."""
    if move.piece != table.KINSMAN or move.whose not in words.seats or move.whose == PLAYER:
        return None
    return _("Put {pieces} of {seat} from {place} back {where}").format(
        pieces=words.piece(move.piece, move.count), seat=words.seat(move.whose), place=place_said(words, move.dst),
        where=back_to(words, move.src))


def _turned_back(words: GameWords, step: Undone) -> str | None:
    """An Artist tile or a Captain of Fortune card turned back over: "Turn the Giotto tile face up again"."""
    found, before = parts(step.change.thing), step.before
    if "tile" in found and before in (table.FACE_UP, table.FACE_DOWN):
        return (_("Turn the {artist} tile face up again") if before == table.FACE_UP else
                _("Turn the {artist} tile face down again")).format(artist=named(found["tile"]))
    if "captain" in found and before in (table.FACE_UP, table.TURNED_OVER):
        return (_("Turn the {captain} card face up again") if before == table.FACE_UP else
                _("Turn the {captain} card over again")).format(captain=named(found["captain"]))
    return None


def _your_kinsman(words: GameWords, steps: Sequence[Undone], i: int) -> tuple[str, int] | None:
    """Your Kinsmen to place this round (:func:`solobot_florenza.table.kinsmen_to_place`): the Kinsman you placed
    for an action, taken back ("Take back the Kinsman you placed: you have 2 Kinsmen to place this round again");
    with your Kinsman on a Workshop, the Workshop's line alone (it is that Kinsman); solobot's count alone
    (Phase 4 begun, a pass, a correction) asks nothing of you at the table."""
    step = steps[i]
    why = parts(step.change.thing).get("to_place")
    if why is None:
        return None
    before, after = step.before, step.after or 0
    if why != table.PLACED or type(before) is not int or type(after) is not int or before <= after:
        return "", 1
    on = steps[i + 1] if i + 1 < len(steps) else None
    found = parts(on.change.thing) if on is not None and not isinstance(on.change, Move) else {}
    if found.get("whose") == PLAYER and "owner" in parts(found.get("place")):  # on a Workshop
        line = _kinsman_on(words, on)
        if line:
            return line, 2
    return ngettext("Take back the Kinsman you placed: you have {count} Kinsman to place this round again",
                    "Take back the Kinsman you placed: you have {count} Kinsmen to place this round again",
                    before).format(count=before), 1


def _together(steps: Sequence[Undone], i: int) -> tuple[Move, int]:
    """The Move of ``steps[i]`` with those right after it of the same pieces all alike between the same two places,
    as one Move of them all, and how many steps it covers: one act at the table (a Ghost's 1 Kinsman and then 2
    into its income area go back to its pool as 3)."""
    move = steps[i].change
    assert isinstance(move, Move)
    same, j = (move.piece, move.whose, move.names, move.src, move.dst), i + 1
    if parts(move.piece).get(ALIKE) and not move.names:
        while j < len(steps) and isinstance(after := steps[j].change, Move) and (
                after.piece, after.whose, after.names, after.src, after.dst) == same:
            j += 1
    if j == i + 1:
        return move, 1
    made = copy.copy(move)
    object.__setattr__(made, "count", sum(step.change.count for step in steps[i:j]))  # a frozen dataclass's copy
    return made, j - i


def wording(words: GameWords, steps: Sequence[Undone], i: int) -> tuple[str, int] | None:
    """Florenza's take-back line for ``steps[i]`` (see :data:`solobot.words.TakeBackWording`); alike pieces moved
    one after the other between the same two places are taken back in one line (:func:`_together`)."""
    change = steps[i].change
    if not isinstance(change, Move):
        yours = _your_kinsman(words, steps, i)
        if yours is not None:
            return yours
        line = _set_back(words, steps[i]) or _turned_back(words, steps[i])
        return (line, 1) if line else None
    move, covered = _together(steps, i)
    line = _turned(words, move) or _placed(words, move) or _moved_back(words, move)
    if not line and covered > 1:
        line = words.inverse_line(move)
    return (line, covered) if line else None

