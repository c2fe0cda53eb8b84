"""Fit a game's win model for the review (src/tianxia/bots/data/review_<game>.json) to simulated games.

    python tools/fit_review_model.py GAME RECORDS.jsonl [...] [--every 3] [--ridge 0.001] [--dry-run]

RECORDS are ``tianxia simulate --out`` (or ``arena --out``) files of GAME (or their ``.gz``), any player counts.  Only
the third of the games that ``tianxia.review.corpus.part`` calls ``fit`` is read (the other two
thirds are held out for ``benchmarks/review_calibration.py``).  Every ``every``-th position of a
game gives one sample: the features of every seat from the mover's view and the game's result as
win shares.  The conditional logit of ``tianxia.review.model`` is fitted by Newton's method (numpy)
and its log loss printed beside the uniform guess's.
"""

from __future__ import annotations

import argparse
import datetime
import json
import pathlib
import sys
import time

import numpy as np

from tianxia.review import corpus, model

DATA = pathlib.Path(__file__).resolve().parent.parent / "src/tianxia/bots"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("records", nargs="+")
    parser.add_argument("--every", type=int, default=3, help="keep every n-th position of a game")
    parser.add_argument("--ridge", type=float, default=1e-3, help="L2 penalty per position")
    parser.add_argument("--dry-run", action="store_true", help="report, do not write the model")
    args = parser.parse_args(argv)
    started = time.time()
    samples = list(corpus.positions(args.records, args.game, "fit", args.every))
    if not samples:
        print(f"no finished {args.game} games in the fit part of those files", file=sys.stderr)
        return 2
    games = len({(s["file"], s["seed"]) for s in samples})
    X, mask, Y = corpus.arrays(samples)
    w = model.fit(X, mask, Y, ridge=args.ridge)
    P = model.probabilities(X, mask, w)
    uniform = np.where(mask, 1.0 / mask.sum(axis=1, keepdims=True), 0.0)
    print(f"{len(samples)} positions of {games} games ({time.time() - started:.0f} s)")
    print(f"  log loss {model.log_loss(P, Y, mask):.4f} (uniform guess {model.log_loss(uniform, Y, mask):.4f})")
    for name, weight in zip(model.FEATURES, w):
        print(f"  {name:10s} {weight:9.5f}")
    if args.dry_run:
        return 0
    fitted = model.WinModel(args.game, [float(x) for x in w], {
        "_comment": "the review's win model (tianxia/review/model.py); rebuild: python tools/fit_review_model.py "
                    f"{args.game} RECORDS (docs/bots.md, 'Reviewing a game')",
        "name": f"review_{args.game}", "fitted": datetime.date.today().isoformat(),
        "files": sorted({corpus._name(p) for p in args.records}), "games": games,
        "positions": len(samples), "every": args.every, "ridge": args.ridge,
    })
    out = DATA / model.data_name(args.game)
    out.write_text(json.dumps(fitted.to_json(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
