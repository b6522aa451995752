"""Physical draws at the table: asking the person which card, tile or token they drew."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solobot.cli.asking import Refusal
from solobot.cli.narrate import seat_name
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


@dataclass(frozen=True, slots=True)
class DrawQuestion:
    """A physical draw for the game, as a :class:`~solobot.cli.asking.Question`: the request and its
    numbered choices, then "Which card?"; an answer naming no item still in that deck is refused."""

    request: DrawRequest

    def prompt(self, show_rules: bool) -> str:
        """The request with its rule ID always (the person checks the draw against that rule), then
        what to type."""
        thing = self.request.why.thing if self.request.why else "card"
        return f"{draw_heading(self.request)} Which {thing}? Type its number or what it shows: "

    def details(self) -> list[str]:
        """The lines shown between the request and the prompt: what can still come."""
        return choice_lines(self.request)

    def parse(self, text: str) -> Any:
        item = parse_draw(text, self.request)
        return Refusal(refusal(text, self.request)) if item is None else item
