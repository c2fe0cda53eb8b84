"""CPU per move inside the server application, without HTTP: 100 Dragon games played by calling
the ASGI application directly (the same requests as server_bench.py's games phase: read the legal
actions when needed, submit one), over a fresh SQLite file.  No sockets, no load client, so the
figure is steady on a shared machine; it is what Tianxia's own code (fast path, checks, engine,
events put into words, the database writer thread) costs per move.

    .venv/bin/python benchmarks/server_inproc_bench.py [--moves 40] [--profile]

``--profile`` prints cProfile's cumulative times of Tianxia's, Fluent's and Babel's functions
(the event loop's thread only; the writer thread's CPU is in the total).  Not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import random
import tempfile
import time

from tianxia.server import create_app


def cpu() -> float:
    t = os.times()
    return t.user + t.system


class Caller:
    """ASGI requests straight into the application."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, method: str, path: str, body=None, token: str | None = None):
        headers = [(b"host", b"bench")]
        if token:
            headers.append((b"x-seat-token", token.encode()))
        data = json.dumps(body).encode() if body is not None else b""
        if body is not None:
            headers += [(b"content-type", b"application/json"), (b"content-length", str(len(data)).encode())]
        scope = {"type": "http", "method": method, "path": path, "raw_path": path.encode(), "query_string": b"",
                 "headers": headers, "root_path": "", "scheme": "http", "server": ("127.0.0.1", 80),
                 "client": ("127.0.0.1", 1), "http_version": "1.1", "asgi": {"version": "3.0"}}
        sent = False

        async def receive():
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": data, "more_body": False}
            await asyncio.sleep(3600)

        out = {"body": b""}

        async def send(message):
            if message["type"] == "http.response.start":
                out["status"] = message["status"]
            elif message["type"] == "http.response.body":
                out["body"] += message.get("body", b"")

        await self.app(scope, receive, send)
        return out["status"], json.loads(out["body"])


async def create(call, games: int) -> list:
    created = []
    for _ in range(games):
        _, g = await call("POST", "/api/games", {"game": "dragon", "seats": ["human"] * 3})
        created.append((g["id"], [s["token"] for s in g["seats"]]))
    return created


async def play(call, created: list, moves: int, rng: random.Random) -> int:
    made = 0

    async def client(gid, tokens):
        nonlocal made
        seat, view = 0, None
        for _ in range(moves):
            if view is None:
                _, view = await call("GET", f"/api/games/{gid}/seats/{seat}/legal", token=tokens[seat])
            if view["current_player"] is None:
                return
            if view["current_player"] != seat:
                seat, view = view["current_player"], None
                continue
            status, answer = await call("POST", f"/api/games/{gid}/seats/{seat}/actions", token=tokens[seat],
                                        body={"action": rng.choice(view["legal"]), "version": view["version"]})
            view = answer if status == 200 and "legal" in answer else None
            if view is None and status == 200 and answer["current_player"] is not None:
                seat = answer["current_player"]  # who decides next: read that seat's legal actions
            made += status == 200

    await asyncio.gather(*(client(gid, tokens) for gid, tokens in created))
    return made


async def main(args) -> None:
    app = create_app(f"sqlite:///{tempfile.mkdtemp()}/inproc.sqlite3", bot_delay=0, create_limit=None)
    call = Caller(app)
    async with app.router.lifespan_context(app):
        await play(call, await create(call, 100), 20, random.Random(0))  # warm up (catalogs, caches)
        games = await create(call, 100)
        profile = cProfile.Profile() if args.profile else None
        c0, t0, l0 = cpu(), time.perf_counter(), time.thread_time()
        if profile:
            profile.enable()
        made = await play(call, games, args.moves, random.Random(1))
        for _ in range(args.repeat - 1):
            made += await play(call, await create(call, 100), args.moves, random.Random(1 + _))
        if profile:
            profile.disable()
        used, wall, loop = cpu() - c0, time.perf_counter() - t0, time.thread_time() - l0
        c0, n = cpu(), 3000
        for _ in range(n):
            await call("GET", "/api/noop")
        noop = (cpu() - c0) / n
    print(f"{made} moves: {used / made * 1e6:.0f} us of CPU per move, {loop / made * 1e6:.0f} us of it in the "
          f"event loop's thread (wall {wall:.2f} s); "
          f"GET /api/noop through the application: {noop * 1e6:.0f} us")
    if profile:
        pstats.Stats(profile).sort_stats("cumtime").print_stats("tianxia|fluent|babel", 30)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=40, help="requests per game client")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--repeat", type=int, default=1, help="play that many sets of 100 games (a longer run, for a sampling profiler)")
    asyncio.run(main(parser.parse_args()))
