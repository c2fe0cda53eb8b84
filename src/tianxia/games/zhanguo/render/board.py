"""The main board: regions with governor squares and palaces, the Great Wall, the goals, the
court with its six actions, the supplies and the reward table with its track."""

from __future__ import annotations

from .kit import ASPECT_FILL, ASPECT_INK, INK, Clicks, Svg
from .status import SEAT_COLOURS, paint
from .words import (ASPECTS, COURT_ACTIONS, PLAYER_COLOURS, aspect, bonus_short, card_abilities, card_colour, card_desc,
                    cell_value, court_name, goal_needs, reward_lines, reward_text, section_name,
                    square_short, trigger_short, who)

W = 1200
AREA_FILL = {"TQ": "#cfe9e4", "GD": "#f2e3ae", "CR": "#efcdd0"}
AREA_INK = {"TQ": "#2c8c80", "GD": "#b8901c", "CR": "#a8323e"}


def draw_court(s: Svg, view: dict, ck: Clicks, y: int, t) -> int:
    """The court, drawn first: every turn starts there (and a phone shows the top of the board first)."""
    return _court(s, view, ck, y, t)


def draw(s: Svg, view: dict, ck: Clicks, y: int, t) -> int:
    """The rest of the main board from ``y``; return the y below it."""
    y = _regions(s, view, ck, y, t)
    y = _wall(s, view, ck, y + 14, t)
    y = _goals(s, view, ck, y + 14, t)
    y = _rewards(s, view, ck, y + 14, t)
    return y


def _heading(s, x, y, text):
    s.text(x, y, text, 16, font_weight="bold")


# ------------------------------------------------------------------ regions

def _regions(s: Svg, view, ck: Clicks, y0: int, t) -> int:
    pend = view["pending"]
    neigh = {}
    for a, b in view["adjacent"]:
        neigh.setdefault(a, []).append(b)
        neigh.setdefault(b, []).append(a)
    rw, h = 232, 236
    for r, g in enumerate(view["governors"]):
        reg = r + 1
        x = 8 + r * (rw + 6)
        near = sorted(neigh.get(reg, []))
        s.comp(f"region-{reg}", "region", t("region-title", region=reg),
               t("region-desc", regions=", ".join(map(str, near))))
        s.el("rect", x=x, y=y0, width=rw, height=h, rx=8, fill="#efe2bf", stroke="#8a7250")
        s.text(x + 10, y0 + 22, t("region-title", region=reg), 15, font_weight="bold")
        s.text(x + rw - 10, y0 + 22, t("region-next-to", regions=", ".join(map(str, near))), 12, text_anchor="end")
        s.close()
        # governor area: squares and the place beside them (targets: install, reward, star board move)
        acts, first = ck.targets(lambda w: (w[0] == "governor" and w[1] == str(reg))
                                 or (w[0] == "accept" and w[1:] == [str(reg)] and pend.get("reward", {}).get("kind")
                                     == "governor"))
        s.comp(f"governors-{reg}", "governor-area", t("governors-title", region=reg), t("governors-desc"),
               action=first, actions=acts)
        s.el("rect", x=x + 6, y=y0 + 32, width=rw - 12, height=80, rx=6, fill="#f7efd9",
             stroke="#5e7d4f" if acts else "#b59c6d", stroke_width=2 if acts else 1)
        for i, sq in enumerate(g["squares"]):
            sx, sy = x + 10 + i * 74, y0 + 36
            act = ck.source(f"square {i + 1}") if pend.get("kind") == "square" and pend.get("region") == reg else None
            s.comp(f"square-{reg}-{i + 1}", "governor-square", t("square-name", square=sq["bonus"]),
                   t(f"square-desc-{sq['bonus']}"), action=act, data_piece="square")
            s.el("rect", x=sx, y=sy, width=70, height=72, rx=5, fill="#fffaf0", stroke="#8a7250")
            s.text(sx + 35, sy + 18, square_short(t, sq["bonus"]), 12, text_anchor="middle", font_weight="bold")
            s.close()
            if sq["seat"] is not None:
                _governor(s, view, ck, reg, f"s{i + 1}", sq["seat"], sx + 35, sy + 48, f"gov-{reg}-s{i + 1}", t)
        s.close()
        # beside the squares: where governors go when the squares are full (target of the star board's move)
        over = g["overflow"]
        acts, first = ck.targets(lambda w: w[0] == "bgovernor" and w[3] == str(reg))
        s.comp(f"beside-{reg}", "beside-squares", t("beside-title", region=reg), t("beside-desc"),
               action=first, actions=acts)
        s.el("rect", x=x + 6, y=y0 + 116, width=94, height=44, rx=6, fill="#f7efd9",
             stroke="#5e7d4f" if acts else "#b59c6d", stroke_width=2 if acts else 1)
        s.text(x + 14, y0 + 143, t("beside"), 12)
        s.close()
        total = sum(over)
        step = min(28, 112 / max(total, 1))
        k = 0
        for p, n in enumerate(over):
            for j in range(n):
                _governor(s, view, ck, reg, "over", p, x + 120 + k * step, y0 + 138, f"gov-{reg}-over-{p}-{j}", t,
                          small=True, first=j == 0)
                k += 1
        # palaces
        acts, first = ck.targets(lambda w: (w[0] == "palace" and w[1] == str(reg))
                                 or (w[0] == "accept" and w[1:] == [str(reg)] and pend.get("reward", {}).get("kind")
                                     == "palace"))
        spaces = view["palace_spaces"]
        s.comp(f"palaces-{reg}", "palace-row", t("palaces-title", region=reg), t("palaces-desc", count=spaces),
               action=first, actions=acts)
        s.el("rect", x=x + 6, y=y0 + 166, width=rw - 12, height=62, rx=6, fill="#f7efd9",
             stroke="#5e7d4f" if acts else "#b59c6d", stroke_width=2 if acts else 1)
        s.text(x + 12, y0 + 184, t("palaces"), 12, font_weight="bold")
        built = view["palaces"][r]
        for i in range(spaces):
            px = x + 72 + i * 38
            s.el("rect", x=px, y=y0 + 172, width=34, height=50, rx=4, fill="none", stroke="#a08a60",
                 stroke_dasharray="4 3")
        for i, p in enumerate(built):
            px = x + 72 + i * 38
            s.comp(f"palace-{reg}-{i}", "palace", t("palace-of", pcolour=_pc(p), name=who(view, p, t)),
                   t("palace-desc"),
                   data_piece="palace", data_seat=p, data_region=reg)
            s.el("path", d=f"M{px + 3} {y0 + 216} v-22 l14 -14 l14 14 v22 z", fill=SEAT_COLOURS[p], style=paint(p),
                 stroke=INK)
            s.close()
        s.close()
    return y0 + h


def _pc(p: int) -> str:
    """A seat's colour in the box, as the argument its pieces are named by."""
    return PLAYER_COLOURS[p]


def _governor(s, view, ck, reg, spot, p, cx, cy, gid, t, small=False, first=True):
    act = ck.source(f"bgovernor {reg} {spot}") if p == view.get("seat") and first else None
    s.comp(gid, "governor", t("governor-of", pcolour=_pc(p), name=who(view, p, t)), t("governor-desc"), action=act,
           data_piece="governor", data_seat=p, data_region=reg, data_spot=spot)
    rad = 12 if small else 16
    if act:
        s.el("rect", x=cx - 22, y=cy - 22, width=44, height=44, fill="none", stroke="none", pointer_events="all")
    s.el("circle", cx=cx, cy=cy, r=rad, fill=SEAT_COLOURS[p], style=paint(p), stroke=INK, stroke_width=1.5)
    s.el("rect", x=cx - rad / 2, y=cy - rad / 2, width=rad, height=rad, fill="#ffffff", opacity=0.5)
    s.close()


# ------------------------------------------------------------------ Great Wall

def _wall(s: Svg, view, ck: Clicks, y0: int, t) -> int:
    pend = view["pending"]
    _heading(s, 10, y0 + 18, t("great-wall"))
    y0 += 28
    bw, bh = 390, 124
    for k, (sec, w) in enumerate(view["walls"].items()):
        col, row = ("TQ", "GD", "CR").index(sec[:2]), int(sec[2]) - 1
        x, y = 8 + col * (bw + 6), y0 + row * (bh + 6)
        crit = w["criterion"]
        short = t(f"criterion-{crit.replace('_', '-')}")
        s.comp(f"wall-{sec}", "wall-section", t("wall-section-title", section=sec, what=short),
               t("wall-section-desc", what=t(f"criterion-desc-{crit.replace('_', '-')}")), data_piece="wall-tile",
               data_tile=w["tile"], data_side=w["side"], data_criterion=crit)
        s.el("rect", x=x, y=y, width=bw, height=bh, rx=6, fill=AREA_FILL[sec[:2]], stroke="#6f6a5c")
        s.text(x + 10, y + 18, section_name(t, sec), 13, font_weight="bold")
        s.text(x + 10, y + 36, short, 12)
        s.close()
        for i, (cost, seat) in enumerate(w["cells"].items()):
            cx = x + 8 + i * 127
            acts, first = ck.targets(lambda t: (t[0] == "wall" and t[1:] == [sec.lower(), cost])
                                     or (t[0] == "accept" and t[1:] == [sec.lower(), cost]
                                         and pend.get("kind") == "offer"))
            vp = w["vp"][i]
            value = cell_value(t, crit, vp)
            s.comp(f"cell-{sec}-{cost}", "wall-cell", t("wall-cell-title", section=sec, workers=int(cost), what=value),
                   t("wall-cell-desc", workers=int(cost), what=value), action=first, actions=acts,
                   data_piece="wall-cell", data_cell=f"{sec}:{cost}")
            s.el("rect", x=cx, y=y + 44, width=120, height=74, rx=5, fill="#faf8f2", stroke="#6f6a5c")
            for b in range(int(cost)):
                s.el("rect", x=cx + 8 + b * 10, y=y + 50, width=6, height=18, fill="#6f6a5c")
            s.text(cx + 8, y + 88, t("workers", workers=int(cost)), 12)
            s.text(cx + 8, y + 108, value, 12)
            if seat is not None:
                s.comp(f"wallpiece-{sec}-{seat}", "wall", t("wall-of", pcolour=_pc(seat), name=who(view, seat, t)),
                       t("wall-desc"),
                       data_piece="wall", data_seat=seat, data_cell=f"{sec}:{cost}")
                s.el("rect", x=cx + 50, y=y + 50, width=62, height=20, rx=3, fill=SEAT_COLOURS[seat],
                     style=paint(seat), stroke=INK)
                s.close()
            s.close()
    return y0 + 2 * (bh + 6)


# ------------------------------------------------------------------ goals

def _goals(s: Svg, view, ck: Clicks, y0: int, t) -> int:
    _heading(s, 10, y0 + 18, t("goals"))
    s.text(120, y0 + 18, t("goals-scoring"), 12)
    y0 += 28
    gw, gh = 390, 104
    for row, (sec, slots) in enumerate(view["goals"].items()):
        for k, (slot, g) in enumerate(slots.items()):
            x, y = 8 + k * (gw + 6), y0 + row * (gh + 6)
            act = ck.source(f"claim {sec} {slot}")
            needs = goal_needs(t, slot, g["needs"])
            s.comp(f"goal-{sec}-{slot}", "goal", t("goal-title", goal=slot, row=sec, what=needs), t("goal-desc"),
                   action=act, data_piece="goal-tile", data_tile=g["tile"], data_section=sec, data_slot=slot)
            s.el("rect", x=x, y=y, width=gw, height=gh, rx=6, fill="#e9e4f2" if sec == "top" else "#e2ecef",
                 stroke="#6d6580", stroke_width=3 if act else 1)
            s.text(x + 8, y + 18, t("goal-heading", goal=slot, row=sec), 12, font_weight="bold")
            s.text(x + 8, y + 36, needs, 12)
            if slot == "wall":
                for i, a in enumerate(g["needs"]):
                    s.el("rect", x=x + 210 + i * 34, y=y + 52, width=28, height=14, rx=2, fill=AREA_INK[a])
            for i, v in enumerate(g["values"]):
                dx = x + 8 + i * 46
                s.el("rect", x=dx, y=y + 44, width=42, height=54, rx=4, fill="#ffffff", stroke="#6d6580")
                s.text(dx + 21, y + 58, str(v), 12, text_anchor="middle")
                if i < len(g["discs"]):
                    p = g["discs"][i]
                    s.comp(f"disc-{sec}-{slot}-{p}", "goal-disc", t("disc-of", pcolour=_pc(p), name=who(view, p, t)),
                           t("disc-desc", vp=v), data_piece="disc", data_seat=p)
                    s.el("circle", cx=dx + 21, cy=y + 80, r=14, fill=SEAT_COLOURS[p], style=paint(p), stroke=INK)
                    s.close()
            s.close()
    return y0 + 2 * gh + 6


# ------------------------------------------------------------------ court, actions, supplies

def card_face(s: Svg, n: int, x: int, y: int, w: int, h: int, t, big=True):
    """A card's face: colour, number and ability in words (the drawing inside a card component)."""
    c = card_colour(n)
    s.el("rect", x=x, y=y, width=w, height=h, rx=6, fill=ASPECT_FILL[c], stroke=INK)
    ink = ASPECT_INK[c]
    s.text(x + 8, y + 20, str(n), 16 if big else 13, font_weight="bold", fill=ink)
    s.text(x + w - 8, y + 20, aspect(t, c), 12, text_anchor="end", fill=ink)
    for i, (trig, b, p) in enumerate(card_abilities(n)):
        s.text(x + 8, y + 40 + i * 34, t("trigger-head", what=trigger_short(t, trig)), 12, font_weight="bold",
               fill=ink)
        s.text(x + 8, y + 56 + i * 34, bonus_short(t, b, p), 12, fill=ink)


def _court(s: Svg, view, ck: Clicks, y0: int, t) -> int:
    pend = view["pending"]
    _heading(s, 10, y0 + 18, t("court"))
    y0 += 28
    court = view["court"]
    top = court[-1] if court else None
    if top:
        s.comp("court", "court-pile", t("court-pile", count=len(court), card=str(top)),
               t("court-pile-desc", what=card_desc(t, top)), data_piece="court-top", data_card=top,
               data_size=len(court))
        card_face(s, top, 8, y0, 150, 160, t)
        s.text(16, y0 + 150, t("cards", count=len(court)), 12, fill=ASPECT_INK[card_colour(top)])
    else:
        s.comp("court", "court-pile", t("court-pile-empty"), t("court-pile-empty-desc"),
               data_piece="court-top", data_size=0)
        s.el("rect", x=8, y=y0, width=150, height=160, rx=6, fill="#ffffff", stroke=INK, stroke_dasharray="6 4")
        s.text(20, y0 + 60, t("empty"), 12)
    s.close()
    # the six court actions
    declaring = pend.get("kind") == "declare"
    for i, k in enumerate(COURT_ACTIONS):
        x, y = 168 + (i % 2) * 252, y0 + (i // 2) * 55
        act = ck.source(k) if declaring else None
        fires = t(f"court-fires-{k}")
        s.comp(f"action-{k}", "court-action", court_name(t, k), t("court-action-desc", what=t(f"court-desc-{k}"),
                                                                    fires=fires), action=act)
        s.el("rect", x=x, y=y, width=246, height=50, rx=6, fill="#fffaf0" if act else "#f1ece0",
             stroke="#8a7250", stroke_width=2 if act else 1)
        s.text(x + 8, y + 20, court_name(t, k), 12, font_weight="bold")
        s.text(x + 8, y + 40, fires, 12)
        s.close()
    # value-3 markers, general supply, decks
    sup = view["supply"]
    x0 = 684
    s.text(x0, y0 + 14, t("value3-markers"), 12, font_weight="bold")
    for i, a in enumerate(ASPECTS):
        x = x0 + i * 56
        if a in sup["value3_on_board"]:
            act = ck.source(f"take {a}")
            s.comp(f"v3-{a}", "value3-marker", t("value3-title", aspect=a), t("value3-desc"), action=act)
            s.el("rect", x=x, y=y0 + 22, width=48, height=48, fill="none", pointer_events="all")
            s.el("path", d=_octagon(x + 24, y0 + 46, 22), fill=ASPECT_FILL[a], stroke=INK,
                 stroke_width=2 if act else 1)
            s.text(x + 24, y0 + 51, "3", 13, text_anchor="middle", font_weight="bold", fill=ASPECT_INK[a])
            s.close()
    s.text(x0, y0 + 92, t("general-supply"), 12, font_weight="bold")
    for i, a in enumerate(ASPECTS):
        x = x0 + i * 56
        n = sup["value1"][a]
        acts, first = ck.targets(lambda w: (w[0] == "use" and w[-1] == a and len(w) == 3)
                                 or (w[0] == "bmarker" and w[1:] == [a]))
        s.comp(f"supply-{a}", "marker-supply", t("supply-markers", count=n, colour=a), t("supply-markers-desc"),
               action=first, actions=acts, data_piece="supply-markers", data_aspect=a,
               data_value1=n, data_value3=int(a in sup["value3_on_board"]))
        s.el("rect", x=x, y=y0 + 96, width=48, height=48, fill="none", pointer_events="all")
        s.el("path", d=_octagon(x + 24, y0 + 120, 20), fill=ASPECT_FILL[a], stroke=INK)
        s.text(x + 24, y0 + 125, str(n), 13, text_anchor="middle", font_weight="bold", fill=ASPECT_INK[a])
        s.close()
    x0 = 880
    s.text(x0, y0 + 14, t("decks"), 12, font_weight="bold")
    for i, (a, n) in enumerate(zip(ASPECTS, view["decks"])):
        x = x0 + i * 104
        s.comp(f"deck-{a}", "deck", t("deck-title", aspect=a, count=n), t("deck-desc"), data_piece="deck",
               data_aspect=a, data_size=n)
        s.el("rect", x=x, y=y0 + 24, width=96, height=106, rx=6, fill=ASPECT_FILL[a], stroke=INK)
        s.el("rect", x=x + 8, y=y0 + 32, width=80, height=90, rx=4, fill="none", stroke=ASPECT_INK[a],
             stroke_dasharray="3 3")
        s.text(x + 48, y0 + 84, str(n), 16, text_anchor="middle", font_weight="bold", fill=ASPECT_INK[a])
        s.close()
    return y0 + 164


def _octagon(cx, cy, r):
    k = r * 0.414
    pts = [(cx - k, cy - r), (cx + k, cy - r), (cx + r, cy - k), (cx + r, cy + k), (cx + k, cy + r),
           (cx - k, cy + r), (cx - r, cy + k), (cx - r, cy - k)]
    return "M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in pts) + " Z"


# ------------------------------------------------------------------ rewards

def _rewards(s: Svg, view, ck: Clicks, y0: int, t) -> int:
    pend = view["pending"]
    _heading(s, 10, y0 + 18, t("rewards"))
    s.text(250, y0 + 18, t("rewards-round", round=view["round"]), 12)
    y0 += 28
    cw, ch = 170, 60
    rr = view["round"] - 1
    for t_ in range(5):
        s.text(170 + t_ * (cw + 4) + cw / 2, y0 + 14, t("round", round=t_ + 1), 12, text_anchor="middle",
               font_weight="bold" if t_ == rr else None)
    for ai, a in enumerate(ASPECTS):
        y = y0 + 22 + ai * (ch + 4)
        s.el("rect", x=8, y=y, width=156, height=ch, rx=5, fill=ASPECT_FILL[a], stroke=INK)
        s.text(16, y + 26, aspect(t, a), 13, font_weight="bold", fill=ASPECT_INK[a])
        s.text(16, y + 46, t("colour-markers", colour=a), 12, fill=ASPECT_INK[a])
        for t_, cell in enumerate(view["rewards"][a]):
            x = 170 + t_ * (cw + 4)
            here = t_ == rr
            act = None
            if here and pend.get("kind") == "offer" and pend.get("aspect") == a:
                act = ck.source("accept")
            l1, l2 = reward_lines(t, cell)
            s.comp(f"reward-{a}-{t_ + 1}", "reward",
                   t("reward-title", aspect=a, round=t_ + 1, what=reward_text(t, cell)),
                   t("reward-desc", what=t(f"reward-desc-{cell['kind'].replace('_', '-')}"), colour=a), action=act,
                   data_piece="reward-cell", data_aspect=a, data_round=t_ + 1)
            s.el("rect", x=x, y=y, width=cw, height=ch, rx=5, fill=ASPECT_FILL[a] if here else "#f4f1ea",
                 stroke=INK, stroke_width=3 if act else 1, opacity=1 if t_ >= rr else 0.6)
            ink = ASPECT_INK[a] if here else INK
            s.text(x + 8, y + 24, l1, 12, font_weight="bold", fill=ink)
            s.text(x + 8, y + 44, l2, 12, fill=ink)
            if here and view["reward_column"][a] is not None:
                p = view["reward_column"][a]
                _disc(s, p, x + cw - 22, y + ch / 2, f"rdisc-{p}", t, who(view, p, t))
            s.close()
    # the reward track (turn order of the next round)
    x = 170 + 5 * (cw + 4) + 4
    s.text(x, y0 + 14, t("track"), 12, font_weight="bold")
    for i, p in enumerate(view["reward_track"]):
        _disc(s, p, x + 24, y0 + 44 + i * 46, f"rdisc-{p}", t, who(view, p, t))
    return y0 + 22 + 3 * (ch + 4)


def _disc(s, p, cx, cy, did, t, name=""):
    s.comp(did, "reward-disc", t("reward-disc-of", pcolour=_pc(p), name=name or t("player", number=p + 1)),
           t("reward-disc-desc"), data_piece="track-disc",
           data_seat=p)
    s.el("circle", cx=cx, cy=cy, r=15, fill=SEAT_COLOURS[p], style=paint(p), stroke=INK, stroke_width=1.5)
    s.close()

