"""One rule for what a number is, wherever a person types one (issue 28, item 1).

ASCII digits 0-9 only, a bounded length, no underscore and no ``+``: the same for option values,
dice and draw answers, game commands, the components entry and the page.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from solobot.cli import cli
from solobot.commands import Misuse, Param
from solobot.numbers import MAX_DIGITS, NotANumber, decimal_number, whole_number
from solobot.storage.owncopy import parse_answer
from solobot.table.answers import parse_draw, parse_roll
from solobot.toolkit.randomness import DrawRequest, RollRequest

NOT_NUMBERS = ["²", "³", "١", "𝟙", "１", "1_000", "+3", "1e3", "", " ", "-", "0x10", "٣٤", "5²", "1 2"]


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.mark.parametrize("typed", NOT_NUMBERS)
def test_whole_number_refuses_everything_but_ascii_digits(typed):
    with pytest.raises(NotANumber) as refused:
        whole_number(typed, 0, 100)
    assert "\n" not in str(refused.value)


def test_whole_number_reads_ascii_digits_and_checks_the_range():
    assert whole_number(" 42 ", 0, 100) == 42
    assert whole_number("-3", -5, 5) == -3
    with pytest.raises(NotANumber, match="from 0 to 100"):
        whole_number("101", 0, 100)
    with pytest.raises(NotANumber):
        whole_number("-3", 0, 100)  # a sign only where the range has negatives


def test_a_number_of_thousands_of_digits_is_refused_before_it_is_converted():
    with pytest.raises(NotANumber, match=f"at most {MAX_DIGITS} digits"):
        whole_number("7" * 5000)  # int() would raise "Exceeds the limit (4300 digits)"


@given(st.text(max_size=30))
def test_whole_number_never_raises_anything_but_one_line(text):
    try:
        value = whole_number(text)
    except NotANumber as exc:
        assert "\n" not in str(exc)
    else:
        assert str(value) == text.strip() or str(value) == text.strip().lstrip("0") or value == 0


@pytest.mark.parametrize("typed", ["1e3", "inf", "nan", "1_0.5", "٠.٥", "0.5.1", "."])
def test_decimal_number_is_digits_and_one_point(typed):
    with pytest.raises(NotANumber):
        decimal_number(typed, 0, 1)
    assert decimal_number(".5", 0, 1) == 0.5


@pytest.mark.parametrize("args", [["simulate", "pig", "--games"], ["simulate", "pig", "--jobs"],
                                  ["simulate", "pig", "--seed"], ["calibrate", "pig", "--games"],
                                  ["check", "pig", "--games"], ["play", "pig", "--auto", "--seed"],
                                  ["serve", "--port"], ["simulate", "pig", "--target"]])
@pytest.mark.parametrize("typed", ["1_000", "+3", "𝟙"])
def test_underscores_and_signs_are_refused_in_option_values(args, typed):
    result = run(*args, typed)
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert result.output.strip().splitlines()[-1].startswith("Error: Invalid value"), result.output


@pytest.mark.parametrize("args", [["simulate", "pig", "--games"], ["calibrate", "pig", "--games"],
                                  ["check", "pig", "--games"]])
def test_the_number_of_games_is_bounded(args):
    result = run(*args, str(10**30))
    assert result.exit_code == 2 and "at most 18 digits" in result.output
    result = run(*args, str(10**13))
    assert result.exit_code == 2 and "from 0 to 1000000000000" in result.output


def test_the_number_of_jobs_is_bounded():
    result = run("simulate", "pig", "--games", "2", "--jobs", "100000")
    assert result.exit_code == 2 and "from 0 to 256" in result.output


@pytest.mark.parametrize("typed", ["²", "³", "١", "𝟙", "１"])
def test_dice_and_draw_answers_of_other_digits_are_no_numbers(typed):
    assert parse_roll(typed, RollRequest(count=1, sides=6, seat="bot")) is None
    draw = DrawRequest(seat="bot", why=None, choices=tuple((f"c{n}", f"card {n}") for n in range(1, 10)))
    assert parse_draw(typed, draw) is None
    assert parse_draw("2", draw) == "c2"


@pytest.mark.parametrize("typed", ["²", "１", "1_000", "+3"])
def test_a_game_command_number_follows_the_rule(typed):
    arg = Param("n", "int", low=0, high=5000)
    with pytest.raises(Misuse):
        arg._whole(typed)
    assert arg._whole("1000") == 1000


@pytest.mark.parametrize("typed", ["²", "１", "1_000", "+3", "7" * 5000])
def test_the_components_entry_follows_the_rule(typed):
    with pytest.raises(ValueError, match="is not a whole number"):
        parse_answer(typed, 3)
    with pytest.raises(ValueError, match="is not a number"):
        parse_answer("1e400", 0.5)
    assert parse_answer("12", 3) == 12 and parse_answer("-2", 3) == -2
