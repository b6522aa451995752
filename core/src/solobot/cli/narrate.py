"""Printing a game for a person at the table: events, steps and scores."""

from __future__ import annotations

from collections.abc import Callable

from solobot.events import Event
from solobot.game import Score
from solobot.session import Session


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
    """Prints each new event once, with a heading whenever the step label changes."""

    def __init__(self, session: Session, echo: Callable[[str], None], show_rules: bool = True):
        self.session = session
        self.echo = echo
        self.show_rules = show_rules
        self.printed = 0
        self.label = ""

    def flush(self, _session: Session | None = None) -> None:
        """Print the events not printed yet."""
        events = self.session.events
        for event in events[self.printed:]:
            self.echo(event_line(event, self.show_rules))
        self.printed = len(events)
        step = self.session.pending
        if step is not None and step.label and step.label != self.label:
            self.label = step.label
            self.echo(f"\n== {step.label} ==")

    def skip_to_end(self) -> None:
        """Mark every event so far as printed."""
        self.printed = len(self.session.events)
