"""The board as SVG (``svg(view, legal)``): the display, deck, discard pile and removed cards in a
row on top; below, the map of the nine regions with house spaces, dragon spaces, roads and
alliance numbers, and right of it each region's standing (who leads and by how much).

Drawn from the view only.  Targets carry ``data-actions`` (every legal notation they complete:
a house space its house and fortification placements, a dragon space its emissaries, the deck
and display cards their draws and exchanges); when one space can be paid for in several ways the
client narrows to it and the status bar asks which payment (docs/table.md).  Every word comes
from the catalogs ``t`` (data/messages/<lang>.ftl).
"""

from __future__ import annotations

from tianxia.core.svg import open_svg

from ..data import TABLES
from . import standing, words
from .draw import (CARD_FILL, FONT, INK, PLAYER_FILL, REGION_FILL, card_back, card_shape, component,
                   emissary_shape, fort_shape, house_shape, seat_mark, text)

SCALE = 1.55
MAP_X, MAP_Y = 16, 160
ROW_Y = 58  # the card row, below the band a phone's zoom tools lie over
COLUMN_X = 962
COLUMN_W = 222
WIDTH = 1200
CARD_W, CARD_H = 52, 72
SPACE_R = 15  # drawn radius of a house space
HIT_R = 22  # radius of a clickable space or dragon (44 units across)
#: where a region's name is written (layout units), where the top-left corner would crowd it
NAME_AT = {"wei": (302, 226), "qi": (404, 100), "chu": (290, 318), "han": (158, 214), "lu": (430, 300),
           "shu": (4, 200), "qin": (4, 0), "zhao": (200, 0), "yan": (400, 0)}


def _xy(x: float, y: float) -> tuple[float, float]:
    return MAP_X + x * SCALE, MAP_Y + y * SCALE


def targets(legal) -> dict[str, list[str]]:
    """Legal notations grouped by the component that completes them: 'space-wei2', 'dragon-wei',
    'deck', 'display-red'."""
    out: dict[str, list[str]] = {}
    for a in map(str, legal):
        w = a.split()
        if not w:
            continue
        if w[0] in ("house", "fortify"):
            key = f"space-{w[1]}"
        elif w[0] == "emissary":
            key = f"dragon-{w[1]}"
        elif w[0] == "draw":
            key = "deck" if w[1] == "deck" else f"display-{w[1]}"
        elif w[0] == "exchange":
            key = "deck" if w[3] == "deck" else f"display-{w[3]}"
        else:
            continue
        out.setdefault(key, []).append(a)
    return out


def svg(view: dict, legal=(), t=None) -> str:
    t = words.speaker(t)
    tb = TABLES
    lay = tb.layout
    by_target = targets(legal)
    height = int(MAP_Y + lay["canvas"][1] * SCALE + 16)
    out = [open_svg(WIDTH, height, font_family=FONT, data_game="emperor", data_side=view["side"],
                    data_phase=view["phase"]),
           f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#efe3c8"/>']
    out += _regions(view, t)
    out += _roads(view, t)
    out += _alliances(view, t)
    out += _spaces(view, by_target, t, placing=bool(legal) and view["phase"] in ("start", "second"))
    out += _dragons(view, by_target, t)
    out += _names(view, t)
    out += _wall(view, t)
    out += _cards_row(view, by_target, t)
    out += _standings(view, t)
    out.append('</svg>')
    return "\n".join(out)


# -- the map ---------------------------------------------------------------------------------------------------

def _regions(view: dict, t) -> list[str]:
    tb = TABLES
    rects = tb.layout["region_rectangles_x0_y0_x1_y1"]
    out = []
    for r, rid in enumerate(tb.region_ids):
        colour = tb.colours[tb.region_colour[r]]
        body = "".join(
            f'<rect x="{MAP_X + x0 * SCALE:.1f}" y="{MAP_Y + y0 * SCALE:.1f}" width="{(x1 - x0) * SCALE:.1f}" '
            f'height="{(y1 - y0) * SCALE:.1f}" fill="{REGION_FILL[colour]}" stroke="{REGION_FILL[colour]}"/>'
            for x0, y0, x1, y1 in rects[rid])
        out.append(component(f"region-{rid}", "region", t("region-title", region=rid, colour=colour),
                             t("desc-region"), body,
                             attrs=f' data-region="{rid}" data-colour="{colour}" '
                                   f'data-scored="{str(rid in view["scored"]).lower()}"'))
    segs = "".join(f'<line x1="{MAP_X + a * SCALE:.1f}" y1="{MAP_Y + b * SCALE:.1f}" x2="{MAP_X + c * SCALE:.1f}" '
                   f'y2="{MAP_Y + d * SCALE:.1f}"/>' for a, b, c, d in _borders(rects))
    w, h = (v * SCALE for v in tb.layout["canvas"])
    out.append(f'<g stroke="#6b4a2a" stroke-width="2.5" stroke-linecap="round" pointer-events="none">{segs}'
               f'<rect x="{MAP_X}" y="{MAP_Y}" width="{w:.1f}" height="{h:.1f}" fill="none" stroke-width="3"/></g>')
    return out


def _borders(rects: dict) -> list[tuple]:
    """Unit segments of the layout grid where two different regions (or a region and outside) meet."""
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


def _roads(view: dict, t) -> list[str]:
    tb = TABLES
    pos = tb.layout["house_spaces"]
    side = view["side"]
    under, lines = [], []
    for a, b in tb.roads[side]:
        sa, sb = tb.space_ids[a], tb.space_ids[b]
        (xa, ya), (xb, yb) = _xy(*pos[sa]), _xy(*pos[sb])
        seg = f'x1="{xa:.1f}" y1="{ya:.1f}" x2="{xb:.1f}" y2="{yb:.1f}"'
        under.append(f'<line {seg}/>')
        lines.append(f'<line class="road" data-road="{sa}-{sb}" {seg}/>')
    body = (f'<g stroke="#f8f0dc" stroke-width="7" stroke-linecap="round">{"".join(under)}</g>'
            f'<g stroke="#8a6a44" stroke-width="3" stroke-linecap="round" stroke-dasharray="7 4">'
            f'{"".join(lines)}</g>')
    return [component("roads", "roads", t("roads-title", side=side), t("desc-roads"), body,
                      attrs=f' data-side="{side}"')]


def _alliances(view: dict, t) -> list[str]:
    tb = TABLES
    now = {no: (a, b, pts) for no, a, b, pts in standing.alliance_now(view)}
    out = []
    for no, (x, y) in sorted(tb.layout["alliance_labels"].items(), key=lambda kv: int(kv[0])):
        a, b, pts = now[int(no)]
        cx, cy = _xy(x, y)
        scorers = [p for p, v in enumerate(pts) if v]
        ring = PLAYER_FILL[view["player_colours"][scorers[0]]] if len(scorers) == 1 else "#8a1c1c"
        if scorers:
            status = t("alliance-would", who=[words.who(view, p, t) for p in scorers], points=max(pts))
        else:
            status = t("alliance-nobody")
        body = (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="13" fill="#fff8e6" stroke="{ring}" '
                f'stroke-width="{3 if scorers else 1.5}"/>'
                + text(cx, cy + 4.5, no, 13, "middle", "bold", "#8a1c1c"))
        title = t("alliance-title", alliance=int(no), region=a, region2=b)
        out.append(component(f"alliance-{no}", "alliance", title, t("desc-alliance", status=status), body,
                             attrs=f' data-alliance="{no}"'))
    return out


# Every space, dragon and card keeps the same children whether it is a target or not (the ring
# only changes colour), so the client's morph of one position into the next stays simple.

def _ring(x: float, y: float) -> str:
    """The mark of a target the deciding seat may click now (44 units across)."""
    return (f'<circle class="target" cx="{x:.1f}" cy="{y:.1f}" r="{HIT_R}" fill="#ffe27a" fill-opacity="0.55" '
            f'stroke="#b07800" stroke-width="2.5" stroke-dasharray="5 3"/>')


def _hit(x: float, y: float) -> str:
    """An invisible disc that keeps a target 44 units across without marking it."""
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{HIT_R}" fill="#fff" fill-opacity="0"/>'


def _space_title(view: dict, sid: str, t) -> str:
    region, number = words.space_parts(sid)
    owner = view["houses"].get(sid)
    fort = sid in view["fortifications"]
    if owner is not None:
        name = words.who(view, owner, t)
        what = t("space-fortified-house", name=name) if fort else t("space-house", name=name)
    else:
        what = t("space-fortification") if fort else t("space-free")
    return t("space-title", number=number, region=region, what=what)


def _spaces(view: dict, by_target: dict, t, placing: bool = False) -> list[str]:
    tb = TABLES
    colours = view["player_colours"]
    out = []
    for sid, (lx, ly) in tb.layout["house_spaces"].items():
        x, y = _xy(lx, ly)
        acts = by_target.get(f"space-{sid}")
        # a space open to both a house and the fortification says which only once a piece is
        # chosen in the hand strip (the client disables it until then): no ring before that
        body = [_ring(x, y) if acts and len({a.split()[0] for a in acts}) == 1 else _hit(x, y)]
        body.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{SPACE_R}" fill="#fffaf0" stroke="#5b4632" '
                    f'stroke-width="1.8"/>')
        if sid in view["fortifications"]:
            body.append(f'<g id="fort-{sid}" data-fortification="{sid}" '
                        f'data-placer="{view["fortifications"][sid]}">{fort_shape(x, y)}</g>')
        owner = view["houses"].get(sid)
        if owner is not None:
            body.append(f'<g id="house-{sid}" data-house="{sid}" data-owner="{owner}">'
                        f'{house_shape(x, y + 1, PLAYER_FILL[colours[owner]], 1.15, owner)}</g>')
        attrs = f' data-space="{sid}"'
        if placing and not acts and owner is None and sid not in view["fortifications"]:
            # an empty space the deciding seat may not build on now: the table asks the engine
            # why (a second piece in another region, a card too few; docs/table.md, "Why not")
            r = tb.space_region[tb.space_index[sid]]
            attrs += f' data-unavailable="house {sid} {tb.colours[tb.region_colour[r]]}"'
        out.append(component(f"space-{sid}", "space", _space_title(view, sid, t), t("desc-space"), "".join(body),
                             actions=acts, attrs=attrs))
    return out


def _dragons(view: dict, by_target: dict, t) -> list[str]:
    tb = TABLES
    colours = view["player_colours"]
    out, figures = [], []
    for r, rid in enumerate(tb.region_ids):
        x, y = _xy(*tb.layout["dragon_spaces"][f"dragon_{rid}"])
        acts = by_target.get(f"dragon-{rid}")
        body = [_ring(x, y) if acts else _hit(x, y)]
        body.append(f'<path d="M{x:.1f} {y - 17:.1f} L{x + 17:.1f} {y:.1f} L{x:.1f} {y + 17:.1f} L{x - 17:.1f} '
                    f'{y:.1f} Z" fill="#c0392b" stroke="#5e120e" stroke-width="1.5"/>'
                    f'<path d="M{x - 7:.1f} {y + 2:.1f} Q{x - 3:.1f} {y - 8:.1f} {x + 1:.1f} {y:.1f} '
                    f'T{x + 8:.1f} {y - 3:.1f}" fill="none" stroke="#f5d76e" stroke-width="2.2" '
                    f'stroke-linecap="round"/>')
        # the emissaries stand beside the space, outside its component: a click aimed at the
        # middle of the dragon space must land on it, not between figures
        i = 0
        for p, e in enumerate(view["emissaries"][rid]):
            if e:  # each seat's emissaries after its number (ownership told by more than colour)
                ex, ey = x + 26 + (i % 5) * 13, y - 7 + (i // 5) * 17
                figures.append(seat_mark(ex, ey + 5, p))
                i += 1
            for j in range(e):
                ex, ey = x + 26 + (i % 5) * 13, y - 7 + (i // 5) * 17
                figures.append(f'<g id="emissary-{rid}-{p}-{j}" data-emissary="{rid}" data-seat="{p}">'
                               f'{emissary_shape(ex, ey, PLAYER_FILL[colours[p]], 1.1, p)}</g>')
                i += 1
        total, cap = sum(view["emissaries"][rid]), view["caps"][rid]
        title = t("dragon-title", region=rid, n=total, cap=cap)
        out.append(component(f"dragon-{rid}", "dragon", title, t("desc-dragon"), "".join(body), actions=acts,
                             attrs=f' data-dragon="{rid}" data-cap="{cap}"'))
        if rid in view["scored"]:
            mx, my = x, y - 30
            seal = (f'<rect x="{mx - 10:.1f}" y="{my - 10:.1f}" width="20" height="20" rx="3" fill="#8a1c1c" '
                    f'stroke="#fff" stroke-width="1.5"/><circle cx="{mx:.1f}" cy="{my:.1f}" r="5" fill="none" '
                    f'stroke="#fff" stroke-width="1.8"/>')
            out.append(component(f"scored-{rid}", "marker", t("marker-title", region=rid), t("desc-marker"),
                                 seal, attrs=f' data-scoring-marker="{rid}"'))
    out.append(f'<g pointer-events="none">{"".join(figures)}</g>')
    return out


def _names(view: dict, t) -> list[str]:
    """Region names on the map (drawn last so nothing covers them; not clickable)."""
    tb = TABLES
    out = ['<g pointer-events="none">']
    for r, rid in enumerate(tb.region_ids):
        lx, ly = NAME_AT[rid]
        x, y = _xy(lx, ly)
        out.append(text(x + 6, y + 19, t.word("region", rid), 16, "start", "bold", "#4a2a10",
                        ' paint-order="stroke" stroke="#fff8e6" stroke-width="3"'))
    out.append('</g>')
    return out


# -- the right-hand column: cards and each region's standing ------------------------------------------------

def _wall(view: dict, t) -> list[str]:
    """The score track along the top, the Great Wall of the box: cells 0 to 49, each player's
    marker on his score; past 50 the marker starts again and the player holds a point card."""
    cell = (WIDTH - 2 * MAP_X) / 50
    y0, h = 10, 30
    body = [f'<rect x="{MAP_X}" y="{y0}" width="{WIDTH - 2 * MAP_X}" height="{h}" fill="#b9a27c" stroke="#6d5a3a" '
            f'stroke-width="1.5"/>']
    for v in range(50):
        x = MAP_X + v * cell
        body.append(f'<rect x="{x:.1f}" y="{y0}" width="{cell:.1f}" height="{h}" fill="{"#cdb894" if v % 2 else "#b9a27c"}" '
                    f'stroke="#6d5a3a" stroke-width="0.6"/>')
        if v % 5 == 0:
            body.append(text(x + 3, y0 + 14, v, 12, fill="#3d2f1a"))
    out = [component("wall", "track", t("wall-title"), t("desc-wall"), "".join(body))]
    pcol = view["player_colours"]
    at: dict[int, int] = {}
    for p, score in enumerate(view["scores"]):
        v = score % 50
        k = at[v] = at.get(v, -1) + 1
        x, y = MAP_X + v * cell + cell / 2 + (k % 3 - 1) * 7, y0 + h - 11 - (k // 3) * 5
        laps = score // 50
        title = t("score-title", name=words.who(view, p, t), points=score)
        # a point card under the marker for each lap past 50
        cards = "".join(f'<rect x="{x - 6 + i * 3:.1f}" y="{y0 + h - 4:.1f}" width="12" height="8" rx="1" '
                        f'fill="#fff8e6" stroke="{PLAYER_FILL[pcol[p]]}" stroke-width="1.5"/>' for i in range(laps))
        body = cards + emissary_shape(x, y, PLAYER_FILL[pcol[p]], 1.25, p)
        out.append(component(f"score-{p}", "score", title, t("desc-score"), body,
                             attrs=f' data-seat="{p}" data-score="{score}" data-laps="{laps}"'))
    return out


def _cards_row(view: dict, by_target: dict, t) -> list[str]:
    """Above the map, where a phone's first view shows them: the display, deck, discard pile and
    removed cards, and how often the deck ran out."""
    out = []
    y = ROW_Y
    cap_y = y + CARD_H + 17
    seen: dict[str, int] = {}
    for i, c in enumerate(view["display"]):
        j = seen[c] = seen.get(c, -1) + 1
        cx = MAP_X + i * (CARD_W + 6)
        acts = by_target.get(f"display-{c}")
        ring = (f'<rect x="{cx - 2}" y="{y - 3}" width="{CARD_W + 4}" height="{CARD_H + 6}" rx="6" fill="none" '
                f'stroke="{"#b07800" if acts else "none"}" stroke-width="2.5" stroke-dasharray="5 3"/>')
        out.append(component(f"display-{c}-{j}", "card", t("display-card-title", card=c),
                             t("desc-display", card=c, regions=words.colour_regions(c)), card_shape(cx, y, c) + ring,
                             actions=acts, attrs=f' data-display-card="{c}"'))
    if not view["display"]:
        out.append(text(MAP_X, y + 40, t("display-empty"), 12, fill="#6b5a3a"))
    out.append(text(MAP_X + (4 * (CARD_W + 6) - 6) / 2, cap_y, t("caption-display"), 13, "middle", "bold"))
    x0 = MAP_X + 4 * (CARD_W + 6) + 24
    deck_acts = by_target.get("deck")
    ring = (f'<rect x="{x0 - 4}" y="{y - 4}" width="{CARD_W + 8}" height="{CARD_H + 8}" rx="7" '
            f'fill="{"#ffe27a" if deck_acts else "none"}" stroke="{"#b07800" if deck_acts else "none"}" '
            f'stroke-width="2.5" stroke-dasharray="5 3"/>')
    # the caption stays outside the clickable deck: its accessible name then holds all its text
    out.append(component("deck", "deck", t("deck-title", n=view["deck_size"]), t("desc-deck"),
                         ring + card_back(x0, y) + text(x0 + CARD_W / 2, y + 42, view["deck_size"], 18, "middle",
                                                        "bold", "#f8e7b5"),
                         actions=deck_acts, attrs=f' data-deck-size="{view["deck_size"]}"'))
    out.append(text(x0 + CARD_W / 2, cap_y, t("caption-deck"), 13, "middle", "bold"))
    dx = x0 + CARD_W + 26
    top = view["discard"][-1] if view["discard"] else None
    face = card_shape(dx, y, top) if top else (f'<rect x="{dx}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="5" '
                                               f'fill="none" stroke="#8a7a5a" stroke-dasharray="4 3"/>')
    out.append(component("discard", "discard", t("discard-title", cards=words.card_counts(view["discard"], t)),
                         t("desc-discard"),
                         face + _count_badge(dx + CARD_W / 2, y + 40, len(view["discard"]))
                         + text(dx + CARD_W / 2, cap_y, t("caption-discard"), 12, "middle"),
                         attrs=f' data-cards="{" ".join(view["discard"])}"'))
    rx = dx + CARD_W + 26
    out.append(component("removed", "removed", t("removed-title", cards=words.card_counts(view["removed"], t)),
                         t("desc-removed"),
                         f'<rect x="{rx}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="#d9ccb0" '
                         f'stroke="#8a7a5a"/>' + _count_badge(rx + CARD_W / 2, y + 40, len(view["removed"]))
                         + text(rx + CARD_W / 2, cap_y, t("caption-removed"), 12, "middle"),
                         attrs=f' data-cards="{" ".join(view["removed"])}"'))
    runs = view["exhaustions"]
    line = t(f"runouts-{min(runs, 2)}")
    out.append(component("runouts", "counter", line, t("desc-runouts"),
                         text(rx + CARD_W + 30, y + 40, line, 14, weight="bold" if runs >= 2 else "normal",
                              fill="#8a1c1c" if runs >= 2 else INK),
                         attrs=f' data-exhaustions="{runs}"'))
    return out


def _standings(view: dict, t) -> list[str]:
    """Right of the map: each region's houses and emissaries per seat, the leader first."""
    x0, y = COLUMN_X, MAP_Y + 14
    out = [text(x0, y, t("standings-title"), 13, weight="bold")]  # 14 px ran past the edge in DejaVu Serif
    y += 8
    for rid in TABLES.region_ids:
        out.append(_standing_row(view, rid, x0, y, t))
        y += 44
    return out


def _count_badge(x: float, y: float, n: int) -> str:
    return (f'<circle cx="{x:.1f}" cy="{y - 5:.1f}" r="13" fill="#fff8e6" stroke="#5b4632"/>'
            + text(x, y, n, 14, "middle", "bold"))


def _standing_row(view: dict, rid: str, x0: float, y: float, t) -> str:
    """One region's line: name and progress, the seats' houses (leader first) and emissaries."""
    tb = TABLES
    r = tb.region_index[rid]
    colour = tb.colours[tb.region_colour[r]]
    pcol = view["player_colours"]
    hc = standing.house_counts(view, rid)
    em = view["emissaries"][rid]
    size = len(tb.region_spaces[r])
    built = sum(hc)
    scored = rid in view["scored"]
    body = [f'<rect x="{x0}" y="{y}" width="{COLUMN_W}" height="40" rx="4" fill="{REGION_FILL[colour]}" '
            f'stroke="#b8a88a"/><rect x="{x0}" y="{y}" width="8" height="40" rx="2" fill="{CARD_FILL[colour]}"/>',
            text(x0 + 14, y + 17, t.word("region", rid), 14, weight="bold"),
            text(x0 + 14, y + 34, t("standing-scored") if scored else t("standing-built", built=built, size=size), 12,
                 fill="#8a1c1c" if scored else INK, weight="bold" if scored else "normal")]
    order = sorted((p for p in range(len(hc)) if hc[p]), key=lambda p: (-hc[p], p))
    for i, p in enumerate(order):
        cx = x0 + 84 + i * 27
        body.append(house_shape(cx + 6, y + 12, PLAYER_FILL[pcol[p]], 0.75, p) + text(cx + 14, y + 18, hc[p], 13,
                                                                                    weight="bold"))
    eorder = sorted((p for p in range(len(em)) if em[p]), key=lambda p: (-em[p], p))
    for i, p in enumerate(eorder):
        cx = x0 + 84 + i * 27
        body.append(emissary_shape(cx + 6, y + 30, PLAYER_FILL[pcol[p]], 0.8, p) + text(cx + 14, y + 36, em[p], 13,
                                                                                      weight="bold"))
    title = (t("standing-title-scored", region=rid) if scored
             else t("standing-title", region=rid, built=built, size=size))
    return component(f"standing-{rid}", "standing", title, _standing_desc(view, rid, t), "".join(body),
                     attrs=f' data-region="{rid}"')


def _seat_counts(view: dict, counts: list[int], t) -> str:
    """'blue 3, red 1' (the most first), or 'none'."""
    order = sorted((p for p in range(len(counts)) if counts[p]), key=lambda p: (-counts[p], p))
    if not order:
        return t("none")
    return t("list-parts", parts=[{"msg": "colour-count", "args": {"name": words.who(view, p, t), "n": counts[p]}}
                                  for p in order])


def _standing_desc(view: dict, rid: str, t) -> str:
    hc = standing.house_counts(view, rid)
    best, lead = standing.leaders(view, rid)
    if not best:
        lead_text = t("lead-nobody")
    elif len(best) > 1:
        lead_text = t("lead-tied", who=[words.who(view, p, t) for p in best])
    else:
        lead_text = t("lead-by", name=words.who(view, best[0], t), n=lead)
    base, extra = standing.region_points(view, rid)
    pts = [b + e for b, e in zip(base, extra)]
    em = view["emissaries"][rid]
    return t("standing-desc-scored" if rid in view["scored"] else "standing-desc-now",
             houses=_seat_counts(view, hc, t), lead=lead_text, emissaries=_seat_counts(view, em, t),
             cap=view["caps"][rid], points=_seat_counts(view, pts, t))


__all__ = ["svg", "targets"]
