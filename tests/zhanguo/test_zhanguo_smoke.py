"""Smoke: random games finish under every board side (Z-5.2, Z-29.3)."""

import pytest

from tianxia.core.checks import check_playout
from tianxia.games.zhanguo import GAME


@pytest.mark.parametrize("players", [2, 3, 4])
def test_z29_3_random_games_terminate(players):
    state = check_playout(GAME, players, 1000 + players, {}, deep_every=25)
    assert state.is_terminal and len(state.winners()) == 1
