"""Pig's table as a drawing (SVG) for the web page: each seat's banked score racing to the target."""

from __future__ import annotations

from html import escape

from solobot_pig.state import PigState

WIDTH, ROW = 320, 56
NAMES = {"player": "You", "bot": "Bot"}
COLOURS = {"player": "#2f6f4f", "bot": "#8c3b2e"}


def draw_table(state: PigState) -> str:
    """Two bars (banked scores out of the target) and this turn's running total; all text escaped."""
    rows = []
    for number, (seat, points) in enumerate(state.scores.items()):
        y = 10 + number * ROW
        filled = round(WIDTH * min(points, state.target) / state.target)
        rows.append(
            f'<text x="0" y="{y + 14}" font-size="14">{escape(NAMES.get(seat, seat))}: {points}</text>'
            f'<rect x="0" y="{y + 20}" width="{WIDTH}" height="18" rx="4" fill="#e8e2d4"/>'
            f'<rect x="0" y="{y + 20}" width="{filled}" height="18" rx="4" fill="{COLOURS.get(seat, "#555")}"/>'
        )
    mover = escape(NAMES.get(state.to_move, state.to_move))
    rows.append(f'<text x="0" y="{22 + 2 * ROW}" font-size="14">Target {state.target} · '
                f'{mover} to move · this turn {state.turn_total}</text>')
    height = 34 + 2 * ROW
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" role="img" '
            f'aria-label="Pig scores" font-family="sans-serif">{"".join(rows)}</svg>')
