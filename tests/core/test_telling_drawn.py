"""The person may be told the card they drew themselves (issue 41, item 8b).

With ``--draws physical`` the person takes the bot's card from their own box and says which it is: a card
put back into a deck after that (Maestro's Upgraded card, on top of the Machina's deck, MM-STUDY-3) is
hidden by the deck, not from the person, and a sentence naming it gives nothing away. The completeness
watch knows what the person drew: such a card is no longer one the narration may not name; a card they did
not draw still is, and seeded draws are checked as before.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pig_variants import pig_plugin, registry_of

from solobot import hookimpl
from solobot.check.telling import watch_game
from solobot.engine.session import Session
from solobot.toolkit import Deck, Draw
from solobot_pig.plugin import Pig
from solobot_pig.rules import PigState

LOOK = Draw("the card it looks at", "PIG-X", "the bot's deck")
CARDS = ("Ace", "King", "Queen", "Jack")


@dataclass
class DeckState(PigState):
    """Pig's state with a deck of the bot's, face down."""

    deck: Deck = field(default_factory=Deck)


class PeekingPig(Pig):
    """Pig whose bot draws the top card of its deck each turn, names it and puts it back on top (as Maestro
    puts the Upgraded card it draws); ``also_names_the_next`` names the card under it too, which nobody drew."""

    def __init__(self, also_names_the_next: bool = False) -> None:
        self.also_names_the_next = also_names_the_next

    @hookimpl
    def solobot_setup(self, ctx):
        plain = super().solobot_setup(ctx)
        return DeckState(plain.target, plain.hold_at, deck=Deck.shuffled(CARDS, ctx.rng))

    @hookimpl
    def solobot_bot_turn(self, ctx, state, seat):
        card = state.deck.draw(ctx.rng, LOOK)
        state.deck.put_top(card)
        ctx.emit(f"The bot draws the {card} and puts it back on top of its deck.", rule="PIG-X")
        if self.also_names_the_next:
            ctx.emit(f"Under it lies the {state.deck.draw_pile[1]}.", rule="PIG-X")
        super().solobot_bot_turn(ctx, state, seat)


def session(game: PeekingPig, draws: str) -> Session:
    registry = registry_of(pig=pig_plugin(game))
    forced = {"ask_draw": lambda session, request: request.choices[-1][0]} if draws == "physical" else {}
    return Session(registry.game("pig"), {"target": 30}, 4, registry=registry, draws=draws, **forced)


def test_the_card_the_person_drew_and_named_is_not_hidden_from_them():
    played = session(PeekingPig(), "physical")
    report = watch_game(played, "cautious")
    assert played.finished and played.drawn and report.steps > 3
    assert all(card in CARDS for card in played.drawn)
    assert report.revealed == []


def test_a_card_the_person_did_not_draw_is_still_hidden_from_them():
    report = watch_game(session(PeekingPig(also_names_the_next=True), "physical"), "cautious")
    assert report.revealed and all("(rule PIG-X, event 'Under it lies the " in line for line in report.revealed)


def test_a_seeded_draw_the_person_never_saw_is_still_hidden():
    report = watch_game(session(PeekingPig(), "seeded"), "cautious")
    assert report.revealed
    assert all("(rule PIG-X, event 'The bot draws the " in line for line in report.revealed)
