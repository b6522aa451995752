"""A small SVG sheet for the table drawing: boxes, discs, stars and text, every text escaped.

Only numbers and the palette's own colour codes go into attributes; every text (names and ids
from the component data included) goes through :func:`html.escape`. No scripts, no links.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from html import escape
from math import cos, pi, sin

INK = "#222"
FAINT = "#888"
PAPER = "#fffdf8"
FONT = "sans-serif"
#: strong and light shade of each colour of the game by name; colours of another component file
#: get the FALLBACK shades by their position in the file's colour list
SHADES = {
    "orange": ("#e0801f", "#fbe2c8"),
    "blue": ("#3b74bd", "#d5e3f5"),
    "green": ("#3f8f3f", "#d5ebcf"),
    "purple": ("#8450a3", "#e7daf0"),
}
FALLBACK = (("#a0522d", "#f0dccf"), ("#2e8b8b", "#cfeaea"), ("#b03060", "#f2d3df"), ("#6b6b2e", "#e7e7cf"))
NEUTRAL = ("#8a8a8a", "#ececec")


#: a colour's (strong, light) shades by its name
Shades = dict[str, tuple[str, str]]


def shades(colours: tuple[str, ...]) -> Shades:
    """The (strong, light) shades of each colour of a component file ('' : neutral grey)."""
    found = {colour: SHADES.get(colour, FALLBACK[i % len(FALLBACK)]) for i, colour in enumerate(colours)}
    found[""] = NEUTRAL
    return found


def _n(value: float) -> str:
    """A coordinate, short."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


class Sheet:
    """An SVG drawing built shape by shape, top to bottom."""

    def __init__(self, width: int):
        self.width = width
        self.parts: list[str] = []

    def text(
        self,
        x: float,
        y: float,
        words: object,
        size: float = 12,
        *,
        anchor: str = "start",
        bold: bool = False,
        fill: str = INK,
    ) -> None:
        """A line of text (escaped); ``y`` is its baseline."""
        weight = ' font-weight="bold"' if bold else ""
        self.parts.append(
            f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" text-anchor="{anchor}" fill="{fill}"{weight}>'
            f"{escape(str(words))}</text>"
        )

    def box(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: str,
        *,
        stroke: str = "none",
        width: float = 1,
        rx: float = 3,
        dashed: bool = False,
    ) -> None:
        """A rectangle."""
        dash = ' stroke-dasharray="3 2"' if dashed else ""
        self.parts.append(
            f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(rx)}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{_n(width)}"{dash}/>'
        )

    def disc(
        self, cx: float, cy: float, r: float, fill: str, *, stroke: str = INK, width: float = 1, dashed: bool = False
    ) -> None:
        """A circle."""
        dash = ' stroke-dasharray="2 2"' if dashed else ""
        self.parts.append(
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{_n(width)}"{dash}/>'
        )

    def star(self, cx: float, cy: float, r: float, fill: str = "#f2b51d") -> None:
        """A five-pointed star (the Centerpiece)."""
        points = " ".join(
            f"{_n(cx + (r if i % 2 == 0 else r * 0.45) * sin(i * pi / 5))},"
            f"{_n(cy - (r if i % 2 == 0 else r * 0.45) * cos(i * pi / 5))}"
            for i in range(10)
        )
        self.parts.append(f'<polygon points="{points}" fill="{fill}" stroke="#7a5a00" stroke-width="0.8"/>')

    def line(self, x1: float, y1: float, x2: float, y2: float, stroke: str = FAINT, width: float = 1) -> None:
        self.parts.append(
            f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{stroke}" '
            f'stroke-width="{_n(width)}"/>'
        )

    @contextmanager
    def group(self, label: str) -> Iterator[None]:
        """The shapes drawn inside the ``with`` block as one group named ``label`` (a region, the Lodge...)."""
        self.parts.append(f'<g aria-label="{escape(label)}">')
        yield
        self.parts.append("</g>")

    def svg(self, height: float, label: str) -> str:
        """The whole drawing, ``height`` high, with ``label`` as its accessible name."""
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {self.width} {_n(height)}" role="img" '
            f'aria-label="{escape(label)}" font-family="{FONT}">'
            f'<rect width="{self.width}" height="{_n(height)}" fill="{PAPER}"/>{"".join(self.parts)}</svg>'
        )
