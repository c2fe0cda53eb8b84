"""Huang's terminal picture, drawn from a view (never from a state, so it cannot show a secret).

Its words come from the catalogs through ``t``; the map and the lists of hexes keep the
coordinates a terminal player types.
"""

from __future__ import annotations

from tianxia.core.messages import Messages

from ..data import BOARDS
from .look import EN

LETTER = {"yellow": "Y", "red": "R", "blue": "B", "green": "G", "white": "W"}


def _structures_at(view) -> dict:
    out = {}
    for st in view["structures"]:
        if isinstance(st["where"], list):
            for h in st["where"]:
                out[h] = st
    return out


def _cause(view: dict, t: Messages) -> str:
    cause = view.get("end_cause") or ""
    return t("cause-bag") if cause == "the bag is empty" else t("cause-cap")


def text(view: dict, t: Messages = EN) -> str:
    board = BOARDS[view["board"]]
    cells = {c["hex"]: c for c in view["hexes"]}
    under = _structures_at(view)
    lines = [t("term-head", letter=board.name, title=t(f"side-{board.name.lower()}"), turn=view["turn"] + 1,
               seat=view["active"], left=view["actions_left"], phase=view["phase"])]
    rows: dict[int, list] = {}
    for h in range(board.n):
        rows.setdefault(board.coords[h][1], []).append(h)
    lines.append(t("term-legend"))
    for r in sorted(rows):
        hexes = rows[r]
        first_q = board.coords[hexes[0]][0]
        indent = (first_q + r // 2) * 3 + (2 if r % 2 else 0)
        parts = []
        for h in hexes:
            name = board.names[h]
            c = cells.get(name)
            if c is None:
                parts.append(" ~ " if board.river[h] else " . ")
            elif "leader" in c:
                ld = c["leader"]
                parts.append(f"{LETTER[ld['colour']].lower()}{ld['seat']} ")
            elif "bandit" in c:
                parts.append(f"#{c['bandit']:<2}"[:3])
            else:
                mark = "!" if c.get("unification") else "*" if name in under else "g" if c.get("granary") else " "
                parts.append(f"{LETTER[c['tile']]}{mark} ")
        lines.append(f"r{r:>2} " + " " * indent + "".join(parts))
    lines.append(t("term-market", tiles=" ".join(LETTER[m] if m else "-" for m in view["market"]),
                   bag=view["bag_size"], open=sum(view["box"]["open"].values()), down=view["box"]["face_down"]))
    supply = [s["kind"] for s in view["structures"] if s["where"] == "supply"]
    lines.append(t("term-supply", pagodas=supply) if supply else t("term-supply-empty"))
    for st in view["structures"]:
        if isinstance(st["where"], list):
            lines.append("  " + t("term-pagoda", pagoda=st["kind"], hexes=" ".join(st["where"])))
    for b in view["bandits"]:
        lines.append("  " + t("term-bandits", number=b["number"], strength=b["strength"], hexes=" ".join(b["hexes"])))
    for pl in view["players"]:
        off = [c for c, h in pl["leaders"].items() if h is None]
        row = t("term-seat", seat=pl["seat"], tiles=pl["hand_size"])
        if pl["hand"] is not None:
            row += " [" + " ".join(f"{i}:{LETTER[c]}" for i, c in enumerate(pl["hand"])) + "]"
        if pl["vp"] is not None:
            row += " " + " ".join(f"{LETTER[c]}{v}" for c, v in pl["vp"].items())
        if pl["granaries"]:
            row += " " + t("term-granaries", count=pl["granaries"])
        row += "; " + (t("term-off-board", leaders=off) if off else t("term-off-board-none"))
        lines.append(row)
    pend = view.get("pending")
    if pend:
        lines.append(t("term-pending", phase=view["phase"]))
    if view["is_terminal"]:
        results = " ".join(str(s) for s in view["scores"])
        if view["winners"]:
            lines.append(t("term-over", cause=_cause(view, t), results=results, seats=view["winners"]))
        else:
            lines.append(t("term-over-nobody", cause=_cause(view, t), results=results))
    return "\n".join(lines)
