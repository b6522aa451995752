"""Maestro's sentences whole in Italian and German (issue 37): each name in the form its place in the sentence
needs ("dalla sua riserva", "aus ihrem Vorrat", "favorisce te", "begünstigt dich"), counts and colours that agree
("1 PA rimasto", "2 verdi"), whole games in which solobot.grammar finds nothing to correct, the take-back lines of
an undo, and keys read by their parts, never parsed back with a regular expression."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from maestro_helpers import COMP, blank_state

from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.events import Event, Move, Set
from solobot.grammar import mistakes
from solobot.i18n import speaking
from solobot.testing import every_take_back
from solobot.words import Undone, history_sentences, undo_told, why_lines
from solobot_maestro import describe, narration, table
from solobot_maestro.state import MACHINA, PLAYER

SOURCE = Path(narration.__file__).parent
LANGUAGES = ("it", "de")


def _machina(kind: str, **facts) -> str:
    return narration.RENDER[kind](COMP, facts, Event(MACHINA, None, kind))


# -- the sentences the issue found broken, now right ---------------------------------------------------------------


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Move 1 Machina Artwork from its supply to 6 Ravenna."),
    ("it", "Sposta 1 Opera della Machina dalla sua riserva a 6 Ravenna."),  # not "da la sua riserva"
    ("de", "Bewege 1 Kunstwerk der Machina von ihrem Vorrat nach 6 Ravenna."),  # not "von ihr Vorrat"
])
def test_an_artwork_from_the_supply_is_said_with_the_preposition_fused(code, said):
    with speaking(code):
        assert _machina("artwork-moved", source=None, target=6) == said


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Create: place 1 Machina Artwork from its supply in 6 Ravenna (Popular Gallery; 1 AP, 1 left)."),
    ("it", "Creazione: metti 1 Opera della Machina dalla sua riserva a 6 Ravenna (Galleria Popolare; 1 PA, PA "
           "rimanenti: 1)."),
    ("de", "Erschaffen: lege 1 Kunstwerk der Machina aus ihrem Vorrat nach 6 Ravenna (Beliebte Galerie; 1 AP, noch "
           "1)."),
])
def test_create_says_where_the_artwork_comes_from_in_its_form(code, said):
    with speaking(code):
        assert _machina("create-placed", source=None, region=6, gallery="popular", ap_left=1) == said


@pytest.mark.parametrize(("code", "one", "two"), [
    ("en", "With the Centerpiece of 3 Venezia taken and 1 AP left, it chooses its next target the same way, from the "
           "first test again.", "and 2 AP left"),
    ("it", "Preso il Capolavoro di 3 Venezia e con 1 PA rimasto, sceglie il prossimo obiettivo allo stesso modo, "
           "ripartendo dalla prima verifica.", "con 2 PA rimasti"),  # not "con 1 PA rimasti"
    ("de", "Nachdem sie das Prunkstück von 3 Venezia genommen hat und noch 1 AP übrig ist, wählt sie ihr nächstes "
           "Ziel genauso, wieder ab der ersten Prüfung.", "noch 2 AP übrig sind"),
])
def test_the_ap_left_agree_with_their_count(code, one, two):
    with speaking(code):
        assert _machina("target-taken", target=3, ap=1) == one
        assert two in _machina("target-taken", target=3, ap=2)


@pytest.mark.parametrize(("code", "said"), [
    ("en", "1 orange, 3 blue, 2 green and 2 purple"),
    ("it", "1 arancione, 3 blu, 2 verdi e 2 viola"),  # not "2 verde"
    ("de", "1 in Orange, 3 in Blau, 2 in Grün und 2 in Lila"),  # not "1 Orange": the colour of an area, no fruit
])
def test_a_colour_agrees_with_its_count(code, said):
    """The last area follows the language's "and" in a sentence; a card's label keeps its commas."""
    spread = [["orange", 1], ["blue", 3], ["green", 2], ["purple", 2]]
    with speaking(code):
        assert narration.standing(spread) == said
        assert narration.standing(spread, printed=True) == said.replace(" and ", ", ").replace(" e ", ", ").replace(
            " und ", ", ")


def test_every_colour_has_its_form_after_a_plural_noun():
    """The catalog's forms in the context "pl" a translation asks for as ``{colour:pl}``."""
    with speaking("it"):
        assert narration.plural_colours() == ["arancioni", "blu", "verdi", "viola", "qualsiasi"]
    with speaking("de"):
        assert narration.plural_colours() == ["Orange", "Blau", "Grün", "Lila", "beliebig"]
    assert narration.plural_colours() == ["orange", "blue", "green", "purple", "any"]


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Create: tied at 2; the Study track favours you, but the Machina wins every tie."),
    ("it", "Creazione: parità a 2; il tracciato dello Studio favorisce te, ma la Machina vince ogni parità."),
    ("de", "Erschaffen: Gleichstand bei 2; die Studienleiste begünstigt dich, aber die Machina gewinnt jeden "
           "Gleichstand."),  # not "favorisce tu", "begünstigt du"
])
def test_the_study_leader_is_said_as_an_object(code, said):
    with speaking(code):
        assert narration.RENDER["publicity-tie"](COMP, {"action": "create", "publicity": 2, "study_leader": PLAYER},
                                                 Event(None, None, "publicity-tie")) == said


@pytest.mark.parametrize(("code", "said"), [
    ("en", "You: VP 0, supply 15, Study 0, Publicity tokens none, patron cards none, Popular Gallery tiles none"),
    ("it", "Tu: PV 0, riserva 15, Studio 0, segnalini Pubblicità nessuno, carte mecenate nessuna, tessere Galleria "
           "Popolare nessuna"),  # not "carte mecenate nessuno"
    ("de", "Du: SP 0, Vorrat 15, Studium 0, Ansehensplättchen keine, Förderkarten keine, Plättchen Beliebte Galerie "
           "keine"),
])
def test_none_agrees_with_what_it_counts(code, said):
    state = blank_state()
    state.supply[PLAYER], state.tokens[PLAYER] = 15, []
    with speaking(code):
        assert describe.seat_line(state, COMP, PLAYER) == said


@pytest.mark.parametrize(("code", "lines"), [
    ("en", ["Put the marker of the Machina's Study track on 9 again", "Put the marker of your VP on 12 again",
            "Hand the Centerpiece of 3 Venezia to the Machina again", "Hand the Centerpiece of 3 Venezia to you again",
            "Give the First Player marker to you again", "Lay the Patroness card face down at Study again"]),
    ("it", ["Rimetti il segnalino Studio della Machina sulla casella 9",  # not "il segnalino di il segnalino Studio"
            "Rimetti il tuo segnalino PV sulla casella 12",
            "Ridai alla Machina il Capolavoro di 3 Venezia",  # not "a la Machina"
            "Riprendi il Capolavoro di 3 Venezia",  # not "Ridai ... a tu"
            "Riprendi il segnalino Primo Giocatore",
            "Rimetti coperta su Studio la carta Mecenate"]),
    ("de", ["Setze den Studienmarker der Machina wieder auf Feld 9", "Setze deinen SP-Marker wieder auf 12",
            "Gib das Prunkstück von 3 Venezia wieder der Machina",
            "Nimm das Prunkstück von 3 Venezia wieder an dich",  # not "wieder an du"
            "Nimm den Startspielermarker wieder an dich",
            "Lege die Gönnerinnenkarte wieder verdeckt auf Studium"]),  # not "die Karte Gönnerin"
])
def test_things_set_back_are_whole_sentences(code, lines):
    """A marker, a Centerpiece, the First Player marker and a face-down patron card set back: Maestro's own
    whole message for each, read from the key's parts."""
    venezia = COMP.index_of_number[3]
    steps = [Undone(Set(table.study_of(MACHINA), 10), 9, 10), Undone(Set(table.vp_of(PLAYER), 14), 12, 14),
             Undone(Set(table.centerpiece_of(COMP, venezia), PLAYER), MACHINA, PLAYER),
             Undone(Set(table.centerpiece_of(COMP, venezia), None), PLAYER, None),
             Undone(Set(table.FIRST_PLAYER, MACHINA), PLAYER, MACHINA),
             Undone(Set(table.patron_at("study"), None), "patroness", None)]
    with speaking(code):
        words = table.words(COMP)
        assert [words.take_back_lines([step])[0] for step in steps] == lines


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Take 2 of your green Publicity tokens out of your play area"),
    ("it", "Togli 2 dei tuoi segnalini Pubblicità verdi dalla tua area di gioco"),  # not "2 tuoi ... verde"
    ("de", "Nimm 2 deiner Ansehensplättchen in Grün aus deinem Spielbereich"),
])
def test_tokens_taken_back_agree_with_their_count(code, said):
    step = Undone(table.counted(table.token("green"), PLAYER, table.PLAY_AREA, 2), None, 2)
    with speaking(code):
        assert table.words(COMP).take_back_lines([step]) == [said]


# -- whole games, undo and why ---------------------------------------------------------------------------------


def _whole_game(code: str, options: dict, seed: int) -> list[str]:
    """Every line a person reads of an ``--auto`` game in language ``code`` that is Maestro's: the narration, the
    history of the person's inputs, why, and the take-back of an undo of every input."""
    registry = default_registry()
    with speaking(code):
        session = Session(registry.game("maestro"), options, seed=seed, registry=registry)
        session.autoplay(None, on_step=lambda played: None)
        lines = [event.text for event in session.events if event.text]
        lines += history_sentences(session) + why_lines(session)
        lines += every_take_back(registry, "maestro", options, seed)
    return lines


@pytest.mark.parametrize("options", [{"variant": "michelangelo", "difficulty": "easier"},
                                     {"variant": "davinci", "difficulty": "harder"}])
@pytest.mark.parametrize("code", LANGUAGES)
def test_a_whole_game_has_nothing_the_grammar_check_would_correct(code, options):
    lines = _whole_game(code, options, seed=2)
    assert len(lines) > 300
    assert [(line, mistakes(line, code)) for line in lines if mistakes(line, code)] == []


@pytest.mark.parametrize(("code", "lines"), [
    ("en", ["Take your orange Publicity token back from Create and put it in your play area again",
            "Take your card back from Create into your hand",
            "Put your orange Publicity token from your play area back in the supply"]),
    ("it", ["Riprendi il tuo segnalino Pubblicità arancione da Creazione e rimettilo nella tua area di gioco",
            "Riprendi la tua carta da Creazione nella tua mano",
            "Rimetti nella riserva il tuo segnalino Pubblicità arancione dalla tua area di gioco"]),
    ("de", ["Nimm dein Ansehensplättchen in Orange von Erschaffen und lege es wieder in deinen Spielbereich",
            "Nimm deine Karte von Erschaffen zurück auf die Hand",
            "Lege dein Ansehensplättchen in Orange aus deinem Spielbereich zurück in den Vorrat"]),
])
def test_the_take_back_of_an_undo_is_said_in_the_language(code, lines):
    """Undo the card you played with a token, then the token you took: the lines a person carries out, and the
    Machina's turn after them before them, every one free of what the grammar check finds."""
    session = Session(default_registry().game("maestro"), {}, seed=3)
    with speaking(code):
        for typed in ("take token orange", "play create 1 token orange"):
            session.submit(session.game.parse_command(session.ctx, session.state, PLAYER, typed.split()))
        _, played = undo_told(session)
        _, taken = undo_told(session)
    said = played + taken
    assert said[-3:] == lines
    assert len(played) > 2  # the Machina's turn after your card, taken back first
    assert [line for line in said if mistakes(line, code)] == []


# -- keys read by their parts ----------------------------------------------------------------------------------


@pytest.mark.parametrize("module", sorted(path.name for path in SOURCE.glob("*.py")))
def test_no_module_reads_a_key_or_a_sentence_with_a_regular_expression(module):
    """Issue 37, item 2: a key is a value (solobot.events.Key) whose parts the words read; nothing in Maestro
    imports ``re`` to parse a key or a sentence back (take_back.py had 18 such places, narration.py one)."""
    tree = ast.parse((SOURCE / module).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "re" not in imported


def test_the_keys_text_is_unchanged_and_carries_its_parts():
    """What saves, digests and the public table hold is the text it always was; the words read the parts."""
    from solobot.events import parts

    venezia = COMP.index_of_number[3]
    assert (table.centerpiece_of(COMP, venezia), table.face_up_at("create"), table.grid_space(0, 4),
            table.blueprint_slot("BL3", 2), table.lodge_area("blue", True), table.vp_of(MACHINA)) == (
        "Centerpiece of 3 Venezia", "face-up cards of machina at Create", "row 1, column 5", "BL3, requirement 3",
        "blue area, lying", "VP of machina")
    assert parts(parts(table.centerpiece_of(COMP, venezia))["place"]) == {
        "name": table.REGION_NAME, "number": 3, "region": "Venezia"}
    assert dict(parts(table.grid_space(0, 4))) == {"row": 1, "column": 5}
    assert parts(table.listed(["B03", "P01"]))["names"] == ("B03", "P01")
    moved = Move(table.ARTWORK, table.place(COMP, venezia), table.SUPPLY, 1, MACHINA)
    assert moved.to_json() == {"move": "Artwork", "from": "3 Venezia", "to": "supply", "count": 1, "whose": "machina"}
