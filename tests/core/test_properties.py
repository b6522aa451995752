"""Property-based checks (hypothesis) of the promises about saves and the prompt.

- Any mutation of a valid save is either refused with one line, leaving the file as it
  was, or accepted and replays to the saved digest.
- At the prompt, a refused input never changes the game; the autosave always holds it.
- Undoing N inputs and redoing N restores the game, also across a save and resume.
"""

from __future__ import annotations

import contextlib
import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solobot.cli import cli
from solobot.cli.table import Table
from solobot.engine.session import Session
from solobot.game import IllegalAction
from solobot.storage.saves import load_session, write_save
from solobot.table.seat import Seat

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**30), 10**30) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def a_game(pig) -> Session:
    """A Pig game in progress with inputs and a redo list."""
    session = Session(pig, {"difficulty": "bold"}, seed=21)
    for op in ("roll", "roll", "hold", "roll", "roll"):
        if session.pending and session.pending.seat == "player":
            with contextlib.suppress(IllegalAction):
                session.submit({"op": op})
    session.undo()
    return session


def paths_in(data: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (keys and indexes) to a value inside ``data``."""
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += paths_in(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += paths_in(value, (*prefix, index))
    return found


@st.composite
def mutated(draw: Any, text: str) -> str:
    """A save's text after one random structural or textual mutation."""
    kind = draw(st.sampled_from(["replace", "delete", "add", "truncate", "insert"]))
    if kind in ("truncate", "insert"):
        at = draw(st.integers(0, len(text)))
        if kind == "truncate":
            return text[:at]
        return text[:at] + draw(st.text(min_size=1, max_size=3)) + text[at:]
    data = json.loads(text)
    path = draw(st.sampled_from(paths_in(data)[1:]))
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if kind == "replace":
        parent[last] = draw(json_values)
    elif kind == "delete":
        del parent[last]
    else:
        target = parent[last] if isinstance(parent[last], (dict, list)) else parent
        if isinstance(target, dict):
            target[draw(st.text(max_size=8))] = draw(json_values)
        else:
            target.append(draw(json_values))
    return json.dumps(data, indent=1)


@pytest.fixture(scope="module")
def valid_save_text(tmp_path_factory) -> str:
    from solobot.engine.plugins import Registry

    pig = Registry().load().game("pig")
    return write_save(a_game(pig), tmp_path_factory.mktemp("save") / "game.json").read_text()


@SETTINGS
@given(data=st.data())
def test_a_mutated_save_is_refused_in_one_line_untouched_or_replays_to_its_digest(valid_save_text, data):
    text = data.draw(mutated(valid_save_text))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        path.write_text(text)
        before = path.read_bytes()
        result = CliRunner().invoke(cli, ["replay", str(path)], catch_exceptions=False)
        assert path.read_bytes() == before
        lines = result.output.strip().splitlines()
        if result.exit_code == 0:
            session, save = load_session(path)
            assert session.digest() == save.digest
        else:
            assert result.exit_code == 1 and len(lines) == 1, result.output
            assert lines[0].startswith("Error: ") and "internal error" not in lines[0], lines[0]


LINES = ["roll", "hold", "undo", "redo", "history", "board", "score", "why", "help", "help undo",
         "dance", "", "roll now", "hold 3", "x" * 600, "ro\x00ll", "undo\x00", "save", "save a b", "quit"]


@SETTINGS
@given(lines=st.lists(st.sampled_from(LINES) | st.text(max_size=10), max_size=25))
def test_at_the_prompt_refused_inputs_never_change_the_game_and_the_save_keeps_up(pig, lines):
    with tempfile.TemporaryDirectory() as folder:
        save_path = Path(folder) / "game.json"
        table = Table(Seat(Session(pig, {}, seed=5), save_path))
        said: list[str] = []
        table.echo = said.append
        table.narrator.echo = said.append
        table.autosave()
        session = table.seat.session
        for line in lines:
            if session.finished:
                break
            before = (session.digest(), list(session.inputs), list(session.redo_stack))
            said.clear()
            table.handle(line)
            refused = any(s.startswith(("Not done", "That line", "No command", "Usage", "Not saved")) for s in said)
            if refused:
                assert (session.digest(), session.inputs, session.redo_stack) == before, (line, said)
            loaded, _ = load_session(save_path)
            assert (loaded.digest(), loaded.inputs) == (session.digest(), session.inputs)


@SETTINGS
@given(seed=st.integers(0, 10**6), moves=st.integers(1, 30), data=st.data())
def test_undo_n_then_redo_n_restores_the_digest_also_across_a_save(pig, seed, moves, data, tmp_path):
    session = Session(pig, {}, seed=seed)
    policy = pig.game.policies["random"]
    from solobot.toolkit.randomness import SeededSource

    rng = SeededSource(seed)
    while len(session.inputs) < moves and not session.finished:
        session.submit(policy(pig.game, session.state, "player", rng))
    digest, inputs = session.digest(), list(session.inputs)
    n = data.draw(st.integers(0, len(inputs)))
    for _ in range(n):
        session.undo()
    resumed, _ = load_session(write_save(session, tmp_path / f"undo-{seed}-{n}.json"))
    for current in (session, resumed):
        for _ in range(n):
            current.redo()
        assert current.digest() == digest and current.inputs == inputs
