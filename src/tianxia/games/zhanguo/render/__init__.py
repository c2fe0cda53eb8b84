"""Drawing ZhanGuo from a view (never from a state, so a picture cannot show a secret).

``svg`` draws the main board and the player boards for the browser table (docs/table.md),
``hand`` the viewer's own cards, ``prompt``/``label``/``scores``/``panel`` the words around
them, and ``text`` the terminal picture.  Modules: ``words`` (names and effects in words),
``kit`` (SVG writer, legal actions as sources and targets), ``board`` (main board), ``seat``
(player boards, cards in hand), ``setup`` (B sides and auction), ``status`` (the table's
words), ``pictures`` (the log's small drawings) and ``text``.

Every word comes from the game's catalogs: the core passes ``t``, the page language's
``Messages`` (``TRANSLATED``); without it the functions speak English.
"""

from __future__ import annotations

from . import board as _board
from . import seat as _seat
from . import setup as _setup
from .kit import INK, PAPER, Clicks, Svg
from .pictures import log_picture
from .status import SEAT_COLOURS, label, panel, prompt, scores
from .text import B_ABILITY_TEXT, board_lines, card_label, text
from .whynot import unavailable
from .words import ASPECTS, ENGLISH, card_desc, speak

__all__ = ["svg", "hand", "prompt", "label", "scores", "panel", "text", "log_picture", "SEAT_COLOURS",
           "card_label", "board_lines", "B_ABILITY_TEXT", "TRANSLATED", "unavailable"]

#: the render functions take ``t``, the page language's catalogs (tianxia.core.game)
TRANSLATED = True
W = 1200


def _open(s: Svg, w: int, h: int, view: dict, what: str):
    s.open("svg", xmlns="http://www.w3.org/2000/svg", width=w, height=h, viewBox=f"0 0 {w} {h}",
           data_game="zhanguo", data_drawing=what, data_round=view["round"], data_phase=view["phase"],
           font_family="sans-serif")
    # labels drawn over a clickable piece let the click through to it
    s.parts.append('<style>svg[data-game="zhanguo"] text{pointer-events:none}</style>')


def svg(view: dict, legal=(), t=ENGLISH) -> str:
    """The main board and every player board; legal actions as sources and targets (docs/table.md)."""
    t = speak(t)
    ck = Clicks(legal)
    body = Svg()
    y = 8
    phase = t(f"phase-{view['phase']}")
    body.comp("round-track", "round-track", t("round-of", round=view["round"], what=phase), t("round-desc"))
    body.text(10, y + 24, t("game-name"), 20, font_weight="bold")
    body.text(130, y + 24, phase, 14)
    for rnd in range(1, 6):
        cx = W - 200 + (rnd - 1) * 40
        here = rnd == view["round"]
        body.el("circle", cx=cx, cy=y + 18, r=15, fill="#8a3a2a" if here else "#efe2bf", stroke=INK)
        body.text(cx, y + 23, str(rnd), 13, text_anchor="middle", fill="#ffffff" if here else INK,
                  font_weight="bold" if here else None)
    body.close()
    y += 44
    if view["phase"] == "setup":
        y = _setup.draw(body, view, ck, y, t) + 10
    # the court, then the viewer's own board (where most targets of a turn are), then the rest of
    # the main board and the other players' boards
    y = _board.draw_court(body, view, ck, y, t) + 14
    me = view.get("seat")
    if me is not None:
        y = _seat.draw(body, view, ck, me, y, t) + 14
    y = _board.draw(body, view, ck, y, t) + 16
    for p in range(view["players"]):
        if p != me:
            y = _seat.draw(body, view, ck, p, y, t) + 12
    s = Svg()
    _open(s, W, y, view, "board")
    s.el("rect", x=0, y=0, width=W, height=y, fill=PAPER)
    s.parts.extend(body.parts)
    s.close("svg")
    return str(s)


def hand(view: dict, legal=(), t=ENGLISH):
    """The viewer's own cards (and V1 draft); None for a spectator and once the game is over."""
    t = speak(t)
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
            _seat.card_in_hand(body, ck, me, n, x, y, playing, t)
            continue
        act = ck.source(f"discard {a} {i + 1}")
        body.comp(f"draft-{n}", "draft-card", t("drafted-card", card=str(n), colour=a),
                  t("drafted-card-desc", what=card_desc(t, n)), action=act, data_piece="draft-card", data_seat=me,
                  data_card=n, data_colour=a)
        _board.card_face(body, n, x, y, _seat.CARD_W, 104, t)
        if act:
            body.el("rect", x=x, y=y + 108, width=_seat.CARD_W, height=44, rx=6, fill="#ffffff", stroke=INK,
                    stroke_width=2)
            body.text(x + _seat.CARD_W // 2, y + 135, t("discard"), 13, text_anchor="middle", font_weight="bold")
        body.close()
    if not items:
        body.text(16, 40, t("no-cards"), 13)
    w = 8 + min(max(len(items), 2), per_row) * (_seat.CARD_W + 8)
    h = 8 + max(1, (len(items) + per_row - 1) // per_row) * row_h
    s = Svg()
    _open(s, w, h, view, "hand")
    s.el("rect", x=0, y=0, width=w, height=h, fill=PAPER)
    s.parts.extend(body.parts)
    s.close("svg")
    return str(s)
