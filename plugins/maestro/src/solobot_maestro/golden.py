"""The Machina's golden rule for ties (MM-GOLD-5), stated once for every comparison that uses it."""

from __future__ import annotations

from solobot_maestro.state import MACHINA, PLAYER

#: MM-GOLD-5: the Machina wins every tie, so the person must beat it by at least this much
OUTRIGHT = 1


def higher_or_machina(machina: int, player: int) -> str:
    """Who wins a comparison of two totals: the higher one, and every tie the Machina (MM-GOLD-5).

    Gallery majorities, Major Publicity (over the Study track, EX-PUB-4) and the final score
    (a tie is a loss, MM-SCORE-4) all use it.
    """
    return PLAYER if player >= machina + OUTRIGHT else MACHINA
