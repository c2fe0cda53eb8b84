"""Tune the weights of ZhanGuo's evaluation terms on game outcomes (SPSA over matches).

The heuristic's evaluation (``bots/heuristics/zhanguo.py``) is a sum of ``TERMS`` with hand-picked
constants.  Here each term but ``vp`` (the scale: points) gets a multiplier ``exp(theta)``, and
``theta`` is moved by simultaneous-perturbation stochastic approximation (SPSA): each iteration
draws ``--batch`` random sign vectors ``delta``; for each, the look-ahead with ``theta + c*delta``
plays the one with ``theta - c*delta`` twice on the same seed with the seats swapped (common random
numbers), and the difference of their outcomes (a win is worth 1, plus ``tanh(margin / 20)``, half
each) estimates the gradient along ``delta``.  The result is the mean of ``theta`` over the second
half of the run (Polyak averaging), written as ``src/tianxia/bots/data/zhanguo_weights_<name>.json``
(the spec parameter ``weights=<name>`` of ``heuristic`` and ``mcts`` selects it) every
``--save-every`` iterations and at the end.

    .venv/bin/python tools/tune_zhanguo.py --depth 2 --minutes 45 --workers 2 \\
        --log benchmarks/records/zhanguo-2026-11-27/tune.jsonl --name tuned

Every iteration is appended to ``--log`` (JSON Lines: theta, the pairs' outcomes) and printed as a
line of progress; ``--resume`` continues a log.  ``--check N`` instead plays the weights file
``--name`` against the evaluation as written, N games at ``--depth`` (seats rotated), and prints the
win share.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from tianxia.bots.heuristics.zhanguo import TERMS  # noqa: E402

TUNED = [i for i, t in enumerate(TERMS) if t != "vp"]  # vp is the scale


def weights_of(theta: list[float]) -> tuple[float, ...]:
    w = [1.0] * len(TERMS)
    for i, x in zip(TUNED, theta):
        w[i] = math.exp(x)
    return tuple(w)


def play(depth: int, weights: list, seed: int) -> dict:
    """One game of ``heuristic:depth=<depth>`` bots, seat s weighing the terms by ``weights[s]``
    (None: as written); the scores."""
    import tianxia
    from tianxia.bots.heuristics import HeuristicBot

    game = tianxia.load("zhanguo")
    state = game.new_state(2, seed=seed, options={})
    bots = [HeuristicBot(seed=seed * 8 + i, depth=depth, weights=w) for i, w in enumerate(weights)]
    while not state.is_terminal:
        seat = state.current_player
        state.apply(bots[seat].choose(state, seat))
    return {"scores": list(state.scores()), "winners": list(state.winners())}


def outcome(scores: list, seat: int, winners=None) -> float:
    """A seat's outcome in [-1, 1]: half the win (+1, a tie 0, a loss -1), half tanh(margin / 20)."""
    margin = scores[seat] - scores[1 - seat]
    if winners:
        win = (1.0 if seat in winners else -1.0) if len(winners) == 1 else 0.0
    else:
        win = (margin > 0) - (margin < 0)
    return 0.5 * win + 0.5 * math.tanh(margin / 20.0)


def _pair(args):
    depth, plus, minus, seed = args
    a = play(depth, [plus, minus], seed)
    b = play(depth, [minus, plus], seed)
    oa = outcome(a["scores"], 0, a["winners"])
    ob = outcome(b["scores"], 1, b["winners"])
    return {"seed": seed, "plus": [oa, ob], "scores": [a["scores"], b["scores"]]}


def _single(args):
    depth, weights, seed, seat = args
    ws = [None, None]
    ws[seat] = weights
    g = play(depth, ws, seed)
    return {"seed": seed, "seat": seat, "scores": g["scores"], "winners": g["winners"],
            "out": outcome(g["scores"], seat, g["winners"])}


def save(name: str, theta: list[float], meta: dict) -> Path:
    path = ROOT / "src/tianxia/bots/data" / f"zhanguo_weights_{name}.json"
    data = {"terms": list(TERMS), "weights": [round(w, 4) for w in weights_of(theta)], "how": meta}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path


def tune(args) -> None:
    log = Path(args.log)
    log.parent.mkdir(parents=True, exist_ok=True)
    theta = [0.0] * len(TUNED)
    history: list[list[float]] = []
    k0 = 0
    if args.resume and log.exists():
        for line in log.read_text().splitlines():
            rec = json.loads(line)
            if "theta" in rec:
                theta = rec["theta"]
                history.append(theta)
                k0 = rec["k"] + 1
    rng = random.Random(args.seed * 7919 + k0)
    ctx = mp.get_context("fork")
    started = time.time()
    games = 0
    meta = {"tool": "tools/tune_zhanguo.py", "depth": args.depth, "batch": args.batch, "c": args.c, "a": args.a,
            "seed": args.seed, "log": str(log.relative_to(ROOT)) if log.is_absolute() and ROOT in log.parents
            else str(log)}
    with ctx.Pool(args.workers) as pool, log.open("a") as out:
        k = k0
        while True:
            if args.iterations and k >= args.iterations:
                break
            if args.minutes and time.time() - started > args.minutes * 60:
                break
            deltas = [[rng.choice((-1.0, 1.0)) for _ in TUNED] for _ in range(args.batch)]
            tasks = []
            for j, d in enumerate(deltas):
                plus = weights_of([t + args.c * x for t, x in zip(theta, d)])
                minus = weights_of([t - args.c * x for t, x in zip(theta, d)])
                tasks.append((args.depth, plus, minus, args.seed + k * args.batch + j))
            results = pool.map(_pair, tasks, chunksize=1)
            games += 2 * len(results)
            grad = [0.0] * len(TUNED)
            rs = []
            for d, res in zip(deltas, results):
                r = (res["plus"][0] + res["plus"][1]) / 2  # theta+ minus theta- (the game is zero-sum)
                rs.append(r)
                for i, x in enumerate(d):
                    grad[i] += r * x / (2 * args.c) / len(deltas)
            theta = [max(-args.bound, min(args.bound, t + args.a * g)) for t, g in zip(theta, grad)]
            history.append(theta)
            out.write(json.dumps({"k": k, "theta": [round(t, 5) for t in theta], "r": [round(r, 4) for r in rs],
                                  "seeds": [t[3] for t in tasks]}) + "\n")
            out.flush()
            mean = _average(history)
            elapsed = time.time() - started
            print(f"it {k:4d}  {elapsed:6.0f}s  {games:5d} games  mean|r| {sum(abs(r) for r in rs) / len(rs):.2f}  "
                  f"weights " + " ".join(f"{_short(TERMS[i])}={math.exp(t):.2f}" for i, t in zip(TUNED, mean)),
                  flush=True)
            k += 1
            if args.save_every and k % args.save_every == 0:
                save(args.name, mean, {**meta, "iterations": k})
    mean = _average(history)
    path = save(args.name, mean, {**meta, "iterations": k})
    print(f"wrote {path} after {k} iterations")


def _short(term: str) -> str:
    return "".join(word[:3] for word in term.split("_"))


def _average(history: list[list[float]]) -> list[float]:
    """Polyak averaging: the mean of theta over the second half of the iterations."""
    tail = history[len(history) // 2:] or history
    return [sum(col) / len(tail) for col in zip(*tail)]


def check(args) -> None:
    """``--name``'s weights against the evaluation as written, ``--check`` games, seats rotated."""
    from tianxia.bots.heuristics import load_weights

    load_weights.cache_clear()
    w = load_weights("zhanguo", args.name)
    tasks = [(args.depth, w, args.seed + i // 2, i % 2) for i in range(args.check)]
    ctx = mp.get_context("fork")
    wins = 0.0
    n = 0
    margin = 0.0
    with ctx.Pool(args.workers) as pool:
        for res in pool.imap_unordered(_single, tasks):
            n += 1
            s = res["scores"]
            seat = res["seat"]
            margin += s[seat] - s[1 - seat]
            win = res["winners"]
            wins += (1.0 / len(win)) if seat in win else 0.0
            print(f"{n:4d} games: tuned wins {wins:.1f} ({wins / n:.1%}), mean margin {margin / n:+.1f}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--depth", type=int, default=2, help="the look-ahead's depth in the tuning games (2)")
    ap.add_argument("--batch", type=int, default=8, help="perturbations per iteration, each a pair of games (8)")
    ap.add_argument("--c", type=float, default=0.25, help="perturbation of theta (log-multipliers) (0.25)")
    ap.add_argument("--a", type=float, default=0.05, help="step size (0.05)")
    ap.add_argument("--bound", type=float, default=1.6, help="|theta| at most this (multipliers 0.2-5)")
    ap.add_argument("--iterations", type=int, default=0)
    ap.add_argument("--minutes", type=float, default=0)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--seed", type=int, default=100000, help="game seeds start here")
    ap.add_argument("--log", default="benchmarks/records/zhanguo-2026-11-27/tune.jsonl")
    ap.add_argument("--name", default="tuned", help="weights set written (data/zhanguo_weights_<name>.json)")
    ap.add_argument("--save-every", type=int, default=10)
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--check", type=int, default=0, help="play --name against the written evaluation")
    args = ap.parse_args()
    if not args.iterations and not args.minutes and not args.check:
        ap.error("say --iterations or --minutes (or --check)")
    if args.check:
        check(args)
    else:
        tune(args)


if __name__ == "__main__":
    main()
