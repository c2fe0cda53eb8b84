"""Game records as a pandas DataFrame (and Parquet), for researchers' own analysis.

``read_records`` reads the JSON Lines that ``tianxia simulate --out`` and ``tianxia arena
--out`` write: one row per finished game, the same games ``tianxia stats`` counts (a seed
repeated for the same game, options and seats is kept once).  Columns:

==================  ==========================================================================
``file``            the record file's base name
``game``, ``seed``  the game and its seed (with ``history``, enough to replay it exactly)
``players``         the player count
``options.NAME``    one column per option any record sets (missing: <NA>)
``bot_S``           who sat in seat S (a bot spec)
``score_S``         seat S's final score
``win_S``           seat S's win share in this game: 1/k for each of k winners, else 0
``winners``         the winning seats, as a list (empty: nobody won)
``length``          actions played
``seconds``         wall time of the game, where the record has it
``arena_seating``   arena records: which of the arena's bots sat in each seat
``history``         with ``history=True``: every action, in notation
==================  ==========================================================================

Seats a game did not have (a 2-player game beside 3-player ones) are <NA>.  pandas comes with
the ``[stats]`` extra; Parquet needs pyarrow (``[parquet]``).
"""

from __future__ import annotations

import importlib.util
import os

from .stats import load


def _pandas():
    try:
        import pandas
    except ImportError:
        raise ImportError("reading records into a DataFrame needs pandas: pip install 'tianxia[stats]'") from None
    return pandas


def _row(rec: dict, seats: int, history: bool) -> dict:
    result = rec["result"]
    winners = list(result["winners"])
    row = {"file": rec["_file"], "game": rec["game"], "seed": rec["seed"], "players": len(rec["players"])}
    for name, value in sorted(rec.get("options", {}).items()):
        row[f"options.{name}"] = value
    for seat in range(seats):
        present = seat < len(rec["players"])
        row[f"bot_{seat}"] = rec["players"][seat] if present else None
        row[f"score_{seat}"] = result["scores"][seat] if present else None
        row[f"win_{seat}"] = (1 / len(winners) if seat in winners else 0.0) if present else None
    row["winners"] = winners
    row["length"] = result.get("moves", len(rec["history"]))
    if "seconds" in rec:
        row["seconds"] = rec["seconds"]
    if "arena_seating" in rec:
        row["arena_seating"] = list(rec["arena_seating"])
    if history:
        row["history"] = list(rec["history"])
    return row


def read_records(paths, history: bool = False):
    """One DataFrame row per finished game in ``paths`` (a file name or a list of them)."""
    pandas = _pandas()
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    recs = load([os.fspath(p) for p in paths])
    seats = max((len(r["players"]) for r in recs), default=0)
    frame = pandas.DataFrame([_row(r, seats, history) for r in recs])
    # Columns in a stable order (fixed ones first, options sorted), whatever the first record had.
    fixed = ["file", "game", "seed", "players"]
    options = sorted(c for c in frame.columns if c.startswith("options."))
    per_seat = [f"{kind}_{s}" for kind in ("bot", "score", "win") for s in range(seats)]
    rest = [c for c in ("winners", "length", "seconds", "arena_seating", "history") if c in frame.columns]
    frame = frame.reindex(columns=fixed + options + per_seat + rest)
    # Nullable integer, boolean and string columns: a seat or option that some games lack
    # stays <NA> instead of turning whole columns into floats or objects.
    return frame.convert_dtypes().astype({f"win_{s}": "Float64" for s in range(seats)})


def write_parquet(frame, path) -> str:
    """Write ``frame`` (as ``read_records`` gives it) to a Parquet file; return the path."""
    if importlib.util.find_spec("pyarrow") is None:
        raise ImportError("writing Parquet needs pyarrow: pip install 'tianxia[parquet]'")
    path = os.fspath(path)
    frame.to_parquet(path, engine="pyarrow", index=False)
    return path
