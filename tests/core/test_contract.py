"""The game contract: context everywhere, winner after wrappers, crashes named, plugin commands."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner
from pig_variants import pig_plugin, registry_of

from solobot import AddonSpec, Score, hookimpl
from solobot.cli import cli
from solobot.engine.plugins import Registry
from solobot.engine.session import PluginFailure, Session
from solobot.table.answers import parse_roll, request_line, what_to_type
from solobot.toolkit import Roll, RollRequest, ScriptedSource
from solobot_pig.plugin import Pig


class GenerousScore:
    """A score wrapper giving the bot 10 points: the winner must follow the points."""

    @hookimpl(wrapper=True)
    def solobot_score(self):
        score: Score = yield
        score.points["bot"] += 10
        return score


def finished_game(registry: Registry) -> Session:
    """Pig to 10: the person rolls 6 and 5 and holds; the bot never plays."""
    session = Session(registry.game("pig"), {"target": 10}, source=ScriptedSource(dice=[6, 5]), registry=registry)
    for op in ("roll", "roll", "hold"):
        session.submit({"op": op})
    return session


def test_the_winner_is_decided_from_the_points_after_every_wrapper():
    assert finished_game(registry_of(pig=pig_plugin())).score().winner == "player"
    one = finished_game(registry_of(pig=pig_plugin(addon=GenerousScore()))).score()
    assert one.final and one.points == {"player": 11, "bot": 10} and one.winner == "player"
    two = finished_game(registry_of(pig=pig_plugin(addon=GenerousScore()), more=_more_bonus_plugin())).score()
    assert two.points == {"player": 11, "bot": 20}
    assert two.winner == "bot"  # points and winner agree


def _more_bonus_plugin() -> Any:
    class Plugin:
        @hookimpl
        def solobot_register_addons(self, register):
            register(AddonSpec("more", GenerousScore(), games=("pig",)))

    return Plugin()


class Crashing:
    """An add-on whose bot-turn hook raises."""

    @hookimpl
    def solobot_bot_turn(self, state):
        raise RuntimeError("the wheel came off")


def test_a_hook_that_raises_names_the_game_the_plugin_and_the_hook():
    registry = registry_of(pig=pig_plugin(addon=Crashing()))
    session = Session(registry.game("pig"), {}, seed=1, registry=registry)
    with pytest.raises(PluginFailure) as info:
        for _ in range(50):  # roll, then hold: the bot's turn comes and its add-on crashes
            before, inputs = session.digest(), list(session.inputs)
            session.submit({"op": "hold" if session.state.turn_total else "roll"})
    assert str(info.value).startswith(
        "game pig: plugin pig (add-on extra) failed in solobot_bot_turn: RuntimeError: the wheel came off"
    )
    assert session.digest() == before and session.inputs == inputs  # restored, never half-applied


def test_at_the_table_a_crash_is_one_line_and_the_save_is_kept(tmp_path, monkeypatch):
    registry_of(pig=pig_plugin(addon=Crashing()))
    save = tmp_path / "pig.json"
    result = CliRunner().invoke(cli, ["play", "pig", "--seed", "1", "--save", str(save)],
                                input="roll\nroll\nhold\nroll\nhold\n")
    assert result.exit_code == 1
    last = result.output.strip().splitlines()[-1]
    assert "plugin pig (add-on extra) failed in solobot_bot_turn" in last
    assert f"The save {save} holds every input accepted before it" in last
    assert "Traceback" not in result.output and save.exists()


class OldStylePig(Pig):
    def next_step(self, state):  # written for solobot 0.1: no context
        return None


def test_a_game_written_for_the_old_contract_fails_at_load_with_one_line():
    registry = registry_of(old=pig_plugin(game=OldStylePig()))
    (info,) = registry.plugins
    assert info.status == "failed"
    assert "1 method must take the context first: next_step(ctx, state)" in info.error
    assert "\n" not in info.error


def test_a_plugin_adds_a_command():
    @click.command("pig-odds")
    def pig_odds() -> None:
        """The chance of busting in one roll."""
        click.echo("1 in 6")

    class Commands:
        @hookimpl
        def solobot_register_commands(self, cli):
            cli.add_command(pig_odds)

    registry_of(pig=pig_plugin(), commands=Commands())
    result = CliRunner().invoke(cli, ["pig-odds"])
    assert result.exit_code == 0 and result.output == "1 in 6\n"
    listing = CliRunner().invoke(cli, ["plugins"])
    assert "commands: pig-odds" in listing.output


def test_a_roll_prompt_says_who_rolls_how_many_dice_and_why():
    request = RollRequest("machina", 2, 6, Roll("it moves by the difference", "MM-TURN-1"))
    assert f"{request_line(request)} {what_to_type(request)}" == (
        "Machina, roll both dice: it moves by the difference (MM-TURN-1). Type the two results (1-6): "
    )
    assert request_line(RollRequest("ghost-2", 1, 6, Roll("its Action", "FG-GHOST-1"))) == (
        "Ghost 2, roll a die: its Action (FG-GHOST-1)."
    )
    assert request_line(RollRequest("player", 1, 6), person="player") == "You, roll a die."
    assert parse_roll("5 2", request) == [5, 2] == parse_roll("52", request) == parse_roll("5,2", request)
    assert parse_roll("5", request) is None and parse_roll("7 1", request) is None


def test_exit_leaves_like_quit(tmp_path):
    registry_of(pig=pig_plugin())
    save = tmp_path / "pig.json"
    result = CliRunner().invoke(cli, ["play", "pig", "--seed", "1", "--save", str(save)], input="exit\n")
    assert result.exit_code == 0
    assert "unknown command" not in result.output
    assert f"Continue with: solobot resume {save}" in result.output


def test_help_explains_a_command_that_is_not_possible_at_this_step(pig, monkeypatch):
    from solobot.cli.table import Table
    from solobot.commands import Command
    from solobot.table.seat import Seat

    session = Session(pig, {}, seed=1)
    monkeypatch.setattr(type(session.game), "commands", lambda self, ctx, state: [Command("roll", help="roll")])
    table = Table(Seat(session, Path("unused.json")))
    said: list[str] = []
    table.echo = said.append
    table.cmd_help(["hold"])
    assert said == ["hold — bank this turn's points  (not possible at this step)"]
