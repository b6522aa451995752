"""A physical roll or draw asked, and a typed answer refused, as an Italian or German speaker at the table says it."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from solobot.i18n import speaking
from solobot.table.answers import parse_draw, read_answer, request_line
from solobot.toolkit.randomness import Draw, DrawRequest, Roll, RollRequest

ARTISTS = DrawRequest(None, Draw("the Artist put under the card", "GAP-FG-3", "the bag", thing="tile"),
                      (("lippi", "Filippo Lippi"), ("brunelleschi", "Filippo Brunelleschi"),
                       ("donatello", "Donatello")))


def lines(code: str) -> list[str]:
    roll = RollRequest("bot", 1, 6, Roll("the roll", "PIG-1"))
    both = RollRequest("bot", 2, 6, Roll("the roll", "PIG-1"))
    of_three = DrawRequest(None, Draw(source="the bag", thing="card", number=2, count=3), ())
    at_most = DrawRequest("bot", Draw(source="the bag", thing="card", number=1, count=4, at_most=True), ())
    from solobot_pig.plugin import GAME as PIG  # its words say "card" and "tile" as the core's catalog does

    with speaking(code):
        return [request_line(ask, "player", words=PIG.game_words) for ask in (roll, both, of_three, at_most)]


@pytest.mark.parametrize(("code", "said"), [
    ("it", ["Tira un dado per il bot: the roll (PIG-1).",  # was "Tira per il bot un dado"
            "Tira entrambi i dadi per il bot: the roll (PIG-1).",  # was "Tira per il bot entrambi i dadi"
            "Pesca 1 carta per il gioco da the bag (2 di 3).",  # was "Pesca per il gioco 1 carta (2 di 3) da"
            "Pesca 1 carta per il bot da the bag (1 su un massimo di 4)."]),  # was "(1 di al massimo 4)"
    ("de", ["Wirf für den Bot einen Würfel: the roll (PIG-1).", "Wirf für den Bot beide Würfel: the roll (PIG-1).",
            "Ziehe für das Spiel 1 Karte (2 von 3) aus the bag.",
            "Ziehe für den Bot 1 Karte (1 von höchstens 4) aus the bag."]),
    ("en", ["Bot, roll a die: the roll (PIG-1).", "Bot, roll both dice: the roll (PIG-1).",
            "For the game, draw one card (2 of 3) from the bag.",
            "Bot, draw one card (1 of at most 4) from the bag."]),
])
def test_a_request_says_what_to_roll_or_draw_before_whom_it_is_for_in_italian(code, said):
    """Italian puts the dice or the item first and whom they are for after ("Tira un dado per Fantasma 1"), the
    count of a draw in a row at the end; German keeps "für" before the object, as a German speaker says it."""
    assert lines(code) == said


@pytest.mark.parametrize(("code", "refused"), [
    ("en", "“Filippo” could be Filippo Lippi or Filippo Brunelleschi: say which you mean."),
    ("it", "“Filippo” può essere Filippo Lippi o Filippo Brunelleschi: di' quale intendi."),
    ("de", "„Filippo“ könnte Filippo Lippi oder Filippo Brunelleschi sein: sag genauer, was du meinst."),
])
def test_a_word_two_items_show_is_refused_naming_both_whole(code, refused):
    """Was "kein Plättchen „Filippo“ mehr ... Meintest du Filippo, Lippi?": the item is there, twice over."""
    with speaking(code):
        assert read_answer("Filippo", ARTISTS).line == refused
        assert read_answer("fil", ARTISTS).line == refused.replace("Filippo", "fil", 1)


@pytest.mark.parametrize(("code", "maybe"), [
    ("en", "Did you mean Filippo Lippi or Filippo Brunelleschi?"),
    ("it", "Forse intendevi Filippo Lippi o Filippo Brunelleschi?"),
    ("de", "Meintest du Filippo Lippi oder Filippo Brunelleschi?"),
])
def test_a_mistyped_name_is_answered_with_the_items_it_may_mean_whole(code, maybe):
    with speaking(code):
        line = read_answer("Filipo", ARTISTS).line
        assert line.endswith(f" {maybe}")  # was "Did you mean Filippo?" ("Filippo, Lippi?" for "Filippo")
        assert read_answer("Donatelo", ARTISTS).line.endswith(" Donatello?")


def test_a_german_refusal_says_what_is_on_the_item_as_the_prompt_does():
    with speaking("de"):  # the prompt asks "was darauf steht"; the refusal said "was das Plättchen zeigt"
        assert read_answer("zzz", ARTISTS).line.endswith("oder was auf dem Plättchen steht.")


def test_words_that_name_one_item_still_take_it():
    assert [parse_draw(typed, ARTISTS) for typed in ("filippo lippi", "brun", "Filippo B", "3", "filippo")] == [
        "lippi", "brunelleschi", "brunelleschi", "donatello", None]


PATRONS = DrawRequest(None, Draw("its kind", "EX-CLEAN-9", "the patron deck", thing="card"),
                      (("benefactor", "Benefactor"), ("patroness", "Patroness")))


@pytest.mark.parametrize(("code", "refused"), [
    ("en", "The list has no number 3: type one from 1 to 2."),
    ("it", "Nell'elenco non c'è il numero 3: scrivine uno da 1 a 2."),
    ("de", "Die Liste hat keine Nummer 3: tippe eine von 1 bis 2."),
])
def test_a_number_past_a_lists_end_is_not_said_to_be_drawn_already(code, refused):
    """Was "Im Förderstapel ist keine Karte „3“ mehr (vielleicht schon gezogen)" under a list of 2: a place in the
    list, not a card's own number, can never have been drawn."""
    with speaking(code):
        assert read_answer("3", PATRONS).line == refused


@pytest.mark.parametrize(("code", "refused"), [
    ("en", "“ansehen 1” could be any of 7 entries in the list: say which you mean."),
    ("it", "“ansehen 1” può essere una qualsiasi di 7 voci dell'elenco: di' quale intendi."),
    ("de", "„ansehen 1“ könnte jeder von 7 Einträgen der Liste sein: sag genauer, was du meinst."),
])
def test_words_that_too_many_items_show_say_how_many(code, refused):
    cards = DrawRequest("bot", Draw(source="the deck", thing="card"),
                        tuple((f"S{n:02d}", f"S{n:02d} (Ansehen {n % 2}, 1 AP)") for n in range(1, 15)))
    with speaking(code):  # was "keine Karte „ansehen 1“ mehr": seven are there
        assert read_answer("ansehen 1", cards).line == refused


@pytest.mark.parametrize(("code", "card", "tile"), [
    ("de", "Welche Karte hast du gezogen? Tippe die Nummer oder was darauf steht: ",  # was "Was hast du gezogen
     "Welches Plättchen hast du gezogen? Tippe, was darauf steht: "),  # (Karte)?", the noun in brackets
    ("it", "Quale carta? Scrivi il suo numero o ciò che mostra: ", "Quale tessera? Scrivi ciò che mostra: "),
    ("en", "Which card? Type its number or what it shows: ", "Which tile? Type what it shows: "),
])
def test_what_to_type_at_a_draw_asks_with_the_nouns_own_gender(code, card, tile):
    from solobot.table.answers import what_to_type

    shared = DrawRequest(None, Draw(thing="tile"), (("a", "A1 (x)"), ("b", "A1 (y)")))  # numbers shared: none listed
    with speaking(code):
        assert (what_to_type(PATRONS), what_to_type(shared)) == (card, tile)


@pytest.mark.parametrize(("code", "said"), [
    ("it", "Hai lasciato la partita a metà di una richiesta: ciò che avevi già risposto resta, e la richiesta viene "
           "ripetuta qui sotto."),  # was "Sei uscito a metà ...": said to a man only
    ("de", "Du hast die Partie mitten in einer Frage verlassen: deine Antworten davor bleiben erhalten, und die Frage "
           "wird unten noch einmal gestellt."),  # was "... aufgehört: ..., und sie wird unten erneut gestellt"
])
def test_a_game_resumed_at_a_request_says_so_to_anyone(tmp_path, code, said):
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "TERM": "dumb",
           "COLUMNS": "200", "NO_COLOR": "1"}

    def solobot(*args: str, typed: str) -> str:
        return subprocess.run([sys.executable, "-m", "solobot", "--lang", code, *args], input=typed, text=True,
                              capture_output=True, env=env, timeout=120).stdout

    solobot("play", "pig", "--seed", "2", "--dice", "physical", typed="roll\nquit\n")
    assert said in solobot("resume", typed="quit\n").splitlines()


def test_a_save_open_elsewhere_is_said_in_german_with_the_owner_in_its_case():
    """Were "ist offen in: ein Terminal (...)", "war noch als offen markiert in: ein Terminal ..., das ohne Schließen
    endete", "wurde übernommen von: der Web-Begleiter": the owner after a colon, in no case at all."""
    from solobot.i18n import _
    from solobot.storage.savelock import describe_owner

    with speaking("de"):
        terminal = describe_owner({"where": "terminal", "pid": 5, "host": "vm", "since": 0})
        page = describe_owner({"where": "web", "pid": 5, "host": "vm", "since": 0})
        open_there = _("{path} is open in {owner}; close it there").format(path="a.json", owner=terminal)
        left = _("{name} was still marked open in {owner}, which ended without closing it; this session took it "
                 "over").format(name="a.json", owner=terminal)
        taken = _("not saved here: {path} was taken over by {owner}; continue the game there").format(path="a.json",
                                                                                                     owner=page)
    assert open_there.startswith("a.json ist in einem Terminal (Prozess 5 auf vm, seit ")
    assert open_there.endswith(") geöffnet; schließe die Datei dort")
    assert left.endswith(") geöffnet, doch dort läuft nichts mehr; diese Sitzung hat die Datei übernommen")
    assert taken.startswith("hier nicht gespeichert: a.json wurde vom Web-Begleiter (Prozess 5")


def test_the_note_of_a_save_taken_over_is_cut_at_spaces_at_a_narrow_terminal(tmp_path):
    """The note was printed whole, and the terminal broke it inside words ("d\\na 2026-12-05", "pres\\no")."""
    pexpect = pytest.importorskip("pexpect")
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "SOLOBOT_LANG": "it",
           "TERM": "dumb", "NO_COLOR": "1"}
    save = str(tmp_path / "pig.json")
    first = pexpect.spawn(sys.executable, ["-m", "solobot", "play", "pig", "--seed", "1", "--save", save], env=env,
                          encoding="utf-8", timeout=30, dimensions=(24, 50))
    first.expect(r"\] > ")
    first.kill(9)  # ends without closing its save
    first.wait()
    second = pexpect.spawn(sys.executable, ["-m", "solobot", "resume", save], env=env, encoding="utf-8", timeout=30,
                           dimensions=(24, 50))
    second.expect(r"\] > ")
    shown = second.before.replace("\r", "").split("\n")
    second.sendline("quit")
    second.expect(pexpect.EOF)
    note = shown[: next(at for at, line in enumerate(shown) if line.startswith("Si riprende"))]
    assert note[0].startswith("pig.json risultava ancora aperto in un terminale")
    assert all(len(line) <= 50 for line in note) and all(line.startswith("  ") for line in note[1:] if line)


@pytest.mark.parametrize(("code", "board", "leave"), [
    ("it", "board — il tavolo come risulta finora", None),  # was "il tavolo tenuto finora"
    ("de", "board — der Tisch, wie er bisher erfasst ist",  # was "der bisher geführte Tisch"
     "quit — jetzt aufhören; die Partie ist bis zu dieser Frage gespeichert, und `solobot resume` stellt die Frage "
     "noch einmal"),  # was "... bei dieser Anfrage gespeichert und `solobot resume` stellt sie erneut"
])
def test_help_at_a_roll_says_what_board_and_quit_do_whole(tmp_path, code, board, leave):
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "TERM": "dumb",
           "COLUMNS": "200", "NO_COLOR": "1"}
    shown = subprocess.run([sys.executable, "-m", "solobot", "--lang", code, "play", "pig", "--seed", "2", "--dice",
                            "physical"], input="roll\nhelp\nquit\n", text=True, capture_output=True, env=env,
                           timeout=120).stdout
    lines = [line.strip() for line in shown.splitlines()]
    assert board in lines and (leave is None or leave in lines)


@pytest.mark.parametrize(("code", "dropped", "setup", "draws"), [
    ("it", "I 2 risultati dei dadi che avevi scritto non valgono più.",  # was "I 2 dadi che hai scritto per questo
     "La preparazione ricomincia dall'inizio, dal primo tiro o dalla prima pescata.",  # sono scartati."
     "Le 17 pescate che avevi indicato non valgono più: rimetti ciò che hai pescato com'era."),
    ("de", "Die 2 Würfelergebnisse, die du dafür eingegeben hast, werden verworfen.",  # was "Die 2 Würfel, ...":
     "Der Aufbau beginnt von vorn, beim ersten Wurf oder beim ersten Ziehen.",  # the dice are not thrown away
     "Deine 17 Angaben, was du dafür gezogen hast, werden verworfen: lege alles Gezogene zurück, wie es war."),
])
def test_undo_at_a_roll_says_what_it_drops_whole(tmp_path, code, dropped, setup, draws):
    """Undo at the bot's third roll of a Pig turn drops the two results typed before it; at a setup's draw, the
    setup's (were "... bei seinem ersten Wurf oder seiner ersten Ziehung", "Die 17 Ziehungen, ...")."""
    from solobot.i18n import _, ngettext

    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "TERM": "dumb",
           "COLUMNS": "200", "NO_COLOR": "1"}
    shown = subprocess.run([sys.executable, "-m", "solobot", "--lang", code, "play", "pig", "--seed", "2", "--dice",
                            "physical"], input="roll\n4\nhold\n3\n5\nundo\nquit\n", text=True, capture_output=True,
                           env=env, timeout=120).stdout
    assert dropped in shown.splitlines()
    with speaking(code):
        assert _("The setup starts again from its first roll or draw.") == setup
        assert ngettext("The draw you told for it is dropped: put it back as it was.",
                        "The {count} draws you told for it are dropped: put those back as they were.",
                        17).format(count=17) == draws


@pytest.mark.parametrize(("code", "why", "saved"), [
    ("it", "Nessun bot ha giocato dopo il tuo ultimo input; l'ultimo turno di un bot è stato questo:",
     ", ferma alla richiesta ancora aperta. Continua con: solobot resume "),  # was "dove ti sei fermato"
    ("de", "Seit deiner letzten Eingabe hat kein Bot gespielt; der letzte Zug eines Bots davor war dieser:",
     " gespeichert, bis zu der Frage, bei der du aufgehört hast. Weiter mit: solobot resume "),
])
def test_why_and_quit_at_a_roll_read_whole(tmp_path, code, why, saved):
    """Were "Nessun bot ha giocato ...; il suo turno precedente:", "... hat kein Bot gespielt; sein Zug davor:" (the
    turn of no bot), and "gespeichert, bei der Anfrage, bei der du aufgehört hast"."""
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "TERM": "dumb",
           "COLUMNS": "200", "NO_COLOR": "1"}
    shown = subprocess.run([sys.executable, "-m", "solobot", "--lang", code, "play", "pig", "--seed", "2", "--dice",
                            "physical"], input="roll\n4\nhold\n1\nroll\nwhy\nquit\n", text=True,
                           capture_output=True, env=env, timeout=120).stdout
    assert why in shown and saved in shown
