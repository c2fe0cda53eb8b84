"""Reinforcement-learning adapters: PettingZoo (AEC) and OpenSpiel.

Both need the ``[rl]`` extra (``pip install 'tianxia[rl]'``); importing this package does
not, only calling the adapters does.  See ``docs/researcher.md`` and ``encoding.py``.
"""

from __future__ import annotations


def pettingzoo_env(game: str, players: int = 3, options: dict | None = None, render_mode: str | None = None):
    """A PettingZoo AEC environment for ``game`` with a ``Discrete(K)`` action space and
    ``observation["action_mask"]``; players and options as in ``tianxia.load(game).new_state``."""
    try:
        from .pettingzoo_env import make_env
    except ImportError as err:
        raise ImportError(f"the PettingZoo environment needs the [rl] extra ({err.name} is missing): "
                          "pip install 'tianxia[rl]'") from None
    return make_env(game, players, options or {}, render_mode)


__all__ = ["pettingzoo_env"]
