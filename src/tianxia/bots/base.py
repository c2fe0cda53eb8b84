"""The bot interface."""

from __future__ import annotations

import random

from tianxia.core.errors import refused


class Bot:
    """A player program.  ``choose`` may only use what ``state.view(seat)`` shows
    (legal actions are part of what the deciding seat sees)."""

    name = "bot"

    def __init__(self, seed: int | None = None, **params):
        if params:
            raise refused("bot-no-parameter", bot=self.name, param=repr(sorted(params)[0]))
        self.rng = random.Random(seed)

    def choose(self, state, seat: int):
        raise NotImplementedError

    @property
    def spec(self) -> str:
        return self.name


def parse_spec(spec: str) -> tuple[str, dict]:
    """``"mcts:seconds=1,iterations=5"`` (or ``:`` between parameters) ->
    ``("mcts", {"seconds": "1", "iterations": "5"})``."""
    if not isinstance(spec, str) or not spec.strip():
        raise refused("bot-name-needed")
    name, _, rest = spec.strip().partition(":")
    params = {}
    for part in filter(None, (p.strip() for p in rest.replace(":", ",").split(","))):
        key, eq, value = part.partition("=")
        if not eq:
            raise refused("bot-parameter-form", param=repr(part))
        params[key.strip()] = value.strip()
    return name.strip().casefold(), params


def split_seats(text: str) -> list[str]:
    """``"mcts:seconds=1,iterations=9,random"`` -> ``["mcts:seconds=1,iterations=9", "random"]``:
    a comma-separated part holding ``=`` but no ``:`` continues the previous bot's parameters."""
    seats: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if "=" in part and ":" not in part and seats:
            seats[-1] += "," + part
        elif part:
            seats.append(part)
    return seats
