"""Reviews as a pandas DataFrame, one row a decision (and Parquet), for researchers.

==========================  =================================================================
``game``, ``seed``          the game and the record's seed
``players``                 the player count
``step``                    the decision's index in the record's history (0: the first action)
``seat``, ``player``        the mover's seat and who sat there (the record's name or bot spec)
``action``, ``best``        what was played and what the review preferred (notation)
``best_win``, ``loss``      the mover's chance after the best option; it minus after the played one
``mark``                    ``inaccuracy``, ``mistake``, ``blunder`` or <NA>
``win_before_S``            seat S's chance before the decision (S = 0 .. most players - 1)
``win_after_S``             seat S's chance after the action played
``progress``                share of the decisions of the game before this one
==========================  =================================================================

A seat a game did not have is <NA>.  pandas comes with the ``[stats]`` extra; Parquet needs
pyarrow (``[parquet]``).
"""

from __future__ import annotations

import json
import os


def read_reviews(paths) -> list[dict]:
    """Every review in review files (``tianxia review --out``: a JSON review or JSON Lines of them)."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    out = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        try:
            out.append(json.loads(text))
        except json.JSONDecodeError:
            out.extend(json.loads(line) for line in text.splitlines() if line.strip())
    return out


def to_frame(reviews):
    """One DataFrame row per decision of ``reviews`` (dicts as ``review`` gives them, or file names)."""
    from tianxia.sim.frame import _pandas

    pandas = _pandas()
    if isinstance(reviews, (str, os.PathLike)) or (reviews and isinstance(reviews[0], (str, os.PathLike))):
        reviews = read_reviews(reviews)
    if isinstance(reviews, dict):
        reviews = [reviews]
    seats = max((len(r["players"]) for r in reviews), default=0)
    rows = []
    for r in reviews:
        n = len(r["players"])
        total = max(1, len(r["decisions"]))
        for d in r["decisions"]:
            row = {"game": r["game"], "seed": r["seed"], "players": n, "step": d["step"], "seat": d["seat"],
                   "player": r["players"][d["seat"]], "action": d["action"], "best": d["best"],
                   "best_win": d["best_win"], "loss": d["loss"], "mark": d["mark"]}
            for kind in ("before", "after"):
                for s in range(seats):
                    row[f"win_{kind}_{s}"] = d[f"win_{kind}"][s] if s < n else None
            row["progress"] = d["step"] / total
            rows.append(row)
    columns = (["game", "seed", "players", "step", "seat", "player", "action", "best", "best_win", "loss", "mark"]
               + [f"win_{k}_{s}" for k in ("before", "after") for s in range(seats)] + ["progress"])
    frame = pandas.DataFrame(rows, columns=columns).convert_dtypes()
    return frame.astype({c: "Float64" for c in columns if c.startswith("win_") or c in ("best_win", "loss")})


def write_parquet(frame, path) -> str:
    """Write a reviews frame to Parquet (pyarrow, the ``[parquet]`` extra); return the path."""
    from tianxia.sim.frame import write_parquet as write

    return write(frame, path)
