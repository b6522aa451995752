"""Issue 27, item 5: the table in step. While a roll or draw is asked, the drawing, the text board and the
score chips show the table as far as the input got (the lines above the request), not as it was before
the input; and every change of a score says where it comes from (the rows of the seat's breakdown that
changed), so a score never jumps without its reason."""

from __future__ import annotations

import html
import re

from solobot.engine.plugins import default_registry
from solobot.engine.session import Session

CHIP = re.compile(r'<span class="chip(?: you)?">([^<]+) <b>(-?\d+)</b>')


def board_of(page: str) -> str:
    """The board as text, its cards' codes without what the page adds to name them ("PG01 (1 Torino)")."""
    board = html.unescape(re.search(r'<pre class="board">(.*?)</pre>', page, re.S)[1])
    return re.sub(r"\b([A-Z]{1,3}\d{2,3})(?: \([^()]*\)| — [^,;\n]*)", r"\1", board)


def first_choice(page: str) -> str:
    """What the page's first draw choice sends: the words it shows ("PG01 (1 Torino)")."""
    return html.unescape(re.search(r'name="pick" value="([^"]+)"', page)[1])


def chips_of(page: str) -> dict[str, int]:
    """The status bar's score chips: who, and the points shown."""
    bar = re.search(r'<p class="points">(.*?)</p>', page, re.S)[1]
    return {who.strip(): int(points) for who, points in CHIP.findall(bar)}


def test_while_a_draw_is_asked_the_page_shows_the_table_as_far_as_the_input_got(browser, saves, app):
    game = browser.start("maestro", seed="11", variant="michelangelo", draws="physical")
    while 'name="pick"' in (page := browser.client.get(game).text):  # the setup's draws: the first choice each
        browser.act(game, "draw", pick=first_choice(page))
    before = {"board": board_of(page), "chips": chips_of(page), "svg": browser.client.get(f"{game}/table.svg").text}

    # the same game beside it, its draws answered by a script that notes the table when the Machina draws
    registry = default_registry().load()
    at_the_draw = {}

    def answer(session, request):
        if session.inputs or (session.request is None and session.pending is not None):
            at_the_draw.setdefault("board", session.game.describe_board(session.ctx, session.state))
            at_the_draw.setdefault("svg", session.game.draw_table(session.ctx, session.state))
            at_the_draw.setdefault("points", dict(session.score().points))
        return request.choices[0][0]

    twin = Session(registry.game("maestro"), {"variant": "michelangelo"}, 11, registry=registry,
                   draws="physical", ask_draw=answer)
    assert twin.game.describe_board(twin.ctx, twin.state) == before["board"]  # the same table before the input

    reply = browser.act(game, line="play create 1").json()
    assert reply["ok"] and "draw one card from the Machina's deck" in html.unescape(reply["html"])
    twin.submit(twin.parse_words(["play", "create", "1"]))
    page = browser.client.get(game).text
    assert 'name="pick"' in page
    asked = {"board": board_of(page), "chips": chips_of(page), "svg": browser.client.get(f"{game}/table.svg").text}

    # the person's card is on the table (the line above the request says so), not the table before the input
    assert "you: 1 card, Publicity 1" in asked["board"] and asked["board"] != before["board"]
    assert asked["board"] == at_the_draw["board"]
    assert asked["svg"] == at_the_draw["svg"] and asked["svg"] != before["svg"]
    names = {"machina": "Machina", "player": "You"}
    assert asked["chips"] == {names[seat]: points for seat, points in at_the_draw["points"].items()}
    assert f"/table.svg?v={reply['version']}" in page  # a new drawing's address: no browser keeps the old one

    done = browser.act(game, "draw", pick=first_choice(page)).json()
    assert done["ok"] and done["message"].startswith("Drawn: ")
    after = browser.client.get(game).text
    assert board_of(after) == twin.game.describe_board(twin.ctx, twin.state)  # on to the end of the input
    assert chips_of(after) == {names[seat]: points for seat, points in twin.score().points.items()}


def scored(page: str) -> list[str]:
    """The lines of the turn's score changes ("Machina 0 → 5 (+5): VP track 0 → 2 (+2); ...")."""
    found = re.search(r'<ul class="scored">(.*?)</ul>', page, re.S)
    return [html.unescape(re.sub(r"<[^>]+>", "", line)) for line in re.findall(r"<li>(.*?)</li>", found[1])] \
        if found else []


def test_every_score_change_says_where_it_comes_from(browser):
    """A whole da Vinci game: after every input, each seat whose chip changed has a line saying from what to
    what, and the rows of its breakdown that changed add up to the change (nothing unexplained)."""
    game = browser.start("maestro", seed="11", variant="davinci")
    moves = ["place Florence 1", "play create 1", "study", "play study 2", "play create 1", "play influence 2"]
    page, checked, rows_seen = browser.client.get(game).text, 0, set()
    for number in range(200):
        if 'class="verdict"' in page:
            break
        shown = chips_of(page)
        label = html.unescape(re.search(r'data-label="([^"]*)"', page)[1])
        if label.startswith("Final scoring"):
            line = f"final {shown['You'] + 3}"
        elif "Exhibition" in label:
            line = "done"
        else:
            line = moves[number % len(moves)]
        reply = browser.act(game, line=line).json()
        if not reply["ok"]:
            reply = browser.act(game, line="play create 1").json()
        page = reply["html"]
        now = chips_of(page)
        lines = scored(page)
        for who, points in now.items():
            if points == shown[who]:
                continue
            line = next((line for line in lines if line.startswith(f"{who} {shown[who]} → {points}")), None)
            assert line is not None, (who, shown[who], points, lines)
            told = re.findall(r"; ?([^;:]+?) (?:–|-?\d+) → (?:–|-?\d+) \(([+−]\d+)\)", "; " + line.split(": ", 1)[1])
            assert sum(int(delta.replace("−", "-")) for _, delta in told) == points - shown[who], line
            rows_seen.update(item for item, _ in told)
            assert f'{who} <b>{points}</b> <small class="delta">' in page  # the chip says by how much
            checked += 1
    assert 'class="verdict"' in page
    assert checked >= 10
    # the da Vinci end-game markers count in the score as it stands: each jump they make is told by name
    assert "Invention markers" in rows_seen and "VP track" in rows_seen, rows_seen


# -- item 7: steppers start where the table is ---------------------------------------------------------
def test_a_stepper_starts_where_the_table_is():
    from dataclasses import dataclass

    from solobot.commands import Arg, Command
    from solobot.web.view import command_fields

    @dataclass(frozen=True)
    class Counted(Arg):  # an argument that declares its least value (``Param.low``, once front ends see it)
        low: int | None = None

    two = Command("hire", (Counted("count", "int", low=2),), "hire workers")
    assert command_fields(two)[0]["start"] == "2" and command_fields(two)[0]["low"] == 2
    final = Command("final", (Arg("points", "int"),), "at final scoring: your final score (your VP track plus ...)")
    assert command_fields(final, 45)[0]["start"] == "45"  # your VP track as solobot counts it, not 1
    vp = Command("vp", (Arg("points", "int"),), "add VP you scored yourself")
    assert command_fields(vp, 45)[0]["start"] == "1"  # a number to add starts at 1, not at your score
    assert command_fields(Command("go", (Arg("steps", "int", optional=True),)))[0]["start"] == ""


def test_the_final_score_stepper_starts_at_your_points(browser):
    game = browser.start("maestro", seed="11", variant="michelangelo")
    moves = ["place Florence 1", "play create 1", "study", "play study 2", "play create 1", "play influence 2"]
    page = browser.client.get(game).text
    for number in range(200):
        label = html.unescape(re.search(r'data-label="([^"]*)"', page)[1])
        if label.startswith("Final scoring"):
            break
        reply = browser.act(game, line="done" if "Exhibition" in label else moves[number % len(moves)]).json()
        if not reply["ok"]:
            reply = browser.act(game, line="play create 1").json()
        page = reply["html"]
    yours = chips_of(page)["You"]
    assert yours != 1  # (the default start would be 1)
    form = re.search(r'<form[^>]*data-verb="final".*?</form>', page, re.S)[0]
    assert re.search(rf'<input type="number"[^>]*name="arg-0" value="{yours}" min="0"', form) or \
        re.search(rf'name="arg-0" value="{yours}"', form), form
