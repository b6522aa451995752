"""Deriving independent seeds from one seed (per game of a run, per opponent)."""

from __future__ import annotations

import hashlib


def derive_seed(seed: int, *parts: object) -> int:
    """A stable 63-bit seed from ``seed`` and labels, the same on every machine."""
    text = ":".join([str(seed), *map(str, parts)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1
