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
    ("it", "Tiri 2: 2 in questo turno", "Annullato: Tiri 2: 2 in questo turno"),  # was "Tu tiri 2"
    ("de", "Du würfelst 2: 2 in diesem Zug", "Zurückgenommen: Du würfelst 2: 2 in diesem Zug"),
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
