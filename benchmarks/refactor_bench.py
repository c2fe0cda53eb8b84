"""Engine speed of two checkouts side by side, alternated in one run (issue 26's refactor).

For each game: random playouts' actions/s (best of rounds, ``tianxia.bench.best_speed``),
``clone()`` time at a mid-game position (``best_clone``), a save/load round trip
(``to_json`` then ``state_from_json``) and the drawing of that position (the board and hand strip
of every seat's view, the deciding seat's with its legal actions, in English and Polish).  Each figure is measured in a fresh interpreter with the
checkout's ``src`` first on the path, the two checkouts taking turns, ``--rounds`` times (CPU time, so other work on the machine disturbs it less); the
best of each is kept and the ratio new/old printed (>1 is faster for speeds, as 1/time for times).

    python benchmarks/refactor_bench.py /work/main /work/wt-engine [--rounds 3] [--games 40]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

PROBE = r"""
import json, random, sys, time
import tianxia
from tianxia import bench
name, games = sys.argv[1], int(sys.argv[2])
game = tianxia.load(name)
players = min(max(3, game.min_players), game.max_players)
speed, _ = bench.best_speed(game, players, None, games=games, rounds=2)
state = game.new_state(players, seed=99)
rng = random.Random(2)
for _ in range(60):
    if state.is_terminal:
        break
    state.apply(rng.choice(state.legal_actions()))
clone, _ = bench.best_clone(state, rounds=3)
best = 1e9
for _ in range(3):
    started = time.process_time()
    for _ in range(30):
        game.state_from_json(json.dumps(state.to_json()))
    best = min(best, (time.process_time() - started) / 30)
views = [(state.view(p), [str(a) for a in state.legal_actions()] if p == state.current_player else [])
         for p in range(players)]
draw = 1e9
for _ in range(3):
    started = time.process_time()
    for _ in range(5):
        for lang in ("en", "pl"):
            for view, legal in views:
                game.render_svg(view, legal, lang)
                game.render_hand(view, legal, lang)
    draw = min(draw, (time.process_time() - started) / 5)
print(json.dumps({"actions_per_s": speed, "clone_us": clone * 1e6, "json_round_trip_us": best * 1e6,
                  "draw_ms": draw * 1e3}))
"""


def probe(tree: str, name: str, games: int) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE, name, str(games)], capture_output=True, text=True,
                         env={"PYTHONPATH": f"{tree}/src", "PATH": "/usr/bin:/bin"}, check=True)
    return json.loads(out.stdout)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--only", nargs="*", default=["dragon", "emperor", "huang", "zhanguo"])
    args = ap.parse_args()
    print("| game | actions/s old | new | ratio | clone us old | new | ratio | JSON round trip us old | new | ratio "
          "| drawing ms old | new | ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name in args.only:
        best = {"old": {}, "new": {}}
        for _ in range(args.rounds):
            for side in ("old", "new"):
                got = probe(getattr(args, side), name, args.games)
                for k, v in got.items():
                    keep = max if k == "actions_per_s" else min
                    best[side][k] = keep(best[side].get(k, v), v)
        o, n = best["old"], best["new"]
        print(f"| {name} | {o['actions_per_s']:,.0f} | {n['actions_per_s']:,.0f} | "
              f"{n['actions_per_s'] / o['actions_per_s']:.2f}x | {o['clone_us']:.1f} | {n['clone_us']:.1f} | "
              f"{o['clone_us'] / n['clone_us']:.2f}x | {o['json_round_trip_us']:.0f} | "
              f"{n['json_round_trip_us']:.0f} | {o['json_round_trip_us'] / n['json_round_trip_us']:.2f}x | "
              f"{o['draw_ms']:.1f} | {n['draw_ms']:.1f} | {o['draw_ms'] / n['draw_ms']:.2f}x |",
              flush=True)


if __name__ == "__main__":
    main()
