"""The game session engine.

A game is its name, its options, a seed and the ordered list of the person's
inputs. The state is always what replaying those gives: undo drops the last
input and replays, redo re-applies it, and no die is ever rolled anew (with
physical dice or draws, what the person told is kept and replayed in order).
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import pluggy
from pydantic import BaseModel, ValidationError

from solobot.commands import READING_ERRORS, Unreadable, unreadable
from solobot.engine.plugins import Registry, default_registry, failing_hook, plugin_method
from solobot.engine.provenance import made_with
from solobot.engine.skill import opponent_source, skilled_player
from solobot.errors import PersonError, PluginProblem, first_error
from solobot.events import TOLD, Event
from solobot.game import Action, ComponentError, Context, Game, GameSpec, IllegalAction, Policy, Score, Step
from solobot.i18n import N_, _, ngettext
from solobot.plaindata import json_problem
from solobot.returns import score_problem
from solobot.safetext import printable
from solobot.suggest import did_you_mean
from solobot.toolkit.randomness import (
    Draw,
    DrawRequest,
    PhysicalDice,
    PhysicalDraws,
    RandomSource,
    Roll,
    RollRequest,
    SeededSource,
    take,
)


class Told(NamedTuple):
    """What one input of the person told, as the session played it (:attr:`Session.told`).

    :ivar start: the index in the event log of its first event.
    :ivar end: the index after its last: its own steps, then the bots' turns and cleanups that followed, up to
        the person's next step (or the end of the game).
    :ivar own: what the input itself told: its own seat's events before any bot step, the core's announcements
        (``TOLD``) left out; what the game's ``describe_input`` says in words.
    """

    start: int
    end: int
    own: tuple[Event, ...]


def own_events(events: Sequence[Event], person: str | None, start: int = 0, end: int | None = None,
               ) -> tuple[Event, ...]:
    """The events an input of ``person`` told itself, from ``events[start]`` (up to ``end``): those of its seat
    before any other seat's step (the game's own, ``seat`` None, passed over), without the core's announcements.
    (Read in place: a slice would copy the bots' whole turn after the input, at every input of a narrated game.)"""
    own = []
    for number in range(start, len(events) if end is None else end):
        event = events[number]
        if event.seat not in (person, None):
            break
        if event.seat == person and event.kind != TOLD:
            own.append(event)
    return tuple(own)


class PolicyError(PluginProblem, RuntimeError):
    """An opponent policy chose an action the game refused: a bug in the policy."""


class OptionsError(PersonError, ValueError):
    """Options that the game's options model rejects (one clear line)."""


class PluginFailure(PluginProblem, RuntimeError):
    """A game's or add-on's code raised mid-game (one line naming game, plugin and hook)."""


class StepLimit(PluginFailure):
    """A game that went on past its ``step_limit``, its ``next_step`` never None (one line
    naming its last steps): the game's fault, shown like any plugin failure."""


def validate_options(spec: GameSpec, options: BaseModel | dict[str, Any]) -> BaseModel:
    """The game's options model built from ``options``, or a clear OptionsError."""
    if isinstance(options, spec.options):
        return options
    try:
        return spec.options.model_validate(dict(options or {}))
    except ValidationError as exc:
        raise OptionsError(_("invalid options for {game}: {problem}").format(game=spec.name,
                                                                             problem=first_error(exc))) from None


def choose_policy(spec: GameSpec, name: str | None = None) -> tuple[str, Policy]:
    """The game's opponent policy ``name`` (its default when None), or a clear OptionsError."""
    name = name or spec.game.default_policy
    try:
        return name, spec.game.policies[name]
    except KeyError:
        known = ", ".join(sorted(spec.game.policies)) or _("none")
        hint = did_you_mean(name, spec.game.policies)
        raise OptionsError(_("unknown opponent policy {name!r} for {game}{suggestion} (known: {known})").format(
            name=name, game=spec.name, suggestion=hint, known=known)) from None


def digest_of(data: Any) -> str:
    """sha256 of canonical JSON: the fingerprint of a state."""
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()


AskRoll = Callable[["Session", RollRequest], list[int]]
"""How a session asks for physical dice: ``ask_roll(session, request) -> results``."""

AskDraw = Callable[["Session", DrawRequest], Any]
"""How a session asks for a physical draw: ``ask_draw(session, request) -> the item drawn``."""


class NeedsAnswer(BaseException):
    """Raised inside a session when the game needs a physical roll or draw that no kept answer holds:
    the session stops the input there and keeps the request as :attr:`Session.request`.

    A BaseException, so game code that catches errors cannot swallow it on its way out.

    :ivar ask: the :class:`~solobot.toolkit.RollRequest` or :class:`~solobot.toolkit.DrawRequest`.
    :ivar step: the step being played when it was asked (None: the game's setup itself).
    """

    def __init__(self, ask: RollRequest | DrawRequest):
        super().__init__(f"waiting for a physical answer: {ask}")
        self.ask = ask
        self.step: Step | None = None


@dataclass(frozen=True)
class Request:
    """What the game waits for from the person besides a move: a physical roll or draw, as data.

    It belongs to ``input`` (the person's input that led to it; None: the setup), is kept in the
    save with that input and the answers given so far, and is asked again, the same, on resume.

    :ivar ask: who rolls or draws, what, why and with which rule, and what can still come.
    :ivar input: the person's input it belongs to (None: the game's setup).
    :ivar step: the step being played when it was asked (a bot's turn, a cleanup...; None: the setup).
    :ivar told_from: the index in the event log of the first event that input told.
    :ivar answers_from: how many kept (rolls, draws) the game had used when that input began.
    """

    ask: RollRequest | DrawRequest
    input: Action | None
    step: Step | None
    told_from: int
    answers_from: tuple[int, int]

    @property
    def kind(self) -> str:
        """``"roll"`` or ``"draw"``."""
        return "draw" if isinstance(self.ask, DrawRequest) else "roll"

    @property
    def seat(self) -> str | None:
        """The seat that rolls or draws (None: the game itself)."""
        return self.ask.seat

    def as_data(self) -> dict[str, Any]:
        """The request as plain data, for the save (it is asked again from the game, not from this)."""
        ask, why = self.ask, self.ask.why
        data: dict[str, Any] = {"kind": self.kind, "seat": ask.seat, "for_input": self.input is not None,
                                "step": self.step.label if self.step is not None else "setup",
                                "purpose": why.purpose if why else "", "rule": why.rule if why else None}
        if isinstance(ask, DrawRequest):
            data.update(source=why.source if why else "", thing=why.thing if why else "card",
                        choices=len(ask.choices))
        else:
            data.update(count=ask.count, sides=ask.sides)
        return data

    def check(self, value: Any) -> Any:
        """``value`` when it answers this request (a list of dice results, or an item that can still
        come), else an IllegalAction saying what would."""
        ask = self.ask
        if isinstance(ask, DrawRequest):
            for item, _shows in ask.choices:
                if item == value:
                    return item
            raise IllegalAction(_("{item!r} cannot be drawn now").format(item=value))
        values = list(value) if isinstance(value, (list, tuple)) else None
        if (values is None or len(values) != ask.count
                or not all(type(v) is int and 1 <= v <= ask.sides for v in values)):
            raise IllegalAction(ngettext("a roll of {count} d{sides} is {count} whole number from 1 to {sides}",
                                         "a roll of {count} d{sides} is {count} whole numbers from 1 to {sides}",
                                         ask.count).format(count=ask.count, sides=ask.sides))
        return values


class _KeptAnswers(RandomSource):
    """Physical dice and/or draws whose answers are kept and replayed in order.

    ``ask_roll`` / ``ask_draw`` None: those come from ``base`` as in a seeded game. A kept draw
    that is no longer in the pile (a different input after an undo) and every later one are
    dropped, and asked for again. With ``in_step``, kept answers as asked ones keep ``base`` in
    step with the seeded game (see :class:`~solobot.toolkit.PhysicalDice`): answers equal to the
    seeded ones give the seeded game.
    """

    def __init__(self, base: RandomSource, seat: Callable[[], str | None], components: Any,
                 rolls: list[int], ask_roll: Callable[[RollRequest], list[int]] | None,
                 drawn: list[Any], ask_draw: Callable[[DrawRequest], Any] | None, in_step: bool = True):
        self.base, self.rolls, self.pos, self.drawn, self.drawn_used = base, rolls, 0, drawn, 0
        self.in_step = in_step
        self.physical = PhysicalDice(ask_roll, base, seat, in_step=in_step) if ask_roll else None
        self.drawing = PhysicalDraws(ask_draw, base, seat, components, in_step=in_step) if ask_draw else None

    def dice(self, count: int, sides: int = 6, why: Roll | None = None) -> list[int]:
        if self.physical is None:
            return self.base.dice(count, sides, why)
        if self.pos + count <= len(self.rolls):
            if self.in_step:
                self.base.dice(count, sides)  # the seeded roll, replaced by the kept one (as PhysicalDice does)
            values = self.rolls[self.pos:self.pos + count]
        else:
            values = self.physical.dice(count, sides, why)
            self.rolls.extend(values)
        self.pos += count
        return values

    def die(self, sides: int = 6, why: Roll | None = None) -> int:
        return self.dice(1, sides, why)[0]

    @property
    def physical_draws(self) -> bool:  # type: ignore[override]
        """True when the person tells the draws."""
        return self.drawing is not None

    def draw(self, pile: list[Any], why: Draw | None = None, at: int = 0) -> Any:
        if self.drawing is None:
            return self.base.draw(pile, why)
        if self.drawn_used < len(self.drawn):
            item = self.drawn[self.drawn_used]
            if item in pile:
                take(pile, item, at)
                self.drawn_used += 1
                return item
            if why is not None and why.added:  # a save from before this draw was asked: as seeded
                return self.base.draw(pile, why)
            del self.drawn[self.drawn_used:]
        item = self.drawing.told(pile, why, at)
        self.drawn.append(item)
        self.drawn_used += 1
        return item

    def draw_any(self, items: list[Any], why: Draw | None = None) -> Any:
        if self.drawing is None:
            return self.base.draw_any(items, why)
        return self.draw(items, why, self.drawing.seeded_at(items))

    def reveal(self, item: Any, could_be: Callable[[], list[Any]], why: Draw | None = None) -> Any:
        if self.drawing is None:
            return item
        return self.draw([item, *could_be()], why)

    def below(self, n: int) -> int:
        return self.base.below(n)

    def shuffle(self, items: Any) -> None:
        self.base.shuffle(items)

    def used(self) -> tuple[int, int]:
        """How many kept rolls and draws the game has used so far."""
        return self.pos, self.drawn_used

    def getstate(self) -> Any:
        state: dict[str, Any] = {"base": self.base.getstate()}
        if self.physical is not None:
            state["rolls_used"] = self.pos
        if self.drawing is not None:
            state["draws_used"] = self.drawn_used
        return state


def _copied(source: RandomSource | None) -> RandomSource | None:
    """A copy of a random source as it is now, to replay from (None if it cannot be copied)."""
    if source is None:
        return None
    try:
        return copy.deepcopy(source)
    except Exception:  # a source holding something that cannot be copied (an open file)
        return None


#: how many of the last steps a StepLimit line names
LAST_STEPS = 5


def _step_words(step: Step) -> str:
    where = f" ({step.label})" if step.label else ""
    return f"{step.kind} {step.seat}{where}" if step.seat else f"{step.kind}{where}"


_ASK = object()  # _run's default first step: ask the game what comes next
#: what a game may raise through the session as it is (refusals, stops, a roll to ask for)
# a bad components file is the person's error, told as it is, not a plugin crash
PASS_THROUGH = (IllegalAction, PolicyError, OptionsError, ComponentError, KeyboardInterrupt, PluginFailure)


class PluginCode:
    """``with session._plugin_code():`` — a crash inside becomes a :class:`PluginFailure` line.

    A plain class rather than a generator-based context manager: it is entered a few times
    in every simulated game. The game loop (:meth:`Session._run`) has the same two ``except``
    clauses written out instead: no call on the way in and out, 1.8 % of a simulated Pig game.
    """

    __slots__ = ("session",)

    def __init__(self, session: Session) -> None:
        self.session = session

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: Any, exc: BaseException | None, tb: Any) -> bool:
        if exc is None or isinstance(exc, PASS_THROUGH) or not isinstance(exc, (Exception, SystemExit)):
            return False  # (a plugin's sys.exit() is a crash like any other: it must not end solobot)
        raise PluginFailure(self.session.crash_line(exc)) from exc


class Session:
    """One game in play.

    :param spec: the game.
    :param options: its options (validated against ``spec.options``).
    :param seed: the seed of the random source.
    :param inputs: the person's inputs so far (replayed at once).
    :param dice: ``"seeded"`` or ``"physical"`` (dice typed by the person).
    :param rolls: physical dice results already typed (replayed in order).
    :param ask_roll: a scripted answerer of physical rolls, ``ask_roll(session, request) -> results``
        (tests, ``check``); without one, a roll no kept answer holds becomes :attr:`request`.
    :param draws: ``"seeded"`` or ``"physical"`` (every draw from a deck, stack or bag is told by the person).
    :param drawn: physical draws already told (replayed in order).
    :param ask_draw: a scripted answerer of physical draws, ``ask_draw(session, request) -> item``;
        without one, a draw becomes :attr:`request` like a roll.
    :param physical_in_step: physical rolls and draws keep the seeded source in step, so answers
        equal to the seeded ones give the seeded game (False: as solobot 0.1.0 played, for its saves).
    :param keep_events: keep the event log (off for fast simulation).
    :param narrate: render each kept event's sentence (off: its text is its kind, for
        counting rules without building sentences; see ``simulate --rules``).
    :param source: a random source to use instead of the seeded one (tests: a
        :class:`~solobot.toolkit.ScriptedSource`). The session keeps a copy of it as given, so a
        refused input, an undo or a redo replays the game from a fresh copy: the same scripted
        dice and orders again, from the first.
    """

    def __init__(
        self,
        spec: GameSpec,
        options: BaseModel | dict[str, Any] | None = None,
        seed: int = 0,
        *,
        registry: Registry | None = None,
        inputs: list[Action] | None = None,
        dice: str = "seeded",
        rolls: list[int] | None = None,
        ask_roll: AskRoll | None = None,
        draws: str = "seeded",
        drawn: list[Any] | None = None,
        ask_draw: AskDraw | None = None,
        physical_in_step: bool = True,
        keep_events: bool = True,
        narrate: bool = True,
        source: RandomSource | None = None,
    ) -> None:
        self.spec = spec
        self.game = spec.game
        self.options = validate_options(spec, options or {})
        self.seed = seed
        self.dice = dice
        self.rolls: list[int] = list(rolls or [])
        self.ask_roll = ask_roll
        self.draws = draws
        self.drawn: list[Any] = list(drawn or [])
        self.ask_draw = ask_draw
        self.physical_in_step = physical_in_step
        self.keep_events = keep_events
        self._narrate = self.game.narrate if narrate else None
        self._source = source
        self._source_at_start = _copied(source) if source is not None else None
        registry = registry or default_registry()
        self.registry = registry
        self.pm: pluggy.PluginManager = registry.session_manager(spec)
        self.hook = registry.duty_calls(spec)
        self.components = self.game.load_components(self.options)  # a ComponentError is the person's one line
        self.person = self._guarded(self.game.person_seat, self.options)
        self.inputs: list[Action] = []
        self.redo_stack: list[Action] = []
        self.step_limit = self.game.step_limit
        self.steps = 0
        self._last_steps: list[Step] = []
        self.marks: list[int] = []
        self._told: list[Told] = []  # what each input told (see :attr:`told`), for the log as it stood at _told_at
        self._told_at: tuple[int, ...] = ()  # (marks, inputs, events) then; () after each replay (_start)
        #: the physical roll or draw the game waits for (see :meth:`answer`), or None
        self.request: Request | None = None
        #: how many changes the person has made (inputs, answers, undo, redo); saved, never going back,
        #: so a page can tell that it shows the game as it is, across a server restart too
        self.changes = 0
        self._start()
        for action in inputs or []:
            self._replay(action)

    # -- building the state ----------------------------------------------
    def _new_rng(self) -> RandomSource:
        if self._source is not None:
            return self._source
        base = SeededSource(self.seed)
        dice, draws = self.dice == "physical", self.draws == "physical"
        if dice or draws:
            return _KeptAnswers(base, lambda: self.ctx.seat, self.components,
                                self.rolls, self._ask_roll if dice else None,
                                self.drawn, self._ask_draw if draws else None, self.physical_in_step)
        return base

    def _ask_roll(self, request: RollRequest) -> list[int]:
        if self.ask_roll is None:
            raise NeedsAnswer(request)
        return self.ask_roll(self, request)

    def _ask_draw(self, request: DrawRequest) -> Any:
        if self.ask_draw is None:
            raise NeedsAnswer(request)
        return self.ask_draw(self, request)

    def _answers_used(self) -> tuple[int, int]:
        rng = self.ctx.rng
        return rng.used() if isinstance(rng, _KeptAnswers) else (0, 0)

    def _start(self) -> None:
        self.ctx = Context(self.options, self.components, self._new_rng(), self.keep_events, self._narrate)
        self.state, self.pending, self.request = None, None, None
        self.inputs, self.marks, self._told_at = [], [], ()  # a replay's inputs tell their events again
        self.steps, self._last_steps = 0, []
        try:
            self.state = self._guarded(self.hook.solobot_setup, self.ctx)
            if self.state is None:
                raise PluginFailure(_("game {game}: plugin {plugin} failed in solobot_setup: it returned no "
                                      "state").format(game=self.spec.name, plugin=self.spec.plugin or self.spec.name))
            self.pending = self._run()
        except NeedsAnswer as need:  # the setup (or the bots before the person's first step) waits for an answer
            self.ctx.acting(None)
            self.request = Request(need.ask, None, need.step, 0, (0, 0))

    def _rebuild(self, inputs: list[Action]) -> None:
        if self._source is not None:
            if self._source_at_start is None:
                raise RuntimeError("this session's random source cannot be copied, so it cannot be replayed")
            self._source = _copied(self._source_at_start)
        self._start()
        for action in inputs:
            self._replay(action)

    def _plugin_code(self) -> PluginCode:
        """A guard that turns a crash in game or add-on code into one line naming the game, plugin and hook."""
        return PluginCode(self)

    def _guarded(self, method: Callable[..., Any], *args: Any) -> Any:
        """``method(*args)`` guarded as :meth:`_plugin_code` guards a block, in one call instead of three
        (speed: it runs a few times in every simulated game; docs/benchmarks.md)."""
        try:
            return method(*args)
        except PASS_THROUGH:
            raise
        except (Exception, SystemExit) as exc:
            raise PluginFailure(self.crash_line(exc)) from exc

    def call(self, method: str, *args: Any, returns: type | tuple[type, ...] = object) -> Any:
        """A game method outside the duty hooks (``describe_board``, ``commands``, ``parse_command``...).

        Guarded like the hooks (a crash or ``sys.exit()`` becomes a :class:`PluginFailure` line
        naming game, plugin and method), and its result checked: not a ``returns`` is a failure too.
        """
        with self._plugin_code():
            result = getattr(self.game, method)(*args)
        if not isinstance(result, returns):
            wanted = " or ".join(t.__name__ for t in (returns if isinstance(returns, tuple) else (returns,)))
            raise PluginFailure(_("game {game}: plugin {plugin} failed in {method}: it returned {kind}, not "
                                  "{wanted}").format(game=self.spec.name, plugin=self.spec.plugin or self.spec.name,
                                                     method=method, kind=type(result).__name__, wanted=wanted))
        return result

    def crash_line(self, exc: BaseException) -> str:
        """The one line telling which game, plugin and hook raised ``exc``."""
        found = failing_hook(self.pm, exc)
        plugin, hook = found or (f"game:{self.spec.name}", plugin_method(exc, self.game) or _("its game code"))
        who = self.spec.plugin or self.spec.name
        if plugin.startswith("addon:"):
            _prefix, owner, addon = plugin.split(":", 2)
            who = _("{plugin} (add-on {addon})").format(plugin=owner, addon=addon)
        if isinstance(exc, SystemExit):
            said = _("it called {call}").format(call="sys.exit(" + ("" if exc.code is None else repr(exc.code)) + ")")
        else:
            said = str(exc) or _("(no message)")
        return _("game {game}: plugin {plugin} failed in {method}: {kind}: {said}").format(
            game=self.spec.name, plugin=who, method=hook, kind=type(exc).__name__, said=said)

    def _run(self, step: Step | object | None = _ASK, choose: Policy | None = None,
             rng: RandomSource | None = None, name: str = "") -> Step | None:
        """Play from ``step`` (by default, what the game says comes next) until the person must act.

        Bot turns and cleanups are played; the person's steps stop the loop, unless an
        opponent policy ``choose`` plays them (simulation and ``--auto``). Returns the
        person's pending step, or None once the game is over. This is the one game loop.
        """
        ctx, state, game, inputs = self.ctx, self.state, self.game, self.inputs
        next_step, hook = game.next_step, self.hook
        bot_turn, cleanup, resolve = hook.solobot_bot_turn, hook.solobot_cleanup, hook.solobot_resolve_action
        count, near = self.steps, self.step_limit - LAST_STEPS
        try:
            if step is _ASK:
                step = next_step(ctx, state)
            while step is not None:
                count += 1
                if count > near:  # the last few steps before the limit are kept, to be named
                    self.steps = count
                    self._near_the_limit(step)
                kind = step.kind
                ctx.seat = seat = step.seat  # what ctx.acting(seat) does, without a call on every step
                if kind == "person":
                    if choose is None:
                        ctx.seat = None
                        self.steps = count
                        return step
                    action = choose(ctx, state, seat, rng)
                    if ctx.events is not None:
                        self.marks.append(len(ctx.events))
                    try:
                        resolve(ctx, state, seat, action)
                    except IllegalAction as exc:
                        raise PolicyError(_("opponent policy {name!r} chose an illegal action {action}: {why}").format(
                            name=name, action=action, why=exc)) from exc
                    inputs.append(action)
                elif kind == "bot":
                    if ctx.headings is not None:
                        ctx.heading(step.label)
                    bot_turn(ctx, state, seat)
                elif kind == "cleanup":
                    if ctx.headings is not None:
                        ctx.heading(step.label)
                    cleanup(ctx, state)
                else:
                    raise RuntimeError(f"unknown step kind {kind!r}")
                step = next_step(ctx, state)
            ctx.seat = None
            if ctx.events is not None:
                self._tell_result()
        except PASS_THROUGH:
            raise
        except (Exception, SystemExit) as exc:  # as PluginCode does, without a call on the way in and out
            raise PluginFailure(self.crash_line(exc)) from exc
        except NeedsAnswer as need:  # a physical answer is needed: the request names the step it came in
            need.step = need.step or (step if isinstance(step, Step) else None)
            raise
        self.steps = count
        return None

    def _tell_result(self) -> None:
        """The game tells the final result from the final score, after every score wrapper."""
        if getattr(self.game.tell_result, "__func__", None) is Game.tell_result:
            return  # the game tells nothing: no need to score it here
        score = self.score()
        self.ctx.acting(self.person)
        self.game.tell_result(self.ctx, self.state, score)
        self.ctx.acting(None)

    @property
    def step_limit_words(self) -> str:
        """Where the step limit comes from, in the line naming a game past it: the game's ``step_limit_words``
        (``solobot check`` gives its own), else "its step_limit". Looked up only then: a game without its
        own would raise an AttributeError inside ``getattr`` at every session start."""
        return getattr(self.game, "step_limit_words", N_("its step_limit"))

    def _near_the_limit(self, step: Step) -> None:
        """Keep ``step`` among the last ones; past the limit, stop with a line naming them."""
        self._last_steps = [*self._last_steps[-(LAST_STEPS - 1):], step]
        if self.steps > self.step_limit:
            last = "; ".join(_step_words(s) for s in self._last_steps)
            who = self.spec.plugin or self.spec.name
            raise StepLimit(_("game {game}: plugin {plugin}: the game did not end within {limit} steps ({why}); its "
                              "last steps: {last}").format(game=self.spec.name, plugin=who,
                                                           limit=f"{self.step_limit:,}",
                                                           why=_(self.step_limit_words), last=last))

    def _apply(self, action: Action, command: str | None = None) -> None:
        """Play ``action`` at the pending step, then on until the person must act again; a physical
        roll or draw no kept answer holds stops it there, as :attr:`request` (the input not yet in
        :attr:`inputs`, the state and events as far as they got)."""
        step = self.pending
        if step is None:
            raise IllegalAction(_("the game is over"))
        ctx = self.ctx
        told_from = len(ctx.events) if ctx.events is not None else 0
        answers_from = self._answers_used()
        if ctx.events is not None:
            self.marks.append(told_from)
        ctx.acting(step.seat)
        try:
            with self._plugin_code():
                if command is None:
                    self.hook.solobot_resolve_action(ctx, self.state, step.seat, action)
                else:
                    try:
                        self.hook.solobot_resolve_action(ctx, self.state, step.seat, action)
                    except IllegalAction:
                        raise
                    except READING_ERRORS as exc:  # the game's code could not take the person's input
                        raise IllegalAction(self.unreadable(command, exc, "solobot_resolve_action")) from None
            ctx.acting(None)
            self.pending = self._run()
        except NeedsAnswer as need:
            ctx.acting(None)
            self.request = Request(need.ask, action, need.step or step, told_from, answers_from)
            return
        self.inputs.append(action)

    def _replay(self, action: Action) -> None:
        """Apply an input of the log: every answer it needs must be kept already."""
        self._apply(action)
        if self.request is not None:
            raise IllegalAction(_("the game holds fewer physical draws than its inputs need") if self.request.kind
                                == "draw" else _("the game holds fewer physical dice results than its inputs need"))

    # -- the person's inputs ----------------------------------------------
    def parse_words(self, words: list[str]) -> Action:
        """The game's action for the person's typed ``words`` (its ``parse_command``).

        A line the game's code raises on (a ``ValueError``, a ``KeyError``...) is refused like
        any bad line, naming the command: an IllegalAction, never the end of the game.
        """
        seat = self.pending.seat if self.pending is not None else None
        try:
            return self.call("parse_command", self.ctx, self.state, seat, words, returns=dict)
        except Unreadable as exc:  # a declared command's builder raised on the words
            raise IllegalAction(self.unreadable(exc.name, exc.cause, "parse_command") + exc.tail) from None
        except PluginFailure as exc:
            if isinstance(exc.__cause__, READING_ERRORS):  # raised on the words, not a broken game
                name = words[0].lower() if words else _("that line")
                raise IllegalAction(self.unreadable(name, exc.__cause__, "parse_command")) from None
            raise

    def unreadable(self, command: str, exc: BaseException, method: str) -> str:
        """The refusal of the person's words that the game's code raised on, naming the plugin and the
        method that failed (the builder's name when it is the game's own), never blaming the words alone."""
        found = failing_hook(self.pm, exc)
        if found is not None and found[0].startswith("addon:"):
            _prefix, owner, addon = found[0].split(":", 2)
            who, method = _("{plugin} (add-on {addon})").format(plugin=owner, addon=addon), found[1]
        else:
            who = self.spec.plugin or self.spec.name
            inner = plugin_method(exc, self.game)
            method = _("{method}, in {inner}").format(method=method, inner=inner) if inner and inner != method \
                else method
        return unreadable(command, exc, _("plugin {plugin} failed in {method}").format(plugin=who, method=method))

    def _not_while_asked(self) -> None:
        if self.request is not None:
            raise IllegalAction(_("first answer the draw asked for (or take back the input that led to it)")
                                if self.request.kind == "draw" else
                                _("first answer the roll asked for (or take back the input that led to it)"))

    def submit(self, action: Action, command: str | None = None) -> None:
        """Apply one input of the person; an illegal one changes nothing.

        The game's code raising on it (a ``ValueError``, a ``KeyError``...) refuses it too, as an
        IllegalAction naming ``command`` (by default the action's ``op``), and the game goes on.
        A physical roll or draw it needs leaves it waiting as :attr:`request` (see :meth:`answer`).
        """
        self._not_while_asked()
        kept = list(self.inputs)
        if command is None:
            op = action.get("op") if isinstance(action, dict) else None
            command = op if isinstance(op, str) else _("that move")
        try:
            self._apply(action, command)
        except BaseException:  # refused, or stopped half-way (Ctrl-C)
            self._rebuild(kept)
            raise
        self.redo_stack.clear()
        self.changes += 1

    def answer(self, value: Any) -> None:
        """Answer :attr:`request`: the dice results (a list of ints) or the item drawn. The input it
        belongs to goes on from where it stopped (it may stop at the next request).

        :raises IllegalAction: nothing is asked, or ``value`` does not answer it; nothing changes.
        """
        request = self.request
        if request is None:
            raise IllegalAction(_("no roll or draw is asked for now"))
        value = request.check(value)
        answers = self.drawn if request.kind == "draw" else self.rolls
        kept = len(answers)
        answers.extend([value] if request.kind == "draw" else value)
        try:
            self._go_on(request)
            self.changes += 1
        except IllegalAction:  # the input is refused once the answer is known: it goes, with its answers
            del self.rolls[request.answers_from[0]:]
            del self.drawn[request.answers_from[1]:]
            self._rebuild(self.inputs)
            raise
        except BaseException:
            del answers[kept:]
            self._rebuild(self.inputs)
            self._apply_waiting(request)
            raise

    def _go_on(self, request: Request) -> None:
        """Replay the game with the answers kept so far, and the waiting input on from its request."""
        self.request = None
        self._rebuild(self.inputs)
        self._apply_waiting(request)

    def _apply_waiting(self, request: Request) -> None:
        if request.input is not None and self.request is None:
            self.go_on_with(request.input)

    def take_back_request(self) -> tuple[Request, list[Event], int, int]:
        """Drop the input waiting at :attr:`request` and the answers given for it (at the setup: the
        setup's answers, so it asks from its first again).

        :returns: the request, the events that input had told, and how many rolls and draws were dropped.
        """
        request = self.request
        if request is None:
            raise IllegalAction(_("no roll or draw is asked for now"))
        told = list(self.events[request.told_from:])
        rolls_from, drawn_from = request.answers_from
        dropped = (max(0, len(self.rolls) - rolls_from), max(0, len(self.drawn) - drawn_from))
        del self.rolls[rolls_from:]
        del self.drawn[drawn_from:]
        self.request = None
        self._rebuild(self.inputs)
        self.changes += 1
        return request, told, *dropped

    def go_on_with(self, action: Action) -> None:
        """Resume the input a save kept waiting at a request: replayed, it stops at that same request."""
        self._not_while_asked()
        self._apply(action)
        if self.request is None:
            self.redo_stack.clear()

    def undo(self) -> Action:
        """Drop the last input; return it (it can be redone)."""
        self._not_while_asked()
        if not self.inputs:
            raise IllegalAction(_("nothing to undo"))
        action = self.inputs[-1]
        self._rebuild(self.inputs[:-1])
        self.redo_stack.append(action)
        self.changes += 1
        return action

    def redo(self) -> Action:
        """Re-apply the last undone input; return it."""
        self._not_while_asked()
        if not self.redo_stack:
            raise IllegalAction(_("nothing to redo"))
        action, rest = self.redo_stack[-1], self.redo_stack[:-1]
        self.submit(action)  # refused: it raises, and the redo list stays as it was
        self.redo_stack = rest
        return action

    def autoplay(self, policy: str | None = None, on_step: Callable[[Session], None] | None = None,
                 skill: float | None = None) -> Score:
        """Play the person's seat with an opponent policy until the game ends.

        ``on_step`` is called after each of the person's inputs (narrated play). With
        ``skill`` (0 to 1) the person mixes the heuristic and the random policy instead
        (see :mod:`solobot.engine.skill`).
        """
        if skill is not None:
            name, choose, rng = skilled_player(self.game, self.seed, skill)
        else:
            name, choose = choose_policy(self.spec, policy)
            rng = opponent_source(self.seed, name)
        if on_step is None:
            self.pending = self._run(self.pending, choose, rng, name)
        while self.pending is not None:
            self._not_while_asked()
            action = choose(self.ctx, self.state, self.pending.seat, rng)
            try:
                self._apply(action)
            except IllegalAction as exc:
                raise PolicyError(_("opponent policy {name!r} chose an illegal action {action}: {why}").format(
                    name=name, action=action, why=exc)) from exc
            on_step(self)
        return self.score()

    # -- reading -----------------------------------------------------------
    @property
    def finished(self) -> bool:
        """True once the game is over."""
        return self.pending is None and self.request is None and self.state is not None

    @property
    def setting_up(self) -> bool:
        """True while the game's setup waits for a physical answer (there is no state to show yet)."""
        return self.state is None

    @property
    def events(self) -> list[Event]:
        """The event log (empty when events are not kept)."""
        return self.ctx.events or []

    @property
    def told(self) -> list[Told]:
        """What each of the person's inputs told, in order (empty while events are not kept): its slice of the
        event log, cut as the input was played (:attr:`marks`, where each input's events begin: its slice ends
        where the next one's begins, the last one's at the log's end), and the events of its own. The one place
        an input's events are worked out; made when first read after a change, never while a game plays (5 µs
        an input, 8 % of a narrated Pig game, when it was made at each input)."""
        events = self.ctx.events or []
        at = (len(self.marks), len(self.inputs), len(events))
        if at != self._told_at:
            marks, told = self.marks, []
            for number in range(min(len(self.inputs), len(marks))):
                start = marks[number]
                end = marks[number + 1] if number + 1 < len(marks) else len(events)
                told.append(Told(start, end, own_events(events, self.person, start, end)))
            self._told, self._told_at = told, at
        return self._told

    def told_while_waiting(self) -> Told | None:
        """What the input waiting at :attr:`request` has told so far (None: nothing waits, or the setup does)."""
        request = self.request
        if request is None or request.input is None:
            return None
        events = self.events
        return Told(request.told_from, len(events), own_events(events, self.person, request.told_from))

    def last_bot_events(self) -> list[Event]:
        """The bots' events since the person's last input (for "why")."""
        start = self.marks[-1] if self.marks else 0
        return [e for e in self.events[start:] if e.seat != self.person]

    def score(self) -> Score:
        """The score as it stands; once final, the winner decided from the final points."""
        ctx, state = self.ctx, self.state
        try:  # guarded as _guarded guards a call, both calls in one block (it runs at the end of every game)
            score = self.hook.solobot_score(ctx, state)
            problem = score_problem(score)
            if problem is None and score.final:
                score.winner = self.game.decide_winner(ctx, state, score.points)
        except PASS_THROUGH:
            raise
        except (Exception, SystemExit) as exc:
            raise PluginFailure(self.crash_line(exc)) from exc
        if problem:
            raise PluginFailure(_("game {game}: plugin {plugin} failed in solobot_score: {problem}").format(
                game=self.spec.name, plugin=self.spec.plugin or self.spec.name, problem=printable(problem)))
        return score

    def snapshot(self) -> Any:
        """The state and random source as plain data."""
        if self.state is None:  # the setup waits for an answer: the answers kept say where it stands
            return {"state": None, "rng": self.ctx.rng.getstate()}
        with self._plugin_code():
            return {"state": self.game.snapshot(self.ctx, self.state), "rng": self.ctx.rng.getstate()}

    def made_with(self) -> dict[str, Any]:
        """The game's plugin and version and the add-ons in effect (see :mod:`solobot.engine.provenance`)."""
        return made_with(self.registry, self.spec)

    def digest(self) -> str:
        """The fingerprint of the current state (saved; checked on replay).

        :raises PluginFailure: the snapshot is not plain data, naming the first field JSON cannot hold.
        """
        snapshot = self.snapshot()
        try:
            return digest_of(snapshot)
        except (TypeError, ValueError) as exc:
            problem = (json_problem(snapshot.get("state"))
                       or json_problem(snapshot.get("rng"), "the random source's state") or str(exc))
            raise PluginFailure(_("game {game}: plugin {plugin} failed in snapshot: it returned something JSON "
                                  "cannot hold ({problem})").format(game=self.spec.name,
                                                                    plugin=self.spec.plugin or self.spec.name,
                                                                    problem=problem)) from None
