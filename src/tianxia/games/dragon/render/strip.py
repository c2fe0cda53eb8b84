"""The viewer's own person cards as a strip that stays in view (docs/table.md ``hand``).

In the person phase a card is clicked to play it; in the Tornado the first card selects and
the second completes the pair to discard (cards in hand order, as the notation writes them)."""

from __future__ import annotations

from ..data import TABLES as T
from . import names as N
from .board import Actions, person_card
from .svgkit import Svg

CARD_W, CARD_H, GAP = 56, 56, 6


def _tornado(act: Actions, c: str):
    """The first card of a tornado discard selects; a later one completes the pairs it ends."""
    begins = act.starting(f"discard-cards {c}")
    ends = [a for a in act.legal if a.startswith("discard-cards ") and a.split()[2] == c]
    return (f"discard-cards {c}" if begins else None), ends


def hand(view: dict, legal=()) -> str | None:
    seat = view.get("seat")
    if seat is None:
        return None
    pl = view["players"][seat]
    act = Actions(legal)
    d = Svg()
    x = 6
    d.text(x, 36, "Your cards:", size=13, fill="#555", box=90)
    x += 96
    if not pl["hand"]:
        d.text(x, 36, "No person cards left", size=13, fill="#555", box=220)
        x += 230
    for c, n in pl["hand"].items():
        a = act(f"card {c}")
        targets = None
        if a is None:
            a, targets = _tornado(act, c)
        d.component(f"hand-{c}", "person-card", N.card_name(c), N.hand_card_desc(c, n), action=a,
                    actions=targets or None, data_count=n)
        person_card(d, c, n, x, 4, CARD_W, CARD_H, a or targets)
        d.close()
        x += CARD_W + GAP
    width = x + 4
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 64" width="{width}" height="64" '
            f'font-family="sans-serif" data-game="dragon" data-strip="hand">{d.body()}</svg>')
