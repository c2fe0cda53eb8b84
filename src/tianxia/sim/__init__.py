"""Batch simulation: many games between bots, on all local cores, with summary statistics."""

from .runner import play_game, run_batch
from .summary import summarise

__all__ = ["play_game", "run_batch", "summarise", "read_records", "write_parquet"]


def __getattr__(name: str):
    """``read_records`` and ``write_parquet`` load pandas only when asked for (the [stats] extra),
    so ``tianxia simulate`` runs without it."""
    if name in ("read_records", "write_parquet"):
        from . import frame

        return getattr(frame, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
