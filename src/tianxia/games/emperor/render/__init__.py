"""Drawing The Emperor of China for people, from a view only (never a state), so a picture can
never show a card its seat may not see: ``text`` for the terminal, and for the browser table
(docs/table.md) ``svg`` (the board), ``hand`` (the viewer's cards and pieces), ``prompt``,
``label``, ``scores``, ``panel``, ``log_picture`` and ``SEAT_COLOURS``.  Every function takes ``t``,
the page language's catalogs (data/messages/<lang>.ftl; English when not given).
"""

from __future__ import annotations

from ..data import TABLES
from . import standing, words
from .board import svg
from .draw import CARD_FILL, PLAYER_FILL, REGION_FILL
from .hand import hand
from .picture import log_picture
from .text import text
from .words import label, prompt, speaker

#: the core passes ``t`` (the page language's catalogs) to every render function
TRANSLATED = True

#: the players' colours (E-2.6), in seat order, dark enough for names on the page (4.5:1 on
#: white; the pieces on the board keep the bright yellow)
SEAT_TEXT = {"blue": "#1f5fc8", "green": "#0f7a43", "purple": "#6a2fa3", "red": "#b01f1b", "yellow": "#7d6608"}
SEAT_COLOURS = [SEAT_TEXT[c] for c in TABLES.player_colours]


def scores(view: dict, t=None) -> list[dict]:
    """Points by category (each scored region, fortifications' doubling, alliances, roads); the rows
    add up to each seat's score.  All scores are public (E-17.1)."""
    return standing.breakdown(view, speaker(t))


def panel(view: dict, seat: int, t=None) -> list[dict]:
    """A seat's counters: pieces in supply, cards in hand (and those others saw it take), and what
    alliances and roads would give it if the game ended now.  All public (E-17.1); the viewer's
    own cards are in its hand strip."""
    t = speaker(t)
    sup = view["supply"][seat]
    out = [{"name": t("panel-houses"), "value": sup["houses"], "tip": t("panel-houses-tip")},
           {"name": t("panel-emissaries"), "value": sup["emissaries"], "tip": t("panel-emissaries-tip")}]
    if view["fortifications_variant"]:
        out.append({"name": t("panel-fortification"), "value": sup["fortification"],
                    "tip": t("panel-fortification-tip")})
    out.append({"name": t("panel-cards"), "value": view["hand_sizes"][seat], "tip": t("panel-cards-tip")})
    known = view["known_cards"][seat]
    if known and seat != view.get("seat"):
        out.append({"name": t("panel-known"), "value": len(known),
                    "tip": t("panel-known-tip", cards=words.card_counts(known, t))})
    if not view["is_terminal"]:
        allied = sum(pts[seat] for *_, pts in standing.alliance_now(view))
        out.append({"name": t("panel-alliances"), "value": allied, "tip": t("panel-alliances-tip")})
        out.append({"name": t("panel-roads"), "value": standing.roads_now(view, seat), "tip": t("panel-roads-tip")})
    return out


__all__ = ["CARD_FILL", "PLAYER_FILL", "REGION_FILL", "SEAT_COLOURS", "TRANSLATED", "hand", "label", "log_picture",
           "panel", "prompt", "scores", "svg", "text"]
