"""--cluster fails in one line and in bounded time; Ctrl-C at any moment is one line and exit 130."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time

import pytest

pytest.importorskip("distributed")


def default_sigint() -> None:
    """In the child: Ctrl-C as a terminal gives it, even when this test run was started ignoring SIGINT."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def solobot(*args: str, **env: str) -> subprocess.Popen:
    environ = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", **env}
    return subprocess.Popen([sys.executable, "-m", "solobot", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=environ, start_new_session=True,
                            preexec_fn=default_sigint)


@pytest.fixture
def silent_port():
    """A port that accepts connections and never says a word."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(server.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield server.getsockname()[1]
    stop.set()
    thread.join()
    for sock in [*held, server]:
        sock.close()


def test_a_tls_address_is_one_line(tmp_path):
    process = solobot("simulate", "pig", "--games", "5", "--cluster", "tls://127.0.0.1:1", SOLOBOT_HOME=str(tmp_path))
    _, err = process.communicate(timeout=60)
    assert process.returncode == 1 and err.strip().splitlines() == [
        "Error: --cluster tls://127.0.0.1:1: solobot reaches a Dask scheduler over tcp:// only (tcp://HOST:8786), "
        "or starts one on this machine with --cluster local"]


def test_a_scheduler_that_never_answers_is_one_line_in_bounded_time(silent_port, tmp_path):
    start = time.monotonic()
    process = solobot("simulate", "pig", "--games", "5", "--json", "--cluster", f"tcp://127.0.0.1:{silent_port}",
                      SOLOBOT_CONNECT_TIMEOUT="2", SOLOBOT_HOME=str(tmp_path))
    out, err = process.communicate(timeout=60)
    assert time.monotonic() - start < 20
    assert process.returncode == 1
    assert err.strip().splitlines()[-1].startswith(f"Error: the Dask scheduler at tcp://127.0.0.1:{silent_port} did "
                                                   "not answer within 2 s")
    json.loads(out)  # what --json printed is whole (the games before it: none)


@pytest.mark.parametrize("json_output", [False, True])
def test_ctrl_c_while_waiting_for_a_scheduler_stops_within_a_second(silent_port, tmp_path, json_output):
    process = solobot("simulate", "pig", "--games", "5", *(["--json"] if json_output else []),
                      "--cluster", f"tcp://127.0.0.1:{silent_port}", SOLOBOT_HOME=str(tmp_path))
    time.sleep(1.5)
    os.killpg(process.pid, signal.SIGINT)
    start = time.monotonic()
    out, err = process.communicate(timeout=60)
    assert time.monotonic() - start < 1.5  # with --json too: it waited 20 s, then exited 1
    assert process.returncode == 130 and len(err.strip().splitlines()) == 1, err
    if json_output:  # closed, and marked
        document = json.loads(out)
        assert document["interrupted"] is True and document["games"] == []


@pytest.mark.parametrize("after", [0.3, 0.7, 1.2, 2.5])
@pytest.mark.parametrize("args", [["simulate", "pig", "--games", "20000", "--cluster", "local", "--json"],
                                  ["calibrate", "pig", "--games", "1000", "--cluster", "local"],
                                  ["calibrate", "pig", "--games", "3000"]])
def test_ctrl_c_at_any_moment_is_one_line_exit_130_and_no_partial_json(tmp_path, args, after):
    process = solobot(*args, SOLOBOT_HOME=str(tmp_path))
    time.sleep(after)
    os.killpg(process.pid, signal.SIGINT)  # as a terminal sends it: to the whole process group
    out, err = process.communicate(timeout=60)
    said = [line for line in err.strip().splitlines() if "bot win rate" not in line]  # calibrate's progress
    assert process.returncode == 130 and len(said) == 1, err
    assert said[0] == "Interrupted." or said[0].startswith("Interrupted after ")
    if out.strip():
        json.loads(out) if args[0] == "simulate" else pytest.fail(f"calibrate printed {out[:80]!r}")


def test_a_refused_address_is_one_line_in_a_few_seconds(tmp_path):
    with socket.socket() as probe:  # a port that was free a moment ago: nothing listens there
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    start = time.monotonic()
    process = solobot("simulate", "pig", "--games", "5", "--cluster", f"tcp://127.0.0.1:{port}",
                      SOLOBOT_HOME=str(tmp_path))
    _, err = process.communicate(timeout=60)
    assert time.monotonic() - start < 6
    assert process.returncode == 1 and len(err.strip().splitlines()) == 1, err
    assert "refused" in err and f"tcp://127.0.0.1:{port}" in err


@pytest.fixture
def http_port():
    """A port whose server answers anything with an HTTP error, as a web proxy does."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    stop = threading.Event()

    def answer() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                conn = server.accept()[0]
            except OSError:
                continue
            with conn:
                conn.sendall(b"HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n")

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    yield server.getsockname()[1]
    stop.set()
    thread.join()
    server.close()


def test_an_address_that_speaks_something_else_is_one_line(http_port, tmp_path):
    process = solobot("simulate", "pig", "--games", "5", "--cluster", f"tcp://127.0.0.1:{http_port}",
                      SOLOBOT_HOME=str(tmp_path), SOLOBOT_CONNECT_TIMEOUT="3")
    _, err = process.communicate(timeout=60)
    assert process.returncode == 1 and len(err.strip().splitlines()) == 1, err
    assert "internal error" not in err and f"tcp://127.0.0.1:{http_port}" in err


def test_a_local_cluster_binds_no_dashboard_port_and_says_nothing_when_8787_is_taken(tmp_path):
    taken = socket.socket()
    try:
        taken.bind(("127.0.0.1", 8787))
        taken.listen(1)
    except OSError:  # already taken by something else on this machine: the same case
        pass
    try:
        process = solobot("simulate", "pig", "--games", "150", "--cluster", "local", "--jobs", "2", "--json",
                          SOLOBOT_HOME=str(tmp_path))
        out, err = process.communicate(timeout=120)
    finally:
        taken.close()
    assert process.returncode == 0, err
    assert err.strip() == ""
    assert json.loads(out)["summary"]["games"] == 150
