"""Huang: the conflicts: revolts (H-14), wars (H-15) and bandits (H-18)"""

from __future__ import annotations

from tianxia.core import Action, State

from .common import BIT, SID_KIND, _del, _ins
from .data import COLOURS, KINDS, R, Y


class Conflicts(State):
    """the conflicts: revolts (H-14), wars (H-15) and bandits (H-18) (a part of HuangState)."""

    __slots__ = ()

    # ---------------------------------------------------------------- H-14 revolt

    def _start_revolt(self, att: int, dfd: int, events: list) -> None:
        a, d = self.lpos[att], self.lpos[dfd]
        tile, nbrs = self.tile, self.board.nbrs
        base = [sum(1 for x in nbrs[a] if tile[x] == Y), sum(1 for x in nbrs[d] if tile[x] == Y)]
        bonus = [1 if self.lpos[(att // 5) * 5 + Y] < 0 else 0, 1 if self.lpos[(dfd // 5) * 5 + Y] < 0 else 0]
        self.pend = {"kind": "revolt", "att": att, "def": dfd, "a": a, "d": d, "colour": att % 5,
                     "base": base, "bonus": bonus, "commit": [0, 0], "stage": 0}
        self.tasks += [("revolt_end", self.active), ("revolt", dfd // 5, 1), ("revolt", att // 5, 0)]
        events.append(self._ev("revolt", "revolt-starts", leader=COLOURS[att % 5], seat=att // 5, seat2=dfd // 5,
                               base=base[0], bonus=bonus[0], base2=base[1], bonus2=bonus[1]))

    def _revolt_commit(self, side: int, n: int, events: list, forced: bool = False, governor: bool = True) -> None:
        """H-14.5: side 0 (the attacker) or 1 commits ``n`` yellow tiles; with the governor bonus a
        choice (house rule R-9 optional), ``governor=False`` gives it up."""
        pend = self.pend
        p = (pend["def"] if side else pend["att"]) // 5
        for _ in range(n):
            self.hands[p].remove(Y)
        pend["commit"][side] = n
        if not governor and pend["bonus"][side] and self.options["governor_bonus"] == "optional":
            pend["bonus"][side] = 0
        events.append(self._ev("commit", "commits-forced" if forced else "commits", seat=p, tiles=n))
        if side == 0:
            pend["stage"] = 1

    def _revolt_end(self, events: list) -> None:
        """H-14.6: the stronger side wins, a tie goes to the defender."""
        pend = self.pend
        sa = pend["base"][0] + pend["commit"][0] + pend["bonus"][0]
        sd = pend["base"][1] + pend["commit"][1] + pend["bonus"][1]
        att, dfd, c = pend["att"], pend["def"], pend["colour"]
        win, lose = (att, dfd) if sa > sd else (dfd, att)
        events.append(self._ev("revolt", "revolt-won", strength=sa, strength2=sd, seat=win // 5))
        self._lift_leader(lose)
        self._award(win // 5, c, 1, "revolt", events)
        self.box_open[Y] += pend["commit"][0] + pend["commit"][1]
        self.pend = None

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
        self.tasks.append(("war_settle", p))
        self.tasks += [("war_support", q) for q in reversed(self.pend["order"])]
        events.append(self._ev("war", "war-starts", colours=[COLOURS[c] for c in range(5) if involved & BIT[c]],
                               strengths=list(self.pend["base"]), where=self.board.where[u]))

    def _war_support(self, p: int, action: Action, events: list, forced: bool = False) -> None:
        """H-15.5: seat ``p`` backs one warring kingdom (R-6) or passes."""
        pend = self.pend
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

    def _war_settle(self, events: list) -> None:
        """H-15.6: every supporter has spoken: the strongest kingdom wins, a tie is the placer's choice."""
        pend = self.pend
        totals = [b + t + x for b, t, x in zip(pend["base"], pend["tiles"], pend["bonus"])]
        best = max(totals)
        tied = [k for k, t in enumerate(totals) if t == best]
        pend["totals"] = totals
        if len(tied) > 1:
            pend["tied"] = tied
            self.tasks.append(("war_tie", self.active))
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
        self.tasks.append(("war_end", self.active))
        if 0 < m < len(reds):
            pend["cands"] = reds
            pend["left"] = m
            self.tasks += [("war_loss", self.active)] * m
        elif m:
            for x in reds:
                self._remove_tile(x, events)

    def _lose_red(self, h: int, events: list) -> None:
        """One chosen red tile lost (to a war's loser side or to bandits)."""
        pend = self.pend
        pend["cands"].remove(h)
        pend["left"] -= 1
        self._remove_tile(h, events)

    def _war_end(self, events: list) -> None:
        pend = self.pend
        self.box_open[R] += sum(pend["tiles"])
        u = self.unif
        self.unif = -1
        self._add_piece(u)
        self.pend = None
        events.append(self._ev("war", "war-ends", where=self.board.where[u]))

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
        self.tasks.append(("bandit_end", self.active))
        if len(cands) == s:
            for x in cands:
                self._remove_tile(x, events)
        else:
            self.tasks += [("bandit_loss", self.active)] * s

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
