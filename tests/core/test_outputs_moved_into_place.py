"""Outputs are written beside the target and moved into place only over nothing or solobot's own
(issue 28, item 2): a symlink is never written through, a file put on the path meanwhile is kept."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from solobot.cli import cli
from solobot.files import FileRefused
from solobot.sim.plots import PlotError, save_figure
from solobot.storage.outputs import GAMES_CSV, PLOT, Output, write_bytes_output

FOREIGN = b"someone's thesis\n"
OUR_PLOT = b"\x89PNG\r\n\x1a\n" + b"\0" * 33 + b"tEXtSoftware\x00solobot"


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def only_the_target_and_nothing_temporary(folder, *names):
    assert sorted(p.name for p in folder.iterdir()) == sorted(names)


@pytest.mark.parametrize("option,name", [("--plot", "plot.png"), ("--csv", "games.csv")])
def test_a_dangling_symlink_is_not_written_through(tmp_path, option, name):
    pytest.importorskip("matplotlib")
    elsewhere = tmp_path / "elsewhere" / name
    elsewhere.parent.mkdir()
    link = tmp_path / name
    link.symlink_to(elsewhere)
    result = run("simulate", "pig", "--games", "3", option, str(link), "--force")
    assert result.exit_code == 1 and "is a symbolic link" in result.output, result.output
    assert not elsewhere.exists() and link.is_symlink()


def test_a_calibration_plot_is_not_written_through_a_symlink(tmp_path):
    pytest.importorskip("matplotlib")
    elsewhere = tmp_path / "theirs.png"
    (tmp_path / "plot.png").symlink_to(elsewhere)
    result = run("calibrate", "pig", "--games", "2", "--plot", str(tmp_path / "plot.png"))
    assert result.exit_code == 1 and "is a symbolic link" in result.output, result.output
    assert not elsewhere.exists()


class FigureRacedByAForeignFile:
    """A figure whose drawing takes long enough for another program to put its file on the path."""

    def __init__(self, target, foreign=True):
        self.target, self.foreign = target, foreign

    def savefig(self, path, **options):
        if self.foreign:
            self.target.write_bytes(FOREIGN)
        else:
            self.target.symlink_to(self.target.parent / "theirs.png")
        with open(path, "wb") as out:
            out.write(OUR_PLOT)


def test_a_file_put_on_the_plot_path_while_drawing_is_kept(tmp_path):
    target = tmp_path / "plot.png"
    with pytest.raises(PlotError, match="did not write"):
        save_figure(FigureRacedByAForeignFile(target), str(target), force=True)
    assert target.read_bytes() == FOREIGN
    only_the_target_and_nothing_temporary(tmp_path, "plot.png")


def test_a_symlink_put_on_the_plot_path_while_drawing_is_not_followed(tmp_path):
    target = tmp_path / "plot.png"
    with pytest.raises(PlotError, match="symbolic link"):
        save_figure(FigureRacedByAForeignFile(target, foreign=False), str(target), force=True)
    assert not (tmp_path / "theirs.png").exists() and target.is_symlink()


def test_a_plot_replaces_only_solobots_own_plot_with_force(tmp_path):
    target = tmp_path / "plot.png"
    target.write_bytes(OUR_PLOT)
    write_bytes_output(target, PLOT, lambda temporary: temporary.write_bytes(OUR_PLOT + b"new"), force=True)
    assert target.read_bytes().endswith(b"new")
    only_the_target_and_nothing_temporary(tmp_path, "plot.png")


def test_a_csv_is_not_on_the_path_until_it_is_finished(tmp_path):
    target = tmp_path / "games.csv"
    out = Output(target, GAMES_CSV)
    out.write("index,seed,winner\n")
    assert not target.exists()
    out.close()
    assert target.read_text() == "index,seed,winner\n" and oct(target.stat().st_mode & 0o777) == "0o644"
    only_the_target_and_nothing_temporary(tmp_path, "games.csv")


def test_a_file_put_on_the_csv_path_while_playing_is_kept(tmp_path):
    target = tmp_path / "games.csv"
    out = Output(target, GAMES_CSV, force=True)
    out.write("index,seed,winner\n")
    target.write_bytes(FOREIGN)
    with pytest.raises(FileRefused, match="did not write"):
        out.close()
    assert target.read_bytes() == FOREIGN
    only_the_target_and_nothing_temporary(tmp_path, "games.csv")
