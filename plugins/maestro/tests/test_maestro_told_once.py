"""Less to tell, less to read (issue 38): one input is told once, a rolled die is said as rolled, and the cards
of the table are named as the person holds them, in English, Italian and German."""

from __future__ import annotations

import pytest
from maestro_helpers import COMP

from solobot.engine.plugins import default_registry
from solobot.events import Event
from solobot.i18n import speaking
from solobot.table.seat import Seat
from solobot_maestro import narration
from solobot_maestro.state import MACHINA, PLAYER


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


def _told(kind: str, seat: str | None, **facts) -> str:
    return narration.RENDER[kind](COMP, facts, Event(seat, None, kind))


@pytest.mark.parametrize(("code", "yours", "machinas"), [
    ("en", "Create: Publicity Machina 0, you 4: you take the Benefactor card “Library Key”.",
     "Move: Publicity Machina 2, you 1: the Machina takes the Patroness card “Contessa Sforza”."),
    ("it", "Creazione: Pubblicità Machina 0, tu 4: prendi la carta Benefattore «Chiave della Biblioteca».",
     "Spostamento: Pubblicità Machina 2, tu 1: la Machina prende la carta Mecenate «Contessa Sforza»."),
    ("de", "Erschaffen: Ansehen Machina 0, du 4: du nimmst die Gönnerkarte „Bibliotheksschlüssel“.",
     "Bewegen: Ansehen Machina 2, du 1: die Machina nimmt die Gönnerinnenkarte „Contessa Sforza“."),
])
def test_a_patron_card_won_is_named_as_the_person_holds_it(code, yours, machinas):
    """Was "du nimmst die Gönnerkarte B07", "die Machina nimmt die Gönnerkarte B04": a code nobody at the
    table reads; the card's name, as the draws and the `use` command name it (EX-PUB-2)."""
    with speaking(code):
        assert _told("publicity-won", PLAYER, action="create", publicity=[0, 4], card="B07",
                     patron_kind="benefactor") == yours
        assert _told("publicity-won", MACHINA, action="move", publicity=[2, 1], card="P03",
                     patron_kind="patroness") == machinas


@pytest.mark.parametrize(("code", "used", "exhibition"), [
    ("en", "You use the Patroness card “Marchesa d'Este” and turn it face down.",
     "the Machina's (Critic's Praise) only score at the end."),
    ("it", "Usi la carta Mecenate «Marchesa d'Este» e la giri coperta.",
     "quelle della Machina (Lode del Critico) danno punti solo alla fine."),
    ("de", "Du nutzt die Gönnerinnenkarte „Marchesa d'Este“ und drehst sie um.",
     "die der Machina (Lob des Kritikers) zählen erst am Ende."),
])
def test_a_patron_card_used_or_kept_for_the_end_is_named_not_coded(code, used, exhibition):
    """Were "You use P05 (Marchesa d'Este) ..." and "die der Machina (B13) zählen erst am Ende"."""
    with speaking(code):
        assert _told("used", PLAYER, card="P05") == used
        assert _told("exhibition-start", None, machina_cards=["B13"], yours=False).endswith(exhibition)


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Turn the Machina's face-down Gossip cards face up: the card at Influence (Publicity 0); they count for "
           "Major Publicity."),
    ("it", "Scopri le carte Pettegolezzo coperte della Machina: la carta su Influenza (Pubblicità 0); contano per la "
           "Pubblicità Maggiore."),
    ("de", "Decke die verdeckten Klatschkarten der Machina auf: die Karte auf Einfluss (Ansehen 0); sie zählen für "
           "das Große Ansehen."),
])
def test_a_gossip_card_turned_up_is_named_by_where_it_lies_and_what_it_shows(code, said):
    """Was "Decke ... auf: S17 auf Einfluss (Ansehen 0)": the person turns up the card lying at an Action (EX-PUB-1)."""
    with speaking(code):
        assert _told("gossip-revealed", MACHINA, cards=[["S17", "influence"]]) == said


@pytest.mark.parametrize(("code", "said"), [
    ("en", "remove Starting card S12 (Publicity 1, 2 AP, Resources: green) from the game"),
    ("it", "rimuovi dal gioco la carta Iniziale S12 (Pubblicità 1, 2 PA, Risorse: verde)"),
    ("de", "entferne die Startkarte S12 (Ansehen 1, 2 AP, Ressourcen: Grün) aus dem Spiel"),
])
def test_the_starting_card_to_remove_says_what_it_shows(code, said):
    """Was "entferne die Startkarte S12 aus dem Spiel": the card just turned up in the person's hand is named by what
    it shows, as the Machina's played cards and the draws name it (MM-STUDY-3)."""
    with speaking(code):
        facts = {"vp": 2, "round": 2, "removed": "S12", "passed": 0}
        assert said in narration.RENDER["upgrade"](COMP, facts, Event(MACHINA, "MM-STUDY-3", "upgrade"))
