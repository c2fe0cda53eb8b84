"""Game progress (games/<game>/progress.py, ``Game.progress``): from the public view, 0 at the
start, never less after an action, 1 at the end, in seeded random playouts of every game."""

from __future__ import annotations

import random

import pytest

import tianxia

# (game, players, options): the rules' extremes of each game's length (fewest and most players,
# the variants that change what a round or the bag holds)
CASES = [
    ("dragon", 2, {}), ("dragon", 5, {"great_wall": True, "great_events": "random"}),  # D-1.1, D-6.1
    ("emperor", 3, {}), ("emperor", 5, {"side": "B", "fortifications": True}),        # E-12, E-13
    ("huang", 2, {}), ("huang", 4, {"bandits": True}), ("huang", 2, {"short_game": True}),  # H-17.1
    ("huang", 3, {"turn_cap": 12}),
    ("zhanguo", 2, {}), ("zhanguo", 4, {"draft": True, "board_side": "B_auction"}),  # Z-5.1, Z-24.1
]


@pytest.mark.parametrize("name,players,options", CASES, ids=[f"{c[0]}-{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_progress_starts_at_zero_never_decreases_and_ends_at_one(name, players, options):
    game = tianxia.load(name)
    for seed in (1, 2):
        state = game.new_state(players, seed=seed, options=options)
        rng = random.Random(seed)
        seen = game.progress(state.view(None))
        assert seen is not None and 0.0 <= seen <= 0.05, f"{name} starts at {seen}"
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
            now = game.progress(state.view(None))
            assert 0.0 <= now <= 1.0
            assert now >= seen - 1e-12, f"{name} went back from {seen} to {now} after {state.history[-1]!r}"
            for seat in range(players):  # a seat's view says the same as the public one
                assert game.progress(state.view(seat)) == pytest.approx(now)
            seen = now
        assert seen == 1.0
