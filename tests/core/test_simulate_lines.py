"""simulate's per-game shortcuts write what the plain way writes (issue 41, item 9).

``GameLines`` puts a game into a line made once for the run's seats, and ``run_seeds`` copies a hash begun
with the run's seed: each is compared with the plain way (``json.dumps(game, sort_keys=True)``,
``derive_seed(seed, index)``), for the games a run plays and for every game the shortcut must not fit.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solobot.cli.simulate import GameLines
from solobot.toolkit.seeds import derive_seed, run_seeds


def plain(game: dict) -> str:
    return json.dumps(game, sort_keys=True)


@given(seed=st.integers(min_value=-2**80, max_value=2**80), index=st.integers(min_value=0, max_value=10**15))
def test_run_seeds_are_the_derived_seeds(seed, index):
    assert run_seeds(seed)(index) == derive_seed(seed, index)


def test_run_seeds_of_a_run_in_order():
    seed_of = run_seeds(11)
    assert [seed_of(index) for index in range(500)] == [derive_seed(11, index) for index in range(500)]


points = st.one_of(st.integers(min_value=-10**20, max_value=10**20), st.floats(allow_nan=False), st.booleans())


@given(index=st.integers(min_value=0, max_value=10**12), seed=st.integers(min_value=0, max_value=2**63),
       bot=points, player=points, winner=st.sampled_from(["bot", "player", None, "nobody", ""]))
def test_a_game_line_is_json_dumps_of_the_game(index, seed, bot, player, winner):
    game = {"index": index, "seed": seed, "scores": {"bot": bot, "player": player}, "winner": winner}
    assert GameLines(["player", "bot"])(game) == plain(game)


@pytest.mark.parametrize("game", [
    {"index": 1, "seed": 2, "scores": {"bot": 3}, "winner": "bot"},  # a seat short
    {"index": 1, "seed": 2, "scores": {"bot": 3, "player": 4, "ghost": 5}, "winner": "ghost"},  # a seat more
    {"index": 1, "seed": 2, "scores": {"bot": 3, "someone": 4}, "winner": None},  # another seat
    {"index": 1, "seed": 2, "scores": {"bot": 3, "player": 4}, "winner": "bot", "rules": {"PIG-3": 2}},  # --rules
    {"index": True, "seed": 2, "scores": {"bot": 3, "player": 4}, "winner": "bot"},
    {"index": 1, "seed": 2.5, "scores": {"bot": 3, "player": 4}, "winner": "bot"},
    {"index": 1, "seed": 2, "scores": {"bot": 3, "player": 4}},  # no winner
])
def test_a_game_the_line_does_not_fit_is_written_by_json(game):
    assert GameLines(["bot", "player"])(game) == plain(game)


@pytest.mark.parametrize("seats", [["Ghost 1", "Ghost 2", "you"], ['"quoted"\\', "Città", "Bär\n"]])
def test_seat_names_are_written_as_json_writes_them(seats):
    for number, winner in enumerate([*seats, None]):
        game = {"index": number, "seed": 7 * number, "scores": {seat: 10 - at for at, seat in enumerate(seats)},
                "winner": winner}
        assert GameLines(seats)(game) == plain(game)
