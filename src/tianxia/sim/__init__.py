"""Batch simulation: many games between bots, on all local cores, with summary statistics."""

from .runner import play_game, run_batch
from .summary import summarise

__all__ = ["play_game", "run_batch", "summarise"]
