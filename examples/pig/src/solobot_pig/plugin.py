"""Pig as a solobot game: the person against a bot that holds at a set total (the rules: ``RULES``)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from solobot import YOU, Context, Game, GameSpec, GameWords, Score, SeatName, Step, hookimpl, turn_step_in
from solobot.i18n import N_, language
from solobot_pig.components import COMPONENTS, Difficulty
from solobot_pig.rules import TURN_TOTAL, PigState, end_turn, hold, roll_once


class PigOptions(BaseModel):
    """Options of Pig; each field becomes a command-line option."""

    difficulty: Difficulty = Field("steady", description=N_("how long the bot keeps rolling"))
    target: int = Field(50, ge=10, le=500, description=N_("points needed to win"))
    components: str | None = Field(None, description=N_("a replacement component data file"))


RULES = {  # written in English, said in the language spoken through Pig's catalog (N_ marks them for it)
    "PIG-1": N_("rolling the bust face loses the turn total and ends the turn"),
    "PIG-2": N_("any other face adds to the turn total"),
    "PIG-3": N_("the bot rolls until its turn total reaches its hold mark, or holding wins, then banks it"),
}


def random_policy(ctx: Context, state: PigState, seat: str, rng: Any) -> dict[str, Any]:
    """An opponent for the person's seat: roll or hold at random (holding only once something is at stake)."""
    return {"op": "roll" if state.turn_total == 0 or rng.below(2) else "hold"}


def cautious_policy(ctx: Context, state: PigState, seat: str, rng: Any) -> dict[str, Any]:
    """An opponent for the person's seat: hold at 20, or as soon as the turn wins the game."""
    return {"op": "hold" if state.turn_total >= 20 or state.scores[seat] + state.turn_total >= state.target else "roll"}


class Pig(Game):
    """Pig: first to the target wins; the bot holds at a total set by difficulty."""

    policies = {"random": random_policy, N_("cautious"): cautious_policy}  # N_: said in the language spoken
    default_policy = "cautious"
    component_file = COMPONENTS
    game_words = GameWords(seats={"player": YOU, "bot": SeatName(N_("the bot"))}, told=None, rules=RULES,
                           domain=__package__)
    moves = (roll_once, hold)
    turn_labels = {"player": N_("Turn {number}"), "bot": N_("Turn {number}: the bot's turn")}
    sentences = {  # whole, with their subject: "{Who} [rolls]" reads "The bot rolls", "You roll" (Italian: "Tiri")
        "roll": N_("{Who} [rolls] {roll}: {turn_total} this turn"),
        "bust": N_("{Who} [rolls] a {roll} and [loses] {lost:~point|points}"),
        "bust at once": N_("{Who} [rolls] a {roll} at once: the turn ends with nothing to lose"),
        "hold": N_("{Who} [holds] with {held}: {total} in all"),
    }

    def next_step(self, ctx: Context, state: PigState) -> Step | None:
        scores = state.scores  # both seats by name: max() costs Python 3.11 a slow argument parse at every step
        if scores["player"] >= state.target or scores["bot"] >= state.target:
            return None
        return turn_step_in(self, state.to_move, state.turns // 2 + 1, language())  # made once per language

    def public_table(self, ctx: Context, state: PigState) -> dict[str, Any]:
        """Both banked scores and the turn total: all a person keeps on paper (N_: said whole in a catalog)."""
        return {N_("score of player"): state.scores["player"], N_("score of bot"): state.scores["bot"],
                TURN_TOTAL: state.turn_total}

    @hookimpl
    def solobot_setup(self, ctx: Context) -> PigState:
        """A new game: both at 0, the person first."""
        return PigState(target=ctx.options.target, hold_at=ctx.components.hold_at[ctx.options.difficulty])

    @hookimpl
    def solobot_bot_turn(self, ctx: Context, state: PigState, seat: str) -> None:
        """PIG-3: roll until the turn total reaches the hold mark, a bust, or the win."""
        while roll_once(ctx, state):
            if state.turn_total >= state.hold_at or state.scores["bot"] + state.turn_total >= state.target:
                end_turn(ctx, state, banked=True)
                return

    @hookimpl
    def solobot_score(self, ctx: Context, state: PigState) -> Score:
        """Banked points; the game is over once someone reaches the target (the higher score wins)."""
        return Score(dict(state.scores), final=max(state.scores.values()) >= state.target)


GAME = Pig()


@hookimpl
def solobot_register_games(register: Any) -> None:
    """Register Pig with solobot."""
    register(GameSpec("pig", "Pig", PigOptions, GAME, summary=N_("the dice game Pig, against a hold-at bot")))
