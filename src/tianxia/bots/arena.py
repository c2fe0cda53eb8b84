"""Seat-rotated matches between bots, with win shares, confidence intervals and ratings.

Game ``i`` seats the bots rotated by ``i`` places, so every bot plays every seat
equally often (seat advantage cancels out).  Ratings use openskill's
Plackett-Luce model on the finishing order of each game (score order, winners
first); win shares come with 95% Wilson intervals.
"""

from __future__ import annotations

import multiprocessing as mp
import os

from ..sim.runner import play_game
from ..sim.summary import wilson


def seating(bots: list[str], players: int, index: int) -> list[int]:
    """Which bot (by position in ``bots``) sits in each seat in game ``index``."""
    k = len(bots)
    return [(index + seat) % k for seat in range(players)]


def _play(args):
    game_name, bots, order, options, seed, play, *mark = args
    record = play(game_name, [bots[b] for b in order], options, seed)
    record["arena_seating"] = order
    if mark and mark[0]:
        record["duplicate"] = mark[0]
    return record


def finishing_order(record: dict) -> list[int]:
    """Seat ranks (0 = best): winners first, then by score."""
    result = record["result"]
    winners = set(result["winners"])
    keyed = sorted(range(len(result["scores"])),
                   key=lambda s: (s not in winners, -result["scores"][s]))
    ranks = [0] * len(keyed)
    for place, seat in enumerate(keyed):
        ranks[seat] = place
    return ranks


def run(game_name: str, bots: list[str], n: int, players: int | None = None, options: dict | None = None,
        seed: int = 0, workers: int | None = None, skip_seeds=frozenset(), seats=seating, play=play_game):
    """Play ``n`` games (game ``i`` has seed ``seed + i`` and the seats ``seats(bots, players, i)``;
    ``play`` plays one, as ``sim.runner.play_game``) except those in ``skip_seeds``; yield records
    as they finish."""
    players = players or len(bots)
    games = [(seats(bots, players, i), seed + i, None) for i in range(n) if seed + i not in skip_seeds]
    yield from play_all(game_name, bots, games, options, workers, play)


def play_all(game_name: str, bots: list[str], games: list, options: dict | None = None,
             workers: int | None = None, play=None):
    """Play ``games`` ((seat order, seed, mark) each) on ``workers`` processes; yield the records as
    they finish (a mark, where given, is kept in the record as ``duplicate``)."""
    play = play or play_game
    tasks = [(game_name, bots, order, dict(options or {}), game_seed, play, mark)
             for order, game_seed, mark in games]
    workers = workers or os.cpu_count() or 1
    if workers <= 1:
        yield from map(_play, tasks)
        return
    if not tasks:
        return
    ctx = mp.get_context("fork" if hasattr(os, "fork") else "spawn")
    with ctx.Pool(workers) as pool:
        yield from pool.imap_unordered(_play, tasks, chunksize=1)


def same_match(record: dict, game_name: str, bots: list[str], players: int, options: dict,
               seed: int, n: int, seats=seating) -> bool:
    """Whether a stored record belongs to this arena run (so a rerun can resume it)."""
    index = record["seed"] - seed
    if not (record.get("game") == game_name and record.get("options") == options and 0 <= index < n):
        return False
    order = seats(bots, players, index)
    return record.get("arena_seating") == order and record.get("players") == [bots[b] for b in order]


def table(bots: list[str], records: list[dict]) -> list[dict]:
    """Per bot: games, win share (shared wins split) with 95% interval, mean score, rating.

    ``bots`` is the arena's list in its own order (``arena_seating`` indexes it); a record whose
    seats name other bots is refused, so runs combined by hand cannot be credited to the wrong bot."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {i: model.rating(name=str(i)) for i in range(len(bots))}
    wins = [0.0] * len(bots)
    seats_played = [0] * len(bots)
    score_sum = [0.0] * len(bots)
    for rec in sorted(records, key=lambda r: r["seed"]):
        order = rec["arena_seating"]
        if "players" in rec and [bots[b] if b < len(bots) else None for b in order] != rec["players"]:
            raise ValueError(f"record of seed {rec['seed']} seats {rec['players']}, but the bot list "
                             f"{bots} with its seating {order} gives something else")
        winners = rec["result"]["winners"]
        for seat, b in enumerate(order):
            seats_played[b] += 1
            score_sum[b] += rec["result"]["scores"][seat]
            if seat in winners:
                wins[b] += 1 / len(winners)
        distinct = list(dict.fromkeys(order))
        if len(distinct) == len(order):  # each bot once: rate the game
            ranks = finishing_order(rec)
            teams = [[ratings[b]] for b in order]
            new = model.rate(teams, ranks=ranks)
            for b, team in zip(order, new):
                ratings[b] = team[0]
    rows = []
    for i, name in enumerate(bots):
        games = seats_played[i]
        low, high = wilson(wins[i], games) if games else (0.0, 1.0)
        r = ratings[i]
        rows.append({"bot": name, "games": games, "win_share": wins[i] / games if games else 0.0,
                     "win_ci": (low, high), "score_mean": score_sum[i] / games if games else 0.0,
                     "mu": r.mu, "sigma": r.sigma, "rating": r.ordinal()})
    return rows


def format_table(game_title: str, rows: list[dict], n: int) -> str:
    lines = [f"{game_title}: arena of {n} games, seats rotated",
             f"  {'bot':<28}{'games':>6}{'win share':>11}  {'95% interval':<16}{'mean score':>11}{'rating':>9}"]
    for row in sorted(rows, key=lambda r: -r["rating"]):
        low, high = row["win_ci"]
        lines.append(f"  {row['bot'][:27]:<28}{row['games']:>6}{row['win_share']:>10.1%}  "
                     f"{f'{low:.1%}-{high:.1%}':<16}{row['score_mean']:>11.1f}"
                     f"{row['rating']:>9.2f}")
    lines.append("  rating: openskill Plackett-Luce ordinal (mu - 3 sigma)")
    return "\n".join(lines)
