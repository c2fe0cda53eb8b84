"""Errors shared by every game."""


class Refused(ValueError):
    """A request refused (a bad option, a player count): its English text, and, where given, the
    reason as data (``msg``, ``args_``: a message of the catalogs) so a client can say it in the
    player's language."""

    def __init__(self, text: str, msg: str | None = None, args: dict | None = None):
        super().__init__(text)
        self.msg = msg
        self.args_ = args or {}


def refused(msg: str, **args) -> Refused:
    """A Refused whose message is one of the core's (core/messages/<lang>.ftl)."""
    from .messages import messages

    return Refused(messages("tianxia.core").format(msg, args), msg, args)


class IllegalAction(Refused):
    """An action that is not legal in the current state; the message says why in one sentence
    (``msg`` and ``args_``, where the game gives them: a message of the game's catalogs)."""
