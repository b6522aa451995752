"""Playing at the table through the real terminal program (pexpect), as a person would."""

from __future__ import annotations

import json
import os
import signal
import sys

import pexpect
import pytest

from solobot.storage.saves import load_session

PROMPT = r"\[Turn \d+ · You\] > "


def default_sigint() -> None:
    """In the child: Ctrl-C as a terminal gives it, even when this test run was started ignoring SIGINT."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def spawn(tmp_path):
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "COLUMNS": "120",
           "TERM": "dumb"}  # plain reads: these transcripts are read line by line (test_prompt.py edits lines)

    def _spawn(*args: str) -> pexpect.spawn:
        child = pexpect.spawn(sys.executable, ["-m", "solobot", *args], env=env, encoding="utf-8", timeout=20,
                              preexec_fn=default_sigint)
        return child

    return _spawn


def play_out(child: pexpect.spawn) -> None:
    """Roll once and hold, every turn, until the final score."""
    while True:
        index = child.expect([PROMPT, "== Final score =="])
        if index == 1:
            return
        child.sendline("roll")
        if child.expect([PROMPT, "== Final score =="]) == 1:
            return
        child.sendline("hold")


def test_a_whole_game_with_mistakes_undo_why_quit_and_resume(spawn, tmp_path):
    save = tmp_path / "pig.json"
    child = spawn("play", "pig", "--seed", "8", "--save", str(save))
    child.expect("seed 8")
    child.expect(f"Autosaves to {save}")
    child.expect(PROMPT)
    child.sendline("dance")
    child.expect("Not done: unknown command 'dance'")
    child.expect(PROMPT)
    child.sendline("hold")
    child.expect("Not done: roll at least once before holding")
    child.expect(PROMPT)
    child.sendline("x" * 600)
    child.expect("too long")
    child.expect(PROMPT)
    child.sendline("help")
    child.expect("roll — roll the die once")
    child.expect(PROMPT)
    child.sendline("roll")
    child.expect(r"You roll (\d)")
    child.expect(PROMPT)
    child.sendline("undo")
    child.expect("Undone: You roll")
    child.expect(PROMPT)
    child.sendline("redo")
    child.expect("Redone: You roll")
    child.expect(PROMPT)
    child.sendline("history")
    child.expect("1. You roll")
    child.expect(PROMPT)
    child.sendline("board")
    child.expect("Your score 0; the bot.s score 0")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect("Game saved to")
    child.expect(pexpect.EOF)
    child.wait()
    assert child.exitstatus == 0
    saved = json.loads(save.read_text())
    assert len(saved["inputs"]) == 1 and saved["redo"] == []

    child = spawn("resume", str(save))
    child.expect("Resuming")
    child.expect("1 input so far")
    child.sendline("hold")
    child.expect(PROMPT)
    child.sendline("why")
    child.expect(r"PIG-\d")
    child.sendcontrol("d")  # Ctrl-D leaves a valid save too
    child.expect("Game saved to")
    child.expect(pexpect.EOF)

    child = spawn("resume", str(save))
    play_out(child)
    child.expect("Result:")
    child.expect(pexpect.EOF)
    resumed, _ = load_session(save)
    assert resumed.finished

    straight = spawn("play", "pig", "--seed", "8", "--save", str(tmp_path / "straight.json"))
    straight.expect(PROMPT)
    straight.sendline("roll")
    straight.expect(PROMPT)
    straight.sendline("hold")
    play_out(straight)
    straight.expect(pexpect.EOF)
    uninterrupted, _ = load_session(tmp_path / "straight.json")
    assert uninterrupted.digest() == resumed.digest()

    history = spawn("history")
    history.expect(r"pig \(difficulty: steady, target: 50\): played 2, won \d+")
    history.expect(pexpect.EOF)


def test_ctrl_c_leaves_a_valid_save(spawn, tmp_path):
    save = tmp_path / "pig.json"
    child = spawn("play", "pig", "--seed", "2", "--save", str(save))
    child.expect(PROMPT)
    child.sendline("roll")
    child.expect(PROMPT)
    child.sendintr()
    child.expect("Game saved to")
    child.expect(pexpect.EOF)
    child.wait()
    assert child.exitstatus == 130
    assert len(load_session(save)[0].inputs) == 1


def test_physical_dice_are_asked_again_until_valid(spawn, tmp_path):
    child = spawn("play", "pig", "--seed", "2", "--dice", "physical", "--save", str(tmp_path / "p.json"), "--rules")
    child.expect(PROMPT)
    child.sendline("roll")
    child.expect(r"You, roll a die: the roll adds to the turn total; the bust face loses it \(PIG-2\)\. "
                 r"Type the result \(1-6\): ")
    child.sendline("9")
    child.expect("Please type a whole number from 1 to 6.")
    child.sendline("five")
    child.expect("Please type a whole number from 1 to 6.")
    child.sendline("5")
    child.expect("You roll 5: 5 this turn")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert json.loads((tmp_path / "p.json").read_text())["rolls"] == [5]


def test_killing_the_program_mid_game_never_leaves_a_broken_save(spawn, tmp_path):
    save = tmp_path / "pig.json"
    for moves in range(1, 6):
        child = spawn("play", "pig", "--seed", "6", "--save", str(save)) if moves == 1 else spawn("resume", str(save))
        child.expect(PROMPT)
        for _ in range(moves):
            child.sendline("roll")
        child.kill(9)  # no chance to clean up, possibly in the middle of a write
        child.wait()
        session, _ = load_session(save)  # always a complete save: the old one or the new one
        assert not session.finished


def test_a_nul_byte_in_a_line_is_refused_and_the_next_line_is_read_alone(spawn, tmp_path):
    save = tmp_path / "pig.json"
    child = spawn("play", "pig", "--seed", "8", "--save", str(save))
    child.expect(PROMPT)
    child.send("hist\x00ory\r")  # Ctrl-Space types a NUL in many terminals
    child.expect("That line holds a NUL character")
    child.expect(PROMPT)
    child.send("board\r")
    child.expect("Your score 0; the bot.s score 0")  # not glued onto the refused line ("histboard")
    child.expect(PROMPT)
    child.send("ro\x00ll\r")
    child.expect("NUL character")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert json.loads(save.read_text())["inputs"] == []


def test_kill_9_at_the_bots_roll_after_hold_keeps_the_hold_and_asks_the_same_roll_again(spawn, tmp_path):
    """The issue's case: Pig with physical dice, `hold`, the bot's roll asked, the process killed."""
    save = tmp_path / "pig.json"
    child = spawn("play", "pig", "--seed", "2", "--dice", "physical", "--save", str(save))
    child.expect(PROMPT)
    child.sendline("roll")
    child.expect(r"You, roll a die")
    child.sendline("5")
    child.expect(PROMPT)
    child.sendline("hold")
    child.expect(r"Bot, roll a die")
    child.kill(9)
    child.wait()
    saved = json.loads(save.read_text())
    assert saved["inputs"] == [{"op": "roll"}] and saved["pending"] == {"op": "hold"}  # the hold is kept
    assert saved["asking"]["kind"] == "roll" and saved["asking"]["seat"] == "bot"

    again = spawn("resume", str(save))
    again.expect("You left in the middle of a request")
    again.expect(r"Bot, roll a die")  # the same request, nothing told twice
    assert "You hold" not in again.before
    again.sendline("3")
    again.expect(r"The bot rolls 3")
    again.sendline("quit")
