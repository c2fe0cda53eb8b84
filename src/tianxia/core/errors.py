"""Errors shared by every game."""


class IllegalAction(ValueError):
    """An action that is not legal in the current state; the message says why in one sentence."""
