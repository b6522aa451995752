"""Numbers are ASCII digits only, empty names and paths are refused, over-long names are one line."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from solobot.cli import cli
from solobot.table.answers import parse_roll
from solobot.toolkit.randomness import RollRequest


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


def refused(result, says: str) -> None:
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert result.output.strip().splitlines()[-1].startswith("Error: ") and says in result.output, result.output


@pytest.mark.parametrize("number", ["²", "٣", "１２", "٠.٥"])
@pytest.mark.parametrize("args", [["play", "pig", "--auto", "--seed"], ["simulate", "pig", "--games"],
                                  ["simulate", "pig", "--seed"], ["simulate", "pig", "--jobs"],
                                  ["calibrate", "pig", "--games"], ["serve", "--port"], ["play", "pig", "--port"],
                                  ["simulate", "pig", "--target"], ["simulate", "pig", "--skill"],
                                  ["check", "pig", "--games"], ["check", "pig", "--seed"]])
def test_numbers_of_other_digits_are_refused(args, number):
    refused(run(*args, number), "type it with the digits 0-9")


@pytest.mark.parametrize("args", [["play", "pig", "--save"], ["play", "pig", "--auto", "--opponent"],
                                  ["simulate", "pig", "--opponent"], ["simulate", "pig", "--cluster"],
                                  ["calibrate", "pig", "--output"], ["calibrate", "pig", "--plot"],
                                  ["play", "pig", "--auto", "--components"]])
def test_an_empty_name_or_path_is_refused(args):
    refused(run(*args, ""), "needs a value, not an empty one")


@pytest.mark.parametrize("typed", ["²", "٣", "１", "5²"])
def test_dice_of_other_digits_are_not_results(typed):
    assert parse_roll(typed, RollRequest(count=1, sides=6, seat="bot")) is None
    assert parse_roll("5", RollRequest(count=1, sides=6, seat="bot")) == [5]


def test_an_over_long_save_name_is_one_line(tmp_path):
    result = run("play", "pig", "--save", str(tmp_path / ("x" * 300 + ".json")), input="quit\n")
    lines = result.output.strip().splitlines()
    assert result.exit_code == 1 and len(lines) == 1 and lines[0].startswith("Error: cannot write the save file ")
    assert lines[0].endswith(": File name too long; nothing was written")


def test_a_save_name_of_250_characters_still_plays(tmp_path):
    save = tmp_path / ("x" * 245 + ".json")
    result = run("play", "pig", "--save", str(save), input="roll\nquit\n")
    assert result.exit_code == 0 and save.exists(), result.output
