"""The terminal's prompt for a physical roll or draw the game asks for (``Seat.request``).

The request's sentence, what can still come (a draw), then "Type the two results (1-6): ". While
it waits, the table commands that make sense mid-step (``help``, ``board``, ``score``, ``why``,
``history``, ``undo``, ``quit``) work as at the main prompt. The words and the reading of the
answer are the seat layer's (:mod:`solobot.table.answers`), the same as the page's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from solobot.cli.narrate import Narrator
from solobot.cli.prompt import Reader, plain_read
from solobot.cli.terminal import cells
from solobot.i18n import N_
from solobot.table.answers import Ask, choice_lines, request_line, what_to_type
from solobot.toolkit.randomness import RollRequest

if TYPE_CHECKING:
    from solobot.words import GameWords

#: the table commands that work at a request, and what each does there (said in the language spoken)
AT_REQUEST = {
    "help": N_("help — what to type here"),
    "board": N_("board — the tracked table so far"),
    "score": N_("score — the running score"),
    "why": N_("why — the bot's steps so far and why"),
    "history": N_("history — your inputs so far"),
    "undo": N_("undo — take back the input that led here (the answers typed for it are dropped)"),
    "quit": N_("quit — stop now; the game is saved at this request and `solobot resume` asks it again"),
}

#: the columns a draw's prompt leaves free for the answer typed after it (a roll's: two for each die)
ANSWER = 12

CommandsAtRequest = Callable[[list[str]], str | None]
"""``run(words) -> outcome``: a table command typed at a request (None: it was not one)."""


class AnswerPrompt:
    """Asks the person at the terminal for the roll or draw the game waits for, one clear prompt at a time."""

    def __init__(self, narrator: Narrator, read: Reader = plain_read):
        self.narrator = narrator
        self.read = read

    def prompt(self, ask: Ask, person: str | None, words: GameWords | None = None) -> tuple[list[str], str]:
        """(lines before the prompt, the prompt): the roll or draw asked for (``Seat.request.ask``), what can
        still come, what to type.

        On a terminal too narrow for the whole prompt (or when choices go between them), the request
        is a wrapped line of its own and the prompt only says what to type."""
        line = request_line(ask, person, self.narrator.show_rules, words)
        details = choice_lines(ask)
        terminal = self.narrator.terminal
        typed = what_to_type(ask, words)
        whole = terminal.text(f"{line} {typed}")
        answer = 2 * ask.count if isinstance(ask, RollRequest) else ANSWER  # "5 2"
        if not details and (not terminal.width or cells(whole) + answer <= terminal.width):
            return [], whole
        return [terminal.text(line), *details], terminal.text(typed)

    def read_line(self, prompt: str) -> str | None:
        """The line typed at ``prompt`` (or at the pause before it); None for Ctrl-D (leave, the request saved)."""
        try:
            typed = self.narrator.ahead(prompt)
            return self.read(prompt) if typed is None else typed
        except EOFError:
            self.narrator.echo("")
            return None
