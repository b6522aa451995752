"""`solobot check` misses nothing that breaks play: one throwaway Pig per way of breaking it."""

from __future__ import annotations

import ast
import dataclasses
import random
import re
import time

import pytest
from click.testing import CliRunner
from pig_variants import pig_plugin, registry_of

from solobot import Score, Step, hookimpl
from solobot.check import determinism
from solobot.check.conformance import replay_line, run_check
from solobot.cli import cli
from solobot.engine.session import PluginFailure, Session, StepLimit
from solobot.game import Game
from solobot.plaindata import json_problem
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
    detail = failing(SetPig(), "games against")  # the replay of the game cannot digest it: one problem, one line
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
    declared = failing(TupleStepPig(), "games against")  # the cause of the crash, named first on its one line
    assert declared.startswith("seed ")
    assert ': Game.next_step returned a tuple of str, not a Step (kind "person", "bot" or "cleanup") or None, so the ' \
        "game could not play through (" in declared


def banked(state, components):
    """Both banked scores: a fact worked out from the table."""
    return dict(state.scores)


class StaleFactPig(Pig):
    """Keeps the banked scores in ctx.derived and never drops them when a seat banks points."""

    @hookimpl
    def solobot_bot_turn(self, ctx, state, seat):
        ctx.derived.get(banked, state)
        super().solobot_bot_turn(ctx, state, seat)


def test_a_derived_fact_kept_past_a_change_is_named():
    detail = failing(StaleFactPig(), "the derived facts")
    assert detail.startswith("seed ") and ": test_check_catches.banked, kept in ctx.derived, differ from a fresh " \
        "count after step " in detail


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


# -- check finds everything fast (issue 31, item 3) ---------------------------------------------------

class ForeverPig(Pig):
    """An endless game that keeps the default step_limit: the bot rolls for ever."""

    def next_step(self, ctx, state):
        return Step("bot", "bot", f"Turn {state.turns + 1}")


def test_an_endless_game_is_one_fail_line_within_seconds_with_the_default_settings():
    registry_of(pig=pig_plugin(ForeverPig()))
    started = time.perf_counter()
    result = CliRunner().invoke(cli, ["check", "pig"])
    took = time.perf_counter() - started
    assert result.exit_code == 1 and "Traceback" not in result.output
    fails = [line for line in result.output.splitlines() if line.startswith("FAIL")]
    assert len(fails) == 1, result.output
    assert "did not end within 100,000 steps" in fails[0] and "replay it: solobot play pig" in fails[0]
    assert "(the same in 5 more checks)" in fails[0]  # three difficulties, two policies
    assert took < 20, took  # was > 500 s: every game, every aspect, 100,000 narrated and watched steps


class LongWhenToldPig(Pig):
    """Ends when events are off (the probe), never once they are kept: the derived limit stops it."""

    def next_step(self, ctx, state):
        if ctx.narrating and state.turns > 3:
            return Step("bot", "bot", "Turn")
        return super().next_step(ctx, state)


def test_the_step_limit_is_derived_from_the_games_own_length_and_can_be_given():
    detail = failing(LongWhenToldPig(), "games against")
    assert re.search(r"did not end within \d+ steps \(20 × the longest of 3 seeded games, \d+ steps; "
                     r"check --step-limit N allows more\)", detail), detail
    registry_of(pig=pig_plugin(Pig()))
    result = CliRunner().invoke(cli, ["check", "pig", "--difficulty", "bold", "--step-limit", "5"])
    assert result.exit_code == 1 and "did not end within 5 steps (check --step-limit)" in result.output


class ListInputPig(Pig):
    """describe_input gives lines: the person would read ['You roll 5'] in history and undo."""

    def describe_input(self, ctx, action, told):
        return [super().describe_input(ctx, action, told)]


class ListReasonPig(Pig):
    """Gives emit a list as its reason: `why` would show a Python list."""

    @hookimpl
    def solobot_bot_turn(self, ctx, state, seat):
        ctx.emit("thinks", "PIG-3", reason=["it always rolls first"])
        super().solobot_bot_turn(ctx, state, seat)

    def narrate(self, ctx, event):
        return "The bot thinks." if event.kind == "thinks" else super().narrate(ctx, event)


def test_every_text_a_person_reads_must_be_a_str():
    assert "Game.describe_input returned a list of str, not a sentence (str)" in failing(ListInputPig(), "declared")
    assert "the 'thinks' event passes reason= a list, not a str" in failing(ListReasonPig(), "emit's")


class RandomPig(Pig):
    """Rolls the bot's die with the random module, not ctx.rng."""

    @hookimpl
    def solobot_bot_turn(self, ctx, state, seat):
        state.scores[seat] += random.randint(0, 1)
        super().solobot_bot_turn(ctx, state, seat)


class MemoryPig(Pig):
    """Counts turns on the Game object, which outlives one game."""

    @hookimpl
    def solobot_bot_turn(self, ctx, state, seat):
        self.turns_seen = getattr(self, "turns_seen", 0) + 1
        state.scores[seat] += self.turns_seen % 2
        super().solobot_bot_turn(ctx, state, seat)


def test_a_game_that_differs_from_its_replay_names_the_likely_cause():
    detail = failing(RandomPig(), "games against")
    assert "the same seed gave a different game" in detail
    assert "likely cause: test_check_catches.py line " in detail and "imports random: randomness outside the toolkit" \
        in detail
    assert "likely cause: the Game object keeps per-game data (turns_seen changed while playing)" in failing(
        MemoryPig(), "games against")


def test_the_set_order_and_the_clock_are_named_in_the_game_source():
    tree = ast.parse("import time\nfor x in set(a): pass\nb = list({1, 2})\nc = dict.fromkeys(a.union(b))\n")
    said = [s for node in ast.walk(tree) if (s := determinism._suspect(node))]
    assert said[0].startswith("imports time") and "iterates a set" in said[1]
    assert "makes an order from a set (list(...))" in said[2] and "(fromkeys(...))" in said[3]


def test_one_bug_is_one_fail_line_with_its_replay_command():
    registry_of(pig=pig_plugin(RandomPig()))
    result = CliRunner().invoke(cli, ["check", "pig"])
    fails = [line for line in result.output.splitlines() if line.startswith("FAIL")]
    assert len(fails) == 1, result.output
    assert "replay it: solobot play pig" in fails[0] and "edited" not in result.output


class GluedPig(Pig):
    """Says its holds with a preposition glued to a name's article, in Italian and in German."""

    sentences = {**Pig.sentences, "hold": "[holds] with {held}: {total} in all, da la sua riserva, aus die Kiste"}


def test_a_preposition_glued_to_an_article_fails_the_check_in_each_language():
    failures = check(GluedPig(), games=1)
    italian = [detail for name, detail in failures.items() if "every sentence whole in Italian" in name]
    german = [detail for name, detail in failures.items() if "every sentence whole in German" in name]
    assert italian and "«da la» in:" in italian[0] and "«aus die»" not in italian[0]
    assert german and "«aus die» in:" in german[0]
