"""Property tests: random games through the whole contract with the game's own invariants.

Cheap games in every (player count, option combination) cell, 3 a cell (10 in ``make test-thorough``),
plus thorough ones (deep contract checks every 3 actions): 6 (12) chosen by hypothesis, one per great
event and the hidden one.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tianxia
from tianxia.core.checks import check_playout
from tianxia.games.dragon.checks import COMBOS, invariant
from suite_depth import depth

GAME = tianxia.load("dragon")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("combo", range(len(COMBOS)))
def test_random_games_keep_every_invariant(players, combo):
    """Games in each of the 116 (players, options) cells: 348 (1,160 thorough)."""
    for i in range(depth(3, 10)):
        seed = 1000 * combo + 10 * players + i
        check_playout(GAME, players, seed, COMBOS[combo], invariant, deep_every=400)


@settings(max_examples=depth(6, 12), deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), combo=st.sampled_from(range(len(COMBOS))))
def test_thorough_random_games(seed, players, combo):
    check_playout(GAME, players, seed, COMBOS[combo], invariant, deep_every=3)


def test_legal_actions_are_unique_lower_case_notation():
    s = GAME.new_state(4, seed=9, options={"great_wall": True, "great_events": "random"})
    import random
    rng = random.Random(9)
    while not s.is_terminal:
        legal = s.legal_actions()
        assert all(a == a.lower() and "  " not in a for a in legal)
        s.apply(rng.choice(legal))


def test_the_invariant_catches_a_lost_tile_and_an_overfull_palace():
    """The property tests are only as good as the invariant: it must fail on broken states."""
    s = GAME.new_state(3, seed=1)
    invariant(s)
    s.supply[0] -= 1
    with pytest.raises(AssertionError, match="conserved"):
        invariant(s)
    s.supply[0] += 1
    s.palaces[0] = ((1, (0, 1)),)
    s.supply[0] -= 1
    s.supply[1] -= 1
    with pytest.raises(AssertionError, match="holds 2 persons"):
        invariant(s)


@pytest.mark.parametrize("great", [*GAME.options["great_events"]["choices"][2:], "hidden"])
def test_thorough_game_for_every_great_event(great):
    """Deep contract checks every 3 actions through a 2-player game with each great event (and hidden)."""
    options = ({"great_wall": True, "great_events": "random", "great_event_hidden": True} if great == "hidden"
               else {"great_wall": True, "great_events": great})
    check_playout(GAME, 2, 7, options, invariant, deep_every=3)
