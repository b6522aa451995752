"""Small helpers for the English of the lines a person reads at the table."""

from __future__ import annotations

from solobot_maestro.state import MACHINA


def amount(n: int, noun: str, plural: str | None = None) -> str:
    """ "1 Artwork", "2 Artworks", "no Artworks"."""
    word = noun if n == 1 else plural or noun + "s"
    return f"{n if n else 'no'} {word}"


def article(word: str) -> str:
    """ "an orange", "a blue"."""
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def name(seat: str) -> str:
    """ "the Machina" or "you"."""
    return "the Machina" if seat == MACHINA else "you"


def does(seat: str, verb: str, named: bool = True) -> str:
    """ "the Machina takes" / "you take" (``named=False``: just the verb, agreeing)."""
    agreed = verb + ("es" if verb.endswith(("o", "s", "sh", "ch")) else "s") if seat == MACHINA else verb
    return f"{name(seat)} {agreed}" if named else agreed


def capital(text: str) -> str:
    """The text with its first letter upper-case."""
    return text[:1].upper() + text[1:]
