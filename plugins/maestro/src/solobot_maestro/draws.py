"""Everything the Machina game takes at random from a deck, a stack of tiles or the supply.

Each is a :class:`~solobot.toolkit.Draw`: seeded games ignore it; with ``--draws physical``
the person is asked which card, tile or token came, in the words printed on it.
"""

from __future__ import annotations

from functools import lru_cache

from solobot.i18n import N_, language
from solobot.toolkit import Draw
from solobot_maestro.components import Components
from solobot_maestro.language import _, patron_said
from solobot_maestro.narration import colour, kind_name, machina_card, region, standing, title


def popular_tile(comp: Components, tile: str) -> str:
    """A Popular Gallery tile as printed: "PG06 (6 Ravenna)"."""
    return f"{tile} ({region(comp, comp.numbers[comp.tile_region[tile]])})"


def collector_card(comp: Components, card: str) -> str:
    """A Collector Setup card as printed: "CS2 (2 blue, 1 red, ...)"."""
    return f"{card} ({standing(list(comp.collector_cards[card].items()), printed=True)})"


def patron_card(comp: Components, card: str) -> str:
    """A patron card as printed, its name in the language spoken: "B03 (Benefactor, Loyal Apprentice)"."""
    return f"{card} ({kind_name(comp.patron[card].kind)}, {patron_said(comp, card)})"


def publicity_token(comp: Components, token: str) -> str:
    """A Publicity token: its colour."""
    return colour(token)


MAIN_CARD = Draw(N_("the card it plays at its Action"), "MM-TURN-3", N_("the Machina's deck"), machina_card)
GOSSIP_CARD = Draw(
    N_("the card it puts face down at its Action in a Gossip turn (you see it; the rules keep it face down)"),
    "MM-TURN-4", N_("the Machina's deck"), machina_card,
)
UPGRADE_SEARCH = Draw(
    N_("turn its cards up one by one until a Starting card appears (the Upgrade reward)"),
    "MM-STUDY-3",
    N_("the Machina's deck"),
    machina_card,
)
UPGRADED_CARD = Draw(
    N_("the Upgraded card it gains (it goes on top of its deck, or replaces a Starting card on the board)"),
    "MM-STUDY-3",
    N_("the Machina's Upgraded deck"),
    machina_card,
)
POPULAR_TILE = Draw(
    N_("a Popular Gallery tile turned face up"), "EX-CLEAN-6", N_("the Popular Gallery tiles"), popular_tile, N_("tile")
)
COLLECTOR_CARD = Draw(
    N_("the Collector Setup card revealed"), "EX-CLEAN-4", N_("the Collector Setup cards"), collector_card
)
PUBLICITY_TOKEN = Draw(
    N_("the loser of a Publicity takes a random token face up"), "EX-PUB-3", N_("the Publicity token supply"),
    publicity_token, N_("token"),
)
SETUP_TILE = Draw(
    N_("a Popular Gallery tile turned face up for round 1 (as between rounds)"), "EX-CLEAN-6",
    N_("the Popular Gallery tiles"), popular_tile, N_("tile"),
)
SETUP_COLLECTOR = Draw(
    N_("the Collector Setup card for round 1 (as between rounds)"), "EX-CLEAN-4",
    N_("the Collector Setup cards"),
    collector_card,
)
def patron_kind(comp: Components, kind: str) -> str:
    """A patron card's kind as its back shows it: "Benefactor"."""
    return kind_name(kind)


def patron_card_at(action: str) -> Draw:
    """The patron card turned up at ``action`` for the winner of its Publicity (EX-PUB-2), the Action named."""
    return _patron_card_at(action, language())


@lru_cache(maxsize=64)
def _patron_card_at(action: str, code: str) -> Draw:
    """:func:`patron_card_at` in the language ``code`` (its purpose names the Action)."""
    return Draw(
        _("the patron card at {action} that the winner of its Publicity takes, turned face up (the card dealt face "
          "down there)").format(action=title(action)),
        "EX-PUB-2", N_("the patron cards of that kind still unseen"), patron_card,
    )


def patron_kind_at(action: str) -> Draw:
    """The patron card dealt face down at ``action`` (EX-CLEAN-9): the person deals it and says its kind."""
    return _patron_kind_at(action, language())


@lru_cache(maxsize=64)
def _patron_kind_at(action: str, code: str) -> Draw:
    """:func:`patron_kind_at` in the language ``code`` (its purpose names the Action)."""
    return Draw(
        _("deal one face down at {action} (patron cards go out from Create clockwise) and say which kind its back "
          "shows").format(action=title(action)),
        "EX-CLEAN-9", N_("the patron deck"), patron_kind, added=True,  # saves of 0.1.0 never asked it
    )
