"""ZhanGuo property tests: 1,000+ random games over player counts and option combinations, with the
core contract (check_playout) and ZhanGuo's own invariant (conservation of cards, officials, markers,
governors, palaces, walls; no negative counts; unrest within its track; worker areas within capacity)."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tianxia.core.checks import check_playout, check_step
from tianxia.games.zhanguo import GAME
from suite_depth import depth
from zg_helpers import invariant, options_for


def sparse(state):
    """The invariant on every 8th position and the last (keeps 1,000 games inside the time budget)."""
    if len(state.history) % 8 == 0 or state.is_terminal:
        invariant(state)


def sampled_playout(players, seed, options, every=9, replay=False):
    """A random game with the core's step checks and the invariant on every ``every``-th position,
    the full checks once, and a JSON round trip (and optionally a replay) of the final state."""
    rng = random.Random(seed)
    state = GAME.new_state(players, seed=seed, options=options)
    deep_at = rng.randrange(200)
    step = 0
    while not state.is_terminal:
        if step % every == 0 or step == deep_at:
            check_step(state, rng, deep=(step == deep_at))
            invariant(state)
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    invariant(state)
    final = state.to_json()
    assert GAME.state_from_json(json.loads(json.dumps(final))).to_json() == final
    if replay:
        assert GAME.replay(players, seed, options, state.history).to_json() == final
    assert len(state.winners()) == 1 and len(state.scores()) == players
    return state


BATCH = 25
FULL = depth(200, 700)     # games through check_playout (every step checked)
LIGHT = depth(120, 360)    # games through sampled_playout


@pytest.mark.parametrize("batch", range(FULL // BATCH))
def test_z29_3_random_games_keep_the_contract(batch):
    """Z-29.3/Z-2.4: random games over 2-4 players and all 24 option combinations (and the extra
    options) end, keep every component and pass the contract checks at every step."""
    for k in range(BATCH):
        i = batch * BATCH + k
        check_playout(GAME, 2 + i % 3, 7919 * i + 1, options_for(i), sparse, deep_every=10**6)


@pytest.mark.parametrize("batch", range(LIGHT // 30))
def test_z29_3_more_random_games_sampled_checks(batch):
    """Z-29.3/Z-2.4: 120 more random games (thorough: 360), checked every 9th step, deeply once, with a JSON round trip (and a replay for every third game) at the end."""
    for k in range(30):
        i = 10_000 + batch * 30 + k
        sampled_playout(2 + i % 3, 104729 * i + 7, options_for(i), replay=(k % 3 == 0))


@pytest.mark.parametrize("i", range(8))
def test_thorough_games(i):
    """A few games with the expensive checks often (JSON round trip, replay, clone, views, determinise)."""
    check_playout(GAME, 2 + i % 3, 31 + i, options_for(i * 5), invariant, deep_every=6)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), combo=st.integers(0, 23))
def test_hypothesis_games(seed, players, combo):
    """Random seeds and options chosen by hypothesis, with the full invariant at every step."""
    check_playout(GAME, players, seed, options_for(combo), invariant, deep_every=40)
