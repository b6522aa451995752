"""The terminal plays, resumes and replays a game through its seat (issue 39, item 1), in a real pty: every line
it shows comes from :class:`solobot.table.seat.Seat`, one save per accepted input, in the language spoken."""

from __future__ import annotations

import os
import sys

import pexpect
import pytest

from solobot.storage.saves import read_save


@pytest.fixture
def spawn(tmp_path):
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "COLUMNS": "100",
           "LINES": "40", "TERM": "dumb"}

    def _spawn(*args: str) -> pexpect.spawn:
        return pexpect.spawn(sys.executable, ["-m", "solobot", *args], env=env, encoding="utf-8", timeout=30,
                             dimensions=(40, 100))

    return _spawn


def test_a_roll_answered_then_left_at_the_next_request_is_resumed_there_in_italian(spawn, tmp_path):
    save = tmp_path / "pig.json"
    child = spawn("--lang", "it", "play", "pig", "--seed", "5", "--dice", "physical", "--save", str(save))
    child.expect(r"\[Turno 1 · Tu\] > ")
    child.sendline("roll")
    child.expect(r"Scrivi il risultato \(1-6\): ")
    child.sendline("3")
    child.expect("Tiri un 3: 3 in questo turno")
    child.expect(r"\[Turno 1 · Tu\] > ")
    assert read_save(save).inputs == [{"op": "roll"}]  # the answer saved before it was told
    child.sendline("hold")
    child.expect(r"Scrivi il risultato \(1-6\): ")  # the bot's roll
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert read_save(save).asking is not None  # the request waits in the save

    child = spawn("--lang", "it", "resume", str(save))
    child.expect("Si riprende: ")
    child.expect(r"1 input finora\.")  # the hold waits at the bot's roll: not counted yet
    child.expect(r"Scrivi il risultato \(1-6\): ")
    child.sendline("history")
    child.expect("1. Tiri un 3: 3 in questo turno")
    child.expect(r"Scrivi il risultato \(1-6\): ")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_auto_and_replay_name_the_seats_in_the_language_spoken(spawn, tmp_path):
    save = tmp_path / "auto.json"
    child = spawn("--lang", "de", "play", "pig", "--seed", "3", "--auto", "--save", str(save))
    child.expect("== Endstand ==")
    child.expect(f"Gespeichert in {save}")
    child.expect(pexpect.EOF)
    child = spawn("--lang", "de", "replay", str(save), "--narrate")
    child.expect("Der Bot würfelt ")  # the bot's lines, named in German
    child.expect("Zustands-Digest")
    child.expect("Ergebnis: ")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
