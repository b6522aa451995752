"""Facts the game keeps between steps (never saved): the grid search's start is used, and a game rebuilt by
undo (a replay) starts with nothing kept. That the kept facts equal a fresh computation after every step of
whole games is one of the invariants ``test_maestro_games`` checks (``maestro_helpers.check_kept``).
"""

from __future__ import annotations

import pytest

from solobot.engine.session import Session
from solobot.testing import TestRegistry
from solobot_maestro import plugin
from solobot_maestro.state import snapshot


@pytest.fixture(scope="module")
def registry():
    return TestRegistry().add("maestro", plugin)


def test_the_grid_search_start_moves_on_in_a_game(registry):
    session = Session(registry.game("maestro"), {"variant": "michelangelo"}, seed=3, registry=registry,
                      keep_events=False)
    session.autoplay("heuristic")
    assert any(session.state.machina.grid_from.values())  # the kept start is used, not always 0


def test_an_undone_game_is_rebuilt_from_nothing_kept(registry):
    spec = registry.game("maestro")
    session = Session(spec, {"variant": "michelangelo"}, seed=5, registry=registry)
    assert not session.state.machina.grid_from  # a game set up keeps nothing yet
    policy = spec.game.policies["heuristic"]
    while session.state.round < 3:
        session.submit(policy(session.ctx, session.state, session.pending.seat, None))
    played, kept, saved = session.state, dict(session.state.machina.grid_from), snapshot(session.state)
    assert kept
    session.undo()
    assert session.state is not played  # replayed from a new setup: nothing kept is carried over
    session.redo()
    assert snapshot(session.state) == saved and session.state.machina.grid_from == kept
