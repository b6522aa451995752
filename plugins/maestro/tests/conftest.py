"""Fixtures of the Maestro tests (plain helpers for hand-built positions live in maestro_helpers.py)."""

from __future__ import annotations

import pytest
from maestro_helpers import COMP, blank_state, make_ctx

from solobot import Context
from solobot_maestro.components import Components
from solobot_maestro.state import MaestroState


@pytest.fixture(scope="session")
def comp() -> Components:
    """The shipped reference component data, compiled."""
    return COMP


@pytest.fixture
def ctx() -> Context:
    """A narrating context of a Michelangelo game on Normal, with seeded dice."""
    return make_ctx()


@pytest.fixture
def state() -> MaestroState:
    """A set-up Michelangelo game with an empty map and an even Lodge (see ``blank_state``)."""
    return blank_state()
