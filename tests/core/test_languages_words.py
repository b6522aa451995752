"""The core's own sentences in Italian and German, written whole (issue 37): a table key read from its parts,
each name in the form its place in the sentence needs, the person's own things with the possessive that agrees
with them, and the NAMEs of a usage line in the language spoken."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from solobot.commands import Arg, Command, Declared, Param, naming, placeholder
from solobot.events import Event, Key, Move, Set, Turn, piece_key
from solobot.grammar import Said, mistakes
from solobot.i18n import speaking
from solobot.words import YOU, GameWords, SeatName, take_back, your_pieces, yours

CORE = Path(__file__).parents[2] / "core" / "src" / "solobot"

#: a game's names as its catalog would say them in each language, with their articles
NAMES = {
    "it": {"the Machina": "la Machina", "supply": "la riserva", "Artwork": "Opera", "Artworks": "Opere",
           "VP": "il tracciato PV", "Workshop": "la Bottega", "Kinsman": "Familiare", "Kinsmen": "Familiari",
           "pool": "la sua riserva", "in the supply": "nella riserva", "patron cards": "le carte mecenate",
           "3 Venezia": "3 Venezia", "Ghost 1": "il Fantasma 1", "Bishop card": "la carta Vescovo"},
    "de": {"the Machina": "die Machina", "supply": "der Vorrat", "Artwork": "Kunstwerk", "Artworks": "Kunstwerke",
           "VP": "die Siegpunkte", "Workshop": "die Werkstatt", "Kinsman": "Familienmitglied",
           "Kinsmen": "Familienmitglieder", "pool": "sein Pool", "in the supply": "in den Vorrat",
           "patron cards": "die Gönnerkarten", "3 Venezia": "3 Venedig", "Ghost 1": "Geist 1",
           "Bishop card": "die Bischofskarte", "cards": "Karten"},
}


class Spoken(GameWords):
    """GameWords whose catalog is the table above (as a game's catalog would be)."""

    def say(self, text: str, context: str | None = None) -> str:
        from solobot.i18n import language

        said = NAMES.get(language(), {}).get(text)
        return Said(said, language(), text) if said is not None else super().say(text, context)


WORDS = Spoken(seats={"machina": SeatName("the Machina"), "player": YOU, "ghost-1": SeatName("Ghost 1")},
               plurals={"Artwork": "Artworks", "Kinsman": "Kinsmen", "card": "cards"},
               places={"supply": "in the supply"}, owned_places={"Workshop": "{place}"}, tracks=("VP",))


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Move 1 Artwork of the Machina from supply to 3 Venezia"),
    ("it", "Sposta 1 Opera della Machina dalla riserva a 3 Venezia"),
    ("de", "Bewege 1 Kunstwerk von der Machina vom Vorrat zu 3 Venedig"),
])
def test_a_change_line_gives_each_name_the_form_its_preposition_needs(code, said):
    with speaking(code):
        line = WORDS.change_line(Move("Artwork", "supply", "3 Venezia", 1, "machina"))
    assert line == said and mistakes(line, code) == []


@pytest.mark.parametrize(("code", "said"), [
    ("en", ["Take 2 Kinsmen of Ghost 1 off pool",
            "Put the marker of your VP on 4 again",
            "Put 2 Artworks of yours from 3 Venezia back in the supply"]),
    ("it", ["Togli 2 Familiari del Fantasma 1 dalla sua riserva",
            "Rimetti il segnalino del tuo tracciato PV sulla casella 4",
            "Rimetti 2 tue Opere da 3 Venezia nella riserva"]),
    ("de", ["Nimm 2 Familienmitglieder von Geist 1 von seinem Pool",
            "Setze den Marker für deine Siegpunkte wieder auf 4",
            "Lege 2 deiner Kunstwerke von 3 Venedig zurück in den Vorrat"]),
])
def test_a_take_back_says_the_persons_things_as_theirs_and_every_name_in_its_form(code, said):
    pool = piece_key("Kinsman", "ghost-1", "pool")
    events = [Event("player", None, "a", changes=(Move("Artwork", "supply", "3 Venezia", 2, "player"),
                                                  Set(Key("VP of player", thing="VP", whose="player"), 9))),
              Event("ghost-1", None, "b", changes=(Set(pool, 3),))]
    with speaking(code):
        lines = take_back(WORDS, events, {pool: 1, Key("VP of player", thing="VP", whose="player"): 4})
    assert lines == said
    assert not [line for line in lines if mistakes(line, code)]


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Turn 1 card of yours at patron cards from face down to face up again"),
    ("it", "Rigira 1 tua carta sulle carte mecenate da faccia in giù a faccia in su"),
    ("de", "Drehe 1 deiner Karten auf den Gönnerkarten wieder von verdeckt auf offen"),
])
def test_a_turned_card_names_its_place_and_sides_from_the_keys_parts(code, said):
    turned = Turn("card", "patron cards", whose="player")
    with speaking(code):
        assert WORDS.inverse_line(turned) == said


@pytest.mark.parametrize(("code", "thing", "said"), [
    ("it", "la Bottega", "la tua Bottega"), ("it", "il tracciato PV", "il tuo tracciato PV"),
    ("it", "gli Apprendisti", "i tuoi Apprendisti"), ("it", "le carte mecenate", "le tue carte mecenate"),
    ("it", "lo Studio", "il tuo Studio"), ("it", "l'Opera", "la tua Opera"), ("it", "Bottega", "la tua Bottega"),
    ("de", "die Werkstatt", "deine Werkstatt"), ("de", "der rote Würfel", "dein roter Würfel"),
    ("de", "das besondere Familienwappen", "dein besonderes Familienwappen"),
    ("de", "die gemischten Plättchen", "deine gemischten Plättchen"), ("de", "Karte", "deine Karte"),
])
def test_the_persons_thing_takes_the_possessive_that_agrees_with_it(code, thing, said):
    assert yours(thing, code) == said


def test_the_persons_pieces_are_counted_with_their_possessive():
    assert your_pieces(1, "Opera", "Opere", "it") == "1 tua Opera"
    assert your_pieces(2, "segnalino", "segnalini", "it") == "2 tuoi segnalini"
    assert your_pieces(2, "Kunstwerk", "Kunstwerke", "de") == "2 deiner Kunstwerke"
    assert your_pieces(1, "Karte", "Karte", "de") == "1 Karte von dir"  # no plural known
    assert your_pieces(1, "carta", "carte", "it", named="carta Corriere") == "la tua carta Corriere"


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Clear your Kinsman on Bishop card"),
    ("it", "Togli il tuo Familiare sulla carta Vescovo"),
])
def test_a_thing_of_a_seat_is_read_from_its_parts(code, said):
    NAMES["it"]["Kinsman on Bishop card"] = "il Familiare sulla carta Vescovo"
    bishop = Key("Kinsman of player on Bishop card", thing="Kinsman on Bishop card", whose="player")
    with speaking(code):
        assert WORDS.change_line(Set(bishop, None)) == said


@pytest.mark.parametrize(("code", "said"), [
    ("en", "Set the Machina's VP to the Machina"), ("it", "Porta il tracciato PV della Machina alla Machina"),
    ("de", "Setze die Siegpunkte von der Machina auf die Machina"),
])
def test_a_value_that_is_a_seat_takes_its_form_too(code, said):
    with speaking(code):
        assert WORDS.change_line(Set(Key("VP of machina", thing="VP", whose="machina"), "machina")) == said


# -- the NAMEs of a usage line ------------------------------------------------------------------


@pytest.mark.parametrize(("code", "usage", "refusal"), [
    ("en", "move FROM TO [COUNT]", "move: COUNT must be a whole number from 1 to 9, not 'x'"),
    ("it", "move DA A [QUANTITÀ]", "move: per QUANTITÀ scrivi un numero intero da 1 a 9, non 'x'"),
    ("de", "move VON NACH [ANZAHL]", "move: für ANZAHL tippe eine ganze Zahl von 1 bis 9, nicht 'x'"),
])
def test_a_usage_line_names_what_to_type_in_the_language_spoken(code, usage, refusal):
    declared = Declared("move", (Param("from"), Param("to"), Param("count", "int", optional=True, low=1, high=9)))
    with speaking(code):
        assert declared.command().usage() == usage
        with pytest.raises(Exception) as refused:
            declared.bind(["a", "b", "x"])
        assert str(refused.value) == refusal


def test_a_games_catalog_names_its_own_placeholders_and_typed_words_stay():
    command = Command("detain", (Arg("artist"), Arg("what", "choice", ("token", "resource"))))
    said = {"ARTIST": "KÜNSTLER"}
    with speaking("de"):
        assert command.usage(lambda name: said.get(name, name)) == "detain KÜNSTLER token|resource"
        with naming(lambda name: said.get(name, name)):  # the game in play names it, as the table sets it
            assert placeholder("ARTIST") == "KÜNSTLER"
        assert placeholder("COUNT") == "ANZAHL"  # the core's catalog, for every game
    assert placeholder("ARTIST") == "ARTIST"


# -- no regular expression reads a key -----------------------------------------------------------


#: modules of the table that read with a regular expression what the person types, never a key or a sentence
READS_WHAT_IS_TYPED = {"table/answers.py"}  # a draw's answer: "pg6" for the tile PG06


@pytest.mark.parametrize("module", ["words.py", *(f"table/{path.name}" for path in sorted((CORE / "table").glob("*.py"))
                                                  if f"table/{path.name}" not in READS_WHAT_IS_TYPED)])
def test_no_regular_expression_reads_a_key_in_the_words_or_the_table(module):
    """``re`` is imported only inside ``code_in`` (a check of what a person reads, never a reading of a key)."""
    tree = ast.parse((CORE / module).read_text(encoding="utf-8"))

    def imports_re(node: ast.AST) -> bool:
        if isinstance(node, ast.Import):
            return any(alias.name == "re" for alias in node.names)
        return isinstance(node, ast.ImportFrom) and node.module == "re"

    assert not [node for node in tree.body if imports_re(node)], f"{module} imports re"
    inside = {function.name for function in ast.walk(tree) if isinstance(function, ast.FunctionDef)
              for node in ast.walk(function) if imports_re(node)}
    assert inside <= {"code_in"}


# -- the person's own lines ----------------------------------------------------------------------


@pytest.mark.parametrize(("code", "said"), [
    ("en", ["You roll 3: 3 this turn", "You roll 4: 7 this turn"]),
    ("it", ["Tiri un 3: 3 in questo turno", "Tiri un 4: 7 in questo turno"]),
    ("de", ["Du würfelst eine 3: 3 in diesem Zug", "Du würfelst eine 4: 7 in diesem Zug"]),
])
def test_every_event_of_the_persons_input_is_spoken_to_them_however_many_it_told(code, said):
    """An input that tells two events says both in the second person, on both faces (the game's template of
    each event's kind, with its subject), not "Rolls 3: 3 this turn"."""
    from solobot.cli.narrate import event_line
    from solobot.engine.plugins import default_registry
    from solobot.engine.session import Session
    from solobot.table.seat import Seat
    from solobot.web.view import step_of

    session = Session(default_registry().game("pig"), {}, seed=4)
    with speaking(code):
        told = [Event("player", "PIG-2", "roll", {"roll": 3, "turn_total": 3}, text="rolls 3: 3 this turn"),
                Event("player", "PIG-2", "roll", {"roll": 4, "turn_total": 7}, text="rolls 4: 7 this turn")]
        words = session.game.words(session.ctx)
        seat = Seat(session, Path("unwritten.json"))
        assert [event_line(event, False, "player", None, words, seat) for event in told] == said
        assert [step_of(event, "e0", "player", words, None, seat).text for event in told] == said


@pytest.mark.parametrize(("code", "said"), [("en", "Clear your patron cards"), ("it", "Togli le tue carte mecenate"),
                                             ("de", "Räume deine Gönnerkarten ab")])
def test_a_thing_set_to_nothing_is_cleared_not_set_to_the_word_nothing(code, said):
    cards = Key("patron cards of player", thing="patron cards", whose="player")
    with speaking(code):
        assert WORDS.change_line(Set(cards, ())) == said
        assert WORDS.change_line(Set(cards, "")) == said


def test_the_core_s_final_score_heading_follows_a_step_whose_label_begins_with_it():
    """Maestro's last step is headed "Punteggio finale: tocca a te": the core's own "Punteggio finale" still
    follows it (a game's own heading that begins its step's label does not)."""
    from solobot.cli.narrate import Narrator

    printed: list[str] = []
    narrator = Narrator(echo=printed.append)
    narrator.heading("Punteggio finale: tocca a te")
    narrator.heading("Punteggio finale")  # a part of the label just printed, as a game's own heading
    narrator.heading("Punteggio finale", whole=True)  # the core's
    assert printed == ["\n== Punteggio finale: tocca a te ==", "\n== Punteggio finale =="]


@pytest.mark.parametrize(("code", "said"), [("en", "pig (difficulty: bold, target: 60): played 1"),
                                             ("it", "pig (difficoltà: audace, obiettivo: 60): giocate 1"),
                                             ("de", "pig (Schwierigkeit: kühn, Ziel: 60)")])
def test_solobot_history_says_each_option_set_in_the_game_s_words(tmp_path, monkeypatch, code, said):
    import json

    from click.testing import CliRunner

    from solobot.cli import cli

    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path))
    entry = {"game": "pig", "options": {"difficulty": "bold", "target": 60}, "seed": 1,
             "scores": {"player": 60, "bot": 2}, "winner": "player", "person": "player", "won": True}
    (tmp_path / "history.jsonl").write_text(json.dumps(entry) + "\n", encoding="utf-8")
    shown = CliRunner().invoke(cli, ["--lang", code, "history"]).output
    assert said in shown
    assert json.loads(CliRunner().invoke(cli, ["--lang", code, "history", "--json"]).output)[0]["game"] == (
        "pig (difficulty: bold, target: 60)")  # the data stays as recorded
