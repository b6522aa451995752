"""What a game plugin provides: a :class:`GameSpec` wrapping a :class:`Game`.

The five duties are pluggy hooks (see :mod:`solobot.hookspecs`) implemented as
``@hookimpl`` methods of the :class:`Game` object. The few things the session
also needs to drive a game — whose step is next, the state as plain data, the
opponent policies — are plain methods of the same object.
"""

from __future__ import annotations

import dataclasses
import functools
import warnings
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, TypeVar

from solobot.commands import Command, CommandBook, from_help
from solobot.errors import IllegalAction, PersonError
from solobot.events import TOLD, Change, Event
from solobot.hookspecs import hookimpl
from solobot.i18n import language
from solobot.words import PLAIN, GameWords, default_input_sentence, is_you, sentence

if TYPE_CHECKING:
    from pydantic import BaseModel

    from solobot.toolkit.randomness import RandomSource

Action = dict[str, Any]
_Fact = TypeVar("_Fact")
Policy = Callable[["Context", Any, str, "RandomSource"], Action]
"""An opponent policy: ``policy(ctx, state, seat, rng) -> action`` for the person's seat."""


class ComponentError(PersonError, ValueError):
    """A component data file that cannot be used (one clear line naming file and field)."""


class Step(NamedTuple):
    """What the game needs next.

    :param kind: ``"person"`` (an input of the person's seat), ``"bot"`` (a bot
        turn) or ``"cleanup"`` (end-of-round work).
    :param seat: the seat concerned (None for cleanup).
    :param label: where the game is, for the prompt ("Round 2, turn 3").

    A named tuple, because games make one for every step of every game.
    """

    kind: Literal["person", "bot", "cleanup"]
    seat: str | None = None
    label: str = ""


@dataclass
class Score:
    """A score: points and their breakdown per seat, and the winner when decided."""

    points: dict[str, int]
    breakdown: dict[str, dict[str, int]] = field(default_factory=dict)
    winner: str | None = None
    final: bool = False


class Derived:
    """Facts worked out from the table, kept between the steps of one game in play: a game's one cache.

    Each :class:`Context` has its own (``ctx.derived``), so a game set up, loaded, undone or replayed starts
    without any, and none is ever saved. A fact is what a function of the table gives, ``work_out(state,
    components)``, a function that changes nothing; it is made when a rule first asks for it (:meth:`get`) and
    kept under that function until a rule that changes what it reads drops it (:meth:`drop`), or moves it on with
    its change where that costs less than working it out again (:meth:`peek`). A fact kept past a change of the
    table is found: :meth:`stale` works each one out afresh and names those that differ (after every step of a
    game: ``TestRegistry.watching`` in tests, and ``solobot check``), so a rule that forgets its :meth:`drop`
    fails a test rather than playing on.
    """

    __slots__ = ("__dict__", "_components", "_facts")

    def __init__(self, components: Any) -> None:
        self._components = components
        self._facts: dict[Callable[[Any, Any], Any], Any] = {}
        # the facts' own dict.get, a C call without a Python frame: about 700 instructions a peek against 900 as a
        # method (Florenza peeks 39 times a game; docs/benchmarks.md, "Derived facts in one place")
        self.peek = self._facts.get  # type: ignore[method-assign]

    def get(self, work_out: Callable[[Any, Any], _Fact], state: Any) -> _Fact:
        """The fact ``work_out(state, components)``: as kept since it was made, else made now and kept."""
        try:  # read again far more often than made: a KeyError at a first read (about 2 k instructions) costs less
            # than an `in` test at every read (Florenza: 3 first reads a game, 37 again)
            return self._facts[work_out]  # type: ignore[no-any-return]
        except KeyError:
            fact = self._facts[work_out] = work_out(state, self._components)
            return fact

    def drop(self, *work_outs: Callable[[Any, Any], Any]) -> None:
        """The table changed what these facts read: each is worked out again when next asked (none named: all)."""
        if not work_outs:
            self._facts.clear()
        for work_out in work_outs:
            self._facts.pop(work_out, None)

    def peek(self, work_out: Callable[[Any, Any], _Fact]) -> _Fact | None:
        """The fact kept under ``work_out``, or None when none is: for a rule that moves a kept fact on in place
        with the change it makes (cheaper than working it out again), held to the same check."""
        return self._facts.get(work_out)

    def __contains__(self, work_out: object) -> bool:
        return work_out in self._facts

    def stale(self, state: Any) -> list[str]:
        """The name (``module.function``) of each kept fact that differs from a fresh ``work_out(state,
        components)``: a change of the table its rule did not :meth:`drop`. Empty when every fact holds."""
        return [f"{work_out.__module__}.{work_out.__qualname__}" for work_out, fact in list(self._facts.items())
                if fact != work_out(state, self._components)]


class Context:
    """What a session hands to every duty hook and every game callback.

    :ivar options: the validated options model of the game.
    :ivar components: the game's compiled component data (see ``Game.load_components``).
    :ivar rng: the random source: every die, draw and shuffle goes through it.
    :ivar events: the event log, or None when events are not kept (fast simulation).
    :ivar narrating: True when events are kept; rule code may skip gathering facts otherwise.
    :ivar seat: the seat whose step is running (None between steps and in cleanup).
    :ivar headings: ``(event index, title)`` of each heading, or None when events are not
        kept: the session heads every bot step and cleanup with its step label, and a game
        may head the phases inside one step with :meth:`heading`.
    :ivar derived: the facts worked out from the table for this game (:class:`Derived`): a new context, as
        every replay makes, starts without any.
    """

    __slots__ = ("_narrate", "components", "derived", "events", "headings", "narrating", "options", "rng", "seat")

    def __new__(cls, options: BaseModel, components: Any, rng: RandomSource, keep_events: bool = True,
                narrate: Callable[[Context, Event], str] | None = None) -> Context:
        """A context whose events are off is a :class:`_Unheard` one: it tells nothing at the least cost."""
        return object.__new__(_Unheard if not keep_events and cls is Context else cls)

    def __init__(self, options: BaseModel, components: Any, rng: RandomSource, keep_events: bool = True,
                 narrate: Callable[[Context, Event], str] | None = None):
        self.options = options
        self.components = components
        self.rng = rng
        self.events: list[Event] | None = [] if keep_events else None
        self.headings: list[tuple[int, str]] | None = [] if keep_events else None
        self.narrating = keep_events
        self.seat: str | None = None
        self._narrate = narrate
        self.derived = Derived(components)

    def acting(self, seat: str | None) -> None:
        """Mark ``seat`` as the seat whose step runs now (None: the game itself)."""
        self.seat = seat

    def heading(self, title: str) -> None:
        """Head what the game tells next with ``title`` ("Round 2: the Cleanup"); nothing when events are off.

        A heading is not an event: it changes nothing on the table and is not counted as told.
        """
        if self.headings is not None:
            self.headings.append((len(self.events or ()), title))

    def emit(self, kind: str, rule: str | None = None, seat: str | None = None, *,
             changes: Iterable[Change] = (), reason: str | None = None, **facts: Any) -> None:
        """Record one step: what happened (``kind`` and ``facts``), its rule, its table changes, why.

        ``seat`` defaults to the seat whose step runs (:attr:`seat`; None, the game itself, in a
        cleanup); ``reason`` is what ``why`` shows. Every other keyword is a fact, kept as given
        (``why=`` is one, not the reason: ``solobot check`` names it). The sentence a person
        reads is rendered at once by the game's ``narrate``; a game without narration may pass
        the sentence itself as ``kind``. Nothing is kept when events are off.
        """
        if self.events is None:
            return
        event = Event(seat or self.seat, rule, kind, facts, tuple(changes), reason)
        event.text = self._narrate(self, event) if self._narrate is not None else kind
        self.events.append(event)


    def tell(self, text: str, rule: str | None = None, *, changes: Iterable[Change] = ()) -> None:
        """Tell the person ``text`` as it is, in its place among the game's lines: an add-on's own line
        (a house rule, a logger), which the game's ``narrate`` does not know and never sees.

        It is an event of kind :data:`TOLD` (its ``text`` the line, its ``seat`` the seat whose
        step runs, ``changes`` the table changes it tells); nothing is kept when events are off.
        """
        if self.events is None:
            return
        event = Event(self.seat, rule, TOLD, {}, tuple(changes), None)
        event.text = str(text)
        self.events.append(event)


class _Unheard(Context):
    """The context of a game nobody listens to (events off: a fast simulation): :meth:`emit`, :meth:`tell` and
    :meth:`heading` do nothing, without looking at the event log first. A rule may then call ``ctx.emit`` without
    an ``if ctx.narrating:`` guard for the price of a bare call: a guard still saves building the event's
    arguments (table changes, translated reasons) where an event is told many times a game."""

    __slots__ = ()

    def emit(self, *told: Any, **facts: Any) -> None:
        """Nothing: nobody listens."""

    def tell(self, *told: Any, **facts: Any) -> None:
        """Nothing: nobody listens."""

    def heading(self, *told: Any) -> None:
        """Nothing: nobody listens."""


class Game:
    """Base class of a game implementation.

    Subclasses add ``@hookimpl`` methods for the duty hooks and override the
    methods below; every callback receives the session's :class:`Context` first,
    for the options, the compiled components and the random source. Instances must
    hold no per-game data: all of it lives in the state object returned by
    ``solobot_setup``.
    """

    #: opponent policies for the person's seat, by name (``--opponent``).
    policies: Mapping[str, Policy] = {}
    #: the policy used by ``--auto`` when none is named.
    default_policy: str = ""
    #: rule IDs this game implements (for ``pytest --rules-report`` and ``simulate --rules``); by
    #: default those its :attr:`game_words` put in words.
    rule_ids: tuple[str, ...] = ()
    #: the most steps (bot turns, cleanups and the person's inputs) a game may take: a game
    #: still going past it stops with one line naming its last steps (``play``, ``simulate``,
    #: ``check``), as its ``next_step`` never returns None. Raise it for a very long game.
    step_limit: int = 100_000
    #: the person's commands, each declared once with the function that carries it out (``@move``
    #: functions or ``Declared(..., apply=fn)``; a :class:`~solobot.commands.CommandBook` too): the
    #: core makes the parser, ``help``, completion, the page's forms and ``solobot_resolve_action``
    moves: Sequence[Any] | CommandBook = ()
    #: event kind -> the sentence of that event, once for every seat: ``"[rolls] {roll}"`` reads
    #: "rolls 5" after the bot's name and "You roll 5" for the person (see :func:`solobot.words.sentence`);
    #: for a sentence no template can say (a choice of clauses, names looked up in the components), a
    #: function ``(ctx, event) -> str`` giving the whole sentence, as told to everyone
    sentences: Mapping[str, str | Callable[[Context, Event], str]] = {}
    #: the game's words (seat names, terms, rules in words); its seats, in turn order, are the game's seats
    game_words: GameWords | None = None
    #: the component data file: an object with ``load(path)`` (a :class:`solobot.toolkit.ComponentFile`),
    #: called with the ``components`` option (None: the game's own file)
    component_file: Any = None
    #: True: the :meth:`snapshot` holds the ``components`` option even when it is None (a game whose saves
    #: and digests have always had the key); False: only when the person gave a file
    saves_components: bool = False
    #: the state as plain data, a function of the state, for :meth:`snapshot` (a state saved in a shape of its
    #: own); None: a dataclass state's fields
    plain_state: Callable[[Any], Any] | None = None
    #: seat -> the label of that seat's step in a numbered turn ("Turn {number}"; the bot's "Turn {number}: the
    #: bot's turn", which heads its turn), in the game's words: see :func:`turn_step`
    turn_labels: Mapping[str, str] = {}
    #: ``check_move(state, action)``, a function the dispatcher runs before the declared move an action names:
    #: it raises :class:`IllegalAction` with the one line refusing an action the step does not take (a board
    #: operation at final scoring), so no game overrides ``solobot_resolve_action`` for it; declare it as a
    #: ``staticmethod``. None: every declared move is tried, each judging its own words
    check_move: Callable[[Any, Action], Any] | None = None
    #: the declared moves as one book (made from :attr:`moves` when the class is defined)
    _book: CommandBook | None = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "rule_ids" not in cls.__dict__ and "game_words" in cls.__dict__ and cls.game_words is not None:
            cls.rule_ids = tuple(cls.game_words.rules) or cls.rule_ids  # the rules it words are the rules it has
        if "moves" in cls.__dict__:
            moves = cls.__dict__["moves"]
            cls._book = moves if isinstance(moves, CommandBook) else CommandBook(moves) if moves else None
        if "moves" in cls.__dict__ or "check_move" in cls.__dict__:
            resolve = cls.solobot_resolve_action
            if cls._book is not None and (resolve is Game.solobot_resolve_action or hasattr(resolve, "dispatches")):
                cls.solobot_resolve_action = staticmethod(  # type: ignore[assignment]
                    _dispatcher(cls._book, cls.check_move))
        overridden = [method for method in DEPRECATED if method in cls.__dict__]
        if overridden:
            instead = "; ".join(dict.fromkeys(DEPRECATED[method] for method in overridden))
            warnings.warn(f"{cls.__module__}.{cls.__qualname__} overrides {', '.join(overridden)}, which still "
                          f"work for one release and then go: {instead} (docs/tutorial.md, "
                          "\"Moving a plugin to declared commands\")", DeprecationWarning, stacklevel=2)

    def seats(self, options: BaseModel) -> list[str]:
        """All seats, in turn order of the first round: by default those :attr:`game_words` names."""
        if self.game_words is not None and self.game_words.seats:
            return list(self.game_words.seats)
        raise NotImplementedError

    def person_seat(self, options: BaseModel) -> str:
        """The seat the person plays."""
        return "player"

    def load_components(self, options: BaseModel) -> Any:
        """The compiled component data for these options (boards, cards, tables): by default the
        :attr:`component_file`'s, with the ``components`` option's file when given; see
        :func:`solobot.toolkit.components.load_components`."""
        if self.component_file is None:
            return None
        return self.component_file.load(getattr(options, "components", None))

    def next_step(self, ctx: Context, state: Any) -> Step | None:
        """What comes next, or None when the game is over."""
        raise NotImplementedError

    # -- the person at the table (interactive play) ----------------------
    def parse_command(self, ctx: Context, state: Any, seat: str, words: list[str]) -> Action:
        """Turn a typed command (split into words) into an action: by default, by the declared :attr:`moves`.

        Raise :class:`IllegalAction` with one clear line for a bad command. Deprecated to
        override: declare :attr:`moves` instead.
        """
        if self._book is None:
            raise IllegalAction("this game takes no typed commands")
        return self._book.parse(state, ctx.components, words)

    def command_help(self) -> dict[str, str]:
        """Each command the person can type: ``{name: "usage — what it does, example"}``, from :attr:`moves`.

        Deprecated to override: declare :attr:`moves` instead.
        """
        return self._book.help if self._book is not None else {}

    def commands(self, ctx: Context, state: Any) -> list[Command]:
        """The person's commands now, as data (name, arguments with kinds and choices, help).

        Front ends other than the terminal (the web page) build buttons and forms from it;
        whatever they send still goes through :meth:`parse_command`. The default offers the
        declared :attr:`moves` possible now; without them, one free-text command per
        :meth:`command_help` entry. Deprecated to override: declare :attr:`moves` instead.
        """
        if self._book is not None:
            return self._book.offered(ctx.components, state)
        return from_help(self.command_help())

    @hookimpl
    def solobot_resolve_action(self, ctx: Context, state: Any, seat: str, action: Action) -> None:
        """The default: carry the action out by the declared move its ``op`` names (see :attr:`moves`).

        A class that declares :attr:`moves` gets a ready-made dispatcher instead, made once when the
        class is defined (see :func:`_dispatcher`); this one serves a game without moves.
        """
        if self._book is None:
            raise IllegalAction("this game takes no moves")
        self._book.apply(ctx, state, action)

    def describe_board(self, ctx: Context, state: Any) -> str:
        """The tracked state as a compact text view (``board``): by default the :meth:`public_table`
        in the game's words ("Your score 12; the bot's score 30; turn total 4")."""
        table = self.public_table(ctx, state)
        if not table:
            return ""
        words = self.words(ctx)
        line = "; ".join(f"{words.term(key)} {words.value(value)}" for key, value in table.items())
        return line[:1].upper() + line[1:]

    def draw_table(self, ctx: Context, state: Any) -> str | None:
        """A drawing of the tracked table as an SVG document, or None (the default: pages show
        :meth:`describe_board`). Every text in it must be escaped: draw it on a
        :class:`solobot.toolkit.Sheet`, which escapes them all."""
        return None

    def snapshot(self, ctx: Context, state: Any) -> Any:
        """The state as JSON-able plain data (saved and digested); a dataclass state as its fields.

        The default (:attr:`plain_state` when declared) adds the components file in use, when the person
        gave one (the ``components`` option; always, None included, with :attr:`saves_components`), so a
        save says which data its game was played with and a replay with other data does not pass for
        the same game.
        """
        plain = self.plain_state
        data = plain(state) if plain is not None else dataclasses.asdict(state) if dataclasses.is_dataclass(
            state) else state
        path = getattr(ctx.options, "components", None)
        if isinstance(data, dict) and ((path is not None and "components" not in data) or (self.saves_components
                                       and hasattr(ctx.options, "components"))):
            data = {**data, "components": path}
        return data

    # -- telling the person ------------------------------------------------
    def narrate(self, ctx: Context, event: Event) -> str:
        """The sentence a person reads for ``event``: its :attr:`sentences` template in the third
        person, else its kind, as given. Deprecated to override: declare :attr:`sentences` instead."""
        template = self.sentences.get(event.kind)
        if template is None:
            return event.kind
        if not isinstance(template, str):  # the game's own sentence, whole
            return template(ctx, event)
        return sentence(template, event.facts, self.words(ctx), event.seat)

    def words(self, ctx: Context) -> GameWords:
        """The game's words for seats, pieces, places and values (see :mod:`solobot.words`).

        The default is :attr:`game_words`; without them, seat ids in plain words ("ghost-1" ->
        "Ghost 1"), every sentence telling its own table changes.
        """
        return self.game_words or PLAIN

    def describe_input(self, ctx: Context, action: Action, told: list[Event]) -> str:
        """The person's ``action`` as a sentence for ``history`` and ``undo`` ("You detain Sandro Botticelli").

        :param told: the events the input itself told, in order (empty when events are off).
        The default: their :attr:`sentences` about the person, joined ("You roll 4: 9 this turn"; a sentence
        the game words itself, a function, as it was told);
        else the first of their sentences, else the action in words from what its command does.
        Deprecated to override: declare :attr:`sentences` instead.
        """
        if told and all(event.kind in self.sentences for event in told):
            words = self.words(ctx)
            said = [sentence(template, e.facts, words, e.seat, subject=True) if isinstance(
                template := self.sentences[e.kind], str) else e.text for e in told]
            subject = said[0].split(" ", 1)[0]  # what the input did ("You ..."), not a next step's instruction
            return joined([said[0], *(line for line in said[1:] if line.split(" ", 1)[0] == subject)])
        if told and told[0].text:
            return told[0].text
        return default_input_sentence(action, self.command_what(str(action.get("op", ""))), self.words(ctx))

    def command_what(self, name: str) -> str:
        """What the declared command ``name`` does, as its help says it in English ("roll the die once"); empty
        for a command known only by a help line."""
        declared = self._book.by_name.get(name) if self._book is not None else None
        return declared.help if declared is not None else ""

    def public_table(self, ctx: Context, state: Any) -> dict[str, Any] | None:
        """What a person sees on the table, as flat keys and values (``solobot check``).

        Piece counts are keyed by :func:`solobot.events.piece_key`, everything else by the
        names :class:`solobot.events.Set` changes use. None (the default) means the game
        declares no public table, and the completeness check is skipped.
        """
        return None

    def hidden_values(self, ctx: Context, state: Any) -> Iterable[str]:
        """Words the physical game hides right now (cards still in the bot's deck): narration must not say them.

        The default finds them in the state's piles: every card named by a word (a ``str``) still
        in the draw pile of a :class:`~solobot.toolkit.Deck` anywhere in the state, and its name in
        the game's words. Override it for what no pile holds (cards shuffled out of play).
        """
        found: list[str] = []
        _hidden_in(state, found, 0)
        if not found:
            return found
        words = self.words(ctx)
        return [*found, *(words.terms[card] for card in found if card in words.terms)]

    def tell_result(self, ctx: Context, state: Any, score: Score) -> None:
        """Tell the person the final result, with :meth:`Context.emit`: called once, as the game
        ends (when events are kept), with the final ``score`` after every score wrapper (add-ons)
        and :meth:`decide_winner` have run, so the verdict told is the one the table shows.

        A rule that ends the game must not narrate the result itself: its points would be the
        ones before the add-ons. The default tells nothing (the core prints the final score).
        """

    def decide_winner(self, ctx: Context, state: Any, points: dict[str, int]) -> str | None:
        """The winner given the final ``points`` (after every score wrapper), by the game's tie rules.

        The default: the single highest total wins; a tie has no winner.
        """
        if not points:
            return None
        values = list(points.values())  # calls in C only: it runs once at the end of every simulated game
        best = max(values)
        return list(points)[values.index(best)] if values.count(best) == 1 else None


def joined(sentences: Sequence[str]) -> str:
    """Several sentences of one input as one: "; " after a clause, a space after a full sentence."""
    text = sentences[0] if sentences else ""
    for said in sentences[1:]:
        text += (" " if text.endswith((".", "!", "?")) else "; ") + said
    return text


def turn_step(game: Game, seat: str, number: int) -> Step:
    """The step of ``seat`` in turn ``number`` of ``game`` (``next_step`` returns it), in the language spoken
    now: :func:`turn_step_in` of the language spoken, kept per language (a server speaks several at once)."""
    return turn_step_in(game, seat, number, language())


@functools.lru_cache(maxsize=4096)
def turn_step_in(game: Game, seat: str, number: int, code: str) -> Step:
    """The step of ``seat`` in turn ``number`` of ``game`` in language ``code``, labelled by its
    :attr:`Game.turn_labels` in its words: the person's input if :attr:`Game.game_words` names the seat
    :data:`~solobot.words.YOU`, else a bot turn (``next_step`` returns it).

    Made once per game, seat, turn and language, and shared (a Step never changes): a new Step and label
    at every roll cost Pig 15 % of a simulated game. A ``next_step`` that passes the language itself,
    ``turn_step_in(self, seat, number, language())``, costs no Python call but its own: this is the
    cache, called from C (:func:`turn_step` adds one call, 4 % of a Pig game; docs/benchmarks.md).
    """
    words = game.words(None)  # type: ignore[arg-type]  # the declared words need no context
    label = game.turn_labels.get(seat)
    return Step("person" if is_you(words.seats.get(seat)) else "bot", seat,
                words.say(label).format(number=number) if label else "")


def _dispatcher(book: CommandBook, check: Callable[[Any, Action], Any] | None = None,
                ) -> Callable[[Context, Any, str, Action], None]:
    """The ``solobot_resolve_action`` of a game class that declares its :attr:`Game.moves`, made once
    when the class is defined: the game's :attr:`Game.check_move`, if it declares one, then the move the
    action's ``op`` names, called at once.

    Speed, STYLE lesson 12: a plain function of the hook's four arguments, so the session calls it
    directly (no bound method, no lookup of the book on the game at every input); it saves about
    2.5 % of a simulated Pig game, whose inputs are all moves without words (docs/benchmarks.md,
    "Faster than the C++ engine"). Never stale: a subclass that declares other moves or another check
    gets its own, and one that writes its own ``solobot_resolve_action`` keeps it.
    """
    find = book.appliers.get

    @hookimpl
    def solobot_resolve_action(ctx: Context, state: Any, seat: str, action: Action) -> None:
        if check is not None:  # the step's own refusal, before anything changes
            check(state, action)
        apply = find(action.get("op"))  # type: ignore[arg-type]
        if apply is None:  # no such move: the book says which there are
            book.apply(ctx, state, action)
        elif len(action) == 1:  # a move without words: most inputs of a simulated game
            apply(ctx, state)
        else:  # the move's words as its keyword arguments, as the book would pass them, one frame fewer
            values = action.copy()
            del values["op"]
            apply(ctx, state, **values)

    solobot_resolve_action.dispatches = book  # type: ignore[attr-defined]
    return solobot_resolve_action


_MOVES = "declare each command once with the function that applies it, in Game.moves (@move(...))"
_SENTENCES = "declare one sentence per event, for every seat, in Game.sentences (\"[rolls] {roll}\")"
#: the Game methods a game should no longer override, and what to declare instead
DEPRECATED = {
    "parse_command": _MOVES, "command_help": _MOVES, "commands": _MOVES,
    "narrate": _SENTENCES, "describe_input": _SENTENCES,
}


def _hidden_in(value: Any, found: list[str], depth: int) -> None:
    """The words still hidden in the piles (objects with ``hidden_cards()``, as a Deck) inside ``value``."""
    if depth > 8 or isinstance(value, (str, int, float, bool)) or value is None:
        return
    hidden = getattr(value, "hidden_cards", None)
    if callable(hidden):
        found.extend(card for card in hidden() if isinstance(card, str))
        return
    if isinstance(value, dict):
        items: Iterable[Any] = value.values()
    elif isinstance(value, (list, tuple, set)):
        items = value
    elif dataclasses.is_dataclass(value):
        items = (getattr(value, f.name) for f in dataclasses.fields(value))
    else:
        return
    for item in items:
        _hidden_in(item, found, depth + 1)


@dataclass(frozen=True)
class GameSpec:
    """A game as registered through ``solobot_register_games``.

    :param name: the command-line name (``solobot play NAME``).
    :param title: a human title.
    :param options: a pydantic model of the game's options; ``Literal`` fields
        become choices on the command line, ``list[Literal]`` fields repeatable
        options.
    :param game: the :class:`Game` implementation.
    :param summary: one line for ``solobot games``.
    """

    name: str
    title: str
    options: type[BaseModel]
    game: Game
    summary: str = ""
    plugin: str = ""
    version: str = ""


@dataclass(frozen=True)
class AddonSpec:
    """An add-on as registered through ``solobot_register_addons``.

    :param name: its name (shown by ``solobot plugins``).
    :param impl: an object with duty-hook implementations (often wrappers).
    :param games: the game names it applies to; empty means every game.
    """

    name: str
    impl: object
    games: tuple[str, ...] = ()
    plugin: str = ""

    def applies_to(self, game: str) -> bool:
        """Whether sessions of ``game`` include this add-on."""
        return not self.games or game in self.games
