"""Less to tell, less to read (issue 38): one input is told once, a rolled die is said as rolled, and the cards
of the table are named as the person holds them, in English, Italian and German."""

from __future__ import annotations

import pytest

from solobot.engine.plugins import default_registry
from solobot.i18n import speaking
from solobot.table.seat import Seat


def _seat(seed: int = 3) -> Seat:
    registry = default_registry()
    return Seat.new(registry.game("maestro"), {}, seed, registry=registry)


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Your Study marker moves on 9 spaces, to space 9."),
    ("it", "Il tuo segnalino Studio avanza di 9 caselle, fino alla casella 9."),
    ("de", "Dein Studienmarker zieht 9 Felder weiter, auf Feld 9."),
])
def test_study_several_spaces_is_told_once_with_each_reward_once(code, said):
    """`study 9` moved the marker in 9 sentences ("... moves to space 1", "... to space 2", ...), in the
    history, the undo and the redo; now one, and each Resource or Upgrade passed on the way once (MM-STUDY-1)."""
    with speaking(code):
        seat = _seat()
        seat.play(["study", "9"])
        own = seat.told().own
        assert [e.text for e in own if e.kind == "studied"] == [said]
        assert sum(e.kind == "you-gain" for e in own) == 5 and sum(e.kind == "your-upgrade" for e in own) == 3
        assert seat.history() == [said]
        undone = seat.undo()
        assert undone[0].endswith(said) and sum(said in line for line in undone) == 1
        assert sum("Study" in line or "Studi" in line for line in undone[2:]) == 1  # the marker goes back once
        assert seat.redo().endswith(said)


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Your Study marker moves to space 1."),
    ("it", "Il tuo segnalino Studio avanza alla casella 1."),
    ("de", "Dein Studienmarker zieht auf Feld 1."),
])
def test_study_one_space_keeps_its_sentence(code, said):
    with speaking(code):
        seat = _seat()
        seat.play(["study"])
        assert [e.text for e in seat.told().own if e.kind == "studied"] == [said]


@pytest.mark.parametrize(("code", "said"), [
    ("en", "The Machina rolls 5 and 2: move its meeple 3 Actions clockwise from"),
    ("it", "La Machina tira un 5 e un 2: sposta il suo meeple di 3 Azioni in senso orario da"),
    ("de", "Die Machina würfelt eine 5 und eine 2: ziehe ihren Meeple 3 Aktionen im Uhrzeigersinn von"),
])
def test_a_roll_typed_in_is_said_as_rolled_not_as_an_instruction(code, said):
    """With physical dice the line after the person typed "5 2" read "Roll both dice for the Machina: 5 and 2; ..."
    ("Lancia entrambi i dadi ...", "Wirf beide Würfel ..."): it says what was rolled and what it decides (MM-TURN-1)."""
    registry = default_registry()
    with speaking(code):
        seat = Seat.new(registry.game("maestro"), {}, 3, registry=registry, dice="physical")
        while seat.request is None:
            seat.play(["play", "influence" if "Gossip" in seat.step.label else "create", "1"])
        seat.answer("5 2")
        rolled = [e.text for e in seat.events if e.kind == "roll"]
        assert rolled and rolled[-1].startswith(said)
        assert not any(text.startswith(("Roll", "Lancia", "Wirf")) for text in rolled)
