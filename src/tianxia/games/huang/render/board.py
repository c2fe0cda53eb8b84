"""Huang's board for the browser table (docs/table.md): the hex map of China with its rivers,
kingdom outlines, tiles, leaders, pagodas, palace, granaries and bandits; below it the market,
the pieces beside the board, the conflict being fought and each dynasty's screen.

Drawn from a view only.  Clicks follow the table's contract: a leader selects ("move red"),
a hex is ONE target listing every legal action it completes (data-actions), a build site and
a warring kingdom likewise; the hand strip (strip.py) holds the viewer's tiles and leaders.
"""

from __future__ import annotations

import itertools
import math

from tianxia.core.messages import Messages
from tianxia.core.naming import seat_name
from tianxia.core.svg import open_svg, quote, seat_style
from tianxia.core.svg import text as escape  # element text, escaped as XML wants it

from ..data import BOARDS, COLOURS
from . import look
from .look import EN, FILL, LAND, RIVER, named, said
from .words import LETTERS, list_or, seat_words, war_sides

SIZE = 38.0
W3 = math.sqrt(3) * SIZE
MARGIN = 12.0
OX, OY = MARGIN + W3 / 2, MARGIN + SIZE
#: actions whose target is a hex (the hex is their last word)
HEX_KINDS = {"tile", "place", "move", "revolt", "chain", "remove", "keep"}


def hex_id(name: str) -> str:
    q, r = name.split(",")
    return f"q{q}r{r}"


def centre(board, h: int) -> tuple[float, float]:
    q, r = board.coords[h]
    return OX + W3 * (q + r / 2.0), OY + SIZE * 1.5 * r


def hex_points(x: float, y: float, s: float = SIZE) -> str:
    return " ".join(f"{x + s * math.cos(math.radians(60 * i - 30)):.1f},"
                    f"{y + s * math.sin(math.radians(60 * i - 30)):.1f}" for i in range(6))


def common(actions) -> str:
    """The longest whole-token beginning shared by all ``actions``."""
    split = [a.split() for a in actions]
    out = []
    for words in zip(*split):
        if any(w != words[0] for w in words):
            break
        out.append(words[0])
    return " ".join(out)


def _attrs(acts: list, selectable: bool) -> str:
    """A target's click attributes: every action it completes, and (where no selection leads
    to it) what a click does now."""
    out = f' data-actions={quote("|".join(acts))}'
    if selectable:
        begin = common(acts)
        if begin:
            out += f" data-action={quote(begin)}"
    return out + ' class="target"'


def _sort_legal(view, legal):
    """The legal actions by where they are made: hexes, build sites, kingdoms, market, leaders."""
    hexes, sites, kingdoms, market, moves = {}, {}, {}, {}, set()
    ids = (view.get("pending") or {}).get("ids") or []
    for a in legal:
        words = a.split()
        kind = words[0]
        if kind in HEX_KINDS and len(words) >= 2:
            target = words[1] if kind in ("revolt", "chain", "remove", "keep") else words[2]
            hexes.setdefault(target, []).append(a)
            if kind == "move":
                moves.add(words[1])
        elif kind == "build":
            end = len(words)
            for stop in ("from", "leader"):
                if stop in words:
                    end = min(end, words.index(stop))
            sites.setdefault(tuple(words[2:end]), []).append(a)
        elif kind in ("support", "winner") and words[1] in ids:
            kingdoms.setdefault(ids.index(words[1]), []).append(a)
        elif kind == "pick":
            market[words[1]] = a
    return hexes, sites, kingdoms, market, moves


def _groups(view, board) -> tuple[dict, list]:
    """The groups of pieces (H-4.4) seen on the board: hex name -> group number, and for each
    group whether it holds a leader.  A war's unification tile stays apart (H-15.2)."""
    pend = view.get("pending") or {}
    apart = pend.get("u") if pend.get("kind") == "war" else None
    pieces = {c["hex"] for c in view["hexes"] if ("tile" in c or "leader" in c) and c["hex"] != apart}
    leaders = {c["hex"] for c in view["hexes"] if "leader" in c}
    group, kingdom = {}, []
    for start in sorted(pieces, key=board.hex):
        if start in group:
            continue
        k = len(kingdom)
        stack, has_leader = [start], False
        group[start] = k
        while stack:
            h = stack.pop()
            has_leader |= h in leaders
            for n in board.nbrs[board.hex(h)]:
                name = board.names[n]
                if name in pieces and name not in group:
                    group[name] = k
                    stack.append(name)
        kingdom.append(has_leader)
    return group, kingdom


def _outlines(view, board) -> str:
    """Each kingdom's border: the hex edges between it and anything else; the kingdoms at war
    in red and thicker, the two leaders of a revolt ringed in red."""
    group, kingdom = _groups(view, board)
    pend = view.get("pending") or {}
    warring = {group.get(first) for first in pend.get("ids") or []} if pend.get("kind") == "war" else set()
    paths: dict[int, list] = {}
    for name, k in group.items():
        if not kingdom[k]:
            continue
        h = board.hex(name)
        q, r = board.coords[h]
        x, y = centre(board, h)
        for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
            other = board.index.get((q + dq, r + dr))
            if other is not None and group.get(board.names[other]) == k:
                continue
            ang = math.atan2(1.5 * dr, math.sqrt(3) * (dq + dr / 2.0))
            a0, a1 = ang - math.radians(30), ang + math.radians(30)
            paths.setdefault(k, []).append(f"M{x + SIZE * math.cos(a0):.1f} {y + SIZE * math.sin(a0):.1f}"
                                           f"L{x + SIZE * math.cos(a1):.1f} {y + SIZE * math.sin(a1):.1f}")
    out = "".join(f'<path class="kingdom-outline" d="{"".join(p)}" fill="none" '
                  + ('stroke="#c0141c" stroke-width="6"' if k in warring else 'stroke="#5a1e0a" stroke-width="4"')
                  + ' stroke-linecap="round" pointer-events="none"/>' for k, p in paths.items())
    if pend.get("kind") == "revolt":
        for h in (pend["a"], pend["d"]):
            x, y = centre(board, board.hex(h))
            out += (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="27" fill="none" stroke="#c0141c" stroke-width="4" '
                    f'stroke-dasharray="6 4" pointer-events="none"/>')
    return out


def _structures(view) -> dict:
    return {h: st for st in view["structures"] if isinstance(st["where"], list) for h in st["where"]}


def _hexes(view, board, hexes, viewer, moves, selectable, t: Messages) -> list:
    cells = {c["hex"]: c for c in view["hexes"]}
    under = _structures(view)
    out = []
    river_words, land_words = (said(t, "river"), said(t, "river-desc")), (said(t, "land"), said(t, "land-desc"))
    for h in range(board.n):
        name = board.names[h]
        x, y = centre(board, h)
        river = board.river[h]
        cap = board.capital_names.get(h)
        if cap:
            title, desc = said(t, "capital", cap=cap), said(t, "capital-desc")
        else:
            title, desc = river_words if river else land_words
        acts = hexes.get(name)
        out.append(f'<g id="hex-{hex_id(name)}" data-kind="hex" data-hex="{name}"'
                   + (_attrs(acts, selectable) if acts else "") + ">" + named(title, desc)
                   + f'<polygon points="{hex_points(x, y)}" fill="{RIVER if river else LAND}" '
                   f'stroke="{look.EDGE}" stroke-width="1"/>')
        if river:
            out.append(f'<path d="M{x - 16:.1f} {y + 10:.1f} q8 -6 16 0 t16 0" fill="none" stroke="#d8ecf8" '
                       f'stroke-width="2" pointer-events="none"/>')
        if cap:
            out.append(f'<path d="M{x - 12:.1f} {y - 20:.1f} h24 v-7 h-5 v3 h-4 v-3 h-6 v3 h-4 v-3 h-5 z" '
                       f'fill="#7a4b2a" pointer-events="none"/>')
        cell = cells.get(name)
        if cell is not None and "tile" in cell:
            c = cell["tile"]
            title = said(t, "tile-under", tile=c) if name in under else look.tile_title(c, t)
            out.append(f'<g id="tile-{hex_id(name)}" data-kind="tile" data-tile="{c}" data-hex="{name}">'
                       + named(title, look.tile_desc(c, t))
                       + f'<polygon points="{hex_points(x, y, SIZE * 0.9)}" fill="{FILL[c]}" stroke="#4a3a20" '
                       f'stroke-width="1.5"/>' + look.symbol(c, x, y, 26) + "</g>")
        if cell is not None and cell.get("granary"):
            out.append(f'<g id="granary-{hex_id(name)}" data-kind="granary" data-granary="{name}">'
                       + named(said(t, "granary"), said(t, "granary-desc"))
                       + look.shape(look.GRANARY, x, y + 22, 14, "#a0702a") + "</g>")
        if cell is not None and "leader" in cell:
            ld = cell["leader"]
            seat, c = ld["seat"], ld["colour"]
            act = f' data-action="move {c}"' if seat == viewer and c in moves else ""
            owner = seat_name(view, seat, lambda s: seat_words(s, t))
            title = t("leader-owned", what=look.leader_title(ld["dynasty"], c, t), name=owner)
            out.append(f'<g id="leader-{seat}-{c}" data-kind="leader" data-leader="{seat} {c}" data-hex="{name}" '
                       f'data-dynasty="{ld["dynasty"]}"{act}>' + named(title, look.leader_desc(c, t))
                       + f'<rect x="{x - 22:.1f}" y="{y - 22:.1f}" width="44" height="44" fill="transparent"/>'
                       + look.leader_token(c, seat, x, y, 19) + "</g>")
        out.append("</g>")
    return out


def _overlays(view, board, sites, kingdoms, selectable, t: Messages) -> list:
    out = []
    for b in view["bandits"]:
        pts = [centre(board, board.hex(h)) for h in b["hexes"]]
        cx, cy = sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3
        s = b["strength"]
        out.append(f'<g id="bandit-{b["number"]}" data-kind="bandits" data-bandit="{b["number"]}">'
                   + named(said(t, "bandits-title", strength=s), said(t, "bandits-rule", strength=s))
                   + "".join(f'<polygon points="{hex_points(x, y, SIZE * 0.92)}" fill="#4b3b30" stroke="#2b1d12"/>'
                             for x, y in pts)
                   + f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="15" fill="#1d130b" stroke="#e0c080" stroke-width="2"/>'
                   + f'<text x="{cx:.1f}" y="{cy + 6:.1f}" font-size="17" font-weight="bold" fill="#f4e4b8" '
                   f'text-anchor="middle">{s}</text></g>')
    for st in view["structures"]:
        if not isinstance(st["where"], list):
            continue
        pts = [centre(board, board.hex(h)) for h in st["where"]]
        x, y = sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
        out.append(_structure_piece(st, x, y, 30, t))
    pend = view.get("pending") or {}
    u = view.get("hexes") and next((c["hex"] for c in view["hexes"] if c.get("unification")), None)
    if u:
        x, y = centre(board, board.hex(u))
        out.append(f'<g id="unification" data-kind="unification" data-unification="{u}">'
                   + named(said(t, "unification"), said(t, "unification-desc"))
                   + f'<circle cx="{x:.1f}" cy="{y:.1f}" r="13" fill="#b0171f" stroke="#fff" stroke-width="3"/>'
                   + "</g>")
    if pend.get("kind") == "war":
        for k, first in enumerate(pend["ids"]):
            x, y = centre(board, board.hex(first))
            acts = kingdoms.get(k)
            if acts:  # the kingdom's letter on the map chooses it too (on a phone the panel is far below)
                out.append(f'<g id="war-badge-{hex_id(first)}" data-kind="kingdom"' + _attrs(acts, True) + ">"
                           + named(said(t, "kingdom-title", letter=LETTERS[k]), said(t, "war-kingdom-desc"))
                           + f'<circle cx="{x:.1f}" cy="{y:.1f}" r="22" fill="#fff" stroke="#c0141c" '
                           f'stroke-width="3"/><text x="{x:.1f}" y="{y + 6:.1f}" font-size="17" font-weight="bold" '
                           f'text-anchor="middle" fill="#c0141c">{LETTERS[k]}</text></g>')
                continue
            out.append(f'<g pointer-events="none"><circle cx="{x - 20:.1f}" cy="{y - 20:.1f}" r="12" fill="#fff" '
                       f'stroke="#5a1e0a" stroke-width="2"/><text x="{x - 20:.1f}" y="{y - 15:.1f}" font-size="14" '
                       f'font-weight="bold" text-anchor="middle" fill="#5a1e0a">{LETTERS[k]}</text></g>')
    for (x, y), shapes in _spots(board, sites):
        acts = [a for shape in shapes for a in sites[shape]]
        kinds = sorted({a.split()[1] for a in acts}, key=lambda k: (k != "palace", COLOURS.index(k) if k in COLOURS else 0))
        out.append(f'<g id="site-{"-".join(hex_id(h) for h in shapes[0])}" data-kind="site"'
                   + _attrs(acts, selectable) + ">"
                   + named(_site_title(kinds, t), said(t, "site-desc"))
                   + f'<circle cx="{x:.1f}" cy="{y:.1f}" r="22" fill="rgba(255,255,255,.55)" stroke="#3a2a14" '
                   f'stroke-width="2" stroke-dasharray="4 3"/>')
        size = 24 if len(kinds) == 1 else 30 / len(kinds)
        for i, kind in enumerate(kinds):  # side by side when one spot offers several structures
            dx = (i - (len(kinds) - 1) / 2) * size
            out.append(look.shape(look.PALACE if kind == "palace" else look.PAGODA, x + dx, y, size,
                                  "#7b3fa0" if kind == "palace" else FILL[kind], "#3a2a14"))
        out.append("</g>")
    return out


def _spots(board, sites) -> list:
    """Build sites gathered by where their marker stands, so that no marker covers another's
    clicks: a pagoda's triangle at the corner its three hexes share; the palace's rhombus at
    one of its two inner corners, a free one if it can, else together with the pagoda sites
    there. Returns [((x, y), [shape, ...])]."""
    spots: dict = {}
    for shape in sorted(sites, key=len):
        pts = [centre(board, board.hex(h)) for h in shape if h in board.by_name]
        if not pts:
            continue
        corners = [_middle(three) for three in _triples(pts)] or [_middle(pts)]
        spot = next((c for c in corners if c not in spots), corners[0])
        spots.setdefault(spot, []).append(shape)
    return sorted(spots.items(), key=lambda item: (item[0][1], item[0][0]))


def _middle(pts) -> tuple:
    pts = sorted(pts)  # the same corner whatever order the hexes come in
    return (round(sum(p[0] for p in pts) / len(pts), 1), round(sum(p[1] for p in pts) / len(pts), 1))


def _triples(pts) -> list:
    """The three-hex triangles (each hex touching the other two) within a shape, in order."""
    near = lambda a, b: math.dist(a, b) < W3 * 1.1  # noqa: E731 - neighbours' centres are W3 apart
    return [t for t in itertools.combinations(pts, 3) if near(t[0], t[1]) and near(t[1], t[2]) and near(t[0], t[2])]


def _site_title(kinds: list, t: Messages) -> str:
    what = [said(t, "site-palace") if k == "palace" else said(t, "site-pagoda", colour=k) for k in kinds]
    return said(t, "site-title-palace" if kinds[0] == "palace" else "site-title", phrase=list_or(what, t))


def _structure_piece(st: dict, x: float, y: float, size: float, t: Messages) -> str:
    kind = st["kind"]
    on_board = isinstance(st["where"], list)
    body = look.shape(look.PALACE if kind == "palace" else look.PAGODA, x, y, size,
                      "#7b3fa0" if kind == "palace" else FILL[kind])
    return (f'<g id="structure-{st["id"]}" data-kind="{"palace" if kind == "palace" else "pagoda"}" '
            f'data-structure="{kind}"' + (f' data-hexes="{" ".join(st["where"])}"' if on_board else "") + ">"
            + named(look.kind_title(kind, t) if on_board else said(t, "beside", pagoda=kind), look.kind_desc(kind, t))
            + body + "</g>")


def _heading(x: float, y: float, text: str) -> str:
    return f'<text x="{x:.0f}" y="{y:.0f}" font-size="14" font-weight="bold" fill="#3a2a14">{escape(text)}</text>'


def _market_row(view, market, y, t: Messages) -> list:
    out = [_heading(MARGIN, y, said(t, "market"))]
    market_desc = said(t, "market-desc")
    for slot, c in enumerate(view["market"]):
        x = MARGIN + slot * 50
        act = f' data-action={quote(market[c])}' if c and c in market else ""
        title = said(t, "market-tile", colour=c) if c else said(t, "market-empty")
        out.append(f'<g id="market-{slot}" data-kind="market" data-market-slot="{slot}" data-tile="{c or ""}"{act}>'
                   + named(title, market_desc)
                   + f'<rect x="{x:.0f}" y="{y + 10:.0f}" width="44" height="44" rx="4" '
                   f'fill="{FILL[c] if c else "#efe6cc"}" stroke="#4a3a20" stroke-width="1.5"'
                   + ('' if c else ' stroke-dasharray="4 3"') + "/>"
                   + (look.symbol(c, x + 22, y + 32, 28) if c else "") + "</g>")
    sx = 350
    out.append(_heading(sx, y, said(t, "beside-board")))
    supply = [s for s in view["structures"] if s["where"] == "supply"]
    for i, st in enumerate(supply):
        out.append(_structure_piece(st, sx + 18 + i * 38, y + 32, 32, t))
    if not supply:
        out.append(f'<text x="{sx}" y="{y + 38:.0f}" font-size="13" fill="#3a2a14">{escape(said(t, "no-structures"))}'
                   '</text>')
    bx = 760
    box = sum(view["box"]["open"].values()) + view["box"]["face_down"]
    out.append(_heading(bx, y, said(t, "bag-box")))
    out.append(f'<g id="bag" data-kind="bag">' + named(said(t, "bag-title", count=view["bag_size"]), said(t, "bag-desc"))
               + look.shape("M-.35 -.3 Q-.5 .5 0 .5 Q.5 .5 .35 -.3 L.2 -.42 L-.2 -.42 Z", bx + 20, y + 32, 40,
                            "#b08a58")
               + f'<text x="{bx + 46}" y="{y + 38:.0f}" font-size="14" fill="#3a2a14">{view["bag_size"]}</text></g>')
    out.append(f'<g id="box" data-kind="box">' + named(said(t, "box-title", count=box), said(t, "box-desc"))
               + f'<rect x="{bx + 100}" y="{y + 16:.0f}" width="36" height="30" fill="#8a6a44" stroke="#3a2a14"/>'
               + f'<text x="{bx + 144}" y="{y + 38:.0f}" font-size="14" fill="#3a2a14">{box}</text></g>')
    return out


def _seat_name(view: dict, x: float, y: float, seat: int, t: Messages, bold: bool = True) -> str:
    name = seat_name(view, seat, lambda s: seat_words(s, t))
    return (f'<text data-seat-name="{seat}" x="{x:.0f}" y="{y:.0f}" font-size="14"'
            + (' font-weight="bold"' if bold else "") + f' fill="#2a1a0a">{escape(name)}</text>')


def _conflict(view, kingdoms, selectable, y, t: Messages) -> tuple[list, float]:
    """The conflict being fought, as the table sees it: sides, strengths, what was committed."""
    pend = view.get("pending") or {}
    kind = pend.get("kind")
    out = []
    if kind == "revolt":
        title = said(t, "revolt-title", leader=COLOURS[pend["colour"]])
        out.append(f'<g id="conflict" data-kind="conflict">' + named(title, said(t, "revolt-desc"))
                   + _heading(MARGIN, y, title) + "</g>")
        y += 14
        for side, code in ((0, pend["att"]), (1, pend["def"])):
            seat, c = code // 5, COLOURS[code % 5]
            base, bonus, commit = pend["base"][side], pend["bonus"][side], pend["commit"][side]
            out.append(look.leader_token(c, seat, MARGIN + 20, y + 22, 16))
            out.append(_seat_name(view, MARGIN + 46, y + 16, seat, t))
            line = said(t, "revolt-attacker" if side == 0 else "revolt-defender", base=base, bonus=bonus, commit=commit,
                     strength=base + bonus + commit)
            out.append(f'<text x="{MARGIN + 46:.0f}" y="{y + 36:.0f}" font-size="13" fill="#2a1a0a">'
                       f'{escape(line)}</text>')
            y += 48
        return out, y
    if kind == "war":
        title = said(t, "war-title", colours=tuple(c for i, c in enumerate(COLOURS) if pend["involved"] & (1 << i)))
        out.append(f'<g id="conflict" data-kind="conflict">' + named(title, said(t, "war-desc"))
                   + _heading(MARGIN, y, title) + "</g>")
        y += 10
        totals = pend.get("totals")
        for k, first in enumerate(pend["ids"]):
            base, tiles, bonus = pend["base"][k], pend["tiles"][k], pend["bonus"][k]
            acts = kingdoms.get(k)
            total = totals[k] if totals else base + tiles + bonus
            text = said(t, "war-line", base=base, tiles=tiles, bonus=bonus, strength=total)
            at_war = [{"msg": "war-kingdom-leader",
                       "args": {"name": seat_name(view, p, lambda s: seat_words(s, t)), "leader": c}}
                      for p in range(len(view["players"])) for c in war_sides(view, p)[k]]
            who = t("war-kingdom-leaders", leaders=at_war) if at_war else ""
            out.append(f'<g id="war-kingdom-{hex_id(first)}" data-kind="kingdom"'
                       + (_attrs(acts, True) if acts else "") + ">"
                       + named(said(t, "kingdom-title", letter=LETTERS[k]), said(t, "war-kingdom-desc"))
                       + f'<rect x="{MARGIN:.0f}" y="{y:.0f}" width="560" height="{62 if who else 44}" rx="6" '
                       f'fill="#f7efd9" stroke="#5a1e0a" stroke-width="1.5"/>'
                       + f'<circle cx="{MARGIN + 22:.0f}" cy="{y + 22:.0f}" r="13" fill="#fff" stroke="#5a1e0a" '
                       f'stroke-width="2"/><text x="{MARGIN + 22:.0f}" y="{y + 27:.0f}" font-size="14" '
                       f'font-weight="bold" text-anchor="middle" fill="#5a1e0a">{LETTERS[k]}</text>'
                       + f'<text x="{MARGIN + 44:.0f}" y="{y + 27:.0f}" font-size="13" fill="#2a1a0a">'
                       f'{escape(text)}</text>'
                       + (f'<text x="{MARGIN + 44:.0f}" y="{y + 48:.0f}" font-size="13" fill="#2a1a0a">'
                          f'{escape(who)}</text>' if who else "") + '</g>')
            y += 68 if who else 50
        for p, k, n, lead in pend["supports"]:
            out.append(_seat_name(view, MARGIN, y + 14, p, t, bold=False))
            if k < 0:
                what = said(t, "war-no-support")
            else:
                what = said(t, "war-support-soldier" if lead else "war-support", letter=LETTERS[k], tiles=n)
            out.append(f'<text x="{MARGIN + 16:.0f}" y="{y + 32:.0f}" font-size="13" fill="#2a1a0a">'
                       f'{escape(what)}</text>')
            y += 40
        if view["phase"] == "war_loss":
            out.append(f'<text x="{MARGIN:.0f}" y="{y + 16:.0f}" font-size="13" fill="#2a1a0a">'
                       f'{escape(said(t, "war-won-left", letter=LETTERS[pend["winner"]], left=pend["left"]))}</text>')
            y += 28
        return out, y
    if kind == "bandits":
        out.append(f'<g id="conflict" data-kind="conflict">'
                   + named(said(t, "bandits-defeated"), said(t, "bandits-defeated-desc"))
                   + _heading(MARGIN, y, said(t, "bandits-left", left=pend["left"])) + "</g>")
        return out, y + 20
    return out, y


def _screens(view, y, t: Messages) -> tuple[list, float]:
    out = [_heading(MARGIN, y, said(t, "screens"))]
    screen_desc = said(t, "screen-desc")
    y += 10
    per_row = 3
    for i, pl in enumerate(view["players"]):
        seat = pl["seat"]
        x = MARGIN + (i % per_row) * 390
        top = y + (i // per_row) * 92
        to_act = view["current_player"] == seat
        out.append(f'<g id="screen-{seat}" data-kind="screen" data-seat="{seat}" data-hand-size="{pl["hand_size"]}">'
                   + named(said(t, "dynasty-title", dynasty=pl["dynasty"]), screen_desc)
                   + f'<rect x="{x:.0f}" y="{top:.0f}" width="380" height="84" rx="6" fill="#f7efd9" '
                   f'stroke="{look.SEAT_COLOURS[seat]}" '
                   f'style="{seat_style("stroke", seat, look.SEAT_COLOURS[seat])}" '
                   f'stroke-width="{4 if to_act else 2}"/></g>')
        out.append(_seat_name(view, x + 10, top + 20, seat, t))
        out.append(f'<text x="{x + 10:.0f}" y="{top + 38:.0f}" font-size="13" fill="#2a1a0a">'
                   f'{escape(said(t, "screen-line", dynasty=pl["dynasty"], tiles=pl["hand_size"]))}</text>')
        for j, c in enumerate(COLOURS):
            cx, cy = x + 26 + j * 40, top + 62
            if pl["leaders"][c] is None:
                out.append(f'<g id="leader-{seat}-{c}" data-kind="leader" data-leader="{seat} {c}" '
                           f'data-dynasty="{pl["dynasty"]}" data-offboard="true">'
                           + named(t("leader-owned", what=look.leader_title(pl["dynasty"], c, t, "front"),
                                     name=seat_name(view, seat, lambda s: seat_words(s, t))),
                                   look.leader_desc(c, t))
                           + look.leader_token(c, seat, cx, cy, 15) + "</g>")
            else:
                out.append(f'<circle cx="{cx}" cy="{cy:.0f}" r="14" fill="none" stroke="#b9a988" '
                           f'stroke-dasharray="3 3" pointer-events="none"/>')
    rows = (len(view["players"]) + per_row - 1) // per_row
    return out, y + rows * 92


def _capital_labels(board, t: Messages) -> list:
    """Each capital's name on the map, as the log and the buttons name places by them ("north of
    Qin"); drawn over the pieces, not clickable."""
    out = ['<g pointer-events="none" data-labels="capitals">']
    for h, cap in board.capital_names.items():
        x, y = centre(board, h)
        out.append(f'<text x="{x:.1f}" y="{y + SIZE * 0.82:.1f}" font-size="12" font-weight="bold" '
                   f'text-anchor="middle" fill="#3a1e08" stroke="#fff8e6" stroke-width="3" paint-order="stroke" '
                   f'data-capital={quote(cap)}>{escape(t.word("cap", cap))}</text>')
    out.append("</g>")
    return out


def svg(view: dict, legal=(), t: Messages = EN) -> str:
    board = BOARDS[view["board"]]
    legal = [str(a) for a in legal]
    viewer = view.get("seat")
    selectable = view["phase"] != "action"  # in an action a piece is chosen first; later the targets act alone
    hexes, sites, kingdoms, market, moves = _sort_legal(view, legal)
    xs, ys = zip(*(centre(board, h) for h in range(board.n)))
    width = math.ceil(max(xs) + W3 / 2 + MARGIN)
    body = _hexes(view, board, hexes, viewer, moves, selectable, t)
    body.append(_outlines(view, board))
    body += _overlays(view, board, sites, kingdoms, selectable, t)
    body += _capital_labels(board, t)
    y = max(ys) + SIZE + 34
    body += _market_row(view, market, y, t)
    y += 80
    part, y2 = _conflict(view, kingdoms, selectable, y + 10, t)
    if part:
        body += part
        y = y2 + 16
    part, y = _screens(view, y + 10, t)
    body += part
    height = math.ceil(y + MARGIN)
    return "\n".join([open_svg(width, height, data_game="huang", data_board=board.name, font_family="sans-serif",
                               role="img"),
                      f'<rect x="0" y="0" width="{width}" height="{height}" fill="#efe6cc"/>',
                      *body, "</svg>"])
