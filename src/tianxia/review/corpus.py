"""Positions of simulated games for fitting the win model and for checking its calibration.

Games are split by a digest of their file's base name and seed: a third (``part == "fit"``) fits the
model (``tools/fit_review_model.py``), the other two thirds (``"held-out"``) only check it
(``benchmarks/review_calibration.py``), so no game serves both.
"""

from __future__ import annotations

import gzip
import json
import os
import zlib

from .model import Judge, outcome

PARTS = ("fit", "held-out")


def _name(path: str) -> str:
    """A record file's base name, without the ``.gz`` of a compressed copy (the split must not move)."""
    name = os.path.basename(path)
    return name.removesuffix(".gz")


def part(path: str, record: dict) -> str:
    """Which part a game belongs to: a third fit the model, the rest are held out."""
    key = f"{_name(path)}:{record['seed']}".encode()
    return "fit" if zlib.crc32(key) % 3 == 0 else "held-out"


def records(paths, game_name: str, which: str | None = None):
    """(path, record) of every finished game of ``game_name`` in ``paths`` (JSON Lines, or gzipped
    JSON Lines: ``.gz``) in the part ``which`` (None: both); a seed repeated within a file is kept once."""
    for path in paths:
        seen = set()
        opener = gzip.open if str(path).endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as handle:
            for line in handle:
                if not line.strip():
                    continue
                rec = json.loads(line)
                if rec.get("game") != game_name or not rec.get("result") or rec["seed"] in seen:
                    continue
                seen.add(rec["seed"])
                if which is None or part(path, rec) == which:
                    yield path, rec


def positions(paths, game_name: str, which: str | None, every: int = 3):
    """Every ``every``-th position of each game (the offset varies with the seed), judged from the
    mover's view: dicts with ``features`` (per seat), ``outcome`` (win shares), ``players``,
    ``progress``, ``step``, ``file``, ``seed``."""
    judge = Judge(game_name)
    game = judge.game
    for path, rec in records(paths, game_name, which):
        players = len(rec["players"])
        result = outcome(rec["result"]["winners"], players)
        state = game.new_state(players, seed=rec["seed"], options=rec.get("options") or {})
        offset = rec["seed"] % every
        for step, action in enumerate(rec["history"]):
            if step % every == offset and not state.is_terminal:
                yield {"features": judge.features(state, state.current_player), "outcome": result,
                       "players": players, "progress": game.progress(state.view(None)) or 0.0,
                       "step": step, "file": _name(path), "seed": rec["seed"]}
            state.apply(action)


def arrays(samples: list[dict]):
    """``(X, mask, Y)`` for ``model.fit``: seats padded to the most players among the samples."""
    import numpy as np

    seats = max(s["players"] for s in samples)
    width = len(samples[0]["features"][0])
    X = np.zeros((len(samples), seats, width))
    mask = np.zeros((len(samples), seats), dtype=bool)
    Y = np.zeros((len(samples), seats))
    for i, s in enumerate(samples):
        n = s["players"]
        X[i, :n] = s["features"]
        mask[i, :n] = True
        Y[i, :n] = s["outcome"]
    return X, mask, Y
