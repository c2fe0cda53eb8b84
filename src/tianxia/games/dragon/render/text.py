"""The terminal's drawing of a view (``tianxia play``): one line per part of the table, with
the short tile and card ids the notation uses, explained in a key line.  Sentences come from the
catalogs ``t`` (English by default)."""

from __future__ import annotations

from ..data import TABLES as T
from . import names as N

_KIND_VALUE = dict(zip(T.kinds, T.kind_value))


def _seat(p, t) -> str:
    return t.word("seat", p)


def _when(view: dict, t) -> str:
    """'setup' before round 1 (there is no round 0), else 'round r, <phase> phase'."""
    if view["round"] == 0:
        return t("text-when-setup")
    if view["phase"] == "over":
        return t("text-when-over", round=view["round"])
    return t("text-when-" + view["phase"], round=view["round"])


def _why(decision: dict, t) -> str:
    """What a release or a placement is for: ' - Plague: 2 persons still to release'."""
    d = decision.get("detail") or {}
    kind = decision["kind"]
    if kind == "release":
        if d.get("palace"):
            return t("text-release-palace", reason=d["reason"], n=d["count"], palace=d["palace"])
        return t("text-release", reason=d["reason"], n=d["count"])
    if kind in ("place", "initial"):
        return t("text-new-tile", person=d["tile"])
    if kind == "floor":
        return t("text-floors-place", n=d["floors_left"])
    if kind == "quake":
        return t("text-floors-remove", n=d["floors_left"])
    return ""


def text(view: dict, t=None) -> str:
    t = N.remember(t)
    lines = []
    decision = view.get("decision")
    if view.get("is_terminal"):
        winners = ", ".join(_seat(w, t) for w in view.get("winners", []))
        lines.append(t("text-head-over", moment=_when(view, t), winners=winners))
    else:
        lines.append(t("text-head", moment=_when(view, t)))
    track = []
    for r, e in enumerate(view["event_track"], 1):
        mark = "*" if r == view["round"] else " "
        track.append(f"{mark}{r}:{t.word('event', e)}")
    lines.append(t("text-events", track="  ".join(track)))
    if view.get("great_event"):
        ge = view["great_event"]
        lines.append(t("text-great", great=t("text-face-down") if ge == "hidden" else t.word("great", ge)))
    if view["options"].get("great_wall"):
        # wall position i lies under event slot i (D-15.1), so it is numbered like the events
        tiles = "  ".join(f"{i}:{t.word('bonus', w['bonus'])}({_seat(w['player'], t)})"
                          for i, w in enumerate(view["wall"], 1))
        lines.append(t("text-wall", n=len(view["wall"]), tiles=tiles or "-"))
    if view["groups"] and view["phase"] == "action":   # D-7.4: the cards go back after the action phase
        groups = []
        for g, grp in enumerate(view["groups"], 1):
            dragons = (" [" + t("text-dragons", owners=", ".join(_seat(p, t) for p in grp["dragons"])) + "]"
                       if grp["dragons"] else "")
            groups.append(f"{g}: " + ", ".join(t.word("action", c) for c in grp["cards"]) + dragons)
        lines.append(t("text-groups", listed=" | ".join(groups)))
    lines.append(t("text-key", types=", ".join(f"{ty} {t.word('type', ty)}" for ty in T.types)))
    lines.append(t("text-supply", supply=" ".join(f"{k}({_KIND_VALUE[k]}):{n}" for k, n in view["supply"].items())))
    if view["phase"] == "setup" and view["pairs_taken"]:
        lines.append(t("text-pairs", pairs=", ".join("+".join(pair) for pair in view["pairs_taken"])))
    if view["sunrise_taken"]:
        lines.append(t("text-sunrise", types=", ".join(view["sunrise_taken"])))
    lines.append(t("text-track", track=" > ".join(
        f"{_seat(p, t)}@{view['players'][p]['position']}" for p in view["track_order"])))
    for pl in view["players"]:
        p = pl["seat"]
        here = "->" if decision and decision["player"] == p else "  "
        priv = pl["privileges"]
        lines.append(here + t("text-player", seat=p, vp=pl["score"], yuan=pl["yuan"], rice=pl["rice"],
                              fireworks=pl["fireworks"], small=priv["small"], large=priv["large"],
                              space=pl["position"]))
        palaces = []
        for i, pal in enumerate(pl["palaces"], 1):
            inside = ",".join(pal["persons"]) or t("text-empty")
            palaces.append(f"P{i}({pal['floors']}f)[{inside}]")
        lines.append("    " + t("text-palaces", palaces=" ".join(palaces) or t("text-none")))
        cards = " ".join(f"{c}x{n}" if n > 1 else c for c, n in pl["hand"].items())
        if "hand_hidden" in pl:   # after a face-down Tornado (R-26 house rule): only the count is known
            known = " ".join(f"{c}x{n}" if n > 1 else c for c, n in pl["hand_from"].items())
            lines.append("    " + t("text-hand-hidden", n=pl["hand_hidden"], cards=known or t("text-empty")))
        else:
            lines.append("    " + t("text-hand", cards=cards or t("text-empty")))
        if view["options"].get("great_wall"):
            lines.append("    " + t("text-wall-unused", tiles=" ".join(pl["wall_unused"]) or t("text-none")))
    if decision:
        lines.append(t("text-must", seat=decision["player"], decision=decision["kind"], detail=_why(decision, t)))
    return "\n".join(lines)
