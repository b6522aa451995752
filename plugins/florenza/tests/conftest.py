"""Fixtures of the Florenza tests (helpers live in florenza_helpers.py)."""

from __future__ import annotations

import pytest

from solobot_florenza.components import load_components


@pytest.fixture(scope="session")
def comps():
    """The shipped reference component data."""
    return load_components()
