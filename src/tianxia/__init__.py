"""Tianxia: four Chinese-themed strategy board games, exact to their rules, for play and research.

    >>> import tianxia
    >>> game = tianxia.load("dragon")
    >>> state = game.new_state(players=3, seed=7)
    >>> while not state.is_terminal:
    ...     state.apply(state.legal_actions()[0])  # doctest: +SKIP
"""

from __future__ import annotations

from .core import Action, Game, IllegalAction, State
from .games import load as _load
from .games import names as _names

__version__ = "0.1.0"
__all__ = ["Action", "Game", "IllegalAction", "State", "bot", "games", "load"]


def games() -> list[str]:
    """The names of the games, sorted."""
    return _names()


def load(name: str) -> Game:
    """The game called ``name``; an unknown name raises ValueError listing the known ones."""
    return _load(name)


def bot(spec: str, seed: int | None = None):
    """A bot from its spec, e.g. ``"random"``, ``"heuristic"``, ``"mcts:seconds=1"``."""
    from .bots import make

    return make(spec, seed=seed)
