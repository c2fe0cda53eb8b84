"""ZhanGuo: the legal actions of each kind of pending decision"""

from __future__ import annotations

from tianxia.core.game import State

from .actions import (
    ACCEPT,
    BHIRE,
    BREASSIGN,
    DECLINE,
    DONE,
    PASS,
    REASSIGN,
    STOP,
)
from .common import (
    B_TRIGGERS,
    A,
    _acts,
)
from .data import ASPECTS, OFFICIALS


class Legal(State):
    """the legal actions of each kind of pending decision (a part of ZhanGuoState)."""

    __slots__ = ()

    # ------------------------------------------------------------------ legal actions

    def _legal(self) -> list:
        """The pending decision's options (its ``Decision``) and, in Phase 2, the free moves (Z-12.7)."""
        f = self.tasks[-1]
        k = f[0]
        p = f[1]
        out = self.FLOW.legal[k](self, f)
        if self.phase == "play" and not (k == "pool" and f[5] >= 0):
            G, W = self.G[p], self.W[p]                                    # Z-12.7, DEC-3
            free = _acts(self.D).free
            for r in range(self.D.R):
                if W[3 * r] + W[3 * r + 1] + W[3 * r + 2] < 2:
                    for c in range(3):
                        if G[3 * r + c]:
                            out.append(free[r][c])
        return out

    def _opts_remove(self, f):
        return [A("remove", b) for b in self.D.b_boards if b not in self.removed]

    def _opts_pick(self, f):
        return [A("board", b) for b in self.D.b_boards if b not in self.side and b not in self.removed]

    _opts_board = _opts_pick

    def _opts_bid(self, f):
        p, high = f[1], f[3]
        out = [A("bid", n) for n in range(high + 1, self.vp[p] + 1)]       # Z-25.3, RUL-29
        if high > 0:
            out.append(PASS)
        elif not out:
            out.append(PASS)
        return out

    def _opts_draft(self, f):
        return [A("discard", ASPECTS[f[2]], i + 1) for i in range(len(self.drafts[f[1]][f[2]]))]

    def _opts_play(self, f):
        p = f[1]
        D = self.D
        cards, un, umax = self.cards[p], self.unrest[p], self._umax(p)
        regions = []
        for r in range(D.R):
            n = len(cards[r])
            if n < 3 and un[r] + n <= umax[r]:                              # Z-9.2, Z-9.5
                regions.append(r + 1)
        out = []
        T = _acts(D)
        unify, court = T.unify, T.court
        for card in self.hands[p]:
            u = unify[card]
            for r in regions:
                out.append(u[r - 1])
            out.append(court[card])
        return out

    def _opts_declare(self, f):
        p = f[1]
        D, R = self.D, self.D.R
        T = _acts(D)
        out = []
        offs = self.offs[p]
        for c in range(3):                                                 # Z-11
            if offs[c]:
                out.extend(T.recruit[c])
        G, W, work, un, umax = self.G[p], self.W[p], self.work[p], self.unrest[p], self._umax(p)
        if any(G) or any(W):                                               # Z-12.4
            out.append(REASSIGN)
        if self.govs[p]:                                                   # Z-13.1
            for r in range(R):
                if G[3 * r] and G[3 * r + 1] and G[3 * r + 2]:
                    out.append(T.governor[r])
        v3 = self.options["unrest_per_worker"]
        for r in range(R):                                                 # Z-14.1
            k = W[3 * r] + W[3 * r + 1] + W[3 * r + 2]
            if k and un[r] + (k if v3 else 1) <= umax[r]:
                out.append(T.hire[r])
        if self.pals[p]:                                                   # Z-15.1
            spaces = D.palace_spaces[self.num_players]
            total = sum(work)
            for r in range(R):
                if (work[r] >= 2 and total > work[r] and len(self.palaces[r]) < spaces
                        and not self._blocked(p, r)):
                    out.append(T.palace[r])
        if self.wallsup[p]:                                                # Z-16.1
            have = sum(1 for x in work if x)
            if have:
                costs = D.cell_costs
                for s, cells in enumerate(self.walls):
                    if p in cells:
                        continue
                    ws = T.wall[s]
                    for i in range(3):
                        if cells[i] < 0 and costs[i] <= have:
                            out.append(ws[i])
        return out

    def _opts_square(self, f):
        return [A("square", i + 1) for i, x in enumerate(self.squares[f[2]]) if x < 0]

    def _opts_offbonus(self, f):
        out = []
        for c in range(3):
            if self.offs[f[1]][c]:
                for r in range(self.D.R):
                    out.append(A("official", OFFICIALS[c], r + 1))
        out.append(DECLINE)
        return out

    def _pool_any(self, p) -> bool:
        """Is any reassign step possible (no transit)?  Every official has a move unless the board is empty."""
        return any(self.G[p]) or any(self.W[p])

    def _pool_steps(self, f):
        p, left, tcol, tloc = f[1], f[2], f[4], f[5]
        D = self.D
        T = _acts(D)
        G, W = self.G[p], self.W[p]
        neigh = D.neigh
        out = []
        if tloc >= 0:                                                      # RUL-15 pass-through
            out.append(T.wg[tcol][tloc])
            ww = T.ww[tcol][tloc]
            for s in neigh[tloc]:
                k = W[3 * s] + W[3 * s + 1] + W[3 * s + 2]
                if k < 2 or (k == 2 and left >= 2):
                    out.append(ww[s])
            return out
        R = D.R
        wfull = [W[3 * s] + W[3 * s + 1] + W[3 * s + 2] for s in range(R)]
        cap = 3 if left >= 2 else 2
        for r in range(R):
            nr = neigh[r]
            for c in range(3):
                if G[3 * r + c]:
                    gg = T.gg[c][r]
                    for s in nr:
                        out.append(gg[s])
                if W[3 * r + c]:
                    out.append(T.wg[c][r])
                    ww = T.ww[c][r]
                    for s in nr:
                        if wfull[s] < cap:
                            out.append(ww[s])
        return out

    def _opts_pool(self, f):
        out = self._pool_steps(f)
        if f[3] == 0 and f[5] < 0:                                         # RUL-16
            out.append(STOP)
        return out

    def _opts_palpay(self, f):
        p, r = f[1], f[2]
        return [A("pay", s + 1) for s in range(self.D.R) if s != r and self.work[p][s]]

    def _opts_paltake(self, f):
        return [A("take", ASPECTS[c]) for c in range(3) if self.v3[c]]

    def _opts_wallpay(self, f):
        p, need, lo = f[1], f[2], f[3]
        work = self.work[p]
        ok = [r for r in range(lo, self.D.R) if work[r]]
        return [A("pay", r + 1) for i, r in enumerate(ok) if len(ok) - i >= need]

    def _window_options(self, f):
        """DEC-7: available card abilities (Z-17) and qualifying B abilities (Z-19)."""
        p, kind, trig, region, used, bused = f[1], f[2], f[3], f[4], f[5], f[6]
        D = self.D
        out = []
        un, umax = self.unrest[p], self._umax(p)
        if trig:
            for r, cards in enumerate(self.cards[p]):
                if un[r] >= umax[r]:                                       # Z-17.3
                    continue
                for card in cards:
                    abl = D.abilities[card]
                    for i, (t, bonus, param) in enumerate(abl):
                        if t != kind:
                            continue
                        aid = D.ability_ids[card][i]
                        if aid in used:
                            continue
                        self._bonus_options(p, aid, r, bonus, param, out)
        side = self.side[p]
        o = self.options
        must = False      # a B bonus the house rule makes compulsory is still to take: no "done" yet
        for b in D.boards[side]["abilities"]:
            if kind not in B_TRIGGERS[b] or b in bused:
                continue
            if b == "B-HIRE-PLUS":
                # RUL-18's other reading: under V3 the extra worker raises unrest, so it must fit
                if not (o["unrest_per_worker"] and o["extra_worker_unrest"] == "with_v3"
                        and un[region] + 1 > umax[region]):
                    out.append(BHIRE)
                    must = must or o["b_hire_marker"] == "compulsory"
            elif b == "B-GOV-MOVE-WORKER":
                self._move_worker_options(p, "bworker", (), out)
            elif b == "B-WALL-RECRUIT-MARKER":
                if any(self.sup1):
                    out.extend(A("bmarker", ASPECTS[c]) for c in range(3) if self.sup1[c])
                else:
                    out.append(A("bmarker"))
                must = must or o["b_hire_marker"] == "compulsory"
            elif b == "B-REASSIGN-WALL-CALM":
                out.extend(A("bcalm", r + 1) for r in range(D.R) if un[r] >= 1)
            elif b == "B-RECRUIT-REASSIGN":
                if self._pool_any(p):
                    out.append(BREASSIGN)
            elif b == "B-GOV-MOVE-GOVERNOR":
                for r in range(D.R):
                    for i, x in enumerate(self.squares[r]):
                        if x == p:
                            out.extend(A("bgovernor", r + 1, f"s{i + 1}", s + 1) for s in D.neigh[r])
                    if self.over[r][p]:
                        out.extend(A("bgovernor", r + 1, "over", s + 1) for s in D.neigh[r])
        if out and not must:
            out.append(DONE)
        return out

    def _bonus_options(self, p, aid, r, bonus, param, out):
        """Uses of one card bonus that would have an effect (Z-18, Z-18.10)."""
        if bonus == "marker":                                              # Z-18.1, RUL-8
            if any(self.sup1):
                out.extend(A("use", aid, ASPECTS[c]) for c in range(3) if self.sup1[c])
            else:
                out.append(A("use", aid))
        elif bonus == "reassign2":
            if self._pool_any(p):
                out.append(A("use", aid))
        elif bonus == "vp" or bonus == "worker_here":
            out.append(A("use", aid))
        elif bonus == "vp_per_colour":                                     # Z-18.10: not for 0 VP
            col = self.D.colour
            if any(col[y] == param for x in self.cards[p] for y in x):
                out.append(A("use", aid))
        elif bonus == "unrest_any":
            out.extend(A("use", aid, s + 1) for s in range(self.D.R) if self.unrest[p][s])
        elif bonus == "unrest_here":
            if self.unrest[p][r]:
                out.append(A("use", aid))
        elif bonus == "move_worker":
            self._move_worker_options(p, "use", (aid,), out)
        elif bonus == "official_here":
            if self.offs[p][param]:
                out.append(A("use", aid))

    def _move_worker_options(self, p, kind, pre, out):
        work = self.work[p]
        for r in range(self.D.R):
            if work[r]:
                for s in self.D.neigh[r]:
                    out.append(A(kind, *pre, r + 1, s + 1))

    def _opts_window(self, f):
        return self._window_options(f)

    def _opts_claims(self, f):
        D = self.D
        out = [A("claim", D.goal_sections[sec], D.goal_slots[j]) for sec, j in self._claimable(f[1])]
        out.append(DONE)
        return out

    def _reward_options(self, p, a):
        """Accept options for the reward of aspect ``a`` this round (Z-21.8); [] if not receivable."""
        D = self.D
        cell = D.rewards[a][self.rnd - 1]
        kind = cell["kind"]
        if kind == "official_choice":
            return [A("accept", OFFICIALS[c]) for c in range(3) if self.offs[p][c]]
        if kind == "two_red":
            return [ACCEPT] if self.offs[p][0] >= 2 else []
        if kind == "two_grey":
            return [ACCEPT] if self.offs[p][1] >= 2 else []
        if kind == "two_workers":
            return [ACCEPT]
        if kind == "governor":
            return [A("accept", r + 1) for r in cell["regions"]] if self.govs[p] else []
        if kind == "wall":                                                 # RUL-13
            if not self.wallsup[p]:
                return []
            out = []
            for s, cells in enumerate(self.walls):
                if p not in cells:
                    for i, cost in enumerate(D.cell_costs):
                        if cells[i] < 0:
                            out.append(A("accept", D.sections[s].lower(), cost))
            return out
        if kind == "palace":                                               # RUL-12a
            if not self.pals[p]:
                return []
            spaces = D.palace_spaces[self.num_players]
            return [A("accept", r + 1) for r in range(D.R)
                    if len(self.palaces[r]) < spaces and not self._blocked(p, r)]
        raise AssertionError(kind)

    def _opts_offer(self, f):
        return self._reward_options(f[1], f[2]) + [PASS]
