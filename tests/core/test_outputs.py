"""Outputs (--csv, --output, --plot) never replace what is not theirs (docs/your-data.md)."""

from __future__ import annotations

import errno
import os

import pytest
from click.testing import CliRunner

from solobot.cli import cli
from solobot.engine.session import Session
from solobot.files import FileRefused
from solobot.storage.outputs import GAMES_CSV, PLOT, Output, check_output
from solobot.storage.saves import write_save


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def one_error_line(result) -> str:
    assert result.exit_code != 0
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    return lines[0]


@pytest.fixture
def notes(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("my notes\n")
    return path


@pytest.fixture
def a_save(pig, tmp_path):
    session = Session(pig, {}, seed=5)
    session.submit({"op": "roll"})
    return write_save(session, tmp_path / "mysave.json")


@pytest.mark.parametrize("option", ["--csv", "--plot"])
def test_a_file_solobot_did_not_write_is_refused_and_left(notes, tmp_path, option):
    target = notes if option == "--csv" else tmp_path / "thesis.png"
    target.write_bytes(b"\x89PNG\r\n\x1a\nsomeone's figure" if option == "--plot" else b"my notes\n")
    kept = target.read_bytes()
    said = one_error_line(run("simulate", "pig", "--games", "3", option, str(target), "--force"))
    assert "already holds a file solobot did not write" in said and "choose another path" in said
    assert target.read_bytes() == kept


def test_a_save_is_never_an_output_even_with_force(a_save):
    kept = a_save.read_text()
    said = one_error_line(run("simulate", "pig", "--games", "3", "--csv", str(a_save), "--force"))
    assert "is a solobot save; an output never replaces a save" in said
    said = one_error_line(run("calibrate", "pig", "--games", "3", "--output", str(a_save), "--force"))
    assert "is a solobot save" in said
    assert a_save.read_text() == kept


def test_the_rules_csv_beside_is_checked_too(tmp_path):
    (tmp_path / "out-rules.csv").write_text("my own table\n")
    said = one_error_line(run("simulate", "pig", "--games", "3", "--csv", str(tmp_path / "out.csv"), "--rules"))
    assert "out-rules.csv already holds a file solobot did not write" in said
    assert not (tmp_path / "out.csv").exists()  # refused before anything was written


def test_solobots_own_outputs_are_replaced_only_with_force(tmp_path):
    csv = tmp_path / "out.csv"
    assert run("simulate", "pig", "--games", "3", "--csv", str(csv), "--rules").exit_code == 0
    first = csv.read_text()
    assert "holds a CSV file of an earlier run; add --force" in one_error_line(
        run("simulate", "pig", "--games", "3", "--csv", str(csv)))
    assert run("simulate", "pig", "--games", "4", "--csv", str(csv), "--rules", "--force").exit_code == 0
    assert csv.read_text() != first and len(csv.read_text().splitlines()) == 5
    page = tmp_path / "page.md"
    assert run("calibrate", "pig", "--games", "2", "--output", str(page)).exit_code == 0
    assert "calibration page of an earlier run" in one_error_line(
        run("calibrate", "pig", "--games", "2", "--output", str(page)))
    assert run("calibrate", "pig", "--games", "2", "--output", str(page), "--force").exit_code == 0


@pytest.mark.parametrize("args", [["simulate", "pig", "--games", "3", "--csv"],
                                  ["calibrate", "pig", "--games", "3", "--output"]])
def test_pipes_and_devices_are_refused_without_blocking(tmp_path, args):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert "not a regular file" in one_error_line(run(*args, str(fifo)))
    assert "not a regular file" in one_error_line(run(*args, "/dev/null"))


@pytest.mark.parametrize("option", ["--csv", "--plot"])
def test_an_empty_name_is_refused(option):
    assert f"{option} needs a file name" in one_error_line(run("simulate", "pig", "--games", "3", option, ""))


def test_calibrate_refuses_an_empty_output():
    result = run("calibrate", "pig", "--games", "3", "--output", "")
    assert result.exit_code == 2 and "Invalid value for '--output': needs a value" in result.output


def test_a_plot_not_named_png_is_refused_before_the_run(tmp_path):
    said = one_error_line(run("simulate", "pig", "--games", "3", "--plot", str(tmp_path / "x.txt")))
    assert "the name must end in .png" in said
    said = one_error_line(run("calibrate", "pig", "--games", "3", "--plot", str(tmp_path / "thesis.pdf")))
    assert "the name must end in .png" in said


def test_a_name_too_long_is_one_line(tmp_path):
    said = one_error_line(run("simulate", "pig", "--games", "3", "--csv", str(tmp_path / ("x" * 300 + ".csv"))))
    assert "is too long for the file system" in said


def test_a_full_disk_while_writing_is_one_line(tmp_path):
    out = Output(tmp_path / "out.csv", GAMES_CSV)

    class Full:
        def write(self, text):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        def close(self):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    out.handle = Full()
    with pytest.raises(FileRefused, match=r"cannot write the CSV file .*: No space left on device"):
        out.write("index,seed\n")
    with pytest.raises(FileRefused, match="No space left on device"):
        out.close()


def test_a_plot_solobot_wrote_is_recognised(tmp_path):
    ours = tmp_path / "ours.png"
    ours.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 33 + b"tEXtSoftware\x00solobot")
    assert check_output(ours, PLOT, force=True) == ours
    with pytest.raises(FileRefused, match="add --force"):
        check_output(ours, PLOT)


# -- --merge reads only regular files, capped ----------------------------------------------------------
def test_merge_refuses_pipes_devices_and_huge_files(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert "not a regular file" in one_error_line(run("simulate", "--merge", str(fifo)))
    assert "not a regular file" in one_error_line(run("simulate", "--merge", "/dev/zero"))
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as out:
        out.truncate(600 * 1024 * 1024)  # sparse: costs no disk
    assert "over the limit of 512 MB" in one_error_line(run("simulate", "--merge", str(huge)))
