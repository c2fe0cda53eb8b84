"""Bots: given a state and their seat, they return an action, using only what that seat sees."""

from __future__ import annotations

from .base import Bot, parse_spec
from .heuristics import HeuristicBot
from .mcts import MctsBot
from .random_bot import RandomBot

_KINDS = {"heuristic": HeuristicBot, "mcts": MctsBot, "random": RandomBot}


def kinds() -> list[str]:
    return sorted(_KINDS)


def make(spec: str, seed: int | None = None) -> Bot:
    """``"random"`` or ``"name:key=value,..."`` -> a Bot; unknown name or parameter: ValueError."""
    name, params = parse_spec(spec)
    if name not in _KINDS:
        raise ValueError(f"unknown bot {name!r}; known bots: {', '.join(kinds())}")
    return _KINDS[name](seed=seed, **params)
