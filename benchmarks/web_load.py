"""Load run of the web companion on loopback (a benchmark, not a test).

50 followers watch one game live (server-sent events) while 2 senders send 1,000 inputs
between them, racing: each sends for the version it last saw, so some inputs arrive for a
step already passed and must be refused. Reports accepted and refused inputs, lost or
doubled inputs (the save's input count must equal the accepted count, and every follower
must see every version exactly once), and the time from sending an input to the moment
the last follower has the update (p50, p95, max; target p95 < 50 ms).

    python benchmarks/web_load.py [--followers 50] [--inputs 1000] [--game maestro --line "vp 1"]

Needs the web extra and httpx. The server runs in its own process on 127.0.0.1, on a
temporary save folder; the whole run is bounded by --timeout seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

SERVER = """
import sys, uvicorn
from pathlib import Path
from solobot.web.app import WebApp
uvicorn.run(WebApp(folder=Path(sys.argv[1])).asgi(), host="127.0.0.1", port=int(sys.argv[2]), log_level="warning")
"""
VERSION = re.compile(rb'data: \{"version": (\d+)')


def free_port() -> int:
    """A free port on 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def follow(port: int, game: str, seen: dict[int, float], ready: asyncio.Event, counts: dict[int, int]) -> None:
    """One follower: record when each version arrives.

    A raw socket reading the event stream, so that fifty followers in one Python process
    measure the server rather than an HTTP client's parsing (each event is one chunk).
    """
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {game}/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    await writer.drain()
    tail = b""
    try:
        while chunk := await reader.read(1 << 16):
            now = time.perf_counter()
            data = tail + chunk
            for found in VERSION.finditer(data):
                version = int(found[1])
                seen[version] = now
                counts[version] = counts.get(version, 0) + 1
                ready.set()
            tail = data[-40:] if not data.endswith(b"\n\n") else b""
    finally:
        writer.close()


async def send(client: httpx.AsyncClient, game: str, csrf: str, line: str, state: dict, sent: dict[int, float]) -> None:
    """One sender: send the line for the last version it saw, until the total is reached."""
    version = state["version"]
    while state["accepted"] < state["target"]:
        started = time.perf_counter()
        reply = await client.post(f"{game}/input", data={"csrf": csrf, "version": version, "line": line},
                                  headers={"x-solobot-fetch": "1"})
        answer = reply.json()
        if answer["ok"]:
            state["accepted"] += 1
            sent[answer["version"]] = started
        else:
            assert "earlier step" in answer["message"], answer["message"]
            state["refused"] += 1
        version = answer["version"]


async def run(args: argparse.Namespace, port: int, folder: Path) -> dict:
    """The load run itself; returns the figures."""
    base = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient(base_url=base, timeout=30, follow_redirects=True) as client:
        home = (await client.get("/")).text
        csrf = re.search(r'name="csrf" value="([^"]+)"', home)[1]
        created = await client.post("/new", data={"csrf": csrf, "game": args.game, "seed": "1"})
        game = "/game/" + str(created.url).rsplit("/game/", 1)[1]
        start_version = int(re.search(r'data-version="(\d+)"', created.text)[1])
        seen = [{} for _ in range(args.followers)]
        counts = [{} for _ in range(args.followers)]
        readies = [asyncio.Event() for _ in range(args.followers)]
        followers = [asyncio.create_task(follow(port, game, seen[i], readies[i], counts[i]))
                     for i in range(args.followers)]
        await asyncio.gather(*(ready.wait() for ready in readies))
        state = {"version": start_version, "accepted": 0, "refused": 0, "target": args.inputs}
        sent: dict[int, float] = {}
        began = time.perf_counter()
        await asyncio.gather(*(send(client, game, csrf, args.line, state, sent) for _ in range(args.senders)))
        last = max(sent)
        while not all(last in s for s in seen):
            await asyncio.sleep(0.01)
        elapsed = time.perf_counter() - began
        for task in followers:
            task.cancel()
        await asyncio.gather(*followers, return_exceptions=True)
    delays = sorted((max(s[v] for s in seen) - t) * 1000 for v, t in sent.items())
    save = json.loads((folder / game.rsplit("/", 1)[1]).read_text())
    missed = sum(1 for s in seen for v in sent if v not in s)
    doubled = sum(1 for c in counts for n in c.values() if n > 1)
    return {
        "followers": args.followers, "senders": args.senders, "accepted": state["accepted"],
        "refused_as_stale": state["refused"], "saved_inputs": len(save["inputs"]),
        "lost_or_doubled_inputs": abs(len(save["inputs"]) - state["accepted"]),
        "missed_updates": missed, "doubled_updates": doubled,
        "p50_ms": round(statistics.median(delays), 1), "p95_ms": round(delays[int(0.95 * (len(delays) - 1))], 1),
        "max_ms": round(delays[-1], 1), "seconds": round(elapsed, 1),
        "inputs_per_second": round(state["accepted"] / elapsed, 1),
    }


def main() -> int:
    """Start a server, run the load, print the figures as JSON; exit 1 if anything was lost or doubled."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--followers", type=int, default=50)
    parser.add_argument("--senders", type=int, default=2)
    parser.add_argument("--inputs", type=int, default=1000)
    parser.add_argument("--game", default="maestro")
    parser.add_argument("--line", default="vp 1", help="an input the game accepts at any step")
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        server = subprocess.Popen([sys.executable, "-c", SERVER, str(folder), str(port)])
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(200):
                try:
                    httpx.get(base + "/", timeout=1)
                    break
                except httpx.TransportError:
                    time.sleep(0.05)
            figures = asyncio.run(asyncio.wait_for(run(args, port, folder), args.timeout))
        finally:
            server.terminate()
            server.wait(10)
    print(json.dumps(figures, indent=1))
    bad = figures["lost_or_doubled_inputs"] or figures["missed_updates"] or figures["doubled_updates"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
