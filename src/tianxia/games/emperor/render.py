"""Drawing The Emperor of China from a view: ``text(view)`` for the terminal, ``svg(view, legal)``
for the browser.  Both read only the view (plus the static board tables and layout), so a
picture can never show a card its seat may not see.
"""

from __future__ import annotations

import textwrap
from html import escape

from .data import TABLES

CARD_FILL = {"red": "#d64541", "yellow": "#e6bf2e", "green": "#4a9e4f", "orange": "#ee8a2a", "purple": "#8d5bbd"}
REGION_FILL = {"red": "#f6c5bf", "yellow": "#f8eab0", "green": "#cde9c3", "orange": "#fbd7b0", "purple": "#e0d0ef"}
PLAYER_FILL = {"blue": "#2f6fd6", "green": "#17894a", "purple": "#6f35a8", "red": "#b8231f", "yellow": "#f2c200"}
PHASE_TEXT = {"start": "place pieces, exchange a card or pass", "second": "place a second piece or draw",
              "draw": "draw back to 3 cards", "over": "game over"}


def _who(view: dict, p: int) -> str:
    return f"seat {p} ({view['player_colours'][p]})"


# -- terminal -------------------------------------------------------------------------------------------

def text(view: dict) -> str:
    tb = TABLES
    n = view["players"]
    lines = []
    head = f"The Emperor of China - side {view['side']}"
    if view["fortifications_variant"]:
        head += ", fortification variant"
    lines.append(head)
    if view["is_terminal"]:
        lines.append("Game over. Winner" + ("s: " if len(view["winners"]) > 1 else ": ")
                     + ", ".join(_who(view, p) for p in view["winners"]))
    else:
        lines.append(f"{_who(view, view['turn'])} to play: {PHASE_TEXT[view['phase']]}"
                     + (f" (this turn in {_region_name(view['turn_region'])})" if view["turn_region"] else ""))
    lines.append("")
    lines.append("seat  colour   score  houses  emissaries  fort  cards  known   "
                 "(houses, emissaries, fort: in supply)")
    for p in range(n):
        sup = view["supply"][p]
        fort = str(sup["fortification"]) if view["fortifications_variant"] else "-"
        known = " ".join(view["known_cards"][p]) or "-"
        mark = ">" if p == view["current_player"] else " "
        lines.append(f"{mark}{p:<4} {view['player_colours'][p]:<8} {view['scores'][p]:>5}  {sup['houses']:>6}  "
                     f"{sup['emissaries']:>10}  {fort:>4}  {view['hand_sizes'][p]:>5}  {known}")
    lines.append("")
    houses, forts = view["houses"], view["fortifications"]
    lines.append("house spaces: number:seat whose house stands there (. free, F bare fortification, "
                 "0F seat 0's fortified house)")
    for r, rid in enumerate(tb.region_ids):
        cells = []
        for s in tb.region_spaces[r]:
            sid = tb.space_ids[s]
            o = houses.get(sid)
            mark = "." if o is None else str(o)
            if sid in forts:
                mark = "F" if o is None else f"{o}F"
            cells.append(f"{sid[len(rid):]}:{mark}")
        em = view["emissaries"][rid]
        who = ", ".join(f"seat {p}: {e}" for p, e in enumerate(em) if e)
        ems = f"{sum(em)}/{view['caps'][rid]}" + (f" ({who})" if who else "")
        flag = " scored" if rid in view["scored"] else ""
        lines.append(f"{tb.region_names[r]:<6} {tb.colours[tb.region_colour[r]]:<7} {' '.join(cells):<40} "
                     f"emissaries {ems}{flag}")
    lines.append("(emissaries: standing there / cap = the most houses one player has there, E-7.5)")
    lines.append("")
    lines.extend(_roads_and_alliances(view["side"]))
    lines.append("")
    lines.append(f"display: {' '.join(view['display']) or '-'}   deck: {view['deck_size']} cards   "
                 f"run-outs: {view['exhaustions']}" + ("   LAST ROUND" if view["end_triggered"] else ""))
    lines.append(f"discard: {_count(view['discard'])}   removed: {_count(view['removed'])}")
    if view["hand"] is not None:
        lines.append(f"your hand: {' '.join(view['hand']) or '-'}")
    final = view.get("final")
    if final:
        lines.append("")
        lines.append("points       during play  final: houses  alliances  roads   total")
        for p in range(n):
            end = final['houses'][p] + final['alliance_totals'][p] + final['roads'][p]
            lines.append(f"seat {p:<7} {view['scores'][p] - end:>11}  {final['houses'][p]:>13}  "
                         f"{final['alliance_totals'][p]:>9}  {final['roads'][p]:>5}  {view['scores'][p]:>6}")
    return "\n".join(lines)


def _region_name(rid: str) -> str:
    return TABLES.region_names[TABLES.region_index[rid]]


def _roads_and_alliances(side: str) -> list[str]:
    """The static board a terminal player cannot see on a map: the roads of the side in play, listed
    under the region of their first space (E-3.5), and the numbered alliances (E-3.6)."""
    tb = TABLES
    per_region: list[list[str]] = [[] for _ in tb.region_ids]
    for a, b in tb.roads[side]:
        per_region[tb.space_region[a]].append(f"{tb.space_ids[a]}-{tb.space_ids[b]}")
    out = [f"roads (side {side}):"]
    for r, roads in enumerate(per_region):
        out.extend(textwrap.wrap(" ".join(roads), 100, initial_indent=f"  {tb.region_names[r]:<6} ",
                                 subsequent_indent=" " * 9))
    names = [f"{k} {tb.region_names[r1]}-{tb.region_names[r2]}" for k, r1, r2 in tb.alliances]
    half = (len(names) + 1) // 2
    out.append("alliances: " + ", ".join(names[:half]))
    out.append("           " + ", ".join(names[half:]))
    return out


def _count(cards: list[str]) -> str:
    if not cards:
        return "-"
    out = []
    for c in sorted(set(cards)):
        out.append(f"{cards.count(c)} {c}")
    return ", ".join(out)


# -- SVG ------------------------------------------------------------------------------------------------

MAP_X, MAP_Y = 20, 78
PANEL_X = 650


def svg(view: dict, legal=()) -> str:
    tb = TABLES
    lay = tb.layout
    n = view["players"]
    colours = view["player_colours"]
    legal = [str(a) for a in legal]
    side = view["side"]
    out: list[str] = []
    add = out.append
    width, height = 1000, 700
    add(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
        f'height="{height}" font-family="Georgia, serif" data-game="emperor" data-side="{side}">')
    add('<defs><filter id="sh" x="-20%" y="-20%" width="140%" height="140%">'
        '<feDropShadow dx="1" dy="1" stdDeviation="1" flood-opacity="0.35"/></filter></defs>')
    add('<rect x="0" y="0" width="100%" height="100%" fill="#f3ead7"/>')
    title = "The Emperor of China"
    status = ("game over" if view["is_terminal"] else
              f"{_who(view, view['turn'])}: {PHASE_TEXT[view['phase']]}"
              + (f" in {_region_name(view['turn_region'])}" if view["turn_region"] else ""))
    add(f'<text x="20" y="26" font-size="20" font-weight="bold" fill="#5a1e0e">{title}</text>')
    add(f'<text x="250" y="26" font-size="13" fill="#333" id="status" data-phase="{view["phase"]}">'
        f'side {side}{" - fortifications" if view["fortifications_variant"] else ""} - {escape(status)}</text>')

    # score track (the Great Wall along the top of the map)
    top = max([50, *(s + 5 for s in view["scores"])])
    step = 600 / top
    add(f'<g id="score-track" data-max="{top}"><rect x="{MAP_X}" y="38" width="600" height="22" rx="3" '
        'fill="#b9a27c" stroke="#6d5a3a"/>')
    for v in range(0, top + 1, 10):
        x = MAP_X + v * step
        add(f'<line x1="{x:.1f}" y1="38" x2="{x:.1f}" y2="60" stroke="#6d5a3a" stroke-width="0.8"/>'
            f'<text x="{x + 2:.1f}" y="47" font-size="8" fill="#3d2f1a">{v}</text>')
    for p in range(n):
        x = MAP_X + view["scores"][p] * step
        y = 52 + (p - (n - 1) / 2) * 1.5
        add(f'<circle id="score-{p}" data-seat="{p}" data-score="{view["scores"][p]}" cx="{x:.1f}" cy="{y:.1f}" '
            f'r="5" fill="{PLAYER_FILL[colours[p]]}" stroke="#000" stroke-width="0.8"><title>seat {p}: '
            f'{view["scores"][p]} points</title></circle>')
    add('</g>')

    add(f'<g id="map" transform="translate({MAP_X},{MAP_Y})">')
    rects = lay["region_rectangles_x0_y0_x1_y1"]
    for r, rid in enumerate(tb.region_ids):
        colour = tb.colours[tb.region_colour[r]]
        scored = rid in view["scored"]
        add(f'<g id="region-{rid}" data-region="{rid}" data-colour="{colour}" data-scored="{str(scored).lower()}" '
            f'data-cap="{view["caps"][rid]}">')
        for x0, y0, x1, y1 in rects[rid]:
            add(f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" fill="{REGION_FILL[colour]}" '
                f'stroke="{REGION_FILL[colour]}" stroke-width="1"/>')
        x0, y0 = rects[rid][0][0], rects[rid][0][1]
        add(f'<text x="{x0 + 5}" y="{y0 + 14}" font-size="12" font-weight="bold" fill="#4a2a10">'
            f'{escape(tb.region_names[r])}</text>')
        add('</g>')
    # region borders: only where two different regions meet (cells of the layout grid)
    add('<g id="borders" stroke="#6b4a2a" stroke-width="1.8" stroke-linecap="round">')
    for x1, y1, x2, y2 in _borders(rects, lay["canvas"]):
        add(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>')
    add(f'<rect x="0" y="0" width="{lay["canvas"][0]}" height="{lay["canvas"][1]}" fill="none" stroke-width="2.5"/>')
    add('</g>')

    pos = lay["house_spaces"]
    add(f'<g id="roads" data-side="{side}" stroke="#7b6148" stroke-width="2.2" stroke-linecap="round">')
    for a, b in tb.roads[side]:
        sa, sb = tb.space_ids[a], tb.space_ids[b]
        (xa, ya), (xb, yb) = pos[sa], pos[sb]
        add(f'<line class="road" data-road="{sa}-{sb}" x1="{xa}" y1="{ya}" x2="{xb}" y2="{yb}"/>')
    add('</g>')

    for no, (x, y) in sorted(lay["alliance_labels"].items(), key=lambda kv: int(kv[0])):
        add(f'<g id="alliance-{no}" data-alliance="{no}"><circle cx="{x}" cy="{y}" r="8" fill="#fff8e6" '
            f'stroke="#8a1c1c" stroke-width="1.2"/><text x="{x}" y="{y + 3.5}" font-size="9" text-anchor="middle" '
            f'fill="#8a1c1c" font-weight="bold">{no}</text></g>')

    house_act = _first_by_target(legal, ("house",))
    fort_act = _first_by_target(legal, ("fortify",))
    em_act = _first_by_target(legal, ("emissary",))
    houses, forts = view["houses"], view["fortifications"]
    for sid, (x, y) in pos.items():
        add(f'<circle id="space-{sid}" data-space="{sid}" cx="{x}" cy="{y}" r="9" fill="#fffdf6" stroke="#5b4632" '
            f'stroke-width="1.2"><title>{sid}</title></circle>')
        if sid in forts:
            add(f'<polygon id="fort-{sid}" data-fortification="{sid}" data-placer="{forts[sid]}" '
                f'points="{_octagon(x, y, 12)}" fill="#5d5d5d" stroke="#222" stroke-width="1"/>')
        if sid in houses:
            o = houses[sid]
            add(f'<g id="house-{sid}" data-house="{sid}" data-owner="{o}" filter="url(#sh)">'
                f'<path d="M{x - 7} {y + 6} L{x - 7} {y - 2} L{x} {y - 8} L{x + 7} {y - 2} L{x + 7} {y + 6} Z" '
                f'fill="{PLAYER_FILL[colours[o]]}" stroke="#111" stroke-width="1"/></g>')
        acts = [a for a in (house_act.get(sid), fort_act.get(sid)) if a]
        for i, a in enumerate(acts):
            add(f'<circle class="target" data-action="{escape(a)}" cx="{x + 11 * i}" cy="{y}" r="{10 if not i else 5}" '
                f'fill="#ffd54a" fill-opacity="0.35" stroke="#c08a00" stroke-width="1.5" style="cursor:pointer">'
                f'<title>{escape(a)}</title></circle>')

    dragons = lay["dragon_spaces"]
    for r, rid in enumerate(tb.region_ids):
        x, y = dragons[f"dragon_{rid}"]
        add(f'<g id="dragon-{rid}" data-dragon="{rid}"><path d="M{x} {y - 11} L{x + 11} {y} L{x} {y + 11} '
            f'L{x - 11} {y} Z" fill="#c0392b" stroke="#6e1410" stroke-width="1"/>'
            f'<circle cx="{x}" cy="{y}" r="3.5" fill="#f5d76e"/><title>dragon space of {escape(tb.region_names[r])}: '
            f'{sum(view["emissaries"][rid])} emissaries, cap {view["caps"][rid]}</title></g>')
        i = 0
        for p, e in enumerate(view["emissaries"][rid]):
            for j in range(e):
                ex = x + 14 + (i % 4) * 9
                ey = y - 7 + (i // 4) * 11
                add(f'<path id="emissary-{rid}-{p}-{j}" data-emissary="{rid}" data-seat="{p}" '
                    f'd="M{ex} {ey - 5} L{ex + 4} {ey + 5} L{ex - 4} {ey + 5} Z" fill="{PLAYER_FILL[colours[p]]}" '
                    f'stroke="#111" stroke-width="0.8"/>')
                i += 1
        if rid in em_act:
            add(f'<circle class="target" data-action="{escape(em_act[rid])}" cx="{x}" cy="{y}" r="12" fill="#ffd54a" '
                f'fill-opacity="0.35" stroke="#c08a00" stroke-width="1.5" style="cursor:pointer">'
                f'<title>{escape(em_act[rid])}</title></circle>')
        if rid in view["scored"]:  # the scoring marker sits just above the dragon space
            add(f'<g id="scored-{rid}" data-scoring-marker="{rid}"><circle cx="{x}" cy="{y - 22}" r="8" '
                f'fill="#8a1c1c" stroke="#fff" stroke-width="1.5"/><circle cx="{x}" cy="{y - 22}" r="3.5" '
                f'fill="none" stroke="#fff" stroke-width="1.2"/><title>{escape(tb.region_names[r])} is scored</title></g>')
    add('</g>')  # map

    bottom = _panel(view, legal, add)
    add('</svg>')
    if bottom + 10 > height:  # a long action list: make the picture taller
        out[0] = out[0].replace(f'0 0 {width} {height}', f'0 0 {width} {bottom + 10}').replace(
            f'height="{height}"', f'height="{bottom + 10}"')
    return "\n".join(out)


def _first_by_target(legal: list[str], kinds: tuple) -> dict:
    """target -> the first legal action placing on it (singles come before pairs in the legal list)."""
    out: dict[str, str] = {}
    for a in legal:
        words = a.split()
        if words[0] in kinds and words[1] not in out:
            out[words[1]] = a
    return out


def _borders(rects: dict, canvas) -> list[tuple]:
    """Unit segments of the layout grid where two different regions (or region and outside) meet."""
    from math import gcd

    unit = 0
    for boxes in rects.values():
        for box in boxes:
            for v in box:
                unit = gcd(unit, int(v))
    unit = unit or 1
    cell = {}
    for rid, boxes in rects.items():
        for x0, y0, x1, y1 in boxes:
            for x in range(int(x0), int(x1), unit):
                for y in range(int(y0), int(y1), unit):
                    cell[(x, y)] = rid
    out = []
    for (x, y), rid in cell.items():
        if cell.get((x + unit, y), rid) != rid:
            out.append((x + unit, y, x + unit, y + unit))
        if cell.get((x, y + unit), rid) != rid:
            out.append((x, y + unit, x + unit, y + unit))
    return out


def _octagon(x: float, y: float, r: float) -> str:
    k = r * 0.4142
    pts = [(x - k, y - r), (x + k, y - r), (x + r, y - k), (x + r, y + k), (x + k, y + r), (x - k, y + r),
           (x - r, y + k), (x - r, y - k)]
    return " ".join(f"{a:.1f},{b:.1f}" for a, b in pts)


def _card(add, x, y, colour, ident, action=None, w=26, h=36):
    extra = f' data-action="{escape(action)}" style="cursor:pointer"' if action else ""
    add(f'<g {ident}{extra}><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="3" fill="{CARD_FILL[colour]}" '
        f'stroke="#222" stroke-width="1"/><title>{colour}</title></g>')


def _panel(view: dict, legal: list[str], add) -> int:
    n = view["players"]
    colours = view["player_colours"]
    x0 = PANEL_X
    y = 46
    add(f'<g id="players" transform="translate({x0},0)">')
    for p in range(n):
        sup = view["supply"][p]
        cur = p == view["current_player"]
        win = p in view["winners"]
        add(f'<g id="player-{p}" data-seat="{p}" data-score="{view["scores"][p]}" data-houses="{sup["houses"]}" '
            f'data-emissaries="{sup["emissaries"]}" data-fortification="{sup["fortification"]}" '
            f'data-hand-size="{view["hand_sizes"][p]}">')
        add(f'<rect x="0" y="{y}" width="335" height="40" rx="4" fill="{"#fff3c4" if cur else "#fbf6ea"}" '
            f'stroke="{"#c08a00" if cur else "#b8a88a"}" stroke-width="{2 if cur else 1}"/>')
        add(f'<rect x="6" y="{y + 6}" width="14" height="14" fill="{PLAYER_FILL[colours[p]]}" stroke="#111"/>')
        label = f"seat {p} {colours[p]}" + (" (you)" if view["seat"] == p else "") + (" - winner" if win else "")
        add(f'<text x="26" y="{y + 17}" font-size="12" font-weight="bold">{escape(label)}</text>')
        add(f'<text x="300" y="{y + 17}" font-size="14" font-weight="bold" text-anchor="end">{view["scores"][p]}</text>')
        fort = f', fortification {sup["fortification"]}' if view["fortifications_variant"] else ""
        known = view["known_cards"][p]
        add(f'<text x="8" y="{y + 33}" font-size="10">houses {sup["houses"]}, emissaries {sup["emissaries"]}{fort}, '
            f'{view["hand_sizes"][p]} cards{(" (known: " + " ".join(known) + ")") if known else ""}</text>')
        add('</g>')
        y += 44
    add('</g>')

    y += 6
    add(f'<g id="cards" transform="translate({x0},{y})">')
    add('<text x="0" y="12" font-size="12" font-weight="bold">Display</text>')
    draws = {a.split()[1]: a for a in legal if a.startswith("draw ")}
    for i, c in enumerate(view["display"]):
        _card(add, 60 + i * 30, 0, c, f'id="display-{i}" data-display-card="{c}"', draws.get(c))
    dx = 60 + 4 * 30 + 10
    deck_act = draws.get("deck")
    extra = f' data-action="{escape(deck_act)}" style="cursor:pointer"' if deck_act else ""
    add(f'<g id="deck" data-deck-size="{view["deck_size"]}"{extra}><rect x="{dx}" y="0" width="26" height="36" rx="3" '
        f'fill="#5a1e0e" stroke="#222"/><text x="{dx + 13}" y="22" font-size="11" fill="#fff" text-anchor="middle">'
        f'{view["deck_size"]}</text><title>deck: {view["deck_size"]} cards</title></g>')
    add(f'<text x="{dx + 32}" y="14" font-size="10">run-outs {view["exhaustions"]}</text>')
    if view["end_triggered"]:
        add(f'<text x="{dx + 32}" y="28" font-size="10" fill="#8a1c1c" font-weight="bold" id="last-round">'
            'last round</text>')
    yy = 46
    add(f'<text x="0" y="{yy + 12}" font-size="12" font-weight="bold">Hand</text>')
    if view["hand"] is None:
        add(f'<text x="60" y="{yy + 12}" font-size="11" fill="#666">(spectator)</text>')
    else:
        for i, c in enumerate(view["hand"]):
            _card(add, 60 + i * 30, yy, c, f'id="hand-{i}" data-hand-card="{c}"')
    yy += 44
    add(f'<g id="discard" data-cards="{" ".join(view["discard"])}"><text x="0" y="{yy + 10}" font-size="11">'
        f'discard: {escape(_count(view["discard"]))}</text></g>')
    add(f'<g id="removed" data-cards="{" ".join(view["removed"])}"><text x="0" y="{yy + 24}" font-size="11">'
        f'removed at setup: {escape(_count(view["removed"]))}</text></g>')
    add('</g>')
    y += yy + 34

    final = view.get("final")
    if final:
        add(f'<g id="final" transform="translate({x0},{y})"><text x="0" y="12" font-size="12" font-weight="bold">'
            'Points: during play + final houses / alliances / roads</text>')
        for p in range(n):
            end = final["houses"][p] + final["alliance_totals"][p] + final["roads"][p]
            add(f'<text x="0" y="{28 + 14 * p}" font-size="11" data-seat="{p}">seat {p}: '
                f'{view["scores"][p] - end} + {final["houses"][p]} / {final["alliance_totals"][p]} / '
                f'{final["roads"][p]} = {view["scores"][p]}</text>')
        add('</g>')
        y += 28 + 14 * n
    if not legal:
        return y
    if legal:
        # every legal action is a button: turn actions (draws, exchanges, pass, stop) first
        first = [a for a in legal if a.split()[0] not in ("house", "emissary", "fortify")]
        ordered = first + [a for a in legal if a not in first]
        add(f'<g id="actions" transform="translate({x0},{y})"><text x="0" y="12" font-size="12" '
            f'font-weight="bold">Legal actions ({len(legal)})</text>')
        per_col = max(12, -(-len(ordered) // 4))
        for i, a in enumerate(ordered):
            col, row = divmod(i, per_col)
            bx, by = col * 84, 18 + row * 13
            add(f'<g class="button" data-action="{escape(a)}" style="cursor:pointer"><rect x="{bx}" y="{by}" '
                f'width="82" height="12" rx="2" fill="#fffdf6" stroke="#9c8a66"/><text x="{bx + 3}" y="{by + 9}" '
                f'font-size="7.5">{escape(a)}</text></g>')
        add('</g>')
        y += 18 + per_col * 13
    return y
