"""Core tests run against the test plugins only (Pig and the extras), never the real games."""

from __future__ import annotations

import pytest

from solobot.engine.plugins import Registry, set_default_registry
from solobot.i18n import speaking


@pytest.fixture(autouse=True)
def only_test_plugins(monkeypatch: pytest.MonkeyPatch, tmp_path):
    """Load only Pig unless a test says otherwise; keep saves and history in tmp."""
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", "pig")
    monkeypatch.delenv("SOLOBOT_BLOCK_PLUGINS", raising=False)
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SOLOBOT_LANG", "en")  # the tests read English, whatever the locale of the machine
    set_default_registry(None)
    with speaking("en"):
        yield
    set_default_registry(None)


@pytest.fixture
def load(monkeypatch: pytest.MonkeyPatch):
    """Build a fresh registry loading the given plugins (comma list)."""

    def _load(names: str, block: str | None = None) -> Registry:
        monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", names)
        if block is not None:
            monkeypatch.setenv("SOLOBOT_BLOCK_PLUGINS", block)
        set_default_registry(None)
        registry = Registry().load()
        set_default_registry(registry)
        return registry

    return _load


@pytest.fixture
def pig(load):
    """Pig's game spec."""
    return load("pig").game("pig")
