"""A whole game at the table with ``--dice physical --draws physical``: every card, tile and token the
game takes at random comes from the person's own box, asked one request at a time (pexpect)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys

import pytest
from test_table import PROMPT, Person, play_until

from solobot.storage.saves import load_session

pexpect = pytest.importorskip("pexpect")

#: a list that shows no numbers (the Machina's S and U cards print the same ones) asks for no number (issue 38)
DRAW_PROMPT = re.compile(r"Which (card|tile|token)\? Type (its number or )?what it shows: ")
ROLL_PROMPT = re.compile(r"Type the two results \(1-6\): ")
HEADING = re.compile(
    r"^(Machina|You|For the game), draw one (card|tile|token)(?: \(\d+ of (?:at most )?\d+\))? from (.+?): (.+) "
    r"\(([A-Z]+-[A-Z0-9-]+)\)\.$"
)
CHOICE = re.compile(r"^ +(?:(\d+)  )?(\S+)(.*)$")  # an item's own number (from its code), if it has one


class PhysicalPerson(Person):
    """A person with the real box: answers every roll and every draw, and checks each request."""

    def __init__(self, args: list[str], home):
        self.draws: list[tuple[str, str, str]] = []  # (who, source, rule) of each request, in order
        self.purposes: list[str] = []  # what each request says it is for
        self.answers: list[str] = []  # the item given for each
        self.to_be_told: list[str] = []  # items the narration must name before the next prompt
        self.refusals: list[str] = []
        self.rolls = 0
        super().__init__(args, home)

    def _read_to_prompt(self) -> str:
        told = ""
        while True:
            which = self.child.expect([PROMPT, DRAW_PROMPT, ROLL_PROMPT])
            text = self.child.before.replace("\r\n", "\n")
            self.transcript.append(text)
            told += text
            if which == 0:
                for item in self.to_be_told:
                    assert item in told, (item, told[-2000:])
                self.to_be_told = []
                self.label = self.child.match.group(1)
                return told
            if which == 2:
                self.rolls += 1
                self.child.sendline("5 2" if self.rolls % 2 else "4 1")
                continue
            self.answer_draw(text)

    def answer_draw(self, text: str) -> None:
        lines = [line for line in text.split("\n") if line.strip()]
        heading_at = max(i for i, line in enumerate(lines) if HEADING.match(line))
        heading = HEADING.match(lines[heading_at])
        who, source, rule = heading[1], heading[3], heading[5]
        choices = [CHOICE.match(line) for line in lines[heading_at + 1:]]
        assert choices and all(choices), lines[heading_at:]
        items = [c[2] for c in choices]
        assert len(items) == len(set(items))
        numbers = [int(c[1]) for c in choices if c[1]]
        if not self.draws:  # the first request: a number out of range and a name no card has are refused
            for bad in (str(max(numbers) + 1), "nowhere"):
                self.child.sendline(bad)
                self.child.expect(r"No \w+ left in .+ is “.+” \(it may be out already\); type a number from 1 to "
                                  rf"{max(numbers)} or what the \w+ shows\.")
                self.refusals.append(bad)
                self.child.expect(DRAW_PROMPT)
        if rule == "MM-TURN-3" and self.answers and self.draws[-1][2] in ("MM-TURN-3", "MM-TURN-4"):
            gone = self.answers[-1]  # the card just played is out of the deck: refused
            self.child.sendline(gone if gone not in items else "U99")
            self.child.expect(f"No card left in the Machina's deck is “{gone if gone not in items else 'U99'}”")
            self.refusals.append(gone)
            self.child.expect(DRAW_PROMPT)
        pick = len(self.draws) % len(items)  # not the seeded order: first, second, ... of what is left
        item = items[pick]
        self.draws.append((who, source, rule))
        self.purposes.append(heading[4])
        self.answers.append(item)
        if rule in ("EX-CLEAN-6", "EX-CLEAN-4", "EX-PUB-3", "EX-PUB-2"):
            self.to_be_told.append(item)
        if rule == "EX-CLEAN-9":  # the kind dealt is told with its Action
            self.to_be_told.append(f"a {item}")
        if rule == "MM-TURN-3":
            self.to_be_told.append(f"Play the top card of the Machina's deck, {item} (")
        if rule == "MM-TURN-4":  # face down: not named, but told
            self.to_be_told.append("Gossip turn: put the top card of the Machina's deck face down")
        # typed by its own number or by what it shows, in turn
        if choices[pick][1] and len(self.draws) % 2:  # its own number, the one in its code (PG06: 6), or 1 to n
            own = re.sub(r"\D", "", item)  # patron kinds print none: listed 1 to n (issue 38)
            assert int(choices[pick][1]) == (int(own) if own else pick + 1), choices[pick][0]
            self.child.sendline(choices[pick][1])
        else:
            self.child.sendline(choices[pick][2] + choices[pick][3])


@pytest.mark.rule("MM-TURN-3")
@pytest.mark.rule("MM-TURN-4")
@pytest.mark.rule("MM-STUDY-3")
@pytest.mark.rule("EX-PUB-2")
@pytest.mark.rule("EX-PUB-3")
@pytest.mark.rule("EX-CLEAN-4")
@pytest.mark.rule("EX-CLEAN-6")
@pytest.mark.rule("EX-CLEAN-9")
def test_a_whole_game_with_physical_dice_and_draws(tmp_path):
    save = tmp_path / "game.json"
    args = ["play", "maestro", "--seed", "11", "--dice", "physical", "--draws", "physical", "--save", str(save)]
    person = PhysicalPerson(args, tmp_path)
    assert person.label == "Round 1, turn 1: your move"
    setup = person.draws[:]
    assert [r for _, _, r in setup] == ["EX-CLEAN-4", "EX-CLEAN-6", "EX-CLEAN-6", "EX-CLEAN-6", *["EX-CLEAN-9"] * 4]
    assert {source for _, source, r in setup if r == "EX-CLEAN-9"} == {"the patron deck"}  # you deal the kinds
    assert setup[0][:2] == ("For the game", "the Collector Setup cards")
    assert person.refusals == ["7", "nowhere"]  # 6 Collector Setup cards in the reference set

    person.moves(["play create 1"])  # the Machina plays its first card
    asked = len(person.draws)
    assert asked > len(setup)
    undone = person.type("undo")
    assert "Undone" in undone and person.label == "Round 1, turn 1: your move"
    assert "Redone" in person.type("redo")
    assert len(person.draws) == asked  # undo and redo replay the draws told: nothing is asked again

    play_until(person, verdict="win")
    assert person.child.exitstatus == 0
    kinds = {(who, source, rule) for who, source, rule in person.draws}
    assert ("Machina", "the Machina's deck", "MM-TURN-3") in kinds
    assert ("Machina", "the Machina's deck", "MM-TURN-4") in kinds
    assert any(rule == "MM-STUDY-3" for _, _, rule in kinds)
    assert any(rule == "EX-PUB-3" and who in ("Machina", "You") for who, _, rule in kinds)
    assert ("For the game", "the Popular Gallery tiles", "EX-CLEAN-6") in kinds
    assert any(rule == "EX-PUB-2" and source == "the patron cards of that kind still unseen"
               for _, source, rule in kinds)  # the patron card taken is turned up from the table
    actions = ("Create", "Move", "Influence", "Study")
    for (_, _, rule), purpose in zip(person.draws, person.purposes, strict=True):
        if rule == "EX-PUB-2":  # the patron card's request names its Action
            assert purpose.startswith(tuple(f"the patron card at {a} that the winner" for a in actions)), purpose
        if rule == "EX-CLEAN-9":
            assert purpose.startswith(tuple(f"deal one face down at {a} " for a in actions)), purpose
    assert sum(rule == "EX-CLEAN-9" for _, _, rule in person.draws) > 4  # at setup and at each Cleanup
    assert len(person.refusals) > 3  # every card just played was refused once as the next card

    session, saved = load_session(str(save))
    assert saved.draws == "physical" and saved.dice == "physical"
    # the answers are the game's inputs, in order; a pile of one item is told, not asked, and kept too
    rest = iter(saved.drawn)
    assert all(any(answer in (kept, str(kept).capitalize()) for kept in rest)  # a kind kept as written in the data
               for answer in person.answers)
    told = [item for item in saved.drawn if item not in person.answers and str(item).capitalize() not in person.answers]
    assert told, "the last Popular Gallery tile comes alone: it is told, not asked"
    transcript = "".join(person.transcript).lower()
    assert all(str(item).lower() in transcript for item in told)
    played = session.state.machina.main.history
    main = ("MM-TURN-3", "MM-TURN-4")
    main_answers = [a for a, (_, _, r) in zip(person.answers, person.draws, strict=True) if r in main]
    assert all(card in played for card in main_answers)

    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "maestro"}
    replay = subprocess.run([sys.executable, "-m", "solobot", "replay", str(save)], env=env,
                            capture_output=True, text=True, timeout=60)
    assert replay.returncode == 0 and "reproduced" in replay.stdout, replay.stderr


def test_ctrl_c_at_a_setup_draw_keeps_the_draws_told_and_resume_asks_the_next_one(tmp_path):
    """The setup's draws are requests kept in the save: Ctrl-C there loses nothing answered."""
    import json

    import pexpect

    save = tmp_path / "setup.json"
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path / "home"), "SOLOBOT_LOAD_PLUGINS": "maestro",
           "TERM": "dumb", "COLUMNS": "200"}
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "play", "maestro", "--seed", "5", "--draws", "physical",
                                           "--save", str(save)], env=env, encoding="utf-8", timeout=20,
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # Ctrl-C as at a shell
    child.expect("draw one card from the Collector Setup cards")
    child.expect(DRAW_PROMPT)
    child.sendline("2")
    child.expect(r"draw one tile \(1 of 3\) from the Popular Gallery tiles")
    child.expect(DRAW_PROMPT)
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    saved = json.loads(save.read_text())
    assert saved["drawn"] == ["CS2"] and saved["asking"]["step"] == "setup" and saved["inputs"] == []

    again = pexpect.spawn(sys.executable, ["-m", "solobot", "resume", str(save)], env=env, encoding="utf-8",
                          timeout=20)
    again.expect(r"draw one tile \(1 of 3\) from the Popular Gallery tiles")  # the same request: not the card again
    assert "Collector Setup cards" not in again.before
    again.expect(DRAW_PROMPT)
    again.sendline("quit")
    again.expect(pexpect.EOF)


def _requests_after_their_reasons(seed: int, options: dict) -> list[tuple[str, list[str]]]:
    """Play ``seed`` with physical draws answered at once; each request's rule with the kinds told before it."""
    from solobot.engine.plugins import default_registry
    from solobot.engine.session import Session

    seen: list[tuple[str, list[str]]] = []

    def ask(session, request):
        events = session.ctx.events
        seen.append((request.why.rule, [e.kind for e in events[-3:]]))
        return request.choices[len(seen) % len(request.choices)][0]

    session = Session(default_registry().game("maestro"), options, seed, draws="physical", ask_draw=ask)
    session.autoplay()
    assert session.finished
    return seen


@pytest.mark.rule("EX-PUB-2")
@pytest.mark.rule("MM-STUDY-3")
@pytest.mark.rule("EX-CLEAN-4")
@pytest.mark.rule("EX-CLEAN-6")
@pytest.mark.parametrize("options", [{"variant": "michelangelo", "difficulty": "normal"},
                                     {"variant": "davinci", "difficulty": "harder"}], ids=["michelangelo", "davinci"])
def test_every_request_comes_after_its_reason(options):
    """Issue 26: who won the Publicity before the patron card turned up; the Starting card removed and the
    deck shuffled before the Upgraded card; the setup's lines before the draws they need."""
    kinds = {}
    for seed in range(6):
        for rule, before in _requests_after_their_reasons(seed, options):
            kinds.setdefault(rule, []).append(before)
    assert kinds["EX-PUB-2"] and all(before[-1] == "publicity-result" for before in kinds["EX-PUB-2"])
    upgraded = [before for before in kinds["MM-STUDY-3"] if before[-1] != "machina-turn"]
    assert any(before[-1] == "upgrade-removing" for before in upgraded)
    assert kinds["EX-CLEAN-4"][0][-1] == "setup-collectors-shuffle"
    assert any(before[-1] == "setup-tiles-shuffle" for before in kinds["EX-CLEAN-6"])


def test_the_setup_tells_only_the_alternative_in_use():
    from solobot.engine.plugins import default_registry
    from solobot.engine.session import Session

    spec = default_registry().game("maestro")
    seeded = "\n".join(e.text for e in Session(spec, {}, 3).events)
    physical = "\n".join(e.text for e in Session(spec, {}, 3, draws="physical",
                                                 ask_draw=lambda s, r: r.choices[0][0]).events)
    assert "--draws physical" not in seeded and "you draw its cards" not in seeded
    assert "solobot shuffles them" in seeded and "solobot shuffles them" not in physical
    assert "you draw its cards and tell solobot which came" in physical
    assert physical.index("Shuffle the Collector Setup cards") < physical.index("Collector Setup card CS")
    assert physical.index("Shuffle the Popular Gallery tiles") < physical.index("Popular Gallery tiles PG")
