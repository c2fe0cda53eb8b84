"""Huang (Reiner Knizia): kingdoms of tiles and leaders on a hex map of China.

Base game for 2-4 players, plus the Bandits, Eighteen Kingdoms (side B with granaries),
Imperial Palace and Dragon Dynasty (fifth player) modules and the shorter two-player
game.  Rules: ``shared/rules/huang.md``; docs: ``docs/huang.md``.
"""

from __future__ import annotations

from tianxia.core import Game

from .state import HuangState


class HuangGame(Game):
    name = "huang"
    title = "Huang"
    min_players = 2
    max_players = 5
    package = "tianxia.games.huang"
    state_class = HuangState
    options = {
        "bandits": {"type": "bool", "default": False,
                    "help": "Bandits module (H-18): five bandit tiles on side A"},
        "eighteen_kingdoms": {"type": "bool", "default": False,
                              "help": "Eighteen Kingdoms module (H-19): board side B with 19 capitals and granaries"},
        "palace": {"type": "bool", "default": False,
                   "help": "Imperial Palace module (H-20): a palace on four yellow tiles, hand of 7"},
        "dragon": {"type": "bool", "default": False,
                   "help": "Dragon Dynasty module (H-21): a fifth dynasty, needed for 5 players"},
        "short_game": {"type": "bool", "default": False,
                       "help": "shorter two-player game (H-22): 24 tiles removed unseen at setup"},
        "turn_cap": {"type": "int", "min": 0, "max": 100000, "default": 0,
                     "help": "safety net for bots (R-31, not a rule): end after this many turns; 0 = off"},
        "pagoda_income": {"choices": ["per_pagoda", "per_leader"], "default": "per_pagoda", "house": "R-2, H-16.1",
                          "help": "pagoda income: 1 VP for every pagoda of a leader's colour in its kingdom"},
        "palace_draw": {"choices": ["compulsory", "optional"], "default": "compulsory", "house": "R-21, H-20.3",
                        "help": "the palace's owner always draws to 7 at the refill"},
        "governor_bonus": {"choices": ["automatic", "optional"], "default": "automatic", "house": "R-9, H-14.4",
                           "help": "the off-board Governor's +1 in a revolt is always added"},
    }

    def _check_options(self, opts: dict, players: int) -> None:
        if opts["bandits"] and opts["eighteen_kingdoms"]:
            raise self.refusal("setup-bandits-side")
        if players == 5 and not opts["dragon"]:
            raise self.refusal("setup-five-players")
        if opts["short_game"] and players != 2:
            raise self.refusal("setup-short-game", players=players)


GAME = HuangGame()
