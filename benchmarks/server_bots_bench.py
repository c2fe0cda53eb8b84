"""Is the server still responsive while bots think?  No-op latency idle, then with N bot games.

Starts the real server (one Uvicorn process, its bot pool at the default size or ``--bot-workers``)
over a fresh SQLite file, then in the same run measures ``GET /api/noop`` from ``--clients``
concurrent keep-alive clients for ``--seconds``:

  1. idle (no game), then
  2. while ``--games`` games whose every seat is a search bot (``--bot``, default
     ``mcts:seconds=1``) play with no pause between moves, so the bot pool is always busy.

    .venv/bin/python benchmarks/server_bots_bench.py --games 20 --seconds 15

Prints a Markdown table (paste into benchmarks/server.md) with p50/p99 and the ratio of the
loaded p99 to the idle one; the target (issue 15) is at most 2.  Not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import server_bench  # noqa: E402
from server_bench import Conn, noop_phase, noop_table, percentile  # noqa: E402


async def bot_games(port: int, games: int, game: str, players: int, bot: str) -> list[str]:
    conn = Conn(port)
    ids = []
    try:
        for _ in range(games):
            status, data = await conn.request("POST", "/api/games", {"game": game, "seats": [bot] * players})
            if status != 201:
                raise SystemExit(f"creating a bot game answered {status}: {data}")
            ids.append(data["id"])
    finally:
        conn.close()
    return ids


async def moves(port: int, ids: list[str]) -> int:
    conn = Conn(port)
    try:
        total = 0
        for gid in ids:
            _, summary = await conn.request("GET", f"/api/games/{gid}")
            total += summary["moves"]
        return total
    finally:
        conn.close()


async def run(port: int, args) -> dict:
    await noop_phase(port, args.clients, 1.0)  # warm up
    idle = await noop_phase(port, args.clients, args.seconds)
    ids = await bot_games(port, args.games, args.game, args.players, args.bot)
    await asyncio.sleep(2.0)  # the pool's workers start and every game is thinking
    before = await moves(port, ids)
    loaded = await noop_phase(port, args.clients, args.seconds)
    after = await moves(port, ids)
    return {"idle": idle, "loaded": loaded, "bot_moves": after - before}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--clients", type=int, default=10, help="concurrent no-op clients")
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--game", default="dragon")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--bot", default="mcts:seconds=1")
    parser.add_argument("--bot-workers", type=int, help="bot pool size (default: the server's, cores - 1)")
    args = parser.parse_args()
    settings = "" if args.bot_workers is None else f", bot_workers={args.bot_workers}"
    out = server_bench.on_fresh_server(lambda port: run(port, args), settings)
    idle, loaded = out["idle"], out["loaded"]
    print(noop_table(args.clients, args.seconds, [("idle (no game)", idle),
                                                  (f"{args.games} {args.game} games of {args.bot} bots thinking", loaded)]))
    print()
    ratio = percentile(loaded, 0.99) / percentile(idle, 0.99)
    print(f"loaded p99 / idle p99: {ratio:.2f} (target: at most 2); bot moves made meanwhile: {out['bot_moves']}; "
          f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
