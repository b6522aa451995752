"""The web companion's Starlette application: pages, inputs, live updates (server-sent events)."""

from __future__ import annotations

import asyncio
import secrets
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, quote

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.datastructures import ImmutableMultiDict
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from solobot.plugins import PluginError, Registry, default_registry
from solobot.session import OptionsError, validate_options
from solobot.web.forms import option_fields, read_options
from solobot.web.hub import Hub, Live
from solobot.web.rooms import Refused, Room
from solobot.web.savefolder import OutsideSaveFolder, list_saves, saves_dir
from solobot.web.security import Guard, cross_site, same
from solobot.web.view import command_fields, free_placeholder, panel

ACTIONS = ("input", "dice", "draw", "cancel", "undo", "redo")
KEEPALIVE = 15.0
MAX_FORM = 16_000
MAX_DICE = 12
FOLLOWER_QUEUE = 16


class BadForm(ValueError):
    """A form that is not a small URL-encoded form."""


async def read_form(request: Request) -> ImmutableMultiDict[str, str]:
    """A small URL-encoded form (the page's script sends the same): no file uploads, no multipart
    parser to install, and a size cap."""
    kind = request.headers.get("content-type", "").split(";")[0].strip()
    if kind != "application/x-www-form-urlencoded":
        raise BadForm("forms are sent URL-encoded")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_FORM:
            raise BadForm("that form is too large")
    return ImmutableMultiDict(parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True))


def templates() -> Environment:
    """The Jinja environment: every value escaped unless a template says otherwise (none does)."""
    env = Environment(loader=PackageLoader("solobot.web", "templates"), autoescape=select_autoescape(default=True))
    env.globals.update(command_fields=command_fields, free_placeholder=free_placeholder)
    return env


class WebApp:
    """The routes, around one :class:`Hub` of open games.

    :param folder: the save folder (default: ``solobot.paths.app_dir()/"saves"``).
    :param token: the access token (``--lan``), or None on loopback.
    """

    def __init__(self, folder: Path | None = None, token: str | None = None, registry: Registry | None = None):
        self.env = templates()
        self.registry = registry or default_registry()
        self.form_token = secrets.token_urlsafe(24)
        self.token = token
        self.hub = Hub(folder or saves_dir(), self.render_room, self.registry)

    # -- rendering -------------------------------------------------------------
    def page(self, template: str, status: int = 200, **values: Any) -> HTMLResponse:
        """A whole page."""
        html = self.env.get_template(template).render(csrf=self.form_token, **values)
        return HTMLResponse(html, status_code=status)

    def render_room(self, room: Room) -> tuple[str, str | None]:
        """The live part of a game page, and its drawing."""
        try:
            view = panel(room)
        except (Exception, SystemExit) as exc:  # a game's describe_board, commands or draw_table failed
            view = {"name": room.name, "version": room.version, "waiting": None, "session": None,
                    "problem": f"this game's page cannot be drawn: {type(exc).__name__}: {exc}"}
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
        return self.problem(request, f"something went wrong: {type(exc).__name__}: {said}", 500)

    # -- routes -----------------------------------------------------------------
    async def home(self, request: Request) -> Response:
        registry = self.registry.load()
        games = [(spec, option_fields(spec.options)) for _, spec in sorted(registry.games.items())]
        saves = await asyncio.to_thread(list_saves, self.hub.folder)
        return self.page("home.html", games=games, saves=saves, folder=str(self.hub.folder))

    async def new_game(self, request: Request) -> Response:
        try:
            form = await read_form(request)
        except BadForm as exc:
            return self.problem(request, f"not started: {exc}", 400)
        if (why := self.refuse_cross_site(request, form)) is not None:
            return why
        try:
            spec = self.registry.game(str(form.get("game", "")))
        except PluginError as exc:
            return self.problem(request, f"not started: {exc}", 400)
        options = read_options(spec.options, form)
        try:
            validate_options(spec, options)
        except OptionsError as exc:
            return self.problem(request, f"not started: {exc}", 400)
        seed_text = str(form.get("seed", "")).strip()
        if seed_text and not (seed_text.isascii() and seed_text.isdigit() and len(seed_text) <= 12):
            return self.problem(request, "not started: the seed is a whole number (up to 12 digits)", 400)
        seed = int(seed_text) if seed_text else secrets.randbelow(10**9)
        dice = "physical" if form.get("dice") == "physical" else "seeded"
        draws = "physical" if form.get("draws") == "physical" else "seeded"
        try:
            name = await self.hub.new(spec, options, seed, dice, draws)
        except Refused as exc:
            return self.problem(request, f"not started: {exc}", 400)
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
        return self.page("game.html", name=live.room.name, version=live.version, html=live.html,
                         message=request.query_params.get("msg", "")[:300])

    async def drawing(self, request: Request) -> Response:
        live = await self.live(request)
        if isinstance(live, Response):
            return live
        if live.svg is None:
            return Response("this game draws no table", status_code=404, media_type="text/plain")
        return Response(live.svg, media_type="image/svg+xml",
                        headers={"content-security-policy": "default-src 'none'; style-src 'unsafe-inline'"})

    async def events(self, request: Request) -> Response:
        live = await self.live(request)
        if isinstance(live, Response):
            return live
        queue: asyncio.Queue[str] = asyncio.Queue(FOLLOWER_QUEUE)
        live.followers.add(queue)

        async def stream() -> Any:
            try:
                yield f"retry: 1000\ndata: {live.update()}\n\n"
                while True:
                    try:
                        message = await asyncio.wait_for(queue.get(), KEEPALIVE)
                    except TimeoutError:
                        yield ": keep-alive\n\n"
                        continue
                    yield f"data: {message}\n\n"
            finally:
                live.followers.discard(queue)

        return StreamingResponse(stream(), media_type="text/event-stream", headers={"x-accel-buffering": "no"})

    async def act(self, request: Request) -> Response:
        action = request.path_params["action"]
        if action not in ACTIONS:
            return self.problem(request, f"no such action {action[:20]!r}", 404)
        try:
            form = await read_form(request)
        except BadForm as exc:
            return self.problem(request, f"Not done: {exc}", 400)
        if (why := self.refuse_cross_site(request, form)) is not None:
            return why
        live = await self.live(request)
        if isinstance(live, Response):
            return live
        operation = self.operation(action, form, live.room)
        try:
            message, version, html = await self.hub.change(live, form.get("version"), operation)
            ok = True
        except Refused as exc:
            message, ok = f"Not done: {exc}", False
            version, html = live.version, live.html
        if request.headers.get("x-solobot-fetch"):
            return JSONResponse({"ok": ok, "message": message, "version": version, "html": html},
                                status_code=200 if ok else 409)
        return RedirectResponse(f"/game/{quote(live.room.name)}?msg={quote(message)}", status_code=303)

    @staticmethod
    def operation(action: str, form: Any, room: Room) -> Any:
        """The room method an action runs, with the words or dice the form gives."""
        if action == "input":
            if form.get("line") is not None:
                words = str(form.get("line")).split()
            else:
                count = sum(1 for key in form if key.startswith("arg-"))
                values = [str(form.get(f"arg-{i}", "")) for i in range(count)]
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
            why = "a form without this page's token (reload the page)"
        return None if why is None else self.problem(request, f"refused {why}", 403)

    # -- the application ----------------------------------------------------------
    def asgi(self) -> Any:
        """The ASGI application, behind its guard."""
        static = resources.files("solobot.web") / "static"
        app = Starlette(exception_handlers={Exception: self.crashed}, routes=[
            Route("/", self.home),
            Route("/new", self.new_game, methods=["POST"]),
            Route("/game/{name}", self.game),
            Route("/game/{name}/table.svg", self.drawing),
            Route("/game/{name}/events", self.events),
            Route("/game/{name}/{action}", self.act, methods=["POST"]),
            Mount("/static", StaticFiles(directory=str(static)), name="static"),
        ])
        return Guard(app, self.token)


def create_app(folder: Path | None = None, token: str | None = None, registry: Registry | None = None) -> Any:
    """The web companion as an ASGI application (see :class:`WebApp`)."""
    return WebApp(folder, token, registry).asgi()
