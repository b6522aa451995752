"""Pig as a solobot game: the person against a bot that holds at a set total.

The rules: on your turn roll a die as often as you like, adding each roll to the
turn's total; a 1 (the "bust face") loses the turn's total and ends the turn;
holding banks it. The first to the target wins. The bot rolls until its turn
total reaches its hold mark, which depends on the difficulty.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from solobot import Context, Game, GameSpec, IllegalAction, Score, Step, hookimpl
from solobot.events import Event, Set
from solobot.toolkit.components import load_components
from solobot.toolkit.randomness import Roll

Difficulty = Literal["timid", "steady", "bold"]


# --8<-- [start:options]
class PigOptions(BaseModel):
    """Options of Pig; each field becomes a command-line option."""

    difficulty: Difficulty = Field("steady", description="how long the bot keeps rolling")
    target: int = Field(50, ge=10, le=500, description="points needed to win")
    components: str | None = Field(None, description="a replacement component data file")
# --8<-- [end:options]


# --8<-- [start:components]
class PigComponents(BaseModel):
    """The game's data: kept in data/pig.json, not in the rule code."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    die_sides: int = Field(ge=2)
    bust_face: int = Field(ge=1)
    hold_at: dict[Difficulty, int]


def pig_components(path: str | None) -> PigComponents:
    """The bundled component file, or the person's own at ``path``, validated (one-line errors)."""
    return load_components(path, PigComponents, default=resources.files("solobot_pig") / "data" / "pig.json")
# --8<-- [end:components]


# --8<-- [start:state]
@dataclass
class PigState:
    """Everything about one game, as plain data (saved, digested, replayed)."""

    target: int
    hold_at: int
    scores: dict[str, int] = field(default_factory=lambda: {"player": 0, "bot": 0})
    turn_total: int = 0
    to_move: str = "player"
    turns: int = 0
# --8<-- [end:state]


# --8<-- [start:rules]
#: why the bot rolls, for a person rolling physical dice for it
BOT_ROLL = Roll("the roll adds to the turn total; the bust face loses it", "PIG-2")
TURN_TOTAL = "turn total"


def score_of(seat: str) -> str:
    """The public-table name of a seat's banked score."""
    return f"score of {seat}"


def end_turn(ctx: Context, state: PigState, banked: bool) -> None:
    """Bank the turn's total (or lose it) and pass the die."""
    if banked:
        state.scores[state.to_move] += state.turn_total
        ctx.emit("hold", rule="PIG-3", held=state.turn_total, total=state.scores[state.to_move],
                 changes=[Set(score_of(state.to_move), state.scores[state.to_move]), Set(TURN_TOTAL, 0)],
                 reason=f"its hold mark is {state.hold_at}, or the win" if state.to_move == "bot" else None)
    state.turn_total = 0
    state.to_move = "bot" if state.to_move == "player" else "player"
    state.turns += 1


def roll_once(ctx: Context, state: PigState) -> bool:
    """PIG-1 / PIG-2: roll for the seat to move; False when the bust face ends the turn."""
    parts: PigComponents = ctx.components
    value = ctx.rng.die(parts.die_sides, why=BOT_ROLL)
    if value == parts.bust_face:
        ctx.emit("bust", rule="PIG-1", roll=value, lost=state.turn_total, changes=[Set(TURN_TOTAL, 0)])
        end_turn(ctx, state, banked=False)
        return False
    state.turn_total += value
    ctx.emit("roll", rule="PIG-2", roll=value, turn_total=state.turn_total,
             changes=[Set(TURN_TOTAL, state.turn_total)])
    return True
# --8<-- [end:rules]


# --8<-- [start:narration]
SENTENCES = {
    "roll": "rolls {roll}: {turn_total} this turn",
    "bust": "rolls a {roll} and loses {lost} points",
    "hold": "holds with {held}: {total} in all",
}


def narrate(ctx: Context, event: Event) -> str:
    """The sentence for one event, from its facts (rule code builds no text)."""
    return SENTENCES[event.kind].format(**event.facts)
# --8<-- [end:narration]


# --8<-- [start:policies]
def random_policy(ctx: Context, state: PigState, seat: str, rng: Any) -> dict[str, Any]:
    """Roll or hold at random (holding only once something is at stake)."""
    return {"op": "roll" if state.turn_total == 0 or rng.below(2) else "hold"}


def cautious_policy(ctx: Context, state: PigState, seat: str, rng: Any) -> dict[str, Any]:
    """Hold at 20, or as soon as the turn wins the game."""
    done = state.turn_total >= 20 or state.scores[seat] + state.turn_total >= state.target
    return {"op": "hold" if done else "roll"}
# --8<-- [end:policies]


# --8<-- [start:game]
class Pig(Game):
    """Pig: first to the target wins; the bot holds at a total set by difficulty."""

    policies = {"random": random_policy, "cautious": cautious_policy}
    default_policy = "cautious"
    rule_ids = ("PIG-1", "PIG-2", "PIG-3")

    def seats(self, options: BaseModel) -> list[str]:
        return ["player", "bot"]

    def load_components(self, options: PigOptions) -> PigComponents:
        return pig_components(options.components)

    def next_step(self, ctx: Context, state: PigState) -> Step | None:
        if max(state.scores.values()) >= state.target:
            return None
        kind = "person" if state.to_move == "player" else "bot"
        return Step(kind, state.to_move, f"Turn {state.turns + 1}")
# --8<-- [end:game]

    # --8<-- [start:table]
    def parse_command(self, ctx: Context, state: PigState, seat: str, words: list[str]) -> dict[str, Any]:
        if words[0].lower() in ("roll", "hold") and len(words) == 1:
            return {"op": words[0].lower()}
        raise IllegalAction(f"unknown command {' '.join(words)!r}: type roll or hold")

    def command_help(self) -> dict[str, str]:
        return {"roll": "roll — roll the die once", "hold": "hold — bank this turn's points"}

    def describe_board(self, ctx: Context, state: PigState) -> str:
        return f"You {state.scores['player']}, bot {state.scores['bot']}; this turn {state.turn_total}"
    # --8<-- [end:table]

    # --8<-- [start:telling]
    def narrate(self, ctx: Context, event: Event) -> str:
        return narrate(ctx, event)

    def public_table(self, ctx: Context, state: PigState) -> dict[str, Any]:
        """Both banked scores and the turn total: all a person keeps on paper."""
        return {**{score_of(seat): points for seat, points in state.scores.items()}, TURN_TOTAL: state.turn_total}
    # --8<-- [end:telling]

    # --8<-- [start:hooks]
    @hookimpl
    def solobot_setup(self, ctx: Context) -> PigState:
        """A new game: both at 0, the person first."""
        opts: PigOptions = ctx.options
        return PigState(target=opts.target, hold_at=ctx.components.hold_at[opts.difficulty])

    @hookimpl
    def solobot_bot_turn(self, ctx: Context, state: PigState) -> None:
        """PIG-3: roll until the turn total reaches the hold mark, a bust, or the win."""
        while roll_once(ctx, state):
            total = state.scores["bot"] + state.turn_total
            if state.turn_total >= state.hold_at or total >= state.target:
                end_turn(ctx, state, banked=True)
                return

    @hookimpl
    def solobot_resolve_action(self, ctx: Context, state: PigState, action: dict[str, Any]) -> None:
        """The person rolls or holds."""
        op = action.get("op")
        if op == "roll":
            roll_once(ctx, state)
        elif op == "hold":
            if state.turn_total == 0:
                raise IllegalAction("roll at least once before holding")
            end_turn(ctx, state, banked=True)
        else:
            raise IllegalAction(f"unknown move {op!r}: use roll or hold")

    @hookimpl
    def solobot_score(self, state: PigState) -> Score:
        """Banked points; the game is over once someone reaches the target (the higher score wins)."""
        return Score(dict(state.scores), final=max(state.scores.values()) >= state.target)
    # --8<-- [end:hooks]


# --8<-- [start:register]
GAME = Pig()


@hookimpl
def solobot_register_games(register: Any) -> None:
    """Register Pig with solobot."""
    register(GameSpec("pig", "Pig", PigOptions, GAME, summary="the dice game Pig, against a hold-at bot"))
# --8<-- [end:register]
