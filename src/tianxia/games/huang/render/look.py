"""How Huang's pieces look and what they are called: colours, the symbols drawn on tiles and
leaders (so a colour is never the only clue), and the names and rules shown in tooltips.

Every text here is English; the game's catalog (data/pl.json) holds its Polish template.
"""

from __future__ import annotations

import math
from xml.sax.saxutils import escape

from ..data import BOARDS, COLOURS, LEADER_NAMES

#: tile and leader colours, as on the box's tiles
FILL = {"yellow": "#e8c33a", "red": "#c8372d", "blue": "#3b6fc4", "green": "#3c9a4a", "white": "#f4f1e8"}
#: the symbol's ink on a tile of that colour
INK = {"yellow": "#5c4300", "red": "#fff4e8", "blue": "#eef4ff", "green": "#effbe8", "white": "#5b5346"}
LAND, RIVER, EDGE = "#dccfa3", "#8dbfe3", "#9c8d66"
#: the dynasties' screen colours, chosen apart from the five tile colours
SEAT_COLOURS = ["#e07b00", "#8e44ad", "#2c3e50", "#7b5234", "#d81b60"]
ROLE = dict(zip(COLOURS, LEADER_NAMES))

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

TILE_DESC = {
    "yellow": "Yellow tile: a leader must stand next to a yellow tile, and each yellow tile next to a leader adds 1 "
              "to its strength in a revolt.",
    "red": "Red tile: each red tile in a kingdom adds 1 to its strength in a war.",
    "blue": "Blue tile: it goes only on a river hex, and more blue tiles may follow it along the river.",
    "green": "Green tile: after placing one you may take a tile from the market.",
    "white": "White tile: it scores white points, which count as any colour at the end.",
}
LEADER_DESC = {
    "yellow": "Governor: scores yellow points, and the points of tiles whose own leader is missing from its "
              "kingdom. In front of the screen it adds 1 to its dynasty's strength in a revolt.",
    "red": "Soldier: scores red points. In front of the screen it may add 1 to a warring kingdom's strength.",
    "blue": "Farmer: scores blue points and collects granaries. In front of the screen it may replace one of the "
            "two blue tiles of a peasant revolt.",
    "green": "Merchant: scores green points. In front of the screen it may replace one of the two green tiles "
             "of the build action.",
    "white": "Artist: scores white points, which count as any colour at the end.",
}
PAGODA_DESC = ("At the end of a player's turn each of their leaders of the pagoda's colour in its kingdom scores 1 "
               "point of that colour. It returns beside the board when one of its three tiles leaves.")
PALACE_DESC = ("The owner of the Governor in the palace's kingdom may hold 7 tiles instead of 6. It scores no points "
               "and returns beside the board when one of its four tiles leaves.")
GRANARY_DESC = ("At the end of your turn, if your Farmer's kingdom holds more than one granary, you may take all "
                "but one. Each granary you hold is worth 2 blue points at the end.")
UNIFICATION_DESC = ("It marks the tile that joined kingdoms at war or brought a kingdom to bandits: that tile scores "
                    "nothing and adds no strength.")
MARKET_DESC = ("After placing a green tile you may take one market tile into your hand. Empty places are refilled "
               "at the end of the turn.")
RIVER_DESC = "River: only blue tiles go here, never leaders."
LAND_DESC = "Land: any tile but blue, or a leader next to a yellow tile."
CAPITAL_DESC = "It began the game with a yellow tile; now it is ordinary land."
BAG_DESC = "Tiles are drawn from the bag; the game ends when a tile must be drawn and the bag is empty."
BOX_DESC = "Discarded tiles go into the box and never come back."


def leader_title(dynasty: str, colour: str) -> str:
    return f"{ROLE[colour]} of the {dynasty} dynasty"


def tile_title(colour: str) -> str:
    return f"{colour.capitalize()} tile"


def kind_title(kind: str) -> str:
    return "Imperial palace" if kind == "palace" else f"{kind.capitalize()} pagoda"


def kind_desc(kind: str) -> str:
    return PALACE_DESC if kind == "palace" else PAGODA_DESC


def symbol(colour: str, x: float, y: float, size: float, ink: str | None = None) -> str:
    """The colour's symbol centred on (x, y), ``size`` units across."""
    return (f'<g transform="translate({x:.1f},{y:.1f}) scale({size:.1f})" fill="{ink or INK[colour]}" '
            f'stroke="none">{SYMBOL[colour]}</g>')


def shape(path: str, x: float, y: float, size: float, fill: str, stroke: str = "#3a2a14") -> str:
    return (f'<path transform="translate({x:.1f},{y:.1f}) scale({size:.1f})" d="{path}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{2.0 / size:.3f}"/>')


def named(title: str, desc: str) -> str:
    """A component's tooltip: its name and what it does."""
    return f"<title>{escape(title)}</title><desc>{escape(desc)}</desc>"


def leader_token(colour: str, seat: int, x: float, y: float, r: float) -> str:
    """A leader: a disc of its colour ringed in its dynasty's colour, with its symbol."""
    return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{FILL[colour]}" '
            f'stroke="{SEAT_COLOURS[seat % len(SEAT_COLOURS)]}" stroke-width="{max(3.0, r / 4):.1f}"/>'
            + symbol(colour, x, y, r * 1.15))


COMPASS = ("east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east")


def where(board_name: str, hexname: str) -> str:
    """A hex in words, from the nearest capital: 'at Qin', 'north-east of Qin', '3 hexes south of
    Qin' (no coordinates for people)."""
    board = BOARDS[board_name]
    h = board.hex(hexname)
    cap, name = min(board.capitals, key=lambda c: (board.distance(h, c[0]), c[0]))
    if cap == h:
        return f"at {name}"
    (q, r), (cq, cr) = board.coords[h], board.coords[cap]
    dx, dy = math.sqrt(3) * ((q - cq) + (r - cr) / 2), -1.5 * (r - cr)
    side = COMPASS[round(math.degrees(math.atan2(dy, dx)) / 45) % 8]
    d = board.distance(h, cap)
    return f"{side} of {name}" if d == 1 else f"{d} hexes {side} of {name}"


def legend() -> list[dict]:
    """Every kind of piece with its rule, for the "How to play" page's glossary (a start position
    shows no leader on the map, no granary on side A, no bandits without the module, no war)."""
    out = [{"kind": "tile", "name": tile_title(c), "desc": TILE_DESC[c]} for c in COLOURS]
    out += [{"kind": "leader", "name": ROLE[c], "desc": LEADER_DESC[c]} for c in COLOURS]
    out += [{"kind": "pagoda", "name": kind_title(c), "desc": PAGODA_DESC} for c in COLOURS]
    out += [{"kind": "palace", "name": kind_title("palace"), "desc": PALACE_DESC},
            {"kind": "granary", "name": "Granary", "desc": GRANARY_DESC},
            {"kind": "bandits", "name": "Bandits",
             "desc": "A bandit tile covers three hexes and shows its number of bandits. No kingdom may touch it, "
                     "unless a tile joins it to a kingdom with at least as many other red tiles: the bandits are "
                     "defeated, the kingdom's Soldier scores that many red points and the kingdom loses that "
                     "many red tiles."},
            {"kind": "unification", "name": "Unification marker", "desc": UNIFICATION_DESC},
            {"kind": "kingdom", "name": "Kingdom",
             "desc": "Connected tiles and leaders with at least one leader, outlined in dark brown; kingdoms at war "
                     "are outlined in red and lettered A, B, ..."}]
    return out
