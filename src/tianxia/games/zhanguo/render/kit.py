"""Small tools the drawings share: an SVG writer whose components carry id, kind, title and
description (docs/table.md), and the legal actions sorted into what a click selects (a
source: ``data-action``) and what completes a selection (a target: ``data-actions``)."""

from __future__ import annotations

from tianxia.core.svg import attrs as _attrs, text as escape

ASPECT_FILL = {"beige": "#f3e2bd", "orange": "#f0a35a", "brown": "#9a6a3c"}
ASPECT_INK = {"beige": "#3b2f1a", "orange": "#3b2208", "brown": "#ffffff"}
OFFICIAL_FILL = {"red": "#d53c3c", "grey": "#8c97a6", "white": "#ffffff"}
OFFICIAL_INK = {"red": "#ffffff", "grey": "#ffffff", "white": "#222222"}
INK = "#2d2418"
PAPER = "#fbf6ea"


class Svg:
    """Collects SVG markup; ``comp`` opens a component with its tooltip texts.

    Words drawn inside a clickable component are written just after it instead (on top, and
    letting clicks through): a button's accessible name is then its title, whatever part of it
    a panned board shows (WCAG 2.5.3, axe's label-content-name-mismatch)."""

    def __init__(self):
        self.parts = []
        self.stack = []        # per open group: does it stand for actions?
        self.later = []        # texts waiting for the clickable group around them to close

    def el(self, tag, text=None, **attrs):
        a = _attrs(attrs)
        if text is None:
            self.parts.append(f"<{tag} {a}/>")
        else:
            self.parts.append(f"<{tag} {a}>{escape(str(text))}</{tag}>")

    def open(self, tag, **attrs):
        self.parts.append(f"<{tag} {_attrs(attrs)}>")
        self.stack.append(bool(attrs.get("data_action") or attrs.get("data_actions")))

    def close(self, tag="g"):
        self.parts.append(f"</{tag}>")
        if self.stack.pop() and not any(self.stack):
            self.parts.extend(self.later)
            self.later = []

    def text(self, x, y, text, size=12, **attrs):
        attrs.setdefault("fill", INK)
        if any(self.stack):
            keep, self.parts = self.parts, []
            self.el("text", text, x=x, y=y, font_size=size, **attrs)
            self.later.extend(self.parts)
            self.parts = keep
        else:
            self.el("text", text, x=x, y=y, font_size=size, **attrs)

    def comp(self, id, kind, title, desc, action=None, actions=None, **attrs):
        """Open a ``<g>`` component (close it with ``close()``)."""
        self.open("g", id=id, data_kind=kind, data_action=action,
                  data_actions="|".join(actions) if actions else None, **attrs)
        self.el("title", title)
        self.el("desc", desc)

    def __str__(self):
        return "".join(self.parts)


def common(actions) -> str:
    """The longest whole-token beginning shared by all ``actions``."""
    actions = list(actions)
    if not actions:
        return ""
    toks = [a.split() for a in actions]
    out = []
    for i, t in enumerate(toks[0]):
        if all(len(x) > i and x[i] == t for x in toks):
            out.append(t)
        else:
            break
    return " ".join(out)


class Clicks:
    """The legal actions of the position, and what each drawn element stands for."""

    def __init__(self, legal):
        self.legal = [str(a) for a in legal]
        self.set = set(self.legal)

    def starting(self, begin: str) -> list:
        b = begin.split()
        return [a for a in self.legal if a.split()[:len(b)] == b]

    def source(self, begin: str):
        """``data-action`` of an element that selects ``begin``: the common beginning of the legal
        actions starting with it (the full action when only one does); None when none does."""
        got = self.starting(begin)
        return common(got) if got else None

    def targets(self, pred):
        """(data-actions list, initial data-action) of a target: the legal actions ``pred`` accepts."""
        got = [a for a in self.legal if pred(a.split())]
        if not got:
            return None, None
        first = common(got)
        return got, (first or None)
