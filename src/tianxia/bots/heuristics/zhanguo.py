"""How good a ZhanGuo position looks to one seat (expected final VP).

The plan it encodes: VP already taken, plus the final scoring as it would fall
now (governor majorities Z-23.1, marker majorities Z-23.2, goal sections with
their multiplier Z-23.4, walls by their criteria Z-23.5), plus the goals the
seat is building towards (a goal tile is worth the next free disc value, in
proportion to the symbols already covered, Z-20) and the means to score while
rounds remain: complete red-grey-white sets in a governor area (a governor,
Z-13), workers (palaces and walls, Z-15, Z-16), cards on the board (every
palace pays one VP per card, Z-15.2), markers for the unification reward
(Z-21), and unrest kept low (it blocks palaces and hiring, Z-8).  Everything
is public except hands, which it does not use.
"""

from __future__ import annotations

import functools
from operator import mul as _mul

from tianxia.games.zhanguo.data import ASPECTS, DATA, OFFICIALS

_MAJORITY = {"beige": 5, "orange": 6, "brown": 7}

#: MCTS settings for ZhanGuo, where a turn is a chain of the seat's own steps whose first step
#: (taking a court card) pays only through the right sequel.  With two players and a clock
#: (``seconds``, or no budget: ``turn_seconds``) ``mcts`` is the whole-turn search of
#: ``bots/zhanguo_search.py`` (``search``): three turns after the candidate's, the rest of the round
#: played one step ahead so the hand's worth is judged (``rest``), each candidate's own turn finished
#: by the rating's plan (``plan``), the evaluation's ``tuned`` weights (``turn_weights``).  It won 39
#: of 60 games against the heuristic at 1 s a decision on a quiet machine (65.0%, 52.4-75.8%;
#: benchmarks/arena-mcts.md, 2026-11-27 morning).  With an iteration budget, or more seats, it is
#: the tree: it rates the root's moves by the heuristic's look-ahead and judges a step by its best
#: sequel (20 wins in 54 against the heuristic, 2 in 11 with the plain settings).  An iteration of
#: the turn search is a whole sample (~30 ms, a tree iteration ~0.5 ms), so a budget written for
#: the tree (the hard level, a server's cap) would make it think for minutes.
MCTS_SETTINGS = {"prior": "heuristic", "backup": "own", "turns": 3, "rest": True,
                 "search": "turns", "plan": "rating", "turn_weights": "tuned", "turn_seconds": 1.0}


class _Public:
    """The public facts the evaluation reads, gathered once for every seat: either from a view
    (``from_view``, the contract) or straight from the state's public fields (``from_state``,
    which spares search building a view per position; a test holds the two equal)."""

    __slots__ = ("vp", "over", "round", "governors", "markers", "goals", "walls", "palaces", "regions",
                 "palaces_left", "officials_left")

    @classmethod
    def from_view(cls, view: dict) -> "_Public":
        p = cls()
        seats = view["seats"]
        n = len(seats)
        p.vp = [s["vp"] for s in seats]
        p.over = bool(view.get("is_terminal") or view.get("final"))
        p.round = view.get("round") or 1
        p.governors = [[sum(1 for sq in g["squares"] if sq["seat"] == s) + g["overflow"][s] for s in range(n)]
                       for g in view["governors"]]
        p.markers = [[s["markers"][a][0] + 3 * s["markers"][a][1] for a in ASPECTS] for s in seats]
        p.goals = [(kind, goal["discs"], goal["values"], goal["needs"])
                   for section in view["goals"].values() for kind, goal in section.items()]
        p.walls = [(name[:-1], section["criterion"], [(section["vp"][int(cell) - 1], owner)
                                                     for cell, owner in section["cells"].items()])
                   for name, section in view["walls"].items()]
        p.palaces = view["palaces"]
        p.regions = [[(r["cards"], [r["governor_area"][c] for c in OFFICIALS], [r["worker_area"][c] for c in OFFICIALS],
                       r["workers"], r["unrest"], r["palace_icon"]) for r in s["regions"]] for s in seats]
        p.palaces_left = [s["supply"]["palaces"] for s in seats]
        p.officials_left = [sum(s["supply"]["officials"].values()) for s in seats]
        return p

    @classmethod
    def from_state(cls, state) -> "_Public":
        """Reads only what every seat's view shows (no hands, drafts, decks or discards)."""
        p = cls()
        D, n, R = state.D, state.num_players, state.D.R
        p.vp = list(state.vp)
        p.over = bool(state.is_terminal or state.final)
        p.round = state.rnd or 1
        p.governors = [[squares.count(s) + over[s] for s in range(n)] for squares, over in zip(state.squares, state.over)]
        p.markers = [[m1[a] + 3 * m3[a] for a in range(3)] for m1, m3 in zip(state.m1, state.m3)]
        p.goals = [(D.goal_slots[j], state.claims[sec][j], D.goal_values[sec][j],
                    D.goal_tiles[state.goals[sec][j]]["symbols"]) for sec in range(2) for j in range(3)]
        p.walls = []
        for s in range(6):
            criterion, levels = D.wall_tiles[state.wtiles[s][0]][state.wtiles[s][1]][:2]
            p.walls.append((D.sections[s][:-1], criterion,
                            [(levels[D.cell_costs[i] - 1], x if x >= 0 else None) for i, x in enumerate(state.walls[s])]))
        p.palaces = state.palaces
        p.regions = []
        for s in range(n):
            G, W, side = state.G[s], state.W[s], state.side[s]
            icons = D.boards[side]["palace_icon"] if side else [None] * R
            p.regions.append([(state.cards[s][r], G[3 * r:3 * r + 3], W[3 * r:3 * r + 3], state.work[s][r],
                               state.unrest[s][r], icons[r]) for r in range(R)])
        p.palaces_left = list(state.pals)
        p.officials_left = [sum(o) for o in state.offs]
        return p


def _pair(cards) -> bool:
    colours = [DATA.colour[c] for c in cards]
    return any(colours.count(k) >= 2 for k in set(colours))


#: Z-3.7 criteria counted region by region (a region is a ``_Public.regions[seat]`` entry:
#: cards, governor area, worker area, workers, unrest, palace icon)
_REGION_TESTS = {
    "empty_unrest": lambda r: r[4] == 0,
    "officials_ge_unrest": lambda r: sum(r[1]) + sum(r[2]) >= r[4],
    "full_regions": lambda r: len(r[0]) == 3,
    "pair_same_colour": lambda r: _pair(r[0]),
    **{f"has_{name}_official": (lambda r, c=c: r[1][c] + r[2][c] > 0) for c, name in enumerate(OFFICIALS)},
    **{f"has_{name}_card": (lambda r, a=a: any(DATA.colour[x] == a for x in r[0])) for a, name in enumerate(ASPECTS)},
}


def _wall_value(criterion: str, level: int, regions: list) -> float:
    """Z-3.7, evaluated on the owner's board as it stands (regions as ``_Public.regions[seat]``)."""
    if criterion == "fixed_minus_unrest":
        return level - sum(r[4] for r in regions)
    if criterion == "colour_sets":
        counts = [0, 0, 0]
        for r in regions:
            for c in r[0]:
                counts[DATA.colour[c]] += 1
        return min(counts) * level
    test = _REGION_TESTS.get(criterion)
    return 0 if test is None else sum(1 for r in regions if test(r)) * level


def evaluate(view: dict, seat: int, weights=None) -> float:
    return _value(_Public.from_view(view), seat, weights)


def evaluate_all(state, weights=None, seat=None) -> list[float]:
    """``evaluate(state.view(s), s)`` for every seat, at a fraction of the cost (search calls it
    for each position it judges): the public facts read once, every seat's terms in one pass (the
    same from any ``seat``'s view)."""
    every = terms_all(_Public.from_state(state))
    if weights is None:
        return [sum(t) for t in every]
    return [sum(map(_mul, weights, t)) for t in every]


#: the parts of the evaluation, in the order ``terms`` returns them (a learned value weighs them
#: again: bots/zhanguo_value.py)
TERMS = ("vp", "governor_majority", "governor_second", "marker_majority", "marker_reward", "goals_claimed",
         "goals_in_reach", "walls", "governor_sets", "governor_area", "worker_area", "unrest",
         "palace_blocked", "palace_means", "cards", "officials_left")


#: the evaluation's own weighing: every term as it is (``weights=None`` is exactly this, and is what
#: plain ``heuristic`` plays); a weights file (``data/zhanguo_weights_<name>.json``, spec parameter
#: ``weights=<name>``) multiplies each term by its own factor (tools/tune_zhanguo.py fits them to
#: game outcomes)
DEFAULT_WEIGHTS = (1.0,) * len(TERMS)


def _value(p: _Public, seat: int, weights=None) -> float:
    if weights is None:
        return sum(terms(p, seat))
    return sum(w * t for w, t in zip(weights, terms(p, seat)))


def terms(p: _Public, seat: int) -> list[float]:
    """The evaluation's parts for ``seat`` (named by ``TERMS``); their sum is the evaluation."""
    t = [0.0] * len(TERMS)
    t[0] = float(p.vp[seat])
    if p.over:
        return t
    left = max(0.0, (6 - p.round) / 5.0)  # share of the game still to play
    regions = p.regions[seat]

    # Z-23.1 governor majorities, as they stand (a close second keeps a chance)
    for counts in p.governors:
        m = max(counts)
        if m == 0:
            continue
        mine = counts[seat]
        tied = counts.count(m)
        if mine == m:
            t[1] += (9 + 3 * m) // tied
        elif mine == m - 1:
            t[2] += 0.3 * left * (9 + 3 * m)

    # Z-23.2 marker majorities (markers are also spent on rewards, so only part of it)
    for a, aspect in enumerate(ASPECTS):
        values = [markers[a] for markers in p.markers]
        mine = values[seat]
        best = max(values)
        if mine >= 1 and mine == best:
            t[3] += _MAJORITY[aspect] * (0.7 if values.count(best) == 1 else 0.4)
        t[4] += 0.4 * mine * left  # the round's unification reward (Z-21)

    # Z-23.4 goals: discs placed, and goals in reach
    governors = [counts[seat] for counts in p.governors]
    palaces = [row.count(seat) for row in p.palaces]
    walls: dict[str, int] = {}
    for name, _, cells in p.walls:
        if any(owner == seat for _, owner in cells):
            walls[name] = walls.get(name, 0) + 1
    for section in (p.goals[:3], p.goals[3:]):
        discs = 0
        total = 0
        for _, claimed, values, _ in section:
            if seat in claimed:
                discs += 1
                total += values[claimed.index(seat)]
        t[5] += total * discs
        for kind, claimed, values, needs in section:
            if seat in claimed:
                continue
            have = governors if kind == "governor" else palaces if kind == "palace" else None
            covered = 0
            used: dict = {}
            for symbol in needs:
                used[symbol] = used.get(symbol, 0) + 1
                held = walls.get(symbol, 0) if have is None else have[symbol - 1]
                covered += held >= used[symbol]
            free = len(claimed)
            worth = values[free] if free < len(values) else 0
            share = covered / len(needs)
            t[6] += worth * (discs + 1) * share * share * (1.0 if share == 1 else 0.8 * left + 0.2)

    # Z-23.5 walls by their criteria now
    for _, criterion, cells in p.walls:
        for level, owner in cells:
            if owner == seat:
                t[7] += _wall_value(criterion, level, regions)

    _means(t, regions, left, p.palaces_left[seat], p.officials_left[seat])
    return t


def _means(t: list[float], regions: list, left: float, palaces_left: int, officials_left: int) -> None:
    """The terms of the means to score in the rounds left (``t[8:]``), from the seat's regions."""
    cards = sum(len(r[0]) for r in regions)
    workers = 0
    for _, area, worker_area, hired, unrest, icon in regions:
        t[8] += left * 4.0 * min(area)
        t[9] += left * 0.35 * sum(area)
        t[10] += left * 0.3 * sum(worker_area)
        workers += hired
        t[11] -= left * 0.6 * unrest
        if icon is not None and unrest >= icon:  # None: board side not chosen yet
            t[12] -= left * 1.0
    t[13] = left * (0.9 * min(workers, 3 * palaces_left) + 0.15 * cards * min(workers / 3.0, palaces_left))
    t[14] = 0.6 * cards
    t[15] = 0.2 * officials_left * left


def terms_all(p: _Public) -> list[list[float]]:
    """``terms(p, seat)`` for every seat, exactly (the same sums in the same order, which a test
    holds), with what the seats share worked out once: search judges every position it reaches
    for both seats, and this is most of its time.  ``terms`` stays the plain statement of the
    evaluation this is held to; the means to score (``_means``) are one piece of code for both."""
    n = len(p.vp)
    every = [[0.0] * len(TERMS) for _ in range(n)]
    for seat in range(n):
        every[seat][0] = float(p.vp[seat])
    if p.over:
        return every
    left = max(0.0, (6 - p.round) / 5.0)
    seats = range(n)

    for counts in p.governors:  # Z-23.1
        m = max(counts)
        if m == 0:
            continue
        tied = counts.count(m)
        first = (9 + 3 * m) // tied
        second = 0.3 * left * (9 + 3 * m)
        for seat in seats:
            mine = counts[seat]
            if mine == m:
                every[seat][1] += first
            elif mine == m - 1:
                every[seat][2] += second

    for a, aspect in enumerate(ASPECTS):  # Z-23.2
        values = [markers[a] for markers in p.markers]
        best = max(values)
        share = _MAJORITY[aspect] * (0.7 if values.count(best) == 1 else 0.4)
        for seat in seats:
            t = every[seat]
            mine = values[seat]
            if mine >= 1 and mine == best:
                t[3] += share
            t[4] += 0.4 * mine * left

    # Z-23.4: what each seat holds towards goals, and each goal's symbols with their repeat count;
    # Z-23.5: the wall cells each seat owns, in the order ``terms`` adds them
    held_walls: list[dict] = [{} for _ in seats]
    owned: list[list] = [[] for _ in seats]
    for name, criterion, cells in p.walls:
        owners = set()
        for level, owner in cells:
            if owner is not None:
                owners.add(owner)
                owned[owner].append((criterion, level))
        for seat in owners:
            walls = held_walls[seat]
            walls[name] = walls.get(name, 0) + 1
    palaces = [[row.count(seat) for row in p.palaces] for seat in seats]
    governors = [[counts[seat] for counts in p.governors] for seat in seats]
    late = 0.8 * left + 0.2
    for section in (p.goals[:3], p.goals[3:]):
        needed = []
        for kind, claimed, values, needs in section:
            free = len(claimed)
            needed.append((kind, claimed, values[free] if free < len(values) else 0, _symbol_pairs(tuple(needs)),
                           len(needs)))
        for seat in seats:
            t = every[seat]
            discs = 0
            total = 0
            for _, claimed, values, _ in section:
                if seat in claimed:
                    discs += 1
                    total += values[claimed.index(seat)]
            t[5] += total * discs
            for kind, claimed, worth, pairs, size in needed:
                if seat in claimed:
                    continue
                if kind == "governor" or kind == "palace":
                    have = governors[seat] if kind == "governor" else palaces[seat]
                    covered = sum(have[symbol - 1] >= k for symbol, k in pairs)
                else:
                    walls = held_walls[seat]
                    covered = sum(walls.get(symbol, 0) >= k for symbol, k in pairs)
                share = covered / size
                t[6] += worth * (discs + 1) * share * share * (1.0 if share == 1 else late)

    for seat in seats:
        t = every[seat]
        regions = p.regions[seat]
        known: dict = {}  # each criterion worked out once per owner
        for criterion, level in owned[seat]:
            base = known.get(criterion)
            if base is None:
                base = known[criterion] = -sum(r[4] for r in regions) if criterion == "fixed_minus_unrest" \
                    else _wall_value(criterion, 1, regions)
            t[7] += level + base if criterion == "fixed_minus_unrest" else base * level
        _means(t, regions, left, p.palaces_left[seat], p.officials_left[seat])
    return every


@functools.lru_cache(maxsize=256)
def _symbol_pairs(needs: tuple) -> tuple:
    """A goal's symbols, each with how many of it the goal asks for up to there (the k-th of a
    symbol is covered by holding k)."""
    used: dict = {}
    pairs = []
    for symbol in needs:
        used[symbol] = used.get(symbol, 0) + 1
        pairs.append((symbol, used[symbol]))
    return tuple(pairs)
