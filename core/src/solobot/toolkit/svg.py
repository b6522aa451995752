"""A small SVG sheet for a game's table drawing (``Game.draw_table``): text, boxes, discs, stars and lines.

Every text and every attribute value goes through :func:`html.escape`, so a name from a component
file or a save can never break out of the drawing; numbers are written short. The sheet draws
shapes only: no scripts, no links. Colours are the caller's; only neutral defaults live here.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from html import escape
from math import cos, pi, sin

INK = "#222"
FAINT = "#888"
PAPER = "#fffdf8"
FONT = "sans-serif"


def _n(value: float) -> str:
    """A number, short: one decimal at most and no trailing zero (``12``, ``7.5``)."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _attrs(values: dict[str, object]) -> str:
    """Attributes in the given order, each escaped; numbers short, None left out."""
    shown = (
        (name, _n(value) if isinstance(value, int | float) and not isinstance(value, bool) else str(value))
        for name, value in values.items()
        if value is not None
    )
    return "".join(f' {name}="{escape(text)}"' for name, text in shown)


def _outline(stroke: str | None, width: float, dash: str | None) -> dict[str, object]:
    """A shape's outline attributes: none without a ``stroke``; ``dash`` a dash pattern or None."""
    return {"stroke": stroke, "stroke-width": width if stroke else None, "stroke-dasharray": dash}


def wrap(text: str, width: int, lines: int = 2) -> list[str]:
    """``text`` in at most ``lines`` lines of about ``width`` characters (the last one cut with an ellipsis)."""
    parts = textwrap.wrap(text, width) or [""]
    if len(parts) > lines:
        parts = [*parts[: lines - 1], textwrap.shorten(" ".join(parts[lines - 1 :]), width, placeholder="…")]
    return parts


class Sheet:
    """An SVG drawing ``width`` units wide, built shape by shape in drawing order; :meth:`svg` gives the document."""

    def __init__(self, width: float) -> None:
        self.width = width
        self.parts: list[str] = []

    def _add(self, tag: str, values: dict[str, object], body: object = None) -> None:
        """One element; its ``body`` (a text) escaped."""
        self.parts.append(
            f"<{tag}{_attrs(values)}/>" if body is None else f"<{tag}{_attrs(values)}>{escape(str(body))}</{tag}>"
        )

    def text(self, x: float, y: float, words: object, size: float = 12, *, anchor: str = "start", bold: bool = False,
             italic: bool = False, fill: str = INK) -> None:
        """A line of text; ``y`` is its baseline, ``anchor`` ``start``, ``middle`` or ``end``."""
        shown = {"text-anchor": None if anchor == "start" else anchor, "fill": fill,
                 "font-weight": "bold" if bold else None, "font-style": "italic" if italic else None}
        self._add("text", {"x": x, "y": y, "font-size": size, **shown}, words)

    def box(self, x: float, y: float, w: float, h: float, fill: str = "none", *, stroke: str | None = None,
            width: float = 1, rx: float = 3, dashed: bool = False) -> None:
        """A rectangle with corners rounded by ``rx``; outlined when given a ``stroke``, dashed when asked."""
        outline = _outline(stroke, width, "4 3" if dashed else None)
        self._add("rect", {"x": x, "y": y, "width": w, "height": h, "rx": rx, "fill": fill, **outline})

    def disc(self, cx: float, cy: float, r: float, fill: str, *, stroke: str | None = INK, width: float = 1,
             dashed: bool = False) -> None:
        """A circle, outlined in ``stroke`` (None or ``"none"``: no outline), dashed when asked."""
        outline = _outline(stroke, width, "2 2" if dashed else None)
        self._add("circle", {"cx": cx, "cy": cy, "r": r, "fill": fill, **outline})

    def star(self, cx: float, cy: float, r: float, fill: str, *, stroke: str = INK, width: float = 0.8) -> None:
        """A five-pointed star ``r`` from its centre to each point."""
        points = " ".join(
            f"{_n(cx + (r if i % 2 == 0 else r * 0.45) * sin(i * pi / 5))},"
            f"{_n(cy - (r if i % 2 == 0 else r * 0.45) * cos(i * pi / 5))}"
            for i in range(10)
        )
        self._add("polygon", {"points": points, "fill": fill, "stroke": stroke, "stroke-width": width})

    def line(self, x1: float, y1: float, x2: float, y2: float, stroke: str = FAINT, width: float = 1) -> None:
        """A straight line."""
        self._add("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "stroke": stroke, "stroke-width": width})

    @contextmanager
    def group(self, label: str) -> Iterator[None]:
        """The shapes drawn inside the ``with`` block as one group named ``label`` (``<g aria-label>``)."""
        self.parts.append(f"<g{_attrs({'aria-label': label})}>")
        yield
        self.parts.append("</g>")

    def svg(self, height: float, label: str) -> str:
        """The whole document, ``height`` high on a paper-coloured background, ``label`` its accessible name."""
        head = {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {_n(self.width)} {_n(height)}",
            "role": "img",
            "aria-label": label,
            "font-family": FONT,
        }
        paper = _attrs({"width": self.width, "height": height, "fill": PAPER})
        return f'<svg{_attrs(head)}><rect{paper}/>{"".join(self.parts)}</svg>'


def table_drawing(table: dict[str, object], words: object, title: str, width: float = 320) -> str:
    """The default drawing of a game that draws none (``Game.draw_table`` returns None): its public
    table, one line per thing in the game's words (``words``: a :class:`~solobot.words.GameWords`),
    and a bar for each whole number, against the largest of them."""
    numbers = [v for v in table.values() if isinstance(v, int) and not isinstance(v, bool) and v > 0]
    most, row = max(numbers, default=0), 30
    sheet = Sheet(width)
    for number, (key, value) in enumerate(table.items()):
        y = 8 + number * row
        name = words.term(key)  # type: ignore[attr-defined]
        sheet.text(0, y + 12, f"{name[:1].upper()}{name[1:]}: {words.value(value)}", 13)  # type: ignore[attr-defined]
        if most and isinstance(value, int) and not isinstance(value, bool):
            sheet.box(0, y + 16, width, 8, "#e8e2d4", rx=3)
            sheet.box(0, y + 16, width * max(value, 0) / most, 8, "#2f6f4f", rx=3)
    return sheet.svg(14 + len(table) * row, title)
