"""Text from files is checked before it reaches a terminal or a page (issue 28, item 3): a components
import holding ESC, BEL, a bidi override or a lone surrogate is refused in one line naming the field;
a save holding a lone surrogate is one line; a damaged ``--edit`` progress note starts from the top."""

from __future__ import annotations

import json

import pytest
from cli_lines import one_error_line, run

from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.safetext import find_unsafe, printable
from solobot.storage.owncopy import next_item, own_file, progress_file
from solobot.storage.saves import write_save


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.mark.parametrize("hostile,what", [("\x1b[2J", "a control character (U+001B)"),
                                          ("\x07", "a control character (U+0007)"),
                                          ("\u202egnp.exe", "a bidirectional control (U+202E)"),
                                          ("\ud800", "a lone surrogate (U+D800)")])
def test_a_components_import_holding_unsafe_text_is_refused_naming_the_field(tmp_path, load, hostile, what):
    pytest.importorskip("solobot_maestro")
    load("maestro")
    exported = tmp_path / "maestro.json"
    assert run("components", "maestro", "--export", str(exported)).exit_code == 0
    data = json.loads(exported.read_text(encoding="utf-8"))
    data["map"]["regions"][1]["name"] = "Tor" + hostile + "ino"
    exported.write_text(json.dumps(data), encoding="utf-8")  # ensure_ascii: "\ud800" is written escaped
    said = one_error_line(run("components", "maestro", "--import", str(exported)))
    assert "map.regions[1].name holds " + what in said and "refused" in said
    assert not own_file("maestro").exists()
    assert "\x1b" not in said and "\x07" not in said and "\u202e" not in said


@pytest.mark.parametrize("hostile", ["\x1b[31m", "\u202e", "\ud800"])
def test_a_name_in_a_components_file_holding_unsafe_text_is_refused(tmp_path, hostile):
    path = tmp_path / "pig.json"
    path.write_text(json.dumps({"die_sides": 6, "bust_face": 1, "hold_at": {"timid": 10, "bold" + hostile: 30}}))
    said = one_error_line(run("components", "pig", "--import", str(path)))
    assert "hold_at.bold" in said and "(a name) holds" in said and hostile not in said


def test_a_components_file_given_to_play_with_a_lone_surrogate_is_one_line(tmp_path):
    path = tmp_path / "pig.json"
    path.write_text('{"die_sides": 6, "bust_face": 1, "hold_at": {"timid\\ud800": 10}}')
    said = one_error_line(run("play", "pig", "--auto", "--components", str(path)))
    assert "lone surrogate" in said


@pytest.mark.parametrize("command", [["replay"], ["resume"]])
def test_a_save_holding_a_lone_surrogate_is_one_line(tmp_path, command):
    session = Session(default_registry().game("pig"), {}, seed=3)
    session.submit({"op": "roll"})
    save = write_save(session, tmp_path / "game.json")
    kept = save.read_text().replace('"op": "roll"', '"op": "roll\\ud800"')
    save.write_text(kept)
    said = one_error_line(run(*command, str(save), input="quit\n"))
    assert "inputs[0].op holds a lone surrogate (U+D800)" in said
    assert save.read_text() == kept


def test_a_progress_note_of_1e400_starts_the_entry_from_the_top(home):
    note = progress_file("pig")
    note.parent.mkdir(parents=True, exist_ok=True)
    note.write_text('{"next": 1e400}')
    assert next_item(note) == 0
    result = run("components", "pig", "--edit", input="\n" * 40)
    assert "internal error" not in result.output and "Traceback" not in result.output


def test_find_unsafe_names_keys_and_leaves_line_breaks():
    assert find_unsafe({"notes": "two\nlines\tand a tab", "é": "ü"}) is None
    assert find_unsafe({"a": {"b\x1b": 1}})[1] == "a control character (U+001B)"
    assert printable("red\x1b[31m\u202e") == "red\\x1b[31m\\u202e"
