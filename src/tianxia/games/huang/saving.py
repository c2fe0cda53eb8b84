"""Huang: the fields of a position and how each is saved and loaded (tianxia.core.fields)."""

from __future__ import annotations

from tianxia.core.fields import Field

from . import actions as A
from .common import OUT, PHASE_TEXT, SID_KIND
from .data import BOARDS, COLOURS

# ---------------------------------------------------------------- the fields and their JSON

def _hexof(state, name, field):
    board = state.board
    if name not in board.by_name:
        raise ValueError(f"field state/{field}: {name!r} is not a hex of side {board.name}")
    return board.by_name[name]


def _load_board(state, name):
    want = "B" if state.options["eighteen_kingdoms"] else "A"
    if name != want:
        raise ValueError(f"field state/board: {name!r} does not match the options (side {want})")
    board = BOARDS[want]
    state.tb = A.tables(board)
    return board


def _dump_tiles(state, tile):
    names = state.board.names
    return {names[h]: COLOURS[t] for h, t in enumerate(tile) if t >= 0}


def _load_tiles(state, tiles):
    tile = [-1] * state.board.n
    for name, c in tiles.items():
        tile[_hexof(state, name, "tiles")] = COLOURS.index(c)
    return tile


def _dump_leaders(state, lpos):
    names = state.board.names
    return [[names[h] if h >= 0 else None for h in lpos[p * 5:p * 5 + 5]] for p in range(state.num_players)]


def _load_leaders(state, leaders):
    """The leaders' hexes (``lpos``), and the leader on each hex (``leader``) with them."""
    if len(leaders) != state.num_players:
        raise ValueError(f"field state/leaders: needs {state.num_players} dynasties")
    lpos = []
    state.leader = [-1] * state.board.n
    for p, row in enumerate(leaders):
        for c, name in enumerate(row):
            h = -1 if name is None else _hexof(state, name, "leaders")
            lpos.append(h)
            if h >= 0:
                state.leader[h] = p * 5 + c
    return lpos


def _load_bandits(state, bandits):
    """The bandit spaces in play, and the bandit number on each hex (``bandit``) with them."""
    board = state.board
    state.bandit = [0] * board.n
    on = sorted(bandits)
    for num in on:
        if num not in board.bandit_spaces:
            raise ValueError(f"field state/bandits: no bandit space {num} on side {board.name}")
        for x in board.bandit_spaces[num]:
            state.bandit[x] = num
    return on


def _dump_structures(state, struct):
    names = state.board.names
    return [("box" if s is OUT else None if s is None else [names[x] for x in s]) for s in struct]


def _load_structures(state, structures):
    """Each structure's hexes, and the structure on each hex (``support``) with them."""
    if len(structures) != len(SID_KIND):
        raise ValueError(f"field state/structures: needs {len(SID_KIND)} entries")
    struct = []
    state.support = [-1] * state.board.n
    for sid, s in enumerate(structures):
        if s == "box":
            struct.append(OUT)
        elif s is None:
            struct.append(None)
        else:
            shape = tuple(sorted(_hexof(state, x, "structures") for x in s))
            struct.append(shape)
            for x in shape:
                state.support[x] = sid
    return struct


def _load_granaries(state, granaries):
    granary = [0] * state.board.n
    for name in granaries:
        granary[_hexof(state, name, "granaries")] = 1
    return granary


def _load_phase(state, phase):
    if phase not in PHASE_TEXT:
        raise ValueError(f"field state/phase: unknown phase {phase!r}")
    return phase


F = Field
#: every field of a position, in the order of the saved JSON (tianxia.core.fields); the last ones
#: are derived from the others, rebuilt after loading (``_rebuild_groups``) and kept up to date in play
FIELDS = (
    F("board", dump=lambda state, board: board.name, load=_load_board),
    F("tb", saved=False),                                   # the board's tables (set with the board)
    F("tile", "copy", key="tiles", dump=_dump_tiles, load=_load_tiles),
    F("lpos", "copy", key="leaders", dump=_dump_leaders, load=_load_leaders),
    F("leader", "copy", saved=False),                       # set with lpos
    F("bandits_on", "copy", key="bandits", dump="list", load=_load_bandits),
    F("bandit", "copy", saved=False),                       # set with bandits_on
    F("bandits_box", "copy", dump="list"),
    F("struct", "copy", key="structures", dump=_dump_structures, load=_load_structures),
    F("support", "copy", saved=False),                      # set with struct
    F("granary", "copy", key="granaries",
      dump=lambda state, granary: [state.board.names[h] for h in range(state.board.n) if granary[h]],
      load=_load_granaries),
    F("granaries_held", "copy", dump="list", per_seat=True),
    F("granaries_removed"),
    F("hands", "copies", dump=lambda state, hands: [[COLOURS[c] for c in hand] for hand in hands],
      load=lambda state, hands: [[COLOURS.index(c) for c in hand] for hand in hands], per_seat=True),
    F("bag", "copy", dump="list"),
    F("market", "copy", dump=lambda state, market: [COLOURS[c] if c >= 0 else None for c in market],
      load=lambda state, market: [COLOURS.index(c) if c is not None else -1 for c in market]),
    F("box_open", "copy", dump="list"),
    F("box_down", "copies", dump="lists", per_seat=True),
    F("box_removed", "copy", dump="list"),
    F("vp", "copies", dump="lists", per_seat=True),
    F("active"), F("first"), F("actions_left"), F("turn"),
    F("phase", load=_load_phase),
    F("pend", "json", key="pending", dump=lambda state, pend: state._pend_dump(),
      load=lambda state, pending: state._pend_load(pending)),
    F("unif", key="unification", dump=lambda state, unif: state.board.names[unif] if unif >= 0 else None,
      load=lambda state, name: -1 if name is None else _hexof(state, name, "unification")),
    F("over"), F("end_cause"),
    F("comp", "copy", saved=False), F("members", "dict_copies", saved=False), F("next_label", saved=False),
    F("ynear", "copy", saved=False), F("ycand", "copy", saved=False), F("fland", "copy", saved=False),
    F("fwater", "copy", saved=False), F("placed", "copy", saved=False), F("shapes", "copy", saved=False),
    F("borders", "copy", saved=False),
    F("tasks", "copy", saved=False),                        # the pending work (flow.py), rebuilt from phase and pend
    F("evs", "none", saved=False),                          # the events of the action being applied
)
