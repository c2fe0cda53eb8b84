"""Bot levels (Easy, Medium, Hard): the names players choose at the table, each standing for
a measured bot spec per game (``levels.json``, data so it can be corrected as the ladder is
measured).  A level bot learns its game at its first decision and plays as that spec."""

from __future__ import annotations

import json
from importlib import resources

from .base import Bot

_DATA = json.loads(resources.files("tianxia.bots").joinpath("levels.json").read_text("utf-8"))
LEVELS: list[str] = list(_DATA["levels"])
NAMES: dict[str, str] = dict(_DATA["names"])


def levels() -> list[str]:
    return list(LEVELS)


def spec_for(level: str, game: str) -> str:
    """The bot spec a level stands for in ``game``."""
    table = _DATA["specs"][level]
    return table.get(game, table["*"])


def specs_of(level: str) -> list[str]:
    """Every spec a level stands for in some game (what a server must allow to offer the level)."""
    return list(dict.fromkeys(_DATA["specs"][level].values()))


class LevelBot(Bot):
    """Plays as its level's spec for whichever game it is asked about."""

    def __init__(self, level: str, seed: int | None = None, make=None, **params):
        super().__init__(seed=seed, **params)
        self.level = level
        self._seed = seed
        self._make = make
        self._bots: dict[str, Bot] = {}

    @property
    def name(self) -> str:
        return self.level

    def bot_for(self, game: str) -> Bot:
        bot = self._bots.get(game)
        if bot is None:
            bot = self._bots[game] = self._make(spec_for(self.level, game), self._seed)
        return bot

    def choose(self, state, seat: int):
        return self.bot_for(state.game.name).choose(state, seat)
