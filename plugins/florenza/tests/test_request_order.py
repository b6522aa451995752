"""Florenza's physical rolls and draws asked in Italian and German as a player at the table says them."""

from __future__ import annotations

import pytest

from solobot.engine.plugins import Registry
from solobot.engine.session import Session
from solobot.i18n import speaking
from solobot.table.answers import request_line
from solobot.toolkit.randomness import SeededSource


def asked(code: str) -> list[str]:
    """Every request of a seeded two-Ghost game's setup, with physical dice and draws."""
    rng, lines = SeededSource(3), []

    def note(session, request):
        lines.append(request_line(request, session.person, words=session.game.words(session.ctx)))

    def roll(session, request):
        note(session, request)
        return [rng.die(request.sides) for _ in range(request.count)]

    def draw(session, request):
        note(session, request)
        return rng.choice(request.choices)[0]

    spec = Registry().load_for("florenza").game("florenza")
    with speaking(code):  # a new session plays the setup
        Session(spec, {"ghost": ["medium", "hard"]}, 3, ask_roll=roll, ask_draw=draw, dice="physical", draws="physical")
    return lines


@pytest.mark.parametrize(("code", "draw", "roll"), [
    ("it", "Pesca 1 carta per il gioco dai Capitani di Ventura mescolati (2 di ",  # was "Pesca per il gioco 1 carta
     "Tira un dado per Fantasma "),  # (2 di 5) dai ...", "Tira per Fantasma 1 un dado"
    ("de", "Ziehe für das Spiel 1 Karte (2 von ", "Wirf für Geist "),
])
def test_the_setups_draws_and_a_ghosts_roll_say_what_before_whom_in_italian(code, draw, roll):
    """FG-SETUP-1 (the Captains drawn) and FG-SETUP-4 (a Ghost's starting Workshop rolled)."""
    lines = asked(code)
    assert any(line.startswith(draw) and "(FG-SETUP-1)" in line for line in lines)
    assert any(line.startswith(roll) and "(FG-SETUP-4)" in line for line in lines)
