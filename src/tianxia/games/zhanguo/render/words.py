"""ZhanGuo's pieces, cards, tiles and rewards named in words, and what each one does.

Every phrase comes from the game's catalogs (data/messages/<lang>.ftl) through ``t``, a
``tianxia.core.messages.Messages`` of the page's language; the functions here pick the message
and its arguments (no notation, ids or rule codes reach a player).
"""

from __future__ import annotations

from tianxia.core.messages import messages
from tianxia.core.naming import seat_name

from .. import data as _data

ASPECTS = ("beige", "orange", "brown")
OFFICIALS = ("red", "grey", "white")
#: the player colours of the box, by seat (rules Z-2.2)
PLAYER_COLOURS = ("blue", "red", "purple", "yellow")
B_KIND = {"bhire": "B-HIRE-PLUS", "bworker": "B-GOV-MOVE-WORKER", "bmarker": "B-WALL-RECRUIT-MARKER",
          "bcalm": "B-REASSIGN-WALL-CALM", "breassign": "B-RECRUIT-REASSIGN", "bgovernor": "B-GOV-MOVE-GOVERNOR"}
COURT_ACTIONS = ("recruit", "reassign", "governor", "hire", "palace", "wall")
ENGLISH = messages("tianxia.games.zhanguo")


def speak(t):
    """``t`` (a ``Messages``) as the drawing uses it; the catalogs remember their sentences (core)."""
    return t


def _id(value) -> str:
    return str(value).lower().replace("_", "-")


def aspect(t, a: str) -> str:
    """The aspect a card and marker colour stands for: beige Writing, orange Currency, brown Laws."""
    return t(f"aspect-{a}")


def who(view: dict, p: int, t) -> str:
    """A seat by name where the view carries the names (the server's), else "Player N"."""
    return seat_name(view, p, lambda s: t("player", number=s + 1))


def seat_word(t, p: int) -> str:
    """A seat by its colour in the box ("Blue")."""
    return t(f"pcolour-{PLAYER_COLOURS[p]}")


def board_name(t, b) -> str:
    return t(f"board-{_id(b)}") if b else t("board-none")


def section_name(t, sec: str) -> str:
    return t(f"section-{_id(sec)}")


def place(t, loc: str) -> str:
    """``g3`` / ``w3`` in words."""
    return t(f"place-{_id(loc)}")


def trigger_short(t, trig: str) -> str:
    return t(f"trigger-short-{_id(trig)}")


def court_name(t, k: str) -> str:
    return t(f"court-name-{k}")


def square_short(t, bonus: str) -> str:
    return t(f"square-short-{_id(bonus)}")


def b_short(t, b: str) -> str:
    return t(f"ability-{_id(b)}")


def b_desc(t, b: str) -> str:
    return t(f"ability-desc-{_id(b)}")


# ------------------------------------------------------------------ card abilities (rules Z-17, Z-18)

def bonus_short(t, bonus: str, param) -> str:
    """A card ability's effect on a card face (a few words)."""
    return t(f"bonus-short-{_id(bonus)}", **_param(bonus, param))


def bonus_long(t, bonus: str, param) -> str:
    """A card ability's effect as a sentence's second half."""
    return t(f"bonus-long-{_id(bonus)}", **_param(bonus, param))


def _param(bonus, param) -> dict:
    if bonus == "vp":
        return {"vp": param}
    if bonus == "vp_per_colour":
        return {"colour": ASPECTS[param]}
    if bonus == "official_here":
        return {"official": OFFICIALS[param]}
    return {}


def card_colour(n: int) -> str:
    return ASPECTS[(n - 1) // 40]


def card_title(t, n: int) -> str:
    c = card_colour(n)
    return t("card-title", card=str(n), colour=c, aspect=c)


def card_abilities(n: int) -> list:
    return list(_data.DATA.abilities[n]) if 0 < n < len(_data.DATA.abilities) else []


def card_desc(t, n: int) -> str:
    parts = [t("card-ability", when=t(f"trigger-when-{_id(tr)}"), what=bonus_long(t, b, p))
             for tr, b, p in card_abilities(n)]
    return " ".join(parts + [t("card-ability-works")])


# ------------------------------------------------------------------ main board pieces

def cell_value(t, criterion: str, vp: int) -> str:
    return t("cell-value-minus" if criterion == "fixed_minus_unrest" else "cell-value", vp=vp)


def goal_needs(t, slot: str, needs: list) -> str:
    """What a goal tile asks for, in words: 'palaces in regions 1, 2 and 5'."""
    if slot == "wall":
        counts: dict = {}
        for s in needs:
            counts[s] = counts.get(s, 0) + 1
        return t("goal-needs-wall", walls=_and(t, [t("goal-needs-area", count=n, area=a.lower())
                                                   for a, n in counts.items()]))
    return t(f"goal-needs-{slot}", regions=_and(t, [str(x) for x in needs]))


def _and(t, parts: list) -> str:
    if len(parts) == 1:
        return parts[0]
    return t("list-and", first=t("list-comma").join(parts[:-1]), last=parts[-1])


# ------------------------------------------------------------------ rewards (Z-21.8)

def reward_lines(t, cell: dict) -> tuple:
    """A reward cell in two short lines."""
    kind = cell["kind"]
    first = t(f"reward-line-{_id(kind)}")
    if kind in ("wall", "palace"):
        return first, t("reward-free-of-workers")
    if kind == "governor":
        regs = cell["regions"]
        return first, (t("reward-any-region") if regs == "any" else
                       t("reward-in-regions", regions=t("list-or", first=", ".join(map(str, regs[:-1])),
                                                        last=str(regs[-1])) if len(regs) > 1 else str(regs[0])))
    return first, t("reward-in-region", region=cell["region"])


def reward_text(t, cell: dict) -> str:
    a, b = reward_lines(t, cell)
    return f"{a} {b}"


def officials_short(t, start) -> str:
    """Starting officials in few words: '2 red and 1 grey'."""
    return _and(t, [t("officials-short", count=n, official=OFFICIALS[c]) for c, n in enumerate(start) if n])


def officials_list(t, start) -> str:
    return _and(t, [t("officials-count", count=n, official=OFFICIALS[c]) for c, n in enumerate(start) if n])
