"""Text from files and plugins checked before it reaches a terminal or a page.

A component name holding ESC or BEL would drive the person's terminal (colours, a cleared screen, a
rewritten line); a bidirectional override (U+202E...) shows one text while another is stored; a
lone surrogate (``"\\ud800"``, which JSON may hold) cannot be written as UTF-8 at all, so printing or
saving it fails. :func:`find_unsafe` finds the first such character in parsed JSON and names its
field, so a file holding one is refused in one line; :func:`printable` escapes them in text that is
shown rather than refused (a plugin's message).
"""

from __future__ import annotations

import unicodedata
from typing import Any

#: bidirectional embeddings, overrides and isolates, and the marks that reorder text
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
#: control characters a file's text may hold (a line break or a tab changes no terminal state)
HARMLESS_CONTROLS = frozenset("\n\t")


def unsafe_character(char: str) -> str | None:
    """What ``char`` is when it must not reach a terminal or page ("a control character (U+001B)"), else None."""
    code = ord(char)
    if 0xD800 <= code <= 0xDFFF:
        return f"a lone surrogate (U+{code:04X})"
    if char in BIDI_CONTROLS:
        return f"a bidirectional control (U+{code:04X})"
    if char not in HARMLESS_CONTROLS and unicodedata.category(char) == "Cc":
        return f"a control character (U+{code:04X})"
    return None


def text_problem(text: str, surrogates_only: bool = False) -> str | None:
    """The first unsafe character of ``text``, described; None when it is safe."""
    if text.isascii() and text.isprintable():  # the common case, at C speed
        return None
    for char in text:
        said = unsafe_character(char)
        if said and (not surrogates_only or said.startswith("a lone surrogate")):
            return said
    return None


def find_unsafe(data: Any, where: str = "", surrogates_only: bool = False) -> tuple[str, str] | None:
    """The first field of parsed JSON ``data`` (keys included) holding an unsafe character, as
    ``(field, what)`` ("cards[3].name", "a control character (U+001B)"); None when all is safe."""
    stack: list[tuple[str, Any]] = [(where, data)]
    while stack:
        at, value = stack.pop()
        if isinstance(value, str):
            said = text_problem(value, surrogates_only)
            if said:
                return at or "the top level", said
        elif isinstance(value, dict):
            for key, item in reversed(list(value.items())):
                key_text = str(key)
                said = text_problem(key_text, surrogates_only)
                if said:
                    return f"{at + '.' if at else ''}{printable(key_text)[:40]} (a name)", said
                stack.append((f"{at}.{key_text}" if at else key_text, item))
        elif isinstance(value, list):
            stack.extend((f"{at}[{n}]", item) for n, item in reversed(list(enumerate(value))))
    return None


def printable(text: str) -> str:
    """``text`` with every unsafe character written as its escape (``\\x1b``, ``\\u202e``), for showing."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(char.encode("unicode_escape").decode("ascii") if unsafe_character(char) else char
                   for char in text)
