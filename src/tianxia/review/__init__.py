"""Reviewing a finished game: every seat's winning chances move by move, mistakes marked.

``review(record)`` judges every decision of a game record from its mover's view (``engine.py``),
with each game's win model (``model.py``, fitted on simulated games by ``tools/fit_review_model.py``);
``frame(reviews)`` puts reviews in a pandas DataFrame, one row a decision (``frame.py``).
The command is ``tianxia review RECORD.json --out REVIEW.json`` (docs/bots.md, "Reviewing a game").
"""

from .engine import FORMAT, MARKS, Reviewer, mark_for, review, thresholds
from .frame import read_reviews, to_frame, write_parquet
from .model import WinModel, load_model

__all__ = ["FORMAT", "MARKS", "Reviewer", "WinModel", "load_model", "mark_for", "read_reviews", "review", "thresholds",
           "to_frame", "write_parquet"]
