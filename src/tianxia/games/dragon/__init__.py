"""In the Year of the Dragon (Stefan Feld, alea 2007) with The Great Wall and Great Events.

The rules are ``shared/rules/dragon.md`` (rule numbers D-n.m are cited in the code and
tests); the tables live in ``data/*.json``; the notation is documented in
``actions.py`` and ``docs/dragon.md``.
"""

from __future__ import annotations

from tianxia.core import Game, Refused

from .data import TABLES
from .state import DragonState


class DragonGame(Game):
    name = "dragon"
    title = "In the Year of the Dragon"
    min_players = 2
    max_players = 5
    package = "tianxia.games.dragon"
    state_class = DragonState
    options = {
        "great_wall": {"type": "bool", "default": False,
                       "help": "The Great Wall expansion: Build Wall action card and 6 wall tiles each (D-15)"},
        "great_events": {"choices": ["off", "random", *TABLES.great_events], "default": "off",
                         "help": "Great Events expansion: off, a random great event, or the named one (D-16)"},
        "great_event_hidden": {"type": "bool", "default": False,
                               "help": "keep the random great event face down until round 7 (D-18.6)"},
        "large_privilege_cost": {"choices": list(TABLES.rules["large_privilege"]["cost_choices"]), "default": 7,
                                 "help": "price of a large privilege: 7 (current edition) or 6 (first edition, R-1)"},
        "start_player": {"choices": ["random", 0, 1, 2, 3, 4], "default": "random",
                         "help": "seat of the start player (the oldest player, D-4.6), or random"},
        # house rules: doubtful readings of the rulebook, today's ruling the default (docs/dragon.md)
        "great_event_timing": {"choices": ["before_decay", "after_decay"], "default": "before_decay",
                               "house": "D-16.2, R-19",
                               "help": "the great event of round 7 is resolved after the round's event and "
                                       "before decay"},
        "final_wall_check": {"choices": ["after_scoring", "before_scoring"], "default": "after_scoring",
                             "house": "D-15.5, R-20",
                             "help": "the final wall check comes after round 12's scoring, before final scoring, "
                                     "so its releases cause no decay"},
        "tornado_discards": {"choices": ["face_up", "face_down"], "default": "face_up", "house": "D-16.10, R-26",
                             "help": "the cards discarded to the Tornado are shown to everybody"},
        "privilege_without_yuan": {"type": "bool", "default": False, "house": "D-8.9, R-2",
                                   "help": "the Privilege action needs 2 yuan after the group fee and always buys a "
                                           "privilege"},
    }

    def _check_options(self, opts: dict, players: int) -> None:
        if opts["great_event_hidden"] and opts["great_events"] != "random":
            raise self.refusal("setup-hidden-needs-random")
        if opts["start_player"] != "random" and opts["start_player"] >= players:
            raise self.refusal("setup-start-player", choice=opts["start_player"], players=players)


#: options that do not go together raise the core's Refused (a ValueError with its reason as data)
OptionsError = Refused


GAME = DragonGame()

__all__ = ["GAME", "DragonGame", "DragonState", "OptionsError"]
