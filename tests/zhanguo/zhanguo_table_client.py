"""The browser table's click algorithm (docs/table.md), replayed on ZhanGuo's drawings without
a browser: which legal actions a player reaches by clicks, and what each click stands for."""

from __future__ import annotations

import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def tokens(a: str) -> list:
    return a.split()


def common(actions) -> list:
    toks = [tokens(a) for a in actions]
    out = []
    for i, t in enumerate(toks[0]):
        if all(len(x) > i and x[i] == t for x in toks):
            out.append(t)
        else:
            break
    return out


class Drawing:
    """The clickable elements of a board and a hand drawing."""

    def __init__(self, *svgs):
        self.roots = [s if isinstance(s, ET.Element) else ET.fromstring(s) for s in svgs if s is not None]
        self.static, self.dynamic = [], []
        for root in self.roots:
            for e in root.iter():
                if e.get("data-actions"):
                    self.dynamic.append((e, e.get("data-actions").split("|")))
                elif e.get("data-action"):
                    self.static.append((e, e.get("data-action")))

    def options(self, selection: list) -> list:
        """What each clickable element does under ``selection`` (token list): click -> new selection."""
        key = tuple(selection)
        cache = self.__dict__.setdefault("_cache", {})
        if key not in cache:
            cache[key] = self._options(selection)
        return cache[key]

    def _options(self, selection: list) -> list:
        out = [(e, tokens(a)) for e, a in self.static]
        n = len(selection)
        for e, acts in self.dynamic:
            done = [a for a in acts if tokens(a)[:n] == selection]
            if done:
                c = common(done)
                if len(c) > n:
                    out.append((e, c))
        return out

    def reach(self, action: str, legal: set, steps: int = 6):
        """The elements clicked to reach ``action`` by always clicking the longest beginning of it
        (as tests/server/table_helpers.click_to does); None when the board does not offer it."""
        want = tokens(action)
        sel: list = []
        path = []
        for _ in range(steps):
            best = None
            for e, eff in self.options(sel):
                if want[:len(eff)] == eff and len(eff) > len(sel) and (best is None or len(eff) > len(best[1])):
                    best = (e, eff)
            if best is None:
                return None
            path.append(best[0])
            sel = best[1]
            if sel == want:
                return path
            if " ".join(sel) in legal:   # a click on a full action submits it
                return None
        return None
