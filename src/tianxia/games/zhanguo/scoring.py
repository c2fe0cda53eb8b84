"""ZhanGuo: the final scoring (Z-23)"""

from __future__ import annotations

from tianxia.core.game import State
from tianxia.core.messages import event

from .common import (
    COLOUR_INDEX,
    OFFICIAL_INDEX,
)


class Scoring(State):
    """the final scoring (Z-23) (a part of ZhanGuoState)."""

    __slots__ = ()

    # ------------------------------------------------------------------ final scoring (Z-23)

    def wall_value(self, p, s) -> int:
        """Z-23.5 / Z-3.7: VP of player ``p``'s wall in section ``s``."""
        D = self.D
        cells = self.walls[s]
        cost = D.cell_costs[cells.index(p)]
        tid, face = self.wtiles[s]
        crit, levels = D.wall_tiles[tid][face]
        level = levels[cost - 1]
        R = D.R
        un, G, W, cards = self.unrest[p], self.G[p], self.W[p], self.cards[p]
        col = D.colour
        if crit == "fixed_minus_unrest":
            return level - sum(un)
        if crit == "empty_unrest":
            n = sum(1 for r in range(R) if un[r] == 0)
        elif crit == "officials_ge_unrest":
            n = sum(1 for r in range(R) if sum(G[3 * r:3 * r + 3]) + sum(W[3 * r:3 * r + 3]) >= un[r])
        elif crit in ("has_red_official", "has_grey_official", "has_white_official"):
            c = OFFICIAL_INDEX[crit.split("_")[1]]
            n = sum(1 for r in range(R) if G[3 * r + c] + W[3 * r + c] >= 1)
        elif crit == "colour_sets":
            cnt = [0, 0, 0]
            for x in cards:
                for y in x:
                    cnt[col[y]] += 1
            n = min(cnt)
        elif crit == "full_regions":
            n = sum(1 for x in cards if len(x) == 3)
        elif crit == "pair_same_colour":
            n = sum(1 for x in cards if any(sum(1 for y in x if col[y] == c) >= 2 for c in range(3)))
        else:
            c = COLOUR_INDEX[crit.split("_")[1]]
            n = sum(1 for x in cards if any(col[y] == c for y in x))
        return n * level

    def _final_scoring(self, ev: list) -> None:
        D, N = self.D, self.num_players
        pos = {p: i for i, p in enumerate(self.track)}                     # Z-23.3
        parts = [{"governors": 0, "markers": 0, "goals": 0, "walls": 0} for _ in range(N)]
        gbase, gper = D.scoring["governor_majority_base"], D.scoring["governor_majority_per_governor"]
        for r in range(D.R):                                               # Z-23.1, RUL-5
            counts = [self._gov_count(p, r) for p in range(N)]
            m = max(counts)
            if m >= 1:
                tied = [p for p in range(N) if counts[p] == m]
                for p in tied:
                    parts[p]["governors"] += (gbase + gper * m) // len(tied)
        big = 1 if self.options["final_marker_majority"] == "count" else 3   # RUL-3: value (ours) or count
        for a, prize in enumerate(D.scoring["marker_majority_vp"]):        # Z-23.2, RUL-3, RUL-4
            vals = [self.m1[p][a] + big * self.m3[p][a] for p in range(N)]
            best = max(vals)
            if best >= 1:
                w = min((p for p in range(N) if vals[p] == best), key=lambda p: pos[p])
                parts[w]["markers"] += prize
        for sec in range(2):                                               # Z-23.4
            for p in range(N):
                S, d = 0, 0
                for j in range(3):
                    lst = self.claims[sec][j]
                    if p in lst:
                        d += 1
                        S += D.goal_values[sec][j][lst.index(p)]
                parts[p]["goals"] += S * d
        for s, cells in enumerate(self.walls):                             # Z-23.5
            for p in cells:
                if p >= 0:
                    parts[p]["walls"] += self.wall_value(p, s)
        for p in range(N):
            self.vp[p] += sum(parts[p].values())
        self.final = parts
        for p in range(N):
            ev.append(event("score", "log-final", p, seat=p, vp=self.vp[p], **parts[p], player_first=True))
