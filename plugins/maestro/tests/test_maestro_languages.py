"""Maestro in Italian and German (issue 30): its catalogs complete and current, `solobot check` passing the
language check, whole games at a real terminal with no English leaking, and the same game in every language."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

from solobot.check.language_check import catalog_problems, extracted, game_problems
from solobot.i18n import Domain, speaking
from solobot.storage.saves import load_session
from solobot.testing import TerminalPerson, english_in, terminal_in
from solobot_maestro.language import DOMAIN
from solobot_maestro.plugin import GAME

pexpect = pytest.importorskip("pexpect")

MAESTRO = Domain(DOMAIN)
CHECKOUT = Path(__file__).resolve().parents[1]
"""Maestro's distribution folder (its babel.cfg): the repository's, or an unpacked sdist's."""
#: what stays the same in every language: the options and commands as typed (with their usage's words in
#: capitals and their examples), and the rule IDs
NAMES = (r"(?:Esempio|Beispiel): .*|\b[A-Z]{2,}\b|\b[A-Z]{2}-[A-Z]+-\w+|"
         r"\bdone\b|\bboard \w+")


# -- the catalogs ---------------------------------------------------------------------------------------


def test_every_message_is_in_both_catalogs_with_its_placeholders():
    """A message added to the code and not to a catalog fails here (pybabel extract + update, then translate)."""
    assert MAESTRO.languages() == ["en", "it", "de"]
    assert catalog_problems(MAESTRO, extracted(MAESTRO, CHECKOUT)) == []


def test_the_template_is_current():
    """The .pot holds what pybabel extract finds now (docs/languages.md says how to renew it)."""
    from babel.messages.pofile import read_po

    folder = Path(__import__(MAESTRO.package).__file__).parent
    template = read_po((folder / "locale" / f"{DOMAIN}.pot").open("rb"))
    assert set(extracted(MAESTRO, CHECKOUT)) == {(m.id, m.context) for m in template if m.id}


def test_solobot_check_finds_maestro_complete_in_italian_and_german():
    assert game_problems(GAME) == (["it", "de"], [])


def test_a_count_is_said_in_each_languages_plural_form():
    from solobot_maestro.narration import passed_cards

    said = {}
    for code in ("en", "it", "de"):
        with speaking(code):
            said[code] = [passed_cards(n) for n in (0, 1, 2, 5)]
    assert said["en"] == ["the first card", "after 1 other card", "after 2 other cards", "after 5 other cards"]
    assert said["it"] == ["la prima carta", "dopo 1 altra carta", "dopo 2 altre carte", "dopo 5 altre carte"]
    assert said["de"] == ["die erste Karte", "nach 1 anderen Karte", "nach 2 anderen Karten", "nach 5 anderen Karten"]


def test_a_colour_may_be_typed_in_the_language_spoken():
    """Commands stay English; a colour is a name, typed in the language spoken too (the action holds its id)."""
    from maestro_helpers import COMP, new_state, parse_command

    state = new_state()
    with speaking("it"):
        assert parse_command(state, COMP, ["take", "resource", "arancione", "2"]) == \
            {"op": "take", "what": "resource", "colour": "orange", "count": 2}
        assert parse_command(state, COMP, ["take", "token", "blue"])["colour"] == "blue"
    with speaking("de"):
        assert parse_command(state, COMP, ["take", "token", "Grün"])["colour"] == "green"
    assert parse_command(state, COMP, ["take", "token", "arancione"])["colour"] == "arancione"  # English: not a colour


def test_a_region_may_be_typed_by_its_name_in_the_language_spoken():
    """The table says "0 Firenze": `move firenze 7` works in Italian, and the action holds the data's name, so
    the game is the same in every language (a save resumes in English)."""
    from maestro_helpers import COMP, new_state, parse_command

    state = new_state()
    with speaking("it"):
        assert parse_command(state, COMP, ["move", "firenze", "7"])["from"] == "Florence"
        assert parse_command(state, COMP, ["place", "Firenze", "1"])["region"] == "Florence"
    with speaking("de"):
        assert parse_command(state, COMP, ["set", "artworks", "florenz", "machina", "2"])["region"] == "Florence"
        assert parse_command(state, COMP, ["move", "florence", "7"])["from"] == "florence"  # the data's name too
    assert parse_command(state, COMP, ["move", "firenze", "7"])["from"] == "firenze"  # English: not a region


@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
@pytest.mark.parametrize("code", ["it", "de"])
def test_the_drawn_table_and_the_board_speak_the_language(code, variant):
    """The page's drawing (its texts and title) and every part of ``board``, in Italian or German."""
    import html

    from maestro_helpers import COMP, new_state

    from solobot_maestro.describe import describe_board
    from solobot_maestro.drawing import draw_table

    state = new_state(variant)
    with speaking(code):
        svg = draw_table(state, COMP)
        board = describe_board(state, COMP)
    said = [html.unescape(text) for text in re.findall(r"<(?:text|title)[^>]*>([^<]*)</", svg)]
    assert len(said) > 40
    assert english_in("\n".join(said), names=NAMES) == []
    assert english_in("\n".join([board, board.summary, *(text for _, text in board.sections)]), names=NAMES) == []
    with speaking("en"):
        assert english_in(draw_table(state, COMP)) != []  # the same check finds the English


def test_the_component_datas_names_are_extracted_for_the_catalogs():
    """Each region and patron card name of the data file is a message of the catalogs (the data file stays the
    English reference: babel.cfg maps it to the core's component_names extractor)."""
    from maestro_helpers import COMP

    found = {message for message, _context in extracted(MAESTRO, CHECKOUT)}
    assert {*COMP.names, *(card.name for card in COMP.patron.values())} <= found


@pytest.mark.parametrize(("code", "patron", "tile", "florence", "group"), [
    ("en", "Patroness Duchess of Urbino", "PG06 (6 Ravenna)", "0 Florence", "region 0 Florence"),
    ("it", "Mecenate Duchessa di Urbino", "PG06 (6 Ravenna)", "0 Firenze", "regione 0 Firenze"),
    ("de", "Gönnerin Herzogin von Urbino", "PG06 (6 Ravenna)", "0 Florenz", "Region 0 Florenz")])
def test_patron_cards_and_regions_are_named_in_the_language_spoken(code, patron, tile, florence, group):
    """The page's card names (``GameWords.terms``), the sentences' regions, the board and the drawing say the
    data's names in the language spoken: no "Patroness Duchess of Urbino" nor "Florence" on the Italian table."""
    from maestro_helpers import COMP, new_state

    from solobot_maestro.describe import describe_board
    from solobot_maestro.drawing import draw_table
    from solobot_maestro.table import words

    state = new_state()
    state.patrons["player"] = ["P02"]
    with speaking(code):
        said = words(COMP)
        board, svg = describe_board(state, COMP), draw_table(state, COMP)
    assert (said.terms["P02"], said.terms["PG06"], said.fact_names["region"][0]) == (patron, tile, florence)
    assert f"  {florence}" in board and patron in board
    assert f'aria-label="{group}"' in svg
    if code != "en":
        assert "Florence" not in board + svg and "Duchess of" not in board


@pytest.mark.parametrize(("code", "lines"), [
    ("en", ["Put your Artwork from 3 Venezia back in your supply",
            "Put 2 of the Machina's Artworks from 0 Florence back in 1 Torino",
            "Take the Machina's Artwork from its supply and put it back in 3 Venezia"]),
    ("it", ["Rimetti la tua Opera da 3 Venezia nella tua riserva",
            "Rimetti 2 Opere della Machina da 0 Firenze a 1 Torino",
            "Prendi l'Opera della Machina dalla sua riserva e rimettila a 3 Venezia"]),
    ("de", ["Lege dein Kunstwerk von 3 Venezia zurück in deinen Vorrat",
            "Lege 2 Kunstwerke der Machina von 0 Florenz zurück nach 1 Torino",
            "Nimm das Kunstwerk der Machina aus ihrem Vorrat und lege es wieder nach 3 Venezia"])])
def test_an_artwork_taken_back_is_said_in_the_language_spoken(code, lines):
    """``undo``'s take-back of an Artwork placed, moved or sent back to its supply: Maestro's own sentence, its
    region named in the language spoken (not the core's "1 Artwork di tuo da supply su 0 Florence")."""
    from maestro_helpers import COMP

    from solobot.words import Undone
    from solobot_maestro import table

    moves = [table.artwork(COMP, "player", table.FROM_SUPPLY, 3), table.artwork(COMP, "machina", 1, 0, 2),
             table.artwork(COMP, "machina", 3, table.FROM_SUPPLY)]
    with speaking(code):
        words = table.words(COMP)
        assert [words.take_back_lines([Undone(move)])[0] for move in moves] == lines


@pytest.mark.parametrize(("code", "first", "last"), [
    ("en", "Take 2 blue Resources off your Workshop", "Take the Machina's blue Publicity token off Create"),
    ("it", "Togli 2 Risorse blu dalla tua Bottega", "Togli il segnalino Pubblicità blu della Machina da Creazione"),
    ("de", "Nimm 2 Ressourcen in Blau aus deiner Werkstatt",
     "Nimm das Ansehensplättchen in Blau der Machina von Erschaffen")])
def test_resources_and_tokens_taken_back_are_said_in_the_language_spoken(code, first, last):
    """``undo``'s take-back of counted Resources and Publicity tokens (your Workshop, the Machina's grid and
    Blueprints, a play area, an Action) is Maestro's own sentence, without the table's English keys."""
    from maestro_helpers import COMP

    from solobot.events import Set, piece_key
    from solobot.words import Undone
    from solobot_maestro import table

    counts = [(table.resource("blue"), "player", table.WORKSHOP, 0, 2),
              (table.resource("green"), "machina", table.grid_space(0, 2), 1, 0),
              (table.resource("orange"), "machina", table.blueprint_slot("BL1", 1), 0, 1),
              (table.token("blue"), "player", table.PLAY_AREA, 2, 0),
              (table.token("blue"), "machina", table.action_place("create"), 0, 1)]
    with speaking(code):
        words = table.words(COMP)
        said = [words.take_back_lines([Undone(Set(piece_key(piece, seat, where), after or None), before or None,
                                              after or None)])[0] for piece, seat, where, before, after in counts]
    assert (said[0], said[-1]) == (first, last)
    if code != "en":
        english = re.compile(r"\b(?:Resources?|Workshop|Publicity|Blueprint|row|column|requirement|play area|of)\b")
        assert [line for line in said if english.search(line)] == []


@pytest.mark.parametrize(("code", "line"), [
    ("en", "Put the Machina's card S08 from Create back on top of its deck"),
    ("it", "Rimetti la carta S08 della Machina da Creazione in cima al suo mazzo"),
    ("de", "Lege die Karte S08 der Machina von Erschaffen zurück oben auf ihren Stapel")])
def test_a_card_put_back_on_its_deck_is_a_whole_sentence_in_each_language(code, line):
    """Where the card goes back is said whole ("in cima al suo mazzo"), with the card's article from the catalog
    (not "le carta S08 ... in cima a il suo mazzo")."""
    from maestro_helpers import COMP

    from solobot.events import Move, Set
    from solobot.words import Undone
    from solobot_maestro import table

    steps = [Undone(Set(table.face_up_at("create"), "S08"), None, "S08"),
             Undone(Move(table.CARD, table.DECK, table.action_place("create"), 1, "machina"))]
    with speaking(code):
        assert table.words(COMP).take_back_lines(steps) == [line]


#: the table's English words, as its keys name things: none may reach a take-back line in another language
KEY_WORDS = re.compile(r"\b(?:Artworks?|Resources?|Workshop|Publicity|Blueprint|row|column|requirement|play area|"
                       r"supply|face up|face down|patron cards?|Florence|Centerpiece|Gallery|Collectors?|deck|"
                       r"tokens?|tiles?|Patroness|Benefactor|the|of|from|back|your|its)\b")


@pytest.mark.parametrize("variant", ["michelangelo", "davinci"])
@pytest.mark.parametrize("code", ["it", "de"])
def test_every_take_back_of_a_whole_game_is_said_in_the_language(code, variant):
    """Undo a whole ``--auto`` game input by input in Italian or German: no take-back line shows the table's
    English keys (an Artwork moved, a Resource or token counted, a Benefactor turned back up...)."""
    from solobot.engine.plugins import default_registry
    from solobot.testing import every_take_back

    with speaking(code):  # seed 2: a Benefactor is used
        lines = every_take_back(default_registry(), "maestro", {"variant": variant}, seed=2)
    assert lines and [line for line in lines if KEY_WORDS.search(line)] == []


def test_a_maestro_game_saved_in_italian_says_where_it_stands_in_german_and_english(tmp_path):
    """A save's ``at`` is the step's English label, and each language lists it in its own words."""
    import subprocess

    from solobot.storage.saves import said_at

    save = tmp_path / "maestro.json"
    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "maestro"}
    subprocess.run([sys.executable, "-m", "solobot", "--lang", "it", "play", "maestro", "--seed", "2", "--no-rules",
                    "--save", str(save)], input="quit\n", env=env, capture_output=True, text=True, check=True)
    at = json.loads(save.read_text())["at"]
    assert at == "Round 1, turn 1: your move"
    said = {}
    for code in ("en", "it", "de"):
        with speaking(code):
            said[code] = [said_at(label, "maestro") for label in (at, "Round 3, turn 5 (Gossip): the Machina's move",
                                                               "Round 4: the Exhibition and the Cleanup")]
    assert said["en"][0] == at
    assert said["it"] == ["Round 1, turno 1: tocca a te", "Round 3, turno 5 (Pettegolezzo): tocca alla Machina",
                          "Round 4: l'Esposizione e il Riordino"]
    assert said["de"][0] == "Runde 1, Zug 1: du bist dran"
    assert english_in("\n".join(said["de"]), names=NAMES) == []
    listed = subprocess.run([sys.executable, "-m", "solobot", "--lang", "de", "saves"], env=env, capture_output=True,
                            text=True, check=True).stdout  # its options in German too
    assert listed.startswith("maestro (Variante: Michelangelo, Schwierigkeit: normal), zuletzt gespielt ")


@pytest.mark.parametrize(("code", "says"), [("it", "mappa › regioni › Torino › colore: orange"),
                                           ("de", "Karte › Regionen › Torino › Farbe: orange")])
def test_solobot_components_says_the_files_words_in_the_language(tmp_path, code, says):
    """The component listing's headings and titles in the language; the values as the file holds them, and
    the patron cards' printed names (``… › name: Lady of the Arno``) as they are."""
    import subprocess

    env = {**os.environ, "SOLOBOT_HOME": str(tmp_path), "SOLOBOT_LOAD_PLUGINS": "maestro"}
    listed = subprocess.run([sys.executable, "-m", "solobot", "--lang", code, "components", "maestro"], env=env,
                            capture_output=True, text=True, check=True).stdout
    assert says in listed
    printed_names = r"› (?:nome|Name): .*"
    assert english_in(listed, names=printed_names) == []


# -- whole games at the terminal ------------------------------------------------------------------------

#: how each language's table says what the person's script waits for
SAYS = {
    "en": {"prompt": r"\[([^\]\r\n]*) · You\] > ", "turn": r"^Round (\d+), turn (\d+)( \(Gossip\))?: your move$",
           "exhibition": "start of the Exhibition", "use": r"\(use ([A-Z0-9 ]+), then done\)$",
           "final": "Final scoring", "machina": r"^Machina: (\d+)$"},
    "it": {"prompt": r"\[([^\]\r\n]*) · Tu\] > ",
           "turn": r"^Round (\d+), turno (\d+)( \(Pettegolezzo\))?: tocca a te$",
           "exhibition": "inizio dell'Esposizione", "use": r"\(`use` ([A-Z0-9 ]+), poi `done`\)$",
           "final": "Punteggio finale", "machina": r"^La Machina: (\d+)$"},
    "de": {"prompt": r"\[([^\]\r\n]*) · Du\] > ",
           "turn": r"^Runde (\d+), Zug (\d+)( \(Klatsch\))?: du bist dran$",
           "exhibition": "Beginn der Ausstellung", "use": r"\(`use` ([A-Z0-9 ]+), dann `done`\)$",
           "final": "Schlusswertung", "machina": r"^Die Machina: (\d+)$"},
}
#: on the person's second turn: mistakes, every table command, undo and redo (each changes nothing in the end)
CHECKS = ["dance", "place atlantis 1", "move 5 3 1", "collector pink blue", "play move 1 token", "done", "help",
          "help set", "why", "board", "board actions", "board machina", "board you", "score", "vp 3", "undo",
          "redo", "history", "set vp machina 5"]


def turn_script(round_: int, turn: int, gossip: bool) -> list[str]:
    """The person's moves for one turn, in the commands every language types: operations, then the card."""
    if gossip:
        return ["play influence 2"]
    return [["place florence 1", "play create 1"], ["study", "take resource blue 1", "play study 2"],
            ["move florence 7 1", "vp 1", "play move 1"], ["take token orange", "play create 1"]][(round_ + turn) % 4]


def spawn(home: Path, code: str, *args: str) -> pexpect.spawn:
    return terminal_in(code, home, "maestro", *args, columns=300, rows=60)


def play_whole_game(home: Path, code: str, save: Path, seed: int) -> str:
    """A whole game typed as a person would in language ``code`` (the same commands in every language): the
    transcript."""
    says = SAYS[code]
    person = TerminalPerson(spawn(home, code, "play", "maestro", "--variant", "davinci", "--seed", str(seed),
                                  "--save", str(save)), says["prompt"])

    def step() -> None:
        label = person.label or ""
        turn = re.match(says["turn"], label)
        if turn:
            round_, number = int(turn[1]), int(turn[2])
            if (round_, number) == (1, 2):
                for line in CHECKS:
                    person.type(line)
            for line in turn_script(round_, number, bool(turn[3])):
                person.type(line)
        elif says["exhibition"] in label:
            used = re.search(says["use"], label)
            for line in [*(f"use {card}" for card in used[1].split())] if used else []:
                person.type(line)
            person.type("done")
        elif label.startswith(says["final"]):
            machina = int(re.search(says["machina"], person.type("score"), re.M)[1])
            person.type(f"final {machina + 1}")
        else:
            raise AssertionError(f"unexpected prompt {label!r}")

    person.wait()
    return person.play(step)


@pytest.fixture(scope="module")
def english_game(tmp_path_factory):
    """The English game the other languages are compared with: its save."""
    home = tmp_path_factory.mktemp("english")
    play_whole_game(home, "en", home / "game.json", 12)
    return json.loads((home / "game.json").read_text())


@pytest.mark.parametrize("code", ["it", "de"])
def test_a_whole_game_at_the_terminal_without_a_word_of_english(tmp_path, code, english_game):
    save = tmp_path / "game.json"
    transcript = play_whole_game(tmp_path, code, save, 12)
    assert english_in(transcript, names=NAMES) == []
    finished = json.loads(save.read_text())
    assert finished["finished"]
    # the language is a display choice: the same inputs make the same game, digest and all
    assert finished["inputs"] == english_game["inputs"]
    assert finished["digest"] == english_game["digest"]
    session, _ = load_session(save)
    assert session.digest() == finished["digest"]


@pytest.mark.parametrize("code", ["it", "de"])
def test_auto_games_in_each_language_say_no_english_and_score_as_in_english(tmp_path, code):
    said = {}
    for language in ("en", code):
        child = spawn(tmp_path, language, "play", "maestro", "--auto", "--seed", "5", "--difficulty", "harder")
        child.expect(pexpect.EOF)
        child.wait()
        assert child.exitstatus == 0
        said[language] = child.before.replace("\r", "")
    assert english_in(said[code], names=NAMES) == []
    assert english_in(said["en"], names=NAMES) != []  # the detector does see English

    def final_points(text: str) -> list[str]:
        return re.findall(r"^(?:La |Die )?Machina: (\d+)$", text, re.M)

    assert final_points(said[code]) == final_points(said["en"]) != []


@pytest.mark.parametrize(("code", "refused"), [
    ("it", "Nelle carte Preparazione Collezionisti non resta nessuna carta “zz” (forse è già uscita)"),
    ("de", "In den Sammler-Aufbaukarten ist keine Karte „zz“ mehr (vielleicht schon gezogen)"),
])
def test_physical_draws_and_dice_asked_in_the_language(tmp_path, code, refused):
    """Setup and the first turns with your own box: every draw and roll asked, and a wrong answer refused, in the
    language spoken (the cards' words too), up to the person's second turn."""
    child = spawn(tmp_path, code, "play", "maestro", "--draws", "physical", "--dice", "physical", "--seed", "3")
    said, wrong, turns, listed = [], "zz", 0, []
    for _answer in range(80):  # the setup's draws, then two turns of yours and the Machina's rolls and draws
        index = child.expect([SAYS[code]["prompt"], r": $"])
        said.append(child.before + child.after)
        if index == 0:
            turns += 1
            if turns == 2:
                break
            child.sendline("play create 1")
            continue
        asked = child.before.replace("\r", "").rstrip().rsplit("\n", 1)[-1]
        a_draw = "(1-6)" not in asked  # else the Machina's dice
        # what can come: by its number, or by the words it shows in the language spoken ("Gönnerin")
        items = re.findall(r"^ {2,}(?:(\d+) {2})?(\S[^\r\n]*)", child.before, re.M)
        listed = [number or shows for number, shows in items] or listed
        child.sendline(wrong or (listed[0] if a_draw else "5 2"))
        wrong = ""
    assert turns == 2
    child.sendline("quit")
    child.expect(pexpect.EOF)
    transcript = "".join(said).replace("\r", "")
    assert refused in transcript
    assert english_in(transcript, names=NAMES) == []

