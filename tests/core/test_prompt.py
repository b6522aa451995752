"""The prompt that helps, through the real terminal program in a pty (pexpect), as a person types.

With ``TERM=xterm`` the table reads lines with prompt_toolkit: these tests press the real keys
(Left, Backspace, Up, Tab, Ctrl-C, Ctrl-D) and read what the game answers. Dice prompts take
table commands; quitting at one keeps the input and the dice typed so far for ``resume``.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sys

import pexpect
import pytest

from solobot.storage.saves import read_save

PROMPT = r"\[Turn \d+ · You\] >"
ROLL = r"roll a die: the roll adds to the turn total; the bust face loses it\. Type the result \(1-6\):"
LEFT, UP, BACKSPACE, TAB, CTRL_C, CTRL_D = "\x1b[D", "\x1b[A", "\x7f", "\t", "\x03", "\x04"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def default_sigint() -> None:
    """In the child: Ctrl-C as a terminal gives it, even when this test run was started ignoring SIGINT."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def home(tmp_path):
    return tmp_path / "home"


@pytest.fixture
def spawn(home, tmp_path):
    def _spawn(*args: str, term: str = "xterm", **extra: str) -> pexpect.spawn:
        env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(home), "TERM": term,
               "PROMPT_TOOLKIT_NO_CPR": "1", "HOME": str(tmp_path), "NO_COLOR": "1", **extra}
        env.pop("COLUMNS", None)
        if not env["NO_COLOR"]:
            del env["NO_COLOR"]
        return pexpect.spawn(sys.executable, ["-m", "solobot", *args], env=env, encoding="utf-8", timeout=20,
                             dimensions=(40, 100), preexec_fn=default_sigint)

    return _spawn


def told(text: str) -> list[str]:
    """The narration lines in a transcript (escape codes and prompt redraws left out)."""
    lines = [ANSI.sub("", line).strip() for line in text.replace("\r", "\n").split("\n")]
    return [line for line in lines if re.match(r"^(Player: |Bot: |Game: |The bot |You )", line)]


def unwrapped(text: str) -> str:
    """Text as one line: the terminal wraps long lines at its width."""
    return " ".join(text.split())


def test_left_and_backspace_edit_the_line(spawn):
    child = spawn("play", "pig", "--seed", "8")
    child.expect(PROMPT)
    child.send("rxoll" + LEFT * 3 + BACKSPACE + "\r")  # "rx|oll": the x goes, "roll" is read
    child.expect(r"You roll \d")
    child.expect(PROMPT)
    child.send(CTRL_D)
    child.expect("Game saved to")
    child.expect(pexpect.EOF)


def test_up_recalls_the_last_line_and_history_is_kept_per_game(spawn, home):
    child = spawn("play", "pig", "--seed", "8")
    child.expect(PROMPT)
    child.send("roll\r")
    child.expect(r"You roll (\d)")
    child.expect(PROMPT)
    child.send("history\r")
    child.expect(PROMPT)
    child.send(UP + UP + "\r")  # two lines back: "roll" again
    child.expect(r"You roll (\d)")
    child.expect(PROMPT)
    child.send(CTRL_D)
    child.expect(pexpect.EOF)
    kept = (home / "prompt-history" / "pig.txt").read_text(encoding="utf-8")
    assert kept.count("+roll") == 2 and "+history" in kept

    again = spawn("play", "pig", "--seed", "9")  # another game of Pig: the lines typed before come back
    again.expect(PROMPT)
    again.send(UP + "\r")
    again.expect(r"You roll (\d)")
    again.expect(PROMPT)
    again.send(CTRL_D)
    again.expect(pexpect.EOF)


def complete(child: pexpect.spawn, typed: str, rest: str) -> None:
    """Type ``typed`` and Tab, and wait until the terminal shows the word completed (``rest`` after what
    was typed: prompt_toolkit draws only what changed, and completes in a thread), so that Enter is
    pressed on the completed line, never on the half-typed one."""
    child.send(typed)
    child.expect_exact(typed)  # drawn: the Tab comes after it
    child.send(TAB)
    child.expect_exact(rest)


def test_tab_completes_a_command(spawn):
    child = spawn("play", "pig", "--seed", "8")
    child.expect(PROMPT)
    complete(child, "ro", "ll")
    child.send("\r")
    child.expect(r"You roll \d")
    child.expect(PROMPT)
    complete(child, "hist", "ory")  # table commands complete too
    child.send("\r")
    child.expect(r"1\. ")
    child.expect(PROMPT)
    child.send(CTRL_D)
    child.expect(pexpect.EOF)


def test_tab_then_enter_at_once_runs_the_completed_command(spawn):
    """Keys that come in one burst (a quick typist, a paste) run what the screen shows, not the half word."""
    child = spawn("play", "pig", "--seed", "8")
    child.expect(PROMPT)
    child.send("hist" + TAB + "\r")
    child.expect(r"No inputs yet|1\. ")  # the history, not a refusal of "hist"
    child.expect(PROMPT)
    child.send("ro" + TAB + "\r")
    child.expect(r"You roll \d")
    child.expect(PROMPT)
    child.send(CTRL_D)
    child.expect(pexpect.EOF)


def test_ctrl_c_clears_a_half_typed_line_and_the_game_goes_on(spawn, tmp_path):
    save = tmp_path / "pig.json"
    child = spawn("play", "pig", "--seed", "8", "--save", str(save))
    child.expect(PROMPT)
    child.send("hol" + CTRL_C)
    child.send("roll\r")  # had the line kept "hol", this would read "holroll"
    child.expect(r"You roll \d")
    child.expect(PROMPT)
    assert child.isalive()
    child.send(CTRL_C)  # on an empty line: save and leave, as before
    child.expect("Game saved to")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert len(read_save(save).inputs) == 1


def test_a_mistyped_command_gets_the_closest_one(spawn):
    child = spawn("play", "pig", "--seed", "8", term="dumb")
    child.expect(PROMPT)
    child.sendline("rol")
    child.expect("Not done: unknown command 'rol'; did you mean roll\\?; `help` lists the commands")
    child.expect(PROMPT)
    child.sendline("hsitory")
    child.expect("did you mean history\\?")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_board_score_why_and_undo_work_at_a_dice_prompt(spawn, tmp_path):
    save = tmp_path / "pig.json"
    child = spawn("play", "pig", "--seed", "2", "--dice", "physical", "--save", str(save))
    child.expect(PROMPT)
    child.send("roll\r")
    child.expect("You, " + ROLL)
    assert "(PIG-2)" not in child.before  # no rule IDs in dice prompts without --rules
    child.send("board\r")
    child.expect("Your score 0; the bot.s score 0; turn total 0")
    child.expect("You, " + ROLL)
    child.send("score\r")
    child.expect(r"You: 0")
    child.expect("You, " + ROLL)
    child.send("help\r")
    child.expect("undo — take back the input that led here")
    child.expect("You, " + ROLL)
    child.send("undo\r")
    child.expect("Undone: ")
    child.expect(PROMPT)
    child.send("roll\r")
    child.expect("You, " + ROLL)
    child.send("4\r")
    child.expect("You roll 4: 4 this turn")
    child.expect(PROMPT)
    child.send("quit\r")
    child.expect(pexpect.EOF)
    saved = read_save(save)
    assert saved.rolls == [4] and len(saved.inputs) == 1 and saved.pending is None


@pytest.mark.parametrize("leave", ["quit\r", CTRL_D])
def test_quit_at_a_dice_prompt_keeps_the_input_and_resume_tells_no_line_twice(spawn, tmp_path, leave):
    save = tmp_path / "pig.json"
    child = spawn("play", "pig", "--seed", "3", "--dice", "physical", "--save", str(save))
    child.expect(PROMPT)
    child.send("roll\r")
    child.expect("You, " + ROLL)
    child.send("4\r")
    child.expect(PROMPT)
    child.send("hold\r")  # the bot's turn follows, and asks for its dice
    child.expect("Bot, " + ROLL)
    child.send("5\r")
    child.expect("The bot rolls 5: 5 this turn")
    child.expect("Bot, " + ROLL)
    child.send(leave)
    child.expect(r"at\s+the\s+request\s+you\s+stopped\s+at")
    child.expect(pexpect.EOF)
    first = child.before
    child.close()
    assert child.exitstatus == 0
    saved = read_save(save)
    assert saved.pending == {"op": "hold"} and saved.rolls == [4, 5] and len(saved.inputs) == 1

    again = spawn("resume", str(save))
    again.expect("You left in the middle of a request")
    again.expect("Bot, " + ROLL)
    before = again.before
    for value in ("3", "2", "1"):  # 8, 10, then the bust face: the bot's turn ends
        again.send(value + "\r")
        index = again.expect(["Bot, " + ROLL, PROMPT])
        before += again.before
        if index:
            break
    again.send("quit\r")
    again.expect(pexpect.EOF)
    second = told(before + again.before)
    assert "The bot rolls 3: 8 this turn" in second
    assert not set(second) & set(told(first)), "a line told before the quit was told again"
    assert "You hold with 4: 4 in all" not in second
    assert read_save(save).pending is None


def test_resume_without_a_path_continues_the_latest_game_in_progress(spawn, tmp_path, home):
    older, newer = tmp_path / "older.json", tmp_path / "newer.json"
    for path, seed in ((older, "4"), (newer, "5")):
        child = spawn("play", "pig", "--seed", seed, "--save", str(path), term="dumb")
        child.expect(PROMPT)
        child.sendline("roll")
        child.expect(PROMPT)
        child.sendline("quit")
        child.expect(pexpect.EOF)
    os.utime(older, (1_000_000_000, 1_000_000_000))
    child = spawn("resume", term="dumb")
    child.expect(f"Resuming: Pig .*seed 5\\r\\n(.*\\r\\n)?Autosaves to {newer}")  # (the components line)
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)

    listing = spawn("saves", "--json")
    listing.expect(pexpect.EOF)
    games = json.loads(listing.before)
    assert [g["path"] for g in games] == [str(newer), str(older)]
    assert games[0]["game"] == "pig" and games[0]["options_in_words"] == "difficulty: steady, target: 50"
    assert games[0]["at"].startswith("Turn ") and games[0]["inputs"] == 1 and games[0]["last_played"]


def test_resume_with_nothing_in_progress_is_one_line(spawn):
    child = spawn("resume", term="dumb")
    child.expect("Error: no game in progress to resume")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1


def test_save_to_a_home_path_and_resuming_the_copy_marks_the_original(spawn, tmp_path):
    original = tmp_path / "pig.json"
    child = spawn("play", "pig", "--seed", "6", "--save", str(original), term="dumb")
    child.expect(PROMPT)
    child.sendline("roll")
    child.expect(PROMPT)
    child.sendline("save ~/copy.json")
    child.expect("Saved a copy to")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    copy = tmp_path / "copy.json"  # HOME is tmp_path: no folder named "~"
    assert copy.is_file() and not (tmp_path / "~").exists()

    again = spawn("resume", "~/copy.json", term="dumb")
    again.expect(PROMPT)
    assert f"is a copy of {original}: this game now autosaves to {copy}" in unwrapped(again.before)
    again.sendline("quit")
    again.expect(pexpect.EOF)
    listing = spawn("saves", "--json")
    listing.expect(pexpect.EOF)
    assert [g["path"] for g in json.loads(listing.before)] == [str(copy)]
    old = spawn("resume", str(original), term="dumb")
    old.expect(PROMPT)
    assert f"this game was continued in {copy}" in unwrapped(old.before)
    old.sendline("quit")
    old.expect(pexpect.EOF)


@pytest.mark.parametrize("term", ["dumb", "xterm"])
def test_an_ascii_only_terminal_plays_without_an_internal_error(spawn, tmp_path, term):
    child = spawn("play", "pig", "--seed", "8", "--save", str(tmp_path / "c.json"), term=term,
                  LC_ALL="C", LANG="C", PYTHONUTF8="0", PYTHONCOERCECLOCALE="0", PYTHONIOENCODING="")
    child.expect(r"\[Turn 1 - You\] >")  # ASCII punctuation
    child.send("roll\r")
    child.expect(r"You roll \d")
    child.send("help\r")
    child.expect("help \\[COMMAND\\] - list the commands")
    child.send("quit\r")
    child.expect(pexpect.EOF)
    assert "internal error" not in child.before and "Error" not in child.before


def test_colour_by_seat_on_a_terminal_and_none_with_no_color(spawn):
    coloured = spawn("play", "pig", "--seed", "8", "--auto", NO_COLOR="")
    coloured.expect(pexpect.EOF)
    assert "\x1b[32m\x1b[1mYou\x1b[0m roll" in coloured.before  # the person's seat, bold green
    assert "\x1b[36m\x1b[1mThe bot\x1b[0m rolls" in coloured.before  # the bot's whole sentence, its name coloured
    assert "\x1b[1m== Turn 1 ==\x1b[0m" in coloured.before  # headings in bold
    plain = spawn("play", "pig", "--seed", "8", "--auto", NO_COLOR="1")
    plain.expect(pexpect.EOF)
    assert "\x1b[" not in plain.before and "You roll" in plain.before


def test_ctrl_c_at_a_dice_prompt_clears_a_half_typed_answer_then_leaves_with_the_input_kept(spawn, tmp_path):
    save = tmp_path / "pig.json"
    child = spawn("play", "pig", "--seed", "3", "--dice", "physical", "--save", str(save))
    child.expect(PROMPT)
    child.send("roll\r")
    child.expect("You, " + ROLL)
    child.send("bo" + CTRL_C)  # cleared: the answer below is read alone
    child.send("4\r")
    child.expect("You roll 4: 4 this turn")
    child.expect(PROMPT)
    child.send("hold\r")
    child.expect("Bot, " + ROLL)
    child.send(CTRL_C)  # on an empty line: save and leave, as at the prompt
    child.expect(r"at\s+the\s+request\s+you\s+stopped\s+at")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert read_save(save).pending == {"op": "hold"}
