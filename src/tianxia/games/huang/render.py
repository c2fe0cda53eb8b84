"""Drawing Huang from a view (never from a state, so a picture cannot show a secret).

``text(view)`` is the terminal picture; ``svg(view, legal)`` the browser's.  The map
geometry comes from the public board data; everything else comes from the view.
"""

from __future__ import annotations

import math
from xml.sax.saxutils import escape

from .data import BOARDS, COLOURS, DYNASTY_MARKS, LEADER_NAMES

LETTER = {"yellow": "Y", "red": "R", "blue": "B", "green": "G", "white": "W"}
FILL = {"yellow": "#e8c33a", "red": "#c8372d", "blue": "#3b6fc4", "green": "#3c9a4a", "white": "#f4f1e8"}
SIZE = 22.0


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


def _centre(board, h):
    q, r = board.coords[h]
    x = SIZE * math.sqrt(3) * (q + r / 2.0)
    y = SIZE * 1.5 * r
    return x, y


def _poly(x, y, s=SIZE):
    pts = []
    for i in range(6):
        a = math.radians(60 * i - 30)
        pts.append(f"{x + s * math.cos(a):.1f},{y + s * math.sin(a):.1f}")
    return " ".join(pts)


def _wedge(x, y, part, parts, s=SIZE):
    """Slice ``part`` of ``parts`` of the hexagon at (x, y), clockwise from the top: with several
    actions on one hex each gets its own slice, so none lies under another and all can be clicked."""
    a0, a1 = -90 + 360 * part / parts, -90 + 360 * (part + 1) / parts

    def edge(deg):  # the hexagon's boundary in direction ``deg`` (edge normals every 60 degrees)
        d = s * math.cos(math.radians(30)) / math.cos(math.radians(deg - 60 * round(deg / 60)))
        return x + d * math.cos(math.radians(deg)), y + d * math.sin(math.radians(deg))

    pts = [(x, y), edge(a0)]
    corner = -30 + 60 * math.floor((a0 + 30) / 60 + 1)
    while corner < a1 - 1e-9:
        pts.append((x + s * math.cos(math.radians(corner)), y + s * math.sin(math.radians(corner))))
        corner += 60
    pts.append(edge(a1))
    return " ".join(f"{px:.1f},{py:.1f}" for px, py in pts)


def svg(view: dict, legal=()) -> str:
    board = BOARDS[view["board"]]
    xs, ys = zip(*(_centre(board, h) for h in range(board.n)))
    ox, oy = -min(xs) + SIZE * 1.5, -min(ys) + SIZE * 1.5
    by_hex: dict[str, list] = {}
    other = []
    for a in legal:
        hexes = [w for w in str(a).split() if "," in w]
        if hexes and str(a).split()[0] != "build" and str(a).split()[0] != "support":
            by_hex.setdefault(hexes[-1], []).append(str(a))
        else:
            other.append(str(a))
    width = max(xs) + ox + SIZE * 1.5 + 260
    list_top = 94 + 80 * len(view["players"])  # where the side panel lists the actions not on a hex
    height = max(max(ys) + oy + SIZE * 1.5, 120 + 110 * len(view["players"]), list_top + 14 * len(other) + 6)
    cells = {c["hex"]: c for c in view["hexes"]}
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
           f'data-game="huang" data-board="{board.name}">']
    out.append('<style>.act{fill:transparent;stroke:none;cursor:pointer}.act:hover{fill:rgba(255,255,255,.35)}'
               'text{font-family:sans-serif}</style>')
    # hexes and their content
    for h in range(board.n):
        name = board.names[h]
        x, y = _centre(board, h)
        x, y = x + ox, y + oy
        terrain = "river" if board.river[h] else "land"
        cap = board.capital_names.get(h)
        out.append(f'<polygon id="hex-{name}" class="hex {terrain}" data-hex="{name}" points="{_poly(x, y)}" '
                   f'fill="{"#9cc7e8" if terrain == "river" else "#d9cfa9"}" stroke="#8a7f62" stroke-width="1"'
                   + (f' data-capital="{escape(cap)}"' if cap else "") + '/>')
        c = cells.get(name)
        if c is None:
            continue
        if "bandit" in c:
            out.append(f'<polygon id="bandit-{name}" data-bandit="{c["bandit"]}" points="{_poly(x, y, SIZE * 0.8)}" '
                       f'fill="#5a4a3a"/><text x="{x:.1f}" y="{y + 4:.1f}" font-size="11" fill="#fff" '
                       f'text-anchor="middle">{c["bandit"]}</text>')
        if "tile" in c:
            out.append(f'<polygon id="tile-{name}" data-tile="{c["tile"]}" data-hex="{name}" '
                       f'points="{_poly(x, y, SIZE * 0.85)}" fill="{FILL[c["tile"]]}" stroke="#333"/>')
        if c.get("granary"):
            out.append(f'<rect id="granary-{name}" data-granary="{name}" x="{x - 5:.1f}" y="{y + 4:.1f}" '
                       f'width="10" height="8" fill="#a0702a" stroke="#333"/>')
        if c.get("unification"):
            out.append(f'<circle id="unification" data-unification="{name}" cx="{x:.1f}" cy="{y:.1f}" r="7" '
                       f'fill="#b00" stroke="#fff"/>')
        if "leader" in c:
            ld = c["leader"]
            out.append(f'<g id="leader-{ld["seat"]}-{ld["colour"]}" data-leader="{ld["seat"]} {ld["colour"]}" '
                       f'data-hex="{name}" data-dynasty="{ld["dynasty"]}"><circle cx="{x:.1f}" cy="{y:.1f}" '
                       f'r="{SIZE * 0.6:.1f}" fill="{FILL[ld["colour"]]}" stroke="#000" stroke-width="2"/>'
                       f'<text x="{x:.1f}" y="{y + 4:.1f}" font-size="11" text-anchor="middle">'
                       f'{DYNASTY_MARKS[ld["dynasty"]]}</text></g>')
    # structures at the meeting point of their tiles
    for st in view["structures"]:
        if not isinstance(st["where"], list):
            continue
        pts = [_centre(board, board.hex(h)) for h in st["where"]]
        x = sum(p[0] for p in pts) / len(pts) + ox
        y = sum(p[1] for p in pts) / len(pts) + oy
        if st["kind"] == "palace":
            shape = (f'<rect x="{x - 8:.1f}" y="{y - 8:.1f}" width="16" height="16" fill="#7b3fa0" '
                     f'stroke="#fff" stroke-width="2"/>')
        else:
            shape = (f'<polygon points="{x:.1f},{y - 10:.1f} {x - 9:.1f},{y + 7:.1f} {x + 9:.1f},{y + 7:.1f}" '
                     f'fill="{FILL[st["kind"]]}" stroke="#000" stroke-width="2"/>')
        out.append(f'<g id="structure-{st["id"]}" data-structure="{st["kind"]}" '
                   f'data-hexes="{" ".join(st["where"])}">{shape}</g>')
    # clickable overlays, one per legal action on a hex
    for name, acts in by_hex.items():
        if name not in board.by_name:
            continue
        x, y = _centre(board, board.hex(name))
        for i, a in enumerate(acts):
            points = _poly(x + ox, y + oy, SIZE * 0.9) if len(acts) == 1 else _wedge(x + ox, y + oy, i, len(acts),
                                                                                      SIZE * 0.9)
            out.append(f'<polygon class="act" data-action="{escape(a)}" points="{points}">'
                       f'<title>{escape(a)}</title></polygon>')
    # side panel: market, supply, players, other actions
    px = max(xs) + ox + SIZE * 2
    y = 20
    out.append(f'<text x="{px:.0f}" y="{y}" font-size="13">Market</text>')
    for slot, c in enumerate(view["market"]):
        fill = FILL[c] if c else "none"
        out.append(f'<rect id="market-{slot}" data-market-slot="{slot}" data-tile="{c or ""}" '
                   f'x="{px + slot * 26:.0f}" y="{y + 6}" width="22" height="22" fill="{fill}" stroke="#333"/>')
    y += 44
    supply = [s for s in view["structures"] if s["where"] == "supply"]
    out.append(f'<text x="{px:.0f}" y="{y}" font-size="12">Supply: '
               + escape(", ".join(s["kind"] for s in supply) or "empty")
               + f'; bag {view["bag_size"]}</text>')
    for i, s in enumerate(supply):
        out.append(f'<rect id="supply-{s["id"]}" data-supply="{s["kind"]}" x="{px + i * 12:.0f}" y="{y + 4}" '
                   f'width="10" height="10" fill="{FILL.get(s["kind"], "#7b3fa0")}" stroke="#333"/>')
    y += 30
    for pl in view["players"]:
        seat = pl["seat"]
        active = " (to act)" if view["current_player"] == seat else ""
        out.append(f'<g id="player-{seat}" data-seat="{seat}"><text x="{px:.0f}" y="{y}" font-size="13">'
                   f'P{seat} {pl["dynasty"]}{active}: {pl["hand_size"]} tiles</text>')
        for i, c in enumerate(COLOURS):
            if pl["leaders"][c] is None:
                out.append(f'<circle id="leader-{seat}-{c}" data-leader="{seat} {c}" data-offboard="true" '
                           f'cx="{px + 10 + i * 22:.0f}" cy="{y + 14}" r="8" fill="{FILL[c]}" stroke="#000">'
                           f'<title>{LEADER_NAMES[i]}</title></circle>')
        if pl["hand"] is not None:
            for i, c in enumerate(pl["hand"]):
                out.append(f'<rect data-hand="{seat}" data-position="{i}" data-tile="{c}" '
                           f'x="{px + i * 20:.0f}" y="{y + 28}" width="16" height="16" fill="{FILL[c]}" stroke="#333"/>')
        if pl["vp"] is not None:
            out.append(f'<text x="{px:.0f}" y="{y + 60}" font-size="11">VP '
                       + " ".join(f"{LETTER[c]}{v}" for c, v in pl["vp"].items())
                       + (f' granaries {pl["granaries"]}' if pl["granaries"] else "") + '</text>')
        out.append('</g>')
        y += 80
    for i, a in enumerate(other):  # below the players (y == list_top), the picture made tall enough for them
        out.append(f'<text class="button" data-action="{escape(a)}" x="{px:.0f}" y="{list_top + i * 14}" '
                   f'font-size="11" style="cursor:pointer">{escape(a)}</text>')
    out.append("</svg>")
    return "\n".join(out)
