"""Everything the Machina game takes at random from a deck, a stack of tiles or the supply.

Each is a :class:`~solobot.toolkit.Draw`: seeded games ignore it; with ``--draws physical``
the person is asked which card, tile or token came, in the words printed on it.
"""

from __future__ import annotations

from functools import lru_cache

from solobot.toolkit import Draw
from solobot_maestro.components import Components
from solobot_maestro.narration import region


def machina_card(comp: Components, card: str) -> str:
    """A Machina card as printed: "S11 (Publicity 1, 2 AP, Resources: orange)"."""
    publicity, ap, resources = comp.card[card]
    gained = f"Resources: {', '.join(resources)}" if resources else "no Resources"
    return f"{card} (Publicity {publicity}, {ap} AP, {gained})"


def popular_tile(comp: Components, tile: str) -> str:
    """A Popular Gallery tile as printed: "PG06 (6 Ravenna)"."""
    return f"{tile} ({region(comp, comp.numbers[comp.tile_region[tile]])})"


def collector_card(comp: Components, card: str) -> str:
    """A Collector Setup card as printed: "CS2 (2 blue, 1 red, ...)"."""
    spread = ", ".join(f"{n} {colour}" for colour, n in comp.collector_cards[card].items())
    return f"{card} ({spread})"


def patron_card(comp: Components, card: str) -> str:
    """A patron card as printed: "B03 (Benefactor, Lorenzo)"."""
    patron = comp.patron[card]
    return f"{card} ({patron.kind.capitalize()}, {patron.name})"


def publicity_token(comp: Components, token: str) -> str:
    """A Publicity token: its colour."""
    return token


MAIN_CARD = Draw("the card it plays at its Action", "MM-TURN-3", "the Machina's deck", machina_card)
GOSSIP_CARD = Draw(
    "the card it puts face down at its Action in a Gossip turn (you see it; the rules keep it face down)",
    "MM-TURN-4", "the Machina's deck", machina_card,
)
UPGRADE_SEARCH = Draw(
    "turn its cards up one by one until a Starting card appears (the Upgrade reward)",
    "MM-STUDY-3",
    "the Machina's deck",
    machina_card,
)
UPGRADED_CARD = Draw(
    "the Upgraded card it gains (it goes on top of its deck, or replaces a Starting card on the board)",
    "MM-STUDY-3",
    "the Machina's Upgraded deck",
    machina_card,
)
POPULAR_TILE = Draw(
    "a Popular Gallery tile turned face up", "EX-CLEAN-6", "the Popular Gallery tiles", popular_tile, "tile"
)
COLLECTOR_CARD = Draw(
    "the Collector Setup card revealed", "EX-CLEAN-4", "the Collector Setup cards", collector_card
)
PUBLICITY_TOKEN = Draw(
    "the loser of a Publicity takes a random token face up", "EX-PUB-3", "the Publicity token supply",
    publicity_token, "token",
)
SETUP_TILE = Draw(
    "setup: a Popular Gallery tile turned face up for round 1 (as between rounds)", "EX-CLEAN-6",
    "the Popular Gallery tiles", popular_tile, "tile",
)
SETUP_COLLECTOR = Draw(
    "setup: the Collector Setup card for round 1 (as between rounds)", "EX-CLEAN-4", "the Collector Setup cards",
    collector_card,
)
def patron_kind(comp: Components, kind: str) -> str:
    """A patron card's kind as its back shows it: "Benefactor"."""
    return kind.capitalize()


@lru_cache(maxsize=16)
def patron_card_at(action: str) -> Draw:
    """The patron card turned up at ``action`` for the winner of its Publicity (EX-PUB-2), the Action named."""
    return Draw(
        f"the patron card at {action.title()} that the winner of its Publicity takes, turned face up (the card "
        "dealt face down there)",
        "EX-PUB-2", "the patron cards of that kind still unseen", patron_card,
    )


@lru_cache(maxsize=16)
def patron_kind_at(action: str) -> Draw:
    """The patron card dealt face down at ``action`` (EX-CLEAN-9): the person deals it and says its kind."""
    return Draw(
        f"deal one face down at {action.title()} (patron cards go out from Create clockwise) and say which kind "
        "its back shows", "EX-CLEAN-9", "the patron deck", patron_kind, added=True,  # saves of 0.1.0 never asked it
    )
