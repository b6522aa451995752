"""The index of saves (``saves-index.json``): many sessions noting their saves at once lose none."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from solobot.cli.finding import continue_here, index_file, remember

PROCESSES, EACH = 4, 30

NOTE_MANY = """
import sys
from solobot.cli.finding import remember
writer, folder, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
for i in range(count):
    remember(f"{folder}/{writer}-{i}.json", copy_of=f"{folder}/original.json" if i % 3 == 0 else None)
"""


def test_many_processes_noting_saves_at_once_keep_every_entry(tmp_path):
    home, folder = tmp_path / "home", tmp_path / "saves"
    env = {**os.environ, "SOLOBOT_HOME": str(home)}
    writers = [subprocess.Popen([sys.executable, "-c", NOTE_MANY, f"w{n}", str(folder), str(EACH)], env=env)
               for n in range(PROCESSES)]
    assert [writer.wait(timeout=120) for writer in writers] == [0] * PROCESSES
    index = json.loads((home / "saves-index.json").read_text(encoding="utf-8"))
    expected = {os.path.realpath(folder / f"w{n}-{i}.json") for n in range(PROCESSES) for i in range(EACH)}
    assert set(index["known"]) == expected and len(index["known"]) == len(expected)
    copies = {path for path in expected if int(Path(path).stem.split("-")[1]) % 3 == 0}
    assert set(index["copies"]) == copies
    assert not [p.name for p in home.iterdir() if p.name.endswith(".tmp")]  # every temp file renamed or removed


def test_the_index_is_replaced_whole_and_continue_here_marks_the_original(tmp_path):
    original, copy = tmp_path / "a.json", tmp_path / "b.json"
    remember(copy, copy_of=original)
    assert continue_here(copy) == os.path.realpath(original)
    data = json.loads(index_file().read_text(encoding="utf-8"))
    assert data["continued"] == {os.path.realpath(original): os.path.realpath(copy)}


def test_an_unwritable_data_folder_costs_only_the_listing(tmp_path, monkeypatch):
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "file" / "home"))  # cannot be made, even by root
    remember(tmp_path / "x.json")  # no error: the save itself is what matters
    assert continue_here(tmp_path / "x.json") is None
    assert not index_file().exists()
