"""Printing a game for a person at the table: events, steps and scores."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from solobot.cli.terminal import Terminal, rows
from solobot.events import Event
from solobot.game import Score
from solobot.i18n import _
from solobot.safetext import printable
from solobot.table.answers import begins_with, names_its_seat, seat_name
from solobot.table.seat import Seat, verdict_lines
from solobot.table.spoken import to_the_person
from solobot.words import change_lines

if TYPE_CHECKING:
    from solobot.words import GameWords

__all__ = ["Narrator", "begins_with", "event_line", "score_lines", "seat_name"]

#: how a held line may start a screen (:meth:`Narrator._show_paged`): a heading starts a section, a seat's line
#: a group (with the change lines under it), anything else only follows
SECTION, GROUP, FOLLOWS = 2, 1, 0


def event_line(event: Event, show_rules: bool = True, person: str | None = None, said: str | None = None,
               words: GameWords | None = None, seat: Seat | None = None) -> str:
    """One event as a line of narration: "Machina: ..." for a bot; the person is spoken to ("You roll
    2: 2 this turn"): from the game's template of the event with the ``seat`` it is told at, else ``said``,
    the game's sentence of the person's input when this event is all it told (:mod:`solobot.table.spoken`)."""
    tag = f"  [{event.rule}]" if show_rules and event.rule else ""
    if person is not None and event.seat == person:  # spoken to: no seat's name before it
        spoken = seat.to_the_person(event, said) if seat is not None else to_the_person(event, said)
        return f"{spoken}{tag}"
    if person is None and seat is not None and event.seat is not None and event.seat == seat.person:
        spoken = seat.to_the_person(event)  # --auto: a line the game says to the person needs no "Player:"
        if spoken == event.text[:1].upper() + event.text[1:]:  # ("You start with ...", "Inizi con ...")
            return f"{spoken}{tag}"
    name = seat_name(event.seat, words)
    said = words.seat(event.seat) if words is not None and event.seat in words.seats else name  # "the bot"
    if names_its_seat(event.text, name) or names_its_seat(event.text, said[:1].upper() + said[1:]):
        return f"{event.text}{tag}"  # "Ghost 1 rolls 4: ...", "The bot rolls 4", not "Bot: The bot rolls 4"
    return f"{name}: {event.text}{tag}"


def score_lines(score: Score, person: str | None = None, words: GameWords | None = None) -> list[str]:
    """The score breakdown of every seat, and the verdict when final (the seat layer's words)."""
    return verdict_lines(score, person, words)


class Narrator:
    """Prints the game at a :class:`~solobot.table.seat.Seat` for the person: an opening banner once, then
    each new event once, under a heading for every bot step, cleanup and phase the game heads, and for the
    person's step whenever its label changes.

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
                 banner: Callable[[Seat], list[str]] | None = None, terminal: Terminal | None = None,
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
        self._held: list[tuple[int, str, Callable[[], None]]] | None = None
        self.printed = 0
        self.headed = 0
        #: the rows shown since the person last typed (a prompt or a pause)
        self.shown = 0
        #: lines the person typed at a pause, to be read at the next prompt (as if typed there)
        self.typed: list[str] = []
        #: the line saying an input was redone, told by the next flush: in the input's own first line when the
        #: person's seat tells one first ("Redone: You roll 2"), else as a line of its own before the rest
        self.redone: str | None = None
        self.label = ""

    def opening(self, seat: Seat) -> None:
        """Print the banner, if it has not been printed yet."""
        if self.banner is not None:
            banner, self.banner = self.banner, None
            for line in banner(seat):
                self.line(line)

    def heading(self, title: str, whole: bool = False) -> None:
        """A heading, unless it is the one just printed or a part of it ("Round 1, Phases 5-7" under
        "Round 1, Phases 5-7: your end of round"); ``whole``: a heading of the core's own (the final score), printed
        unless it is the one just printed, whatever the game's step before it begins with ("Punteggio finale" after
        Maestro's "Punteggio finale: tocca a te")."""
        if title and title != self.label and (whole or not self.label.startswith(f"{title}:")):
            self.label = title
            if self.styled:
                self._say(SECTION, f"\n== {title} ==", lambda: self.terminal.heading(title))
            else:
                self._say(SECTION, f"\n== {title} ==", lambda: self.echo(f"\n== {title} =="))

    def line(self, text: str) -> None:
        """Show one line of the table's own (a refusal, a command's answer), a screen at a time like the narration."""
        self._say(FOLLOWS, text, lambda: self.echo(text))

    def block(self, lines: Sequence[str]) -> None:
        """Show ``lines`` together (a request and what can still come): on one screen when they fit one."""
        shown = [(GROUP if number == 0 else FOLLOWS, text, lambda text=text: self.echo(text))
                 for number, text in enumerate(lines)]
        if self._held is None:
            self._show_paged(shown)
        else:
            self._held.extend(shown)

    def _say(self, level: int, text: str, show: Callable[[], None]) -> None:
        """Show a line now, or hold it while a flush gathers what it will show (to pause at a break)."""
        if self._held is None:
            self._show_paged([(level, text, show)])
        else:
            self._held.append((level, text, show))

    def _show_held(self) -> None:
        """Show what a flush gathered (:meth:`_show_paged`)."""
        held, self._held = self._held or [], None
        self._show_paged(held)

    def _show_paged(self, held: list[tuple[int, str, Callable[[], None]]]) -> None:
        """Show ``held`` a screen at a time, waiting for Enter (``pause``) before a line that would push a line
        not yet read off the top: at the latest before the line that does not fit, earlier at a break when what
        it starts (a heading's section, a seat's line with its changes) would fit a screen of its own but not
        the rest of this one. A break is not waited at right after the person typed (fewer than :meth:`early`
        rows shown since: the lines of the input itself): what follows fills the screen first. Once the person
        typed a line at a pause (it is read at the next prompt), the rest is shown without waiting."""
        if self.pause is None:
            for _, _, show in held:
                show()
            return
        sizes = [self.rows(text) for _, text, _ in held]
        room = self.room()
        for number, (level, _, show) in enumerate(held):
            if level and not self.typed and self.shown >= self.early(room):
                needed = self._starts(held, sizes, number, room)
                if self.shown + needed > room:
                    self._wait()
            if self.shown and self.shown + sizes[number] > room and not self.typed:
                self._wait()
            show()
            self.shown += sizes[number]

    @staticmethod
    def _starts(held: list[tuple[int, str, Callable[[], None]]], sizes: list[int], number: int, room: int) -> int:
        """The rows that held line ``number`` starts and that are best read on one screen: its whole section
        or group when that fits a screen, else (a heading) the heading and its first group; 0 when not even that
        fits."""
        level = held[number][0]
        end = next((at for at in range(number + 1, len(held)) if held[at][0] >= level), len(held))
        whole = sum(sizes[number:end])
        if whole <= room or level == GROUP:
            return whole if whole <= room else 0
        first = next((at for at in range(number + 1, end) if held[at][0] >= GROUP), end)
        after = next((at for at in range(first + 1, end) if held[at][0] >= GROUP), end)
        start = sum(sizes[number:after])
        return start if start <= room else 0

    @staticmethod
    def early(room: int) -> int:
        """The rows shown since the person typed below which a break is not waited at: 3, or an eighth of a
        tall screen (the line or two that tell the input typed)."""
        return max(3, room // 8)

    def _wait(self) -> None:
        """Wait for Enter (or a typed line) before more is shown."""
        assert self.pause is not None
        self.pause()
        self.shown = 0

    def room(self) -> int:
        """The rows a stretch may take between two waits: the screen less the line that waits (a pause or a
        prompt) and the line the person typed last."""
        return max(3, self.terminal.height - 2)

    def rows(self, text: str) -> int:
        """The screen rows ``text`` takes, each line wrapped at the terminal's width (wide characters, tabs
        and escape sequences counted as the terminal shows them)."""
        return rows(text, self.terminal.width or 0)

    def ahead(self, prompt: str) -> str | None:
        """A line the person typed at a pause, shown after ``prompt`` as if typed there (None: none waits)."""
        if not self.typed:
            return None
        typed = self.typed.pop(0)
        self.terminal.echo(f"{prompt}{typed}")
        return typed

    def flush(self, seat: Seat, asking: bool = False) -> None:
        """Print the banner (once) and the events not printed yet, each under its heading.

        :param asking: the game waits for the person in the middle of a step (a roll): the
            heading of that step is printed even if the step has told nothing yet.
        """
        self.opening(seat)
        self._held = []
        try:
            self._gather(seat, asking)
        finally:
            self._show_held()

    def _gather(self, seat: Seat, asking: bool) -> None:
        """The lines of :meth:`flush`, held to be shown together."""
        events = seat.events
        headings = seat.headings
        person = seat.person
        words = seat.words
        alone = seat.input_alone() if self.you else None
        spoken_to = person if self.you else None
        for index in range(self.printed, len(events)):
            self._headings_up_to(headings, index)
            event = events[index]
            said = alone[1] if alone is not None and alone[0] is event else None
            line = event_line(event, self.show_rules, spoken_to, said, words, seat)
            if self.redone is not None and event.seat == person:
                self.redone, line = None, _("Redone: {sentence}").format(sentence=line)
            elif self.redone is not None:
                self.line(self.redone)
                self.redone = None
            if self.styled:
                who = _("You") if spoken_to is not None and event.seat == spoken_to else seat_name(event.seat, words)
                if not line.startswith(who) and event.seat in words.seats:  # a whole sentence: "The bot rolls 4"
                    who = words.seat(event.seat)[:1].upper() + words.seat(event.seat)[1:]
                style = self.terminal.seat_style(event.seat, person)
                self._say(GROUP, line, lambda line=line, who=who, style=style: self.terminal.said(line, who, style))
            else:
                self._say(GROUP, line, lambda line=line: self.echo(line))
            for change in change_lines(words, event):  # only what the sentence does not say
                self._say(FOLLOWS, f"    - {change}", lambda change=change: self.echo(f"    - {change}"))
        self.printed = len(events)
        if self.redone is not None:  # the redone input told nothing
            self.line(self.redone)
            self.redone = None
        if asking:
            self._headings_up_to(headings, len(events))
        step = seat.step  # None while the setup waits for a roll or draw
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

    def skip_to_end(self, seat: Seat) -> None:
        """Mark every event and heading so far as printed."""
        self.printed = len(seat.events)
        self.headed = len(seat.headings)
