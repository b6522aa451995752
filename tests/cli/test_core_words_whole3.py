"""The core's own lines written whole in Italian and German (round 3): why's reason joined as a speaker joins
it ("..., perché ...", "..., denn ...", was "... - perché ...") and each compared value in brackets (was glued
"Zugsumme 21"); the verdict as one sentence ("Risultato: vince il giocatore", was "Risultato: Il giocatore
vince"); a range of one value ("solo 1", was "da 1 a 1"); decimals with a comma ("58,0%", "58,0 %")."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from solobot.commands import Misuse, Param
from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.game import Score
from solobot.i18n import speaking
from solobot.numbers import NotANumber, decimal, percent, whole_number
from solobot.table.reading import why_lines
from solobot.table.seat import verdict_lines
from solobot.words import compared_pair


def solobot(tmp_path, *args: str) -> str:
    """``solobot ARGS`` with Pig installed: its stdout."""
    env = {**os.environ, "SOLOBOT_LOAD_PLUGINS": "pig", "SOLOBOT_HOME": str(tmp_path / "home"), "TERM": "dumb",
           "COLUMNS": "100", "NO_COLOR": "1"}
    done = subprocess.run([sys.executable, "-m", "solobot", *args], capture_output=True, text=True, env=env,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def bot_held(session: Session) -> None:
    """Play the person's side (roll once, hold) until the bot has held once."""
    while not any(e.kind == "hold" and e.seat == "bot" for e in session.events):
        session.submit({"op": "roll"})
        if session.state.turn_total:
            session.submit({"op": "hold"})


@pytest.mark.parametrize(("code", "reason", "compared"), [
    ("it", "Il bot si ferma con 21: 21 in tutto, perché il suo totale del turno, 21, ha raggiunto la sua soglia, 20",
     "    confrontati: totale del turno (21), soglia (20), punteggio se si ferma (21), obiettivo (50)"),
    ("de", "Der Bot hört mit 21 auf: 21 insgesamt, denn seine Zugsumme, 21, hat seine Haltemarke, 20, erreicht",
     "    verglichen: Zugsumme (21), Haltemarke (20), Punktestand beim Aufhören (21), Ziel (50)"),
    ("en", "The bot holds with 21: 21 in all - because its turn total, 21, reached its hold mark, 20",
     "    compared: turn total 21, hold mark 20, score if it holds 21, target 50"),
])
def test_why_joins_its_reason_and_says_each_compared_value_whole(code, reason, compared):
    """Pig's hold (PIG-3) read back by ``why``: the sentence and its reason one sentence, the values compared each
    with its name."""
    with speaking(code):
        session = Session(default_registry().game("pig"), {}, 4)
        bot_held(session)
        why = why_lines(session)
    hold = next(i for i, line in enumerate(why) if line.startswith(reason))
    assert why[hold].endswith("]")  # the rule in words follows: [PIG-3: ...]
    assert why[hold + 1] == compared
    assert not any(" - perché " in line or " - Grund: " in line for line in why)


@pytest.mark.parametrize(("code", "said"), [
    ("it", "16 Palermo: 2 PV (nessun Capolavoro)"), ("de", "16 Palermo: 2 SP (kein Meisterwerk)"),
    ("en", "16 Palermo 2 VP (no Masterpiece)")])
def test_a_compared_value_with_its_own_bracket_follows_a_colon(code, said):
    value = said.split(" ", 2)[2]
    with speaking(code):
        assert compared_pair("16 Palermo", value) == said
        assert compared_pair("12 Pescara (Grün)", "10 SP") == ("12 Pescara (Grün) 10 SP" if code == "en" else
                                                             "12 Pescara (Grün): 10 SP")  # never "(Grün) (10 SP)"


@pytest.mark.parametrize(("code", "bot_wins", "you_win", "auto", "none"), [
    ("it", "Risultato: vince il bot", "Risultato: hai vinto!", "Risultato: vince il giocatore",
     "Risultato: nessun vincitore"),
    ("de", "Ergebnis: Es gewinnt der Bot", "Ergebnis: Du hast gewonnen!", "Ergebnis: Es gewinnt der Spieler",
     "Ergebnis: kein Sieger"),
    ("en", "Result: Bot wins", "Result: you win!", "Result: Player wins", "Result: no winner"),
])
def test_the_verdict_is_one_sentence(code, bot_wins, you_win, auto, none):
    with speaking(code):
        words = default_registry().game("pig").game.words(None)
        points = {"player": 50, "bot": 20}
        assert verdict_lines(Score(points, winner="bot", final=True), "player", words)[-1] == bot_wins
        assert verdict_lines(Score(points, winner="player", final=True), "player", words)[-1] == you_win
        assert verdict_lines(Score(points, winner="player", final=True), None, words)[-1] == auto  # --auto
        assert verdict_lines(Score(points, final=True), "player", words)[-1] == none


@pytest.mark.parametrize(("code", "auto_end"), [
    ("it", ("Risultato: vince il giocatore", "Risultato: vince il bot")),
    ("de", ("Ergebnis: Es gewinnt der Spieler", "Ergebnis: Es gewinnt der Bot"))])
def test_the_end_of_an_auto_game_reads_whole(tmp_path, code, auto_end):
    out = solobot(tmp_path, "--lang", code, "play", "pig", "--auto", "--seed", "1")
    assert out.rstrip().splitlines()[-1] in auto_end


@pytest.mark.parametrize(("code", "typed", "command"), [
    ("it", "qui va bene solo 1, non “5”", "per QUANTITÀ scrivi solo 1, non 5"),
    ("de", "hier passt nur 1, nicht “5”", "für ANZAHL tippe nur 1, nicht 5"),
    ("en", "only 1 fits here, not “5”", "COUNT must be exactly 1, not 5"),
])
def test_a_range_of_one_value_says_the_value(code, typed, command):
    with speaking(code):
        with pytest.raises(NotANumber) as refused:
            whole_number("5", 1, 1)
        assert str(refused.value) == typed
        with pytest.raises(Misuse) as misused:
            Param("count", "int", low=1, high=1).read("5", None, None)
        assert str(misused.value) == command


@pytest.mark.parametrize(("code", "share", "number"), [("it", "58,0%", "0,93"), ("de", "58,0\u00a0%", "0,93"),
                                                       ("en", "58.0%", "0.93")])
def test_decimals_are_written_as_the_language_writes_them(code, share, number):
    with speaking(code):
        assert (percent(0.58), decimal(0.934, 2)) == (share, number)


@pytest.mark.parametrize(("code", "row"), [
    ("it", r"Giocatore +42,4 +51 +20 +54 +60,0% \(38,7%–78,1%\)"),
    ("de", r"Spieler +42,4 +51 +20 +54 +60,0\u00a0% \(38,7\u00a0%–78,1\u00a0%\)"),
    ("en", r"Player +42\.4 +51 +20 +54 +60\.0% \(38\.7%–78\.1%\)"),
])
def test_simulate_says_its_decimals_in_the_language_and_json_keeps_the_point(tmp_path, code, row):
    out = solobot(tmp_path, "--lang", code, "simulate", "pig", "--games", "20", "--seed", "1")
    assert re.search(row, out), out
    run = json.loads(solobot(tmp_path, "--lang", code, "simulate", "pig", "--games", "20", "--seed", "1", "--json"))
    assert run["summary"]["seats"]["player"]["win_rate"] == 0.6  # --json: a number, whatever the language


@pytest.mark.parametrize(("code", "row"), [("de", "  PIG-1                 10 100,0\u00a0%     8,00  "),
                                           ("it", "  PIG-1                 10 100,0%      8,00  "),
                                           ("en", "  PIG-1                 10 100.0%      8.00  ")])
def test_the_rules_heat_map_says_its_shares_in_the_language_and_keeps_its_columns(tmp_path, code, row):
    """A German percentage is a character longer ("100,0 %"): the next column gives it room, so every row of the
    heat map still ends its numbers where the English one does."""
    out = solobot(tmp_path, "--lang", code, "simulate", "pig", "--games", "10", "--seed", "1", "--rules")
    assert any(line.startswith(row) for line in out.splitlines()), out
