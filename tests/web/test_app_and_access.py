"""The page as an app and for everyone, in the system Chromium: axe-core finds no serious or critical
violation on any page (light and dark); the service worker installs on loopback and shows its page
when the server is gone; the offline banner says so, retries, and keeps what the person entered.

axe-core comes from the npm registry into the test environment only (``$SOLOBOT_AXE_DIR``, which
tox's web env sets to its own temporary folder; else a temporary folder of this run); the package
never ships it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import test_browser as browser_tests
from conftest import free_port
from player import Player
from test_browser import CHROMIUM, PHONE, shoot

playwright = pytest.importorskip("playwright.sync_api")
chromium = browser_tests.chromium  # the browser tests' fixture: one system Chromium per module

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Debian's chromium at /usr/bin/chromium")


@pytest.fixture(scope="module")
def axe(tmp_path_factory) -> str:
    """axe-core's script, installed with npm into the test environment (never into the package)."""
    folder = Path(os.environ.get("SOLOBOT_AXE_DIR") or tmp_path_factory.mktemp("axe"))
    script = folder / "node_modules" / "axe-core" / "axe.min.js"
    if not script.exists():
        npm = shutil.which("npm")
        if npm is None:
            pytest.skip("needs npm to install axe-core")
        # npm runs inside the folder, not with --prefix: --prefix also moves npm's global configuration
        # to FOLDER/etc/npmrc, so the machine's own (its CA file, its registry) would be ignored
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "package.json").write_text('{"private": true}\n', encoding="utf-8")
        done = subprocess.run([npm, "install", "--no-save", "--no-audit", "--no-fund", "--no-update-notifier",
                               "axe-core@4"], cwd=folder, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"npm could not install axe-core: {done.stderr[-500:]}"
    return script.read_text(encoding="utf-8")


def open_phone(chromium, url: str, scheme: str = "light"):
    # bypass_csp: only so axe's script may be added to the page; the page itself never needs it
    context = chromium.new_context(viewport=PHONE, is_mobile=True, has_touch=True, color_scheme=scheme,
                                   bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(url)
    return context, page


def serious(page, axe: str) -> list[str]:
    """The serious and critical violations axe-core finds on the page as it is now."""
    page.add_script_tag(content=axe)
    found = page.evaluate("""async () => {
      const result = await axe.run(document, {resultTypes: ['violations']});
      return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '));
    }""")
    return found


def start(page, game: str, **fields: str) -> None:
    form = page.locator("form.newgame", has=page.locator(f"input[value={game}]"))
    for name, value in fields.items():
        field = form.locator(f"[name={name}]").first
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    form.locator("button.big").click()
    page.wait_for_url("**/game/**")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_violation_on_any_page(server, chromium, axe, scheme):
    context, page = open_phone(chromium, server, scheme)
    assert serious(page, axe) == [], "home"
    assert Player(page).small_controls() == [], "home"
    start(page, "maestro", seed="11")
    assert serious(page, axe) == [], "Maestro's moves"
    page.locator("a.tab[data-tab=table]").click()
    assert serious(page, axe) == [], "Maestro's table"
    page.goto(server)
    start(page, "florenza", seed="11")
    assert serious(page, axe) == [], "Florenza"
    page.goto(server)
    start(page, "pig", seed="4", target="10", dice="physical")
    me = Player(page)
    me.tap("roll")
    assert me.rolling() and serious(page, axe) == [], "the die pad"
    faces = iter([6, 5, 4, 3, 2, 6, 5, 4] * 20)
    for _ in range(200):
        if me.over():
            break
        if me.rolling():
            me.die(next(faces))
        else:
            me.tap("hold" if page.locator(".verbs button", has_text="hold").count() and len(me.heights) % 3 == 2
                   else "roll")
    assert me.over() and serious(page, axe) == [], "the verdict"
    page.locator("a.tab[data-tab=score]").click()
    assert serious(page, axe) == [], "the score"
    page.goto(server + "/offline")
    assert serious(page, axe) == [], "the offline page"
    context.close()


class Served:
    """A server of the app that a test may stop and start again on the same port."""

    def __init__(self, app):
        self.app = app
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.running = None

    def start(self) -> None:
        import uvicorn

        config = uvicorn.Config(self.app.asgi(), host="127.0.0.1", port=self.port, log_level="warning",
                                timeout_graceful_shutdown=1)
        self.running = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.running.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.running.started:
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.02)

    def stop(self) -> None:
        self.running.should_exit = True
        self.thread.join(5)


def test_when_the_server_stops_a_banner_says_so_retries_and_keeps_what_was_entered(app, chromium):
    served = Served(app)
    served.start()
    context, page = open_phone(chromium, served.url)
    start(page, "maestro", seed="11")
    stepper = page.locator("form.command[data-verb=play] input[name=arg-1]")
    stepper.fill("3")
    served.stop()
    page.locator("form.command[data-verb=play] label.chip-choice", has_text="create").click()
    page.locator("form.command[data-verb=play] button.go").click()
    banner = page.locator("#offline")
    banner.wait_for(state="visible")
    assert "cannot be reached" in banner.inner_text()
    assert page.locator("#flash").inner_text().startswith("Not done: the server did not answer")
    assert stepper.input_value() == "3"  # nothing entered is lost
    served.start()
    banner.wait_for(state="hidden", timeout=20_000)  # it tried again, and the server is back
    page.locator("form.command[data-verb=play] button.go").click()
    page.wait_for_function("document.getElementById('flash').textContent"
                           ".startsWith('Done: You play your card face up at Create with Publicity 3')")
    served.stop()
    context.close()


def test_the_service_worker_installs_on_loopback_and_answers_when_the_server_is_gone(server, chromium):
    context, page = open_phone(chromium, server)
    scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    assert scope == server + "/"
    start(page, "pig", seed="8")
    page.evaluate("navigator.serviceWorker.ready")
    context.set_offline(True)
    page.reload()
    assert "The solobot server cannot be reached" in page.locator("h1").inner_text()
    context.set_offline(False)
    page.wait_for_selector("#game", timeout=20_000)  # the page opens itself again when the server answers
    context.close()


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_axe_finds_no_serious_violation_on_a_laptop(server, chromium, axe, scheme):
    """At 1440×900 the turn and the table sit side by side: the setup's checklist, the score's changes and a
    draw's grid of cards there too, in both modes."""
    context = chromium.new_context(viewport={"width": 1440, "height": 900}, color_scheme=scheme, bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(server)
    assert serious(page, axe) == [], "home"
    start(page, "maestro", seed="11", variant="davinci")
    me = Player(page, checks=False)
    for move in (("place", "Florence", "1"), ("play", "create", "1"), ("study",), ("play", "study", "2")):
        assert me.send(*move).startswith("Done: ")
        if page.locator("ul.scored").count():
            break
    assert page.locator("details[data-setup]").count() and page.locator("ul.scored").count()
    assert serious(page, axe) == [], "Maestro's turn, setup and score changes"
    if scheme == "dark":
        page.locator("details[data-setup] > summary").click()  # folded, to show the turn and its score
        shoot(page, "web-desktop-dark")
    assert me.small_controls() == [] and me.outside() == []
    page.goto(server)
    start(page, "maestro", seed="12", variant="michelangelo", draws="physical")
    assert page.locator(".draw button.choice").count() > 1
    assert serious(page, axe) == [], "a draw"
    context.close()
