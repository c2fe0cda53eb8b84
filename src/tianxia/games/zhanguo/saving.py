"""ZhanGuo: the fields of a position and how each is saved and loaded (tianxia.core.fields)."""

from __future__ import annotations

from tianxia.core.fields import Field

from .common import (
    _lst,
    _tup,
)

F = Field
#: every field of a position, in the order of the saved JSON (tianxia.core.fields); hand lists are
#: replaced, never mutated, so a clone copies the list of hands only
FIELDS = (
    F("D", saved=False),      # the data set (set when loading)
    F("phase"), F("rnd"), F("first"), F("order", dump="list", load="deep"), F("turn"),
    F("track", dump="list", load="deep"), F("col", dump="list", load="deep"),
    F("decks", "copies", dump="lists", load="deep"), F("hands", "copy", dump="lists", load="deep"),
    F("drafts", "copies", dump="lists3", load="deep"), F("pend", "copy", dump="lists3", load="deep"),
    F("mydisc", "copy", dump="lists", load="deep"), F("court", dump="list", load="deep"),
    F("sup1", "copy", dump="list", load="deep"), F("v3", dump="list", load="deep"),
    F("side", "copy", dump="list", load="deep"), F("cards", "copies", dump="lists3", load="deep"),
    F("G", "copies", dump="lists", load="deep"), F("W", "copies", dump="lists", load="deep"),
    F("work", "copies", dump="lists", load="deep"), F("unrest", "copies", dump="lists", load="deep"),
    F("offs", "copies", dump="lists", load="deep"), F("govs", "copy", dump="list", load="deep"),
    F("pals", "copy", dump="list", load="deep"), F("wallsup", "copy", dump="list", load="deep"),
    F("m1", "copies", dump="lists", load="deep"), F("m3", "copies", dump="lists", load="deep"),
    F("vp", "copy", dump="list", load="deep"), F("squares", "copy", dump="lists", load="deep"),
    F("over", "copy", dump="lists", load="deep"), F("palaces", "copy", dump="lists", load="deep"),
    F("walls", "copy", dump="lists", load="deep"), F("wtiles", dump="lists", load="deep"),
    F("goals", dump="lists", load="deep"), F("claims", "copies", dump="lists3", load="deep"),
    F("removed", dump="list", load="deep"),
    F("final", dump=lambda state, final: [dict(x) for x in final] if final else None,
      load=lambda state, final: [dict(x) for x in final] if final else None),
    F("vpsrc", "copy", dump="lists", load="deep"),
    F("tasks", "copy", key="stack", dump=lambda state, tasks: [_lst(f) for f in tasks],
      load=lambda state, tasks: [_tup(f) for f in tasks]),
    F("_ev", "none", saved=False),      # the events of the action being applied
)
