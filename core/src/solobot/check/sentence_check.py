"""Every line of whole games, read in each language a game declares, checked for grammar (``solobot check``).

:func:`transcript` plays one seeded game with an opponent policy in a language and keeps every line a person
reads of it: the narration of each event and the table changes it lists, the sentence of each of the person's
inputs, the refusal of an input the game cannot take, what to take back after an undo of every input (then
redone), ``why`` after every bot turn, every command's help, and the final score. :func:`grammar_problems`
reads those lines with :func:`solobot.grammar.mistakes` (a preposition apart from its article, a case its
preposition does not take) and :func:`mixed_person` (a line spoken to the person that goes on about a third
person: "dreh Luca della Robbia um und erhält -2 Prestigepunkte").
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from solobot.engine.plugins import GameSpec
from solobot.engine.session import Session
from solobot.grammar import mistakes
from solobot.i18n import speaking
from solobot.table.reading import input_sentence, why_lines
from solobot.table.seat import Refused, Seat, help_line, verdict_lines
from solobot.table.spoken import input_alone, to_the_person
from solobot.words import change_lines

#: a verb in the third person that may not follow "and" in a line spoken to the person (per language)
_THIRD_AFTER_AND = {
    "de": re.compile(r"\bund (?:erhält|nimmt|zahlt|legt|baut|würfelt|zieht|bekommt|gibt|stellt|bewegt|"
                     r"verliert|dreht|wählt|hält|bringt|schiebt|platziert|deckt|schickt|kauft)\b"),
    "it": re.compile(r"\be (?:riceve|prende|paga|ottiene|guadagna|perde|mette|sposta|tira|pesca|costruisce|"
                     r"sceglie|porta|gira|scarta|compra|assume|crea)\b"),
    "en": re.compile(r"\band (?:gets|takes|pays|scores|loses|puts|moves|rolls|draws|builds|chooses|turns|buys)\b"),
}
#: words that show a line speaks to the person (per language)
_SPOKEN_TO = {"de": re.compile(r"(?i)\b(?:du|dein\w*|dir|dich)\b"),
              "it": re.compile(r"(?i)\b(?:tu|tuo|tua|tuoi|tue|te|ti)\b"),
              "en": re.compile(r"(?i)\b(?:you|your|yours)\b")}


def mixed_person(line: str, language: str, to_person: bool = False) -> bool:
    """Whether ``line`` speaks to the person and then about a third person in one breath ("you … and gets").

    :param to_person: the line is the person's own (an input's sentence): it speaks to them even when no word
        shows it (an imperative: "dreh … um und erhält")."""
    third = _THIRD_AFTER_AND.get(language)
    if third is None:
        return False
    for clause in re.split(r"[;.:!?]", line):
        if third.search(clause) and (to_person or _SPOKEN_TO[language].search(clause)):
            return True
    return False


def grammar_problems(lines: Iterable[tuple[str, bool]], language: str) -> list[str]:
    """The lines (each with whether it is the person's own) that get a form or a person wrong, each with
    what is wrong: ``«da la» in: ...``."""
    found: list[str] = []
    read: set[tuple[str, bool]] = set()
    for line, own in lines:
        if (line, own) in read:  # the same line again (an undo's take-back, a heading): said once
            continue
        read.add((line, own))
        wrong = mistakes(line, language)
        if mixed_person(line, language, own):
            wrong.append("you … " + _THIRD_AFTER_AND[language].search(line).group(0))  # type: ignore[union-attr]
        if wrong:
            found.append(f"«{'», «'.join(wrong)}» in: {line.strip()}")
    return found


class _Listener:
    """Keeps what a person reads of one game, as it is played."""

    def __init__(self, session: Session, folder: Path) -> None:
        self.session = session
        self.seat = Seat(session, folder / "check.json")
        self.words = session.game.words(session.ctx)
        self.lines: list[tuple[str, bool]] = []
        self.seen = 0

    def add(self, text: str, own: bool = False) -> None:
        self.lines += [(line, own) for line in str(text).splitlines() if line.strip()]

    def events(self) -> None:
        """The narration of the events since the last look, and the table changes they list, as the faces say
        them (the person's own event in the sentence of the input that told it alone)."""
        session = self.session
        new = session.events[self.seen:]
        self.seen = len(session.events)
        alone = input_alone(session)
        bots = False
        for event in new:
            own = event.seat == session.person and event.seat is not None
            said = alone[1] if alone is not None and alone[0] is event else None
            self.add(to_the_person(event, said, session) if own else event.text, own)
            for line in change_lines(self.words, event):
                self.add(line)
            bots = bots or (event.seat not in (session.person, None))
        if bots:
            self.add("\n".join(why_lines(session)))

    def after_input(self, session: Session) -> None:
        """One input of the person: its sentence, what the table reads after it, and an undo and redo."""
        number = len(session.inputs) - 1
        self.add(input_sentence(session, number), own=True)
        self.events()
        if session.request is None:
            try:
                self.add("\n".join(self.seat.undo()))
                self.add(self.seat.redo())
            except Refused as exc:
                self.add(str(exc))
            self.seen = len(session.events)


def transcript(spec: GameSpec, options: dict[str, Any], policy: str, seed: int,
               language: str) -> list[tuple[str, bool]]:
    """Every line a person reads of one seeded game played with ``policy``, in ``language`` (with whether each
    is the person's own line)."""
    with speaking(language), tempfile.TemporaryDirectory() as folder:
        session = Session(spec, options, seed)
        listener = _Listener(session, Path(folder))
        listener.events()
        for command in _commands(session):
            listener.add(help_line(command, listener.words))
            listener.add(_refusal(listener.seat, command.name))
        session.autoplay(policy, on_step=listener.after_input)
        listener.events()
        listener.add("\n".join(verdict_lines(session.score(), session.person, listener.words)))
        return listener.lines


def _commands(session: Session) -> list[Any]:
    """The commands the person may type at the game's start (none when the game cannot say)."""
    try:
        return list(session.game.commands(session.ctx, session.state) or [])
    except Exception:
        return []


def _refusal(seat: Seat, name: str) -> str:
    """What the table answers to a command typed with a word it cannot take."""
    try:
        seat.play([name, "zzz-not-a-word", "zzz"])
    except Refused as exc:
        return str(exc)
    except Exception:
        return ""
    seat.session.undo()
    return ""
