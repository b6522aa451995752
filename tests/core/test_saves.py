"""Save files: versioned JSON, atomic writes, replay to the same digest, clear errors."""

from __future__ import annotations

import json
from importlib import metadata

import pytest

from solobot.engine.session import Session
from solobot.storage.saves import SaveError, load_session, read_save, write_save


def drop_log_digest(text: str) -> str:
    """The save as an older solobot wrote it: no log digest."""
    data = json.loads(text)
    del data["log_digest"]
    return json.dumps(data, indent=1)


@pytest.fixture
def saved(pig, tmp_path):
    session = Session(pig, {"difficulty": "bold"}, seed=9)
    for _ in range(3):
        session.submit({"op": "roll"}) if session.state.to_move == "player" else None
    path = write_save(session, tmp_path / "game.json")
    return session, path


def test_a_save_holds_what_makes_the_game(saved):
    session, path = saved
    data = json.loads(path.read_text())
    assert data["format"] == "solobot-save" and data["version"] == 1
    assert (data["game"], data["plugin"], data["plugin_version"]) == ("pig", "pig", metadata.version("solobot-pig"))
    assert data["seed"] == 9 and data["options"] == {"difficulty": "bold", "target": 50, "components": None}
    assert data["inputs"] == session.inputs
    assert data["digest"] == session.digest()


def test_a_save_replays_to_the_same_digest(saved):
    session, path = saved
    loaded, _ = load_session(path)
    assert loaded.digest() == session.digest()
    assert loaded.inputs == session.inputs


def test_a_finished_game_replays_too(pig, tmp_path):
    session = Session(pig, {}, seed=4)
    session.autoplay("random")
    loaded, save = load_session(write_save(session, tmp_path / "done.json"))
    assert save.finished and loaded.finished and loaded.score() == session.score()


def test_writes_are_atomic_and_leave_no_temp_files(saved, tmp_path):
    # beside the save only its lock files stay (one writer per save, docs/your-data.md); "home" is the solobot
    # folder the tests keep in tmp_path (its cache)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "home") == [".game.json.lock", ".game.json.owner",
                                                          ".game.json.owner.lock", "game.json"]
    assert all(p.stat().st_size == 0 for p in tmp_path.iterdir() if p.name.endswith(".lock"))


@pytest.mark.parametrize(("damage", "message"), [
    (lambda text: text[: len(text) // 2], "broken JSON"),
    (lambda text: "", "broken JSON"),
    (lambda text: "[1, 2]", "not a solobot save"),
    (lambda text: text.replace('"version": 1', '"version": 7'), "format version 7"),
    (lambda text: text.replace('"seed": 9', '"seed": "nine"'), "seed"),
    (lambda text: text.replace('"digest": "', '"digest": "0'), "does not reproduce"),
    (lambda text: text.replace('"seed": 9', '"seed": 10'), "does not reproduce"),
    (lambda text: text.replace('"op": "roll"', '"op": "fly"', 1), "inputs or redo list were edited"),
    (lambda text: drop_log_digest(text).replace('"op": "roll"', '"op": "fly"', 1), "does not replay"),
    (lambda text: text.replace('"game": "pig"', '"game": "chess"'), "unknown game 'chess'"),
    (lambda text: text.replace('"bold"', '"reckless"'), "difficulty"),
])
def test_a_damaged_save_is_a_clear_error_and_is_left_untouched(saved, damage, message):
    _, path = saved
    broken = damage(path.read_text())
    path.write_text(broken)
    with pytest.raises(Exception, match=message) as err:
        load_session(path)
    assert "\n" not in str(err.value)
    assert path.read_text() == broken


def test_a_missing_save_is_a_clear_error(tmp_path):
    with pytest.raises(SaveError, match="no save file"):
        read_save(tmp_path / "nope.json")


def test_an_unwritable_save_place_is_a_clear_error(pig, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(SaveError, match="cannot write the save file"):
        write_save(Session(pig, {}, seed=1), blocker / "game.json")
