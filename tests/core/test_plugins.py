"""Plugin discovery and loading: one entry point at a time, failures reported, add-ons."""

from __future__ import annotations

from typing import Any

import pytest

import solobot_pig
from solobot import Context, Game, GameSpec, Step, hookimpl
from solobot.engine.plugins import PluginError, Registry
from solobot.engine.session import Session
from solobot_pig.plugin import PigOptions


def by_name(registry: Registry) -> dict[str, Any]:
    return {p.name: p for p in registry.plugins}


def test_installed_game_is_found_through_its_entry_point(load):
    registry = load("pig")
    assert list(registry.games) == ["pig"]
    info = by_name(registry)["pig"]
    assert (info.status, info.dist, info.games) == ("loaded", "solobot-pig", ["pig"])
    assert registry.games["pig"].version == solobot_pig.__version__


def test_empty_allowlist_loads_nothing(load):
    registry = load("")
    assert registry.games == {}
    assert {p.status for p in registry.plugins} == {"not selected"}


def test_block_list_keeps_a_plugin_out(load):
    registry = load("pig,house-rule", block="house-rule")
    assert by_name(registry)["house-rule"].status == "blocked"
    assert registry.addons == []


@pytest.mark.parametrize(("name", "reason"), [
    ("broken-import", "import failed: ImportError"),
    ("bad-hooks", "invalid hooks: plugin bad-hooks: solobot_frobnicate is not a solobot hook"),
    ("failing-register", "registration failed: RuntimeError"),
])
def test_a_broken_plugin_is_reported_and_the_others_still_work(load, name, reason):
    registry = load(f"pig,{name}")
    info = by_name(registry)[name]
    assert info.status == "failed"
    assert reason in info.error
    assert list(registry.games) == ["pig"]


def test_two_plugins_with_one_game_name_is_an_error_naming_both(load):
    registry = load("pig,pig-twin")
    twin = by_name(registry)["pig-twin"]
    assert twin.status == "failed"
    assert "'pig'" in twin.error and "already registered by plugin 'pig'" in twin.error
    assert "pig-twin" in by_name(registry)["pig"].error
    assert registry.games["pig"].title == "Pig"


def test_unknown_game_names_the_installed_ones_and_the_fix(load):
    registry = load("pig")
    with pytest.raises(PluginError) as err:
        registry.game("chess")
    assert "installed games: pig" in str(err.value)
    assert "solobot install ./plugins/maestro" in str(err.value)  # how this project's games install: not PyPI names
    with pytest.raises(PluginError) as near:
        registry.game("florenz")
    assert "did you mean florenza? install it from a checkout of the solobot project: " \
           "solobot install ./plugins/florenza" in str(near.value)


def test_a_game_whose_plugin_is_installed_but_not_loaded_says_why(load):
    with pytest.raises(PluginError, match="installed but not listed in SOLOBOT_LOAD_PLUGINS"):
        load("house-rule").game("pig")
    with pytest.raises(PluginError, match="installed but blocked by SOLOBOT_BLOCK_PLUGINS"):
        load("pig", block="pig").game("pig")


def test_an_addon_wraps_a_game_hook_without_touching_it(load):
    plain = Session(load("pig").game("pig"), {}, seed=3)
    plain_score = plain.autoplay()
    with_rule = Session(load("pig,house-rule").game("pig"), {}, seed=3)
    ruled_score = with_rule.autoplay()
    assert ruled_score.points["bot"] == plain_score.points["bot"] + 5
    assert ruled_score.breakdown["bot"]["house rule bonus"] == 5
    assert ruled_score.points["player"] == plain_score.points["player"]


class Other(Game):
    """A second game, to prove sessions never call another game's hooks."""

    calls: list[str] = []

    def seats(self, options):
        return ["player", "bot"]

    def next_step(self, ctx, state):
        return Step("bot", "bot") if not state["done"] else None

    @hookimpl
    def solobot_setup(self, ctx: Context):
        return {"done": False}

    @hookimpl
    def solobot_bot_turn(self, state):
        Other.calls.append("other")
        state["done"] = True


class OtherPlugin:
    @hookimpl
    def solobot_register_games(self, register):
        register(GameSpec("other", "Other", PigOptions, Other()))


def test_a_duty_hook_runs_only_the_session_game(load):
    load("pig")
    registry = Registry(extra={"other": OtherPlugin()}).load()
    assert sorted(registry.games) == ["other", "pig"]
    Other.calls.clear()
    Session(registry.game("pig"), {}, seed=1, registry=registry).autoplay()
    assert Other.calls == []
    Session(registry.game("other"), {}, seed=1, registry=registry)
    assert Other.calls == ["other"]


def test_the_session_manager_holds_one_game_and_its_addons(load):
    registry = load("pig,house-rule")
    pm = registry.session_manager(registry.game("pig"))
    names = sorted(name for name, _ in pm.list_name_plugin())
    assert names == ["addon:house-rule:bot-bonus", "game:pig"]


def test_a_lone_implementation_gets_its_arguments_by_name_in_any_order():
    from solobot.engine.plugins import DutyCalls, new_manager

    seen = {}

    class Impl:
        @hookimpl
        def solobot_bot_turn(self, seat, ctx):
            seen["args"] = (seat, ctx)

        @hookimpl
        def solobot_score(self, state):
            return state

    pm = new_manager()
    pm.register(Impl())
    for direct in (True, False):
        hooks = DutyCalls(pm, direct=direct)
        hooks.solobot_bot_turn("the ctx", "the state", "bot")
        assert seen["args"] == ("bot", "the ctx")
        assert hooks.solobot_score("the ctx", "the state") == "the state"
