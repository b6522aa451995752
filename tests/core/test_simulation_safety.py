"""Simulation: validated before anything is played, flat memory for any --games, a clean Ctrl-C."""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import time
import tracemalloc

import pexpect
import pytest
from click.testing import CliRunner

from solobot.cli import cli
from solobot.sim.runner import RunPlan, run_games


def default_sigint() -> None:
    """In the child: Ctrl-C as a terminal gives it, even when this test run was started ignoring SIGINT."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def run():
    def _run(*args: str):
        return CliRunner().invoke(cli, list(args), catch_exceptions=False)

    return _run


def only_line(result) -> str:
    assert result.exit_code != 0
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    return lines[0]


@pytest.mark.parametrize(("args", "said"), [
    (["--games", "2", "--shard", "1/3"], "shard 1 of 3 would be empty"),
    (["--shard", ""], "--shard must look like K/N (e.g. 2/4), not ''"),
    (["--csv", "/no/such/dir/x.csv"], "cannot write the CSV file /no/such/dir/x.csv: no folder /no/such/dir"),
])
def test_a_bad_simulate_option_is_one_line_before_anything_is_played(run, args, said):
    assert said in only_line(run("simulate", "pig", "--games", "5", *args))


def test_an_unknown_opponent_is_refused_before_any_game_is_printed(run):
    line = only_line(run("play", "pig", "--auto", "--seed", "1", "--opponent", "nonesuch"))
    assert "unknown opponent policy 'nonesuch'" in line and "cautious, random" in line


@pytest.mark.parametrize("jobs", [1, 2])
def test_games_are_made_lazily_so_memory_stays_flat(pig, jobs):
    plan = RunPlan("pig", {}, 1, "cautious", 0, 10**7)
    tracemalloc.start()
    try:
        results = list(itertools.islice(run_games(plan, jobs), 250))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert [r["index"] for r in results] == list(range(250))
    assert peak < 3 * 1024 * 1024, f"{peak} bytes for 250 games of 10**7"


def test_a_huge_run_shows_its_progress_bar_with_an_eta_from_the_start(tmp_path):
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path)}
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "simulate", "pig", "--games", str(10**12)],
                          env=env, encoding="utf-8", timeout=20, preexec_fn=default_sigint)
    child.expect(r"Playing .*0%\s+\d+d \d\d:\d\d:\d\d")
    child.sendintr()
    child.expect(f"Interrupted after \\d+ of {10**12} games")
    child.expect(pexpect.EOF)
    child.wait()
    assert child.exitstatus == 130


def test_ctrl_c_with_two_jobs_is_one_line_exit_130_and_a_marked_output(tmp_path):
    out_path = tmp_path / "run.json"
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path)}
    with out_path.open("w") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "solobot", "simulate", "pig", "--games", str(10**8), "--jobs", "2", "--json"],
            stdout=out, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True,
            preexec_fn=default_sigint,
        )
        while out_path.stat().st_size < 20_000:  # the workers are playing
            time.sleep(0.1)
        os.killpg(proc.pid, signal.SIGINT)  # what Ctrl-C does: the whole process group
        err = proc.communicate(timeout=30)[1]
    assert proc.returncode == 130
    assert err.strip().splitlines() == [err.strip()] and err.startswith("Interrupted after ")
    with pytest.raises(ProcessLookupError):
        os.killpg(proc.pid, 0)  # no stray worker left
    data = json.loads(out_path.read_text())
    assert data["interrupted"] is True and data["summary"]["games"] == len(data["games"]) > 0
    merged = subprocess.run([sys.executable, "-m", "solobot", "simulate", "--merge", str(out_path)],
                            capture_output=True, text=True, env=env)
    assert merged.returncode == 1
    assert merged.stderr.strip() == f"Error: {out_path} is an interrupted run ({len(data['games'])} games played); " \
                                    "run that shard again"


def test_merge_of_a_cut_short_shard_says_so(run, tmp_path):
    cut = tmp_path / "cut.json"
    cut.write_text('{"game": "pig", "games": [\n{"index": 0')
    assert "cut short or not JSON (line 2); an interrupted run?" in only_line(run("simulate", "--merge", str(cut)))


def test_cluster_without_dask_says_how_to_add_it_in_one_line(monkeypatch):
    from click.testing import CliRunner

    from solobot.cli import cli

    monkeypatch.setitem(sys.modules, "distributed", None)  # `import distributed` fails as if not installed
    for command in (["simulate", "pig"], ["calibrate", "pig"]):
        result = CliRunner().invoke(cli, [*command, "--cluster", "local"])
        assert result.exit_code == 1
        assert result.output == ('Error: --cluster needs Dask, which is not installed; '
                                 'add Dask with: solobot install "solobot-core[cluster]"\n')


def test_jobs_and_a_cluster_address_together_are_refused():
    from click.testing import CliRunner

    from solobot.cli import cli

    result = CliRunner().invoke(cli, ["simulate", "pig", "--jobs", "2", "--cluster", "tcp://127.0.0.1:1"])
    assert result.exit_code == 2 and "give --jobs or --cluster ADDRESS, not both" in result.output  # a usage error
