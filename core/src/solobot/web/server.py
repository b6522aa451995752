"""Running the web companion: the address, the printed URL and QR code, the browser, uvicorn."""

from __future__ import annotations

import errno
import secrets
import socket
import threading
import webbrowser
from typing import Any
from urllib.parse import quote

import click
import uvicorn

from solobot.game import GameSpec
from solobot.i18n import _, language
from solobot.web.app import WebApp
from solobot.web.rooms import Refused


def lan_address() -> str:
    """This machine's address on the local network (no packet is sent), or 127.0.0.1."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def check_port(host: str, port: int) -> None:
    """One clear line when the port cannot be used."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                said = _("port {port} on {host} is in use: choose another with --port")
            else:
                said = _("port {port} on {host} cannot be used ({why}): choose another with --port")
            raise click.ClickException(said.format(port=port, host=host, why=exc.strerror)) from None


def print_qr(url: str) -> None:
    """The URL as a QR code in the terminal, for the phone's camera."""
    try:
        import qrcode
    except ImportError:
        return
    code = qrcode.QRCode(border=1)
    code.add_data(url)
    code.print_ascii(invert=True)


def run(host: str, port: int, token: str | None, open_browser: bool,
        start: tuple[GameSpec, dict[str, Any], int | None, str] | None = None) -> None:
    """Serve until Ctrl-C, printing the URL (with the token when there is one)."""
    if port == 0:
        with socket.socket() as probe:
            probe.bind((host, 0))
            port = probe.getsockname()[1]
    check_port(host, port)
    web = WebApp(token=token, language=language())  # the page's language when the browser's is none of solobot's
    shown = lan_address() if host == "0.0.0.0" else host
    base = f"http://{shown}:{port}"
    path = "/"
    if start is not None:
        spec, options, seed, dice, *draws = start
        try:
            name = web.hub.start(spec, options, secrets.randbelow(10**9) if seed is None else seed, dice, *draws)
        except Refused as exc:
            raise click.ClickException(str(exc)) from None
        path = f"/game/{quote(name)}"
    url = base + path + (f"?token={token}" if token else "")
    click.echo(_("solobot is serving at {url}").format(url=url))
    if token:
        click.echo(_("Anyone on your network with this URL can play: it carries the access token. Scan it:"))
        print_qr(url)
    click.echo(_("Ctrl-C stops it; every game is saved after each move."))
    if open_browser:
        threading.Timer(0.8, webbrowser.open, args=(url,)).start()
    try:
        uvicorn.run(web.asgi(), host=host, port=port, log_level="warning", timeout_graceful_shutdown=1)
    finally:
        web.hub.close()  # every save open here is let go: a terminal may resume it at once
