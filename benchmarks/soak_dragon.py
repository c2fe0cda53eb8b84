"""Soak test for In the Year of the Dragon: many random games with every contract and game check.

    python benchmarks/soak_dragon.py            # 100,000 games over all cores
    python benchmarks/soak_dragon.py -n 2000 --workers 2 --deep-every 50
    python benchmarks/soak_dragon.py --bench    # speed figures on one core instead

Each game cycles through the player counts 2..5 and every option combination of
``tianxia.games.dragon.checks.COMBOS`` and runs ``check_playout`` with the game's invariant
(the same checks as tests/dragon/test_dragon_playouts.py).  Failures are printed with the
seed, player count and options needed to reproduce them.  Not part of CI.
"""

from __future__ import annotations

import random
import sys

import tianxia
from tianxia.bench import report_speeds
from tianxia.core.soak import main
from tianxia.games.dragon.checks import COMBOS, invariant


def spec(i: int):
    return 2 + i % 4, COMBOS[(i // 4) % len(COMBOS)]


def bench() -> None:
    game = tianxia.load("dragon")
    expansions = {"great_wall": True, "great_events": "random"}
    rng = random.Random(1)
    state = game.new_state(4, seed=1, options=expansions)
    while state.round < 6:
        state.apply(rng.choice(state.legal_actions()))
    report_speeds(game, ((2, {}), (3, {}), (4, {}), (5, {}), (4, expansions)), state, "4 players, round 6")


if __name__ == "__main__":
    sys.exit(main("dragon", spec, invariant, bench, doc=__doc__))
