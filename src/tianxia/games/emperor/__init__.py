"""The Emperor of China (Michael Schacht's China, REBEL.pl edition) with the fortification variant.

The rules are ``shared/rules/emperor.md`` (rule numbers E-n.m and rulings R-n are cited
in the code and tests); the board, the card counts and the drawing layout live in
``data/*.json``; the notation is documented in ``actions.py`` and ``docs/emperor.md``.
"""

from __future__ import annotations

from tianxia.core import Game

from .data import TABLES
from .state import EmperorState


class EmperorGame(Game):
    name = "emperor"
    title = "The Emperor of China"
    min_players = 3
    max_players = 5
    package = "tianxia.games.emperor"
    state_class = EmperorState
    options = {
        "side": {"choices": ["auto", *TABLES.side_names], "default": "auto",
                 "help": "board side: auto (A for 3-4 players, B for 5), or A / B where the player count allows "
                         "it (4 players: either; E-4.2, R-33)"},
        "fortifications": {"type": "bool", "default": False,
                           "help": "the fortification variant: one fortification per player doubles its owner's "
                                   "points (E-15)"},
        # house rules: the rulebook's doubtful readings (docs/emperor.md); the default is our ruling
        "fortification_opens_region": {
            "type": "bool", "default": True, "house": "R-6",
            "help": "a bare fortification makes its region non-empty, so two pieces may go there in one turn "
                    "(E-7.2, E-15.4)"},
        "fortification_fills_space": {
            "type": "bool", "default": False, "house": "R-9",
            "help": "a bare fortification does not fill its house space: a region is complete and scored only "
                    "when every space holds a house (E-8.1)"},
        "must_build_on_fortification": {
            "type": "bool", "default": False, "house": "R-13",
            "help": "putting one's own house on the fortification just built, in the same turn, is advice, "
                    "not a requirement (E-15.3)"},
    }

    def _check_options(self, opts: dict, players: int) -> None:
        side = opts["side"]
        allowed = TABLES.sides[players]
        if side != "auto" and side not in allowed:
            raise self.refusal("setup-side", side=side, n=players, allowed=" or ".join(allowed))


GAME = EmperorGame()

__all__ = ["GAME", "EmperorGame", "EmperorState"]
