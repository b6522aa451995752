"""The sweep of issue 41 run again (item 8): Maestro's ``bringable`` counts every region without a Gallery.

MM-MOVE-4: the Artworks a Move can bring are those in Florence, in every region without a Gallery, and in the
supply. Planted again in a copy of the plugin, two slips still passed every test of ``bringable``: its loop
leaving out the last region without a Gallery (``view.plain[:-1]``, an off-by-one of the loop's end, with the
200 seeded games of benchmarks/neutral.py unchanged) and a cap of 2 Artworks a region. Here the Machina's
Artworks stand in one region at a time, each other one in a Gallery, so each region is counted whole or the
count is wrong.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("solobot_maestro")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "plugins" / "maestro" / "tests"))

from maestro_helpers import COMP, blank_state, gallery, put

from solobot_maestro.board import BoardView
from solobot_maestro.bot import bringable
from solobot_maestro.state import MACHINA

#: a region that holds a Gallery here (Venezia), where the Artworks not brought stand
HELD = 3


@pytest.mark.rule("MM-MOVE-4")
@pytest.mark.parametrize("region", [r for r in range(len(COMP.numbers)) if r != HELD])
@pytest.mark.parametrize("count", [1, 3])
def test_every_region_without_a_gallery_counts_all_its_artworks(region, count):
    state = blank_state()
    gallery(state, HELD)
    put(state, HELD, machina=state.supply[MACHINA] - count)
    put(state, region, machina=count)  # the supply is empty now: only this region can bring any
    assert state.supply[MACHINA] == 0
    assert bringable(state, BoardView(state, COMP)) == count


@pytest.mark.rule("MM-MOVE-4")
def test_the_last_region_without_a_gallery_is_one_of_them():
    state = blank_state()
    gallery(state, HELD)
    last = BoardView(state, COMP).plain[-1]
    put(state, HELD, machina=state.supply[MACHINA] - 2)
    put(state, last, machina=2)
    assert bringable(state, BoardView(state, COMP)) == 2
