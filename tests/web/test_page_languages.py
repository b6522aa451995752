"""The page in Italian and German (issue 30), over HTTP: the language of each request (the switch's cookie,
the browser's Accept-Language, the server's default), a whole Pig game with no English on any page or
line, the language switch and its guards, two languages at once on one game, and saves that never depend
on the language. The same in a real browser: ``test_page_languages_browser.py``."""

from __future__ import annotations

import re
import sys
import threading
from html.parser import HTMLParser
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from solobot.engine.plugins import default_registry, set_default_registry
from solobot.i18n import speaking
from solobot.storage.saves import read_save
from solobot.web.app import WebApp
from solobot.web.language import COOKIE, back_to, chosen_language
from solobot.web.words import game_says

sys.path.insert(0, str(Path(__file__).parents[1]))
from conftest import LOCAL, Browser, app_with
from english import english_in  # the shared detector (the terminal's tests use it too)

#: what a person reads besides the text: these attributes are said by a screen reader or shown on a hover
READ_ATTRIBUTES = ("aria-label", "placeholder", "title", "alt", "data-show", "data-hide", "data-done",
                   "data-elsewhere", "data-unanswered")
#: the commands a person types or taps stay the same words in every language (help says what they do)
COMMANDS = {"roll", "hold"}
#: each language's words the page must show at a step (so a page in English would fail here too)
SAYS = {
    "it": {"home": "Le tue partite", "move": "La tua mossa", "undo": "Annulla", "refused": "Non fatto: ",
           "rolled": "Tiri ", "verdict": ("Hai vinto!", "Il bot vince"), "die": "dado", "seat": "Il bot",
           "not kept": "Non tenuto: "},
    "de": {"home": "Deine Partien", "move": "Dein Zug", "undo": "Rückgängig", "refused": "Nicht erledigt: ",
           "rolled": "Du würfelst", "verdict": ("Du gewinnst!", "Der Bot gewinnt"), "die": "Würfel",
           "seat": "Der Bot", "not kept": "Nicht übernommen: "},
}


class Reading(HTMLParser):
    """The lines a person reads on a page: its text (not its scripts, styles or code) and the attributes
    that are read out or shown."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style", "code") or (tag == "form" and ("class", "langs") in attrs):
            self.skipping += 1  # the switch names each language in its own words: not a leak
        for name, value in attrs:
            if name in READ_ATTRIBUTES and value and not self.skipping:
                self.lines.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "code", "form") and self.skipping:
            self.skipping -= 1

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.lines.extend(line.strip() for line in data.splitlines() if line.strip())


def read_on(html: str, leave_out: tuple[str, ...] = ()) -> str:
    """What a person reads on ``html``, one piece a line, without the typed commands (and ``leave_out``)."""
    reading = Reading()
    reading.feed(html)
    text = "\n".join(line for line in reading.lines if line not in COMMANDS)
    for words in leave_out:
        text = text.replace(words, "")
    return text


def games_own_untranslated(code: str) -> tuple[str, ...]:
    """Pig's own words its catalog does not translate: its summary, its options' help, the parts and items of
    its component data (the page says them through Pig's catalog). None left: the test below holds it so."""
    from solobot.storage.owncopy import items_of, part_title, reference_data, said_label

    spec = default_registry().game("pig")
    data = reference_data(spec)
    with speaking("en"):
        english = [spec.summary, *(info.description or "" for info in spec.options.model_fields.values()),
                   *(part_title(spec, key, data) for key in data),
                   *(said_label(spec, at, data) for at, _v in items_of(data))]
    with speaking(code):
        said = [game_says(spec, spec.summary),
                *(game_says(spec, info.description or "") for info in spec.options.model_fields.values()),
                *(part_title(spec, key, data) for key in data),
                *(said_label(spec, at, data) for at, _v in items_of(data))]
    return tuple(text for text, now in zip(english, said, strict=True) if text and now == text)


@pytest.mark.parametrize("code", ["it", "de"])
def test_pigs_own_words_are_in_its_catalog(code):
    assert games_own_untranslated(code) == ()


@pytest.fixture
def app(saves, monkeypatch) -> WebApp:
    """The page with Pig alone (Maestro's and Florenza's whole games: test_page_games_languages.py)."""
    yield from app_with("pig", saves, monkeypatch)


def speaking_browser(app: WebApp, code: str) -> Browser:
    """A client whose browser asks for ``code`` (Accept-Language), having loaded the home page."""
    client = TestClient(app.asgi(), base_url=LOCAL, headers={"accept-language": f"{code}-{code.upper()},{code};q=0.9"})
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)[1]
    return Browser(client, csrf)


def lang_of(html: str) -> str:
    return re.search(r'<html lang="([^"]+)"', html)[1]


# -- which language ---------------------------------------------------------------------------------------


def test_the_language_is_the_switchs_then_the_browsers_then_the_servers():
    assert chosen_language(None, "it-IT,it;q=0.9,en;q=0.5") == "it"
    assert chosen_language(f"{COOKIE}=de", "it-IT,it;q=0.9") == "de"  # the switch wins
    assert chosen_language(f"other=1; {COOKIE}=fr", "de-AT") == "de"  # a language solobot does not speak
    assert chosen_language(None, "fr-FR,es;q=0.8", default="it") == "it"  # the server's --lang
    assert chosen_language('bad"cookie', None) == "en"


@pytest.mark.parametrize(("headers", "default", "spoken"), [
    ({"accept-language": "it-IT,it;q=0.9"}, None, "it"),
    ({"accept-language": "de-CH,de;q=0.9,en;q=0.8"}, None, "de"),
    ({"accept-language": "fr-FR,fr;q=0.9"}, None, "en"),
    ({"accept-language": "fr-FR,fr;q=0.9"}, "de", "de"),
    ({}, "it", "it"),
    ({"accept-language": "en-GB"}, "it", "en"),
    ({"accept-language": "it", "cookie": f"{COOKIE}=de"}, None, "de"),
])
def test_the_html_lang_attribute_follows_the_requests_language(saves, headers, default, spoken):
    client = TestClient(WebApp(folder=saves, language=default).asgi(), base_url=LOCAL)
    reply = client.get("/", headers=headers)
    assert lang_of(reply.text) == spoken and reply.headers["content-language"] == spoken


def test_the_switch_is_remembered_in_a_same_site_cookie_and_goes_back_where_it_was(browser):
    game = browser.start("pig", seed="3")
    reply = browser.post("/language", {"lang": "de", "next": game}, fetch=False)
    assert reply.status_code == 303 and reply.headers["location"] == game
    cookie = reply.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=de;") and "SameSite=Lax" in cookie and "Path=/" in cookie
    assert lang_of(browser.client.get(game).text) == "de"  # the client keeps the cookie: every page after
    assert lang_of(browser.client.get("/").text) == "de"
    browser.post("/language", {"lang": "en", "next": "/"}, fetch=False)
    assert lang_of(browser.client.get("/").text) == "en"


def test_the_switch_takes_the_form_token_and_no_other_sites_address(browser):
    assert browser.post("/language", {"lang": "de", "csrf": "forged"}, fetch=False).status_code == 403
    crossed = browser.post("/language", {"lang": "de"}, fetch=False, headers={"sec-fetch-site": "cross-site"})
    assert crossed.status_code == 403 and "set-cookie" not in crossed.headers
    assert browser.post("/language", {"lang": "fr"}, fetch=False).status_code == 400
    assert lang_of(browser.client.get("/").text) == "en"
    for elsewhere in ("https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"):
        assert back_to(elsewhere) == "/"
    assert back_to("/game/pig-3.json") == "/game/pig-3.json"


# -- a whole game, no English ------------------------------------------------------------------------------


def no_english(html: str, where: str, leave_out: tuple[str, ...] = ()) -> None:
    leaks = english_in(read_on(html, leave_out))
    assert leaks == [], f"English on {where}: {leaks}"


@pytest.mark.parametrize("code", ["it", "de"])
def test_a_whole_pig_game_on_the_page_without_a_word_of_english(app, saves, code):
    says = SAYS[code]
    me = speaking_browser(app, code)
    home = me.client.get("/").text
    assert lang_of(home) == code and says["home"] in home
    no_english(home, "the home page", games_own_untranslated(code))
    bad = me.post("/new", {"game": "pig", "seed": "x"}, fetch=False)
    assert bad.status_code == 400 and lang_of(bad.text) == code
    no_english(bad.text, "a refused new game")

    game = me.start("pig", seed="4", target="20", dice="physical")
    page = me.client.get(game).text
    assert says["move"] in page and says["seat"] in page
    no_english(page, "the first move")
    refused = me.act(game, line="hold").json()  # Pig refuses a hold before a roll, in its own words
    assert not refused["ok"] and refused["message"].startswith(says["refused"])
    assert english_in(refused["message"]) == []
    lines = []
    asked = me.act(game, line="roll").json()  # physical dice: the page asks for the roll
    assert asked["ok"] and 'class="dicepad"' in asked["html"] and says["die"] in asked["html"]
    no_english(asked["html"], "the die pad")
    lines.append(asked["message"])
    rolled = me.act(game, "dice", die="4").json()
    lines.append(rolled["message"])
    assert says["rolled"] in rolled["html"]
    undone = me.act(game, "undo").json()
    assert undone["ok"] and says["undo"] in undone["html"]
    no_english(undone["html"], "after an undo")
    lines += [undone["message"], me.act(game, "redo").json()["message"]]
    no_english(me.client.get(game).text, "after a redo")
    faces, moves = iter([6, 5, 4, 3, 2, 6] * 60), iter(["roll", "roll", "hold"] * 100)
    for _ in range(300):
        page = me.client.get(game).text
        if 'class="verdict"' in page:
            break
        if 'class="dicepad"' in page:
            reply = me.act(game, "dice", die=str(next(faces))).json()
        else:
            reply = me.act(game, line=next(moves)).json()
        lines.append(reply["message"])
        no_english(reply["html"], f"the page after {reply['message']!r}")
    assert 'class="verdict"' in page and any(verdict in page for verdict in says["verdict"])
    no_english(page, "the verdict")
    assert english_in("\n".join(lines)) == []
    finished = me.client.get("/").text
    no_english(finished, "the home page with a finished game", games_own_untranslated(code))
    components = me.client.get("/components/pig").text
    assert lang_of(components) == code
    no_english(components, "the components page", games_own_untranslated(code))
    kept = me.post("/components/pig", {"item": "1", "value": "not a number at all"}, fetch=False)
    refusal = re.search(r'<p id="flash" class="flash bad"[^>]*>([^<]*)</p>', kept.text)[1]
    assert kept.status_code == 400 and refusal.startswith(says["not kept"])
    # the page's words around the refusal; its reason is the component model's (owncopy: the terminal's too)
    no_english(kept.text.replace(refusal, ""), "a refused component value", games_own_untranslated(code))
    no_english(me.client.get("/offline").text, "the offline page")
    no_english(me.client.get("/game/no-such-game.json").text, "a missing game")


def test_the_save_and_its_digest_do_not_depend_on_the_language(app, saves):
    """The same seed and taps in English, Italian and German give the same save: inputs, dice, digest."""
    kept = []
    for code in ("en", "it", "de"):
        me = speaking_browser(app, code)
        game = me.start("pig", seed="8", target="20")
        for move in ["roll", "roll", "hold", "roll", "hold", "roll"]:
            me.act(game, line=move)
        me.act(game, "undo")
        save = read_save(saves / game.rsplit("/", 1)[1])
        kept.append((save.inputs, save.rolls, save.redo, save.digest))
    assert kept[0] == kept[1] == kept[2]


# -- two languages on one game ------------------------------------------------------------------------------


def test_a_game_begun_in_italian_reads_german_on_a_german_page(app):
    """The game's own sentences are told in the page's language, the earlier ones too (told anew)."""
    italian, german = speaking_browser(app, "it"), speaking_browser(app, "de")
    german.client.cookies.update(italian.client.cookies)
    game = italian.start("pig", seed="4")
    italian.act(game, line="roll")
    assert "Tiri " in italian.client.get(game).text
    page = german.client.get(game).text
    assert "Du würfelst" in page and "Tiri " not in page and lang_of(page) == "de"
    assert "Tiri " in italian.client.get(game).text
    card = re.search(r'<a class="gamecard".*?</a>', german.client.get("/").text, re.S)[0]
    assert "<span>Zug 1</span>" in card  # where it stands, in German too (the open game speaks Italian)


def test_followers_in_two_languages_are_each_sent_the_page_in_theirs(server, browser):
    """Two phones follow one game live, one in Italian, one in German: a change reaches each in its language."""
    import contextlib
    import json

    import httpx

    game = browser.start("pig", seed="5")
    with contextlib.ExitStack() as stack:
        followers = {}
        for code in ("it", "de"):
            client = stack.enter_context(httpx.Client(base_url=server, timeout=10, headers={"accept-language": code}))
            lines = stack.enter_context(client.stream("GET", f"{game}/events")).iter_lines()
            first = json.loads(next(line for line in lines if line.startswith("data: "))[6:])
            assert {"it": "I tuoi input (0)", "de": "Deine Eingaben (0)"}[code] in first["html"]
            followers[code] = lines
        with httpx.Client(base_url=server, timeout=10, headers={"accept-language": "en"}) as player:
            csrf = re.search(r'name="csrf" value="([^"]+)"', player.get(game).text)[1]
            player.post(f"{game}/input", data={"csrf": csrf, "version": 1, "command": "roll"},
                        headers={"x-solobot-fetch": "1"})
        for code, words in (("it", "I tuoi input (1)"), ("de", "Deine Eingaben (1)")):
            update = json.loads(next(line for line in followers[code] if line.startswith("data: "))[6:])
            assert update["version"] == 2 and words in update["html"] and "Your inputs" not in update["html"]


def test_requests_in_two_languages_at_once_each_read_their_own(server):
    """The language is per request, never per process: many requests in Italian and German at the same
    time, on the same game, each answered wholly in its own."""
    import httpx

    it_client = httpx.Client(base_url=server, headers={"accept-language": "it"})
    csrf = re.search(r'name="csrf" value="([^"]+)"', it_client.get("/").text)[1]
    game = it_client.post("/new", data={"csrf": csrf, "game": "pig", "seed": "6"}).headers["location"]
    it_client.post(f"{game}/input", data={"csrf": csrf, "version": "1", "line": "roll"})
    wrong: list[str] = []

    words = {"it": {"/": "Le tue partite", game: "Tiri "}, "de": {"/": "Deine Partien", game: "Du würfelst"}}

    def read(code: str) -> None:
        other = "de" if code == "it" else "it"
        with httpx.Client(base_url=server, headers={"accept-language": code}) as client:
            for _ in range(15):
                for path in ("/", game):
                    html = client.get(path).text
                    if lang_of(html) != code or words[code][path] not in html or words[other][path] in html:
                        wrong.append(f"{code} {path}")

    readers = [threading.Thread(target=read, args=(code,)) for code in ["it", "de"] * 3]
    for reader in readers:
        reader.start()
    for reader in readers:
        reader.join(60)
    it_client.close()
    assert wrong == []


# -- the server's default, and the other games' pages ------------------------------------------------------


@pytest.mark.parametrize(("args", "env", "spoken"), [(["serve", "--lang", "de"], {}, "de"),
                                                      (["serve"], {"SOLOBOT_LANG": "it"}, "it"),
                                                      (["--lang", "it", "serve"], {}, "it")])
def test_serve_lang_or_solobot_lang_is_the_pages_language_when_the_browser_names_none(home, port, args, env, spoken):
    import os
    import subprocess
    import time

    import httpx

    base = {key: value for key, value in os.environ.items()
            if key not in ("SOLOBOT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    child = subprocess.Popen([sys.executable, "-m", "solobot", *args, "--port", str(port), "--no-browser"],
                             env={**base, "LANG": "C.UTF-8", **env}, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True)
    try:
        said = child.stdout.readline()
        assert said.startswith({"it": "solobot è in ascolto su", "de": "solobot läuft unter"}[spoken]), said
        for _ in range(100):
            try:
                french = httpx.get(f"http://127.0.0.1:{port}/", headers={"accept-language": "fr-FR,fr"})
                break
            except httpx.ConnectError:
                time.sleep(0.1)
        english = httpx.get(f"http://127.0.0.1:{port}/", headers={"accept-language": "en-US"})
        assert lang_of(french.text) == spoken and lang_of(english.text) == "en"  # the browser's own comes first
    finally:
        child.terminate()
        child.wait(10)


def test_maestro_and_florenza_play_on_in_the_pages_language(saves, monkeypatch):
    """Their pages open in Italian, the page's words too (whole games: test_page_games_languages.py)."""
    monkeypatch.delenv("SOLOBOT_LOAD_PLUGINS", raising=False)
    set_default_registry(None)
    me = speaking_browser(WebApp(folder=saves), "it")
    for game in ("maestro", "florenza"):
        address = me.start(game, seed="11")
        page = me.client.get(address)
        assert page.status_code == 200 and lang_of(page.text) == "it"
        assert "I tuoi input (0)" in page.text and "cannot be drawn" not in page.text
        assert ">Annulla</button>" in page.text or "↶ Annulla" in page.text
    set_default_registry(None)


@pytest.mark.parametrize("code", ["it", "de"])
def test_the_new_game_forms_say_every_option_and_choice_in_the_pages_language(saves, monkeypatch, code):
    """Each option's name and each choice on the home page's forms are the game's words in the page's language
    (the value sent stays the word typed at the command line); the Workshops' names stay as printed."""
    monkeypatch.delenv("SOLOBOT_LOAD_PLUGINS", raising=False)
    set_default_registry(None)
    home = speaking_browser(WebApp(folder=saves), code).client.get("/").text
    shown = dict(re.findall(r'<option value="([^"]+)"[^>]*>([^<]+)</option>', home))
    assert {"easier", "steady", "masterpiece", "michelangelo"} <= shown.keys()
    same = {"michelangelo", "davinci"} | ({"normal"} if code == "de" else set())  # names; German's "normal"
    assert [value for value, said in shown.items() if said == value and value not in same] == []
    assert re.findall(r">\s*(Variant|Difficulty|Ghost|Target)\b", home) == []
    set_default_registry(None)


def test_a_game_in_progress_on_the_italian_home_page_says_its_options_in_italian(saves, monkeypatch):
    """The card of a saved game names its options as the game's words say them in the page's language."""
    from solobot.engine.session import Session
    from solobot.storage.saves import write_save

    monkeypatch.delenv("SOLOBOT_LOAD_PLUGINS", raising=False)
    set_default_registry(None)
    write_save(Session(default_registry().game("maestro"), {"difficulty": "harder"}, seed=4), saves / "m.json")
    home = speaking_browser(WebApp(folder=saves), "it").client.get("/").text
    assert "<span>variante: Michelangelo, difficoltà: più difficile</span>" in home
    set_default_registry(None)


@pytest.mark.parametrize(("code", "said"), [
    ("it", "florenza (fantasma: facile + difficile)"),
    ("de", "florenza (Geist: leicht + schwer)"),
])
def test_the_home_pages_results_say_each_games_options_in_the_pages_language(saves, home, monkeypatch, code, said):
    """"Your results" names each game and option set as the game's words say them in the page's language, made
    from the recorded options (not the English row name "florenza (ghost: easy + hard)")."""
    import json

    monkeypatch.delenv("SOLOBOT_LOAD_PLUGINS", raising=False)
    set_default_registry(None)
    entry = {"game": "florenza", "options": {"ghost": ["easy", "hard"]}, "seed": 1, "scores": {"player": 3},
             "winner": "player", "person": "player", "won": True}
    (home / "history.jsonl").write_text(json.dumps(entry) + "\n", encoding="utf-8")
    page = speaking_browser(WebApp(folder=saves), code).client.get("/").text
    assert f"<td>{said}</td>" in page and "ghost: easy" not in page
    set_default_registry(None)
