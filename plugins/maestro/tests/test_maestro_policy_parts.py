"""Parts of the heuristic player rewritten as plain loops: the same answers as the rule they state."""

from __future__ import annotations

from maestro_helpers import COMP, blank_state, gallery

from solobot_maestro.board import BoardView
from solobot_maestro.policies import biggest_pile
from solobot_maestro.state import PLAYER


def test_the_biggest_pile_is_outside_galleries_the_first_of_the_biggest_and_florence_on_ties():
    state = blank_state()
    art = state.art[PLAYER]
    assert biggest_pile(art, BoardView(state, COMP), COMP.florence) == -1  # nothing anywhere
    art[5], art[9], art[3] = 2, 2, 4
    gallery(state, 3)  # the biggest pile, but in a Gallery
    assert biggest_pile(art, BoardView(state, COMP), COMP.florence) == 5  # the first of the two biggest
    art[COMP.florence] = 2
    assert biggest_pile(art, BoardView(state, COMP), COMP.florence) == COMP.florence  # Florence first on ties
    art[9] = 3
    assert biggest_pile(art, BoardView(state, COMP), COMP.florence) == 9
