"""Fixtures of the web companion's tests: a save folder of their own, the app, a real server on 127.0.0.1."""

from __future__ import annotations

import re
import socket
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("jinja2")
warnings.filterwarnings("ignore", "Using `httpx` with `starlette.testclient`")

from starlette.testclient import TestClient  # noqa: E402

from solobot.engine.plugins import set_default_registry  # noqa: E402
from solobot.web.app import WebApp  # noqa: E402

LOCAL = "http://127.0.0.1:8765"


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """SOLOBOT_HOME of this test: saves go to home/saves."""
    monkeypatch.setenv("SOLOBOT_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def saves(home) -> Path:
    """The save folder."""
    folder = home / "saves"
    folder.mkdir(parents=True)
    return folder


class Browser:
    """A TestClient that keeps the page's form token and posts forms the way the page's script does."""

    def __init__(self, client: TestClient, csrf: str):
        self.client = client
        self.csrf = csrf

    def post(self, path: str, data: dict[str, Any] | None = None, fetch: bool = True, **kw: Any) -> Any:
        """POST a form (with the form token unless ``data`` has its own ``csrf``)."""
        form = {"csrf": self.csrf, **(data or {})}
        headers = {"x-solobot-fetch": "1"} if fetch else {}
        headers.update(kw.pop("headers", {}))
        return self.client.post(path, data=form, headers=headers, follow_redirects=False, **kw)

    def start(self, game: str = "pig", **options: Any) -> str:
        """Start a game from the home page's form; return its address (/game/NAME)."""
        reply = self.post("/new", {"game": game, **options}, fetch=False)
        assert reply.status_code == 303, reply.text
        return reply.headers["location"]

    def version(self, game: str) -> int:
        """The version the game page shows now."""
        return int(re.search(r'data-version="(\d+)"', self.client.get(game).text)[1])

    def act(self, game: str, action: str = "input", version: int | None = None, **data: Any) -> Any:
        """One action on the game, for the version shown now unless told; the JSON reply."""
        data["version"] = self.version(game) if version is None else version
        return self.post(f"{game}/{action}", data)


@pytest.fixture
def app(saves) -> WebApp:
    """The web companion on loopback, on this test's save folder."""
    return WebApp(folder=saves)


def app_with(games: str, saves: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[WebApp]:
    """For an ``app`` fixture of a module's own: the web companion with only ``games`` loaded (their names,
    comma-separated), on this test's save folder; the registry read afresh before and after."""
    monkeypatch.setenv("SOLOBOT_LOAD_PLUGINS", games)
    set_default_registry(None)
    yield WebApp(folder=saves)
    set_default_registry(None)


@pytest.fixture
def browser(app) -> Browser:
    """A client of ``app`` that has loaded the home page."""
    client = TestClient(app.asgi(), base_url=LOCAL)
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)[1]
    return Browser(client, csrf)


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def port() -> int:
    """A free port on 127.0.0.1."""
    return free_port()


@pytest.fixture
def server(app) -> Iterator[str]:
    """``app`` served by uvicorn on 127.0.0.1 in a thread; yields its base URL."""
    import uvicorn

    port = free_port()
    config = uvicorn.Config(app.asgi(), host="127.0.0.1", port=port, log_level="warning", timeout_graceful_shutdown=1)
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not running.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(5)
