"""Duplicate deals: each deal (one seed: the same shuffles and draws) played once per seat
permutation, so the luck of the deal cancels out and fewer games tell two bots apart.

A deal's seatings are the distinct orders of the arena's usual seat list (the bots repeated in
turn to fill the seats: two bots at three seats are A B A), so every bot sits in every seat of
every deal.  Each bot's share of a deal is its wins (a shared win split) over the seats it had
in that deal; the 95% interval is Student's t over deals, the unit that is independent (games of
one deal are not).  Beside it stands the interval a seat-rotated arena would print for the same
number of games at the same share (Wilson, over games), and how much narrower the deals' is.
"""

from __future__ import annotations

import itertools
import math
import statistics

from ..sim.summary import wilson
from . import arena


def seatings(bots: list[str], players: int) -> list[list[int]]:
    """Every distinct seat order of a deal, in a fixed order: the permutations of the arena's seat
    list for game 0 (``arena.seating``), duplicates (a bot twice at the table) removed.  A spec
    named twice in ``bots`` is one bot (its first place stands for it), so ``expert,hard,hard``
    seats one Expert among two Hards in 3 orders, not 6 of which 3 repeat."""
    first = {spec: bots.index(spec) for spec in bots}
    base = [first[bots[b]] for b in arena.seating(bots, players, 0)]
    return [list(p) for p in sorted(set(itertools.permutations(base)))]


def schedule(bots: list[str], players: int, deals: int, seed: int) -> list[tuple[list[int], int, int, int]]:
    """(seat order, game seed, deal, seating number) of every game: deal ``d`` has seed ``seed + d``."""
    orders = seatings(bots, players)
    return [(order, seed + d, d, j) for d in range(deals) for j, order in enumerate(orders)]


def run(game_name: str, bots: list[str], deals: int, players: int, options: dict | None = None,
        seed: int = 0, workers: int | None = None, skip=frozenset(), play=None):
    """Play every game of ``deals`` duplicate deals except the (deal, seating) pairs in ``skip``;
    yield records as they finish, each marked with its ``duplicate`` deal and seating."""
    games = [g for g in schedule(bots, players, deals, seed) if (g[2], g[3]) not in skip]
    yield from arena.play_all(game_name, bots, [(order, game_seed, {"deal": d, "seating": j})
                                                 for order, game_seed, d, j in games],
                              options, workers, play)


def same_match(record: dict, game_name: str, bots: list[str], players: int, options: dict,
               seed: int, deals: int) -> bool:
    """Whether a stored record is one of this duplicate run's games (so a rerun resumes it)."""
    mark = record.get("duplicate")
    if not mark or record.get("game") != game_name or record.get("options") != options:
        return False
    orders = seatings(bots, players)
    d, j = mark.get("deal"), mark.get("seating")
    if not (isinstance(d, int) and isinstance(j, int) and 0 <= d < deals and 0 <= j < len(orders)):
        return False
    order = orders[j]
    return (record["seed"] == seed + d and record.get("arena_seating") == order
            and record.get("players") == [bots[b] for b in order])


def _t95(n: int) -> float:
    """Student's t quantile for a 95% interval with ``n - 1`` degrees of freedom."""
    try:
        from scipy import stats
        return float(stats.t.ppf(0.975, n - 1))
    except ImportError:  # the normal quantile: slightly narrow for few deals
        return 1.959964


def table(bots: list[str], records: list[dict]) -> list[dict]:
    """Per distinct bot: deals, games, seats, win share, its 95% interval over deals, the
    interval a seat rotation of as many games would give, and the ratio of their widths."""
    names = list(dict.fromkeys(bots))
    per_deal: dict[int, dict[str, list[float]]] = {}
    wins = {n: 0.0 for n in names}
    seats = {n: 0 for n in names}
    scores = {n: 0.0 for n in names}
    games = {n: 0 for n in names}
    for rec in records:
        deal = rec["duplicate"]["deal"]
        order = rec["arena_seating"]
        winners = rec["result"]["winners"]
        got = per_deal.setdefault(deal, {n: [0.0, 0] for n in names})
        for n in {bots[b] for b in order}:
            games[n] += 1
        for seat, b in enumerate(order):
            name = bots[b]
            won = 1 / len(winners) if seat in winners else 0.0
            got[name][0] += won
            got[name][1] += 1
            wins[name] += won
            seats[name] += 1
            scores[name] += rec["result"]["scores"][seat]
    rows = []
    for name in names:
        shares = [d[name][0] / d[name][1] for d in per_deal.values() if d[name][1]]
        k = len(shares)
        share = wins[name] / seats[name] if seats[name] else 0.0
        if k > 1:
            half = _t95(k) * statistics.stdev(shares) / math.sqrt(k)
            mean = statistics.fmean(shares)
            ci = (max(0.0, mean - half), min(1.0, mean + half))
        else:
            ci = (0.0, 1.0)
        rotation = wilson(wins[name], seats[name]) if seats[name] else (0.0, 1.0)
        width, rot_width = ci[1] - ci[0], rotation[1] - rotation[0]
        rows.append({"bot": name, "deals": k, "games": games[name], "seats": seats[name],
                     "win_share": share, "win_ci": ci, "rotation_ci": rotation,
                     "narrower": 1 - width / rot_width if rot_width else 0.0,
                     "score_mean": scores[name] / seats[name] if seats[name] else 0.0})
    return rows


def format_table(game_title: str, rows: list[dict], deals: int, games: int, players: int) -> str:
    fair = 1 / players
    lines = [f"{game_title}: {deals} duplicate deals, {games} games (each deal once per seat permutation)",
             (f"  {'bot':<28}{'seats':>6}{'win share':>11}  {'95% over deals':<16}{'x fair':>7}"
              f"  {'rotation, same games':<22}{'narrower':>9}{'mean score':>11}")]
    for row in sorted(rows, key=lambda r: -r["win_share"]):
        low, high = row["win_ci"]
        rlow, rhigh = row["rotation_ci"]
        lines.append(f"  {row['bot'][:27]:<28}{row['seats']:>6}{row['win_share']:>10.1%}  "
                     f"{f'{low:.1%}-{high:.1%}':<16}{row['win_share'] / fair:>6.2f}x"
                     f"  {f'{rlow:.1%}-{rhigh:.1%}':<22}{row['narrower']:>8.0%} {row['score_mean']:>10.1f}")
    lines.append(f"  fair share {fair:.1%}; 95% over deals: Student's t of the per-deal shares; rotation: the "
                 "Wilson interval a seat-rotated arena gives for as many games")
    return "\n".join(lines)
