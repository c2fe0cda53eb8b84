"""Huang's property checks, shared by tests/huang and benchmarks/soak_huang.py.

``invariant(state)`` asserts the invariants of H-26.1 that hold between any two decisions
(conservation of the 138 tiles, of leaders, structures and granaries, terrain, support, no
duplicate colour and no kingdom touching bandits outside conflicts, refilled market) and
that no view shows another seat's secrets.  ``COMBOS`` spreads player counts over every
allowed module combination (H-23).
"""

from __future__ import annotations

from .data import PAGODA_COUNTS, TOTAL_TILES, Y
from .state import OUT, PALACE, SID_KIND

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


def committed(s) -> int:
    """Tiles revealed and held beside the board by a conflict being resolved (H-13.3)."""
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
    # H-24: no view shows another seat's hand, points or face-down discards
    for seat in [None, *range(s.num_players)]:
        for other in s.view(seat)["players"]:
            if other["seat"] != seat:
                assert other["hand"] is None and other["face_down_discards"] is None, "H-24.1 hand leak"
                if not s.over:
                    assert other["vp"] is None and other["granaries"] is None, "H-24.2 points leak"
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
    for sid, shape in enumerate(s.struct):
        if shape is OUT or shape is None:
            continue
        want = Y if SID_KIND[sid] == PALACE else SID_KIND[sid]
        for x in shape:
            assert s.tile[x] == want and s.support[x] == sid, "I-3 structure support"
    assert sum(1 for x in s.support if x >= 0) == sum(len(sh) for sh in s.struct if sh)
    assert sum(1 for sh in s.struct[:-1] if sh is not OUT) + (2 if s.board.name == "B" else 0) == sum(PAGODA_COUNTS)
    # I-9 granaries
    if board.name == "B":
        assert sum(s.granary) + sum(s.granaries_held) + s.granaries_removed == len(board.capitals)
    # I-1 and I-8 outside conflicts
    if s.phase in ("action", "structure", "market", "chain", "granary", "palace_draw", "over"):
        for lab, mem in s.members.items():
            colours = [s.leader[x] % 5 for x in mem if s.leader[x] >= 0]
            assert len(colours) == len(set(colours)), "I-1 duplicate colour in a kingdom"
            if colours and s.bandits_on:
                assert not s._touches(lab), "I-8 kingdom touches bandits"


