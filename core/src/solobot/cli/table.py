"""Playing at the terminal: the interactive loop of ``solobot play`` and ``solobot resume``.

It renders the person's :class:`~solobot.table.seat.Seat` (which owns inputs, answers, undo,
saving and the verdict) and reads what is typed: moves and table commands at the main prompt,
answers at a roll or draw the game asks for.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterable
from pathlib import Path

import click

from solobot.boardtext import BoardText
from solobot.cli.asking import AT_REQUEST, AnswerPrompt
from solobot.cli.finding import remember
from solobot.cli.narrate import Narrator, score_lines, seat_name
from solobot.cli.prompt import Reader, on_a_terminal, plain_read
from solobot.cli.terminal import cells
from solobot.engine.paths import expand_path
from solobot.engine.plugins import plugin_method
from solobot.errors import PluginProblem
from solobot.i18n import _
from solobot.storage.savelock import SaveLock, SaveLocked
from solobot.storage.saves import SaveError
from solobot.suggest import did_you_mean
from solobot.table.seat import MAX_LINE, TABLE_COMMANDS, Refused, Seat, help_line, table_help
from solobot.words import PLAIN

__all__ = ["CORE_COMMANDS", "MAX_LINE", "Table", "action_label"]


#: the table's own commands, the same on every face (the seat layer's)
CORE_COMMANDS = TABLE_COMMANDS

ALIASES = {"exit": "quit"}


class Table:
    """The terminal face of the person's seat: prompts, commands, narration.

    :param seat: the game in play, with its save file and lock (:meth:`Seat.new`, :meth:`Seat.load`): everything
        shown is read from it.
    :param asker: the prompt that asks for a roll or draw the game waits for.
    """

    def __init__(self, seat: Seat, narrator: Narrator | None = None, resumed: bool = False,
                 read: Reader = plain_read, asker: AnswerPrompt | None = None):
        self.seat = seat
        self.read = read
        self.resumed = resumed
        self.narrator = narrator or Narrator()
        self.echo = self.narrator.line  # a screen at a time, like the narration
        self.asker = asker or AnswerPrompt(self.narrator, read)
        self.caught_up = not (resumed and self.seat.request is not None)
        if self.narrator.styled and on_a_terminal():  # screens, not walls: a long stretch waits at its breaks
            self.narrator.pause = self.go_on

    @property
    def save_path(self) -> Path:
        """Where the game autosaves (a game at the table always does)."""
        assert self.seat.save_path is not None
        return self.seat.save_path

    # -- the loop ----------------------------------------------------------
    def run(self) -> None:
        """Play until the game ends or the person quits."""
        try:
            self.intro()
            while not self.seat.finished:
                outcome = self.ask_request() if self.seat.request is not None else self.ask_move()
                if outcome == "quit":
                    self.leave()
                    return
            self.finish()
        except KeyboardInterrupt:
            self.echo("")
            self.leave()
            sys.exit(130)
        except PluginProblem as exc:
            raise click.ClickException(self.crashed(str(exc))) from None
        except (Exception, SystemExit) as exc:  # game code outside the guarded calls
            if plugin_method(exc, self.seat.spec.game) is None:
                raise
            raise click.ClickException(self.crashed(self.seat.crash_line(exc))) from None
        except SaveLocked as exc:  # taken over in another window: it has the game now
            raise click.ClickException(str(exc)) from None
        finally:
            self.seat.release()

    def ask_move(self) -> str | None:
        """Read one line at the main prompt and carry it out."""
        step = self.seat.step
        words = self.seat.words
        who = _("You") if step is not None and step.seat == self.seat.person else seat_name(
            step.seat if step else None, words)
        prompt = self.narrator.terminal.text(move_prompt(step.label if step else "", who, self.narrator.terminal.width))
        self.narrator.shown = 0  # the person reads and types here
        try:
            line = self.narrator.ahead(prompt)
            if line is None:
                line = self.read(prompt)
        except EOFError:
            self.echo("")
            return "quit"
        return self.handle(line)

    def ask_request(self) -> str | None:
        """Ask for the roll or draw the game waits for; carry out a table command typed instead."""
        seat = self.seat
        request = seat.request
        assert request is not None
        if not self.caught_up:  # resumed at a request (the banner says so): its input told the rest already
            self.caught_up = True
            self.narrator.skip_to_end(seat)
            headings = seat.headings
            if headings:
                self.narrator.heading(headings[-1][1])
        else:
            self.narrator.flush(seat, asking=True)
        lines, prompt = self.asker.prompt(request.ask, seat.person, seat.words)
        self.narrator.block(lines)  # the request on one screen when it fits one
        while True:
            self.narrator.shown = 0  # the person reads and types here
            text = self.asker.read_line(prompt)
            if text is None:
                return "quit"
            if not self.guard_line(text):
                continue
            words = text.split()
            name = ALIASES.get(words[0].lower(), words[0].lower()) if words else ""
            if name in AT_REQUEST or name in CORE_COMMANDS:
                outcome = self.at_request(name, words[1:])
                if outcome == "asked":
                    continue
                return outcome
            try:
                self.seat.answer(text)  # the narration that follows tells what it rolled or drew
            except Refused as exc:
                self.echo(_("{refusal} Or a table command: {commands}.").format(
                    refusal=exc, commands=", ".join(AT_REQUEST)))
                continue
            self.after_change()
            return None

    def go_on(self) -> None:
        """Wait for Enter at a natural break of a stretch longer than the screen; a line typed there instead
        is read at the next prompt, as if typed there (the rest of the stretch is shown without waiting)."""
        with contextlib.suppress(EOFError):
            typed = self.read(self.narrator.terminal.text(_("(Enter: go on) ")))
            if typed.strip():
                self.narrator.typed.append(typed)

    def crashed(self, line: str) -> str:
        """The one line after the game's code failed: what failed, and that the save holds the last input."""
        return _("{failure}. The save {path} holds every input accepted before it "
                 "(solobot resume {path})").format(failure=line, path=self.save_path)

    def intro(self) -> None:
        """The setup summary: game, options, seed, save place, setup steps."""
        self.seat.save_copy(self.save_path, self.seat.lock)  # first: an unusable save place stops us now
        if self.resumed:
            self.narrator.skip_to_end(self.seat)
        if self.seat.request is None:
            self.narrator.flush(self.seat)
        else:
            self.narrator.opening(self.seat)

    def leave(self) -> None:
        """Save and say how to continue (or that the inputs since the last save are lost)."""
        if self.seat.autosave():
            if self.seat.request is not None:
                line = _("Game saved to {path} at the request you stopped at. Continue with: solobot resume {path}")
            else:
                line = _("Game saved to {path}. Continue with: solobot resume {path}")
            self.echo(line.format(path=self.save_path))
        else:
            self.echo(_("The inputs since the last save are lost; {path} holds the game as last saved.").format(
                path=self.save_path))

    def finish(self) -> None:
        """The final score and the verdict (the finished game is recorded once, by the seat)."""
        self.autosave()
        self.narrator.heading(_("Final score"), whole=True)
        seat = self.seat
        for line in score_lines(seat.score(), seat.person, seat.words):
            self.echo(line)

    def autosave(self) -> bool:
        """Save; when the disk refuses, say so and keep the game open in memory (True when saved)."""
        if self.seat.autosave():
            return True
        self.echo(self.seat.unsaved_line())
        return False

    def after_change(self) -> None:
        """After a change: say when the save failed, then tell what the game did."""
        if self.seat.unsaved is not None:
            self.echo(self.seat.unsaved_line())
        if self.seat.request is None:
            self.narrator.flush(self.seat)

    # -- one line ------------------------------------------------------------
    def guard_line(self, line: str) -> bool:
        """False (and why) for a line that cannot be read as typed: a NUL, or far too long."""
        if "\0" in line:  # Ctrl-Space in many terminals: the line is not what the person sees
            self.echo(_("That line holds a NUL character (Ctrl-Space?), so it was not read; type it again."))
            return False
        if len(line) > MAX_LINE:
            self.echo(_("That line is too long ({length} characters); commands are short, see `help`.").format(
                length=len(line)))
            return False
        return True

    def handle(self, line: str) -> str | None:
        """Carry out one typed line; refused input changes nothing."""
        if not self.guard_line(line):
            return None
        if self.seat.unsaved is not None:
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
            self.echo(_("Not done: {refusal}").format(refusal=unknown))
            return None
        try:
            self.seat.play(words)
        except Refused as exc:
            self.echo(_("Not done: {refusal}").format(refusal=exc))
            return None
        self.after_change()
        return None

    def unknown_command(self, name: str) -> str:
        """The refusal of a first word that names no command (with the closest ones), or ""."""
        names = self.command_names()
        if name in names or not self.seat.command_help():
            return ""  # a game that lists no command names parses every line itself
        shown = name if len(name) <= 20 else name[:20] + "..."
        return _("unknown command '{name}'{suggestion}; `help` lists the commands").format(
            name=shown, suggestion=did_you_mean(name, names))

    def command_names(self) -> list[str]:
        """Every command the person may type now: the game's, then the table's."""
        seat = self.seat
        if seat.setting_up:
            return [*AT_REQUEST]
        game = [c.name for c in seat.commands()]
        later = [name for name in seat.command_help() if name not in game]
        return [*game, *later, *CORE_COMMANDS, *ALIASES]

    def words_for(self, before: list[str]) -> Iterable[str]:
        """What Tab may complete after the words ``before``: command names, then each argument's choices now."""
        if not before:
            return self.command_names()
        name = ALIASES.get(before[0].lower(), before[0].lower())
        if name == "help":
            return self.command_names() if len(before) == 1 else []
        if name == "board":
            board = self.board() if len(before) == 1 else None
            return board.names() if isinstance(board, BoardText) else []
        if self.seat.finished or self.seat.setting_up:
            return []
        commands = self.seat.commands()
        command = next((c for c in commands if c.name == name), None)
        if command is None:
            return []
        return command.next_words(before[1:])  # each choice given the words before it (Command.tree)

    def at_request(self, name: str, args: list[str]) -> str | None:
        """A table command typed at a request: "asked" when the request is to be asked again, "quit"
        to leave (the request is in the save), None when the request is gone (undo)."""
        if name not in AT_REQUEST:
            self.echo(_("`{command}` waits until this request is answered.").format(command=name))
            return "asked"
        if name == "quit":
            return "quit"
        if name == "undo":
            self.cmd_undo(args)
            return None
        if name == "help":
            self.echo(_("Type the answer the line above asks for, or one of:"))
            for text in AT_REQUEST.values():
                self.echo(f"  {_(text)}")
            return "asked"
        if self.seat.setting_up:
            self.echo(_("`{command}` works once the setup is done.").format(command=name))
            return "asked"
        getattr(self, f"cmd_{name}")(args)
        return "asked"

    # -- the core commands -----------------------------------------------------
    def cmd_help(self, args: list[str]) -> None:
        seat = self.seat
        words = seat.words
        game_help = {command.name: help_line(command, words) for command in seat.commands()}
        if args:
            name = args[0].lower()
            text = table_help(name) or game_help.get(name)
            later = seat.command_help().get(name)
            if text is None and later is not None:
                text = _("{help}  (not possible at this step)").format(help=later)
            board = self.board() if name == "board" else None
            if isinstance(board, BoardText):
                text = f"{text}; its parts: {board.parts_line()}"
            self.echo(text or _("No command {name!r}; type `help` for the list.").format(name=name))
            return
        self.echo(_("Your moves:"))
        for text in game_help.values():
            self.echo(f"  {text}")
        self.echo(_("Table commands:"))
        for name in CORE_COMMANDS:
            self.echo(f"  {table_help(name)}")

    def cmd_why(self, args: list[str]) -> None:
        for line in self.seat.why():
            self.echo(line)

    def cmd_board(self, args: list[str]) -> None:
        board = self.board()
        if isinstance(board, BoardText):  # a board in parts: its summary, or the part named
            self.echo(board.section(args[0]) if args else board.summary)
            return
        self.echo(board or _("(this game shows no board)"))

    def board(self) -> str | None:
        """The game's board as it stands (a :class:`BoardText` when it comes in parts)."""
        return self.seat.board()

    def cmd_score(self, args: list[str]) -> None:
        seat = self.seat
        for line in score_lines(seat.score(), seat.person, seat.words):
            self.echo(line)
        words = seat.words
        for line in words.points.lines(words.say):  # which of your points solobot counts
            self.echo(line)

    def cmd_undo(self, args: list[str]) -> None:
        try:
            lines = self.seat.undo()
        except Refused as exc:
            self.echo(_("Not done: {refusal}").format(refusal=exc))
            return
        self.narrator.skip_to_end(self.seat)
        for line in lines:
            self.echo(line)
        if self.seat.unsaved is not None:
            self.echo(self.seat.unsaved_line())

    def cmd_redo(self, args: list[str]) -> None:
        try:
            said = self.seat.redo()
        except Refused as exc:
            self.echo(_("Not done: {refusal}").format(refusal=exc))
            return
        self.narrator.redone = said  # said once: in the redone input's own first line when it tells one
        self.after_change()

    def cmd_history(self, args: list[str]) -> None:
        if not self.seat.inputs:
            self.echo(_("No inputs yet."))
        for number, sentence in enumerate(self.seat.history(), 1):
            self.echo(f"{number:3}. {sentence}")

    def cmd_save(self, args: list[str]) -> None:
        if len(args) != 1:
            self.echo(_("Usage: save PATH"))
            return
        path = expand_path(args[0])
        mine = os.path.realpath(path) == os.path.realpath(self.save_path)
        try:
            self.echo(_("Saved a copy to {path}").format(
                path=self.seat.save_copy(path, self.seat.lock if mine else None)))
        except (OSError, SaveError, SaveLocked) as exc:
            self.echo(_("Not saved: {why}").format(why=exc))
            return
        if not mine:
            remember(path, copy_of=self.save_path)
        if self.seat.unsaved is not None and not mine:
            self.move_save(Path(path))

    def move_save(self, path: Path) -> None:
        """After a failed autosave, autosave to ``path`` (where ``save PATH`` just wrote) from now on."""
        lock = SaveLock(path)
        try:
            lock.claim()
        except (OSError, SaveLocked) as exc:
            self.echo(_("Autosaves still go to {path}: {why}").format(path=self.save_path, why=exc))
            return
        self.seat.release()
        self.seat.lock, self.seat.save_path, self.seat.unsaved = lock, path, None
        self.echo(_("Autosaves go to {path} from now on; continue later with: solobot resume {path}").format(path=path))

    def cmd_quit(self, args: list[str]) -> str | None:
        if self.seat.unsaved is not None and not self.autosave():
            self.echo(_("Not quitting, so the unsaved inputs are not lost: free some space (or make the folder "
                        "writable) and type quit again, or `save PATH` somewhere else."))
            return None
        return "quit"


#: the columns a prompt leaves free for what is typed after it
TYPING = 30


def move_prompt(label: str, who: str, width: int = 0) -> str:
    """The main prompt, ``[Round 1, turn 2: your move · You] > ``: the step and whose it is, on one line that
    leaves :data:`TYPING` columns of a terminal ``width`` columns wide for the command (a long step's label
    is cut short, with "…": the heading above says it whole)."""
    if not label:
        return "> "
    prompt = f"[{label} · {who}] > "
    room = width - TYPING - cells(f"[… · {who}] > ")
    if not width or cells(prompt) <= width - TYPING or room < 8:
        return prompt
    while cells(label) > room:
        label = label[:-1]
    return f"[{label.rstrip(' ,:;')}… · {who}] > "


def action_label(action: dict) -> str:
    """An input in short words when no sentence is at hand (``place venezia 2``), never ``key=value``;
    sentences come from the seat (:meth:`solobot.table.seat.Seat.history`)."""
    values = " ".join(PLAIN.value(v) for k, v in action.items() if k != "op" and v is not None)
    return f"{action.get('op', '?')} {values}".strip()
