"""A command that names one game imports only the plugins that game needs (issue 41, item 9).

Installed here for the test: a plugin ``recorder`` with a game of its own (it is imported only when the record
of what it registered is missing or stale, or every plugin is asked for) and a plugin ``pig-bonus`` with an
add-on for Pig (always imported for Pig). Whether a plugin was imported is read in ``sys.modules``.
"""

from __future__ import annotations

import os
import sys
import textwrap

import pytest
from click.testing import CliRunner

from solobot.cli import cli
from solobot.engine.plugins import Registry, set_default_registry

GAME_MODULE = "solobot_recorder_game"
ADDON_MODULE = "solobot_recorder_addon"


@pytest.fixture
def installed(tmp_path, monkeypatch):
    """The two plugins as an installed distribution (a ``.dist-info`` with their entry points) on sys.path."""
    site = tmp_path / "site"
    info = site / "solobot_recorder-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: solobot-recorder\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[solobot]\nrecorder = {GAME_MODULE}\npig-bonus = {ADDON_MODULE}\n")
    (site / f"{GAME_MODULE}.py").write_text(textwrap.dedent('''
        from solobot import GameSpec, hookimpl
        from solobot_pig.plugin import GAME, PigOptions

        @hookimpl
        def solobot_register_games(register):
            register(GameSpec("recorder", "Pig, recorded", PigOptions, GAME))
    '''))
    (site / f"{ADDON_MODULE}.py").write_text(textwrap.dedent('''
        from solobot import AddonSpec, hookimpl

        class Nothing:
            @hookimpl(wrapper=True)
            def solobot_score(self):
                return (yield)

        @hookimpl
        def solobot_register_addons(register):
            register(AddonSpec("nothing", Nothing(), games=("pig",)))
    '''))
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig,recorder,pig-bonus")
    forget_modules()
    yield site
    forget_modules()


def forget_modules() -> None:
    for name in (GAME_MODULE, ADDON_MODULE):
        sys.modules.pop(name, None)


def fresh(game: str | None = None) -> Registry:
    """A new process's registry (the modules of the test's plugins not imported yet), loaded for ``game``."""
    forget_modules()
    registry = Registry()
    return registry.load() if game is None else registry.load_for(game)


def statuses(registry: Registry) -> dict[str, str]:
    """The status of Pig and the test's two plugins (the other test plugins are not selected)."""
    return {p.name: p.status for p in registry.plugins if p.name in ("pig", "pig-bonus", "recorder")}


def test_a_game_loads_its_own_plugin_and_its_add_ons_only_once_each_plugin_was_seen(installed):
    first = fresh("pig")  # nothing recorded yet: every plugin is imported, and what each registers is noted
    assert GAME_MODULE in sys.modules and sorted(first.games) == ["pig", "recorder"]
    registry = fresh("pig")
    assert GAME_MODULE not in sys.modules and ADDON_MODULE in sys.modules
    assert list(registry.games) == ["pig"]
    assert [addon.name for addon in registry.addons_for("pig")] == ["nothing"]
    assert statuses(registry) == {"pig": "loaded", "pig-bonus": "loaded", "recorder": "not needed"}
    registry.load()  # a listing: the rest now
    assert GAME_MODULE in sys.modules and sorted(registry.games) == ["pig", "recorder"]
    assert statuses(registry) == {"pig": "loaded", "pig-bonus": "loaded", "recorder": "loaded"}


def test_the_game_asked_for_loads_its_plugin_and_the_add_ons_for_it(installed):
    fresh()
    registry = fresh("recorder")
    assert GAME_MODULE in sys.modules and ADDON_MODULE not in sys.modules  # its add-on is for Pig only
    assert list(registry.games) == ["recorder"] and registry.addons_for("recorder") == []
    assert "solobot_pig.plugin" in sys.modules  # (the recorder's own module imports Pig's rules)


def test_a_changed_plugin_is_imported_again_until_seen(installed):
    fresh()
    module = installed / f"{GAME_MODULE}.py"
    later = module.stat().st_mtime + 10
    os.utime(module, (later, later))
    fresh("pig")
    assert GAME_MODULE in sys.modules  # its record no longer matches its files: imported, and noted again
    fresh("pig")
    assert GAME_MODULE not in sys.modules


def test_simulate_and_play_import_no_other_game(installed):
    fresh()
    for args in (["simulate", "pig", "--games", "3", "--json"], ["play", "pig", "--auto", "--seed", "1"]):
        forget_modules()
        set_default_registry(None)
        result = CliRunner().invoke(cli, args, catch_exceptions=False)
        assert result.exit_code == 0, result.output
        assert GAME_MODULE not in sys.modules and ADDON_MODULE in sys.modules
    set_default_registry(None)
    listing = CliRunner().invoke(cli, ["plugins"], catch_exceptions=False)
    assert listing.exit_code == 0 and GAME_MODULE in sys.modules  # a listing loads every plugin


def test_an_unknown_game_still_lists_every_installed_game(installed):
    fresh()
    forget_modules()
    set_default_registry(None)
    result = CliRunner().invoke(cli, ["simulate", "pgi", "--games", "3"])
    assert result.exit_code != 0
    assert "installed games: pig, recorder" in result.output


def test_a_clash_is_refused_in_one_line_on_every_run(load):
    fix = "SOLOBOT_BLOCK_PLUGINS=pig-twin (or =pig)"
    for _run in range(2):  # the second run has the records of the first
        load("pig,pig-twin")
        set_default_registry(None)
        result = CliRunner().invoke(cli, ["simulate", "pig", "--games", "3"])
        assert result.exit_code == 1
        assert result.output.strip().splitlines() == [
            f"Error: game 'pig' is registered by two plugins, 'pig' and 'pig-twin'; keep one of them: {fix}"]


def test_a_broken_plugin_is_tried_and_named_on_every_run(load, monkeypatch):
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig,broken-import,failing-register")
    errors = []
    for _run in range(2):
        set_default_registry(None)
        registry = Registry().load_for("pig")
        found = {p.name: p for p in registry.plugins}
        assert found["broken-import"].status == found["failing-register"].status == "failed"
        errors.append((found["broken-import"].error, found["failing-register"].error))
    assert errors[0] == errors[1]
    assert errors[0][0].startswith("import failed: ") and errors[0][1].startswith("registration failed: ")


def test_a_game_asked_for_again_loads_nothing_more(installed, monkeypatch):
    """A run asks for its game at every chunk of games: once its plugins are loaded, that costs nothing."""
    import solobot.engine.plugins as plugins

    fresh()
    made = []

    class Counted(plugins.Registrations):
        def __init__(self, folder):
            made.append(folder)
            super().__init__(folder)

    monkeypatch.setattr(plugins, "Registrations", Counted)
    registry = fresh("pig")
    for _game in range(5):
        assert registry.game("pig").name == "pig" and registry.addons_for("pig")
    assert len(made) == 1 and GAME_MODULE not in sys.modules
