"""The games open in a server: one :class:`~solobot.web.rooms.Room` per save, its lock, its followers.

Each change runs in a worker thread under the room's lock (one at a time, and the server
keeps answering meanwhile); the page's live part is then rendered once and pushed to every
follower's queue (server-sent events), so fifty followers cost one rendering.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from starlette.concurrency import run_in_threadpool

from solobot.engine.plugins import Registry
from solobot.game import GameSpec
from solobot.i18n import _, language, speaking
from solobot.storage.savelock import SaveLocked, claim_free_path
from solobot.web.rooms import Refused, Room
from solobot.web.savefolder import save_path

#: seconds a change (an input and the bot turns after it) may take before the page is answered
#: without waiting; the change still finishes (a thread cannot be stopped) and the room stays locked till then
TURN_LIMIT = 30.0


Render = Callable[[Room], tuple[str, str | None]]
"""Renders a room's live part in the language spoken: ``render(room) -> (html, svg)``."""


@dataclass
class Live:
    """A room as served: its lock, its last rendering (in each language a page reads it in), its followers'
    queues and the language each reads."""

    room: Room
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    version: int = 0
    html: str = ""
    svg: str | None = None
    #: the language of ``html`` and ``svg`` (the last change's)
    spoken: str = "en"
    #: the live part and drawing at this version in each language asked for (``html`` and ``svg`` among them);
    #: always replaced whole, never changed in place, so a reader sees one rendering or the next, never a mix
    pages: dict[str, tuple[str, str | None]] = field(default_factory=dict)
    followers: set[asyncio.Queue[str]] = field(default_factory=set)
    #: the language each follower reads (a follower not listed reads ``spoken``)
    heard: dict[asyncio.Queue[str], str] = field(default_factory=dict)
    #: a change has run over TURN_LIMIT and goes on in its thread: later changes are refused at once
    busy: bool = False
    said: str = ""
    by: str = ""
    ticks: set[str] = field(default_factory=set)

    def page(self, code: str | None = None) -> tuple[str, str | None] | None:
        """The live part and drawing at this version in language ``code`` (default: now), if rendered."""
        return self.pages.get(code or language())

    def update(self, code: str | None = None) -> str:
        """The SSE message for the room as it is now, in language ``code`` (rendered before; else the
        last language rendered): the page, what the last change did and which device made it (a follower
        says "Another device: ..."), and the checklist's ticks."""
        html = (self.page(code) or (self.html, None))[0]
        return json.dumps({"version": self.version, "html": html, "said": self.said, "by": self.by,
                           "ticks": sorted(self.ticks)})

    def tell(self, message: str | None = None) -> None:
        """Queue the page as it is now (or ``message``) for every follower. Each message is the whole
        live part, so a follower too slow to keep up loses only pages it would have replaced at once
        (its queue is bounded: the oldest is dropped)."""
        said = {code: self.update(code) for code in {self.spoken, *self.heard.values()}} if message is None else {}
        for queue in list(self.followers):
            if queue.full():
                queue.get_nowait()
            queue.put_nowait(message if message is not None else said[self.heard.get(queue, self.spoken)])

    def tick(self, key: str, done: bool) -> None:
        """Tick (or untick) a checklist step, for every device (kept while the server runs)."""
        if done:
            self.ticks.add(key)
        else:
            self.ticks.discard(key)
        self.tell(json.dumps({"ticks": sorted(self.ticks)}))

    def forget_ticks(self, events_before: int, events_now: int) -> None:
        """Drop the ticks of steps that are no longer the same: past the log's end, or told anew."""
        keep = min(events_before, events_now)
        self.ticks = {key for key in self.ticks if key.startswith("e") and int(key[1:]) < keep}

    def rendered(self, render: Render, code: str | None = None) -> None:
        """Render the room as it is now (under its lock), in language ``code`` (default: now) and in every
        language a follower reads: the page, the drawing and their version agree."""
        code = code or language()
        pages = {}
        for each in [code, *sorted(set(self.heard.values()) - {code})]:
            with speaking(each):
                pages[each] = render(self.room)
        self.pages = pages
        self.spoken, (self.html, self.svg) = code, pages[code]
        self.version = self.room.version

    def render_in(self, render: Render, code: str) -> None:
        """Render the room at this version in one more language (under its lock)."""
        with speaking(code):
            page = render(self.room)
        self.pages = {**self.pages, code: page}


def _plugin_of(live: Live) -> str:
    spec = getattr(live.room.seat, "spec", None)
    return getattr(spec, "plugin", "") or getattr(spec, "name", "") or _("of this game")


class Hub:
    """Every game open in this server, by save name.

    :param folder: the save folder.
    :param render: renders a room's live part: ``render(room) -> (html, svg)``.
    """

    def __init__(self, folder: Path, render: Render, registry: Registry | None = None):
        self.folder = folder
        self.registry = registry
        self.render = render
        self.rooms: dict[str, Live] = {}
        self._opening = asyncio.Lock()

    async def open(self, name: str) -> Live:
        """The game saved as ``name`` (loaded on first use); Refused/OutsideSaveFolder when it cannot be."""
        path = save_path(self.folder, name)
        async with self._opening:
            live = self.rooms.get(name)
            if live is None:
                if not path.is_file():
                    raise Refused(_("no saved game called {name}").format(name=repr(name)))
                live = await run_in_threadpool(self._make, lambda: Room.load(name, path, self.registry))
                self.rooms[name] = live
        return live

    async def new(self, spec: GameSpec, options: dict[str, Any], seed: int, dice: str, draws: str = "seeded") -> str:
        """Start a game; return its save name."""
        async with self._opening:
            return await run_in_threadpool(self.start, spec, options, seed, dice, draws)

    def start(self, spec: GameSpec, options: dict[str, Any], seed: int, dice: str, draws: str = "seeded") -> str:
        """Start a game before serving (``solobot play --web``); return its save name."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            path, lock = claim_free_path(self.folder / f"{spec.name}-{seed}.json", "web")
        except SaveLocked as exc:
            raise Refused(str(exc)) from None
        except OSError as exc:  # a read-only or full disk, a file where the folder goes: the terminal's one line
            raise Refused(_("cannot save a new game in {folder}: {why}").format(
                folder=self.folder, why=exc.strerror or exc)) from None
        name = save_path(self.folder, path.name).name
        self.rooms[name] = self._make(
            lambda: Room.new(name, path, spec, options, seed, dice, self.registry, lock, draws))
        return name

    async def shown(self, live: Live, speak: bool = True) -> tuple[str, str | None]:
        """The live part and drawing in the language spoken now; with ``speak``, the game's own sentences in
        it too (see :meth:`Room.speak`). Rendered under the room's lock when not rendered yet; while the
        game's code is still busy on a change, the last page rendered."""
        code = language()
        page = live.page(code)
        if (page is not None and (not speak or live.room.language == code)) or live.busy:
            return page or (live.html, live.svg)

        def work() -> tuple[str, str | None]:
            if speak and live.room.speak(code):
                live.rendered(self.render, code)  # the game's sentences told anew: every language again
            elif live.page(code) is None:
                live.render_in(self.render, code)
            return live.page(code) or (live.html, live.svg)  # taken under the lock: the next may change it

        async with live.lock:
            return await run_in_threadpool(work)

    def close(self) -> None:
        """Let go of every open game's save (when the server stops)."""
        for live in self.rooms.values():
            live.room.close()
        self.rooms.clear()

    def _make(self, build: Callable[[], Room]) -> Live:
        live = Live(build())
        live.rendered(self.render)
        return live

    async def change(self, live: Live, version: Any, operation: Callable[[Room], str],
                     device: str = "") -> tuple[str, int, str]:
        """Apply one change made for ``version`` (refused when stale), render, and tell every follower
        what was done and by which ``device``.

        Returns the one line saying what was done, and the version and live part right after it;
        raises :class:`Refused` (the same version and live part are then in ``live``).
        """
        if live.busy:  # the game's code is still on an earlier change: say so now, do not queue behind it
            raise Refused(_("the game's code has been working on the last input for over {seconds} s (a bug "
                            "in plugin {plugin}?); nothing can be done in this game until it finishes").format(
                seconds=f"{TURN_LIMIT:g}", plugin=_plugin_of(live)))
        await live.lock.acquire()
        before = live.room.version
        events_before = len(live.room.seat.events)

        def work() -> str:
            try:
                live.room.save_again()
                live.room.check(version)
                live.room.speak(language())  # its new sentences and the ones before in the same language
                done = live.room.told(operation(live.room))
                live.said, live.by = done, device
                return done
            finally:
                if live.room.version != before:
                    live.rendered(self.render)

        def finished(_: Any) -> None:  # the lock is let go only once the work is over, however long it took
            live.busy = False
            live.lock.release()
            if live.room.version != before:
                events_now = len(live.room.seat.events)
                live.forget_ticks(events_before, events_now)
                live.tell()

        task = asyncio.ensure_future(run_in_threadpool(work))
        try:
            done = await asyncio.wait_for(asyncio.shield(task), TURN_LIMIT)
        except TimeoutError:
            live.busy = True
            task.add_done_callback(finished)
            raise Refused(_("the game's code is taking over {seconds} s on that input (a bug in plugin "
                            "{plugin}?); the page shows the game when it is done").format(
                seconds=f"{TURN_LIMIT:g}", plugin=_plugin_of(live))) from None
        except BaseException:
            task.add_done_callback(finished)
            raise
        task.add_done_callback(finished)
        return done, live.version, live.html
