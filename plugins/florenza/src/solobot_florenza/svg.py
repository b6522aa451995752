"""A tiny SVG canvas for the table drawing: shapes and escaped text, nothing else (no scripts).

Every text and attribute value goes through :func:`html.escape`, so names from a component
file or a save can never break out of the drawing.
"""

from __future__ import annotations

import textwrap
from html import escape


def wrap(text: str, width: int, lines: int = 2) -> list[str]:
    """``text`` in at most ``lines`` lines of about ``width`` characters (the last one cut with an ellipsis)."""
    parts = textwrap.wrap(text, width) or [""]
    if len(parts) > lines:
        parts = [*parts[: lines - 1], textwrap.shorten(" ".join(parts[lines - 1 :]), width, placeholder="…")]
    return parts


class Canvas:
    """SVG elements added in drawing order; :meth:`document` wraps them with a ``viewBox``."""

    def __init__(self, width: int, font: str = "sans-serif") -> None:
        self.width = width
        self.font = font
        self.parts: list[str] = []

    def _add(self, tag: str, attrs: dict[str, object], body: str | None = None) -> None:
        shown = " ".join(f'{key.replace("_", "-")}="{escape(str(value))}"'
                         for key, value in attrs.items() if value is not None)
        self.parts.append(f"<{tag} {shown}/>" if body is None else f"<{tag} {shown}>{body}</{tag}>")

    def text(self, x: float, y: float, text: str, size: float = 12, *, bold: bool = False,
             anchor: str | None = None, fill: str = "#222", italic: bool = False) -> None:
        """One line of text, its baseline at ``y``."""
        self._add("text", {"x": x, "y": y, "font_size": size, "font_weight": "bold" if bold else None,
                           "font_style": "italic" if italic else None, "text_anchor": anchor, "fill": fill},
                  escape(text))

    def rect(self, x: float, y: float, w: float, h: float, fill: str = "none", *, stroke: str | None = None,
             dashed: bool = False, rx: float = 3, width: float = 1) -> None:
        """A rectangle (rounded by ``rx``), dashed when asked."""
        self._add("rect", {"x": x, "y": y, "width": w, "height": h, "rx": rx, "fill": fill, "stroke": stroke,
                           "stroke_width": width if stroke else None, "stroke_dasharray": "4 3" if dashed else None})

    def circle(self, cx: float, cy: float, r: float, fill: str, *, stroke: str | None = None) -> None:
        """A disc."""
        self._add("circle", {"cx": cx, "cy": cy, "r": r, "fill": fill, "stroke": stroke})

    def line(self, x1: float, y1: float, x2: float, y2: float, stroke: str = "#ccc") -> None:
        """A straight line."""
        self._add("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "stroke": stroke})

    def document(self, height: float, label: str) -> str:
        """The whole SVG document, ``label`` as its accessible name."""
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {self.width} {round(height)}" '
                f'role="img" aria-label="{escape(label)}" font-family="{escape(self.font)}">'
                f'<rect x="0" y="0" width="{self.width}" height="{round(height)}" fill="#fffdf8"/>'
                f'{"".join(self.parts)}</svg>')
