"""SVG pieces shared by the board and the hand strip: colours, a component wrapper (id, kind,
title, desc, what a click does) and the shapes of cards, houses, emissaries and fortifications,
written through ``core.svg`` (its texts with their quotes escaped too: ``text_all``)."""

from __future__ import annotations

from tianxia.core.svg import quote, seat_style, text_all

CARD_FILL = {"red": "#c9302c", "yellow": "#e0b21b", "green": "#3f8f44", "orange": "#e57e1e", "purple": "#7f4fb0"}
REGION_FILL = {"red": "#f4c4bd", "yellow": "#f7e6a6", "green": "#cfe8c4", "orange": "#fad3a8", "purple": "#e2d2f0"}
PLAYER_FILL = {"blue": "#1f5fc8", "green": "#12804a", "purple": "#6a2fa3", "red": "#b01f1b", "yellow": "#f0bf00"}
INK = "#2b1a0c"
FONT = "Georgia, 'Noto Serif', serif"


def component(ident: str, kind: str, title: str, desc: str, body: str, action: str | None = None,
              actions: list[str] | None = None, attrs: str = "") -> str:
    """One component: a <g> with a stable id, its kind, a <title> and <desc> for the tooltip, and
    the legal actions it stands for (data-action: one notation or a beginning; data-actions: the
    notations it completes as a target)."""
    head = f'<g id={quote(ident)} data-kind="{kind}"{attrs}'
    if action:
        head += f" data-action={quote(action)}"
    if actions:
        head += f' data-actions={quote("|".join(actions))}'
    return f"{head}><title>{text_all(title)}</title><desc>{text_all(desc)}</desc>{body}</g>"


def card_shape(x: float, y: float, colour: str, w: float = 52, h: float = 72) -> str:
    """A region card: its colour with a pale inner frame (all cards of a colour are alike, E-2.2)."""
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="{CARD_FILL[colour]}" stroke="#1d1206" '
            f'stroke-width="1.2"/><rect x="{x + 5}" y="{y + 5}" width="{w - 10}" height="{h - 10}" rx="3" '
            f'fill="none" stroke="#fff8e6" stroke-opacity="0.7" stroke-width="1.2"/>')


def card_back(x: float, y: float, w: float = 52, h: float = 72) -> str:
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="5" fill="#6b1d0f" stroke="#1d1206" '
            f'stroke-width="1.2"/><rect x="{x + 5}" y="{y + 5}" width="{w - 10}" height="{h - 10}" rx="3" '
            f'fill="none" stroke="#e7c46a" stroke-width="1.2"/>')


def paint(fill: str, seat: int | None = None) -> str:
    """A seat's fill: its colour, which the page's colour-blind palette may replace (the CSS
    variable --seat-colour-N, docs/table.md "Seat colours")."""
    if seat is None:
        return f'fill="{fill}"'
    return f'fill="{fill}" style="{seat_style("fill", seat, fill)}"'


def seat_mark(x: float, y: float, seat: int) -> str:
    """The seat's number on its piece: ownership told by more than colour (issue 25)."""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="12" font-weight="bold" text-anchor="middle" fill="#111" '
            f'stroke="#fff" stroke-width="3" paint-order="stroke" font-family="sans-serif" '
            f'data-seat-mark="{seat}" aria-hidden="true">{seat + 1}</text>')


def house_shape(x: float, y: float, fill: str, size: float = 1.0, seat: int | None = None) -> str:
    """A house centred on (x, y): walls and a pitched roof (with the seat's number when large)."""
    w, h = 9 * size, 8 * size
    return (f'<path d="M{x - w:.1f} {y + h:.1f} L{x - w:.1f} {y - 1 * size:.1f} L{x:.1f} {y - 10 * size:.1f} '
            f'L{x + w:.1f} {y - 1 * size:.1f} L{x + w:.1f} {y + h:.1f} Z" {paint(fill, seat)} stroke="#111" '
            f'stroke-width="1.2"/>' + (seat_mark(x, y + 5.5 * size, seat) if seat is not None and size >= 1 else ""))


def emissary_shape(x: float, y: float, fill: str, size: float = 1.0, seat: int | None = None) -> str:
    """An emissary: a small standing figure (head and robe)."""
    return (f'<path d="M{x:.1f} {y - 3 * size:.1f} L{x + 5 * size:.1f} {y + 8 * size:.1f} '
            f'L{x - 5 * size:.1f} {y + 8 * size:.1f} Z" {paint(fill, seat)} stroke="#111" stroke-width="1"/>'
            f'<circle cx="{x:.1f}" cy="{y - 5.5 * size:.1f}" r="{3.2 * size:.1f}" {paint(fill, seat)} stroke="#111" '
            f'stroke-width="1"/>')


def octagon(x: float, y: float, r: float) -> str:
    k = r * 0.4142
    pts = [(x - k, y - r), (x + k, y - r), (x + r, y - k), (x + r, y + k), (x + k, y + r), (x - k, y + r),
           (x - r, y + k), (x - r, y - k)]
    return " ".join(f"{a:.1f},{b:.1f}" for a, b in pts)


def fort_shape(x: float, y: float, r: float = 17) -> str:
    """A fortification: a grey octagonal wall (neutral, E-15.3)."""
    return f'<polygon points="{octagon(x, y, r)}" fill="#777064" stroke="#222" stroke-width="1.5"/>'


def text(x: float, y: float, body: str, size: int = 13, anchor: str = "start", weight: str = "normal",
         fill: str = INK, attrs: str = "") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}"{attrs}>{text_all(body)}</text>')
