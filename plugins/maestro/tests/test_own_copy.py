"""Your copy's components, entered once: ``solobot components maestro`` shown, edited item by item,
interrupted and continued, used by the next game, checked, exported and imported (the real program)."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def run(home, *args: str, typed: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "SOLOBOT_HOME": str(home), "SOLOBOT_LOAD_PLUGINS": "maestro"}
    return subprocess.run([sys.executable, "-m", "solobot", *args], input=typed, env=env, capture_output=True,
                          text=True, timeout=120)


def test_entering_your_copy_once_and_playing_with_it(tmp_path):
    home = tmp_path / "home"
    own = home / "components" / "maestro.json"
    shown = run(home, "components", "maestro")
    assert shown.returncode == 0
    assert shown.stdout.startswith("Components: the reference set, not necessarily your box's values; enter yours "
                                   "once with `solobot components maestro --edit`.")
    assert "  map › regions › Torino › name: Torino" in shown.stdout
    assert "Components: the reference set" in run(home, "games").stdout

    # the first five items kept with Enter; a word for a number and a number used twice refused; then a new name
    first = run(home, "components", "maestro", "--edit", typed="\n\n\n\n\nx\n2\n\nTurin\nquit\n")
    assert first.returncode == 0, first.stderr
    out = first.stdout
    assert "[1/431] colours [orange, blue, green, purple]: " in out
    assert "Not kept: “x” is not a whole number." in out
    assert "Not kept: map.regions: a region number is used twice" in out
    assert "[7/431] map › regions › Torino › name [Torino]: " in out
    assert f"Stopped at item 8 of 431; what you entered is kept in {own}." in out
    saved = json.loads(own.read_text())
    regions = {r["number"]: r for r in saved["map"]["regions"]}
    assert regions[1]["name"] == "Turin" and regions[1]["colour"] == "orange"  # kept, and changed
    assert "(entry unfinished" in run(home, "components", "maestro").stdout

    # continued where it stopped; `skip` keeps the rest of each part
    second = run(home, "components", "maestro", "--edit", typed="\nskip\n" * 40)
    assert "continuing at item 8" in second.stdout
    assert "[8/431] map › regions › Turin › colour [orange]" in second.stdout
    assert "Your copy is complete and saved to" in second.stdout
    assert not (home / "components" / "maestro.progress.json").exists()
    assert json.loads(own.read_text())["map"]["regions"][1]["name"] == "Turin"

    listed = run(home, "components", "maestro").stdout
    assert listed.startswith(f"Components: your copy, {own}.") and "map › regions › Turin › name: Turin" in listed
    assert f"Components: your copy, {own}." in run(home, "games").stdout

    save = tmp_path / "game.json"
    played = run(home, "play", "maestro", "--auto", "--seed", "3", "--save", str(save))
    assert played.returncode == 0, played.stderr
    assert f"Components: your copy, {own}." in played.stdout.splitlines()[1]  # told at the start
    assert json.loads(save.read_text())["options"]["components"] == str(own)  # the game read it
    assert "Torino" not in played.stdout
    assert run(home, "replay", str(save)).returncode == 0

    checked = run(home, "check", "maestro", "--components", str(own), "--games", "1")
    assert checked.returncode == 0 and "checks passed" in checked.stdout, checked.stdout[-2000:]


def test_export_never_writes_over_other_files_and_import_validates_first(tmp_path):
    home = tmp_path / "home"
    letter = tmp_path / "letter.txt"
    letter.write_text("not solobot's")
    refused = run(home, "components", "maestro", "--export", str(letter))
    assert refused.returncode != 0 and "does not write over it" in refused.stderr
    assert letter.read_text() == "not solobot's"

    shared = tmp_path / "shared.json"
    assert run(home, "components", "maestro", "--export", str(shared)).returncode == 0
    data = json.loads(shared.read_text())
    assert run(home, "components", "maestro", "--export", str(shared)).returncode == 0  # its own kind: replaced

    data["map"]["regions"][2]["number"] = data["map"]["regions"][1]["number"]
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data))
    bad = run(home, "components", "maestro", "--import", str(broken))
    assert bad.returncode != 0 and "a region number is used twice" in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr
    assert not (home / "components" / "maestro.json").exists()
    good = run(home, "components", "maestro", "--import", str(shared))
    assert good.returncode == 0 and (home / "components" / "maestro.json").exists()


def test_components_are_shown_in_words(tmp_path):
    """Issue 26, item 8: field titles from the component model, key words with spaces, the Study track
    numbered from 0 as the board is; a key word typed with spaces is kept as the data writes it."""
    from solobot.storage.owncopy import parse_answer

    shown = run(tmp_path, "components", "maestro").stdout
    assert "Study track › space 0 › reward: none" in shown and "Study track › space 12" in shown
    assert "Machina cards › Starting cards › S01 › Action Points: 1" in shown
    assert "per_popular_tile" not in shown and "scoring: per popular tile" in shown
    assert "›" in shown and not [line for line in shown.splitlines() if "›" in line and "_" in line]
    assert parse_answer("per popular tile", "per_popular_tile") == "per_popular_tile"
