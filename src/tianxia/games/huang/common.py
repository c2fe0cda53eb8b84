"""Huang: the constants and small helpers the parts of the position share (state.py and its mix-ins)."""

from __future__ import annotations

from bisect import bisect_left
from operator import itemgetter

from .data import (
    PAGODA_COUNTS,
    PALACE,
)

#: structure ids: the pagodas of each colour (2 2 2 2 1) then the palace
SID_KIND = tuple([c for c in range(5) for _ in range(PAGODA_COUNTS[c])] + [PALACE])
SIDS_OF = tuple(tuple(s for s, k in enumerate(SID_KIND) if k == kind) for kind in range(6))
BIT = (1, 2, 4, 8, 16)
POP = tuple(bin(m).count("1") for m in range(32))
#: the colour bit of each leader code (seat * 5 + colour)
CODE_BIT = BIT * 5
_FIVE = (0, 1, 2, 3, 4)
OUT = False  # a structure out of play (blue pagodas on side B, the palace without its module)

PHASE_TEXT = {
    "action": "choose an action",
    "revolt": "commit yellow tiles to the revolt",
    "war_support": "support a warring kingdom or pass",
    "war_tie": "choose the winner of the tied war",
    "war_loss": "choose the winner's red tiles to lose",
    "bandit_loss": "choose the red tiles that fight the bandits",
    "structure": "build a structure or decline",
    "market": "pick a market tile or decline",
    "chain": "continue the river chain or stop",
    "granary": "choose the granary to leave",
    "palace_draw": "draw to a hand of 6 or 7 tiles",
    "over": "the game is over",
}

#: the end causes kept in the state (``end_cause``); the log says them by message
BAG_EMPTY = "the bag is empty"
TURN_CAP = "the turn cap of {cap} turns is reached (R-31, not a rule)"

#: pending-decision fields holding one hex, and fields holding lists of hexes
_HEX_KEYS = ("hex", "u", "a", "d", "last")
_HEXLIST_KEYS = ("ids", "cands")


def _ins(hexes: list, h: int) -> None:
    """Add ``h`` to a sorted list of hexes (nothing if it is there)."""
    i = bisect_left(hexes, h)
    if i == len(hexes) or hexes[i] != h:
        hexes.insert(i, h)


def _del(hexes: list, h: int) -> None:
    """Take ``h`` out of a sorted list of hexes (nothing if it is not there)."""
    i = bisect_left(hexes, h)
    if i < len(hexes) and hexes[i] == h:
        del hexes[i]


def _nothing(row) -> tuple:
    return ()


def _getter(hexes: list):
    """A function taking ``row[h]`` for every hex of ``hexes`` in one C call, always as a tuple
    (the listing builds its actions from the per-board tables with these)."""
    if len(hexes) > 1:
        return itemgetter(*hexes)
    if hexes:
        h = hexes[0]
        return lambda row: (row[h],)
    return _nothing


def _copy_json(v):
    if type(v) is list:
        return [_copy_json(x) for x in v]
    if type(v) is dict:
        return {k: _copy_json(x) for k, x in v.items()}
    return v



def _open_to(cand: list, special: dict, bit: int) -> list:
    """The hexes of ``cand`` open to a colour: all but the ``special`` ones barring it
    (``cand`` itself when none does)."""
    out = cand
    for h, (m, _labs) in special.items():
        if not m & bit:
            if out is cand:
                out = cand.copy()
            del out[bisect_left(out, h)]
    return out


def _open(masks: list, bit: int) -> bool:
    """H-7.2: may a leader of colour ``bit`` join kingdoms of these colour masks?  Yes next to at
    most one kingdom (a revolt at worst); else only if they share no colour and lack ``bit``."""
    if len(masks) < 2:
        return True
    union = total = 0
    for m in masks:
        union |= m
        total += POP[m]
    return POP[union] == total and not union & bit


def _clash(masks: list) -> bool:
    """True when a colour is held by leaders of two of these kingdoms (H-8.2 step 3)."""
    seen = 0
    for m in masks:
        if seen & m:
            return True
        seen |= m
    return False
