"""The browser table's click rules (docs/table.md, static/table.js) replayed in Python, so the
Huang drawing can be checked at every position of whole games without a browser.

``Drawing`` reads the board and hand SVGs; ``reach(action)`` follows the client: click the
enabled element whose data-action is the longest whole-token beginning of the action, repeat;
a click on a legal action with no longer one submits it, anything else selects; what no enabled
element leads to becomes a status-bar button.  ``clickable`` mirrors the hand strip's style,
which shows each exchange target only after the tile it follows (render/strip.py).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def begins(prefix: str, action: str) -> bool:
    return action == prefix or action.startswith(prefix + " ")


def common(actions: list[str]) -> str:
    out = []
    for words in zip(*(a.split() for a in actions)):
        if any(w != words[0] for w in words):
            break
        out.append(words[0])
    return " ".join(out)


def clickable(el, sel: str) -> bool:
    """Whether the strip's style lets a person click ``el`` under the selection ``sel``."""
    kind = el.get("data-kind")
    if kind == "swap":
        after = el.get("data-after")
        return sel == "exchange" and after == "" or (sel.startswith("exchange ") and after != ""
                                                      and sel.split()[-1] == after)
    if kind == "hand-tile":
        return not sel.startswith("exchange")
    return True


def _led(action: str, beginnings: set) -> bool:
    """Whether one of ``beginnings`` is a whole-token beginning of ``action``."""
    words = action.split()
    return any(" ".join(words[:i]) in beginnings for i in range(1, len(words) + 1))


class Drawing:
    """The clickable elements of a board and a hand strip, as the client sees them."""

    def __init__(self, svgs: list[str | None], legal: list[str]):
        self.legal = list(legal)
        self.legal_set = set(legal)
        #: each whole-token beginning of a legal action -> the legal actions it begins (itself included)
        self.under: dict[str, list[str]] = {}
        for a in self.legal:
            words = a.split()
            for i in range(1, len(words) + 1):
                self.under.setdefault(" ".join(words[:i]), []).append(a)
        self.elements = []  # (static data-action or None, data-actions list or None, element)
        self.roots = [ET.fromstring(s) for s in svgs if s]
        for root in self.roots:
            for el in root.iter():
                acts = el.get("data-actions")
                if acts is not None or el.get("data-action") is not None:
                    self.elements.append((el.get("data-action"), acts.split("|") if acts is not None else None, el))
        self._memo: dict[tuple, list] = {}
        self._bar: dict[str, set] = {}

    def enabled(self, sel: str, visible_only: bool = False) -> list[str]:
        """What each enabled element does under the selection ``sel`` (applySelection); with
        ``visible_only`` only those a person can click under that selection."""
        key = (sel, visible_only)
        got = self._memo.get(key)
        if got is not None:
            return got
        out = []
        for static, acts, el in self.elements:
            if visible_only and not clickable(el, sel):
                continue
            if acts is not None:
                mine = [a for a in acts if a in self.legal_set]
                open_ = [a for a in mine if a.startswith(sel + " ")] if sel else mine
                da = open_[0] if len(open_) == 1 else common(open_)
                if len(open_) > 1 and (not da or da == sel):
                    da = ""
                if da:
                    out.append(da)
            elif self.legal and static:
                out.append(static)
        self._memo[key] = out
        return out

    def buttons(self, sel: str) -> set[str]:
        """The legal actions the status bar offers under ``sel``."""
        got = self._bar.get(sel)
        if got is None:
            open_ = self.under.get(sel, []) if sel else self.legal
            longer = {d for d in self.enabled(sel) if len(d) > len(sel) and (not sel or begins(sel, d))}
            got = self._bar[sel] = {a for a in open_ if not _led(a, longer)}
        return got

    def reach(self, action: str) -> tuple[str, list[str]] | None:
        """("board", clicks) when clicks on the drawing alone submit ``action``, ("bar", clicks)
        when a status-bar button ends it, None when the client cannot reach it."""
        sel, clicks = "", []
        for _ in range(12):
            if action in self.buttons(sel):
                return "bar", clicks
            cands = [d for d in self.enabled(sel, True) if len(d) > len(sel) and (not sel or begins(sel, d))
                     and begins(d, action)]
            if not cands:
                return None
            da = max(cands, key=len)
            clicks.append(da)
            more = any(a != da for a in self.under.get(da, ()))
            if da in self.legal_set and not more:
                return ("board", clicks) if da == action else None
            sel = da
        return None

    def offered(self) -> set[str]:
        """Every notation or beginning written into the drawings."""
        out = set()
        for static, acts, _el in self.elements:
            if static:
                out.add(static)
            out.update(acts or ())
        return out
