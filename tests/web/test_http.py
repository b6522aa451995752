"""Every route of the web companion, over HTTP: pages, inputs, dice, the guards."""

from __future__ import annotations

import contextlib
import html
import itertools
import json
import re

import pytest
from starlette.testclient import TestClient

from solobot.engine.plugins import default_registry
from solobot.engine.session import Session
from solobot.storage.savelock import SaveLocked
from solobot.storage.saves import load_session, read_save, write_save
from solobot.web.app import WebApp
from solobot.web.savefolder import OutsideSaveFolder, save_path

HOSTILE = "<script>alert(1)</script>"


def inputs_saved(saves, game: str) -> list[dict]:
    return read_save(saves / game.rsplit("/", 1)[1]).inputs


# -- the home page and starting a game ---------------------------------------------------------
def test_the_home_page_lists_the_games_with_their_options_and_the_saves(browser, saves):
    session = Session(default_registry().game("pig"), {"target": 30}, seed=4)
    session.submit({"op": "roll"})
    write_save(session, saves / "from-the-terminal.json")
    page = browser.client.get("/").text
    difficulty = (r'<select name="difficulty">.*<option value="timid">timid</option>'
                  r'.*<option value="steady" selected>steady</option>')
    assert re.search(difficulty, page, re.S)
    assert 'type="number" inputmode="numeric" name="target" value="50"' in page
    assert 'name="components"' not in page  # a file option is never taken from the web
    card = re.search(r'<a class="gamecard" href="/game/from-the-terminal.json">.*?</a>', page, re.S)[0]
    assert "<b>Pig</b>" in card and "<span>difficulty: steady, target: 30</span>" in card and "1 input</span>" in card
    assert re.search(r"<span>Turn \d+</span>", card)  # where the game stands, replayed
    assert page.index("Games in progress") < page.index("New game of Pig")
    assert "Target <span class=\"help\">points needed to win</span>" in page  # the option's own description


def test_finished_games_are_apart_and_the_win_rates_are_those_of_solobot_history(browser, saves, home):
    from click.testing import CliRunner

    from solobot.cli.history import history_command, record_game
    from solobot.errors import IllegalAction

    for seed in (1, 2, 3):
        session = Session(default_registry().game("pig"), {"target": 10}, seed=seed)
        for op in itertools.cycle(["roll", "hold"]):
            if session.finished:
                break
            with contextlib.suppress(IllegalAction):  # hold after a bust
                session.submit({"op": op})
        write_save(session, saves / f"done-{seed}.json")
        record_game(session)
    page = browser.client.get("/").text
    finished = page[page.index("Finished games"):]
    assert finished.count('class="gamecard"') == 3 and "Games in progress" not in page
    cli = json.loads(CliRunner().invoke(history_command, ["--json"]).output)  # what `solobot history` says
    assert len(cli) == 1 and cli[0]["game"].startswith("pig (difficulty: steady, target: 10)")  # (+ any add-on)
    played, won, rate = str(cli[0]["played"]), str(cli[0]["won"]), f"{cli[0]['win_rate'] * 100:.0f}"
    row = re.search(rf"<tr><td>{re.escape(html.escape(cli[0]['game']))}</td><td class=\"n\">(\d+)</td>"
                    r"<td class=\"n\">(\d+) \((\d+) %\)</td></tr>", page).groups()
    assert row == (played, won, rate)


def test_a_new_game_starts_saves_and_shows_its_commands_and_drawing(browser, saves):
    game = browser.start("pig", seed="7", target="20")
    assert game == "/game/pig-7.json"
    page = browser.client.get(game).text
    # only what is possible now: a turn opens with a roll; hold comes once there is something to hold
    assert '<input type="hidden" name="command" value="roll">' in page
    assert '<input type="hidden" name="command" value="hold">' not in page
    assert 'src="/game/pig-7.json/table.svg?v=' in page
    drawing = browser.client.get(f"{game}/table.svg")
    assert drawing.headers["content-type"].startswith("image/svg+xml")
    assert drawing.text.startswith("<svg") and "Turn total: 0" in drawing.text  # the core's drawing of Pig's table
    assert "default-src 'none'" in drawing.headers["content-security-policy"]
    assert read_save(saves / "pig-7.json").inputs == []


def test_a_second_game_with_the_same_seed_gets_its_own_save(browser):
    assert browser.start("pig", seed="7") == "/game/pig-7.json"
    assert browser.start("pig", seed="7") == "/game/pig-7-2.json"


@pytest.mark.parametrize(("form", "says"), [
    ({"game": "chess"}, "unknown game"),
    ({"game": "pig", "target": "5"}, "target: Input should be greater than or equal to 10"),
    ({"game": "pig", "difficulty": "insane"}, "difficulty"),
    ({"game": "pig", "seed": "-3"}, "the seed is a whole number"),
])
def test_a_bad_new_game_form_is_one_clear_line(browser, form, says):
    reply = browser.post("/new", form, fetch=False)
    assert reply.status_code == 400
    line = re.search(r'<p class="flash bad" role="alert">(.*?)</p>', reply.text, re.S)[1]
    assert line.startswith("not started: ") and says in line and "\n" not in line


# -- inputs --------------------------------------------------------------------------------------
def test_inputs_go_through_the_games_parser_and_are_saved(browser, saves):
    game = browser.start("pig", seed="1")
    reply = browser.act(game, command="roll").json()
    assert reply["ok"] and reply["message"].startswith("Done: You roll ")  # the input as a sentence
    reply = browser.act(game, line="hold").json()
    assert reply["ok"] or "roll at least once" in reply["message"]
    refused = browser.act(game, line="jump high").json()
    assert refused == {**refused, "ok": False}
    # the page's line says a command by its words, without the terminal's backticks
    assert refused["message"] == "Not done: unknown command 'jump'; help lists the commands (roll, hold)"
    saved = read_save(saves / "pig-1.json")
    session, _ = load_session(saves / "pig-1.json")
    assert saved.inputs == session.inputs and saved.inputs[0] == {"op": "roll"}


def test_a_stale_input_is_refused_and_never_applied_twice(browser, saves):
    game = browser.start("pig", seed="1")
    seen = browser.version(game)
    first = browser.act(game, version=seen, command="roll")
    assert first.status_code == 200
    again = browser.act(game, version=seen, command="roll")  # the same tap, sent twice (two phones)
    assert again.status_code == 409
    assert again.json()["message"].startswith("Not done: that was sent for an earlier step")
    assert len(inputs_saved(saves, game)) == 1
    assert browser.act(game, version="x", command="roll").status_code == 409


def test_the_step_count_is_not_fooled_by_undo(browser, saves):
    game = browser.start("pig", seed="1")
    seen = browser.version(game)
    browser.act(game, command="roll")
    browser.act(game, "undo")
    assert browser.act(game, version=seen, command="roll").status_code == 409  # same input count, later step
    assert inputs_saved(saves, game) == []


def test_undo_and_redo(browser, saves):
    game = browser.start("pig", seed="1")
    browser.act(game, command="roll")
    said = browser.act(game, "undo").json()["message"]  # the input as a sentence, and what to take back
    assert said.startswith("Undone: You roll")
    assert "\nTake back on the table, in this order:\n- Return the bot's score to " in said  # seed 1: a 1 at once
    assert inputs_saved(saves, game) == []
    assert read_save(saves / "pig-1.json").redo == [{"op": "roll"}]
    assert browser.act(game, "redo").json()["message"].startswith("Redone: You roll")
    assert inputs_saved(saves, game) == [{"op": "roll"}]
    assert browser.act(game, "redo").json()["message"] == "Not done: nothing to redo"
    assert browser.act(game, line="undo").json()["message"].startswith("Undone: You roll")
    refused = browser.act(game, line="save /tmp/x.json").json()["message"]
    assert refused.startswith("Not done: save is part of the page")


def test_without_script_a_form_answers_with_a_redirect_and_the_message(browser):
    game = browser.start("pig", seed="1")
    reply = browser.post(f"{game}/input", {"version": browser.version(game), "command": "roll"}, fetch=False)
    assert reply.status_code == 303 and reply.headers["location"].startswith(f"{game}?msg=Done")
    assert "Done: You roll " in browser.client.get(reply.headers["location"]).text


def test_an_unknown_action_is_404(browser):
    game = browser.start("pig", seed="1")
    assert browser.act(game, "explode").status_code == 404


# -- physical dice ---------------------------------------------------------------------------------
def test_physical_dice_are_asked_with_their_purpose_and_replayed(browser, saves):
    game = browser.start("pig", seed="2", target="20", difficulty="timid", dice="physical")
    waiting = browser.act(game, command="roll").json()
    assert waiting["message"].startswith("You, roll a die: ")  # the terminal's sentence
    assert "<h2 tabindex=\"-1\">Roll a die</h2>" in waiting["html"]  # the heading speaks to you, as it does in it/de
    assert "the roll adds to the turn total" in waiting["html"]
    assert waiting["html"].count('class="die" name="die"') == 6 and "PIG-2" in waiting["html"]
    assert browser.act(game, command="hold").json()["message"] == ("Not done: first answer the roll asked for "
                                                                    "(or undo the input that led to it)")
    assert browser.act(game, "dice", die="7").json()["message"] == "Not done: Please type a whole number from 1 to 6."
    assert browser.act(game, "dice", die="5").json()["message"] == "Rolled 5"
    assert inputs_saved(saves, game) == [{"op": "roll"}]
    held = browser.act(game, command="hold").json()  # the bot's turn now needs dice: the bot rolls 4, 6
    assert "Bot, roll a die" in held["html"] and "You hold with 5" in held["html"]  # your move, spoken to you
    browser.act(game, "dice", die="4")
    done = browser.act(game, "dice", die="6").json()
    assert done["message"] == "Rolled 6" and "Do this on the table" in html.unescape(done["html"])
    assert "Turn 1: the bot&#39;s turn</h3>" in done["html"]  # the bot's steps under the game's own heading
    saved = read_save(saves / "pig-2.json")
    assert saved.inputs == [{"op": "roll"}, {"op": "hold"}] and saved.rolls == [5, 4, 6]
    session, _ = load_session(saves / "pig-2.json")  # the terminal's resume sees the same game
    assert session.state.scores == {"player": 5, "bot": 10}


def test_an_input_waiting_for_dice_can_be_dropped(browser, saves):
    game = browser.start("pig", seed="2", dice="physical")
    browser.act(game, command="roll")
    assert browser.act(game, "cancel").json()["message"].startswith("Undone: ")
    assert read_save(saves / "pig-2.json").rolls == [] and inputs_saved(saves, game) == []
    assert browser.act(game, "cancel").json()["message"] == "Not done: no roll is asked for now"
    assert browser.act(game, "dice", die="3").json()["message"] == "Not done: no roll is asked for now"


# -- same game everywhere -----------------------------------------------------------------------
def test_a_terminal_save_continues_on_the_page(browser, saves):
    session = Session(default_registry().game("pig"), {}, seed=9)
    session.submit({"op": "roll"})
    write_save(session, saves / "pig-9.json")
    page = browser.client.get("/game/pig-9.json").text
    assert "Your inputs (1)" in page
    browser.act("/game/pig-9.json", command="roll")
    again, _ = load_session(saves / "pig-9.json")
    assert again.inputs == [{"op": "roll"}, {"op": "roll"}]


def test_an_input_left_at_a_terminal_dice_prompt_is_asked_on_the_page(browser, saves):
    session = Session(default_registry().game("pig"), {}, seed=3, dice="physical", rolls=[4])
    session.submit({"op": "roll"})
    session.submit({"op": "hold"})
    session.answer([5])  # the terminal quits at the bot's second roll: the request is in the save
    assert session.request is not None and session.request.input == {"op": "hold"}
    write_save(session, saves / "pig-3.json")
    page = browser.client.get("/game/pig-3.json").text
    assert "Bot, roll a die" in page and "rolls 5: 5 this turn" in page  # asked after what it caused
    _, saved = load_session(saves / "pig-3.json")
    assert saved.pending == {"op": "hold"} and saved.rolls == [4, 5]  # still waiting there, in the save


def test_a_save_open_on_the_page_is_refused_to_a_terminal_and_the_page_plays_on(browser, saves):
    game = browser.start("pig", seed="9")
    browser.act(game, command="roll")
    session, _ = load_session(saves / "pig-9.json")
    session.submit({"op": "roll"} if not session.finished else {})
    with pytest.raises(SaveLocked, match=r"is open in the web companion \(process \d+ on .+, since "):
        write_save(session, saves / "pig-9.json")  # `solobot resume` would play on: refused
    assert len(inputs_saved(saves, game)) == 1
    assert browser.act(game, command="roll").json()["ok"]
    assert len(inputs_saved(saves, game)) == 2


# -- the save folder is the only folder --------------------------------------------------------------
@pytest.mark.parametrize("name", ["../x.json", "a/b.json", "x.txt", ".hidden.json", "..json", "x" * 200 + ".json"])
def test_a_save_name_outside_the_folder_is_refused(saves, name):
    with pytest.raises(OutsideSaveFolder):
        save_path(saves, name)


def test_a_link_out_of_the_save_folder_is_refused(browser, saves, tmp_path):
    outside = tmp_path / "secret.json"
    outside.write_text("{}")
    (saves / "link.json").symlink_to(outside)
    reply = browser.client.get("/game/link.json")
    assert reply.status_code == 403 and "outside the save folder" in reply.text
    assert "link.json" not in browser.client.get("/").text


@pytest.mark.parametrize("path", ["/game/..%2F..%2Fetc%2Fpasswd", "/game/%2e%2e", "/game/passwd.txt",
                                  "/game/..%2Fhome%2Fsaves%2Fpig-1.json/table.svg", "/static/..%2F..%2Fsaves.py"])
def test_paths_out_of_the_save_folder_are_refused(browser, path):
    assert browser.client.get(path).status_code in (403, 404)


def test_no_such_save_is_404_with_one_line(browser):
    reply = browser.client.get("/game/nothing-here.json")
    assert reply.status_code == 404 and "no saved game called 'nothing-here.json'" in html.unescape(reply.text)


# -- escaping ----------------------------------------------------------------------------------------
def test_hostile_text_from_saves_and_inputs_is_escaped(browser, saves):
    session = Session(default_registry().game("pig"), {}, seed=3)
    session.submit({"op": "roll"})
    write_save(session, saves / "hostile.json")
    kept = json.loads((saves / "hostile.json").read_text())
    kept["at"] = HOSTILE  # where the game stands, as the save says it (shown on the home page)
    (saves / "hostile.json").write_text(json.dumps(kept))
    (saves / "broken.json").write_text(json.dumps({"format": "solobot-save", "version": 1, "game": HOSTILE}))
    for page in (browser.client.get("/game/hostile.json").text, browser.client.get("/").text):
        assert HOSTILE not in page
    assert "<li>You roll" in browser.client.get("/game/hostile.json").text  # history: the input as a sentence
    typed = browser.post("/game/hostile.json/input", {"version": browser.version("/game/hostile.json"),
                                                       "line": HOSTILE}, fetch=False)
    page = browser.client.get(typed.headers["location"]).text
    assert HOSTILE not in page and "&lt;script&gt;alert(1)&lt;/sc..." in page  # the refusal names it, escaped
    assert HOSTILE not in browser.client.get("/game/%3Cscript%3E.json").text


def test_every_page_forbids_inline_scripts(browser):
    policy = browser.client.get("/").headers["content-security-policy"]
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy


# -- cross-site requests ----------------------------------------------------------------------------
@pytest.mark.parametrize(("data", "headers"), [
    ({"csrf": ""}, {}),
    ({"csrf": "guessed"}, {}),
    ({}, {"origin": "http://evil.example"}),
    ({}, {"sec-fetch-site": "cross-site"}),
])
def test_a_cross_site_request_changes_nothing(browser, saves, data, headers):
    game = browser.start("pig", seed="1")
    reply = browser.post(f"{game}/input", {"version": browser.version(game), "command": "roll", **data},
                         headers=headers)
    assert reply.status_code == 403 and reply.json()["message"].startswith("refused ")
    assert inputs_saved(saves, game) == []
    assert browser.post("/new", {"game": "pig", **data}, headers=headers).status_code == 403


def test_a_form_that_is_not_url_encoded_or_too_large_is_refused(browser):
    game = browser.start("pig", seed="1")
    files = browser.client.post(f"{game}/input", files={"x": ("a", b"b")}, headers={"x-solobot-fetch": "1"})
    assert files.status_code == 400 and files.json()["message"] == "Not done: forms are sent URL-encoded"
    big = browser.post(f"{game}/input", {"line": "x" * 20_000})
    assert big.status_code == 400 and "too large" in big.json()["message"]


# -- the access token and the host ------------------------------------------------------------------
def test_on_loopback_only_loopback_names_are_answered(app):
    client = TestClient(app.asgi(), base_url="http://rebound.example:8765")
    reply = client.get("/")
    assert reply.status_code == 403 and reply.text.startswith("403 Forbidden: this solobot server answers only")


def test_with_a_token_every_request_without_it_is_403(saves):
    client = TestClient(WebApp(folder=saves, token="s3cret").asgi(), base_url="http://192.168.1.5:8765")
    for path in ("/", "/static/app.css", "/game/pig-1.json", "/game/pig-1.json/events", "/?token=wrong"):
        reply = client.get(path)
        assert reply.status_code == 403 and "needs its access token" in reply.text, path
    assert client.post("/new", data={"game": "pig"}).status_code == 403
    opened = client.get("/?token=s3cret")
    assert opened.status_code == 200 and "HttpOnly" in opened.headers["set-cookie"]
    assert client.get("/static/app.css").status_code == 200  # the cookie carries it from then on
    client.cookies.clear()
    assert client.get("/static/app.css").status_code == 403


def test_static_assets_are_served_by_the_package(browser):
    assert "EventSource" in browser.client.get("/static/app.js").text
    assert "--accent" in browser.client.get("/static/app.css").text
    page = browser.client.get("/").text
    assert "http://" not in page.replace("http://127.0.0.1", "") and "https://" not in page  # no CDN


def test_the_app_installs_its_manifest_icons_favicon_and_service_worker_are_served(browser):
    manifest = browser.client.get("/manifest.webmanifest")
    assert manifest.headers["content-type"].startswith("application/manifest+json")
    body = manifest.json()
    assert body["name"] == "solobot" and body["start_url"] == "/" and body["display"] == "standalone"
    sizes = {icon["sizes"] for icon in body["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in body["icons"]:
        reply = browser.client.get(icon["src"])
        assert reply.status_code == 200 and reply.headers["content-type"] == icon["type"]
        if icon["type"] == "image/png":  # the PNG's own width and height are the ones it claims
            width, height = int.from_bytes(reply.content[16:20], "big"), int.from_bytes(reply.content[20:24], "big")
            assert f"{width}x{height}" == icon["sizes"]
    favicon = browser.client.get("/favicon.ico")
    assert favicon.status_code == 200 and favicon.content.startswith(b"\x89PNG")
    worker = browser.client.get("/sw.js")
    assert worker.headers["content-type"].startswith("text/javascript") and "caches.open" in worker.text
    assert "@VERSION@" not in worker.text
    page = browser.client.get("/").text
    assert '<link rel="manifest" href="/manifest.webmanifest">' in page
    assert browser.client.get("/offline").status_code == 200 and browser.client.get("/ping").status_code == 204


def test_static_files_may_be_cached_and_pages_may_not(browser):
    version = re.search(r'/static/app.css\?v=(\w+)', browser.client.get("/").text)[1]
    assert browser.client.get(f"/static/app.css?v={version}").headers["cache-control"] == "public, max-age=86400"
    assert browser.client.get("/").headers["cache-control"] == "no-store"
    game = browser.start("pig", seed="5")
    assert browser.client.get(game).headers["cache-control"] == "no-store"


def test_a_late_undo_from_a_second_device_is_refused_as_stale(browser, saves):
    game = browser.start("pig", seed="5")
    browser.act(game, command="roll")
    seen = browser.version(game)  # both phones show this step
    first = browser.act(game, "undo", version=seen, device="phone-a").json()
    late = browser.act(game, "undo", version=seen, device="phone-b").json()
    assert first["ok"] and first["message"].startswith("Undone: You roll")
    assert not late["ok"] and "was sent for an earlier step" in late["message"]
    assert len(load_session(saves / game.rsplit("/", 1)[1])[0].redo_stack) == 1  # one undo, not two


def test_checklist_ticks_are_kept_for_every_device(browser):
    game = browser.start("pig", seed="5", difficulty="bold")
    browser.act(game, command="roll")
    browser.act(game, command="hold")  # (or a bust) the bot's turn follows, on the checklist
    key = re.search(r'<li data-key="(e\d+)"', browser.client.get(game).text)[1]
    reply = browser.post(f"{game}/tick", {"key": key, "done": "1"}).json()
    assert reply == {"ok": True, "ticks": [key]}
    assert f"data-ticks=\"[&#34;{key}&#34;]\"" in browser.client.get(game).text  # a reload, another phone
    assert browser.post(f"{game}/tick", {"key": "../x", "done": "1"}).status_code == 400
    assert browser.post(f"{game}/tick", {"key": key, "done": "1", "csrf": "forged"}).status_code == 403
    browser.act(game, command="roll")  # a new input: its steps start unticked
    page = browser.client.get(game).text
    shown = set(re.findall(r'<li data-key="(e\d+)"', page))
    ticks = set(json.loads(html.unescape(re.search(r'data-ticks="([^"]*)"', page)[1])))
    assert key not in shown and not shown & ticks


# -- live followers (a real server) --------------------------------------------------------------------
def test_a_follower_sees_every_change_live(server, browser):
    import httpx

    game = browser.start("pig", seed="5")
    with httpx.Client(base_url=server, timeout=10) as client:
        page = client.get(game).text
        csrf = re.search(r'name="csrf" value="([^"]+)"', page)[1]
        with client.stream("GET", f"{game}/events") as stream:
            lines = stream.iter_lines()
            first = json.loads(next(line for line in lines if line.startswith("data: "))[6:])
            assert first["version"] == 1 and "roll" in first["html"]
            client.post(f"{game}/input", data={"csrf": csrf, "version": 1, "command": "roll", "device": "phone-a"},
                        headers={"x-solobot-fetch": "1"})
            update = json.loads(next(line for line in lines if line.startswith("data: "))[6:])
            assert update["version"] == 2 and "Your inputs (1)" in update["html"]
            # a follower tells who did what, as the input's sentence
            assert update["by"] == "phone-a" and update["said"].startswith("Done: You roll ")


# -- a game's own bugs ---------------------------------------------------------------------------------
class Crashing:
    """A plugin whose Pig's parser crashes on `boom`."""

    def __init__(self) -> None:
        from solobot import GameSpec, hookimpl
        from solobot_pig.plugin import Pig, PigOptions

        class Broken(Pig):
            def parse_command(self, ctx, state, seat, words):
                if words == ["boom"]:
                    raise ZeroDivisionError("division by zero")
                return super().parse_command(ctx, state, seat, words)

        @hookimpl
        def solobot_register_games(register):
            register(GameSpec("pig", "Pig", PigOptions, Broken(), plugin="broken-pig"))

        self.solobot_register_games = solobot_register_games


def test_a_crash_in_the_games_code_is_one_line_and_changes_nothing(saves, solobot_registry):
    from solobot.web.app import WebApp

    solobot_registry.add("broken-pig", Crashing())
    client = TestClient(WebApp(folder=saves, registry=solobot_registry).asgi(), base_url="http://127.0.0.1:8765")
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)[1]
    game = client.post("/new", data={"csrf": csrf, "game": "pig", "seed": "1"}, follow_redirects=False)
    game = game.headers["location"]
    boom = client.post(f"{game}/input", data={"csrf": csrf, "version": 1, "line": "boom"},
                       headers={"x-solobot-fetch": "1"})
    assert boom.json()["message"] == ("Not done: game pig: plugin broken-pig failed in parse_command: "
                                      "ZeroDivisionError: division by zero")
    assert read_save(saves / game.rsplit("/", 1)[1]).inputs == []


def test_two_dice_at_once_are_typed_on_two_pads(browser, saves):
    game = browser.start("maestro", seed="11", variant="michelangelo", dice="physical")
    reply = browser.act(game, line="play create 1").json()
    for _ in range(10):  # the Machina's turns until it rolls both dice
        if 'name="die-1"' in reply["html"]:
            break
        reply = browser.act(game, "dice", die="3").json() if "die" in reply["html"] else \
            browser.act(game, line="play create 1").json()
    page = html.unescape(reply["html"])
    assert "Machina, roll both dice" in page and 'name="die-0"' in page and "MM-TURN-1" in page
    one_die = browser.act(game, "dice", **{"die-0": "5"}).json()["message"]
    assert one_die == "Not done: Please type 2 whole numbers from 1 to 6."
    rolled = browser.act(game, "dice", **{"die-0": "5", "die-1": "2"}).json()
    assert rolled["ok"] and rolled["message"] == "Rolled 5 2"  # this seed's Machina rolls nothing more this turn
    assert read_save(saves / game.rsplit("/", 1)[1]).rolls[-2:] == [5, 2]


def test_a_follower_too_slow_to_keep_up_keeps_only_the_latest_pages(browser, app):
    import asyncio

    game = browser.start("pig", seed="5")
    live = app.hub.rooms[game.rsplit("/", 1)[1]]
    slow: asyncio.Queue[str] = asyncio.Queue(2)
    live.followers.add(slow)
    for _ in range(4):
        live.room.seat.session.changes += 1  # a change, as a move or an undo makes one
        live.rendered(app.render_room)
        live.tell()
    assert [json.loads(slow.get_nowait())["version"] for _ in range(2)] == [live.version - 1, live.version]


class Declaring:
    """A plugin whose Pig declares a command with arguments of every kind, and records the words it parses."""

    def __init__(self) -> None:
        from solobot import GameSpec, IllegalAction, hookimpl
        from solobot.commands import Arg, Command
        from solobot_pig.plugin import Pig, PigOptions

        parsed = self.parsed = []
        say = Command("say", (Arg("mood", "choice", ("calm", HOSTILE)), Arg("times", "int"),
                              Arg("note", "word", optional=True)), help="say something", example="say calm 2")

        class Declared(Pig):
            def commands(self, ctx, state):
                return [*super().commands(ctx, state), say]

            def parse_command(self, ctx, state, seat, words):
                parsed.append(words)
                if words[0] == "say":
                    raise IllegalAction(f"nobody listens to {' '.join(words[1:])}")
                return super().parse_command(ctx, state, seat, words)

        @hookimpl
        def solobot_register_games(register):
            register(GameSpec("pig", "Pig", PigOptions, Declared(), plugin="declared-pig"))

        self.solobot_register_games = solobot_register_games


def test_declared_arguments_become_form_fields_and_their_words_reach_the_parser(saves, solobot_registry):
    from solobot.web.app import WebApp

    plugin = Declaring()
    solobot_registry.add("declared-pig", plugin)
    client = TestClient(WebApp(folder=saves, registry=solobot_registry).asgi(), base_url="http://127.0.0.1:8765")
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)[1]
    game = client.post("/new", data={"csrf": csrf, "game": "pig", "seed": "1"}).url.path
    page = client.get(game).text
    form = re.search(r'<form[^>]*class="act command"[^>]*>\s*<input type="hidden" name="command" value="say">'
                     r'.*?</form>', page, re.S)[0]
    assert '<legend>mood <span class="sends">(a tap sends it)</span></legend>' in form  # a few choices: a chip each
    assert '<input type="radio" name="arg-0" value="calm" required><span>calm</span>' in form
    assert '<input type="radio" name="arg-0" value="&lt;script&gt;' in form
    assert '<input type="number" inputmode="numeric" name="arg-1" value="1" aria-label="times" required>' in form
    assert 'aria-label="times one more"' in form  # a small count: a stepper
    note = re.search(r'<input type="text" name="arg-2"[^>]*>', form)[0]
    assert "required" not in note  # optional
    assert "say something" in html.unescape(form) and '<button class="big go">say</button>' in form
    assert HOSTILE not in form
    reply = client.post(f"{game}/input", data={"csrf": csrf, "version": 1, "command": "say", "arg-0": "calm",
                                               "arg-1": "2", "arg-2": ""}, headers={"x-solobot-fetch": "1"})
    assert reply.json()["message"] == "Not done: nobody listens to calm 2"
    assert plugin.parsed[-1] == ["say", "calm", "2"]
