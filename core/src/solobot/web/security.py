"""The web's guards: the access token (``--lan``), the host check, cross-site requests, headers.

- **Access token.** A server listening beyond loopback requires a random token: in the URL
  it prints (``?token=...``) or, after that first visit, in a cookie it sets. Any request
  without it gets 403.
- **Host check.** A loopback server answers only requests addressed to a loopback name, so
  a web page that rebinds its own domain to 127.0.0.1 cannot read it.
- **Cross-site requests.** Every POST carries the server's form token (a hidden field) and,
  when the browser sends ``Origin`` or ``Sec-Fetch-Site``, comes from this same origin.
- **Headers.** A content security policy allowing only this server's own scripts and
  styles (no inline script can run even if some text escaped the templates), no framing,
  no referrer (the token never leaks in one).
"""

from __future__ import annotations

import hmac
import os
import secrets
import stat
from collections.abc import Awaitable, Callable, MutableMapping
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from solobot.i18n import _

Scope = MutableMapping[str, Any]
ASGIApp = Callable[[Scope, Any, Any], Awaitable[None]]

COOKIE = "solobot_token"
#: the file beside the saves that keeps the pages' form token across server restarts
FORM_TOKEN_FILE = ".form-token"
LOOPBACK = ("127.0.0.1", "localhost", "::1")
HEADERS = [
    (b"content-security-policy", b"default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                                 b"frame-ancestors 'none'; base-uri 'none'; form-action 'self'"),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
]
NO_STORE = (b"cache-control", b"no-store")
"""Every answer but the static files (which say how long they keep) is never stored."""


def same(a: str | None, b: str) -> bool:
    """Constant-time comparison of a secret with what a request gave."""
    return a is not None and hmac.compare_digest(a.encode(), b.encode())


def cross_site(headers: dict[str, str]) -> str | None:
    """Why a state-changing request looks cross-site, or None when it comes from this origin."""
    site = headers.get("sec-fetch-site")
    if site not in (None, "same-origin", "none"):
        return _("a request from another site ({site})").format(site=site)
    origin = headers.get("origin")
    if origin and origin != "null" and urlsplit(origin).netloc != headers.get("host", ""):
        return _("a request from {origin}").format(origin=origin)
    return None


class Guard:
    """ASGI middleware: access token, host check and security headers on every response.

    :param token: the access token, or None when the server listens on loopback only.
    """

    def __init__(self, app: ASGIApp, token: str | None):
        self.app = app
        self.token = token

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        set_cookie = False
        if self.token is None:
            if urlsplit("//" + headers.get("host", "")).hostname not in LOOPBACK:
                await deny(send, _("this solobot server answers only at 127.0.0.1 or localhost"))
                return
        else:
            query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
            given = (query.get("token") or [None])[0]
            cookie = SimpleCookie(headers.get("cookie", ""))
            kept = cookie[COOKIE].value if COOKIE in cookie else None
            if not (same(given, self.token) or same(kept, self.token)):
                await deny(send, _("this solobot server needs its access token: open the URL it printed "
                                   "(or its QR code)"))
                return
            set_cookie = same(given, self.token) and not same(kept, self.token)

        async def send_with_headers(message: MutableMapping[str, Any]) -> None:
            if message["type"] == "http.response.start":
                extra = list(HEADERS)
                if not any(name.lower() == b"cache-control" for name, _ in message.get("headers", [])):
                    extra.append(NO_STORE)
                if set_cookie:
                    extra.append((b"set-cookie", f"{COOKIE}={self.token}; Path=/; HttpOnly; SameSite=Strict".encode()))
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        await self.app(scope, receive, send_with_headers)


def kept_form_token(folder: Path) -> str:
    """The form token of the save folder's pages: made once and kept beside the saves (readable by the
    person only), so a page sent before a server restart is still taken after it; a fresh one for
    this run when the folder cannot hold it. Only a small regular file of one link is read (never a pipe,
    a device, a hard link to another file or a huge file), and a new token replaces the name whole (a
    file of its own, renamed into place: whatever was there is never written through)."""
    path = folder / FORM_TOKEN_FILE
    token = secrets.token_urlsafe(24)
    try:
        kept = _small_own_file(path)
        if kept is not None and 20 <= len(kept) <= 64 and kept.replace("-", "").replace("_", "").isalnum():
            return kept
        folder.mkdir(parents=True, exist_ok=True)
        made = folder / f"{FORM_TOKEN_FILE}.{secrets.token_hex(4)}"
        descriptor = os.open(made, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
        with os.fdopen(descriptor, "w", encoding="ascii") as out:
            out.write(token + "\n")
        os.replace(made, path)
    except (OSError, UnicodeError):
        pass
    return token


def _small_own_file(path: Path) -> str | None:
    """The text of ``path`` when it is a regular file of one link and at most 128 bytes; else None."""
    try:
        info = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1 or info.st_size > 128:
        return None
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(descriptor, "rb") as source:
        return source.read(129).decode("ascii").strip()


async def deny(send: Any, why: str) -> None:
    """Answer 403 with one plain line."""
    body = (_("403 Forbidden: {why}").format(why=why) + "\n").encode()
    await send({"type": "http.response.start", "status": 403,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"), *HEADERS, NO_STORE]})
    await send({"type": "http.response.body", "body": body})
