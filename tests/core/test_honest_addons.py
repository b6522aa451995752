"""Add-ons are honest with the table and the results: the verdict told is the final one, and
every result records the add-ons it was made with."""

from __future__ import annotations

import json
from importlib import metadata

import pytest
from click.testing import CliRunner
from pig_variants import pig_plugin, registry_of

from solobot import GameSpec, hookimpl
from solobot.cli import cli
from solobot.cli.history import read_history, record_game
from solobot.engine.plugins import set_default_registry
from solobot.engine.provenance import made_with_differences
from solobot.engine.session import Session
from solobot.events import TOLD, Set
from solobot.storage.saves import SaveError, load_session, write_save
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
    assert "Warning: this game of Pig was saved with another set-up (add-ons bot-bonus (solobot-test-extras" in (
        result.output)
    assert "when it was saved, none now)" in result.output
    # said in the person's language, whole (issue 38's theme): the add-ons, the versions and the verdict
    italian = CliRunner().invoke(cli, ["--lang", "it", "replay", str(path)]).output
    assert "Attenzione: questa partita a Pig è stata salvata con un'altra configurazione (estensioni: bot-bonus" in (
        italian) and "al salvataggio, nessuna ora): il bot gioca allo stesso modo" in italian
    german = CliRunner().invoke(cli, ["--lang", "de", "replay", str(path)]).output
    assert "Achtung: diese Partie Pig wurde mit einer anderen Einrichtung gespeichert (Erweiterungen: bot-bonus" in (
        german) and "beim Speichern, keine jetzt): der Bot spielt gleich" in german
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
    pig = metadata.version("solobot-pig")
    assert f"with solobot-pig {pig}, add-ons: bot-bonus (solobot-test-extras " in result.output
    session = Session(load("pig,house-rule").game("pig"), {}, 4)
    session.autoplay()
    record_game(session)
    assert read_history()[0]["addons"][0]["name"] == "bot-bonus" and read_history()[0]["plugin_version"]
    assert "target: 50) with add-ons bot-bonus (solobot-test-extras" in CliRunner().invoke(cli, ["history"]).output


def test_a_record_without_the_keys_is_taken_as_no_add_ons():
    assert made_with_differences({}, {"addons": [], "plugin_version": ""}) is None
    assert made_with_differences({"plugin_version": "0.1"}, {"plugin_version": "0.2"}, ("a", "b")) == (
        "plugin version 0.1 in a, 0.2 in b")
    said = made_with_differences({"core_version": "0.1.0"}, {"core_version": "0.2.0"})
    assert said == "solobot 0.1.0 when it was saved, 0.2.0 now"
    assert made_with_differences({}, {"core_version": "0.2.0"}) is None  # a save keeps no core version
    set_default_registry(None)


# -- an add-on that tells, and a save whose add-ons changed (issue 31, item 4) -------------------------

class TurnBonus:
    """An add-on: the bot takes 1 point after each of its turns, and says so itself."""

    @hookimpl(wrapper=True)
    def solobot_bot_turn(self, ctx, state, seat):
        result = yield
        state.scores[seat] += 1
        ctx.tell("House rule: the bot takes 1 point for its turn.", changes=[Set(f"score of {seat}",
                                                                               state.scores[seat])])
        return result


def test_an_add_on_tells_the_person_a_line_through_the_core():
    registry = registry_of(pig=pig_plugin(addon=TurnBonus()))
    session = Session(registry.game("pig"), {}, 3)
    session.autoplay()
    told = [e for e in session.events if e.kind == TOLD]
    assert told and all(e.text == "House rule: the bot takes 1 point for its turn." for e in told)
    assert told[0].seat == "bot"
    result = CliRunner().invoke(cli, ["play", "pig", "--auto", "--seed", "3"])
    assert result.exit_code == 0 and "House rule: the bot takes 1 point for its turn." in result.output, result.output
    checked = CliRunner().invoke(cli, ["check", "pig", "--difficulty", "bold", "--games", "2"])
    assert checked.exit_code == 0, checked.output  # its change is told: the telling check passes


def test_a_save_made_with_an_add_on_since_removed_names_it_and_what_to_do(tmp_path):
    session = Session(registry_of(pig=pig_plugin(addon=TurnBonus())).game("pig"), {}, 3)
    session.submit({"op": "roll"})
    session.submit({"op": "hold"})
    path = write_save(session, tmp_path / "game.json")
    registry_of(pig=pig_plugin())
    with pytest.raises(SaveError) as refused:
        load_session(path)
    said = str(refused.value)
    assert "does not replay with the add-ons in effect now: it was saved with the add-on extra" in said
    assert "which is not installed now: install it again (solobot install " in said
    assert "edited" not in said and "damaged" not in said
    result = CliRunner().invoke(cli, ["replay", str(path)])
    assert result.exit_code == 1 and "it was saved with the add-on extra" in result.output
    italian = CliRunner().invoke(cli, ["--lang", "it", "replay", str(path)]).output
    assert "il salvataggio è stato fatto con l'estensione extra" in italian and "installala di nuovo" in italian
    german = CliRunner().invoke(cli, ["--lang", "de", "replay", str(path)]).output
    assert "der Spielstand wurde mit der Erweiterung extra" in german and "installiere sie wieder" in german


def test_a_save_made_before_an_add_on_was_added_names_it_and_how_to_leave_it_out(tmp_path):
    session = Session(registry_of(pig=pig_plugin()).game("pig"), {}, 3)
    session.submit({"op": "roll"})
    session.submit({"op": "hold"})
    path = write_save(session, tmp_path / "game.json")
    registry_of(pig=pig_plugin(addon=TurnBonus()))
    with pytest.raises(SaveError) as refused:
        load_session(path)
    said = str(refused.value)
    assert "the add-on extra" in said and "is installed now but was not when it was saved" in said
    assert "SOLOBOT_BLOCK_PLUGINS=pig" in said and "edited" not in said
