"""Fit ZhanGuo's learned leaf value (src/tianxia/bots/data/zhanguo_value.json) to game records.

    python tools/fit_zhanguo_value.py RECORDS.jsonl [...] [--ridge 30] [--every 2] [--dry-run]

RECORDS are 2-player ZhanGuo games as ``tianxia simulate --out`` or ``tianxia arena --out`` write
them.  Every ``every``-th position of each game gives one sample per seat: the features of
``bots.zhanguo_value.features`` and the seat's final score minus the other's.  A ridge regression
(numpy, no intercept: the features and the margin change sign with the seat) gives the weights,
drawn towards the hand-written evaluation's (1 for each term, 0 for the rest) rather than towards
zero: fitted freely, the weights learned correlations that a search then exploits (a greedy
look-ahead on them lost 0 / 3 to the heuristic, scoring about half of its points).
Games are split 80/20 by seed to report, on the held-out fifth, how well the fitted margin and the
hand-written evaluation's lead predict the final margin and the winner.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import zlib

import numpy as np

import tianxia
from tianxia.bots.heuristics import relative
from tianxia.bots.heuristics.zhanguo import TERMS, evaluate_all
from tianxia.bots.zhanguo_value import FEATURES, features

OUT = pathlib.Path(__file__).resolve().parent.parent / "src/tianxia/bots/data/zhanguo_value.json"


def samples(paths: list[str], every: int):
    """(seed, features, margin, hand-written lead) for every kept position and seat."""
    game = tianxia.load("zhanguo")
    for path in paths:
        for line in open(path, encoding="utf-8"):
            record = json.loads(line)
            if record.get("game") != "zhanguo" or len(record["players"]) != 2 or "result" not in record:
                continue
            scores = record["result"]["scores"]
            final = [scores[0] - scores[1], scores[1] - scores[0]]
            state = game.new_state(players=2, seed=record["seed"], options=record["options"])
            for i, action in enumerate(record["history"]):
                if i % every == 0 and not state.is_terminal:
                    values = evaluate_all(state)
                    for seat, f in enumerate(features(state)):
                        yield record["seed"], path, f, final[seat], relative(values, seat)
                state.apply(action)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", nargs="+")
    parser.add_argument("--ridge", type=float, default=3000.0,
                        help="L2 penalty on the distance from the hand-written weights (per 1,000 samples)")
    parser.add_argument("--every", type=int, default=2, help="keep every n-th position of a game")
    parser.add_argument("--dry-run", action="store_true", help="report, do not write the weights")
    args = parser.parse_args()
    rows = list(samples(args.records, args.every))
    keys = np.array([zlib.crc32(f"{pathlib.Path(path).name}:{seed}".encode()) % 5 for seed, path, *_ in rows])
    X = np.array([f for _, _, f, _, _ in rows])
    y = np.array([m for *_, m, _ in rows], dtype=float)
    lead = np.array([h for *_, h in rows])
    test = keys == 0

    hand = np.array([1.0 if i < len(TERMS) else 0.0 for i in range(len(FEATURES))])

    def fit(mask):
        A = X[mask]
        penalty = args.ridge * len(A) / 1000.0
        return hand + np.linalg.solve(A.T @ A + penalty * np.eye(A.shape[1]), A.T @ (y[mask] - A @ hand))

    def report(name, pred):
        err = y[test] - pred
        r2 = 1 - err.var() / y[test].var()
        agree = np.mean(np.sign(pred) == np.sign(y[test]))
        print(f"  {name:28s} R2 {r2:6.3f}   winner's sign right {agree:6.1%}   mean |error| {np.abs(err).mean():5.1f}")

    w = fit(~test)
    print(f"{len(rows)} samples from {len(set((p, s) for s, p, *_ in rows))} games; held out {test.sum()}")
    scale = np.dot(lead[~test], y[~test]) / np.dot(lead[~test], lead[~test])
    report(f"hand-written lead x {scale:.2f}", lead[test] * scale)
    report("fitted margin", X[test] @ w)
    w = fit(np.ones(len(y), dtype=bool))
    for name, weight in zip(FEATURES, w):
        print(f"  {name:28s} {weight:8.3f}")
    if not args.dry_run:
        OUT.parent.mkdir(exist_ok=True)
        OUT.write_text(json.dumps({
            "_comment": "Learned ZhanGuo leaf value (bots/zhanguo_value.py); rebuild: python tools/fit_zhanguo_value.py RECORDS",
            "features": list(FEATURES), "weights": [round(float(x), 5) for x in w],
            "samples": len(rows), "ridge": args.ridge, "every": args.every,
        }, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
