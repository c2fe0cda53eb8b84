"""Huang: the position and every rule that changes it (rules file ``huang.md``).

Board content is kept in flat lists indexed by hex (``tile``, ``leader``, ``bandit``,
``support``, ``granary``).  Groups (H-4.4) are kept incrementally: ``comp[h]`` is the
label of the group holding the piece on ``h`` and ``members[label]`` its hexes.  A piece
added merges the labels around it (relabelling the smaller groups); a piece removed
re-labels only its own group, which may split (H-10.2.3).  The unification tile of a
war is left out of the groups until the war ends (H-15.2).

Leaders are coded ``seat * 5 + colour``.  Hands are ordered lists of colours: a drawn
tile goes to a random position, so a position says nothing about a colour and the
exchange action can name positions without revealing what went face down.
"""

from __future__ import annotations

from bisect import bisect_left
from operator import itemgetter

from tianxia.core import Action, State
from tianxia.core.fields import Field, slots
from tianxia.core.messages import event

from . import actions as A
from .data import (B, BOARDS, COLOURS, DYNASTIES, EXCHANGE_MAX, G, GRANARY_POINTS, HAND_SIZE,
                   KINDS, MARKET_SLOTS, PAGODA_COUNTS, PALACE, PALACE_HAND_SIZE, R, SHORT_REMOVED,
                   TILE_COUNTS, W, Y)

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
)


class HuangState(State):
    FIELDS = FIELDS
    __slots__ = slots(FIELDS)

    # ---------------------------------------------------------------- setup

    def _setup(self) -> None:
        opts = self.options
        board = self.board = BOARDS["B" if opts["eighteen_kingdoms"] else "A"]
        self.tb = A.tables(board)
        n = board.n
        self.tile = [-1] * n
        self.leader = [-1] * n
        self.bandit = [0] * n
        self.support = [-1] * n
        self.granary = [0] * n
        self.lpos = [-1] * (5 * self.num_players)
        self.bag = list(TILE_COUNTS)
        self.box_open = [0] * 5
        self.box_down = [[0] * 5 for _ in range(self.num_players)]
        self.box_removed = [0] * 5
        self.hands = [[] for _ in range(self.num_players)]
        self.market = [-1] * MARKET_SLOTS
        self.vp = [[0] * 5 for _ in range(self.num_players)]
        self.granaries_held = [0] * self.num_players
        self.granaries_removed = 0
        self.bandits_on = []
        self.bandits_box = []
        self.unif = -1
        self.over = False
        self.end_cause = None
        self.pend = None
        self.turn = 0
        events = []
        # H-5.2 capitals (and granaries on side B)
        for h, _name in board.capitals:
            self.tile[h] = Y
            self.bag[Y] -= 1
            if board.name == "B":
                self.granary[h] = 1
        # H-5.4 the short two-player game
        if opts["short_game"]:
            for _ in range(SHORT_REMOVED):
                self.box_removed[self._draw_colour()] += 1
        # H-5.5 structures
        struct = [None] * len(SID_KIND)
        for s, kind in enumerate(SID_KIND):
            if kind == B and (board.name == "B" or not board.river_triangles):
                struct[s] = OUT
            if kind == PALACE and not opts["palace"]:
                struct[s] = OUT
        self.struct = struct
        # H-5.7 bandits: shuffle, reveal one, discard the next
        if opts["bandits"]:
            order = sorted(board.bandit_spaces)
            self.rng.shuffle(order)
            for i, num in enumerate(order):
                if i % 2 == 0:
                    self.bandits_on.append(num)
                    for h in board.bandit_spaces[num]:
                        self.bandit[h] = num
                else:
                    self.bandits_box.append(num)
            self.bandits_on.sort()
            events.append(self._ev("setup", "bandits-appear", count=len(self.bandits_on),
                                   strengths=[board.bandit_strength[b] for b in self.bandits_on],
                                   bandits=list(self.bandits_on)))
        self._rebuild_groups()
        # H-5.9 hands then market
        for p in range(self.num_players):
            for _ in range(HAND_SIZE):
                self._give(p, self._draw_colour())
        for slot in range(MARKET_SLOTS):
            self.market[slot] = self._draw_colour()
        # H-5.10 first player
        self.first = self.active = self.rng.below(self.num_players)
        self.actions_left = 2
        self.phase = "action"
        events.append(self._ev("setup", "starts", seat=self.active))
        self._events.extend(events)

    # ---------------------------------------------------------------- small helpers

    def _ev(self, kind: str, msg: str, secret: dict | None = None, **args) -> dict:
        """An event as data: a message id of the catalogs (data/messages) and its arguments."""
        return event(kind, msg, secret=secret, **args)

    def _draw_colour(self) -> int:
        """One uniformly random tile from the bag (the caller checks the bag is not empty)."""
        bag = self.bag
        x = self.rng.below(bag[0] + bag[1] + bag[2] + bag[3] + bag[4])
        for c in range(5):
            if x < bag[c]:
                bag[c] -= 1
                return c
            x -= bag[c]
        raise AssertionError("empty bag")

    def _give(self, p: int, c: int) -> None:
        hand = self.hands[p]
        hand.insert(self.rng.below(len(hand) + 1), c)

    def _draw_to_hand(self, p: int, k: int, events: list) -> bool:
        """H-16.4: draw ``k`` tiles for ``p`` one at a time; False (and the game ends) if the bag runs out.

        One public event says how many; its secret part, for ``p`` only, says which colours.
        """
        got = []
        ok = True
        for _ in range(k):
            if not any(self.bag):
                ok = False
                break
            c = self._draw_colour()
            self._give(p, c)
            got.append(c)
        if got:
            n = len(got)
            events.append(self._ev("draw", "draws", seat=p, amount=n, secret={
                "seat": p, "msg": "draws-secret", "args": {"seat": p, "colours": [COLOURS[c] for c in got]}}))
        if not ok:
            self._end(BAG_EMPTY, events)
        return ok

    def _award(self, p: int, c: int, n: int, why: str, events: list) -> None:
        """Points are public events (R-18); only the totals are hidden from other seats."""
        if n <= 0:
            return
        self.vp[p][c] += n
        events.append(self._ev("vp", "scores", seat=p, amount=n, colour=COLOURS[c], reason=why))

    def _hex(self, h: int) -> str:
        return self.board.names[h]

    def _end(self, cause: str, events: list) -> None:
        self.over = True
        self.end_cause = cause
        self.phase = "over"
        self.pend = None
        if cause == BAG_EMPTY:
            events.append(self._ev("end", "ends-bag-empty"))
        else:
            events.append(self._ev("end", "ends-turn-cap", turns=self.options["turn_cap"]))

    # ---------------------------------------------------------------- groups (H-4.4)

    def _rebuild_groups(self) -> None:
        """Recompute the groups and every cache derived from the board (after setup, loading or
        a hand-made change); play keeps them all up to date incrementally."""
        board = self.board
        n = board.n
        self.comp = [-1] * n
        self.members = {}
        self.borders = {}
        self.next_label = 0
        # a war's unification tile stays out of the groups until the war ends (H-15.2); the tile
        # that brought a kingdom against bandits is already in its group (H-18.4)
        apart = self.unif if self.pend is not None and self.pend.get("kind") == "war" else -1
        for h in range(n):
            if (self.tile[h] >= 0 and h != apart) or self.leader[h] >= 0:
                self._add_piece(h)
        nbrs, tile = board.nbrs, self.tile
        self.ynear = [sum(1 for x in nbrs[h] if tile[x] == Y) for h in range(n)]
        #: sorted hex lists: empty land hexes (no tile, leader or bandit), those of them next to a
        #: yellow tile (where leaders may go, H-7.2), empty river hexes, and the hexes holding a tile
        self.fland = [h for h in board.land if self._free(h)]
        self.ycand = [h for h in self.fland if self.ynear[h]]
        self.fwater = [h for h in board.water if tile[h] < 0]
        self.placed = [h for h in range(n) if tile[h] >= 0]
        #: the complete one-colour triangles and all-yellow rhombi (H-11.1), tuples of hexes
        self.shapes = {t for t in board.triangles if tile[t[0]] >= 0 and tile[t[0]] == tile[t[1]] == tile[t[2]]}
        self.shapes.update(s for s in board.rhombi if tile[s[0]] == tile[s[1]] == tile[s[2]] == tile[s[3]] == Y)

    def _add_piece(self, h: int) -> int:
        comp, members, borders = self.comp, self.members, self.borders
        labs = []
        for x in self.board.nbrs[h]:
            lab = comp[x]
            if lab >= 0 and lab not in labs:
                labs.append(lab)
        if not labs:
            lab = self.next_label
            self.next_label += 1
            members[lab] = [h]
            comp[h] = lab
            return lab
        big = labs[0]
        if len(labs) > 1:
            for lab in labs:
                if len(members[lab]) > len(members[big]):
                    big = lab
            mb = members[big]
            for lab in labs:
                if lab != big:
                    ml = members.pop(lab)
                    borders.pop(lab, None)
                    for x in ml:
                        comp[x] = big
                    mb.extend(ml)
        borders.pop(big, None)
        members[big].append(h)
        comp[h] = big
        return big

    def _remove_piece(self, h: int) -> None:
        comp, members, nbrs = self.comp, self.members, self.board.nbrs
        lab = comp[h]
        comp[h] = -1
        self.borders.pop(lab, None)
        mem = members.pop(lab)
        mem.remove(h)
        if not mem:
            return
        near = [x for x in nbrs[h] if comp[x] >= 0]
        if len(near) <= 1:
            members[lab] = mem
            return
        for x in mem:
            comp[x] = -2
        for start in mem:
            if comp[start] != -2:
                continue
            new = self.next_label
            self.next_label += 1
            comp[start] = new
            group = [start]
            i = 0
            while i < len(group):
                for y in nbrs[group[i]]:
                    if comp[y] == -2:
                        comp[y] = new
                        group.append(y)
                i += 1
            members[new] = group

    def _border(self, lab: int) -> frozenset:
        """The hexes next to a piece of group ``lab``, kept until the group changes."""
        got = self.borders.get(lab)
        if got is None:
            nbr_sets = self.board.nbr_sets
            got = self.borders[lab] = frozenset().union(*[nbr_sets[x] for x in self.members[lab]])
        return got

    def _mask(self, lab: int) -> int:
        """Colours of the leaders in a group (0 for a region), found from the leader positions."""
        comp = self.comp
        m = 0
        for code, h in enumerate(self.lpos):
            if h >= 0 and comp[h] == lab:
                m |= BIT[code % 5]
        return m

    def _leaders_in(self, lab: int) -> list:
        """The leader codes (seat * 5 + colour) standing in a group."""
        comp = self.comp
        return [code for code, h in enumerate(self.lpos) if h >= 0 and comp[h] == lab]

    def _touches(self, lab: int) -> set:
        """Bandit tiles touching a group (H-18.2)."""
        bandit, nbrs = self.bandit, self.board.nbrs
        out = set()
        for x in self.members[lab]:
            for y in nbrs[x]:
                if bandit[y]:
                    out.add(bandit[y])
        return out

    def _labels_around(self, h: int) -> list:
        comp = self.comp
        labs = []
        for x in self.board.nbrs[h]:
            lab = comp[x]
            if lab >= 0 and lab not in labs:
                labs.append(lab)
        return labs

    def _has_yellow_near(self, h: int) -> bool:
        tile = self.tile
        for x in self.board.nbrs[h]:
            if tile[x] == Y:
                return True
        return False

    # ---------------------------------------------------------------- the contract

    @property
    def current_player(self):
        if self.over:
            return None
        ph = self.phase
        if ph == "revolt":
            pend = self.pend
            return (pend["att"] if pend["stage"] == 0 else pend["def"]) // 5
        if ph == "war_support":
            return self.pend["order"][self.pend["i"]]
        return self.active

    @property
    def is_terminal(self) -> bool:
        return self.over

    def final_values(self) -> list:
        """H-17.2/H-17.3: each seat's four colours after granaries and the leximin white allocation."""
        out = []
        for p in range(self.num_players):
            vals = self.vp[p][:4]
            vals[B] += GRANARY_POINTS * self.granaries_held[p]
            for _ in range(self.vp[p][W]):
                i = vals.index(min(vals))
                vals[i] += 1
            out.append(vals)
        return out

    def scores(self) -> list:
        """H-17.4: the lowest colour after white points.  Hidden until the end (H-24.2), so 0 before."""
        if not self.over:
            return [0] * self.num_players
        return [min(v) for v in self.final_values()]

    def ranking_vectors(self) -> list:
        return [sorted(v) for v in self.final_values()]

    def winners(self) -> list:
        """H-17.5: the best sorted vector wins; identical best vectors mean nobody wins (R-17)."""
        if not self.over:
            return []
        vecs = self.ranking_vectors()
        best = max(vecs)
        top = [p for p in range(self.num_players) if vecs[p] == best]
        return top if len(top) == 1 else []

    # ---------------------------------------------------------------- hand targets

    def _target(self, p: int) -> int:
        """H-20.3: 7 for the owner of the yellow leader in the palace's kingdom, else 6."""
        shape = self.struct[-1] if SID_KIND[-1] == PALACE else None
        if shape:
            lab = self.comp[shape[0]]
            if lab >= 0:
                for code in self._leaders_in(lab):
                    if code % 5 == Y and code // 5 == p:
                        return PALACE_HAND_SIZE
        return HAND_SIZE

    # ---------------------------------------------------------------- legal actions

    def _legal(self) -> list:
        ph = self.phase
        if ph == "action":
            acts = self._legal_main()
            return acts if acts else [A.PASS]
        pend = self.pend
        tb = self.tb
        if ph == "revolt":
            p = self.current_player
            return [A.commit(n) for n in range(self.hands[p].count(Y) + 1)]
        if ph == "war_support":
            p = self.current_player
            reds = self.hands[p].count(R)
            bonus = self.lpos[p * 5 + R] < 0
            acts = [A.PASS]
            for k, first in enumerate(pend["ids"]):
                for n in range(reds + 1):
                    if n:
                        acts.append(A.support(self.board, first, n, False))
                    if bonus:
                        acts.append(A.support(self.board, first, n, True))
            return acts
        if ph == "war_tie":
            return [tb.winner[pend["ids"][k]] for k in pend["tied"]]
        if ph in ("war_loss", "bandit_loss"):
            return [tb.remove[h] for h in sorted(pend["cands"])]
        if ph == "structure":
            return [A.DECLINE] + [a for a, _k, _s, _src in self._build_options(pend["hex"])]
        if ph == "market":
            seen = sorted({c for c in self.market if c >= 0})
            return [A.DECLINE] + [A.PICK[c] for c in seen]
        if ph == "chain":
            return [A.STOP] + [tb.chain[h] for h in self._chain_hexes(pend["hex"])]
        if ph == "granary":
            return [A.DECLINE] + [tb.keep[h] for h in pend["cands"]]
        return []

    def _free(self, h: int) -> bool:
        return self.tile[h] < 0 and self.leader[h] < 0 and not self.bandit[h]

    def _bandit_touch(self) -> dict:
        """Group label -> the bandit tiles touching it (H-18.2), found from the bandit hexes' side."""
        comp, rim = self.comp, self.board.bandit_rim
        out = {}
        for num in self.bandits_on:
            for x in rim[num]:
                lab = comp[x]
                if lab >= 0:
                    got = out.get(lab)
                    if got is None:
                        out[lab] = {num}
                    else:
                        got.add(num)
        return out

    def _bandit_danger(self):
        """H-18.3: ``(touch, danger)``: the groups touching bandits (label -> bandit tiles) and the
        hexes next to a bandit tile or to such a group, the only hexes where bandits can bar a piece."""
        touch = self._bandit_touch()
        ring = self.board.bandit_ring
        danger = set()
        for num in self.bandits_on:
            danger |= ring[num]
        for lab in touch:
            danger |= self._border(lab)
        return touch, danger

    def _bandit_ok_cache(self, touch=None, danger=None, masks=None):
        """H-18.3 for tiles: a test ``ok(h)``; only hexes next to a bandit or a group touching one are examined."""
        nbrs, bandit, comp, members, tile = self.board.nbrs, self.bandit, self.comp, self.members, self.tile
        strength = self.board.bandit_strength
        if touch is None:
            touch, danger = self._bandit_danger()
        if masks is None:
            masks = self._leader_masks()
        reds = {}

        def ok(h):
            if h not in danger:
                return True
            labs = {comp[x] for x in nbrs[h]}
            labs.discard(-1)
            kingdoms = [masks[lab] for lab in labs if lab in masks]
            if not kingdoms:
                return True
            hit = {bandit[y] for y in nbrs[h] if bandit[y]}
            for lab in labs:
                t = touch.get(lab)
                if t:
                    hit |= t
            if not hit:
                return True
            if len(hit) > 1 or _clash(kingdoms):
                return False
            need = strength[next(iter(hit))]
            have = 0
            for lab in labs:
                c = reds.get(lab)
                if c is None:
                    c = reds[lab] = sum(1 for x in members[lab] if tile[x] == R)
                have += c
            return have >= need
        return ok

    def _tile_barred(self, touch, danger, masks, near_kingdoms) -> set:
        """The empty hexes where bandits forbid a tile (H-18.3): all of them lie in ``danger`` and
        next to a kingdom (``near_kingdoms``), since a tile that joins no kingdom is always allowed.
        The same test as ``_bandit_ok_cache``, written out for the listing's sake."""
        nbrs, strength = self.board.nbrs, self.board.bandit_strength
        tile, leader, bandit, comp, members = self.tile, self.leader, self.bandit, self.comp, self.members
        out = set()
        reds = {}
        for h in danger & near_kingdoms:
            if tile[h] >= 0 or leader[h] >= 0 or bandit[h]:
                continue
            labs = {comp[x] for x in nbrs[h]}
            labs.discard(-1)
            hit = {bandit[y] for y in nbrs[h] if bandit[y]}
            for lab in labs:
                t = touch.get(lab)
                if t:
                    hit |= t
            if not hit:
                continue
            kingdoms = [masks[lab] for lab in labs if lab in masks]
            if len(hit) > 1 or _clash(kingdoms):
                out.add(h)
                continue
            have = 0
            for lab in labs:
                c = reds.get(lab)
                if c is None:
                    c = reds[lab] = sum(1 for x in members[lab] if tile[x] == R)
                have += c
            if have < strength[next(iter(hit))]:
                out.add(h)
        return out

    def _leader_masks(self) -> dict:
        """Group label -> bit mask of its leaders' colours, from the leader positions (cheap)."""
        comp = self.comp
        masks = {}
        for h, bit in zip(self.lpos, CODE_BIT):
            if h >= 0:
                lab = comp[h]
                if lab >= 0:
                    masks[lab] = masks.get(lab, 0) | bit
        return masks

    def _leader_room(self, masks: dict, danger):
        """H-7.2 for every hex at once: ``(cand, special, near_kingdoms)``.

        ``cand`` lists, in board order, the empty land hexes next to a yellow tile that bandits
        do not bar (``danger``, H-18.3).  Every colour may stand on them except on the few
        ``special`` hexes next to two or more kingdoms: ``special[h] = (allowed colours as a bit
        mask, labels around h)``.  Those are found where the kingdoms' borders (kept per group)
        overlap, so the candidates themselves need no test.  ``near_kingdoms`` is the union of
        the borders, found when there are bandits or two kingdoms (else empty).
        """
        cand = self.ycand
        if danger:
            cand = [h for h in cand if h not in danger]
        special = {}
        seen = set()
        if len(masks) > 1 or danger:
            twice = set()
            borders = self.borders
            for lab in masks:
                b = borders.get(lab) or self._border(lab)
                twice |= seen & b
                seen |= b
            if twice:
                board = self.board
                nbrs, comp, river = board.nbrs, self.comp, board.river
                tile, leader, bandit, ynear = self.tile, self.leader, self.bandit, self.ynear
                for h in twice:
                    if (ynear[h] and tile[h] < 0 and leader[h] < 0 and not river[h] and not bandit[h]
                            and not (danger and h in danger)):
                        labs = {comp[x] for x in nbrs[h]}
                        union = total = 0
                        for lab in labs:
                            m = masks.get(lab)
                            if m:
                                union |= m
                                total += POP[m]
                        special[h] = (31 & ~union if POP[union] == total else 0, labs)
        return cand, special, seen

    def _legal_main(self) -> list:
        """D-1: the actions of the main phase, assembled from the incrementally kept hex lists
        and the per-board action tables (one C-level pick per row)."""
        p = self.active
        tb = self.tb
        hand = self.hands[p]
        lpos = self.lpos
        first = p * 5
        acts = []
        masks = self._leader_masks()
        if self.bandits_on:
            touch, danger = self._bandit_danger()
        else:
            touch = danger = None
        # A1 leaders: place, move, withdraw
        cand, special, near_kingdoms = self._leader_room(masks, danger)
        cand_get = _getter(cand)
        on = []
        for c in range(5):
            if lpos[first + c] < 0:
                get = cand_get
                if special:
                    hexes = _open_to(cand, special, BIT[c])
                    if hexes is not cand:
                        get = _getter(hexes)
                acts += get(tb.place[c])
            else:
                on.append(c)
        for c in on:
            hexes = cand
            if special:
                hexes = _open_to(cand, special, BIT[c])
                k = self.comp[lpos[first + c]]
                near = [h for h, (_m, labs) in special.items() if k in labs]
                if near:
                    hexes = self._move_targets(first + c, hexes, near, special, masks)
            acts += (cand_get if hexes is cand else _getter(hexes))(tb.move[c])
        for c in on:
            acts.append(A.WITHDRAW[c])
        # A2 tiles
        if hand:
            tbar = self._tile_barred(touch, danger, masks, near_kingdoms) if danger else None
            land_get = water_get = None
            for c in sorted(set(hand)):
                if c == B:
                    if water_get is None:
                        water = self.fwater
                        if tbar:
                            water = [h for h in water if h not in tbar]
                        water_get = _getter(water)
                    acts += water_get(tb.tile[B])
                else:
                    if land_get is None:
                        land = self.fland
                        if tbar:
                            land = [h for h in land if h not in tbar]
                        land_get = _getter(land)
                    acts += land_get(tb.tile[c])
        # A3 peasant revolt
        blues = hand.count(B)
        if blues:
            two = blues >= 2
            lead = lpos[first + B] < 0
            if two or lead:
                get = _getter(self.placed)
                if two:
                    acts += get(tb.revolt)
                if lead:
                    acts += get(tb.revolt_leader)
        # A4 green action
        greens = hand.count(G)
        if greens:
            two = greens >= 2
            lead = lpos[first + G] < 0
            if two or lead:
                for _a, kind, shape, src in self._build_options(None):
                    if two:
                        acts.append(A.build(self.board, kind, shape, src, False))
                    if lead:
                        acts.append(A.build(self.board, kind, shape, src, True))
        # A5 exchange
        if hand:
            acts += A.exchange_actions(len(hand), EXCHANGE_MAX)
        return acts

    def _may_split(self, hx: int) -> bool:
        """Could lifting the piece on ``hx`` split its group?  Not when its occupied neighbours
        form one unbroken arc around it (they then stay joined to each other)."""
        comp = self.comp
        occ = [x >= 0 and comp[x] >= 0 for x in self.board.ring[hx]]
        arcs = 0
        for i in range(6):
            if occ[i] and not occ[i - 1]:
                arcs += 1
        return arcs > 1

    def _move_targets(self, code: int, hexes: list, near: list, special: dict, masks: dict) -> list:
        """R-10: where the leader ``code`` may move, given ``hexes``, the hexes open to its colour.

        Lifting the leader changes only its own kingdom K, and with it only the hexes next to
        K and another kingdom (``near``, all in ``special`` and none in ``hexes``, since K holds
        the colour): any other hex next to K touches no other kingdom and stays open.  A
        ``near`` hex is judged again with K's leaders but this one; if that fails and lifting
        may split K, only the parts of K next to the hex count, each with its own leaders
        (found by searching K without the leader's hex; a part that is all of K has them all).  Bandits cannot change the answer:
        K touches none (H-18.3), so neither do its parts.
        """
        hx = self.lpos[code]
        comp, nbrs = self.comp, self.board.nbrs
        k = comp[hx]
        bit = BIT[code % 5]
        mask_k = masks[k] & ~bit
        split = None
        part = {}  # piece of K (not hx) -> the leader colours of its part, filled on demand
        more = []
        for h in near:
            others = [masks[lab] for lab in special[h][1] if lab != k and lab in masks]
            touches = False
            if mask_k:
                for x in nbrs[h]:
                    if x != hx and comp[x] == k:
                        touches = True
                        break
            if _open(others + [mask_k] if touches else others, bit):
                more.append(h)
                continue
            if not touches or (len(others) > 1 and not _open(others, bit)):
                continue  # K's parts could only take colours away, not add an opening
            if split is None:
                split = self._may_split(hx)
            if not split:
                continue
            parts = []
            for x in nbrs[h]:
                if x != hx and comp[x] == k:
                    m = part.get(x)
                    if m is None:
                        m = self._part_colours(x, hx, k, part)
                    if m and m not in parts:
                        parts.append(m)
            if _open(others + parts, bit):
                more.append(h)
        if not more:
            return hexes
        return sorted(hexes + more)

    def _part_colours(self, start: int, hx: int, k: int, part: dict) -> int:
        """The leader colours of the part of group ``k`` holding ``start`` once ``hx`` is lifted;
        records that mask in ``part`` for every piece of the part.  (Parts of one group hold
        different leaders, so two parts with leaders never share a mask.)"""
        comp, nbrs, leader = self.comp, self.board.nbrs, self.leader
        found = [start]
        seen = {start, hx}
        m = 0
        i = 0
        while i < len(found):
            y = found[i]
            i += 1
            code = leader[y]
            if code >= 0:
                m |= BIT[code % 5]
            for z in nbrs[y]:
                if z not in seen and comp[z] == k:
                    seen.add(z)
                    found.append(z)
        for y in found:
            part[y] = m
        return m

    def _all_shapes(self) -> list:
        """Every complete tile triangle by colour, then every palace rhombus (index 5), in board
        order, from the incrementally kept ``shapes``."""
        tile = self.tile
        out = [[], [], [], [], [], []]
        palace = self.struct[-1] is not OUT
        for s in sorted(self.shapes):
            if len(s) == 3:
                out[tile[s[0]]].append(s)
            elif palace:
                out[PALACE].append(s)
        return out

    def _build_options(self, h):
        """H-11.2 / H-11.3: ``(action, kind, shape, source shape)``; ``h`` limits shapes to those holding it."""
        board, support, struct = self.board, self.support, self.struct
        out = []
        if h is None:
            todo = enumerate(self._all_shapes())
        else:
            c = self.tile[h]
            done = self.shapes
            todo = [(c, [t for t in board.tris_at[h] if t in done])]
            if c == Y:
                todo.append((PALACE, [s for s in board.rhombi_at[h] if s in done]))
        for kind, shapes in todo:
            if not shapes:
                continue
            sids = SIDS_OF[kind]
            if not sids or all(struct[s] is OUT for s in sids):
                continue
            if any(struct[s] is None for s in sids):
                sources = [(None, -1)]
            else:
                sources = sorted((struct[s], s) for s in sids if struct[s])
            for shape in shapes:
                for src, sid in sources:
                    if src == shape:
                        continue
                    if any(support[x] >= 0 and support[x] != sid for x in shape):
                        continue
                    act = A.build(board, kind, shape, src, False) if h is not None else None
                    out.append((act, kind, shape, src))
        return out

    def _chain_hexes(self, last: int) -> list:
        """H-8.4.1: empty river hexes next to the previous blue tile, legal for a blue tile."""
        if B not in self.hands[self.active]:
            return []
        board = self.board
        cand = [x for x in board.nbrs[last] if board.river[x] and self._free(x)]
        if cand and self.bandits_on:
            ok = self._bandit_ok_cache()
            cand = [x for x in cand if ok(x)]
        return sorted(cand)

    # ---------------------------------------------------------------- applying actions

    def _do(self, action: Action) -> list:
        events: list = []
        kind = action.kind
        args = action.args
        ph = self.phase
        board = self.board
        if ph == "action":
            p = self.active
            if kind == "tile":
                c = COLOURS.index(args[0])
                self.hands[p].remove(c)
                self._place_tile(p, c, board.hex(args[1]), events)
            elif kind == "place" or kind == "move":
                self._position_leader(p, COLOURS.index(args[0]), board.hex(args[1]), kind, events)
            elif kind == "withdraw":
                c = COLOURS.index(args[0])
                code = p * 5 + c
                hx = self.lpos[code]
                self._lift_leader(code)
                events.append(self._ev("withdraw", "leader-withdrawn", seat=p, leader=args[0],
                                       where=board.where[hx]))
                self._action_done(events)
            elif kind == "revolt":
                self._peasant_revolt(p, board.hex(args[0]), len(args) > 1, events)
            elif kind == "build":
                self._green_action(p, args, events)
            elif kind == "exchange":
                self._exchange(p, args, events)
            elif kind == "pass":
                events.append(self._ev("pass", "passes", seat=p))
                self._action_done(events)
        elif ph == "revolt":
            self._revolt_commit(args[0], events)
        elif ph == "war_support":
            self._war_support(action, events)
        elif ph == "war_tie":
            h = board.hex(args[0])
            k = self.pend["ids"].index(h)
            events.append(self._ev("war", "war-winner-chosen", seat=self.active, where=board.where[h]))
            self._war_resolve(k, events)
        elif ph == "war_loss":
            self._lose_red(board.hex(args[0]), events, self._war_end)
        elif ph == "bandit_loss":
            self._lose_red(board.hex(args[0]), events, self._bandit_end)
        elif ph == "structure":
            pend = self.pend
            if kind == "build":
                self._build_from_args(args, events)
                pend["built"] = True
            self._after_structure(events)
        elif ph == "market":
            if kind == "pick":
                c = COLOURS.index(args[0])
                slot = self.market.index(c)
                self.market[slot] = -1
                self._give(self.active, c)
                events.append(self._ev("market", "market-taken", seat=self.active, colour=args[0]))
            self._after_market(events)
        elif ph == "chain":
            if kind == "chain":
                self.hands[self.active].remove(B)
                self._place_tile(self.active, B, board.hex(args[0]), events)
            else:
                self._action_done(events)
        elif ph == "granary":
            if kind == "keep":
                self._collect_granaries(board.hex(args[0]), events)
            self._finish_turn(events)
        return events

    # ---------------------------------------------------------------- A1 leaders

    def _lift_leader(self, code: int) -> None:
        hx = self.lpos[code]
        self.leader[hx] = -1
        self._remove_piece(hx)
        self.lpos[code] = -1
        _ins(self.fland, hx)
        if self.ynear[hx]:
            _ins(self.ycand, hx)

    def _position_leader(self, p: int, c: int, h: int, kind: str, events: list) -> None:
        code = p * 5 + c
        if kind == "move":
            origin = self.lpos[code]
            self._lift_leader(code)
            ev = self._ev("leader", "leader-moved", seat=p, leader=COLOURS[c], where=self.board.where[h],
                          where2=self.board.where[origin])
        else:
            ev = self._ev("leader", "leader-placed", seat=p, leader=COLOURS[c], where=self.board.where[h])
        self.leader[h] = code
        self.lpos[code] = h
        _del(self.fland, h)
        _del(self.ycand, h)
        lab = self._add_piece(h)
        events.append(ev)
        rival = None
        for other in self._leaders_in(lab):
            if other != code and other % 5 == c:
                rival = other
        if rival is None:
            self._action_done(events)
            return
        self._start_revolt(code, rival, events)

    # ---------------------------------------------------------------- H-14 revolt

    def _start_revolt(self, att: int, dfd: int, events: list) -> None:
        a, d = self.lpos[att], self.lpos[dfd]
        tile, nbrs = self.tile, self.board.nbrs
        base = [sum(1 for x in nbrs[a] if tile[x] == Y), sum(1 for x in nbrs[d] if tile[x] == Y)]
        bonus = [1 if self.lpos[(att // 5) * 5 + Y] < 0 else 0, 1 if self.lpos[(dfd // 5) * 5 + Y] < 0 else 0]
        self.pend = {"kind": "revolt", "att": att, "def": dfd, "a": a, "d": d, "colour": att % 5,
                     "base": base, "bonus": bonus, "commit": [0, 0], "stage": 0}
        self.phase = "revolt"
        events.append(self._ev("revolt", "revolt-starts", leader=COLOURS[att % 5], seat=att // 5, seat2=dfd // 5,
                               base=base[0], bonus=bonus[0], base2=base[1], bonus2=bonus[1]))
        self._revolt_auto(events)

    def _revolt_auto(self, events: list) -> None:
        """A side with no yellow tile has one choice (commit 0); it is applied and logged."""
        while self.phase == "revolt" and Y not in self.hands[self.current_player]:
            self._revolt_commit(0, events, forced=True)

    def _revolt_commit(self, n: int, events: list, forced: bool = False) -> None:
        pend = self.pend
        side = pend["stage"]
        p = self.current_player
        for _ in range(n):
            self.hands[p].remove(Y)
        pend["commit"][side] = n
        events.append(self._ev("commit", "commits-forced" if forced else "commits", seat=p, tiles=n))
        if side == 0:
            pend["stage"] = 1
            self._revolt_auto(events)
            return
        sa = pend["base"][0] + pend["commit"][0] + pend["bonus"][0]
        sd = pend["base"][1] + pend["commit"][1] + pend["bonus"][1]
        att, dfd, c = pend["att"], pend["def"], pend["colour"]
        win, lose = (att, dfd) if sa > sd else (dfd, att)
        events.append(self._ev("revolt", "revolt-won", strength=sa, strength2=sd, seat=win // 5))
        self._lift_leader(lose)
        self._award(win // 5, c, 1, "revolt", events)
        self.box_open[Y] += pend["commit"][0] + pend["commit"][1]
        self.pend = None
        self._action_done(events)

    # ---------------------------------------------------------------- A2 tiles (H-8.2)

    def _place_tile(self, p: int, c: int, h: int, events: list) -> None:
        labs = self._labels_around(h)
        board = self.board
        tile = self.tile
        tile[h] = c
        if board.river[h]:
            _del(self.fwater, h)
        else:
            _del(self.fland, h)
            _del(self.ycand, h)
        _ins(self.placed, h)
        shapes = self.shapes
        for t in board.tris_at[h]:
            if tile[t[0]] == c and tile[t[1]] == c and tile[t[2]] == c:
                shapes.add(t)
        if c == Y:
            for s in board.rhombi_at[h]:
                if tile[s[0]] == Y and tile[s[1]] == Y and tile[s[2]] == Y and tile[s[3]] == Y:
                    shapes.add(s)
            river, ynear, ycand = board.river, self.ynear, self.ycand
            for x in board.nbrs[h]:
                ynear[x] += 1
                if ynear[x] == 1 and not river[x] and self._free(x):
                    _ins(ycand, x)
        events.append(self._ev("tile", "tile-placed", seat=p, colour=COLOURS[c], where=board.where[h]))
        lm = self._leader_masks()
        masks = [lm[lab] for lab in labs if lab in lm]
        if _clash(masks):
            self._start_war(p, h, labs, events)
            return
        lab = self._add_piece(h)
        if self.bandits_on:
            hit = self._touches(lab)
            if hit and self._mask(lab):
                self._bandit_defeat(p, h, lab, hit.pop(), events)
                return
        # H-9.1 scoring
        scorer = None
        fallback = None
        for code in self._leaders_in(lab):
            if code % 5 == c:
                scorer = code
            elif code % 5 == Y:
                fallback = code
        if scorer is None:
            scorer = fallback
        if scorer is not None:
            self._award(scorer // 5, c, 1, "tile", events)
        self.pend = {"kind": "follow", "hex": h, "colour": c, "built": False}
        if self._build_options(h):
            self.phase = "structure"
            return
        self._after_structure(events)

    def _after_structure(self, events: list) -> None:
        pend = self.pend
        if pend["colour"] == G and any(c >= 0 for c in self.market):
            self.phase = "market"
            return
        self._after_market(events)

    def _after_market(self, events: list) -> None:
        pend = self.pend
        if pend["colour"] == B and not pend["built"] and self._chain_hexes(pend["hex"]):
            self.phase = "chain"
            return
        self._action_done(events)

    # ---------------------------------------------------------------- H-15 war

    def _start_war(self, p: int, u: int, labs: list, events: list) -> None:
        self.unif = u
        kingdoms = [lab for lab in labs if self._mask(lab)]
        count = [0] * 5
        for lab in kingdoms:
            m = self._mask(lab)
            for c in range(5):
                if m & BIT[c]:
                    count[c] += 1
        involved = sum(BIT[c] for c in range(5) if count[c] >= 2)
        warring = sorted((sorted(self.members[lab]) for lab in kingdoms if self._mask(lab) & involved),
                         key=lambda mem: mem[0])
        tile = self.tile
        n = self.num_players
        self.pend = {
            "kind": "war", "u": u, "placer": p, "involved": involved,
            "kingdoms": warring, "ids": [mem[0] for mem in warring],
            "base": [sum(1 for x in mem if tile[x] == R) for mem in warring],
            "tiles": [0] * len(warring), "bonus": [0] * len(warring),
            "order": [(p + i) % n for i in range(1, n + 1)], "i": 0, "supports": [],
        }
        self.phase = "war_support"
        events.append(self._ev("war", "war-starts", colours=[COLOURS[c] for c in range(5) if involved & BIT[c]],
                               strengths=list(self.pend["base"]), where=self.board.where[u]))
        self._war_auto(events)

    def _war_auto(self, events: list) -> None:
        """A supporter with no red tile and the Soldier on the board can only pass: applied and logged."""
        while self.phase == "war_support":
            p = self.current_player
            if R in self.hands[p] or self.lpos[p * 5 + R] < 0:
                return
            self._war_support(A.PASS, events, forced=True)

    def _war_support(self, action: Action, events: list, forced: bool = False) -> None:
        pend = self.pend
        p = pend["order"][pend["i"]]
        if action.kind == "pass":
            events.append(self._ev("support", "support-none-forced" if forced else "support-none", seat=p))
            pend["supports"].append([p, -1, 0, 0])
        else:
            k = pend["ids"].index(self.board.hex(action.args[0]))
            n = action.args[1]
            lead = 1 if len(action.args) > 2 else 0
            for _ in range(n):
                self.hands[p].remove(R)
            pend["tiles"][k] += n
            pend["bonus"][k] += lead
            pend["supports"].append([p, k, n, lead])
            events.append(self._ev("support", "supports-soldier" if lead else "supports", seat=p, tiles=n,
                                   where=self.board.where[pend["ids"][k]]))
        pend["i"] += 1
        if pend["i"] < len(pend["order"]):
            self._war_auto(events)
            return
        totals = [b + t + x for b, t, x in zip(pend["base"], pend["tiles"], pend["bonus"])]
        best = max(totals)
        tied = [k for k, t in enumerate(totals) if t == best]
        pend["totals"] = totals
        if len(tied) > 1:
            pend["tied"] = tied
            self.phase = "war_tie"
            events.append(self._ev("war", "war-tied", strength=best))
            return
        self._war_resolve(tied[0], events)

    def _war_resolve(self, w: int, events: list) -> None:
        pend = self.pend
        pend["winner"] = w
        totals = pend["totals"]
        involved = pend["involved"]
        tile, leader = self.tile, self.leader
        losers = [k for k in range(len(pend["ids"])) if k != w]
        need = max(totals[k] for k in losers)
        events.append(self._ev("war", "war-won", strength=totals[w], where=self.board.where[pend["ids"][w]]))
        removed = []
        for k in losers:
            for x in pend["kingdoms"][k]:
                code = leader[x]
                if code >= 0 and involved & BIT[code % 5]:
                    removed.append(code)
        for code in removed:
            events.append(self._ev("leader", "leader-leaves", seat=code // 5, leader=COLOURS[code % 5],
                                   where=self.board.where[self.lpos[code]]))
            self._lift_leader(code)
        for k in losers:
            for x in pend["kingdoms"][k]:
                if tile[x] == R:
                    self._remove_tile(x, events)
        win_leaders = {leader[x] % 5: leader[x] for x in pend["kingdoms"][w] if leader[x] >= 0}
        for code in removed:
            if code % 5 in win_leaders:
                self._award(win_leaders[code % 5] // 5, code % 5, 1, "war", events)
        extra = max(0, need - pend["tiles"][w])
        reds = [x for x in pend["kingdoms"][w] if tile[x] == R]
        m = min(extra, len(reds))
        if 0 < m < len(reds):
            pend["cands"] = reds
            pend["left"] = m
            self.phase = "war_loss"
            return
        if m:
            for x in reds:
                self._remove_tile(x, events)
        self._war_end(events)

    def _lose_red(self, h: int, events: list, end) -> None:
        """One chosen red tile lost (to a war's loser side or to bandits); ``end`` settles the
        fight once the last one is chosen."""
        pend = self.pend
        pend["cands"].remove(h)
        pend["left"] -= 1
        self._remove_tile(h, events)
        if pend["left"] == 0:
            end(events)

    def _war_end(self, events: list) -> None:
        pend = self.pend
        self.box_open[R] += sum(pend["tiles"])
        u = self.unif
        self.unif = -1
        self._add_piece(u)
        self.pend = None
        events.append(self._ev("war", "war-ends", where=self.board.where[u]))
        self._action_done(events)

    def _remove_tile(self, h: int, events: list) -> None:
        """A tile leaves the board for the box: structures lose support, granaries go, leaders may leave."""
        board = self.board
        c = self.tile[h]
        self.tile[h] = -1
        self.box_open[c] += 1
        _del(self.placed, h)
        self.shapes.difference_update(board.tris_at[h])
        if c == Y:
            self.shapes.difference_update(board.rhombi_at[h])
            ynear = self.ynear
            for x in board.nbrs[h]:
                ynear[x] -= 1
                if not ynear[x]:
                    _del(self.ycand, x)
        if board.river[h]:
            _ins(self.fwater, h)
        else:
            _ins(self.fland, h)
            if self.ynear[h]:
                _ins(self.ycand, h)
        sid = self.support[h]
        if sid >= 0:
            self._return_structure(sid, events)
        if self.granary[h]:
            self.granary[h] = 0
            self.granaries_removed += 1
            events.append(self._ev("granary", "granary-removed", where=board.where[h]))
        if self.comp[h] >= 0:
            self._remove_piece(h)
        events.append(self._ev("remove", "tile-removed", colour=COLOURS[c], where=board.where[h]))
        if c == Y:
            for x in self.board.nbrs[h]:
                code = self.leader[x]
                if code >= 0 and not self.ynear[x]:
                    events.append(self._ev("leader", "leader-returns", seat=code // 5, leader=COLOURS[code % 5],
                                           where=board.where[x]))
                    self._lift_leader(code)

    def _return_structure(self, sid: int, events: list) -> None:
        for x in self.struct[sid]:
            self.support[x] = -1
        at = self.board.where[self.struct[sid][0]]
        kind = KINDS[SID_KIND[sid]]
        events.append(self._ev("structure", "palace-returns" if kind == "palace" else "pagoda-returns",
                               pagoda=kind, where=at))
        self.struct[sid] = None

    # ---------------------------------------------------------------- H-18 bandits

    def _bandit_defeat(self, p: int, h: int, lab: int, num: int, events: list) -> None:
        s = self.board.bandit_strength[num]
        self.unif = h
        events.append(self._ev("bandits", "bandits-fight", strength=s, bandit=num, where=self.board.where[h]))
        for code in self._leaders_in(lab):
            if code % 5 == R:
                self._award(code // 5, R, s, "bandits", events)
        cands = sorted(x for x in self.members[lab] if self.tile[x] == R and x != h)
        self.pend = {"kind": "bandits", "hex": h, "num": num, "cands": cands, "left": s}
        if len(cands) == s:
            for x in cands:
                self._remove_tile(x, events)
            self._bandit_end(events)
        else:
            self.phase = "bandit_loss"

    def _bandit_end(self, events: list) -> None:
        num = self.pend["num"]
        for x in self.board.bandit_spaces[num]:
            self.bandit[x] = 0
            _ins(self.fland, x)
            if self.ynear[x]:
                _ins(self.ycand, x)
        self.bandits_on.remove(num)
        self.bandits_box.append(num)
        self.unif = -1
        self.pend = None
        events.append(self._ev("bandits", "bandits-gone", strength=self.board.bandit_strength[num], bandit=num))
        self._action_done(events)

    # ---------------------------------------------------------------- A3, A4, A5

    def _peasant_revolt(self, p: int, h: int, use_leader: bool, events: list) -> None:
        pay = 1 if use_leader else 2
        for _ in range(pay):
            self.hands[p].remove(B)
        self.box_open[B] += pay
        events.append(self._ev("peasants", "peasant-revolt-farmer" if use_leader else "peasant-revolt",
                               seat=p, tiles=pay, where=self.board.where[h]))
        self._remove_tile(h, events)
        self._action_done(events)

    def _parse_build(self, args):
        board = self.board
        kind = KINDS.index(args[0])
        rest = list(args[1:])
        use_leader = bool(rest) and rest[-1] == "leader"
        if use_leader:
            rest.pop()
        src = None
        if "from" in rest:
            i = rest.index("from")
            src = board.hex(rest[i + 1])
            rest = rest[:i]
        shape = tuple(board.hex(x) for x in rest)
        return kind, shape, src, use_leader

    def _build_from_args(self, args, events: list) -> None:
        kind, shape, src, _lead = self._parse_build(args)
        if src is None:
            sid = next(s for s in SIDS_OF[kind] if self.struct[s] is None)
        else:
            sid = next(s for s in SIDS_OF[kind] if self.struct[s] and self.struct[s][0] == src)
            for x in self.struct[sid]:
                self.support[x] = -1
        self.struct[sid] = shape
        for x in shape:
            self.support[x] = sid
        board = self.board
        msg = ("palace" if kind == PALACE else "pagoda") + ("-built" if src is None else "-moved")
        args = {"pagoda": KINDS[kind], "where": board.where[shape[0]], "hexes": [board.names[x] for x in shape]}
        if src is not None:
            args["where2"] = board.where[src]
        events.append(self._ev("structure", msg, seat=self.active, **args))

    def _green_action(self, p: int, args, events: list) -> None:
        _kind, _shape, _src, use_leader = self._parse_build(args)
        pay = 1 if use_leader else 2
        for _ in range(pay):
            self.hands[p].remove(G)
        self.box_open[G] += pay
        events.append(self._ev("green", "green-revealed-merchant" if use_leader else "green-revealed",
                               seat=p, tiles=pay))
        self._build_from_args(args, events)
        self._action_done(events)

    def _exchange(self, p: int, positions, events: list) -> None:
        hand = self.hands[p]
        gone = [hand[i] for i in positions]
        for i in sorted(positions, reverse=True):
            del hand[i]
        for c in gone:
            self.box_down[p][c] += 1
        k = len(gone)
        events.append(self._ev("exchange", "discards", seat=p, tiles=k, secret={
            "seat": p, "msg": "discards-secret", "args": {"seat": p, "colours": [COLOURS[c] for c in sorted(gone)]}}))
        if self._draw_to_hand(p, k, events):
            self._action_done(events)

    # ---------------------------------------------------------------- action and turn ends

    def _action_done(self, events: list) -> None:
        self.pend = None
        self.actions_left -= 1
        if self.actions_left > 0:
            self.phase = "action"
            return
        self._end_of_turn(events)

    def _end_of_turn(self, events: list) -> None:
        p = self.active
        # H-16.1 pagoda income
        for c in range(5):
            hx = self.lpos[p * 5 + c]
            if hx < 0:
                continue
            lab = self.comp[hx]
            n = 0
            for sid in SIDS_OF[c]:
                shape = self.struct[sid]
                if shape and self.comp[shape[0]] == lab:
                    n += 1
            self._award(p, c, n, "pagoda", events)
        # H-19.4 granaries
        if self.board.name == "B":
            hx = self.lpos[p * 5 + B]
            if hx >= 0:
                lab = self.comp[hx]
                cands = sorted(x for x in self.members[lab] if self.granary[x])
                if len(cands) > 1:
                    self.pend = {"kind": "granary", "cands": cands}
                    self.phase = "granary"
                    return
        self._finish_turn(events)

    def _collect_granaries(self, keep: int, events: list) -> None:
        p = self.active
        taken = [x for x in self.pend["cands"] if x != keep]
        for x in taken:
            self.granary[x] = 0
        self.granaries_held[p] += len(taken)
        events.append(self._ev("granary", "granaries-taken", seat=p, amount=len(taken),
                               where=self.board.where[keep]))

    def _finish_turn(self, events: list) -> None:
        """H-16.3 refill (R-15), then the next player (H-16.5)."""
        self.pend = None
        p = self.active
        n = self.num_players
        for i in range(n):
            q = (p + i) % n
            need = self._target(q) - len(self.hands[q])
            if need > 0 and not self._draw_to_hand(q, need, events):
                return
        filled = []
        for slot in range(MARKET_SLOTS):
            if self.market[slot] < 0:
                if not any(self.bag):
                    if filled:
                        events.append(self._ev("market", "market-refilled", colours=filled))
                    self._end(BAG_EMPTY, events)
                    return
                c = self._draw_colour()
                self.market[slot] = c
                filled.append(COLOURS[c])
        if filled:
            events.append(self._ev("market", "market-refilled", colours=filled))
        self.turn += 1
        cap = self.options["turn_cap"]
        if cap and self.turn >= cap:
            self._end(TURN_CAP.format(cap=cap), events)
            return
        self.active = (p + 1) % n
        self.actions_left = 2
        self.phase = "action"
        events.append(self._ev("turn", "to-play", seat=self.active))

    # ---------------------------------------------------------------- views

    def _structure_list(self) -> list:
        out = []
        for sid, shape in enumerate(self.struct):
            out.append({"id": sid, "kind": KINDS[SID_KIND[sid]],
                        "where": ("box" if shape is OUT else "supply" if shape is None
                                  else [self._hex(x) for x in shape])})
        return out

    def _pending_public(self):
        pend = self.pend
        if pend is None:
            return None
        out = self._pend_dump()
        out["phase"] = self.phase
        out["text"] = PHASE_TEXT[self.phase]
        return out

    def _view(self, player) -> dict:
        board = self.board
        hexes = []
        for h in range(board.n):
            t, code, bn = self.tile[h], self.leader[h], self.bandit[h]
            if t < 0 and code < 0 and not bn:
                continue
            cell = {"hex": board.names[h]}
            if t >= 0:
                cell["tile"] = COLOURS[t]
            if code >= 0:
                cell["leader"] = {"seat": code // 5, "colour": COLOURS[code % 5], "dynasty": DYNASTIES[code // 5]}
            if bn:
                cell["bandit"] = bn
            if self.granary[h]:
                cell["granary"] = True
            if h == self.unif:
                cell["unification"] = True
            hexes.append(cell)
        players = []
        for p in range(self.num_players):
            me = player == p or self.over
            info = {
                "seat": p, "dynasty": DYNASTIES[p],
                "leaders": {COLOURS[c]: (self._hex(self.lpos[p * 5 + c]) if self.lpos[p * 5 + c] >= 0 else None)
                            for c in range(5)},
                "hand_size": len(self.hands[p]),
                "points_taken": sum(self.vp[p]),
                "exchanged": sum(self.box_down[p]),
                "hand": [COLOURS[c] for c in self.hands[p]] if player == p else None,
                "vp": dict(zip(COLOURS, self.vp[p])) if me else None,
                "granaries": self.granaries_held[p] if me else None,
                "face_down_discards": dict(zip(COLOURS, self.box_down[p])) if player == p else None,
            }
            players.append(info)
        view = {
            "board": board.name,
            "hexes": hexes,
            "structures": self._structure_list(),
            "bandits": [{"number": b, "strength": board.bandit_strength[b],
                         "hexes": [self._hex(x) for x in board.bandit_spaces[b]]} for b in self.bandits_on],
            "market": [COLOURS[c] if c >= 0 else None for c in self.market],
            "bag_size": sum(self.bag),
            "box": {"open": dict(zip(COLOURS, self.box_open)),
                    "face_down": sum(map(sum, self.box_down)) + sum(self.box_removed),
                    "bandits": len(self.bandits_box)},
            "granaries_removed": self.granaries_removed,
            "players": players,
            "active": self.active,
            "actions_left": self.actions_left,
            "turn": self.turn,
            "phase": self.phase,
            "pending": self._pending_public(),
            "end_cause": self.end_cause,
        }
        if self.over:
            view["final"] = self.final_values()
        return view

    # ---------------------------------------------------------------- copy / JSON

    def _pend_dump(self):
        pend = self.pend
        if pend is None:
            return None
        names = self.board.names
        out = {}
        for k, v in pend.items():
            if k in _HEX_KEYS:
                out[k] = names[v]
            elif k in _HEXLIST_KEYS:
                out[k] = [names[x] for x in v]
            elif k == "kingdoms":
                out[k] = [[names[x] for x in mem] for mem in v]
            else:
                out[k] = _copy_json(v)
        return out

    def _pend_load(self, data):
        if data is None:
            return None
        hx = self.board.hex
        out = {}
        for k, v in data.items():
            if k in _HEX_KEYS:
                out[k] = hx(v)
            elif k in _HEXLIST_KEYS:
                out[k] = [hx(x) for x in v]
            elif k == "kingdoms":
                out[k] = [[hx(x) for x in mem] for mem in v]
            else:
                out[k] = _copy_json(v)
        return out

    def _loaded(self) -> None:
        self._rebuild_groups()

    # ---------------------------------------------------------------- determinisation

    def _resample(self, player, rng) -> None:
        """Re-deal what ``player`` cannot see, in a canonical order, keeping every public count.

        Unknown tiles: the bag, the other seats' hands, their face-down discards and the
        short game's removed tiles.  Other seats' points: their per-colour split is hidden
        but the number of points each has taken is public (R-18), so it is re-split at random.
        """
        others = [q for q in range(self.num_players) if q != player]
        pool = list(self.bag)
        for q in others:
            for c in self.hands[q]:
                pool[c] += 1
            for c in range(5):
                pool[c] += self.box_down[q][c]
        for c in range(5):
            pool[c] += self.box_removed[c]
        tiles = [c for c in range(5) for _ in range(pool[c])]
        rng.shuffle(tiles)
        i = 0
        for q in others:
            k = len(self.hands[q])
            self.hands[q] = tiles[i:i + k]
            i += k
        for q in others:
            k = sum(self.box_down[q])
            row = [0] * 5
            for c in tiles[i:i + k]:
                row[c] += 1
            self.box_down[q] = row
            i += k
        k = sum(self.box_removed)
        row = [0] * 5
        for c in tiles[i:i + k]:
            row[c] += 1
        self.box_removed = row
        i += k
        row = [0] * 5
        for c in tiles[i:]:
            row[c] += 1
        self.bag = row
        if self.over:
            return
        hidden_granaries = sum(self.granaries_held[q] for q in others)
        for q in others:
            self.granaries_held[q] = 0
        for _ in range(hidden_granaries):
            self.granaries_held[rng.choice(others)] += 1
        for q in others:
            total = sum(self.vp[q])
            row = [0] * 5
            for _ in range(total):
                row[rng.choice(_FIVE)] += 1
            self.vp[q] = row

    # ---------------------------------------------------------------- explanations

    def _explain(self, text: str):
        """Why ``text`` is not legal now, as a refusal of the catalogs (H-25: the reason in words)."""
        words = text.split()
        kind = words[0].casefold() if words else ""
        ph = self.phase
        expected = {"action": {"place", "move", "withdraw", "tile", "revolt", "build", "exchange", "pass"},
                    "revolt": {"commit"}, "war_support": {"pass", "support"}, "war_tie": {"winner"},
                    "war_loss": {"remove"}, "bandit_loss": {"remove"}, "structure": {"build", "decline"},
                    "market": {"pick", "decline"}, "chain": {"chain", "stop"}, "granary": {"keep", "decline"}}
        if kind not in A.MEANING:
            return self.refusal("refused-not-huang", action=text, seat=self.current_player, phase=ph)
        if kind not in expected.get(ph, set()):
            return self.refusal("refused-not-now", action=text, seat=self.current_player, phase=ph)
        msg, args = self._why_not(kind, words[1:])
        return self.refusal(msg, action=text, **args)

    def _why_not(self, kind: str, args: list) -> tuple[str, dict]:
        """The message id and arguments saying why an action of ``kind`` with ``args`` is not legal."""
        board = self.board
        p = self.current_player
        hand = self.hands[p]
        for a in args:
            if "," in a and a not in board.by_name:
                return "refused-no-hex", {"input": a}
        if kind == "tile":
            if len(args) != 2 or args[0] not in COLOURS:
                return "refused-write-tile", {}
            c = COLOURS.index(args[0])
            h = board.hex(args[1])
            if c not in hand:
                return "refused-no-tile", {"colour": args[0]}
            if not self._free(h):
                return "refused-not-empty", {"where": board.where[h]}
            if board.river[h] != (c == B):
                return "refused-river", {}
            return "refused-bandits", {}
        if kind in ("place", "move"):
            if len(args) != 2 or args[0] not in COLOURS:
                return f"refused-write-{kind}", {}
            c = COLOURS.index(args[0])
            h = board.hex(args[1])
            if kind == "place" and self.lpos[p * 5 + c] >= 0:
                return "refused-leader-on-board", {"leader": args[0]}
            if kind == "move" and self.lpos[p * 5 + c] < 0:
                return "refused-leader-off-board", {"leader": args[0]}
            if not self._free(h) or board.river[h]:
                return "refused-not-land", {"where": board.where[h]}
            if not self._has_yellow_near(h):
                return "refused-no-yellow", {"where": board.where[h]}
            return "refused-leader-rules", {}
        if kind == "exchange":
            return "refused-exchange", {"most": min(EXCHANGE_MAX, len(hand)), "last": len(hand) - 1}
        if kind == "revolt":
            return "refused-revolt", {}
        if kind == "build":
            return "refused-build", {}
        if kind == "commit":
            return "refused-commit", {"most": hand.count(Y)}
        if kind == "support":
            return "refused-support", {}
        if kind == "pass":
            return "refused-pass", {}
        return "refused-choices", {"count": len(self.legal_actions())}


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
