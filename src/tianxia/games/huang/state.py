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

The position is split by what each part does: this file sets up, applies actions (leaders,
tiles, the green actions, turn ends) and keeps the groups; ``legal.py`` lists the legal
actions, ``conflicts.py`` settles revolts, wars and bandits, ``views.py`` says what a seat sees
and why an action is refused, ``saving.py`` declares the fields and their JSON, ``common.py``
holds the constants all of them share.  ``HuangState`` joins the parts (mix-ins with no slots
of their own).
"""

from __future__ import annotations

from tianxia.core import Action
from tianxia.core.flow import TaskFlow
from tianxia.core.fields import slots
from tianxia.core.messages import event

from . import actions as A
from .common import (
    _FIVE,
    _HEX_KEYS,
    _HEXLIST_KEYS,
    BAG_EMPTY,
    BIT,
    OUT,
    SID_KIND,
    SIDS_OF,
    TURN_CAP,
    _clash,
    _copy_json,
    _del,
    _ins,
)
from .conflicts import Conflicts
from .flow import FLOW, follow_ups, saved_tasks
from .data import (
    BOARDS,
    COLOURS,
    GRANARY_POINTS,
    HAND_SIZE,
    KINDS,
    MARKET_SLOTS,
    PALACE,
    PALACE_HAND_SIZE,
    SHORT_REMOVED,
    TILE_COUNTS,
    B,
    G,
    W,
    Y,
)
from .legal import Legal
from .saving import FIELDS
from .views import Views


class HuangState(Legal, Conflicts, Views, TaskFlow):
    FIELDS = FIELDS
    __slots__ = slots(FIELDS)
    FLOW = FLOW

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
        self.tasks = [("action", self.active)]
        self.evs = None
        events.append(self._ev("setup", "starts", seat=self.active))
        self._events.extend(events)

    # ---------------------------------------------------------------- small helpers

    def _ev(self, kind: str, msg: str, secret: dict | None = None, **args) -> dict:
        """An event as data: a message id of the catalogs (data/messages) and its arguments."""
        # ``secret`` by position: by name it is one more keyword to bind and a pop in ``event``
        return event(kind, msg, None, secret, **args)

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
        self.tasks.clear()
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

    # ---------------------------------------------------------------- applying actions

    def _do(self, action: Action) -> list:
        """The pending decision answered, then core.flow runs on to the next one; ``phase`` names it."""
        self.evs = events = []
        self._resolve(action)
        tasks = self.tasks
        self.phase = tasks[-1][0] if tasks else "over"
        self.evs = None
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
        if rival is not None:
            self._start_revolt(code, rival, events)

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
        self.tasks += follow_ups(p, c)

    # ---------------------------------------------------------------- A3, A4, A5

    def _peasant_revolt(self, p: int, h: int, use_leader: bool, events: list) -> None:
        pay = 1 if use_leader else 2
        for _ in range(pay):
            self.hands[p].remove(B)
        self.box_open[B] += pay
        events.append(self._ev("peasants", "peasant-revolt-farmer" if use_leader else "peasant-revolt",
                               seat=p, tiles=pay, where=self.board.where[h]))
        self._remove_tile(h, events)

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
        self._draw_to_hand(p, k, events)

    # ---------------------------------------------------------------- action and turn ends

    def _action_done(self, events: list) -> None:
        """An action and all it started are settled: the second action, or the end of the turn."""
        self.pend = None
        self.actions_left -= 1
        if self.actions_left > 0:
            self.tasks.append(("action", self.active))
            return
        self._end_of_turn(events)

    def _end_of_turn(self, events: list) -> None:
        p = self.active
        # H-16.1 pagoda income: per pagoda, or per leader with a pagoda (house rule)
        per_leader = self.options["pagoda_income"] == "per_leader"
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
            if per_leader and n:
                n = 1
            self._award(p, c, n, "pagoda", events)
        # H-19.4 granaries
        if self.board.name == "B":
            hx = self.lpos[p * 5 + B]
            if hx >= 0:
                lab = self.comp[hx]
                cands = sorted(x for x in self.members[lab] if self.granary[x])
                if len(cands) > 1:
                    self.pend = {"kind": "granary", "cands": cands}
                    self.tasks += [("finish", p, 0), ("granary", p)]
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

    def _finish_turn(self, events: list, start: int = 0) -> None:
        """H-16.3 refill (R-15) from the ``start``-th seat after the active one, then the next
        player (H-16.5)."""
        self.pend = None
        p = self.active
        n = self.num_players
        ask = self.options["palace_draw"] == "optional"
        for i in range(start, n):
            q = (p + i) % n
            target = self._target(q)
            need = target - len(self.hands[q])
            if ask and need > 0 and target == PALACE_HAND_SIZE:
                # house rule R-21 optional: the palace's owner chooses to draw to 6 or to 7
                self.pend = {"kind": "refill", "seat": i}
                self.tasks += [("finish", p, i + 1), ("palace_draw", q)]
                return
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
        self.tasks.append(("action", self.active))
        events.append(self._ev("turn", "to-play", seat=self.active))

    # ---------------------------------------------------------------- copy / JSON

    def _pend_dump(self):
        """The pending record as JSON: its hexes by name."""
        return self._pend_map(self.pend, self.board.names.__getitem__)

    def _pend_load(self, data):
        return self._pend_map(data, self.board.hex)

    @staticmethod
    def _pend_map(pend, hx):
        """A copy of a pending record with every hex passed through ``hx`` (index <-> name)."""
        if pend is None:
            return None
        out = {}
        for k, v in pend.items():
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
        self.tasks = saved_tasks(self)

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
