"""`solobot check` and `solobot new-plugin`."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Literal

import pytest
from click.testing import CliRunner
from pydantic import BaseModel, field_validator

from solobot import GameSpec, hookimpl
from solobot.check.conformance import option_combinations, option_sets, option_values, repeated_choices, run_check
from solobot.cli import cli
from solobot.engine.plugins import Registry
from solobot.scaffold import ScaffoldError, new_plugin
from solobot_pig.plugin import Pig, PigOptions

counter = itertools.count()


class LeakyPig(Pig):
    """Pig whose setup depends on something outside the seed: the check must catch it."""

    @hookimpl
    def solobot_setup(self, ctx):
        state = super().solobot_setup(ctx)
        state.target += next(counter) % 2
        return state


class LeakyPlugin:
    @hookimpl
    def solobot_register_games(self, register):
        register(GameSpec("leaky", "Leaky Pig", PigOptions, LeakyPig()))


def test_check_passes_a_good_game(pig):
    report = run_check(pig, {"difficulty": "bold"}, games=2, seed=1)
    assert report.ok
    assert [r.name for r in report.results] == [
        "command names do not clash with the table's commands",
        "every sentence in every language it declares (it, de)",
        "difficulty: bold — components and options load",
        *(line.format(policy=policy) for policy in ("cautious", "random") for line in (
            "difficulty: bold — 2 games against the {policy} policy",
            "difficulty: bold — the state is JSON; save, load and replay restore its digest "
            "(2 games, {policy} policy)",
            "difficulty: bold — undo 3 then redo 3 restore the digest (2 games, {policy} policy)",
            "difficulty: bold — every game method returns its declared type (2 games, {policy} policy)",
            "difficulty: bold — emit's and Score's words are the ones the core reads (2 games, {policy} policy)",
            "difficulty: bold — the derived facts (ctx.derived) equal a fresh count after every step "
            "(2 games, {policy} policy)",
            "difficulty: bold — a game with physical dice and draws scripted ({policy} policy)",
            "difficulty: bold — every table change told, nothing hidden said (2 games, {policy} policy)",
            *(["difficulty: bold — every input offered is accepted (2 games, {policy} policy; at most 80 inputs "
               "tried a step)"] if policy == "cautious" else []),
            *(f"difficulty: bold — every sentence whole in {language} (a whole game, every line)"
              for language in ("Italian", "German") if policy == "cautious"),
        )),
    ]


def test_check_catches_a_game_that_is_not_reproducible():
    registry = Registry(extra={"leaky": LeakyPlugin()}, entry_points=False).load()
    report = run_check(registry.game("leaky"), {"difficulty": "bold"}, games=2, seed=1)
    assert not report.ok
    assert any("the same seed gave a different game" in r.detail for r in report.results if not r.ok)


def test_check_tries_every_choice_not_fixed(pig):
    combos = list(option_combinations(pig, {}))
    assert combos == [{"difficulty": d} for d in ("timid", "steady", "bold")]


def test_check_command_reports_and_exits_zero(pig):
    result = CliRunner().invoke(cli, ["check", "pig", "--games", "1", "--difficulty", "timid"])
    assert result.exit_code == 0
    assert result.output.strip().endswith("pig: 22 of 22 checks passed")


def test_check_catches_a_game_command_hidden_by_a_table_command(pig, monkeypatch):
    monkeypatch.setattr(type(pig.game), "command_help", lambda self: {"score": "score N — add points"})
    report = run_check(pig, {"difficulty": "bold"}, games=1, seed=1)
    assert not report.ok
    assert "rename score" in report.results[0].detail


def test_new_plugin_writes_a_complete_package(tmp_path):
    target = new_plugin("tic-tac", tmp_path)
    files = sorted(str(p.relative_to(target)) for p in target.rglob("*") if p.is_file())
    package = "src/solobot_tic_tac"
    modules = ["__init__", "components", "plugin", "rules"]  # the core derives the narration, drawing and parser
    assert files == sorted(["README.md", "pyproject.toml", "babel.cfg", f"{package}/data/components.json",
                            f"{package}/locale/solobot_tic_tac.pot",  # its words, for a translator
                            *(f"{package}/{m}.py" for m in modules),
                            "tests/conftest.py", "tests/test_solobot_tic_tac.py"])
    assert 'tic-tac = "solobot_tic_tac.plugin"' in (target / "pyproject.toml").read_text()
    for module in modules:
        path = target / package / f"{module}.py"
        compile(path.read_text(), str(path), "exec")


@pytest.mark.parametrize("name", ["Tic", "9lives", "a_b", "x--y", ""])
def test_new_plugin_refuses_bad_names(tmp_path, name):
    with pytest.raises(ScaffoldError, match="lowercase letters"):
        new_plugin(name, tmp_path)


def test_new_plugin_never_overwrites(tmp_path):
    new_plugin("dup", tmp_path)
    result = CliRunner().invoke(cli, ["new-plugin", "dup", "--dir", str(tmp_path)])
    assert result.exit_code == 1 and "already exists" in result.output


def test_hook_recorder_sees_the_duty_hooks(pig, hook_recorder, scripted):
    from solobot.engine.session import Session

    session = Session(pig, {"difficulty": "timid"}, source=scripted(dice=[3, 6, 4]))
    recorder = hook_recorder(session)
    session.submit({"op": "roll"})
    session.submit({"op": "hold"})
    assert recorder.calls == [("solobot_resolve_action", "player"), ("solobot_resolve_action", "player"),
                              ("solobot_bot_turn", "bot")]


def test_rules_report_lists_covered_and_missing_ids(pytester, monkeypatch):
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig")
    pytester.makepyfile("""
        import pytest

        @pytest.mark.rule("PIG-1", "PIG-2")
        def test_one():
            pass
    """)
    result = pytester.runpytest("--rules-report")
    result.stdout.fnmatch_lines(["PIG-1: 1 test(s)", "pig: 2 of 3 declared rule IDs covered", "  not covered: PIG-3"])


def test_the_check_tries_every_value_of_every_option_with_a_few():
    """Literal choices each, bools both ways; a repeated choice (Florenza's Ghosts) is the option sets' own."""
    assert option_values(Literal["a", "b"]) == ["a", "b"] and option_values(bool) == [False, True]
    assert option_values(int) is None and option_values(list[Literal["a"]]) is None
    assert repeated_choices(list[Literal["easy", "hard"]]) == ["easy", "hard"]
    assert repeated_choices(list[int]) is None and repeated_choices(Literal["a"]) is None


class TwoBots(BaseModel):
    """One bot per entry, at most two; and a variant."""

    variant: Literal["short", "long"] = "short"
    bots: list[Literal["easy", "hard", "wild"]] = ["easy"]

    @field_validator("bots")
    @classmethod
    def _two(cls, bots: list[str]) -> list[str]:
        if len(bots) > 2:
            raise ValueError("at most two bots")
        return bots


def test_option_sets_give_each_repeated_choice_alone_then_the_valid_mixes_once_each():
    """What calibrate and check play (Florenza's Ghosts are such a repeated choice)."""
    spec = GameSpec("two", "Two bots", TwoBots, Pig())
    sets = list(option_sets(spec))
    assert sets == [
        *({"variant": variant, "bots": bots} for variant in ("short", "long") for bots in (
            ["easy"], ["hard"], ["wild"], ["easy", "wild"], ["hard", "easy"]))  # all three: refused
    ]
    assert list(option_sets(spec, {"bots": ["hard"]})) == [{"bots": ["hard"], "variant": v} for v in ("short", "long")]


def test_the_tutorial_lists_the_modules_the_scaffold_writes(tmp_path):
    """Issue 31: the tutorial listed a words.py the scaffold does not write."""
    tutorial = (Path(__file__).resolve().parents[2] / "docs" / "tutorial.md").read_text(encoding="utf-8")
    table = tutorial.split("| module | its one job |")[1].split("\n\n")[0]
    listed = re.findall(r"^\| `([\w/*.]+\.(?:py|json))`", table, flags=re.M)
    target = new_plugin("tic-tac", tmp_path)
    written = {p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file()}
    for module in listed:
        pattern = module.replace("*", "[^/]*").replace(".", r"\.")
        assert any(re.search(rf"(^|/){pattern}$", path) for path in written), f"the scaffold writes no {module}"
    assert len(listed) >= 6
