"""Maestro's lines as a player at the table reads them, whole in English, Italian and German (issue 38's first
aim): each sentence found unnatural by playing whole games at a terminal, asserted as a native speaker writes it."""

from __future__ import annotations

import pytest
from maestro_helpers import COMP, blank_state

from solobot.events import Event, Set
from solobot.i18n import speaking
from solobot.words import sentence
from solobot_maestro import describe, narration, table, take_back
from solobot_maestro.plugin import GAME
from solobot_maestro.state import MACHINA


def _said(kind: str, **facts) -> str:
    if kind in narration.SAID:  # a template: said as the core says it, with the Machina as its seat
        return sentence(narration.SAID[kind], facts, GAME.game_words, MACHINA)
    return narration.RENDER[kind](COMP, facts, Event(MACHINA, None, kind))


DEALT = [["create", "benefactor"], ["move", "patroness"], ["influence", "benefactor"], ["study", ""]]


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Deal the patron cards face down, unseen, from Create clockwise: a Benefactor at Create, a Patroness at "
           "Move, a Benefactor at Influence and no card at Study (the deck is empty)."),
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


@pytest.mark.parametrize(("code", "you", "machina"), [
    ("en", "You go first in round 1: take the First Player marker. Put both Study markers at the start of the Study "
           "track, the first player's underneath.",
     "The Machina goes first in round 1: give it the First Player marker."),
    ("it", "Inizi tu il round 1: prendi il segnalino Primo Giocatore. Metti entrambi i segnalini Studio all'inizio "
           "del tracciato dello Studio, quello del primo giocatore sotto.",  # not "(il segnalino Primo Giocatore);"
     "La Machina inizia il round 1: dalle il segnalino Primo Giocatore."),
    ("de", "Du beginnst Runde 1: nimm den Startspielermarker. Stelle beide Studienmarker auf den Anfang der "
           "Studienleiste, den des Startspielers zuunterst.",  # not "Studienmarker auf den Anfang, der des ..."
     "Die Machina beginnt Runde 1: gib ihr den Startspielermarker."),
])
def test_who_goes_first_is_told_in_whole_sentences(code, you, machina):
    with speaking(code):
        assert _said("setup-first", first="player") == you
        assert _said("setup-first", first=MACHINA).startswith(machina)


@pytest.mark.parametrize(("code", "said"), [
    ("en", "the first space that takes it, left to right and top to bottom."),
    ("it", "il primo spazio che la accoglie, da sinistra a destra e dall'alto in basso."),  # the relative clause
    ("de", "das erste Feld, das sie aufnimmt, von links nach rechts und von oben nach unten."),  # next to its noun
])
def test_the_workshop_space_is_named_before_the_order_it_is_found_in(code, said):
    with speaking(code):
        line = _said("resource-placed", colour="green", source="card", row=1, row_colour="orange", column=3,
                     column_colour="green")
    assert line.endswith(", " + said)


@pytest.mark.parametrize(("code", "swap", "one_token"), [
    ("it", "Riordino: sostituisci ogni segnalino Galleria Popolare con un segnalino Galleria Secondaria (2 Milano e "
           "11 Roma).", "Riordino: rimetti nella riserva, coperto, l'unico segnalino Pubblicità sul tabellone."),
    ("de", "Aufräumen: tausche jedes Plättchen Beliebte Galerie gegen ein Plättchen Nebengalerie (2 Milano und "
           "11 Roma).",  # not "gegen eines der Nebengalerie"
     "Aufräumen: lege das einzige Ansehensplättchen auf dem Spielplan verdeckt in den Vorrat zurück."),  # "das eine"
])
def test_cleanup_names_the_token_it_swaps_and_the_only_one_it_returns(code, swap, one_token):
    with speaking(code):
        assert _said("popular-to-secondary", regions=[2, 11]) == swap
        assert _said("tokens-returned", count=1) == one_token


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Primo turno della Machina nella partita: nessun lancio; il suo meeple resta su Creazione."),
    ("de", "Erster Zug der Machina im Spiel: kein Wurf; ihr Meeple bleibt auf Erschaffen."),
])
def test_the_machinas_first_turn(code, said):
    with speaking(code):
        assert _said("first-turn", action=narration.title("create")) == said  # the Action as the game names it


def _centerpieces(*holders) -> tuple[Set, ...]:
    """Centerpieces changing hands: (region number, new holder) each."""
    return tuple(Set(table.centerpiece_of(COMP, COMP.index_of_number[n]), holder) for n, holder in holders)


@pytest.mark.parametrize(("code", "said"), [
    ("en", "; you take the Centerpieces of 3 Venezia and 11 Roma; the Machina takes the Centerpiece of 2 Milano"),
    ("it", "; i Capolavori di 3 Venezia e 11 Roma passano a te; la Machina prende il Capolavoro di 2 Milano"),
    ("de", "; du nimmst die Prunkstücke von 3 Venezia und 11 Roma; die Machina nimmt das Prunkstück von 2 Milano"),
])
def test_centerpieces_going_the_same_way_are_told_in_one_clause(code, said):
    """Two Centerpieces you took in one step were told as two clauses ("; du nimmst das Prunkstück von 3 Venezia;
    du nimmst das Prunkstück von 11 Roma")."""
    with speaking(code):
        assert narration.centerpiece_news(COMP, _centerpieces((3, "player"), (11, "player"), (2, MACHINA))) == said


@pytest.mark.parametrize(("code", "region", "publicity"), [
    ("en", "  3 Venezia (green, Popular Gallery): M2 P0", "Move: the Machina 0, you 0"),
    ("it", "  3 Venezia (verde, Galleria Popolare): M2 T0", "Spostamento: la Machina 0, tu 0"),
    ("de", "  3 Venezia (Grün, Beliebte Galerie): M2 D0", "Bewegen: die Machina 0, du 0"),
])
def test_the_board_names_a_region_and_an_actions_publicity_whole(code, region, publicity):
    """The board said "3 Venezia verde Galleria Popolare: M2 T0" and "Bewegen die Machina 0, du 0": words glued
    with spaces where a speaker puts brackets and a colon."""
    state = blank_state()
    venezia = COMP.index_of_number[3]
    state.gallery[venezia], state.art["machina"][venezia] = "popular", 2
    with speaking(code):
        assert region in describe.region_lines(state, COMP)
        assert "; " + publicity + ";" in describe.publicity_line(state, COMP)


@pytest.mark.parametrize(("code", "won", "lost"), [
    ("it", "Il tuo punteggio finale è 90, quello della Machina 80: hai battuto la Machina, hai vinto!",
     "Il tuo punteggio finale è 80, quello della Machina 90: vince la Machina."),
    ("de", "Endstand: du 90, die Machina 80: du hast die Machina geschlagen, du gewinnst!",
     "Endstand: du 80, die Machina 90: die Machina gewinnt."),  # not "Dein Endstand ist 80, der der Machina 90"
])
def test_the_verdict_reads_as_said_at_the_table(code, won, lost):
    with speaking(code):
        assert _said("verdict", player=90, machina=80, winner="player") == won
        assert _said("verdict", player=80, machina=90, winner=MACHINA) == lost


@pytest.mark.parametrize(("code", "one", "two"), [
    ("it", "Più difficile: 1 PA avanzato da Creazione va a uno Spostamento.",
     "Più difficile: i 2 PA avanzati da Creazione vanno a uno Spostamento."),  # not "...: Più difficile: sono ..."
    ("de", "Schwerer: 1 AP, der von Erschaffen übrig ist, geht an eine Bewegung.",
     "Schwerer: die 2 AP, die von Erschaffen übrig sind, gehen an eine Bewegung."),
])
def test_the_harder_leftover_ap_are_one_sentence(code, one, two):
    with speaking(code):
        assert _said("move-instead", cause="harder-leftover", action="create", ap=1) == one
        assert _said("move-instead", cause="harder-leftover", action="create", ap=2) == two


@pytest.mark.parametrize(("code", "take", "put"), [
    ("it", "Togli 1 Risorsa arancione dalla Bottega della Machina (riga 1, colonna 2)",
     "Rimetti 2 Risorse arancioni nella Bottega della Machina (riga 1, colonna 2)"),
    ("de", "Nimm 1 Ressource in Orange aus der Werkstatt der Machina (Reihe 1, Spalte 2)",  # not "von der Werkstatt"
     "Lege 2 Ressourcen in Orange zurück in die Werkstatt der Machina (Reihe 1, Spalte 2)"),  # not "auf die"
])
def test_undo_names_a_space_of_the_machinas_workshop_in_brackets(code, take, put):
    space = table.grid_space(0, 1)
    with speaking(code):
        assert take_back._resources_back(True, MACHINA, space, 1).format(colour=narration.colour("orange"), count=1,
                                                                         row=1, column=2) == take
        assert take_back._resources_back(False, MACHINA, space, 2).format(
            colour=narration.colour("orange"), count=2, row=1, column=2) == put


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Benefactor card, face down"),
    ("it", "carta Benefattore, coperta"),  # "coperta" agrees with "carta": "Benefattore, coperta" did not
    ("de", "Gönnerkarte, verdeckt"),
])
def test_the_board_names_a_face_down_patron_card_as_a_card(code, said):
    card = next(c.id for c in COMP.data.patron_cards if c.kind == "benefactor")
    with speaking(code):
        assert describe.patron_shown(COMP, card) == said


def test_undo_lays_collectors_down_again_in_the_order_of_the_stand_up_line():
    """Italian said "Rimetti 2 Collezionisti in piedi nell'area blu di nuovo coricati nell'area arancione"; the line
    now puts where they go first, as its twin "Rimetti in piedi nell'area ... i 2 Collezionisti ..." does."""
    from solobot_maestro.language import ngettext
    with speaking("it"):
        said = ngettext("Lay the Collector standing in the {target} area down again in the {source} area",
                        "Lay {count} Collectors standing in the {target} area down again in the {source} area", 2)
        assert said.format(count=2, target="blu", source="arancione") == (
            "Riporta coricati nell'area arancione i 2 Collezionisti in piedi nell'area blu")
