"""In the Year of the Dragon: the fields of a position and how each is saved and loaded (tianxia.core.fields)."""

from __future__ import annotations

from tianxia.core.fields import Field

from .common import (
    _SRC,
    _WHY,
    CARD_BY_NAME,
    CARDS,
    KIND_INDEX,
    KINDS,
    MAX_FLOORS,
    NCARDS,
    NSRC,
    POINT_SOURCES,
    share,
)

share(globals())   # install() rebinds the table names imported above


def _dump_palaces(state, p) -> list:
    return [[f, [KINDS[k] for k in ps]] for f, ps in state.palaces[p]]


def _load_palaces(state, rows) -> list:
    try:
        palaces = [tuple((f, tuple(sorted(KIND_INDEX[k] for k in ps))) for f, ps in q["palaces"]) for q in rows]
    except KeyError as err:
        raise ValueError(f"field state/players/palaces: unknown person tile {err.args[0]!r}") from None
    for q in palaces:
        for f, ps in q:
            if not 1 <= f <= MAX_FLOORS or len(ps) > f:
                raise ValueError(f"field state/players/palaces: a palace of {f} floors holding {len(ps)} persons")
    return palaces


def _dump_points(state, p) -> dict:
    return {c: v for c, v in zip(POINT_SOURCES, state.points[p * NSRC:(p + 1) * NSRC]) if v}


def _load_points(state, rows) -> list:
    points = []
    for q in rows:
        got = [0] * NSRC
        for c, v in q.get("points", {"earlier": q["score"]}).items():
            got[_SRC[c]] = v
        if sum(got) != q["score"]:
            raise ValueError(f"field state/players/points: the points add up to {sum(got)}, "
                             f"not to the score {q['score']}")
        points += got
    return points


def _load_tasks(state, tasks) -> list:
    return [_load_task(t, state.num_players) for t in tasks]



#: task kind -> the types of its arguments after the kind: "seat", "int", "kind" (a person tile, written
#: by its id), "card" (a person card, written by its id), "reason" (why persons are released)
_TASK_ARGS = {
    "round": ("int",), "actions": (), "end_actions": (), "persons": (), "event": ("int",), "wallcheck": ("int",),
    "great": (), "decay": (), "scoring": (), "final": (), "init_move": ("seat", "int"),
    "pair": ("seat",), "initial": ("seat", "kind"), "act": ("seat",), "floor": ("seat", "int"),
    "privilege": ("seat",), "wallbuild": ("seat",), "card": ("seat",), "tile": ("seat", "card"),
    "place": ("seat", "kind"), "release": ("seat", "int", "int", "reason"), "unsupplied": ("seat", "int", "int"),
    "quake": ("seat", "int"), "flood": ("seat",), "tornado": ("seat",), "sunrise": ("seat",), "charter": ("seat",),
}


#: task kind -> the type of any further arguments (a face-down tornado's hand in its hidden order, R-26)
_TASK_MORE = {"tornado": "card"}


def _arg_kinds(kind: str, count: int) -> tuple:
    kinds = _TASK_ARGS[kind]
    return kinds + (_TASK_MORE[kind],) * (count - len(kinds)) if kind in _TASK_MORE else kinds


def _dump_task(t: tuple) -> list:
    out = [t[0]]
    for arg, how in zip(t[1:], _arg_kinds(t[0], len(t) - 1)):
        out.append(KINDS[arg] if how == "kind" else CARDS[arg] if how == "card" else arg)
    return out


def _load_task(t: list, players: int) -> tuple:
    """One task from JSON, checked argument by argument (ValueError naming what is wrong)."""
    if not t or t[0] not in _TASK_ARGS:
        raise ValueError(f"field state/tasks: unknown task {t!r}")
    kinds = _TASK_ARGS[t[0]]
    if t[0] in _TASK_MORE and len(t) > len(kinds) + 1:
        kinds = _arg_kinds(t[0], len(t) - 1)
    if len(t) != len(kinds) + 1:
        raise ValueError(f"field state/tasks: task {t[0]!r} takes {len(kinds)} arguments, not {len(t) - 1}")
    out = [t[0]]
    for arg, how in zip(t[1:], kinds):
        if how == "kind":
            if arg not in KIND_INDEX:
                raise ValueError(f"field state/tasks: unknown person tile {arg!r} in task {t[0]!r}")
            arg = KIND_INDEX[arg]
        elif how == "card":
            if arg not in CARD_BY_NAME:
                raise ValueError(f"field state/tasks: unknown person card {arg!r} in task {t[0]!r}")
            arg = CARD_BY_NAME[arg]
        elif how == "reason":
            if arg not in _WHY:
                raise ValueError(f"field state/tasks: unknown release reason {arg!r}")
        elif not isinstance(arg, int) or isinstance(arg, bool) or (how == "seat" and not 0 <= arg < players):
            raise ValueError(f"field state/tasks: bad {how} {arg!r} in task {t[0]!r}")
        out.append(arg)
    return tuple(out)



def _load_down(state, rows) -> list:
    if (not isinstance(rows, list) or len(rows) != state.num_players
            or any(not isinstance(r, list) or len(r) != NCARDS for r in rows)):
        raise ValueError(f"field state/face_down: needs one row of {NCARDS} card counts per seat")
    return [tuple(r) for r in rows]


F = Field
#: every field of a position, in the order of the saved JSON (tianxia.core.fields)
FIELDS = (
    F("round"), F("phase"), F("start", key="start_player"),
    F("track", key="event_track", dump="list", load="tuple"),
    F("great", key="great_event"), F("great_hidden", key="great_event_hidden"),
    F("supply", "copy", dump="list"), F("gone", "copy", key="removed", dump="list"),
    # each seat's entry of "players"
    F("yuan", "copy", seat="players"), F("rice", "copy", seat="players"),
    F("fw", "copy", key="fireworks", seat="players"), F("score", "copy", seat="players"),
    F("pos", "copy", key="position", seat="players"), F("arr", "copy", key="arrival", seat="players"),
    F("small", "copy", seat="players"), F("large", "copy", seat="players"),
    F("palaces", "copy", seat="players", dump=_dump_palaces, load=_load_palaces),
    F("hands", "copy", key="hand", seat="players", dump="list", load="tuple"),
    F("wall_unused", "copy", seat="players", dump="list", load="tuple"),
    F("points", "copy", seat="players", dump=_dump_points, load=_load_points),   # seat p, source c: p * NSRC + c
    F("counter", key="arrival_counter"),
    F("wall", dump="lists", load="tuples"), F("groups", dump="lists", load="tuples"),
    F("dragons", dump="lists", load="tuples"), F("pairs_taken", dump="lists", load="tuples"),
    F("sunrise_taken", dump="list", load="tuple"),
    F("tasks", "copy", dump=lambda state, tasks: [_dump_task(t) for t in tasks], load=_load_tasks),
    # R-26 house rule: each seat's cards discarded face down to the Tornado (counts by card); None (and
    # not saved) until a face-down Tornado
    F("down", key="face_down", dump=lambda state, down: [list(r) for r in down], load=_load_down, omit_none=True),
    F("_ev", "none", saved=False),      # the events of the action being applied
)

