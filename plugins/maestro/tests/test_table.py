"""Whole games at the table: the real terminal program, driven as a person would with pexpect.

Each test starts ``python -m solobot play maestro`` (and ``resume``) in a pseudo-terminal and types
commands at its prompts: real moves and bad ones, table commands, undo and redo, quitting in the
middle, to the verdict. The person's script depends only on the round and turn shown in the prompt,
so the same script gives the same inputs in every run.
"""

from __future__ import annotations

import os
import re
import sys

import pytest

from solobot.storage.saves import load_session

pexpect = pytest.importorskip("pexpect")

PROMPT = re.compile(r"\[([^\]\r\n]*) · You\] > ")
TURN = re.compile(r"^Round (\d+), turn (\d+)( \(Gossip\))?: your move$")
LONG_LINE = "x" * 600
#: each bad command and what the one line refusing it says
BAD_COMMANDS = [
    ("dance", "Not done: unknown command 'dance'"),
    ("place 3", "Not done: place takes 2 words after it, not 1; usage: place REGION COUNT (for example: place venezia"),
    ("place venezia two", "Not done: place: COUNT must be a whole number from 1 to 15, not 'two'; usage: place "
                          "REGION COUNT"),  # 15: the Artworks in your supply, the most a place can take
    ("place atlantis 1", "Not done: unknown region 'atlantis'"),
    ("move 5 3 1", "Not done: move: you have no Artworks in 5 Bologna"),
    ("collector pink blue", "Not done: unknown Lodge area 'pink'"),
    ("play paint 1", "Not done: play: ACTION must be one of create, move, influence, study, not 'paint'; usage:"),
    ("play move 1 token", "Not done: play: you hold no Publicity token"),
    ("done", "Not done: done is not possible now: it is your turn: record your moves, then `play"),
    ("final 50", "Not done: final is not possible now: it is your turn"),
    ("use B99", "Not done: use: you hold no Benefactor card 'B99'"),
    ("qz!7 ?? ~~", "Not done: unknown command 'qz!7'"),
    (LONG_LINE, "That line is too long (600 characters)"),
]


class Person:
    """A person at the terminal: types a line at each prompt and reads what comes back."""

    def __init__(self, args: list[str], home):
        env = {**os.environ, "SOLOBOT_HOME": str(home), "SOLOBOT_LOAD_PLUGINS": "maestro", "COLUMNS": "300",
               "TERM": "dumb"}
        self.child = pexpect.spawn(
            sys.executable, ["-m", "solobot", *args], env=env, encoding="utf-8", timeout=20, dimensions=(60, 400)
        )
        self.transcript: list[str] = []
        self.label = ""
        self.intro = self._read_to_prompt()

    def _read_to_prompt(self) -> str:
        self.child.expect(PROMPT)
        self.label = self.child.match.group(1)
        text = self.child.before.replace("\r\n", "\n")
        self.transcript.append(text)
        return text

    def type(self, line: str) -> str:
        """Type one line; return what the program printed before its next prompt (without the echo)."""
        self.child.sendline(line)
        return self._read_to_prompt().split("\n", 1)[-1]

    def type_last(self, line: str) -> str:
        """Type the line that ends the program; return everything it printed."""
        self.child.sendline(line)
        self.child.expect(pexpect.EOF)
        self.child.wait()
        text = self.child.before.replace("\r\n", "\n")
        self.transcript.append(text)
        return text.split("\n", 1)[-1]

    def moves(self, commands: list[str]) -> None:
        """Type real moves: each is recorded (one line saying so at least)."""
        for command in commands:
            out = self.type(command)
            assert "Not done" not in out, (self.label, command, out)
            # told back to the person: "You move 1 Artwork ...", "Your Study marker ...", "Correction recorded: ..."
            assert out.lstrip().startswith(("You ", "Your ")) or "Correction recorded" in out, \
                (self.label, command, out)


def turn_script(round_: int, turn: int, gossip: bool) -> list[str]:
    """The person's moves for one of their turns: some operations, then the card that ends the turn."""
    if gossip:
        return ["play influence 2"]
    kind = (round_ + turn) % 4
    if kind == 0:
        return ["place florence 1", "play create 1"]
    if kind == 1:
        return ["study", "take resource blue 1", "play study 2"]
    if kind == 2:
        return ["move florence 7 1", "vp 1", "play move 1"]
    return ["play create 1"]


def play_until(person: Person, stop_at: str | None = None, verdict: str = "tie", checks: bool = False) -> str:
    """Answer every prompt with the person's script, until ``stop_at`` is the prompt or the game ends.

    ``verdict``: at final scoring enter a score that ties the Machina ("tie") or beats it ("win").
    ``checks``: on the person's second turn, also try bad commands, table commands, undo and redo.
    Returns what the program printed last.
    """
    while True:
        label = person.label
        if label == stop_at:
            return ""
        turn = TURN.match(label)
        if turn:
            round_, number, gossip = int(turn[1]), int(turn[2]), bool(turn[3])
            if checks and (round_, number) == (1, 2):
                check_table_commands(person)
            person.moves(turn_script(round_, number, gossip))
        elif "start of the Exhibition" in label:  # "...: your move (use B12 B13, then done)"
            cards = re.search(r"\(use ([A-Z0-9 ]+), then done\)$", label)[1].split()
            out = person.type("play create 1")
            assert out.strip().startswith("Not done: play is not possible now: it is the start of the Exhibition")
            person.moves([f"use {card}" for card in cards] + ["done"])
        elif label.startswith("Final scoring"):
            machina = int(re.search(r"^Machina: (\d+)$", person.type("score"), re.M)[1])
            entered = machina if verdict == "tie" else machina + 1
            return person.type_last(f"final {entered}")
        else:
            raise AssertionError(f"unexpected prompt {label!r}")


def check_table_commands(person: Person) -> None:
    """Table commands, refused commands that change nothing, undo and redo, on the person's second turn."""
    assert person.label == "Round 1, turn 2: your move"
    helped = person.type("help")  # the commands possible now: no Benefactor to use yet, no done or final
    helped = re.sub(r"\n {3,}", " ", helped)  # a long help line wraps at the terminal's width
    for name in ("play", "place", "move", "collector", "study", "take", "vp", "set"):
        assert re.search(rf"^  {name}\b.* — .*Example: {name}\b", helped, re.M), name
    for name in ("use", "done", "final"):
        assert not re.search(rf"^  {name}\b", helped, re.M), name
    assert "play create 2 token orange" in helped and "undo —" in helped
    assert "set artworks|vp [REGION] SEAT NUMBER —" in person.type("help set")
    later = person.type("help final")
    assert "final POINTS —" in later and "(not possible at this step)" in later

    why = person.type("why")  # the Machina played after the person's first turn
    assert "[MM-TURN-1: " in why and ("MM-TURN-3: " in why or "MM-TURN-4: " in why)  # each rule with its words
    board = person.type("board")
    assert board.startswith("Round 1 of 4, turn 2 of 5: your move; First Player: you")
    assert "0 Florence" in board and "Lodge" in board and "Publicity: Create" in board
    assert board.rstrip().endswith("Each part in full: board galleries | board actions | board machina | board you")
    assert "Actions (token colour)" in person.type("board actions") and "Machina deck: " in person.type("board MACHINA")
    assert "its parts: board galleries |" in person.type("help board")
    assert person.type("board gallery").startswith("No part of the board is called 'gallery'; did you mean galleries?")
    score = person.type("score")
    assert re.search(r"^Machina: \d+$", score, re.M) and re.search(r"^You: \d+$", score, re.M)

    for command, says in BAD_COMMANDS:
        out = person.type(command).strip()
        assert out.startswith(says) and "\n" not in out, (command, out)
        assert person.label == "Round 1, turn 2: your move"
    assert person.type("board") == board  # nothing changed

    assert person.type("vp 3").startswith("You add +3 VP yourself (recorded by you")  # also its history line
    said = "Undone: You add +3 VP yourself (recorded by you, not counted by solobot); your VP track: 4."
    back = "Take back on the table, in this order:\n  - Put the marker of your VP on 1 again"  # your input's own change
    assert person.type("undo").strip() == f"{said}\n{back}"
    undone = person.type("undo").strip()
    assert undone.startswith("Undone: You play your card face up at")
    assert "Take back on the table, in this order:\n  - " in undone  # the Machina's turn after it
    assert person.label == "Round 1, turn 1: your move"  # back to the first turn, before the Machina played
    assert person.type("redo").strip().startswith("Redone: You play your card")
    assert person.label == "Round 1, turn 2: your move"
    assert "Redone: You add +3 VP yourself" in person.type("redo")
    history = person.type("history")
    assert re.search(r"^\s*\d+\. You add \+3 VP yourself", history, re.M)
    assert "=" not in history and "['" not in history
    assert "Correction recorded: the Machina's VP: 5." in person.type("set vp machina 5")
    assert "Correction recorded: your VP: 3." in person.type("set vp player 3")


def final_digest(path) -> str:
    session, _ = load_session(str(path))
    assert session.finished
    return session.digest()


@pytest.mark.rule("MM-SCORE-4")
@pytest.mark.parametrize("variant, seed, verdict", [("davinci", 12, "tie"), ("michelangelo", 11, "win")])
def test_a_whole_game_at_the_table(tmp_path, variant, seed, verdict):
    save = tmp_path / "game.json"
    person = Person(["play", "maestro", "--variant", variant, "--seed", str(seed), "--save", str(save)], tmp_path)
    assert "On your turns, tell solobot what you did" in person.intro  # the setup instructions
    assert "Give the Machina its 20 Starting cards" in person.intro
    assert person.label == "Round 1, turn 1: your move"
    end = play_until(person, checks=True, verdict=verdict)

    transcript = "".join(person.transcript)
    assert "(Gossip): your move" in transcript
    if variant == "davinci":  # this seed gives the person an Exhibition-symbol Benefactor card
        assert re.search(r"Round \d, start of the Exhibition: your move \(use B1[234], then done\)", transcript)
        assert "start of the Exhibition: your move (done)" in transcript  # after `use`, only `done` is left
    assert "== Round 1, turn 2: your move ==" in transcript and "== Round 4, turn 5 (Gossip): " in transcript
    assert " a orange" not in transcript and " a Artwork" not in transcript and "(s)" not in transcript
    machina = re.search(r"^Machina: (\d+)$", end, re.M)[1]
    assert "== Final score ==" in end and "VP track, counted by solobot" in end
    assert "VP track, recorded by you" in end and "the rest of your final score, recorded by you" in end
    if verdict == "tie":
        assert f"Your final score {machina}, the Machina's {machina}: a tie is a loss, so the Machina wins." in end
        assert "Result: Machina wins" in end
    else:
        assert f"Your final score {int(machina) + 1}, the Machina's {machina}: you beat the Machina" in end
        assert "Result: you win!" in end
    assert person.child.exitstatus == 0
    assert final_digest(save)


def test_quit_in_the_middle_and_resume_ends_as_the_game_played_straight(tmp_path):
    args = ["play", "maestro", "--variant", "michelangelo", "--seed", "5", "--save"]
    straight_save, broken_save = tmp_path / "straight.json", tmp_path / "broken.json"

    straight = Person([*args, str(straight_save)], tmp_path)
    play_until(straight)

    first = Person([*args, str(broken_save)], tmp_path)
    play_until(first, stop_at="Round 2, turn 3: your move")
    left = first.type_last("quit")
    assert f"Game saved to {broken_save}. Continue with: solobot resume {broken_save}" in left

    second = Person(["resume", str(broken_save)], tmp_path)
    assert second.intro.startswith("Resuming: Maestro: the Machina (variant: michelangelo")
    assert second.label == "Round 2, turn 3: your move"
    play_until(second)

    assert final_digest(broken_save) == final_digest(straight_save)


ROLL_PROMPT = re.compile(
    r"Machina, roll both dice: its meeple moves clockwise by the higher minus the lower \(MM-TURN-1\)\. "
    r"Type the two results \(1-6\): "
)


@pytest.mark.rule("MM-TURN-1")
def test_physical_dice_each_roll_asked_once_with_its_purpose_and_told_before_the_next(tmp_path):
    """With --dice physical, each Machina roll is one request naming the seat and what the roll is for;
    everything the roll caused is told before the person is asked for anything else."""
    child = pexpect.spawn(
        sys.executable,
        ["-m", "solobot", "play", "maestro", "--dice", "physical", "--seed", "3", "--rules"],
        env={**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "maestro", "COLUMNS": "300",
             "TERM": "dumb"},
        encoding="utf-8",
        timeout=20,
        dimensions=(60, 400),
    )
    rolls, rolled = 0, False
    while rolls < 6:
        which = child.expect([ROLL_PROMPT, PROMPT])
        told = child.before.replace("\r\n", "\n")
        if rolled:  # what the roll typed last caused is told before anything else is asked
            assert "The Machina rolls 5 and 2: move its meeple 3 Actions clockwise" in told
            assert "[MM-TURN-3]" in told or "[MM-TURN-4]" in told
        rolled = which == 0
        if rolled:
            child.sendline("5 2")
            rolls += 1
        else:
            child.sendline("play influence 1" if "Gossip" in child.match.group(1) else "play create 1")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
