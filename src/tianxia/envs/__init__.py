"""Reinforcement-learning adapters: PettingZoo (AEC) and OpenSpiel.

Both need the ``[rl]`` extra (``pip install 'tianxia[rl]'``); importing this package does
not, only calling the adapters does.  See ``docs/researcher.md`` and ``encoding.py``.
"""

from __future__ import annotations

# Import the submodule first, so the function defined below (not the module of the same
# name, which an import would bind as this package's attribute) is ``tianxia.envs.pettingzoo_env``.
try:
    from . import pettingzoo_env as _pettingzoo_module
except ImportError as _err:  # the [rl] extra is missing: say so when the environment is asked for
    _pettingzoo_module = None
    _missing = _err.name


def pettingzoo_env(game: str, players: int = 3, options: dict | None = None, render_mode: str | None = None):
    """A PettingZoo AEC environment for ``game`` with a ``Discrete(K)`` action space and
    ``observation["action_mask"]``; players and options as in ``tianxia.load(game).new_state``."""
    if _pettingzoo_module is None:
        raise ImportError(f"the PettingZoo environment needs the [rl] extra ({_missing} is missing): "
                          "pip install 'tianxia[rl]'")
    return _pettingzoo_module.make_env(game, players, options or {}, render_mode)


__all__ = ["pettingzoo_env"]
