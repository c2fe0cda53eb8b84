"""The heuristic's budget per decision at its slowest decisions: replays the positions where a
level's heuristic took longest in ladder records and times the bot there unbounded, with its
default budget (``work``), and with clock caps (``seconds``), each from the same seed.

Why: bot_budget.py plays whole games, where the budget rarely binds (it is set above nearly
every decision's work), so the slowest decisions, the ones the budget is for, are seldom met.

    nice -n 10 .venv/bin/python benchmarks/heuristic_cap.py benchmarks/records/ladder-2026-11-26/zhanguo-?p.jsonl \
        --level hard --over 1.0 --json FILE

Recorded runs: benchmarks/ladder.md ("Within the server's budget").
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

import tianxia
from tianxia.bots.heuristics import HeuristicBot
from tianxia.core import record as records


def slow_positions(paths: list[str], level: str, over: float):
    """(record, decision index, state, seat, recorded CPU s) for each decision of ``level`` that took
    more than ``over`` seconds of CPU when the ladder played it."""
    for path in paths:
        for rec in records.iter_file(path):
            think = iter(rec.get("think", []))
            state = tianxia.load(rec["game"]).new_state(len(rec["players"]), seed=rec["seed"], options=rec["options"])
            for notation in rec["history"]:
                if len(state.legal_actions()) > 1:
                    seat, _, cpu = next(think)
                    if rec["players"][seat] == level and cpu > over:
                        yield path, state.clone(), seat, cpu
                state.apply(notation)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("records", nargs="+")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--over", type=float, default=1.0, help="recorded CPU seconds above which a decision is replayed")
    parser.add_argument("--caps", default="1.5,0.5", help="clock caps (seconds) to time besides the work budget")
    parser.add_argument("--json", metavar="FILE")
    args = parser.parse_args(argv)
    variants = [("unbounded", {"work": 10**9}), ("default", {})]
    variants += [(f"seconds={c}", {"seconds": float(c), "work": 10**9}) for c in args.caps.split(",")]
    print(f"decisions of {args.level} over {args.over:g} s CPU in the records; per variant: wall s, CPU s, "
          "depth of the pass played, same move as unbounded; load", f"{os.getloadavg()[0]:.1f}")
    rows = []
    for n, (path, state, seat, recorded) in enumerate(slow_positions(args.records, args.level, args.over)):
        row = {"record": os.path.basename(path), "recorded_cpu": recorded, "legal": len(state.legal_actions())}
        first = None
        for name, params in variants:
            bot = HeuristicBot(seed=n, **params)
            wall, cpu = time.perf_counter(), time.process_time()
            action = str(bot.choose(state.clone(), seat))
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            first = action if first is None else first
            row[name] = {"wall": round(wall, 3), "cpu": round(cpu, 3), "depth": bot.last_depth,
                         "work": bot.last_work, "same": action == first}
        rows.append(row)
        print(f"{row['record']:<18} recorded {recorded:5.2f}  " + "  ".join(
            f"{name} {row[name]['wall']:.2f}/{row[name]['cpu']:.2f} d{row[name]['depth']}"
            f"{'' if row[name]['same'] else ' (other move)'}" for name, _ in variants), flush=True)
    for name, _ in variants:
        cpu = sorted(r[name]["cpu"] for r in rows)
        wall = sorted(r[name]["wall"] for r in rows)
        same = sum(r[name]["same"] for r in rows)
        if rows:
            print(f"{name:<16} decisions {len(rows)}  wall max {wall[-1]:.2f}  CPU max {cpu[-1]:.2f}  "
                  f"CPU mean {sum(cpu) / len(cpu):.2f}  same move as unbounded {same}/{len(rows)}")
    print(f"load after {os.getloadavg()[0]:.1f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"over": args.over, "level": args.level, "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
