"""A line of narration names its seat once: a sentence that begins with the seat's name is not headed by it again
("Ghost 1 rolls 4: ...", not "Ghost 1: Ghost 1 rolls 4: ..."), as the page shows it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from solobot.cli.narrate import begins_with, event_line
from solobot.events import Event


@pytest.mark.parametrize(("text", "line"), [
    ("Ghost 1 rolls 4: put Fabbro on its space 1", "Ghost 1 rolls 4: put Fabbro on its space 1"),
    ("Ghost 1 (Hard, family Pazzi): District board", "Ghost 1 (Hard, family Pazzi): District board"),
    ("Ghost 10 rolls 4", "Ghost 1: Ghost 10 rolls 4"),  # another seat's name that begins with this one's
    ("rolls 4", "Ghost 1: rolls 4"),
])
def test_a_sentence_that_begins_with_its_seat_is_not_headed_by_it(text, line):
    assert event_line(Event("ghost-1", "FG-1", "roll", {}, text=text), show_rules=False) == line


@pytest.mark.parametrize(("text", "line"), [
    ("Round 2, Phase 1: Ghost 1 takes 2 Kinsmen", "Round 2, Phase 1: Ghost 1 takes 2 Kinsmen"),
    ("Phase 3: Ghost 1 is Bishop", "Phase 3: Ghost 1 is Bishop"),
    ("Phase 3: the Kinsman of Ghost 1 goes", "Ghost 1: Phase 3: the Kinsman of Ghost 1 goes"),  # not its subject
    ("Phase 3: Ghost 10 is Bishop", "Ghost 1: Phase 3: Ghost 10 is Bishop"),
])
def test_a_heading_then_a_sentence_whose_subject_is_its_seat_names_it_once(text, line):
    """Read in the Florenza transcripts: "Fantasma 1: Round 2, Fase 1: Fantasma 1 prende ..." named the Ghost twice."""
    assert event_line(Event("ghost-1", "FG-1", "take", {}, text=text), show_rules=False) == line


def test_the_rule_id_still_follows_a_sentence_that_names_its_seat():
    event = Event("ghost-1", "FG-PHASE-4", "roll", {}, text="Ghost 1 rolls 4")
    assert event_line(event, show_rules=True) == "Ghost 1 rolls 4  [FG-PHASE-4]"


def test_begins_with_reads_whole_words():
    assert begins_with("La Machina ottiene 2 PV", "La Machina")
    assert begins_with("Machina's deck is empty", "Machina")
    assert not begins_with("Machinal", "Machina") and not begins_with("anything", "")


def test_a_narrated_florenza_game_names_each_ghost_once_a_line(tmp_path):
    """``solobot play florenza --auto``: the Ghosts' sentences begin with their names (before: "Ghost 1: Ghost 1
    rolls 4 ...", 77 lines of this one-Ghost game)."""
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "florenza", "SOLOBOT_HOME": str(tmp_path / "home")}
    run = subprocess.run([sys.executable, "-m", "solobot", "play", "florenza", "--auto", "--seed", "3", "--ghost",
                          "hard"], env=env, capture_output=True, text=True, timeout=120)
    if "unknown game" in run.stderr.lower() or "no game" in run.stderr.lower():
        pytest.skip("florenza is not installed")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert any(line.startswith("Ghost 1 rolls ") for line in lines)
    assert [line for line in lines if line.startswith("Ghost 1: Ghost 1")] == []
