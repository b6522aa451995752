"""calibrate: par skill per option set, the heuristic and random rows from the same games, the
levels' order said plainly, never-fired rules, and the plot."""

from __future__ import annotations

import importlib.util
import json

import pytest
from click.testing import CliRunner

from solobot.cli import cli
from solobot.sim.calibrate import OptionSet, out_of_order
from solobot.sim.par import find_par


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def table_rows(text: str) -> list[list[str]]:
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in text.splitlines()
            if line.startswith("| difficulty")]


def test_the_policy_rows_are_the_games_of_skill_one_and_zero(tmp_path):
    page = tmp_path / "pig.md"
    assert run("calibrate", "pig", "--games", "60", "--seed", "3", "--output", str(page)).exit_code == 0
    rows = {(r[0], r[1]): r for r in table_rows(page.read_text())}
    for policy in ("cautious", "random"):
        out = json.loads(run("simulate", "pig", "--difficulty", "bold", "--games", "60", "--seed", "3",
                             "--opponent", policy, "--json").output)["summary"]
        bot = out["seats"]["bot"]
        means = f"player {out['seats']['player']['mean']:.1f}, bot {bot['mean']:.1f}"
        row = rows[("difficulty: bold", policy)]
        assert row[2] == means and row[3].startswith(f"{bot['wins'] / 60:.1%} (")


def test_the_page_has_a_par_per_option_set_the_order_the_plot_and_the_never_fired_rules(pig, tmp_path, monkeypatch):
    monkeypatch.setattr(type(pig.game), "rule_ids", ("PIG-1", "PIG-2", "PIG-3", "PIG-9"))
    page, plot = tmp_path / "docs" / "pig.md", tmp_path / "img" / "pig-par.png"
    page.parent.mkdir()
    plot.parent.mkdir()
    drawn = importlib.util.find_spec("matplotlib") is not None  # the core env runs without the plot extra
    asked = ["--plot", str(plot)] if drawn else []
    result = run("calibrate", "pig", "--games", "40", "--skill", "0.35", "--output", str(page), *asked)
    assert result.exit_code == 0, result.output
    assert not drawn or plot.read_bytes().startswith(b"\x89PNG")
    text = page.read_text()
    assert "| options | opponent | mean score per seat | bot win rate (95% CI) | par skill (95% CI) |" in text
    rows = table_rows(text)
    assert [r[1] for r in rows] == ["cautious", "random", "skill 0.35"] * 3
    assert all(r[4] for r in rows[::3]) and not any(r[4] for i, r in enumerate(rows) if i % 3)
    assert not drawn or "![Bot win rate against the skill of the person, per option set](../img/pig-par.png)" in text
    assert "The levels are" in text
    assert "Never fired in any option set (1): PIG-9." in text
    assert "--skill 0.35" in text.splitlines()[2]


def par_at(rate: float):
    """A par found on a straight curve from ``rate`` at skill 0 to 0 at skill 1."""
    return find_par(lambda s: (round(100 * rate * (1 - s)), 100), grid=(0, 0.5, 1))


def test_levels_out_of_order_are_said_plainly(pig):
    results = [OptionSet({"difficulty": level}, par=par_at(rate))
               for level, rate in (("timid", 0.9), ("steady", 0.7), ("bold", 1.0))]
    assert out_of_order(pig, results) == ["difficulty: steady has a lower par (0.29) than difficulty: timid (0.44)"]
    results[1] = OptionSet({"difficulty": "steady"}, par=par_at(0.95))
    assert out_of_order(pig, results) == []


@pytest.mark.parametrize("args, message", [
    (("--games", "0"), "Error: --games must be at least 1"),
    (("--output", "/no/such/folder/x.md"),
     "Error: cannot write the calibration page /no/such/folder/x.md: no folder /no/such/folder"),
])
def test_calibrate_refuses_bad_arguments_in_one_line(args, message):
    result = run("calibrate", "pig", *args)
    usage = args[0] == "--games"  # a value the command line does not take: a usage error (exit 2)
    assert result.exit_code == (2 if usage else 1) and result.output == message + "\n"


@pytest.mark.parametrize(("code", "head"), [("it", "# Calibrazione: "), ("de", "# Kalibrierung: ")])
def test_the_page_speaks_the_language_and_is_recognised_in_any_other(tmp_path, code, head):
    """The calibration page in the language spoken, and its first line recognised as solobot's own whatever
    language wrote it and whatever is spoken when it is written over (``--force``)."""
    from test_languages import english_in

    page = tmp_path / "pig.md"
    said = run("--lang", code, "calibrate", "pig", "--games", "20", "--skill", "0.5", "--output", str(page))
    assert said.exit_code == 0, said.output
    text = page.read_text()
    assert text.startswith(head)
    typed = r"`[^`]*`|\bPIG-\d+\b|\(\.\./\S+\)|\b(?:cautious|random|timid|steady|bold|skill \d\.\d+)\b"
    assert english_in(text, names=typed) == []
    for other in ("en", "de" if code == "it" else "it"):
        again = run("--lang", other, "calibrate", "pig", "--games", "20", "--output", str(page), "--force")
        assert again.exit_code == 0, again.output
    assert page.read_text().startswith("# Calibrazione: " if code == "de" else "# Kalibrierung: ")
