"""Hand-made Huang positions for the rule tests.

``position`` starts from a real new game, puts every board tile and every hand back in
the bag, then lays out exactly the tiles, leaders and hands asked for, taking the tiles
from the bag so that the 138 tiles stay conserved.
"""

from tianxia.games.huang import GAME
from tianxia.games.huang.data import COLOURS
from tianxia.games.huang.state import BIT

Y, R, B, G, W = range(5)


def col(name):
    return COLOURS.index(name)


def position(players=3, options=None, tiles=None, leaders=None, hands=None, active=0, seed=0,
             market=None, keep_capitals=False, granaries=None):
    """tiles: {"q,r": "red"}; leaders: {"q,r": (seat, "red")}; hands: [["red", ...], ...] per seat."""
    s = GAME.new_state(players, seed=seed, options=options or {})
    board = s.board
    if not keep_capitals:
        for h, t in enumerate(s.tile):
            if t >= 0:
                s.bag[t] += 1
                s.tile[h] = -1
        s.granary = [0] * board.n
    for name, c in (tiles or {}).items():
        h = board.hex(name)
        s.tile[h] = col(c)
        s.bag[col(c)] -= 1
    for name, (seat, c) in (leaders or {}).items():
        h = board.hex(name)
        code = seat * 5 + col(c)
        s.leader[h] = code
        s.lpos[code] = h
    if granaries is not None:
        s.granary = [0] * board.n
        for name in granaries:
            s.granary[board.hex(name)] = 1
    if hands is not None:
        for p in range(players):
            for c in s.hands[p]:
                s.bag[c] += 1
            s.hands[p] = []
        for p, hand in enumerate(hands):
            for name in hand:
                s.bag[col(name)] -= 1
                s.hands[p].append(col(name))
    if market is not None:
        for c in s.market:
            if c >= 0:
                s.bag[c] += 1
        s.market = [-1] * 6
        for i, name in enumerate(market):
            if name is not None:
                s.bag[col(name)] -= 1
                s.market[i] = col(name)
    assert min(s.bag) >= 0
    s.active = active
    s.actions_left = 2
    s.phase = "action"
    s.pend = None
    s._loaded()  # the groups and the task stack, from the position laid out
    s._legal_cache = None
    return s


def put_structure(s, sid, names):
    shape = tuple(sorted(s.board.hex(n) for n in names))
    s.struct[sid] = shape
    for x in shape:
        s.support[x] = sid
    s._legal_cache = None


def H(s, name):
    return s.board.hex(name)


def leader_at(s, name):
    code = s.leader[s.board.hex(name)]
    return None if code < 0 else (code // 5, COLOURS[code % 5])


def group_of(s, name):
    lab = s.comp[s.board.hex(name)]
    return sorted(s.board.names[x] for x in s.members[lab])


def leader_room(s, h):
    """H-7.2 / H-18.3 from the rules: the colours a leader may take on ``h`` (bit mask)."""
    board = s.board
    if board.river[h] or s.tile[h] >= 0 or s.leader[h] >= 0 or s.bandit[h]:
        return 0
    if not any(s.tile[x] == Y for x in board.nbrs[h]):
        return 0
    groups = {s.comp[x] for x in board.nbrs[h]} - {-1}
    if s.bandits_on:
        if any(s.bandit[x] for x in board.nbrs[h]):
            return 0
        for lab in groups:
            if any(s.bandit[y] for x in s.members[lab] for y in board.nbrs[x]):
                return 0
    kingdoms = []
    for lab in groups:
        colours = [s.leader[x] % 5 for x in s.members[lab] if s.leader[x] >= 0]
        if colours:
            kingdoms.append(colours)
    if len(kingdoms) < 2:
        return 31
    every = [c for k in kingdoms for c in k]
    if len(every) != len(set(every)):
        return 0
    return 31 & ~sum(BIT[c] for c in set(every))
