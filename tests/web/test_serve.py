"""``solobot serve`` and ``solobot play GAME --web``: the extra, the port, the token, the printed URL."""

from __future__ import annotations

import subprocess
import sys
import time

import httpx
import pytest
from click.testing import CliRunner

from solobot.cli import cli
from solobot.cli import serve as serve_module


@pytest.mark.parametrize("args", [["serve", "--no-browser"], ["play", "pig", "--web", "--no-browser"]])
def test_without_the_extra_one_line_says_how_to_add_it(monkeypatch, home, args):
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # as if not installed
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 1
    assert result.output == 'Error: the web companion needs its extra: solobot install "solobot-core[web]"\n'


def test_a_port_in_use_is_one_line(home):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(cli, ["serve", "--port", str(port), "--no-browser"])
    assert result.exit_code == 1
    assert result.output == f"Error: port {port} on 127.0.0.1 is in use: choose another with --port\n"


def test_lan_listens_everywhere_with_a_token_and_loopback_without(monkeypatch):
    calls = []
    monkeypatch.setattr("solobot.web.server.run", lambda *args: calls.append(args))
    serve_module.serve(None, 8765, True, False)
    serve_module.serve(None, 8765, False, False)
    (lan_host, _, lan_token, *_), (host, _, token, *_) = calls
    assert lan_host == "0.0.0.0" and len(lan_token) >= 20
    assert host == "127.0.0.1" and token is None


def test_a_server_beyond_loopback_prints_its_token_url_and_qr_and_refuses_requests_without_it(home, port):
    child = subprocess.Popen(
        [sys.executable, "-m", "solobot", "serve", "--host", "127.0.0.2", "--port", str(port), "--no-browser"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    try:
        first = child.stdout.readline()
        assert first.startswith(f"solobot is serving at http://127.0.0.2:{port}/?token=")
        url = first.split(" at ", 1)[1].strip()
        assert "carries the access token" in child.stdout.readline()
        qr = child.stdout.readline()
        assert set(qr.strip()) <= set("█▀▄ ") and len(qr.strip()) > 20
        for _ in range(100):
            try:
                reply = httpx.get(f"http://127.0.0.2:{port}/", timeout=2)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        assert reply.status_code == 403
        assert httpx.get(url, timeout=2).status_code == 200
    finally:
        child.terminate()
        child.wait(10)


def test_play_web_opens_the_new_game(monkeypatch, home):
    calls = []
    monkeypatch.setattr("solobot.web.server.run", lambda *args: calls.append(args))
    result = CliRunner().invoke(cli, ["play", "pig", "--web", "--port", "9999", "--seed", "4", "--no-browser"])
    assert result.exit_code == 0, result.output
    host, port, token, browser, (spec, options, seed, dice, draws) = calls[0]
    assert (host, port, token, browser, spec.name, options, seed, dice, draws) == \
        ("127.0.0.1", 9999, None, False, "pig", {}, 4, "seeded", "seeded")


@pytest.mark.parametrize("extra", [["--save", "/tmp/elsewhere.json"], ["--skill", "0.5"], ["--opponent", "random"]])
def test_play_web_with_terminal_options_is_a_usage_error(home, extra):
    result = CliRunner().invoke(cli, ["play", "pig", "--web", *extra])
    assert result.exit_code == 2 and "--web plays your seat in the browser" in result.output
