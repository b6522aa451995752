"""Your own copy of the components, and the folders solobot writes to (issue 41, item 6).

A control character typed at ``components --edit`` is refused where it is typed, in one line; a copy that
already holds one is told in one line and ``--edit`` still opens, to mend it; a data folder that cannot be
written (read-only, full, a name too long) is one line at ``--export``, ``--edit`` and ``--import``; a
``history.jsonl`` that is a folder or a pipe is one line; ``SOLOBOT_CONNECT_TIMEOUT=inf`` is one line.
"""

from __future__ import annotations

import errno
import json
import os
import threading

import pytest
from cli_lines import one_error_line, run
from pydantic import BaseModel

from solobot.engine.plugins import default_registry
from solobot.storage.owncopy import entered, own_file, read_checked, typed_problem


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


class Region(BaseModel):
    name: str
    number: int


# -- typed -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("typed", ["Tor\x00ino", "\x00", "Tor\x1b[2Jino", "Tor\tino", "Torino\x7f", "\u202eonirot",
                                   "Tor\x85ino", "Tor\ud800ino"])
def test_a_control_character_typed_is_refused_in_one_line_naming_it(typed):
    with pytest.raises(ValueError) as refused:
        entered(Region, {"name": "Torino", "number": 1}, ("name",), typed)
    said = str(refused.value)
    assert said.startswith("what you typed holds an invisible control character (U+") and "\n" not in said
    assert not any(char in said for char in "\x00\x1b\t\x7f\u202e\x85\ud800")


@pytest.mark.parametrize("typed", ["Torino", "Città di Castello", "Köln", "San  Marino", "東京"])
def test_plain_words_are_kept(typed):
    assert typed_problem(typed) is None
    assert entered(Region, {"name": "Torino", "number": 1}, ("name",), typed)["name"] == typed


def test_nul_typed_at_the_terminal_entry_is_refused_and_the_copy_stays_valid(load):
    pytest.importorskip("solobot_maestro")
    load("maestro")
    # items 1-6 kept (Enter), item 7 is Torino's name: NUL refused, then a plain name kept, then quit
    result = run("components", "maestro", "--edit", input="\n" * 6 + "Tor\x00ino\nTorino2\nquit\n")
    assert result.exit_code == 0, result.output
    assert ("Not kept: what you typed holds an invisible control character (U+0000), which a components file "
            "cannot keep; type the value without it.") in result.output
    data = read_checked(default_registry().game("maestro"), own_file("maestro"))
    assert data["map"]["regions"][1]["name"] == "Torino2"


# -- a copy that already holds one -------------------------------------------------------------------------

@pytest.fixture
def damaged(home):
    """Pig's own copy with a NUL in one of its names (written by hand)."""
    path = home / "components" / "pig.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"die_sides": 6, "bust_face": 1, "hold_at": {"timid": 10, "steady": 20,
                                                                             "bo\x00ld": 30}}))
    return path


def test_a_copy_holding_a_control_character_is_one_line_saying_how_to_mend_it(damaged):
    for args in (["components", "pig"], ["components", "pig", "--export", str(damaged.with_name("out.json"))]):
        said = one_error_line(run(*args))
        assert said == (f"Error: your copy {damaged} holds an invisible control character (U+0000) in "
                        "hold_at.bo\\x00ld (a name); `solobot components pig --edit` mends it")


def test_edit_still_opens_a_copy_holding_a_control_character_and_mends_it(damaged):
    result = run("components", "pig", "--edit", input="quit\n")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == (f"Your copy {damaged} held an invisible control character (U+0000) in "
                                             "hold_at.bo\\x00ld (a name): it is left out, and your copy saved "
                                             "without it.")
    assert read_checked(default_registry().game("pig"), damaged)["hold_at"] == {"timid": 10, "steady": 20, "bold": 30}
    assert run("components", "pig").exit_code == 0


# -- a folder that cannot be written ------------------------------------------------------------------------

@pytest.fixture(params=[errno.EROFS, errno.ENOSPC, errno.EACCES])
def unwritable(request, monkeypatch):
    """Every temporary file solobot makes to write a file fails as a read-only, full or forbidden folder does."""
    def refuse(*args, **kwargs):
        raise OSError(request.param, os.strerror(request.param))
    monkeypatch.setattr("solobot.storage.owncopy.tempfile.mkstemp", refuse)
    return os.strerror(request.param)


@pytest.mark.parametrize("how", ["export", "import", "edit", "edit-quit"])
def test_a_folder_that_cannot_be_written_is_one_line(tmp_path, home, monkeypatch, how):
    shared = tmp_path / "shared.json"
    assert run("components", "pig", "--export", str(shared)).exit_code == 0
    home.mkdir(exist_ok=True)
    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))
    monkeypatch.setattr("solobot.storage.owncopy.tempfile.mkstemp", refuse)
    args = {"export": ["--export", str(tmp_path / "out.json")], "import": ["--import", str(shared)],
            "edit": ["--edit"], "edit-quit": ["--edit"]}[how]
    said = one_error_line(run("components", "pig", *args, input="7\n" if how == "edit" else "quit\n"))
    assert said.startswith("Error: could not write ") and said.endswith(": Read-only file system"), said
    assert not own_file("pig").exists()


def test_a_full_or_forbidden_folder_is_one_line_too(tmp_path, unwritable):
    said = one_error_line(run("components", "pig", "--export", str(tmp_path / "out.json")))
    assert said.endswith(f": {unwritable}")


def test_export_with_a_name_too_long_is_one_line_and_one_near_the_limit_is_written(tmp_path):
    said = one_error_line(run("components", "pig", "--export", str(tmp_path / ("a" * 300 + ".json"))))
    assert said.endswith(": File name too long") and "internal error" not in said
    near = tmp_path / ("b" * 245 + ".json")  # 250 characters: the file fits; its temporary file must too
    assert run("components", "pig", "--export", str(near)).exit_code == 0
    assert json.loads(near.read_text())["die_sides"] == 6


# -- the history, and the connect timeout ------------------------------------------------------------------

def test_a_history_that_is_a_folder_is_one_line(home):
    (home / "history.jsonl").mkdir(parents=True)
    said = one_error_line(run("history"))
    assert said == f"Error: history file {home / 'history.jsonl'} is a folder; solobot reads only regular files"


def test_a_history_that_is_a_pipe_is_one_line_at_once(home):
    home.mkdir()
    os.mkfifo(home / "history.jsonl")
    done: list = []
    reader = threading.Thread(target=lambda: done.append(run("history")), daemon=True)
    reader.start()
    reader.join(10)
    assert done, "solobot history waited for a writer to the pipe"
    assert "is not a regular file" in one_error_line(done[0])


def test_a_finished_game_is_not_recorded_into_a_folder_and_says_so(home, capsys):
    from solobot.engine.session import Session
    from solobot.storage.history import record_game

    (home / "history.jsonl").mkdir(parents=True)
    session = Session(default_registry().game("pig"), {}, seed=1)
    record_game(session)
    said = capsys.readouterr().err.splitlines()
    assert len(said) == 1 and said[0].startswith(f"Not recorded in your history ({home / 'history.jsonl'}): ")


@pytest.mark.parametrize("value", ["inf", "nan", "-1", "0", "1e9", "１０", "99999999"])
def test_a_connect_timeout_that_is_no_number_is_one_line(monkeypatch, value):
    from solobot.sim.cluster import ClusterError, _connect_timeout

    monkeypatch.setenv("SOLOBOT_CONNECT_TIMEOUT", value)
    with pytest.raises(ClusterError) as refused:
        _connect_timeout()
    assert str(refused.value).startswith("SOLOBOT_CONNECT_TIMEOUT: ") and "\n" not in str(refused.value)
    monkeypatch.setenv("SOLOBOT_CONNECT_TIMEOUT", "2.5")
    assert _connect_timeout() == 2.5
