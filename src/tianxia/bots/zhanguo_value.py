"""A learned ZhanGuo leaf value: the hand-written evaluation's parts weighed again by a linear
model fitted to the final score margins of simulated games.

Why: the heuristic's evaluation is tuned to rank a seat's next step, and a search that compares
positions whole turns apart amplifies its errors (benchmarks/arena-mcts.md).  The features are
the evaluation's own terms (``heuristics.zhanguo.TERMS``), the seat's minus its strongest
opponent's, once as they are and once scaled by the share of the game left (so a term may count
more early than late), plus whose move it is.  The model predicts the seat's final score minus the
opponent's; it reads only public facts, like the evaluation.

The weights live in ``data/zhanguo_value.json``, rebuilt from ``tianxia simulate``/``arena``
records by ``python tools/fit_zhanguo_value.py RECORDS.jsonl ...``.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from .heuristics.zhanguo import TERMS, _Public, terms

#: feature names, in the order ``features`` returns them
FEATURES = tuple(TERMS) + tuple(f"{t}*left" for t in TERMS) + ("to_move",)


def features(state) -> list[list[float]]:
    """Per seat: its terms minus the opponent's (the one the evaluation rates best), those times the
    share of the game left, and +1/-1/0 for its own move, the opponent's, or someone else's."""
    p = _Public.from_state(state)
    n = state.num_players
    left = 0.0 if p.over else max(0.0, (6 - p.round) / 5.0)
    per_seat = [terms(p, s) for s in range(n)]
    totals = [sum(t) for t in per_seat]
    mover = state.current_player
    out = []
    for s in range(n):
        rival = max((o for o in range(n) if o != s), key=lambda o: totals[o])
        diff = [a - b for a, b in zip(per_seat[s], per_seat[rival])]
        to_move = 1.0 if mover == s else -1.0 if mover == rival else 0.0
        out.append(diff + [d * left for d in diff] + [to_move])
    return out


@lru_cache(maxsize=1)
def weights() -> tuple[float, ...]:
    """The fitted weights, checked against ``FEATURES`` (a file made for other features is refused)."""
    data = json.loads(resources.files("tianxia.bots").joinpath("data/zhanguo_value.json").read_text("utf-8"))
    if tuple(data["features"]) != FEATURES:
        raise ValueError("data/zhanguo_value.json was fitted for other features; rebuild it with "
                         "tools/fit_zhanguo_value.py")
    return tuple(float(w) for w in data["weights"])


def margins(state) -> list[float]:
    """Per seat, the predicted final score margin over its strongest opponent; at the end, the
    true margin."""
    if state.is_terminal:
        scores = state.scores()
        return [s - max(scores[:i] + scores[i + 1:]) for i, s in enumerate(scores)]
    w = weights()
    return [sum(a * b for a, b in zip(w, f)) for f in features(state)]
