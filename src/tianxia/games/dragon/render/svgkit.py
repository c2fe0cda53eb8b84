"""A small SVG writer for the board and the hand strip, and text that fits its box.

Texts arrive in the page's language (the render functions take the catalogs ``t``), so ``fit``
measures the text as written and shrinks the type, down to 12 units, then drops bold; what still
does not fit is recorded, so the tests can insist that nothing spills into a neighbour in any
shipped language.
"""

from __future__ import annotations

from tianxia.core.svg import MIN_SIZE, attrs, text as _escape, text_colour, width  # noqa: F401 (re-exported)


#: (text, box) of every text drawn too long for its box in one of the languages (tests read it)
OVERFLOWS: set = set()


class Svg:
    """Collects elements; ``str(svg)`` is the body."""

    def __init__(self):
        self.parts: list[str] = []

    _attrs = staticmethod(attrs)

    def add(self, tag: str, attrs: dict, body: str | None = None) -> None:
        a = self._attrs(attrs)
        self.parts.append(f"<{tag} {a}/>" if body is None else f"<{tag} {a}>{body}</{tag}>")

    def raw(self, s: str) -> None:
        self.parts.append(s)

    def open(self, tag: str = "g", **attrs) -> None:
        self.parts.append(f"<{tag} {self._attrs(attrs)}>")

    def close(self, tag: str = "g") -> None:
        self.parts.append(f"</{tag}>")

    def component(self, id: str, kind: str, title: str, desc: str, action=None, actions=None, **attrs) -> None:
        """Open a component: a <g> with id, data-kind, its name and its rule (the tooltip)."""
        self.open("g", id=id, data_kind=kind, data_action=action,
                  data_actions="|".join(actions) if actions else None, **attrs)
        self.parts.append(f"<title>{_escape(title)}</title><desc>{_escape(desc)}</desc>")

    def text(self, x, y, s, size=13, weight=None, anchor=None, fill="#222", box=None, **extra) -> None:
        """A text; with ``box`` (the width it may take) the type shrinks to fit, down to
        12 units, then drops bold.  A text that still does not fit is noted in ``OVERFLOWS``."""
        s = str(s)
        if box is not None:
            while size > MIN_SIZE and width(s, size, weight == "bold") > box:
                size -= 1
            if weight == "bold" and width(s, size, True) > box:
                weight = None
            if width(s, size) > box:
                OVERFLOWS.add((s, box))
        self.add("text", {"x": x, "y": y, "font_size": size, "font_weight": weight, "text_anchor": anchor,
                          "fill": fill, **extra}, _escape(s))

    def body(self) -> str:
        return "".join(self.parts)
