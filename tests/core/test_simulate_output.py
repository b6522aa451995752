"""``simulate --json`` is byte for byte the document its games make, however it is written.

The run writes its games a chunk at a time with one encoder (issue 41, item 9: simulate's own
bookkeeping cut); the document must stay what it always was: the head, then each game as
``json.dumps(game, sort_keys=True)`` on a line of its own, in index order, each game played from
the seed derived from the run's seed and its index, then the summary of exactly those games.
These tests build that document the plain way, from the engine's own games, and compare bytes.
"""

from __future__ import annotations

import json

from cli_lines import run

from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.sim.rules import RuleTally, rule_counts
from solobot.sim.runner import CHUNK
from solobot.sim.summary import Summary
from solobot.toolkit.seeds import derive_seed

#: more than two chunks, the last one short: every join between chunks is written
GAMES = 2 * CHUNK + 37


def expected_document(head: dict, games: int, seed: int, policy: str, options: dict, rules: bool = False) -> str:
    """The ``--json`` of a run as a person reads it, made one game at a time from the sessions."""
    spec = default_registry().game("pig")
    summary = Summary(rules=RuleTally(spec.game.rule_ids) if rules else None)
    lines = []
    for index in range(games):
        game_seed = derive_seed(seed, index)
        session = Session(spec, options, game_seed, keep_events=rules, narrate=False)
        score = session.autoplay(policy)
        game = {"index": index, "seed": game_seed, "scores": score.points, "winner": score.winner}
        if rules:
            game["rules"] = rule_counts(session.events)
        lines.append(json.dumps(game, sort_keys=True))
        summary.add(game)
    heat = "" if not rules else ',\n"rules": ' + json.dumps(summary.rules.to_json(), sort_keys=True)
    return (json.dumps(head, sort_keys=True)[:-1] + ', "games": [\n' + ",\n".join(lines) + "],\n"
            + '"summary": ' + json.dumps(summary.to_json(), sort_keys=True) + heat + "}\n")


def head_of(output: str) -> dict:
    """The run's head as the output says it (what it was made with included)."""
    return {key: value for key, value in json.loads(output).items() if key not in ("games", "summary", "rules")}


def test_a_seeded_run_is_the_document_of_its_games_byte_for_byte():
    output = run("simulate", "pig", "--games", str(GAMES), "--seed", "11", "--opponent", "cautious", "--json").output
    options = {"target": 50, "difficulty": "steady", "components": None}
    assert head_of(output)["options"] == options and head_of(output)["range"] == [0, GAMES]
    assert output == expected_document(head_of(output), GAMES, 11, "cautious", options)


def test_with_rules_other_options_and_two_jobs_the_bytes_are_the_same():
    args = ("simulate", "pig", "--games", str(GAMES), "--seed", "4", "--opponent", "random", "--target", "60",
            "--difficulty", "bold", "--rules", "--json")
    alone, two_jobs = run(*args).output, run(*args, "--jobs", "2").output
    options = {"target": 60, "difficulty": "bold", "components": None}
    assert alone == two_jobs == expected_document(head_of(alone), GAMES, 4, "random", options, rules=True)


def test_merged_shards_are_the_whole_run_byte_for_byte(tmp_path):
    args = ("simulate", "pig", "--games", str(GAMES), "--seed", "8", "--json")
    whole = run(*args).output
    shards = []
    for k in (1, 2):
        path = tmp_path / f"shard{k}.json"
        path.write_text(run(*args, "--shard", f"{k}/2").output)
        shards.append(str(path))
    assert run("simulate", "--merge", *shards).output == whole
