"""Calibration of the review's win model on held-out simulated games (issue 28).

    python benchmarks/review_calibration.py GAME RECORDS.jsonl [...] [--every 3] [--png docs/review-calibration-GAME.png]

Reads only the games that ``tianxia.review.corpus.part`` holds out (two thirds of every file; the
model was fitted on the other third by ``tools/fit_review_model.py``), takes every ``every``-th
position of each (the offset varies with the seed), predicts every seat's chance of winning from
the mover's view with the shipped model (``review_<game>.json``: the ``win_before`` of a review) and
compares with the result (a shared win split).  Every seat of every position is one prediction.

Prints the expected calibration error (ten equal-width bins, each weighed by its predictions: the
mean |predicted - observed|), overall and by player count, share of the game played and for the
mover's own chance; the log loss and Brier score beside the uniform guess's; and draws the
reliability plot.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import numpy as np

from tianxia.review import corpus, load_model, model


def ece(pred, obs, bins: int = 10) -> tuple[float, list]:
    """Expected calibration error over equal-width bins, and per bin (mean pred, mean obs, count)."""
    pred, obs = np.asarray(pred), np.asarray(obs)
    index = np.minimum((pred * bins).astype(int), bins - 1)
    total, table = 0.0, []
    for b in range(bins):
        sel = index == b
        if sel.any():
            p, o = pred[sel].mean(), obs[sel].mean()
            total += sel.sum() / len(pred) * abs(p - o)
            table.append((float(p), float(o), int(sel.sum())))
    return float(total), table


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("records", nargs="+")
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--bins", type=int, default=10)
    parser.add_argument("--all", action="store_true",
                        help="every game of the files, not only the held-out part (files the model never saw)")
    parser.add_argument("--png", help="write the reliability plot here")
    parser.add_argument("--json", help="write the figures here")
    args = parser.parse_args(argv)
    started = time.time()
    win = load_model(args.game)
    samples = list(corpus.positions(args.records, args.game, None if args.all else "held-out", args.every))
    if not samples:
        print("no held-out games of that game in those files", file=sys.stderr)
        return 2
    X, mask, Y = corpus.arrays(samples)
    P = model.probabilities(X, mask, np.array(win.weights))
    games = len({(s["file"], s["seed"]) for s in samples})
    players = np.array([s["players"] for s in samples])
    progress = np.array([s["progress"] for s in samples])
    mover = np.array([[f[6] for f in s["features"]] + [0.0] * (mask.shape[1] - s["players"]) for s in samples]) > 0.5
    uniform = np.where(mask, 1.0 / mask.sum(axis=1, keepdims=True), 0.0)
    figures = {"game": args.game, "games": games, "positions": len(samples), "every": args.every,
               "model": {k: win.meta.get(k) for k in ("games", "positions", "files", "fitted")}}

    def report(label, rows, seats=None):
        sel = np.asarray(rows)[:, None] & mask if seats is None else seats
        e, table = ece(P[sel], Y[sel], args.bins)
        brier = float(((P[sel] - Y[sel]) ** 2).mean())
        brier_u = float(((uniform[sel] - Y[sel]) ** 2).mean())
        print(f"  {label:26s} ECE {e:.4f}   Brier {brier:.4f} (uniform {brier_u:.4f})   predictions {sel.sum()}")
        return {"ece": round(e, 4), "brier": round(brier, 4), "brier_uniform": round(brier_u, 4),
                "predictions": int(sel.sum()), "bins": table}

    kind = "games (all of these files)" if args.all else "held-out games"
    print(f"{args.game}: {len(samples)} positions of {games} {kind} "
          f"(model fitted on {win.meta.get('games')} other games), {time.time() - started:.0f} s")
    print(f"  log loss {model.log_loss(P, Y, mask):.4f} (uniform {model.log_loss(uniform, Y, mask):.4f})")
    everything = np.ones(len(samples), dtype=bool)
    figures["all"] = report("every seat", everything)
    figures["mover"] = report("the mover's own chance", None, mover & mask)
    figures["players"] = {int(n): report(f"{n} players", players == n) for n in sorted(set(players))}
    thirds = {"first third": progress < 1 / 3, "second third": (progress >= 1 / 3) & (progress < 2 / 3),
              "last third": progress >= 2 / 3}
    figures["progress"] = {k: report(k, v) for k, v in thirds.items()}
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(figures, handle, indent=1)
    if args.png:
        plot(args, figures)
        print(f"plot written: {args.png}")
    return 0


def plot(args, figures) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (top, bottom) = plt.subplots(2, 1, figsize=(5.2, 6.2), height_ratios=(3, 1), sharex=True)
    top.plot([0, 1], [0, 1], color="#999", linestyle="--", linewidth=1, label="perfect")
    curves = [("every seat", figures["all"], "#222")]
    colours = ["#c0392b", "#2471a3", "#229954", "#b7950b"]
    for (n, fig_n), colour in zip(figures["players"].items(), colours):
        curves.append((f"{n} players", fig_n, colour))
    for label, f, colour in curves:
        xs, ys, _ = zip(*f["bins"])
        top.plot(xs, ys, marker="o", markersize=3, color=colour, linewidth=1.5 if label == "every seat" else 1,
                 label=f"{label} (ECE {f['ece']:.3f})")
    top.set_ylabel("observed win share")
    top.set_title(f"{args.game}: win chances on {figures['games']} {'' if args.all else 'held-out '}games")
    top.legend(fontsize=8, loc="upper left")
    top.set_xlim(0, 1)
    top.set_ylim(0, 1)
    xs, _, counts = zip(*figures["all"]["bins"])
    bottom.bar(xs, counts, width=0.08, color="#555")
    bottom.set_xlabel("predicted chance (the review's win_before)")
    bottom.set_ylabel("predictions")
    fig.tight_layout()
    fig.savefig(args.png, dpi=110)


if __name__ == "__main__":
    sys.exit(main())
