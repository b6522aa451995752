"""Playing at the table: the interactive loop of ``solobot play`` and ``solobot resume``."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import click

from solobot.cli.history import record_game
from solobot.cli.narrate import Narrator, event_line, score_lines, seat_name
from solobot.game import IllegalAction
from solobot.saves import SaveError, write_save
from solobot.session import Session

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
    "quit": "quit — stop now; the game is saved and `solobot resume` continues it",
}


def ask_physical_roll(sides: int) -> int:
    """Ask the person to roll a die for the bot until they type a valid result."""
    while True:
        try:
            text = input(f"Roll a d{sides} on the table and type the result (1-{sides}): ")
        except EOFError:
            raise KeyboardInterrupt from None
        if text.strip().isdigit() and 1 <= int(text) <= sides:
            return int(text)
        print(f"Please type a whole number from 1 to {sides}.")


class Table:
    """The conversation with the person: prompts, commands, narration, autosave."""

    def __init__(self, session: Session, save_path: Path, show_rules: bool = True,
                 resumed: bool = False, read: Callable[[str], str] = input):
        self.session = session
        self.save_path = save_path
        self.read = read
        self.resumed = resumed
        self.echo = click.echo
        self.narrator = Narrator(session, self.echo, show_rules)
        self.already_over = session.finished  # a finished game resumed: show it, do not count it again

    # -- the loop ----------------------------------------------------------
    def run(self) -> None:
        """Play until the game ends or the person quits."""
        self.intro()
        try:
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
        except KeyboardInterrupt:
            self.echo("")
            self.leave()
            sys.exit(130)
        self.finish()

    def intro(self) -> None:
        """The setup summary: game, options, seed, save place, setup steps."""
        from solobot.cli.play import describe_setup

        self.autosave()  # first, so an unusable save place stops us before anything is played
        verb = "Resuming" if self.resumed else "New game"
        self.echo(f"{verb}: {describe_setup(self.session)}")
        self.echo(f"Autosaves to {self.save_path} after every move. Type `help` for the commands.")
        if self.resumed:
            self.narrator.skip_to_end()
            self.echo(f"{len(self.session.inputs)} inputs so far.")
        else:
            self.echo("Set up the table as usual, then for the bot:")
        self.narrator.flush()

    def leave(self) -> None:
        self.autosave()
        self.echo(f"Game saved to {self.save_path}. Continue with: solobot resume {self.save_path}")

    def finish(self) -> None:
        self.autosave()
        self.echo("\n== Final score ==")
        for line in score_lines(self.session.score(), self.session.person):
            self.echo(line)
        if not self.already_over:
            record_game(self.session)

    def autosave(self) -> None:
        write_save(self.session, self.save_path)

    # -- one line ------------------------------------------------------------
    def handle(self, line: str) -> str | None:
        """Carry out one typed line; refused input changes nothing."""
        if "\0" in line:  # Ctrl-Space in many terminals: the line is not what the person sees
            self.echo("That line holds a NUL character (Ctrl-Space?), so it was not read; type it again.")
            return None
        if len(line) > MAX_LINE:
            self.echo(f"That line is too long ({len(line)} characters); commands are short, see `help`.")
            return None
        words = line.split()
        if not words:
            return None
        name, args = words[0].lower(), words[1:]
        core = getattr(self, f"cmd_{name}", None)
        if core is not None and name in CORE_COMMANDS:
            return core(args)
        try:
            action = self.session.game.parse_command(self.session.state, self.session.pending.seat, words)
            self.session.submit(action)
        except IllegalAction as exc:
            self.echo(f"Not done: {exc}")
            return None
        self.autosave()
        self.narrator.flush()
        return None

    # -- the core commands -----------------------------------------------------
    def cmd_help(self, args: list[str]) -> None:
        game_help = self.session.game.command_help()
        if args:
            name = args[0].lower()
            text = CORE_COMMANDS.get(name) or game_help.get(name)
            self.echo(text or f"No command {name!r}; type `help` for the list.")
            return
        self.echo("Your moves:")
        for text in game_help.values():
            self.echo(f"  {text}")
        self.echo("Table commands:")
        for text in CORE_COMMANDS.values():
            self.echo(f"  {text}")

    def cmd_why(self, args: list[str]) -> None:
        events = self.session.last_bot_events()
        if not events:
            self.echo("The bot has not played since your last input.")
        for event in events:
            self.echo(event_line(event, True))
            reason = event.data.get("why")
            if reason:
                self.echo(f"    why: {reason}")

    def cmd_board(self, args: list[str]) -> None:
        self.echo(self.session.game.describe_board(self.session.state) or "(this game shows no board)")

    def cmd_score(self, args: list[str]) -> None:
        for line in score_lines(self.session.score(), self.session.person):
            self.echo(line)

    def cmd_undo(self, args: list[str]) -> None:
        try:
            action = self.session.undo()
        except IllegalAction as exc:
            self.echo(f"Not done: {exc}")
            return
        self.autosave()
        self.narrator.skip_to_end()
        self.echo(f"Undone: {_label(action)}")

    def cmd_redo(self, args: list[str]) -> None:
        try:
            action = self.session.redo()
        except IllegalAction as exc:
            self.echo(f"Not done: {exc}")
            return
        self.autosave()
        self.echo(f"Redone: {_label(action)}")
        self.narrator.flush()

    def cmd_history(self, args: list[str]) -> None:
        if not self.session.inputs:
            self.echo("No inputs yet.")
        for number, action in enumerate(self.session.inputs, 1):
            self.echo(f"{number:3}. {_label(action)}")

    def cmd_save(self, args: list[str]) -> None:
        if len(args) != 1:
            self.echo("Usage: save PATH")
            return
        try:
            self.echo(f"Saved a copy to {write_save(self.session, args[0])}")
        except (OSError, SaveError) as exc:
            self.echo(f"Not saved: {exc}")

    def cmd_quit(self, args: list[str]) -> str:
        return "quit"

    cmd_exit = cmd_quit


def _label(action: dict) -> str:
    args = " ".join(f"{k}={v}" for k, v in action.items() if k != "op" and v is not None)
    return f"{action.get('op', '?')} {args}".strip()
