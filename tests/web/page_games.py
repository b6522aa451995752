"""Maestro's and Florenza's whole games on the page in any language, one script for every face: the HTTP test
(``test_page_games_languages.py``) sends its moves as the page's forms post them, the phone test
(``test_page_games_languages_browser.py``) taps them in a real browser. Each step is read in English from the
game's save, so the moves, and the game, are the same in every language."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from scripts import FLORENZA_MOVES, maestro_moves

from solobot.i18n import speaking
from solobot.storage.saves import load_session

MAESTRO_NAMES = (r"(?:Esempio|Beispiel): .*|\b[A-Z]{2,}\b|\b[A-Z]{2}-[A-Z]+-\w+|"
                 r"\bdone\b|\bboard \w+")
"""What Maestro keeps in every language (as its own language test keeps it): options and commands as typed."""
FLORENZA_NAMES = r"\b(?:done|pass)\b"
"""What Florenza keeps: the commands its sentences ask to tap (a button's word)."""
NAMES = {"maestro": MAESTRO_NAMES, "florenza": FLORENZA_NAMES}
OPTIONS = {"maestro": {"variant": "michelangelo", "seed": "11"}, "florenza": {"ghost": "hard", "seed": "11"}}
"""The games played, as the home page's form starts them."""

Send = Callable[..., Any]
"""A face sending one command with its form's values (None or "" leave a field as it is): truthy when the game
took it."""


def kept_names(game: str) -> str:
    """A pattern of what ``game`` keeps in every language (Maestro's patron cards are said in it too)."""
    return NAMES[game]


class PageScript:
    """One game played to its end through a face's ``send``: each step's moves chosen from its English label.

    :param game: "maestro" or "florenza".
    :param save: the game's save, read again before each step.
    :param send: how the face sends a command (:data:`Send`).
    """

    def __init__(self, game: str, save: Path, send: Send):
        self.game, self.save, self.send = game, save, send
        self.moves = 0  # Florenza's Phase 4 moves made, the next one FLORENZA_MOVES's next

    def now(self) -> Any:
        """The game as its save holds it, read in English."""
        with speaking("en"):
            return load_session(self.save)[0]

    def label(self) -> str | None:
        """The step's label in English; None when the game is over."""
        step = self.now().pending
        return None if step is None else step.label

    def play(self, after: Callable[[str], None] = lambda label: None, most: int = 500) -> None:
        """Every step to the end, ``after(label)`` once each step is played; fails when ``most`` steps did not
        end the game."""
        for _ in range(most):
            session = self.now()
            if session.pending is None:
                return
            label = session.pending.label
            if self.game == "maestro":
                self.maestro_step(label, session)
            else:
                self.florenza_step(label)
            after(label)
        raise AssertionError(f"{self.game} not over after {most} steps")

    def maestro_step(self, label: str, session: Any) -> None:
        """The terminal test's script for the step (the final score one more than the Machina's)."""
        machina = next(points for seat, points in session.score().points.items() if seat != session.person)
        for command, *values in maestro_moves(label, None, machina):
            assert self.send(command, *values), (label, command, values)

    def florenza_step(self, label: str) -> None:
        """Two Workshops at setup; gold as a Captain (and Giotto detained in round 1); the next of
        :data:`FLORENZA_MOVES` in Phase 4 (``done`` when the game refuses it); else ``done``."""
        send = self.send
        if label.startswith("Setup"):
            send("start", "Picconiere", "Boscaiuolo")
        elif "Captain" in label:
            send("resource", "gold")
            if self.label() == label and not (label.startswith("Round 1,") and send("detain", "Giotto")):
                send("done")
        elif "Phase 4" in label:
            command, *values = FLORENZA_MOVES[self.moves % len(FLORENZA_MOVES)]
            self.moves += 1
            if not send(command, *values):  # not possible now: the step goes on
                send("done")
        else:
            send("done")
