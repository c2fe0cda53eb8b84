"""Instructions two checkouts execute for the same engine and drawing work (valgrind's callgrind).

On a shared machine CPU time varies by a third between back-to-back runs; the count of executed
instructions does not (``PYTHONHASHSEED=0``, the same seeds).  For each game and checkout four
runs under ``valgrind --tool=callgrind``: the imports and setup alone, then with random playouts
(counted per action applied, as two checkouts' games may differ), with 200 clones and 5 save/load
round trips at a mid-game position, and with the drawing of that position three times (every
seat's board and hand strip, English and Polish; drawn once more in every run beforehand, so
the imports and catalogs are not counted); the differences are each work's instructions, the ratio old/new
(>1: the new checkout does less).

    python benchmarks/refactor_instructions.py /work/old /work/new [--only huang] [--games 2]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile

PROBE = r"""
import json, random, sys
import tianxia
name, games, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
game = tianxia.load(name)
players = min(max(3, game.min_players), game.max_players)
state = game.new_state(players, seed=99)
rng = random.Random(2)
for _ in range(60):
    if state.is_terminal:
        break
    state.apply(rng.choice(state.legal_actions()))


def draw():
    for lang in ("en", "pl"):
        for p in range(players):
            legal = [str(a) for a in state.legal_actions()] if p == state.current_player else []
            view = state.view(p)
            game.render_svg(view, legal, lang)
            game.render_hand(view, legal, lang)


draw()  # the drawing modules imported and the catalogs read in every run: the work below is steady
if work == "playouts":
    moves = 0
    for seed in range(games):
        s, r = game.new_state(players, seed=seed), random.Random(seed)
        while not s.is_terminal:
            s.apply(r.choice(s.legal_actions()))
        moves += len(s.history)
    print(moves)
elif work == "state":
    for _ in range(200):
        state.clone()
    for _ in range(5):
        game.state_from_json(json.dumps(state.to_json()))
elif work == "drawing":
    for _ in range(3):
        draw()
"""


def count(tree: str, name: str, games: int, work: str) -> tuple[int, str]:
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", PROBE,
                        name, str(games), work], capture_output=True, text=True, check=True,
                       env={"PYTHONPATH": f"{tree}/src", "PATH": "/usr/bin:/bin", "PYTHONHASHSEED": "0"})
        with open(out) as f:
            return int(re.search(r"^summary: (\d+)", f.read(), re.M).group(1)), run.stdout


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--only", nargs="*", default=["dragon", "emperor", "huang", "zhanguo"])
    args = ap.parse_args()
    print("| game | playouts kinstr/action old | new | ratio | clones + round trips Minstr old | new | ratio "
          "| drawing Minstr old | new | ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name in args.only:
        got = {}
        for side in ("old", "new"):
            tree = getattr(args, side)
            base = count(tree, name, args.games, "none")[0]
            played, moves = count(tree, name, args.games, "playouts")
            got[side] = {"playouts": (played - base) / int(moves) / 1e3,
                         **{w: (count(tree, name, args.games, w)[0] - base) / 1e6 for w in ("state", "drawing")}}
        o, n = got["old"], got["new"]
        print(f"| {name} | " + " | ".join(f"{o[w]:,.1f} | {n[w]:,.1f} | {o[w] / n[w]:.3f}x"
                                         for w in ("playouts", "state", "drawing")) + " |", flush=True)


if __name__ == "__main__":
    main()
