"""Each seat's chance of winning a position, judged from one seat's view: the review's evaluator.

The model is a conditional logit (a softmax over the seats) on features of the game's own
heuristic evaluation (``tianxia.bots.heuristics``: every seat's expected final score, as the
judging seat sees it) and of how far the game is played (``Game.progress``):

    chance(s) = exp(u_s) / sum_j exp(u_j),   u_s = w . x_s

    x_s = (rel, lead, rel*p, lead*p, rel*p^2, lead*p^2, moves, moves*p)

where ``rel`` is the seat's evaluation minus the seats' mean, ``lead`` its evaluation minus the
best other seat's, ``p`` the share of the game played and ``moves`` 1 for the seat to decide.
One weight vector per game serves every player count (the softmax takes any number of seats).
The weights were fitted by maximum likelihood on simulated games (``tools/fit_review_model.py``)
and ship as ``tianxia/bots/data/review_<game>.json``.  At the end of a game the chances are the
result itself: each winner ``1/k``, nobody winning shares equally.

Everything is read from ``state.view(seat)`` through the evaluation, so the chances never use what
the judging seat could not see.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources

#: feature names, in the order ``features`` gives them
FEATURES = ("rel", "lead", "rel*p", "lead*p", "rel*p2", "lead*p2", "moves", "moves*p")

FORMAT = "tianxia-review-model/1"


def data_name(game_name: str) -> str:
    return f"data/review_{game_name}.json"


def outcome(winners: list[int], players: int) -> list[float]:
    """The result as win shares: each of ``k`` winners ``1/k``; nobody winning: equal shares."""
    if not winners:
        return [1.0 / players] * players
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]


def features_from(values: list[float], progress: float, mover: int | None) -> list[list[float]]:
    """Per seat, the features of ``FEATURES`` from every seat's evaluation (``values``)."""
    n = len(values)
    mean = sum(values) / n
    p = progress
    out = []
    for s, v in enumerate(values):
        rel = v - mean
        lead = v - max(values[:s] + values[s + 1:]) if n > 1 else 0.0
        moves = 1.0 if mover == s else 0.0
        out.append([rel, lead, rel * p, lead * p, rel * p * p, lead * p * p, moves, moves * p])
    return out


class Judge:
    """Reads positions of one game for the model: the evaluation of every seat from a seat's view,
    and the progress, as features."""

    def __init__(self, game_name: str):
        from tianxia import load
        from tianxia.bots.heuristics import appraiser

        self.game = load(game_name)
        self.appraise = appraiser(game_name)

    def features(self, state, seat: int) -> list[list[float]]:
        """The features of every seat at ``state`` as ``seat`` sees it (only its view is read)."""
        values = [float(v) for v in self.appraise(state, seat)]
        progress = self.game.progress(state.view(None)) or 0.0
        return features_from(values, progress, state.current_player)


class WinModel:
    """A fitted weight vector for one game: ``chances(state, seat)`` gives every seat's chance."""

    def __init__(self, game_name: str, weights, meta: dict | None = None):
        if len(weights) != len(FEATURES):
            raise ValueError(f"a review model has {len(FEATURES)} weights, not {len(weights)}")
        self.game_name = game_name
        self.weights = tuple(float(w) for w in weights)
        self.meta = dict(meta or {})
        self.judge = Judge(game_name)

    @classmethod
    def from_json(cls, data: dict) -> WinModel:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"a review model must be a {FORMAT} document")
        if tuple(data.get("features", ())) != FEATURES:
            raise ValueError("the review model was fitted for other features; rebuild it with "
                             "tools/fit_review_model.py")
        meta = {k: v for k, v in data.items() if k not in ("format", "game", "features", "weights")}
        return cls(data["game"], data["weights"], meta)

    def to_json(self) -> dict:
        return {"format": FORMAT, "game": self.game_name, "features": list(FEATURES),
                "weights": [round(w, 6) for w in self.weights], **self.meta}

    def softmax(self, feats: list[list[float]]) -> list[float]:
        w = self.weights
        u = [sum(a * b for a, b in zip(w, x)) for x in feats]
        top = max(u)
        e = [math.exp(x - top) for x in u]
        total = sum(e)
        return [x / total for x in e]

    def chances(self, state, seat: int) -> list[float]:
        """Every seat's chance of winning ``state`` as ``seat`` sees it (the result at the end)."""
        if state.is_terminal:
            return outcome(state.winners(), state.num_players)
        return self.softmax(self.judge.features(state, seat))


@lru_cache(maxsize=8)
def load_model(game_name: str) -> WinModel:
    """The shipped model of ``game_name`` (``tianxia/bots/data/review_<game>.json``)."""
    path = resources.files("tianxia.bots").joinpath(data_name(game_name))
    if not path.is_file():
        raise ValueError(f"no review model for {game_name!r} yet (rebuild with tools/fit_review_model.py)")
    model = WinModel.from_json(json.loads(path.read_text("utf-8")))
    if model.game_name != game_name:
        raise ValueError(f"{data_name(game_name)} holds a model of {model.game_name!r}")
    return model


# -- fitting (numpy) -------------------------------------------------------------------------------

def fit(X, mask, Y, ridge: float = 1e-3, iterations: int = 50):
    """Maximum-likelihood weights of the conditional logit by Newton's method.

    ``X``: [positions, seats, features]; ``mask``: [positions, seats], True for a seat of the
    game (fewer players are padded); ``Y``: [positions, seats], each row the win shares (sum 1).
    ``ridge`` is an L2 penalty per position (keeps the Hessian invertible)."""
    import numpy as np

    X = np.asarray(X, dtype=float)
    mask = np.asarray(mask, dtype=bool)
    Y = np.where(mask, np.asarray(Y, dtype=float), 0.0)
    n, _, f = X.shape
    w = np.zeros(f)
    penalty = ridge * n
    for _ in range(iterations):
        P = probabilities(X, mask, w)
        grad = np.einsum("ns,nsf->f", Y - P, X) - penalty * w
        mean = np.einsum("ns,nsf->nf", P, X)
        H = np.einsum("ns,nsf,nsg->fg", P, X, X) - np.einsum("nf,ng->fg", mean, mean) + penalty * np.eye(f)
        step = np.linalg.solve(H, grad)
        w = w + step
        if np.abs(step).max() < 1e-9:
            break
    return w


def probabilities(X, mask, w):
    """The softmax chances of every position (padded seats 0)."""
    import numpy as np

    u = np.where(mask, np.asarray(X) @ w, -np.inf)
    u = u - u.max(axis=1, keepdims=True)
    e = np.where(mask, np.exp(u), 0.0)
    return e / e.sum(axis=1, keepdims=True)


def log_loss(P, Y, mask) -> float:
    import numpy as np

    return float(-(np.where(mask, Y * np.log(np.clip(P, 1e-12, 1)), 0.0)).sum(axis=1).mean())
