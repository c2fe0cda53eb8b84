"""Instructions per action of warm random playouts, exactly (valgrind callgrind), for checkouts side by side.

Each run plays the same random games twice in one interpreter (seeds 0..games-1, three players,
``PYTHONHASHSEED=0``) and counts only the second pass: callgrind starts with instrumentation off and
the script switches it on and off around that pass (``callgrind_control -i``), so imports, set-up
and the tables' caches filling up are left out, as they are from ``bench.best_speed``'s best round.
Unlike CPU time on a shared machine, the count repeats to about 0.01 k between runs.

    python benchmarks/playout_instructions.py /work/wt-ccf07d6 /work/wt-speed --games 10 --only emperor
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys

PROBE = r"""
import os, random, subprocess, sys
import tianxia
game = tianxia.load(sys.argv[1])
players = min(max(3, game.min_players), game.max_players)
def run():
    steps = 0
    for seed in range(int(sys.argv[2])):
        rng = random.Random(seed)
        state = game.new_state(players, seed=seed)
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
    return steps
run()
subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True)
steps = run()
subprocess.run(["callgrind_control", "-i", "off", str(os.getpid())], capture_output=True)
print("steps", steps)
"""


def count(tree: str, name: str, games: int) -> tuple[int, int]:
    """(instructions of the second pass, its actions)."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=/dev/null",
                          sys.executable, "-c", PROBE, name, str(games)], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": f"{tree}/src", "PYTHONHASHSEED": "0", "PATH": "/usr/bin:/bin"})
    ir = int(re.search(r"Collected : (\d+)", out.stderr).group(1))
    steps = int(re.search(r"steps (\d+)", out.stdout).group(1))
    return ir, steps


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("trees", nargs="+")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--only", nargs="*", default=["dragon", "emperor", "huang", "zhanguo"])
    args = ap.parse_args()
    print("| game | actions | " + " | ".join(f"kinstr/action {t}" for t in args.trees) + " | ratio first/last |")
    print("|---|---|" + "---|" * len(args.trees) + "---|")
    for name in args.only:
        got = [count(tree, name, args.games) for tree in args.trees]
        per = [ir / steps / 1000 for ir, steps in got]
        print(f"| {name} | {got[0][1]} | " + " | ".join(f"{x:.2f}" for x in per) + f" | {per[0] / per[-1]:.3f}x |",
              flush=True)


if __name__ == "__main__":
    main()
