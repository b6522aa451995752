"""What the person plays in the whole-game browser tests and in ``benchmarks/web_taps.py``: the same
moves each time, so the taps they take can be compared from one change of the page to the next."""

from __future__ import annotations

import re

MAESTRO_TURN = re.compile(r"^Round (\d+), turn (\d+)( \(Gossip\))?: your move$")


def maestro_moves(label: str, page, machina: int | None = None) -> list[tuple[str, ...]]:
    """The person's commands for a Maestro step (the terminal test's script), each as a command and the
    values of its form (a region by its name; "" leaves a field as the game's default: 1 Artwork moved).
    ``label`` is the step's English label; the final score beats the Machina's points (``machina``, else
    read on ``page``)."""
    turn = MAESTRO_TURN.match(label)
    if turn:
        round_, number = int(turn[1]), int(turn[2])
        if turn[3]:
            return [("play", "influence", "2")]
        return [[("place", "Florence", "1"), ("play", "create", "1")],
                [("study",), ("take", "resource", "blue", "1"), ("play", "study", "2")],
                [("move", "Florence", "Pisa", ""), ("vp", "1"), ("play", "move", "1")],
                [("play", "create", "1")]][(round_ + number) % 4]
    if "start of the Exhibition" in label:
        cards = re.search(r"\(use ([A-Z0-9 ]+), then done\)$", label)
        return [("use", card) for card in (cards[1].split() if cards else [])] + [("done",)]
    if label.startswith("Final scoring"):
        if machina is None:
            machina = int(page.locator(".points .chip", has_text="Machina").locator("b").inner_text())
        return [("final", str(machina + 1))]
    raise AssertionError(f"unexpected step {label!r}")


FLORENZA_MOVES = [("build", "Banco"), ("operate", "", "1"), ("art", "chiesa", "Vetrata", "Filippo Lippi", "4"),
                  ("hire", None, "2"), ("done",), ("artist", "Giotto"), ("role", "bishop"),
                  ("art", "Duomo", "Cupola", "Filippo Brunelleschi", "6"), ("operate", "ghost-1", "1"),
                  ("build", "Stamperia"), ("pass",)]
"""The person's Phase 4 moves in turn: a command and the values of its form (a button without)."""
