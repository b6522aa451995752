"""The game's own words: seats, pieces, places and values as a person says them (STYLE lesson 14).

A game declares its words once, next to its public table, as a :class:`GameWords`; every
front end (the terminal, the web page) renders table changes, history entries and undo
messages through it, so no code name (``ghost-1``, ``artist=0``, ``['blue']``) reaches a
person. The functions a front end calls:

- :func:`change_lines`: the table changes of one event that its sentence does not already say;
- :func:`take_back`: what to take back on the table after an undo, from the events it takes back;
- :func:`rule_words` / :func:`decision_lines`: a rule and a decision in words, for ``why``.

Everything here works on words and events; nothing takes a game in play. What reads one (the person's inputs
as sentences, ``undo``, ``why``) is the seat's: :mod:`solobot.table.reading`.

Nothing here runs in fast simulation: it reads events, which are only kept when narrating.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from solobot.events import ALIKE, BOOKKEEPING, SETTING, TOLD, Change, Event, Move, Set, apply_changes, parts, piece_key
from solobot.grammar import GENDER_CONTEXT, Said, fill
from solobot.i18n import DEFAULT, N_, Domain, _, domain, language, pgettext, say

if TYPE_CHECKING:
    from solobot.game import Action

#: the public names, those served by :func:`__getattr__` included (the readers that moved to the table in 0.3)
__all__ = [  # noqa: RUF022 (the readers served by __getattr__ last)
    "CODE_FORMS", "MOVED_TO_THE_TABLE", "PLAIN", "SIDES", "TOLD", "TURNED_OVER", "YOU", "GameWords", "Points",
    "QuietInput", "SeatName", "TakeBackWording", "Undone", "agreeing_forms", "change_lines", "code_in",
    "decision_lines", "default_input_sentence", "is_you", "listed_names", "own_words", "rule_words", "sentence",
    "spoken_to", "take_back", "take_back_steps", "your_pieces", "yours",
    "history_sentences", "input_sentence", "last_bot_turn", "told_by_input", "undo_told", "why_lines",  # noqa: F822
]


@dataclass(frozen=True)
class SeatName:
    """How a person says one seat.

    :ivar name: as a subject or object ("the Machina", "Ghost 1", "you").
    :ivar possessive: before a thing it owns ("the Machina's", "your").
    :ivar owner: after "of" ("of the Machina", "of yours"); the name when empty.
    """

    name: str
    possessive: str = ""
    owner: str = ""

    @property
    def whose(self) -> str:
        """The possessive ("Ghost 1's" unless declared)."""
        return self.possessive or f"{self.name}'s"

    @property
    def of(self) -> str:
        """The seat after "of"."""
        return self.owner or self.name


YOU = SeatName(N_("you"), N_("your"), N_("yours"))
"""The person's seat, as most games say it."""


@dataclass(frozen=True)
class Points:
    """Which of the person's points solobot counts from their inputs, and which they record.

    :ivar counted: what solobot counts by itself ("the points of your build, art, hire and operate").
    :ivar recorded: what the person types in ("every other point you score at the table").
    """

    counted: str = ""
    recorded: str = ""

    def lines(self, say: Callable[[str], str] = str) -> list[str]:
        """The two sentences, for ``score`` and the record prompts (none when undeclared); ``say``: the game's
        words in the language spoken (``GameWords.say``)."""
        lines = []
        if self.counted:
            lines.append(_("Counted by solobot: {points}.").format(points=say(self.counted)))
        if self.recorded:
            lines.append(_("Recorded by you: {points}.").format(points=say(self.recorded)))
        return lines


@dataclass(frozen=True)
class Undone:
    """One thing an undo takes back: a Move, or the run of Sets of one thing.

    :ivar change: the Move, or the first Set of the run.
    :ivar before: a Set thing's value before the run (None: it was not on the table).
    :ivar after: its value after the run (what the table shows now).
    """

    change: Change
    before: Any = None
    after: Any = None


QuietInput = Callable[["Action", Sequence[Event]], "str | None"]
"""A game's sentence for an input whose own events do not say it (``done``, which tells nothing, or
only the next step's announcement), from the events before it, newest last (the step it answered);
None for the default."""

TakeBackWording = Callable[["GameWords", Sequence[Undone], int], "tuple[str, int] | None"]
"""A game's own take-back line for ``steps[i]`` (newest first): the sentence and how many steps it
covers (2 for a card's Move and its face-up Set; an empty sentence: nothing to do at the table), or None for
the core's sentence."""


@dataclass(frozen=True)
class GameWords:
    """A game's person-facing names, declared once (``Game.words``).

    Table keys and places are values (:class:`solobot.events.Key`): the words read the parts a key was made
    from, never its English text (see "Keys the words read" in ``docs/languages.md``):

    - a piece count, :func:`solobot.events.piece_key`: ``piece``, ``whose`` (a seat id or None), ``place``;
    - a side of a place, as a :class:`solobot.events.Turn` keys it: ``place``, ``side``;
    - a thing of the table, owned by a seat and/or at a place: ``thing`` and ``whose`` and/or ``place``
      (``Key("VP of machina", thing="VP", whose="machina")`` is "the Machina's VP", "il PV della Machina");
    - a name the game's catalog says whole from its other parts: ``name``, a template written in English
      (marked with ``N_``), and the values it names (``Key("Centerpiece of 3 Venezia", name="Centerpiece of
      {region}", region="3 Venezia")``; a part that is a seat id is said as the seat, any other text through
      :meth:`term`);
    - a list of cards or tiles as a value: a tuple or list of their codes, or a ``Key`` with the part ``names``
      (``Key("B03 P01", names=("B03", "P01"))``: the text a save keeps, the names the words list).

    A key is read by the first of these its parts fit (``piece`` and ``place`` with at most ``whose``; exactly
    ``place`` and ``side``; ``name`` with any values; ``thing`` with at most ``whose`` and ``place``). A key whose
    parts fit none (parts of the game's own, which its own take-back wording reads) or a plain ``str`` key is
    said whole: through the game's catalog in another language, else as a :attr:`terms` entry, a seat id as
    the seat's name, "THING of SEAT" (a declared seat id at its end, as keys were made before they had parts)
    as the seat's THING, else as written.

    :ivar seats: seat id -> :class:`SeatName` ("machina" -> the Machina).
    :ivar terms: code word -> the game's name for it, for pieces, places, keys and values
        ("B03" -> "Loyal Apprentice"); a key, a place or a value that is one of them, whole.
    :ivar plurals: piece -> its plural when not just an added "s" ("Kinsman" -> "Kinsmen").
    :ivar told: event kinds whose sentence already says every table change it makes, so no
        change line repeats it; ``None`` means every sentence does.
    :ivar points: which of the person's points solobot counts and which they record.
    :ivar places: a place (or a place's ``kind`` part) -> how a piece is put back there ("supply" -> "in the
        supply"); "on PLACE" when undeclared.
    :ivar take_back: the game's own wording of a take-back line (see :data:`TakeBackWording`).
    :ivar quiet_input: the sentence of an input its own events do not say (see :data:`QuietInput`).
    :ivar rules: rule ID -> the rule in words ("PIG-3" -> "the bot holds once its turn total reaches
        its hold mark"), which ``why`` shows beside the ID.
    :ivar owned_places: places said after their owner's possessive -> the name, ``{place}`` the place in the
        game's words: a place by its name, by names separated by ``|``, or by its ``kind`` part
        (``Key("row 1, column 5", kind="row", ...)``): ``{"Workshop|play area": "{place}", "row": "Workshop,
        {place}"}`` says "your Workshop", "the Machina's Workshop, row 1, column 5" (the name a message of the
        game's catalog); a piece counted there is then not said "of yours" again.
    :ivar fact_names: a fact -> its values as the game names them, for sentence templates: ``{"region": {3:
        "3 Venezia"}, "action": {"create": "Create"}}`` says ``{region}`` "3 Venezia" (facts name things by
        number or id; a value not listed is said as it is).
    :ivar tracks: the things kept by a marker on a track (a key, or its ``thing`` part: "Prestige Points"): a
        number of one set back is "Put the marker of the Machina's VP on 12 again". (A plain key that starts
        with one is one too, as before keys had parts.)
    :ivar domain: the game's gettext domain (``"solobot_pig"``, its package's ``locale/`` holds the
        catalogs): every name, term, rule and sentence template above is written in English and
        read in the language spoken now through it (``docs/languages.md``); None: English only.
    """

    seats: Mapping[str, SeatName] = field(default_factory=dict)
    terms: Mapping[str, str] = field(default_factory=dict)
    plurals: Mapping[str, str] = field(default_factory=dict)
    told: frozenset[str] | None = frozenset()
    points: Points = field(default_factory=Points)
    places: Mapping[str, str] = field(default_factory=dict)
    take_back: TakeBackWording | None = None
    quiet_input: QuietInput | None = None
    rules: Mapping[str, str] = field(default_factory=dict)
    domain: str | None = None
    tracks: tuple[str, ...] = ()
    owned_places: Mapping[str, str] = field(default_factory=dict)
    fact_names: Mapping[str, Mapping[Any, str]] = field(default_factory=dict)

    # -- the language spoken ---------------------------------------------------------------
    @property
    def catalog(self) -> Domain | None:
        """The game's gettext domain (None: the game speaks English only)."""
        return domain(self.domain) if self.domain else None

    def say(self, text: str, context: str | None = None) -> str:
        """One of the game's words or sentences in the language spoken now (its catalog's, else the core's)."""
        return say(self.catalog, text, context)

    # -- names ---------------------------------------------------------------------------
    def seat(self, seat: str | None) -> str:
        """A seat's name ("the Machina"); an undeclared id in plain words ("Ghost 1")."""
        if seat is None:
            return _("the game")
        known = self.seats.get(seat)
        return self.say(known.name) if known else seat.replace("-", " ").title()

    def _seat_name(self, seat: str) -> SeatName:
        return self.seats.get(seat) or SeatName(self.seat(seat))

    def term(self, text: str) -> str:
        """A table key, place or piece in the game's words, read from the parts it was made from (see the class
        docstring): "the Machina's VP", "your patron cards, face down"; a plain key said whole."""
        made = parts(text)
        if made:
            said = self._from_parts(made)
            if said is not None:
                return said
        return self._plain(text)

    def _from_parts(self, made: Mapping[str, Any]) -> str | None:
        """A key said from its parts (None: no convention the words know)."""
        if "name" in made:
            values = {key: self._part(value) for key, value in made.items() if key != "name"}
            return fill(self.say(made["name"]), values, language())
        known = made.keys()
        if known <= {"piece", "whose", "place"} and "piece" in made and "place" in made:  # "Ghost 1's Kinsman at pool"
            piece = self.term(made["piece"])
            owned = self.owned_by(piece, self._seat_name(made["whose"])) if made.get("whose") else piece
            return _("{thing} at {place}").format(thing=owned, place=self.term(made["place"]))
        if known == {"place", "side"}:  # one side of a place: "your patron cards, face down"
            return _("{place}, {side}").format(place=self.term(made["place"]), side=self.term(made["side"]))
        if "thing" in made and known <= {"thing", "whose", "place"}:  # "the Machina's face-up cards at Move"
            thing = self.term(made["thing"])
            if made.get("whose"):
                thing = self.owned_by(thing, self._seat_name(made["whose"]))
            if made.get("place"):
                thing = _("{thing} at {place}").format(thing=thing, place=self.term(made["place"]))
            return thing
        return None  # parts of the game's own: the key is said whole

    def _part(self, value: Any) -> Any:
        """One part of a key as its ``name`` template says it: a seat by its name, text in the game's words."""
        if isinstance(value, str):
            return self.seat(value) if value in self.seats else self.term(value)
        return value

    def _plain(self, text: str) -> str:
        """A key without parts, said whole (see the class docstring)."""
        if language() != DEFAULT:
            said = self.say(text)
            if said != text:
                return said
        if text in self.terms:
            return self.terms[text]
        if text in self.seats:
            return self.seat(text)
        for seat in sorted(self.seats, key=len, reverse=True):  # "VP of machina", as keys were made before parts
            if text.endswith(f" of {seat}") and len(text) > len(seat) + 4:
                return self.owned_by(self.term(text[:-len(seat) - 4]), self.seats[seat])
        return text

    def owned_by(self, thing: str, seat: SeatName) -> str:
        """``thing`` of ``seat`` in words: "the Machina's VP", "your VP", "the VP of the Machina" (a thing
        named with its article); in another language as its catalog orders them, the person's thing with the
        possessive that agrees with it ("la tua Bottega", "deine Werkstatt")."""
        if language() != DEFAULT and is_you(seat):
            return yours(thing, language())
        if thing.lower().startswith("the "):
            return _("{thing} of {owner}").format(thing=thing, owner=self.say(seat.of))
        if seat.possessive:  # a declared possessive ("your", "the Machina's"): the person's may go elsewhere
            said = pgettext("person", "{whose} {thing}") if is_you(seat) else pgettext("seat", "{whose} {thing}")
            return said.format(whose=self.say(seat.possessive), thing=thing)
        return _("{owner}'s {thing}").format(owner=self.say(seat.name), thing=thing)

    def plural(self, piece: str) -> str:
        """The plural of a piece in the game's words: its declared :attr:`plurals`, else (English) with an "s"."""
        many = self.plurals.get(piece)
        if many:
            return self.say(many)
        return self.term(piece) + ("s" if language() == DEFAULT else "")

    def piece(self, piece: str, count: int) -> str:
        """``count`` pieces in words ("1 Kinsman", "3 Kinsmen")."""
        return f"{count} {self.term(piece) if count == 1 else self.plural(piece)}"

    def pieces_of(self, piece: str, count: int, seat: str | None, pieces: str | None = None) -> str:
        """``count`` pieces of ``seat`` in words: "2 Kinsmen of Ghost 1", "1 Artwork of yours" ("2 Familiari del
        Fantasma 1", "1 tua Opera", "2 deiner Kunstwerke"); ``pieces``: the pieces as said already, when they are
        named ("card Loyal Apprentice")."""
        said = pieces if pieces is not None else self.piece(piece, count)
        if not seat:
            return said
        owner = self._seat_name(seat)
        if language() != DEFAULT and is_you(owner):
            return your_pieces(count, self.term(piece), self.plural(piece), language(), pieces)
        return _("{pieces} of {owner}").format(pieces=said, owner=self.say(owner.of))

    def value(self, value: Any) -> str:
        """A value of the table in words: seats named, codes replaced, several things listed."""
        if value is None:
            return _("nothing")
        if isinstance(value, bool):
            return _("yes") if value else _("no")
        names = listed_names(value, self.terms)
        if names is not None and (not isinstance(value, str) or len(names) != 1 or "names" in parts(value)):
            return ", ".join(self.value(name) for name in names) or _("nothing")
        text = str(value)
        if text in self.seats:
            return self.seat(text)
        return self.term(value if isinstance(value, str) else text)

    # -- changes -------------------------------------------------------------------------
    def tells(self, event: Event) -> bool:
        """Whether ``event``'s sentence already says its table changes."""
        return self.told is None or event.kind in self.told

    def change_line(self, change: Change) -> str:
        """One table change as the step a person makes ("Move 1 Artwork of the Machina from ... to ...")."""
        if isinstance(change, Move):
            turned = _turned(change)
            if turned is not None:
                place, was, now = (self.term(part) for part in turned)
                return _("Move {pieces} at {place} from {side} to {other}").format(
                    pieces=self._pieces(change), place=place, side=was, other=now)
            return _("Move {pieces} from {place} to {other}").format(
                pieces=self._pieces(change), place=self.term(change.src), other=self.term(change.dst))
        thing = self.term(change.thing)
        if change.value is None or listed_names(change.value) == []:  # nothing there any more
            return _("Clear {thing}").format(thing=thing)
        return _("Set {thing} to {value}").format(thing=thing, value=self.value(change.value))

    def inverse_line(self, change: Change, before: Any = None, after: Any = None) -> str:
        """What takes ``change`` back, as a sentence a person carries out (``before``, ``after``: a Set
        thing's value before and after it; ``after`` its own value when not given): "Put 1 Artwork of the
        Machina from 3 Venezia back in the supply"."""
        if isinstance(change, Move):
            pieces = self._pieces(change)
            turned = _turned(change)
            if turned is not None:  # it only turned or lay down where it is
                place, was, now = (self.term(part) for part in turned)
                return _("Turn {pieces} at {place} from {side} to {other} again").format(
                    pieces=pieces, place=place, side=now, other=was)
            return _("Put {pieces} from {place} back {where}").format(
                pieces=pieces, place=self.term(change.dst), where=self.at(change.src))
        thing = self.term(change.thing)
        count = self._count_back(change, before, change.value if after is None else after)
        if count:
            return count
        if before is None or (not isinstance(before, (bool, int)) and not before):  # nothing there before
            return _("Take away {thing}").format(thing=thing)
        if isinstance(before, int) and not isinstance(before, bool) and self._is_track(change.thing):
            return _("Put the marker of {thing} on {space} again").format(thing=thing, space=before)
        if before == TURNED_OVER:  # a card or tile turned over, as its value says: turned back
            return _("Turn the {thing} over again").format(thing=thing)
        if before in SIDES:
            return (_("Turn the {thing} face up again") if before == "face up"
                    else _("Turn the {thing} face down again")).format(thing=thing)
        return _("Return {thing} to {value}").format(thing=thing, value=self.value(before))

    def _is_track(self, thing: str) -> bool:
        """Whether ``thing`` is kept by a marker on a track (:attr:`tracks`)."""
        if not self.tracks:
            return False
        made = parts(thing)
        if made:
            return thing in self.tracks or made.get("thing") in self.tracks
        return thing.startswith(self.tracks)  # a plain key: as before keys had parts

    def _count_back(self, change: Set, before: Any, after: Any) -> str | None:
        """A count of pieces set back (a piece-count key, :func:`solobot.events.piece_key`), as what to take
        off or put back: "Take 2 Kinsmen of Ghost 1 off Action Table space 2", "Put 1 blue Resource back on
        your Workshop" ("out of" and "in" a place the game puts pieces *in*, by :attr:`places`)."""
        counted = parts(change.thing)
        before, after = before or 0, after or 0
        if ("piece" not in counted or "place" not in counted or type(before) is not int or type(after) is not int
                or before == after):
            return None
        piece, seat, place = counted["piece"], counted.get("whose"), counted["place"]
        where, owned = self.place_of(place, seat)
        count = abs(after - before)
        pieces = self.piece(piece, count) if owned else self.pieces_of(piece, count, seat)
        inside = self._put_back(place).startswith("in ")
        if after > before:
            line = _("Take {pieces} out of {place}") if inside else _("Take {pieces} off {place}")
        else:
            line = _("Put {pieces} back in {place}") if inside else _("Put {pieces} back on {place}")
        return line.format(pieces=pieces, place=where)

    def _put_back(self, place: str) -> str:
        """How a piece is put back on ``place`` as declared in :attr:`places` (by its name, else its ``kind``
        part), in English; "" when undeclared."""
        if place in self.places:
            return self.places[place]
        kind = parts(place).get("kind")
        return self.places.get(kind, "") if isinstance(kind, str) else ""

    def place_of(self, place: str, seat: str | None) -> tuple[str, bool]:
        """A place as the game names it, after its owner's possessive when :attr:`owned_places` says so
        ("your Workshop"), and whether it names the owner; else the place in the game's words."""
        owner = self.seats.get(seat) if seat else None
        kind = parts(place).get("kind")
        for names, said in self.owned_places.items():
            if place in names.split("|") or (isinstance(kind, str) and kind in names.split("|")):
                template = said if said == "{place}" else self.say(said)
                named = fill(template, {"place": self.term(place)}, language())
                return (self.owned_by(named, owner), True) if owner else (named, False)
        return self.term(place), False

    def at(self, place: str) -> str:
        """Where a piece is put back, after "back" ("in the supply", "on 3 Venezia")."""
        declared = self._put_back(place)
        return self.say(declared) if declared else _("on {place}").format(place=self.term(place))

    def _listed_back(self, step: Undone) -> str | None:
        """A list of cards or tiles taken back by what changed in it: "Take Benefactor Courier out of
        the Machina's patron cards; put Benefactor X back among them" (None when not such a list). A list is a
        value that is a tuple or list of codes, or a key with the part ``names``; a plain text of declared
        :attr:`terms` separated by spaces ("B03 P01") too when it names two or more."""
        if not isinstance(step.change, Set):
            return None
        lists = [listed_names(value, self.terms) for value in (step.before, step.after)]
        if any(names is None for names in lists) or not any(lists):
            return None
        typed = any(isinstance(value, (list, tuple)) or "names" in parts(value) for value in (step.before, step.after))
        if not typed and max(len(names or ()) for names in lists) < 2:
            return None  # one code, not a list of them: the generic sentence says it
        before, after = (list(names or ()) for names in lists)
        added = [code for code in after if code not in before]
        removed = [code for code in before if code not in after]
        thing, said = self.term(step.change.thing), []
        if added:
            said.append(_("take {cards} out of {place}").format(cards=self.value(added), place=thing))
        if removed:
            said.append(_("put {cards} back among {place}").format(cards=self.value(removed), place=thing))
        line = "; ".join(said) or _("put {place} back in this order: {cards}").format(
            place=thing, cards=self.value(before))
        return line[:1].upper() + line[1:]

    def take_back_lines(self, steps: Sequence[Undone]) -> list[str]:
        """The sentences that take ``steps`` (newest first) back: the game's own wording where it has
        one (which may cover several steps in one line, or a step with no line: a count solobot keeps that
        nobody moves at the table), else :meth:`inverse_line`."""
        lines, i = [], 0
        while i < len(steps):
            own = self.take_back(self, steps, i) if self.take_back else None
            if own is None:
                step = steps[i]
                lines.append(self._listed_back(step) or self.inverse_line(step.change, step.before, step.after))
                i += 1
            else:
                lines += [own[0]] if own[0] else []
                i += max(1, own[1])
        return lines

    def _pieces(self, change: Move) -> str:
        named = None
        if change.names:  # cards or tiles the table shows: "card S03", "cards S03, S07"
            name = self.term(change.piece) if len(change.names) == 1 else self.plural(change.piece)
            named = f"{name} {self.value(list(change.names))}"
        return self.pieces_of(change.piece, change.count, change.whose, named)


def _turned(move: Move) -> tuple[str, str, str] | None:
    """(place, side before, side after) of a Move between two sides of one place (a :class:`Turn`'s, or any
    Move whose two places are keys with the parts ``place`` and ``side``); None for a Move between places."""
    src, dst = parts(move.src), parts(move.dst)
    if "side" in src and "side" in dst and src.get("place") == dst.get("place") and src.get("place") is not None:
        return src["place"], src["side"], dst["side"]
    return None


def listing(items: Sequence[str]) -> str:
    """Several items as a person writes them, the last after the language's "and": "A, B and C" ("A, B e C",
    "A, B und C"); one item alone, "" for none. For sentences: a table or a list of options keeps its commas."""
    if len(items) < 2:
        return "".join(items)
    return pgettext("the last item of a list", "{items} and {last}").format(items=", ".join(items[:-1]),
                                                                            last=items[-1])


def listed_names(value: Any, terms: Mapping[str, str] | None = None) -> list[str] | None:
    """The names in a value that lists cards or tiles: a tuple or list, a key with the part ``names``, or a
    plain text of :attr:`GameWords.terms` separated by spaces ("B03 P01"); ``[]`` for nothing (None, "");
    None for a value that is no list."""
    if value is None or value == "":
        return []
    if isinstance(value, (list, tuple)):
        return [str(item) for item in value]
    if not isinstance(value, str):
        return None
    named = parts(value).get("names")
    if named is not None:
        return [str(item) for item in named]
    words = value.split()
    return words if words and terms is not None and all(word in terms for word in words) else None


#: a value that says which side of a card or tile is up: set back, it is turned over again
TURNED_OVER = N_("turned over")
SIDES = (N_("face up"), N_("face down"), TURNED_OVER)


# -- the person's possessive, agreeing with the thing -------------------------------------------------

#: Italian: a thing's article -> the article before the possessive, the thing's gender, whether it is plural
_IT_OWNED = {"il": ("il", "m", False), "lo": ("il", "m", False), "la": ("la", "f", False),
             "i": ("i", "m", True), "gli": ("i", "m", True), "le": ("le", "f", True)}
_IT_ARTICLE = {("m", False): "il", ("f", False): "la", ("m", True): "i", ("f", True): "le"}
_IT_YOUR = {("m", False): "tuo", ("f", False): "tua", ("m", True): "tuoi", ("f", True): "tue"}
#: German: a thing's article (nominative) -> "dein" with its ending, and the ending its adjectives take after it
_DE_YOUR = {"der": ("dein", "r"), "das": ("dein", "s"), "die": ("deine", ""), "ein": ("dein", ""),
            "eine": ("deine", "")}
#: endings of German nouns that are feminine (a name without its article: "Karte", "Werkstatt" is not)
_DE_FEMININE = ("e", "ung", "heit", "keit", "schaft", "ion", "tät", "ik", "ei", "in")


def _catalog_gender(name: str) -> str | None:
    """The gender the catalog gives a name (``msgctxt "gender"``: m, f, n, pl), when the name knows its catalog."""
    if isinstance(name, Said) and name.source and name.lookup is not None:
        return name.lookup(GENDER_CONTEXT, name.source)
    return None


def _feminine(one: str, code: str) -> bool:
    """Whether a noun (singular, without its article) is feminine: its catalog's gender, else by its ending."""
    given = _catalog_gender(one)
    if given in ("m", "f", "n"):
        return given == "f"
    noun = str(one).split(" ")[0].lower()
    return noun.endswith("a") if code == "it" else noun.endswith(_DE_FEMININE)


def _your(one: str, plural: bool, code: str, article: bool = True) -> str:
    """The person's possessive before a noun in language ``code`` (``one``: the noun in the singular, whose
    gender it agrees with): "la tua", "i tuoi" ("tua", "tuoi" without the article); "dein", "deine"."""
    if code == "it":
        gender = "f" if _feminine(one, code) else "m"
        said = _IT_YOUR[gender, plural]
        return f"{_IT_ARTICLE[gender, plural]} {said}" if article else said
    if code == "de":
        return "deine" if plural or _feminine(one, code) else "dein"
    return "your"


def yours(thing: str, code: str) -> str:
    """The person's ``thing`` in language ``code``, ``thing`` named as it is said alone (with its article):
    "la Bottega" -> "la tua Bottega", "gli Apprendisti" -> "i tuoi Apprendisti", "l'Opera" -> "la tua Opera";
    "die Werkstatt" -> "deine Werkstatt", "das besondere Familienwappen" -> "dein besonderes Familienwappen"; a
    name without its article gets the possessive its gender takes ("Bottega" -> "la tua Bottega")."""
    first, _space, rest = str(thing).partition(" ")
    lower = first.lower()
    if code == "it":
        if lower in _IT_OWNED and rest:
            article, gender, plural = _IT_OWNED[lower]
            return f"{_cap(first, article)} {_IT_YOUR[gender, plural]} {rest}"
        if lower[:2] in ("l'", "l\u2019") and len(first) > 2:
            noun = str(thing)[2:]
            return f"{_cap(first, _your(_named(noun, thing), False, code))} {noun}"
        return f"{_your(thing, False, code)} {thing}"
    if code == "de":
        if lower in _DE_YOUR and rest:
            your, ending = _DE_YOUR[lower]
            words = rest.split(" ")
            before = 0
            while before < len(words) - 1 and words[before][:1].islower():  # the adjectives before the noun
                if ending and words[before].endswith("e"):
                    words[before] += ending  # "der rote Würfel" -> "dein roter Würfel"
                before += 1
            return f"{_cap(first, your)} {' '.join(words)}"
        return f"{_your(thing, False, code)} {thing}"
    return f"your {thing}"


def _named(text: str, like: str) -> str:
    """``text`` knowing the catalog of ``like`` (a name without its elided article keeps its gender)."""
    return Said(text, like.language, like.source, like.lookup) if isinstance(like, Said) else text


def _cap(model: str, word: str) -> str:
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


def your_pieces(count: int, one: str, many: str, code: str, named: str | None = None) -> str:
    """``count`` of the person's pieces in language ``code`` (``one``, ``many``: the piece in the singular and
    the plural; ``named``: the pieces said with the names of the cards or tiles, "carta Corriere"): "1 tua
    Opera", "2 tuoi segnalini", "la tua carta Corriere"; "1 deiner Kunstwerke", "deine Karte Kurier"; English
    "2 Kinsmen of yours"."""
    if named is not None:
        return f"{_your(one, count != 1, code)} {named}"
    if code == "it":
        return f"{count} {_your(one, count != 1, code, article=False)} {one if count == 1 else many}"
    if code == "de":  # "deiner" before the plural, whatever the count; without a plural known: "von dir"
        return f"{count} deiner {many}" if many != one else f"{count} {one} von dir"
    return f"{count} {one if count == 1 else many} of yours"


PLAIN = GameWords(told=None)
"""The words of a game that declares none: seat ids in plain words, every sentence telling its changes."""


def own_words(game: Any) -> Callable[[str], str]:
    """How ``game`` says one of its own words outside a game in play (its title, its summary, an option's
    help, a component's label) in the language spoken now: through its ``game_words`` (their catalog's,
    else the core's); a game that declares none, through the core's."""
    words = getattr(game, "game_words", None)
    return (words if words is not None else PLAIN).say


# -- one sentence per event: the person's and everyone else's from one template -------------------


def _agreeing_words(template: str) -> list[tuple[int, int, str]]:
    """Where each word of ``template`` that agrees with the seat stands: ``[rolls]`` ("the bot rolls", "you
    roll"), as (start, end, the word between the brackets); a bracket holding a placeholder or another bracket
    is no such word."""
    found, at = [], 0
    while (start := template.find("[", at)) >= 0:
        end = template.find("]", start + 1)
        if end < 0:
            break
        word = template[start + 1:end]
        if word and not any(mark in word for mark in "[]{}"):
            found.append((start, end + 1, word))
            at = end + 1
        else:
            at = start + 1
    return found


def _agreed(template: str, you: bool) -> str:
    """``template`` with each agreeing word in the form that agrees with the seat (see :func:`_agreeing`)."""
    said, at = [], 0
    for start, end, word in _agreeing_words(template):
        said += [template[at:start], _agreeing(word, you)]
        at = end
    return "".join([*said, template[at:]])
#: third-person words whose second person is not the word without its "s"
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go",
              "its": "your", "his": "your", "her": "your", "their": "your", "itself": "yourself",
              "himself": "yourself", "herself": "yourself", "themselves": "yourself"}


def spoken_to(word: str) -> str:
    """A third-person word as it reads after "you": "rolls" -> "roll", "carries" -> "carry",
    "catches" -> "catch", "has" -> "have", "its" -> "your"."""
    lower = word.lower()
    if lower in _IRREGULAR:
        said = _IRREGULAR[lower]
    elif lower.endswith("ies") and len(lower) > 4:
        said = lower[:-3] + "y"
    elif lower.endswith(("ches", "shes", "sses", "xes", "zes", "oes")):
        said = lower[:-2]
    elif lower.endswith("s") and not lower.endswith("ss"):
        said = lower[:-1]
    else:
        said = lower
    return said[:1].upper() + said[1:] if word[:1].isupper() else said


def _agreeing(word: str, you: bool) -> str:
    """One ``[word]`` of a template as it agrees: ``[rolls]`` (English: the person's form made by
    :func:`spoken_to`) or ``[tira|tiri]`` (a catalog's: the third person's form, then the person's)."""
    third, bar, second = word.partition("|")
    if bar:
        return second if you else third
    return spoken_to(word) if you else word


def agreeing_forms(template: str) -> list[str]:
    """The ``[words]`` of a template that agree with the seat (``solobot check`` compares catalogs)."""
    return [word for _start, _end, word in _agreeing_words(template)]


def is_you(name: SeatName | None) -> bool:
    """Whether a seat named so is the person's (the game names it :data:`YOU`)."""
    return name is not None and name.name.lower() == "you"


def sentence(template: str, facts: Mapping[str, Any], words: GameWords, seat: str | None = None,
             subject: bool = False) -> str:
    """One event's sentence from its game's ``template`` (``Game.sentences``) and ``facts``.

    A template is what the seat did, without the seat: ``"[rolls] {roll}: {turn_total} this turn"``.
    Each ``{fact}`` is the event's fact (a seat id among them in the seat's name); each ``[word]``
    agrees with the seat: as written for a seat told in the third person, after "you" for the seat
    the game names :data:`YOU` (``[rolls]`` -> "roll", ``[its]`` -> "your").

    :param subject: begin with the seat's name ("You roll 4: 9 this turn", "The bot rolls 4: ...");
        without it, the sentence is what the front ends print after the seat's name ("rolls 4: ...").

    A template may place the seat itself, as ``{Who}`` where it starts the sentence ("{Who} [rolls] {roll}
    for space {space}": "Ghost 1 rolls 3 ...", "You roll 3 ..."), ``{Whose}`` ("Your Kinsman ..."), or
    ``{who}`` and ``{whose}`` inside it ("you", "Ghost 1's"): the seat is then never put before it. A list
    of words is said listed ("Giotto, Cimabue"), and a count may say what it counts:
    ``{kinsmen:~Kinsman|Kinsmen}`` ("3 Kinsmen"). A fact the game names (:attr:`GameWords.fact_names`) is
    said by its name ("{region}": "3 Venezia").

    In another language the template is the game's catalog's (``words.say``), and each agreeing word
    holds both forms, the seat's in the third person and the person's: ``"[tira|tiri] {roll}: ..."``.
    """
    named = words.seats.get(seat) if seat is not None else None
    said = words.say(template)
    placed = "{Who" in said or "{who" in said  # the template names the seat itself ({Who:subj} too)
    you = (subject or placed) and is_you(named)  # its words agree with the seat it names
    said = _agreed(said, you)
    names = words.fact_names
    values = {key: words.say(names[key].get(value, value)) if key in names and isinstance(value, Hashable) else
              _fact(words, value) for key, value in facts.items()}
    if placed:
        who = words.seat(seat)
        whose = words.say(named.whose) if named is not None else _("{owner}'s").format(owner=who)
        values.update(who=who, Who=who[:1].upper() + who[1:], whose=whose, Whose=whose[:1].upper() + whose[1:])
    if ":~" in said:  # counted things: "{kinsmen:~Kinsman|Kinsmen}" -> "3 Kinsmen"
        values = {key: _Counted(value, words) if type(value) is int else value for key, value in values.items()}
    said = fill(said, values, language())
    if subject and not placed:  # the seat as its subject, where a speaker says one ("Tiri 2", not "Tu tiri 2")
        said = _("{Who} {does}").format(Who=words.seat(seat), does=said).lstrip()
    elif placed and said[:1].isspace():  # "{Who:subj} [tira|tiri] ...": the person's, said with no pronoun
        said, subject = said.lstrip(), True
    if subject:
        said = said[:1].upper() + said[1:]
    return said


def _fact(words: GameWords, value: Any) -> Any:
    """A fact as a sentence says it: a seat id by the seat's name, a list of words listed ("Giotto, Cimabue")."""
    if isinstance(value, str):
        return words.seat(value) if value in words.seats else value
    if isinstance(value, list | tuple) and all(isinstance(item, str) for item in value):
        return ", ".join(value)
    return value


class _Counted(int):
    """A count in a template that may say what it counts: ``{n:~Kinsman|Kinsmen}`` is "1 Kinsman", "3 Kinsmen"
    (the plural after ``|``, else the game's :attr:`GameWords.plurals`, else with an "s"); any other format
    spec as for an int."""

    words: GameWords

    def __new__(cls, value: int, words: GameWords) -> _Counted:
        made = super().__new__(cls, value)
        made.words = words
        return made

    def __format__(self, spec: str) -> str:
        if not spec.startswith("~"):
            return int(self).__format__(spec)
        one, _bar, many = spec[1:].partition("|")
        return f"{int(self)} {one if self == 1 else many or self.words.plural(one)}"


# -- what front ends call ----------------------------------------------------------------------


def change_lines(words: GameWords, event: Event) -> list[str]:
    """The table changes of ``event`` its sentence does not already say, in the game's words."""
    if not event.changes or words.tells(event):
        return []
    return [words.change_line(change) for change in event.changes]


def default_input_sentence(action: Action, what: str, words: GameWords) -> str:
    """An input in words from what its command does (``Game.command_what``, in English) when no sentence was
    told: "Roll: roll the die once"."""
    op = str(action.get("op", "?"))
    values = [words.value(v) for k, v in action.items() if k != "op" and v is not None]
    what = words.say(what) if what else ""
    head = op.capitalize() + (" " + ", ".join(values) if values else "")
    return f"{head}: {what}" if what else head


def take_back(words: GameWords, events: Iterable[Event], before: Mapping[str, Any] | None) -> list[str]:
    """What to do on the table to take back every change ``events`` announced, newest first.

    A thing set several times is set back once, to its value before the first change (a line
    for each step between would only be undone by the next), unless it was cleared between, as
    what comes after a clear may be another piece (not so for a count of pieces all alike or a
    :data:`~solobot.events.SETTING`); a run that ends as it began gets no line, and pieces moved
    and moved back between the same two places get none either (:func:`_moved_back`).

    ``before`` is the public table before the first of them (its values are what each Set
    goes back to); without one, a Set goes back to the value an earlier change gave it, if
    any is in ``events``, else it is cleared.
    """
    return words.take_back_lines(take_back_steps(events, before))


def take_back_steps(events: Iterable[Event], before: Mapping[str, Any] | None) -> list[Undone]:
    """The steps :func:`take_back` words, newest first: each Move, and each thing's run of Sets with its
    value before and after (a run that ends as it began left out, and pieces moved and moved back,
    :func:`_moved_back`). An event marked ``BOOKKEEPING`` (its changes were never made at the table) has none.
    A test replays them on a mirrored table."""
    table: dict[str, Any] = dict(before or {})
    steps: list[Undone] = []
    found: list[bool] = []  # per step: a Move onto a place that held none of its pieces (else False)
    runs: dict[str, int] = {}  # a thing -> the index in ``steps`` of its open run of Sets
    for change in (change for event in events if not event.facts.get(BOOKKEEPING) for change in event.changes):
        if isinstance(change, Set):
            if change.thing not in runs:
                runs[change.thing] = len(steps)
                steps.append(Undone(change, table.get(change.thing)))
                found.append(False)
            run = runs[change.thing]
            steps[run] = Undone(steps[run].change, steps[run].before, change.value)
            if change.value is None and not _alike_after_clear(change.thing):
                del runs[change.thing]  # cleared: what comes next may be another piece, so a new run begins
        else:
            steps.append(Undone(change))
            found.append(not table.get(piece_key(change.piece, change.whose, change.dst)))
        table = apply_changes(table, [change])
    kept = [step for step in _moved_back(steps, found) if isinstance(step.change, Move) or step.before != step.after]
    return kept[::-1]  # a run that ends as it began needs nothing


def _alike_after_clear(thing: str) -> bool:
    """Whether ``thing`` set again after a clear is the same as before it: a count of pieces all alike (a key
    with the parts ``piece`` and ``place``) or a :data:`~solobot.events.SETTING` (the detained Artist)."""
    made = parts(thing)
    return bool(made.get(SETTING)) or ("piece" in made and "place" in made)


def _moved_back(steps: Sequence[Undone], alone: Sequence[bool] = ()) -> list[Undone]:
    """``steps`` (oldest first) with pieces moved and moved back cancelled, count for count: a Move, and a later
    Move of the same pieces between the same two places the other way need nothing taken back (a Ghost's Kinsman
    that goes home from the Bishop card and onto it again, a card dealt face down and laid back on its deck);
    what one moved more than the other stays, with that count.

    The same pieces: of the same kind, owner and names, and either pieces all alike (the piece a key with the
    part :data:`~solobot.events.ALIKE`: Kinsmen), cards by name, or the only ones of their kind where the later
    Move takes them from (``alone[i]``, per step: the earlier Move put them on a place the table counts none on)
    - a card laid on a deck and one dealt from it may be two cards. And only when no step between needs them:
    none puts such pieces on that place (nor, when they are not all alike, takes any from either place, as the
    order of a pile counts) or sets the count of either place."""
    kept: list[Undone | None] = list(steps)
    for j, step in enumerate(kept):
        back = step.change if step is not None else None
        if not isinstance(back, Move):
            continue
        alike = bool(parts(back.piece).get(ALIKE))
        ends = {piece_key(back.piece, back.whose, place) for place in (back.src, back.dst)}
        same = (back.piece, back.whose, back.names, back.dst, back.src)
        for i in range(j - 1, -1, -1):
            earlier = kept[i]
            there = earlier.change if earlier is not None else None
            if there is None:
                continue
            if isinstance(there, Set):
                if there.thing in ends:
                    break  # a count set between: what it set back to counted the pieces of the pair
                continue
            if (there.piece, there.whose, there.names, there.src, there.dst) == same:
                if not (alike or back.names or (i < len(alone) and alone[i])):
                    break
                left = there.count - back.count
                kept[i] = Undone(_recounted(there, left)) if left > 0 else None
                kept[j] = Undone(_recounted(back, -left)) if left < 0 else None
                if left >= 0:
                    break
                back = _recounted(back, -left)
            elif (there.piece, there.whose) == (back.piece, back.whose) and (
                    there.dst == back.src if alike else {there.src, there.dst} & {back.src, back.dst}):
                break  # the pieces taken back between may be those the later Move took away
    return [step for step in kept if step is not None]


def _recounted(move: Move, count: int) -> Move:
    """``move`` (a Move or a Turn) with another count."""
    made = copy.copy(move)
    object.__setattr__(made, "count", count)  # a frozen dataclass: its copy, never the event's own change
    return made


def rule_words(words: GameWords, rule: str) -> str:
    """``PIG-3: the bot holds once its turn total reaches its hold mark``, or the ID alone."""
    said = words.rules.get(rule)
    return f"{rule}: {words.say(said)}" if said else rule


def compared_pair(candidate: str, value: str) -> str:
    """A candidate a decision compared and its value, said whole: "turn total 22"; Italian and German put the
    value in brackets ("der Bereich Grün (Vorrang 1)"), or after a colon where either has a bracket of its own
    ("12 Pescara (Grün): 10 SP")."""
    if "(" in value or candidate.endswith(")"):
        return pgettext("a candidate compared and its value, one of them with a note in brackets",
                        "{candidate} {value}").format(candidate=candidate, value=value)
    return pgettext("a candidate compared and its value", "{candidate} {value}").format(
        candidate=candidate, value=value)


def decision_lines(facts: Mapping[str, Any], words: GameWords | None = None) -> list[str]:
    """What a decision compared and how a tie went, as the game gave them in its event's facts:
    ``compared`` a list of (candidate, value) pairs, ``tie_break`` the words of the tie rule (with the game's
    ``words``: each said in the language spoken, a candidate that is a seat or a term by its name)."""
    said: Callable[[Any], str] = (lambda thing: words.value(thing) if isinstance(thing, str) else str(thing)) \
        if words is not None else str
    lines = []
    compared = facts.get("compared")
    if isinstance(compared, list | tuple) and compared:
        pairs = [compared_pair(said(pair[0]), said(pair[1])) if isinstance(pair, list | tuple) and len(pair) == 2
                 else said(pair) for pair in compared]
        lines.append("    " + _("compared: {pairs}").format(pairs=", ".join(pairs)))
    tie = facts.get("tie_break")
    if tie:
        lines.append("    " + _("on a tie: {rule}").format(rule=words.say(str(tie)) if words is not None else tie))
    return lines


#: the readers of a game in play that were here in 0.2, now the seat's (:mod:`solobot.table.reading`); until 0.4
#: they still import from here, with a DeprecationWarning
MOVED_TO_THE_TABLE = ("input_sentence", "history_sentences", "told_by_input", "undo_told", "last_bot_turn",
                      "why_lines")


def __getattr__(name: str) -> Any:
    """A reader of 0.2 by its old home (``solobot.words.why_lines``), with a DeprecationWarning, until 0.4.

    The contract imports nothing above it: the name is looked up by the module's name only when asked for."""
    if name not in MOVED_TO_THE_TABLE:
        raise AttributeError(f"module 'solobot.words' has no attribute {name!r}")
    import importlib
    import warnings

    warnings.warn(f"solobot.words.{name} is solobot.table.reading.{name} since solobot-core 0.3; the old name goes "
                  "in 0.4", DeprecationWarning, stacklevel=2)
    return getattr(importlib.import_module("solobot.table.reading"), name)


# -- checking ------------------------------------------------------------------------------------

CODE_FORMS = (r"\['", r"\[\]", r"\{'", r"\b[a-z_]+=\S", r"\b[a-z]+-\d+\b")
"""What code looks like in a line: a Python list or dict, ``key=value``, a numbered seat id."""


def code_in(lines: Iterable[str], seat_ids: Iterable[str] = ()) -> list[str]:
    """The lines that show code to a person: :data:`CODE_FORMS`, or one of ``seat_ids`` as a lowercase word.

    A seat id after "the" is the seat's name, not code: "the bot's turn" (a declared name, the
    core's headings) passes; "bot rolls" and "ghost-1" do not.
    """
    import re  # a check of what a person reads, never a reading of a key

    forms = [re.compile(form) for form in CODE_FORMS]
    forms += [re.compile(rf"(?<![\w-])(?<![Tt]he ){re.escape(seat)}(?![\w-])") for seat in seat_ids if seat.islower()]
    return [line for text in lines for line in text.splitlines() if any(form.search(line) for form in forms)]
