"""The levels ladder (issue 16): a round-robin arena of the bot levels at one player count, with
each pair's head-to-head share and an openskill rating per level.

Seats: game ``i`` seats a set of levels, rotated.  With no more seats than levels the sets are
every combination of that many levels (2 players, 3 levels: easy-medium, easy-hard, medium-hard);
with more seats every level sits once and the spare seats take each set of distinct levels in
turn (4 players: easy, medium or hard twice; 5 players: two of them twice).  The sets cycle fastest, then the rotation, so each
block of games gives every level the same number of seats and every set every seat.

Head to head: in each game, for each pair of levels both seated, the share of (higher seat, lower
seat) pairs in which the higher level's seat finished ahead, a tie counting one half (winners tie
with each other; others are ordered by score); a game counts once per pair, so a level seated twice
does not count double.  The share over games comes with a 95% Wilson interval.

Ratings: openskill Plackett-Luce, one team per level seated, placed by the mean place of its seats
(so a level seated twice gains nothing from its second seat).
"""

from __future__ import annotations

import itertools
import math
import os

from ..sim.summary import wilson
from . import arena
from .level import spec_for


def _sets(k: int, players: int) -> list[tuple[int, ...]]:
    if players <= k:
        return list(itertools.combinations(range(k), players))
    spare = players - k
    extras = (itertools.combinations(range(k), spare) if spare <= k
              else itertools.combinations_with_replacement(range(k), spare))
    return [tuple(sorted(tuple(range(k)) + extra)) for extra in extras]


def seating(levels: list[str], players: int, index: int) -> list[int]:
    """Which level (by position in ``levels``) sits in each seat in game ``index``."""
    sets = _sets(len(levels), players)
    chosen = sets[index % len(sets)]
    turn = (index // len(sets)) % players
    return list(chosen[turn:] + chosen[:turn])


def cycle(k: int, players: int) -> int:
    """Games in one block of the schedule (every set in every rotation)."""
    return len(_sets(k, players)) * players


def _keys(record: dict) -> list[tuple]:
    """Per seat, a key that orders finishers (lower is ahead); equal keys are ties."""
    result = record["result"]
    winners = set(result["winners"])
    return [(0, 0) if seat in winners else (1, -score) for seat, score in enumerate(result["scores"])]


def places(record: dict) -> list[int]:
    """Per seat, 0 for the first place; tied seats share a place."""
    keys = _keys(record)
    ordered = sorted(set(keys))
    return [ordered.index(key) for key in keys]


def head_to_head(levels: list[str], records: list[dict]) -> list[dict]:
    """Per pair of levels (higher = later in ``levels``): games together, share of the games the
    higher finished ahead (ties split), its 95% interval."""
    tally = {(lo, hi): [0.0, 0] for lo, hi in itertools.combinations(range(len(levels)), 2)}
    for rec in records:
        keys, order = _keys(rec), rec["arena_seating"]
        for (lo, hi), count in tally.items():
            high = [keys[s] for s, b in enumerate(order) if b == hi]
            low = [keys[s] for s, b in enumerate(order) if b == lo]
            if not high or not low:
                continue
            points = [1.0 if h < l else 0.5 if h == l else 0.0 for h in high for l in low]
            count[0] += sum(points) / len(points)
            count[1] += 1
    rows = []
    for (lo, hi), (won, games) in tally.items():
        low, high = wilson(won, games)
        rows.append({"higher": levels[hi], "lower": levels[lo], "games": games,
                     "share": won / games if games else 0.0, "ci": (low, high)})
    return rows


def ratings(levels: list[str], records: list[dict]) -> list[dict]:
    """Per level: seats played, openskill mu, sigma and ordinal (mu - 3 sigma)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    rated = {i: model.rating(name=level) for i, level in enumerate(levels)}
    seats = [0] * len(levels)
    for rec in sorted(records, key=lambda r: r["seed"]):
        order, place = rec["arena_seating"], places(rec)
        present = list(dict.fromkeys(order))
        for b in order:
            seats[b] += 1
        if len(present) < 2:
            continue
        mean_place = [sum(p for p, b in zip(place, order) if b == level) / order.count(level)
                      for level in present]
        new = model.rate([[rated[level]] for level in present], ranks=mean_place)
        for level, team in zip(present, new):
            rated[level] = team[0]
    return [{"level": level, "seats": seats[i], "mu": rated[i].mu, "sigma": rated[i].sigma,
             "rating": rated[i].ordinal()} for i, level in enumerate(levels)]


def timed_game(game_name: str, seats: list[str], options: dict, seed: int) -> dict:
    """``sim.runner.play_game`` that also keeps each decision's thinking time: ``"think"`` lists
    ``[seat, wall seconds, CPU seconds]`` for every decision with a choice (a forced move costs
    nothing and would flatter the figures), so the ladder's own games measure the levels against
    the server's budget; the CPU time is what the decision costs on an idle core, the wall time
    what it took on the machine as loaded then (``"load"``: the load average at the game's end)."""
    import time

    from .. import bot as make_bot
    from .. import load
    from ..core import record as records

    game = load(game_name)
    state = game.new_state(len(seats), seed=seed, options=options)
    bots = [make_bot(spec, seed=seed * 8 + i) for i, spec in enumerate(seats)]
    think = []
    started = time.perf_counter()
    while not state.is_terminal:
        seat = state.current_player
        choice = len(state.legal_actions()) > 1
        before, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(state, seat)
        if choice:
            think.append([seat, round(time.perf_counter() - before, 4), round(time.process_time() - cpu, 4)])
        state.apply(action)
    return records.make(state, seats, seconds=round(time.perf_counter() - started, 6), think=think,
                        load=round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None)


def think_times(records: list[dict], level: str, cpu: bool = False) -> list[float]:
    """Every timed decision of ``level``'s seats in these ladder records (wall or CPU seconds)."""
    return [timed[2 if cpu else 1] for rec in records for timed in rec.get("think", [])
            if rec["players"][timed[0]] == level]


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0-1) by the nearest-rank rule: a time that share of decisions kept."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered), max(1, math.ceil(q * len(ordered) - 1e-9))) - 1]


def specs(levels: list[str], game_name: str) -> dict[str, str]:
    """The bot spec each level stands for in this game (kept in every record: levels.json may change)."""
    return {level: spec_for(level, game_name) for level in levels}


def same_match(record: dict, game_name: str, levels: list[str], players: int, options: dict,
               seed: int, n: int) -> bool:
    """Whether a stored record belongs to this ladder run with the levels' current specs."""
    return (record.get("ladder_specs") == specs(levels, game_name)
            and arena.same_match(record, game_name, levels, players, options, seed, n, seats=seating))


def run(game_name: str, levels: list[str], n: int, players: int, options: dict | None = None,
        seed: int = 0, workers: int | None = None, skip_seeds=frozenset()):
    """Play ``n`` ladder games (see the module's seats); yield records as they finish."""
    named = specs(levels, game_name)
    for rec in arena.run(game_name, levels, n, players, options, seed=seed, workers=workers,
                         skip_seeds=skip_seeds, seats=seating, play=timed_game):
        rec["ladder_specs"] = named
        yield rec


def format_table(game_title: str, game_name: str, levels: list[str], players: int, records: list[dict]) -> str:
    named = specs(levels, game_name)
    loads = [rec["load"] for rec in records if rec.get("load") is not None]
    lines = [f"{game_title}, {players} players: ladder of {len(records)} games, seats rotated"
             + (f" (load average {min(loads):.1f}-{max(loads):.1f})" if loads else ""),
             f"  {'level':<8}{'spec':<32}{'seats':>6}{'mu':>7}{'sigma':>6}{'rating':>7}{'p95 s':>7}{'cpu':>6}"]
    for row in sorted(ratings(levels, records), key=lambda r: -r["rating"]):
        p95 = percentile(think_times(records, row["level"]), 0.95)
        cpu = percentile(think_times(records, row["level"], cpu=True), 0.95)
        lines.append(f"  {row['level']:<8}{named[row['level']][:31]:<32}{row['seats']:>6}{row['mu']:>7.2f}"
                     f"{row['sigma']:>6.2f}{row['rating']:>7.2f}{p95:>7.2f}{cpu:>6.2f}")
    lines.append("  head to head (games the higher level finished ahead, ties split):")
    for row in head_to_head(levels, records):
        low, high = row["ci"]
        verdict = "above 50%" if low > 0.5 else "NOT above 50%"
        lines.append(f"  {row['higher'] + ' > ' + row['lower']:<18}{row['games']:>4} games{row['share']:>8.1%}  "
                     f"95% {low:.1%}-{high:.1%}  lower bound {verdict}")
    lines.append("  rating: openskill Plackett-Luce ordinal (mu - 3 sigma); p95 s / cpu: a decision's thinking time, wall / CPU")
    return "\n".join(lines)
