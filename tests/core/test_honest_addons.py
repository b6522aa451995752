"""Add-ons are honest with the table and the results: the verdict told is the final one, and
every result records the add-ons it was made with."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from solobot import GameSpec
from solobot.cli import cli
from solobot.cli.history import read_history, record_game
from solobot.plugins import set_default_registry
from solobot.provenance import made_with_differences
from solobot.saves import write_save
from solobot.session import Session
from solobot_pig.plugin import Pig, PigOptions

ADDON = {"name": "bot-bonus", "plugin": "house-rule", "distribution": "solobot-test-extras"}


class TellingPig(Pig):
    """Pig that tells the final result, as Maestro does."""

    def tell_result(self, ctx, state, score):
        ctx.emit("result", points=dict(score.points), winner=score.winner)

    def narrate(self, ctx, event):
        if event.kind == "result":
            return f"Final: you {event.facts['points']['player']}, the bot {event.facts['points']['bot']}"
        return super().narrate(ctx, event)


@pytest.fixture
def with_house_rule(load):
    """Pig and the house rule (+5 to the bot's final points) installed."""
    return load("pig,house-rule")


@pytest.mark.parametrize("seed", range(100))
def test_the_result_told_is_the_final_score_after_every_score_wrapper(with_house_rule, seed):
    spec = GameSpec("pig", "Pig", PigOptions, TellingPig(), plugin="pig")
    session = Session(spec, {}, seed)
    session.autoplay()
    score = session.score()
    told = [e for e in session.events if e.kind == "result"]
    assert len(told) == 1 and told[0].seat == session.person
    assert told[0].facts == {"points": score.points, "winner": score.winner}
    assert score.breakdown["bot"]["house rule bonus"] == 5  # the add-on's points are in what was told
    assert f"the bot {score.points['bot']}" in told[0].text


def test_a_save_records_the_add_ons_and_replay_warns_when_they_differ(load, tmp_path):
    load("pig,house-rule")
    session = Session(load("pig,house-rule").game("pig"), {}, 3)
    session.autoplay()
    path = write_save(session, tmp_path / "game.json")
    saved = json.loads(path.read_text())
    assert [{k: a[k] for k in ADDON} for a in saved["addons"]] == [ADDON] and saved["addons"][0]["version"]
    load("pig")
    result = CliRunner().invoke(cli, ["replay", str(path)])
    assert result.exit_code == 0
    assert "Warning: this pig game was saved with another set-up (add-ons bot-bonus (solobot-test-extras" in (
        result.output)
    assert "none now)" in result.output
    load("pig,house-rule")
    assert "Warning" not in CliRunner().invoke(cli, ["replay", str(path)]).output


def shard(load, plugins: str, k: int) -> str:
    load(plugins)
    result = CliRunner().invoke(cli, ["simulate", "pig", "--games", "20", "--json", "--shard", f"{k}/2"])
    assert result.exit_code == 0, result.output
    return result.output


def test_merge_refuses_shards_with_and_without_an_add_on(load, tmp_path):
    plain, bonus = tmp_path / "a.json", tmp_path / "b.json"
    plain.write_text(shard(load, "pig", 1))
    bonus.write_text(shard(load, "pig,house-rule", 2))
    head = json.loads(bonus.read_text())
    assert head["distribution"] == "solobot-pig" and head["plugin_version"]
    assert [a["name"] for a in head["addons"]] == ["bot-bonus"] and json.loads(plain.read_text())["addons"] == []
    result = CliRunner().invoke(cli, ["simulate", "--merge", str(plain), str(bonus)])
    assert result.exit_code == 1
    assert f"{bonus} was played with another set-up than {plain} (add-ons none in {plain}, bot-bonus" in result.output
    (tmp_path / "b2.json").write_text(shard(load, "pig", 2))
    merged = CliRunner().invoke(cli, ["simulate", "--merge", str(plain), str(tmp_path / "b2.json")])
    assert merged.exit_code == 0 and json.loads(merged.output)["addons"] == []


def test_history_and_the_calibration_page_name_the_add_ons(load, tmp_path):
    load("pig,house-rule")
    result = CliRunner().invoke(cli, ["calibrate", "pig", "--games", "4", "--skill", "0", "--skill", "1"])
    assert result.exit_code == 0, result.output
    assert "with solobot-pig 0.1.0, add-ons: bot-bonus (solobot-test-extras " in result.output
    session = Session(load("pig,house-rule").game("pig"), {}, 4)
    session.autoplay()
    record_game(session)
    assert read_history()[0]["addons"][0]["name"] == "bot-bonus" and read_history()[0]["plugin_version"]
    assert "target: 50) with add-ons bot-bonus (solobot-test-extras" in CliRunner().invoke(cli, ["history"]).output


def test_a_record_without_the_keys_is_taken_as_no_add_ons():
    assert made_with_differences({}, {"addons": [], "plugin_version": ""}) is None
    assert made_with_differences({"plugin_version": "0.1"}, {"plugin_version": "0.2"}, ("in a", "in b")) == (
        "plugin version 0.1 in a, 0.2 in b")
    said = made_with_differences({"core_version": "0.1.0"}, {"core_version": "0.2.0"})
    assert said == "solobot 0.1.0 then, 0.2.0 now"
    assert made_with_differences({}, {"core_version": "0.2.0"}) is None  # a save keeps no core version
    set_default_registry(None)
