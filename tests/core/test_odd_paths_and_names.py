"""Smaller traps (issue 41, item 7): a save that is no regular file is refused at once; ``new-plugin`` never
takes the name of something installed; ``solobot check`` blames a score add-on, not the game, for a winner
the add-on's points no longer give."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from cli_lines import one_error_line
from click.testing import CliRunner
from pig_variants import pig_plugin, registry_of

from solobot import hookimpl
from solobot.check.conformance import words_problem
from solobot.cli import cli
from solobot.engine.plugins import set_default_registry
from solobot.engine.session import Session
from solobot.game import Score
from solobot.scaffold import ScaffoldError, new_plugin
from solobot_pig.plugin import Pig


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
    set_default_registry(None)


# -- a save that is no regular file -------------------------------------------------------------------------

def test_resume_of_a_file_of_proc_is_one_line_at_once(home):
    start = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "solobot", "resume", "/proc/self/status"], capture_output=True,
                            text=True, timeout=60, stdin=subprocess.DEVNULL,
                            env={**os.environ, "SOLOBOT_HOME": str(home), "SOLOBOT_LOAD_PLUGINS": "pig"})
    assert time.monotonic() - start < 5  # not the 10 s a lock file that cannot be made was waited for
    assert result.returncode == 1 and result.stdout == ""
    said = result.stderr.splitlines()
    assert len(said) == 1 and "no lock file can be made beside it" in said[0], said
    assert "another session" not in said[0]


@pytest.mark.parametrize("what", ["fifo", "/dev/null"])
def test_resume_of_a_pipe_or_a_device_is_one_line_at_once(tmp_path, what):
    path = tmp_path / "game.json"
    if what == "fifo":
        os.mkfifo(path)
    else:
        path = what
    start = time.monotonic()
    said = one_error_line(CliRunner().invoke(cli, ["resume", str(path)], catch_exceptions=False))
    assert time.monotonic() - start < 5
    assert said == (f"Error: save file {path} is not a regular file (a device, pipe or socket); solobot reads only "
                    "regular files")


# -- new-plugin --------------------------------------------------------------------------------------------

def test_new_plugin_refuses_the_name_of_the_installed_example_and_writes_nothing(tmp_path):
    with pytest.raises(ScaffoldError) as refused:
        new_plugin("pig", tmp_path)
    assert str(refused.value) == ("plugin name 'pig' is taken: the distribution solobot-pig is already installed; "
                                  "choose another name")
    assert list(tmp_path.iterdir()) == []
    said = one_error_line(CliRunner().invoke(cli, ["new-plugin", "pig", "--dir", str(tmp_path)]))
    assert "solobot-pig is already installed" in said


def test_new_plugin_refuses_a_name_whose_package_is_importable(tmp_path, monkeypatch):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "solobot_zebra_dice.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path / "lib"))
    with pytest.raises(ScaffoldError, match="the package solobot_zebra_dice is already installed"):
        new_plugin("zebra-dice", tmp_path)
    assert not (tmp_path / "solobot-zebra-dice").exists()


# -- a score add-on and the winner the game named -------------------------------------------------------------

class WinnerPig(Pig):
    """Pig that names its winner in its score (the higher banked points), as Maestro does."""

    @hookimpl
    def solobot_score(self, ctx, state):
        score = super().solobot_score(ctx, state)
        return Score(score.points, final=score.final,
                     winner=max(score.points, key=score.points.get) if score.final else None)


class WrongPig(WinnerPig):
    """A game whose own score names a winner its points do not give."""

    @hookimpl
    def solobot_score(self, ctx, state):
        score = super().solobot_score(ctx, state)
        loser = min(score.points, key=score.points.get)
        return Score(score.points, final=score.final, winner=loser if score.final else None)


class Underdog:
    """A house rule: the seat that lost gets 1,000 points at the end (the winner the game named is left as it was)."""

    @hookimpl(wrapper=True)
    def solobot_score(self, ctx, state):
        score = yield
        if score.final:
            loser = min(score.points, key=score.points.get)
            score.points[loser] += 1000
        return score


class EveryoneOne:
    """A house rule that gives every seat 1 point at the end (the order of the seats is kept)."""

    @hookimpl(wrapper=True)
    def solobot_score(self, ctx, state):
        score = yield
        if score.final:
            for seat in score.points:
                score.points[seat] += 1
        return score


def finished(game, addon=None) -> Session:
    session = Session(registry_of(pig=pig_plugin(game=game, addon=addon)).game("pig"), {}, 3)
    session.autoplay()
    return session


def test_a_score_add_on_that_changes_the_points_after_the_winner_is_named_is_blamed_not_the_game():
    said = words_problem(finished(WinnerPig(), Underdog()))
    assert said is not None and said.startswith("the add-on extra changes the points after pig named its winner")
    # (the add-on comes in Pig's own plugin: test_sweep_check.py has one of its own, named with the variable)
    assert said.endswith("so blocking the plugin would leave out the game too")
    assert "override decide_winner" not in said


def test_the_game_alone_is_fine_and_a_game_that_disagrees_with_itself_is_still_blamed():
    assert words_problem(finished(WinnerPig())) is None
    for addon in (None, EveryoneOne()):
        said = words_problem(finished(WrongPig(), addon))
        assert said is not None and "override decide_winner" in said and "add-on" not in said
