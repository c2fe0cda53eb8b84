"""Small pictures of the log's arguments (``log_picture``): the browser log draws each component
named in a line beside its words, as the board draws it, with a <title> naming it."""

from __future__ import annotations

from tianxia.core.svg import picture

from ..data import TABLES as T
from . import icons
from . import names as N
from .board import EVENT_COLOUR, SEAT_COLOURS

_WALL_BONUSES = set(T.wall_bonuses)


def _svg(title: str, body: str) -> str:
    return picture(title, body, role="img")


def _tile(colour: str, inner: str) -> str:
    return f'<rect x="1" y="1" width="22" height="22" rx="3" fill="{colour}" stroke="#333"/>{inner}'


def log_picture(kind: str, value, t=None) -> str | None:
    """An inline SVG (24 x 24) of argument ``value`` of ``kind``; None for kinds that are no component."""
    t = N.remember(t)
    try:
        if kind == "person" and value in N.KIND_TYPE:
            ty = N.KIND_TYPE[value]
            old = N.KIND_AGE[value] == "o" and len(T.kinds_of_type[T.type_index[ty]]) > 1
            mark = '<circle cx="19" cy="5" r="3" fill="#fdfefe" stroke="#333"/>' if old else ""
            return _svg(N.cap(t.word("person", value)), _tile(T.type_colour[ty], '<circle cx="12" cy="13" r="8" '
                        'fill="#fdfefe" opacity="0.85"/>' + icons.SYMBOL[T.type_symbol[ty]](12, 13, 13) + mark))
        if kind == "type" and value in T.type_colour:
            return _svg(N.cap(t.word("type", value)), _tile(T.type_colour[value], '<circle cx="12" cy="12" r="8" '
                        'fill="#fdfefe" opacity="0.85"/>' + icons.SYMBOL[T.type_symbol[value]](12, 12, 13)))
        if kind == "card" and value in T.card_index:
            colour = "#fdfefe" if value == "wild" else T.type_colour[value]
            inner = (icons.card_back(12, 12, 16) if value == "wild" else
                     '<circle cx="12" cy="12" r="6" fill="#fdfefe"/>' + icons.SYMBOL[T.type_symbol[value]](12, 12, 10))
            return _svg(N.cap(t.word("card", value)),
                        f'<rect x="4" y="1" width="16" height="22" rx="2" fill="{colour}" stroke="#566573"/>{inner}')
        if kind == "event" and value in EVENT_COLOUR:
            return _svg(t.word("event", value), _tile(EVENT_COLOUR[value], icons.event(value, 12, 12, 16)))
        if kind == "reason" and value in EVENT_COLOUR:   # persons leave in an event: its tile
            return _svg(t.word("reason", value), _tile(EVENT_COLOUR[value], icons.event(value, 12, 12, 16)))
        if kind == "reason" and value == "wall":
            return _svg(t.word("reason", value), _tile("#eceae4", icons.wall(12, 12, 16)))
        if kind == "great" and value in T.great_name:
            return _svg(t("great-title", great=value),
                        '<rect x="1" y="5" width="22" height="14" rx="7" fill="#f5b041" stroke="#7e5109"/>'
                        '<circle cx="12" cy="12" r="3" fill="#7e5109"/>')
        if kind == "bonus" and value in _WALL_BONUSES:
            return _svg(t("wall-tile-title", bonus=value),
                        _tile("#eceae4", icons.GAIN[T.wall_gain[value][0]](12, 12, 16)))
        if kind == "action" and value in T.action_gain:
            return _svg(t.word("action", value),
                        '<rect x="2" y="3" width="20" height="18" rx="2" fill="#fffdf7" stroke="#7b6a4f"/>'
                        + icons.GAIN[T.action_gain[value]](12, 12, 14))
        if kind == "seat" and isinstance(value, int) and 0 <= value < len(SEAT_COLOURS):
            return _svg(t("marker-title", name=t("player", number=value + 1)),
                        f'<circle cx="12" cy="12" r="9" fill="{SEAT_COLOURS[value]}" stroke="#111"/>')
    except (KeyError, TypeError, ValueError):
        return None
    return None
