"""Playing at the table: the interactive loop of ``solobot play`` and ``solobot resume``."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import click

from solobot.cli.history import record_game
from solobot.cli.narrate import Narrator, score_lines, seat_name
from solobot.commands import help_of
from solobot.game import IllegalAction
from solobot.plugins import plugin_method
from solobot.savelock import SaveLock, SaveLocked
from solobot.saves import SaveError, SaveNotWritten, write_save
from solobot.session import PluginFailure, Session
from solobot.toolkit.randomness import RollRequest
from solobot.words import PLAIN, history_sentences, input_sentence, undo_told, why_lines

MAX_LINE = 500

CORE_COMMANDS = {
    "help": "help [COMMAND] — list the commands, or explain one. Example: help undo",
    "why": "why — explain the bot's last turn: each step, its rule and the reason",
    "board": "board — show the tracked state of the table",
    "score": "score — the running score breakdown",
    "undo": "undo — take back your last input (the bot's dice stay as they fell)",
    "redo": "redo — put back the input you undid",
    "history": "history — list your inputs so far",
    "save": "save PATH — write a copy of the game to PATH",
    "quit": "quit (or exit) — stop now; the game is saved and `solobot resume` continues it",
}


ALIASES = {"exit": "quit"}

NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


def roll_prompt(request: RollRequest) -> str:
    """What to ask a person rolling for a bot: who rolls, how many dice of which kind, and what for."""
    kind = "" if request.sides == 6 else f" d{request.sides}"
    if request.count == 1:
        dice, results = f"a{kind} die" if kind else "a die", "the result"
    else:
        many = "both" if request.count == 2 else NUMBER_WORDS.get(request.count, str(request.count))
        dice, results = f"{many}{kind} dice", f"the {NUMBER_WORDS.get(request.count, request.count)} results"
    why = request.why
    purpose = f": {why.purpose}" if why and why.purpose else ""
    rule = f" ({why.rule})" if why and why.rule else ""
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


class RollPrompt:
    """Asks the person at the table to roll physical dice for a bot, one clear request at a time.

    Everything the game has told so far is printed first, so what the previous roll
    caused is read before the next roll is asked for.
    """

    def __init__(self, narrator: Narrator, read: Callable[[str], str] = input):
        self.narrator = narrator
        self.read = read

    def __call__(self, session: Session, request: RollRequest) -> list[int]:
        self.narrator.flush(session)
        prompt = roll_prompt(request)
        while True:
            try:
                text = self.read(prompt)
            except EOFError:
                raise KeyboardInterrupt from None
            values = parse_roll(text, request)
            if values is not None:
                return values
            count = "a whole number" if request.count == 1 else f"{request.count} whole numbers"
            self.narrator.echo(f"Please type {count} from 1 to {request.sides}.")


class Table:
    """The conversation with the person: prompts, commands, narration, autosave."""

    def __init__(self, session: Session, save_path: Path, narrator: Narrator | None = None,
                 resumed: bool = False, read: Callable[[str], str] = input, lock: SaveLock | None = None):
        self.session = session
        self.save_path = save_path
        self.lock = lock
        self.unsaved = False  # the last autosave failed (disk full, read-only): the game is in memory only
        self.read = read
        self.resumed = resumed
        self.narrator = narrator or Narrator(click.echo)
        self.echo = self.narrator.echo
        self.already_over = session.finished  # a finished game resumed: show it, do not count it again

    # -- the loop ----------------------------------------------------------
    def run(self) -> None:
        """Play until the game ends or the person quits."""
        try:
            self.intro()
            while not self.session.finished:
                step = self.session.pending
                prompt = f"[{step.label} · {seat_name(step.seat)}] > " if step else "> "
                try:
                    line = self.read(prompt)
                except EOFError:
                    self.echo("")
                    self.leave()
                    return
                if self.handle(line) == "quit":
                    self.leave()
                    return
            self.finish()
        except KeyboardInterrupt:
            self.echo("")
            self.leave()
            sys.exit(130)
        except PluginFailure as exc:
            raise click.ClickException(self.crashed(str(exc))) from None
        except (Exception, SystemExit) as exc:  # game code outside the guarded calls
            if plugin_method(exc, self.session.game) is None:
                raise
            raise click.ClickException(self.crashed(self.session.crash_line(exc))) from None
        except SaveLocked as exc:  # taken over in another window: it has the game now
            raise click.ClickException(str(exc)) from None
        finally:
            if self.lock is not None:
                self.lock.release()

    def crashed(self, line: str) -> str:
        """The one line after the game's code failed: what failed, and that the save holds the last input."""
        return (f"{line}. The save {self.save_path} holds every input accepted before it "
                f"(solobot resume {self.save_path})")

    def intro(self) -> None:
        """The setup summary: game, options, seed, save place, setup steps."""
        write_save(self.session, self.save_path, self.lock)  # first: an unusable save place stops us now
        if self.resumed:
            self.narrator.skip_to_end(self.session)
        self.narrator.flush(self.session)

    def leave(self) -> None:
        if self.autosave():
            self.echo(f"Game saved to {self.save_path}. Continue with: solobot resume {self.save_path}")
        else:
            self.echo(f"The inputs since the last save are lost; {self.save_path} holds the game as last saved.")

    def finish(self) -> None:
        self.autosave()
        self.echo("\n== Final score ==")
        for line in score_lines(self.session.score(), self.session.person):
            self.echo(line)
        if not self.already_over:
            record_game(self.session)

    def autosave(self) -> bool:
        """Save; when the disk refuses, say so and keep the game open in memory (True when saved)."""
        try:
            write_save(self.session, self.save_path, self.lock)
        except SaveNotWritten as exc:
            self.unsaved = True
            self.echo(f"Not saved: {exc}. The game stays open with your inputs in memory: it saves at your "
                      "next input, or type `save PATH` to save it somewhere else.")
            return False
        self.unsaved = False
        return True

    # -- one line ------------------------------------------------------------
    def handle(self, line: str) -> str | None:
        """Carry out one typed line; refused input changes nothing."""
        if "\0" in line:  # Ctrl-Space in many terminals: the line is not what the person sees
            self.echo("That line holds a NUL character (Ctrl-Space?), so it was not read; type it again.")
            return None
        if len(line) > MAX_LINE:
            self.echo(f"That line is too long ({len(line)} characters); commands are short, see `help`.")
            return None
        if self.unsaved:
            self.autosave()
        words = line.split()
        if not words:
            return None
        name, args = ALIASES.get(words[0].lower(), words[0].lower()), words[1:]
        core = getattr(self, f"cmd_{name}", None)
        if core is not None and name in CORE_COMMANDS:
            return core(args)
        try:
            session = self.session
            session.submit(session.parse_words(words), command=name)
        except IllegalAction as exc:
            self.echo(f"Not done: {exc}")
            return None
        self.autosave()
        self.narrator.flush(self.session)
        return None

    # -- the core commands -----------------------------------------------------
    def cmd_help(self, args: list[str]) -> None:
        session = self.session
        game_help = help_of(session.call("commands", session.ctx, session.state, returns=list))
        if args:
            name = args[0].lower()
            text = CORE_COMMANDS.get(name) or game_help.get(name)
            later = session.call("command_help", returns=dict).get(name)
            if text is None and later is not None:
                text = f"{later}  (not possible at this step)"
            self.echo(text or f"No command {name!r}; type `help` for the list.")
            return
        self.echo("Your moves:")
        for text in game_help.values():
            self.echo(f"  {text}")
        self.echo("Table commands:")
        for text in CORE_COMMANDS.values():
            self.echo(f"  {text}")

    def cmd_why(self, args: list[str]) -> None:
        for line in why_lines(self.session):
            self.echo(line)

    def cmd_board(self, args: list[str]) -> None:
        session = self.session
        board = session.call("describe_board", session.ctx, session.state, returns=(str, type(None)))
        self.echo(board or "(this game shows no board)")

    def cmd_score(self, args: list[str]) -> None:
        session = self.session
        for line in score_lines(session.score(), session.person):
            self.echo(line)
        for line in session.game.words(session.ctx).points.lines():  # which of your points solobot counts
            self.echo(line)

    def cmd_undo(self, args: list[str]) -> None:
        session = self.session
        sentence = input_sentence(session, len(session.inputs) - 1) if session.inputs else ""
        try:
            _, lines = undo_told(session)
        except IllegalAction as exc:
            self.echo(f"Not done: {exc}")
            return
        self.autosave()
        self.narrator.skip_to_end(session)
        self.echo(f"Undone: {sentence}")
        if not lines:
            self.echo("Nothing that solobot told changed the table since; take back what you did for it.")
            return
        self.echo("Take back on the table, in this order:")
        for line in lines:
            self.echo(f"  - {line[:1].upper()}{line[1:]}")

    def cmd_redo(self, args: list[str]) -> None:
        try:
            self.session.redo()
        except IllegalAction as exc:
            self.echo(f"Not done: {exc}")
            return
        self.autosave()
        self.echo(f"Redone: {input_sentence(self.session, len(self.session.inputs) - 1)}")
        self.narrator.flush(self.session)

    def cmd_history(self, args: list[str]) -> None:
        if not self.session.inputs:
            self.echo("No inputs yet.")
        for number, sentence in enumerate(history_sentences(self.session), 1):
            self.echo(f"{number:3}. {sentence}")

    def cmd_save(self, args: list[str]) -> None:
        if len(args) != 1:
            self.echo("Usage: save PATH")
            return
        path = args[0]
        mine = os.path.realpath(path) == os.path.realpath(self.save_path)
        try:
            self.echo(f"Saved a copy to {write_save(self.session, path, self.lock if mine else None)}")
        except (OSError, SaveError, SaveLocked) as exc:
            self.echo(f"Not saved: {exc}")
            return
        if self.unsaved and not mine:
            self.move_save(Path(path))

    def move_save(self, path: Path) -> None:
        """After a failed autosave, autosave to ``path`` (where ``save PATH`` just wrote) from now on."""
        lock = SaveLock(path)
        try:
            lock.claim()
        except (OSError, SaveLocked) as exc:
            self.echo(f"Autosaves still go to {self.save_path}: {exc}")
            return
        if self.lock is not None:
            self.lock.release()
        self.lock, self.save_path, self.unsaved = lock, path, False
        self.echo(f"Autosaves go to {path} from now on; continue later with: solobot resume {path}")

    def cmd_quit(self, args: list[str]) -> str | None:
        if self.unsaved and not self.autosave():
            self.echo("Not quitting, so the unsaved inputs are not lost: free some space (or make the folder "
                      "writable) and type quit again, or `save PATH` somewhere else.")
            return None
        return "quit"


def action_label(action: dict) -> str:
    """An input in short words when no sentence is at hand (``place venezia 2``), never ``key=value``;
    sentences come from :func:`solobot.words.input_sentence`."""
    values = " ".join(PLAIN.value(v) for k, v in action.items() if k != "op" and v is not None)
    return f"{action.get('op', '?')} {values}".strip()
