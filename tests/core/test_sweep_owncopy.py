"""Your own copy of the components, swept again (issue 41, item 6).

Nothing a person types at ``components --edit`` is lost to a full disk: the check before the first item makes room
for the copy as it will be written (an empty file still fits on a full disk), and a disk that fills up during the
entry keeps the values in memory, saves them with the next value once there is room, and at ``quit`` writes them
where they can be found with the command that makes them the copy. ``--export -`` writes to the standard output and
``--import -`` reads the standard input, as Unix tools take ``-``.

The full disk is a real small tmpfs where the tests may mount one (root), else a write that raises ENOSPC.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import uuid
from pathlib import Path

import pytest
from cli_lines import one_error_line, run

from solobot.cli.components import walk
from solobot.engine.plugins import default_registry
from solobot.storage import owncopy
from solobot.storage.owncopy import own_file, progress_file, read_checked


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "rescue"))
    (tmp_path / "rescue").mkdir()
    monkeypatch.setattr("tempfile.tempdir", None)  # TMPDIR read again
    return tmp_path / "home"


def pig():
    return default_registry().game("pig")


# -- a full disk -------------------------------------------------------------------------------------------

class Disk:
    """A data folder that can be filled: a real 64 KiB tmpfs (root), else writes refused with ENOSPC."""

    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.folder, self.monkeypatch, self.mounted = folder, monkeypatch, False
        folder.mkdir(parents=True, exist_ok=True)
        if os.geteuid() == 0 and subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)],
                                                capture_output=True).returncode == 0:
            self.mounted = True
        self.filler = folder / f"filler-{uuid.uuid4().hex}"

    def fill(self) -> None:
        if self.mounted:
            handle = os.open(self.filler, os.O_WRONLY | os.O_CREAT)
            try:
                while True:
                    os.write(handle, b"\0" * 4096)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
            finally:
                os.close(handle)
            return
        real = os.write

        def full(fd, data):
            if os.path.realpath(f"/proc/self/fd/{fd}").startswith(str(self.folder)) and data:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real(fd, data)

        original = owncopy.write_json

        def refused(path, data):
            if str(path).startswith(str(self.folder)):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return original(path, data)

        self.monkeypatch.setattr("solobot.storage.owncopy.os.write", full)
        self.monkeypatch.setattr("solobot.storage.owncopy.write_json", refused)

    def free(self) -> None:
        if self.mounted:
            self.filler.unlink()
        else:
            self.monkeypatch.undo()

    def close(self) -> None:
        if self.mounted:
            subprocess.run(["umount", "-l", str(self.folder)], check=False)


@pytest.fixture
def disk(home, monkeypatch):
    made = Disk(home, monkeypatch)
    yield made
    made.close()


def test_a_full_disk_is_refused_before_the_first_item_although_an_empty_file_fits(disk):
    disk.fill()
    said = one_error_line(run("components", "pig", "--edit", input="7\nquit\n"))
    assert said == f"Error: could not write {own_file('pig')}: No space left on device"


def test_a_disk_that_fills_during_the_entry_keeps_the_values_and_saves_them_with_the_next(disk, capsys):
    typed = iter(["7", "2", "", "quit"])
    asked = []

    def read(prompt):
        asked.append(prompt)
        if len(asked) == 1:
            disk.fill()  # after the check: another program took the room
        if len(asked) == 3:
            disk.free()
        return next(typed)

    walk(pig(), read)
    said = capsys.readouterr().out
    assert "Not saved: could not write " in said and "What you typed is kept here" in said
    assert f"Saved now: {own_file('pig')} holds every value you entered." in said
    data = read_checked(pig(), own_file("pig"))
    assert (data["die_sides"], data["bust_face"]) == (7, 2)
    assert json.loads(progress_file("pig").read_text()) == {"next": 3}


def test_quit_while_the_disk_stays_full_writes_the_values_where_they_can_be_found(disk, home, capsys):
    typed = iter(["7", "2", "quit"])

    def read(prompt):
        if not disk.filler.exists() and not getattr(disk, "filled", False):
            disk.fill()
            disk.filled = True
        return next(typed)

    with pytest.raises(SystemExit) as stopped:
        walk(pig(), read)
    assert stopped.value.code == 1
    said = capsys.readouterr().out
    rescued = sorted((home.parent / "rescue").glob("solobot-pig-components-*.json"))
    assert len(rescued) == 1
    assert f"what you entered is kept in {rescued[0]}: `solobot components pig --import {rescued[0]}`" in said
    kept = json.loads(rescued[0].read_text())
    assert (kept["die_sides"], kept["bust_face"]) == (7, 2)
    disk.free()
    assert run("components", "pig", "--import", str(rescued[0])).exit_code == 0
    assert read_checked(pig(), own_file("pig"))["die_sides"] == 7


def test_with_nowhere_to_write_the_values_typed_are_said_on_the_screen(disk, monkeypatch, capsys):
    typed = iter(["7", "2", "quit"])
    monkeypatch.setattr("solobot.cli.components.rescue_file", lambda game, data: None)

    def read(prompt):
        if not getattr(disk, "filled", False):
            disk.fill()
            disk.filled = True
        return next(typed)

    with pytest.raises(SystemExit):
        walk(pig(), read)
    said = capsys.readouterr().out.splitlines()
    at = next(n for n, line in enumerate(said) if line.startswith("Your copy could not be written anywhere"))
    assert said[at + 1:at + 3] == ["  die sides: 7", "  bust face: 2"]


def test_the_page_keeps_the_typed_value_in_its_form_when_the_disk_is_full(disk):
    from solobot.web.components import enter_item

    disk.fill()
    with pytest.raises(owncopy.NotWritten):
        enter_item(pig(), 0, "7")  # the page answers 400 'Not kept: ...' with the value still in its field


# -- standard output and input ----------------------------------------------------------------------------

def test_export_dash_writes_to_the_standard_output_and_no_file_named_dash(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("components", "pig", "--export", "-")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["die_sides"] == 6
    assert not (tmp_path / "-").exists()


def test_import_dash_reads_the_standard_input(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    data = json.loads(run("components", "pig", "--export", "-").output)
    data["die_sides"] = 8
    result = run("components", "pig", "--import", "-", input=json.dumps(data))
    assert result.exit_code == 0, result.output
    copy = own_file("pig")
    assert result.output == f"The standard input holds a valid components file; kept as your copy in {copy}.\n"
    assert read_checked(pig(), own_file("pig"))["die_sides"] == 8


def test_import_dash_of_no_components_file_is_one_line_and_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    said = one_error_line(run("components", "pig", "--import", "-", input="not json"))
    assert said.startswith("Error: components file -: not valid JSON")
    assert not own_file("pig").exists()


def test_help_says_what_dash_means():
    said = " ".join(run("components", "--help").output.split())
    assert "- writes them to the standard output" in said and "- reads it from the standard input" in said
