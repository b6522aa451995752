"""Maestro as a solobot game: the Machina against the person's Workshop."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from solobot import Context, Game, GameSpec, Score, hookimpl
from solobot.i18n import N_
from solobot.words import GameWords
from solobot_maestro import (
    describe,
    drawing,
    exhibition,
    flow,
    narration,
    person,
    policies,
    scoring,
    setup,
    table,
)
from solobot_maestro.bot import machina_turn
from solobot_maestro.components import load_components
from solobot_maestro.golden import higher_or_machina
from solobot_maestro.language import DOMAIN, _
from solobot_maestro.state import MACHINA, PLAYER, MaestroState, snapshot

OPTION_WORDS = (N_("variant"), N_("difficulty"))
"""How the options read (the title line, the page's form): the core says them, and their choices, through this
catalog (the difficulties as the narration words them; the Workshops' names, michelangelo and davinci, as typed)."""


class MaestroOptions(BaseModel):
    """Options of a game against the Machina."""

    model_config = ConfigDict(extra="forbid", use_attribute_docstrings=True)

    variant: Literal["michelangelo", "davinci"] = Field(
        "michelangelo", description=N_("the Machina's Workshop; you play the other one"))
    difficulty: Literal["easier", "normal", "harder"] = Field(
        "normal", description=N_("how strong the Machina is (the rules' difficulty levels)"))
    components: str | None = Field(
        None, description=N_("a replacement component data file (JSON), to match your copy of the game"))


RULE_IDS = (
    "MM-SETUP-1",
    "MM-GOLD-1",
    "MM-GOLD-2",
    "MM-GOLD-3",
    "MM-GOLD-4",
    "MM-GOLD-5",
    "MM-RES-1",
    "MM-RES-2",
    "MM-RES-3",
    "MM-RES-4",
    "MM-TURN-1",
    "MM-TURN-2",
    "MM-TURN-3",
    "MM-TURN-4",
    "MM-TURN-5",
    "MM-TURN-6",
    "MM-CREATE-1",
    "MM-CREATE-2",
    "MM-CREATE-3",
    "MM-CREATE-4",
    "MM-MOVE-1",
    "MM-MOVE-2",
    "MM-MOVE-3",
    "MM-MOVE-4",
    "MM-MOVE-5",
    "MM-INF-1",
    "MM-INF-2",
    "MM-INF-3",
    "MM-INF-4",
    "MM-INF-5",
    "MM-INF-6",
    "MM-STUDY-1",
    "MM-STUDY-2",
    "MM-STUDY-3",
    "MM-STUDY-4",
    "MM-STUDY-5",
    "MM-WS-1",
    "MM-WS-2",
    "MM-EXH-1",
    "MM-CLEAN-1",
    "MM-SCORE-1",
    "MM-SCORE-2",
    "MM-SCORE-3",
    "MM-SCORE-4",
    "MM-DIFF-E1",
    "MM-DIFF-E2",
    "MM-DIFF-H1",
    "MM-DIFF-H2",
    "MM-DIFF-H3",
    "EX-START-1",
    "EX-ORDER-1",
    "EX-ORDER-2",
    "EX-GAL-1",
    "EX-GAL-2",
    "EX-GAL-3",
    "EX-PRES-1",
    "EX-PUB-1",
    "EX-PUB-2",
    "EX-PUB-3",
    "EX-PUB-4",
    "EX-PUB-5",
    "EX-TOK-1",
    "EX-CLEAN-0",
    "EX-CLEAN-1",
    "EX-CLEAN-2",
    "EX-CLEAN-3",
    "EX-CLEAN-4",
    "EX-CLEAN-5",
    "EX-CLEAN-6",
    "EX-CLEAN-7",
    "EX-CLEAN-8",
    "EX-CLEAN-9",
)


class Maestro(Game):
    """The Machina plays Michelangelo's or da Vinci's Workshop; the person plays the other."""

    policies = {"heuristic": policies.heuristic_policy, "random": policies.random_policy}
    default_policy = "heuristic"
    rule_ids = RULE_IDS
    moves = person.MOVES  # the person's commands, each declared once on the operation it applies
    check_move = staticmethod(person.allowed)  # an operation the step does not take: refused in one line
    game_words = GameWords(seats=table.SEAT_NAMES, told=None, rules=table.RULES, domain=DOMAIN)  # the declared words
    sentences = narration.SENTENCES  # one sentence per event: the person's "You ..." ones are their history too
    plain_state = staticmethod(snapshot)  # the saved shape, by hand (state.snapshot), as saves have had it
    saves_components = True  # every save and digest since 0.1.0 holds the components option, None included

    def seats(self, options: BaseModel) -> list[str]:
        return [MACHINA, PLAYER]

    def person_seat(self, options: BaseModel) -> str:
        return PLAYER

    def load_components(self, options: BaseModel) -> Any:
        return load_components(options.components)

    next_step = staticmethod(flow.next_step)  # called on every step: no extra frame

    # -- the duties ------------------------------------------------------------------
    @hookimpl
    def solobot_setup(self, ctx: Context) -> MaestroState:
        """A new game (MM-SETUP-1); the events are the person's setup instructions."""
        return setup.new_game(ctx)

    @hookimpl
    def solobot_bot_turn(self, ctx: Context, state: MaestroState, seat: str) -> None:
        """One Machina turn (MM-TURN-1..6), then the next slot."""
        comp = ctx.components
        machina_turn(ctx, state, state.slot in comp.gossip_slots)  # a Gossip turn (GAP-MM-2)
        flow.end_slot(state, comp)

    @hookimpl
    def solobot_score(self, ctx: Context, state: MaestroState) -> Score:
        """Both scores; you must beat the Machina outright (MM-SCORE-4)."""
        return scoring.final_score(state, ctx.components, ctx.events)

    @hookimpl
    def solobot_cleanup(self, ctx: Context, state: MaestroState) -> None:
        """The Exhibition, then the Cleanup (not in the last round), each under its own heading."""
        if ctx.narrating:  # 4 a game, ~0.5 %: kept for the speed target
            ctx.heading(_("Round {round}: the Exhibition").format(round=state.round))
        exhibition.exhibition(ctx, state)
        if ctx.narrating and state.round < ctx.components.rounds:  # 4 a game, ~0.5 %: kept for the speed target
            ctx.heading(_("Round {round}: the Cleanup").format(round=state.round))
        exhibition.cleanup(ctx, state)
        flow.end_round(ctx, state)

    # -- the person at the table -------------------------------------------------------
    def describe_board(self, ctx: Context, state: MaestroState) -> str:
        return describe.describe_board(state, ctx.components)

    def draw_table(self, ctx: Context, state: MaestroState) -> str:
        """The tracked table as an SVG drawing for the web page (drawing.py)."""
        return drawing.draw_table(state, ctx.components)

    def tell_result(self, ctx: Context, state: MaestroState, score: Score) -> None:
        """The verdict from the final points, after any add-on's (MM-SCORE-4)."""
        person.tell_verdict(ctx, score.points, score.winner)

    def decide_winner(self, ctx: Context, state: MaestroState, points: dict[str, int]) -> str | None:
        """You win only by beating the Machina outright (MM-SCORE-4, MM-GOLD-5)."""
        return higher_or_machina(points[MACHINA], points[PLAYER])

    # -- telling the person ---------------------------------------------------------------
    def words(self, ctx: Context) -> GameWords:
        return table.words(ctx.components)

    def public_table(self, ctx: Context, state: MaestroState) -> dict[str, Any]:
        return table.public_table(ctx, state)

    def hidden_values(self, ctx: Context, state: MaestroState) -> Iterable[str]:
        """The cards of the Machina's decks (the core finds them in their piles), and the patron cards no pile
        holds."""
        return [*super().hidden_values(ctx, state), *table.unseen_patrons(state)]


GAME = Maestro()


@hookimpl
def solobot_register_games(register: Any) -> None:
    """Register Maestro."""
    register(
        GameSpec(
            "maestro",
            N_("Maestro: the Machina"),
            MaestroOptions,
            GAME,
            summary=N_("Maestro solo against the Machina (Michelangelo or da Vinci)"),
        )
    )
