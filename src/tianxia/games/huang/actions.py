"""Huang's action vocabulary (H-25).  Every notation is lower case and never reveals a secret.

Hexes are written ``q,r`` in the axial coordinates of H-3.1 (``-2,7``).  Colours are
written in full.  The notations, by decision (H-25):

==================  ======================================================================
D-1 ChooseAction    ``place red 3,5`` (leader from off-board), ``move red 4,5``,
                    ``withdraw red``, ``tile blue 1,1``, ``revolt 3,5`` (peasant revolt
                    paying 2 blue tiles) or ``revolt 3,5 leader`` (1 blue tile + the
                    off-board Farmer), ``build red 3,5 4,5 3,6 [from 6,6] [leader]``
                    (green action; ``from`` names the first hex of a structure that is
                    relocated; ``leader`` uses the off-board Merchant), ``exchange 0 2 5``
                    (the tiles at those positions behind the screen: positions, not colours,
                    so the history never shows what went face down), ``pass``
D-2 RevoltCommit    ``commit 2`` (``commit 2 governor`` when the Governor bonus is a choice,
                    house rule R-9)
D-3 WarSupport      ``pass``, ``support 3,5 2`` or ``support 3,5 1 leader`` (the kingdom is
                    named by its first hex in board order)
D-4 WarTieBreak     ``winner 3,5``
D-5/D-6 removals    ``remove 4,5`` (one red tile at a time)
D-7 StructureOption ``build red 3,5 4,5 3,6 [from 6,6]`` or ``decline``
D-8 MarketPick      ``pick green`` or ``decline``
D-9 ChainContinue   ``chain 2,8`` or ``stop``
D-10 GranaryCollect ``keep 5,0`` or ``decline``
PalaceDraw          ``refill 6`` or ``refill 7`` (house rule R-21 optional: the palace's owner
                    chooses the hand size drawn to)
==================  ======================================================================
"""

from __future__ import annotations

from itertools import combinations

from tianxia.core import Action

from .data import COLOURS, KINDS

PASS = Action("pass")
DECLINE = Action("decline")
STOP = Action("stop")
WITHDRAW = tuple(Action("withdraw", c) for c in COLOURS)
PICK = tuple(Action("pick", c) for c in COLOURS)
COMMIT = [Action("commit", n) for n in range(64)]
COMMIT_GOVERNOR = [Action("commit", n, "governor") for n in range(64)]
#: house rule R-21 optional: the palace's owner draws to 6 or to 7
REFILL = {n: Action("refill", n) for n in (6, 7)}


def commit(n: int, governor: bool = False) -> Action:
    """``commit N``; ``commit N governor`` adds the off-board Governor (house rule R-9 optional)."""
    table = COMMIT_GOVERNOR if governor else COMMIT
    if n < len(table):
        return table[n]
    return Action("commit", n, "governor") if governor else Action("commit", n)


class Tables:
    """The board's fixed actions, made once per board side (interned, so cheap to compare)."""

    def __init__(self, board):
        names = board.names
        self.tile = tuple(tuple(Action("tile", c, n) for n in names) for c in COLOURS)
        self.place = tuple(tuple(Action("place", c, n) for n in names) for c in COLOURS)
        self.move = tuple(tuple(Action("move", c, n) for n in names) for c in COLOURS)
        self.revolt = tuple(Action("revolt", n) for n in names)
        self.revolt_leader = tuple(Action("revolt", n, "leader") for n in names)
        self.chain = tuple(Action("chain", n) for n in names)
        self.remove = tuple(Action("remove", n) for n in names)
        self.keep = tuple(Action("keep", n) for n in names)
        self.winner = tuple(Action("winner", n) for n in names)
        self.names = names
        #: build actions made so far, by (kind, shape, source shape, leader)
        self.builds = {}


def tables(board) -> Tables:
    t = board.__dict__.get("_tables")
    if t is None:
        t = board._tables = Tables(board)
    return t


def build(board, kind: int, shape, source_shape=None, leader: bool = False) -> Action:
    key = (kind, shape, source_shape, leader)
    cache = tables(board).builds
    got = cache.get(key)
    if got is None:
        got = cache[key] = _build(board, kind, shape, source_shape, leader)
    return got


def _build(board, kind: int, shape, source_shape, leader: bool) -> Action:
    args = [KINDS[kind], *(board.names[h] for h in shape)]
    if source_shape is not None:
        args += ["from", board.names[source_shape[0]]]
    if leader:
        args.append("leader")
    return Action("build", *args)


def support(board, first_hex: int, n: int, leader: bool) -> Action:
    if leader:
        return Action("support", board.names[first_hex], n, "leader")
    return Action("support", board.names[first_hex], n)


_EXCHANGES: dict[tuple[int, int], tuple] = {}


def exchanges(hand_size: int, most: int) -> tuple:
    """``(action, positions)`` for every non-empty set of at most ``most`` hand positions."""
    key = (hand_size, most)
    got = _EXCHANGES.get(key)
    if got is None:
        out = []
        for k in range(1, min(most, hand_size) + 1):
            for pos in combinations(range(hand_size), k):
                out.append((Action("exchange", *pos), pos))
        got = _EXCHANGES[key] = tuple(out)
    return got


_EXCHANGE_ACTIONS: dict[tuple[int, int], tuple] = {}


def exchange_actions(hand_size: int, most: int) -> tuple:
    key = (hand_size, most)
    got = _EXCHANGE_ACTIONS.get(key)
    if got is None:
        got = _EXCHANGE_ACTIONS[key] = tuple(a for a, _pos in exchanges(hand_size, most))
    return got


#: one sentence per action kind, used by explanations and the docs
MEANING = {
    "place": "put an off-board leader on an empty land hex next to a yellow tile (H-7)",
    "move": "move an on-board leader to another legal hex (H-7, R-10)",
    "withdraw": "take an on-board leader back off the board (H-7.1c)",
    "tile": "place a tile from behind your screen: blue on a river, the others on land (H-8)",
    "revolt": "peasant revolt: discard 2 blue tiles (or 1 and your off-board Farmer) to remove a tile (H-10)",
    "build": "build a pagoda or the palace on a triangle or rhombus of tiles (H-11)",
    "exchange": "discard 1-6 tiles face down and draw as many (H-12)",
    "pass": "pass (only when nothing else is legal) or give no support in a war",
    "commit": "commit yellow tiles to a revolt (H-14.5)",
    "support": "support one warring kingdom with red tiles and/or the off-board Soldier (H-15.5)",
    "winner": "choose the winner of a tied war (H-15.7)",
    "remove": "choose a red tile to lose after a war or a bandit defeat (H-15.8, H-18.4)",
    "decline": "decline the optional follow-up",
    "pick": "take a tile from the market after a green tile (H-8.3)",
    "chain": "continue the blue river chain (H-8.4)",
    "stop": "end the blue river chain",
    "keep": "take the kingdom's granaries but this one (H-19.4)",
    "refill": "draw to a hand of 6 or of 7 tiles as the palace's owner (H-20.3, house rule R-21)",
}
