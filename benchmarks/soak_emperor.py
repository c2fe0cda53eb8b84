"""Soak test for The Emperor of China: many random games with every contract and game check.

    python benchmarks/soak_emperor.py            # 100,000 games over all cores
    python benchmarks/soak_emperor.py -n 2000 --workers 2 --deep-every 50
    python benchmarks/soak_emperor.py --bench    # speed figures on one core instead

Each game cycles through the (player count, options) combinations of
``tianxia.games.emperor.checks.COMBOS`` (3-5 players, both board sides, with and without
fortifications) and runs ``check_playout`` with the game's invariant (the same checks as
tests/emperor/test_emperor_playouts.py).  Failures are printed with the
seed, player count and options needed to reproduce them.  Not part of CI.
"""

from __future__ import annotations

import random
import sys

import tianxia
from tianxia.bench import report_speeds
from tianxia.core.soak import main
from tianxia.games.emperor.checks import COMBOS, invariant


def spec(i: int):
    return COMBOS[i % len(COMBOS)]


def bench() -> None:
    game = tianxia.load("emperor")
    rng = random.Random(1)
    state = game.new_state(4, seed=1, options={"fortifications": True})
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    report_speeds(game, ((3, {}), (4, {}), (4, {"side": "B"}), (5, {}), (5, {"fortifications": True})),
                  state, "4 players, fortifications")


if __name__ == "__main__":
    sys.exit(main("emperor", spec, invariant, bench, doc=__doc__))
