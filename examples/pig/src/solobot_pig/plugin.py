"""Pig as a solobot game: the person against a bot that holds at a set total.

The rules: on your turn roll a die as often as you like, adding each roll to the
turn's total; a 1 (the "bust face") loses the turn's total and ends the turn;
holding banks it. The first to the target wins. The bot rolls until its turn
total reaches its hold mark, which depends on the difficulty.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from solobot import Context, Game, GameSpec, IllegalAction, Score, Step, hookimpl
from solobot.commands import Command, CommandBook, Declared
from solobot.events import Event
from solobot.words import GameWords
from solobot_pig import drawing, narration, rules
from solobot_pig import words as pig_words
from solobot_pig.components import Difficulty, PigComponents, pig_components
from solobot_pig.policies import cautious_policy, random_policy
from solobot_pig.state import PigState


class PigOptions(BaseModel):
    """Options of Pig; each field becomes a command-line option."""

    difficulty: Difficulty = Field("steady", description="how long the bot keeps rolling")
    target: int = Field(50, ge=10, le=500, description="points needed to win")
    components: str | None = Field(None, description="a replacement component data file")


COMMANDS = CommandBook([Declared("roll", help="roll the die once"), Declared("hold", help="bank this turn's points")])
"""The person's commands, declared once: the terminal's help, the web page's buttons and the parser."""


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
        return Step(kind, state.to_move, f"Turn {state.turns // 2 + 1}")  # the person's turn and the bot's reply

    # -- the person at the table ---------------------------------------------------------
    def parse_command(self, ctx: Context, state: PigState, seat: str, words: list[str]) -> dict[str, Any]:
        return COMMANDS.parse(state, ctx.components, words)

    def commands(self, ctx: Context, state: PigState) -> list[Command]:
        return COMMANDS.offered(ctx.components, state)

    def command_help(self) -> dict[str, str]:
        return COMMANDS.help

    def describe_board(self, ctx: Context, state: PigState) -> str:
        return f"You {state.scores['player']}, bot {state.scores['bot']}; this turn {state.turn_total}"

    def draw_table(self, ctx: Context, state: PigState) -> str:
        return drawing.draw_table(state)

    # -- telling the person ----------------------------------------------------------------
    def narrate(self, ctx: Context, event: Event) -> str:
        return narration.narrate(ctx, event)

    def words(self, ctx: Context) -> GameWords:
        return pig_words.WORDS

    def describe_input(self, ctx: Context, action: dict[str, Any], told: list[Event]) -> str:
        """What the person's roll or hold did, as a sentence about them."""
        return "; ".join(pig_words.your_input(e) for e in told) or super().describe_input(ctx, action, told)

    def public_table(self, ctx: Context, state: PigState) -> dict[str, Any]:
        """Both banked scores and the turn total: all a person keeps on paper."""
        table: dict[str, Any] = {rules.score_of(seat): points for seat, points in state.scores.items()}
        table[rules.TURN_TOTAL] = state.turn_total
        return table

    # -- the five duties ---------------------------------------------------------------------
    @hookimpl
    def solobot_setup(self, ctx: Context) -> PigState:
        """A new game: both at 0, the person first."""
        opts: PigOptions = ctx.options
        return PigState(target=opts.target, hold_at=ctx.components.hold_at[opts.difficulty])

    @hookimpl
    def solobot_bot_turn(self, ctx: Context, state: PigState, seat: str) -> None:
        """PIG-3: roll until the turn total reaches the hold mark, a bust, or the win."""
        if ctx.narrating:  # the session heads the step "Turn N"; this says whose turn it is
            ctx.heading(f"Turn {state.turns // 2 + 1}: the bot's turn")
        rules.bot_turn(ctx, state)

    @hookimpl
    def solobot_resolve_action(self, ctx: Context, state: PigState, seat: str, action: dict[str, Any]) -> None:
        """The person rolls or holds."""
        op = action.get("op")
        if op == "roll":
            rules.roll_once(ctx, state)
        elif op == "hold":
            if state.turn_total == 0:
                raise IllegalAction("roll at least once before holding")
            rules.end_turn(ctx, state, banked=True)
        else:
            raise IllegalAction(f"unknown move {op!r}: use roll or hold")

    @hookimpl
    def solobot_score(self, ctx: Context, state: PigState) -> Score:
        """Banked points; the game is over once someone reaches the target (the higher score wins)."""
        return Score(dict(state.scores), final=max(state.scores.values()) >= state.target)


GAME = Pig()


@hookimpl
def solobot_register_games(register: Any) -> None:
    """Register Pig with solobot."""
    register(GameSpec("pig", "Pig", PigOptions, GAME, summary="the dice game Pig, against a hold-at bot"))
