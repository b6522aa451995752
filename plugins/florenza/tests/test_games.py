"""Whole games: invariants after every step, determinism, the entry point, difficulty."""

from __future__ import annotations

import dataclasses
import statistics

import pytest
from florenza_helpers import play, session

import solobot_florenza
from solobot.engine.plugins import Registry
from solobot_florenza.components import load_components
from solobot_florenza.state import Ghost

LEVELS = ["easy", "medium", "hard", "masterpiece"]


class Invariants:
    """Checks run after every step of a game."""

    def __init__(self, comps):
        self.comps = comps
        self.used: set[tuple[int, str, int]] = set()

    def __call__(self, ctx, state, step):
        comps = self.comps
        for seat, ghost in state.ghosts.items():
            on_table = sum(1 for v in ghost.table if v)
            parts = (ghost.pool, ghost.income, on_table, state.on_bishop.get(seat, 0))
            assert min(parts) >= 0 and sum(parts) == comps.kinsmen, (seat, parts)
            placed = sum(c == seat for d in state.districts.values() for c in (*d.chiesa, *d.palazzo))
            placed += sum(c == seat for row in state.main.values() for c in row)
            crests = comps.crests.normal + comps.crests.special
            assert crests <= 13 and placed + ghost.normal_crests + ghost.special_crests == crests
            assert ghost.normal_crests >= 0 and ghost.special_crests >= 0
        assert {f.name for f in dataclasses.fields(Ghost)} == {
            "level",
            "table",
            "pool",
            "normal_crests",
            "special_crests",
            "income",
            "quota",
            "placed",
        }
        assert all(set(p) == set(comps.tracks) for p in state.points.values())  # no Fiorini, no Resources
        assert all(pts["prestige"] >= comps.prestige_min for pts in state.points.values())
        built = [0] * (len(comps.workshops) + 1)
        for d in state.districts.values():
            for slot in d.spaces:
                if slot:
                    built[slot.workshop] += 1
        assert all(built[w.number] + state.supply[w.number] == w.copies for w in comps.workshops)
        self._no_workshop_used_twice(ctx, state, step)
        if step is not None and not isinstance(step, tuple) and step.kind == "cleanup":
            self.used.clear()
            assert all(t.face_up and not t.held_by for t in state.artists)
            assert all(s.built and not s.kinsman for d in state.districts.values() for s in d.spaces if s)
            assert all(c.face_up for c in state.captains)
            assert all(v != 1 for gh in state.ghosts.values() for v in gh.table)  # nobody standing

    def _no_workshop_used_twice(self, ctx, state, step):
        events = ctx.events or []
        for e in events[getattr(self, "seen", 0) :]:
            if e.rule == "FG-OP-3" or (e.seat == "player" and "owner" in e.data and "space" in e.data):
                key = (state.round, e.data["owner"], e.data["space"])
                assert key not in self.used, f"Workshop used twice: {key}"
                self.used.add(key)
        self.seen = len(events)


@pytest.mark.rule("FG-P4-1", "FG-P4-3", "FG-P8-1", "FG-P8-2", "FG-P8-3", "FG-P8-4", "FG-SETUP-2")
@pytest.mark.parametrize("policy", ["random", "heuristic"])
def test_many_whole_games_keep_the_invariants(policy):
    comps = load_components()
    for seed in range(60):
        ghosts = [LEVELS[(seed + i) % 4] for i in range(1 + seed % 4)]
        check = Invariants(comps)
        _ctx, state, score = play(ghosts, seed, policy, narrating=True, check=check)
        assert score.final and state.round == comps.rounds
        assert set(score.points) == {"player", *state.ghosts}


def test_same_seed_same_game():
    def run():
        s = session(ghosts=("easy", "masterpiece"), seed=42)
        s.autoplay("random")
        return [e.to_json() for e in s.events], s.score(), s.digest()

    first, second = run(), run()
    assert first[0] == second[0] and first[1] == second[1] and first[2] == second[2]
    other = session(ghosts=("easy", "masterpiece"), seed=43)
    other.autoplay("random")
    assert [e.to_json() for e in other.events] != first[0]


def test_undo_replays_to_the_same_state():
    s = session(seed=5)
    s.submit({"op": "start", "workshops": [1, 2]})
    s.submit({"op": "resource", "resource": "wood"})
    before = s.digest()
    s.submit({"op": "done"})
    s.undo()
    assert s.digest() == before


def test_the_plugin_loads_through_its_entry_point():
    registry = Registry().load()
    assert "florenza" in registry.games
    spec = registry.games["florenza"]
    assert spec.plugin == "florenza" and spec.version == solobot_florenza.__version__ == "0.2.0"
    info = next(p for p in registry.plugins if p.name == "florenza")
    assert info.status == "loaded" and info.hooks == ["solobot_register_games"]
    manager = registry.session_manager(spec)
    duties = {caller.name for caller in manager.get_hookcallers(spec.game)}
    assert duties == {
        "solobot_setup",
        "solobot_bot_turn",
        "solobot_resolve_action",
        "solobot_score",
        "solobot_cleanup",
    }


def test_events_off_plays_the_same_game():
    _, quiet, a = play(["hard", "easy"], 9, narrating=False)
    _, loud, b = play(["hard", "easy"], 9, narrating=True)
    assert a.points == b.points and quiet == loud


def mean_ghost_score(level, games):
    return statistics.mean(play([level], seed, "heuristic")[2].points["ghost-1"] for seed in range(games))


@pytest.mark.rule("FG-LVL-1")
def test_a_masterpiece_ghost_scores_more_than_an_easy_one():
    easy, masterpiece = mean_ghost_score("easy", 150), mean_ghost_score("masterpiece", 150)
    assert masterpiece > easy + 3, (easy, masterpiece)
