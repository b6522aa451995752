"""A physical roll or draw the game asks of the person: its words, and the typed answer read.

The same sentences and the same reading for the terminal and the page: "Machina, roll both dice:
it moves by the difference." then "Type the two results (1-6)"; a draw lists what can still come,
and takes the number in its code (never its place in the list) or what it shows.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from solobot.i18n import DEFAULT, N_, _, language, ngettext, pgettext
from solobot.numbers import is_ascii_digits
from solobot.suggest import closest
from solobot.toolkit.randomness import DrawRequest, RollRequest

if TYPE_CHECKING:
    from solobot.words import GameWords

NUMBER_WORDS = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four")}

Ask = RollRequest | DrawRequest


def seat_name(seat: str | None, words: GameWords | None = None) -> str:
    """A seat as people say it ("Machina", "Ghost 1"); the game itself is "Game".

    In a language other than English, with the game's ``words``: the seat's declared name in that
    language ("Il bot"), as the seat's code name is English."""
    if not seat:
        return _("Game")
    if words is not None and language() != DEFAULT and seat in words.seats:
        if words.seats[seat].name.lower() == "you":  # the person's seat, told in the third person (--auto)
            return pgettext("the person's seat, told in the third person", "Player")
        name = words.seat(seat)
        return name[:1].upper() + name[1:]
    return seat.replace("-", " ").title()


def names_its_seat(text: str, name: str) -> bool:
    """Whether a sentence of a seat named ``name`` names it already, so a line need not head it with the name: it
    begins with it ("Ghost 1 rolls 4"), or a step's heading comes first and the name is its subject ("Round 2,
    Phase 1: Ghost 1 takes 2 Kinsmen"; "la Machina" after the heading is "La Machina" alone)."""
    _heading, colon, rest = text.partition(": ")
    return begins_with(text, name) or (bool(colon) and begins_with(rest[:1].upper() + rest[1:], name))


def begins_with(text: str, name: str) -> bool:
    """Whether ``text`` begins with the word or words ``name`` ("Geist 1 würfelt", not "Geist 10 würfelt")."""
    return bool(name) and text.startswith(name) and not text[len(name):len(name) + 1].isalnum()


def number_word(count: int) -> str:
    """A small count in words ("two"), else in digits."""
    return _(NUMBER_WORDS[count]) if count in NUMBER_WORDS else str(count)


@dataclass(frozen=True, slots=True)
class Refusal:
    """A typed answer that is not one: the line that says what to type instead."""

    line: str


def who_acts(ask: Ask, person: str | None = None, words: GameWords | None = None) -> str:
    """Who rolls or draws, as the request's first word: "You", "Machina", "For the game"."""
    if ask.seat and ask.seat == person:
        return _("You")
    return seat_name(ask.seat, words) if ask.seat else _("For the game")


def _dice(ask: RollRequest) -> str:
    if ask.count == 1:
        return _("a die") if ask.sides == 6 else _("a d{sides} die").format(sides=ask.sides)
    if ask.count == 2:
        return _("both dice") if ask.sides == 6 else _("both d{sides} dice").format(sides=ask.sides)
    if ask.sides == 6:
        return _("{count} dice").format(count=number_word(ask.count))
    return _("{count} d{sides} dice").format(count=number_word(ask.count), sides=ask.sides)


def _said(words: GameWords | None, text: str) -> str:
    """A game's word in the language spoken (as written without the game's words)."""
    return words.say(text) if words is not None else text


def request_line(ask: Ask, person: str | None = None, show_rules: bool = True, words: GameWords | None = None) -> str:
    """The request in one sentence: who rolls or draws, what, from what, what for, and its rule.

    A draw always names its rule (the person checks the draw against it); a roll with ``show_rules``.
    ``words``: the game's, to say its seats, things and purposes in the language spoken.
    """
    why = ask.why
    purpose = f": {_said(words, why.purpose)}" if why and why.purpose else ""
    who = who_acts(ask, person, words)
    if isinstance(ask, DrawRequest):
        thing = _said(words, why.thing) if why else _("card")
        rule = f" ({why.rule})" if why and why.rule else ""
        # each sentence whole ("one", not an article: no language's grammar is decided here), filled with the
        # facts it names; one of several drawn one after another says which (of how many at most, when cards are
        # turned up until one appears)
        facts = {"who": who, "thing": thing}
        if why and why.count > 1:
            facts.update(number=why.number, count=why.count)
            if why.at_most:
                sentence = (N_("{who}, draw one {thing} ({number} of at most {count}) from {source}") if why.source
                            else N_("{who}, draw one {thing} ({number} of at most {count})"))
            else:
                sentence = (N_("{who}, draw one {thing} ({number} of {count}) from {source}") if why.source
                            else N_("{who}, draw one {thing} ({number} of {count})"))
        elif why and why.source:
            sentence = N_("{who}, draw one {thing} from {source}")
        else:
            sentence = N_("{who}, draw one {thing}")
        if why and why.source:
            facts["source"] = _said(words, why.source)
        return _(sentence).format(**facts) + f"{purpose}{rule}."
    rule = f" ({why.rule})" if show_rules and why and why.rule else ""
    return roll_line(ask, person, words) + f"{purpose}{rule}."


def roll_line(ask: RollRequest, person: str | None = None, words: GameWords | None = None) -> str:
    """Who rolls what, whole ("Machina, roll both dice", "Wirf für die Machina beide Würfel"): a request's
    first words, and the page's heading of a roll made for a bot or the game."""
    return _("{who}, roll {dice}").format(who=who_acts(ask, person, words), dice=_dice(ask))


def what_to_type(ask: Ask, words: GameWords | None = None) -> str:
    """What the answer is typed as ("Type the two results (1-6): ", "Which card? Type its number...")."""
    if isinstance(ask, DrawRequest):
        numbered = bool(listed_numbers(ask))  # numbers printed on some items, shared or missing on others: none
        kind = ask.why.thing if ask.why else "card"
        if kind in WHICH:  # the question whole ("Welche Karte", "Welches Plättchen": the noun's gender)
            return _(WHICH[kind][numbered])
        thing = _said(words, kind)
        if not numbered:
            return _("Which {thing}? Type what it shows: ").format(thing=thing)
        return _("Which {thing}? Type its number or what it shows: ").format(thing=thing)
    if ask.count == 1:
        return _("Type the result (1-{sides}): ").format(sides=ask.sides)
    return _("Type the {count} results (1-{sides}): ").format(count=number_word(ask.count), sides=ask.sides)


#: what is typed at a draw, per kind of item, whole (a German question agrees with its noun): [without numbers
#: listed, with them]; another kind is asked with its name in {thing}
WHICH: dict[str, tuple[str, str]] = {
    "card": (N_("Which card? Type what it shows: "), N_("Which card? Type its number or what it shows: ")),
    "tile": (N_("Which tile? Type what it shows: "), N_("Which tile? Type its number or what it shows: ")),
    "token": (N_("Which token? Type what it shows: "), N_("Which token? Type its number or what it shows: ")),
}


def choice_lines(ask: Ask) -> list[str]:
    """The items that can still come, in the words printed on them, each after the number it is typed by
    (:func:`listed_numbers`: its own, printed in its code, or its place in a list of items that show none); a
    list whose items print numbers that some share, or that some lack, is listed by the words alone. None for
    a roll."""
    if not isinstance(ask, DrawRequest):
        return []
    numbers = {id(item): number for number, item in listed_numbers(ask).items()}
    if not numbers:
        return [f"  {words}" for _, words in ask.choices]
    width = len(str(max(numbers.values())))
    return [f"  {numbers[id(item)]:>{width}}  {words}" for item, words in ask.choices]


def listed_numbers(ask: DrawRequest) -> dict[int, Any]:
    """``{number: item}`` of the numbers a draw's list shows: each item's own (the one in its code: 6 for "PG06
    (6 Ravenna)", the same draw after draw) when every item has one that no other shares; 1 to n in the list's
    order when no item shows a code; else none."""
    own = own_numbers(ask)
    if len(own) == len(ask.choices):
        return own
    if any(own_code(item, words) is not None for item, words in ask.choices):
        return {}
    return {number: item for number, (item, _words) in enumerate(ask.choices, 1)}


#: a code printed on an item: letters, then its number ("PG06", "S8", "CS1")
CODE = re.compile(r"([^\W\d_]+)0*(\d{1,6})")


def own_code(item: Any, words: str) -> tuple[str, int] | None:
    """The code printed on an item, as its letters (folded) and its number: ("pg", 6) for "PG06 (6 Ravenna)";
    from the item when it is such a code, else from the first word it shows; None without one."""
    first = words.split(maxsplit=1)[0] if words.strip() else ""
    for text in (item if isinstance(item, str) else "", first):
        found = CODE.fullmatch(text) if text.isascii() else None
        if found:
            return found[1].casefold(), int(found[2])
    return None


def own_numbers(ask: DrawRequest) -> dict[int, Any]:
    """``{number: item}`` of the items whose code's number no other item of the list shares."""
    items: dict[int, list[Any]] = {}
    for item, words in ask.choices:
        code = own_code(item, words)
        if code is not None:
            items.setdefault(code[1], []).append(item)
    return {number: found[0] for number, found in sorted(items.items()) if len(found) == 1}


def parse_roll(text: str, ask: RollRequest) -> list[int] | None:
    """The dice typed for ``ask`` ("5 2", "5,2" or "52"), or None when they are not valid results."""
    parts = [p for p in text.replace(",", " ").split() if p]
    if len(parts) == 1 and ask.count > 1 and ask.sides < 10 and len(parts[0]) == ask.count:
        parts = list(parts[0])
    if len(parts) != ask.count or not all(is_ascii_digits(p, 4) and 1 <= int(p) <= ask.sides
                                          for p in parts):  # the one rule: "²", "٣", "１" are no numbers
        return None
    return [int(p) for p in parts]


def parse_draw(text: str, ask: DrawRequest) -> Any | None:
    """The item named by ``text`` (:func:`named_items`) when it names one, else None."""
    found = named_items(text, ask)
    return found[0] if len(found) == 1 else None


def named_items(text: str, ask: DrawRequest) -> list[Any]:
    """The items ``text`` could name: the number the list shows one by (:func:`listed_numbers`), or a number printed
    on it alone, its code ("PG06", "pg6"), what it shows or its start, or words printed on it ("Ravenna" for "PG06
    (6 Ravenna)", "brun" for Filippo Brunelleschi); several when the words typed stand in more than one ("filippo"
    for Filippo Lippi and Filippo Brunelleschi), none when they stand in none."""
    text = " ".join(text.split()).casefold()
    if not text:
        return []
    choices = ask.choices
    numbers = listed_numbers(ask) or own_numbers(ask)  # a number printed on one item only is that item's too
    if text.isascii() and text.isdigit() and numbers:  # the one rule (solobot.numbers): "²", "١" are no numbers
        found = numbers.get(int(text)) if is_ascii_digits(text, 6) else None
        return [] if found is None else [found]
    code = CODE.fullmatch(text) if text.isascii() else None
    if code is not None:
        coded = [item for item, words in choices if own_code(item, words) == (code[1], int(code[2]))]
        if len(coded) == 1:
            return coded
    exact = [item for item, words in choices  # an item's own code, never a number the game keeps it by
             if words.casefold() == text or (isinstance(item, str) and item.casefold() == text)]
    if len(exact) == 1:
        return exact
    starts = [item for item, words in choices if words.casefold().startswith(text)]
    if len(starts) == 1:
        return starts
    typed = WORD.findall(text)
    for same in (str.__eq__, _starts) if typed else ():  # whole words first, then the start of each word
        named = [item for item, words in choices if _holds_in_a_row(WORD.findall(words.casefold()), typed, same)]
        if named:
            return named
    return starts  # none, or several that begin with what was typed


def _starts(word: str, typed: str) -> bool:
    """Whether ``word`` starts with the ``typed`` word; a number only as itself ("1" is not the start of "10")."""
    return word == typed if typed.isdigit() else word.startswith(typed)


#: a word of what an item shows, or of what was typed ("6", "ravenna", "della")
WORD = re.compile(r"[^\W_]+")


def _holds_in_a_row(words: list[str], typed: list[str], same: Callable[[str, str], bool] = str.__eq__) -> bool:
    """Whether the ``typed`` words stand in ``words`` one after the other ("san giovanni" in "festa di
    san giovanni"), each word the same as typed, by ``same(word, typed word)`` (``str.startswith``: "san gio")."""
    size = len(typed)
    return any(all(same(word, typed_word) for word, typed_word in zip(words[start:start + size], typed, strict=True))
               for start in range(len(words) - size + 1))


#: a typed name no item left shows, said whole per kind of item (a card, a tile, a token: Italian and German
#: nouns have a gender the sentence agrees with); another kind is said without its noun. By the kind, then
#: [without a source, with one], then [what to type without numbers listed, with them].
NOT_LEFT: dict[str | None, tuple[tuple[str, str], tuple[str, str]]] = {
    "card": (
        (N_("No card left there is “{said}” (it may be out already); type what the card shows."),
         N_("No card left there is “{said}” (it may be out already); type a number from 1 to {last} or what the "
            "card shows.")),
        (N_("No card left in {source} is “{said}” (it may be out already); type what the card shows."),
         N_("No card left in {source} is “{said}” (it may be out already); type a number from 1 to {last} or what "
            "the card shows."))),
    "tile": (
        (N_("No tile left there is “{said}” (it may be out already); type what the tile shows."),
         N_("No tile left there is “{said}” (it may be out already); type a number from 1 to {last} or what the "
            "tile shows.")),
        (N_("No tile left in {source} is “{said}” (it may be out already); type what the tile shows."),
         N_("No tile left in {source} is “{said}” (it may be out already); type a number from 1 to {last} or what "
            "the tile shows."))),
    "token": (
        (N_("No token left there is “{said}” (it may be out already); type what the token shows."),
         N_("No token left there is “{said}” (it may be out already); type a number from 1 to {last} or what the "
            "token shows.")),
        (N_("No token left in {source} is “{said}” (it may be out already); type what the token shows."),
         N_("No token left in {source} is “{said}” (it may be out already); type a number from 1 to {last} or "
            "what the token shows."))),
    None: (
        (N_("Nothing left there is “{said}” (it may be out already); type what it shows."),
         N_("Nothing left there is “{said}” (it may be out already); type a number from 1 to {last} or what it "
            "shows.")),
        (N_("Nothing left in {source} is “{said}” (it may be out already); type what it shows."),
         N_("Nothing left in {source} is “{said}” (it may be out already); type a number from 1 to {last} or what "
            "it shows."))),
}


def refusal(text: str, ask: Ask, words: GameWords | None = None) -> str:
    """One line saying why ``text`` answers nothing asked now, and what to type (``words``: the game's, to say
    what is drawn and from what in the language spoken)."""
    if isinstance(ask, DrawRequest):
        why = ask.why
        source = _said(words, why.source) if why and why.source else ""
        said = " ".join(text.split())[:40]
        either = _shown(named_items(text, ask), ask)
        if 1 < len(either) <= MOST_NAMED:  # "filippo": Filippo Lippi or Filippo Brunelleschi, each whole
            return _("“{said}” could be {names} or {last}: say which you mean.").format(
                said=said, names=", ".join(either[:-1]), last=either[-1])
        if len(either) > MOST_NAMED:  # too many to name: how many
            return _("“{said}” could be any of {count} entries in the list: say which you mean.").format(
                said=said, count=len(either))
        numbers = listed_numbers(ask)
        if said.isascii() and said.isdigit() and numbers and len(own_numbers(ask)) < len(ask.choices):
            # a place in the list (the items print no number of their own): none can be "out already"
            return _("The list has no number {said}: type one from 1 to {last}.").format(said=said,
                                                                                       last=max(numbers))
        kind = NOT_LEFT.get(why.thing if why else "card", NOT_LEFT[None])[bool(source)][bool(numbers)]
        line = _(kind).format(source=source, said=said, last=max(numbers, default=0))
        near = _near_items(said, ask) if said and not said.isdigit() else []
        if not near:
            return line
        if len(near) == 1:
            maybe = _("Did you mean {names}?").format(names=near[0])
        else:
            maybe = _("Did you mean {names} or {last}?").format(names=", ".join(near[:-1]), last=near[-1])
        return f"{line} {maybe}"
    return ngettext("Please type a whole number from 1 to {sides}.",
                    "Please type {count} whole numbers from 1 to {sides}.", ask.count).format(count=ask.count,
                                                                                             sides=ask.sides)


#: at most this many items are named whole in a line (a word that could be more names none of them)
MOST_NAMED = 6


def _shown(items: list[Any], ask: DrawRequest) -> list[str]:
    """What ``items`` show, each once, in the list's order."""
    shown = [words for item, words in ask.choices if item in items]
    return list(dict.fromkeys(shown))


def _near_items(said: str, ask: DrawRequest) -> list[str]:
    """What the items show (at most 3, whole) that hold a word close to a mistyped ``said`` ("Filipo": Filippo Lippi
    and Filippo Brunelleschi)."""
    names = {word for _item, words in ask.choices for word in WORD.findall(words) if not word.isdigit()}
    near = closest(said, names)[:3]
    held = [words for word in near for _item, words in ask.choices if word in WORD.findall(words)]
    return list(dict.fromkeys(held))[:3]


def read_answer(text: str, ask: Ask, words: GameWords | None = None) -> Any:
    """The answer ``text`` gives to ``ask`` (dice results, or the item drawn), or a :class:`Refusal` (in the
    game's ``words``)."""
    value = parse_draw(text, ask) if isinstance(ask, DrawRequest) else parse_roll(text, ask)
    return Refusal(refusal(text, ask, words)) if value is None else value


def answer_words(ask: Ask, value: Any) -> str:
    """The answer as the person gave it: "5 2", or what the card drawn shows."""
    if isinstance(ask, DrawRequest):
        return next((words for item, words in ask.choices if item == value), str(value))
    return " ".join(map(str, value))
