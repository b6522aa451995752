"""The web companion's Starlette application: pages, inputs, live updates (server-sent events)."""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import secrets
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, quote

from jinja2 import Environment, PackageLoader, select_autoescape
from markupsafe import Markup, escape
from starlette.applications import Starlette
from starlette.datastructures import ImmutableMultiDict
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from solobot.engine.plugins import PluginError, Registry, default_registry
from solobot.errors import PersonError
from solobot.game import ComponentError
from solobot.i18n import CORE, DEFAULT, LANGUAGES, _, language
from solobot.numbers import NotANumber, is_ascii_digits
from solobot.storage.history import read_history
from solobot.storage.owncopy import with_own_copy
from solobot.table.answers import names_its_seat
from solobot.table.choosing import check_options
from solobot.table.results import said_win_rates
from solobot.table.seat import Seat, help_line
from solobot.web.components import components_view, enter_item
from solobot.web.forms import choice_table, option_fields, read_options
from solobot.web.hub import Hub, Live
from solobot.web.language import Speaking, back_to, choices, language_cookie
from solobot.web.rooms import Refused, Room
from solobot.web.savefolder import OutsideSaveFolder, list_saves, saves_dir
from solobot.web.security import Guard, cross_site, kept_form_token, same
from solobot.web.view import (
    command_fields,
    command_label,
    free_placeholder,
    has_fields,
    panel,
    quick_send,
    what_it_does,
)
from solobot.web.words import codes_named, game_says, page_words, shown
from solobot.words import own_words

ACTIONS = ("input", "dice", "draw", "cancel", "undo", "redo")
KEEPALIVE = 15.0
MAX_FORM = 16_000
MAX_DICE = 12
FOLLOWER_QUEUE = 16
HOME_CARDS = 12
"""The home page shows where the newest games in progress stand (each replayed once for it)."""
TICK_KEY = re.compile(r"^e\d{1,7}$")
STATIC_AGE = "public, max-age=86400"
"""Static files are cached for a day; their URLs carry the package's version and contents (``?v=``)."""


def form_values(form: Any) -> list[str]:
    """A command form's argument values in order: ``arg-0``, ``arg-1``... and a pair chosen with one
    tap (``arg-0+1`` = ``"chiesa Vetrata"``) taken as its two words."""
    values: dict[int, str] = {}
    for key in form:
        if not key.startswith("arg-"):
            continue
        numbers = key[4:].split("+")
        if not all(is_ascii_digits(n, 2) for n in numbers):
            continue
        words = str(form.get(key, "")).split(None, len(numbers) - 1)
        for number, word in zip(numbers, words + [""] * len(numbers), strict=False):
            values[int(number)] = word
    return [values[n] for n in sorted(values)]


class BadForm(PersonError, ValueError):
    """A form that is not a small URL-encoded form (its line in the language spoken)."""


async def read_form(request: Request) -> ImmutableMultiDict[str, str]:
    """A small URL-encoded form (the page's script sends the same): no file uploads, no multipart
    parser to install, and a size cap."""
    kind = request.headers.get("content-type", "").split(";")[0].strip()
    if kind != "application/x-www-form-urlencoded":
        raise BadForm(_("forms are sent URL-encoded"))
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_FORM:
            raise BadForm(_("that form is too large"))
    return ImmutableMultiDict(parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True))


def a_problem(message: str) -> bool:
    """Whether a line the page was sent to show says a problem: an input refused ("Not done: ..."), or done
    and not saved (in the language spoken)."""
    refused = _("Not done: {why}").split("{why}")[0]
    unsaved = _("{done}. Kept here, but not saved: {why}. It is saved at your next input.").split("{done}")[-1]
    return bool(message) and (message.startswith(refused) or unsaved.split("{why}")[0] in message)


def static_dir() -> Path:
    """The package's static files (styles, script, icons, the service worker)."""
    return Path(str(resources.files("solobot.web") / "static"))


def asset_version() -> str:
    """A short hash of the static files: their URLs change when they do, so they may be cached."""
    digest = hashlib.sha256()
    for path in sorted(static_dir().iterdir()):
        if path.is_file():
            digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()[:10]


class CachedStatic(StaticFiles):
    """Static files with a cache lifetime (the guard adds ``no-store`` only where none is set)."""

    def file_response(self, *args: Any, **kwargs: Any) -> Response:
        response = super().file_response(*args, **kwargs)
        response.headers["cache-control"] = STATIC_AGE
        return response


def with_commands(line: str) -> Markup:
    """A line of solobot's own words with its `typed commands` shown as code (everything escaped)."""
    parts = str(line).split("`")
    return Markup("").join(Markup("<code>{}</code>").format(part) if number % 2 else escape(part)
                          for number, part in enumerate(parts))


def templates() -> Environment:
    """The Jinja environment: every value escaped (``with_commands`` makes its ``<code>`` around escaped text).

    Its words are the core's (domain ``solobot``) through Jinja's i18n extension: ``_``, ``ngettext`` and
    ``pgettext`` read the language of the request being answered at each call (a context variable), so one
    environment serves every language at once. Placeholders are named, as in Python: ``_("...{x}").format(x=...)``.
    """
    env = Environment(loader=PackageLoader("solobot.web", "templates"), autoescape=select_autoescape(default=True),
                      extensions=["jinja2.ext.i18n"])
    env.install_gettext_callables(CORE.gettext, CORE.ngettext, newstyle=False, pgettext=CORE.pgettext)  # type: ignore[attr-defined]
    env.globals.update(command_fields=command_fields, free_placeholder=free_placeholder, what_it_does=what_it_does,
                       shown=shown, page_words=page_words, codes_named=codes_named, help_line=help_line,
                       language=language, languages=choices, game_says=game_says, choice_table=choice_table,
                       command_label=command_label, names_its_seat=names_its_seat, quick_send=quick_send)
    env.tests["has_fields"] = has_fields
    env.filters["with_commands"] = with_commands
    env.globals["asset_version"] = asset_version()
    return env


class WebApp:
    """The routes, around one :class:`Hub` of open games.

    :param folder: the save folder (default: ``solobot.engine.paths.app_dir()/"saves"``).
    :param token: the access token (``--lan``), or None on loopback.
    :param language: the page's language when neither its switch nor the browser names one solobot speaks
        (``solobot serve --lang``, ``SOLOBOT_LANG``, the locale; default English).
    """

    def __init__(self, folder: Path | None = None, token: str | None = None, registry: Registry | None = None,
                 language: str | None = None):
        self.env = templates()
        self.language = language if language in LANGUAGES else DEFAULT
        self.registry = registry or default_registry()
        self.token = token
        self.hub = Hub(folder or saves_dir(), self.render_room, self.registry)
        self.form_token = kept_form_token(self.hub.folder)  # a page made before a restart is still taken

    # -- rendering -------------------------------------------------------------
    def page(self, template: str, status: int = 200, here: str = "/", **values: Any) -> HTMLResponse:
        """A whole page, in the request's language (``here``: where the language switch comes back to)."""
        html = self.env.get_template(template).render(csrf=self.form_token, here=here, **values)
        return HTMLResponse(html, status_code=status,
                            headers={"content-language": language(), "vary": "cookie, accept-language"})

    def render_room(self, room: Room) -> tuple[str, str | None]:
        """The live part of a game page, and its drawing."""
        try:
            view = panel(room)
        except (Exception, SystemExit) as exc:  # a game's describe_board, commands or draw_table failed
            error = f"{type(exc).__name__}: {exc}"
            view = {"name": room.name, "version": room.version, "waiting": None, "session": None,
                    "problem": _("this game's page cannot be drawn: {error}").format(error=error)}
        html = self.env.get_template("panel.html").render(view=view, csrf=self.form_token)
        return html, view.get("svg")

    def problem(self, request: Request, message: str, status: int) -> Response:
        """One clear line, as JSON for the page's script or as a small page."""
        if request.headers.get("x-solobot-fetch"):
            return JSONResponse({"ok": False, "message": message}, status_code=status)
        return self.page("problem.html", status=status, message=message)

    async def crashed(self, request: Request, exc: Exception) -> Response:
        """Anything that went wrong unexpectedly (a game's code included): the one-line problem page."""
        said = " ".join(str(exc).split())[:300]
        error = f"{type(exc).__name__}: {said}"
        return self.problem(request, _("something went wrong: {error}").format(error=error), 500)

    # -- routes -----------------------------------------------------------------
    async def home(self, request: Request) -> Response:
        registry = self.registry.load()
        games = [(spec, option_fields(spec.options)) for _, spec in sorted(registry.games.items())]
        said = {name: own_words(spec.game) for name, spec in registry.games.items()}
        saves = await asyncio.to_thread(list_saves, self.hub.folder, lambda game: said.get(game, str))
        playing = [save for save in saves if not save.finished and not save.problem]
        steps = await asyncio.to_thread(self.steps_of, playing[:HOME_CARDS])
        titles = {name: said[name](spec.title) for name, spec in registry.games.items()}
        rates = said_win_rates(await asyncio.to_thread(read_history), lambda game: said.get(game, str))
        return self.page("home.html", games=games, playing=playing, steps=steps, titles=titles, rates=rates,
                         finished=[save for save in saves if save.finished or save.problem],
                         folder=str(self.hub.folder))

    def steps_of(self, saves: list[Any]) -> dict[str, str]:
        """Where each game in progress stands ("Round 3, turn 2: your move"): from the open game when it speaks
        the page's language, else by replaying its save; a save that cannot be replayed says nothing here (its
        page says why)."""
        steps = {}
        for save in saves:
            live = self.hub.rooms.get(save.name)
            if live is not None and live.room.language != language():
                live = None  # its step's label was said in another language
            try:
                seat = live.room.seat if live else Seat.load(self.hub.folder / save.name, registry=self.registry)
            except Exception:  # any failure: the card stays, without its step
                continue
            if seat.step is not None:
                steps[save.name] = seat.step.label
        return steps

    async def checked_form(self, request: Request, refused: str) -> ImmutableMultiDict[str, str] | Response:
        """The posted form, or the one-line problem page when it cannot be read (``refused`` says it, its
        ``{why}`` the reason: "Not done: {why}") or comes from another site."""
        try:
            form = await read_form(request)
        except BadForm as exc:
            return self.problem(request, refused.format(why=exc), 400)
        why = self.refuse_cross_site(request, form)
        return form if why is None else why

    async def new_game(self, request: Request) -> Response:
        not_started = _("not started: {why}")
        form = await self.checked_form(request, not_started)
        if isinstance(form, Response):
            return form
        try:
            spec = self.registry.game(str(form.get("game", "")))
        except PluginError as exc:
            return self.problem(request, not_started.format(why=exc), 400)
        try:
            options = with_own_copy(spec, read_options(spec.options, form))  # the person's copy, once entered
            check_options(spec, options)
        except (PersonError, NotANumber) as exc:
            return self.problem(request, not_started.format(why=exc), 400)
        seed_text = str(form.get("seed", "")).strip()
        if seed_text and not is_ascii_digits(seed_text, 12):  # the one rule of solobot.numbers
            return self.problem(request, not_started.format(why=_("the seed is a whole number (up to 12 digits)")), 400)
        seed = int(seed_text) if seed_text else secrets.randbelow(10**9)
        dice = "physical" if form.get("dice") == "physical" else "seeded"
        draws = "physical" if form.get("draws") == "physical" else "seeded"
        try:
            name = await self.hub.new(spec, options, seed, dice, draws)
        except Refused as exc:
            return self.problem(request, not_started.format(why=exc), 400)
        return RedirectResponse(f"/game/{quote(name)}", status_code=303)

    async def live(self, request: Request) -> Live | Response:
        """The open game the URL names, or the response saying why not."""
        try:
            return await self.hub.open(request.path_params["name"])
        except OutsideSaveFolder as exc:
            return self.problem(request, str(exc), 403)
        except Refused as exc:
            return self.problem(request, str(exc), 404)

    async def game(self, request: Request) -> Response:
        live = await self.live(request)
        if isinstance(live, Response):
            return live
        html, _svg = await self.hub.shown(live)  # in the request's language, the game's sentences too
        title = game_says(live.room.seat.spec, live.room.seat.spec.title)
        message = request.query_params.get("msg", "")[:300]
        bad = request.query_params.get("bad") == "1" or a_problem(message)  # refused, or done and not saved
        return self.page("game.html", here=f"/game/{quote(live.room.name)}", name=live.room.name, title=title,
                         version=live.version, html=html, ticks=json.dumps(sorted(live.ticks)), message=message,
                         bad=bad)

    async def tick(self, request: Request) -> Response:
        """Tick or untick one checklist step; every device shows it (kept while the server runs)."""
        not_kept = _("Not kept: {why}")
        form = await self.checked_form(request, not_kept)
        if isinstance(form, Response):
            return form
        live = await self.live(request)
        if isinstance(live, Response):
            return live
        key = str(form.get("key", ""))
        if not TICK_KEY.match(key):
            return self.problem(request, not_kept.format(why=_("that is not a step of the checklist")), 400)
        live.tick(key, bool(form.get("done")))
        return JSONResponse({"ok": True, "ticks": sorted(live.ticks)})

    async def drawing(self, request: Request) -> Response:
        live = await self.live(request)
        if isinstance(live, Response):
            return live
        _html, svg = await self.hub.shown(live, speak=False)
        if svg is None:
            return Response(_("this game draws no table"), status_code=404, media_type="text/plain")
        return Response(svg, media_type="image/svg+xml",
                        headers={"content-security-policy": "default-src 'none'; style-src 'unsafe-inline'"})

    async def events(self, request: Request) -> Response:
        live = await self.live(request)
        if isinstance(live, Response):
            return live
        queue: asyncio.Queue[str] = asyncio.Queue(FOLLOWER_QUEUE)
        await self.hub.shown(live, speak=False)  # this follower's language, rendered before it is followed
        live.heard[queue] = language()
        live.followers.add(queue)

        async def stream() -> Any:
            try:
                yield f"retry: 1000\ndata: {live.update(language())}\n\n"
                while True:
                    try:
                        message = await asyncio.wait_for(queue.get(), KEEPALIVE)
                    except TimeoutError:
                        yield ": keep-alive\n\n"
                        continue
                    yield f"data: {message}\n\n"
            finally:
                live.followers.discard(queue)
                live.heard.pop(queue, None)

        return StreamingResponse(stream(), media_type="text/event-stream", headers={"x-accel-buffering": "no"})

    async def act(self, request: Request) -> Response:
        action = request.path_params["action"]
        if action not in ACTIONS:
            return self.problem(request, _("no such action {action}").format(action=repr(action[:20])), 404)
        not_done = _("Not done: {why}")
        form = await self.checked_form(request, not_done)
        if isinstance(form, Response):
            return form
        live = await self.live(request)
        if isinstance(live, Response):
            return live
        operation = self.operation(action, form, live.room)
        device = str(form.get("device", ""))[:20]
        try:
            message, version, html = await self.hub.change(live, form.get("version"), operation, device)
            ok = True
        except Refused as exc:
            message, ok = not_done.format(why=exc), False
            version, html = live.version, (await self.hub.shown(live, speak=False))[0]
        saved = live.room.unsaved is None
        message = page_words(message)  # the line under the moves: no rule IDs, no usage lines ("details" say them)
        if request.headers.get("x-solobot-fetch"):
            return JSONResponse({"ok": ok, "message": message, "version": version, "html": html,
                                 "saved": saved},
                                status_code=200 if ok else 409)
        bad = "" if ok and saved else "&bad=1"
        return RedirectResponse(f"/game/{quote(live.room.name)}?msg={quote(message)}{bad}", status_code=303)

    @staticmethod
    def operation(action: str, form: Any, room: Room) -> Any:
        """The room method an action runs, with the words or dice the form gives."""
        if action == "input":
            if form.get("line") is not None:
                words = str(form.get("line")).split()
            else:
                values = form_values(form)
                rest = str(form.get("rest", "")).split()
                words = [str(form.get("command", "")), *(v.strip() for v in values if v.strip()), *rest]
                words = [w for w in words if w]
            return lambda r: r.play(words)
        if action == "dice":
            dice = [*form.getlist("die"), *(form.get(f"die-{n}", "") for n in range(MAX_DICE))]
            typed = " ".join(d for d in dice if d) or str(form.get("dice", ""))
            return lambda r: r.dice(typed)
        if action == "draw":
            picked = str(form.get("pick", ""))
            return lambda r: r.draw(picked)
        return getattr(Room, action)

    def refuse_cross_site(self, request: Request, form: Any) -> Response | None:
        """403 for a state-changing request without the form token or from another site."""
        why = cross_site({k.lower(): v for k, v in request.headers.items()})
        if why is None and not same(str(form.get("csrf", "")) or None, self.form_token):
            why = _("a form without this page's token (reload the page)")
        return None if why is None else self.problem(request, _("refused {why}").format(why=why), 403)

    # -- your copy's components --------------------------------------------------------
    def components_page(self, game: str, number: int | None, status: int = 200, message: str = "",
                        typed: str | None = None, bad: bool = False) -> Response:
        """The components page of ``game`` at item ``number`` (1 = the first; None: where an entry stopped)."""
        spec = self.registry.game(game)
        view = components_view(spec, None if number is None else number - 1)
        here = f"/components/{quote(game)}" + ("" if number is None else f"?item={number}")
        return self.page("components.html", status=status, here=here, view=view, message=message, typed=typed,
                         bad=bad)

    async def components(self, request: Request) -> Response:
        """Which component data is in use, and one item of your copy to check or change."""
        shown_at = request.query_params.get("item", "")
        number = int(shown_at) if is_ascii_digits(shown_at, 5) else None
        try:
            return await asyncio.to_thread(self.components_page, request.path_params["game"], number,
                                           message=request.query_params.get("msg", "")[:300],
                                           bad=request.query_params.get("bad") == "1")
        except (PluginError, ComponentError) as exc:
            return self.problem(request, str(exc), 404)

    async def enter_component(self, request: Request) -> Response:
        """Keep the value typed for one item (checked by the game's model), then show the next item."""
        form = await self.checked_form(request, _("Not kept: {why}"))
        if isinstance(form, Response):
            return form
        game, item, typed = request.path_params["game"], str(form.get("item", "")), str(form.get("value", ""))
        number = int(item) if is_ascii_digits(item, 5) else 0
        try:
            spec = self.registry.game(game)
            said = await asyncio.to_thread(enter_item, spec, number - 1, typed)
        except (PluginError, ComponentError) as exc:
            return self.problem(request, str(exc), 404)
        except ValueError as exc:
            said = _("Not kept: {why}.").format(why=str(exc).rstrip("."))
            return await asyncio.to_thread(self.components_page, game, number, 400, said, typed, True)
        return RedirectResponse(f"/components/{quote(game)}?item={number + 1}&msg={quote(said)}", status_code=303)

    # -- the app on the home screen --------------------------------------------------
    async def manifest(self, request: Request) -> Response:
        """The web app manifest: name, icons, colours, start page (the page installs to a home screen)."""
        icons = [{"src": "/static/icon-192.png", "sizes": "192x192", "type": "image/png"},
                 {"src": "/static/icon-512.png", "sizes": "512x512", "type": "image/png"},
                 {"src": "/static/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
                 {"src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml"}]
        body = {"name": "solobot", "short_name": "solobot", "lang": language(),
                "description": _("Play board games solo against a bot"),
                "start_url": "/", "scope": "/", "display": "standalone", "background_color": "#faf7f0",
                "theme_color": "#2f6f4f", "icons": icons}
        return JSONResponse(body, media_type="application/manifest+json", headers={"cache-control": "no-cache"})

    async def service_worker(self, request: Request) -> Response:
        """The service worker, served from the root so it may look after every page."""
        text = (static_dir() / "sw.js").read_text(encoding="utf-8").replace("@VERSION@", asset_version())
        return Response(text, media_type="text/javascript", headers={"cache-control": "no-cache"})

    async def favicon(self, request: Request) -> Response:
        """The icon browsers ask for at /favicon.ico (a PNG: every browser reads one there)."""
        return Response((static_dir() / "icon-32.png").read_bytes(), media_type="image/png",
                        headers={"cache-control": STATIC_AGE})

    async def offline_page(self, request: Request) -> Response:
        """The page the service worker shows when a game page cannot be reached."""
        return self.page("offline.html")

    async def switch_language(self, request: Request) -> Response:
        """The language switch: remember the language chosen (a cookie) and go back to the page it was on."""
        form = await self.checked_form(request, _("Not done: {why}"))
        if isinstance(form, Response):
            return form
        code = str(form.get("lang", ""))
        if code not in LANGUAGES:
            why = _("solobot does not speak that language")
            return self.problem(request, _("Not done: {why}").format(why=why), 400)
        response = RedirectResponse(back_to(str(form.get("next", ""))), status_code=303)
        response.headers.append("set-cookie", language_cookie(code))
        return response

    async def ping(self, request: Request) -> Response:
        """Whether the server is there (the offline banner asks every few seconds)."""
        return Response(status_code=204)

    # -- the application ----------------------------------------------------------
    def asgi(self) -> Any:
        """The ASGI application, behind its guard."""
        app = Starlette(exception_handlers={Exception: self.crashed}, routes=[
            Route("/", self.home),
            Route("/manifest.webmanifest", self.manifest),
            Route("/sw.js", self.service_worker),
            Route("/favicon.ico", self.favicon),
            Route("/offline", self.offline_page),
            Route("/ping", self.ping),
            Route("/language", self.switch_language, methods=["POST"]),
            Route("/game/{name}/tick", self.tick, methods=["POST"]),
            Route("/new", self.new_game, methods=["POST"]),
            Route("/components/{game}", self.components),
            Route("/components/{game}", self.enter_component, methods=["POST"]),
            Route("/game/{name}", self.game),
            Route("/game/{name}/table.svg", self.drawing),
            Route("/game/{name}/events", self.events),
            Route("/game/{name}/{action}", self.act, methods=["POST"]),
            Mount("/static", CachedStatic(directory=str(static_dir())), name="static"),
        ])
        return Speaking(Guard(app, self.token), self.language)


def create_app(folder: Path | None = None, token: str | None = None, registry: Registry | None = None,
               language: str | None = None) -> Any:
    """The web companion as an ASGI application (see :class:`WebApp`)."""
    return WebApp(folder, token, registry, language).asgi()
