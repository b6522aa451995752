"""The core's own lines at the terminal, read in Italian and German as a person at the table reads them (issue 38,
every sentence written whole): one test per kind of line found wrong by playing Pig and the core's commands at a
100x40 and an 80x24 terminal."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from solobot.grammar import fill, form
from solobot.i18n import speaking


def solobot(tmp_path, *args: str, input: str = "") -> str:
    """``solobot ARGS`` as a person runs it with Pig installed (plain reads: the input piped), its output."""
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "TERM": "dumb",
           "COLUMNS": "100", "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-m", "solobot", *args], input=input, capture_output=True, text=True,
                          env=env, timeout=120)
    return done.stdout + done.stderr


@pytest.mark.parametrize(("code", "rolled", "undone"), [
    ("it", "Tiri un 2: 2 in questo turno", "Annullato: Tiri un 2: 2 in questo turno"),  # was "Tu tiri 2"
    ("de", "Du würfelst eine 2: 2 in diesem Zug", "Zurückgenommen: Du würfelst eine 2: 2 in diesem Zug"),
    ("en", "You roll 2: 2 this turn", "Undone: You roll 2: 2 this turn"),
])
def test_the_persons_own_line_has_the_subject_a_speaker_says(tmp_path, code, rolled, undone):
    """Italian says who by the verb: "Tiri 2", not "Tu tiri 2" (the pronoun is for a contrast); German and
    English say the pronoun."""
    out = solobot(tmp_path, "play", "pig", "--seed", "4", "--lang", code, input="roll\nundo\nhistory\nquit\n")
    assert rolled in out
    assert undone in out
    if code == "it":
        assert "Tu tiri" not in out
    if code == "de":  # was "Nimm auf dem Tisch zurück, in dieser Reihenfolge:" (zurücknehmen, and nothing taken)
        assert "Mach es am Tisch rückgängig, in dieser Reihenfolge:" in out.splitlines()


def test_the_subject_spec_leaves_out_only_an_italian_pronoun():
    assert form("tu", "subj", "it") == "" and form("il bot", "subj", "it") == "il bot"
    assert form("du", "subj", "de") == "du" and form("you", "subj", "en") == "you"
    assert fill("{Who:subj} {does}", {"Who": "Fantasma 1", "does": "tira 3"}, "it") == "Fantasma 1 tira 3"


@pytest.mark.parametrize(("code", "alone", "colon"), [
    ("it", "Prepara il tavolo come al solito.", "Prepara il tavolo come al solito, poi per il bot:"),
    ("de", "Baue den Tisch wie gewohnt auf.", "Baue den Tisch wie gewohnt auf, dann für den Bot:"),
    ("en", "Set up the table as usual.", "Set up the table as usual, then for the bot:"),
])
def test_a_bot_with_nothing_to_set_up_gets_no_colon_with_nothing_after_it(tmp_path, code, alone, colon):
    """Pig's bot needs nothing set up: the opening line ends there (it read "..., then for the bot:" and then
    the turn's heading)."""
    out = solobot(tmp_path, "play", "pig", "--seed", "4", "--lang", code, input="quit\n")
    assert alone in out.splitlines() and colon not in out


@pytest.mark.parametrize(("code", "said", "english"), [
    ("it", "Gioca da un browser: i giochi installati", "Play from a browser"),
    ("de", "Spiele im Browser: die installierten Spiele", "Play from a browser"),
])
def test_serve_help_is_in_the_language_spoken(tmp_path, code, said, english):
    out = solobot(tmp_path, "--lang", code, "serve", "--help")
    assert said in out and english not in out
    assert "Listen on" not in out and "Do not open a browser" not in out


@pytest.mark.parametrize(("code", "headings"), [
    ("it", ["Punteggi del giocatore:", "Punteggi del bot:"]),  # was "Punteggi di Giocatore:"
    ("de", ["Punkte vom Spieler:", "Punkte vom Bot:"]),  # was "Punkte von Spieler:", "Punkte von Dem Bot:"
    ("en", ["Player scores:", "Bot scores:"]),
])
def test_simulate_heads_each_histogram_with_the_seat_in_its_form(tmp_path, code, headings):
    out = solobot(tmp_path, "--lang", code, "simulate", "pig", "--games", "20", "--seed", "1")
    assert [line for line in out.splitlines() if line.endswith(":")] == headings


@pytest.mark.parametrize(("code", "refused"), [
    ("it", "Non fatto: roll non vuole altre parole dopo di sé (ne trovo 1); uso: roll"),  # was "ne hai scritte 1"
    ("de", "Nicht ausgeführt: roll erwartet keine weiteren Wörter (du hast 1 eingegeben); Aufruf: roll"),
])
def test_a_command_given_words_it_takes_none_of_says_so_whole(tmp_path, code, refused):
    out = solobot(tmp_path, "play", "pig", "--seed", "4", "--lang", code, input="roll 3\nquit\n")
    assert refused in out


def test_a_command_given_too_many_words_says_how_many_it_found():
    from solobot.commands import Declared, Misuse, Param

    detain = Declared("detain", (Param("artist"),), "detain an Artist", "detain giotto", lambda s, c, w: w)
    with speaking("it"), pytest.raises(Misuse, match=r"^detain vuole 1 parola dopo di sé, ma ne trovo 3$"):
        detain.bind(["leon", "battista", "alberti"])  # was "..., non 3"


@pytest.mark.parametrize(("code", "for_the_bot", "for_the_game", "own_roll", "bot_roll"), [
    ("it", "Pesca 1 carta per il bot da the bag: la carta che gioca (MM-TURN-3).",  # was "Il bot, pesca 1 ..."
     "Pesca 1 carta per il gioco da the bag (2 di 3).",  # was "Per il gioco, pesca 1 carta ..."
     "Tira un dado: il tiro.", "Tira entrambi i dadi per il bot: il tiro."),  # were "Tu, tira ...", "Il bot, tira ..."
    ("de", "Ziehe für den Bot 1 Karte aus the bag: la carta che gioca (MM-TURN-3).",  # was "Der Bot, ziehe ..."
     "Ziehe für das Spiel 1 Karte (2 von 3) aus the bag.",  # was "Für das Spiel, ziehe 1 Karte ..."
     "Wirf einen Würfel: il tiro.", "Wirf für den Bot beide Würfel: il tiro."),  # were "Du, wirf ...", "Der Bot, ..."
    ("en", "Bot, draw one card from the bag: the card it plays (MM-TURN-3).",
     "For the game, draw one card (2 of 3) from the bag.", "You, roll a die: the roll.",
     "Bot, roll both dice: the roll."),
])
def test_a_request_names_whom_it_is_made_for_as_a_speaker_does(code, for_the_bot, for_the_game, own_roll, bot_roll):
    """The person rolls and draws for a bot or the game: "Pesca 1 carta per il bot", "Ziehe für das Spiel 1 Karte"
    (a bot addressed with its article, "La Machina, pesca", "Die Machina, ziehe", read as if the bot drew)."""
    from solobot.table.answers import request_line
    from solobot.toolkit.randomness import Draw, DrawRequest, Roll, RollRequest
    from solobot_pig.plugin import GAME as PIG

    words = PIG.game_words
    plays = {"en": "the card it plays"}.get(code, "la carta che gioca")  # Pig has no such words: said as given
    roll = {"en": "the roll"}.get(code, "il tiro")
    with speaking(code):
        bot = DrawRequest("bot", Draw(plays, "MM-TURN-3", "the bag", thing="card"), ())
        game = DrawRequest(None, Draw(source="the bag", thing="card", number=2, count=3), ())
        lines = [request_line(bot, "player", words=words), request_line(game, "player", words=words),
                 request_line(RollRequest("player", 1, 6, Roll(roll)), "player", show_rules=False, words=words),
                 request_line(RollRequest("bot", 2, 6, Roll(roll)), "player", show_rules=False, words=words)]
    assert lines == [for_the_bot, for_the_game, own_roll, bot_roll]


def test_what_to_type_at_a_draw_says_what_is_on_it_in_german():
    from solobot.table.answers import what_to_type
    from solobot.toolkit.randomness import Draw, DrawRequest

    listed = DrawRequest("bot", Draw(thing="card"), (("S01", "S01 (Publicity 1)"), ("S02", "S02 (Publicity 0)")))
    with speaking("de"):  # was "... oder was es zeigt" ("es": nothing it could stand for)
        assert what_to_type(listed).endswith("? Tippe die Nummer oder was darauf steht: ")


def test_a_saved_game_says_when_it_was_last_played_in_german(tmp_path):
    solobot(tmp_path, "play", "pig", "--seed", "4", input="roll\nquit\n")
    listed = solobot(tmp_path, "--lang", "de", "saves")
    assert "), zuletzt gespielt am 20" in listed  # was "zuletzt gespielt 2026-12-05 01:14"


@pytest.mark.parametrize(("code", "hint", "refused"), [
    ("it", "Per un aiuto, prova 'solobot play pig --help'.",  # was "Prova '...' per l'aiuto."
     "'huge' non è uno tra 'timid', 'steady', 'bold'."),
    ("de", "Hilfe gibt es mit 'solobot play pig --help'.",  # was "Versuche '...' für Hilfe."
     "'huge' ist keiner der Werte 'timid', 'steady', 'bold'."),  # was "ist nicht eines von"
])
def test_a_bad_option_value_is_refused_as_a_speaker_says_it(tmp_path, code, hint, refused):
    out = solobot(tmp_path, "--lang", code, "play", "pig", "--difficulty", "huge")
    assert hint in out and refused in out


def test_replay_says_the_game_goes_on_in_german(tmp_path):
    save = tmp_path / "pig.json"
    solobot(tmp_path, "play", "pig", "--seed", "4", "--save", str(save), input="roll\nquit\n")
    said = solobot(tmp_path, "--lang", "de", "replay", str(save))
    assert ": 1 Eingabe nachgespielt, Partie läuft noch; Zustands-Digest " in said  # was "Partie laufend"


@pytest.mark.parametrize(("game", "code", "spoken", "labelled"), [
    ("florenza", "it", "Scegli Oro come Risorsa comune", "Giocatore: Scegli"),  # was "Giocatore: Scegli Oro ..."
    ("florenza", "en", "You pick gold as the common Resource", "Player: You"),  # was "Player: You pick gold ..."
    ("maestro", "de", "Du legst 1 Kunstwerk aus deinem Vorrat nach 2 Milano", "Spieler: Du"),
])
def test_an_auto_game_says_the_persons_own_lines_to_them_with_no_label_before_you(tmp_path, game, code, spoken,
                                                                                 labelled):
    """--auto plays your seat: a line the game says to you ("Du legst ...") is not headed "Spieler:" as well."""
    pytest.importorskip(f"solobot_{game}")
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": game, "SOLOBOT_HOME": str(tmp_path / "home"), "TERM": "dumb"}
    done = subprocess.run([sys.executable, "-m", "solobot", "--lang", code, "play", game, "--auto", "--seed",
                           {"florenza": "2", "maestro": "1"}[game]], capture_output=True, text=True, env=env,
                          timeout=300)
    lines = done.stdout.splitlines()
    assert any(line.startswith(spoken) for line in lines)
    assert not any(line.startswith(labelled) for line in lines)


def test_an_auto_pig_game_says_each_line_whole_with_its_subject(tmp_path):
    """Pig's sentences name their seat ({Who}): no label glued before them (PIG-1)."""
    lines = solobot(tmp_path, "--lang", "it", "play", "pig", "--auto", "--seed", "1").splitlines()
    assert "Tiri subito un 1: il turno finisce senza nulla da perdere" in lines  # was "Giocatore: tira subito ..."
    assert "Il bot tira subito un 1: il turno finisce senza nulla da perdere" in lines  # was "Il bot: tira ..."
    assert not any(line.startswith(("Il bot: tira", "Giocatore: tira")) for line in lines)


def test_a_calibration_page_made_with_no_add_ons_says_so_in_agreement(tmp_path):
    page = solobot(tmp_path, "--lang", "it", "calibrate", "pig", "--games", "2")
    assert "con solobot-pig" in page and "estensioni: nessuna)" in page  # was "estensioni: nessuno"


@pytest.mark.parametrize(("code", "heading"), [
    ("it", "Scrivi la risposta che chiede la riga sopra, oppure uno di questi comandi:"),  # was "oppure uno di:"
    ("de", "Tippe die Antwort, nach der die Zeile oben fragt, oder einen dieser Befehle:"),  # was "oder eines von:"
])
def test_help_at_a_roll_names_what_the_list_under_it_holds(tmp_path, code, heading):
    out = solobot(tmp_path, "play", "pig", "--seed", "2", "--dice", "physical", "--lang", code,
                  input="roll\nhelp\nquit\n")
    assert heading in out


def test_german_command_line_refusals_and_listing_read_whole(tmp_path):
    refused = solobot(tmp_path, "--lang", "de", "play", "pig", "--auto=1")
    assert "Fehler: Die Option '--auto' erwartet keinen Wert." in refused  # was "nimmt keinen Wert"
    listed = " ".join(solobot(tmp_path, "--lang", "de", "--help").split())
    assert "saves Listet die laufenden Partien (setze eine davon oder die letzte fort)." in listed
