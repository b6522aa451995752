"""What a person chose before a game starts, checked: its options and the opponent it plays.

Both faces refuse a bad choice here, before any seat is made; it is kept apart from
:mod:`solobot.table.seat` so a command that only plays games alone (``simulate``) checks them
without loading saves, locks and history.
"""

from __future__ import annotations

from typing import Any

from solobot.engine.session import OptionsError as OptionsError  # what the checks raise, for the faces
from solobot.engine.session import choose_policy, validate_options
from solobot.game import GameSpec


def check_options(spec: GameSpec, options: Any) -> None:
    """Refuse, before a game starts, options its model rejects (a :class:`~solobot.errors.PersonError` line)."""
    validate_options(spec, options)


def check_opponent(spec: GameSpec, name: str | None) -> None:
    """Refuse, before a game starts, an opponent policy the game does not have (an :class:`OptionsError` line)."""
    choose_policy(spec, name)
