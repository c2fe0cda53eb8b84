"""The viewer's own person cards as a strip that stays in view (docs/table.md ``hand``).

In the person phase a card is clicked to play it.  The Tornado's pairs of cards to discard (at
most seven) are left to the status bar's buttons, named in words: a pair has no single place."""

from __future__ import annotations

from tianxia.core.svg import open_svg

from . import names as N
from .board import Actions, person_card
from .svgkit import Svg

CARD_W, CARD_H, GAP = 56, 56, 6


def hand(view: dict, legal=(), t=None) -> str | None:
    t = N.remember(t)
    seat = view.get("seat")
    if seat is None:
        return None
    pl = view["players"][seat]
    act = Actions(legal)
    d = Svg()
    x = 6
    d.text(x, 36, t("your-cards"), size=13, fill="#555", box=90)
    x += 96
    if not pl["hand"]:
        d.text(x, 36, t("no-cards"), size=13, fill="#555", box=220)
        x += 230
    for c, n in pl["hand"].items():
        a = act(f"card {c}")
        d.component(f"hand-{c}", "person-card", N.card_name(c, t), N.hand_card_desc(c, n, t), action=a,
                    data_count=n)
        person_card(d, c, n, x, 4, CARD_W, CARD_H, a, t=t)
        d.close()
        x += CARD_W + GAP
    width = x + 4
    return f'{open_svg(width, 64, font_family="sans-serif", data_game="dragon", data_strip="hand")}{d.body()}</svg>'
