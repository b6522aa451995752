"""The modelled person's skill, and the par search, checked on Pig against a direct sweep."""

from __future__ import annotations

import pytest

from solobot.engine.session import Session
from solobot.engine.skill import SkillError
from solobot.sim.par import CurvePoint, crossing, find_par, ordered


@pytest.mark.parametrize("seed", range(12))
def test_skill_one_is_the_heuristic_and_skill_zero_the_random_player(pig, seed):
    def digest(**how):
        session = Session(pig, {"difficulty": "bold"}, seed, keep_events=False)
        session.autoplay(**how)
        return session.digest()

    assert digest(skill=1) == digest() == digest(policy="cautious")
    assert digest(skill=0) == digest(policy="random")
    assert digest(skill=0.5) == digest(skill=0.5)  # the same seed, the same game, at any skill


def test_a_skill_outside_zero_to_one_is_refused(pig):
    with pytest.raises(SkillError, match="between 0 and 1"):
        Session(pig, {}, 1).autoplay(skill=1.5)


def bot_record(pig, skill: float, games: int = 150) -> tuple[int, int]:
    wins = 0
    for seed in range(games):
        session = Session(pig, {"difficulty": "bold", "target": 30}, seed, keep_events=False)
        wins += session.autoplay(skill=skill).winner == "bot"
    return wins, games


def test_par_on_pig_matches_a_direct_sweep(pig):
    par = find_par(lambda skill: bot_record(pig, skill), grid=(0, 0.25, 0.5, 0.75, 1))
    fine = {s / 20: bot_record(pig, s / 20)[0] / 150 for s in range(21)}
    # a direct sweep on a finer grid: the bot's win rate is above one half below par and below it above
    assert par.low <= par.skill <= par.high
    below = [rate for s, rate in fine.items() if s < par.low - 0.05]
    above = [rate for s, rate in fine.items() if s > par.high + 0.05]
    assert all(rate > 0.4 for rate in below) and all(rate < 0.6 for rate in above)
    assert [p.skill for p in par.curve] == [0, 0.25, 0.5, 0.75, 1]


def test_crossing_reads_the_curve_linearly():
    assert crossing([0, 1], [0.9, 0.1]) == pytest.approx(0.5)
    assert crossing([0, 0.5, 1], [0.8, 0.6, 0.2]) == pytest.approx(0.625)
    assert crossing([0, 1], [0.4, 0.1]) == 0  # the bot loses even to a random player
    assert crossing([0, 1], [0.9, 0.7]) == 1  # it beats the heuristic player


def test_levels_out_of_order_are_named():
    def par_at(rate_at_half: float):
        return find_par(lambda s: (round(100 * (rate_at_half if s == 0.5 else (1 - s))), 100), grid=(0, 0.5, 1))

    pars = {"easy": par_at(0.3), "hard": par_at(0.2)}
    assert ordered(pars, ["easy", "hard"]) and "hard has a lower par" in ordered(pars, ["easy", "hard"])[0]
    assert not ordered(pars, ["hard", "easy"])
    assert CurvePoint(0.5, 3, 4).rate == 0.75


def cli(*args: str):
    from click.testing import CliRunner

    from solobot.cli import cli as root

    return CliRunner().invoke(root, list(args), catch_exceptions=False)


def games_and_summary(output: str) -> tuple:
    import json

    out = json.loads(output)
    return out["games"], out["summary"]


def test_simulate_skill_one_and_zero_are_the_heuristic_and_random_runs():
    run = ("simulate", "pig", "--games", "150", "--seed", "9", "--json")
    assert games_and_summary(cli(*run, "--skill", "1").output) == games_and_summary(cli(*run).output)
    random_run = cli(*run, "--opponent", "random").output
    assert games_and_summary(cli(*run, "--skill", "0").output) == games_and_summary(random_run)
    half = cli(*run, "--skill", "0.5").output
    assert half == cli(*run, "--skill", "0.5", "--jobs", "2").output  # the same seed, the same run
    assert '"opponent": "skill 0.5"' in half
    assert "opponent skill 0.5, seed 0" in cli("simulate", "pig", "--games", "5", "--skill", "0.5").output


def test_play_auto_at_skill_one_is_the_heuristic_game():
    heuristic = cli("play", "pig", "--auto", "--seed", "4").output
    assert cli("play", "pig", "--auto", "--seed", "4", "--skill", "1").output == heuristic


@pytest.mark.parametrize("args, message", [
    (("simulate", "pig", "--skill", "1.5"), "Error: --skill must be between 0 and 1, not 1.5"),
    (("simulate", "pig", "--skill", "0.5", "--opponent", "random"),
     "Error: --skill and --opponent both choose who plays your seat; give one of them"),
    (("calibrate", "pig", "--skill", "-1"), "Error: --skill must be between 0 and 1, not -1.0"),
    (("play", "pig", "--auto", "--skill", "2"), "Error: --skill must be between 0 and 1, not 2.0"),
])
def test_a_bad_skill_is_one_line_before_anything_is_played(args, message):
    result = cli(*args)
    assert result.exit_code == 2 and result.output == message + "\n"  # a usage error


def test_a_skill_that_is_no_number_is_refused_by_the_one_rule_for_numbers():
    result = cli("simulate", "pig", "--skill", "nan")
    assert result.exit_code == 2 and "“nan” is not a number" in result.output and "Traceback" not in result.output
