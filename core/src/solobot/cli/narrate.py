"""Printing a game for a person at the table: events, steps and scores."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from typing import TYPE_CHECKING

from solobot.cli.terminal import Terminal, wrap
from solobot.engine.session import Session
from solobot.events import Event
from solobot.game import Score
from solobot.i18n import _
from solobot.safetext import printable
from solobot.table.answers import seat_name
from solobot.table.seat import verdict_lines
from solobot.table.spoken import input_alone, to_the_person
from solobot.words import change_lines

if TYPE_CHECKING:
    from solobot.words import GameWords

__all__ = ["Narrator", "event_line", "score_lines", "seat_name"]


def event_line(event: Event, show_rules: bool = True, person: str | None = None, said: str | None = None,
               words: GameWords | None = None, session: Session | None = None) -> str:
    """One event as a line of narration: "Machina: ..." for a bot; the person is spoken to ("You roll
    2: 2 this turn"): from the game's template of the event with ``session``, else ``said``, the game's
    sentence of the person's input when this event is all it told (:mod:`solobot.table.spoken`)."""
    tag = f"  [{event.rule}]" if show_rules and event.rule else ""
    if person is not None and event.seat == person:  # spoken to: no seat's name before it
        return f"{to_the_person(event, said, session)}{tag}"
    return f"{seat_name(event.seat, words)}: {event.text}{tag}"


def score_lines(score: Score, person: str | None = None, words: GameWords | None = None) -> list[str]:
    """The score breakdown of every seat, and the verdict when final (the seat layer's words)."""
    return verdict_lines(score, person, words)


class Narrator:
    """Prints a session for the person: an opening banner once, then each new event once, under
    a heading for every bot step, cleanup and phase the game heads, and for the person's step
    whenever its label changes.

    :param echo: where plain lines go (default: the terminal's echo: wrapped, ASCII where needed).
    :param show_rules: show each step's rule ID beside it (``--rules``).
    :param banner: the opening lines, printed before anything else (even before a
        setup roll is asked for).
    :param terminal: how lines look (colour by seat, bold headings); by default the process's
        terminal.
    :param you: speak to the person at the table in the second person (off for ``--auto``, where
        an opponent policy plays the person's seat and the person only reads).
    """

    def __init__(self, echo: Callable[[str], None] | None = None, show_rules: bool = False,
                 banner: Callable[[Session], list[str]] | None = None, terminal: Terminal | None = None,
                 you: bool = True):
        self.terminal = terminal or Terminal()
        self.styled = echo is None  # lines go to the terminal, coloured and headed in bold
        self.echo = self.terminal.echo if echo is None else lambda line: echo(printable(line))
        self.show_rules = show_rules
        self.banner = banner
        self.you = you
        #: ``pause()`` waits for Enter at a natural break when what comes would not fit the screen
        #: (set by the table on an interactive terminal; None: never, as in piped output and --auto)
        self.pause: Callable[[], None] | None = None
        self._held: list[tuple[bool, str, Callable[[], None]]] | None = None
        self.printed = 0
        self.headed = 0
        #: the rows shown since the person last typed (a prompt or a pause), for :meth:`make_room`
        self.shown = 0
        self.label = ""

    def opening(self, session: Session) -> None:
        """Print the banner, if it has not been printed yet."""
        if self.banner is not None:
            banner, self.banner = self.banner, None
            for line in banner(session):
                self.echo(line)

    def heading(self, title: str, whole: bool = False) -> None:
        """A heading, unless it is the one just printed or a part of it ("Round 1, Phases 5-7" under
        "Round 1, Phases 5-7: your end of round"); ``whole``: a heading of the core's own (the final score), printed
        unless it is the one just printed, whatever the game's step before it begins with ("Punteggio finale" after
        Maestro's "Punteggio finale: tocca a te")."""
        if title and title != self.label and (whole or not self.label.startswith(f"{title}:")):
            self.label = title
            if self.styled:
                self._say(True, f"\n== {title} ==", lambda: self.terminal.heading(title))
            else:
                self._say(True, f"\n== {title} ==", lambda: self.echo(f"\n== {title} =="))

    def _say(self, at_a_break: bool, text: str, show: Callable[[], None]) -> None:
        """Show a line now, or hold it while a flush gathers what it will show (to pause at a break)."""
        if self._held is None:
            show()
        else:
            self._held.append((at_a_break, text, show))

    def _show_held(self) -> None:
        """Show what a flush gathered; before a heading whose section would not fit the screen below what
        is shown already, wait for Enter (``pause``): whole sections, a screen at a time."""
        held, self._held = self._held or [], None
        if self.pause is None:
            for _, _, show in held:
                show()
            return
        rows = [self.rows(text) for _, text, _ in held]
        breaks = [number for number, (at_a_break, _, _) in enumerate(held) if at_a_break] + [len(held)]
        for number, (at_a_break, _, show) in enumerate(held):
            section = sum(rows[number:next(end for end in breaks if end > number)]) if at_a_break else 0
            if at_a_break:
                self.make_room(section)
            show()
            self.shown += rows[number]

    def rows(self, text: str) -> int:
        """The screen rows ``text`` takes, each line wrapped at the terminal's width."""
        width = self.terminal.width or 0
        return sum(len(wrap(part, width)) or 1 for part in text.split("\n"))

    def make_room(self, rows: int) -> None:
        """Before ``rows`` more rows that would not fit the screen below what is shown since the last
        wait, wait for Enter (``pause``); nothing when nothing pauses (piped output, --auto)."""
        if self.pause is not None and self.shown and self.shown + rows > shutil.get_terminal_size((80, 24)).lines - 2:
            self.pause()
            self.shown = 0

    def flush(self, session: Session, asking: bool = False) -> None:
        """Print the banner (once) and the events not printed yet, each under its heading.

        :param asking: the game waits for the person in the middle of a step (a roll): the
            heading of that step is printed even if the step has told nothing yet.
        """
        self.opening(session)
        self._held = []
        try:
            self._gather(session, asking)
        finally:
            self._show_held()

    def _gather(self, session: Session, asking: bool) -> None:
        """The lines of :meth:`flush`, held to be shown together."""
        events = session.ctx.events or []
        headings = session.ctx.headings or []
        person = getattr(session, "person", None)
        words = session.game.words(session.ctx)
        alone = input_alone(session) if self.you else None
        spoken_to = person if self.you else None
        for index in range(self.printed, len(events)):
            self._headings_up_to(headings, index)
            event = events[index]
            said = alone[1] if alone is not None and alone[0] is event else None
            line = event_line(event, self.show_rules, spoken_to, said, words, session)
            if self.styled:
                who = _("You") if spoken_to is not None and event.seat == spoken_to else seat_name(event.seat, words)
                style = self.terminal.seat_style(event.seat, person)
                self._say(False, line, lambda line=line, who=who, style=style: self.terminal.said(line, who, style))
            else:
                self._say(False, line, lambda line=line: self.echo(line))
            for change in change_lines(words, event):  # only what the sentence does not say
                self._say(False, f"    - {change}", lambda change=change: self.echo(f"    - {change}"))
        self.printed = len(events)
        if asking:
            self._headings_up_to(headings, len(events))
        step = getattr(session, "pending", None)  # None while the session is still being set up
        if step is not None and step.label and not asking:
            self.heading(step.label)

    def _headings_up_to(self, headings: list[tuple[int, str]], index: int) -> None:
        """Print the headings placed before event ``index`` (only the last of several in a row)."""
        title = ""
        while self.headed < len(headings) and headings[self.headed][0] <= index:
            title = headings[self.headed][1]
            self.headed += 1
        if title:
            self.heading(title)

    def skip_to_end(self, session: Session) -> None:
        """Mark every event and heading so far as printed."""
        self.printed = len(session.events)
        self.headed = len(session.ctx.headings or [])
