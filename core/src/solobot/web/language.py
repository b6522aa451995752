"""The language of each request to the page: the switch's cookie, else the browser's, else the server's.

The language is chosen per request (never per process: two phones may read two languages) and set
for that request only with :func:`solobot.i18n.use_language`, a context variable, so every lookup
made while the request is answered — in the request's task or in a worker thread it starts —
reads that request's language. It is a display choice: nothing of a game depends on it.
"""

from __future__ import annotations

import time
from collections.abc import MutableMapping
from http.cookies import CookieError, SimpleCookie
from typing import Any
from urllib.parse import urlsplit

from solobot.i18n import DEFAULT, LANGUAGES, _, from_accept_language, language, normalize, pgettext, speaking

COOKIE = "solobot_lang"
#: how long the switch is remembered (a year: it is a preference, not a secret)
COOKIE_AGE = 365 * 24 * 3600


def chosen_language(cookie_header: str | None, accept_language: str | None, default: str = DEFAULT) -> str:
    """The language of a request: the switch's cookie, else the browser's first language solobot speaks,
    else ``default`` (``solobot serve --lang``, ``SOLOBOT_LANG``, the locale; else English)."""
    try:
        cookie = SimpleCookie(cookie_header or "")
    except CookieError:
        cookie = SimpleCookie()
    kept = normalize(cookie[COOKIE].value) if COOKIE in cookie else None
    return kept or from_accept_language(accept_language) or default


def language_cookie(code: str) -> str:
    """The ``set-cookie`` value that remembers the switch (same-site navigations send it: ``SameSite=Lax``)."""
    return f"{COOKIE}={code}; Path=/; Max-Age={COOKIE_AGE}; HttpOnly; SameSite=Lax"


def back_to(target: str | None) -> str:
    """Where the switch goes back to: a path of this server only (never another site), else the home page."""
    target = (target or "").strip()
    parts = urlsplit(target)
    if not target.startswith("/") or target.startswith("//") or "\\" in target or parts.scheme or parts.netloc:
        return "/"
    return target


def choices() -> list[dict[str, Any]]:
    """The switch's languages, each in its own name, the one spoken now marked."""
    now = language()
    return [{"code": code, "name": name, "current": code == now} for code, name in LANGUAGES.items()]


def when(mtime: float) -> str:
    """A moment as people say it in the language spoken ("Tue 1 Dec, 09:42", "mar 1 dic, 09:42",
    "Di., 1. Dez., 09:42"): the day's and month's short names and the order are the core catalog's."""
    moment = time.localtime(mtime)
    weekdays = (pgettext("weekday", "Mon"), pgettext("weekday", "Tue"), pgettext("weekday", "Wed"),
                pgettext("weekday", "Thu"), pgettext("weekday", "Fri"), pgettext("weekday", "Sat"),
                pgettext("weekday", "Sun"))
    months = (pgettext("month", "Jan"), pgettext("month", "Feb"), pgettext("month", "Mar"), pgettext("month", "Apr"),
              pgettext("month", "May"), pgettext("month", "Jun"), pgettext("month", "Jul"), pgettext("month", "Aug"),
              pgettext("month", "Sep"), pgettext("month", "Oct"), pgettext("month", "Nov"), pgettext("month", "Dec"))
    return _("{weekday} {day} {month}, {time}").format(weekday=weekdays[moment.tm_wday], day=moment.tm_mday,
                                                       month=months[moment.tm_mon - 1],
                                                       time=f"{moment.tm_hour:02d}:{moment.tm_min:02d}")


class Speaking:
    """ASGI middleware: each HTTP request is answered in its own language (:func:`chosen_language`).

    :param default: the language when neither the switch nor the browser names one solobot speaks.
    """

    def __init__(self, app: Any, default: str = DEFAULT):
        self.app = app
        self.default = default if default in LANGUAGES else DEFAULT

    async def __call__(self, scope: MutableMapping[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        code = chosen_language(headers.get("cookie"), headers.get("accept-language"), self.default)
        with speaking(code):
            await self.app(scope, receive, send)
