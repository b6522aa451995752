"""No broken plugin takes the rest down: invalid add-ons, clashing games, selection mistakes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from solobot import AddonSpec, GameSpec, hookimpl
from solobot.cli import cli
from solobot.engine.plugins import PluginError
from solobot.engine.session import Session
from solobot.storage.saves import load_session, write_save
from solobot.testing import TestRegistry
from solobot_pig import plugin as pig_plugin
from solobot_pig.plugin import Pig, PigOptions
from solobot_test_extras import house_rule


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def by_name(registry):
    return {p.name: p for p in registry.plugins}


def test_an_addon_with_an_invalid_hook_fails_alone_with_one_line_naming_it(load):
    registry = load("pig,bad-addon")
    info = by_name(registry)["bad-addon"]
    assert info.status == "failed" and "\n" not in info.error
    assert info.error == ("invalid hook in add-on 'not-a-wrapper': plugin bad-addon: solobot_score is declared "
                          "wrapper=True but does not yield: a wrapper is a generator (score = yield)")
    assert registry.addons == [] and list(registry.games) == ["pig"]
    assert Session(registry.game("pig"), {}, seed=1).autoplay().final is not None


def test_games_plugins_and_play_work_beside_an_invalid_addon(load):
    load("pig,bad-addon")
    plugins = {p["name"]: p for p in json.loads(run("plugins", "--json").output)}
    assert plugins["bad-addon"]["status"] == "failed"
    assert run("games").output.startswith("pig")
    assert "== Final score ==" in run("play", "pig", "--auto", "--seed", "1").output


def test_a_clash_shows_in_games_and_play_refuses_naming_both_and_the_fix(load, tmp_path):
    load("pig,pig-twin")
    fix = "SOLOBOT_BLOCK_PLUGINS=pig-twin (or =pig)"
    games = run("games")
    assert "problem: game 'pig' is registered by two plugins, 'pig' and 'pig-twin'" in games.output
    assert json.loads(run("games", "--json").output)[0]["problem"].endswith(fix)
    for args in (["play", "pig", "--auto"], ["play", "pig"], ["simulate", "pig", "--games", "3"]):
        result = run(*args)
        assert result.exit_code == 1
        assert result.output.strip().splitlines() == [
            f"Error: game 'pig' is registered by two plugins, 'pig' and 'pig-twin'; keep one of them: {fix}"]


def test_resuming_a_game_whose_name_clashes_is_refused(load, tmp_path):
    path = write_save(Session(load("pig").game("pig"), {}, seed=1), tmp_path / "g.json")
    registry = load("pig,pig-twin")
    with pytest.raises(PluginError, match="registered by two plugins"):
        load_session(path, registry=registry)


@pytest.mark.parametrize(("var", "value"), [("SOLOBOT_LOAD_PLUGINS", "pig,nonesuch"),
                                            ("SOLOBOT_BLOCK_PLUGINS", "nonesuch")])
def test_a_selection_name_matching_no_plugin_is_warned_once(monkeypatch, capsys, var, value):
    from solobot.cli import listing

    monkeypatch.setenv(var, value)
    for _ in range(2):  # the second run reads the cached catalog: the warning is told again
        listing.games_command.callback(as_json=False)
        from solobot.engine.plugins import set_default_registry

        set_default_registry(None)
        err = capsys.readouterr().err
        assert err.count("Warning:") == 1
        assert f"Warning: {var} names no installed plugin: nonesuch (installed: " in err


def test_with_every_plugin_filtered_games_says_which_variable(load):
    load("")
    out = run("games").output
    assert out.startswith("No games loaded: installed plugins are filtered out (")
    assert "not listed in SOLOBOT_LOAD_PLUGINS" in out
    load("pig,house-rule", block="pig,house-rule")
    assert "house-rule, pig blocked by SOLOBOT_BLOCK_PLUGINS" in run("games").output


def test_test_registry_add_after_first_use_takes_effect():
    registry = TestRegistry().add("pig", pig_plugin)
    plain = Session(registry.game("pig"), {}, seed=3, registry=registry).autoplay()
    registry.add("house-rule", house_rule)
    ruled = Session(registry.game("pig"), {}, seed=3, registry=registry).autoplay()
    assert ruled.points["bot"] == plain.points["bot"] + 5
    assert [a.name for a in registry.addons] == ["bot-bonus"]


def test_addon_spec_objects_are_validated_like_games():
    class Bad:
        @hookimpl
        def solobot_nonesuch(self):
            return None

    class Plugin:
        @hookimpl
        def solobot_register_addons(self, register):
            register(AddonSpec("typo", Bad()))

    registry = TestRegistry().add("typo", Plugin()).load()
    assert by_name(registry)["typo"].status == "failed"
    error = by_name(registry)["typo"].error
    assert "plugin typo: solobot_nonesuch is not a solobot hook (a typo in its name?)" in error
    assert " at 0x" not in by_name(registry)["typo"].error


def test_a_typo_in_a_hook_name_or_argument_is_one_line_naming_plugin_hook_and_argument():
    class Misspelt:
        @hookimpl
        def solobot_bot_trun(self, ctx, state, seat):
            return None

    class WrongArgument:
        @hookimpl
        def solobot_score(self, ctx, stat):
            return None

    for name, addon, said in (
        ("spelling", Misspelt(), "plugin spelling: solobot_bot_trun is not a solobot hook (a typo in its name?); "
                                 "did you mean solobot_bot_turn?"),
        ("argument", WrongArgument(), "plugin argument: solobot_score takes an argument its hook does not have: "
                                      "stat (a typo? solobot_score may take ctx, state, in any order and any of them)"),
    ):
        class Plugin:
            @hookimpl
            def solobot_register_addons(self, register, addon=addon):
                register(AddonSpec("house", addon))

        error = by_name(TestRegistry().add(name, Plugin()).load())[name].error
        assert said in error and "\n" not in error and " at 0x" not in error, error


def test_an_outdated_game_gets_every_outdated_method_listed_at_once():
    class Outdated(Pig):
        def next_step(self, state):
            return None

        def parse_command(self, state, seat, words):
            return {}

        def describe_board(self, state):
            return ""

    class Plugin:
        @hookimpl
        def solobot_register_games(self, register):
            register(GameSpec("old", "Old", PigOptions, Outdated()))

    error = by_name(TestRegistry().add("old", Plugin()).load())["old"].error
    assert ("game 'old' was written for an older solobot: 3 methods must take the context first: "
            "next_step(ctx, state), parse_command(ctx, state, seat, words), describe_board(ctx, state)") in error
