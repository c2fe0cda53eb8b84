"""The review's graph, drawn on the server as inline SVG: every seat's chance of winning over the
game, one line per seat in its colour, and the marked decisions (inaccuracy, mistake, blunder) as
dots on their mover's line.

x is the replay's step (the position after that many actions), y the chance, 0 to 1.  The line
of a seat at step k is the review's chance for it there (``win_before`` of the decision taken at
k, averaged over a round of steps: ``series``; at the end, the result).  Every clickable part carries ``data-step``: a dot, and an invisible
strip over each step, so a click anywhere on the graph picks the step under it.
"""

from __future__ import annotations

import itertools
from html import escape

from markupsafe import Markup

from tianxia.review import MARKS

#: the drawing's size in its own units: it is stretched to the page's width and a fixed height
#: (preserveAspectRatio none), so every stroke keeps its width (vector-effect) and a dot is a
#: round-capped line of (almost) no length, which stays round; the axes' words are the page's (_review.html)
WIDTH, HEIGHT = 1000, 100
INSET_X, INSET_Y = 8, 7
#: each mark's dot: fill and diameter in CSS pixels (mildest first)
DOTS = {"inaccuracy": ("#f1c40f", 9), "mistake": ("#e67e22", 11), "blunder": ("#c0392b", 13)}


def _x(step: int, total: int) -> float:
    return INSET_X + (WIDTH - 2 * INSET_X) * (step / total if total else 0.0)


def _y(chance: float) -> float:
    return INSET_Y + (HEIGHT - 2 * INSET_Y) * (1.0 - max(0.0, min(1.0, chance)))


def cycle(decisions: list[dict], seats: int) -> int:
    """Steps in a round of the game as played: the mean run of steps by one mover, times the
    seats (Huang's two-step turns at two seats: 4), at least the seats."""
    if not decisions:
        return max(1, seats)
    runs = 1 + sum(1 for a, b in itertools.pairwise(decisions) if a["seat"] != b["seat"])
    return max(seats, round(len(decisions) / runs * seats))


def series(review: dict, smooth: bool = True) -> list[list[float]]:
    """Per seat, its chance at every step 0..total (the last: the result, after the last decision).

    The win model gives the seat to decide an edge for being on move, so where the seats take
    turns the raw line zigzags with whoever decides (Huang's by 15 points late in the game).
    ``smooth``: each step's chance is the mean over a round of steps centred on it (``cycle``),
    where every seat is on move in turn, which cancels that edge; the end, the result, is kept as
    it is.  A decision's own chances are in its verdict (the replay's words)."""
    decisions = review["decisions"]
    seats = len(review["players"])
    out = [[d["win_before"][s] for d in decisions] for s in range(seats)]
    width = cycle(decisions, seats)
    if smooth and seats > 1 and width > 1:
        back, ahead = width // 2, (width - 1) // 2
        smoothed = []
        for line in out:
            smoothed.append([sum(line[max(0, k - back):k + ahead + 1]) / len(line[max(0, k - back):k + ahead + 1])
                             for k in range(len(line))])
        out = smoothed
    for s in range(seats):
        out[s].append(decisions[-1]["win_after"][s] if decisions else 1.0 / seats)
    return out


def svg(review: dict, names: list[str], colours: list[str], t, step: int | None = None) -> str:
    """The graph as an ``<svg>`` element (its text)."""
    decisions = review["decisions"]
    total = len(decisions)
    out = [(f'<svg class="review-svg" id="review-svg" viewBox="0 0 {WIDTH} {HEIGHT}" preserveAspectRatio="none" '
            f'role="img" aria-label="{escape(t("review_chances"))}" xmlns="http://www.w3.org/2000/svg">')]
    for chance in (0.0, 0.5, 1.0):  # the grid: 0, 50 and 100 %
        y = _y(chance)
        out.append(f'<line class="review-grid" x1="{INSET_X}" x2="{WIDTH - INSET_X}" y1="{y:.1f}" y2="{y:.1f}"/>')
    width = (WIDTH - 2 * INSET_X) / max(1, total)
    out.append('<g class="review-hits">')
    for k in range(total + 1):  # a strip over each step: a click anywhere picks it
        x = max(0.0, _x(k, total) - width / 2)
        w = min(WIDTH - x, width if 0 < k < total else width / 2 + INSET_X)
        out.append(f'<rect class="review-hit" data-step="{k}" data-x="{_x(k, total):.2f}" x="{x:.2f}" y="0" width="{w:.2f}" height="{HEIGHT}"/>')
    out.append('</g>')
    if step is not None:  # the replay's step (the result page has none)
        at = _x(max(0, min(step, total)), total)
        out.append(f'<line id="review-cursor" class="review-cursor" x1="{at:.2f}" x2="{at:.2f}" y1="0" y2="{HEIGHT}"/>')
    lines = series(review)
    for s, points in enumerate(lines):
        path = " ".join(f"{_x(k, total):.2f},{_y(c):.2f}" for k, c in enumerate(points))
        out.append(f'<polyline class="review-line" data-seat="{s}" points="{path}" '
                   f'style="stroke: {escape(colours[s])}"><title>{escape(names[s])}</title></polyline>')
    for d in decisions:
        if not d["mark"]:
            continue
        fill, size = DOTS[d["mark"]]
        seat, k = d["seat"], d["step"]
        x, y = _x(k, total), _y(lines[seat][k])  # on its mover's line as drawn
        tip = t("review_dot", n=k + 1, name=names[seat], mark=t(f"mark-{d['mark']}"))
        dot = f'x1="{x:.2f}" x2="{x + 0.05:.2f}" y1="{y:.2f}" y2="{y + 0.05:.2f}"'  # (a box, however small)
        out.append(f'<g class="review-dot mark-{d["mark"]}" data-step="{k}" data-seat="{seat}" data-mark="{d["mark"]}">'
                   f'<title>{escape(tip)}</title>'
                   f'<line class="review-dot-ring" {dot} style="stroke: {escape(colours[seat])}; stroke-width: {size + 4}px"/>'
                   f'<line class="review-dot-core" {dot} style="stroke: {fill}; stroke-width: {size}px"/></g>')
    out.append("</svg>")
    return "".join(out)


def parts(review: dict, names: list[str], colours: list[str], t, step: int | None = None) -> dict:
    """What ``_review.html`` shows: the graph, the legend (each seat's name, colour and marks)
    and the list of marked decisions."""
    legend = []
    for s, name in enumerate(names):
        mine = [d for d in review["decisions"] if d["seat"] == s]
        counts = [{"mark": m, "word": t(f"mark-{m}"), "n": sum(d["mark"] == m for d in mine)} for m in MARKS]
        legend.append({"seat": s, "name": name, "colour": colours[s], "counts": counts})
    marked = [{"step": d["step"], "move": d["step"] + 1, "seat": d["seat"], "name": names[d["seat"]],
               "colour": colours[d["seat"]], "mark": d["mark"], "word": t(f"mark-{d['mark']}")}
              for d in review["decisions"] if d["mark"]]
    return {"svg": Markup(svg(review, names, colours, t, step)), "legend": legend, "marked": marked,
            "marks": [{"mark": m, "word": t(f"mark-{m}"), "fill": DOTS[m][0]} for m in MARKS],
            "total": len(review["decisions"])}
