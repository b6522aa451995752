"""Every sentence of Florenza whole in Italian and German (issue 37): names said with their article and in the
form their place in a sentence needs ("dalla casella 3 del tuo Quartiere", "von Feld 3 deines Viertels", "an
dich"), the person's own lines in the second person, whole narrated and undone games with nothing a native speaker
would correct by rule (solobot.grammar.mistakes, solobot.check.sentence_check), and the table's keys read by their
parts, never parsed back from their English."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import solobot_florenza
from solobot.check.sentence_check import grammar_problems, mixed_person, transcript
from solobot.engine.plugins import default_registry
from solobot.events import Event, Move, Set, parts
from solobot.grammar import mistakes
from solobot.i18n import speaking
from solobot.words import Undone
from solobot_florenza import table
from solobot_florenza.narration import _, named
from solobot_florenza.plugin import GAME
from solobot_florenza.take_back import wording

SEATS = ("player", "ghost-1", "ghost-2")


def take_back(change, before=None, after=None) -> str:
    """The take-back line of one change, in the language spoken now."""
    words = table.words(SEATS)
    line, covered = wording(words, [Undone(change, before, after)], 0)
    assert covered == 1
    return line


def narrate(comps, kind, seat, facts) -> str:
    from florenza_helpers import make_ctx

    return GAME.narrate(make_ctx(comps, ghosts=("hard", "easy")), Event(seat, None, kind, facts))


# -- the sentences the issue found wrong ------------------------------------------------------------


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Riporta il Banco dalla casella 3 del tuo Quartiere nella riserva generale delle Botteghe"),
    ("de", "Leg den Banco von Feld 3 deines Viertels zurück in den Werkstatt-Vorrat"),  # not "von deinem Feld 3 des"
    ("en", "Take the Banco off space 3 of your District and put it back in the Workshop supply"),
])
def test_a_workshop_tile_goes_back_from_your_district_in_the_form_its_preposition_needs(code, said):
    with speaking(code):
        assert take_back(Move("Banco", table.SUPPLY, table.district_space("player", 2, False))) == said


@pytest.mark.parametrize(("code", "yours", "theirs"), [
    ("it", "Riprendi il ruolo di Capitano", "Ridai il ruolo di Capitano a Fantasma 1"),
    ("de", "Nimm die Rolle Hauptmann wieder an dich", "Gib die Rolle Hauptmann wieder an Geist 1"),  # not "an du"
    ("en", "Give the Captain role to you again", "Give the Captain role to Ghost 1 again"),
])
def test_a_role_goes_back_to_the_seat_that_held_it(code, yours, theirs):
    with speaking(code):
        assert take_back(Set(table.CAPTAIN, "ghost-2"), before="player", after="ghost-2") == yours
        assert take_back(Set(table.CAPTAIN, "player"), before="ghost-1", after="player") == theirs


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Togli lo Stemma di Famiglia speciale di Fantasma 1 dalla Cupola nel Duomo e rimettilo nella sua riserva"),
    ("de", "Nimm das besondere Familienwappen von Geist 1 von der Cupola im Duomo und leg es in seine Reserve "
           "zurück"),  # not "das besonderes Familienwappen"
    ("en", "Take the special Family Crest of Ghost 1 off the Cupola in the Duomo and put it back in its reserve"),
])
def test_a_ghosts_special_crest_goes_back_from_an_artwork_said_where_it_is(code, said):
    crest = Move(table.crest_piece(True), table.RESERVE, table.artwork_place("Duomo", "", "Cupola"), 1, "ghost-1")
    with speaking(code):
        assert take_back(crest) == said


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Rimetti 1 Familiare di Fantasma 1 dalla sua scorta sulla carta Vescovo"),
    ("de", "Leg 1 Familienmitglied von Geist 1 aus seinem Vorrat zurück auf die Bischofskarte"),
    ("en", "Put 1 Kinsman of Ghost 1 from its pool back on the Bishop card"),
])
def test_a_ghosts_kinsman_goes_back_from_its_pool(code, said):
    with speaking(code):
        assert take_back(Move(table.KINSMAN, table.BISHOP_CARD, table.POOL, 1, "ghost-1")) == said


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Rimetti 1 Familiare di Fantasma 2 dalla casella 4 della sua Tabella Azioni (in piedi) nella sua area di "
           "rendita"),
    ("de", "Leg 1 Familienmitglied von Geist 2 von Feld 4 seiner Aktionstafel (stehend) zurück in sein "
           "Einkommensfeld"),
    ("en", "Put 1 Kinsman of Ghost 2 from Action Table space 4 (standing) back in its income area"),
])
def test_a_ghosts_kinsman_leaves_its_action_table_said_whole(code, said):
    with speaking(code):
        assert take_back(Move(table.KINSMAN, table.INCOME, table.table_space(3, True), 1, "ghost-2")) == said


@pytest.mark.parametrize(("code", "off", "on"), [
    ("it", "Togli il tuo Familiare dalla tua Bottega sulla casella 2", "Rimetti il tuo Familiare sulla carta Vescovo"),
    ("de", "Nimm dein Familienmitglied von deiner Werkstatt auf Feld 2",
     "Stell dein Familienmitglied wieder auf die Bischofskarte"),
    ("en", "Take your Kinsman off your Workshop on space 2", "Put your Kinsman on the Bishop card again"),
])
def test_your_kinsman_is_taken_off_or_put_back_where_the_bot_tracks_it(code, off, on):
    on_workshop = table.kinsman_on("player", table.workshop_place("player", 1))
    with speaking(code):
        assert take_back(Set(on_workshop, 1), before=None, after=1) == off
        assert take_back(Set(table.kinsman_on("player", table.BISHOP_CARD), None), before=1, after=None) == on


@pytest.mark.parametrize("code", ["it", "de"])
def test_a_ghosts_artwork_speaks_to_you_and_about_the_ghost_in_clauses_of_their_own(comps, code):
    """"dreh Luca della Robbia um und erhält -2 Prestigepunkte" spoke to the person and went on about the Ghost
    in one breath; the physical steps are the person's, what the Ghost scores its own clause."""
    facts = {"artist": "Luca della Robbia", "how": "cheapest", "skill": "sculpture", "cost": 2, "card": 4,
             "position": 1, "artwork": "Busto", "where": "palazzo", "crest": "normal", "reward": {"prestige": 2},
             "face": 1, "prestige": -2, "detained": False, "masterpiece": False, "completed": False}
    with speaking(code):
        line = narrate(comps, "ghost-artwork", "ghost-2", facts)
    expected = {"it": "per il Busto nel suo Palazzo: mettici uno Stemma di Famiglia normale e copri Luca della Robbia; "
                      "ottiene 2 Punti Prestigio e, come se il dado mostrasse 1, -2 Punti Prestigio",
                "de": "für den Busto in seinem Palazzo: leg ein normales Familienwappen darauf und dreh Luca della "
                      "Robbia um; er erhält 2 Prestigepunkte und, als zeigte der Würfel 1, -2 Prestigepunkte"}[code]
    assert line.endswith(expected)
    assert not mixed_person(line, code) and mistakes(line, code) == []


@pytest.mark.parametrize(("code", "said"), [
    ("it", ["Crei la Cupola nel Duomo con Filippo Brunelleschi", "Crei il Corridoio sul Ponte Vecchio con Giotto",
            "Inizi con il Picconiere e il Boscaiuolo",
            "Attivi il Banco (la casella 3 di Fantasma 1) e paghi 1 Punto Prestigio a Fantasma 1"]),
    ("de", ["Du schaffst die Cupola im Duomo mit Filippo Brunelleschi",
            "Du schaffst den Corridoio auf dem Ponte Vecchio mit Giotto",
            "Du beginnst mit dem Picconiere und dem Boscaiuolo",
            "Du betreibst den Banco (Feld 3 von Geist 1) und zahlst 1 Prestigepunkt an Geist 1"]),
])
def test_your_lines_name_artworks_places_and_workshops_with_their_article(comps, code, said):
    """"Crei Cupola a Duomo" / "Du schaffst Cupola in Duomo": a name is said as a speaker says it."""
    lines = {"create": ("you-create", {"artwork": "Cupola", "where": "Duomo", "artist": "Filippo Brunelleschi"}),
             "bridge": ("you-create", {"artwork": "Corridoio", "where": "Ponte Vecchio", "artist": "Giotto"}),
             "start": ("you-start", {"workshops": [1, 2]}),
             "operate": ("you-operate", {"workshop": 13, "owner": "ghost-1", "space": 3, "fee": 1})}
    with speaking(code):
        told = [narrate(comps, kind, "player", facts) for kind, facts in lines.values()]
    assert [line.split(";")[0] for line in told] == said


@pytest.mark.parametrize(("code", "spec", "said"), [
    ("it", "da", "dalle tessere Artista mescolate"),
    ("de", "aus", "aus den gemischten Künstlerplättchen"),  # not "aus die gemischten Künstlerplättchen"
])
def test_what_a_tile_is_drawn_from_takes_the_form_of_its_preposition(code, spec, said):
    with speaking(code):
        assert format(_("the shuffled Artist tiles"), spec) == said


@pytest.mark.parametrize(("code", "alone", "listed"), [
    ("it", ["la Cupola", "il Duomo", "Santa Croce", "l'Erbolaio"], ["Cupola", "Duomo", "Santa Croce", "Erbolaio"]),
    ("de", ["die Cupola", "der Duomo", "Santa Croce", "der Erbolaio"], ["Cupola", "Duomo", "Santa Croce", "Erbolaio"]),
])
def test_a_printed_name_has_its_article_in_a_sentence_and_none_in_a_list(code, alone, listed):
    from solobot_florenza.narration import label

    with speaking(code):
        names = ["Cupola", "Duomo", "Santa Croce", "Erbolaio"]
        assert [named(name) for name in names] == alone
        assert [label(name) for name in names] == listed


# -- whole games ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["it", "de"])
@pytest.mark.parametrize(("ghosts", "policy", "seed"), [(["hard", "easy"], "heuristic", 1),
                                                        (["masterpiece", "medium", "easy"], "random", 4)])
def test_a_whole_game_read_and_undone_input_by_input_has_no_sentence_to_correct(code, ghosts, policy, seed):
    """Every line of a whole game as ``solobot check`` reads it (narration, each input, a refusal, the take-back of
    an undo of every input and its redo, why after each Ghost's turn, help, the score): no preposition apart from
    its article, no case its preposition does not take, no line to the person going on about a Ghost."""
    lines = transcript(default_registry().game("florenza"), {"ghost": ghosts}, policy, seed, code)
    assert len(lines) > 500
    assert grammar_problems(lines, code) == []


# -- the table's keys: their text as saved, their parts as read -------------------------------------------------


def test_the_tables_keys_keep_their_text_and_carry_the_values_they_were_made_from():
    assert table.table_space(2, True) == "Action Table space 3, standing"
    assert dict(parts(table.table_space(2, True))) == {"space": 3, "side": "standing"}
    assert table.district_space("ghost-1", 0, False) == "District space 1 of ghost-1, Under Construction"
    assert dict(parts(table.district_space("ghost-1", 0, False))) == {"owner": "ghost-1", "space": 1,
                                                                       "side": "Under Construction"}
    assert table.artwork_place("chiesa", "player", "Vetrata") == "Vetrata, Chiesa of player"
    assert parts(table.artwork_place("chiesa", "player", "Vetrata"))["owner"] == "player"
    assert table.score_thing("church", "ghost-2") == "Church Points of ghost-2"
    assert dict(parts(table.score_thing("church", "ghost-2"))) == {"thing": "Church Points", "whose": "ghost-2"}
    key = table.kinsman_on("player", table.workshop_place("ghost-1", 1))
    assert key == "Kinsman of player on Workshop on space 2 of ghost-1" and parts(parts(key)["place"])["owner"] == (
        "ghost-1")


def test_no_module_of_florenza_reads_a_key_or_a_sentence_with_a_regular_expression():
    """Issue 37, item 2: take-back lines, narration and the words are made from values, never from English parsed
    back; no module of the package imports ``re``."""
    folder = Path(solobot_florenza.__file__).parent
    importing = []
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else (
                [node.module] if isinstance(node, ast.ImportFrom) else [])
            if "re" in names:
                importing.append(path.name)
    assert importing == []


@pytest.mark.rule("FG-P1-1")
@pytest.mark.parametrize(("code", "said"), [
    ("it", "Rimetti 3 Familiari di Fantasma 2 dalla sua area di rendita nella sua scorta"),
    ("de", "Leg 3 Familienmitglieder von Geist 2 aus seinem Einkommensfeld zurück in seinen Vorrat"),
    ("en", "Put 3 Kinsmen of Ghost 2 from its income area back in its pool"),
])
def test_kinsmen_moved_one_after_the_other_between_the_same_places_go_back_in_one_line(code, said):
    """A round end's undo (seed 1, two Ghosts: 1 Kinsman and then 2 into Ghost 2's income area) reads as one act
    at the table, counted together; Kinsmen going elsewhere between keep their own lines."""
    words = table.words(SEATS)
    into = [Undone(Move(table.KINSMAN, table.POOL, table.INCOME, count, "ghost-2")) for count in (1, 2)]
    other = Undone(Move(table.KINSMAN, table.POOL, table.INCOME, 2, "ghost-1"))
    with speaking(code):
        assert wording(words, [*into, other], 0) == (said, 2)
        assert wording(words, [into[0], other, into[1]], 0)[1] == 1
