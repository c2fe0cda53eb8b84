"""Before the first round: the B-side player boards on offer (to remove, take or bid for) and
the auction's bids."""

from __future__ import annotations

from .. import data as _data
from .kit import INK, Clicks, Svg
from .status import SEAT_COLOURS
from .words import b_desc, b_short, board_name, officials_list, officials_short, seat_word


def draw(s: Svg, view: dict, ck: Clicks, y0: int, t) -> int:
    D = _data.DATA
    pend = view["pending"]
    s.text(10, y0 + 18, t("b-sides"), 16, font_weight="bold")
    y0 += 28
    taken = {st["board"]: p for p, st in enumerate(view["seats"]) if st["board"]}
    removed = set(view.get("removed_boards", ()))
    bw, bh = 292, 150
    for i, b in enumerate(D.b_boards):
        side = D.boards[b]
        x = 8 + i * (bw + 6)
        act = ck.source(f"board {b}") or ck.source(f"remove {b}")
        state = (t("b-side-removed") if b in removed else t("b-side-taken", what=seat_word(t, taken[b]))
                 if b in taken else t("b-side-on-offer"))
        limits = ", ".join(map(str, side["unrest_max"]))
        s.comp(f"bside-{b}", "board-side", t("b-side-title", what=board_name(t, b), state=state),
               t("b-side-desc", limits=limits, what=officials_list(t, side["start"]),
                 rest=" ".join(b_desc(t, a) for a in side["abilities"])), action=act)
        s.el("rect", x=x, y=y0, width=bw, height=bh, rx=8, fill="#fffaf0" if b not in removed else "#e6e2d8",
             stroke=SEAT_COLOURS[taken[b]] if b in taken else INK, stroke_width=3 if (act or b in taken) else 1,
             opacity=0.6 if b in removed else 1)
        s.text(x + 10, y0 + 22, board_name(t, b), 14, font_weight="bold")
        s.text(x + bw - 10, y0 + 22, state, 12, text_anchor="end")
        s.text(x + 10, y0 + 44, t("b-side-limits", limits=limits), 12)
        s.text(x + 10, y0 + 64, t("b-side-start", what=officials_short(t, side["start"])), 12)
        for j, a in enumerate(side["abilities"]):
            s.text(x + 10, y0 + 90 + j * 22, b_short(t, a), 12)
        s.close()
    y = y0 + bh + 10
    if pend.get("kind") == "bid":
        bidders = pend["bidders"]
        s.text(10, y + 18, t("auction-bidders", what=", ".join(seat_word(t, p) for p in bidders)), 13,
               font_weight="bold")
        high = pend["high"]
        s.text(600, y + 18, t("auction-high", vp=high) if high > 0 else t("auction-no-bid"), 13)
        y += 28
        top = max([int(a.split()[1]) for a in ck.legal if a.startswith("bid ")] + [high, 1])
        for n in range(1, top + 1):
            x = 8 + (n - 1) * 52
            act = ck.source(f"bid {n}")
            s.comp(f"bid-{n}", "bid", t("label-bid", vp=n), t("bid-desc"), action=act)
            s.el("rect", x=x, y=y, width=48, height=48, rx=6, fill="#ffffff" if act else "#e6e2d8",
                 stroke=INK, stroke_width=3 if n == high else 1)
            s.text(x + 24, y + 30, str(n), 14, text_anchor="middle", font_weight="bold")
            s.close()
        y += 56
    return y
