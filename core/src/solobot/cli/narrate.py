"""Printing a game for a person at the table: events, steps and scores."""

from __future__ import annotations

from collections.abc import Callable

from solobot.events import Event
from solobot.game import Score
from solobot.session import Session
from solobot.words import change_lines


def seat_name(seat: str | None) -> str:
    """A seat as people say it."""
    if not seat:
        return "Game"
    return seat.replace("-", " ").title()


def event_line(event: Event, show_rules: bool = True) -> str:
    """One event as a line of narration."""
    tag = f"  [{event.rule}]" if show_rules and event.rule else ""
    return f"{seat_name(event.seat)}: {event.text}{tag}"


def score_lines(score: Score, person: str | None = None) -> list[str]:
    """The score breakdown of every seat, and the verdict when final."""
    lines = []
    for seat, points in score.points.items():
        you = " (you)" if seat == person else ""
        lines.append(f"{seat_name(seat)}{you}: {points}")
        for item, value in score.breakdown.get(seat, {}).items():
            lines.append(f"    {item}: {value}")
    if score.final:
        if score.winner is None:
            lines.append("Result: no winner")
        elif score.winner == person:
            lines.append("Result: you win!")
        else:
            lines.append(f"Result: {seat_name(score.winner)} wins")
    return lines


class Narrator:
    """Prints a session for the person: an opening banner once, then each new event once,
    with a heading whenever the step label changes.

    :param banner: the opening lines, printed before anything else (even before a
        setup roll is asked for).
    """

    def __init__(self, echo: Callable[[str], None], show_rules: bool = True,
                 banner: Callable[[Session], list[str]] | None = None):
        self.echo = echo
        self.show_rules = show_rules
        self.banner = banner
        self.printed = 0
        self.label = ""

    def opening(self, session: Session) -> None:
        """Print the banner, if it has not been printed yet."""
        if self.banner is not None:
            banner, self.banner = self.banner, None
            for line in banner(session):
                self.echo(line)

    def flush(self, session: Session) -> None:
        """Print the banner (once) and the events not printed yet."""
        self.opening(session)
        events = session.ctx.events or []
        words = session.game.words(session.ctx)
        for event in events[self.printed:]:
            self.echo(event_line(event, self.show_rules))
            for line in change_lines(words, event):  # only what the sentence does not say
                self.echo(f"    - {line}")
        self.printed = len(events)
        step = getattr(session, "pending", None)  # None while the session is still being set up
        if step is not None and step.label and step.label != self.label:
            self.label = step.label
            self.echo(f"\n== {step.label} ==")

    def skip_to_end(self, session: Session) -> None:
        """Mark every event so far as printed."""
        self.printed = len(session.events)
