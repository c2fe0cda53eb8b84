"""An offline oracle for ZhanGuo's turn search: how much do its overrules of the heuristic's
favourite gain, measured with far more worlds and longer playouts than one second buys?

Positions come from recorded 2-player games (``tianxia arena``/``simulate`` records): a seeded draw
of decisions with two or more legal actions, replayed from the record.  At each, from the mover's
view only (every world is ``state.determinize(seat, rng)``, as the search samples them):

1. the heuristic's look-ahead rates the legal actions (the turn search's own rating, with the plans
   it judged each action by) and its best ``--width`` are the candidates, the first the favourite;
2. in ``--worlds`` worlds, every candidate is judged by each ``--variant`` of the turn search's
   sample (``TurnSearch._sample``: the candidate's turn, ``turns`` turns, the rest of the round,
   the evaluation), the same world and random draws for every candidate and variant (paired);
3. in ``--end`` further worlds (separate samples, so a decision made on the worlds of 2 is judged on
   others), every candidate's turn is finished by the rating's plan and the game played to its end
   by the look-ahead ``--end-depth`` steps deep for both seats (the evaluation as written); the
   final margin (the seat's score minus the other's) is the oracle's value.  Only where some rival
   gained ``--end-if`` points over the favourite in some world of 2 (elsewhere no rule overrules).

Each position is one JSON line of ``--out`` (appended as it finishes; a rerun skips the positions
already there).  ``report`` then replays, for every variant, number of worlds and rule (``keep``
points, ``sure`` standard errors), the decision the search would make from its first ``n`` worlds,
and measures its gain over the favourite by the end oracle and by the variant's own other worlds.

    .venv/bin/python tools/zhanguo_oracle.py label RECORDS.jsonl ... --positions 200 --seed 1 \\
        --worlds 8 --end 4 --variant plan=search --variant plan=rating --workers 2 --out labels.jsonl
    .venv/bin/python tools/zhanguo_oracle.py report labels.jsonl
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

import tianxia
from tianxia.bots.heuristics import HeuristicBot, load_weights, relative
from tianxia.bots.zhanguo_search import TurnSearch


def _variant(text: str) -> dict:
    """``plan=rating,turns=3,...`` -> TurnSearch keyword arguments (weights by name)."""
    out: dict = {}
    for part in filter(None, text.split(",")):
        key, value = part.split("=", 1)
        if key in ("width", "own", "reply", "turns"):
            out[key] = int(value)
        elif key in ("keep", "sure"):
            out[key] = float(value)
        elif key == "rest":
            out[key] = int(value)
        else:
            out[key] = value
    return out


def pick_positions(paths: list[str], count: int, seed: int) -> list[dict]:
    """``count`` decisions (2+ legal actions) drawn evenly from the games of ``paths``."""
    game = tianxia.load("zhanguo")
    rng = random.Random(seed)
    decisions = []
    for path in paths:
        for line_no, line in enumerate(open(path, encoding="utf-8")):
            record = json.loads(line)
            if record.get("game") != "zhanguo" or len(record["players"]) != 2:
                continue
            state = game.new_state(players=2, seed=record["seed"], options=record["options"])
            for ply, action in enumerate(record["history"]):
                if len(state.legal_actions()) >= 2:
                    decisions.append({"record": path, "line": line_no, "ply": ply})
                state.apply(action)
    rng.shuffle(decisions)
    return [dict(d, key=f"{os.path.basename(d['record'])}:{d['line']}:{d['ply']}", pos_seed=seed * 1_000_003 + i)
            for i, d in enumerate(decisions[:count])]


def _replay(position: dict):
    with open(position["record"], encoding="utf-8") as f:
        for line_no, line in enumerate(f):
            if line_no == position["line"]:
                record = json.loads(line)
                break
    state = tianxia.load("zhanguo").new_state(players=2, seed=record["seed"], options=record["options"])
    for action in record["history"][:position["ply"]]:
        state.apply(action)
    return state


def _end_margin(world, seat: int, action, plan: list, seed: int, depth: int, weights) -> float:
    """The candidate, its turn by the rating's plan, then the game to its end by the look-ahead
    ``depth`` steps deep for both seats; the seat's final score minus the other's."""
    bot = HeuristicBot(depth=depth, weights=weights)
    bot.rng = random.Random(seed)
    bot._learn("zhanguo")
    world.apply(action)
    steps = 0
    while not world.is_terminal and world.current_player == seat:
        legal = world.legal_actions()
        if steps < len(plan) and plan[steps] in legal:
            step = plan[steps]
        else:
            plan = []
            step = legal[0] if len(legal) == 1 else bot._best(world, seat, depth)[1]
        steps += 1
        world.apply(step)
    while not world.is_terminal:
        mover = world.current_player
        legal = world.legal_actions()
        world.apply(legal[0] if len(legal) == 1 else bot._best(world, mover, depth)[1])
    scores = world.scores()
    return scores[seat] - max(s for i, s in enumerate(scores) if i != seat)


def label(job) -> dict:
    position, args = job
    state = _replay(position)
    seat = state.current_player
    rng = random.Random(position["pos_seed"])
    weights = None if args["weights"] in (None, "default") else load_weights("zhanguo", args["weights"])
    base = TurnSearch(rng, width=args["width"], plan="rating", weights=weights)
    world = state.determinize(seat, rng)
    started = time.process_time()
    rated = base._rate(world, seat, None)
    rating_cpu = time.process_time() - started
    candidates = [action for _, action in rated[:args["width"]]]
    plans = {action: list(base._rated_plans.get(action, [])) for action in candidates}
    out = {"key": position["key"], "seat": seat, "round": state.rnd, "legal": len(state.legal_actions()),
           "candidates": [str(a) for a in candidates], "rating": [round(v, 3) for v, _ in rated[:args["width"]]],
           "rating_cpu": round(rating_cpu, 3), "variants": {}, "end": []}
    if len(candidates) < 2:
        return out
    searches = {}
    for name in args["variants"]:
        kwargs = dict(turns=3, rest=True)
        kwargs.update(_variant(name))
        kwargs.pop("width", None)
        if "weights" in kwargs:
            w = kwargs.pop("weights")
            kwargs["weights"] = None if w == "default" else load_weights("zhanguo", w)
        else:
            kwargs["weights"] = weights
        search = TurnSearch(random.Random(0), **kwargs)
        search._rated_plans = plans
        search._plans = dict(plans) if search.plan == "rating" else {}
        searches[name] = search
        out["variants"][name] = {"values": [], "cpu": 0.0, "samples": 0}
    for _ in range(args["worlds"]):
        sample = state.determinize(seat, rng)
        seed = rng.getrandbits(32)
        for name, search in searches.items():
            row = []
            for action in candidates:
                started = time.process_time()
                row.append(round(search._sample(sample.clone(), seat, action, seed), 3))
                out["variants"][name]["cpu"] += time.process_time() - started
                out["variants"][name]["samples"] += 1
            out["variants"][name]["values"].append(row)
    # the end oracle only where a decision could turn on it: some rival gained ``end_if`` or more over
    # the favourite in some world of some variant (elsewhere every rule keeps the favourite)
    gains = [row[c] - row[0] for v in out["variants"].values() for row in v["values"] for c in range(1, len(row))]
    ends = args["end"] if gains and max(gains) >= args["end_if"] else 0
    for _ in range(ends):
        sample = state.determinize(seat, rng)
        seed = rng.getrandbits(32)
        out["end"].append([_end_margin(sample.clone(), seat, action, plans[action], seed, args["end_depth"], None)
                           for action in candidates])
    for name in out["variants"]:
        out["variants"][name]["cpu"] = round(out["variants"][name]["cpu"], 3)
    return out


def run_label(args) -> None:
    positions = pick_positions(args.records, args.positions, args.seed)
    done = set()
    if os.path.exists(args.out):
        done = {json.loads(line)["key"] for line in open(args.out, encoding="utf-8") if line.strip()}
    todo = [p for p in positions if p["key"] not in done]
    config = {"width": args.width, "worlds": args.worlds, "end": args.end, "end_depth": args.end_depth,
              "end_if": args.end_if,
              "variants": args.variant or ["plan=search"], "weights": args.weights}
    deadline = None if args.minutes is None else time.time() + 60 * args.minutes
    print(f"{len(todo)} positions to label ({len(done)} done)", file=sys.stderr)
    with mp.Pool(args.workers) as pool, open(args.out, "a", encoding="utf-8") as out:
        for i, result in enumerate(pool.imap_unordered(label, [(p, config) for p in todo])):
            result["config"] = config
            out.write(json.dumps(result) + "\n")
            out.flush()
            print(f"{i + 1}/{len(todo)} {result['key']}", file=sys.stderr, flush=True)
            if deadline is not None and time.time() > deadline:
                pool.terminate()
                break


def _mean(xs):
    return sum(xs) / len(xs) if xs else float("nan")


def decide(rows: list[list[float]], keep: float, sure: float) -> int:
    """The search's choice (a candidate's index, 0 the favourite) from per-world values."""
    n = len(rows)
    if n == 0:
        return 0
    gains = [[row[c] - row[0] for row in rows] for c in range(len(rows[0]))]
    means = [_mean(g) for g in gains]
    best = max(range(len(means)), key=lambda c: (means[c], c == 0))
    if best == 0 or means[best] < keep:
        return 0
    if sure:
        if n < 2:
            return 0
        var = sum((x - means[best]) ** 2 for x in gains[best]) / (n - 1)
        if means[best] < sure * math.sqrt(var / n):
            return 0
    return best


def run_report(args) -> None:
    labels = [json.loads(line) for path in args.labels for line in open(path, encoding="utf-8") if line.strip()]
    labels = [lab for lab in labels if len(lab["candidates"]) >= 2]
    print(f"{len(labels)} positions with 2+ candidates")
    with_end = [lab for lab in labels if lab["end"]]
    # is the search's judgement (all its worlds) predictive of the end oracle's?
    for name in sorted({v for lab in labels for v in lab["variants"]}):
        xs, ys = [], []
        cpu = [lab["variants"][name]["cpu"] / max(1, lab["variants"][name]["samples"]) for lab in labels
               if name in lab["variants"]]
        for lab in with_end:
            if name not in lab["variants"]:
                continue
            rows = lab["variants"][name]["values"]
            for c in range(1, len(lab["candidates"])):
                xs.append(_mean([r[c] - r[0] for r in rows]))
                ys.append(_mean([r[c] - r[0] for r in lab["end"]]))
        line = f"variant {name}: CPU a sample {_mean(cpu):.3f} s"
        if len(xs) > 2:
            mx, my = _mean(xs), _mean(ys)
            sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
            sxx = sum((x - mx) ** 2 for x in xs)
            syy = sum((y - my) ** 2 for y in ys)
            line += (f"; search gain vs end gain over {len(xs)} rivals: corr {sxy / math.sqrt(sxx * syy):.2f}, "
                     f"slope {sxy / sxx:.2f}, mean end gain of rivals {my:+.2f}")
        print(line)
    ends = [_mean([r[c] - r[0] for r in lab["end"]]) for lab in with_end for c in range(1, len(lab["candidates"]))]
    if ends:
        print(f"end oracle: {len(with_end)} positions; the rivals' mean end gain over the favourite {_mean(ends):+.2f}; "
              f"best rival per position {_mean([max([_mean([r[c] - r[0] for r in lab['end']]) for c in range(1, len(lab['candidates']))]) for lab in with_end]):+.2f} (optimistic)")
    print()
    print("n: the worlds a decision is made on (0: as many as one second of CPU buys at that position, from the")
    print("rating's and the samples' measured CPU); gains in points over the favourite, per decision, judged")
    print("by the end oracle (+- its standard error) and by the variant's own remaining worlds")
    print(f"{'variant':24} {'w':>1} {'n':>2} {'keep':>4} {'sure':>4} {'overrule':>8} {'end gain/dec':>12} {'+-':>5} "
          f"{'own gain/dec':>12} {'end gain/overrule':>17}")
    for name in sorted({v for lab in labels for v in lab["variants"]}):
        for width in args.width:
            for n in args.n:
                for keep in args.keep:
                    for sure in args.sure:
                        over, end_gains, own_gains, per_over = 0, [], [], []
                        for lab in labels:
                            if name not in lab["variants"]:
                                continue
                            variant = lab["variants"][name]
                            rows = [row[:width] for row in variant["values"]]
                            worlds = n
                            if n == 0:
                                world_cpu = variant["cpu"] / max(1, variant["samples"]) * len(rows[0])
                                worlds = max(0, int((args.budget - lab["rating_cpu"]) / max(world_cpu, 1e-6)))
                                worlds = min(worlds, len(rows) - 2)
                            if len(rows) <= worlds:
                                continue
                            c = decide(rows[:worlds], keep, sure)
                            over += c != 0
                            own_gains.append(_mean([r[c] - r[0] for r in rows[max(worlds, 1):]]) if c else 0.0)
                            if lab["end"]:
                                g = _mean([r[c] - r[0] for r in lab["end"]]) if c else 0.0
                                end_gains.append(g)
                                if c:
                                    per_over.append(g)
                        if not own_gains:
                            continue
                        se = (math.sqrt(sum((g - _mean(end_gains)) ** 2 for g in end_gains) / (len(end_gains) - 1)
                                        / len(end_gains)) if len(end_gains) > 1 else float("nan"))
                        print(f"{name:24} {width:>1} {n:>2} {keep:>4g} {sure:>4g} {over / len(own_gains):>8.1%} "
                              f"{_mean(end_gains):>+12.3f} {se:>5.2f} {_mean(own_gains):>+12.3f} "
                              f"{_mean(per_over):>+10.2f} ({len(per_over)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    lab = sub.add_parser("label", help="label positions of recorded games")
    lab.add_argument("records", nargs="+")
    lab.add_argument("--positions", type=int, default=200)
    lab.add_argument("--seed", type=int, default=1)
    lab.add_argument("--width", type=int, default=4)
    lab.add_argument("--worlds", type=int, default=8)
    lab.add_argument("--end", type=int, default=0, help="worlds played to the game's end per position")
    lab.add_argument("--end-depth", type=int, default=2)
    lab.add_argument("--end-if", type=float, default=0.5,
                     help="play the end worlds only where a rival gained this much over the favourite in a world")
    lab.add_argument("--variant", action="append", help="a TurnSearch setting, e.g. plan=rating,turns=3")
    lab.add_argument("--weights", default=None, help="the evaluation's weights (a name, as the spec's)")
    lab.add_argument("--workers", type=int, default=2)
    lab.add_argument("--minutes", type=float, default=None, help="stop once this much time has passed")
    lab.add_argument("--out", required=True)
    rep = sub.add_parser("report", help="what each setting's decisions gain")
    rep.add_argument("labels", nargs="+")
    rep.add_argument("--n", type=int, nargs="+", default=[0, 1, 2, 4])
    rep.add_argument("--width", type=int, nargs="+", default=[4, 3, 2])
    rep.add_argument("--budget", type=float, default=1.0, help="seconds of CPU a decision has (n=0)")
    rep.add_argument("--keep", type=float, nargs="+", default=[1, 2, 4])
    rep.add_argument("--sure", type=float, nargs="+", default=[0, 1])
    args = parser.parse_args()
    if args.command == "label":
        run_label(args)
    else:
        run_report(args)


if __name__ == "__main__":
    main()
