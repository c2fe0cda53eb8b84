"""Errors shared by every game."""


class IllegalAction(ValueError):
    """An action that is not legal in the current state; the message says why in one sentence.

    ``msg`` and ``args``, where the game gives them, are the reason as data (a message id of the
    game's catalogs and its arguments), so a client can say it in the player's language.
    """

    def __init__(self, text: str, msg: str | None = None, args: dict | None = None):
        super().__init__(text)
        self.msg = msg
        self.args_ = args or {}
