"""A whole game against the Ghosts with ``--dice physical --draws physical``: the Artist tiles and the
Captains of Fortune come from the person's own box, one request at a time (pexpect)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pexpect
import pytest

from solobot.storage.saves import load_session

GHOSTS = ["--ghost", "hard", "--ghost", "easy"]
PROMPT = re.compile(r"\[([^\]\n]*?) · You\] > ")
FINAL = "== Final score =="
DRAW_PROMPT = re.compile(r"Which (tile|card)\? Type its number or what it shows: ")
ROLL_PROMPT = re.compile(r"Type the result \(1-6\): ")
HEADING = re.compile(r"^For the game, draw one (tile|card)(?: \(\d+ of \d+\))? from (.+?): (.+) "
                     r"\(([A-Z]+-[A-Z0-9-]+)\)\.$")
SLOT = re.compile(r"under Life in Florenza card (\d+) \(.+\), (top|place (\d+) from the top)$")
CHOICE = re.compile(r"^ +(?:\d+  )?(\S.*)$")  # an Artist tile or a Captain card prints no number: listed 1 to n
REPLIES = {"Setup": "start 1 2", "Phases 1-2": "resource wood", "Phase 4": "pass"}

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def spawn(home, *args: str) -> pexpect.spawn:
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "florenza", "SOLOBOT_HOME": str(home), "COLUMNS": "200",
           "TERM": "dumb"}  # plain line reads: the editing prompt has tests of its own
    return pexpect.spawn(sys.executable, ["-m", "solobot", *args], env=env, encoding="utf-8", timeout=10,
                         dimensions=(50, 250))


@pytest.mark.rule("GAP-FG-3")
@pytest.mark.rule("FG-SETUP-1")
def test_a_whole_game_with_physical_dice_and_draws(tmp_path):
    save = tmp_path / "florenza.json"
    child = spawn(tmp_path, "play", "florenza", "--seed", "5", "--dice", "physical", "--draws", "physical",
                  "--save", str(save), *GHOSTS)
    faces = [3, 5, 1, 6, 2, 4]
    rolls = 0
    requests: list[tuple[str, str, str, str]] = []  # (source, purpose, rule, the words given)
    refused = 0
    undone = False
    answered: set[str] = set()
    while True:
        found = child.expect([DRAW_PROMPT, ROLL_PROMPT, PROMPT, FINAL])
        shown = child.before.replace("\r", "")
        if found == 0:
            lines = [line for line in shown.split("\n") if line.strip()]
            at = max(i for i, line in enumerate(lines) if HEADING.match(line))
            heading = HEADING.match(lines[at])
            choices = [CHOICE.match(line)[1] for line in lines[at + 1:]]
            if refused < 2:  # a number no tile has and a name no tile shows: one line each, asked again
                child.sendline("0" if refused == 0 else "Leonardo da Pisa")
                child.expect(r"The list has no number 0: type one from 1 to \d+\." if refused == 0  # never drawn
                             else r"No (tile|card) left in .+ is “.+” \(it may be out already\)")
                child.expect(DRAW_PROMPT)
                refused += 1
            pick = len(requests) * 5 % len(choices)
            requests.append((heading[2], heading[3], heading[4], choices[pick]))
            child.sendline(choices[pick].split(" (")[0].split()[-1] if len(requests) % 2 else choices[pick])
        elif found == 1:
            child.sendline(str(faces[rolls % len(faces)]))
            rolls += 1
        elif found == 2:
            label = child.match.group(1)
            if label.startswith("Round 1, Phase 4") and not undone:  # undo and redo ask for no draw again
                asked = len(requests)
                child.sendline("undo")
                child.expect(PROMPT)
                child.sendline("redo")
                child.expect(PROMPT)
                assert len(requests) == asked and "Redone" in child.before
                undone = True
                label = child.match.group(1)
            first = label not in answered
            answered.add(label)
            child.sendline(next((line for key, line in REPLIES.items() if key in label and first), "done"))
        else:
            break
    child.expect(pexpect.EOF)
    child.wait()
    assert child.exitstatus == 0 and undone

    session, saved = load_session(str(save))
    comps, state = session.components, session.state
    artists = [r for r in requests if r[0] == "the shuffled Artist tiles"]
    captains = [r for r in requests if r[0] == "the shuffled Captains of Fortune"]
    # the last Artist tile comes alone: it is told (laid where the line says), not asked
    assert len(artists) == len(comps.artists) - 1 and all(r[2] == "GAP-FG-3" for r in artists)
    assert captains and all(r[2] == "FG-SETUP-1" for r in captains)
    assert len(saved.drawn) == len(requests) + 1
    for (_, purpose, _, words), index in zip(artists, saved.drawn, strict=False):
        card, _, place = SLOT.search(purpose).groups()
        assert words.startswith(comps.artists[index].name)  # the tile named is the one laid there
        assert (state.artists[index].card, state.artists[index].pos) == (int(card), int(place or 1) - 1)
    assert [c.name for c in state.captains] == [r[3] for r in captains]  # the Ghosts hire from those

    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "florenza"}
    replay = subprocess.run([sys.executable, "-m", "solobot", "replay", str(save)], env=env,
                            capture_output=True, text=True, timeout=60)
    assert replay.returncode == 0 and "reproduced" in replay.stdout, replay.stderr
