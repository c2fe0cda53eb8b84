"""How Huang's pieces look and what they are called: colours, the symbols drawn on tiles and
leaders (so a colour is never the only clue), and the names and rules shown in tooltips.

Every word comes from the game's catalogs (data/messages/<lang>.ftl) through ``t``, a
``tianxia.core.messages.Messages`` of the page's language (English by default).
"""

from __future__ import annotations

from functools import lru_cache

from tianxia.core.messages import Messages, messages
from tianxia.core.svg import seat_style, text

from ..data import BOARDS, COLOURS

#: tile and leader colours, as on the box's tiles
FILL = {"yellow": "#e8c33a", "red": "#c8372d", "blue": "#3b6fc4", "green": "#3c9a4a", "white": "#f4f1e8"}
#: the symbol's ink on a tile of that colour
INK = {"yellow": "#5c4300", "red": "#fff4e8", "blue": "#eef4ff", "green": "#effbe8", "white": "#5b5346"}
LAND, RIVER, EDGE = "#dccfa3", "#8dbfe3", "#9c8d66"
#: the dynasties' screen colours, chosen apart from the five tile colours
SEAT_COLOURS = ["#e07b00", "#8e44ad", "#2c3e50", "#7b5234", "#d81b60"]
#: the English words, the default of every drawing function's ``t``
EN = messages("tianxia.games.huang")

#: symbols in a unit box (-0.5..0.5): Governor's hat, Soldier's sword, Farmer's rice,
#: Merchant's coin, Artist's brush; drawn on tiles and leaders of the colour
SYMBOL = {
    "yellow": '<path d="M-.42 .3 L-.42 -.12 L-.2 .06 L0 -.36 L.2 .06 L.42 -.12 L.42 .3 Z"/>',
    "red": ('<path d="M-.06 -.46 L.06 -.46 L.06 .16 L-.06 .16 Z M-.26 .14 L.26 .14 L.26 .24 L-.26 .24 Z '
            'M-.05 .24 L.05 .24 L.05 .44 L-.05 .44 Z"/>'),
    "blue": ('<path d="M-.03 .46 L.03 .46 L.03 -.3 L-.03 -.3 Z"/>'
             '<ellipse cx="0" cy="-.36" rx=".09" ry=".13"/><ellipse cx="-.14" cy="-.12" rx=".08" ry=".14" '
             'transform="rotate(-35 -.14 -.12)"/><ellipse cx=".14" cy="-.12" rx=".08" ry=".14" '
             'transform="rotate(35 .14 -.12)"/><ellipse cx="-.14" cy=".12" rx=".08" ry=".14" '
             'transform="rotate(-35 -.14 .12)"/><ellipse cx=".14" cy=".12" rx=".08" ry=".14" '
             'transform="rotate(35 .14 .12)"/>'),
    "green": '<path fill-rule="evenodd" d="M-.42 0 A.42 .42 0 1 0 .42 0 A.42 .42 0 1 0 -.42 0 Z M-.13 -.13 L.13 -.13 L.13 .13 L-.13 .13 Z"/>',
    "white": ('<path d="M.36 -.44 L.44 -.36 L-.06 .14 L-.14 .06 Z"/>'
              '<path d="M-.14 .06 L-.06 .14 Q-.18 .42 -.44 .44 Q-.42 .18 -.14 .06 Z"/>'),
}

#: a tiered pagoda and the palace hall, in a unit box
PAGODA = ('M0 -.5 L.06 -.36 L.3 -.3 L.18 -.2 L.18 -.08 L.38 -.02 L.24 .08 L.24 .2 L.46 .28 L.3 .36 L.3 .5 '
          'L-.3 .5 L-.3 .36 L-.46 .28 L-.24 .2 L-.24 .08 L-.38 -.02 L-.18 -.08 L-.18 -.2 L-.3 -.3 L-.06 -.36 Z')
PALACE = ('M-.5 -.05 L-.3 -.3 L.3 -.3 L.5 -.05 L.38 -.05 L.38 .1 L.46 .18 L.3 .22 L.3 .45 L-.3 .45 L-.3 .22 '
          'L-.46 .18 L-.38 .1 L-.38 -.05 Z')
GRANARY = 'M-.5 .5 L-.5 -.05 L0 -.5 L.5 -.05 L.5 .5 Z'

@lru_cache(maxsize=4096)
def said(t: Messages, msg: str, **args) -> str:
    """A message of the board's fixed words, formatted once per language (a board repeats them)."""
    return t(msg, **args)


def tile_title(colour: str, t: Messages = EN) -> str:
    return t.word("tile", colour)


def tile_desc(colour: str, t: Messages = EN) -> str:
    return said(t, f"tile-desc-{colour}")


def leader_desc(colour: str, t: Messages = EN) -> str:
    return said(t, f"leader-desc-{colour}")


def leader_title(dynasty: str, colour: str, t: Messages = EN, where: str = "") -> str:
    """A leader's name: its role and dynasty (``where``: "front" of the screen or "board")."""
    return said(t, f"leader-title-{where}" if where else "leader-title", leader=colour, dynasty=dynasty)


def kind_title(kind: str, t: Messages = EN) -> str:
    return t.word("pagoda", kind)


def kind_desc(kind: str, t: Messages = EN) -> str:
    return said(t, "palace-desc" if kind == "palace" else "pagoda-desc")


def symbol(colour: str, x: float, y: float, size: float, ink: str | None = None) -> str:
    """The colour's symbol centred on (x, y), ``size`` units across."""
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({size:.1f})" fill="{ink or INK[colour]}" '
            f'stroke="none">{SYMBOL[colour]}</g>')


def shape(path: str, x: float, y: float, size: float, fill: str, stroke: str = "#3a2a14") -> str:
    return (f'<path transform="translate({x:.1f},{y:.1f}) scale({size:.1f})" d="{path}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{2.0 / size:.3f}"/>')


def named(title: str, desc: str) -> str:
    """A component's tooltip: its name and what it does."""
    return f"<title>{text(title)}</title><desc>{text(desc)}</desc>"


def leader_token(colour: str, seat: int, x: float, y: float, r: float) -> str:
    """A leader: a disc of its colour ringed in its dynasty's colour, with its symbol."""
    ring = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    bx, by = x + r * 0.78, y + r * 0.78  # the seat's number on a badge: ownership told by more than colour
    return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{FILL[colour]}" stroke="{ring}" '
            f'style="{seat_style("stroke", seat, ring)}" stroke-width="{max(3.0, r / 4):.1f}"/>'
            + symbol(colour, x, y, r * 1.15)
            + f'<circle cx="{bx:.1f}" cy="{by:.1f}" r="8" fill="{ring}" style="{seat_style("fill", seat, ring)}" '
            f'stroke="#fff" stroke-width="1.5"/>' + _pips(seat, bx, by))


def _pips(seat: int, x: float, y: float) -> str:
    """The seat's number as white pips on its badge (1 to 5): a shape, not a text, so the
    leader's accessible name (its title, which names the owner) stays the whole of what it says."""
    import math

    n = seat + 1
    if n == 1:
        spots = [(x, y)]
    else:
        spots = [(x + 4 * math.cos(2 * math.pi * i / n - math.pi / 2), y + 4 * math.sin(2 * math.pi * i / n - math.pi / 2))
                 for i in range(n)]
    return f'<g data-seat-mark="{seat}">' + "".join(
        f'<circle cx="{px:.1f}" cy="{py:.1f}" r="1.6" fill="#fff"/>' for px, py in spots) + "</g>"


def where(board_name: str, hexname: str, t: Messages = EN) -> str:
    """A hex in words, from the nearest capital: 'at Qin', 'north-east of Qin', '3 hexes south of
    Qin' (no coordinates for people; the catalog's ``where`` message)."""
    board = BOARDS[board_name]
    return t("where", **board.at[board.hex(hexname)])


def legend(t: Messages = EN) -> list[dict]:
    """Every kind of piece with its rule, for the "How to play" page's glossary (a start position
    shows no leader on the map, no granary on side A, no bandits without the module, no war)."""
    out = [{"kind": "tile", "name": tile_title(c, t), "desc": tile_desc(c, t)} for c in COLOURS]
    out += [{"kind": "leader", "name": t.word("leader", c), "desc": leader_desc(c, t)} for c in COLOURS]
    out += [{"kind": "pagoda", "name": kind_title(c, t), "desc": t("pagoda-desc")} for c in COLOURS]
    out += [{"kind": "palace", "name": kind_title("palace", t), "desc": t("palace-desc")},
            {"kind": "granary", "name": t("granary"), "desc": t("granary-desc")},
            {"kind": "bandits", "name": t("bandits"), "desc": t("bandits-desc")},
            {"kind": "unification", "name": t("unification"), "desc": t("unification-desc")},
            {"kind": "kingdom", "name": t("kingdom"), "desc": t("kingdom-desc")}]
    return out
