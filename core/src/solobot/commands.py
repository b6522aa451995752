"""The person's commands, declared once as data (STYLE lesson 13).

What the front ends see is a :class:`Command` with its :class:`Arg` list: the terminal's
``help`` and the web page's buttons and forms are made from it, and both send the typed
words through the game's one ``parse_command``.

A game declares each command once as a :class:`Declared` (its :class:`Param` words, what it
does, an example, when it is possible, and how its words become the game's action) and
gathers them in a :class:`CommandBook`, which gives all three: ``help`` lines, the commands
possible now with their choices filled in (:meth:`CommandBook.offered`), and the parser
(:meth:`CommandBook.parse`). The parser checks and converts every word before the builder
sees it: an ``"int"`` Param becomes an ``int`` within its range, a ``literal`` or ``among``
word must be one of them (see :class:`Param`), and a word that is not is refused with the
command's usage line. A small game may write the :class:`Command` list and its parser
by hand instead.

A game whose commands are its moves declares each with the function that carries it out
(:func:`move`, or ``Declared(..., apply=fn)``) and lists them in ``Game.moves``: the core then
makes its ``parse_command``, ``commands``, ``command_help`` and the dispatch of
``solobot_resolve_action`` from them (boardgame.io's moves; Pig's ``roll`` and ``hold``).

Only what is possible now is offered (OpenSpiel's ``legal_actions``). A Param's ``among``, ``low``,
``high`` and ``optional`` may each be a function of the components, the state and the choices made
in the fields before it (``among(components, state, chosen)``, ``chosen`` by Param name, as the
builder receives them), so a field offers what is possible given the earlier ones, over any number
of fields (Florenza's ``art WHERE ARTWORK ARTIST``: only the Artists who can make the Artwork chosen).
:meth:`Declared.tree` walks those choices into a :data:`Tree` of every complete choice of the fields,
which the :class:`Command` offered now carries: the page's forms, Tab completion, the usage line and
the refusals all come from it, and ``solobot check`` types every input it offers.
"""

from __future__ import annotations

import inspect
import unicodedata
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from solobot.errors import IllegalAction
from solobot.i18n import DEFAULT, _, language, ngettext, pgettext
from solobot.numbers import is_ascii_digits, wanted
from solobot.suggest import did_you_mean

ArgKind = Literal["int", "word", "choice"]

#: the context in a catalog of an argument's NAME as a usage line shows it (``msgctxt "placeholder"``, ``msgid
#: "ARTIST"``, ``msgstr "KÜNSTLER"``): the words a person types stay as they are, the names of what to type are
#: said in the language spoken
PLACEHOLDER = "placeholder"

_NAMING: ContextVar[Callable[[str], str] | None] = ContextVar("solobot_placeholder_names", default=None)


def placeholder(name: str) -> str:
    """An argument's NAME (``COUNT``, ``ARTIST``) in the language spoken: as the game in play names it (the
    table sets it with :func:`naming`: its catalog's ``msgctxt "placeholder"`` entry, else the core's), else
    as the core's catalog names it, else as written; English: as written."""
    if language() == DEFAULT:
        return name
    said = _NAMING.get()
    return said(name) if said is not None else pgettext(PLACEHOLDER, name)


@contextmanager
def naming(said: Callable[[str], str] | None) -> Iterator[None]:
    """Inside the ``with`` block, the NAMEs of usage lines and refusals are ``said(NAME)`` (the game's words:
    ``lambda name: words.say(name, PLACEHOLDER)``)."""
    token = _NAMING.set(said)
    try:
        yield
    finally:
        _NAMING.reset(token)


def core_placeholders() -> tuple[str, ...]:
    """The NAMEs the core's catalog says for every game in the language spoken (a game's catalog may say them
    otherwise, and says its own: ``ARTIST``, ``REGION``)."""
    return (pgettext("placeholder", "COUNT"), pgettext("placeholder", "NUMBER"), pgettext("placeholder", "POINTS"),
            pgettext("placeholder", "VALUE"), pgettext("placeholder", "SEAT"), pgettext("placeholder", "NAME"),
            pgettext("placeholder", "FIRST"), pgettext("placeholder", "SECOND"), pgettext("placeholder", "FROM"),
            pgettext("placeholder", "TO"), pgettext("placeholder", "WHERE"), pgettext("placeholder", "WHAT"),
            pgettext("placeholder", "COMMAND"), pgettext("placeholder", "PATH"))


def _is_name(text: str) -> bool:
    """Whether a usage line's word is an argument's NAME (``COUNT``), not words to type (``token|resource``)."""
    return "|" not in text and text.upper() == text and any(letter.isalpha() for letter in text)


def folded(text: str) -> str:
    """A word as the parser compares it: case, accents, dashes and underscores apart ("Niccolò-Pisano" and
    "niccolo pisano" are the same)."""
    plain = unicodedata.normalize("NFKD", text.replace("-", " ").replace("_", " "))
    return " ".join("".join(c for c in plain if not unicodedata.combining(c)).casefold().split())


class Named(str):
    """A choice offered as one word that may also be typed as its other names: its name as printed, in the
    language spoken, or its number (``Named("B12", "Opening Night")``, ``Named("Filippo-Lippi", "7")``).

    It is the word itself everywhere (a ``str``: what a form sends, what the builder receives); the parser
    takes any of ``also`` for it, each compared as :func:`folded` says.
    """

    also: tuple[str, ...]

    def __new__(cls, word: str, *also: str) -> Named:
        made = super().__new__(cls, word)
        made.also = tuple(name for name in also if name)
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return Named, (str(self), *self.also)


def names_of(choice: str) -> tuple[str, ...]:
    """Every name a choice may be typed as: itself, and its :attr:`Named.also`."""
    return (choice, *getattr(choice, "also", ()))


Tree = tuple[tuple[str, "Tree"], ...]
"""Every complete choice of a command's choice fields, in order: each word the first choice field may take
now with the tree of the fields after it given that word; ``""`` stands for an optional field left out. A
field that is not a choice (a number, a free word) is no level of it."""

Limit = tuple[tuple[str, ...], int, "int | None", "int | None"]
"""The real bounds of a number field given the choices before it: ``(choice words before it, the field's
index, low, high)`` (see :meth:`Declared.tree`)."""

#: how many branches :meth:`Declared.tree` walks at most; a command with more offers the first ones only
TREE_BUDGET = 20_000


@cache
def _takes_chosen(fn: Callable[..., Any]) -> bool:
    """Whether a declared function takes the choices made before it (a third positional parameter)."""
    try:
        parameters = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    if any(p.kind is p.VAR_POSITIONAL for p in parameters):
        return True
    return sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in parameters) >= 3


def given(fn: Any, components: Any, state: Any, chosen: Words | None) -> Any:
    """A declared value: ``fn(components, state, chosen)`` or ``fn(components, state)`` as it is written, or
    ``fn`` itself when it is no function."""
    if not callable(fn):
        return fn
    if _takes_chosen(fn):
        return fn(components, state, chosen if chosen is not None else {})
    return fn(components, state)


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument of a command.

    :ivar name: its name, as the usage line shows it (``REGION``, ``count``).
    :ivar kind: ``"int"`` (a whole number), ``"word"`` (any word) or ``"choice"`` (one of ``choices``).
    :ivar choices: the allowed words of a ``"choice"`` argument: for a declared command, each word possible
        now given some choice of the arguments before it (which ones, given those: ``Command.tree``).
    :ivar shown: what a usage line shows for it instead of its choices — its NAME when the
        choices change with the state or are too many to list, so ``help`` stays short and steady.
    :ivar optional: whether the command may be typed without it; the game's parser tells the
        forms apart by their word count (Maestro's `set artworks|vp [REGION] SEAT NUMBER`).
    :ivar most: for an ``"int"``, its largest value when it is small and known (a die: 6), else 0;
        a page then offers each value as one tap.
    :ivar by: for a ``"choice"`` that depends on the argument just before it, its choices for each
        word of that argument (``(("chiesa", ("Vetrata", ...)), ...)``); a page then offers the two
        together, grouped by the first, and only the pairs that are possible.
    :ivar low: for an ``"int"``, its smallest value now when declared (None: no limit); when it depends on
        the choices before it, the smallest of them (the command's ``limits`` give each). A page's stepper
        starts at 1 when the bounds allow it, else at the bound nearest to it (:func:`first_number`).
    :ivar high: for an ``"int"``, its largest value now when declared (None: no limit), likewise.
    """

    name: str
    kind: ArgKind = "word"
    choices: tuple[str, ...] = ()
    optional: bool = False
    shown: str = ""
    most: int = 0
    low: int | None = None
    high: int | None = None
    by: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def usage(self, name_of: Callable[[str], str] | None = None) -> str:
        """The argument in a usage line: ``shown``, else ``a|b`` for choices, else ``NAME`` (``[...]`` if optional);
        a NAME in the language spoken (:func:`placeholder`, or ``name_of`` when given)."""
        listed = "|".join(self.choices) if self.kind == "choice" and self.choices else self.name.upper()
        text = self.shown or listed
        if _is_name(text):
            text = (name_of or placeholder)(text)
        return f"[{text}]" if self.optional else text


@dataclass(frozen=True, slots=True)
class Command:
    """A command the person types: its name, its arguments, what it does, an example.

    :ivar name: the first word typed.
    :ivar args: its arguments, in order.
    :ivar help: what it does, in one line.
    :ivar example: a complete example (``place venezia 2``).
    :ivar free: True when the arguments are not declared (a game that only gives
        ``command_help``): front ends then offer one text field for the rest of the line.
    :ivar tree: every complete choice of its choice arguments now (a :data:`Tree`), when the command
        was declared (:meth:`Declared.tree`); None when it is not known (a command written by hand):
        front ends then offer each argument's ``choices``. See :meth:`choices_after`.
    :ivar limits: the real bounds of its number arguments that depend on the choices before them
        (:data:`Limit`); the arguments' ``low``/``high`` are the widest of them.
    """

    name: str
    args: tuple[Arg, ...] = ()
    help: str = ""
    example: str = ""
    free: bool = False
    tree: Tree | None = None
    limits: tuple[Limit, ...] = ()

    def usage(self, name_of: Callable[[str], str] | None = None) -> str:
        """The usage line: the name and every argument (each NAME said by ``name_of``, else :func:`placeholder`)."""
        return " ".join([self.name, *(arg.usage(name_of) for arg in self.args)])

    def help_line(self) -> str:
        """The line ``help`` prints: ``usage — what it does. Example: ...``."""
        if self.free:
            return self.help
        line = f"{self.usage()} — {self.help}" if self.help else self.usage()
        return f"{line}. Example: {self.example}" if self.example else line

    def words(self, values: Sequence[str]) -> list[str]:
        """The words typed for this command with argument ``values`` (empty optional ones left out)."""
        return [self.name, *(value.strip() for value in values if value and value.strip())]

    def choice_args(self) -> list[int]:
        """The indexes of its choice arguments: the levels of its :attr:`tree`."""
        return [i for i, arg in enumerate(self.args) if arg.kind == "choice"]

    def choices_after(self, chosen: Sequence[str]) -> tuple[str, ...]:
        """What the next choice argument may be now, given the words ``chosen`` for the choice arguments
        before it (``""`` for an optional one left out): from the :attr:`tree`, else the argument's own
        ``choices``; ``""`` among them when it may be left out. A word that is no choice there: none."""
        node = self.tree
        levels = self.choice_args()
        if len(chosen) >= len(levels):
            return ()
        if node is None:
            arg = self.args[levels[len(chosen)]]
            return (*arg.choices, *(("",) if arg.optional else ()))
        for word in chosen:
            node = next((child for key, child in node if key == word), None)
            if node is None:
                return ()
        return tuple(key for key, _child in node)

    def bounds_after(self, index: int, chosen: Sequence[str]) -> tuple[int | None, int | None]:
        """The real bounds of the number argument ``index`` given the words ``chosen`` for the choice
        arguments before it (see :attr:`limits`), else its declared ``low`` and ``high``."""
        for path, at, low, high in self.limits:
            if at == index and tuple(path) == tuple(chosen):
                return low, high
        arg = self.args[index]
        return arg.low, arg.high

    def inputs(self) -> Iterator[list[str]]:
        """Every complete input it offers now, as the words after its name: each path of its :attr:`tree`
        (an optional choice left out: no word), each number at the values a form offers (a die's faces;
        else :func:`first_number` and the real bounds given the choices before it; an optional one left out
        too). None for a command with a free word (nothing to offer) or without a tree."""
        if self.tree is None or any(arg.kind == "word" for arg in self.args):
            return
        levels = self.choice_args()

        def numbers(i: int, chosen: tuple[str, ...]) -> list[str]:
            arg = self.args[i]
            if arg.most:
                found = [str(n) for n in range(1, arg.most + 1)]
            else:
                low, high = self.bounds_after(i, chosen)
                if low is not None and high is not None and low > high:
                    found = []
                else:
                    found = list(dict.fromkeys(str(n) for n in (first_number(low, high), low, high) if n is not None))
            return [*found, ""] if arg.optional else found

        def walk(i: int, node: Tree, chosen: tuple[str, ...], words: list[str]) -> Iterator[list[str]]:
            if i == len(self.args):
                yield [word for word in words if word]
                return
            if i in levels:
                for word, child in node:
                    yield from walk(i + 1, child, (*chosen, word), [*words, word])
                return
            for word in numbers(i, chosen):
                yield from walk(i + 1, node, chosen, [*words, word])

        yield from walk(0, self.tree, (), [])

    def next_words(self, typed: Sequence[str]) -> list[str]:
        """What may be typed after the whole words ``typed`` (those after the command's name): the choices
        of the argument that comes next given them, or of the ones after it when it may be left out; a die's
        faces for a small number. Tab completion at the terminal offers these."""
        found: list[str] = []
        levels = self.choice_args()

        def walk(i: int, pos: int, chosen: tuple[str, ...]) -> None:
            if i >= len(self.args):
                return
            arg = self.args[i]
            if arg.kind == "choice":
                options = self.choices_after(chosen) if i in levels else ()
                paired = dict(arg.by).get(typed[pos - 1]) if arg.by and pos else None
                if paired is not None:  # an ``among_by`` pair: the words of the one typed just before
                    options = (*paired, *(("",) if arg.optional else ()))
                if pos == len(typed):
                    found.extend(word for word in options if word and word not in found)
                    if "" in options:
                        walk(i + 1, pos, (*chosen, ""))
                    return
                named = [w for w in options if w]
                take = _span(typed[pos:], named)  # a name of several words typed whole (Monte di Pietà)
                word = matching(" ".join(typed[pos:pos + take]), named)
                if word is not None:
                    walk(i + 1, pos + take, (*chosen, word))
                if "" in options:
                    walk(i + 1, pos, (*chosen, ""))
                return
            if pos == len(typed):
                if arg.kind == "int" and arg.most:
                    found.extend(str(n) for n in range(1, arg.most + 1) if str(n) not in found)
                if arg.optional:
                    walk(i + 1, pos, chosen)
                return
            walk(i + 1, pos + 1, chosen)
            if arg.optional:
                walk(i + 1, pos, chosen)

        walk(0, 0, ())
        return found


def first_number(low: int | None, high: int | None) -> int:
    """Where a number field starts: 1 when its bounds allow it, else the bound nearest to it (a field of
    -999..999 VP starts at 1, one of 0..0 at 0)."""
    if low is not None and low > 1:
        return low
    if high is not None and high < 1:
        return high if low is None or high >= low else low
    return 1


def help_of(commands: Iterable[Command]) -> dict[str, str]:
    """``{name: help line}`` for the terminal's ``help`` (what ``Game.command_help`` returns)."""
    return {command.name: command.help_line() for command in commands}


def from_help(help_lines: dict[str, str]) -> list[Command]:
    """Commands known only by their help lines: free-text commands (the default of ``Game.commands``)."""
    return [Command(name, help=text, free=True) for name, text in help_lines.items()]


# -- declaring commands once: help, offered and parse from one list ------------------------------

Choices = Callable[[Any, Any], Iterable[str]]
"""The words an argument may take now, from the components and the state."""
Words = dict[str, Any]
"""A command's values by :class:`Param` name (``int`` for an ``"int"`` Param, else the word or
choice as a ``str``), and its own name as ``op``."""

#: what a builder may raise on words it cannot read: a refused input, never the end of the game
READING_ERRORS = (ValueError, TypeError, LookupError, AttributeError)


class Misuse(Exception):
    """The words fit no form of the command (raised by a builder, or with how many words it takes):
    the parser answers with the usage line, after the message if there is one."""


@dataclass(frozen=True, slots=True)
class Param:
    """One word of a declared command, checked and converted by the core before the builder.

    Each of ``among``, ``low``, ``high`` and ``optional`` may be a function of the state, written
    ``fn(components, state)``, or ``fn(components, state, chosen)`` when it depends on the fields before
    it: ``chosen`` holds the value of each choice field already chosen, by its name, as the builder
    receives it (an optional one left out is absent; a free number or word before it is not there).

    :ivar name: its name in the usage line and in the :data:`Words` a builder reads.
    :ivar kind: ``"int"`` (the builder receives an ``int``, within ``low``..``high`` when given)
        or ``"word"`` (a ``str``); a Param with ``literal`` or ``among`` is a choice.
    :ivar literal: the fixed words it may be (``token|resource``), shown in the usage line; any
        other word is refused, and the builder receives the literal as declared (``TOKEN`` → ``token``).
    :ivar among: the words it may take now (regions, cards...), given the choices before it when the
        function takes ``chosen``; offered as choices, and the usage line names it (``REGION``), or
        lists them when short (see ``CommandBook``'s ``list_up_to``). A word that is none of them is
        refused, listing those possible given the earlier fields (case, accents and dashes do not matter,
        several typed words may make one name, a :class:`Named` choice may be typed as its other names,
        and a unique start of a name is enough; the builder receives the choice as offered), unless
        ``open`` is set. With ``kind="int"`` they are whole numbers (a region's number): the builder
        receives an ``int``, and one not among them now is refused.
    :ivar open: True when the game also takes words it does not offer (a region by its number as
        well as its name): a word that matches no choice then goes to the builder as typed, to judge.
    :ivar optional: whether it may be left out (True, or a function: whether it may be left out given
        the choices before it, as Maestro's ``set artworks`` needs its REGION where ``set vp`` has none);
        optional words are taken left to right while enough words remain for the required ones after them.
    :ivar most: an ``"int"``'s largest value when small and known (a die roll: 6), else 0; or
        ``most(components, state)`` when the components say it.
    :ivar among_by: the words it may take now for each word of the Param just before it
        (``{where: [artworks there]}``); front ends offer only those pairs (see :attr:`Arg.by`).
        An ``among`` that takes ``chosen`` says the same for any number of fields before it.
    :ivar low: the smallest whole number an ``"int"`` takes (None: no limit), or a function of the
        state (and the choices before it) giving it; a page's stepper stays within ``low``..``high``.
    :ivar high: the largest whole number an ``"int"`` takes (None: no limit), likewise; a ``high``
        below ``low`` now means no number is possible (the field may then only be left out).
    """

    name: str
    kind: ArgKind = "word"
    literal: tuple[str, ...] = ()
    among: Choices | None = None
    optional: bool | Callable[..., bool] = False
    most: int | Callable[[Any, Any], int] = 0
    among_by: Callable[[Any, Any], dict[str, Iterable[str]]] | None = None
    open: bool = False
    low: int | Callable[..., int | None] | None = None
    high: int | Callable[..., int | None] | None = None

    @property
    def is_choice(self) -> bool:
        """Whether it is chosen among words (``literal`` or ``among``), not typed freely."""
        return self.among is not None or bool(self.literal)

    def now(self, components: Any, state: Any, chosen: Words | None = None) -> tuple[str, ...]:
        """Its choices now, given the values ``chosen`` before it: ``among``'s (whole numbers as words),
        else its literal words."""
        if self.among is not None:
            return tuple(word if isinstance(word, str) else str(word)
                         for word in given(self.among, components, state, chosen))
        return self.literal

    def bounds(self, components: Any, state: Any, chosen: Words | None = None) -> tuple[int | None, int | None]:
        """Its ``low`` and ``high`` now, given the values ``chosen`` before it."""
        return given(self.low, components, state, chosen), given(self.high, components, state, chosen)

    def may_skip(self, components: Any, state: Any, chosen: Words | None = None) -> bool:
        """Whether it may be left out now, given the values ``chosen`` before it."""
        return bool(given(self.optional, components, state, chosen))

    def depends(self) -> bool:
        """Whether its bounds depend on the choices before it (then a command lists them in its ``limits``)."""
        return any(callable(fn) and _takes_chosen(fn) for fn in (self.low, self.high))

    def value_of(self, word: str) -> Any:
        """An offered choice as the builder receives it: an ``int`` for whole numbers, the literal, or the word."""
        if self.kind == "int":
            return int(word)
        return word

    def arg(self, components: Any = None, state: Any = None, list_up_to: int = 0,
            now: tuple[str, ...] | None = None, bounds: tuple[int | None, int | None] | None = None) -> Arg:
        """The argument as front ends see it; with the components and a state, its choices now (``now``
        when the command worked them out over its fields; ``bounds`` likewise).

        Its usage line lists the choices of the moment when they fit in ``list_up_to``
        characters, else shows its literal words or NAME.
        """
        optional = bool(self.optional)
        if self.among is not None:
            if now is None:
                now = self.now(components, state) if state is not None and not _takes_chosen(self.among) else ()
            named = "|".join(self.literal) or self.name.upper()
            listed = now and len("|".join(now)) <= list_up_to
            by = ()
            if self.among_by is not None and state is not None:
                by = tuple((key, tuple(words)) for key, words in self.among_by(components, state).items())
            return Arg(self.name, "choice", now, optional, "" if listed else named, by=by)
        if self.literal:
            return Arg(self.name, "choice", self.literal if now is None else now, optional)
        most = self.most if isinstance(self.most, int) else self.most(components, state) if state is not None else 0
        if bounds is None:
            low, high = (self.bounds(components, state) if state is not None and not self.depends() else
                         (self.low if not callable(self.low) else None, self.high if not callable(self.high) else None))
        else:
            low, high = bounds
        if not most and low == 1 and high is not None and high <= 12 and bounds is None and not callable(self.high):
            # a die, declared by its range
            most = high
        return Arg(self.name, self.kind, (), optional, most=most, low=low, high=high)

    def read(self, word: str, components: Any, state: Any, chosen: Words | None = None,
             now: tuple[str, ...] | None = None, loose: bool = False) -> Any:
        """The typed ``word`` as the builder receives it: an ``int``, a literal, a choice or the word.

        ``chosen``: the choices made before it; ``now``: its choices given them, when the command
        worked them out (else :meth:`now`); ``loose``: an ``open`` word before it was none of its
        choices (the game reads it), so what depends on the choices before it is left to the game.

        :raises Misuse: naming the word and what it had to be (the choices possible given the earlier ones).
        """
        if self.kind == "int":
            low, high = self.bounds(components, state, chosen) if not (loose and self.depends()) else (
                None if callable(self.low) else self.low, None if callable(self.high) else self.high)
            value = self._whole(word, low, high)
            if self.among is not None and not self.open and not (loose and _takes_chosen(self.among)):
                now = self.now(components, state, chosen) if now is None else now
                if str(value) not in now:  # whole numbers offered as choices: only those
                    raise self._refused(now, str(value) if now else _quoted(word))
            return value
        if self.literal:
            found = matching(word, self.literal)
            if found is None:
                raise Misuse(_("{name} must be {wanted}, not {word}").format(
                    name=placeholder(self.name.upper()), wanted=_either(self.literal), word=_quoted(word)))
            if self.among is None:
                return found
        if self.among is not None:
            now = self.now(components, state, chosen) if now is None else now
            found = matching(word, now)
            if found is not None:
                if self.open and any(name.casefold() == word.casefold() for name in names_of(found)):
                    return word  # an open word the game reads itself, as typed (a region by its number)
                return found
            if not self.open and not (loose and _takes_chosen(self.among)):
                raise self._refused(now, _quoted(word), word)
        return word

    def _refused(self, now: Sequence[str], shown: str, word: str = "") -> Misuse:
        """The refusal of a word that is none of ``now`` (the few it could be, when it starts several)."""
        if not now:
            return Misuse(_("there is no {name} to choose now ({word} was typed)").format(
                name=placeholder(self.name.upper()), word=shown))
        could = _starting(word, now) if word else []
        return Misuse(_("{name} must be {wanted}, not {word}").format(
            name=placeholder(self.name.upper()), wanted=_either(could if len(could) > 1 else now), word=shown))

    def _whole(self, word: str, low: int | None = None, high: int | None = None) -> int:
        if low is not None and high is not None and low > high:
            raise Misuse  # no number fits here now (given the words before it): the usage line says the forms
        digits = word[1:] if word[:1] == "-" else word
        whole = wanted("whole", low, high)
        if not is_ascii_digits(digits, 9):  # the one rule of solobot.numbers
            raise Misuse(_("{name} must be {wanted}, not {word}").format(
                name=placeholder(self.name.upper()), wanted=whole, word=_quoted(word)))
        value = int(word)
        if (low is not None and value < low) or (high is not None and value > high):
            raise Misuse(_("{name} must be {wanted}, not {word}").format(name=placeholder(self.name.upper()),
                                                                          wanted=whole, word=value))
        return value


def matching(word: str, choices: Sequence[str]) -> str | None:
    """The choice ``word`` names, or None: the choice itself or one of its :class:`Named` names as
    :func:`folded` compares them, else the one choice whose name, or a word of it, starts with ``word``
    (not for a number: ``1`` is no start of ``10``)."""
    if not word:
        return None
    for choice in choices:  # the usual case: as offered
        if choice == word:
            return choice
    key = folded(word)
    for choice in choices:
        if any(folded(name) == key for name in names_of(choice)):
            return choice
    if word.lstrip("-").isdigit():
        return None
    found = _starting(word, choices)
    return found[0] if len(found) == 1 else None


def _starting(word: str, choices: Sequence[str]) -> list[str]:
    """The choices one of whose names, or a word of it, starts with ``word`` (folded)."""
    key = folded(word)
    if not key:
        return []
    return [choice for choice in choices
            if any(name.startswith(key) or f" {key}" in f" {name}" for name in map(folded, names_of(choice)))]


def _either(choices: Sequence[str]) -> str:
    """``a``, ``a or b``, ``one of a, b, c`` (at most eight listed)."""
    if len(choices) == 1:
        return choices[0]
    if len(choices) == 2:
        return _("{first} or {second}").format(first=choices[0], second=choices[1])
    shown = ", ".join(choices[:8]) + (", ..." if len(choices) > 8 else "")
    return _("one of {choices}").format(choices=shown)


def _quoted(word: str) -> str:
    """A typed word as a person reads it, cut when long."""
    shown = word if len(word) <= 20 else word[:20] + "..."
    return f"'{shown}'"


def name_only(state: Any, components: Any, words: Words) -> dict[str, str]:
    """The action of a command without words: its name is the whole of it (``{"op": "roll"}``)."""
    return {"op": words["op"]}


@dataclass(frozen=True, slots=True)
class Declared:
    """One command, declared once: its words, what it does, an example, and the action they make.

    :ivar build: ``build(state, components, words)`` returns the game's action from the
        :data:`Words`, already checked and converted (see :class:`Param`); it raises
        :class:`Misuse` when they fit no form of the command, and
        :class:`~solobot.errors.IllegalAction` for a value it cannot take. Anything else it
        raises on the words (a ``ValueError``, a ``KeyError``...) is refused the same way, with
        the usage line, never the end of the game. The default, :func:`name_only`, suits a
        command without words.
    :ivar possible: ``possible(components, state)``: whether it can be done at all now (None:
        always); a command that is not possible is not offered, but may still be typed.
    :ivar apply: ``apply(ctx, state, **values)`` carries the move out (the action's values but its
        ``op`` as keywords), as the default ``solobot_resolve_action`` does for a game that declares
        its :attr:`~solobot.game.Game.moves`; None for a command the game resolves itself.
    """

    name: str
    params: tuple[Param, ...] = ()
    help: str = ""
    example: str = ""
    build: Callable[[Any, Any, Words], Any] = name_only
    possible: Callable[[Any, Any], bool] | None = None
    apply: Callable[..., Any] | None = None

    def choices(self, index: int, components: Any, state: Any, chosen: Words | None = None) -> tuple[str, ...]:
        """The choices of its Param ``index`` now, given the values ``chosen`` before it (by Param name):
        its ``among`` (with ``chosen`` when it takes them), else its literal words. (An ``among_by`` only
        tells front ends which pairs to offer together: the parser reads ``among``, as it always has.)"""
        return self.params[index].now(components, state, chosen)

    def tree(self, components: Any, state: Any, budget: int = TREE_BUDGET) -> tuple[Tree | None, tuple[Limit, ...]]:
        """Every complete choice of its fields now: the :data:`Tree` of its choice fields (None when no
        complete input is possible now: a required field with no choice, a number with no value between
        its bounds) and the real bounds of each number field whose bounds depend on the choices before it.

        Each field's choices are asked given the fields chosen before it, to any depth; at most ``budget``
        branches are walked (past it the first ones are offered, never one that is not possible).
        """
        limits: list[Limit] = []
        left = [budget]

        def walk(i: int, chosen: Words, path: tuple[str, ...]) -> Tree | None:
            if i == len(self.params):
                return ()
            param = self.params[i]
            skip = param.may_skip(components, state, chosen) if param.optional else False
            if not param.is_choice:
                low, high = param.bounds(components, state, chosen)
                if param.depends():
                    limits.append((path, i, low, high))
                if low is not None and high is not None and low > high and not skip:
                    return None
                return walk(i + 1, chosen, path)
            branches: list[tuple[str, Tree]] = []
            for word in self.choices(i, components, state, chosen):
                if left[0] <= 0:
                    break
                left[0] -= 1
                child = walk(i + 1, {**chosen, param.name: param.value_of(word)}, (*path, word))
                if child is not None:
                    branches.append((word, child))
            if skip:
                child = walk(i + 1, chosen, (*path, ""))
                if child is not None:
                    branches.append(("", child))
            return tuple(branches) or None

        return walk(0, {}, ()), tuple(limits)

    def command(self, components: Any = None, state: Any = None, list_up_to: int = 0) -> Command:
        """The command as front ends see it; with the components and a state, its choices now: each
        choice field offers the words possible given some choice of the fields before it, and the
        command carries its :meth:`tree` (without a state: none, and no choices that depend on it)."""
        if state is None:
            return Command(self.name, tuple(p.arg(components, None, list_up_to) for p in self.params),
                           self.help, self.example)
        tree, limits = self.tree(components, state)
        levels: dict[int, list[str]] = {}
        choice_fields = [i for i, p in enumerate(self.params) if p.is_choice]

        def gather(node: Tree, depth: int) -> None:
            if depth >= len(choice_fields):
                return
            seen, after = levels.setdefault(choice_fields[depth], []), None
            words = [word for word, _child in node if word]
            for n, word in enumerate(words):  # each new word in the game's order: after the one before it here,
                if word in seen:  # else before the next one here already listed, else last
                    after = seen.index(word)
                    continue
                if after is None:
                    later = [seen.index(w) for w in words[n + 1:] if w in seen]
                    after = (later[0] if later else len(seen)) - 1
                after += 1
                seen.insert(after, word)
            for _word, child in node:
                gather(child, depth + 1)

        gather(tree or (), 0)
        args = []
        for i, param in enumerate(self.params):
            bounds = None
            if not param.is_choice and param.depends():
                found = [(low, high) for _path, at, low, high in limits if at == i and (
                    low is None or high is None or low <= high)]
                lows, highs = [low for low, _ in found], [high for _, high in found]
                bounds = (None if not found or None in lows else min(lows),  # type: ignore[type-var]
                          None if not found or None in highs else max(highs))  # type: ignore[type-var]
            args.append(param.arg(components, state, list_up_to, tuple(levels.get(i, ())) if param.is_choice
                                  else None, bounds))
        return Command(self.name, tuple(args), self.help, self.example, tree=tree, limits=limits)

    def bind(self, words: Sequence[str], components: Any = None, state: Any = None) -> dict[str, Any]:
        """Each Param's value by its name (optional ones left out are absent), read by
        :meth:`Param.read` given the choices before it; Misuse on a wrong count or a word that is not
        what its Param takes (naming what it may be given the earlier words). Several words naming one
        choice (``Filippo Brunelleschi``) are read as that one, and a required choice left out that has one
        word possible given the earlier ones is taken (``art chiesa vetrata 4`` when one Artist can make it)."""
        required, most = sum(not param.optional for param in self.params), len(self.params)
        if not most and words:
            raise self._count(required, most, len(words))
        try:
            return self._bound(words, components, state)
        except Misuse:
            if len(words) > most:  # too many words, and no name of several words among them
                raise self._count(required, most, len(words)) from None
            raise

    def _bound(self, words: Sequence[str], components: Any, state: Any) -> dict[str, Any]:
        required, most = sum(not param.optional for param in self.params), len(self.params)
        bound: dict[str, Any] = {"op": self.name}
        chosen: Words = {}
        pos, loose = 0, False
        for i, param in enumerate(self.params):
            left, needed = len(words) - pos, sum(not p.optional for p in self.params[i + 1:])
            if param.optional and left <= needed:
                continue
            now = self.choices(i, components, state, chosen) if param.is_choice and state is not None else None
            if left <= needed and now is not None and len(now) == 1:  # the one choice left: taken, not asked
                bound[param.name] = chosen[param.name] = param.value_of(now[0])
                continue
            if not left:
                raise self._count(required, most, len(words))
            take = _span(words[pos:len(words) - needed], now) if now else 1
            try:
                value = param.read(" ".join(words[pos:pos + take]), components, state, chosen, now, loose)
            except Misuse as misuse:
                if not str(misuse):
                    raise
                raise Misuse(_("{command}: {problem}").format(command=self.name, problem=misuse)) from None
            bound[param.name] = value
            if param.is_choice:
                chosen[param.name] = value
                loose = loose or (param.open and now is not None and matching(str(value), now) is None)
            pos += take
        if pos < len(words):
            raise self._count(required, most, len(words))
        return bound

    def _count(self, required: int, most: int, typed: int) -> Misuse:
        if not most:
            return Misuse(_("{name} takes no words after it, not {typed}").format(name=self.name, typed=typed))
        return Misuse(_("{name} takes {count} after it, not {typed}").format(
            name=self.name, count=count_words(required, most), typed=typed))


def _span(words: Sequence[str], choices: Sequence[str]) -> int:
    """How many of ``words`` make one of ``choices`` by its name as printed (``Filippo Brunelleschi``): the
    most that do, else 1."""
    for count in range(min(len(words), 6), 1, -1):
        key = folded(" ".join(words[:count]))
        if any(folded(name) == key for choice in choices for name in names_of(choice)):
            return count
    return 1


def count_words(fewest: int, most: int) -> str:
    """How many words a command takes: ``no words``, ``1 word``, ``1 or 2 words``, ``2 to 4 words``."""
    if most == 0:
        return _("no words")
    if fewest == most:
        return ngettext("{count} word", "{count} words", most).format(count=most)
    if most == fewest + 1:
        return _("{fewest} or {most} words").format(fewest=fewest, most=most)
    return _("{fewest} to {most} words").format(fewest=fewest, most=most)


def as_action(state: Any, components: Any, words: Words) -> dict[str, Any]:
    """The action of a declared move: its name as ``op`` and each word's value by its Param's name."""
    return dict(words)


def move(name: str, *params: Param, help: str = "", example: str = "",
         possible: Callable[[Any, Any], bool] | None = None,
         build: Callable[[Any, Any, Words], Any] = as_action) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare the function below as the person's command ``name`` (boardgame.io's moves)::

        @move("hold", help="bank this turn's points")
        def hold(ctx, state):
            ...

    The function carries the move out, ``fn(ctx, state, **values)`` with each :class:`Param`'s
    value by name; the game lists it in :attr:`~solobot.game.Game.moves`, and the core makes
    the parser, ``help``, Tab completion, the page's forms and the dispatch of
    ``solobot_resolve_action`` from this one declaration. The function itself is returned
    unchanged (the rules may call it too), with the declaration as its ``declared``.
    """
    def declare(fn: Callable[..., Any]) -> Callable[..., Any]:
        fn.declared = Declared(name, tuple(params), help, example, build, possible, apply=fn)  # type: ignore[attr-defined]
        return fn
    return declare


def declared_of(entry: Any) -> Declared:
    """A :class:`Declared` from one entry of a game's ``moves``: itself, or a function ``@move`` declared."""
    if isinstance(entry, Declared):
        return entry
    found = getattr(entry, "declared", None)
    if isinstance(found, Declared):
        return found
    raise TypeError(f"{entry!r} is not a declared move: use @move(...) or Declared(..., apply=fn)")


class CommandBook:
    """A game's declared commands: the terminal's help, the commands offered now, and the parser.

    :param list_up_to: in the usage lines of the commands offered now, a changing choice is
        listed (``role captain|bishop``) when its words fit in this many characters, else named
        (``role ROLE``); 0, the default, always names it, so ``help`` reads the same all game.
    """

    def __init__(self, declared: Iterable[Declared | Callable[..., Any]], list_up_to: int = 0) -> None:
        self.declared = tuple(declared_of(entry) for entry in declared)
        self.list_up_to = list_up_to
        self.by_name = {d.name: d for d in self.declared}
        #: ``{name: apply}`` of the moves that say how they are carried out (see :meth:`apply`)
        self.appliers = {d.name: d.apply for d in self.declared if d.apply is not None}
        #: ``{name: "usage — what it does. Example: ..."}``, what ``Game.command_help`` returns
        self.help = help_of(d.command() for d in self.declared)

    def usage(self, name: str) -> str:
        """The usage line of one command, with its example."""
        declared = self.by_name[name]
        if declared.example:
            return _("usage: {usage} (for example: {example})").format(usage=declared.command().usage(),
                                                                         example=declared.example)
        return _("usage: {usage}").format(usage=declared.command().usage())

    def offered(self, components: Any, state: Any, allowed: Container[str] | None = None) -> list[Command]:
        """The commands possible now (among ``allowed`` names, if given), their choices filled in given
        the fields before each (see :meth:`Declared.tree`); one without a complete input now (a required
        choice with no word, a number with no value between its bounds) is left out."""
        found = []
        for declared in self.declared:
            if allowed is not None and declared.name not in allowed:
                continue
            if declared.possible is not None and not declared.possible(components, state):
                continue
            command = declared.command(components, state, self.list_up_to)
            if command.tree is not None:  # some complete input is possible now
                found.append(command)
        return found

    def parse(self, state: Any, components: Any, words: Sequence[str]) -> Any:
        """Typed words to the game's action; a line that fits no command is one IllegalAction line."""
        if not words:
            raise IllegalAction(_("type a command (`help` lists them)"))
        name = words[0].lower()
        declared = self.by_name.get(name)
        if declared is None:
            shown = name if len(name) <= 20 else name[:20] + "..."
            hint, listed = did_you_mean(name, self.by_name), ", ".join(self.by_name)
            told = _("unknown command {name!r}{suggestion}; `help` lists the commands ({commands})")
            raise IllegalAction(told.format(name=shown, suggestion=hint, commands=listed))
        try:
            return declared.build(state, components, declared.bind(words[1:], components, state))
        except Misuse as misuse:
            said = f"{misuse}; " if str(misuse) else ""
            raise IllegalAction(said + self.usage(name)) from None
        except IllegalAction:
            raise
        except READING_ERRORS as exc:  # the builder could not read the words: refused, not a crash
            raise Unreadable(name, exc, "; " + self.usage(name)) from exc


    def apply(self, ctx: Any, state: Any, action: dict[str, Any]) -> Any:
        """Carry out ``action`` by its declared move's ``apply(ctx, state, **values)``.

        :raises IllegalAction: no declared move of that name says how it is carried out.
        """
        op = action.get("op")
        apply = self.appliers.get(op)  # type: ignore[arg-type]
        if apply is None:
            known = ", ".join(self.appliers) or _("none")
            raise IllegalAction(_("unknown move {name!r}: the moves are {moves}").format(name=str(op)[:20],
                                                                                       moves=known))
        if len(action) == 1:  # a move without words: the common case, and the fast one
            return apply(ctx, state)
        values = action.copy()  # a copy without "op": in C, about 0.6 µs less than a comprehension per input
        del values["op"]
        return apply(ctx, state, **values)


def unreadable(name: str, exc: BaseException, where: str = "") -> str:
    """The refusal of words a game's code raised on, naming where the code failed when known:
    ``place: these words cannot be read: plugin pig failed in parse_command (IndexError: ...)``."""
    said = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    kind = type(exc).__name__
    if where:
        if said:
            return _("{command}: these words cannot be read: {where} ({kind}: {said})").format(
                command=name, where=where, kind=kind, said=said)
        return _("{command}: these words cannot be read: {where} ({kind})").format(command=name, where=where,
                                                                                   kind=kind)
    return _("{command}: these words cannot be read ({said})").format(command=name, said=said or kind)


class Unreadable(IllegalAction):
    """A builder of a :class:`CommandBook` raised on the words: refused, and the session names the
    plugin and method (see :func:`unreadable`).

    :ivar name: the command; :ivar cause: what the builder raised; :ivar tail: the usage line.
    """

    def __init__(self, name: str, cause: BaseException, tail: str = "") -> None:
        super().__init__(unreadable(name, cause) + tail)
        self.name, self.cause, self.tail = name, cause, tail
