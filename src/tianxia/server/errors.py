"""A refused request: the HTTP status and a one-line reason in the asker's language."""

from __future__ import annotations

from . import i18n


class ApiError(Exception):
    """A refused request: HTTP status and a one-line message.  ``message`` is an id of the server's
    catalog with its ``args`` (an argument may be a part ``{"msg", "args"}`` or an exception with
    its reason as data), said in the asker's language by ``said(lang)``; or a finished text."""

    def __init__(self, status: int, message: str, **args):
        self.msg = message if i18n.said(message) else None
        self.args_ = args
        text = i18n.say(i18n.DEFAULT, {"msg": message, "args": args}) if self.msg else message
        super().__init__(text)
        self.status = status
        self.message = " ".join(str(text).split())

    def said(self, lang: str) -> str:
        """The message in ``lang`` (as written when it is not from the catalog)."""
        if self.msg is None:
            return self.message
        return " ".join(i18n.say(lang, {"msg": self.msg, "args": self.args_}).split())
