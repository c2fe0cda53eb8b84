"""Drawing ZhanGuo from a view (never from a state, so a picture cannot show a secret).

``svg`` draws the main board and the player boards for the browser table (docs/table.md),
``hand`` the viewer's own cards, ``prompt``/``label``/``scores``/``panel`` the words around
them, and ``text`` the terminal picture.  Modules: ``words`` (names and effects in words),
``kit`` (SVG writer, legal actions as sources and targets), ``board`` (main board), ``seat``
(player boards, cards in hand), ``setup`` (B sides and auction), ``status`` (the table's
words) and ``text``.
"""

from __future__ import annotations

from . import board as _board
from . import seat as _seat
from . import setup as _setup
from .kit import INK, PAPER, Clicks, Svg
from .status import SEAT_COLOURS, label, panel, prompt, scores
from .text import B_ABILITY_TEXT, board_lines, card_label, text
from .words import ASPECTS

__all__ = ["svg", "hand", "prompt", "label", "scores", "panel", "text", "SEAT_COLOURS", "card_label",
           "board_lines", "B_ABILITY_TEXT"]

W = 1200
PHASE_WORDS = {"setup": "Choosing player boards", "draft": "Drafting cards", "play": "Playing cards",
               "reward": "Unification rewards", "over": "Game over"}


def _open(s: Svg, w: int, h: int, view: dict, what: str):
    s.open("svg", xmlns="http://www.w3.org/2000/svg", width=w, height=h, viewBox=f"0 0 {w} {h}",
           data_game="zhanguo", data_drawing=what, data_round=view["round"], data_phase=view["phase"],
           font_family="sans-serif")
    # labels drawn over a clickable piece let the click through to it
    s.parts.append('<style>svg[data-game="zhanguo"] text{pointer-events:none}</style>')


def svg(view: dict, legal=()) -> str:
    """The main board and every player board; legal actions as sources and targets (docs/table.md)."""
    ck = Clicks(legal)
    body = Svg()
    y = 8
    body.comp("round-track", "round-track", f"Round {view['round']} of 5: {PHASE_WORDS.get(view['phase'], '')}",
              "Each round: draw 6 cards, play them one per turn, then the unification rewards. The game ends "
              "after round 5 with final scoring.")
    body.text(10, y + 24, "ZhanGuo", 20, font_weight="bold")
    body.text(130, y + 24, PHASE_WORDS.get(view["phase"], ""), 14)
    for t in range(5):
        cx = W - 200 + t * 40
        here = t + 1 == view["round"]
        body.el("circle", cx=cx, cy=y + 18, r=15, fill="#8a3a2a" if here else "#efe2bf", stroke=INK)
        body.text(cx, y + 23, str(t + 1), 13, text_anchor="middle", fill="#ffffff" if here else INK,
                  font_weight="bold" if here else None)
    body.close()
    y += 44
    if view["phase"] == "setup":
        y = _setup.draw(body, view, ck, y) + 10
    # the court, then the viewer's own board (where most targets of a turn are), then the rest of
    # the main board and the other players' boards
    y = _board.draw_court(body, view, ck, y) + 14
    me = view.get("seat")
    if me is not None:
        y = _seat.draw(body, view, ck, me, y) + 14
    y = _board.draw(body, view, ck, y) + 16
    for p in range(view["players"]):
        if p != me:
            y = _seat.draw(body, view, ck, p, y) + 12
    s = Svg()
    _open(s, W, y, view, "board")
    s.el("rect", x=0, y=0, width=W, height=y, fill=PAPER)
    s.parts.extend(body.parts)
    s.close("svg")
    return str(s)


def hand(view: dict, legal=()):
    """The viewer's own cards (and V1 draft); None for a spectator and once the game is over."""
    me = view.get("seat")
    if me is None or view.get("is_terminal"):
        return None
    ck = Clicks(legal)
    seat = view["seats"][me]
    pend = view["pending"]
    playing = pend.get("kind") == "play" and pend.get("seat") == me
    body = Svg()
    items = [("hand", n, None, None) for n in (seat["hand"] or [])]
    for a, lst in zip(ASPECTS, seat.get("draft") or [[], [], []]):
        items += [("draft", n, a, i) for i, n in enumerate(lst)]
    per_row = 6
    # room for the buttons under the cards only while they are there (the strip stays small on phones)
    row_h = 160 if playing or pend.get("kind") == "draft" else 112
    for k, (what, n, a, i) in enumerate(items):
        x, y = 8 + (k % per_row) * (_seat.CARD_W + 8), 8 + (k // per_row) * row_h
        if what == "hand":
            _seat.card_in_hand(body, ck, me, n, x, y, playing)
            continue
        act = ck.source(f"discard {a} {i + 1}")
        body.comp(f"draft-{n}", "draft-card", f"Drafted card {n} ({a})",
                  "From each colour you keep two of the three cards drawn and discard one face down. "
                  + _words_card_desc(n), action=act, data_piece="draft-card", data_seat=me, data_card=n,
                  data_colour=a)
        _board.card_face(body, n, x, y, _seat.CARD_W, 104)
        if act:
            body.el("rect", x=x, y=y + 108, width=_seat.CARD_W, height=44, rx=6, fill="#ffffff", stroke=INK,
                    stroke_width=2)
            body.text(x + _seat.CARD_W // 2, y + 135, "Discard", 13, text_anchor="middle", font_weight="bold")
        body.close()
    if not items:
        body.text(16, 40, "No cards in hand", 13)
    w = 8 + min(max(len(items), 2), per_row) * (_seat.CARD_W + 8)
    h = 8 + max(1, (len(items) + per_row - 1) // per_row) * row_h
    s = Svg()
    _open(s, w, h, view, "hand")
    s.el("rect", x=0, y=0, width=w, height=h, fill=PAPER)
    s.parts.extend(body.parts)
    s.close("svg")
    return str(s)


def _words_card_desc(n):
    from .words import card_desc
    return card_desc(n)
