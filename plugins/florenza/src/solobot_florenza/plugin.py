"""Florenza X Anniversary's Ghosts as a solobot game (entry point ``florenza``)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from solobot import ComponentError, Context, Game, GameSpec, Score, hookimpl
from solobot.commands import CommandBook
from solobot.i18n import N_
from solobot.words import GameWords
from solobot_florenza.components import Components, load_components
from solobot_florenza.describe import describe
from solobot_florenza.drawing import draw_table
from solobot_florenza.flow import next_step
from solobot_florenza.ghost import ghost_turn
from solobot_florenza.narration import GHOSTS, SENTENCES, _, track_said
from solobot_florenza.person import MOVES, recorded_points
from solobot_florenza.policies import POLICIES
from solobot_florenza.rounds import end_round, final_scores, next_turn
from solobot_florenza.setup import setup_game
from solobot_florenza.state import PLAYER, State, plain_state
from solobot_florenza.table import hidden_values, public_table, words

RULE_IDS = (
    "FG-LVL-1",
    "FG-LVL-2",
    "FG-LVL-3",
    "FG-LVL-4",
    "FG-SETUP-1",
    "FG-SETUP-2",
    "FG-SETUP-3",
    "FG-SETUP-4",
    "FG-SETUP-5",
    "FG-P1-1",
    "FG-P1-2",
    "FG-P2-1",
    "FG-P3-1",
    "FG-P3-2",
    "FG-P4-1",
    "FG-P4-2",
    "FG-P4-3",
    "FG-OP-1",
    "FG-OP-2",
    "FG-OP-3",
    "FG-OP-4",
    "FG-OP-5",
    "FG-OP-6",
    "FG-BUILD-1",
    "FG-BUILD-2",
    "FG-CH-1",
    "FG-CH-2",
    "FG-CH-3",
    "FG-CH-4",
    "FG-CH-5",
    "FG-PAL-1",
    "FG-CAP-1",
    "FG-CP-1",
    "FG-MAIN-1",
    "FG-MAIN-2",
    "FG-P56-1",
    "FG-P8-1",
    "FG-P8-2",
    "FG-P8-3",
    "FG-P8-4",
    "FG-SCORE-1",
    "GAP-FG-1",
    "GAP-FG-2",
    "GAP-FG-3",
    "GAP-FG-4",
    "GAP-FG-5",
    "GAP-FG-6",
)

Level = Literal["easy", "medium", "hard", "masterpiece"]


OPTION_WORDS = (N_("ghost"), N_("easy"), N_("medium"), N_("hard"), N_("masterpiece"))
"""How the option and its levels read (the title line, the page's form): the core says them through this catalog."""


class FlorenzaOptions(BaseModel):
    """Options of a Florenza game against the Ghosts."""

    model_config = ConfigDict(extra="forbid")

    components: str | None = Field(None, description=N_("a replacement component data file (JSON)"))
    ghost: list[Level] = Field(default_factory=lambda: ["medium"], description=N_("one level per Ghost"))

    @field_validator("ghost")
    @classmethod
    def _seat_limit(cls, ghosts: list[str], info: ValidationInfo) -> list[str]:
        if not ghosts:
            raise ValueError(_("play against at least one Ghost (--ghost LEVEL)"))
        try:
            seats = load_components(info.data.get("components")).max_seats
        except ComponentError:
            return ghosts  # the components file's own error is reported when the game loads it
        if len(ghosts) + 1 > seats:
            raise ValueError(_("at most {ghosts} Ghosts ({seats} seats with you), not {asked}").format(
                ghosts=seats - 1, seats=seats, asked=len(ghosts)))
        return ghosts


def points_label(track: str, total: int, recorded: dict[str, int] | None) -> str:
    """A track in the score: yours says how much solobot counted and how much you recorded."""
    if recorded is None:
        return track_said(track)
    mine = recorded.get(track, 0)
    return _("{track} ({counted} counted by solobot, {mine} recorded by you)").format(
        track=track_said(track), counted=total - mine, mine=mine)


class Florenza(Game):
    """You against one or more Ghosts, each driven by a die and its Action Table."""

    policies = POLICIES
    default_policy = "heuristic"
    rule_ids = RULE_IDS
    #: a choice of the moment is listed in a usage line up to 48 characters (``role captain|bishop``), else named
    moves = CommandBook(MOVES, list_up_to=48)
    sentences = SENTENCES
    #: the game's words without components (seats up to 4 Ghosts): its domain for ``solobot check`` and the page
    game_words = words(("player", *GHOSTS))
    saves_components = True  # every save and digest since 0.1.0 holds the components option, None included
    plain_state = staticmethod(plain_state)  # the saved fields

    def seats(self, options: FlorenzaOptions) -> list[str]:
        return ["player"] + [f"ghost-{n}" for n in range(1, len(options.ghost) + 1)]

    def load_components(self, options: FlorenzaOptions) -> Components:
        return load_components(options.components)

    # called before every step of every game: the flow's function itself, without a method in between
    next_step = staticmethod(next_step)

    def draw_table(self, ctx: Context, state: State) -> str:
        return draw_table(state, ctx.components)

    def describe_board(self, ctx: Context, state: State) -> str:
        return describe(state, ctx.components)

    def words(self, ctx: Context) -> GameWords:
        return words(tuple(self.seats(ctx.options)), ctx.components)

    def public_table(self, ctx: Context, state: State) -> dict[str, Any]:
        return public_table(ctx.components, state)

    def hidden_values(self, ctx: Context, state: State) -> list[str]:
        """The Captains of Fortune shuffled out of play: in no Deck pile, so the core's default finds none."""
        return hidden_values(ctx.components, state)

    @hookimpl
    def solobot_setup(self, ctx: Context) -> Any:
        """Setup, the Ghosts' starting Workshops, round 1's Phases 1 to 3."""
        return setup_game(ctx, ctx.components, list(ctx.options.ghost))

    @hookimpl
    def solobot_bot_turn(self, ctx: Context, state: Any, seat: str) -> None:
        """One Ghost turn of Phase 4, then the next seat."""
        ghost_turn(ctx, state, ctx.components, seat)
        next_turn(ctx, state)

    @hookimpl
    def solobot_cleanup(self, ctx: Context, state: Any) -> None:
        """Phases 5 to 8, then the next round's Phases 1 to 3."""
        end_round(ctx, state, ctx.components)

    @hookimpl
    def solobot_score(self, ctx: Context, state: Any) -> Score:
        """Totals per seat; the highest wins once the 7th round is over (FG-SCORE-1)."""
        totals, winner = final_scores(state, ctx.components)
        recorded = recorded_points(ctx.events) if ctx.events is not None else None
        breakdown = {
            seat: {
                **{points_label(track, n, recorded if seat == PLAYER else None): n
                   for track, n in state.points[seat].items()},
                N_("total"): totals[seat],
            }
            for seat in state.seats
        }
        over = state.phase == "over"
        return Score(totals, breakdown, winner if over else None, over)


GAME = Florenza()


@hookimpl
def solobot_register_games(register: Any) -> None:
    """Register Florenza."""
    register(
        GameSpec(
            "florenza",
            N_("Florenza X Anniversary - the Ghosts"),
            FlorenzaOptions,
            GAME,
            summary=N_("Florenza X Anniversary's solitaire Ghosts (easy to masterpiece)"),
        )
    )
