"""The games' words at the table, in the page's language: log lines (also cut into words and
pictures of components), and the reasons a move is refused.

They come from the message catalogs (``tianxia.core.messages``): an event is a message id with
typed arguments, so a seat argument becomes the name its player chose and a person, tile or card
argument can be drawn beside its word by the game's ``render.log_picture``.  An event of a state
saved before messages were data holds a finished English line instead: it is shown as written
(the client names its seats).
"""

from __future__ import annotations

import logging
from functools import lru_cache

from tianxia.core.messages import MessageError, messages

from . import i18n

log = logging.getLogger("tianxia.server")


def _part(event: dict, seat: int | None) -> dict:
    """What ``seat`` saw of an event: its secret part only when it is theirs."""
    secret = event.get("secret")
    if secret is not None and secret.get("seat") == seat:
        return secret
    return event


def seat_names(lang: str, names, players: int) -> list[str]:
    """Each seat's name for the log: the name its player chose, else "Player N" (from 1)."""
    t = i18n.Translator(lang)
    names = list(names or [])
    return [(names[s] if s < len(names) and names[s] else t("player_n", n=s + 1)) for s in range(players)]


def line(game, event: dict, seat: int | None, lang: str, names=None) -> str:
    """One event as ``seat`` saw it, in words."""
    part = _part(event, seat)
    if part.get("msg") is None:
        return part.get("text", "")
    try:  # the catalogs remember what they said: the move path says every event of every action
        return messages(game.package, lang).format(part["msg"], part.get("args"), names)
    except MessageError as err:  # a catalog without the message must not cost the page
        log.error("%s", err)
        return part["msg"]


def lines(game, events, seat: int | None, lang: str, names=None, rename=None) -> list[str]:
    """Events in words; ``rename`` (a function of a line), where given, names the seats of older
    records' finished lines (lines from messages name them already)."""
    out = []
    for e in events:
        text = line(game, e, seat, lang, names)
        out.append(rename(text) if rename is not None and _part(e, seat).get("msg") is None else text)
    return out


def items(game, events, seat: int | None, lang: str, names=None) -> list[dict]:
    """The log for the browser: each event as ``{"parts": [...]}`` where a part is plain text or
    an argument ``{"kind", "value", "text", "svg"?}`` (``svg``: the component's small picture);
    an older record's line is ``{"parts": [text], "plain": true}`` (the client names its seats)."""
    out = []
    t = messages(game.package, lang)
    for event in events:
        part = _part(event, seat)
        if part.get("msg") is None:
            out.append({"parts": [part.get("text", "")], "plain": True})
            continue
        try:
            parts = t.segments(part["msg"], part.get("args"), names)
        except MessageError as err:
            log.error("%s", err)
            parts = [part["msg"]]
        for p in parts:
            if isinstance(p, dict):
                svg = picture(game, lang, p["kind"], _key(p["value"]))
                if svg:
                    p["svg"] = svg
        out.append({"parts": parts})
    return out


def _key(value):
    return tuple(value) if isinstance(value, list) else value


@lru_cache(maxsize=4096)
def picture(game, lang: str, kind: str, value) -> str | None:
    """The game's small drawing of one log argument (None: words only)."""
    draw = game._render_part("log_picture")
    if draw is None:
        return None
    try:
        return draw(kind, value, messages(game.package, lang))
    except Exception as err:  # noqa: BLE001 - a drawing bug leaves the word alone
        log.error("log_picture of %s failed for %s=%r: %r", game.name, kind, value, err)
        return None


def refusal(game, err, lang: str) -> str:
    """Why a move was refused, in ``lang``: from the reason's message where the game gave one."""
    msg = getattr(err, "msg", None)
    if msg is not None:
        try:
            return messages(game.package, lang).format(msg, getattr(err, "args_", None))
        except KeyError:  # a message missing from every catalog: the English text
            return str(err)
    return str(err)
