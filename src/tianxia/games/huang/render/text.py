"""Huang's terminal picture, drawn from a view (never from a state, so it cannot show a secret)."""

from __future__ import annotations

from ..data import BOARDS

LETTER = {"yellow": "Y", "red": "R", "blue": "B", "green": "G", "white": "W"}


def _structures_at(view) -> dict:
    out = {}
    for st in view["structures"]:
        if isinstance(st["where"], list):
            for h in st["where"]:
                out[h] = st
    return out


def text(view: dict) -> str:
    board = BOARDS[view["board"]]
    cells = {c["hex"]: c for c in view["hexes"]}
    under = _structures_at(view)
    lines = [f"Huang - side {board.name} ({board.title}), turn {view['turn'] + 1}, "
             f"P{view['active']} to act ({view['actions_left']} action(s) left), phase {view['phase']}"]
    rows: dict[int, list] = {}
    for h in range(board.n):
        rows.setdefault(board.coords[h][1], []).append(h)
    lines.append("legend: Y R B G W tiles (* under a structure, ! unification), y0 = seat 0's yellow leader,"
                 " ~ river, . land, #3 bandit tile 3, Yg tile with a granary")
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
    lines.append("market: " + " ".join(LETTER[m] if m else "-" for m in view["market"])
                 + f"   bag {view['bag_size']}   box {sum(view['box']['open'].values())} open"
                 f" + {view['box']['face_down']} face down")
    supply = [s["kind"] for s in view["structures"] if s["where"] == "supply"]
    lines.append("supply: " + (", ".join(supply) if supply else "empty"))
    for st in view["structures"]:
        if isinstance(st["where"], list):
            lines.append(f"  {st['kind']} {'palace' if st['kind'] == 'palace' else 'pagoda'} on "
                         + " ".join(st["where"]))
    for b in view["bandits"]:
        lines.append(f"  bandit tile {b['number']} ({b['strength']} bandits) on " + " ".join(b["hexes"]))
    for pl in view["players"]:
        off = [c for c, h in pl["leaders"].items() if h is None]
        row = f"P{pl['seat']} {pl['dynasty']}: hand {pl['hand_size']}"
        if pl["hand"] is not None:
            row += " [" + " ".join(f"{i}:{LETTER[c]}" for i, c in enumerate(pl["hand"])) + "]"
        if pl["vp"] is not None:
            row += " vp " + " ".join(f"{LETTER[c]}{v}" for c, v in pl["vp"].items())
        if pl["granaries"]:
            row += f" granaries {pl['granaries']}"
        row += "; off-board leaders: " + (" ".join(off) if off else "none")
        lines.append(row)
    pend = view.get("pending")
    if pend:
        lines.append(f"pending: {pend['text']}")
    if view["is_terminal"]:
        lines.append(f"game over: {view['end_cause']}; scores {view['scores']}; winners {view['winners'] or 'none'}")
    return "\n".join(lines)
