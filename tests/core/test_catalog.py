"""`solobot games` reads a cached catalog until anything it shows could have changed."""

from __future__ import annotations

import subprocess
import sys

from solobot.engine.plugins import set_default_registry
from solobot.storage import catalog


def test_the_catalog_is_cached_and_rebuilt_when_the_selection_changes(monkeypatch):
    first = catalog.game_rows()
    assert [row["name"] for row in first] == ["pig"]

    def must_not_build():
        raise AssertionError("the cache should have been used")

    build = catalog.build_rows
    monkeypatch.setattr(catalog, "build_rows", must_not_build)
    assert catalog.game_rows() == first
    monkeypatch.setattr(catalog, "build_rows", build)
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "")
    set_default_registry(None)  # a new process, as far as plugin loading goes
    assert catalog.game_rows() == []


def test_a_failed_plugin_is_never_cached(monkeypatch):
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig,broken-import")
    catalog.game_rows()
    assert not (catalog._cache_file()).exists()


def test_a_damaged_cache_is_rebuilt():
    catalog.game_rows()
    catalog._cache_file().write_text("{not json")
    assert [row["name"] for row in catalog.game_rows()] == ["pig"]


def test_help_and_a_cached_games_list_do_not_import_the_games_or_pydantic_models():
    code = ("import sys; from solobot.cli import cli; "
            "cli.main(['games'], standalone_mode=False); "
            "print('solobot_pig' in sys.modules, 'solobot.engine.session' in sys.modules, "
            "'importlib.metadata' in sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)  # warm the cache
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert out.stdout.strip().splitlines()[-1] == "False False False"


def test_the_cache_key_sees_the_entry_points_importlib_metadata_sees():
    from importlib import metadata

    expected = {(ep.name, ep.value) for ep in metadata.entry_points(group=catalog.GROUP)}
    assert expected and {(name, value) for _, name, value in catalog._entry_point_lines()} == expected
