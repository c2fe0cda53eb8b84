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
    }

    def _check_options(self, opts: dict, players: int) -> None:
        if opts["bandits"] and opts["eighteen_kingdoms"]:
            raise self.refusal("setup-bandits-side")
        if players == 5 and not opts["dragon"]:
            raise self.refusal("setup-five-players")
        if opts["short_game"] and players != 2:
            raise self.refusal("setup-short-game", players=players)


GAME = HuangGame()
