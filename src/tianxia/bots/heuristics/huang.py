"""How good a Huang position looks to one seat (expected final score).

The final score is the weakest of the four colours after white points are
added where they help most (H-17.3, H-17.4), so the plan is to balance:
points are valued by the sorted colour vector after the white water-filling,
the weakest colour almost fully, the stronger ones less and less.  Other seats'
colours are hidden (H-24.2); they are estimated from their public
`points_taken`, spread evenly.  On the board the plan is to keep leaders where
they earn and where they survive conflicts: a leader is worth more in a kingdom
rich in its colour's tiles (future points, H-9.1), with yellow tiles beside it
(revolt strength, H-14) and with red tiles in its kingdom (war strength, H-15).
Everything is read from the seat's view (``evaluate_all`` reads the same facts from the state).
"""

from __future__ import annotations

from tianxia.games.huang.data import BOARDS, COLOURS, R, Y

_COLOURS = ("yellow", "red", "blue", "green")
_WEIGHTS = (1.0, 0.3, 0.1, 0.05)  # lowest colour first (leximin, H-17.4)
_LEADER = 0.6  # a leader on the board earns points every time a tile of its colour joins it

_cache: dict = {"view": None}


def _water_fill(values: list[float], white: float) -> list[float]:
    """H-17.3: white points raise the lowest colours first."""
    values = sorted(values)
    while white > 1e-9:
        low = values[0]
        k = 1
        while k < 4 and values[k] <= low + 1e-9:
            k += 1
        top = values[k] if k < 4 else low + white / k
        step = min(white / k, top - low)
        for i in range(k):
            values[i] += step
        white -= step * k
        values.sort()
    return values


def _points(view: dict, seat: int) -> float:
    p = view["players"][seat]
    vp = p.get("vp")
    if vp is None:
        return _points_of(None, 0, p["points_taken"])
    granaries = p.get("granaries") or 0 if view.get("board") == "B" else 0
    return _points_of([vp[c] for c in (*_COLOURS, "white")], granaries, 0)


def _points_of(vp: list | None, granaries: int, taken: int) -> float:
    """A seat's points valued: ``vp`` by colour (yellow, red, blue, green, white) when the judging
    seat sees them, else None and the ``taken`` total."""
    if vp is not None:
        colours = [float(vp[i]) + (2 * granaries if c == "blue" else 0) for i, c in enumerate(_COLOURS)]  # H-17.2
        sorted_values = _water_fill(colours, float(vp[4]))
        return sum(w * v for w, v in zip(_WEIGHTS, sorted_values))
    # hidden: an even spread of what it took, a little less for the imbalance it surely has
    each = taken / 5.0
    values = _water_fill([each] * 4, each)
    return 0.85 * sum(w * v for w, v in zip(_WEIGHTS, values))


def _board_features(view: dict) -> list[float]:
    """Per seat, what its leaders on the board are worth (cached for the view being judged)."""
    if _cache["view"] is view:
        return _cache["features"]
    board = BOARDS[view.get("board") or "A"]
    tile = {}
    leaders = {}
    for cell in view["hexes"]:
        h = board.by_name[cell["hex"]]
        if "tile" in cell:
            tile[h] = cell["tile"]
        elif "leader" in cell:
            leaders[h] = (cell["leader"]["seat"], cell["leader"]["colour"])
    features = _leader_values(board, tile, leaders, len(view["players"]))
    _cache["view"] = view
    _cache["features"] = features
    return features


def _leader_values(board, tile: dict, leaders: dict, players: int) -> list[float]:
    """Per seat, its leaders' worth: ``tile`` hex -> colour, ``leaders`` hex -> (seat, colour), both
    in the board's hex order."""
    occupied = set(tile) | set(leaders)
    group_of: dict[int, int] = {}
    groups: list[dict] = []
    for start in occupied:
        if start in group_of:
            continue
        gid = len(groups)
        counts = {"yellow": 0, "red": 0, "blue": 0, "green": 0, "white": 0}
        stack = [start]
        group_of[start] = gid
        while stack:
            h = stack.pop()
            if h in tile:
                counts[tile[h]] += 1
            for n in board.nbrs[h]:
                if n in occupied and n not in group_of:
                    group_of[n] = gid
                    stack.append(n)
        groups.append(counts)
    features = [0.0] * players
    for h, (seat, colour) in leaders.items():
        counts = groups[group_of[h]]
        own = counts[colour] if colour != "yellow" else sum(counts.values())
        yellow_beside = sum(1 for n in board.nbrs[h] if tile.get(n) == "yellow")
        features[seat] += (_LEADER + 0.1 * min(own, 10) + 0.25 * min(yellow_beside, 4)
                           + 0.05 * min(counts["red"], 10))
    return features


def evaluate(view: dict, seat: int) -> float:
    if view.get("is_terminal"):
        return float(view["scores"][seat])
    return _points(view, seat) + _board_features(view)[seat]


def evaluate_all(state, weights=None, viewer=None) -> list[float]:
    """``evaluate(state.view(s), s)`` for every seat ``s`` (``viewer`` None), or every seat judged from
    ``viewer``'s view, read from the state's fields without building views (search judges every leaf
    by all seats).  The same numbers to the bit: each seat's own points where the judging view shows
    them, the public ``points_taken`` estimate where it does not (H-24.2), the board's leaders once."""
    if weights is not None:
        raise ValueError("the huang evaluation takes no weights")
    if state.is_terminal:
        return [float(x) for x in state.scores()]
    n = state.num_players
    pend = state.pend
    if pend is None or pend.get("kind") != "war":
        features = _leader_values_kept(state)
    else:  # a war's unification tile is out of the state's groups until the war ends (H-15.2)
        board, tiles, leader = state.board, state.tile, state.leader
        tile, leaders = {}, {}
        for h in range(board.n):
            if tiles[h] >= 0:
                tile[h] = COLOURS[tiles[h]]
            elif leader[h] >= 0:
                leaders[h] = (leader[h] // 5, COLOURS[leader[h] % 5])
        features = _leader_values(board, tile, leaders, n)
    board = state.board
    b = board.name == "B"
    out = []
    for s in range(n):
        vp = state.vp[s]
        if viewer is None or viewer == s or state.over:  # the end shows every seat's points
            points = _points_of(vp, (state.granaries_held[s] or 0) if b else 0, 0)
        else:
            points = _points_of(None, 0, sum(vp))
        out.append(points + features[s])
    return out


def _leader_values_kept(state) -> list[float]:
    """``_leader_values`` from the groups the state keeps up to date (``comp``: hex -> its group of
    tiles and leaders, ``members``), instead of finding them again."""
    board, tiles, leader, comp, members = state.board, state.tile, state.leader, state.comp, state.members
    nbrs = board.nbrs
    features = [0.0] * state.num_players
    counted: dict = {}
    for h in range(board.n):
        code = leader[h]
        if code < 0:
            continue
        lab = comp[h]
        counts = counted.get(lab)
        if counts is None:
            counts = [0] * 5
            for x in members[lab]:
                if tiles[x] >= 0:
                    counts[tiles[x]] += 1
            counted[lab] = counts
        c = code % 5
        own = counts[c] if c != Y else sum(counts)
        yellow_beside = sum(1 for x in nbrs[h] if tiles[x] == Y)
        features[code // 5] += (_LEADER + 0.1 * min(own, 10) + 0.25 * min(yellow_beside, 4)
                                + 0.05 * min(counts[R], 10))
    return features
