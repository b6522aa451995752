"""``solobot serve``: the web companion for a phone at the table (extra ``solobot-core[web]``)."""

from __future__ import annotations

import secrets
from typing import Any

import click

from solobot.cli.values import PORT
from solobot.game import GameSpec
from solobot.i18n import N_

DEFAULT_PORT = 8765
LOOPBACK = "127.0.0.1"


def need_web() -> None:
    """Stop with one line when the web extra is not installed."""
    try:
        import jinja2  # noqa: F401
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        raise click.ClickException(
            'the web companion needs its extra: solobot install "solobot-core[web]"'
        ) from None


# the help is said in the language spoken (solobot.cli.speech), so each is a message of the core's catalog
@click.command("serve", help=N_("Play from a browser: the installed games, your saved games, live on every device."))
@click.option("--host", default=None, help=N_("Address to listen on [default: 127.0.0.1; --lan: 0.0.0.0]."))
@click.option("--port", type=PORT, default=DEFAULT_PORT, show_default=True,
              help=N_("Port to listen on."))
@click.option("--lan", is_flag=True,
              help=N_("Listen on the network (for a phone); requires the printed access token."))
@click.option("--no-browser", is_flag=True, help=N_("Do not open a browser."))
@click.option("--lang", type=click.Choice(["en", "it", "de"], case_sensitive=False), default=None,
              help=N_("The page's language when the browser asks for none solobot speaks (default: solobot's --lang, "
                      "SOLOBOT_LANG, else your locale, else en); each browser's own language and the page's switch "
                      "come first."))
def serve_command(host: str | None, port: int, lan: bool, no_browser: bool, lang: str | None) -> None:
    if lang:
        from solobot.i18n import use_language

        use_language(lang.lower())
    serve(host, port, lan, not no_browser)


Start = tuple[GameSpec, dict[str, Any], int | None, str, str]
"""A game to open at once: its spec, options, seed (None: a new one), dice mode and draws mode."""


def serve(host: str | None, port: int, lan: bool, open_browser: bool, start: Start | None = None) -> None:
    """Run the web companion until Ctrl-C; with ``start``, open that new game first."""
    need_web()
    from solobot.web.server import run

    host = host or ("0.0.0.0" if lan else LOOPBACK)
    token = None if host in (LOOPBACK, "localhost", "::1") else secrets.token_urlsafe(16)
    run(host, port, token, open_browser, start)
