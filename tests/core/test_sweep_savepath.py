"""A save's path typed at the table holds no control character (issue 41 sweep, item 6).

``save PATH`` at the prompt and ``play --save PATH`` took NUL-free control characters and line breaks in the file
name: the save was written as ``c\\x01d.json``, and a line break split its path in ``solobot saves``. Both are refused
where they are typed, in one line, before anything is written (no save, no lock file); the page takes only
``NAME.json`` names of plain letters and digits.
"""

from __future__ import annotations

import pytest
from cli_lines import one_error_line, run

from solobot.table.seat import refuse_typed_save_path
from solobot.web.savefolder import OutsideSaveFolder, save_path

REFUSED = ["a\nb.json", "a\rb.json", "a\x01b.json", "a\x00b.json", "a\x1b[2Jb.json", "a\x7fb.json", "a\x85b.json",
           "a\u2028b.json", "a\u2029b.json", "a\u202eb.json", "a\tb.json", "a\ud800b.json"]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    return tmp_path / "home"


def refusal_line(code: str) -> str:
    return (f"a save's file name cannot hold a control character or a line break ({code}); "
            "type the path without it")


@pytest.mark.parametrize("name", REFUSED)
def test_every_control_character_and_line_break_is_refused_naming_its_code(tmp_path, name):
    with pytest.raises(Exception) as refused:
        refuse_typed_save_path(tmp_path / name)
    bad = next(c for c in name if not (c.isalnum() or c in ".[]"))
    assert str(refused.value) == refusal_line(f"U+{ord(bad):04X}")


@pytest.mark.parametrize("name", ["partita.json", "Città di Castello.json", "Köln 2.json", "東京.json"])
def test_plain_names_pass(tmp_path, name):
    refuse_typed_save_path(tmp_path / name)


@pytest.mark.parametrize("name", ["a\nb.json", "a\u2028b.json", "a\x1bb.json"])
def test_play_save_is_one_line_and_writes_nothing(tmp_path, name):
    said = one_error_line(run("play", "pig", "--seed", "1", "--save", str(tmp_path / name), input="quit\n"))
    assert said == "Error: " + refusal_line(f"U+{ord(name[1]):04X}")
    assert not [p for p in tmp_path.iterdir() if p.name != "home"]
    said = one_error_line(run("play", "pig", "--auto", "--seed", "1", "--save", str(tmp_path / name)))
    assert said == "Error: " + refusal_line(f"U+{ord(name[1]):04X}")


def test_save_at_the_prompt_refuses_and_the_game_goes_on(tmp_path):
    typed = f"save {tmp_path}/c\x01d.json\nsave {tmp_path}/e\x00f.json\nsave {tmp_path}/ok.json\nquit\n"
    result = run("play", "pig", "--seed", "1", input=typed)
    assert result.exit_code == 0, result.output
    assert "Not saved: " + refusal_line("U+0001") in result.output
    assert "That line holds a NUL character (Ctrl-Space?), so it was not read; type it again." in result.output
    assert f"Saved a copy to {tmp_path}/ok.json" in result.output
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".")) == ["home", "ok.json"]
    assert not [p for p in tmp_path.iterdir() if "\x01" in p.name or "\x00" in p.name]
    listed = run("saves").output
    assert "ok.json" in listed and "\x01" not in listed


@pytest.mark.parametrize("name", ["a\nb.json", "a\x01b.json", "a\u2028b.json"])
def test_the_page_takes_no_such_name(tmp_path, name):
    with pytest.raises(OutsideSaveFolder):
        save_path(tmp_path, name)
