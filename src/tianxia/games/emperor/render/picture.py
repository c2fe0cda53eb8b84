"""Small pictures of the log's arguments (``log_picture``): a card, a region, a house space or a
piece, drawn like the board's component, for the browser log to show beside its word."""

from __future__ import annotations

from tianxia.core.svg import open_svg, text_all

from ..data import TABLES
from .draw import CARD_FILL, REGION_FILL, emissary_shape, fort_shape, house_shape
from .words import region_colour, space_parts, speaker

_NEUTRAL = "#8a7a5a"


def _svg(title: str, body: str) -> str:
    return f"{open_svg(24, 24, role='img')}<title>{text_all(title)}</title>{body}</svg>"


def log_picture(kind: str, value, t=None) -> str | None:
    """An inline SVG (24 x 24) of argument ``value`` of ``kind`` with a <title> naming it; None for a
    kind that is no component (numbers, seats: the table draws seats itself)."""
    t = speaker(t)
    if kind == "card" and value in CARD_FILL:
        return _svg(t.word("card", value),
                    f'<rect x="5" y="2" width="14" height="20" rx="2" fill="{CARD_FILL[value]}" stroke="#1d1206"/>'
                    f'<rect x="7.5" y="4.5" width="9" height="15" rx="1" fill="none" stroke="#fff8e6" '
                    f'stroke-opacity="0.7"/>')
    if kind == "region" and value in TABLES.region_index:
        colour = region_colour(value)
        return _svg(t.word("region", value),
                    f'<rect x="2" y="3" width="20" height="18" rx="2" fill="{REGION_FILL[colour]}" stroke="#6b4a2a" '
                    f'stroke-width="1.5"/><rect x="2" y="3" width="5" height="18" rx="1" fill="{CARD_FILL[colour]}"/>')
    if kind == "space" and value in TABLES.space_index:
        region, _ = space_parts(value)
        colour = region_colour(region)
        return _svg(t.word("space", value),
                    f'<rect x="1" y="1" width="22" height="22" rx="3" fill="{REGION_FILL[colour]}"/>'
                    f'<circle cx="12" cy="12" r="8" fill="#fffaf0" stroke="#5b4632" stroke-width="1.8"/>')
    if kind == "piece":
        shape = {"house": lambda: house_shape(12, 13, _NEUTRAL, 1.0),
                 "emissary": lambda: emissary_shape(12, 12, _NEUTRAL, 1.2),
                 "fortification": lambda: fort_shape(12, 12, 10)}.get(value)
        return _svg(t.word("piece", value), shape()) if shape else None
    return None
