"""Requests the person answers at the table in the middle of a step: physical dice, and any other
request a game makes of the table (a card drawn, a tile turned up) through the same small protocol.

A :class:`Question` gives the prompt line and reads the typed answer (``parse(text)`` returns the
answer, or a :class:`Refusal` line). :class:`AnswerPrompt` asks it, and while it waits, the table
commands that make sense mid-step (``help``, ``board``, ``score``, ``why``, ``history``, ``undo``,
``quit``) work as they do at the main prompt. ``quit`` (or Ctrl-D) stops with :class:`LeaveTable`:
the input that caused the request and the answers typed so far are kept, so ``solobot resume``
asks the same request again. ``undo`` stops with :class:`TakeBack`: that input is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from solobot.cli.narrate import Narrator, seat_name
from solobot.cli.prompt import Reader, plain_read
from solobot.toolkit.randomness import RollRequest

if TYPE_CHECKING:
    from solobot.session import Session

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


@dataclass(frozen=True, slots=True)
class Refusal:
    """A typed answer that is not one: the line that says what to type instead."""

    line: str


class Question(Protocol):
    """A request the person answers by typing a line (it may also give ``details()``: lines shown
    between the request and the prompt, such as the cards that can still come)."""

    def prompt(self, show_rules: bool) -> str:
        """The prompt line: who does what, and what to type."""
        ...

    def parse(self, text: str) -> Any:
        """The answer ``text`` gives, or a :class:`Refusal`."""
        ...


class StopAsking(BaseException):
    """The person stopped answering; the session puts the state back as it was before the input.

    A BaseException, so no game code that catches errors can swallow it on its way out.
    """


class LeaveTable(StopAsking):
    """``quit``, Ctrl-D or Ctrl-C at a request: save the input and the answers so far, then leave.

    :ivar status: the exit status (0 for ``quit`` and Ctrl-D, 130 for Ctrl-C).
    """

    def __init__(self, status: int = 0) -> None:
        super().__init__(status)
        self.status = status


class TakeBack(StopAsking):
    """``undo`` at a request: drop the input that caused it, and the answers typed for it.

    :ivar told: the events that input had told before the request (what to take back).
    """

    def __init__(self, told: list[Any] | None = None) -> None:
        super().__init__()
        self.told = list(told or [])


# -- dice ----------------------------------------------------------------------------------------
def roll_prompt(request: RollRequest, show_rules: bool = True) -> str:
    """What to ask a person rolling for a bot: who rolls, how many dice of which kind, and what for."""
    kind = "" if request.sides == 6 else f" d{request.sides}"
    if request.count == 1:
        dice, results = f"a{kind} die" if kind else "a die", "the result"
    else:
        many = "both" if request.count == 2 else NUMBER_WORDS.get(request.count, str(request.count))
        dice, results = f"{many}{kind} dice", f"the {NUMBER_WORDS.get(request.count, request.count)} results"
    why = request.why
    purpose = f": {why.purpose}" if why and why.purpose else ""
    rule = f" ({why.rule})" if show_rules and why and why.rule else ""
    who = seat_name(request.seat) if request.seat else "For the game"
    return f"{who}, roll {dice}{purpose}{rule}. Type {results} (1-{request.sides}): "


def parse_roll(text: str, request: RollRequest) -> list[int] | None:
    """The dice typed for ``request`` ("5 2", "5,2" or "52"), or None when they are not valid results."""
    parts = [p for p in text.replace(",", " ").split() if p]
    if len(parts) == 1 and request.count > 1 and request.sides < 10 and len(parts[0]) == request.count:
        parts = list(parts[0])
    if len(parts) != request.count or not all(p.isascii() and p.isdigit() and 1 <= int(p) <= request.sides
                                              for p in parts):  # ASCII: "²" and "٣" are digits to isdigit()
        return None
    return [int(p) for p in parts]


@dataclass(frozen=True, slots=True)
class RollQuestion:
    """Physical dice for a bot, as a :class:`Question`."""

    request: RollRequest

    def prompt(self, show_rules: bool) -> str:
        return roll_prompt(self.request, show_rules)

    def parse(self, text: str) -> list[int] | Refusal:
        values = parse_roll(text, self.request)
        if values is not None:
            return values
        count = "a whole number" if self.request.count == 1 else f"{self.request.count} whole numbers"
        return Refusal(f"Please type {count} from 1 to {self.request.sides}.")


# -- asking at the table -------------------------------------------------------------------------
CommandsAtRequest = Callable[[list[str]], bool]
"""``run(words) -> handled``: a table command typed at a request (may raise LeaveTable/TakeBack)."""


class AnswerPrompt:
    """Asks the person at the table each request, one clear prompt at a time.

    Everything the game has told so far is printed first, so what the previous answer
    caused is read before the next request. Table commands typed instead of an answer go
    to ``commands`` (set by the table once it exists; before that, only ``quit`` works).
    """

    def __init__(self, narrator: Narrator, read: Reader = plain_read):
        self.narrator = narrator
        self.read = read
        self.commands: CommandsAtRequest | None = None
        #: resuming an input stopped at a request: what it told before the stop was told already
        self.catching_up = False

    def ask(self, session: Session, question: Question) -> Any:
        """The person's answer to ``question`` (table commands in between are carried out)."""
        if self.catching_up:
            self.catching_up = False
            self.narrator.skip_to_end(session)
            headings = session.ctx.headings or []
            if headings:
                self.narrator.heading(headings[-1][1])
            self.narrator.echo("You stopped at this request; what you typed before it is kept.")
        else:
            self.narrator.flush(session, asking=True)
        details = question.details() if hasattr(question, "details") else []
        request, prompt = self.split_prompt(question.prompt(self.narrator.show_rules), force=bool(details))
        while True:
            if request:
                self.narrator.echo(request)
            for line in details:
                self.narrator.echo(line)
            try:
                text = self.read(prompt)
            except EOFError:
                self.narrator.echo("")
                raise LeaveTable(0) from None
            except KeyboardInterrupt:
                self.narrator.echo("")
                raise LeaveTable(130) from None
            answer = question.parse(text)
            if not isinstance(answer, Refusal):
                return answer
            if self._table_command(text.split()):
                continue  # the request is asked again below what the command printed
            self.narrator.echo(f"{answer.line} Or a table command: {', '.join(AT_REQUEST)}.")
            request, details = "", []

    def split_prompt(self, prompt: str, force: bool = False) -> tuple[str, str]:
        """(request line, prompt): on a terminal too narrow for the whole prompt (or when ``force``: a
        list of choices goes between them), the request is a wrapped line of its own and the prompt
        only says what to type ("Type the two results (1-6): ")."""
        terminal = self.narrator.terminal
        prompt = terminal.text(prompt)
        head, dot, tail = prompt.rpartition(". ")
        if not dot or (not force and (not terminal.width or len(prompt) <= terminal.width)):
            return "", prompt
        return head + ".", tail

    def roll(self, session: Session, request: RollRequest) -> list[int]:
        """The session's ``ask_roll``: physical dice typed by the person."""
        return self.ask(session, RollQuestion(request))

    def draw(self, session: Session, request: Any) -> Any:
        """The session's ``ask_draw``: the card, tile or token the person drew (a ``DrawRequest``)."""
        from solobot.cli.draws import DrawQuestion  # draws builds on this module

        return self.ask(session, DrawQuestion(request))

    def _table_command(self, words: list[str]) -> bool:
        if not words:
            return False
        if self.commands is not None:
            return self.commands(words)
        if words[0].lower() in ("quit", "exit"):
            raise LeaveTable(0)
        return False


#: the table commands that work at a request, and what each does there
AT_REQUEST = {
    "help": "help — what to type here",
    "board": "board — the tracked table so far",
    "score": "score — the running score",
    "why": "why — the bot's steps so far and why",
    "history": "history — your inputs so far",
    "undo": "undo — take back the input that led here (the answers typed for it are dropped)",
    "quit": "quit — stop now; the game is saved at this request and `solobot resume` asks it again",
}
