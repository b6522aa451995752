"""simulate --rules: the heat map counts exactly the rule IDs of the narrated games, in every output."""

from __future__ import annotations

import csv
import json
from collections import Counter

import pytest
from click.testing import CliRunner

from solobot.cli import cli
from solobot.engine.session import Session
from solobot.sim.rules import RuleTally
from solobot.toolkit.seeds import derive_seed


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def narrated_rules(pig, seed: int, games: int, **options) -> list[Counter]:
    """The rule IDs in the events of narrated games of the same seeds, counted per game."""
    counts = []
    for i in range(games):
        session = Session(pig, options, derive_seed(seed, i))  # narrated: events with their sentences
        session.autoplay()
        counts.append(Counter(event.rule for event in session.events if event.rule))
    return counts


def test_counts_equal_the_rule_ids_of_a_narrated_run_of_the_same_seeds(pig):
    out = json.loads(run("simulate", "pig", "--difficulty", "bold", "--games", "60", "--seed", "4",
                         "--rules", "--json").output)
    narrated = narrated_rules(pig, 4, 60, difficulty="bold")
    assert [game["rules"] for game in out["games"]] == [dict(sorted(c.items())) for c in narrated]
    total = sum(narrated, Counter())
    rules = out["rules"]
    assert rules["games"] == 60 and rules["declared"] == ["PIG-1", "PIG-2", "PIG-3"]
    for rule, row in rules["fired"].items():
        assert row["games"] == sum(1 for c in narrated if c[rule])
        assert row["per_game"] == round(total[rule] / 60, 4)
    assert set(rules["fired"]) == set(total) and rules["never_fired"] == [] and rules["undeclared"] == []


@pytest.fixture
def pig_with_an_unused_rule(pig, monkeypatch):
    monkeypatch.setattr(type(pig.game), "rule_ids", ("PIG-1", "PIG-2", "PIG-3", "PIG-9"))
    return pig


def test_a_declared_rule_that_never_fires_is_listed_in_text_json_and_csv(pig_with_an_unused_rule, tmp_path):
    text = run("simulate", "pig", "--games", "20", "--rules").output
    assert "Rules: 3 fired of 4 declared, in 20 games" in text and "Never fired (1): PIG-9" in text
    assert json.loads(run("simulate", "pig", "--games", "20", "--rules", "--json").output)["rules"]["never_fired"] \
        == ["PIG-9"]
    assert run("simulate", "pig", "--games", "20", "--rules", "--csv", str(tmp_path / "g.csv")).exit_code == 0
    rows = list(csv.reader((tmp_path / "g-rules.csv").open()))
    assert rows[0] == ["rule", "declared", "games_fired_in", "per_game"]
    assert rows[-1] == ["PIG-9", "yes", "0", "0.0"] and [r[0] for r in rows[1:]] == ["PIG-1", "PIG-2", "PIG-3", "PIG-9"]
    assert len(list(csv.reader((tmp_path / "g.csv").open()))) == 21  # the games' CSV is as without --rules


def test_a_fired_rule_that_is_not_declared_is_named(pig, monkeypatch):
    monkeypatch.setattr(type(pig.game), "rule_ids", ("PIG-1", "PIG-2"))
    out = json.loads(run("simulate", "pig", "--games", "10", "--rules", "--json").output)
    assert out["rules"]["undeclared"] == ["PIG-3"] and "PIG-3" in out["rules"]["fired"]


def test_rules_are_the_same_for_any_jobs_and_for_merged_shards(tmp_path):
    args = ("simulate", "pig", "--games", "250", "--seed", "2", "--json")
    whole = run(*args, "--rules").output
    assert run(*args, "--rules", "--jobs", "2").output == whole
    paths = [tmp_path / f"s{k}.json" for k in (1, 2)]
    for k, path in enumerate(paths, 1):
        path.write_text(run(*args, "--rules", "--shard", f"{k}/2").output)
    assert run("simulate", "--merge", *map(str, paths)).output == whole
    plain = tmp_path / "plain.json"
    plain.write_text(run(*args, "--shard", "2/2").output)
    mixed = run("simulate", "--merge", str(paths[0]), str(plain))
    assert mixed.exit_code == 1 and "from a different run" in mixed.output


def test_the_tallies_of_two_parts_add_up_to_the_whole():
    parts = [[{"X": 2}, {}], [{"X": 1, "Z": 1}]]
    tallies = [RuleTally(("X", "Y")) for _ in parts]
    whole = RuleTally(("X", "Y"))
    for tally, games in zip(tallies, parts, strict=True):
        for counts in games:
            tally.add(counts)
            whole.add(counts)
    assert whole.games == sum(t.games for t in tallies)
    assert whole.times == sum((t.times for t in tallies), Counter())
    assert whole.to_json()["fired"] == {"X": {"games": 2, "per_game": 1.0}, "Z": {"games": 1, "per_game": 0.3333}}
    assert whole.to_json()["never_fired"] == ["Y"] and whole.to_json()["undeclared"] == ["Z"]
