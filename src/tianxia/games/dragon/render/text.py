"""The terminal's drawing of a view (``tianxia play``): one line per part of the table, with
the short tile and card ids the notation uses, explained in a key line."""

from __future__ import annotations

from ..data import TABLES as T

_KIND_VALUE = dict(zip(T.kinds, T.kind_value))
_KIND_SYMBOLS = dict(zip(T.kinds, T.kind_symbols))


def _seat(p) -> str:
    return f"Seat {p}"


def _when(view: dict) -> str:
    """'setup' before round 1 (there is no round 0), else 'round r, <phase> phase'."""
    if view["round"] == 0:
        return "setup"
    if view["phase"] == "over":
        return f"after round {view['round']}"
    return f"round {view['round']}, {view['phase']} phase"


_REASON = {"tribute": "Imperial Tribute", "drought": "Drought", "mongol": "Mongol Invasion", "plague": "Plague",
           "wall": "Great Wall check", "earthquake": "Earthquake"}


def _why(decision: dict) -> str:
    """What a release or a placement is for: ' - Plague: 2 persons still to release'."""
    d = decision.get("detail") or {}
    kind = decision["kind"]
    if kind == "release":
        where = f" from palace {d['palace']}" if d.get("palace") else ""
        n = d["count"]
        return (f" - {_REASON.get(d['reason'], d['reason'])}: {n} {'person' if n == 1 else 'persons'} "
                f"still to release{where}")
    if kind in ("place", "initial"):
        return f" - the new tile: {d['tile']}"
    if kind in ("floor", "quake"):
        n = d["floors_left"]
        return f" - {n} {'floor' if n == 1 else 'floors'} still to {'place' if kind == 'floor' else 'remove'}"
    return ""


#: one line that explains the short tile and card ids of the supply, palaces and hands
_KEY = ("Key: " + ", ".join(f"{t} {T.type_name[t]}" for t in T.types)
        + "; -y young, -o old; cr(2):6 = 6 tiles left, track value 2")


# ------------------------------------------------------------------------------------------------
# Terminal
# ------------------------------------------------------------------------------------------------


def text(view: dict) -> str:
    lines = []
    decision = view.get("decision")
    head = "In the Year of the Dragon - " + _when(view)
    if view.get("is_terminal"):
        head += " - game over, winner " + ", ".join(_seat(w) for w in view.get("winners", []))
    lines.append(head)
    track = []
    for r, e in enumerate(view["event_track"], 1):
        mark = "*" if r == view["round"] else " "
        track.append(f"{mark}{r}:{T.event_name[e]}")
    lines.append("Events: " + "  ".join(track))
    if view.get("great_event"):
        ge = view["great_event"]
        lines.append("Great event (round 7): " + ("face down" if ge == "hidden" else T.great_name[ge]))
    if view["options"].get("great_wall"):
        # wall position i lies under event slot i (D-15.1), so it is numbered like the events
        lines.append(f"Wall ({len(view['wall'])}/12): " + ("  ".join(
            f"{i}:{T.wall_name[w['bonus']]}({_seat(w['player'])})" for i, w in enumerate(view["wall"], 1)) or "-"))
    if view["groups"] and view["phase"] == "action":   # D-7.4: the cards go back after the action phase
        groups = []
        for g, grp in enumerate(view["groups"], 1):
            dragons = (" [dragon of " + ", ".join(_seat(p) for p in grp["dragons"]) + "]") if grp["dragons"] else ""
            groups.append(f"{g}: " + ", ".join(T.action_name[c] for c in grp["cards"]) + dragons)
        lines.append("Groups: " + " | ".join(groups))
    lines.append(_KEY)
    lines.append("Supply: " + " ".join(f"{k}({_KIND_VALUE[k]}):{n}" for k, n in view["supply"].items()))
    if view["phase"] == "setup" and view["pairs_taken"]:
        lines.append("Pairs taken: " + ", ".join("+".join(pair) for pair in view["pairs_taken"]))
    if view["sunrise_taken"]:
        lines.append("Sunrise types taken: " + ", ".join(view["sunrise_taken"]))
    lines.append("Person track: " + " > ".join(
        f"{_seat(p)}@{view['players'][p]['position']}" for p in view["track_order"]))
    for pl in view["players"]:
        p = pl["seat"]
        here = "->" if decision and decision["player"] == p else "  "
        priv = pl["privileges"]
        lines.append(f"{here}{_seat(p)}: {pl['score']} VP, {pl['yuan']} yuan, {pl['rice']} rice, "
                     f"{pl['fireworks']} fireworks, {priv['small']} small and {priv['large']} large privileges, "
                     f"person track {pl['position']}")
        palaces = []
        for i, pal in enumerate(pl["palaces"], 1):
            inside = ",".join(pal["persons"]) or "empty"
            palaces.append(f"P{i}({pal['floors']}f)[{inside}]")
        lines.append("    palaces: " + (" ".join(palaces) or "none"))
        lines.append("    hand: " + (" ".join(f"{c}x{n}" if n > 1 else c for c, n in pl["hand"].items()) or "empty"))
        if view["options"].get("great_wall"):
            lines.append("    wall tiles unused: " + (" ".join(pl["wall_unused"]) or "none"))
    if decision:
        lines.append(f"{_seat(decision['player'])} must {decision['prompt']}{_why(decision)}")
    return "\n".join(lines)
