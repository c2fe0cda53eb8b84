"""How often the review marks each kind of player, by player count (a check of the thresholds).

    python benchmarks/review_marks.py GAME RECORDS.jsonl[.gz] [...] [--games 6] [--json OUT]

Reviews the first ``games`` held-out games of each file with the default settings and prints, per
player count and seat bot, the decisions, the mean loss and the share of decisions marked as
inaccuracies, mistakes and blunders.  Random moves (easy's 30%) should be marked far more often than
the look-ahead's, and the shares should not collapse at more seats if the thresholds' 2/players
scaling is right.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys

from tianxia.review import MARKS, corpus, review


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("records", nargs="+")
    parser.add_argument("--games", type=int, default=6, help="held-out games reviewed per file")
    parser.add_argument("--json")
    args = parser.parse_args(argv)
    table = collections.defaultdict(lambda: {"decisions": 0, "loss": 0.0, **{m: 0 for m in MARKS}})
    for path in args.records:
        for taken, (_, rec) in enumerate(corpus.records([path], args.game, "held-out")):
            if taken >= args.games:
                break
            out = review(rec)
            for d in out["decisions"]:
                row = table[(len(rec["players"]), rec["players"][d["seat"]])]
                row["decisions"] += 1
                row["loss"] += d["loss"]
                if d["mark"]:
                    row[d["mark"]] += 1
            print(f"  reviewed {path} seed {rec['seed']}", file=sys.stderr, flush=True)
    print(f"{'players':>7}  {'bot':34s} {'decisions':>9} {'mean loss':>9} " + " ".join(f"{m:>10s}" for m in MARKS))
    for (n, bot), row in sorted(table.items()):
        shares = " ".join(f"{row[m] / row['decisions']:10.1%}" for m in MARKS)
        print(f"{n:>7}  {bot:34s} {row['decisions']:9d} {row['loss'] / row['decisions']:9.4f} {shares}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump([{"players": n, "bot": bot, **row} for (n, bot), row in sorted(table.items())], handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
