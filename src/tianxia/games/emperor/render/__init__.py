"""Drawing The Emperor of China for people, from a view only (never a state), so a picture can
never show a card its seat may not see: ``text`` for the terminal, and for the browser table
(docs/table.md) ``svg`` (the board), ``hand`` (the viewer's cards and pieces), ``prompt``,
``label``, ``scores``, ``panel`` and ``SEAT_COLOURS``.
"""

from __future__ import annotations

from ..data import TABLES
from . import standing, words
from .board import svg
from .draw import CARD_FILL, PLAYER_FILL, REGION_FILL
from .hand import hand
from .text import text
from .words import label, prompt

#: the players' colours (E-2.6), in seat order, dark enough for names on the page (4.5:1 on
#: white; the pieces on the board keep the bright yellow)
SEAT_TEXT = {"blue": "#1f5fc8", "green": "#0f7a43", "purple": "#6a2fa3", "red": "#b01f1b", "yellow": "#7d6608"}
SEAT_COLOURS = [SEAT_TEXT[c] for c in TABLES.player_colours]


def scores(view: dict) -> list[dict]:
    """Points by category (each scored region, fortifications' doubling, alliances, roads); the rows
    add up to each seat's score.  All scores are public (E-17.1)."""
    return standing.breakdown(view)


def panel(view: dict, seat: int) -> list[dict]:
    """A seat's counters: pieces in supply, cards in hand (and those others saw it take), and what
    alliances and roads would give it if the game ended now.  All public (E-17.1); the viewer's
    own cards are in its hand strip."""
    sup = view["supply"][seat]
    out = [{"name": "Houses", "value": sup["houses"], "tip": "Houses left in the supply"},
           {"name": "Emissaries", "value": sup["emissaries"], "tip": "Emissaries left in the supply"}]
    if view["fortifications_variant"]:
        out.append({"name": "Fortification", "value": sup["fortification"],
                    "tip": "1 while the fortification is not placed yet"})
    out.append({"name": "Cards", "value": view["hand_sizes"][seat], "tip": "Cards in hand (at most 3)"})
    known = view["known_cards"][seat]
    if known and seat != view.get("seat"):
        out.append({"name": "Known cards", "value": len(known),
                    "tip": f"Cards this player took from the display and still holds: {words.card_counts(known)}"})
    if not view["is_terminal"]:
        allied = sum(pts[seat] for *_, pts in standing.alliance_now(view))
        out.append({"name": "Alliances now", "value": allied,
                    "tip": "What alliances would score for this player if the game ended now"})
        out.append({"name": "Roads now", "value": standing.roads_now(view, seat),
                    "tip": "What road lines would score for this player if the game ended now"})
    return out


__all__ = ["CARD_FILL", "PLAYER_FILL", "REGION_FILL", "SEAT_COLOURS", "hand", "label", "panel", "prompt",
           "scores", "svg", "text"]
