"""The game-independent core: the contract every game implements."""

from .actions import Action
from .errors import IllegalAction, Refused
from .game import Game, State
from .rng import Rng

__all__ = ["Action", "Game", "IllegalAction", "Refused", "Rng", "State"]
