"""Shared fixtures of Pig's tests (solobot.testing adds ``scripted``, ``solobot_registry`` and more)."""

from __future__ import annotations

import pytest

from solobot_pig import plugin


@pytest.fixture
def spec(solobot_registry):
    """Pig, registered for this test only."""
    return solobot_registry.add("pig", plugin).game("pig")
