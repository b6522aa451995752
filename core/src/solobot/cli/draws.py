"""Physical draws at the table: asking the person which card, tile or token they drew."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from solobot.cli.narrate import Narrator, seat_name
from solobot.session import Session
from solobot.toolkit.randomness import DrawRequest


def draw_heading(request: DrawRequest) -> str:
    """The request in one line: who draws, what, from what, what for, and the rule."""
    why = request.why
    thing = why.thing if why else "card"
    source = f" from {why.source}" if why and why.source else ""
    purpose = f": {why.purpose}" if why and why.purpose else ""
    rule = f" ({why.rule})" if why and why.rule else ""
    who = seat_name(request.seat) if request.seat else "For the game"
    article = "an" if thing[:1] in "aeiou" else "a"
    return f"{who}, draw {article} {thing}{source}{purpose}{rule}."


def choice_lines(request: DrawRequest) -> list[str]:
    """The items that can still come, numbered, in the words printed on them."""
    width = len(str(len(request.choices)))
    return [f"  {n:>{width}}  {words}" for n, (_, words) in enumerate(request.choices, 1)]


def parse_draw(text: str, request: DrawRequest) -> Any | None:
    """The item named by ``text`` (its number in the list, or the start of what it shows), or None."""
    text = " ".join(text.split()).casefold()
    if not text:
        return None
    choices = request.choices
    if text.isdigit():
        n = int(text)
        return choices[n - 1][0] if 1 <= n <= len(choices) else None
    exact = [item for item, words in choices if words.casefold() == text or str(item).casefold() == text]
    if len(exact) == 1:
        return exact[0]
    starts = [item for item, words in choices if words.casefold().startswith(text)]
    return starts[0] if len(starts) == 1 else None


def refusal(text: str, request: DrawRequest) -> str:
    """One line saying why ``text`` names nothing that can be drawn now, and what to type."""
    why = request.why
    thing = why.thing if why else "card"
    source = why.source if why and why.source else "there"
    said = " ".join(text.split())
    return (f"No {thing} left in {source} is “{said}” (it may be out already); "
            f"type a number from 1 to {len(request.choices)} or what the {thing} shows.")


class DrawPrompt:
    """Asks the person which card, tile or token they drew for the game, one request at a time.

    Everything told so far is printed first, then the request and the numbered choices; an
    answer that names no item still in that deck is refused with one line and asked again.
    """

    def __init__(self, narrator: Narrator, read: Callable[[str], str] = input):
        self.narrator = narrator
        self.read = read

    def __call__(self, session: Session, request: DrawRequest) -> Any:
        self.narrator.flush(session)
        echo = self.narrator.echo
        echo(draw_heading(request))
        for line in choice_lines(request):
            echo(line)
        thing = request.why.thing if request.why else "card"
        prompt = f"Which {thing}? Type its number or what it shows: "
        while True:
            try:
                text = self.read(prompt)
            except EOFError:
                raise KeyboardInterrupt from None
            item = parse_draw(text, request)
            if item is not None:
                return item
            echo(refusal(text, request))
