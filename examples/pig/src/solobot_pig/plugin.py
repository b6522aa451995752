"""Pig as a solobot game: the person against a bot that holds at a set total."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field
from solobot import Context, Game, GameSpec, IllegalAction, Score, Step, hookimpl


class PigOptions(BaseModel):
    """Options of Pig."""

    difficulty: Literal["timid", "steady", "bold"] = "steady"
    target: int = Field(50, ge=10, le=500, description="points needed to win")


HOLD_AT = {"timid": 10, "steady": 20, "bold": 30}


@dataclass
class PigState:
    """Plain-data state of a Pig game."""

    target: int
    hold_at: int
    scores: dict[str, int] = field(default_factory=lambda: {"player": 0, "bot": 0})
    turn_total: int = 0
    to_move: str = "player"
    turns: int = 0


def _end_turn(state: PigState, banked: bool) -> None:
    if banked:
        state.scores[state.to_move] += state.turn_total
    state.turn_total = 0
    state.to_move = "bot" if state.to_move == "player" else "player"
    state.turns += 1


def _roll(ctx: Context, state: PigState) -> bool:
    """Roll once for the seat to move; False when a 1 ends the turn."""
    value = ctx.rng.die()
    if value == 1:
        ctx.emit(f"rolls a 1 and loses {state.turn_total} points", rule="PIG-1", roll=value)
        _end_turn(state, banked=False)
        return False
    state.turn_total += value
    ctx.emit(f"rolls {value}: {state.turn_total} this turn", rule="PIG-2", roll=value)
    return True


def random_policy(game: Game, state: PigState, seat: str, rng: Any) -> dict[str, Any]:
    """Roll or hold at random (holding only once something is at stake)."""
    return {"op": "roll" if state.turn_total == 0 or rng.below(2) else "hold"}


def cautious_policy(game: Game, state: PigState, seat: str, rng: Any) -> dict[str, Any]:
    """Hold at 20 or when the turn wins the game."""
    done = state.turn_total >= 20 or state.scores[seat] + state.turn_total >= state.target
    return {"op": "hold" if done else "roll"}


class Pig(Game):
    """Pig: first to the target wins; the bot holds at a total set by difficulty."""

    policies = {"random": random_policy, "cautious": cautious_policy}
    default_policy = "cautious"
    rule_ids = ("PIG-1", "PIG-2", "PIG-3")

    def seats(self, options: BaseModel) -> list[str]:
        return ["player", "bot"]

    def next_step(self, state: PigState) -> Step | None:
        if max(state.scores.values()) >= state.target:
            return None
        kind = "person" if state.to_move == "player" else "bot"
        return Step(kind, state.to_move, f"Turn {state.turns + 1}")

    def parse_command(self, state: PigState, seat: str, words: list[str]) -> dict[str, Any]:
        if words[0].lower() in ("roll", "hold") and len(words) == 1:
            return {"op": words[0].lower()}
        raise IllegalAction(f"unknown command {' '.join(words)!r}: type roll or hold")

    def command_help(self) -> dict[str, str]:
        return {"roll": "roll — roll the die once", "hold": "hold — bank this turn's points"}

    def describe_board(self, state: PigState) -> str:
        return f"You {state.scores['player']}, bot {state.scores['bot']}; this turn {state.turn_total}"

    @hookimpl
    def solobot_setup(self, ctx: Context) -> PigState:
        """A new game: both at 0, the person first."""
        opts = ctx.options
        return PigState(target=opts.target, hold_at=HOLD_AT[opts.difficulty])

    @hookimpl
    def solobot_bot_turn(self, ctx: Context, state: PigState) -> None:
        """Roll until the turn total reaches the hold mark, a 1, or the win."""
        while _roll(ctx, state):
            total = state.scores["bot"] + state.turn_total
            if state.turn_total >= state.hold_at or total >= state.target:
                ctx.emit(f"holds with {state.turn_total}: {total} in all", rule="PIG-3", total=total)
                _end_turn(state, banked=True)
                return

    @hookimpl
    def solobot_resolve_action(self, ctx: Context, state: PigState, action: dict[str, Any]) -> None:
        """The person rolls or holds."""
        op = action.get("op")
        if op == "roll":
            _roll(ctx, state)
        elif op == "hold":
            if state.turn_total == 0:
                raise IllegalAction("roll at least once before holding")
            ctx.emit(f"holds with {state.turn_total}", rule="PIG-3")
            _end_turn(state, banked=True)
        else:
            raise IllegalAction(f"unknown move {op!r}: use roll or hold")

    @hookimpl
    def solobot_score(self, state: PigState) -> Score:
        """Banked points; the first to the target wins."""
        over = max(state.scores.values()) >= state.target
        winner = max(state.scores, key=state.scores.get) if over else None
        return Score(dict(state.scores), winner=winner, final=over)


GAME = Pig()


@hookimpl
def solobot_register_games(register: Any) -> None:
    """Register Pig."""
    register(GameSpec("pig", "Pig", PigOptions, GAME, summary="the dice game Pig, against a hold-at bot"))
