"""Small drawings for the browser log (docs/table.md): each argument of a log line that is a
component of the game (a card, a marker colour, an official, a player board, a wall section)
drawn as on the board, in a 24x24 box with a <title> naming it in the page's language."""

from __future__ import annotations

from tianxia.core.svg import picture

from .kit import ASPECT_FILL, ASPECT_INK, INK, OFFICIAL_FILL
from .words import ASPECTS, ENGLISH, board_name, card_colour, section_name, speak

AREA_FILL = {"tq": "#2c8c80", "gd": "#b8901c", "cr": "#a8323e"}
_SHAPES = {
    "circle": '<circle cx="12" cy="12" r="6" fill="none" stroke="#2d2418" stroke-width="2"/>',
    "square": '<rect x="6" y="6" width="12" height="12" fill="none" stroke="#2d2418" stroke-width="2"/>',
    "triangle": '<path d="M12 5 L19 18 H5 Z" fill="none" stroke="#2d2418" stroke-width="2"/>',
    "star": '<path d="M12 4 L14 10 H20 L15 14 L17 20 L12 16 L7 20 L9 14 L4 10 H10 Z" fill="none" '
            'stroke="#2d2418" stroke-width="1.5"/>',
}


def _svg(title: str, body: str) -> str:
    return picture(title, body)


def log_picture(kind: str, value, t=ENGLISH) -> str | None:
    """The component ``value`` of argument kind ``kind`` as a small SVG; None for a kind that is
    no component (seats, numbers, places in words)."""
    t = speak(t)
    try:
        if kind == "card":
            n = int(value)
            c = card_colour(n)
            return _svg(t("card-title", card=str(n), colour=c, aspect=c),
                        f'<rect x="4" y="1" width="16" height="22" rx="2" fill="{ASPECT_FILL[c]}" stroke="{INK}"/>'
                        f'<text x="12" y="15" font-size="8" font-family="sans-serif" text-anchor="middle" '
                        f'fill="{ASPECT_INK[c]}">{n}</text>')
        if kind == "colour" and value in ASPECTS:
            return _svg(t("picture-marker", colour=value, aspect=value),
                        f'<path d="M8 2 H16 L22 8 V16 L16 22 H8 L2 16 V8 Z" fill="{ASPECT_FILL[value]}" '
                        f'stroke="{INK}"/>')
        if kind == "official" and value in OFFICIAL_FILL:
            return _svg(t("picture-official", official=value),
                        f'<circle cx="12" cy="12" r="9" fill="{OFFICIAL_FILL[value]}" stroke="{INK}"/>')
        if kind == "board" and str(value) in _SHAPES:
            return _svg(board_name(t, value), '<rect x="1" y="3" width="22" height="18" rx="3" fill="#fffdf7" '
                        f'stroke="{INK}"/>' + _SHAPES[str(value)])
        if kind == "section" and str(value)[:2].lower() in AREA_FILL:
            fill = AREA_FILL[str(value)[:2].lower()]
            return _svg(section_name(t, value),
                        f'<path d="M2 20 V10 H6 V6 H10 V10 H14 V6 H18 V10 H22 V20 Z" fill="{fill}" stroke="{INK}"/>')
    except (ValueError, TypeError, KeyError):
        return None
    return None

