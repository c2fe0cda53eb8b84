"""The registry of games.  Each game is a package here exposing ``GAME``; imported on first use."""

from __future__ import annotations

import importlib

#: name -> module; a game is listed here once it is complete
REGISTRY = {
    "zhanguo": "tianxia.games.zhanguo",
    "dragon": "tianxia.games.dragon",
    "emperor": "tianxia.games.emperor",
    "huang": "tianxia.games.huang",
}


def names() -> list[str]:
    return sorted(REGISTRY)


def load(name: str):
    if not isinstance(name, str) or name not in REGISTRY:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(names())}")
    return importlib.import_module(REGISTRY[name]).GAME
