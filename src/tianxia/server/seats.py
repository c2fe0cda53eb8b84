"""Seat tokens: random secrets (``secrets.token_urlsafe``) given once to whoever holds the seat.

Only their SHA-256 is stored, so the database never holds a usable token.  A request proves a
seat by the header ``X-Seat-Token`` (or ``Authorization: Bearer ...``) or, in the browser, by the
cookie that the seat's join link sets (HttpOnly, SameSite=Strict, so other sites cannot use it).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from . import i18n

TOKEN_BYTES = 24
HUMAN = "human"


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def matches(token: str | None, stored: str | None) -> bool:
    if not token or not stored or len(token) > 200:
        return False
    return hmac.compare_digest(digest(token), stored)


NAME_LENGTH = 40


def clean_name(name) -> str:
    """A seat's chosen name, trimmed; one-line reasons for names that cannot be shown."""
    import unicodedata

    if not isinstance(name, str):
        raise i18n.Refusal("error-name-text")
    name = " ".join(name.split())
    if not 1 <= len(name) <= NAME_LENGTH:
        raise i18n.Refusal("error-name-length", n=NAME_LENGTH)
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        raise i18n.Refusal("error-name-invisible")
    return name


def cookie_name(game_id: str, seat: int) -> str:
    return f"tx_{game_id}_{seat}"


def request_token(request, game_id: str, seat: int, header: str | None) -> str | None:
    """The seat's token as every seat request gives it: the header, a bearer token or the seat's cookie."""
    if header:
        return header
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return request.cookies.get(cookie_name(game_id, seat))


def new_game_id() -> str:
    return secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")


def new_seed() -> int:
    return secrets.randbits(62)


def bot_kinds() -> list[str]:
    """The bot names ``tianxia.bot`` knows (for the lobby's suggestions and the catalogue)."""
    try:
        from tianxia.bots import kinds
    except ImportError:
        return ["random"]
    return list(kinds())


def needs_driver(seats: list, clock) -> bool:
    """A game with a bot seat, or a clock that may hand a seat to a stand-in bot: some process
    must drive it (cluster.py claims such games)."""
    return clock is not None or any(spec != HUMAN for spec in seats)


def holder_of(request, lg) -> int | None:
    """The seat this browser holds a valid cookie for in ``lg`` (the first one), if any."""
    for seat in range(lg.players):
        token = request.cookies.get(cookie_name(lg.id, seat))
        if token and lg.token_hashes[seat] and matches(token, lg.token_hashes[seat]):
            return seat
    return None
