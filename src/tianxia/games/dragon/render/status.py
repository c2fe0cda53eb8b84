"""The status bar's sentences, action names, the score breakdown and the panels' counters.

``prompt`` says what the deciding seat is asked, ``label`` names a legal action in words
(never its notation), ``scores`` breaks the VP down by where they came from (the state keeps
the tally, D-13/D-14 and every event), ``panel`` lists a seat's goods.  All public (D-18).
Each takes ``t``, the page's catalogs (English by default)."""

from __future__ import annotations

from tianxia.core.naming import asker

from ..data import TABLES as T
from . import names as N


def _free_floor(pl: dict) -> bool:
    return any(len(p["persons"]) < p["floors"] for p in pl["palaces"])


def prompt(view: dict, t=None) -> str | None:
    t = N.remember(t)
    say = asker(view, t, lambda s: N.player(s, t))
    dec = view.get("decision")
    if view.get("is_terminal") or not dec:
        return None
    kind, detail = dec["kind"], dec.get("detail") or {}
    pl = view["players"][dec["player"]]
    if kind in ("initial", "place"):
        full = kind == "place" and not _free_floor(pl)
        return say("prompt-place-full" if full else "prompt-place", person=detail["tile"])
    if kind == "floor":
        return say("prompt-floor", n=detail["floors_left"])
    if kind == "tile":
        c = detail["card"]
        return say("prompt-tile-wild") if c == "wild" else say("prompt-tile", type=c)
    if kind == "release":
        if detail.get("palace"):
            return say("prompt-release-palace", reason=detail["reason"], palace=detail["palace"])
        return say("prompt-release", reason=detail["reason"], n=detail["count"])
    if kind == "unsupplied":
        return say("prompt-unsupplied", n=detail["count"])
    if kind == "quake":
        return say("prompt-quake", n=detail["floors_left"])
    if kind == "flood":
        return say("prompt-flood", n=(pl["yuan"] + pl["rice"] + pl["fireworks"]) // 2)
    if kind in ("pair", "act", "privilege", "wallbuild", "card", "tornado", "sunrise", "charter"):
        return say("prompt-" + kind)
    return None


def _charter_gain(view: dict, seat: int, type_: str) -> dict:
    """What the charter gives for ``type_``, as a message part (amount-<what>)."""
    pl = view["players"][seat]
    what = T.charter[type_]
    n = sum(N.KIND_SYMBOLS[k] for pal in pl["palaces"] for k in pal["persons"] if N.KIND_TYPE[k] == type_)
    if what == "monk_vp":
        what = "vp"
        n = sum(N.KIND_SYMBOLS[k] * pal["floors"] for pal in pl["palaces"] for k in pal["persons"]
                if N.KIND_TYPE[k] == type_)
    return {"msg": "amount-" + what, "args": {"n": n}}


def label(view: dict, notation: str, t=None) -> str:
    t = N.remember(t)
    words = str(notation).split()
    if not words:
        return str(notation)
    w = words[0]
    dec = view.get("decision") or {}
    seat = dec.get("player", view.get("seat"))
    pl = view["players"][seat] if seat is not None else None
    try:
        if w == "pair":
            return t("label-pair", person=N.young_kind(words[1]), person2=N.young_kind(words[2]))
        if w == "place":
            return t("label-place", palace=int(words[1]))
        if w == "money":
            k = max(0, N.RULES["money_top_up"] - pl["yuan"]) if pl else 0
            return t("label-money", yuan=k)
        if w == "occupy":
            g, c = int(words[1]), words[2]
            grp = view["groups"][g - 1] if g - 1 < len(view["groups"]) else {"dragons": []}
            if grp["dragons"]:
                return t("label-occupy-fee", action=c, group=g, fee=N.RULES["group_fee"])
            return t("label-occupy", action=c, group=g)
        if w == "floor":
            return t("label-floor-new") if words[1] == "new" else t("label-floor", palace=int(words[1]))
        if w == "privilege":
            if words[1] == "large":
                return t("label-privilege-large", yuan=view["options"].get("large_privilege_cost", 7))
            return t("label-privilege-small", yuan=N.RULES["small_privilege"]["cost"])
        if w == "wall":
            return t("label-wall", bonus=words[1])
        if w == "card":
            return t("label-card-wild") if words[1] == "wild" else t("label-card", card=words[1])
        if w == "tile":
            return t("label-tile", person=words[1])
        if w == "replace":
            return t("label-replace", person=words[2], palace=int(words[1]))
        if w == "discard":
            return t("label-discard")
        if w == "release":
            return t("label-release", person=words[2], palace=int(words[1]))
        if w == "unsupplied":
            return t("label-unsupplied", palace=int(words[1]))
        if w == "remove-floor":
            if len(words) > 2:
                return t("label-remove-floor-person", palace=int(words[1]), person=words[2])
            return t("label-remove-floor", palace=int(words[1]))
        if w == "return":
            amounts = zip(("yuan", "rice", "fireworks"), (int(v) for v in words[1:4]))
            goods = [{"msg": "amount-" + what, "args": {"n": n}} for what, n in amounts if n]
            return t("label-return", goods=goods) if goods else t("label-return-nothing")
        if w == "discard-cards":
            if words[1:] and words[1].isdigit():   # face down (R-26 house rule): places in the hidden order
                order = view["decision"]["detail"]["cards"]
                words = [w, *(order[int(i) - 1] for i in words[1:])]
            if words[1:] == ["wild", "wild"]:
                return t("label-discard-both-wild")
            return t("label-discard-cards", cards=words[1:])
        if w == "sunrise":
            return t("label-tile", person=N.young_kind(words[1]))
        if w == "charter":
            return t("label-charter", type=words[1], gain=_charter_gain(view, seat, words[1]))
    except (KeyError, IndexError, ValueError, TypeError):
        pass
    return str(notation)


def scores(view: dict, t=None) -> list[dict]:
    t = N.remember(t)
    players = view["players"]
    over = view.get("is_terminal")
    out = []
    for c in N.CATEGORIES:
        pts = [pl.get("points", {}).get(c, 0) for pl in players]
        if c == "wall" and not view["options"].get("great_wall") and not any(pts):
            continue
        if c == "great" and not view.get("great_event") and not any(pts):
            continue
        if c in ("persons", "monks", "money") and not over and not any(pts):
            continue
        if c == "earlier" and not any(pts):
            continue
        out.append({"category": t("category-" + c), "points": pts})
    return out


def panel(view: dict, seat: int, t=None) -> list[dict]:
    t = N.remember(t)
    pl = view["players"][seat]
    values = {"yuan": pl["yuan"], "rice": pl["rice"], "fireworks": pl["fireworks"],
              "small": pl["privileges"]["small"], "large": pl["privileges"]["large"],
              "track": pl["position"], "palaces": len(pl["palaces"]),
              "persons": sum(len(p["persons"]) for p in pl["palaces"]), "cards": sum(pl["hand"].values())}
    if view["options"].get("great_wall"):
        values["wall"] = len(pl["wall_built"])
    return [{"name": t("counter-" + key), "value": v, "tip": t(f"counter-{key}-tip", rank=pl["track_rank"])}
            for key, v in values.items()]


def legend(t=None) -> list[dict]:
    """Every event, great event, action card, wall tile, person tile and privilege with its rule,
    for the "How to play" page's glossary (a start position shows only some of them)."""
    t = N.remember(t)
    cost = T.rules["large_privilege"]["cost_choices"][0]
    out = [{"kind": "event", "name": t.word("event", e), "desc": N.event_rule(e, t)} for e in T.event_ids]
    out += [{"kind": "great-event", "name": t("great-title", great=g), "desc": N.great_rule(g, t)}
            for g in T.great_events]
    out += [{"kind": "action-card", "name": t.word("action", c), "desc": N.card_rule(c, cost, t)}
            for c in T.action_cards]
    out += [{"kind": "wall-tile", "name": t("wall-tile-title", bonus=b), "desc": t("rule-bonus-" + b)}
            for b in T.wall_bonuses]
    out += [{"kind": "person", "name": N.cap(N.kind_name(k, t)), "desc": N.person_desc(k, t)} for k in T.kinds]
    out += [{"kind": "privilege", "name": t(f"privilege-{size}-name"), "desc": N.privilege_desc(size == "large", cost, t)}
            for size in ("small", "large")]
    return out
