"""A physical roll or draw the game asks of the person: its words, and the typed answer read.

The same sentences and the same reading for the terminal and the page: "Machina, roll both dice:
it moves by the difference." then "Type the two results (1-6)"; a draw lists what can still come,
and takes its number or what it shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from solobot.numbers import is_ascii_digits
from solobot.suggest import closest
from solobot.toolkit.randomness import DrawRequest, RollRequest

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}

Ask = RollRequest | DrawRequest


def seat_name(seat: str | None) -> str:
    """A seat as people say it ("Machina", "Ghost 1"); the game itself is "Game"."""
    if not seat:
        return "Game"
    return seat.replace("-", " ").title()


@dataclass(frozen=True, slots=True)
class Refusal:
    """A typed answer that is not one: the line that says what to type instead."""

    line: str


def who_acts(ask: Ask, person: str | None = None) -> str:
    """Who rolls or draws, as the request's first word: "You", "Machina", "For the game"."""
    if ask.seat and ask.seat == person:
        return "You"
    return seat_name(ask.seat) if ask.seat else "For the game"


def _dice(ask: RollRequest) -> str:
    kind = "" if ask.sides == 6 else f" d{ask.sides}"
    if ask.count == 1:
        return f"a{kind} die" if kind else "a die"
    many = "both" if ask.count == 2 else NUMBER_WORDS.get(ask.count, str(ask.count))
    return f"{many}{kind} dice"


def request_line(ask: Ask, person: str | None = None, show_rules: bool = True) -> str:
    """The request in one sentence: who rolls or draws, what, from what, what for, and its rule.

    A draw always names its rule (the person checks the draw against it); a roll with ``show_rules``.
    """
    why = ask.why
    purpose = f": {why.purpose}" if why and why.purpose else ""
    if isinstance(ask, DrawRequest):
        thing = why.thing if why else "card"
        source = f" from {why.source}" if why and why.source else ""
        rule = f" ({why.rule})" if why and why.rule else ""
        article = "an" if thing[:1] in "aeiou" else "a"
        return f"{who_acts(ask, person)}, draw {article} {thing}{source}{purpose}{rule}."
    rule = f" ({why.rule})" if show_rules and why and why.rule else ""
    return f"{who_acts(ask, person)}, roll {_dice(ask)}{purpose}{rule}."


def what_to_type(ask: Ask) -> str:
    """What the answer is typed as ("Type the two results (1-6): ", "Which card? Type its number...")."""
    if isinstance(ask, DrawRequest):
        thing = ask.why.thing if ask.why else "card"
        return f"Which {thing}? Type its number or what it shows: "
    results = "the result" if ask.count == 1 else f"the {NUMBER_WORDS.get(ask.count, ask.count)} results"
    return f"Type {results} (1-{ask.sides}): "


def choice_lines(ask: Ask) -> list[str]:
    """The items that can still come, numbered, in the words printed on them (none for a roll)."""
    if not isinstance(ask, DrawRequest):
        return []
    width = len(str(len(ask.choices)))
    return [f"  {n:>{width}}  {words}" for n, (_, words) in enumerate(ask.choices, 1)]


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
    """The item named by ``text``: its number in the list, its code, the start of what it shows, or a
    name printed on it ("Ravenna" for "PG06 (6 Ravenna)"), when that names one item; else None."""
    text = " ".join(text.split()).casefold()
    if not text:
        return None
    choices = ask.choices
    if text.isascii() and text.isdigit():  # the one rule (solobot.numbers): "²", "١", "𝟙" are no numbers
        n = int(text) if is_ascii_digits(text, 6) else 0
        return choices[n - 1][0] if 1 <= n <= len(choices) else None
    exact = [item for item, words in choices if words.casefold() == text or str(item).casefold() == text]
    if len(exact) == 1:
        return exact[0]
    starts = [item for item, words in choices if words.casefold().startswith(text)]
    if len(starts) == 1:
        return starts[0]
    typed = WORD.findall(text)
    named = [item for item, words in choices if typed and _holds_in_a_row(WORD.findall(words.casefold()), typed)]
    return named[0] if len(named) == 1 else None


#: a word of what an item shows, or of what was typed ("6", "ravenna", "della")
WORD = re.compile(r"[^\W_]+")


def _holds_in_a_row(words: list[str], typed: list[str]) -> bool:
    """Whether the ``typed`` words stand in ``words`` one after the other ("san giovanni" in "festa di
    san giovanni")."""
    size = len(typed)
    return any(words[start:start + size] == typed for start in range(len(words) - size + 1))


def refusal(text: str, ask: Ask) -> str:
    """One line saying why ``text`` answers nothing asked now, and what to type."""
    if isinstance(ask, DrawRequest):
        why = ask.why
        thing = why.thing if why else "card"
        source = why.source if why and why.source else "there"
        said = " ".join(text.split())[:40]
        names = {word for _, words in ask.choices for word in WORD.findall(words) if not word.isdigit()}
        near = closest(said, names) if said and not said.isdigit() else []
        maybe = f" Did you mean {' or '.join(near[:3])}?" if near else ""
        return (f"No {thing} left in {source} is “{said}” (it may be out already); "
                f"type a number from 1 to {len(ask.choices)} or what the {thing} shows.{maybe}")
    count = "a whole number" if ask.count == 1 else f"{ask.count} whole numbers"
    return f"Please type {count} from 1 to {ask.sides}."


def read_answer(text: str, ask: Ask) -> Any:
    """The answer ``text`` gives to ``ask`` (dice results, or the item drawn), or a :class:`Refusal`."""
    value = parse_draw(text, ask) if isinstance(ask, DrawRequest) else parse_roll(text, ask)
    return Refusal(refusal(text, ask)) if value is None else value


def answer_words(ask: Ask, value: Any) -> str:
    """The answer as the person gave it: "5 2", or what the card drawn shows."""
    if isinstance(ask, DrawRequest):
        return next((words for item, words in ask.choices if item == value), str(value))
    return " ".join(map(str, value))
