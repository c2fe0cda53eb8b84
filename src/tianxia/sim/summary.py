"""Summary statistics over game records: win share per seat, scores, game length."""

from __future__ import annotations

import math
import statistics


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (sound at 0% and 100%)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarise(records: list[dict]) -> dict:
    """Per seat: win share (shared wins split evenly) with a 95% interval, mean/min/max score;
    overall: games, mean/min/max length in actions, games without a winner."""
    done = [r for r in records if r.get("result")]
    if not done:
        return {"games": 0, "seats": [], "length": None, "no_winner": 0}
    players = len(done[0]["players"])
    wins = [0.0] * players
    scores: list[list[float]] = [[] for _ in range(players)]
    no_winner = 0
    for rec in done:
        result = rec["result"]
        if not result["winners"]:
            no_winner += 1
        for w in result["winners"]:
            wins[w] += 1 / len(result["winners"])
        for seat, score in enumerate(result["scores"]):
            scores[seat].append(score)
    lengths = [r["result"].get("moves", len(r["history"])) for r in done]
    n = len(done)
    seats = []
    for seat in range(players):
        low, high = wilson(wins[seat], n)
        seats.append({
            "seat": seat,
            "bot": done[0]["players"][seat],
            "win_share": wins[seat] / n,
            "win_ci": (low, high),
            "score_mean": statistics.fmean(scores[seat]),
            "score_min": min(scores[seat]),
            "score_max": max(scores[seat]),
        })
    return {
        "games": n,
        "seats": seats,
        "length": {"mean": statistics.fmean(lengths), "min": min(lengths), "max": max(lengths)},
        "no_winner": no_winner,
    }
