"""The page's buttons are read, not typed (issue 38, item 2): in Italian and German a command's chip and its
send button say what it does in the page's language, the typed word kept as a hint (its title, "What ... does"),
a sentence that asks for a command names its button, and the terminal's ``help`` has a list of its own on the
page. Over HTTP: the same page in a browser is ``test_phone_turn.py``'s."""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

import pytest

from solobot.engine.plugins import set_default_registry
from solobot.i18n import speaking
from solobot.web.app import WebApp
from solobot.web.words import page_words

sys.path.insert(0, str(Path(__file__).parent))
from test_page_languages import speaking_browser

#: Maestro's play, place and set, and the send button of play, as each page says them
LABELS = {"en": ("play", "place", "set"), "it": ("Gioca", "Piazza", "Correggi"),
          "de": ("Ausspielen", "Einsetzen", "Korrigieren")}


@pytest.fixture
def maestro_page(saves, monkeypatch):
    monkeypatch.delenv("SOLOBOT_LOAD_PLUGINS", raising=False)
    set_default_registry(None)

    def page(code: str) -> str:
        me = speaking_browser(WebApp(folder=saves), code)
        return me.client.get(me.start("maestro", seed="11", variant="michelangelo")).text

    yield page
    set_default_registry(None)


@pytest.mark.parametrize("code", ["en", "it", "de"])
def test_maestros_command_buttons_read_in_the_pages_language(maestro_page, code):
    page = maestro_page(code)
    play, place, fix = LABELS[code]
    verbs = dict(re.findall(r'<button type="button" class="verb" data-verb="(\w+)"[^>]*>([^<]+)</button>', page))
    assert (verbs["play"], verbs["place"], verbs["set"]) == (play, place, fix), verbs
    form = re.search(r'<form[^>]*data-verb="play".*?</form>', page, re.S)[0]
    assert f'<button class="big go">{play}</button>' in form
    if code == "en":  # the word typed is the button's word: no hint needed
        assert 'title="play"' not in page and "typed:" not in form
    else:  # the word typed, as a hint
        assert 'data-verb="play" aria-expanded="true" aria-controls="form-play" title="play">' in page
        assert "<code>play</code>" in form


@pytest.mark.parametrize("code", ["it", "de"])
def test_a_sentence_names_the_button_it_asks_for(code):
    with speaking(code):
        tap = page_words({"it": "Ora scrivi `done`.", "de": "Jetzt gib `done` ein."}[code])
        ends = page_words({"it": "`play ACTION PUBLICITY` chiude il tuo turno", "de": "`play AKTION ANSEHEN` beendet"
                           " deinen Zug"}[code])
    assert tap == {"it": "Ora tocca Fatto.", "de": "Jetzt tippe auf Fertig."}[code], tap
    assert ends.startswith({"it": "Gioca chiude", "de": "Ausspielen beendet"}[code]), ends
    with speaking("it"):
        assert page_words("`play create 2`") == "play create 2"  # an example stays as typed


def test_the_terminals_help_has_a_list_of_its_own_on_the_page(maestro_page):
    page = maestro_page("it")
    assert "help elenca ogni comando" in html.unescape(page)  # the setup's sentence points to it
    listed = re.search(r'<details class="help" id="commands"><summary>(.*?)</summary>(.*?)</details>', page, re.S)
    assert listed[1] == "help — ogni comando, con un esempio"
    assert "<dt>Gioca <code>play</code></dt>" in listed[2] and "Esempio: play create 2" in listed[2]
    for label in re.findall(r'class="verb" data-verb="\w+"[^>]*>([^<]+)</button>', page):
        assert f"<dt>{label} <code>" in listed[2], label  # every command of the moment, by its button
