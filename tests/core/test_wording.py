"""One way to show options as words, used by play, simulate, calibrate and history."""

from __future__ import annotations

from click.testing import CliRunner

from solobot.cli import cli
from solobot.options import options_as_words


def test_options_as_words_leaves_out_unset_options_and_joins_lists(pig):
    assert options_as_words({"ghost": ["hard", "easy"], "components": None}) == "ghost: hard + easy"
    assert options_as_words(pig.options(difficulty="bold")) == "difficulty: bold, target: 50"
    assert options_as_words({}) == ""


def test_merge_is_a_flag_of_simulate_and_unknown_options_stay_errors():
    runner = CliRunner()
    assert "--merge" in runner.invoke(cli, ["simulate", "--help"]).output
    bogus = runner.invoke(cli, ["simulate", "--bogus"])
    assert bogus.exit_code == 2 and "No such option '--bogus'" in bogus.output
    alone = runner.invoke(cli, ["simulate", "--merge"])
    assert alone.exit_code == 1
    assert alone.output == "Error: --merge needs the shard files: solobot simulate --merge a.json b.json\n"
