"""Random playouts through the whole contract (tianxia.core.checks.check_playout)."""

import pytest

import tianxia
from tianxia.core.checks import check_playout

GAME = tianxia.load("dragon")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_the_contract(players):
    for seed in range(3):
        opts = {"great_wall": seed % 2 == 0, "great_events": ("off", "random")[seed % 2]}
        check_playout(GAME, players, seed, opts, deep_every=40)
