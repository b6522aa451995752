"""The words adapter: every place where the web page turns the game's events, table changes and
inputs (history, undo) into text goes through these few functions.

Table changes, history sentences and what an undo takes back come from the core's game-words
layer (:mod:`solobot.words`, the terminal's too); what is the page's own (headings, chips, the
line after an input) is said here, seats by name and never as code.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from solobot.events import Event
from solobot.i18n import DEFAULT, _, language, pgettext
from solobot.table.answers import seat_name
from solobot.words import GameWords, change_lines, own_words


def who(seat: str | None, words: GameWords | None = None) -> str:
    """A seat as people say it ("Machina", "Ghost 1"; in the language spoken with the game's ``words``);
    the game itself has no name."""
    return seat_name(seat, words) if seat else ""


def game_says(spec: Any, text: str) -> str:
    """A game's own words outside a game in play (its summary, an option's label or help) in the language
    spoken: its catalog's when it has them, else the core's, else as written."""
    return own_words(spec.game)(text)


def you() -> str:
    """The person's seat as the page names it ("You", "Tu", "Du")."""
    return _("You")


def turn_of(name: str) -> str:
    """The heading of a seat's turn ("Machina's turn")."""
    return _("{seat}'s turn").format(seat=name)


OPTION_WORDS = {"davinci": "da Vinci", "michelangelo": "Michelangelo"}
"""Option values whose code is not how people write them (the rest are shown as they are)."""

CODE = re.compile(r"\b[A-Z]{1,3}\d{2,3}\b")
"""A card's code as the components name it ("B04")."""


def shown(word: str, seats: dict[str, str] | None = None, terms: Any = None, words: GameWords | None = None) -> str:
    """A command word as a chip shows it: a seat by its name, a card's code with its name ("B04 — Merchant's
    Cart"), in another language a value the game's ``words`` name in it ("blue": "blu"), ``Filippo-Lippi`` as
    ``Filippo Lippi``."""
    if seats and word in seats:
        return seats[word]
    if terms and CODE.fullmatch(word) and word in terms:
        named = str(terms[word])
        return f"{word} {named}" if named.startswith("(") else f"{word} — {named}"
    if words is not None and language() != DEFAULT and words.value(word) != word:
        return words.value(word)
    return OPTION_WORDS.get(word, word.replace("-", " ").replace("_", " "))


def heading(event: Event, person: str | None, title: str = "", words: GameWords | None = None) -> str:
    """The heading a step goes under: "You" for the person's own, else the game's own heading of the step
    (``title``, as the terminal heads it), else its seat's turn."""
    if event.seat == person:
        return you()
    if title:
        return title
    if event.seat:
        return turn_of(who(event.seat, words))
    return _("The game")


def step_changes(words: GameWords, event: Event) -> tuple[str, ...]:
    """The table changes of a step its sentence does not already say, in the game's words."""
    return tuple(change_lines(words, event))


# -- the page's words: the game's sentences without the terminal's syntax ---------------------------------

RULE_ID = r"(?:GAP|AMB|[A-Z]{2,})(?:-[A-Z0-9]+)*-\d+[a-z]?"
_TERMINAL = (
    (re.compile(rf"\s*\((?:{RULE_ID})(?:[,;] ?(?:{RULE_ID}))*\)"), ""),  # "(EX-CLEAN-4)": behind "details"
    # "(type: start A B)", "(detain ARTIST)"
    (re.compile(r"\s*\([^()]*(?:`|\btype\b|\b[A-Z]{3,}\b|\bN\b)[^()]*\)"), ""),
    (re.compile(r"`solobot [^`]*`"), ""),  # a command of the terminal's shell: the page has its own way
    (re.compile(r"`([^`]*)`"), lambda found: _typed(found.group(1))),  # a game's command: its words, no NAMEs
    (re.compile(r"\b[A-Z]{1,3}\d{2,3} ?-> ?"), ""),  # "PG13 -> 13 Napoli": the name printed on it (ARROW)
)
"""What the page leaves out of a sentence the terminal prints: rule IDs (the "details" of a step name them),
usage hints with typed words, and a code before the name printed on the same card or tile. What it says in
its own way instead (a tap for "type") is each language's: :func:`page_forms`. A game's command in backticks
keeps the words a person types, as the page's buttons name them, without the NAMEs a usage line puts for what
to fill in ("`play ACTION PUBLICITY` ends your turn": "play ends your turn"; an example, "`play create 2`", stays
whole), never leaving a sentence without its subject; a command of the terminal's shell (`solobot ...`) goes."""


def command_names() -> dict[str, str]:
    """The commands of the games solobot ships, each as its button reads in the language spoken. The word typed
    stays English (docs/languages.md); a button is read, not typed, so it is said in the page's language."""
    return {
        "roll": pgettext("button", "roll"), "hold": pgettext("button", "hold"),
        "play": pgettext("button", "play"), "place": pgettext("button", "place"), "move": pgettext("button", "move"),
        "collector": pgettext("button", "collector"), "study": pgettext("button", "study"),
        "take": pgettext("button", "take"), "vp": pgettext("button", "vp"), "use": pgettext("button", "use"),
        "done": pgettext("button", "done"), "final": pgettext("button", "final"), "set": pgettext("button", "set"),
        "start": pgettext("button", "start"), "resource": pgettext("button", "resource"),
        "detain": pgettext("button", "detain"), "build": pgettext("button", "build"),
        "operate": pgettext("button", "operate"), "art": pgettext("button", "art"), "hire": pgettext("button", "hire"),
        "artist": pgettext("button", "artist"), "role": pgettext("button", "role"), "pass": pgettext("button", "pass"),
        "gain": pgettext("button", "gain"), "kinsmen": pgettext("button", "kinsmen"),
    }


def _typed(command: str) -> str:
    """A command in backticks as the page says it: its typed words, without a usage line's NAMEs and [options];
    a command alone as its button reads (``play``: "Gioca", in Italian), an example as typed."""
    kept = [word for word in command.split() if not word.startswith("[") and not (word.isupper() and word.isalpha())]
    if len(kept) == 1:
        return command_names().get(kept[0], kept[0])
    return " ".join(kept) or command

TAPPED = "(done|pass)"
"""The commands a sentence asks to type that the page shows as one button to tap."""


def _phrase(form: str) -> str:
    """A phrase as a pattern: its own words only (a word boundary where it starts or ends with a letter)."""
    pattern = re.escape(form).replace(re.escape("{command}"), TAPPED)
    starts, ends = (r"\b" if letter.isalnum() else "" for letter in (form[:1], form[-1:]))
    return starts + pattern + ends


@cache
def _page_forms(code: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    pairs = ((pgettext("page: the terminal asks to type a command", "type {command}"),
              pgettext("page: the page asks to tap a command's button", "tap {command}")),
             (pgettext("page: the terminal asks to type what is done", "type what"),
              pgettext("page: the page asks to choose what is done", "tap what")),
             (pgettext("page: a command's help as the terminal shouts it", "this ENDS your turn"),
              pgettext("page: a command's help as the page says it", "this ends your turn")))
    return tuple((re.compile(_phrase(typed)), tapped) for typed, tapped in pairs if typed and tapped)


def page_forms() -> tuple[tuple[re.Pattern[str], str], ...]:
    """What the page says in its own way, in the language spoken: a sentence's "type done" (as the terminal
    asks, in that language: "scrivi `done`", "gib `done` ein") as "tap done", "type what" as "tap what", the
    terminal's capitals in "this ENDS your turn" as plain words. Each pattern goes with its page form, where
    ``{command}`` is the command asked for."""
    return _page_forms(language())


def _said_on_the_page(text: str) -> str:
    """``text`` with the page's own forms of the language spoken."""
    for pattern, instead in page_forms():
        text = pattern.sub(lambda found, said=instead: said.format(
            command=command_names().get(found[1], found[1]) if found.groups() else ""), text)
    return text


ARROW = _TERMINAL[4][0]
"""A code before the name printed on the same card or tile ("PG13 -> "): the name alone is shown."""
NAMELESS = re.compile(CODE.pattern + r"(?! ?[(—–-])")
"""A card's code with no name after it (a code already followed by its name or what it shows is left so)."""
PRINTED = re.compile(r"^([A-Z]{1,3}\d{2,3}) \((.+)\)$")
"""A draw's words for an item: its code, then what it shows ("S08 (Publicity 0, 2 AP, Resources: blue)")."""


def printed_words(choices: Any) -> dict[str, str]:
    """What each card or tile of a draw shows, by its code ("S08" -> "(Publicity 0, 2 AP, Resources: blue)"):
    the page names a code the game's words (``GameWords.terms``) do not, once it has been offered in a draw."""
    found = {}
    for words in choices:
        printed = PRINTED.match(str(words))
        if printed:
            found[printed[1]] = f"({printed[2]})"
    return found


def codes_named(text: str, terms: Any = None) -> str:
    """A text laid out by the game (its board), its codes named as in :func:`page_words` and nothing else
    changed (its spacing is its layout)."""
    said = ARROW.sub("", str(text))
    return NAMELESS.sub(lambda code: shown(code[0], None, terms), said) if terms else said


def page_words(text: str, terms: Any = None) -> str:
    """A sentence of the game or of the shared table layer as the page shows it: the same words, without
    the terminal's syntax ("(type: start A B)", "`solobot components maestro --edit`", rule IDs)."""
    said = str(text)
    rule_ids, hints, *rest = _TERMINAL
    for pattern, instead in (rule_ids, hints):
        said = pattern.sub(instead, said)
    said = _said_on_the_page(said)  # before the typed words go ("scrivi `done`": "tocca done")
    for pattern, instead in rest:
        said = pattern.sub(instead, said)
    if terms:  # a bare card code, named: "B04" -> "B04 — Benefactor Merchant's Cart"
        said = NAMELESS.sub(lambda code: shown(code[0], None, terms), said)
    said = re.sub(r"\s+([,.;:])", r"\1", said)
    return re.sub(r"[ \t]{2,}", " ", said).strip()
