"""Whole games: the flow, the entry point, determinism, invariants after every step, difficulty."""

import json
from collections import Counter

import pytest
from maestro_helpers import COMP

import solobot_maestro
from solobot import ComponentError, IllegalAction
from solobot.engine.plugins import Registry
from solobot.engine.session import Session
from solobot.testing import TestRegistry
from solobot.toolkit import SeededSource
from solobot_maestro import plugin
from solobot_maestro.board import majority_holder
from solobot_maestro.components import ANY, SPACE_CAPACITY
from solobot_maestro.state import MACHINA, PLAYER, SEATS

VARIANTS = ("michelangelo", "davinci")
DIFFICULTIES = ("easier", "normal", "harder")
POLICIES = ("heuristic", "random")


@pytest.fixture(scope="module")
def spec_and_registry():
    registry = TestRegistry().add("maestro", plugin)
    return registry.game("maestro"), registry


def test_plugin_loads_through_its_entry_point():
    registry = Registry().load()
    assert "maestro" in registry.games
    spec = registry.games["maestro"]
    assert spec.plugin == "maestro" and spec.version == solobot_maestro.__version__ == "0.2.0"
    assert set(spec.options.model_fields) == {"variant", "difficulty", "components"}
    assert (
        spec.game.seats(spec.options()) == [MACHINA, PLAYER]
        and spec.game.person_seat(spec.options()) == PLAYER
    )
    assert spec.game.default_policy == "heuristic" and set(spec.game.policies) == {"heuristic", "random"}


def test_flow_rounds_turns_exhibition_and_final(spec_and_registry):
    spec, registry = spec_and_registry
    session = Session(spec, {}, seed=4, registry=registry)
    steps = []
    while session.pending is not None:
        steps.append(session.pending.label)
        session.submit(spec.game.policies["heuristic"](session.ctx, session.state, PLAYER, SeededSource(1)))
    assert steps[0] == "Round 1, turn 1: your move"  # the person goes first in round 1 (rounds.first_player)
    assert steps[-1].startswith("Final scoring: your move (enter your final score: your VP track, ")
    cleanups = [e for e in session.events if e.rule == "EX-ORDER-1"]
    assert len(cleanups) == COMP.rounds
    assert sum(e.rule == "EX-CLEAN-0" for e in session.events) == 1
    assert session.score().final
    firsts = [e.data["first"] for e in session.events if e.rule == "EX-CLEAN-8"]
    assert firsts == [MACHINA, PLAYER, MACHINA]


@pytest.mark.rule("GAP-MM-2")
def test_turn_slots_alternate_from_the_first_player(spec_and_registry):
    spec, registry = spec_and_registry
    session = Session(spec, {}, seed=2, registry=registry)
    turns = [e for e in session.events if e.rule in ("MM-TURN-3", "MM-TURN-4")]
    assert turns == []  # the person plays first: the Machina waits for its slot
    while session.state.round == 1:
        session.submit(spec.game.policies["random"](session.ctx, session.state, PLAYER, SeededSource(9)))
    rules = [e.rule for e in session.events]
    round_one = rules[: rules.index("EX-ORDER-1")]
    assert sum(r in ("MM-TURN-3", "MM-TURN-4") for r in round_one) == COMP.turns
    assert round_one.count("MM-TURN-4") == len(COMP.gossip_turns)
    after = rules[rules.index("EX-CLEAN-9") :]
    assert "MM-TURN-1" in after  # round 2: the Machina holds the First Player marker and plays at once


def test_same_seed_same_game(spec_and_registry):
    spec, registry = spec_and_registry
    runs = []
    for _ in range(2):
        session = Session(spec, {"variant": "davinci", "difficulty": "harder"}, seed=77, registry=registry)
        score = session.autoplay("random")
        runs.append(([e.to_json() for e in session.events], score.points, session.digest()))
    assert runs[0] == runs[1]
    other = Session(spec, {"variant": "davinci", "difficulty": "harder"}, seed=78, registry=registry)
    other.autoplay("random")
    assert other.digest() != runs[0][2]


def test_events_off_gives_the_same_game(spec_and_registry):
    spec, registry = spec_and_registry
    loud = Session(spec, {}, seed=5, registry=registry)
    quiet = Session(spec, {}, seed=5, registry=registry, keep_events=False)
    assert loud.autoplay().points == quiet.autoplay().points and loud.digest() == quiet.digest()


def test_undo_replays_to_the_same_state(spec_and_registry):
    spec, registry = spec_and_registry
    session = Session(spec, {}, seed=6, registry=registry)
    session.submit({"op": "play", "action": "study", "publicity": 1})
    digest = session.digest()
    session.submit({"op": "study", "steps": 1})
    session.undo()
    assert session.digest() == digest


def test_every_machina_event_names_a_rule(spec_and_registry):
    spec, registry = spec_and_registry
    session = Session(spec, {"variant": "davinci"}, seed=8, registry=registry)
    session.autoplay()
    machina = [e for e in session.events if e.seat == MACHINA]
    assert machina and all(e.rule for e in machina)


# -- invariants over many whole games ---------------------------------------------------------


def check_invariants(state, comp, last_vp):
    for seat in SEATS:
        ws = comp.workshops[state.variant if seat == MACHINA else state.person_workshop]
        assert state.supply[seat] >= 0 and min(state.art[seat]) >= 0
        assert state.supply[seat] + sum(state.art[seat]) == ws.artworks
        assert state.vp[seat] >= last_vp[seat], "VP went down"
        last_vp[seat] = state.vp[seat]
    cards = (
        state.machina.main.draw_pile
        + state.machina.main.discard_pile
        + state.machina.upgraded.draw_pile
        + state.machina.boxed_cards
        + [c for cs in state.machina.cards_at.values() for c in cs]
    )
    assert Counter(cards) == Counter(comp.starting + comp.upgraded)
    assert set(state.machina.gossip_cards) <= {c for cs in state.machina.cards_at.values() for c in cs}
    for r, row in enumerate(state.machina.grid):
        for c, held in enumerate(row):
            assert len(held) <= SPACE_CAPACITY
            allowed = {comp.grid_rows[r], comp.grid_columns[c]}
            if comp.grid_columns[c] == ANY:
                assert sum(h != comp.grid_rows[r] for h in held) <= 1
            else:
                assert set(held) <= allowed
    total = sum(next(iter(comp.collector_cards.values())).values())
    assert sum(state.standing.values()) + sum(state.lying.values()) == total
    assert min(state.standing.values()) >= 0
    for i, kind in enumerate(state.gallery):
        expected = majority_holder(state.art[MACHINA][i], state.art[PLAYER][i]) if kind else ""
        assert state.centerpiece[i] == expected
    tokens = (
        state.token_supply
        + state.tokens[MACHINA]
        + state.tokens[PLAYER]
        + [t for by_seat in state.tokens_at.values() for ts in by_seat.values() for t in ts]
    )
    assert Counter(tokens) == Counter(comp.tokens)
    if state.variant == "davinci":
        for bp, (_, needs, markers, _) in enumerate(comp.blueprints):
            assert state.machina.markers_removed[bp] <= len(markers)
            for need, got in zip(needs, state.machina.blueprints[bp], strict=True):
                assert not got or need in (ANY, got)


class InvariantChecker:
    """Checks the invariants after setup and after every single step of a game (``TestRegistry.watching``, which
    checks the derived facts first: the board view equals a fresh one)."""

    def __init__(self):
        self.last_vp = {}
        self.steps = 0

    def __call__(self, ctx, state, duty):
        if duty == "setup":  # a new game: its VP start again
            self.last_vp = {seat: 0 for seat in SEATS}
        check_invariants(state, ctx.components, self.last_vp)
        self.steps += 1


CHECKER = InvariantChecker()


@pytest.fixture(scope="module")
def checked_spec_and_registry():
    registry = TestRegistry().add("maestro", plugin).watching("maestro", CHECKER, "invariants")
    return registry.game("maestro"), registry


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_many_games_keep_the_invariants(checked_spec_and_registry, variant, difficulty, policy):
    spec, registry = checked_spec_and_registry
    for seed in range(25):
        before = CHECKER.steps
        session = Session(spec, {"variant": variant, "difficulty": difficulty}, seed=seed, registry=registry,
                          keep_events=seed % 2 == 0)  # narrated and as simulate plays it
        score = session.autoplay(policy)
        assert score.final and score.winner in SEATS
        assert CHECKER.steps - before > 2 * COMP.rounds * COMP.turns  # checked after every step


@pytest.mark.rule("MM-DIFF-E1", "MM-DIFF-E2", "MM-DIFF-H1", "MM-DIFF-H2", "MM-DIFF-H3")
@pytest.mark.parametrize("variant", VARIANTS)
def test_machina_mean_score_rises_with_difficulty(spec_and_registry, variant):
    spec, registry = spec_and_registry
    means = []
    for difficulty in DIFFICULTIES:
        scores = [
            Session(
                spec,
                {"variant": variant, "difficulty": difficulty},
                seed=seed,
                registry=registry,
                keep_events=False,
            )
            .autoplay()
            .points[MACHINA]
            for seed in range(60)
        ]
        means.append(sum(scores) / len(scores))
    assert means[0] < means[1] < means[2], means


def test_a_bad_components_option_stops_the_session_with_one_line(spec_and_registry, tmp_path):
    spec, registry = spec_and_registry
    bad = tmp_path / "mine.json"
    bad.write_text('{"colours": ["red"]}')
    with pytest.raises(ComponentError, match=r"^components file .*mine.json: map: Field required$"):
        Session(spec, {"components": str(bad)}, seed=1, registry=registry)


def test_interactive_hooks_of_the_game_object(spec_and_registry):
    spec, registry = spec_and_registry
    session = Session(spec, {"variant": "davinci"}, seed=3, registry=registry)
    game = spec.game
    action = game.parse_command(session.ctx, session.state, PLAYER, ["play", "study", "2"])
    session.submit(action)
    session.submit(game.parse_command(session.ctx, session.state, PLAYER, ["study", "2"]))
    with pytest.raises(IllegalAction, match="study: STEPS must be a whole number from 1 to 10, not 99"):
        session.submit(game.parse_command(session.ctx, session.state, PLAYER, ["study", "99"]))  # the room left
    with pytest.raises(IllegalAction, match="study: only 10 spaces left"):  # the move checks it too
        session.submit({"op": "study", "steps": 99})
    assert session.state.study[PLAYER] == 2
    assert "done" in game.command_help() and "BL6" in game.describe_board(session.ctx, session.state)
    json.dumps(session.snapshot())  # plain data
