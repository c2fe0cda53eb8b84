"""A player board: its five region columns (unrest track, governor area, free moves, worker
area, tucked cards), the pieces in the player's supply, markers, B-side abilities and, for
the other players, the backs of the cards in hand."""

from __future__ import annotations

from .board import card_face
from .kit import ASPECT_FILL, ASPECT_INK, INK, OFFICIAL_FILL, OFFICIAL_INK, Clicks, Svg
from .status import SEAT_COLOURS, paint
from .words import (ASPECTS, B_KIND, OFFICIALS, PLAYER_COLOURS, b_desc, b_short, board_name, bonus_short,
                    card_abilities, card_colour, card_desc, card_title, trigger_short, who)

W = 1200
COL_W = 232
HEAD_H = 118
COL_H = 478
CARD_W = 184


def draw(s: Svg, view: dict, ck: Clicks, p: int, y0: int, t) -> int:
    seat = view["seats"][p]
    mine = view.get("seat") == p
    h = HEAD_H + COL_H + 10
    s.comp(f"board-{p}", "player-board", t("player-board-of", pcolour=PLAYER_COLOURS[p], name=who(view, p, t),
                                            what=board_name(t, seat["board"])),
           t("player-board-desc"), data_piece="player-board", data_seat=p, data_board=seat["board"])
    s.el("rect", x=4, y=y0, width=W - 8, height=h, rx=10, fill="#fffdf7", stroke=SEAT_COLOURS[p], stroke_width=4,
         style=paint(p, "stroke"))
    s.el("rect", x=4, y=y0, width=W - 8, height=40, rx=10, fill=SEAT_COLOURS[p], style=paint(p))
    s.el("text", who(view, p, t), x=18, y=y0 + 27, font_size=17, font_weight="bold", fill="#ffffff",
         data_seat_name=p)
    s.text(250, y0 + 27, board_name(t, seat["board"]), 13, fill="#ffffff")
    s.comp(f"vp-{p}", "victory-points", t("vp", vp=seat["vp"]), t("vp-desc"), data_piece="vp", data_seat=p,
           data_vp=seat["vp"])
    s.text(W - 24, y0 + 27, t("vp", vp=seat["vp"]), 17, text_anchor="end", font_weight="bold", fill="#ffffff")
    s.close()
    s.close()
    _head(s, view, ck, p, seat, mine, y0 + 46, t)
    for r, reg in enumerate(seat["regions"]):
        _column(s, view, ck, p, r, reg, mine, 10 + r * (COL_W + 4), y0 + HEAD_H, t)
    return y0 + h


def _head(s: Svg, view, ck: Clicks, p, seat, mine, y, t):
    sp = seat["supply"]
    # officials in the supply: sources of recruit / bonus official / official reward
    s.text(18, y + 14, t("supply"), 12, font_weight="bold")
    for i, c in enumerate(OFFICIALS):
        n = sp["officials"][c]
        acts = None
        first = None
        if mine:
            acts, first = ck.targets(lambda w: (w[0] in ("recruit", "official") and w[1] == c)
                                     or (w[0] == "accept" and w[1:] == [c]))
        x = 18 + i * 50
        s.comp(f"supply-{p}-{c}", "official-supply", t("officials-in-supply", count=n, official=c),
               t("officials-supply-desc"), action=first, actions=acts,
               data_piece="supply-officials", data_seat=p, data_colour=c, data_count=n)
        s.el("rect", x=x, y=y + 20, width=46, height=46, rx=23, fill=OFFICIAL_FILL[c], stroke=INK,
             stroke_width=3 if acts else 1)
        s.text(x + 23, y + 49, str(n), 14, text_anchor="middle", font_weight="bold", fill=OFFICIAL_INK[c])
        s.close()
    x = 178
    for key in ("governors", "palaces", "walls", "discs"):
        name = t(f"pieces-{key}")
        s.comp(f"pieces-{p}-{key}", "supply-pieces", t("pieces-count", what=name, count=sp[key]),
               t(f"pieces-{key}-desc"),
               data_piece="personal-supply" if key == "governors" else None, data_seat=p,
               data_governors=sp["governors"] if key == "governors" else None,
               data_palaces=sp["palaces"] if key == "governors" else None)
        s.el("rect", x=x, y=y + 20, width=80, height=46, rx=6, fill="#f5f0e3", stroke="#b59c6d")
        s.text(x + 8, y + 38, name, 12)
        s.text(x + 8, y + 58, str(sp[key]), 14, font_weight="bold")
        s.close()
        x += 84
    # markers
    x = 516
    s.text(x, y + 14, t("markers"), 12, font_weight="bold")
    for i, a in enumerate(ASPECTS):
        v1, v3 = seat["markers"][a]
        mx = x + i * 56
        s.comp(f"markers-{p}-{a}", "markers", t("markers-title", aspect=a, value=v1 + 3 * v3),
               t("markers-desc", value1=v1, value3=v3, colour=a, aspect=a),
               data_piece="markers", data_seat=p, data_aspect=a, data_value1=v1, data_value3=v3)
        s.el("rect", x=mx, y=y + 20, width=50, height=46, rx=6, fill=ASPECT_FILL[a], stroke=INK)
        s.text(mx + 25, y + 49, str(v1 + 3 * v3), 15, text_anchor="middle", font_weight="bold",
               fill=ASPECT_INK[a])
        s.close()
    # B-side abilities, or the hand's backs for the others
    x = 688
    side = seat["board"]
    from .. import data as _data
    abil = _data.DATA.boards[side]["abilities"] if side else ()
    for i, b in enumerate(abil):
        k = [kk for kk, v in B_KIND.items() if v == b][0]
        act = ck.source(k) if mine else None
        bx = x + i * 252
        s.comp(f"ability-{p}-{k}", "board-ability", b_short(t, b), b_desc(t, b), action=act)
        s.el("rect", x=bx, y=y + 20, width=246, height=46, rx=6, fill="#eef4ea" if act else "#f5f0e3",
             stroke="#5e7d4f" if act else "#b59c6d", stroke_width=2 if act else 1)
        s.text(bx + 8, y + 48, b_short(t, b), 12)
        s.close()
    if not mine:
        _backs(s, seat, p, y - 46, t)


def _backs(s: Svg, seat, p, y, t):
    """The backs of another player's cards in hand (their colours are public), in the board's title bar."""
    hx = 560
    k = 0
    for a, n in zip(ASPECTS, seat["hand_colours"]):
        for _ in range(n):
            s.comp(f"back-{p}-{k}", "card-back", t("card-back", colour=a), t("card-back-desc"),
                   data_piece="hand-card", data_seat=p, data_colour=a)
            s.el("rect", x=hx + k * 20, y=y + 6, width=16, height=28, rx=2, fill=ASPECT_FILL[a], stroke=INK)
            s.close()
            k += 1
    hx += k * 20 + 12
    k = 0
    for a, n in zip(ASPECTS, seat["draft_sizes"]):
        for _ in range(n):
            s.comp(f"dback-{p}-{k}", "draft-back", t("draft-back", colour=a), t("draft-back-desc"),
                   data_piece="draft-card", data_seat=p, data_colour=a)
            s.el("rect", x=hx + k * 20, y=y + 6, width=16, height=28, rx=2, fill=ASPECT_FILL[a], stroke="#ffffff",
                 stroke_dasharray="3 2")
            s.close()
            k += 1


def _column(s: Svg, view, ck: Clicks, p, r, reg, mine, x, y, t):
    rr = str(r + 1)
    s.el("rect", x=x, y=y, width=COL_W, height=COL_H, rx=6, fill="#f8f1de", stroke="#b59c6d")
    s.text(x + 8, y + 28, t("region-title", region=r + 1), 14, font_weight="bold")
    # unrest track (target of calming abilities)
    mx, un, icon = reg["unrest_max"] or 0, reg["unrest"], reg["palace_icon"]
    acts, first = (ck.targets(lambda w: (w[0] == "bcalm" and w[1] == rr)
                              or (w[0] == "use" and len(w) == 3 and w[2] == rr and w[2].isdigit()))
                   if mine else (None, None))
    s.comp(f"unrest-{p}-{rr}", "unrest-track", t("unrest-title", region=r + 1, unrest=un, max=mx),
           t("unrest-desc"), action=first, actions=acts, data_piece="unrest-track",
           data_seat=p, data_region=rr)
    tx = x + COL_W - 8 - mx * 30
    s.el("rect", x=tx - 4, y=y + 4, width=mx * 30 + 8, height=44, rx=4, fill="#ffffff" if acts else "none",
         stroke="#8a7250" if acts else "none")
    for i in range(mx):
        sx = tx + i * 30
        s.el("rect", x=sx, y=y + 10, width=26, height=32, rx=3, fill="#f3d9d0" if icon == i + 1 else "#ece6d6",
             stroke="#8a7250", data_piece="unrest-space", data_seat=p, data_region=rr, data_level=i + 1)
        if icon == i + 1:
            s.el("path", d=f"M{sx + 5} {y + 38} v-10 l8 -8 l8 8 v10 z", fill="none", stroke="#8a3a2a")
    if un:
        sx = tx + (un - 1) * 30
        s.el("rect", x=sx + 5, y=y + 16, width=16, height=16, fill="#111111", data_piece="unrest", data_seat=p,
             data_region=rr, data_level=un)
    s.close()
    # governor area: a strip that is the target, the officials (reassign sources) below it
    acts, first = (ck.targets(lambda w: (w[0] in ("recruit", "official") and w[2] == rr)
                              or (w[0] == "step" and w[3] == f"g{rr}"))
                   if mine else (None, None))
    s.el("rect", x=x + 6, y=y + 52, width=COL_W - 12, height=96, rx=5, fill="#fffaf0", stroke="#b59c6d")
    s.comp(f"garea-{p}-{rr}", "governor-area-board", t("garea-title", region=r + 1), t("garea-desc"),
           action=first, actions=acts)
    s.el("rect", x=x + 8, y=y + 54, width=COL_W - 16, height=44, rx=4, fill="#f3ead2",
         stroke="#5e7d4f" if acts else "none", stroke_width=2)
    s.text(x + 14, y + 81, t("garea"), 12, font_weight="bold")
    s.close()
    _officials(s, ck, p, "g", rr, reg["governor_area"], x + 10, y + 101, mine, t)
    # free moves down
    k = 0
    for c in OFFICIALS:
        act = ck.source(f"free {rr} {c}") if mine else None
        if act:
            fx = x + 12 + k * 50
            s.comp(f"free-{p}-{rr}-{c}", "free-move", t("free-title", official=c), t("free-desc"), action=act)
            s.el("rect", x=fx, y=y + 152, width=46, height=44, rx=5, fill="#ffffff", stroke=INK)
            s.el("path", d=f"M{fx + 23} {y + 190} l-12 -14 h8 v-18 h8 v18 h8 z", fill=OFFICIAL_FILL[c], stroke=INK)
            s.close()
            k += 1
    # worker area: the strip (target), then its officials and workers
    acts, first = (ck.targets(lambda w: (w[0] in ("hire", "pay") and w[1] == rr)
                              or (w[0] == "step" and w[3] == f"w{rr}")
                              or (w[0] == "use" and len(w) == 4 and w[3] == rr)
                              or (w[0] == "bworker" and w[2] == rr))
                   if mine else (None, None))
    s.el("rect", x=x + 6, y=y + 200, width=COL_W - 12, height=96, rx=5, fill="#fffaf0", stroke="#b59c6d")
    s.comp(f"warea-{p}-{rr}", "worker-area", t("warea-title", region=r + 1), t("warea-desc"), action=first,
           actions=acts)
    s.el("rect", x=x + 8, y=y + 202, width=COL_W - 16, height=44, rx=4, fill="#e9efdc",
         stroke="#5e7d4f" if acts else "none", stroke_width=2)
    s.text(x + 14, y + 229, t("warea"), 12, font_weight="bold")
    s.close()
    _officials(s, ck, p, "w", rr, reg["worker_area"], x + 10, y + 249, mine, t)
    n = reg["workers"]
    wacts, wfirst = (ck.targets(lambda w: (w[0] == "use" and len(w) == 4 and w[2] == rr)
                                or (w[0] == "bworker" and w[1] == rr))
                     if mine else (None, None))
    s.comp(f"workers-{p}-{rr}", "workers", t("workers-in-region", workers=n, region=r + 1), t("workers-desc"),
           action=wfirst, actions=wacts, data_piece="workers", data_seat=p, data_region=rr, data_count=n)
    wx = x + 120
    s.el("rect", x=wx, y=y + 249, width=100, height=44, rx=4, fill="#eaf1e3" if n else "none",
         stroke=INK if wacts else "none")
    for i in range(min(n, 4)):
        s.el("rect", x=wx + 6 + i * 10, y=y + 257, width=14, height=28, rx=2, fill="#6f8f4e", stroke=INK)
    if n:
        s.text(wx + 94, y + 277, f"×{n}", 13, text_anchor="end", font_weight="bold")
    s.close()
    # tucked cards (the slots are the target of unification)
    acts, first = (ck.targets(lambda w: w[0] == "unify" and w[2] == rr) if mine else (None, None))
    s.comp(f"cards-{p}-{rr}", "card-slots", t("card-slots-title", region=r + 1, count=len(reg["cards"])),
           t("card-slots-desc"), action=first, actions=acts)
    s.el("rect", x=x + 6, y=y + 300, width=COL_W - 12, height=172, rx=5, fill="#fffaf0" if acts else "none",
         stroke="#5e7d4f" if acts else "#d8c8a4", stroke_width=2 if acts else 1, stroke_dasharray="6 4")
    for i, card in enumerate(reg["cards"]):
        cy = y + 304 + i * 56
        act = ck.source(f"use {card}") if mine else None
        if act is None and mine:
            act = ck.source(f"use {card}a") or ck.source(f"use {card}b")
        s.comp(f"card-{card}", "card", card_title(t, card), card_desc(t, card), action=act, data_piece="card",
               data_seat=p, data_region=rr, data_card=card)
        _card_row(s, card, x + 10, cy, COL_W - 20, 52, act is not None, t)
        s.close()
    s.close()


def _card_row(s, n, x, y, w, h, lit, t):
    c = card_colour(n)
    s.el("rect", x=x, y=y, width=w, height=h, rx=5, fill=ASPECT_FILL[c], stroke=INK, stroke_width=3 if lit else 1)
    ink = ASPECT_INK[c]
    s.text(x + 8, y + 21, str(n), 14, font_weight="bold", fill=ink)
    for i, (trig, b, p) in enumerate(card_abilities(n)[:1]):
        s.text(x + 44, y + 21, t("trigger-head", what=trigger_short(t, trig)), 12, font_weight="bold", fill=ink)
        s.text(x + 44, y + 41, bonus_short(t, b, p), 12, fill=ink)


def _officials(s: Svg, ck: Clicks, p, area, rr, counts, x, y, mine, t):
    k = 0
    for c in OFFICIALS:
        n = counts[c]
        if not n:
            continue
        act = ck.source(f"step {c} {area}{rr}") if mine else None
        ox = x + k * 50
        s.comp(f"off-{p}-{area}{rr}-{c}", "official", t("officials-in", count=n, official=c, place=f"{area}{rr}"),
               t("official-desc", what=t(f"official-desc-{c}")), action=act, data_piece="official", data_seat=p,
               data_area=f"{area}{rr}", data_colour=c, data_count=n)
        s.el("rect", x=ox, y=y - 2, width=44, height=44, fill="none", pointer_events="all")
        s.el("circle", cx=ox + 22, cy=y + 20, r=20, fill=OFFICIAL_FILL[c], stroke=INK,
             stroke_width=3 if act else 1)
        s.text(ox + 22, y + 25, str(n), 13, text_anchor="middle", font_weight="bold", fill=OFFICIAL_INK[c])
        s.close()
        k += 1


def card_in_hand(s: Svg, ck: Clicks, seat: int, n: int, x: int, y: int, playing: bool, t):
    """A card of the viewer's hand: its face, and below it the two uses a card has in play."""
    s.comp(f"hand-{n}", "hand-card", card_title(t, n), t("hand-card-desc", what=card_desc(t, n)),
           data_piece="hand-card", data_seat=seat, data_card=n, data_colour=ASPECTS[(n - 1) // 40])
    card_face(s, n, x, y, CARD_W, 104, t)
    s.close()
    if not playing:
        return
    for i, use in enumerate(("unify", "court")):
        act, word = ck.source(f"{use} {n}"), t(f"use-{use}")
        bx = x + i * (CARD_W + 4) // 2
        s.comp(f"use-{n}-{use}", "card-use", t("use-title", what=word, card=str(n)), t(f"use-{use}-desc"),
               action=act)
        s.el("rect", x=bx, y=y + 108, width=CARD_W // 2 - 2, height=44, rx=6, fill="#ffffff" if act else "#eeeeee",
             stroke=INK if act else "#bbbbbb", stroke_width=2 if act else 1)
        s.text(bx + CARD_W // 4, y + 135, word, 13, text_anchor="middle", font_weight="bold",
               fill=INK if act else "#888888")
        s.close()
