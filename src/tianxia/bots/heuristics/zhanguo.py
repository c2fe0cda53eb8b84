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

from tianxia.games.zhanguo.data import ASPECTS, DATA

_MAJORITY = {"beige": 5, "orange": 6, "brown": 7}

#: MCTS settings for ZhanGuo, where a turn is a chain of the seat's own steps whose first step
#: (taking a court card) pays only through the right sequel: rate the root's moves by the
#: heuristic's look-ahead and judge a step by its best sequel (benchmarks/arena-mcts.md:
#: 2 wins in 11 games against the heuristic with the plain settings, 11 in 24 with these)
MCTS_SETTINGS = {"prior": "heuristic", "backup": "own"}


def _wall_value(criterion: str, level: int, regions: list[dict]) -> float:
    """Z-3.7, evaluated on the owner's board as it stands."""
    if criterion == "fixed_minus_unrest":
        return level - sum(r["unrest"] for r in regions)
    if criterion == "colour_sets":
        counts = [0, 0, 0]
        for r in regions:
            for c in r["cards"]:
                counts[DATA.colour[c]] += 1
        return min(counts) * level
    count = 0
    for r in regions:
        if criterion == "empty_unrest":
            count += r["unrest"] == 0
        elif criterion == "officials_ge_unrest":
            count += sum(r["governor_area"].values()) + sum(r["worker_area"].values()) >= r["unrest"]
        elif criterion.startswith("has_") and criterion.endswith("_official"):
            colour = criterion[4:-9]
            count += r["governor_area"][colour] + r["worker_area"][colour] > 0
        elif criterion == "full_regions":
            count += len(r["cards"]) == 3
        elif criterion == "pair_same_colour":
            colours = [DATA.colour[c] for c in r["cards"]]
            count += any(colours.count(k) >= 2 for k in set(colours))
        elif criterion.startswith("has_") and criterion.endswith("_card"):
            aspect = ASPECTS.index(criterion[4:-5])
            count += any(DATA.colour[c] == aspect for c in r["cards"])
    return count * level


def _pieces(view: dict, seat: int):
    """Governors per region, palaces per region, walls per area for ``seat``."""
    governors = [sum(1 for sq in g["squares"] if sq["seat"] == seat) + g["overflow"][seat] for g in view["governors"]]
    palaces = [sum(1 for s in p if s == seat) for p in view["palaces"]]
    walls: dict[str, int] = {}
    for name, section in view["walls"].items():
        if seat in section["cells"].values():
            walls[name[:-1]] = walls.get(name[:-1], 0) + 1
    return governors, palaces, walls


def evaluate(view: dict, seat: int) -> float:
    me = view["seats"][seat]
    players = len(view["seats"])
    value = float(me["vp"])
    if view.get("is_terminal") or view.get("final"):
        return value
    round_ = view.get("round") or 1
    left = max(0.0, (6 - round_) / 5.0)  # share of the game still to play
    regions = me["regions"]

    # Z-23.1 governor majorities, as they stand (a close second keeps a chance)
    for g in view["governors"]:
        counts = [sum(1 for sq in g["squares"] if sq["seat"] == s) + g["overflow"][s] for s in range(players)]
        m = max(counts)
        if m == 0:
            continue
        mine = counts[seat]
        tied = counts.count(m)
        if mine == m:
            value += (9 + 3 * m) // tied
        elif mine == m - 1:
            value += 0.3 * left * (9 + 3 * m)

    # Z-23.2 marker majorities (markers are also spent on rewards, so only part of it)
    for aspect in ASPECTS:
        values = [s["markers"][aspect][0] + 3 * s["markers"][aspect][1] for s in view["seats"]]
        mine = values[seat]
        best = max(values)
        if mine >= 1 and mine == best:
            value += _MAJORITY[aspect] * (0.7 if values.count(best) == 1 else 0.4)
        value += 0.4 * mine * left  # the round's unification reward (Z-21)

    # Z-23.4 goals: discs placed, and goals in reach
    governors, palaces, walls = _pieces(view, seat)
    for section in view["goals"].values():
        discs = 0
        total = 0
        for kind, goal in section.items():
            if seat in goal["discs"]:
                discs += 1
                total += goal["values"][goal["discs"].index(seat)]
        value += total * discs
        for kind, goal in section.items():
            if seat in goal["discs"]:
                continue
            needs = goal["needs"]
            have = governors if kind == "governor" else palaces if kind == "palace" else None
            covered = 0
            used: dict = {}
            for symbol in needs:
                used[symbol] = used.get(symbol, 0) + 1
                held = walls.get(symbol, 0) if have is None else have[symbol - 1]
                covered += held >= used[symbol]
            free = len(goal["discs"])
            worth = goal["values"][free] if free < len(goal["values"]) else 0
            share = covered / len(needs)
            value += worth * (discs + 1) * share * share * (1.0 if share == 1 else 0.8 * left + 0.2)

    # Z-23.5 walls by their criteria now
    for name, section in view["walls"].items():
        for cell, owner in section["cells"].items():
            if owner == seat:
                value += _wall_value(section["criterion"], section["vp"][int(cell) - 1], regions)

    # means to score in the rounds left
    cards = sum(len(r["cards"]) for r in regions)
    palaces_left = me["supply"]["palaces"]
    workers = 0
    for r in regions:
        area = r["governor_area"]
        sets = min(area["red"], area["grey"], area["white"])
        value += left * (4.0 * sets + 0.35 * sum(area.values()))
        value += left * 0.3 * sum(r["worker_area"].values())
        workers += r["workers"]
        value -= left * 0.6 * r["unrest"]
        if r["palace_icon"] is not None and r["unrest"] >= r["palace_icon"]:  # None: board side not chosen yet
            value -= left * 1.0
    value += left * (0.9 * min(workers, 3 * palaces_left) + 0.15 * cards * min(workers / 3.0, palaces_left))
    value += 0.6 * cards
    value += 0.2 * sum(me["supply"]["officials"].values()) * left
    return value
