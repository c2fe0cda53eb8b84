"""Seconds to review one game of each game with the review's default settings (issue 28: a
three-player Dragon game of about 135 decisions within 60 s on this two-core machine).

    python benchmarks/review_speed.py [--games dragon:3,emperor:3,huang:2,zhanguo:2] [--seed 1] [--repeat 1]

Each game is played first by the bots the win models were fitted on (the Dragon game by medium,
easy and a slipping medium; the others by a careful one-step player against easy), then reviewed
by ``tianxia.review.review`` in this process.  Prints wall and CPU seconds (the machine is shared:
the CPU figure is what the review costs, the wall figure what it took here and now), decisions,
and milliseconds a decision.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from tianxia.review import review
from tianxia.sim.play import play_game

M, E, S, C = "heuristic", "heuristic:depth=1,blunder=0.3", "heuristic:blunder=0.15", "heuristic:depth=1"
SEATS = {("dragon", 3): [M, E, S], ("dragon", 2): [M, E], ("dragon", 4): [M, E, S, E],
         ("emperor", 3): [C, E, E], ("zhanguo", 2): [C, E], ("huang", 2): ["heuristic:depth=1,blunder=0.5", E]}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="dragon:3,emperor:3,huang:2,zhanguo:2")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=1, help="games reviewed per game (seeds seed, seed+1, ...)")
    parser.add_argument("--json", help="also write the figures here")
    args = parser.parse_args(argv)
    rows = []
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for item in args.games.split(","):
        name, players = item.split(":")
        seats = SEATS.get((name, int(players)), [C] * int(players))
        for seed in range(args.seed, args.seed + args.repeat):
            rec = play_game(name, seats, {}, seed)
            wall, cpu = time.perf_counter(), time.process_time()
            out = review(rec)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            n = len(out["decisions"])
            marks = sum(d["mark"] is not None for d in out["decisions"])
            rows.append({"game": name, "players": int(players), "seed": seed, "decisions": n,
                         "wall": round(wall, 2), "cpu": round(cpu, 2), "marks": marks, "settings": out["settings"]})
            print(f"  {name:8s} {players}p seed {seed}: {n:4d} decisions, {wall:6.1f} s wall, {cpu:6.1f} s CPU, "
                  f"{1000 * cpu / n:6.1f} ms CPU a decision, {marks} marked", flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(rows, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
