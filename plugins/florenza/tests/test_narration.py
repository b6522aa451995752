"""What the person reads: the game's names, never the code's keys (issue 11)."""

from __future__ import annotations

import re

import pytest
from florenza_helpers import make_ctx, make_state, session

from solobot.events import Event
from solobot.toolkit import SeededSource
from solobot_florenza import ghost as g
from solobot_florenza.narration import ACTION_NAMES, points, reward_text
from solobot_florenza.plugin import GAME
from solobot_florenza.rounds import bishop_phase

G = "ghost-1"


def sentence(comps, kind, seat, facts):
    """The line a person reads for one event (the game's ``sentences``, through the core's ``narrate``)."""
    return GAME.narrate(make_ctx(comps), Event(seat, None, kind, facts))

CODE_NAMES = [
    (r"\bghost-\d", "a seat key instead of 'Ghost 1'"),
    (r"(?<!a )(?<!first )\bplayer\b", "the seat key instead of 'you'"),
    (r"\b(chiesa|palazzo)\b", "a building key instead of 'its Chiesa'"),
    (r"church_point|main_board|\((operate|build|church|palace|captain)\)", "an action key"),
    (r"\b1 (Prestige|Church) Points\b|\b1 Kinsmen\b|\b1 empty spaces\b", "a plural after 1"),
    (r"\bnone:", "a dangling 'none:'"),
]


@pytest.mark.parametrize(("ghosts", "seed"), [(("medium",), 1), (("hard", "easy"), 2), (("masterpiece",) * 4, 3)])
def test_no_narrated_line_uses_a_code_name(ghosts, seed):
    s = session(ghosts=ghosts, seed=seed)
    s.autoplay("heuristic")
    for event in s.events:
        for pattern, what in CODE_NAMES:
            assert not re.search(pattern, event.text), f"{what}: {event.text}"


@pytest.mark.rule("FG-P4-2")
@pytest.mark.rule("FG-CAP-1")
def test_the_action_is_named_as_the_page_names_it(comps):
    state = make_state(comps)
    space = comps.table_actions.index("captain")
    ctx = make_ctx(comps, dice=[space + 1])
    g.ghost_turn(ctx, state, comps, G)
    placed = next(e for e in ctx.events if e.rule == "FG-P4-2")
    assert placed.text.endswith(f"on space {space + 1}: Hire a Captain of Fortune")
    assert ACTION_NAMES["main_board"] == "Create an Artwork on the main board"


@pytest.mark.rule("FG-CP-1")
def test_one_church_point_is_singular():
    assert points("church", 1) == "1 Church Point" and points("prestige", 3) == "3 Prestige Points"
    assert reward_text({"prestige": 1, "church": 2}) == "1 Prestige Point and 2 Church Points"
    assert reward_text({"prestige": 1, "church": 2}, ending=False) == "1 Prestige Point, 2 Church Points"


@pytest.mark.rule("FG-CH-1")
def test_an_artwork_in_a_ghost_building_says_its_chiesa(comps):
    state = make_state(comps)
    ctx = make_ctx(comps)
    g.church_artwork(ctx, state, comps, G, 2)
    assert " in its Chiesa:" in ctx.events[-1].text


@pytest.mark.rule("FG-P3-2")
def test_an_empty_pool_is_said_plainly(comps):
    state = make_state(comps)
    state.bishop = "player"
    state.ghosts[G].pool = 0
    ctx = make_ctx(comps)
    bishop_phase(ctx, state, comps)
    expelled = next(e for e in ctx.events if e.rule == "FG-P3-2")
    assert expelled.text.startswith("Phase 3: Ghost 1 has an empty pool, so none of its Kinsmen goes on the Bishop")


@pytest.mark.parametrize("ghosts", [("medium",), ("easy",) * 4])
def test_the_board_after_pass_has_no_kinsmen_left_to_place(ghosts):
    s = session(ghosts=ghosts, seed=4)
    rng = SeededSource(0)
    while s.state.phase != "kinsmen" or s.state.round < 3:
        s.submit(GAME.policies["heuristic"](s.ctx, s.state, s.pending.seat, rng))
    assert f"Kinsmen to place: {s.state.person_kinsmen};" in GAME.describe_board(s.ctx, s.state)
    s.submit({"op": "pass"})
    assert "Kinsmen to place: none (Phase 4 is over for you this round)" in GAME.describe_board(s.ctx, s.state)


@pytest.mark.rule("FG-P4-3")
def test_a_full_action_table_says_only_what_leaves_it(comps):
    none_lying = sentence(comps, "table-full", G, {"removed": 0, "to_income": 0, "to_pool": 0})
    assert none_lying == "Ghost 1 has a full Action Table, but every Kinsman on it stands: none leaves it"
    all_needed = sentence(comps, "table-full", G, {"removed": 6, "to_income": 6, "to_pool": 0})
    assert all_needed == "Ghost 1 has a full Action Table: remove its 6 lying Kinsmen; put 6 in its income area"
    both = sentence(comps, "table-full", G, {"removed": 7, "to_income": 4, "to_pool": 3})
    assert both.endswith("remove its 7 lying Kinsmen; put 4 in its income area and 3 in its pool")


@pytest.mark.rule("FG-MAIN-1")
def test_the_main_board_roll_names_the_place_without_promising_an_artwork(comps):
    line = sentence(comps, "place-rolled", G, {"roll": 4, "place": "Ponte Vecchio"})
    assert line == "Ghost 1 rolls 4 for the place of its Artwork on the main board: the Ponte Vecchio"
    assert "creates" not in line  # the next line may well be "has no action"


@pytest.mark.rule("FG-LVL-1")
def test_an_artists_cost_is_the_one_he_was_picked_at_and_says_when_his_card_is_turned_over():
    s = session(ghosts=("medium", "hard"), seed=5)
    s.autoplay("heuristic")
    picks = [e for e in s.events if e.kind == "ghost-artwork"]
    comps = s.components
    turned = [e for e in picks if e.facts["turned"]]
    assert turned and len(turned) < len(picks), "seed 5: some Artists are picked with their card turned over"
    for event in picks:
        artist = next(a for a in comps.artists if a.name == event.facts["artist"])
        base = next(k.cost for k in artist.skills if k.skill == event.facts["skill"])
        bonus = comps.masterpiece_cost_bonus if event.facts["turned"] else 0
        assert event.facts["cost"] == base + bonus
        said = f"({event.facts['skill']} {base + bonus} as a Masterpiece, his card turned over, "
        assert (said in event.text) == event.facts["turned"], event.text


@pytest.mark.rule("GAP-FG-6")
def test_the_last_round_says_so():
    """Issue 26: round 7 is the last chance for points, and its last `done` ends the game."""
    s = session(ghosts=("medium",), seed=2)
    s.autoplay("heuristic")
    roles = [e.text for e in s.events if e.kind == "roles"]
    assert len(roles) == 6
    assert all(line.startswith("Next round: ") for line in roles)
    last_step = max(i for i, e in enumerate(s.events) if e.kind == "your-step")
    assert s.events[last_step].facts["step"] == "round_end" and "the game ends" in s.events[last_step].text
    last_round = [e.text for e in s.events if e.kind == "your-step" and e.facts["round"] == 7
                  and e.facts["step"] == "kinsmen"]
    assert last_round and all("last chance" in line for line in last_round)
    earlier = [e.text for e in s.events if e.kind == "your-step" and e.facts["round"] < 7]
    assert earlier and not [line for line in earlier if "last" in line]


@pytest.mark.rule("FG-P8-1")
@pytest.mark.parametrize("seed", [1, 2])
def test_no_phase_7_or_8_for_a_game_that_is_over(seed):
    """Issue 26: after the last `done` one line says the game is over; no roles or Phase 8 lines. Its
    changes (solobot's own record put away) are still told to the check, and an undo takes none back."""
    from solobot.events import BOOKKEEPING
    from solobot.words import undo_told

    s = session(ghosts=("medium", "hard"), seed=seed)
    s.autoplay("heuristic")
    last = s.events[s.marks[-1]:]
    assert [e.kind for e in last] == ["game-over"]
    assert last[0].text.startswith("Round 7 was the last: the game is over, with no Phase 7 or 8")
    assert last[0].changes and last[0].facts[BOOKKEEPING]
    assert undo_told(s) == ({"op": "done"}, [])


def test_pass_confirms_what_it_did():
    s = session(ghosts=("medium",), seed=4)
    rng = SeededSource(0)
    while s.state.phase != "kinsmen" or s.state.round < 3:
        s.submit(GAME.policies["heuristic"](s.ctx, s.state, s.pending.seat, rng))
    left = s.state.person_kinsmen
    told = len(s.events)
    s.submit({"op": "pass"})
    (line,) = [e.text for e in s.events[told:] if e.kind == "you-pass"]
    assert line == f"You pass: you place no more Kinsmen this round; your {left} unplaced Kinsmen stay with you"


@pytest.mark.rule("FG-LVL-1")
def test_an_artist_worth_no_prestige_at_the_levels_face_scores_nothing_not_0_points():
    picks = []
    for seed in (1, 2, 3):
        s = session(ghosts=("easy", "masterpiece", "hard"), seed=seed)
        s.autoplay("heuristic")
        picks += [e for e in s.events if e.kind == "ghost-artwork"]
    nothing = [e for e in picks if e.facts["prestige"] == 0]
    assert nothing, "some Artist's prestige at the die face 1 is 0 in the reference set"
    for event in picks:
        assert " 0 Prestige" not in event.text
        assert (f"but nothing for the Artist, as if the die showed {event.facts['face']}" in event.text) == (
            event.facts["prestige"] == 0)
