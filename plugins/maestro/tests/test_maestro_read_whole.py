"""Maestro's lines as a player at the table reads them, whole in English, Italian and German (issue 38's first
aim): each sentence found unnatural by playing whole games at a terminal, asserted as a native speaker writes it."""

from __future__ import annotations

import pytest
from maestro_helpers import COMP

from solobot.events import Event
from solobot.i18n import speaking
from solobot_maestro import narration
from solobot_maestro.state import MACHINA


def _said(kind: str, **facts) -> str:
    return narration.RENDER[kind](COMP, facts, Event(MACHINA, None, kind))


DEALT = [["create", "benefactor"], ["move", "patroness"], ["influence", "benefactor"], ["study", ""]]


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Deal the patron cards face down, without looking, from Create clockwise: a Benefactor card at Create, "
           "a Patroness card at Move, a Benefactor card at Influence and no card at Study (the deck is empty)."),
    ("it", "Distribuisci coperte le carte mecenate, senza guardarle, da Creazione in senso orario: una carta "
           "Benefattore su Creazione, una carta Mecenate su Spostamento, una carta Benefattore su Influenza e "
           "nessuna carta su Studio (il mazzo è vuoto)."),  # not "Creazione: Benefattore, Spostamento: Mecenate"
    ("de", "Verteile die Förderkarten verdeckt und ohne hinzusehen, ab Erschaffen im Uhrzeigersinn: eine "
           "Gönnerkarte auf Erschaffen, eine Gönnerinnenkarte auf Bewegen, eine Gönnerkarte auf Einfluss und keine "
           "Karte auf Studium (der Stapel ist leer)."),  # not "Erschaffen: Gönner, Bewegen: Gönnerin"
])
def test_each_patron_card_dealt_is_said_with_its_article_and_its_action(code, said):
    with speaking(code):
        assert _said("setup-patrons", dealt=DEALT) == said
        assert said.split(": ", 1)[1] in _said("patrons-dealt", dealt=DEALT, cleanup=True)


SPREAD = [["orange", 3], ["blue", 2], ["green", 2], ["purple", 1]]


@pytest.mark.parametrize(("code", "revealed", "physical"), [
    ("en", "Reveal Collector Setup card CS1 and stand the Collectors: 3 orange, 2 blue, 2 green and 1 purple.",
     "Stand the Collectors as Collector Setup card CS1 shows: 3 orange, 2 blue, 2 green and 1 purple."),
    ("it", "Rivela la carta Preparazione Collezionisti CS1 e metti in piedi i Collezionisti: 3 arancioni, 2 blu, "
           "2 verdi e 1 viola.",
     "Metti in piedi i Collezionisti come indica la carta Preparazione Collezionisti CS1: 3 arancioni, 2 blu, "
     "2 verdi e 1 viola."),
    ("de", "Decke die Sammler-Aufbaukarte CS1 auf und stelle die Sammler auf: 3 in Orange, 2 in Blau, 2 in Grün "
           "und 1 in Lila.",
     "Stelle die Sammler so auf, wie es die Sammler-Aufbaukarte CS1 zeigt: 3 in Orange, 2 in Blau, 2 in Grün und "
     "1 in Lila."),
])
def test_the_collectors_to_stand_follow_a_colon_in_every_language(code, revealed, physical):
    """English said "stand Collectors 3 orange, ..." with no colon; the card the person turned up is named whole."""
    with speaking(code):
        assert _said("setup-collectors", card="CS1", standing=SPREAD) == revealed
        assert _said("setup-collectors", card="CS1", standing=SPREAD, physical=True) == physical
