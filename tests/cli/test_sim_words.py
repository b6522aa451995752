"""`solobot simulate` and `solobot calibrate` read in Italian and German: the options, the opponent and the seats in
the language spoken (were "difficulty: timid contro skill 0", "player 46.9, bot 35.9"); English as declared."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def solobot(tmp_path, *args: str) -> tuple[str, str]:
    """``solobot ARGS`` with Pig installed: (stdout, stderr)."""
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "TERM": "dumb",
           "COLUMNS": "100", "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-m", "solobot", *args], capture_output=True, text=True, env=env,
                          timeout=300)
    return done.stdout, done.stderr


@pytest.mark.parametrize(("code", "told", "row", "unordered"), [
    ("it", "  difficoltà: prudente; avversario: abilità 0; vittorie del bot: ",
     "| difficoltà: prudente | cauto | il giocatore ", "Non in ordine: «difficoltà: audace» ha un par più basso"),
    ("de", "  Schwierigkeit: zaghaft; Gegner: Können 0; Siegquote des Bots: ",
     "| Schwierigkeit: zaghaft | vorsichtig | der Spieler ", "Nicht in Reihenfolge: „Schwierigkeit: kühn“ hat"),
    ("en", "  difficulty: timid vs skill 0: bot win rate ", "| difficulty: timid | cautious | player ",
     "Not in order: difficulty: bold has a lower par"),
])
def test_a_calibration_says_its_options_opponents_and_seats_in_the_language_spoken(tmp_path, code, told, row,
                                                                                   unordered):
    page, progress = solobot(tmp_path, "--lang", code, "calibrate", "pig", "--games", "20")
    assert any(line.startswith(told) for line in progress.splitlines()), progress
    assert any(line.startswith(row) for line in page.splitlines()), page
    assert any(line.startswith(unordered) for line in progress.splitlines()), progress  # 20 games: bold below steady
    if code != "en":
        assert "| random |" not in page and "skill 0" not in progress and "player " not in page


@pytest.mark.parametrize(("code", "skilled", "random"), [
    ("it", "Pig (difficoltà: costante, obiettivo: 50), avversario: abilità 0,5, seme 0",
     "Pig (difficoltà: costante, obiettivo: 50), avversario: casuale, seme 0"),
    ("de", "Pig (Schwierigkeit: beständig, Ziel: 50), Gegner: Können 0,5, Seed 0",
     "Pig (Schwierigkeit: beständig, Ziel: 50), Gegner: zufällig, Seed 0"),
    ("en", "Pig (difficulty: steady, target: 50), opponent skill 0.5, seed 0",
     "Pig (difficulty: steady, target: 50), opponent random, seed 0"),
])
def test_a_simulation_names_its_opponent_in_the_language_spoken(tmp_path, code, skilled, random):
    said, _ = solobot(tmp_path, "--lang", code, "simulate", "pig", "--games", "2", "--skill", "0.5")
    assert said.splitlines()[0] == skilled  # was "avversario skill 0.5", "Gegner skill 0.5"
    said, _ = solobot(tmp_path, "--lang", code, "simulate", "pig", "--games", "2", "--opponent", "random")
    assert said.splitlines()[0] == random  # was "avversario random"


def test_the_rule_heat_map_in_german_says_the_rules_the_game_gives(tmp_path):
    said, _ = solobot(tmp_path, "--lang", "de", "simulate", "pig", "--games", "5", "--rules")
    assert "Regeln: 3 von 3 angegebenen griffen in 5 Partien" in said.splitlines()  # was "von 3 erklärten griffen, in"
