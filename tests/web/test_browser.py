"""Whole games in a real browser: Playwright drives the system Chromium on a phone-sized screen.

Pig is played with its buttons and physical dice typed on the die pad, an undo and a redo,
a second browser following live, and the finished game resumed in a terminal. Maestro is
played to its verdict through the command line of the page (its commands are declared only by
their help lines so far), as the terminal tests play it; Florenza with the buttons and forms
made from its declared commands, and its drawing of the table.
Screenshots go to ``$SOLOBOT_SCREENSHOTS`` when set (the docs' pictures come from here).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

from solobot.saves import load_session

playwright = pytest.importorskip("playwright.sync_api")
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")


@pytest.fixture(scope="module")
def chromium():
    """The system Chromium, headless (Playwright's own browser download is never used)."""
    with playwright.sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def phone(chromium):
    """A new phone-sized page (its own cookies)."""
    contexts = []

    def open_page(url: str):
        # bypass_csp: only so Playwright may evaluate its waiting conditions; the page never needs it
        context = chromium.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True,
                                       bypass_csp=True)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(15_000)
        page.goto(url)
        return page

    yield open_page
    for context in contexts:
        context.close()


def shoot(page, name: str, full: bool = False) -> None:
    """A screenshot for the docs, when asked for."""
    folder = os.environ.get("SOLOBOT_SCREENSHOTS")
    if folder:
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=full)


class Player:
    """A person holding the phone: taps and types, and waits for the page to answer."""

    def __init__(self, page):
        self.page = page

    @property
    def version(self) -> int:
        return int(self.page.locator("#game").get_attribute("data-version"))

    @property
    def label(self) -> str:
        return self.page.locator(".status .where b").inner_text()

    def answer(self, act) -> str:
        """Do ``act`` and return the one line the page answers with."""
        self.page.evaluate("document.getElementById('flash').textContent = ''")
        act()
        self.page.wait_for_function("document.getElementById('flash').textContent !== ''")
        return self.page.locator("#flash").inner_text()

    def tap(self, name: str) -> str:
        """Tap a command button."""
        return self.answer(lambda: self.page.locator(".moves .buttons button", has_text=name).click())

    def table(self, name: str) -> str:
        """Tap undo or redo."""
        return self.answer(lambda: self.page.locator(".undo button", has_text=name).click())

    def type(self, line: str) -> str:
        """Type a command on the page's command line, as in the terminal."""
        def send() -> None:
            field = self.page.locator("form.line input[name=line]")
            field.fill(line)
            field.press("Enter")
        return self.answer(send)

    def form(self, name: str, *values: str | None) -> str | None:
        """Fill the form of command ``name`` (None leaves a field as it is) and send it; None when the
        page offers no such command now, or no such choice."""
        form = self.page.locator("form.command", has=self.page.locator(f"input[name=command][value={name}]"))
        if not form.count():
            return None
        for number, value in enumerate(values):
            field = form.locator(f"[name=arg-{number}]")
            if value is None:
                continue
            if field.evaluate("element => element.tagName") == "SELECT":
                if value and value not in field.locator("option").all_inner_texts():
                    return None
                field.select_option(value)
            else:
                field.fill(value)
        return self.answer(lambda: form.locator("button").first.click())

    def offers(self, name: str) -> bool:
        """Whether the page offers command ``name`` now (a button or a form)."""
        return self.page.locator(f".moves input[name=command][value={name}]").count() > 0

    def die(self, value: int) -> str:
        """Tap a face of the die pad."""
        return self.answer(lambda: self.page.locator(f".dicepad button.die[value='{value}']").click())

    def rolling(self) -> bool:
        return self.page.locator(".roll").count() > 0

    def over(self) -> bool:
        return self.page.locator(".verdict").count() > 0


def follows(follower, version: int) -> None:
    """The second browser shows ``version`` without being touched."""
    follower.wait_for_function(f"Number(document.getElementById('game').dataset.version) >= {version}")


def test_a_whole_pig_game_on_a_phone_with_dice_undo_a_follower_and_a_terminal_resume(server, phone, saves, home):
    page = phone(server)
    shoot(page, "web-home")
    form = page.locator("form.newgame", has=page.locator("input[value=pig]"))
    form.locator("select[name=difficulty]").select_option("timid")
    form.locator("input[name=target]").fill("30")
    form.locator("select[name=dice]").select_option("physical")
    form.locator("input[name=seed]").fill("21")
    form.locator("button.big").click()
    page.wait_for_url("**/game/pig-21.json")
    me = Player(page)
    follower = phone(page.url)
    assert me.label == "Turn 1" and page.locator("img.drawing").is_visible()

    faces = iter([4, 6, 5, 1, 3, 6, 2, 5, 4, 6, 6, 3, 5, 2, 4, 6, 5, 3, 2, 6, 4, 5, 6, 3] * 4)
    undone = shot_turn = shot_roll = False
    for _ in range(200):
        if me.over():
            break
        if me.rolling():
            purpose = page.locator(".roll .purpose").inner_text()
            assert "the roll adds to the turn total; the bust face loses it" in purpose and "PIG-2" in purpose
            if not shot_roll and "Bot, roll a die" in page.locator(".roll h2").inner_text():
                shoot(page, "web-pig-dice")
                shot_roll = True
            said = me.die(next(faces))
            assert said.startswith("Rolled ") or said == "Roll the dice for the bot", said
            continue
        if page.locator(".checklist details.why").count() and not shot_turn:
            page.locator(".checklist details.why summary").first.click()
            page.locator(".checklist input[type=checkbox]").first.check()
            shoot(page, "web-pig-turn", full=True)
            shot_turn = True
        board = page.locator("img.drawing").get_attribute("alt")  # the drawing's text twin
        turn_total = int(re.search(r"this turn (\d+)", board)[1])
        said = me.tap("hold" if turn_total >= 8 else "roll")
        if said.startswith("Done: hold") and not undone:  # think again: undo the hold, then put it back
            inputs = len(load_session(saves / "pig-21.json")[0].inputs)
            assert me.table("Undo").startswith("Undone: hold")
            follows(follower, me.version)
            assert follower.locator("details.card summary", has_text="History").inner_text() == \
                f"History ({inputs - 1} inputs)"
            assert me.table("Redo") == "Redone"
            undone = True
        follows(follower, me.version)
    assert me.over() and undone and shot_roll and shot_turn
    verdict = page.locator(".verdict h2").inner_text()
    assert verdict in ("Result: you win!", "Result: Bot wins")
    follows(follower, me.version)
    assert follower.locator(".verdict h2").inner_text() == verdict
    shoot(page, "web-pig-verdict")

    session, save = load_session(saves / "pig-21.json")  # the same game in the terminal
    assert session.finished and save.dice == "physical" and len(save.rolls) > 5
    pexpect = pytest.importorskip("pexpect")
    child = pexpect.spawn(sys.executable, ["-m", "solobot", "resume", str(saves / "pig-21.json")],
                          env={**os.environ, "SOLOBOT_HOME": str(home)}, encoding="utf-8", timeout=20)
    child.expect(pexpect.EOF)
    assert "== Final score ==" in child.before and verdict in child.before


MAESTRO_TURN = re.compile(r"^Round (\d+), turn (\d+)( \(Gossip\))?: your move$")


def maestro_moves(label: str, page) -> list[str]:
    """The person's lines for a Maestro step (the terminal test's script)."""
    turn = MAESTRO_TURN.match(label)
    if turn:
        round_, number = int(turn[1]), int(turn[2])
        if turn[3]:
            return ["play influence 2"]
        return [["place florence 1", "play create 1"], ["study", "take resource blue 1", "play study 2"],
                ["move florence 7 1", "vp 1", "play move 1"], ["play create 1"]][(round_ + number) % 4]
    if "start of the Exhibition" in label:
        cards = re.search(r"\(use ([A-Z0-9 ]+), then done\)$", label)
        return [f"use {card}" for card in (cards[1].split() if cards else [])] + ["done"]
    if label.startswith("Final scoring"):
        machina = int(page.locator(".points .chip", has_text="Machina").locator("b").inner_text())
        return [f"final {machina + 1}"]
    raise AssertionError(f"unexpected step {label!r}")


def test_a_whole_maestro_game_on_a_phone(server, phone, saves):
    page = phone(server)
    form = page.locator("form.newgame", has=page.locator("input[value=maestro]"))
    form.locator("select[name=variant]").select_option("michelangelo")
    form.locator("input[name=seed]").fill("11")
    form.locator("button.big").click()
    page.wait_for_url("**/game/maestro-11.json")
    me = Player(page)
    assert "Give the Machina its 20 Starting cards" in page.locator(".checklist").inner_text()
    assert page.locator(".turn h2").inner_text() == "Set up the table"
    assert me.type("dance").startswith("Not done: unknown command 'dance'")
    first = True
    while not me.over():
        for line in maestro_moves(me.label, page):
            said = me.type(line)
            assert not said.startswith("Not done"), (me.label, line, said)
        if first:
            shoot(page, "web-maestro")
            if os.environ.get("SOLOBOT_SCREENSHOTS"):
                moves = Path(os.environ["SOLOBOT_SCREENSHOTS"]) / "web-maestro-moves.png"
                page.locator(".moves").screenshot(path=str(moves))
            assert me.table("Undo").startswith("Undone: play")
            assert me.table("Redo") == "Redone"
            first = False
    assert page.locator(".verdict h2").inner_text() == "Result: you win!"
    assert load_session(saves / "maestro-11.json")[0].finished


FLORENZA_MOVES = [("build", "Banco"), ("operate", "", "1"), ("art", "chiesa", "Vetrata", "Filippo-Lippi", "4"),
                  ("hire", None, "2"), ("done",), ("artist", "Giotto"), ("role", "bishop"),
                  ("art", "Duomo", "Cupola", "Filippo-Brunelleschi", "6"), ("operate", "ghost-1", "1"),
                  ("build", "Stamperia"), ("pass",)]
"""The person's Phase 4 moves in turn: a command and the values of its form (a button without)."""


def test_a_whole_florenza_game_on_a_phone_with_its_buttons_and_forms(server, phone, saves):
    page = phone(server)
    form = page.locator("form.newgame", has=page.locator("input[value=florenza]"))
    ghosts = form.locator("select[name=ghost]")
    ghosts.nth(0).select_option("hard")
    ghosts.nth(1).select_option("easy")
    form.locator("input[name=seed]").fill("11")
    form.locator("button.big").click()
    page.wait_for_url("**/game/florenza-11.json")
    me = Player(page)
    drawing = page.locator("img.drawing")
    assert drawing.is_visible() and drawing.bounding_box()["width"] <= 390
    assert me.offers("start") and not me.offers("build")  # only what the step allows
    assert me.form("start", "Picconiere", "Picconiere").startswith("Not done: start: your two starting")
    page.reload()  # a refused form keeps what was chosen; a fresh page's menus start on a legal pair
    assert me.form("start").startswith("Done: start Picconiere Boscaiuolo")
    moves, used = 0, set()
    for _ in range(400):
        if me.over():
            break
        label = me.label
        if "Captain" in label:
            assert me.form("resource", "gold").startswith("Done: resource gold")
            said = me.form("detain", "Giotto") if label.startswith("Round 1,") else me.tap("done")
        elif "Phase 4" in label:
            command, *values = FLORENZA_MOVES[moves % len(FLORENZA_MOVES)]
            moves += 1
            said = me.form(command, *values) if values else me.tap(command)
            if said is None or said.startswith("Not done"):  # not possible now: a Kinsman on something else
                said = me.tap("done")
            else:
                used.add(command)
        else:
            said = me.tap("done")
        assert said.startswith("Done: "), (label, said)
        if moves == 3:
            shoot(page, "web-florenza")
            if os.environ.get("SOLOBOT_SCREENSHOTS"):
                folder = Path(os.environ["SOLOBOT_SCREENSHOTS"])
                page.locator(".moves").screenshot(path=str(folder / "web-florenza-moves.png"))
                page.locator(".table img.drawing").screenshot(path=str(folder / "web-florenza-table.png"))
    assert me.over() and page.locator(".verdict h2").inner_text().startswith("Result:")
    assert used == {command for command, *_ in FLORENZA_MOVES}  # every form and button played a move
    assert load_session(saves / "florenza-11.json")[0].finished


def test_on_a_laptop_the_page_is_one_readable_column_and_typing_keeps_the_focus(server, chromium, saves):
    context = chromium.new_context(viewport={"width": 1280, "height": 800}, bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(server)
    form = page.locator("form.newgame", has=page.locator("input[value=pig]"))
    form.locator("input[name=seed]").fill("3")
    form.locator("button.big").click()
    page.wait_for_url("**/game/pig-3.json")
    assert page.locator("main").bounding_box()["width"] <= 700
    me = Player(page)
    assert me.type("roll").startswith(("Done: roll", "Not done"))
    assert page.evaluate("document.activeElement.name") == "line"  # type the next command at once
    context.close()
