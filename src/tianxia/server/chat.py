"""Chat at the table: what the seats and spectators of a game write to each other.

A message is text only (the pages show it as text, never as HTML), one line of at most
``MAX_TEXT`` characters, stored with its game (``tx_chat``: it survives a restart and is shown in
the replay at the step it was written and on the result page), and pushed at once to every page
open at the table over the game's WebSocket (``{"type": "chat", "message": {...}}``).  A seat
writes with its token, as every seat request; anybody else writes as a spectator, unless the
server's setting ``spectator_chat`` is off.  Each writer (a seat, or a spectator's address at one
game) may send ``chat_limit`` messages (default 5 per 10 s); more is answered 429 and changes
nothing.  A chat message is only what somebody wrote, so it never tells a seat a secret of the game.
"""

from __future__ import annotations

import asyncio
import logging
import time
import unicodedata

from . import limits
from .errors import ApiError
from .livegame import LiveGame

log = logging.getLogger("tianxia.server")

#: longest message in characters
MAX_TEXT = 500
#: messages one writer may send: n per seconds
DEFAULT_LIMIT = "5/10"
#: messages a page is sent at once at most (the newest)
HISTORY = 1000
#: several processes: a message another process stored this many seconds ago at most is news
NEWS = 10.0


class ChatLimited(ApiError):
    def __init__(self, capacity: int, period: float, wait: float):
        wait = max(1, -int(-wait // 1))
        super().__init__(429, "error-chat-too-fast", n=capacity, period=f"{period:g}", wait=wait)
        self.headers = {"Retry-After": str(wait)}


def clean(text) -> str:
    """The message as stored: its lines joined into one, spaces trimmed; 422 for nothing to say or
    characters that cannot be shown (control characters), 400 for a text over ``MAX_TEXT``."""
    if not isinstance(text, str):
        raise ApiError(400, "error-chat-text")
    text = " ".join(text.split())
    if not text:
        raise ApiError(422, "error-chat-empty")
    if len(text) > MAX_TEXT:
        raise ApiError(400, "error-chat-length", n=MAX_TEXT)
    if any(unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn") for ch in text):
        raise ApiError(422, "error-chat-invisible")
    return text


def message(row: dict) -> dict:
    """A stored message as the API and the pages see it."""
    return {"id": row["id"], "seat": row["seat"], "name": row["name"], "text": row["text"],
            "step": row["step"], "at": row["at"]}


def bucket(settings) -> limits.TokenBucket | None:
    """The chat's rate limit from the settings (None: no limit)."""
    limit = limits.parse(getattr(settings, "chat_limit", DEFAULT_LIMIT))
    return None if limit is None else limits.TokenBucket(*limit)


def check_rate(request, lg: LiveGame, seat: int | None) -> None:
    """Spend one of the writer's messages (a seat at this game, or a spectator's address) or 429."""
    chat_bucket = getattr(request.app.state, "chat_limit", None)
    if chat_bucket is None:
        return
    who = f"{lg.id}:{seat}" if seat is not None else f"{lg.id}:watch:{limits.client_address(request)}"
    wait = chat_bucket.take(who)
    if wait > 0:
        raise ChatLimited(chat_bucket.capacity, chat_bucket.period, wait)


async def write(request, lg: LiveGame, seat: int | None, text: str) -> dict:
    """Store a message of ``seat`` (None: a spectator) and push it to the table; the message."""
    settings = request.app.state.settings
    if seat is None and not spectators_write(settings):
        raise ApiError(403, "error-chat-spectators")
    text = clean(text)
    check_rate(request, lg, seat)
    name = lg.names[seat] if seat is not None else ""
    mgr = request.app.state.manager
    ident, at = await mgr.store.say_async(lg.id, seat, name, text, len(lg.state.history))
    said = {"id": ident, "seat": seat, "name": name, "text": text, "step": len(lg.state.history), "at": at}
    lg.chat_seen = max(getattr(lg, "chat_seen", 0), ident)
    await push(request.app.state.hub, lg.id, said)
    return said


def spectators_write(settings) -> bool:
    """Whether spectators may write (the setting ``spectator_chat``, on by default)."""
    return str(getattr(settings, "spectator_chat", "on")).strip().lower() not in ("off", "no", "0", "false")


async def push(hub, game_id: str, said: dict) -> None:
    """Send a message to every page open at the game."""
    await hub.send_all(game_id, {"type": "chat", "message": said})


async def history(store, game_id: str, after: int = 0) -> list[dict]:
    """The game's messages after id ``after`` (the newest ``HISTORY``), oldest first."""
    rows = await asyncio.to_thread(store.chat, game_id, after, 1_000_000)
    return [message(r) for r in rows[-HISTORY:]]


async def relay(mgr, game_id: str) -> None:
    """Several processes (cluster.py): push the messages another process stored to this one's pages."""
    lg = mgr.games.get(game_id)
    if lg is None or not mgr.hub.rooms.get(game_id):
        return
    seen = getattr(lg, "chat_seen", None)
    if seen is None:  # this process has pushed none of the game's messages: only the news
        rows = await asyncio.to_thread(mgr.store.chat, game_id, 0, 1_000_000)
        rows = [r for r in rows if r["at"] >= time.time() - NEWS]
    else:
        rows = await asyncio.to_thread(mgr.store.chat, game_id, seen, HISTORY)
    for row in rows:
        if row["id"] > getattr(lg, "chat_seen", 0):
            lg.chat_seen = row["id"]
            await push(mgr.hub, game_id, message(row))


async def shown(store, lg: LiveGame, t, names: list[str], colours: list[str]) -> list[dict]:
    """A finished game's messages for its replay and result pages: who (the name the seat went by,
    else its player's; "Spectator"), the seat's colour, the text, and the step it was written at."""
    out = []
    for m in await history(store, lg.id):
        seat = m["seat"]
        if seat is None or not 0 <= seat < len(names):
            who, colour = t("chat_spectator"), None
        else:
            who, colour = m["name"] or names[seat], colours[seat % len(colours)] if colours else None
        out.append({"who": who, "colour": colour, "text": m["text"], "step": m["step"], "seat": seat})
    return out
