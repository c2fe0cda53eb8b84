"""Where each seat stands, worked out from a view alone: houses and leaders per region, the
points of scored regions, alliances and roads as they would score now, and the final score
broken down by category.

Everything here is public (E-17.1), so any seat's view gives the same answers.  A scored
region keeps its houses for good (it has no free space left, E-8.4), so its points can be
recomputed from the board instead of being remembered by the state.
"""

from __future__ import annotations

from ..data import TABLES
from ..scoring import road_score


def house_counts(view: dict, rid: str) -> list[int]:
    """h(p, r) for every seat: houses of each seat in region ``rid``, fortified ones included."""
    tb = TABLES
    counts = [0] * view["players"]
    for s in tb.region_spaces[tb.region_index[rid]]:
        owner = view["houses"].get(tb.space_ids[s])
        if owner is not None:
            counts[owner] += 1
    return counts


def fortified_owners(view: dict, rid: str) -> set[int]:
    """Seats owning a fortified house in ``rid`` (their region points double once, E-8.2 step 5)."""
    tb = TABLES
    out = set()
    for s in tb.region_spaces[tb.region_index[rid]]:
        sid = tb.space_ids[s]
        if sid in view["fortifications"] and sid in view["houses"]:
            out.add(view["houses"][sid])
    return out


def region_base(view: dict, rid: str) -> list[int]:
    """E-8.2 steps 1-4 (dense ranks; a lower rank scores the next-higher group's houses each),
    before any doubling."""
    hc = house_counts(view, rid)
    total = sum(hc)
    values = sorted({h for h in hc if h}, reverse=True)
    out = []
    for h in hc:
        if not h:
            out.append(0)
            continue
        j = values.index(h)
        out.append(total if j == 0 else values[j - 1])
    return out


def region_points(view: dict, rid: str) -> tuple[list[int], list[int]]:
    """(base points, extra points from doubling) of region ``rid`` if it were scored now."""
    base = region_base(view, rid)
    doubled = fortified_owners(view, rid)
    return base, [base[p] if p in doubled else 0 for p in range(len(base))]


def leaders(view: dict, rid: str) -> tuple[list[int], int]:
    """The seats with the most houses in ``rid`` and their lead over the next seat (0: no houses,
    or a tie for the lead)."""
    hc = house_counts(view, rid)
    top = max(hc)
    if not top:
        return [], 0
    best = [p for p, h in enumerate(hc) if h == top]
    rest = [h for h in hc if h < top]
    return best, (top - max(rest)) if len(best) == 1 and rest else (top if len(best) == 1 else 0)


def emissary_majority(view: dict, rid: str) -> list[int]:
    """M(r): the seats with the most emissaries in ``rid`` (ties share it; empty if none, E-14.2)."""
    row = view["emissaries"][rid]
    top = max(row)
    return [p for p, e in enumerate(row) if e == top] if top else []


def alliance_now(view: dict) -> list[tuple[int, str, str, list[int]]]:
    """Every alliance (number, region, region, points per seat) as E-14.2 would score it now."""
    tb = TABLES
    out = []
    for number, r1, r2 in tb.alliances:
        a, b = tb.region_ids[r1], tb.region_ids[r2]
        both = set(emissary_majority(view, a)) & set(emissary_majority(view, b))
        worth = sum(view["emissaries"][a]) + sum(view["emissaries"][b])
        out.append((number, a, b, [worth if p in both else 0 for p in range(view["players"])]))
    return out


def roads_now(view: dict, p: int, doubling: bool = True) -> int:
    """Seat ``p``'s road score (E-14.4) on the board as it is; without ``doubling`` the lines of
    fortified houses count single (to tell the fortification bonus apart)."""
    tb = TABLES
    spaces = [tb.space_index[sid] for sid, o in view["houses"].items() if o == p]
    fortified = {tb.space_index[sid] for sid in view["fortifications"] if view["houses"].get(sid) == p}
    return road_score(tb.adjacency[view["side"]], spaces, fortified if doubling else set())


def breakdown(view: dict, t) -> list[dict]:
    """The score by category: each scored region's house points, the fortifications' doubling,
    then (at the end) alliances and roads.  The rows add up to ``view["scores"]``."""
    tb = TABLES
    n = view["players"]
    rows = []
    bonus = [0] * n
    for r, rid in enumerate(tb.region_ids):
        if rid not in view["scored"]:
            continue
        base, extra = region_points(view, rid)
        rows.append({"category": t("category-houses-in", region=rid), "points": base})
        bonus = [x + y for x, y in zip(bonus, extra)]
    final = view.get("final")
    if not rows and not final:
        rows.append({"category": t("category-houses-none"), "points": [0] * n})
    if final:
        roads = list(final["roads"])
        plain = [roads_now(view, p, doubling=False) if roads[p] else 0 for p in range(n)]
        bonus = [x + roads[p] - plain[p] for p, x in enumerate(bonus)]
        rows.append({"category": t("category-alliances"), "points": list(final["alliance_totals"])})
        rows.append({"category": t("category-roads"), "points": plain})
    if view["fortifications_variant"]:
        rows.append({"category": t("category-fortifications"), "points": bonus})
    return rows
