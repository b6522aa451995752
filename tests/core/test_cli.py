"""The command line: listing, play --auto, replay, simulate, and one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import metadata

import pytest
from click.testing import CliRunner

from solobot.cli import cli

#: the version Pig's metadata says (what games, simulate and their outputs report)
PIG_VERSION = metadata.version("solobot-pig")


@pytest.fixture
def run():
    def _run(*args: str, input: str | None = None):
        return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)

    return _run


def test_games_json_lists_exactly_what_is_installed(run):
    games = json.loads(run("games", "--json").output)
    assert [g["name"] for g in games] == ["pig"]
    pig = games[0]
    assert pig["plugin"] == "pig" and pig["version"] == PIG_VERSION
    assert pig["options"]["difficulty"]["choices"] == ["timid", "steady", "bold"]
    assert pig["seats"] == ["player", "bot"] and pig["policies"] == ["cautious", "random"]


def test_plugins_shows_a_broken_plugin_while_games_still_work(run, load):
    load("pig,broken-import")
    plugins = {p["name"]: p for p in json.loads(run("plugins", "--json").output)}
    assert plugins["broken-import"]["status"] == "failed"
    assert "ImportError" in plugins["broken-import"]["error"]
    assert "problem: import failed" in run("plugins").output
    result = run("games")
    assert result.exit_code == 0 and result.output.startswith("pig")


def test_an_unknown_game_is_one_line_and_a_non_zero_exit(run):
    result = run("play", "chess")
    assert result.exit_code != 0
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: unknown game 'chess' (installed games: pig); ")
    assert "solobot install ./plugins/maestro" in lines[0]  # how this project's games install; not PyPI names


def test_a_mistyped_game_gets_the_closest_name_and_how_to_install_it(run):
    installed = run("play", "pgi").output.strip()
    assert installed == "Error: unknown game 'pgi' (installed games: pig); did you mean pig?"
    elsewhere = run("play", "maestr").output.strip()
    assert elsewhere.endswith("did you mean maestro? install it from a checkout of the solobot project: "
                              "solobot install ./plugins/maestro")


def test_a_mistyped_option_value_gets_the_closest_choices(run):
    result = run("play", "pig", "--difficulty", "stedy", "--auto")
    assert result.exit_code == 2 and "did you mean steady?" in result.output


def test_game_options_come_from_its_model(run):
    assert "[timid|steady|bold]" in run("play", "pig", "--help").output
    bad = run("play", "pig", "--difficulty", "godlike", "--auto")
    assert bad.exit_code == 2 and "godlike" in bad.output
    out_of_range = run("play", "pig", "--target", "2", "--auto")
    assert out_of_range.exit_code == 2  # a value the game does not take: a usage error
    assert out_of_range.output.startswith("Error: invalid options for pig: target")


def test_play_auto_narrates_a_whole_game_and_is_reproducible(run, tmp_path):
    first = run("play", "pig", "--auto", "--seed", "3", "--save", str(tmp_path / "g.json"))
    second = run("play", "pig", "--auto", "--seed", "3")
    assert first.exit_code == 0
    assert "seed 3" in first.output and "== Final score ==" in first.output
    assert "[PIG-2]" not in first.output  # rule IDs only with --rules (and in `why`)
    assert first.output.split("Saved to")[0] == second.output
    assert "[PIG-2]" in run("play", "pig", "--auto", "--seed", "3", "--rules").output
    replay = run("replay", str(tmp_path / "g.json"))
    assert replay.exit_code == 0 and "reproduced" in replay.output


def test_replay_of_a_damaged_save_is_one_line(run, tmp_path):
    path = tmp_path / "g.json"
    run("play", "pig", "--auto", "--seed", "3", "--save", str(path))
    path.write_text(path.read_text()[:40])
    result = run("replay", str(path))
    assert result.exit_code == 1
    assert len(result.output.strip().splitlines()) == 1 and "not a valid save" in result.output


def test_simulate_summary(run):
    result = run("simulate", "pig", "--games", "50", "--seed", "1")
    assert result.exit_code == 0
    assert "50 games" in result.output and "win rate" in result.output and "(bot)" in result.output


def test_simulate_json_is_identical_for_any_jobs_and_for_merged_shards(run, tmp_path):
    whole = run("simulate", "pig", "--games", "230", "--seed", "5", "--json").output
    two_jobs = run("simulate", "pig", "--games", "230", "--seed", "5", "--json", "--jobs", "2").output
    assert whole == two_jobs
    shards = []
    for k in (1, 2, 3):
        path = tmp_path / f"s{k}.json"
        path.write_text(run("simulate", "pig", "--games", "230", "--seed", "5", "--json", "--shard", f"{k}/3").output)
        shards.append(str(path))
    merged = run("simulate", "--merge", *reversed(shards)).output
    assert merged == whole
    data = json.loads(whole)
    assert len(data["games"]) == 230 and data["summary"]["games"] == 230
    assert set(data["games"][0]) == {"index", "seed", "scores", "winner"}


def test_merge_refuses_incomplete_shards(run, tmp_path):
    path = tmp_path / "s1.json"
    path.write_text(run("simulate", "pig", "--games", "20", "--json", "--shard", "1/2").output)
    result = run("simulate", "--merge", str(path))
    assert result.exit_code == 1 and "cover 10 of 20" in result.output


def test_simulate_csv_has_one_row_per_game(run, tmp_path):
    path = tmp_path / "games.csv"
    assert run("simulate", "pig", "--games", "12", "--csv", str(path)).exit_code == 0
    rows = path.read_text().splitlines()
    assert rows[0] == "index,seed,plugin_version,addons,player,bot,winner" and len(rows) == 13
    assert rows[1].split(",")[2:4] == [PIG_VERSION, "none"]  # made with: the plugin's version, no add-on


def test_internal_errors_are_one_line_unless_debugging(run, monkeypatch):
    from solobot_pig import plugin

    def boom(*args, **kwargs):
        raise RuntimeError("kaput")

    monkeypatch.setitem(plugin.Pig.policies, "cautious", boom)
    result = run("play", "pig", "--auto")
    assert result.exit_code == 1
    last = result.output.strip().splitlines()[-1]
    assert last == "Error: internal error: RuntimeError: kaput (run with SOLOBOT_DEBUG=1 for the traceback)"
    monkeypatch.setenv("SOLOBOT_DEBUG", "1")
    with pytest.raises(RuntimeError):
        run("play", "pig", "--auto")


def test_python_dash_m_solobot_works():
    result = subprocess.run([sys.executable, "-m", "solobot", "games"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.startswith("pig")


def test_history_counts_finished_games(run):
    assert "No finished games" in run("history").output


def test_calibrate_writes_a_markdown_table(run, tmp_path):
    out = tmp_path / "cal.md"
    result = run("calibrate", "pig", "--games", "20", "--output", str(out))
    assert result.exit_code == 0
    text = out.read_text()
    assert "Made with `solobot calibrate pig --games 20 --seed 0`" in text
    rows = [line for line in text.splitlines() if line.startswith("| difficulty")]
    assert len(rows) == 6  # 3 difficulties x 2 opponent policies
    assert run("calibrate", "pig", "--games", "20", "--output", str(tmp_path / "again.md")).exit_code == 0
    assert (tmp_path / "again.md").read_text() == text


def test_plot_without_matplotlib_is_a_clear_error(run, tmp_path):
    import importlib.util

    if importlib.util.find_spec("matplotlib") is not None:
        result = run("simulate", "pig", "--games", "10", "--plot", str(tmp_path / "p.png"))
        assert result.exit_code == 0 and (tmp_path / "p.png").stat().st_size > 0
        return
    result = run("simulate", "pig", "--games", "10", "--plot", str(tmp_path / "p.png"))
    assert result.exit_code == 1 and "--plot needs matplotlib" in result.output


def test_simulate_refuses_bad_numbers(run):
    assert "--games must be at least 1" in run("simulate", "pig", "--games", "0").output
    assert "--shard must look like K/N" in run("simulate", "pig", "--shard", "x").output
    assert "K must be between 1 and N" in run("simulate", "pig", "--shard", "3/2").output


def test_resuming_a_finished_game_shows_it_and_does_not_count_it_again(run, pig, tmp_path):
    from solobot.engine.session import Session
    from solobot.storage.saves import write_save

    session = Session(pig, {}, seed=4)
    session.autoplay()
    path = write_save(session, tmp_path / "done.json")
    result = run("resume", str(path))
    assert result.exit_code == 0 and "== Final score ==" in result.output
    assert "No finished games" in run("history").output


def test_plugins_json_shows_the_hooks_of_each_game_and_addon(run, load):
    load("pig,house-rule")
    plugins = {p["name"]: p for p in json.loads(run("plugins", "--json").output)}
    assert plugins["pig"]["game_hooks"] == {
        "pig": ["solobot_bot_turn", "solobot_resolve_action", "solobot_score", "solobot_setup"]}
    assert plugins["house-rule"]["addons"] == ["bot-bonus (solobot_score for pig)"]


def test_opponent_without_auto_is_a_usage_error(run):
    result = run("play", "pig", "--opponent", "random")
    assert result.exit_code == 2 and "add --auto" in result.output
