"""The status bar's sentences, action names, the score breakdown and the panels' counters.

``prompt`` says what the deciding seat is asked, ``label`` names a legal action in words
(never its notation), ``scores`` breaks the VP down by where they came from (the state keeps
the tally, D-13/D-14 and every event), ``panel`` lists a seat's goods.  All public (D-18)."""

from __future__ import annotations

from ..data import TABLES as T
from . import names as N


def _free_floor(pl: dict) -> bool:
    return any(len(p["persons"]) < p["floors"] for p in pl["palaces"])


def prompt(view: dict) -> str | None:
    dec = view.get("decision")
    if view.get("is_terminal") or not dec:
        return None
    kind, detail = dec["kind"], dec.get("detail") or {}
    pl = view["players"][dec["player"]]
    if kind == "pair":
        return "Choose two young persons of different types for your first persons (a pair nobody has taken)"
    if kind in ("initial", "place"):
        k = N.kind_name(detail["tile"])
        if kind == "place" and not _free_floor(pl):
            return f"All your floors are full: choose a person to make way for your {k}, or discard it"
        return f"Choose the palace for your {k}"
    if kind == "act":
        return "Choose an action card, or take money"
    if kind == "floor":
        n = detail["floors_left"]
        return "Choose where to build the palace floor" if n == 1 else \
            f"Choose where to build a palace floor ({n} left to build)"
    if kind == "privilege":
        return "Choose the privilege to buy"
    if kind == "wallbuild":
        return "Choose the wall tile to build"
    if kind == "card":
        return "Play a person card"
    if kind == "tile":
        c = detail["card"]
        return "Choose any person tile for your wild card" if c == "wild" else \
            f"Choose the {T.type_name[c]} to take, young or old"
    if kind == "release":
        why = N.REASON.get(detail["reason"], detail["reason"])
        if detail.get("palace"):
            return f"{why}: choose the person to release from palace {detail['palace']}"
        n = detail["count"]
        return f"{why}: choose a person to release" if n == 1 else \
            f"{why}: choose a person to release ({n} still to release)"
    if kind == "unsupplied":
        n = detail["count"]
        return "Drought: choose the palace that gets no rice" if n == 1 else \
            f"Drought: choose a palace that gets no rice ({n} still to choose)"
    if kind == "quake":
        n = detail["floors_left"]
        return "Earthquake: choose the palace that loses a floor" if n == 1 else \
            f"Earthquake: choose a palace that loses a floor ({n} floors to remove)"
    if kind == "flood":
        total = (pl["yuan"] + pl["rice"] + pl["fireworks"]) // 2
        return f"Flood: choose the {total} yuan, rice and fireworks to return"
    if kind == "tornado":
        return "Tornado: choose two person cards to discard"
    if kind == "sunrise":
        return "Sunrise: choose a young person of a type nobody took in this sunrise"
    if kind == "charter":
        return "Charter: choose one type of your persons and gain its benefit"
    return None


def _listing(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _charter_gain(view: dict, seat: int, t: str) -> str:
    pl = view["players"][seat]
    what = T.charter[t]
    n = sum(N.KIND_SYMBOLS[k] for pal in pl["palaces"] for k in pal["persons"] if N.KIND_TYPE[k] == t)
    if what == "monk_vp":
        n = sum(N.KIND_SYMBOLS[k] * pal["floors"] for pal in pl["palaces"] for k in pal["persons"]
                if N.KIND_TYPE[k] == t)
        return f"{n} VP"
    return {"floors": f"{n} palace floor" if n == 1 else f"{n} palace floors", "vp": f"{n} VP",
            "fireworks": f"{n} fireworks", "yuan": f"{n} yuan", "rice": f"{n} rice",
            "track": f"{n} space" if n == 1 else f"{n} spaces", "nothing": "nothing"}[what]


def label(view: dict, notation: str) -> str:
    words = str(notation).split()
    if not words:
        return str(notation)
    w = words[0]
    dec = view.get("decision") or {}
    seat = dec.get("player", view.get("seat"))
    pl = view["players"][seat] if seat is not None else None
    try:
        if w == "pair":
            return f"Take {N.a(N.kind_name(N.young_kind(words[1])))} and {N.a(N.kind_name(N.young_kind(words[2])))}"
        if w == "place":
            return f"Put it in palace {words[1]}"
        if w == "money":
            k = max(0, N.RULES["money_top_up"] - pl["yuan"]) if pl else 0
            return f"Take money (+{k} yuan)"
        if w == "occupy":
            g, c = int(words[1]), words[2]
            grp = view["groups"][g - 1] if g - 1 < len(view["groups"]) else {"dragons": []}
            if grp["dragons"]:
                return f"{T.action_name[c]} in group {g}, paying {N.RULES['group_fee']} yuan"
            return f"{T.action_name[c]} in group {g}"
        if w == "floor":
            return "Build a new palace" if words[1] == "new" else f"Add a floor to palace {words[1]}"
        if w == "privilege":
            cost = view["options"].get("large_privilege_cost", 7) if words[1] == "large" else \
                N.RULES["small_privilege"]["cost"]
            return f"Buy a {words[1]} privilege for {cost} yuan"
        if w == "wall":
            return f"Build the wall tile: {T.wall_name[words[1]]}"
        if w == "card":
            return "Play a wild card" if words[1] == "wild" else f"Play the {T.type_name[words[1]]} card"
        if w == "tile":
            return f"Take {N.a(N.kind_name(words[1]))}"
        if w == "replace":
            return f"Release the {N.kind_name(words[2])} of palace {words[1]} for the new person"
        if w == "discard":
            return "Discard the new person"
        if w == "release":
            return f"Release the {N.kind_name(words[2])} from palace {words[1]}"
        if w == "unsupplied":
            return f"Leave palace {words[1]} without rice"
        if w == "remove-floor":
            if len(words) > 2:
                return f"Remove a floor from palace {words[1]} with its {N.kind_name(words[2])}"
            return f"Remove a floor from palace {words[1]}"
        if w == "return":
            y, r, f = (int(v) for v in words[1:4])
            parts = [s for n, s in ((y, f"{y} yuan"), (r, f"{r} rice"), (f, f"{f} fireworks")) if n]
            return "Return nothing" if not parts else f"Return {_listing(parts)}"
        if w == "discard-cards":
            cards = ["the wild card" if c == "wild" else f"the {T.type_name[c]} card" for c in words[1:]]
            if len(cards) == 2 and cards[0] == cards[1]:
                return "Discard both wild cards"
            return f"Discard {_listing(cards)}"
        if w == "sunrise":
            return f"Take {N.a(N.kind_name(N.young_kind(words[1])))}"
        if w == "charter":
            return f"Choose the {T.type_plural[words[1]]}: {_charter_gain(view, seat, words[1])}"
    except (KeyError, IndexError, ValueError, TypeError):
        pass
    return str(notation)


def scores(view: dict) -> list[dict]:
    players = view["players"]
    over = view.get("is_terminal")
    out = []
    for c, name in N.CATEGORY.items():
        pts = [pl.get("points", {}).get(c, 0) for pl in players]
        if c == "wall" and not view["options"].get("great_wall") and not any(pts):
            continue
        if c == "great" and not view.get("great_event") and not any(pts):
            continue
        if c in ("persons", "monks", "money") and not over and not any(pts):
            continue
        if c == "earlier" and not any(pts):
            continue
        out.append({"category": name, "points": pts})
    return out


def panel(view: dict, seat: int) -> list[dict]:
    pl = view["players"][seat]
    rows = [{"name": name, "value": v, "tip": tip} for (name, tip), v in (
        (N.COUNTER["yuan"], pl["yuan"]), (N.COUNTER["rice"], pl["rice"]), (N.COUNTER["fireworks"], pl["fireworks"]),
        (N.COUNTER["small"], pl["privileges"]["small"]), (N.COUNTER["large"], pl["privileges"]["large"]))]
    persons = sum(len(p["persons"]) for p in pl["palaces"])
    rows.append({"name": "Person track", "value": pl["position"],
                 "tip": f"Space on the person track; number {pl['track_rank']} in turn order."})
    rows.append({"name": "Palaces", "value": len(pl["palaces"]),
                 "tip": "Each palace scores 1 VP in every scoring phase."})
    rows.append({"name": "Persons", "value": persons, "tip": "Each person scores 2 VP at the end."})
    rows.append({"name": "Person cards", "value": sum(pl["hand"].values()),
                 "tip": "Cards left to play, one in each person phase."})
    if view["options"].get("great_wall"):
        rows.append({"name": "Wall tiles built", "value": len(pl["wall_built"]),
                     "tip": "Wall tiles on the Great Wall: they count in the wall checks."})
    return rows


def legend() -> list[dict]:
    """Every event, great event, action card, wall tile, person tile and privilege with its rule,
    for the "How to play" page's glossary (a start position shows only some of them)."""
    cost = T.rules["large_privilege"]["cost_choices"][0]
    out = [{"kind": "event", "name": T.event_name[e], "desc": N.EVENT_RULE[e]} for e in T.event_ids]
    out += [{"kind": "great-event", "name": f"Great event: {T.great_name[g]}", "desc": N.GREAT_RULE[g]}
            for g in T.great_events]
    out += [{"kind": "action-card", "name": T.action_name[c], "desc": N.card_rule(c, cost)} for c in T.action_cards]
    out += [{"kind": "wall-tile", "name": f"Wall tile: {T.wall_name[b]}", "desc": N.WALL_BONUS[b]}
            for b in T.wall_bonuses]
    out += [{"kind": "person", "name": N.cap(N.kind_name(k)), "desc": N.person_desc(k)} for k in T.kinds]
    out += [{"kind": "privilege", "name": name, "desc": N.privilege_desc(large, cost)}
            for name, large in (("Small privilege", False), ("Large privilege", True))]
    return out
