"""Test helpers for plugin authors, registered as the pytest plugin ``solobot``.

Fixtures:

``scripted``
    builds a :class:`~solobot.toolkit.ScriptedSource` with forced dice, deck
    orders and picks: ``scripted(dice=[6, 2], orders=[["a", "b"]])``.
``solobot_registry``
    a registry holding only the plugins a test registers with
    ``solobot_registry.add(name, plugin)``; removed after the test.

``hook_recorder``
    ``hook_recorder(session)`` starts recording every hook call of a session:
    ``recorder.calls`` is a list of ``(hook name, seat or None)``.

``TestRegistry.watching(game, after)`` adds an add-on that calls ``after(ctx, state, duty)`` after the
setup and after every bot turn, input and cleanup of ``game`` (``duty``: "setup", "bot_turn",
"resolve_action" or "cleanup"): invariants checked at every step. Before each call it compares the game's derived
facts (``ctx.derived``, :class:`solobot.game.Derived`) with a fresh count: a stale one fails, named.

``english_in(text, names=...)`` is the English-leak detector for tests of other languages: the lines of a
transcript with an English function word outside names, paths and typed commands. ``terminal_in(code, home,
game, *args)`` starts ``solobot --lang CODE ARGS`` at a pty, and a ``TerminalPerson`` plays it to the end,
step by step from the prompt's label, keeping the transcript those tests read.

Marker ``@pytest.mark.rule("ID", ...)`` names the rule IDs a test proves;
``pytest --rules-report`` lists, after the run, which IDs the tests covered
and, for every installed game that declares ``rule_ids``, the ones no test names.

The plugin costs nothing until a test uses it: this module imports nothing of the game engine (pydantic, the
plugins, the toolkit); a fixture imports what it needs when a test asks for it, and the helpers below come
from :mod:`solobot.testing.helpers` the first time one is named (``from solobot.testing import TestRegistry``).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from solobot.testing.helpers import (
        ENGLISH,
        KEPT,
        LANGUAGE_VARIABLES,
        SCREEN_WAITS,
        TAKE_BACK_CODE,
        HookRecorder,
        RecordingSource,
        StepWatch,
        TellingAsSeeded,
        TerminalPerson,
        TestRegistry,
        english_in,
        every_take_back,
        first_why,
        kept_save_played_on,
        kept_saves,
        physical_as_seeded,
        rows_taken,
        screen_stretches,
        session_keeps_step,
        terminal_in,
        undo_mirrors,
        whole_game_lines,
    )

__all__ = [
    "ENGLISH",
    "KEPT",
    "LANGUAGE_VARIABLES",
    "SCREEN_WAITS",
    "TAKE_BACK_CODE",
    "HookRecorder",
    "RecordingSource",
    "StepWatch",
    "TellingAsSeeded",
    "TerminalPerson",
    "TestRegistry",
    "english_in",
    "every_take_back",
    "first_why",
    "kept_save_played_on",
    "kept_saves",
    "physical_as_seeded",
    "rows_taken",
    "screen_stretches",
    "session_keeps_step",
    "terminal_in",
    "undo_mirrors",
    "whole_game_lines",
]


def __getattr__(name: str) -> Any:
    """A helper, imported from :mod:`solobot.testing.helpers` the first time it is named (PEP 562)."""
    if name not in __all__:
        raise AttributeError(f"module 'solobot.testing' has no attribute {name!r}")
    value = getattr(importlib.import_module("solobot.testing.helpers"), name)
    globals()[name] = value
    return value


@pytest.fixture
def hook_recorder() -> Iterator[Any]:
    """``hook_recorder(session)`` returns a :class:`HookRecorder` attached to it."""
    from solobot.testing.helpers import HookRecorder

    made: list[HookRecorder] = []

    def attach(session: Any) -> HookRecorder:
        made.append(HookRecorder(session))
        return made[-1]

    yield attach
    for recorder in made:
        recorder.stop()


@pytest.fixture
def scripted() -> Any:
    """Factory of scripted random sources."""
    from solobot.toolkit.randomness import ScriptedSource

    return ScriptedSource


@pytest.fixture
def solobot_registry() -> Iterator[TestRegistry]:
    """A fresh registry made the process default for one test."""
    from solobot.engine.plugins import set_default_registry
    from solobot.testing.helpers import TestRegistry

    registry = TestRegistry()
    set_default_registry(registry)
    yield registry
    set_default_registry(None)


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("solobot")
    group.addoption("--rules-report", action="store_true", help="list the rule IDs the tests cover")
    group.addoption("--rules-game", action="append", default=[], metavar="GAME",
                    help="with --rules-report, list uncovered IDs of this game only (repeatable)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(*ids): the rule IDs of the rules pages this test proves")
    config._solobot_rules = {}  # type: ignore[attr-defined]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    covered: dict[str, int] = config._solobot_rules  # type: ignore[attr-defined]
    for item in items:
        for mark in item.iter_markers("rule"):
            for rule_id in mark.args:
                covered[rule_id] = covered.get(rule_id, 0) + 1


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    if not config.getoption("--rules-report"):
        return
    covered: dict[str, int] = config._solobot_rules  # type: ignore[attr-defined]
    terminalreporter.section("rule IDs covered")
    for rule_id in sorted(covered):
        terminalreporter.write_line(f"{rule_id}: {covered[rule_id]} test(s)")
    terminalreporter.write_line(f"{len(covered)} rule IDs covered")
    from solobot.engine.plugins import Registry

    only = set(config.getoption("--rules-game"))
    for name, spec in sorted(Registry().load().games.items()):
        declared = list(spec.game.rule_ids)
        if not declared or (only and name not in only):
            continue
        missing = [rule_id for rule_id in declared if rule_id not in covered]
        done = len(declared) - len(missing)
        terminalreporter.write_line(f"{name}: {done} of {len(declared)} declared rule IDs covered")
        if missing:
            terminalreporter.write_line(f"  not covered: {', '.join(missing)}")
