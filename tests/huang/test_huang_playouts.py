"""Property tests over random games (H-26.1 invariants) across player counts and module combinations."""

import random

import pytest
from huang_helpers import leader_room
from hypothesis import given, settings
from hypothesis import strategies as st

from tianxia.core.checks import check_playout
from tianxia.games.huang import GAME
from tianxia.games.huang.checks import COMBOS, invariant
from tianxia.games.huang.data import COLOURS
from tianxia.games.huang.state import BIT
from suite_depth import depth

@pytest.mark.parametrize("index", range(len(COMBOS)))
def test_thorough_playouts_H_26_1(index):
    """Full contract checks every 3 steps on one whole game per module combination."""
    players, opts = COMBOS[index]
    check_playout(GAME, players, 1000 + index, opts, invariant, deep_every=3)


@pytest.mark.parametrize("chunk", range(5))
def test_whole_random_games_H_17(chunk):
    """40 whole games to the end of the bag (H-17.1; 100 thorough), spread over every module combination."""
    for i in range(depth(8, 20)):
        seed = 5000 + chunk * 20 + i
        players, opts = COMBOS[seed % len(COMBOS)]
        state = check_playout(GAME, players, seed, opts, invariant, deep_every=60)
        assert state.is_terminal and state.end_cause == "the bag is empty"


@pytest.mark.parametrize("chunk", range(9))
def test_opening_and_middle_games_R_31(chunk):
    """315 (thorough: 900) more games, each stopped by the R-31 turn cap after 3 to 10 turns (not a rule: it keeps
    this suite fast while covering openings and middle games of every combination; the soak script
    plays whole games)."""
    for i in range(depth(35, 100)):
        seed = 20000 + chunk * 100 + i
        players, opts = COMBOS[seed % len(COMBOS)]
        opts = dict(opts, turn_cap=3 + seed % 8)
        state = check_playout(GAME, players, seed, opts, invariant, deep_every=60)
        assert state.is_terminal


@settings(max_examples=10, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32), combo=st.integers(0, len(COMBOS) - 1))
def test_random_playouts_hypothesis(seed, combo):
    players, opts = COMBOS[combo]
    check_playout(GAME, players, seed, opts, invariant, deep_every=40)


def test_move_targets_match_a_full_rescan_R_10():
    """The move listing (R-10), which re-judges only hexes next to the leader's kingdom and
    another one, agrees with lifting the leader and judging every hex from the rules."""
    checked = 0
    for seed in range(6):
        s = GAME.new_state(2 + seed % 3, seed=seed, options=[{}, {"bandits": True}, {"eighteen_kingdoms": True}][seed % 3])
        rng = random.Random(seed)
        while not s.is_terminal:
            if s.phase == "action":
                p = s.active
                legal = s.legal_actions()
                for c in range(5):
                    code = p * 5 + c
                    hx = s.lpos[code]
                    if hx < 0:
                        continue
                    got = [a.args[1] for a in legal if a.kind == "move" and a.args[0] == COLOURS[c]]
                    lifted = s.clone()
                    lifted._lift_leader(code)
                    want = [s.board.names[h] for h in range(s.board.n)
                            if h != hx and leader_room(lifted, h) & BIT[c]]
                    assert got == want
                    checked += 1
            s.apply(rng.choice(s.legal_actions()))
    assert checked > 500
