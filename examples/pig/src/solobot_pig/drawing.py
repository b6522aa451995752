"""Pig's table as a drawing (SVG) for the web page: each seat's banked score racing to the target."""

from __future__ import annotations

from solobot.toolkit import Sheet
from solobot_pig.state import PigState

WIDTH, ROW = 320, 56
NAMES = {"player": "You", "bot": "Bot"}
COLOURS = {"player": "#2f6f4f", "bot": "#8c3b2e"}


def draw_table(state: PigState) -> str:
    """Two bars (banked scores out of the target) and this turn's running total."""
    sheet = Sheet(WIDTH)
    for number, (seat, points) in enumerate(state.scores.items()):
        y = 10 + number * ROW
        sheet.text(0, y + 14, f"{NAMES.get(seat, seat)}: {points}", 14)
        sheet.box(0, y + 20, WIDTH, 18, "#e8e2d4", rx=4)
        sheet.box(0, y + 20, WIDTH * min(points, state.target) / state.target, 18, COLOURS.get(seat, "#555"), rx=4)
    mover = NAMES.get(state.to_move, state.to_move)
    sheet.text(0, 22 + 2 * ROW, f"Target {state.target} · {mover} to move · this turn {state.turn_total}", 14)
    return sheet.svg(34 + 2 * ROW, "Pig scores")
