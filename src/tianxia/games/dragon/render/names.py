"""The words of the table: what each component is called and what it does.

Every text comes from the game's catalogs (``data/messages/<lang>.ftl``) through ``t``, a
``tianxia.core.messages.Messages`` of the page's language; the numbers in them come from the rule
tables (``data/*.json``) so they say what the engine does.
"""

from __future__ import annotations

from tianxia.core.messages import messages
from tianxia.core.naming import seat_name

from ..data import TABLES as T

PACKAGE = "tianxia.games.dragon"
RULES = T.rules
ROUNDS = T.rounds
KIND_TYPE = {k: T.types[T.kind_type[i]] for i, k in enumerate(T.kinds)}
KIND_VALUE = dict(zip(T.kinds, T.kind_value))
KIND_SYMBOLS = dict(zip(T.kinds, T.kind_symbols))
KIND_AGE = dict(zip(T.kinds, T.kind_age))


def english():
    """The English catalogs (the render functions' default language)."""
    return messages(PACKAGE)


def remember(t=None):
    """``t``, the page's catalogs (English when None); they remember what they said (core)."""
    return t or english()


def player(seat: int, t) -> str:
    """How a seat is named in titles and descriptions (the page's name strip names it better)."""
    return t("player", number=seat + 1)


def who(view: dict, seat: int, t) -> str:
    """The seat's name where the view carries the names (the server's), else "Player N"."""
    return seat_name(view, seat, lambda s: player(s, t))


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def kind_name(k: str, t) -> str:
    """'young warrior', 'old scholar', 'craftsman' (single-age types have no age)."""
    return t.word("person", k)


def young_kind(t_: str) -> str:
    """The young tile of type ``t_`` (the pair and the sunrise take young tiles)."""
    return next(k for k in T.kinds if KIND_TYPE[k] == t_ and KIND_AGE[k] == "y")


def symbols(k: str, t) -> str:
    """'2 helmets', '1 rice sack'."""
    return t("symbols-" + T.type_symbol[KIND_TYPE[k]].lower(), n=KIND_SYMBOLS[k])


def person_desc(k: str, t) -> str:
    return t("person-desc", value=KIND_VALUE[k], symbols=symbols(k, t), effect=t("effect-" + KIND_TYPE[k]))


def supply_desc(k: str, left: int, t) -> str:
    return t("supply-desc", n=left, value=KIND_VALUE[k], symbols=symbols(k, t), effect=t("effect-" + KIND_TYPE[k]))


# -- events -------------------------------------------------------------------------------------

def event_rule(e: str, t) -> str:
    return t("rule-event-" + e, n=RULES["plague_releases"] if e == "plague" else RULES["tribute"],
             first=RULES["festival_vp"][0], second=RULES["festival_vp"][1])


def great_rule(g: str, t) -> str:
    return t("rule-great-" + g.replace("_", "-"))


def event_title(r: int, e: str, current: bool, t) -> str:
    return t("event-title-current" if current else "event-title", round=r, event=e)


def event_desc(e: str, great_wall: bool, t) -> str:
    return t("rule-wall-check") if great_wall and e == "mongol" else event_rule(e, t)


# -- action cards ---------------------------------------------------------------------------------

def card_rule(c: str, large_cost: int, t) -> str:
    return t("rule-action-" + c, small=RULES["small_privilege"]["cost"], large=large_cost)


def privilege_desc(large: bool, large_cost: int, t) -> str:
    if large:
        return t("privilege-desc", yuan=large_cost, vp=RULES["large_privilege"]["dragons"])
    return t("privilege-desc", yuan=RULES["small_privilege"]["cost"], vp=RULES["small_privilege"]["dragons"])


# -- person cards ---------------------------------------------------------------------------------

def card_name(c: str, t) -> str:
    return t("card-title-wild") if c == "wild" else t("card-title", type=c)


def hand_card_desc(c: str, n: int, t) -> str:
    return t("hand-card-desc-wild", n=n) if c == "wild" else t("hand-card-desc", n=n, type=c)


#: a player's goods on the board and the panel (counter-<key> and counter-<key>-tip)
COUNTERS = ("yuan", "rice", "fireworks", "small", "large", "score")

#: score categories (the state's POINT_SOURCES), in words as category-<key>
CATEGORIES = ("research", "festival", "mongol", "wall", "palaces", "ladies", "privileges", "great", "persons",
              "monks", "money", "earlier")
