"""The table's words around the board: the prompt of the pending decision, each legal action's
name, the score table by source of VP and the counters of a seat's panel."""

from __future__ import annotations

from tianxia.core.naming import asker
from tianxia.core.svg import seat_style

from .words import (
    ASPECTS,
    B_KIND,
    ENGLISH,
    b_short,
    board_name,
    bonus_short,
    card_abilities,
    court_name,
    reward_text,
    speak,
)

#: blue, red, purple, yellow: the player colours of the box (rules Z-2.2)
SEAT_COLOURS = ["#2b6cb0", "#c53030", "#6b46c1", "#b7791f"]


def paint(seat: int, prop: str = "fill") -> str:
    """A seat's colour as a style the page's colour-blind palette may replace (docs/table.md)."""
    return seat_style(prop, seat, SEAT_COLOURS[seat])

_COURT_WORD = {"recruit_official": "recruit", "reassign_officials": "reassign", "install_governor": "governor",
               "hire_workers": "hire", "build_palace": "palace", "build_wall": "wall"}
#: prompts that need no argument, by pending decision
_PLAIN = {"remove": "prompt-remove", "pick": "prompt-pick", "board": "prompt-pick", "auction": "prompt-auction",
          "play": "prompt-play", "claims": "prompt-claims", "paltake": "prompt-paltake",
          "offbonus": "prompt-offbonus"}


def prompt(view: dict, t=ENGLISH):
    """What the deciding seat is asked now, as an imperative sentence (None when the game is over)."""
    t = speak(t)
    say = asker(view, t, lambda p: t("player", number=p + 1))
    pend = view["pending"]
    k = pend["kind"]
    if k == "over":
        return None
    if k in _PLAIN:
        return say(_PLAIN[k])
    if k == "bid":
        if pend["high"] <= 0:
            return say("prompt-bid-open")
        return say("prompt-bid", vp=pend["high"])
    if k == "draft":
        return say("prompt-draft", colour=pend["deck"])
    if k == "declare":
        card, under = pend["card"], pend["beneath"]
        if not under:
            return say("prompt-declare-first", card=str(card))
        return say("prompt-declare-higher" if card > under else "prompt-declare-lower", card=str(card),
                 card2=str(under))
    if k == "pool":
        if "transit" in pend:
            c, area = pend["transit"]
            return say("prompt-pool-transit", official=c, place=area)
        return say("prompt-pool-min" if pend["min"] else "prompt-pool", points=pend["points"])
    if k == "window":
        name = court_name(t, _COURT_WORD.get(pend.get("action"), "reassign"))
        return say("prompt-window-fired" if pend.get("triggered") else "prompt-window-idle", what=name)
    if k == "wallpay":
        return say("prompt-wallpay", workers=pend["workers_due"])
    if k == "palpay":
        return say("prompt-palpay", region=pend["region"])
    if k == "square":
        return say("prompt-square", region=pend["region"])
    if k == "offer":
        a = pend["aspect"]
        return say("prompt-offer", aspect=a, what=reward_text(t, pend["reward"]), colour=a)
    return say("prompt-choose")


def label(view: dict, notation: str, t=ENGLISH) -> str:
    """A legal action named in words for buttons and tooltips."""
    t = speak(t)
    w = str(notation).split()
    if not w:
        return notation
    k, a = w[0], w[1:]
    pend = view.get("pending", {})
    try:
        return _label(view, pend, k, a, t) or notation
    except (KeyError, IndexError, TypeError, ValueError):
        return notation


def _label(view, pend, k, a, t):
    if k in ("remove", "board"):
        return t(f"label-{k}", board=a[0])
    if k == "bid":
        return t("label-bid", vp=int(a[0]))
    if k in ("pass", "reassign", "decline", "stop", "done"):
        return t(f"label-{k}")
    if k == "discard":
        seat = view.get("seat")
        try:
            card = view["seats"][seat]["draft"][ASPECTS.index(a[0])][int(a[1]) - 1]
            return t("label-discard-card", card=str(card))
        except (TypeError, IndexError, KeyError, ValueError):
            return t("label-discard", colour=a[0], number=int(a[1]))
    if k == "free":
        return t("label-free", official=a[1], region=a[0])
    if k == "unify":
        return t("label-unify", card=a[0], region=a[1])
    if k == "court":
        return t("label-court", card=a[0])
    if k == "recruit":
        return t("label-recruit", official=a[0], region=a[1])
    if k in ("governor", "hire", "palace", "pay"):
        return t(f"label-{k}", region=a[0])
    if k == "wall":
        return t("label-wall", section=a[0], workers=int(a[1]))
    if k == "take":
        return t("label-take", colour=a[0])
    if k == "square":
        try:
            bonus = view["governors"][pend["region"] - 1]["squares"][int(a[0]) - 1]["bonus"]
            return t("label-square-with", square=bonus)
        except (KeyError, IndexError, TypeError, ValueError):
            return t("label-square", number=int(a[0]))
    if k == "official":
        return t("label-official", official=a[0], region=a[1])
    if k == "step":
        return t("label-step", official=a[0], place=a[1], place2=a[2])
    if k == "use":
        return _use_label(t, a)
    if k in B_KIND:
        return _b_label(t, k, a)
    if k == "claim":
        return t("label-claim", goal=a[1], row=a[0])
    if k == "accept":
        return _accept_label(t, pend, a)
    return None


def _use_label(t, a: list) -> str:
    aid = a[0]
    n = int(aid.rstrip("abcdefghij"))
    idx = ord(aid[-1]) - 97 if aid[-1].isalpha() else 0
    abl = card_abilities(n)
    card = str(n)
    if not abl:
        return t("label-use", card=card)
    trig, bonus, param = abl[min(idx, len(abl) - 1)]
    rest = a[1:]
    if bonus == "marker":
        return t("label-use-marker", card=card, colour=rest[0]) if rest else t("label-use-marker-vp", card=card)
    if bonus == "unrest_any":
        return t("label-use-calm", card=card, region=rest[0])
    if bonus == "move_worker":
        return t("label-use-move", card=card, region=rest[0], region2=rest[1])
    return t("label-use-bonus", card=card, what=bonus_short(t, bonus, param))


def _b_label(t, k: str, a: list) -> str:
    if k == "bworker":
        return t("label-bworker", region=a[0], region2=a[1])
    if k == "bmarker":
        return t("label-bmarker", colour=a[0]) if a else t("label-bmarker-vp")
    if k == "bcalm":
        return t("label-bcalm", region=a[0])
    if k == "bgovernor":
        return t("label-bgovernor", region=a[0], region2=a[2])
    if k in ("bhire", "breassign"):
        return t(f"label-{k}")
    return b_short(t, B_KIND[k])


def _accept_label(t, pend: dict, a: list) -> str:
    cell = pend.get("reward") or {}
    kind = cell.get("kind")
    if not a:
        return t("label-accept-what", what=reward_text(t, cell)) if cell else t("label-accept")
    if kind == "official_choice":
        return t("label-accept-official", official=a[0], region=cell["region"])
    if kind in ("governor", "palace"):
        return t(f"label-accept-{kind}", region=a[0])
    if kind == "wall" and len(a) == 2:
        return t("label-accept-wall", section=a[0], workers=int(a[1]))
    return t("label-accept")


# ------------------------------------------------------------------ scores and panels

_PLAY_ROWS = ("auction", "palaces", "squares", "cards", "shortage")
_FINAL_ROWS = ("governors", "markers", "goals", "walls")


def scores(view: dict, t=ENGLISH) -> list:
    """Each seat's VP by source; the rows add up to ``view["scores"]`` (VP are public, rules Z-26.1)."""
    t = speak(t)
    seats = view["seats"]
    out = []
    for key in _PLAY_ROWS:
        pts = [s.get("vp_sources", {}).get(key, 0) for s in seats]
        if key == "auction" and view.get("options", {}).get("board_side") != "B_auction" and not any(pts):
            continue
        out.append({"category": t(f"score-{key}"), "points": pts})
    final = view.get("final")
    if final:
        for key in _FINAL_ROWS:
            out.append({"category": t(f"score-final-{key}"), "points": [f.get(key, 0) for f in final]})
    return out


def panel(view: dict, seat: int, t=ENGLISH) -> list:
    """Counters of one seat (everything here is public; the viewer's own hand is in the hand strip)."""
    t = speak(t)
    s = view["seats"][seat]
    sp = s["supply"]
    offs = sp["officials"]
    hand = sum(s["hand_colours"])
    beige, orange, brown = s["hand_colours"]
    out = [
        {"name": t("panel-vp"), "value": s["vp"], "tip": t("panel-vp-tip")},
        {"name": t("panel-hand"), "value": hand, "tip": t("panel-hand-tip", beige=beige, orange=orange, brown=brown)},
    ]
    for a in ASPECTS:
        v1, v3 = s["markers"][a]
        out.append({"name": t("panel-markers", aspect=a), "value": v1 + 3 * v3,
                    "tip": t("panel-markers-tip", value1=v1, value3=v3, colour=a, aspect=a)})
    out += [
        {"name": t("panel-officials"), "value": offs["red"] + offs["grey"] + offs["white"],
         "tip": t("panel-officials-tip", red=offs["red"], grey=offs["grey"], white=offs["white"])},
        {"name": t("panel-governors"), "value": sp["governors"], "tip": t("panel-governors-tip")},
        {"name": t("panel-palaces"), "value": sp["palaces"], "tip": t("panel-palaces-tip")},
        {"name": t("panel-walls"), "value": sp["walls"], "tip": t("panel-walls-tip")},
        {"name": t("panel-board"), "value": board_name(t, s["board"]), "tip": t("panel-board-tip")},
    ]
    return out

