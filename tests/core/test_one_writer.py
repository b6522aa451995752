"""One writer per save: two windows on one save never lose an acknowledged input (docs/your-data.md)."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from solobot.cli.narrate import Narrator
from solobot.cli.table import Table
from solobot.engine.session import Session
from solobot.storage.savelock import SaveLock, SaveLocked, open_save
from solobot.storage.saves import read_save, write_save
from solobot.table.seat import Seat

ROUNDS = 10


def solobot(home: Path, *args: str, stdin: int | None = subprocess.PIPE) -> subprocess.Popen:
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(home)}
    return subprocess.Popen([sys.executable, "-m", "solobot", *args], stdin=stdin, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, env=env, text=True)


def saved_inputs(path: Path) -> int:
    return len(json.loads(path.read_text())["inputs"])


def wait_for(condition, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.05)


def is_open(path: Path) -> bool:
    owner = path.with_name(f".{path.name}.owner")
    return owner.exists() and not json.loads(owner.read_text() or "{}").get("closed", True)


@pytest.fixture
def save(pig, tmp_path) -> Path:
    session = Session(pig, {}, seed=11)
    return write_save(session, tmp_path / "pig.json")


# -- the second window ----------------------------------------------------------------------------
def test_a_second_terminal_is_refused_in_one_line_saying_where_and_how(save, tmp_path):
    first = solobot(tmp_path, "resume", str(save))
    wait_for(lambda: is_open(save))
    second = solobot(tmp_path, "resume", str(save))
    out, _ = second.communicate("roll\nquit\n", timeout=30)
    assert second.returncode == 1
    assert out.strip().splitlines()[-1] == (
        f"Error: {save} is open in a terminal (process {first.pid} on {os.uname().nodename}, since "
        f"{out.split('since ')[1].split(')')[0]}); close it there, or take it over with: "
        f"solobot resume {save} --take-over")
    first.communicate("quit\n", timeout=30)
    assert first.returncode == 0 and not is_open(save)


def test_two_terminals_started_at_once_never_lose_an_acknowledged_input(save, tmp_path):
    refusals = 0
    for _ in range(ROUNDS):
        before = saved_inputs(save)
        both = [solobot(tmp_path, "resume", str(save)) for _ in range(2)]
        for process in both:  # both type at once, while both are open
            process.stdin.write("roll\n")
            process.stdin.flush()
        # the one that keeps the save waits for more input, so the other is refused while both are
        # open: wait for that (no sleep racing the two starts), then let the first go on and quit
        wait_for(lambda both=both: any(p.poll() is not None for p in both), seconds=60)
        results = [p.communicate("roll\nquit\n", timeout=60)[0] for p in both]
        for process, out in zip(both, results, strict=True):
            assert process.returncode == 0 or "is open in a terminal" in out.splitlines()[-1], out
        refusals += sum(p.returncode != 0 for p in both)
        acknowledged = sum(out.count("You roll") for out in results)
        assert saved_inputs(save) == before + acknowledged, results
    assert refusals >= ROUNDS  # every round, one of the two was refused while the other kept the save


def test_take_over_moves_the_game_and_the_old_window_stops_saving(save, tmp_path):
    old = solobot(tmp_path, "resume", str(save))
    wait_for(lambda: is_open(save))
    new = solobot(tmp_path, "resume", str(save), "--take-over")
    out, _ = new.communicate("roll\nquit\n", timeout=30)
    assert new.returncode == 0 and "taken over from a terminal" in out
    after_new = saved_inputs(save)
    out, _ = old.communicate("roll\n", timeout=30)
    assert old.returncode == 1
    assert f"not saved here: {save} was taken over by a terminal (process {new.pid}" in out.splitlines()[-1]
    assert saved_inputs(save) == after_new


def test_a_lock_left_by_a_killed_process_is_taken_over(save, tmp_path):
    killed = solobot(tmp_path, "resume", str(save))
    wait_for(lambda: is_open(save))
    killed.send_signal(signal.SIGKILL)
    killed.wait(10)
    after = solobot(tmp_path, "resume", str(save))
    out, _ = after.communicate("roll\nquit\n", timeout=30)
    assert after.returncode == 0, out
    assert f"was still marked open in a terminal (process {killed.pid}" in out
    assert "ended without closing it" in out


def test_two_new_games_started_at_once_never_take_the_same_file(tmp_path):
    for round_ in range(20):
        home = tmp_path / f"home{round_}"
        both = [solobot(home, "play", "pig", "--seed", "40") for _ in range(2)]
        results = [p.communicate("roll\nquit\n", timeout=60)[0] for p in both]
        assert [p.returncode for p in both] == [0, 0], results
        saves = sorted((home / "saves").glob("*.json"))
        assert [p.name for p in saves] == ["pig-40-2.json", "pig-40.json"], results
        assert [saved_inputs(p) for p in saves] == [1, 1]
        assert not any("cannot write" in out for out in results)


def test_a_one_off_write_to_a_save_open_elsewhere_is_refused(pig, save):
    lock = open_save(save)
    try:
        with pytest.raises(SaveLocked, match="is open in a terminal"):
            write_save(Session(pig, {}, seed=11), save)
        write_save(Session(pig, {}, seed=11), save, lock)  # the holder writes
    finally:
        lock.release()
    write_save(Session(pig, {}, seed=11), save)  # closed: anyone may


def test_a_live_writers_temp_file_is_never_removed(pig, tmp_path):
    live = tmp_path / f".game.json.{os.getppid()}.abc.tmp"  # the temp of a process still running
    dead = tmp_path / ".game.json.999999999.abc.tmp"
    live.write_text("{")
    dead.write_text("{")
    write_save(Session(pig, {}, seed=3), tmp_path / "game.json")
    assert live.exists() and not dead.exists()


# -- a failed save keeps the move -------------------------------------------------------------------
class Lines:
    """The table's reader: the lines a person types, then end of input."""

    def __init__(self, *lines: str, before=None):
        self.lines = list(lines)
        self.before = before or {}

    def __call__(self, prompt: str) -> str:
        if not self.lines:
            raise EOFError
        line = self.lines.pop(0)
        if line in self.before:
            self.before[line]()
        return line


@pytest.mark.parametrize(("code", "said"), [(errno.ENOSPC, "No space left on device"),
                                            (errno.EROFS, "Read-only file system")])
def test_a_failed_autosave_keeps_the_move_and_saves_at_the_next_input(pig, tmp_path, monkeypatch, code, said):
    path = tmp_path / "game.json"
    told: list[str] = []
    real_fsync = os.fsync
    broken = {"on": False}

    def fsync(fd):
        if broken["on"]:
            raise OSError(code, os.strerror(code))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    lines = Lines("roll", "quit", "board", "quit",
                  before={"roll": lambda: broken.update(on=True), "board": lambda: broken.update(on=False)})
    session = Session(pig, {}, seed=5)
    Table(Seat(session, path, open_save(path)), Narrator(told.append), read=lines).run()
    text = "\n".join(told)
    assert f"Not saved: cannot write the save file {path}: {said}" in text
    assert "The game stays open with your inputs in memory" in text
    assert "Not quitting, so the unsaved inputs are not lost" in text  # the first quit, disk still broken
    assert read_save(path).inputs == [{"op": "roll"}]  # saved at the next line, once the disk was back
    assert text.endswith(f"Game saved to {path}. Continue with: solobot resume {path}")


def test_save_path_after_a_failed_autosave_moves_the_autosave_there(pig, tmp_path, monkeypatch):
    path, elsewhere = tmp_path / "game.json", tmp_path / "other" / "game.json"
    real_replace = os.replace

    def replace(src, dst):
        if Path(dst) == path:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_replace(src, dst)

    told: list[str] = []
    lines = Lines("roll", f"save {elsewhere}", "roll", "quit",
                  before={"roll": lambda: monkeypatch.setattr(os, "replace", replace)})
    Table(Seat(Session(pig, {}, seed=5), path, open_save(path)), Narrator(told.append), read=lines).run()
    assert f"Autosaves go to {elsewhere} from now on" in "\n".join(told)
    assert len(read_save(elsewhere).inputs) == 2 and read_save(path).inputs == []
    assert not SaveLock(elsewhere).claimed and SaveLock(elsewhere).is_free()
