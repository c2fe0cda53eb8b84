"""The viewing seat's strip (``hand(view, legal)``): its hidden cards and its pieces in supply.

A hand card selects an exchange of that colour ("exchange red", then the deck or a display card
completes it); a piece selects placing that kind ("house", "emissary", "fortify", then a
lit space or dragon completes it).  Spectators have no strip.
"""

from __future__ import annotations

from tianxia.core.svg import open_svg

from ..data import TABLES
from . import words
from .draw import FONT, PLAYER_FILL, card_shape, component, emissary_shape, fort_shape, house_shape, text

CARD_W, CARD_H = 52, 72
GAP = 8


def _begins(legal: list[str], prefix: str) -> bool:
    return any(a == prefix or a.startswith(prefix + " ") for a in legal)


def hand(view: dict, legal=(), t=None) -> str | None:
    t = words.speaker(t)
    seat = view.get("seat")
    if seat is None or view.get("hand") is None:
        return None
    legal = [str(a) for a in legal]
    cards = sorted(view["hand"], key=TABLES.colours.index)
    sup = view["supply"][seat]
    fill = PLAYER_FILL[view["player_colours"][seat]]
    pieces = [("house", "houses", t("hand-houses", n=sup["houses"]), t("desc-houses"), sup["houses"],
               lambda x, y: house_shape(x, y, fill, 1.3, seat))]
    pieces.append(("emissary", "emissaries", t("hand-emissaries", n=sup["emissaries"]), t("desc-emissaries"),
                   sup["emissaries"], lambda x, y: emissary_shape(x, y, fill, 1.5, seat)))
    if view["fortifications_variant"]:
        title = t("hand-fortification-unplaced") if sup["fortification"] else t("hand-fortification-placed")
        pieces.append(("fortify", "fortification", title, t("desc-fortification"), sup["fortification"],
                       lambda x, y: fort_shape(x, y, 13)))
    width = max(3, len(cards)) * (CARD_W + GAP) + 18 + len(pieces) * (CARD_W + GAP)
    height = CARD_H + 26
    out = [open_svg(width, height, font_family=FONT, data_game="emperor", data_strip="hand"),
           text(2, 14, t("hand-cards"), 12, weight="bold")]
    seen: dict[str, int] = {}
    for i, c in enumerate(cards):
        j = seen[c] = seen.get(c, -1) + 1
        x, y = 2 + i * (CARD_W + GAP), 22
        act = f"exchange {c}" if _begins(legal, f"exchange {c}") else None
        out.append(component(f"hand-{c}-{j}", "card", t("hand-card", card=c), words.card_desc(c, t),
                             card_shape(x, y, c),
                             action=act, attrs=f' data-hand-card="{c}"'))
    if not cards:
        out.append(text(2, 60, t("hand-no-cards"), 12))
    px = max(3, len(cards)) * (CARD_W + GAP) + 18
    out.append(text(px, 14, t("hand-pieces"), 12, weight="bold"))
    for i, (kind, name, title, desc, count, shape) in enumerate(pieces):
        x, y = px + i * (CARD_W + GAP), 22
        act = kind if _begins(legal, kind) else None
        body = (f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="#fbf3df" '
                f'stroke="{"#b07800" if act else "#a8977a"}" stroke-width="{2.5 if act else 1.2}"/>'
                + shape(x + CARD_W / 2, y + 26) + text(x + CARD_W / 2, y + 62, count, 15, "middle", "bold"))
        out.append(component(f"supply-{name}", "supply", title, desc, body, action=act,
                             attrs=f' data-piece="{name}" data-count="{count}"'))
    out.append('</svg>')
    return "\n".join(out)
