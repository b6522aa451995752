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
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
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


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument of a command.

    :ivar name: its name, as the usage line shows it (``REGION``, ``count``).
    :ivar kind: ``"int"`` (a whole number), ``"word"`` (any word) or ``"choice"`` (one of ``choices``).
    :ivar choices: the allowed words of a ``"choice"`` argument.
    :ivar shown: what a usage line shows for it instead of its choices — its NAME when the
        choices change with the state or are too many to list, so ``help`` stays short and steady.
    :ivar optional: whether the command may be typed without it; the game's parser tells the
        forms apart by their word count (Maestro's `set artworks|vp [REGION] SEAT NUMBER`).
    :ivar most: for an ``"int"``, its largest value when it is small and known (a die: 6), else 0;
        a page then offers each value as one tap.
    :ivar by: for a ``"choice"`` that depends on the argument just before it, its choices for each
        word of that argument (``(("chiesa", ("Vetrata", ...)), ...)``); a page then offers the two
        together, grouped by the first, and only the pairs that are possible.
    :ivar low: for an ``"int"``, its smallest value when declared (None: no limit); a page's stepper
        starts there.
    :ivar high: for an ``"int"``, its largest value when declared (None: no limit).
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
    """

    name: str
    args: tuple[Arg, ...] = ()
    help: str = ""
    example: str = ""
    free: bool = False

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

    :ivar name: its name in the usage line and in the :data:`Words` a builder reads.
    :ivar kind: ``"int"`` (the builder receives an ``int``, within ``low``..``high`` when given)
        or ``"word"`` (a ``str``); a Param with ``literal`` or ``among`` is a choice.
    :ivar literal: the fixed words it may be (``token|resource``), shown in the usage line; any
        other word is refused, and the builder receives the literal as declared (``TOKEN`` → ``token``).
    :ivar among: the words it may take now (regions, cards...), offered as choices; the usage
        line names it (``REGION``), or lists them when short (see ``CommandBook``'s ``list_up_to``).
        A word that is none of them is refused (case does not matter; the builder receives the
        choice as offered), unless ``open`` is set. With ``kind="int"`` they are whole numbers (a
        region's number): the builder receives an ``int``, and one not among them now is refused.
    :ivar open: True when the game also takes words it does not offer (a region by its number
        as well as its name): the core then leaves judging the word to the builder.
    :ivar optional: whether it may be left out; optional words are taken left to right while
        enough words remain for the required ones after them.
    :ivar most: an ``"int"``'s largest value when small and known (a die roll: 6), else 0; or
        ``most(components, state)`` when the components say it.
    :ivar among_by: the words it may take now for each word of the Param just before it
        (``{where: [artworks there]}``); front ends offer only those pairs (see :attr:`Arg.by`).
    :ivar low: the smallest whole number an ``"int"`` takes (None: no limit).
    :ivar high: the largest whole number an ``"int"`` takes (None: no limit).
    """

    name: str
    kind: ArgKind = "word"
    literal: tuple[str, ...] = ()
    among: Choices | None = None
    optional: bool = False
    most: int | Callable[[Any, Any], int] = 0
    among_by: Callable[[Any, Any], dict[str, Iterable[str]]] | None = None
    open: bool = False
    low: int | None = None
    high: int | None = None

    def arg(self, components: Any = None, state: Any = None, list_up_to: int = 0) -> Arg:
        """The argument as front ends see it; with the components and a state, its choices now.

        Its usage line lists the choices of the moment when they fit in ``list_up_to``
        characters, else shows its literal words or NAME.
        """
        if self.among is not None:
            now = tuple(self.among(components, state)) if state is not None else ()
            named = "|".join(self.literal) or self.name.upper()
            listed = now and len("|".join(now)) <= list_up_to
            by = ()
            if self.among_by is not None and state is not None:
                by = tuple((key, tuple(words)) for key, words in self.among_by(components, state).items())
            return Arg(self.name, "choice", now, self.optional, "" if listed else named, by=by)
        if self.literal:
            return Arg(self.name, "choice", self.literal, self.optional)
        most = self.most if isinstance(self.most, int) else self.most(components, state) if state is not None else 0
        if not most and self.low == 1 and self.high is not None and self.high <= 12:  # a die, declared by its range
            most = self.high
        return Arg(self.name, self.kind, (), self.optional, most=most, low=self.low, high=self.high)

    def read(self, word: str, components: Any, state: Any) -> Any:
        """The typed ``word`` as the builder receives it: an ``int``, a literal, a choice or the word.

        :raises Misuse: naming the word and what it had to be.
        """
        if self.kind == "int":
            value = self._whole(word)
            if self.among is not None and not self.open:  # whole numbers offered as choices: only those
                now = [str(choice) for choice in self.among(components, state)]
                if str(value) not in now:
                    if not now:
                        raise Misuse(_("there is no {name} to choose now ({word} was typed)").format(
                            name=placeholder(self.name.upper()), word=_quoted(word)))
                    raise Misuse(_("{name} must be {wanted}, not {word}").format(
                        name=placeholder(self.name.upper()), wanted=_either(now), word=value))
            return value
        if self.literal:
            found = _matching(word, self.literal)
            if found is None:
                raise Misuse(_("{name} must be {wanted}, not {word}").format(
                    name=placeholder(self.name.upper()), wanted=_either(self.literal), word=_quoted(word)))
            if self.among is None:
                return found
        if self.among is not None and not self.open:
            now = tuple(self.among(components, state))
            found = _matching(word, now)
            if found is None:
                if not now:
                    raise Misuse(_("there is no {name} to choose now ({word} was typed)").format(
                        name=placeholder(self.name.upper()), word=_quoted(word)))
                raise Misuse(_("{name} must be {wanted}, not {word}").format(
                    name=placeholder(self.name.upper()), wanted=_either(now), word=_quoted(word)))
            return found
        return word

    def _whole(self, word: str) -> int:
        digits = word[1:] if word[:1] == "-" else word
        whole = wanted("whole", self.low, self.high)
        if not is_ascii_digits(digits, 9):  # the one rule of solobot.numbers
            raise Misuse(_("{name} must be {wanted}, not {word}").format(
                name=placeholder(self.name.upper()), wanted=whole, word=_quoted(word)))
        value = int(word)
        if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
            raise Misuse(_("{name} must be {wanted}, not {word}").format(name=placeholder(self.name.upper()),
                                                                          wanted=whole, word=value))
        return value


def _matching(word: str, choices: Sequence[str]) -> str | None:
    """The choice ``word`` is, case apart, or None."""
    folded = word.casefold()
    return next((choice for choice in choices if choice.casefold() == folded), None)


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

    def command(self, components: Any = None, state: Any = None, list_up_to: int = 0) -> Command:
        """The command as front ends see it; with the components and a state, its choices now."""
        args = tuple(p.arg(components, state, list_up_to) for p in self.params)
        return Command(self.name, args, self.help, self.example)

    def bind(self, words: Sequence[str], components: Any = None, state: Any = None) -> dict[str, Any]:
        """Each Param's value by its name (optional ones left out are absent), read by
        :meth:`Param.read`; Misuse on a wrong count or a word that is not what its Param takes."""
        required, most = sum(not param.optional for param in self.params), len(self.params)
        if not required <= len(words) <= most:
            if not most:
                raise Misuse(_("{name} takes no words after it, not {typed}").format(name=self.name, typed=len(words)))
            raise Misuse(_("{name} takes {count} after it, not {typed}").format(
                name=self.name, count=count_words(required, most), typed=len(words)))
        spare, bound, rest = len(words) - required, {"op": self.name}, iter(words)
        for param in self.params:
            if param.optional:
                if not spare:
                    continue
                spare -= 1
            try:
                bound[param.name] = param.read(next(rest), components, state)
            except Misuse as misuse:
                raise Misuse(_("{command}: {problem}").format(command=self.name, problem=misuse)) from None
        return bound


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
        """The commands possible now (among ``allowed`` names, if given), their choices filled in;
        one with a required choice that has no word now is left out."""
        found = []
        for declared in self.declared:
            if allowed is not None and declared.name not in allowed:
                continue
            if declared.possible is not None and not declared.possible(components, state):
                continue
            command = declared.command(components, state, self.list_up_to)
            if all(arg.choices or arg.optional for arg in command.args if arg.kind == "choice"):
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
