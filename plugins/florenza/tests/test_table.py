"""A whole game at the table through the real terminal program (pexpect), as a person plays it.

The person sets up, plays a mix of real moves, ``done`` and ``pass``, makes mistakes
(unknown commands, wrong arguments, impossible moves, random strings), uses ``undo``,
``redo``, ``why``, ``board``, ``score`` and a correction, quits in the middle, resumes
with ``solobot resume`` and plays to the final score. The resumed game must end in the
same state as the same lines typed in one sitting.
"""

from __future__ import annotations

import json
import os
import re
import sys

import pexpect
import pytest

from solobot.storage.saves import load_session

SEED = "11"
GHOSTS = ["--ghost", "hard", "--ghost", "easy"]
PROMPT = re.compile(r"\[([^\]\n]*?) · You\] > ")
LABEL = re.compile(r"^(Setup: choose your two starting Workshops|Round [1-7], (Phases 1-2: you are Captain|"
                   r"Phase 3: you are Bishop|Phase 4: your turn: \d Kinsm[ae]n left to place|"
                   r"Phases 5-7: your end of round))$")
FINAL = "== Final score =="

MOVES = [
    "build 13",
    "operate 1",
    "art chiesa vetrata lippi 4",
    "hire 1 2",
    "done",
    "artist giotto",
    "role bishop",
    "art duomo cupola brunelleschi 6",
    "operate ghost-1 1",
    "build stamperia",
    "pass",
]
"""Phase 4 moves the person tries in turn; one the game refuses is replaced by ``done``."""

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def spawn(tmp_path):
    env = {
        **os.environ,
        "SOLOBOT_LOAD_PLUGINS": "florenza",
        "SOLOBOT_HOME": str(tmp_path / "home"),
        "PYTHONIOENCODING": "utf-8",
        "COLUMNS": "200",
        "TERM": "dumb",
    }

    def _spawn(*args: str) -> pexpect.spawn:  # with the rule IDs shown, which these tests read
        return pexpect.spawn(
            sys.executable, ["-m", "solobot", *args, "--rules"], env=env, encoding="utf-8", timeout=30,
            dimensions=(50, 250),
        )

    return _spawn


class Person:
    """Types lines at the prompt and reads the replies; remembers every line typed."""

    def __init__(self, child: pexpect.spawn, typed: list[str]) -> None:
        self.child = child
        self.typed = typed
        self.label: str | None = None
        self.labels: list[str] = []
        self.moves = 0
        self.seen = ""

    def wait(self) -> str:
        """Read up to the next prompt (or the final score); return what was printed."""
        if self.child.expect([PROMPT, FINAL]) == 0:
            self.label = self.child.match.group(1)
            self.labels.append(self.label)
        else:
            self.label = None
        self.seen += self.child.before
        return self.child.before

    def type(self, line: str) -> list[str]:
        """Type a line; return the reply's lines (without the echo of the line)."""
        self.child.sendline(line)
        self.typed.append(line)
        lines = [part.rstrip() for part in self.wait().replace("\r", "").split("\n")]
        if lines and lines[0].strip() == line.strip():
            lines = lines[1:]
        return [part for part in lines if part.strip()]

    def refused(self, line: str, why: str) -> None:
        """A refused line: one clear line saying why."""
        reply = self.type(line)
        assert len(reply) == 1 and reply[0].startswith("Not done: ") and why in reply[0], (line, reply)

    def round(self) -> int:
        found = re.match(r"Round (\d)", self.label or "")
        return int(found.group(1)) if found else 0

    def play_step(self) -> None:
        """One step, as a person would play it (mistakes at set moments of the game)."""
        label, rnd = self.label, self.round()
        if label.startswith("Setup"):
            self.setup()
        elif "Captain" in label:
            self.refused("build picconiere", "only on your Phase 4 turn")  # one left in the supply
            self.type("resource gold")
            if rnd == 1:
                reply = self.type("detain giotto")  # ends the Captain's step
                assert any("You detain Giotto" in line for line in reply), reply
            else:
                self.type("done")
        elif "Bishop" in label:
            self.refused("kinsmen 9", "from 0 to 8")
            self.type("done")
        elif "Phase 4" in label:
            self.phase_4_turn(rnd)
        else:
            self.round_end(rnd)

    def setup(self) -> None:
        self.refused("xyzzy", "unknown command 'xyzzy'")
        self.refused("start 1", "start takes 2 words after it, not 1")
        # a SECOND is another starting Workshop, and a refusal says why, names as printed (FG-SETUP-4)
        self.refused("start 1 1", "your two starting Workshops must differ")
        self.refused("start 1 8", "Boscaiuolo, Monte di Pietà, Fabbro")
        self.refused("start 1 nowhere", "no Workshop called 'nowhere'")
        self.refused("start x", "FIRST must be one of Picconiere, Boscaiuolo, Monte di Pietà, Fabbro")
        self.refused("q#7 ??", "unknown command")
        listing = "\n".join(self.type("help"))  # the commands usable now, with an example each
        for usage in ("start FIRST SECOND", "gain prestige|church POINTS", "set player|ghost-1|ghost-2",
                      "kinsmen COUNT", "undo", "quit"):
            assert usage in listing
        moves = listing.split("Table commands:")[0]
        assert "build" not in moves and moves.count("Example: ") == 4
        reply = self.type("start 1 2")
        assert any("You start with the Picconiere and the Boscaiuolo" in line for line in reply)

    def phase_4_turn(self, rnd: int) -> None:
        if rnd == 1:
            self.refused("operate ghost-9 1", "no seat 'ghost-9'")
            self.refused("art", "art takes 4 words")
            self.refused("resource wood", "only the Captain")
            self.refused("build 99", "WORKSHOP must be one of Picconiere")  # the Workshops left in the supply
            listing = "\n".join(self.type("help"))
            for usage in ("build WORKSHOP [", "art WHERE ARTWORK ARTIST ROLL", "done", "pass"):  # [the free spaces]
                assert usage in listing
            assert "start" not in listing.split("Table commands:")[0]
            assert "create an Artwork" in "\n".join(self.type("help art"))
        move = MOVES[self.moves % len(MOVES)]
        self.moves += 1
        reply = self.type(move)
        if reply and reply[0].startswith("Not done: "):
            assert all(line.startswith("  ") for line in reply[1:]), reply  # one refusal (long ones wrap)
            reply = self.type("done")
        if rnd == 1:
            why = self.type("why")
            assert any(re.search(r"\[FG-P4-2\b", line) for line in why), why
        if rnd == 2 and move != "pass":
            assert self.type("undo")[0].startswith("Undone: ")
            assert self.type("redo")[0].startswith("Redone: ")

    def round_end(self, rnd: int) -> None:
        if rnd == 2:
            assert any("You score 2 Prestige Points" in line for line in self.type("gain prestige 2"))
            reply = self.type("set ghost-1 church 3")
            assert any("Correction: Ghost 1's Church Points are now 3" in line for line in reply)
            score = self.type("score")
            at = score.index(next(line for line in score if line.startswith("Ghost 1:")))
            assert "Church Points: 3" in score[at + 2]
            board = "\n".join(self.type("board"))
            for part in ("Round 2/7, Phases 5-7", "Ghost 1 (Hard, Pazzi)", "Action Table",
                         "Artists (Life in Florenza card.position)", "Main board: Duomo", "Captains of Fortune",
                         "Each part in full: board you | board ghosts | board artists | board city"):
                assert part in board
            ghosts = "\n".join(self.type("board ghosts"))
            assert "Workshops: space 1 " in ghosts and "Chiesa:" in ghosts and "Ghost 2 (Easy" in ghosts
            assert "Workshops: space 1 " in "\n".join(self.type("board you"))
            assert "Church Points 3" in board
        self.type("done")

    def play_until(self, stop) -> None:
        """Play steps until ``stop()`` says so or the game ends."""
        while self.label is not None and not stop():
            assert LABEL.match(self.label), self.label
            self.play_step()


def test_a_whole_game_at_the_table_with_mistakes_quit_and_resume(spawn, tmp_path):
    save = tmp_path / "florenza.json"
    typed: list[str] = []
    child = spawn("play", "florenza", "--seed", SEED, "--save", str(save), *GHOSTS)
    person = Person(child, typed)
    intro = person.wait()
    assert "New game: Florenza X Anniversary - the Ghosts (ghost: hard + easy), seed 11" in intro
    assert "You choose your two starting Workshops last" in intro and "[FG-SETUP-4]" in intro
    assert person.label == "Setup: choose your two starting Workshops"
    assert json.loads(save.read_text())["inputs"] == []

    person.play_until(lambda: person.round() == 4)
    assert person.label is not None and person.round() == 4
    before_quit = json.loads(save.read_text())["inputs"]
    child.sendline("quit")
    child.expect(f"Game saved to {save}. Continue with: solobot resume {save}")
    child.expect(pexpect.EOF)
    child.wait()
    assert child.exitstatus == 0
    assert json.loads(save.read_text())["inputs"] == before_quit

    child = spawn("resume", str(save))
    person.child = child
    shown = person.wait()
    assert "Resuming: Florenza X Anniversary" in shown and f"{len(before_quit)} inputs so far" in shown
    person.play_until(lambda: False)
    child.expect(pexpect.EOF)
    child.wait()
    assert child.exitstatus == 0
    seen = person.seen + child.before
    assert FINAL in seen or person.label is None
    assert "Result:" in child.before and "You:" in child.before
    # the person met every kind of step, each prompt saying round, phase and whose move
    kinds = {re.sub(r"Round \d, |: \d Kinsm[ae]n left to place$", "", label) for label in person.labels}
    assert kinds >= {
        "Setup: choose your two starting Workshops",
        "Phases 1-2: you are Captain",
        "Phase 3: you are Bishop",
        "Phase 4: your turn",
        "Phases 5-7: your end of round",
    }, kinds
    resumed, _ = load_session(save)
    assert resumed.finished

    # the same lines typed in one sitting end in the same state
    again = tmp_path / "again.json"
    child = spawn("play", "florenza", "--seed", SEED, "--save", str(again), *GHOSTS)
    for line in typed:
        child.expect([PROMPT])
        child.sendline(line)
    child.expect(FINAL)
    child.expect(pexpect.EOF)
    uninterrupted, _ = load_session(again)
    assert uninterrupted.finished and uninterrupted.digest() == resumed.digest()


ROLL_PROMPT = re.compile(r"(\S[^\n]*?), roll a die: ([^\n]+?) \((FG-[A-Z0-9]+-\d+)\)\. Type the result \(1-6\): ")
REPLIES = {"Setup": "start 1 2", "Round 1, Phases 1-2": "resource wood", "Phase 4": "pass"}


@pytest.mark.rule("FG-P4-2")
@pytest.mark.rule("FG-SETUP-4")
def test_physical_dice_each_roll_names_the_ghost_and_its_purpose_and_is_told_before_the_next(spawn):
    """With --dice physical: who rolls and what for; what each roll did is told before the next is asked."""
    child = spawn("play", "florenza", "--dice", "physical", "--seed", "5", *GHOSTS)
    faces, asked, told, answered = [3, 5, 1, 6, 2, 4], 0, None, set()
    while True:
        found = child.expect([ROLL_PROMPT, PROMPT, FINAL])
        shown = child.before.replace("\r", "")
        if told is not None:  # the roll typed last time is narrated before anything else is asked
            who, face = told
            assert re.search(rf"{who}( \(Captain\))? rolls {face}\b", shown), (who, face, shown)
            told = None
        if found == 0:
            who, purpose, rule = child.match.groups()
            assert re.fullmatch(r"Ghost [12]", who) and purpose and rule, child.match.group(0)
            face = faces[asked % len(faces)]
            asked += 1
            told = (who, face)
            child.sendline(str(face))
        elif found == 1 and "Round 3" not in child.match.group(1):
            label = child.match.group(1)
            first = label not in answered
            answered.add(label)
            child.sendline(next((line for key, line in REPLIES.items() if key in label and first), "done"))
        else:
            break
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert asked >= 10
