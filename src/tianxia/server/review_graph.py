"""The review's graph, drawn on the server as inline SVG: every seat's chance of winning over the
game, one line per seat in its colour, and the marked decisions (inaccuracy, mistake, blunder) as
dots on their mover's line.

x is the replay's step (the position after that many actions), y the chance, 0 to 1.  The line
of a seat at step k is the review's chance for it there (``win_before`` of the decision taken at
k; at the end, the result).  Every clickable part carries ``data-step``: a dot, and an invisible
strip over each step, so a click anywhere on the graph picks the step under it.
"""

from __future__ import annotations

from html import escape

from markupsafe import Markup

from tianxia.review import MARKS

#: the drawing's size in its own units (it scales to the page's width)
WIDTH, HEIGHT = 640, 190
LEFT, RIGHT, TOP, BOTTOM = 38, 10, 10, 22
#: each mark's dot: fill and radius (mildest first)
DOTS = {"inaccuracy": ("#f1c40f", 4.5), "mistake": ("#e67e22", 5.5), "blunder": ("#c0392b", 6.5)}


def _x(step: int, total: int) -> float:
    return LEFT + (WIDTH - LEFT - RIGHT) * (step / total if total else 0.0)


def _y(chance: float) -> float:
    return TOP + (HEIGHT - TOP - BOTTOM) * (1.0 - max(0.0, min(1.0, chance)))


def series(review: dict) -> list[list[float]]:
    """Per seat, its chance at every step 0..total (the last: after the last decision)."""
    decisions = review["decisions"]
    seats = len(review["players"])
    out = [[d["win_before"][s] for d in decisions] for s in range(seats)]
    for s in range(seats):
        out[s].append(decisions[-1]["win_after"][s] if decisions else 1.0 / seats)
    return out


def svg(review: dict, names: list[str], colours: list[str], t, step: int | None = None) -> str:
    """The graph as an ``<svg>`` element (its text)."""
    decisions = review["decisions"]
    total = len(decisions)
    lines = series(review)
    plot_h = HEIGHT - TOP - BOTTOM
    out = [f'<svg class="review-svg" id="review-svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="group" '
           f'aria-label="{escape(t("review_chances"))}" xmlns="http://www.w3.org/2000/svg">']
    for chance in (0.0, 0.5, 1.0):  # the grid: 0, 50 and 100 %
        y = _y(chance)
        out.append(f'<line class="review-grid" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}"/>'
                   f'<text class="review-axis" x="{LEFT - 5}" y="{y + 4:.1f}" text-anchor="end">{int(chance * 100)}%</text>')
    out.append(f'<text class="review-axis" x="{LEFT}" y="{HEIGHT - 6}">0</text>'
               f'<text class="review-axis" x="{WIDTH - RIGHT}" y="{HEIGHT - 6}" text-anchor="end">'
               f'{escape(t("moves_n", n=total))}</text>')
    width = (WIDTH - LEFT - RIGHT) / max(1, total)
    out.append('<g class="review-hits" aria-hidden="true">')
    for k in range(total + 1):  # a strip over each step: a click anywhere picks it
        x = _x(k, total) - width / 2
        out.append(f'<rect class="review-hit" data-step="{k}" x="{x:.1f}" y="{TOP}" width="{width:.2f}" '
                   f'height="{plot_h}"/>')
    out.append('</g>')
    at = _x(step if step is not None else 0, total)
    out.append(f'<line id="review-cursor" class="review-cursor" x1="{at:.1f}" x2="{at:.1f}" y1="{TOP}" '
               f'y2="{HEIGHT - BOTTOM}"/>')
    for s, points in enumerate(lines):
        path = " ".join(f"{_x(k, total):.1f},{_y(c):.1f}" for k, c in enumerate(points))
        out.append(f'<polyline class="review-line" data-seat="{s}" points="{path}" '
                   f'style="stroke: {escape(colours[s])}"><title>{escape(names[s])}</title></polyline>')
    for d in decisions:
        if not d["mark"]:
            continue
        fill, radius = DOTS[d["mark"]]
        seat, k = d["seat"], d["step"]
        tip = t("review_dot", n=k + 1, name=names[seat], mark=t(f"mark-{d['mark']}"))
        out.append(f'<circle class="review-dot mark-{d["mark"]}" data-step="{k}" data-seat="{seat}" '
                   f'data-mark="{d["mark"]}" cx="{_x(k, total):.1f}" cy="{_y(d["win_before"][seat]):.1f}" '
                   f'r="{radius}" style="fill: {fill}; stroke: {escape(colours[seat])}">'
                   f'<title>{escape(tip)}</title></circle>')
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
            "marks": [{"mark": m, "word": t(f"mark-{m}"), "fill": DOTS[m][0]} for m in MARKS]}
