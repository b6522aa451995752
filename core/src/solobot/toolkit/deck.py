"""A deck of cards as plain data: a draw pile, a discard pile and a draw history."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from solobot.toolkit.randomness import Draw, RandomSource


class EmptyDeck(LookupError):
    """A draw was asked of an empty draw pile."""


@dataclass
class Deck:
    """Cards are plain JSON-able ids (str or int); index 0 of a pile is its top.

    Every operation that needs chance takes the session's random source, so a
    deck holds no randomness of its own and saves as plain lists.
    """

    draw_pile: list[Any] = field(default_factory=list)
    discard_pile: list[Any] = field(default_factory=list)
    history: list[Any] = field(default_factory=list)

    @classmethod
    def shuffled(cls, cards: Iterable[Any], rng: RandomSource) -> Deck:
        """A new deck holding ``cards``, shuffled."""
        deck = cls(list(cards))
        deck.shuffle(rng)
        return deck

    # -- counts ----------------------------------------------------------
    def __len__(self) -> int:
        return len(self.draw_pile)

    @property
    def draw_count(self) -> int:
        """Cards left to draw."""
        return len(self.draw_pile)

    @property
    def discard_count(self) -> int:
        """Cards on the discard pile."""
        return len(self.discard_pile)

    # -- drawing ---------------------------------------------------------
    def draw(self, rng: RandomSource | None = None, why: Draw | None = None) -> Any:
        """Take the top card; it is recorded in :attr:`history`.

        Given the session's ``rng`` (and a :class:`~solobot.toolkit.Draw` saying why), the card
        comes through :meth:`RandomSource.draw`: with ``--draws physical`` the person says which
        card they drew from their own deck. Without one, the top card of the pile.
        """
        if not self.draw_pile:
            raise EmptyDeck("the draw pile is empty")
        card = self.draw_pile.pop(0) if rng is None else rng.draw(self.draw_pile, why)
        self.history.append(card)
        return card

    def draw_until(self, matches: Callable[[Any], bool], rng: RandomSource | None = None,
                   why: Draw | None = None) -> tuple[Any | None, list[Any]]:
        """Draw until a card ``matches``; return ``(card or None, cards passed)``.

        The passed cards are out of the deck: the caller decides where they go. ``rng`` and
        ``why`` are as for :meth:`draw` (each card is one draw); a person turning the cards up is told which
        each one is and how many there can be at most ("2 of at most 4"): the cards in the deck that do not
        match, and the one that does (what is in the deck is known at the table, only not its order).
        """
        passed: list[Any] = []
        counted = why is not None and rng is not None and rng.physical_draws
        most = sum(1 for card in self.draw_pile if not matches(card)) + 1 if counted else 0
        counted = counted and 1 < most <= len(self.draw_pile)
        while self.draw_pile:
            told = replace(why, number=len(passed) + 1, count=most, at_most=True) if counted else why
            card = self.draw(rng, told)
            if matches(card):
                return card, passed
            passed.append(card)
        return None, passed

    def hidden_cards(self) -> list[Any]:
        """The cards the physical game hides: the draw pile, face down (``Game.hidden_values`` finds them)."""
        return list(self.draw_pile)

    def peek(self) -> Any | None:
        """The top card without drawing it, or None."""
        return self.draw_pile[0] if self.draw_pile else None

    # -- placing ---------------------------------------------------------
    def put_top(self, card: Any) -> None:
        """Put a card on top of the draw pile."""
        self.draw_pile.insert(0, card)

    def put_bottom(self, card: Any) -> None:
        """Put a card at the bottom of the draw pile."""
        self.draw_pile.append(card)

    def discard(self, card: Any) -> None:
        """Put a card on the discard pile."""
        self.discard_pile.append(card)

    def remove(self, card: Any) -> None:
        """Take a given card out of the draw pile (ValueError if it is not there)."""
        self.draw_pile.remove(card)

    # -- shuffling -------------------------------------------------------
    def shuffle(self, rng: RandomSource) -> None:
        """Shuffle the draw pile."""
        rng.shuffle(self.draw_pile)

    def gather(self, cards: Iterable[Any], rng: RandomSource) -> None:
        """Add ``cards`` and the discard pile to the draw pile and shuffle it all."""
        self.draw_pile.extend(cards)
        self.draw_pile.extend(self.discard_pile)
        self.discard_pile.clear()
        self.shuffle(rng)

    def to_json(self) -> dict[str, list[Any]]:
        """Plain data for saving."""
        return {
            "draw_pile": list(self.draw_pile),
            "discard_pile": list(self.discard_pile),
            "history": list(self.history),
        }
