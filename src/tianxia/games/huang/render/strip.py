"""The viewer's own side of the screen, for the table's hand strip: the tiles behind the screen
(colour and symbol), the five leaders (in front of the screen or on the board) and the three
actions that do not start from a piece (peasant revolt, build with green tiles, exchange).

A tile selects "tile <colour>", a leader in front of the screen "place <colour>", a leader's
empty place "withdraw <colour>"; the board's hexes then complete the choice.

Exchange ("exchange 0 2 5": positions in order) is picked tile by tile from the left: after
"Exchange tiles" each tile shows a target completing the set chosen so far with that tile.  A
target can only say "this tile after tile b" (a set is a prefix of the notation), so each tile
has one target per possible previous tile, and the strip's style shows only the one that
follows the current selection (the page writes it in body[data-selected], docs/table.md).  The
status bar then offers the set picked so far as the one exchange to confirm.
"""

from __future__ import annotations

from tianxia.core.messages import Messages
from tianxia.core.svg import open_svg, quote

from ..data import COLOURS
from . import look
from .look import EN, FILL, named, said

PITCH, BOX, WIDTH = 48, 44, 384

#: the actions that do not start from a piece, with the colour they pay with (their words are
#: the catalog's do-<action> and do-<action>-desc)
ACTIONS = (("revolt", "blue"), ("build", "green"), ("exchange", None))


def _first_words(legal, n: int) -> set:
    return {" ".join(a.split()[:n]) for a in legal}


def _tile(seat: int, i: int, colour: str, x: float, y: float, act: str | None, t: Messages) -> str:
    attr = f' data-action={quote(act)}' if act else ""
    return (f'<g id="hand-{i}" data-kind="hand-tile" data-hand="{seat}" data-position="{i}" data-tile="{colour}"{attr}>'
            + named(look.tile_title(colour, t), look.tile_desc(colour, t))
            + f'<rect x="{x:.0f}" y="{y:.0f}" width="{BOX}" height="{BOX}" rx="5" fill="{FILL[colour]}" '
            f'stroke="#4a3a20" stroke-width="1.5"/>' + look.symbol(colour, x + BOX / 2, y + BOX / 2, 30) + "</g>")


def _leader(seat: int, dynasty: str, colour: str, on_board: bool, x: float, y: float, act: str | None,
            t: Messages) -> str:
    attr = f' data-action={quote(act)}' if act else ""
    title = look.leader_title(dynasty, colour, t, "board" if on_board else "front")
    cx, cy = x + BOX / 2, y + BOX / 2
    if on_board:
        body = (f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="18" fill="#f7efd9" stroke="{FILL[colour]}" '
                f'stroke-width="3" stroke-dasharray="4 3"/>' + look.symbol(colour, cx, cy, 20, "#8a7a5a"))
    else:
        body = look.leader_token(colour, seat, cx, cy, 19)
    return (f'<g id="own-leader-{colour}" data-kind="own-leader" data-leader="{seat} {colour}"{attr}>'
            + named(title, look.leader_desc(colour, t))
            + f'<rect x="{x:.0f}" y="{y:.0f}" width="{BOX}" height="{BOX}" fill="transparent"/>' + body + "</g>")


def _action(key: str, colour: str | None, x: float, y: float, on: bool, t: Messages, deciding: bool = False) -> str:
    attr = f' data-action="{key}"' if on else ""
    if not on and deciding and key in ("revolt", "build"):
        attr = f' data-unavailable="{key}"'  # the table asks the engine why (docs/table.md, "Why not")
    fill = "#f7efd9" if on else "#e4dccb"
    if colour:
        art = (f'<rect x="{x + 6:.0f}" y="{y + 10:.0f}" width="18" height="24" rx="3" fill="{FILL[colour]}" '
               f'stroke="#4a3a20"/><rect x="{x + 20:.0f}" y="{y + 10:.0f}" width="18" height="24" rx="3" '
               f'fill="{FILL[colour]}" stroke="#4a3a20"/>')
        if key == "build":
            art += look.shape(look.PAGODA, x + 22, y + 22, 20, FILL["yellow"])
        else:
            art += (f'<path d="M{x + 12:.0f} {y + 14:.0f} l20 16 m0 -16 l-20 16" stroke="#fff" stroke-width="3"/>')
    else:
        art = (f'<path d="M{x + 10:.0f} {y + 18:.0f} a12 12 0 0 1 22 -4 l3 -4 l1 10 l-10 -1 l3 -3 a8 8 0 0 0 -15 2 z '
               f'M{x + 34:.0f} {y + 26:.0f} a12 12 0 0 1 -22 4 l-3 4 l-1 -10 l10 1 l-3 3 a8 8 0 0 0 15 -2 z" '
               f'fill="#5a4a30"/>')
    return (f'<g id="do-{key}" data-kind="action"{attr}>' + named(said(t, f"do-{key}"), said(t, f"do-{key}-desc"))
            + f'<rect x="{x:.0f}" y="{y:.0f}" width="{BOX}" height="{BOX}" rx="8" fill="{fill}" stroke="#4a3a20" '
            f'stroke-width="1.5"' + ("" if on else ' stroke-dasharray="3 3" opacity=".6"') + "/>" + art + "</g>")


def _style(hand_size: int) -> str:
    """Which exchange targets show under the page's selection (see the module's docstring)."""
    rules = ['#hand [data-kind=swap]{visibility:hidden}',
             '#hand rect.picked{display:none}',
             'body[data-selected="exchange"] #hand [data-kind=swap][data-after=""]{visibility:visible}',
             'body[data-selected^="exchange"] #hand [data-kind=hand-tile]{pointer-events:none;opacity:.6}']
    for b in range(hand_size):
        rules.append(f'body[data-selected^="exchange "][data-selected$=" {b}"] #hand [data-kind=swap]'
                     f'[data-after="{b}"]{{visibility:visible}}')
        rules.append(f'body[data-selected^="exchange "][data-selected~="{b}"] #hand #picked-{b}{{display:inline}}')
    return "<style>" + "".join(rules) + "</style>"


def _swaps(hand: list, legal: list, t: Messages) -> list:
    """For each tile, one exchange target per tile that may come right before it in the set."""
    by_place: dict = {}
    for a in legal:
        words = a.split()
        if words[0] != "exchange":
            continue
        pos = words[1:]
        for k, j in enumerate(pos):
            by_place.setdefault((int(j), pos[k - 1] if k else ""), []).append(a)
    out = []
    for (j, after), acts in sorted(by_place.items()):
        x = 2 + j * PITCH
        out.append(f'<g id="swap-{j}-{after or "first"}" data-kind="swap" data-after="{after}" '
                   f'data-actions={quote("|".join(acts))}>'
                   + named(said(t, "swap-title", tile=hand[j]), said(t, "swap-desc"))
                   + f'<rect x="{x}" y="2" width="{BOX}" height="{BOX}" rx="5" fill="transparent" stroke="#b0171f" '
                   f'stroke-width="2" stroke-dasharray="4 3"/></g>')
    return out


def hand(view: dict, legal=(), t: Messages = EN) -> str | None:
    seat = view.get("seat")
    if seat is None:
        return None
    pl = view["players"][seat]
    legal = [str(a) for a in legal]
    two = _first_words(legal, 2)
    kinds = _first_words(legal, 1)
    out = []
    tiles = pl["hand"] or []
    for i, c in enumerate(tiles):
        out.append(_tile(seat, i, c, 2 + i * PITCH, 2, f"tile {c}" if f"tile {c}" in two else None, t))
        out.append(f'<rect id="picked-{i}" class="picked" x="{2 + i * PITCH - 1}" y="1" width="{BOX + 2}" '
                   f'height="{BOX + 2}" rx="6" fill="none" stroke="#b0171f" stroke-width="4" pointer-events="none"/>')
    if "exchange" in kinds:
        out += _swaps(tiles, legal, t)
    y = 2 + PITCH
    for j, c in enumerate(COLOURS):
        on_board = pl["leaders"][c] is not None
        act = (f"withdraw {c}" if f"withdraw {c}" in legal else None) if on_board else \
            (f"place {c}" if f"place {c}" in two else None)
        out.append(_leader(seat, pl["dynasty"], c, on_board, 2 + j * PITCH, y, act, t))
    for k, (key, colour) in enumerate(ACTIONS):
        out.append(_action(key, colour, 2 + (5 + k) * PITCH, y, key in kinds, t, deciding="tile" in kinds or "pass" in kinds))
    height = y + PITCH + 2
    return "\n".join([open_svg(WIDTH, height, data_game="huang", data_strip="hand", font_family="sans-serif"),
                      _style(len(tiles)), *out, "</svg>"])
