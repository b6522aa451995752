"""Text a save file holds reaches the terminal escaped, and is matched against the catalogs only when it is
as short as a step's label (issue 41, item 3)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from solobot.storage.saves import MAX_LABEL


def solobot(home, *args: str, lines: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SOLOBOT_HOME": str(home), "SOLOBOT_LOAD_PLUGINS": "pig"}
    return subprocess.run([sys.executable, "-m", "solobot", *args], input=lines, env=env, capture_output=True,
                          text=True, timeout=60)


def test_a_saves_text_is_escaped_and_a_long_at_costs_no_time(tmp_path):
    assert solobot(tmp_path, "play", "pig", "--seed", "1", lines="roll\nquit\n").returncode == 0
    (save,) = (tmp_path / "saves").glob("*.json")
    data = json.loads(save.read_text())
    data["at"] = "\x1b]52;c;aGVsbG8=\x07Turn 1\x1b[2J" + "x" * 32_000  # to the clipboard, then a clear screen
    save.write_text(json.dumps(data))
    listed = solobot(tmp_path, "--lang", "it", "saves")
    assert listed.returncode == 0 and "\x1b" not in listed.stdout and "\x07" not in listed.stdout
    assert "\\x1b]52;c;aGVsbG8=\\x07Turn 1" in listed.stdout


def test_an_at_longer_than_any_label_is_said_as_it_is_without_matching_it(monkeypatch):
    from solobot.i18n import speaking
    from solobot.storage import saves

    def matched(*args):
        raise AssertionError("a long at matched against the catalogs (40 s for 32 KB, growing with its square)")

    monkeypatch.setattr(saves, "_label_patterns", matched)
    long = "Turn 1" + "x" * MAX_LABEL
    with speaking("it"):
        assert saves.said_at(long, "pig") == long


def test_a_game_name_in_the_history_file_is_escaped(tmp_path):
    entry = {"addons": [], "game": "\x1b]52;c;aGk=\x07pig", "options": {"difficulty": "steady", "target": 50},
             "person": "player", "plugin_version": "0.2.0", "scores": {"bot": 50, "player": 0}, "seed": 1,
             "winner": "bot", "won": False}
    (tmp_path / "history.jsonl").write_text(json.dumps(entry) + "\n")
    listed = solobot(tmp_path, "history")
    assert listed.returncode == 0 and "\x1b" not in listed.stdout and "\x07" not in listed.stdout
    assert "\\x1b]52;c;aGk=\\x07pig" in listed.stdout
