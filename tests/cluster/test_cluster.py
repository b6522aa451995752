"""Simulation chunks on a real Dask cluster: a scheduler and two workers as separate processes."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

from solobot.sim.cluster import run_on_cluster
from solobot.sim.runner import CHUNK, RunPlan, _play_chunk

pytest.importorskip("distributed")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def cluster(tmp_path) -> Iterator[tuple[str, list[subprocess.Popen]]]:
    """A scheduler and two single-threaded workers on loopback, each its own process."""
    port = free_port()
    address = f"tcp://127.0.0.1:{port}"
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path)}
    dask = [sys.executable, "-m", "distributed.cli.dask_scheduler"]
    scheduler = subprocess.Popen([*dask, "--host", "127.0.0.1", "--port", str(port), "--dashboard-address", ":0"],
                                 env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers = [
        subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1",
                          "--no-dashboard", "--host", "127.0.0.1", "--name", f"w{i}"],
                         env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for i in range(2)
    ]
    try:
        from distributed import Client

        with Client(address, timeout="30s") as client:
            client.wait_for_workers(2, timeout=60)
        yield address, workers
    finally:
        for process in [*workers, scheduler]:
            process.kill()
            process.wait(timeout=30)


def chunks(plan: RunPlan) -> list[tuple[RunPlan, int, int]]:
    return [(plan, a, min(a + CHUNK, plan.stop)) for a in range(plan.start, plan.stop, CHUNK)]


def test_a_run_on_the_cluster_equals_one_process(cluster, monkeypatch):
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig")
    address, _ = cluster
    plan = RunPlan("pig", {"difficulty": "bold"}, 7, "cautious", 0, 1_000)
    alone = [result for chunk in chunks(plan) for result in _play_chunk(chunk)]
    on_cluster = [result for part in run_on_cluster(address, _play_chunk, chunks(plan)) for result in part]
    assert on_cluster == alone


def test_a_worker_killed_mid_run_loses_and_doubles_nothing(cluster, monkeypatch):
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig")
    address, workers = cluster
    plan = RunPlan("pig", {"difficulty": "timid"}, 3, "random", 0, 20_000)
    done = []

    def kill_one_after_the_first_chunks() -> None:
        done.append(time.monotonic())
        if len(done) == 3:
            os.kill(workers[0].pid, signal.SIGKILL)

    results = [r for part in run_on_cluster(address, _play_chunk, chunks(plan), kill_one_after_the_first_chunks)
               for r in part]
    assert workers[0].poll() is not None  # the worker really died mid-run
    assert [r["index"] for r in results] == list(range(20_000))  # none lost, none twice
    alone = [result for chunk in chunks(plan) for result in _play_chunk(chunk)]
    assert results == alone


def cli(*args: str) -> str:
    from click.testing import CliRunner

    from solobot.cli import cli as root

    result = CliRunner().invoke(root, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_simulate_on_the_cluster_prints_exactly_what_one_process_prints(cluster, monkeypatch):
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig")
    address, _ = cluster
    for extra in ((), ("--rules", "--skill", "0.4")):
        run = ("simulate", "pig", "--games", "1230", "--seed", "11", "--json", *extra)
        assert cli(*run, "--cluster", address) == cli(*run, "--jobs", "1")
    text = ("simulate", "pig", "--difficulty", "timid", "--games", "300", "--rules")
    assert cli(*text, "--cluster", address) == cli(*text)


def test_calibrate_on_the_cluster_writes_the_same_page(cluster, monkeypatch, tmp_path):
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig")
    address, _ = cluster
    run = ("calibrate", "pig", "--games", "150", "--seed", "2")
    cli(*run, "--cluster", address, "--output", str(tmp_path / "cluster.md"))
    cli(*run, "--output", str(tmp_path / "alone.md"))
    assert (tmp_path / "cluster.md").read_text() == (tmp_path / "alone.md").read_text()


def test_a_local_cluster_gives_the_same_run(monkeypatch):
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig")
    run = ("simulate", "pig", "--games", "450", "--seed", "5", "--json")
    assert cli(*run, "--cluster", "local") == cli(*run)


def test_simulate_through_the_cli_loses_nothing_when_a_worker_dies(cluster, monkeypatch):
    """The CLI's own path (runner, chunks, JSON writer) with a worker killed after three chunks."""
    import json

    from solobot.sim import runner

    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig")
    address, workers = cluster
    taken = []

    def killing_one_worker(address, work, chunks, **_):
        def done() -> None:
            taken.append(1)
            if len(taken) == 3:
                os.kill(workers[0].pid, signal.SIGKILL)

        return run_on_cluster(address, work, chunks, done)

    monkeypatch.setattr(runner, "run_on_cluster", killing_one_worker)
    run = ("simulate", "pig", "--games", "15000", "--seed", "6", "--json", "--rules")
    on_cluster = cli(*run, "--cluster", address)
    assert workers[0].poll() is not None  # the worker really died mid-run
    assert [game["index"] for game in json.loads(on_cluster)["games"]] == list(range(15_000))
    assert on_cluster == cli(*run, "--jobs", "1")
