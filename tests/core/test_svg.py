"""solobot.toolkit.Sheet: the SVG sheet every game draws its table on."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from solobot.toolkit import Sheet, wrap
from solobot.toolkit.svg import PAPER

SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = '<script>alert("&")</script>'


def drawn(sheet: Sheet, height: float = 100, label: str = "a table") -> ET.Element:
    """The sheet's document, parsed (which also proves it is well-formed XML)."""
    return ET.fromstring(sheet.svg(height, label))


def shapes(root: ET.Element) -> list[ET.Element]:
    """The drawn elements below the document, the background left out."""
    return list(root.iter())[2:]


def test_every_text_is_escaped_and_reads_back_unchanged():
    sheet = Sheet(100)
    sheet.text(10, 20, HOSTILE)
    sheet.text(10, 40, 42)
    document = sheet.svg(60, "x")
    assert "<script" not in document and "&lt;script&gt;alert(&quot;&amp;&quot;)&lt;/script&gt;" in document
    assert [t.text for t in ET.fromstring(document).iter(f"{SVG}text")] == [HOSTILE, "42"]


def test_every_label_and_attribute_value_is_escaped():
    sheet = Sheet(100)
    with sheet.group(HOSTILE):
        sheet.box(0, 0, 10, 10, 'red" onload="x', stroke='"&')
    document = sheet.svg(50, '"&<b>')
    assert "<script" not in document and "<b>" not in document and ' onload="' not in document
    root = ET.fromstring(document)
    assert root.get("aria-label") == '"&<b>'
    group = next(root.iter(f"{SVG}g"))
    assert group.get("aria-label") == HOSTILE
    box = next(group.iter(f"{SVG}rect"))
    assert box.get("fill") == 'red" onload="x' and box.get("stroke") == '"&' and "onload" not in box.attrib
    assert not any(e.tag.removeprefix(SVG) in {"script", "a", "b"} for e in root.iter())


def test_numbers_are_written_short():
    sheet = Sheet(360.0)
    sheet.box(1 / 3, 12.0, 7.56, 100, "#fff", rx=0)
    sheet.line(-0.01, 2.5, 3.04, 4)
    document = sheet.svg(120.0, "x")
    assert 'viewBox="0 0 360 120"' in document
    assert '<rect x="0.3" y="12" width="7.6" height="100" rx="0" fill="#fff"/>' in document
    assert '<line x1="0" y1="2.5" x2="3" y2="4" stroke="#888" stroke-width="1"/>' in document


def test_groups_nest_and_close_in_drawing_order():
    sheet = Sheet(100)
    with sheet.group("outer"):
        sheet.text(0, 10, "first")
        with sheet.group("inner"):
            sheet.disc(5, 5, 2, "#f00")
        sheet.text(0, 20, "second")
    sheet.text(0, 30, "after")
    root = drawn(sheet)
    outer = next(g for g in root if g.tag == f"{SVG}g")
    assert outer.get("aria-label") == "outer"
    assert [e.tag.removeprefix(SVG) for e in outer] == ["text", "g", "text"]
    inner = outer[1]
    assert inner.get("aria-label") == "inner" and [e.tag for e in inner] == [f"{SVG}circle"]
    assert [e.text for e in root if e.tag == f"{SVG}text"] == ["after"]


def test_the_document_is_an_accessible_image_on_paper():
    sheet = Sheet(320)
    sheet.text(0, 14, "hello", 14, anchor="middle", bold=True, italic=True, fill="#123")
    root = drawn(sheet, 90.5, "Pig scores")
    assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 320 90.5"
    assert (root.get("role"), root.get("aria-label"), root.get("font-family")) == ("img", "Pig scores", "sans-serif")
    paper = root[0]
    assert paper.tag == f"{SVG}rect" and paper.attrib == {"width": "320", "height": "90.5", "fill": PAPER}
    text = root[1]
    assert text.attrib == {"x": "0", "y": "14", "font-size": "14", "text-anchor": "middle", "fill": "#123",
                           "font-weight": "bold", "font-style": "italic"}
    assert len(root) == 2


def test_shapes_draw_their_outlines_and_dashes_only_when_asked():
    sheet = Sheet(100)
    sheet.box(0, 0, 10, 10)
    sheet.box(0, 0, 10, 10, "#eee", stroke="#555", width=2.5, dashed=True)
    sheet.disc(5, 5, 3, "#fff")
    sheet.disc(5, 5, 3, "#fff", stroke=None)
    sheet.disc(5, 5, 3, "#fff", stroke="#0a0", width=2, dashed=True)
    plain, dashed, inked, bare, ringed = shapes(drawn(sheet))
    assert "stroke" not in plain.attrib and plain.get("fill") == "none" and plain.get("rx") == "3"
    assert (dashed.get("stroke"), dashed.get("stroke-width"), dashed.get("stroke-dasharray")) == ("#555", "2.5", "4 3")
    assert (inked.get("stroke"), inked.get("stroke-width")) == ("#222", "1") and "stroke-dasharray" not in inked.attrib
    assert "stroke" not in bare.attrib and "stroke-width" not in bare.attrib
    assert (ringed.get("stroke"), ringed.get("stroke-width"), ringed.get("stroke-dasharray")) == ("#0a0", "2", "2 2")


def test_a_star_has_five_points_around_its_centre():
    sheet = Sheet(100)
    sheet.star(50, 50, 10, "#f2b51d", stroke="#7a5a00")
    (star,) = shapes(drawn(sheet))
    points = [tuple(map(float, p.split(","))) for p in star.get("points").split()]
    assert len(points) == 10 and points[0] == (50, 40)  # the first point straight up
    reach = [((x - 50) ** 2 + (y - 50) ** 2) ** 0.5 for x, y in points]
    assert reach == pytest.approx([10, 4.5] * 5, abs=0.1)  # points and the notches between them
    assert (star.get("fill"), star.get("stroke"), star.get("stroke-width")) == ("#f2b51d", "#7a5a00", "0.8")


def test_wrap_keeps_short_text_and_cuts_long_text_with_an_ellipsis():
    assert wrap("Banco", 10) == ["Banco"]
    assert wrap("", 10) == [""]
    assert wrap("Palazzo della Signoria", 10) == ["Palazzo", "della…"]
    assert wrap("Palazzo della Signoria", 10, lines=3) == ["Palazzo", "della", "Signoria"]
