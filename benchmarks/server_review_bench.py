"""Is the server still responsive while it reviews games?  No-op latency idle, then while reviews run
(issue 28: "no-op p99 at most 2x while a review runs").

Starts the real server (one Uvicorn process, its bot pool at the default size) over a fresh SQLite
file, uploads ``--games`` finished games (random Huang games by default: its review is the longest
per decision, docs/server.md "Reviews share the pool"), then in the same run measures
``GET /api/noop`` from ``--clients`` concurrent keep-alive clients for ``--seconds``:

  1. idle, then
  2. after asking a review of every uploaded game (one runs at a time, the others wait in line,
     so a review runs for the whole phase: checked by the progress made).

    .venv/bin/python benchmarks/server_review_bench.py [--game huang --players 2 --games 3 --seconds 15]

Prints a Markdown table with p50/p99 and the ratio of the p99 during reviews to the idle one
(target: at most 2), and the decisions reviewed meanwhile.  Not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import server_bench  # noqa: E402
from server_bench import Conn, noop_phase, noop_table, percentile  # noqa: E402

import tianxia  # noqa: E402
from tianxia.core import record as records  # noqa: E402


def finished_records(game_name: str, players: int, games: int, seed: int) -> list[dict]:
    game = tianxia.load(game_name)
    out = []
    for i in range(games):
        st = game.new_state(players, seed=seed + i)
        rng = random.Random(seed + i)
        while not st.is_terminal:
            st.apply(rng.choice(st.legal_actions()))
        out.append(records.make(st))
    return out


async def progress(conn: Conn, ids: list[str]) -> int:
    total = 0
    for gid in ids:
        _, data = await conn.request("GET", f"/api/games/{gid}/review")
        total += data.get("done", 0)
    return total


async def run(port: int, args) -> dict:
    conn = Conn(port)
    try:
        ids = []
        for rec in finished_records(args.game, args.players, args.games, args.seed):
            status, data = await conn.request("POST", "/api/records", rec)
            if status != 201:
                raise SystemExit(f"uploading a record answered {status}: {data}")
            ids.append(data["id"])
        await noop_phase(port, args.clients, 1.0)  # warm up
        idle = await noop_phase(port, args.clients, args.seconds)
        conn.close()
        conn = Conn(port)  # a keep-alive connection idle that long was closed by the server
        for gid in ids:
            status, data = await conn.request("POST", f"/api/games/{gid}/review", {})
            if status != 202:
                raise SystemExit(f"asking a review answered {status}: {data}")
        await asyncio.sleep(2.0)  # the pool's workers start and the first review is running
        before = await progress(conn, ids)
        loaded = await noop_phase(port, args.clients, args.seconds)
        conn.close()
        conn = Conn(port)
        after = await progress(conn, ids)
        return {"idle": idle, "loaded": loaded, "reviewed": after - before}
    finally:
        conn.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="huang")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--clients", type=int, default=10, help="concurrent no-op clients")
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    out = server_bench.on_fresh_server(lambda port: run(port, args))
    idle, loaded = out["idle"], out["loaded"]
    print(noop_table(args.clients, args.seconds, [("idle", idle),
                                                  (f"reviews of {args.games} {args.game} games asked, one running", loaded)]))
    print()
    ratio = percentile(loaded, 0.99) / percentile(idle, 0.99)
    print(f"p99 during reviews / idle p99: {ratio:.2f} (target: at most 2); decisions reviewed meanwhile: "
          f"{out['reviewed']}; load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
