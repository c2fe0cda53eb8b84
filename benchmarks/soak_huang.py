"""Soak test for Huang: many random whole games with every contract and game check.

    python benchmarks/soak_huang.py            # 100,000 games over all cores
    python benchmarks/soak_huang.py -n 2000 --workers 2 --deep-every 50
    python benchmarks/soak_huang.py --bench    # speed figures on one core instead

Each game cycles through the player counts and module combinations of
``tianxia.games.huang.checks.COMBOS`` and runs ``check_playout`` with the game's invariant
(the same checks as tests/huang/test_huang_playouts.py: 138 tiles conserved, leaders,
structures and granaries conserved, no view leaks; check_playout adds replay and JSON round
trip identity and that illegal actions raise and change nothing).  Failures are printed with
the seed, player count and options needed to reproduce them.  Not part of CI.
"""

from __future__ import annotations

import random
import sys
import time

import tianxia
from tianxia.bench import report_speeds
from tianxia.core.soak import main
from tianxia.games.huang.checks import COMBOS, invariant


def spec(i: int):
    return COMBOS[i % len(COMBOS)]


def bench(rounds: int = 5) -> None:
    game = tianxia.load("huang")
    rng = random.Random(1)
    state = game.new_state(4, seed=1, options={"palace": True})
    while state.turn < 20:
        state.apply(rng.choice(state.legal_actions()))
    report_speeds(game, ((2, {}), (3, {}), (4, {}), (5, {"dragon": True}), (3, {"bandits": True, "palace": True}),
                         (3, {"eighteen_kingdoms": True})), state, "4 players, turn 20", rounds=rounds)
    # groups (H-4.4): incremental labels against re-flooding the whole board after each change
    free = [h for h in range(state.board.n) if state._free(h) and not state.board.river[h]][:10]
    full_t = inc_t = 1e9
    for _ in range(rounds):
        started = time.process_time()
        for _ in range(300):
            state._rebuild_groups()
        full_t = min(full_t, (time.process_time() - started) / 300)
        started = time.process_time()
        for _ in range(300):
            for h in free:
                state.leader[h] = 0
                state._add_piece(h)
                state._remove_piece(h)
                state.leader[h] = -1
        inc_t = min(inc_t, (time.process_time() - started) / (300 * len(free)))
    print(f"groups: flooding the whole board {full_t * 1e6:.1f} us, incremental add + remove of a piece "
          f"{inc_t * 1e6:.1f} us: {full_t / inc_t:.0f}x")


if __name__ == "__main__":
    sys.exit(main("huang", spec, invariant, bench, doc=__doc__))
