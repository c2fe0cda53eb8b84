"""The symbols of the game drawn small (no letters): the nine person symbols, the goods, the
events and the wall bonuses.  Each function returns SVG markup centred on (x, y), ``s`` units
across; none carries text, so none has a minimum size."""

from __future__ import annotations


def _f(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def hammer(x, y, s, c="#3b2a14"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})" fill="{c}">'
            '<rect x="-1.5" y="-4" width="3" height="13" rx="1"/>'
            '<rect x="-7" y="-9" width="14" height="6" rx="1.5"/></g>')


def dragon(x, y, s, c="#9a1b12"):
    """The court lady's fan with a dragon: a fan shape."""
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})">'
            f'<path d="M0 8 L-9 -4 A11 11 0 0 1 9 -4 Z" fill="{c}"/>'
            '<path d="M0 8 L-4 -7 M0 8 L0 -8 M0 8 L4 -7" stroke="#fff" stroke-width="1.2"/></g>')


def coin(x, y, s, c="#b8860b"):
    r = s / 2 - 0.5
    return (f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(r)}" fill="#f4c430" stroke="{c}" stroke-width="1.5"/>'
            f'<rect x="{_f(x - r / 3)}" y="{_f(y - r / 3)}" width="{_f(2 * r / 3)}" height="{_f(2 * r / 3)}" '
            f'fill="none" stroke="{c}" stroke-width="1.2"/>')


def rocket(x, y, s, c="#5b2c6f"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})">'
            f'<path d="M0 -10 L4 -3 L4 6 L-4 6 L-4 -3 Z" fill="{c}"/>'
            '<path d="M-4 6 L-7 10 L-2 7 M4 6 L7 10 L2 7" fill="#e67e22"/></g>')


def helmet(x, y, s, c="#7b241c"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})" fill="{c}">'
            '<path d="M-9 5 A9 9 0 0 1 9 5 Z"/><rect x="-10" y="5" width="20" height="3" rx="1"/>'
            '<rect x="-1" y="-9" width="2" height="6"/></g>')


def buddha(x, y, s, c="#6e2c00"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})" fill="{c}">'
            '<circle cx="0" cy="-5" r="4"/><path d="M-8 9 Q-8 -1 0 0 Q8 -1 8 9 Z"/></g>')


def mortar(x, y, s, c="#1b4f72"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})" fill="{c}">'
            '<path d="M-8 -1 L8 -1 L5 8 L-5 8 Z"/><rect x="2" y="-10" width="3" height="11" rx="1" '
            'transform="rotate(25)"/></g>')


def rice(x, y, s, c="#7d6608"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})">'
            f'<path d="M-7 9 Q-9 -2 -3 -7 L3 -7 Q9 -2 7 9 Z" fill="#f7e9b0" stroke="{c}" stroke-width="1.5"/>'
            f'<path d="M-3 -7 L0 -10 L3 -7" fill="none" stroke="{c}" stroke-width="1.5"/></g>')


def book(x, y, s, c="#1c2833"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})">'
            f'<path d="M0 -6 L-9 -8 L-9 7 L0 9 L9 7 L9 -8 Z" fill="#fdfefe" stroke="{c}" stroke-width="1.5"/>'
            f'<path d="M0 -6 L0 9" stroke="{c}" stroke-width="1.5"/></g>')


def firework(x, y, s, c="#c0392b"):
    k = s / 20
    rays = "".join(f'<path d="M0 0 L{_f(9 * dx)} {_f(9 * dy)}"/>' for dx, dy in
                   ((1, 0), (-1, 0), (0, 1), (0, -1), (.7, .7), (-.7, .7), (.7, -.7), (-.7, -.7)))
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})" stroke="{c}" stroke-width="2">'
            f'{rays}<circle r="2.5" fill="#f1c40f" stroke="none"/></g>')


def floor(x, y, s, c="#8d6e3f"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})">'
            f'<path d="M-10 -2 L0 -9 L10 -2 Z" fill="#b03a2e"/>'
            f'<rect x="-7" y="-2" width="14" height="10" fill="#e5d3b3" stroke="{c}" stroke-width="1.2"/></g>')


def track(x, y, s, c="#1e8449"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})" fill="{c}">'
            '<path d="M-9 -3 L2 -3 L2 -8 L10 0 L2 8 L2 3 L-9 3 Z"/></g>')


def vp(x, y, s, c="#1a5276"):
    """A victory point: an octagonal score marker."""
    k = s / 20
    pts = "-4,-9 4,-9 9,-4 9,4 4,9 -4,9 -9,4 -9,-4"
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})">'
            f'<polygon points="{pts}" fill="#d6eaf8" stroke="{c}" stroke-width="1.5"/>'
            f'<polygon points="0,-5 1.5,-1.5 5,-1.5 2.2,1 3.3,5 0,2.6 -3.3,5 -2.2,1 -5,-1.5 -1.5,-1.5" '
            f'fill="{c}"/></g>')


def privilege(x, y, s, large=False):
    k = s / 20
    inner = dragon(-4, 0, 11) + dragon(4, 0, 11) if large else dragon(0, 0, 13)
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})">'
            f'<rect x="-10" y="-10" width="20" height="20" rx="3" fill="#fdebd0" stroke="#7e5109"/>'
            f'{inner}</g>')


def wall(x, y, s, c="#6e6e6e"):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})" fill="#d5d8dc" stroke="{c}" '
            'stroke-width="1.2"><rect x="-10" y="-6" width="10" height="6"/><rect x="0" y="-6" width="10" '
            'height="6"/><rect x="-5" y="0" width="10" height="6"/><rect x="-10" y="0" width="5" height="6"/>'
            '<rect x="5" y="0" width="5" height="6"/><path d="M-10 -6 v-3 h4 v3 M-2 -6 v-3 h4 v3 M6 -6 v-3 h4 v3"/>'
            '</g>')


def dragon_figure(x, y, s, colour):
    """A player's dragon figure (the action-phase marker)."""
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})">'
            f'<path d="M-9 8 Q-10 -2 -3 -4 Q-2 -10 4 -9 L9 -6 L5 -4 Q8 2 2 4 Q6 8 -9 8 Z" fill="{colour}" '
            'stroke="#111" stroke-width="1"/><circle cx="3" cy="-7" r="1.2" fill="#fff"/></g>')


def card_back(x, y, s):
    k = s / 20
    return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})"><rect x="-7" y="-10" width="14" '
            'height="20" rx="2" fill="#fdfefe" stroke="#566573" stroke-width="1.5"/>'
            '<path d="M-3 -3 Q-3 -7 0 -7 Q3 -7 3 -4 Q3 -1 0 0 L0 3 M0 5.5 L0 6.5" fill="none" '
            'stroke="#566573" stroke-width="1.5"/></g>')


#: the person symbol of each type (T-1)
SYMBOL = {"hammer": hammer, "dragon": dragon, "coin": coin, "rocket": rocket, "helmet": helmet,
          "Buddha": buddha, "mortar": mortar, "rice": rice, "book": book}

#: the goods an action card or a wall tile gives
GAIN = {"yuan": coin, "floors": floor, "rice": rice, "fireworks": firework, "track": track, "vp": vp,
        "privilege": lambda x, y, s: privilege(x, y, s), "wall": wall}


def event(kind: str, x, y, s):
    """A picture for each event tile (T-4)."""
    if kind == "peace":
        k = s / 20
        return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})"><circle r="9" fill="#fdfefe" '
                'stroke="#1e8449" stroke-width="2"/><path d="M0 -9 V9 M0 0 L-6 7 M0 0 L6 7" stroke="#1e8449" '
                'stroke-width="2" fill="none"/></g>')
    if kind == "tribute":
        return coin(x - s / 6, y + s / 8, s * .6) + coin(x + s / 6, y - s / 8, s * .6)
    if kind == "drought":
        k = s / 20
        return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})"><circle r="5" fill="#f39c12"/>'
                + "".join(f'<path d="M{_f(6 * dx)} {_f(6 * dy)} L{_f(9 * dx)} {_f(9 * dy)}" stroke="#f39c12" '
                          'stroke-width="2"/>' for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (.7, .7),
                                                             (-.7, .7), (.7, -.7), (-.7, -.7))) + '</g>')
    if kind == "festival":
        return firework(x, y, s)
    if kind == "mongol":
        return helmet(x, y, s, "#4d5656")
    if kind == "plague":
        k = s / 20
        return (f'<g transform="translate({_f(x)},{_f(y)}) scale({_f(k)})"><path d="M-8 -8 L8 8 M8 -8 L-8 8" '
                'stroke="#1b4f72" stroke-width="3"/><circle r="4" fill="#5dade2"/></g>')
    return ""
