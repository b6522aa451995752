"""`solobot check` misses nothing that breaks play: one throwaway Pig per way of breaking it."""

from __future__ import annotations

import dataclasses

import pytest
from click.testing import CliRunner
from pig_variants import pig_plugin, registry_of

from solobot import Score, Step, hookimpl
from solobot.cli import cli
from solobot.conformance import replay_line, run_check
from solobot.game import Game
from solobot.plaindata import json_problem
from solobot.session import PluginFailure, Session, StepLimit
from solobot_pig.plugin import Pig


def check(game: Game, games: int = 2) -> dict[str, str]:
    """The failing lines of the check of a Pig variant: {report line: detail}."""
    registry = registry_of(pig=pig_plugin(game))
    report = run_check(registry.game("pig"), {"difficulty": "bold"}, games=games, seed=1)
    return {r.name: r.detail for r in report.results if not r.ok}


def failing(game: Game, aspect: str) -> str:
    found = [detail for name, detail in check(game).items() if aspect in name]
    assert found, f"no failing line about {aspect!r}"
    return found[0]


def test_pig_itself_passes_every_new_line():
    assert check(Pig()) == {}


class SetPig(Pig):
    """Keeps the faces seen as a set: fine in memory, not in a save."""

    def snapshot(self, ctx, state):
        return {**dataclasses.asdict(state), "seen": {"faces": {1, 2}}}


def test_a_set_in_the_state_fails_naming_the_field_and_its_type():
    detail = failing(SetPig(), "the state is JSON")
    assert "state.seen.faces is a set, which JSON cannot hold (make it a sorted list)" in detail
    assert json_problem({"a": [1, (2, {"b": object()})]}) == (
        "state.a[1][1].b is a object, which JSON cannot hold (a snapshot is dicts, lists, str, int, float, bool "
        "and None)")


def test_play_names_the_field_too_instead_of_a_bare_json_error():
    registry_of(pig=pig_plugin(SetPig()))
    result = CliRunner().invoke(cli, ["play", "pig", "--seed", "1"], input="quit\n")  # it saves at once
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "failed in snapshot: it returned something JSON cannot hold (state.seen.faces is a set" in result.output


class EndlessPig(Pig):
    """A game whose next_step never returns None: the bot rolls for ever."""

    step_limit = 300

    def next_step(self, ctx, state):
        return Step("bot", "bot", f"Turn {state.turns + 1}")


def test_an_endless_game_fails_the_check_with_its_last_steps_named():
    detail = failing(EndlessPig(), "games against")
    assert "the game did not end within 300 steps (its step_limit); its last steps: bot bot (Turn " in detail
    assert "replay it: solobot play pig --difficulty bold --seed " in detail


def test_an_endless_game_stops_play_auto_and_simulate_with_one_line():
    registry_of(pig=pig_plugin(EndlessPig()))
    for args in (["play", "pig", "--auto", "--seed", "1"], ["simulate", "pig", "--games", "2"]):
        result = CliRunner().invoke(cli, args)
        assert result.exit_code != 0, args
        assert "did not end within 300 steps" in result.output and "Traceback" not in result.output, result.output


def test_the_default_step_limit_is_generous_and_a_session_stops_at_it():
    assert Game.step_limit == 100_000
    with pytest.raises(StepLimit) as stopped:
        Session(dataclasses.replace(registry_of(pig=pig_plugin(EndlessPig())).game("pig")), {}, 1).autoplay()
    assert isinstance(stopped.value, PluginFailure) and "\n" not in str(stopped.value)


class ListBoardPig(Pig):
    """describe_board gives lines instead of one text."""

    def describe_board(self, ctx, state):
        return [f"You {state.scores['player']}", f"bot {state.scores['bot']}"]


class TupleStepPig(Pig):
    """next_step gives a plain tuple, not a Step."""

    def next_step(self, ctx, state):
        step = super().next_step(ctx, state)
        return None if step is None else tuple(step)


def test_a_wrong_return_type_is_named_with_what_was_declared():
    assert "Game.describe_board returned a list of str, not a str" in failing(ListBoardPig(), "declared type")
    declared = failing(TupleStepPig(), "declared type")
    assert 'Game.next_step returned a tuple of str, not a Step (kind "person", "bot" or "cleanup") or None' in declared


class StalePig(Pig):
    """Written for an older emit: says why with why=, which the core keeps as a plain fact."""

    @hookimpl
    def solobot_bot_turn(self, ctx, state, seat):
        ctx.emit("thinks", "PIG-3", why="it always rolls first")
        super().solobot_bot_turn(ctx, state, seat)

    def narrate(self, ctx, event):
        return "The bot thinks." if event.kind == "thinks" else super().narrate(ctx, event)


def test_a_stale_emit_keyword_is_flagged():
    detail = failing(StalePig(), "emit's and Score's words")
    assert "the 'thinks' event (PIG-3) passes why= to emit, which keeps it as a plain fact; the core reads reason=" \
        in detail


class OwnWinnerPig(Pig):
    """Names the lower score the winner, which the core ignores (it asks decide_winner)."""

    @hookimpl
    def solobot_score(self, ctx, state):
        score = super().solobot_score(ctx, state)
        low = min(score.points, key=score.points.get)
        return Score(score.points, winner=low, final=score.final)


def test_an_ignored_score_winner_is_flagged():
    assert "solobot_score says the winner is " in failing(OwnWinnerPig(), "emit's and Score's words")


def test_the_replay_line_gives_only_the_options_that_differ_from_the_defaults():
    spec = registry_of(pig=pig_plugin()).game("pig")
    assert replay_line(spec, {"difficulty": "steady", "target": 60, "components": None}, 7, "random") == (
        "solobot play pig --target 60 --seed 7 --auto --opponent random")


class TextActionPig(Pig):
    """parse_command gives the typed line itself, not an action."""

    def parse_command(self, ctx, state, seat, words):
        return " ".join(words)


def test_a_parse_command_that_gives_no_action_is_named():
    assert "Game.parse_command returned a str, not an action (a dict)" in failing(TextActionPig(), "declared type")
