"""The game session engine.

A game is its name, its options, a seed and the ordered list of the person's
inputs. The state is always what replaying those gives: undo drops the last
input and replays, redo re-applies it, and no die is ever rolled anew (with
physical dice, the typed results are kept and replayed in order).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

import pluggy
from pydantic import BaseModel, ValidationError

from solobot.events import Event
from solobot.game import Action, Context, GameSpec, IllegalAction, Score, Step
from solobot.plugins import Registry, default_registry
from solobot.toolkit.randomness import PhysicalDice, RandomSource, SeededSource
from solobot.toolkit.seeds import derive_seed


class PolicyError(RuntimeError):
    """An opponent policy chose an action the game refused: a bug in the policy."""


class OptionsError(ValueError):
    """Options that the game's options model rejects (one clear line)."""


def validate_options(spec: GameSpec, options: BaseModel | dict[str, Any]) -> BaseModel:
    """The game's options model built from ``options``, or a clear OptionsError."""
    if isinstance(options, spec.options):
        return options
    try:
        return spec.options.model_validate(dict(options or {}))
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(map(str, err['loc'])) or 'options'}: {err['msg']}" for err in exc.errors()
        )
        raise OptionsError(f"invalid options for {spec.name}: {problems}") from None


def digest_of(data: Any) -> str:
    """sha256 of canonical JSON: the fingerprint of a state."""
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()


class _KeptRolls(RandomSource):
    """Physical dice whose typed results are kept and replayed in order."""

    def __init__(self, rolls: list[int], ask: Callable[[int], int] | None, base: RandomSource):
        self.rolls, self.pos, self.base = rolls, 0, base
        self.physical = PhysicalDice(ask or self._no_ask, base)

    @staticmethod
    def _no_ask(sides: int) -> int:
        raise IllegalAction("this game needs a physical die roll but no one can type it now")

    def die(self, sides: int = 6) -> int:
        if self.pos < len(self.rolls):
            value = self.rolls[self.pos]
        else:
            value = self.physical.die(sides)
            self.rolls.append(value)
        self.pos += 1
        return value

    def below(self, n: int) -> int:
        return self.base.below(n)

    def shuffle(self, items: Any) -> None:
        self.base.shuffle(items)

    def getstate(self) -> Any:
        return {"base": self.base.getstate(), "rolls_used": self.pos}


class Session:
    """One game in play.

    :param spec: the game.
    :param options: its options (validated against ``spec.options``).
    :param seed: the seed of the random source.
    :param inputs: the person's inputs so far (replayed at once).
    :param dice: ``"seeded"`` or ``"physical"`` (dice typed by the person).
    :param rolls: physical dice results already typed (replayed in order).
    :param ask_roll: how to ask the person for a physical roll.
    :param keep_events: keep the event log (off for fast simulation).
    :param source: a random source to use instead of the seeded one (tests).
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
        ask_roll: Callable[[int], int] | None = None,
        keep_events: bool = True,
        source: RandomSource | None = None,
    ) -> None:
        self.spec = spec
        self.game = spec.game
        self.options = validate_options(spec, options or {})
        self.seed = seed
        self.dice = dice
        self.rolls: list[int] = list(rolls or [])
        self.ask_roll = ask_roll
        self.keep_events = keep_events
        self._source = source
        duties = (registry or default_registry()).duty_hooks(spec)
        self.pm: pluggy.PluginManager = duties.pm
        self.hook = duties
        self.components = self.game.load_components(self.options)
        self.person = self.game.person_seat(self.options)
        self.inputs: list[Action] = []
        self.redo_stack: list[Action] = []
        self.marks: list[int] = []
        self._start()
        for action in inputs or []:
            self._apply(action)

    # -- building the state ----------------------------------------------
    def _new_rng(self) -> RandomSource:
        if self._source is not None:
            return self._source
        base = SeededSource(self.seed)
        if self.dice == "physical":
            return _KeptRolls(self.rolls, self.ask_roll, base)
        return base

    def _start(self) -> None:
        self.ctx = Context(self.options, self.components, self._new_rng(), self.keep_events)
        self.state = self.hook.solobot_setup(self.ctx)
        if self.state is None:
            raise RuntimeError(f"game {self.spec.name!r} returned no state from solobot_setup")
        self.inputs, self.marks = [], []
        self.pending = self._advance()

    def _rebuild(self, inputs: list[Action]) -> None:
        if self._source is not None:
            raise RuntimeError("a session with a fixed random source cannot be rebuilt")
        self._start()
        for action in inputs:
            self._apply(action)

    def _advance(self) -> Step | None:
        """Run bot turns and cleanups until the person must act or the game ends."""
        ctx, state, next_step = self.ctx, self.state, self.game.next_step
        bot_turn, cleanup = self.hook.solobot_bot_turn, self.hook.solobot_cleanup
        while True:
            step = next_step(state)
            if step is None:
                return None
            kind = step[0]
            if kind == "person":
                return step
            ctx._seat = step[1]
            if kind == "bot":
                bot_turn(ctx, state, step[1])
            elif kind == "cleanup":
                cleanup(ctx, state)
            else:
                raise RuntimeError(f"unknown step kind {kind!r}")
            ctx._seat = None

    def _apply(self, action: Action) -> None:
        step = self.pending
        if step is None:
            raise IllegalAction("the game is over")
        ctx = self.ctx
        if ctx.events is not None:
            self.marks.append(len(ctx.events))
        ctx._seat = step[1]
        self.hook.solobot_resolve_action(ctx, self.state, step[1], action)
        ctx._seat = None
        self.inputs.append(action)
        self.pending = self._advance()

    # -- the person's inputs ----------------------------------------------
    def submit(self, action: Action) -> None:
        """Apply one input of the person; an illegal one changes nothing."""
        kept = list(self.inputs)
        try:
            self._apply(action)
        except BaseException:  # refused, or stopped half-way (Ctrl-C at a dice prompt)
            self._rebuild(kept)
            raise
        self.redo_stack.clear()

    def undo(self) -> Action:
        """Drop the last input; return it (it can be redone)."""
        if not self.inputs:
            raise IllegalAction("nothing to undo")
        action = self.inputs[-1]
        self._rebuild(self.inputs[:-1])
        self.redo_stack.append(action)
        return action

    def redo(self) -> Action:
        """Re-apply the last undone input; return it."""
        if not self.redo_stack:
            raise IllegalAction("nothing to redo")
        action = self.redo_stack.pop()
        kept = self.redo_stack
        self.redo_stack = []
        self.submit(action)
        self.redo_stack = kept
        return action

    def autoplay(self, policy: str | None = None, on_step: Callable[[Session], None] | None = None) -> Score:
        """Play the person's seat with an opponent policy until the game ends."""
        name = policy or self.game.default_policy
        try:
            choose = self.game.policies[name]
        except KeyError:
            known = ", ".join(sorted(self.game.policies)) or "none"
            raise OptionsError(f"unknown opponent policy {name!r} (known: {known})") from None
        rng = SeededSource(derive_seed(self.seed, "opponent", name))
        if on_step is None and self.ctx.events is None:
            self._play_out(choose, name, rng)
            return self.score()
        while self.pending is not None:
            action = choose(self.game, self.state, self.pending.seat, rng)
            try:
                self._apply(action)
            except IllegalAction as exc:
                raise PolicyError(f"opponent policy {name!r} chose an illegal action {action}: {exc}") from exc
            if on_step is not None:
                on_step(self)
        return self.score()

    def _play_out(self, choose: Any, name: str, rng: RandomSource) -> None:
        """autoplay's loop for simulation (no events, no narration): the same steps, in one loop."""
        ctx, state, game, inputs = self.ctx, self.state, self.game, self.inputs
        next_step, hook = game.next_step, self.hook
        bot_turn, cleanup, resolve = hook.solobot_bot_turn, hook.solobot_cleanup, hook.solobot_resolve_action
        step = self.pending
        while step is not None:
            kind, seat = step[0], step[1]
            ctx._seat = seat
            if kind == "person":
                action = choose(game, state, seat, rng)
                try:
                    resolve(ctx, state, seat, action)
                except IllegalAction as exc:
                    raise PolicyError(f"opponent policy {name!r} chose an illegal action {action}: {exc}") from exc
                inputs.append(action)
            elif kind == "bot":
                bot_turn(ctx, state, seat)
            elif kind == "cleanup":
                cleanup(ctx, state)
            else:
                raise RuntimeError(f"unknown step kind {kind!r}")
            step = next_step(state)
        ctx._seat = None
        self.pending = None

    # -- reading -----------------------------------------------------------
    @property
    def finished(self) -> bool:
        """True once the game is over."""
        return self.pending is None

    @property
    def events(self) -> list[Event]:
        """The event log (empty when events are not kept)."""
        return self.ctx.events or []

    def last_bot_events(self) -> list[Event]:
        """The bots' events since the person's last input (for "why")."""
        start = self.marks[-1] if self.marks else 0
        return [e for e in self.events[start:] if e.seat != self.person]

    def score(self) -> Score:
        """The score as it stands (final once the game is over)."""
        return self.hook.solobot_score(self.ctx, self.state)

    def snapshot(self) -> Any:
        """The state and random source as plain data."""
        return {"state": self.game.snapshot(self.state), "rng": self.ctx.rng.getstate()}

    def digest(self) -> str:
        """The fingerprint of the current state (saved; checked on replay)."""
        return digest_of(self.snapshot())
