"""The page's language, and the server's words in it.

The language is ``?lang=`` (API calls, the WebSocket), else the ``lang`` cookie (the switch in
the page header sets it), else the best of ``Accept-Language``, else English.  What the games
say (the log, refusals, the drawings) comes from each game's catalogs (``server/words.py``); the
pages' words, the rules' terms and option texts, and the server's own messages (stale versions,
undo refusals...) from the server's catalog, ``data/messages/<lang>.ftl`` (Project Fluent).
"""

from __future__ import annotations

import logging
import re

from tianxia.core.messages import messages, variables

log = logging.getLogger("tianxia.server")

LANGUAGES = ("en", "pl")
DEFAULT = "en"
#: the package whose catalog (data/messages/<lang>.ftl) holds the pages' words and the server's messages
PACKAGE = "tianxia.server"

#: the page's keys its client (table.js, replay.js, pages.js) formats itself, with {name} holes
from .table_text import PAGE_KEYS  # noqa: E402,F401


def request_language(conn) -> str:
    """The language of a request or WebSocket: ``?lang=``, else the cookie, else Accept-Language."""
    asked = conn.query_params.get("lang")
    if asked in LANGUAGES:
        return asked
    return choose(conn.headers.get("accept-language"), conn.cookies.get("lang"))


def said(message: str) -> bool:
    """Whether ``message`` is an id of the server's catalog (else a text said as it is)."""
    return isinstance(message, str) and messages(PACKAGE, DEFAULT).has(message)


def say(lang: str, part) -> str | None:
    """One of the server's own messages in ``lang``: a part ``{"msg": id, "args": {...}}`` (an
    argument may be a part itself, or an exception carrying its reason as data), or a text said
    as it is."""
    if part is None or isinstance(part, str):
        return part
    if isinstance(part, BaseException):
        if getattr(part, "msg", None) and said(part.msg):
            return say(lang, {"msg": part.msg, "args": getattr(part, "args_", None)})
        return str(part)
    args = {k: (say(lang, v) if isinstance(v, (dict, BaseException)) else str(v))
            for k, v in (part.get("args") or {}).items()}
    return messages(PACKAGE, lang if lang in LANGUAGES else DEFAULT).plain(part["msg"], args)


class Refusal(ValueError):
    """A ValueError with its reason as data (an id of the server's catalog and its arguments), so
    whoever reports it can say it in the asker's language; its text is the English."""

    def __init__(self, msg: str, **args):
        super().__init__(say(DEFAULT, {"msg": msg, "args": args}))
        self.msg, self.args_ = msg, args


def choose(accept_language: str | None, cookie: str | None) -> str:
    """The page language: the cookie, else the best match of Accept-Language, else English."""
    if cookie in LANGUAGES:
        return cookie
    best, best_q = DEFAULT, -1.0
    for part in (accept_language or "").split(",")[:20]:
        bits = part.strip().split(";")
        tag = bits[0].strip().lower().split("-")[0]
        q = 1.0
        for b in bits[1:]:
            b = b.strip()
            if b.startswith("q="):
                try:
                    q = float(b[2:])
                except ValueError:
                    q = 0.0
        if tag in LANGUAGES and q > best_q:
            best, best_q = tag, q
    return best


class Translator:
    """The page's words in one language, from the server's catalog (data/messages/<lang>.ftl):
    ``t(key, **values)``; the rules' terms, option names, help and choices by their ids."""

    def __init__(self, lang: str):
        self.lang = lang if lang in LANGUAGES else DEFAULT
        self.words = messages(PACKAGE, self.lang)

    def __call__(self, key: str, **kw) -> str:
        if not self.words.has(key):
            return key
        if kw:
            return self.words.plain(key, {k: str(v) for k, v in kw.items()})  # numbers as written
        return self.template(key)

    def __contains__(self, key: str) -> bool:
        return self.words.has(key)

    def template(self, key: str) -> str:
        """A text with ``{name}`` where its values go, for a client that fills them itself."""
        message = (self.words.bundle.get_message(key) if self.words.bundle.has_message(key)
                   else self.words.fallback.bundle.get_message(key))
        return self.words.plain(key, {name: "{" + name + "}" for name in variables(message)})

    def _look(self, ident: str, otherwise: str) -> str:
        return self.words.plain(ident) if self.words.has(ident) else otherwise

    def term(self, word) -> str:
        """A rules term in this language (unknown terms stay as the game writes them)."""
        word = str(word)
        otherwise = word.replace("_", " ") if self.lang == DEFAULT and "_" in word else word
        return self._look(_ident("term", word), otherwise)

    def option(self, game: str, option: str) -> str:
        """An option's name in this language (else the declared name, spaced)."""
        return self._look(_ident("option", game, option), option.replace("_", " "))

    def help(self, game: str, option: str, english: str) -> str:
        """An option's explanation in this language (the game's own English text otherwise)."""
        return self._look(_ident("option-help", game, option), english)

    def rulebook(self, game: str, option: str) -> str:
        """What the rulebook says where a house rule reads it one way or another (empty if unknown)."""
        return self._look(_ident("option-rulebook", game, option), "")

    def choice(self, game: str, option: str, value) -> str | None:
        """The name of one of an option's choices, where the catalog has one."""
        ident = _ident("choice", game, option, str(value))
        return self.words.plain(ident) if self.words.has(ident) else None

    def value(self, value) -> str:
        if isinstance(value, bool):
            return self("on") if value else self("off")
        return self.term(value)


def _ident(*parts) -> str:
    """A catalog id from words: ``option``, ``dragon``, ``great_wall`` -> ``option-dragon-great-wall``."""
    return "-".join(re.sub(r"[^A-Za-z0-9]+", "-", str(p)).strip("-").lower() or "x" for p in parts)
