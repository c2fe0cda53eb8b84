"""Why a court action is not open now (docs/table.md, "Why not"): the choices of the decision of
the moment that have no legal move, for the table to explain.

Hire workers, Build a palace and Build a wall are never offered until the seat has officials in
a worker area (a free move down from the governor area, Z-12.7) and then workers (Z-14): nothing
on the board says so unless the table does.  This module only names the candidates (the court
action's component, the rule's precondition in words, the notations to ask about); whether each
is legal, and the engine's reason when not, the server asks the engine (server/reasons.py), on
the seat's own determinised position.
"""

from __future__ import annotations

from .words import ENGLISH, court_name, speak

#: the court actions a seat may find closed, by their word; the regions or sections they name
_KINDS = ("governor", "hire", "palace", "wall")
_REGIONS = range(1, 6)
_SECTIONS = ("tq1", "tq2", "gd1", "gd2", "cr1", "cr2")
_COSTS = (1, 2, 3)


def _notations(k: str) -> list[str]:
    if k == "wall":
        return [f"wall {s} {c}" for s in _SECTIONS for c in _COSTS]
    return [f"{k} {r}" for r in _REGIONS]


def unavailable(view: dict, legal=(), t=ENGLISH) -> list[dict]:
    """``[{"id", "name", "needs", "notations", "after"}]`` for the court actions when the seat
    plays a card (``after``: the court card, so the question is "after playing it") or declares
    one; empty in other decisions."""
    t = speak(t)
    legal = [str(a) for a in legal]
    kind = (view.get("pending") or {}).get("kind")
    if kind == "declare":
        after = None
    elif kind == "play":
        after = next((a for a in legal if a.startswith("court ")), None)
        if after is None:
            return []
    else:
        return []
    return [{"id": f"action-{k}", "name": court_name(t, k), "needs": t(f"why-needs-{k}"),
             "notations": _notations(k), "after": after} for k in _KINDS]
