"""The Emperor of China's scoring: regions (E-8), alliances and roads at the end (E-14), the winner (E-16)."""

from __future__ import annotations

from tianxia.core.messages import event


class EmperorScoring:
    """Region, alliance and road scoring and the winner (a slot-less mix-in of ``EmperorState``)."""

    __slots__ = ()

    def region_points(self, r: int) -> list[int]:
        """E-8.2: dense ranks on houses; first scores all houses, each lower rank the next-higher
        group's per-player count; doubled once for an owner of a fortified house (R-10, R-11)."""
        n = self.num_players
        hc = self.hcount[r * n:r * n + n]
        total = sum(hc)
        pts = [0] * n
        if total == 0:
            return pts
        values = sorted({h for h in hc if h > 0}, reverse=True)
        for p in range(n):
            h = hc[p]
            if h:
                j = values.index(h)
                pts[p] = total if j == 0 else values[j - 1]
        doubled = {self.owner[s] for s in self.tb.region_spaces[r] if self.fort[s] >= 0 and self.owner[s] >= 0}
        for p in doubled:
            pts[p] *= 2
        return pts

    def _score_region(self, r: int, events: list, final: bool) -> list[int]:
        pts = self.region_points(r)
        self.scored[r] = True
        for p, x in enumerate(pts):
            self.score[p] += x
        tb, n = self.tb, self.num_players
        fortified = {self.owner[s] for s in tb.region_spaces[r] if self.fort[s] >= 0 and self.owner[s] >= 0}

        got = [{"msg": "log-points-doubled" if p in fortified else "log-points",
                "args": {"seat": p, "points": x, "houses": self.hcount[r * n + p]}}
               for p, x in enumerate(pts) if x] or {"msg": "log-nobody-scores"}
        rid = tb.region_ids[r]
        events.append(event("region_scored", "log-scored-end" if final else "log-scored",
                            data={"region": rid, "points": pts, "final": final}, region=rid, got=got))
        return pts

    def alliance_points(self) -> list[tuple[int, list[int]]]:
        """E-14.2: for alliances 1..15, players with the emissary majority in both regions score
        all emissaries of both regions (ties share the majority)."""
        n = self.num_players
        emis, etotal = self.emis, self.etotal
        out = []
        majority = []
        for r in range(self.tb.num_regions):
            row = emis[r * n:r * n + n]
            top = max(row)
            majority.append({p for p in range(n) if row[p] == top} if top > 0 else set())
        for number, r1, r2 in self.tb.alliances:
            pts = [0] * n
            for p in majority[r1] & majority[r2]:
                pts[p] = etotal[r1] + etotal[r2]
            out.append((number, pts))
        return out

    def road_points(self, p: int) -> int:
        """E-14.4: the best selection of disjoint lines (simple paths) of at least 4 of p's houses."""
        return road_score(self.adj, [s for s, o in enumerate(self.owner) if o == p],
                          {s for s, o in enumerate(self.owner) if o == p and self.fort[s] >= 0})

    def _finish(self, events: list) -> None:
        """E-14: houses of unscored regions, then alliances 1 to 15, then roads; nothing is pending after."""
        del self.tasks[:]
        tb, n = self.tb, self.num_players
        houses = [0] * n
        for r in range(tb.num_regions):
            if not self.scored[r]:
                if sum(self.hcount[r * n:r * n + n]):
                    pts = self._score_region(r, events, final=True)
                    for p in range(n):
                        houses[p] += pts[p]
        alliances = []
        totals = [0] * n
        for (number, r1, r2), (_, pts) in zip(tb.alliances, self.alliance_points()):
            alliances.append(pts)
            if any(pts):
                for p in range(n):
                    totals[p] += pts[p]
                    self.score[p] += pts[p]
                events.append(event("alliance_scored", "log-alliance", data={"alliance": number, "points": pts},
                                    alliance=number, region=tb.region_ids[r1], region2=tb.region_ids[r2],
                                    n=self.etotal[r1], n2=self.etotal[r2],
                                    seats=[p for p in range(n) if pts[p]], points=max(pts)))
        roads = [self.road_points(p) for p in range(n)]
        for p in range(n):
            self.score[p] += roads[p]
        if any(roads):
            # its points come before its arguments in every saved game
            events.append(event("roads_scored", "log-roads", data={"points": roads},
                                order=("type", "msg", "points", "args"),
                                got=[{"msg": "log-seat-points", "args": {"seat": p, "points": x}}
                                     for p, x in enumerate(roads) if x]))
        self.final = {"houses": houses, "alliances": alliances, "alliance_totals": totals, "roads": roads}
        w = self.winners()
        best = max(self.score)
        tied = [p for p in range(n) if self.score[p] == best]
        args = {"scores": [{"msg": "log-seat-points", "args": {"seat": p, "points": x}}
                           for p, x in enumerate(self.score)], "seats": w, "n": len(w)}
        msg = "log-game-over"
        if len(tied) > 1:  # E-16.2 / E-16.3: say how the tie was settled
            msg = "log-game-over-shared" if len(w) > 1 else "log-game-over-tie"
            args["best"] = best
            args["left"] = [{"msg": "log-seat-pieces", "args": {"seat": p, "pieces": self.unused_pieces(p)}}
                            for p in tied]
        events.append(event("game_over", msg, data={"scores": list(self.score), "winners": w}, **args))

    def scores(self) -> list:
        return list(self.score)

    def unused_pieces(self, p: int) -> int:
        """E-16.2 / R-24: houses + emissaries in supply, + 1 for an unplaced fortification (variant)."""
        return self.supply_h[p] + self.supply_e[p] + (self.supply_f[p] if self.variant else 0)

    def winners(self) -> list[int]:
        if self.tasks:
            return []
        best = max(self.score)
        tied = [p for p in range(self.num_players) if self.score[p] == best]
        most = max(self.unused_pieces(p) for p in tied)
        return [p for p in tied if self.unused_pieces(p) == most]


def road_score(adj, spaces: list[int], fortified: set[int]) -> int:
    """E-14.4 (f): enumerate the space sets of simple paths of 4+ houses, then pick the best
    disjoint selection by memoised search on the set of still-available houses."""
    own = set(spaces)
    if len(own) < 4:
        return 0
    nb = {s: [t for t in adj[s] if t in own] for s in own}
    # split into connected groups; the best selection is the sum over groups
    total = 0
    seen: set[int] = set()
    for start in sorted(own):
        if start in seen:
            continue
        group = [start]
        seen.add(start)
        i = 0
        while i < len(group):
            for t in nb[group[i]]:
                if t not in seen:
                    seen.add(t)
                    group.append(t)
            i += 1
        if len(group) >= 4:
            total += _group_score(group, nb, fortified)
    return total


def _group_score(group: list[int], nb: dict, fortified: set[int]) -> int:
    bit = {s: 1 << i for i, s in enumerate(sorted(group))}
    fort_mask = 0
    for s in group:
        if s in fortified:
            fort_mask |= bit[s]
    values: dict[int, int] = {}
    nbits = {s: [(t, bit[t]) for t in nb[s]] for s in group}

    def extend(s: int, mask: int, k: int) -> None:
        if k >= 4 and mask not in values:
            values[mask] = 2 * k if mask & fort_mask else k
        for t, b in nbits[s]:
            if not mask & b:
                extend(t, mask | b, k + 1)

    for s in group:
        extend(s, bit[s], 1)
    if not values:
        return 0
    by_low: dict[int, list[tuple[int, int]]] = {}
    for mask, v in values.items():
        by_low.setdefault(mask & -mask, []).append((mask, v))
    memo: dict[int, int] = {0: 0}

    def best(avail: int) -> int:
        got = memo.get(avail)
        if got is not None:
            return got
        low = avail & -avail
        res = best(avail & ~low)
        for mask, v in by_low.get(low, ()):
            if mask & avail == mask:
                x = v + best(avail & ~mask)
                if x > res:
                    res = x
        memo[avail] = res
        return res

    full = 0
    for s in group:
        full |= bit[s]
    return best(full)
