"""What the table says in words: the prompt for the deciding seat, the name of every legal action,
and small phrases the board, the strip and the panels share.

Every sentence is a message of data/messages/<lang>.ftl; ``t`` is the page language's catalogs
(``tianxia.core.messages.Messages``), English when not given.
"""

from __future__ import annotations

from tianxia.core.messages import messages
from tianxia.core.naming import asker, seat_name

from ..data import TABLES

PACKAGE = "tianxia.games.emperor"


def english():
    """The English catalogs (the default of every render function's ``t``)."""
    return messages(PACKAGE)


def speaker(t=None):
    """``t``, the page's catalogs (English when None); they remember what they said (core)."""
    return t or english()


def region_colour(rid: str) -> str:
    return TABLES.colours[TABLES.region_colour[TABLES.region_index[rid]]]


def space_parts(sid: str) -> tuple[str, int]:
    """A house space as (region id, its number in the region): wei2 -> ("wei", 2)."""
    r = TABLES.space_region[TABLES.space_index[sid]]
    rid = TABLES.region_ids[r]
    return rid, int(sid[len(rid):])


def colour_regions(colour: str) -> list[str]:
    """The regions (ids) a card of ``colour`` pays for (E-6.2)."""
    return [TABLES.region_ids[r] for r in TABLES.colour_regions[TABLES.colour_index[colour]]]


def card_counts(cards: list[str], t) -> str:
    """'red ×3, green ×1' in the colours' order, or 'none'."""
    if not cards:
        return t("none")
    return t.format("list-parts", {"parts": [{"msg": "card-count", "args": {"card": c, "n": cards.count(c)}}
                                             for c in TABLES.colours if c in cards]})


def player(view: dict, p: int) -> dict:
    """A seat by its pieces' colour, as players tell each other apart at the table (a message part)."""
    return {"msg": "player", "args": {"colour": view["player_colours"][p]}}


def who(view: dict, p: int, t) -> str:
    """A seat by name where the view carries the names (the server's), else by its pieces' colour."""
    return seat_name(view, p, lambda s: t.format("player", {"colour": view["player_colours"][s]}))


def card_desc(colour: str, t) -> str:
    return t("desc-card", card=colour, regions=colour_regions(colour))


def label(view: dict, notation: str, t=None) -> str:
    """A legal action's name for buttons and tooltips (docs/table.md): the decision it makes
    first (for placements the payment, which the status bar asks for), then what it does."""
    t = speaker(t)
    w = notation.split()
    kind = w[0] if w else ""
    if kind in ("house", "fortify", "emissary") and len(w) >= 3:
        pair = w[2] == "pair"
        card = w[3] if pair and len(w) > 3 else w[2]
        if kind == "emissary":
            return t("label-emissary", card=card, n=2 if pair else 1, region=w[1])
        region, number = space_parts(w[1])
        return t(f"label-{'house' if kind == 'house' else 'fortification'}", card=card, n=2 if pair else 1,
                 number=number, region=region)
    if kind == "draw" and len(w) == 2:
        return t("label-draw-deck") if w[1] == "deck" else t("label-take", card=w[1])
    if kind == "exchange" and len(w) == 4:
        if w[3] == "deck":
            return t("label-exchange-deck", card=w[1])
        return t("label-exchange", card=w[1], card2=w[3])
    if kind == "pass":
        return t("label-pass")
    if kind == "stop":
        return t("label-stop")
    return t("label-unknown", notation=notation)


def prompt(view: dict, t=None) -> str | None:
    """What the deciding seat decides now, as an imperative sentence (None when the game is over)."""
    t = speaker(t)
    say = asker(view, t, lambda p: t.format("player", {"colour": view["player_colours"][p]}))
    phase = view["phase"]
    if phase == "over" or view["is_terminal"]:
        return None
    can_take = view["deck_size"] > 0 or bool(view["display"])
    fort = view["fortifications_variant"] and view["supply"][view["turn"]]["fortification"]
    if phase == "start":
        if not view["hand_sizes"][view["turn"]]:
            return say("prompt-no-card")
        if not can_take:
            return say("prompt-place-or-pass")
        return say("prompt-choose-piece") if fort else say("prompt-place-or-exchange")
    if phase == "second":
        region = view["turn_region"]
        if not can_take:
            return say("prompt-second-or-end", region=region)
        return say("prompt-second-choose", region=region) if fort else say("prompt-second-or-draw", region=region)
    if view["deck_size"] > 0:
        return say("prompt-draw")
    return say("prompt-draw-display")
