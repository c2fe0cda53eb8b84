"""Property tests over random games (H-26.1 invariants) across player counts and module combinations."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tianxia.core.checks import check_playout
from tianxia.games.huang import GAME
from tianxia.games.huang.data import PAGODA_COUNTS, TOTAL_TILES, Y
from tianxia.games.huang.state import OUT, SID_KIND, PALACE

COMBOS = [
    (2, {}), (3, {}), (4, {}),
    (2, {"bandits": True}), (3, {"bandits": True, "palace": True}), (4, {"bandits": True}),
    (2, {"eighteen_kingdoms": True}), (3, {"eighteen_kingdoms": True, "palace": True}),
    (4, {"eighteen_kingdoms": True}),
    (2, {"palace": True}), (4, {"palace": True, "dragon": True}),
    (5, {"dragon": True}), (5, {"dragon": True, "bandits": True, "palace": True}),
    (5, {"dragon": True, "eighteen_kingdoms": True}),
    (2, {"short_game": True}), (2, {"short_game": True, "eighteen_kingdoms": True, "palace": True}),
    (2, {"short_game": True, "bandits": True}),
]


def committed(s):
    pend = s.pend
    if pend is None:
        return 0
    if pend["kind"] == "revolt":
        return sum(pend["commit"])
    if pend["kind"] == "war":
        return sum(pend["tiles"])
    return 0


def invariant(s):
    """I-1..I-11 that hold between decisions: conservation of tiles, leaders, structures, granaries."""
    board = s.board
    on_board = sum(1 for t in s.tile if t >= 0)
    market = sum(1 for m in s.market if m >= 0)
    total = (sum(s.bag) + sum(map(len, s.hands)) + on_board + market + sum(s.box_open)
             + sum(map(sum, s.box_down)) + sum(s.box_removed) + committed(s))
    assert total == TOTAL_TILES, f"I-5 tiles: {total}"
    assert min(s.bag) >= 0 and min(s.box_open) >= 0
    assert all(v >= 0 for row in s.vp for v in row)
    if s.phase == "action" and s.actions_left == 2 and not s.over:
        assert all(m >= 0 for m in s.market), "I-10 market refilled"
    if len(s.history) % 5 and not s.over:
        return  # the structural checks below run every fifth step (and at the end) to keep tests fast
    # I-7 leaders: five per seat, each on the board exactly where lpos says
    assert len(s.lpos) == 5 * s.num_players
    for code, h in enumerate(s.lpos):
        if h >= 0:
            assert s.leader[h] == code
            assert not board.river[h], "I-2 leader on a river"
            assert any(s.tile[x] == Y for x in board.nbrs[h]), "I-2 leader without yellow"
    assert sum(1 for c in s.leader if c >= 0) == sum(1 for h in s.lpos if h >= 0)
    # I-4 terrain
    for h, t in enumerate(s.tile):
        if t >= 0:
            assert board.river[h] == (t == 2), "I-4 terrain"
    # I-3 / I-6 structures
    pagodas = 0
    for sid, shape in enumerate(s.struct):
        if shape is OUT or shape is None:
            continue
        pagodas += SID_KIND[sid] != PALACE
        want = Y if SID_KIND[sid] == PALACE else SID_KIND[sid]
        for x in shape:
            assert s.tile[x] == want and s.support[x] == sid, "I-3 structure support"
    assert sum(1 for x in s.support if x >= 0) == sum(len(sh) for sh in s.struct if sh)
    assert sum(1 for sh in s.struct[:-1] if sh is not OUT) + (2 if s.board.name == "B" else 0) == sum(PAGODA_COUNTS)
    # I-9 granaries
    if board.name == "B":
        assert sum(s.granary) + sum(s.granaries_held) + s.granaries_removed == len(board.capitals)
    # I-1 and I-8 outside conflicts
    if s.phase in ("action", "structure", "market", "chain", "granary", "over"):
        for lab, mem in s.members.items():
            colours = [s.leader[x] % 5 for x in mem if s.leader[x] >= 0]
            assert len(colours) == len(set(colours)), "I-1 duplicate colour in a kingdom"
            if colours and s.bandits_on:
                assert not s._touches(lab), "I-8 kingdom touches bandits"


@pytest.mark.parametrize("index", range(len(COMBOS)))
def test_thorough_playouts_H_26_1(index):
    """Full contract checks every 3 steps on one whole game per module combination."""
    players, opts = COMBOS[index]
    check_playout(GAME, players, 1000 + index, opts, invariant, deep_every=3)


@pytest.mark.parametrize("chunk", range(6))
def test_whole_random_games_H_17(chunk):
    """120 whole games to the end of the bag (H-17.1), spread over every module combination."""
    for i in range(20):
        seed = 5000 + chunk * 20 + i
        players, opts = COMBOS[seed % len(COMBOS)]
        state = check_playout(GAME, players, seed, opts, invariant, deep_every=60)
        assert state.is_terminal and state.end_cause == "the bag is empty"


@pytest.mark.parametrize("chunk", range(9))
def test_opening_and_middle_games_R_31(chunk):
    """900 more games, each stopped by the R-31 turn cap after 3 to 10 turns (not a rule: it keeps
    this suite fast while covering openings and middle games of every combination; the soak script
    plays whole games)."""
    for i in range(100):
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


def test_move_targets_match_a_full_rescan():
    """The incremental move test (R-10) agrees with lifting the leader and re-scanning the whole board."""
    import random

    from tianxia.games.huang.state import BIT
    checked = 0
    for seed in range(6):
        s = GAME.new_state(2 + seed % 3, seed=seed, options=[{}, {"bandits": True}, {"eighteen_kingdoms": True}][seed % 3])
        rng = random.Random(seed)
        while not s.is_terminal:
            if s.phase == "action":
                p = s.active
                masks = s._leader_masks()
                labs = {}
                base = s._leader_scan(None, labs, masks)
                fast = {c: s._move_targets(p * 5 + c, base, labs, masks) for c in range(5) if s.lpos[p * 5 + c] >= 0}
                for c, got in fast.items():
                    code = p * 5 + c
                    hx = s.lpos[code]
                    s.leader[hx] = -1
                    s._remove_piece(hx)
                    s.lpos[code] = -1
                    full = s._leader_scan(None)
                    s.leader[hx] = code
                    s._add_piece(hx)
                    s.lpos[code] = hx
                    assert got == sorted(h for h, m in full.items() if m & BIT[c] and h != hx)
                    checked += 1
            s.apply(rng.choice(s.legal_actions()))
    assert checked > 500
