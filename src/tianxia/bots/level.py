"""Bot levels (Easy, Medium, Hard, Expert): the names players choose at the table, each standing for
a measured bot spec per game (``levels.json``, data so it can be corrected as the ladder is
measured).  A level bot learns its game at its first decision and plays as that spec."""

from __future__ import annotations

import json
from importlib import resources

from tianxia.core.errors import refused

from .base import Bot, parse_spec

_DATA = json.loads(resources.files("tianxia.bots").joinpath("levels.json").read_text("utf-8"))
LEVELS: list[str] = list(_DATA["levels"])
NAMES: dict[str, str] = dict(_DATA["names"])


def levels(game: str | None = None) -> list[str]:
    """Every level, or those offered in ``game``: a level without a ``"*"`` spec is offered only
    in the games it names (Expert, in each game once its arena has passed)."""
    return [lv for lv in LEVELS if game is None or offered(lv, game)]


def offered(level: str, game: str) -> bool:
    table = _DATA["specs"][level]
    return "*" in table or game in table


def spec_for(level: str, game: str) -> str:
    """The bot spec a level stands for in ``game``; refused (one line) where it is not offered."""
    table = _DATA["specs"][level]
    if not offered(level, game):
        raise refused("bot-level-not-offered", level=NAMES.get(level, level), game=game,
                      levels=", ".join(levels(game)))
    return table[game] if game in table else table["*"]


def check_for(spec: str, game: str) -> None:
    """Refuse a seat's bot spec that is a level not offered in ``game`` (before the game starts,
    not at the bot's first decision)."""
    name, _ = parse_spec(spec)
    if name in LEVELS:
        spec_for(name, game)


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
