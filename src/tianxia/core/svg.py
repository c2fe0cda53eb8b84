"""The SVG writing every board shares: attributes and texts escaped as XML wants them, fast.

Boards are redrawn for every seat after every move, so the writer is on the server's hot path:
``attrs`` writes numbers and plain words as they are and leaves ``quoteattr`` to the few values
with a character XML changes (the output is byte for byte ``quoteattr``'s). A game's drawing
builds on it (Dragon's and ZhanGuo's ``Svg`` writers, Emperor's and Huang's components), opens
its pictures with ``open_svg`` (a log's small ones with ``picture``) and paints a seat's pieces
with ``seat_style`` (the page's colour-blind palette may replace the colour).
"""

from __future__ import annotations

from html import escape as _escape_all
from xml.sax.saxutils import escape, quoteattr

#: the smallest type a player reads (docs/table.md: 12 units)
MIN_SIZE = 12
#: average advance of a character, in ems (sans-serif; bold a little wider): generous on purpose
_EM = 0.58
_EM_BOLD = 0.63

#: attribute names as written (``stroke_width`` -> ``stroke-width``, ``class_`` -> ``class``)
_NAME: dict = {}
#: characters quoteattr would change
_SPECIAL = frozenset("&<>\"'\n\r\t")


def _name(k: str) -> str:
    out = _NAME[k] = k.rstrip("_").replace("_", "-")
    return out


def quote(v) -> str:
    """``quoteattr(str(v))``, without its cost for the numbers and plain words most values are."""
    if type(v) is int:
        return f'"{v}"'
    s = str(v)
    return quoteattr(s) if _SPECIAL.intersection(s) else f'"{s}"'


def attrs(values: dict) -> str:
    """``k="v"`` pairs for the values that are not None (``font_size`` written ``font-size``)."""
    return " ".join(f"{_NAME.get(k) or _name(k)}={quote(v)}" for k, v in values.items() if v is not None)


def text(s: str) -> str:
    """``s`` escaped as element text (``escape``, skipped when nothing needs it)."""
    return escape(s) if ("&" in s or "<" in s or ">" in s) else s


def text_all(s) -> str:
    """``str(s)`` escaped as element text with its quotes too (``html.escape``: Emperor's words have
    always been written so, "Ch&#x27;in"), skipped when nothing needs it."""
    s = str(s)
    return _escape_all(s) if ("&" in s or "<" in s or ">" in s or '"' in s or "'" in s) else s


def open_svg(width, height, **values) -> str:
    """The opening tag of a picture ``width`` x ``height`` units, then its ``values`` (as ``attrs``)."""
    more = attrs(values)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}"{" " + more if more else ""}>')


def picture(title: str, body: str, **values) -> str:
    """A log's small picture (24 x 24) of ``body``, with a <title> naming it."""
    return f"{open_svg(24, 24, **values)}<title>{text(title)}</title>{body}</svg>"


def seat_style(prop: str, seat: int, colour: str) -> str:
    """``prop`` (fill, stroke) in the seat's colour, which the page's colour-blind palette may replace
    (the CSS variable --seat-colour-N, docs/table.md "Seat colours")."""
    return f"{prop}:var(--seat-colour-{seat},{colour})"


def width(s: str, size: float, bold: bool = False) -> float:
    """Estimated width of ``s`` at ``size`` units."""
    return len(s) * size * (_EM_BOLD if bold else _EM)


def text_colour(bg: str) -> str:
    """Black or white, whichever reads on ``bg`` (#rrggbb)."""
    r, g, b = int(bg[1:3], 16), int(bg[3:5], 16), int(bg[5:7], 16)
    return "#111" if r * 0.299 + g * 0.587 + b * 0.114 > 150 else "#fff"
