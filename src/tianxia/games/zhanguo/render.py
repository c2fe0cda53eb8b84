"""Drawing ZhanGuo from a view (never from a state, so a picture cannot show a secret).

``text(view)`` is the terminal picture; ``svg(view, legal)`` the browser picture: the main
board (regions with governor squares, overflow governors and palaces, the Great Wall with its
tiles and cells, goal tiles and discs, the reward table, column and track, the court pile's
top card, decks and the general supply) and one panel per player board (cards by region,
officials in both areas, workers, unrest cubes, supplies, markers, hand or hand backs).
Every piece carries ``data-piece`` (and seat/region attributes); every legal action is a
clickable element with ``data-action``.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from . import data as _data

SEAT_FILL = ("#2b6cb0", "#c53030", "#6b46c1", "#d69e2e")
ASPECT_FILL = {"beige": "#f5e6c8", "orange": "#ed8936", "brown": "#8b5a2b"}
OFFICIAL_FILL = {"red": "#e53e3e", "grey": "#a0aec0", "white": "#ffffff"}
ASPECTS = ("beige", "orange", "brown")


_TRIGGER_WORD = {"build_wall": "wall", "build_palace": "palace", "hire_workers": "hire",
                 "recruit_official": "recruit", "install_governor": "governor"}
_OFFICIAL_WORD = ("red", "grey", "white")


def card_label(n: int) -> str:
    """A card with its public ability (Z-3.10), e.g. ``55(palace>3vp)``: the card list is public (Z-26.1)."""
    parts = []
    abl = _data.DATA.abilities
    for trig, bonus, param in (abl[n] if 0 <= n < len(abl) else ()):
        if bonus == "vp":
            what = f"{param}vp"
        elif bonus == "vp_per_colour":
            what = f"vp/{ASPECTS[param]}"
        elif bonus == "official_here":
            what = f"{_OFFICIAL_WORD[param]}-here"
        else:
            what = bonus.replace("_", "-")
        parts.append(f"{_TRIGGER_WORD.get(trig, trig)}>{what}")
    return f"{n}({','.join(parts)})" if parts else str(n)


B_ABILITY_TEXT = {
    "B-HIRE-PLUS": "hire: +1 worker there (no unrest), then up to 1 reassign point",
    "B-GOV-MOVE-WORKER": "governor: may move 1 worker to an adjacent worker area",
    "B-WALL-RECRUIT-MARKER": "wall or recruit: may take 1 value-1 marker (1 VP if none is left)",
    "B-REASSIGN-WALL-CALM": "reassign or wall: may lower unrest by 1 and take a worker there",
    "B-RECRUIT-REASSIGN": "recruit: up to 2 reassign points",
    "B-GOV-MOVE-GOVERNOR": "governor: may move 1 own governor to the overflow of an adjacent region",
}


def board_lines(view) -> list:
    """The B sides still to be chosen, with what they do (Z-3.9, Z-19): shown while boards are picked."""
    D = _data.DATA
    taken = {s["board"] for s in view["seats"]} | set(view.get("removed_boards", ()))
    out = []
    for b in D.b_boards:
        if b in taken:
            continue
        side = D.boards[b]
        start = " ".join(f"{_OFFICIAL_WORD[c]}x{n}" for c, n in enumerate(side["start"]) if n)
        out.append(f"  {b} B: unrest max {','.join(map(str, side['unrest_max']))}  palace symbol at "
                   f"{','.join(map(str, side['palace_icon']))}  starting officials {start}")
        for a in side["abilities"]:
            out.append(f"      {a}: {B_ABILITY_TEXT.get(a, a)}")
    return out


def _seat_name(view, p):
    return f"seat {p} ({view['seats'][p]['colour']})"


def text(view: dict) -> str:
    """A plain-text picture of the view for the terminal."""
    out = []
    pend = view["pending"]
    out.append(f"ZhanGuo  round {view['round']}  phase {view['phase']}  "
               f"turn order {' '.join(map(str, view['turn_order']))}  first player {view['first']}")
    extra = dict(pend)
    if extra.get("kind") == "declare":
        card, under = extra["card"], extra["beneath"]
        extra["beneath"] = "X (first court card)" if not under else under
        extra["abilities fire for"] = ("any action but reassign (X rule)" if not under else
                                       "wall/palace/hire" if card > under else "recruit/governor")
    if extra.get("kind") == "offer":
        extra["reward"] = (f"{_reward_text(extra['reward'])} (accepting returns all your {extra['aspect']} "
                           "markers; passing keeps them)")
    if extra.get("kind") == "bid" and extra.get("high_bidder", 0) < 0:
        extra["high_bidder"] = "none yet (the opener must bid at least 1)"
    if pend.get("kind") == "over":
        out.append("decision: none, the game is over")
    else:
        out.append(f"decision: {pend.get('kind')} by seat {pend.get('seat')}"
                   + "".join(f"  {k}={v}" for k, v in extra.items() if k not in ("kind", "seat")))
    court = view["court"]
    if court:
        hint = (f" (next card fires abilities: wall/palace/hire if above {court[-1]}, "
                f"recruit/governor if below)")
    else:
        hint = " (X rule: the first court card fires abilities for any action but reassign)"
    out.append(f"court pile: {len(court)} cards, top {court[-1] if court else '-'}{hint};  decks "
               + " ".join(f"{a}:{n}" for a, n in zip(ASPECTS, view["decks"])))
    sup = view["supply"]
    out.append("general supply: " + " ".join(f"{a}:{n}" for a, n in sup["value1"].items())
               + "  value-3 on board: " + (" ".join(sup["value3_on_board"]) or "none"))
    out.append("reward track: " + " ".join(map(str, view["reward_track"]))
               + "  this round's column: " + " ".join(f"{a}:{'-' if s is None else s}"
                                                      for a, s in view["reward_column"].items()))
    if view["phase"] == "setup":
        lines = board_lines(view)
        if lines:
            out.append("B sides still to choose (unrest max and palace symbol per region 1-5):")
            out.extend(lines)
    rr = view["round"] - 1
    out.append("rewards this round: " + "; ".join(f"{a} {_reward_text(view['rewards'][a][rr])}" for a in ASPECTS))
    out.append("main board:")
    for r, g in enumerate(view["governors"]):
        sq = " ".join(f"[{s['bonus']}:{'-' if s['seat'] is None else s['seat']}]" for s in g["squares"])
        ov = " ".join(f"s{p}x{n}" for p, n in enumerate(g["overflow"]) if n)
        out.append(f"  region {r + 1}: governors {sq} overflow {ov or '-'}; palaces "
                   f"{' '.join(map(str, view['palaces'][r])) or '-'} (of {view['palace_spaces']})")
    for sec, w in view["walls"].items():
        cells = " ".join(f"{c}:{'-' if s is None else s}" for c, s in w["cells"].items())
        out.append(f"  wall {sec}: tile {w['tile']}{w['side']} {w['criterion']} {w['vp']}  cells {cells}")
    for sec, slots in view["goals"].items():
        out.append(f"  goals {sec}: " + "; ".join(
            f"{slot} {g['tile']} {g['needs']} {g['values']} discs {g['discs']}" for slot, g in slots.items()))
    out.append("player boards (G = governor area, W = worker area, officials r/g/w; unrest track: X = cube, "
               "P = palace symbol: no palace once the cube is on P or further right, no card ability "
               "on the last space):")
    for p, s in enumerate(view["seats"]):
        side = _data.DATA.boards.get(s["board"]) if s["board"] else None
        abil = f" ({', '.join(side['abilities'])})" if side and side["abilities"] else ""
        out.append(f"{_seat_name(view, p)}: board {s['board'] or 'not chosen yet'}{abil}  VP {s['vp']}  markers "
                   + " ".join(f"{a}:{v[0]}+{v[1]}x3" for a, v in s["markers"].items()))
        sp = s["supply"]
        out.append(f"  supply: officials {sp['officials']} governors {sp['governors']} palaces {sp['palaces']} "
                   f"walls {sp['walls']} discs {sp['discs']}")
        if s["hand"] is not None:
            out.append(f"  hand: {' '.join(map(card_label, s['hand'])) or '-'}")
        else:
            out.append("  hand backs: " + " ".join(f"{a}x{n}" for a, n in zip(ASPECTS, s["hand_colours"])))
        if s["draft"] is not None and any(s["draft"]):
            out.append("  drafted: " + "; ".join(f"{a} " + " ".join(f"{i + 1}={card_label(x)}" for i, x in enumerate(d))
                                               for a, d in zip(ASPECTS, s["draft"]) if d))
        elif s["draft"] is None and any(s.get("draft_sizes", ())):
            out.append("  drafting (backs): " + " ".join(f"{a}x{n}" for a, n in zip(ASPECTS, s["draft_sizes"]) if n))
        if s["discards"]:
            out.append(f"  discards: {s['discards']}")
        for r, reg in enumerate(s["regions"]):
            g = "".join(c[0] * n for c, n in reg["governor_area"].items()) or "-"
            w = "".join(c[0] * n for c, n in reg["worker_area"].items()) or "-"
            mx = reg["unrest_max"]
            track = "" if mx is None else "[" + "".join(
                "X" if i + 1 == reg["unrest"] else ("P" if i + 1 == reg["palace_icon"] else ".")
                for i in range(mx)) + "]"
            cards = " ".join(map(card_label, reg["cards"])) or "-"
            out.append(f"  r{r + 1}: cards {cards}  G {g}  W {w} +{reg['workers']} workers  "
                       f"unrest {reg['unrest']}{'' if mx is None else f'/{mx}'}{track}")
    if view.get("final"):
        out.append("final scoring: " + "; ".join(f"seat {p} " + ", ".join(f"{k} {v:+d}" for k, v in f.items())
                                                 for p, f in enumerate(view["final"])))
    if view["is_terminal"]:
        out.append(f"game over: scores {view['scores']}, winner {view['winners']}")
    return "\n".join(out)


def _reward_text(cell):
    kind = cell["kind"]
    if "region" in cell:
        return f"{kind}@{cell['region']}"
    if "regions" in cell:
        return f"{kind}{{{cell['regions'] if cell['regions'] == 'any' else ','.join(map(str, cell['regions']))}}}"
    return kind


class _Svg:
    def __init__(self):
        self.parts = []

    def el(self, tag, text=None, **attrs):
        a = " ".join(f"{k.rstrip('_').replace('_', '-')}={quoteattr(str(v))}" for k, v in attrs.items()
                     if v is not None)
        if text is None:
            self.parts.append(f"<{tag} {a}/>")
        else:
            self.parts.append(f"<{tag} {a}>{escape(str(text))}</{tag}>")

    def open(self, tag, **attrs):
        a = " ".join(f"{k.rstrip('_').replace('_', '-')}={quoteattr(str(v))}" for k, v in attrs.items()
                     if v is not None)
        self.parts.append(f"<{tag} {a}>")

    def close(self, tag):
        self.parts.append(f"</{tag}>")


def svg(view: dict, legal=()) -> str:
    """An SVG picture of the view; legal actions are clickable (``data-action``)."""
    s = _Svg()
    legal = [str(a) for a in legal]
    n = view["players"]
    W = 1400
    board_h = 560
    panel_h = 300
    act_rows = (len(legal) + 7) // 8
    H = board_h + panel_h * n + 40 + 18 * act_rows
    s.open("svg", xmlns="http://www.w3.org/2000/svg", width=W, height=H, viewBox=f"0 0 {W} {H}",
           data_game="zhanguo", data_round=view["round"], data_phase=view["phase"])
    # a label drawn over a clickable piece (a card's number, a wall cell's cost) lets the click through
    s.parts.append('<style>svg[data-game="zhanguo"] text:not([data-action]){pointer-events:none}</style>')
    s.el("rect", x=0, y=0, width=W, height=H, fill="#fdfaf3")
    pend = view["pending"]
    s.el("text", f"ZhanGuo — round {view['round']} — {view['phase']} — decision {pend.get('kind')} "
         f"(seat {pend.get('seat')})", x=10, y=20, font_size=16, id="title", data_piece="title")
    # --- regions on the main board
    for r, g in enumerate(view["governors"]):
        x0, y0 = 10 + r * 180, 40
        s.open("g", id=f"region-{r + 1}", data_piece="region", data_region=r + 1)
        s.el("rect", x=x0, y=y0, width=170, height=170, fill="#efe3c2", stroke="#765")
        s.el("text", f"Region {r + 1}", x=x0 + 5, y=y0 + 15, font_size=13)
        for i, sq in enumerate(g["squares"]):
            sx = x0 + 5 + i * 55
            s.el("rect", x=sx, y=y0 + 22, width=50, height=36, fill="#fff", stroke="#765",
                 id=f"square-{r + 1}-{i + 1}", data_piece="square", data_region=r + 1, data_index=i + 1,
                 data_bonus=sq["bonus"], data_action=_act(legal, f"square {i + 1}"))
            s.el("text", sq["bonus"], x=sx + 2, y=y0 + 34, font_size=9)
            if sq["seat"] is not None:
                s.el("circle", cx=sx + 25, cy=y0 + 48, r=7, fill=SEAT_FILL[sq["seat"]],
                     data_piece="governor", data_seat=sq["seat"], data_region=r + 1, data_spot=f"s{i + 1}")
        k = 0
        for p, cnt in enumerate(g["overflow"]):
            for _ in range(cnt):
                s.el("circle", cx=x0 + 12 + (k % 10) * 15, cy=y0 + 72 + (k // 10) * 15, r=6,
                     fill=SEAT_FILL[p], data_piece="governor", data_seat=p, data_region=r + 1, data_spot="over")
                k += 1
        s.el("text", f"palaces ({view['palace_spaces']} spaces)", x=x0 + 5, y=y0 + 112, font_size=10)
        for i in range(view["palace_spaces"]):
            s.el("rect", x=x0 + 5 + i * 40, y=y0 + 118, width=34, height=24, fill="none", stroke="#999",
                 data_piece="palace-space", data_region=r + 1)
        for i, p in enumerate(view["palaces"][r]):
            s.el("rect", x=x0 + 9 + i * 40, y=y0 + 122, width=26, height=16, fill=SEAT_FILL[p],
                 data_piece="palace", data_seat=p, data_region=r + 1)
        s.close("g")
    # --- Great Wall
    y0 = 220
    s.el("text", "Great Wall", x=10, y=y0 + 12, font_size=13)
    for k, (sec, w) in enumerate(view["walls"].items()):
        x0 = 10 + k * 150
        s.open("g", id=f"section-{sec}", data_piece="wall-section", data_section=sec)
        s.el("rect", x=x0, y=y0 + 18, width=144, height=70, fill="#ddd", stroke="#666",
             data_piece="wall-tile", data_tile=w["tile"], data_side=w["side"], data_criterion=w["criterion"])
        s.el("text", f"{sec} {w['tile']}{w['side']}", x=x0 + 4, y=y0 + 31, font_size=10)
        s.el("text", f"{w['criterion']} {w['vp']}", x=x0 + 4, y=y0 + 43, font_size=8)
        for i, (cost, seat) in enumerate(w["cells"].items()):
            cx = x0 + 6 + i * 46
            s.el("rect", x=cx, y=y0 + 50, width=40, height=32, fill="#fff", stroke="#666",
                 data_piece="wall-cell", data_cell=f"{sec}:{cost}",
                 data_action=_act(legal, f"wall {sec.lower()} {cost}") or _act(legal, f"accept {sec.lower()} {cost}"))
            s.el("text", "|" * int(cost), x=cx + 3, y=y0 + 62, font_size=10)
            if seat is not None:
                s.el("rect", x=cx + 8, y=y0 + 66, width=24, height=12, fill=SEAT_FILL[seat],
                     data_piece="wall", data_seat=seat, data_cell=f"{sec}:{cost}")
        s.close("g")
    # --- goals
    y0 = 320
    s.el("text", "Goals", x=10, y=y0 + 12, font_size=13)
    k = 0
    for sec, slots in view["goals"].items():
        for slot, g in slots.items():
            x0 = 10 + k * 150
            s.open("g", id=f"goal-{sec}-{slot}", data_piece="goal-tile", data_tile=g["tile"],
                   data_section=sec, data_slot=slot, data_action=_act(legal, f"claim {sec} {slot}"))
            s.el("rect", x=x0, y=y0 + 18, width=144, height=60, fill="#f0e9ff", stroke="#666")
            s.el("text", f"{sec} {slot} {g['tile']}: {' '.join(map(str, g['needs']))}", x=x0 + 4, y=y0 + 31,
                 font_size=9)
            for i, v in enumerate(g["values"]):
                s.el("text", v, x=x0 + 10 + i * 34, y=y0 + 47, font_size=9)
            for i, p in enumerate(g["discs"]):
                s.el("circle", cx=x0 + 14 + i * 34, cy=y0 + 62, r=7, fill=SEAT_FILL[p],
                     data_piece="disc", data_seat=p, data_goal=f"{sec}-{slot}")
            s.close("g")
            k += 1
    # --- rewards, track, court, decks, supply
    y0 = 410
    s.el("text", "Rewards", x=10, y=y0 + 12, font_size=13)
    rr = view["round"] - 1
    for a_i, a in enumerate(ASPECTS):
        for t, cell in enumerate(view["rewards"][a]):
            x, y = 80 + t * 120, y0 + 20 + a_i * 34
            s.el("rect", x=x, y=y, width=116, height=30, fill=ASPECT_FILL[a] if t == rr else "#f7f7f7",
                 stroke="#666", data_piece="reward-cell", data_aspect=a, data_round=t + 1)
            s.el("text", _reward_text(cell), x=x + 3, y=y + 12, font_size=8)
            if t == rr and view["reward_column"][a] is not None:
                p = view["reward_column"][a]
                s.el("circle", cx=x + 105, cy=y + 20, r=7, fill=SEAT_FILL[p], data_piece="track-disc",
                     data_seat=p, data_cell=f"{a}-{t + 1}")
    s.el("text", "track", x=700, y=y0 + 12, font_size=11)
    for i, p in enumerate(view["reward_track"]):
        s.el("circle", cx=710, cy=y0 + 28 + i * 24, r=9, fill=SEAT_FILL[p], data_piece="track-disc",
             data_seat=p, data_cell=f"track-{i + 1}")
    court = view["court"]
    s.el("rect", x=760, y=y0 + 20, width=70, height=96, fill="#fff", stroke="#333", id="court",
         data_piece="court-top", data_card=court[-1] if court else None, data_size=len(court))
    s.el("text", f"court {court[-1] if court else 'X'}", x=765, y=y0 + 40, font_size=11)
    s.el("text", f"{len(court)} cards", x=765, y=y0 + 58, font_size=9)
    for i, (a, cnt) in enumerate(zip(ASPECTS, view["decks"])):
        s.el("rect", x=850 + i * 60, y=y0 + 20, width=54, height=76, fill=ASPECT_FILL[a], stroke="#333",
             data_piece="deck", data_aspect=a, data_size=cnt)
        s.el("text", cnt, x=860 + i * 60, y=y0 + 60, font_size=12)
    sup = view["supply"]
    for i, a in enumerate(ASPECTS):
        s.el("rect", x=1040 + i * 60, y=y0 + 20, width=54, height=40, fill=ASPECT_FILL[a], stroke="#333",
             data_piece="supply-markers", data_aspect=a, data_value1=sup["value1"][a],
             data_value3=int(a in sup["value3_on_board"]),
             data_action=_act(legal, f"take {a}"))
        s.el("text", f"{sup['value1'][a]}" + (" +3" if a in sup["value3_on_board"] else ""),
             x=1046 + i * 60, y=y0 + 44, font_size=11)
    # --- player boards
    for p, seat in enumerate(view["seats"]):
        _panel(s, view, legal, p, seat, 10, board_h + p * panel_h)
    # --- every legal action, clickable
    y = board_h + n * panel_h + 20
    for i, a in enumerate(legal):
        s.el("text", a, x=10 + (i % 8) * 172, y=y + (i // 8) * 18, font_size=11, fill="#1a4",
             data_piece="action", data_action=a)
    s.close("svg")
    return "".join(s.parts)


def _act(legal, notation):
    return notation if notation in legal else None


def _panel(s, view, legal, p, seat, x0, y0):
    s.open("g", id=f"board-{p}", data_piece="player-board", data_seat=p, data_board=seat["board"])
    s.el("rect", x=x0, y=y0, width=1370, height=290, fill="#fff", stroke=SEAT_FILL[p], stroke_width=3)
    s.el("text", f"seat {p} ({seat['colour']}) — board {seat['board']} — {seat['vp']} VP", x=x0 + 8,
         y=y0 + 18, font_size=14, data_piece="vp", data_seat=p, data_vp=seat["vp"])
    for r, reg in enumerate(seat["regions"]):
        rx = x0 + 8 + r * 210
        ry = y0 + 26
        s.open("g", data_piece="board-region", data_seat=p, data_region=r + 1,
               data_action=_act(legal, f"hire {r + 1}") or _act(legal, f"palace {r + 1}"))
        s.el("rect", x=rx, y=ry, width=204, height=190, fill="#faf5e8", stroke="#999")
        s.el("text", f"r{r + 1}", x=rx + 4, y=ry + 14, font_size=11)
        # unrest track
        mx = reg["unrest_max"] or 0
        for i in range(mx):
            s.el("rect", x=rx + 30 + i * 22, y=ry + 4, width=20, height=14,
                 fill="#fde" if reg["palace_icon"] == i + 1 else "#eee", stroke="#888",
                 data_piece="unrest-space", data_seat=p, data_region=r + 1, data_level=i + 1)
        if reg["unrest"]:
            s.el("rect", x=rx + 34 + (reg["unrest"] - 1) * 22, y=ry + 6, width=12, height=10, fill="#000",
                 data_piece="unrest", data_seat=p, data_region=r + 1, data_level=reg["unrest"])
        # governor area and worker area officials
        s.el("text", "G", x=rx + 4, y=ry + 36, font_size=10)
        k = 0
        for c, cnt in reg["governor_area"].items():
            for _ in range(cnt):
                s.el("circle", cx=rx + 20 + (k % 12) * 14, cy=ry + 32 + (k // 12) * 14, r=6,
                     fill=OFFICIAL_FILL[c], stroke="#333", data_piece="official", data_seat=p,
                     data_area=f"g{r + 1}", data_colour=c, data_action=_act(legal, f"free {r + 1} {c}"))
                k += 1
        s.el("text", "W", x=rx + 4, y=ry + 66, font_size=10)
        k = 0
        for c, cnt in reg["worker_area"].items():
            for _ in range(cnt):
                s.el("circle", cx=rx + 20 + k * 14, cy=ry + 62, r=6, fill=OFFICIAL_FILL[c], stroke="#333",
                     data_piece="official", data_seat=p, data_area=f"w{r + 1}", data_colour=c)
                k += 1
        for i in range(reg["workers"]):
            s.el("rect", x=rx + 70 + (i % 10) * 13, y=ry + 56 + (i // 10) * 13, width=10, height=10,
                 fill="#8a6", data_piece="worker", data_seat=p, data_region=r + 1)
        for i, card in enumerate(reg["cards"]):
            a = ASPECTS[(card - 1) // 40]
            s.el("rect", x=rx + 4 + i * 66, y=ry + 110, width=62, height=74, fill=ASPECT_FILL[a], stroke="#333",
                 data_piece="card", data_seat=p, data_region=r + 1, data_card=card)
            s.el("text", card, x=rx + 10 + i * 66, y=ry + 130, font_size=12)
        s.close("g")
    # supply, markers, hand
    sy = y0 + 236
    sp = seat["supply"]
    s.el("text", f"supply: officials {sp['officials']['red']}r {sp['officials']['grey']}g "
         f"{sp['officials']['white']}w, governors {sp['governors']}, palaces {sp['palaces']}, walls {sp['walls']}, "
         f"discs {sp['discs']}", x=x0 + 8, y=sy, font_size=11, data_piece="personal-supply", data_seat=p,
         data_red=sp["officials"]["red"], data_grey=sp["officials"]["grey"], data_white=sp["officials"]["white"],
         data_governors=sp["governors"], data_palaces=sp["palaces"], data_walls=sp["walls"], data_discs=sp["discs"])
    for i, a in enumerate(ASPECTS):
        v1, v3 = seat["markers"][a]
        s.el("rect", x=x0 + 620 + i * 70, y=sy - 14, width=64, height=18, fill=ASPECT_FILL[a],
             data_piece="markers", data_seat=p, data_aspect=a, data_value1=v1, data_value3=v3)
        s.el("text", f"{v1}+{v3}x3", x=x0 + 624 + i * 70, y=sy, font_size=10)
    hy = y0 + 250
    if seat["hand"] is not None:
        for i, card in enumerate(seat["hand"]):
            a = ASPECTS[(card - 1) // 40]
            s.el("rect", x=x0 + 8 + i * 46, y=hy, width=42, height=30, fill=ASPECT_FILL[a], stroke="#333",
                 data_piece="hand-card", data_seat=p, data_card=card, data_colour=a,
                 data_action=_act(legal, f"court {card}"))
            s.el("text", card, x=x0 + 14 + i * 46, y=hy + 20, font_size=12)
    else:
        k = 0
        for a, cnt in zip(ASPECTS, seat["hand_colours"]):
            for _ in range(cnt):
                s.el("rect", x=x0 + 8 + k * 46, y=hy, width=42, height=30, fill=ASPECT_FILL[a], stroke="#333",
                     data_piece="hand-card", data_seat=p, data_colour=a)
                k += 1
    if seat["draft"] is not None:
        k = 0
        for a, cards in zip(ASPECTS, seat["draft"]):
            for i, card in enumerate(cards):
                s.el("rect", x=x0 + 400 + k * 46, y=hy, width=42, height=30, fill=ASPECT_FILL[a], stroke="#c00",
                     data_piece="draft-card", data_seat=p, data_card=card,
                     data_action=_act(legal, f"discard {a} {i + 1}"))
                s.el("text", card, x=x0 + 406 + k * 46, y=hy + 20, font_size=12)
                k += 1
    else:
        k = 0
        for a, cnt in zip(ASPECTS, seat["draft_sizes"]):
            for _ in range(cnt):
                s.el("rect", x=x0 + 400 + k * 46, y=hy, width=42, height=30, fill=ASPECT_FILL[a], stroke="#c00",
                     data_piece="draft-card", data_seat=p, data_colour=a)
                k += 1
    s.close("g")
