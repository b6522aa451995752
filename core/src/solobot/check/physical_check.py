"""The part of ``solobot check`` that plays with the table as the source of truth.

A game is played with ``--dice physical --draws physical``, every roll and draw answered by a
scripted person (seeded, so the check is reproducible), and checked: it ends; every draw request
says from what and why, with a rule ID; the save replays with nothing asked again; undo then
redo returns to the same state with nothing asked again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solobot.engine.session import Session
from solobot.game import GameSpec
from solobot.i18n import _
from solobot.storage.saves import load_session, write_save
from solobot.toolkit.randomness import DrawRequest, RollRequest, SeededSource


class ScriptedTable:
    """A person at the table who rolls and draws at random (seeded), noting unclear requests."""

    def __init__(self, seed: int) -> None:
        self.rng = SeededSource(seed)
        self.unclear: list[str] = []
        self.draws = 0

    def roll(self, session: Session, request: RollRequest) -> list[int]:
        """Physical dice: any faces."""
        return [self.rng.die(request.sides) for _die in range(request.count)]

    def draw(self, session: Session, request: DrawRequest) -> Any:
        """A physical draw: any item that can still come; a request without its why is noted."""
        self.draws += 1
        why = request.why
        if why is None or not why.rule or not why.source:
            self.unclear.append(_("a draw request does not say from what and why (give Draw(purpose, rule, source))"))
        return self.rng.choice(request.choices)[0]


def check_physical_game(spec: GameSpec, options: dict[str, Any], policy: str, seed: int,
                        workdir: Path) -> str | None:
    """Play one game with physical dice and draws answered by a :class:`ScriptedTable`; the problem, or None."""
    table = ScriptedTable(seed)
    modes: dict[str, Any] = {"dice": "physical", "draws": "physical"}
    first = Session(spec, options, seed, ask_roll=table.roll, ask_draw=table.draw, **modes)
    first.autoplay(policy)
    if not first.finished:
        return _("the game did not end")
    if table.unclear:
        return table.unclear[0]
    loaded, _save = load_session(write_save(first, workdir / "physical.json"))
    if loaded.digest() != first.digest():
        return _("with physical dice and draws, save, load and replay gave a different state")
    if first.inputs:
        kept = {"rolls": first.rolls, "drawn": first.drawn, **modes}
        middle = Session(spec, options, seed, inputs=first.inputs[: len(first.inputs) // 2 + 1], **kept)
        before = middle.digest()
        middle.undo()
        middle.redo()
        if middle.digest() != before:
            return _("with physical dice and draws, undo then redo did not return to the same state")
    return None
