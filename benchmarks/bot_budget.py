"""Per-decision thinking time of a bot, per game: is the hard bot within the server's 2 s (p95)?

Plays whole games with the bot in every seat (so each decision is one of the bot's own, at every
stage of the game), times each decision that had a choice (a forced move costs nothing and would
flatter the figures), and prints per game the decisions timed, p50, p95, max and the mean MCTS
iterations, with the machine's load average before and after.  Iteration budgets make the play
load-independent, but the time they take is not: read the figures beside the load.

    nice -n 15 .venv/bin/python benchmarks/bot_budget.py --bot hard -n 2 --json FILE
    .venv/bin/python benchmarks/bot_budget.py --bot hard --records benchmarks/records/ladder-2026-11-26/*-?p.jsonl
    .venv/bin/python benchmarks/bot_budget.py --bot hard --sample 10 -n 3

The second form plays nothing: it reads the hard seats' decisions from the ladder's own games
(``tianxia ladder`` keeps each decision's wall and CPU time and the load average); the third
asks the bot at positions spread over random playouts, a quick measure at the server's priority.  CPU time is
what a decision costs on an idle core; wall time what it took on the machine as loaded then.

Recorded runs: benchmarks/ladder.md ("Within the server's budget").
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time

import tianxia

TARGET = 2.0  # seconds, p95 per decision (issue 16)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0-1) by the nearest-rank rule: a time the given share of decisions kept."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    rank = max(1, math.ceil(q * len(ordered) - 1e-9))
    return ordered[min(len(ordered), rank) - 1]


def time_game(game_name: str, spec: str, players: int, seed: int) -> list[dict]:
    """Every decision with a choice in one game with ``spec`` in each seat: seconds, legal count,
    iterations searched (for mcts)."""
    game = tianxia.load(game_name)
    state = game.new_state(players, seed=seed)
    bots = [tianxia.bot(spec, seed=seed * 8 + i) for i in range(players)]
    decisions = []
    while not state.is_terminal:
        seat = state.current_player
        width = len(state.legal_actions())
        started, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(state, seat)
        took, cpu = time.perf_counter() - started, time.process_time() - cpu
        if width > 1:
            inner = bots[seat].bot_for(game_name) if hasattr(bots[seat], "bot_for") else bots[seat]
            decisions.append({"seconds": round(took, 5), "cpu": round(cpu, 5), "legal": width,
                              "iterations": getattr(inner, "last_iterations", None)})
        state.apply(action)
    return decisions


def time_positions(game_name: str, spec: str, players: int, seed: int, count: int) -> list[dict]:
    """The bot asked at ``count`` positions spread over one random playout (seeded): its decisions
    without the cost of whole games, for a quick measure at the server's own priority."""
    import random

    game = tianxia.load(game_name)
    rng = random.Random(seed)
    state = game.new_state(players, seed=seed)
    path = []
    while not state.is_terminal:
        legal = state.legal_actions()
        path.append(len(legal))
        state.apply(legal[rng.randrange(len(legal))])
    chosen = [i for i, width in enumerate(path) if width > 1]
    chosen = set(chosen[:: max(1, len(chosen) // count)][:count])
    rng = random.Random(seed)
    state = game.new_state(players, seed=seed)
    bot = tianxia.bot(spec, seed=seed)
    decisions = []
    for i in range(len(path)):
        legal = state.legal_actions()
        if i in chosen:
            started, cpu = time.perf_counter(), time.process_time()
            bot.choose(state, state.current_player)
            inner = bot.bot_for(game_name) if hasattr(bot, "bot_for") else bot
            decisions.append({"seconds": round(time.perf_counter() - started, 5),
                              "cpu": round(time.process_time() - cpu, 5), "legal": len(legal),
                              "iterations": getattr(inner, "last_iterations", None)})
        state.apply(legal[rng.randrange(len(legal))])
    return decisions


def summary(decisions: list[dict]) -> dict:
    times = [d["seconds"] for d in decisions]
    cpu = [d["cpu"] for d in decisions]
    searched = [d["iterations"] for d in decisions if d.get("iterations")]
    return {"decisions": len(times), "p50": percentile(times, 0.5), "p95": percentile(times, 0.95),
            "max": max(times, default=0.0), "mean": statistics.fmean(times) if times else 0.0,
            "cpu_p95": percentile(cpu, 0.95), "cpu_max": max(cpu, default=0.0),
            "iterations_mean": statistics.fmean(searched) if searched else None}


def from_records(paths: list[str], level: str) -> dict:
    """The decisions of ``level``'s seats in ladder records (``tianxia ladder --out``), per game and
    player count: those games were played anyway, under the load of their time."""
    from tianxia.core import record as records

    found: dict = {}
    for path in paths:
        for rec in records.iter_file(path):
            key = (rec["game"], len(rec["players"]))
            entry = found.setdefault(key, {"decisions": [], "loads": [], "specs": set()})
            entry["decisions"] += [{"seconds": wall, "cpu": cpu} for seat, wall, cpu in rec.get("think", [])
                                   if rec["players"][seat] == level]
            entry["specs"].add(rec.get("ladder_specs", {}).get(level, level))
            if rec.get("load") is not None:
                entry["loads"].append(rec["load"])
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", default="hard", help="bot spec or level (default: hard)")
    parser.add_argument("--games", default=",".join(tianxia.games()), help="comma-separated games")
    parser.add_argument("--players", type=int, help="seats per game (default: the game's least)")
    parser.add_argument("-n", type=int, default=2, help="games per game name")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--json", metavar="FILE", help="also write every decision's figures here")
    parser.add_argument("--sample", type=int, metavar="K",
                        help="instead of whole games, ask the bot at K positions of each game's random playout")
    parser.add_argument("--records", nargs="+", metavar="FILE",
                        help="instead of playing, read the --bot level's decisions from ladder records")
    args = parser.parse_args(argv)
    if args.records:
        print(f"level {args.bot} in ladder records; per decision with a choice; target p95 <= {TARGET:g} s")
        print(f"{'game':<9}{'players':>8}{'decisions':>10}{'p50':>7}{'p95':>7}{'max':>7}{'cpu p95':>8}"
              f"{'cpu max':>8}  load  spec")
        for (name, players), entry in sorted(from_records(args.records, args.bot).items()):
            f = summary(entry["decisions"])
            loads = entry["loads"] or [0.0]
            print(f"{name:<9}{players:>8}{f['decisions']:>10}{f['p50']:>7.2f}{f['p95']:>7.2f}{f['max']:>7.2f}"
                  f"{f['cpu_p95']:>8.2f}{f['cpu_max']:>8.2f}  {min(loads):.0f}-{max(loads):.0f}  "
                  f"{', '.join(sorted(entry['specs']))}")
        return 0
    out = {"bot": args.bot, "cpus": os.cpu_count(), "games": {}}
    where = f"{args.sample} positions of a random playout per game" if args.sample else "all seats this bot"
    print(f"bot {args.bot}; per decision with a choice, {where}; target p95 <= {TARGET:g} s")
    print(f"{'game':<9}{'players':>8}{'decisions':>10}{'p50':>8}{'p95':>8}{'max':>8}{'cpu p95':>8}{'iters':>8}"
          "  load before/after")
    for name in args.games.split(","):
        game = tianxia.load(name)
        players = args.players or game.min_players
        before = os.getloadavg()[0]
        decisions = []
        for i in range(args.n):
            if args.sample:
                decisions += time_positions(name, args.bot, players, args.seed + i, args.sample)
            else:
                decisions += time_game(name, args.bot, players, args.seed + i)
        after = os.getloadavg()[0]
        figures = summary(decisions)
        figures.update(players=players, load_before=before, load_after=after)
        out["games"][name] = dict(figures, decisions_timed=decisions)
        iters = "-" if figures["iterations_mean"] is None else f"{figures['iterations_mean']:.0f}"
        print(f"{name:<9}{players:>8}{figures['decisions']:>10}{figures['p50']:>8.2f}{figures['p95']:>8.2f}"
              f"{figures['max']:>8.2f}{figures['cpu_p95']:>8.2f}{iters:>8}  {before:.1f}/{after:.1f}", flush=True)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
