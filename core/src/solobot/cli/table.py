"""Playing at the table: the interactive loop of ``solobot play`` and ``solobot resume``."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import click

from solobot.cli.asking import AT_REQUEST, AnswerPrompt, LeaveTable, TakeBack, parse_roll, roll_prompt
from solobot.cli.finding import remember
from solobot.cli.history import record_game
from solobot.cli.narrate import Narrator, score_lines, seat_name
from solobot.cli.prompt import Reader, plain_read
from solobot.commands import help_of
from solobot.game import IllegalAction
from solobot.paths import expand_path
from solobot.plugins import plugin_method
from solobot.savelock import SaveLock, SaveLocked
from solobot.saves import SaveError, SaveNotWritten, write_save
from solobot.session import PluginFailure, Session
from solobot.suggest import did_you_mean
from solobot.words import PLAIN, history_sentences, input_sentence, take_back, undo_told, why_lines

__all__ = ["CORE_COMMANDS", "MAX_LINE", "Table", "action_label", "parse_roll", "roll_prompt"]

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

class Table:
    """The conversation with the person: prompts, commands, narration, autosave.

    :param asker: the prompt that asks the person's answers mid-step (physical dice); the
        table lends it the table commands that work there.
    """

    def __init__(self, session: Session, save_path: Path, narrator: Narrator | None = None,
                 resumed: bool = False, read: Reader = plain_read, lock: SaveLock | None = None,
                 asker: AnswerPrompt | None = None):
        self.session = session
        self.save_path = save_path
        self.lock = lock
        self.unsaved = False  # the last autosave failed (disk full, read-only): the game is in memory only
        self.read = read
        self.resumed = resumed
        self.narrator = narrator or Narrator()
        self.echo = self.narrator.echo
        self.already_over = session.finished  # a finished game resumed: show it, do not count it again
        self.asker = asker
        if asker is not None:
            asker.commands = self.at_request

    # -- the loop ----------------------------------------------------------
    def run(self) -> None:
        """Play until the game ends or the person quits."""
        try:
            self.intro()
            if self.session.interrupted is not None and self._go_on_with_interrupted() == "quit":
                return
            while not self.session.finished:
                step = self.session.pending
                prompt = f"[{step.label} · {seat_name(step.seat)}] > " if step else "> "
                try:
                    line = self.read(self.narrator.terminal.text(prompt))
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
        # an input stopped at a request is played again at once: its step's heading comes with it
        self.narrator.flush(self.session, asking=self.session.interrupted is not None)

    def leave(self) -> None:
        if self.autosave():
            at = " at the request you stopped at" if self.session.interrupted is not None else ""
            self.echo(f"Game saved to {self.save_path}{at}. Continue with: solobot resume {self.save_path}")
        else:
            self.echo(f"The inputs since the last save are lost; {self.save_path} holds the game as last saved.")

    def finish(self) -> None:
        self.autosave()
        self.narrator.heading("Final score")
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
        unknown = self.unknown_command(name)
        if unknown:
            self.echo(f"Not done: {unknown}")
            return None
        try:
            session = self.session
            action = session.parse_words(words)
        except IllegalAction as exc:
            self.echo(f"Not done: {exc}")
            return None
        return self.submit(action, command=name)

    def submit(self, action: dict[str, Any], command: str | None = None) -> str | None:
        """Play one input; a request it leads to may be answered, taken back (``undo``) or left (``quit``)."""
        session, rolls_before, drawn_before = self.session, len(self.session.rolls), len(self.session.drawn)
        try:
            session.submit(action, command=command)
        except IllegalAction as exc:
            self.echo(f"Not done: {exc}")
            return None
        except TakeBack as back:
            dropped = len(session.rolls) - rolls_before
            del session.rolls[rolls_before:]  # the dice typed for it go with it
            drawn = len(session.drawn) - drawn_before
            del session.drawn[drawn_before:]  # and the cards told for it
            self.autosave()
            self.narrator.skip_to_end(session)
            self.tell_take_back(action, back.told, dropped, drawn)
            return None
        except LeaveTable as stop:
            session.interrupted = action  # saved with the rolls and draws told so far; resume asks again
            if stop.status:
                raise KeyboardInterrupt from None
            return "quit"
        self.autosave()
        self.narrator.flush(self.session)
        return None

    def _go_on_with_interrupted(self) -> str | None:
        """Resume an input that stopped at a request: replay it, asking only what was not answered."""
        action, self.session.interrupted = self.session.interrupted, None
        if self.asker is not None:
            self.asker.catching_up = True
        outcome = self.submit(action)
        if self.asker is not None:
            self.asker.catching_up = False
        if outcome == "quit":
            self.leave()
        return outcome

    def tell_take_back(self, action: dict[str, Any], told: list[Any], dropped: int, drawn: int = 0) -> None:
        """After ``undo`` at a request: the input dropped, and the inverse of what it had told so far."""
        session = self.session
        own = []  # what the input itself told: its seat's events, before any bot step
        for event in told:
            if event.seat not in (session.person, None):
                break
            own.append(event)
        sentence = session.call("describe_input", session.ctx, action, own, returns=str)
        before = session.call("public_table", session.ctx, session.state, returns=(dict, type(None)))
        lines = take_back(session.game.words(session.ctx), told, before)
        self.echo(f"Undone: {sentence}")
        if dropped:
            self.echo(f"The {dropped} dice you typed for it are dropped." if dropped > 1
                      else "The die you typed for it is dropped.")
        if drawn:
            self.echo(f"The {drawn} draws you told for it are dropped: put those back as they were."
                      if drawn > 1 else "The draw you told for it is dropped: put it back as it was.")
        self.tell_lines_to_take_back(lines)

    def tell_lines_to_take_back(self, lines: list[str]) -> None:
        """What to take back on the table, in order (or that solobot told no change since)."""
        if not lines:
            self.echo("Nothing that solobot told changed the table since; take back what you did for it.")
            return
        self.echo("Take back on the table, in this order:")
        for line in lines:
            self.echo(f"  - {line[:1].upper()}{line[1:]}")

    def unknown_command(self, name: str) -> str:
        """The refusal of a first word that names no command (with the closest ones), or ""."""
        names = self.command_names()
        if name in names or not self.session.call("command_help", returns=dict):
            return ""  # a game that lists no command names parses every line itself
        shown = name if len(name) <= 20 else name[:20] + "..."
        return f"unknown command '{shown}'{did_you_mean(name, names)}; `help` lists the commands"

    def command_names(self) -> list[str]:
        """Every command the person may type now: the game's, then the table's."""
        session = self.session
        game = [c.name for c in session.call("commands", session.ctx, session.state, returns=list)]
        later = [name for name in session.call("command_help", returns=dict) if name not in game]
        return [*game, *later, *CORE_COMMANDS, *ALIASES]

    def words_for(self, before: list[str]) -> Iterable[str]:
        """What Tab may complete after the words ``before``: command names, then each argument's choices now."""
        if not before:
            return self.command_names()
        name = ALIASES.get(before[0].lower(), before[0].lower())
        if name == "help":
            return self.command_names() if len(before) == 1 else []
        if self.session.finished:
            return []
        session = self.session
        commands = session.call("commands", session.ctx, session.state, returns=list)
        command = next((c for c in commands if c.name == name), None)
        if command is None:
            return []
        position = len(before) - 1
        skippable = sum(arg.optional for arg in command.args[:position + 1])
        found: list[str] = []
        for arg in command.args[max(0, position - skippable):position + 1]:
            found += arg.choices
        return found

    def at_request(self, words: list[str]) -> bool:
        """A table command typed at a request (dice): True when it was one and was carried out."""
        name = ALIASES.get(words[0].lower(), words[0].lower())
        if name not in AT_REQUEST:
            if name in CORE_COMMANDS:
                self.echo(f"`{name}` waits until this request is answered.")
                return True
            return False
        if name == "quit":
            raise LeaveTable(0)
        if name == "undo":
            session = self.session
            raise TakeBack(session.events[session.marks[-1] if session.marks else 0:])
        if name == "help":
            self.echo("Type the answer the line above asks for, or one of:")
            for text in AT_REQUEST.values():
                self.echo(f"  {text}")
            return True
        getattr(self, f"cmd_{name}")(words[1:])
        return True

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
        self.tell_lines_to_take_back(lines)

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
        path = expand_path(args[0])
        mine = os.path.realpath(path) == os.path.realpath(self.save_path)
        try:
            self.echo(f"Saved a copy to {write_save(self.session, path, self.lock if mine else None)}")
        except (OSError, SaveError, SaveLocked) as exc:
            self.echo(f"Not saved: {exc}")
            return
        if not mine:
            remember(path, copy_of=self.save_path)
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
