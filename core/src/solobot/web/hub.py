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

from solobot.game import GameSpec
from solobot.plugins import Registry
from solobot.savelock import SaveLocked, claim_free_path
from solobot.web.rooms import Refused, Room
from solobot.web.savefolder import save_path


@dataclass
class Live:
    """A room as served: its lock, its last rendering, its followers' queues."""

    room: Room
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    version: int = 0
    html: str = ""
    svg: str | None = None
    followers: set[asyncio.Queue[str]] = field(default_factory=set)

    def update(self) -> str:
        """The SSE message for the room as it is now."""
        return json.dumps({"version": self.version, "html": self.html})

    def tell(self) -> None:
        """Queue the page as it is now for every follower. Each message is the whole live part, so a
        follower too slow to keep up loses only pages it would have replaced at once (its queue is
        bounded: the oldest is dropped)."""
        message = self.update()
        for queue in list(self.followers):
            if queue.full():
                queue.get_nowait()
            queue.put_nowait(message)

    def rendered(self, render: Callable[[Room], tuple[str, str | None]]) -> None:
        """Render the room as it is now (under its lock): the page, the drawing and their version agree."""
        self.html, self.svg = render(self.room)
        self.version = self.room.version


class Hub:
    """Every game open in this server, by save name.

    :param folder: the save folder.
    :param render: renders a room's live part: ``render(room) -> (html, svg)``.
    """

    def __init__(self, folder: Path, render: Callable[[Room], tuple[str, str | None]],
                 registry: Registry | None = None):
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
                    raise Refused(f"no saved game called {name!r}")
                live = await run_in_threadpool(self._make, lambda: Room.load(name, path, self.registry))
                self.rooms[name] = live
        return live

    async def new(self, spec: GameSpec, options: dict[str, Any], seed: int, dice: str, draws: str = "seeded") -> str:
        """Start a game; return its save name."""
        async with self._opening:
            return await run_in_threadpool(self.start, spec, options, seed, dice, draws)

    def start(self, spec: GameSpec, options: dict[str, Any], seed: int, dice: str, draws: str = "seeded") -> str:
        """Start a game before serving (``solobot play --web``); return its save name."""
        self.folder.mkdir(parents=True, exist_ok=True)
        try:
            path, lock = claim_free_path(self.folder / f"{spec.name}-{seed}.json", "web")
        except SaveLocked as exc:
            raise Refused(str(exc)) from None
        name = save_path(self.folder, path.name).name
        self.rooms[name] = self._make(
            lambda: Room.new(name, path, spec, options, seed, dice, self.registry, lock, draws))
        return name

    def close(self) -> None:
        """Let go of every open game's save (when the server stops)."""
        for live in self.rooms.values():
            live.room.close()
        self.rooms.clear()

    def _make(self, build: Callable[[], Room]) -> Live:
        live = Live(build())
        live.rendered(self.render)
        return live

    async def change(self, live: Live, version: Any, operation: Callable[[Room], str]) -> tuple[str, int, str]:
        """Apply one change made for ``version`` (refused when stale), render, and tell every follower.

        Returns the one line saying what was done, and the version and live part right after it;
        raises :class:`Refused` (the same version and live part are then in ``live``).
        """
        async with live.lock:
            before = live.room.version

            def work() -> str:
                try:
                    live.room.check(version)
                    return operation(live.room)
                finally:
                    if live.room.version != before:
                        live.rendered(self.render)

            try:
                done = await run_in_threadpool(work)
                return done, live.version, live.html
            finally:
                if live.room.version != before:
                    live.tell()
