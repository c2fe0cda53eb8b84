"""Bots: given a state and their seat, they return an action, using only what that seat sees."""

from __future__ import annotations

from tianxia.core.errors import refused

from .base import Bot, parse_spec
from .heuristics import HeuristicBot
from .level import LEVELS, LevelBot, check_for, levels, spec_for
from .mcts import MctsBot
from .random_bot import RandomBot

_KINDS = {"heuristic": HeuristicBot, "mcts": MctsBot, "random": RandomBot}


def kinds() -> list[str]:
    return sorted(_KINDS)


def describe(spec: str) -> str:
    """A seat's bot in words for players: its level ("Hard") or, for a spec, the spec itself."""
    from .level import NAMES

    return NAMES.get(spec.strip().casefold(), spec)


def make(spec: str, seed: int | None = None) -> Bot:
    """``"random"`` or ``"name:key=value,..."`` -> a Bot; unknown name or parameter: ValueError."""
    name, params = parse_spec(spec)
    if name in LEVELS:
        return LevelBot(name, seed=seed, make=make, **params)
    if name not in _KINDS:
        raise refused("bot-unknown", bot=repr(name), known=", ".join(kinds()), levels=", ".join(LEVELS))
    return _KINDS[name](seed=seed, **params)
