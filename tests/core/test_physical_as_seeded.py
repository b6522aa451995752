"""A physical answer equal to the seeded one gives the seeded game (issue 25): Pig, every difficulty.

Every roll (and draw) of a seeded game is answered at the table exactly as the seeded source gave
it; the game, its score, winner, inputs, state and seeded source must be the seeded game's.
"""

from __future__ import annotations

import pytest
from test_physical_draws import bagged

from solobot.engine.plugins import default_registry
from solobot.sim.calibrate import calibration_options
from solobot.testing import physical_as_seeded, session_keeps_step

SEEDS = range(30)
PIG = default_registry().game("pig")
KEPT = pytest.mark.xfail(not session_keeps_step(), strict=True,
                         reason="the session's kept answers do not yet keep the seeded source in step (issue 25)")
WAYS = {"argnames": "session", "argvalues": [False, pytest.param(True, marks=KEPT)], "ids": ["toolkit", "session"]}


@pytest.mark.parametrize("options", list(calibration_options(PIG)), ids=lambda o: o["difficulty"])
@pytest.mark.parametrize("policy", sorted(PIG.game.policies))
@pytest.mark.parametrize(**WAYS)
def test_physical_dice_told_as_seeded_give_the_seeded_game(options, policy, session):
    assert [problem for seed in SEEDS
            if (problem := physical_as_seeded(PIG, options, seed, policy, session))] == []


@pytest.mark.parametrize(**WAYS)
def test_a_draw_out_of_a_bag_told_as_seeded_gives_the_seeded_game(session):
    spec = bagged()
    assert [problem for seed in SEEDS if (problem := physical_as_seeded(spec, {}, seed, session=session))] == []
