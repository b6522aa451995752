"""Deriving independent seeds from one seed (per game of a run, per opponent)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable


def derive_seed(seed: int, *parts: object) -> int:
    """A stable 63-bit seed from ``seed`` and labels, the same on every machine."""
    text = ":".join([str(seed), *map(str, parts)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


def run_seeds(seed: int) -> Callable[[int], int]:
    """``derive_seed(seed, index)`` as a function of the index, for the many games of one run: the hash is begun
    with ``seed`` once and copied for each game (0.9 µs a game instead of 1.6 µs: 1 % of a Pig game)."""
    begun = hashlib.sha256(b"%d:" % seed)

    def seed_of(index: int) -> int:
        digest = begun.copy()
        digest.update(b"%d" % index)
        return int.from_bytes(digest.digest()[:8], "big") >> 1

    return seed_of
