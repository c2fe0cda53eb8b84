"""Huang: the legal actions of a position: hand targets, leader and tile moves, builds, chains"""

from __future__ import annotations

from tianxia.core import State

from . import actions as A
from .common import (
    BIT,
    CODE_BIT,
    OUT,
    POP,
    SID_KIND,
    SIDS_OF,
    _clash,
    _getter,
    _open,
    _open_to,
)
from .data import EXCHANGE_MAX, HAND_SIZE, PALACE, PALACE_HAND_SIZE, B, G, R, Y


class Legal(State):
    """the legal actions of a position: hand targets, leader and tile moves, builds, chains (a part of HuangState)."""

    __slots__ = ()

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

    # ---------------------------------------------------------------- legal actions (the decisions' own lists: flow.py)

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

    def _barred(self, h: int, touch: dict, masks: dict, reds: dict) -> bool:
        """H-18.3 / R-23: do bandits forbid a tile on the empty hex ``h``?  Only when it joins a
        kingdom touching (or next to) a bandit tile: two bandit tiles at once, a war at once, or too
        few red tiles in what it joins to beat the bandits' strength.  ``reds`` keeps each group's
        red count between calls."""
        comp, members, tile, bandit = self.comp, self.members, self.tile, self.bandit
        nbrs = self.board.nbrs[h]
        labs = {comp[x] for x in nbrs}
        labs.discard(-1)
        kingdoms = [masks[lab] for lab in labs if lab in masks]
        if not kingdoms:
            return False
        hit = {bandit[y] for y in nbrs if bandit[y]}
        for lab in labs:
            t = touch.get(lab)
            if t:
                hit |= t
        if not hit:
            return False
        if len(hit) > 1 or _clash(kingdoms):
            return True
        have = 0
        for lab in labs:
            c = reds.get(lab)
            if c is None:
                c = reds[lab] = sum(1 for x in members[lab] if tile[x] == R)
            have += c
        return have < self.board.bandit_strength[next(iter(hit))]

    def _bandit_ok_cache(self, touch=None, danger=None, masks=None):
        """H-18.3 for tiles: a test ``ok(h)``; only hexes next to a bandit or a group touching one are examined."""
        if touch is None:
            touch, danger = self._bandit_danger()
        if masks is None:
            masks = self._leader_masks()
        reds = {}
        barred = self._barred

        def ok(h):
            return h not in danger or not barred(h, touch, masks, reds)
        return ok

    def _tile_barred(self, touch, danger, masks, near_kingdoms) -> set:
        """The empty hexes where bandits forbid a tile (H-18.3): all of them lie in ``danger`` and
        next to a kingdom (``near_kingdoms``), since a tile that joins no kingdom is always allowed."""
        tile, leader, bandit = self.tile, self.leader, self.bandit
        reds = {}
        barred = self._barred
        return {h for h in danger & near_kingdoms
                if tile[h] < 0 and leader[h] < 0 and not bandit[h] and barred(h, touch, masks, reds)}

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
