"""How good an Emperor of China position looks to one seat (expected final points).

The plan it encodes: every point is scored by majorities, so contest the
majorities that can still be won.  An unscored region is valued as if scored
now but with its free spaces counted in the total it will pay (the leader takes
what the region will be worth, a close second keeps a share); a region already
won or lost is only its score.  Alliances are scored as if the game ended now
(emissary majorities in both regions), roads as the connected groups of four or
more houses (with a little for groups of two and three that can still grow).
Cards in hand and pieces in supply are the means to do all this.  Everything is
read from the seat's view (the board is public; only the seat's own hand is used).
"""

from __future__ import annotations

from tianxia.games.emperor.data import TABLES as T

_REGIONS = [(rid, [T.space_ids[s] for s in T.region_spaces[r]]) for r, rid in enumerate(T.region_ids)]
_ALLIANCES = [(T.region_ids[a], T.region_ids[b]) for _, a, b in T.alliances]
_ADJ = {side: {T.space_ids[s]: [T.space_ids[t] for t in adj] for s, adj in enumerate(T.adjacency[side])}
        for side in T.adjacency}


def _region_scores(counts: list[int], total: float) -> list[float]:
    """E-8.2 with ``total`` as the houses the region pays: dense ranking, the next group's count."""
    values = sorted({h for h in counts if h > 0}, reverse=True)
    pay = {}
    for j, v in enumerate(values):
        pay[v] = total if j == 0 else values[j - 1]
    return [pay.get(h, 0.0) for h in counts]


def _contested(pay: float, margin: int, coming: float, total: float) -> float:
    """A region's pay while ``coming`` free spaces may still change it: a lead that can still be
    overturned is worth less; a close second may still win."""
    if margin <= 0 and coming > -margin:
        return 0.5 * pay + 0.5 * total * (0.5 if margin == 0 else 0.25)
    if margin > 0 and margin < coming:
        return pay * 0.85
    return pay


def _roads(spaces: set[str], adj: dict) -> float:
    """Connected groups of the seat's houses: size for 4+, a promise for 2 and 3."""
    seen: set[str] = set()
    value = 0.0
    for start in spaces:
        if start in seen:
            continue
        seen.add(start)
        stack, size = [start], 0
        while stack:
            s = stack.pop()
            size += 1
            for t in adj[s]:
                if t in spaces and t not in seen:
                    seen.add(t)
                    stack.append(t)
        if size >= 4:
            value += size
        elif size >= 2:
            value += 0.5 * size
    return value


def _ends_soon(view: dict) -> float:
    """How much of the game is left, 0..1 (the second deck run-out ends it, E-12)."""
    exhaustions = view.get("exhaustions") or 0
    return 0.0 if view.get("is_terminal") else max(0.2, 1.0 - 0.4 * exhaustions)


def evaluate(view: dict, seat: int) -> float:
    if view.get("is_terminal"):
        return float(view["scores"][seat])
    players = view["players"]
    houses: dict = view["houses"]
    forts: dict = view.get("fortifications") or {}
    scored = set(view.get("scored") or ())
    emissaries: dict = view["emissaries"]
    left = _ends_soon(view)
    value = float(view["scores"][seat])

    # E-8 / E-14.1: unscored regions
    for rid, spaces in _REGIONS:
        if rid in scored:
            continue
        counts = [0] * players
        fortified = [False] * players
        free = 0
        for sid in spaces:
            owner = houses.get(sid)
            if owner is None:
                free += 1
            else:
                counts[owner] += 1
                if sid in forts:
                    fortified[owner] = True
        if not any(counts):
            continue
        mine = counts[seat]
        best_other = max(c for s, c in enumerate(counts) if s != seat)
        # free spaces will mostly go to whoever fights for them; the total grows with them
        total = sum(counts) + free * left
        pay = _region_scores(counts, total)[seat]
        if fortified[seat]:
            pay *= 2
        if mine and free:
            pay = _contested(pay, mine - best_other, free * left, total)
        value += pay

    # E-14.2: alliances, as if the game ended now
    majority = {}
    size = {}
    for rid, row in emissaries.items():
        total = sum(row)
        size[rid] = total
        if total:
            top = max(row)
            majority[rid] = row[seat] == top
        else:
            majority[rid] = False
    for a, b in _ALLIANCES:
        if majority.get(a) and majority.get(b):
            value += size[a] + size[b]
    # emissaries in a region without a majority still push towards one
    for rid, row in emissaries.items():
        if row[seat] and not majority.get(rid):
            value += 0.5 * row[seat]

    # E-14.4: roads
    mine = {sid for sid, owner in houses.items() if owner == seat}
    value += _roads(mine, _ADJ[view.get("side") or "A"])

    # means: cards are future pieces; emissaries and houses in supply are future points
    hand = view.get("hand") if view.get("seat") == seat else None
    cards = len(hand) if hand is not None else view["hand_sizes"][seat]
    value += 0.6 * cards * left
    supply = view["supply"][seat]
    value += 0.05 * (supply["houses"] + supply["emissaries"])  # E-16 tie-break
    return value


_REGION_SPACES = [list(spaces) for spaces in T.region_spaces]
_ALLIANCE_REGIONS = [(a, b) for _, a, b in T.alliances]
_ADJ_INDEX = {side: [list(adj) for adj in T.adjacency[side]] for side in T.adjacency}


def evaluate_all(state, weights=None, viewer=None) -> list[float]:
    """``evaluate(state.view(s), s)`` for every seat (from any ``viewer``'s view: the same), read
    from the state's fields once: search judges every leaf by all seats, and building a view per
    seat cost more than the judging.  The evaluation reads only public facts (a hand counts by its
    size), so one pass serves every seat; each seat's terms are added in ``evaluate``'s order, so
    the numbers are the same to the bit."""
    if weights is not None:
        raise ValueError("the emperor evaluation takes no weights")
    n = state.num_players
    if state.is_terminal:
        return [float(x) for x in state.score]
    owner, fort, emis, scored = state.owner, state.fort, state.emis, state.scored
    exhaustions = state.exhaustions or 0
    left = max(0.2, 1.0 - 0.4 * exhaustions)
    values = [float(x) for x in state.score]
    seats = range(n)
    for r, spaces in enumerate(_REGION_SPACES):
        if scored[r]:
            continue
        counts = [0] * n
        fortified = [False] * n
        free = 0
        for s in spaces:
            o = owner[s]
            if o < 0:
                free += 1
            else:
                counts[o] += 1
                if fort[s] >= 0:
                    fortified[o] = True
        if not any(counts):
            continue
        total = sum(counts) + free * left
        pays = _region_scores(counts, total)
        for seat in seats:
            pay = pays[seat]
            if fortified[seat]:
                pay *= 2
            mine = counts[seat]
            if mine and free:
                best_other = max(c for s, c in enumerate(counts) if s != seat)
                pay = _contested(pay, mine - best_other, free * left, total)
            values[seat] += pay
    rows = [emis[r * n:r * n + n] for r in range(len(_REGION_SPACES))]
    sizes = [sum(row) for row in rows]
    tops = [max(row) for row in rows]
    for seat in seats:
        majority = [bool(sizes[r]) and rows[r][seat] == tops[r] for r in range(len(rows))]
        value = values[seat]
        for a, b in _ALLIANCE_REGIONS:
            if majority[a] and majority[b]:
                value += sizes[a] + sizes[b]
        for r, row in enumerate(rows):
            if row[seat] and not majority[r]:
                value += 0.5 * row[seat]
        values[seat] = value
    adj = _ADJ_INDEX[state.side or "A"]
    nc = len(T.colours)
    hands = state.hands
    for seat in seats:
        mine = {s for s, o in enumerate(owner) if o == seat}
        value = values[seat] + _roads(mine, adj)
        value += 0.6 * sum(hands[seat * nc:seat * nc + nc]) * left
        value += 0.05 * (state.supply_h[seat] + state.supply_e[seat])
        values[seat] = value
    return values
