"""What the game page shows, as plain data for the templates (never HTML: Jinja escapes it all)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solobot.cli.draws import draw_heading
from solobot.cli.narrate import score_lines, seat_name
from solobot.cli.table import action_label, roll_prompt
from solobot.commands import Command
from solobot.events import Change, Event, Move
from solobot.toolkit.randomness import DrawRequest
from solobot.web.rooms import Room

HISTORY = 40
"""The page lists the last inputs only (a phone; and every follower receives the page at each change)."""


def change_line(change: Change) -> str:
    """One table change as the step a person makes on the physical table."""
    if isinstance(change, Move):
        whose = f" of {seat_name(change.whose)}" if change.whose else ""
        return f"Move {change.count} {change.piece}{whose} from {change.src} to {change.dst}"
    if change.value is None:
        return f"Clear {change.thing}"
    return f"Set {change.thing} to {change.value}"


@dataclass(frozen=True)
class Step:
    """One line of the checklist: an event, its rule, its reason, its table changes."""

    key: str
    who: str
    text: str
    rule: str | None
    reason: str | None
    changes: tuple[str, ...]


def checklist(events: list[Event], first: int) -> list[Step]:
    """The events as checklist steps (``first`` is the index of the first in the game's log)."""
    return [
        Step(f"e{first + number}", seat_name(event.seat), event.text, event.rule,
             event.reason or event.facts.get("why"), tuple(change_line(c) for c in event.changes))
        for number, event in enumerate(events)
    ]


def draw_view(request: DrawRequest, told: Any) -> dict[str, Any]:
    """A physical draw for the page: the request's line, and each item that can still come as a button."""
    why = request.why
    return {
        "draw": True, "who": seat_name(request.seat) if request.seat else "For the game",
        "heading": draw_heading(request), "thing": why.thing if why else "card",
        "choices": [words for _, words in request.choices], "told": told,
    }


def panel(room: Room) -> dict[str, Any]:
    """Everything the live part of the game page shows, for ``panel.html``."""
    session = room.session
    view: dict[str, Any] = {"name": room.name, "version": room.version, "waiting": None, "session": None}
    if room.waiting is not None and isinstance(room.waiting.request, DrawRequest):
        view["waiting"] = draw_view(room.waiting.request, checklist(room.waiting.told, -len(room.waiting.told)))
    elif room.waiting is not None:
        request = room.waiting.request
        why = request.why
        view["waiting"] = {
            "who": seat_name(request.seat) if request.seat else "For the game",
            "count": request.count, "sides": request.sides,
            "purpose": why.purpose if why else "", "rule": why.rule if why else None,
            "prompt": roll_prompt(request).rsplit(". Type", 1)[0] + ".",
            "told": checklist(room.waiting.told, -len(room.waiting.told)),
        }
    if session is None:
        return view
    ctx, state, game = session.ctx, session.state, session.game
    score = session.score()
    start = session.marks[-1] if session.marks else 0
    last = [e for e in session.events[start:] if e.seat != session.person]
    step = session.pending
    view.update({
        "session": True,
        "title": session.spec.title,
        "label": step.label if step else "Game over",
        "seat": seat_name(step.seat) if step else "",
        "finished": session.finished,
        "checklist": checklist(last, len(session.events) - len(last)) if last else [],
        "setup": not session.marks,
        "mine": [e.text for e in session.events[start:] if e.seat == session.person],
        "board": game.describe_board(ctx, state),
        "svg": game.draw_table(ctx, state),
        "commands": [] if session.finished else list(game.commands(ctx, state)),
        "points": [(seat_name(seat), seat == session.person, value) for seat, value in score.points.items()],
        "score_lines": score_lines(score, session.person),
        "verdict": score_lines(score, session.person)[-1] if score.final else "",
        "history": [action_label(action) for action in session.inputs[-HISTORY:]],
        "inputs": len(session.inputs),
        "can_undo": bool(session.inputs), "can_redo": bool(session.redo_stack),
    })
    return view


def command_fields(command: Command) -> list[dict[str, Any]]:
    """The form fields of a declared command, one per argument."""
    return [{"name": f"arg-{i}", "label": arg.name, "kind": arg.kind, "choices": arg.choices,
             "optional": arg.optional} for i, arg in enumerate(command.args)]


def free_placeholder(command: Command) -> str:
    """What follows the name in a free-text command's usage (``REGION COUNT``), as a field's hint."""
    usage = command.help.replace(" - ", " — ").split(" — ", 1)[0]
    return usage.split(" ", 1)[1] if usage.startswith(command.name + " ") else ""
