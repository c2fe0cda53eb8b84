"""Small pictures of the pieces a log line names (docs/table.md): the browser log draws them beside
the words, drawn like the board's pieces, each with a <title> naming it in the page's language."""

from __future__ import annotations

from tianxia.core.messages import Messages
from tianxia.core.svg import picture

from . import look
from .look import EN, FILL


def _tile(colour: str) -> str:
    return (f'<rect x="2" y="2" width="20" height="20" rx="3" fill="{FILL[colour]}" stroke="#4a3a20" '
            f'stroke-width="1.2"/>' + look.symbol(colour, 12, 12, 15))


def _leader(colour: str) -> str:
    return (f'<circle cx="12" cy="12" r="10" fill="{FILL[colour]}" stroke="#3a2a14" stroke-width="1.6"/>'
            + look.symbol(colour, 12, 12, 13))


def _structure(kind: str) -> str:
    if kind == "palace":
        return look.shape(look.PALACE, 12, 12, 20, "#7b3fa0")
    return look.shape(look.PAGODA, 12, 12, 20, FILL[kind])


def log_picture(kind: str, value, t: Messages = EN) -> str | None:
    """A 24x24 drawing of a log argument that is a piece (a tile's colour, a leader, a pagoda or
    the palace); None for the others (seats, places, numbers)."""
    if not isinstance(value, str):
        return None
    if kind in ("colour", "tile") and value in FILL:
        title, body = t.word("tile", value), _tile(value)
    elif kind == "leader" and value in FILL:
        title, body = t.word("leader", value), _leader(value)
    elif kind == "pagoda" and (value in FILL or value == "palace"):
        title, body = t.word("pagoda", value), _structure(value)
    else:
        return None
    return picture(title, body, role="img", data_kind=kind, data_value=value)
