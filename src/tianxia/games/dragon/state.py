"""In the Year of the Dragon: the position and every rule that changes it.

The game is a stack of *tasks* (``self.tasks``, next task last).  A task is a
small tuple ``(kind, seat, ...)``.  Automatic tasks (a round, a phase, an event,
decay, scoring) run as soon as they reach the top; a *decision* task (D-22's
A-1..A-16) waits there for an action of its seat.  ``_advance`` runs automatic
tasks until a decision with at least two legal options is on top, resolving a
decision with a single option itself (D-22 allows it), so the history holds real
choices only.  Tasks, palaces and hands are tuples, so ``clone`` copies a handful
of short lists and shares everything else.
"""

from __future__ import annotations

from tianxia.core import Action, IllegalAction, State
from tianxia.core.fields import Field, slots
from tianxia.core.messages import event
from tianxia.core.flow import Decision, Flow, TaskFlow

from . import actions as A
from .data import TABLES, Tables

# ------------------------------------------------------------------------------------------------
# Tables as module globals (hot paths read them without attribute look-ups); ``install`` rebinds
# them from another ``Tables`` (tests use it to show that the data drives the rules).
# ------------------------------------------------------------------------------------------------


def install(tables: Tables) -> None:
    g = globals()
    r = tables.rules
    g.update(
        T=tables, TYPES=tables.types, TYPE_INDEX=tables.type_index, KINDS=tables.kinds, KIND_INDEX=tables.kind_index,
        KIND_TYPE=tables.kind_type, KIND_VALUE=tables.kind_value, KIND_SYMBOLS=tables.kind_symbols,
        KINDS_OF_TYPE=tables.kinds_of_type, YOUNG_OF_TYPE=tables.young_kinds_of_type, CARDS=tables.cards,
        WILD=tables.wild, NKINDS=len(tables.kinds), NTYPES=len(tables.types), NCARDS=len(tables.cards),
        ROUNDS=tables.rounds, GE_ROUND=tables.great_event_round, GREAT_EVENTS=tables.great_events,
        WALL_BONUSES=tables.wall_bonuses, MAX_FLOORS=r["max_floors"], FEE=r["group_fee"],
        TOP_UP=r["money_top_up"], SMALL_COST=r["small_privilege"]["cost"],
        SMALL_DRAGONS=r["small_privilege"]["dragons"], LARGE_DRAGONS=r["large_privilege"]["dragons"],
        TRIBUTE=r["tribute"], FESTIVAL_VP=r["festival_vp"], PLAGUE=r["plague_releases"], PALACE_VP=r["palace_vp"],
        PERSON_VP=r["person_vp"], TOKEN_YUAN=r["token_yuan"], YUAN_PER_VP=r["yuan_per_vp"],
        WALL_VP=r["wall_vp_per_tile"], QUAKE_FLOORS=r["earthquake_floors"], TORNADO=r["tornado_discards"],
        CL=tables.type_index.get("cl"), MO=tables.type_index.get("mo"), HE=tables.type_index.get("he"),
        WA=tables.type_index.get("wa"),
        TILE_ACT=[A.tile(k) for k in tables.kinds], CARD_ACT=[A.card(c) for c in tables.cards],
        SUNRISE_ACT=[A.sunrise(t) for t in tables.types], CHARTER_ACT=[A.charter(t) for t in tables.types],
        WALL_ACT={b: A.wall(b) for b in tables.wall_bonuses},
        PAIR_ACT={(i, j): A.pair(tables.types[i], tables.types[j])
                  for i in range(len(tables.types)) for j in range(i + 1, len(tables.types))},
    )
    g["OCCUPY"] = {(gi, c): A.occupy(gi, c) for gi in range(8) for c in tables.action_cards}
    g["SYMBOLS_OF_TYPE"] = [[tables.kind_symbols[k] if tables.kind_type[k] == ti else 0
                             for k in range(len(tables.kinds))] for ti in range(len(tables.types))]
    g["ACTION_ORDER"] = {c: i for i, c in enumerate(tables.action_cards)}
    g["CARD_BY_NAME"] = {c: i for i, c in enumerate(tables.cards)}


install(TABLES)

_RELEASE: dict = {}
_REPLACE: dict = {}


def _release_act(i: int, k: int) -> Action:
    a = _RELEASE.get((i, k))
    if a is None:
        a = _RELEASE[(i, k)] = A.release(i, KINDS[k])
    return a


def _replace_act(i: int, k: int) -> Action:
    a = _REPLACE.get((i, k))
    if a is None:
        a = _REPLACE[(i, k)] = A.replace(i, KINDS[k])
    return a


#: where victory points come from (the score breakdown of the table and the result page); the
#: scores are the sums.  "earlier": points of a hand-written position that carries no breakdown.
POINT_SOURCES = ("research", "festival", "mongol", "wall", "palaces", "ladies", "privileges", "great",
                 "persons", "monks", "money", "earlier")
_SRC = {c: i for i, c in enumerate(POINT_SOURCES)}
NSRC = len(POINT_SOURCES)
RESEARCH, FESTIVAL, MONGOL, WALL, PALACES, LADIES, PRIVILEGES, GREAT, PERSONS, MONKS, MONEY, EARLIER = range(NSRC)


_event = event   # an event as data: its message id (data/messages/*.ftl) and arguments in the game's ids


def lay_event_track(draw_order: list[str], fixed: list[str] | None = None, slots: int | None = None) -> list[str]:
    """D-4.2: the event track from the fixed slots and the draw order of the other tiles."""
    fixed = list(T.fixed_slots if fixed is None else fixed)
    slots = ROUNDS if slots is None else slots
    track: list = fixed + [None] * (slots - len(fixed))
    first = len(fixed)
    for t in draw_order:
        s = track.index(None, first)
        if track[s - 1] == t:
            later = [i for i in range(s + 1, slots) if track[i] is None]
            if later:
                track[later[0]] = t
            else:  # only possible for the last tile, in the last slot
                track[slots - 3], track[slots - 2] = track[slots - 2], track[slots - 3]
                track[s] = t
        else:
            track[s] = t
    return track


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
    F("_ev", "none", saved=False),      # the events of the action being applied
)


class DragonState(TaskFlow):
    FIELDS = FIELDS
    __slots__ = slots(FIELDS)

    # -- setup (D-4) -----------------------------------------------------------------------------------

    def _setup(self) -> None:
        n = self.num_players
        opts = self.options
        rng = self.rng
        # D-18.4 order of randomness: start player, event draw order, great event, action shuffles.
        start = opts["start_player"]
        if start == "random":
            start = rng.below(n)
        self.start = start
        draw = [e for e in T.event_ids for _ in range(T.event_count[e])]
        for e in T.fixed_slots:
            draw.remove(e)
        rng.shuffle(draw)
        self.track = tuple(lay_event_track(draw))
        ge = opts["great_events"]
        if ge == "random":
            ge = rng.choice(GREAT_EVENTS)
        self.great = None if ge == "off" else ge
        self.great_hidden = self.great is not None and bool(opts["great_event_hidden"])
        self.supply = T.supply_for(n)
        self.gone = [0] * NKINDS
        r = T.rules
        self.yuan = [r["start_yuan"]] * n
        self.rice = [0] * n
        self.fw = [0] * n
        self.score = [0] * n
        self.points = [0] * (n * NSRC)   # seat p's points from source c at p * NSRC + c
        self.pos = [0] * n
        self.arr = [0] * n
        self.counter = 0
        self.small = [0] * n
        self.large = [0] * n
        start_palaces = tuple((f, ()) for f in r["start_palaces"])
        self.palaces = [start_palaces] * n
        self.hands = [T.hand] * n
        self.wall_unused = [tuple(WALL_BONUSES) if opts["great_wall"] else ()] * n
        self.wall = ()
        self.groups = ()
        self.dragons = ()
        self.pairs_taken = ()
        self.sunrise_taken = ()
        self.round = 0
        self.phase = "setup"
        self.tasks = [("round", 1)] + [("pair", (start + i) % n) for i in reversed(range(n))]
        log = [_event("setup", "start-player", seat=start),
               _event("setup", "event-track", events=list(self.track))]
        if self.great is not None:
            if self.great_hidden:
                log.append(_event("setup", "great-hidden"))
            else:
                log.append(_event("setup", "great-on-slot", great=self.great))
        self._events.extend(log)
        self._ev = []
        self._advance()
        self._events.extend(self._ev)
        self._ev = None

    # -- the contract ----------------------------------------------------------------------------------

    def scores(self) -> list:
        return list(self.score)

    def winners(self) -> list[int]:
        if self.tasks:
            return []
        order = self.track_order()
        best = max(self.score)
        return [next(p for p in order if self.score[p] == best)]

    def track_order(self) -> list[int]:
        """D-5.4: further along first; on one space the marker higher in the stack first."""
        arr = self.arr
        keys = [(q << 32) + arr[p] for p, q in enumerate(self.pos)]   # arrival counters stay far below 2**32
        return sorted(range(len(keys)), key=keys.__getitem__, reverse=True)

    def _do(self, action) -> list:
        self._ev = ev = []
        task = self.tasks.pop()
        self.FLOW.apply[task[0]](self, task, action)
        self._advance()
        self._ev = None
        return ev

    def _finished(self) -> None:
        self.phase = "over"

    # -- small helpers ----------------------------------------------------------------------------------

    def _log(self, kind: str, msg: str, player=None, **args) -> None:
        """Log an event as data: message id ``msg`` of data/messages/*.ftl with ``args``.  The dict of
        ``core.messages.event``, built here without the second call: the hot path of every playout
        logs several a step (calling ``event`` cost a tenth of Dragon's playout speed)."""
        if player is None:
            self._ev.append({"type": kind, "msg": msg, "args": args})
        else:
            self._ev.append({"type": kind, "msg": msg, "args": args, "player": player})

    def _move(self, p: int, k: int) -> None:
        """D-5.3: forward k spaces, on top of any stack there."""
        if k > 0:
            self.pos[p] += k
            self.counter += 1
            self.arr[p] = self.counter

    def symbols(self, p: int, ti: int) -> int:
        """D-5.2: the symbols on p's persons of type ``ti``."""
        sym = SYMBOLS_OF_TYPE[ti]
        n = 0
        for _, persons in self.palaces[p]:
            for k in persons:
                n += sym[k]
        return n

    def persons_of(self, p: int) -> int:
        return sum(len(ps) for _, ps in self.palaces[p])

    def monk_vp(self, p: int) -> int:
        """D-14.1.2 / D-16.5: Buddhas x floors of the monk's palace."""
        return sum(KIND_SYMBOLS[k] * f for f, ps in self.palaces[p] for k in ps if KIND_TYPE[k] == MO)

    def _vp(self, p: int, source: int, n: int) -> None:
        """Score n VP, remembering where they came from (POINT_SOURCES)."""
        self.score[p] += n
        self.points[p * NSRC + source] += n

    def _gain(self, p: int, what: str, n: int, source: int = GREAT) -> None:
        if what == "yuan":
            self.yuan[p] += n
        elif what == "rice":
            self.rice[p] += n
        elif what == "fireworks":
            self.fw[p] += n
        elif what == "vp":
            self._vp(p, source, n)
        elif what == "track":
            self._move(p, n)
        elif what == "floors":
            if n > 0:
                self.tasks.append(("floor", p, n))
        elif what == "monk_vp":
            self._vp(p, source, self.monk_vp(p))
        elif what != "nothing":
            raise ValueError(f"unknown gain {what!r} in the data tables")

    def _put(self, p: int, i: int, k: int) -> None:
        pal = list(self.palaces[p])
        f, ps = pal[i]
        pal[i] = (f, tuple(sorted(ps + (k,))))
        self.palaces[p] = tuple(pal)

    def _take_out(self, p: int, i: int, k: int) -> None:
        """D-5.6: release person kind ``k`` from palace ``i``; it leaves the game."""
        pal = list(self.palaces[p])
        f, ps = pal[i]
        j = ps.index(k)
        pal[i] = (f, ps[:j] + ps[j + 1:])
        self.palaces[p] = tuple(pal)
        self.gone[k] += 1

    def _push_in_order(self, tasks: list) -> None:
        self.tasks.extend(reversed(tasks))

    # -- view, copy, JSON ---------------------------------------------------------------------------------

    def _view(self, player) -> dict:
        n = self.num_players
        order = self.track_order()
        task = self.tasks[-1] if self.tasks else None
        hidden = self.great_hidden
        return {
            "round": self.round,
            "phase": self.phase,
            "decision": None if task is None else {
                "player": task[1], "kind": task[0], "prompt": A.DECISIONS[task[0]],
                "detail": _detail(task)},
            "start_player": self.start,
            "event_track": list(self.track),
            "great_event": None if self.great is None else ("hidden" if hidden else self.great),
            "wall": [{"player": p, "bonus": b} for p, b in self.wall],
            "groups": [{"cards": list(g), "dragons": list(d)} for g, d in zip(self.groups, self.dragons)],
            "supply": {KINDS[k]: self.supply[k] for k in range(NKINDS)},
            "removed": {KINDS[k]: self.gone[k] for k in range(NKINDS)},
            "pairs_taken": [list(x) for x in self.pairs_taken],
            "sunrise_taken": list(self.sunrise_taken),
            "track_order": order,
            "players": [{
                "seat": p,
                "yuan": self.yuan[p], "rice": self.rice[p], "fireworks": self.fw[p],
                "privileges": {"small": self.small[p], "large": self.large[p]},
                "palaces": [{"floors": f, "persons": [KINDS[k] for k in ps]} for f, ps in self.palaces[p]],
                "hand": {CARDS[c]: self.hands[p][c] for c in range(NCARDS) if self.hands[p][c]},
                "wall_unused": list(self.wall_unused[p]),
                "wall_built": [b for q, b in self.wall if q == p],
                "position": self.pos[p], "stack": self.arr[p], "track_rank": order.index(p) + 1,
                "score": self.score[p],
                "points": dict(zip(POINT_SOURCES, self.points[p * NSRC:(p + 1) * NSRC])),
            } for p in range(n)],
        }

    def _loaded(self) -> None:
        # A hand-written position may stop on an automatic step (say ["round", 3]) or on a decision with
        # one option: run on to the next real decision.  A state written by to_json is always at a
        # real decision, so for it this changes nothing.
        self._ev = []
        self._advance()
        self._events.extend(self._ev)
        self._ev = None

    def _resample(self, player, rng) -> None:
        """D-18.6: a still-hidden great event is unknown to everybody: draw it again."""
        if self.great_hidden:
            self.great = rng.choice(GREAT_EVENTS)

    def parse_action(self, text):
        """As the base class, but the two types of ``pair`` and the two cards of ``discard-cards``
        may be written in either order."""
        try:
            return State.parse_action(self, text)
        except IllegalAction:
            words = text.split() if isinstance(text, str) else []
            if len(words) == 3 and words[0].casefold() in ("pair", "discard-cards"):
                try:
                    return State.parse_action(self, " ".join((words[0], words[2], words[1])))
                except IllegalAction:
                    pass
            raise

# ------------------------------------------------------------------------------------------------
# Task (de)serialisation: persons inside tasks are kept as kind indices, written as kind ids.
# ------------------------------------------------------------------------------------------------

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


def _dump_task(t: tuple) -> list:
    out = [t[0]]
    for arg, how in zip(t[1:], _TASK_ARGS[t[0]]):
        out.append(KINDS[arg] if how == "kind" else CARDS[arg] if how == "card" else arg)
    return out


def _load_task(t: list, players: int) -> tuple:
    """One task from JSON, checked argument by argument (ValueError naming what is wrong)."""
    if not t or t[0] not in _TASK_ARGS:
        raise ValueError(f"field state/tasks: unknown task {t!r}")
    kinds = _TASK_ARGS[t[0]]
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


def _detail(task: tuple) -> dict:
    kind = task[0]
    if kind in ("initial", "place"):
        return {"tile": KINDS[task[2]]}
    if kind == "floor":
        return {"floors_left": task[2]}
    if kind == "release":
        return {"count": task[2], "palace": None if task[3] < 0 else task[3] + 1, "reason": task[4]}
    if kind == "unsupplied":
        return {"count": task[2], "after_palace": task[3]}
    if kind == "quake":
        return {"floors_left": task[2]}
    if kind == "tile":
        return {"card": CARDS[task[2]]}
    return {}


# ------------------------------------------------------------------------------------------------
# Automatic tasks
# ------------------------------------------------------------------------------------------------


def _auto_round(s: DragonState, task) -> None:
    """D-6.1: the four phases of round r (plus the expansion steps of D-10.2 and D-6.2)."""
    r = task[1]
    s.round = r
    s._log("round", "round-begins", round=r)
    tasks = [("actions",), ("persons",), ("event", 0)]
    opts = s.options
    if opts["great_wall"] and s.track[r - 1] == "mongol":
        tasks.append(("wallcheck", 0))
    if s.great is not None and r == GE_ROUND:
        tasks.append(("great",))
    tasks += [("decay",), ("scoring",)]
    if r < ROUNDS:
        tasks.append(("round", r + 1))
    else:
        if opts["great_wall"]:
            tasks.append(("wallcheck", 1))
        tasks.append(("final",))
    s._push_in_order(tasks)


_FACTORIAL = [1]
for _i in range(1, 21):
    _FACTORIAL.append(_FACTORIAL[-1] * _i)


def _shuffle(rng, items: list) -> None:
    """A uniform random permutation from a single draw below n! (Fisher-Yates driven by the
    digits of that number in the factorial base): one call of the generator instead of n - 1."""
    code = rng.below(_FACTORIAL[len(items)])
    for i in range(len(items) - 1, 0, -1):
        code, j = divmod(code, i + 1)
        items[i], items[j] = items[j], items[i]


def _auto_actions(s: DragonState, task) -> None:
    """D-7.1..D-7.3: shuffle, deal the groups, then everyone acts in person-track order."""
    s.phase = "action"
    opts = s.options
    deck = [c for c in T.action_cards if T.action_expansion[c] is None or opts[T.action_expansion[c]]]
    _shuffle(s.rng, deck)
    groups, i = [], 0
    for size in T.group_sizes[len(deck)][s.num_players]:
        # D-7.2: a group is its set of cards; kept in card-table order, so equal deals are equal states
        groups.append(tuple(sorted(deck[i:i + size], key=ACTION_ORDER.__getitem__)))
        i += size
    groups = tuple(groups)
    s.groups = groups
    s.dragons = ((),) * len(groups)
    args = {"groups": len(groups)}
    for g, cards in enumerate(groups, 1):
        args[_ACTIONS_ARG[g]] = list(cards)
    s._ev.append(event("groups", "groups", **args))
    tasks = s.tasks
    tasks.append(("end_actions",))
    tasks.extend([("act", p) for p in reversed(s.track_order())])


#: the log's argument naming group g's action cards
_ACTIONS_ARG = {g: f"actions{g}" for g in range(1, 9)}


def _auto_end_actions(s: DragonState, task) -> None:
    """D-7.4: dragons go home."""
    s.dragons = ((),) * len(s.groups)


def _auto_persons(s: DragonState, task) -> None:
    """D-9.1/D-9.2: players with cards, in person-track order."""
    s.phase = "person"
    hands = s.hands
    s._push_in_order([("card", p) for p in s.track_order() if any(hands[p])])


def _auto_event(s: DragonState, task) -> None:
    """D-10/D-11: resolve the event tile of the round (again, for a Solar Eclipse)."""
    s.phase = "event"
    r = s.round
    ev = s.track[r - 1]
    n = s.num_players
    s._log("event", "round-event-again" if task[1] else "round-event", round=r, event=ev)
    order = s.track_order()
    if ev == "tribute":
        later = []
        for p in order:
            paid = min(TRIBUTE, s.yuan[p])
            s.yuan[p] -= paid
            short = TRIBUTE - paid
            if short:
                s._log("tribute", "tribute-short", p, seat=p, yuan=paid, n=short)
                later.append(("release", p, short, -1, "tribute"))
            else:
                s._log("tribute", "tribute", p, seat=p, yuan=paid)
        s._push_in_order(later)
    elif ev == "drought":
        later = []
        for p in order:
            k = sum(1 for _, ps in s.palaces[p] if ps)
            q = s.rice[p]
            if not k:
                s._log("drought", "drought-none", p, seat=p)
            elif q >= k:
                s.rice[p] -= k
                s._log("drought", "drought", p, seat=p, rice=k)
            else:
                s.rice[p] = 0
                s._log("drought", "drought-short", p, seat=p, rice=q, palaces=k - q)
                later.append(("unsupplied", p, k - q, 0))
        s._push_in_order(later)
    elif ev == "festival":
        held = list(s.fw)   # D-10.3: places from the counts before anyone returns tokens
        counts = sorted({f for f in held if f > 0}, reverse=True)
        for place, vp in zip(counts, FESTIVAL_VP):
            for p in order:
                f = held[p]
                if f == place:
                    back = (f + 1) // 2
                    s._vp(p, FESTIVAL, vp)
                    s.fw[p] = f - back
                    s._log("festival", "festival", p, seat=p, fireworks=f, vp=vp, back=back)
    elif ev == "mongol":
        helmets = [s.symbols(p, WA) for p in range(n)]
        for p in order:
            s._vp(p, MONGOL, helmets[p])
            s._log("mongol", "mongol", p, seat=p, helmets=helmets[p], vp=helmets[p])
        low = min(helmets)
        s._push_in_order([("release", p, 1, -1, "mongol") for p in order if helmets[p] == low])
    elif ev == "plague":
        later = []
        for p in order:
            m = s.symbols(p, HE)
            k = max(0, PLAGUE - m)
            if k:
                s._log("plague", "plague", p, seat=p, mortars=m, n=k)
            else:
                s._log("plague", "plague-safe", p, seat=p, mortars=m)
            if k:
                later.append(("release", p, k, -1, "plague"))
        s._push_in_order(later)
    else:
        s._log("peace", "peace")


def _auto_wallcheck(s: DragonState, task) -> None:
    """D-15.4 (Mongol rounds) and D-15.5 (after round 12): the wall holds, or the fewest release."""
    final = task[1]
    length = len(s.wall)
    n = s.num_players
    own = [0] * n
    for p, _ in s.wall:
        own[p] += 1
    holds = length >= ROUNDS if final else length >= s.round
    final = bool(final)
    if holds:
        s._log("wall", "wall-holds", final=final, tiles=length)
        for p in range(n):
            if own[p]:
                s._vp(p, WALL, WALL_VP * own[p])
                s._log("wall", "wall-vp", p, final=final, seat=p, vp=WALL_VP * own[p])
    else:
        low = min(own)
        losers = [p for p in s.track_order() if own[p] == low]
        if len(losers) == 1:
            s._log("wall", "wall-breaks-one", final=final, tiles=length, round=s.round, seat=losers[0], low=low)
        else:
            s._log("wall", "wall-breaks-many", final=final, tiles=length, round=s.round, seats=losers, low=low)
        s._push_in_order([("release", p, 1, -1, "wall") for p in losers])


def _auto_great(s: DragonState, task) -> None:
    """D-16: the great event of round 7."""
    ge = s.great
    if s.great_hidden:
        s.great_hidden = False
        s._log("great", "great-revealed", great=ge)
    s._log("great", "great-event", great=ge)
    order = s.track_order()
    if ge == "lanternfest":
        for p in order:
            k = PERSON_VP * s.persons_of(p)
            s._vp(p, GREAT, k)
            s._log("great", "lanternfest", p, seat=p, vp=k)
    elif ge == "buddha":
        for p in order:
            k = s.monk_vp(p)
            s._vp(p, GREAT, k)
            s._log("great", "buddha", p, seat=p, vp=k)
    elif ge == "earthquake":
        tasks = []
        for p in order:
            tasks.append(("quake", p, QUAKE_FLOORS))
        s._push_in_order(tasks)
    elif ge == "flood":
        s._push_in_order([("flood", p) for p in order])
    elif ge == "solar_eclipse":
        s.tasks.append(("event", 1))
    elif ge == "volcanic_eruption":
        for i, p in enumerate(order):
            s.pos[p] = 0
            s.arr[p] = s.counter + len(order) - i
        s.counter += len(order)
        s._log("great", "volcano")
    elif ge == "tornado":
        s._push_in_order([("tornado", p) for p in order])
    elif ge == "sunrise":
        s.sunrise_taken = ()
        s._push_in_order([("sunrise", p) for p in order])
    elif ge == "assassination_attempt":
        for p in order:
            s.small[p] = s.large[p] = 0
        s._log("great", "assassination")
    elif ge == "charter":
        s._push_in_order([("charter", p) for p in order])
    else:
        raise ValueError(f"unknown great event {ge!r}")


def _auto_decay(s: DragonState, task) -> None:
    """D-12.1: every empty palace loses a floor."""
    for p in range(s.num_players):
        pal = s.palaces[p]
        for _, ps in pal:
            if not ps:
                break
        else:
            continue
        kept = []
        empty = lost = 0
        for f, ps in pal:
            if ps:
                kept.append((f, ps))
            else:
                empty += 1
                if f > 1:
                    kept.append((f - 1, ps))
                else:
                    lost += 1
        s.palaces[p] = tuple(kept)
        if empty == 1:
            s._log("decay", "decay-one-gone" if lost else "decay-one", p, seat=p)
        elif lost == empty:
            s._log("decay", "decay-many-gone", p, seat=p, empty=empty)
        else:
            s._log("decay", "decay-many", p, seat=p, empty=empty, lost=lost)


def _auto_scoring(s: DragonState, task) -> None:
    """D-13.1: palaces, court ladies, privileges."""
    s.phase = "scoring"
    ev = s._ev
    small, large, palaces = s.small, s.large, s.palaces
    for p in s.track_order():
        pal = len(palaces[p]) * PALACE_VP
        ladies = s.symbols(p, CL)
        priv = small[p] * SMALL_DRAGONS + large[p] * LARGE_DRAGONS
        s._vp(p, PALACES, pal)
        s._vp(p, LADIES, ladies)
        s._vp(p, PRIVILEGES, priv)
        ev.append({"type": "scoring", "msg": "scoring", "player": p, "args": {
            "seat": p, "vp": pal + ladies + priv, "palaces": pal, "ladies": ladies, "privileges": priv}})


def _auto_final(s: DragonState, task) -> None:
    """D-14.1: persons, monks, money."""
    s.phase = "over"
    for p in s.track_order():
        persons = PERSON_VP * s.persons_of(p)
        monks = s.monk_vp(p)
        money = (s.yuan[p] + TOKEN_YUAN * (s.rice[p] + s.fw[p])) // YUAN_PER_VP
        s._vp(p, PERSONS, persons)
        s._vp(p, MONKS, monks)
        s._vp(p, MONEY, money)
        s._log("final", "final-scoring", p, seat=p, vp=persons + monks + money, persons=persons, monks=monks,
               money=money)
    w = s.winners()
    s._log("end", "wins", seat=w[0], vp=s.score[w[0]])


def _auto_init_move(s: DragonState, task) -> None:
    """D-4.7.4: the marker advances by the two values, on top of any stack."""
    s._move(task[1], task[2])
    s._log("setup", "moves-to", task[1], seat=task[1], space=s.pos[task[1]])


_AUTO = {
    "round": _auto_round, "actions": _auto_actions, "end_actions": _auto_end_actions, "persons": _auto_persons,
    "event": _auto_event, "wallcheck": _auto_wallcheck, "great": _auto_great,
    "decay": _auto_decay, "scoring": _auto_scoring, "final": _auto_final, "init_move": _auto_init_move,
}

# ------------------------------------------------------------------------------------------------
# Decisions: pre-checks (forced outcomes with no choice), legal options, resolution
# ------------------------------------------------------------------------------------------------


def _pre_release(s: DragonState, task) -> bool:
    """D-5.6/R-13: a player with no more persons than required releases all of them."""
    _, p, n, where, why = task
    pal = s.palaces[p]
    scope = [where] if where >= 0 else range(len(pal))
    have = sum(len(pal[i][1]) for i in scope)
    if have > n:
        return False
    for i in scope:
        for k in pal[i][1]:
            s._take_out(p, i, k)
    if have:
        s._log("release", "release-all", p, reason=why, seat=p, persons=[KINDS[k] for i in scope for k in pal[i][1]])
    elif n:
        s._log("release", "release-none", p, reason=why, seat=p)
    return True


def _pre_quake(s: DragonState, task) -> bool:
    """D-16.6: fewer floors than required: all are removed."""
    _, p, n = task
    pal = s.palaces[p]
    total = sum(f for f, _ in pal)
    if total > n:
        return False
    for _, ps in pal:
        for k in ps:
            s.gone[k] += 1
    s.palaces[p] = ()
    if not total:
        s._log("quake", "quake-no-floor", p, seat=p)
    elif any(ps for _, ps in pal):
        s._log("quake", "quake-all-persons", p, seat=p, floors=total)
    else:
        s._log("quake", "quake-all", p, seat=p, floors=total)
    return True


def _pre_flood(s: DragonState, task) -> bool:
    p = task[1]
    total = s.yuan[p] + s.rice[p] + s.fw[p]
    if total // 2 == 0:
        s._log("flood", "flood-nothing", p, seat=p)
        return True
    return False


_PRE = {"release": _pre_release, "quake": _pre_quake, "flood": _pre_flood}

#: why persons are released (the release task's reason; words in data/messages as reason-*)
_WHY = ("tribute", "drought", "mongol", "plague", "wall", "earthquake")


# A-1 initial pair --------------------------------------------------------------------------------

def _legal_pair(s: DragonState, task) -> list:
    supply = s.supply
    ok = [t for t in range(NTYPES) if any(supply[k] for k in YOUNG_OF_TYPE[t])]
    taken = s.pairs_taken
    out = []
    for x, i in enumerate(ok):
        for j in ok[x + 1:]:
            if (TYPES[i], TYPES[j]) not in taken:
                out.append(PAIR_ACT[(i, j)])
    return out


def _do_pair(s: DragonState, task, action) -> None:
    p = task[1]
    a, b = action.args
    ka = YOUNG_OF_TYPE[TYPE_INDEX[a]][0]
    kb = YOUNG_OF_TYPE[TYPE_INDEX[b]][0]
    s.supply[ka] -= 1
    s.supply[kb] -= 1
    s.pairs_taken += ((a, b),)
    s._log("pair", "pair", p, seat=p, person=KINDS[ka], person2=KINDS[kb])
    s._push_in_order([("initial", p, ka), ("initial", p, kb), ("init_move", p, KIND_VALUE[ka] + KIND_VALUE[kb])])


# placement ----------------------------------------------------------------------------

def _legal_place(s: DragonState, task) -> list:
    pal = s.palaces[task[1]]
    free = [A.place(i) for i, (f, ps) in enumerate(pal) if len(ps) < f]
    if free or task[0] == "initial":
        return free
    out = []
    for i, (_, ps) in enumerate(pal):
        last = -1
        for k in ps:
            if k != last:
                out.append(_replace_act(i, k))
                last = k
    out.append(A.DISCARD)
    return out


def _do_initial(s: DragonState, task, action) -> None:
    _, p, k = task
    i = action.args[0] - 1
    s._put(p, i, k)
    s._log("initial", "initial", p, seat=p, person=KINDS[k], palace=i + 1)


def _do_place(s: DragonState, task, action) -> None:
    """D-9.6/D-9.7: place (or replace, or discard) the new tile; a placed tile moves the marker."""
    _, p, k = task
    kind = action.kind
    if kind == "place":
        i = action.args[0] - 1
        s._put(p, i, k)
        s._move(p, KIND_VALUE[k])
        s._log("place", "place", p, seat=p, person=KINDS[k], palace=i + 1, value=KIND_VALUE[k], space=s.pos[p])
    elif kind == "replace":
        i = action.args[0] - 1
        old = KIND_INDEX[action.args[1]]
        s._take_out(p, i, old)
        s._put(p, i, k)
        s._move(p, KIND_VALUE[k])
        s._log("place", "replace", p, seat=p, person=KINDS[k], person2=KINDS[old], palace=i + 1,
               value=KIND_VALUE[k], space=s.pos[p])
    else:
        s.gone[k] += 1
        s._log("place", "discard", p, seat=p, person=KINDS[k])


# A-3 action phase ---------------------------------------------------------------------------------

def _legal_act(s: DragonState, task) -> list:
    p = task[1]
    yuan = s.yuan[p]
    out = [A.MONEY]
    wall_ok = bool(s.wall_unused[p]) and len(s.wall) < ROUNDS
    for g, cards in enumerate(s.groups):
        left = yuan - FEE if s.dragons[g] else yuan
        if left < 0:
            continue
        for c in cards:
            if c == "privilege":
                if left < SMALL_COST:
                    continue
            elif c == "wall":
                if not wall_ok:
                    continue
            out.append(OCCUPY[g, c])
    return out


def _do_act(s: DragonState, task, action) -> None:
    """D-7.3: take money, or pay any fee, place the dragon and resolve the card (D-8)."""
    p = task[1]
    if action.kind == "money":
        k = max(0, TOP_UP - s.yuan[p])
        s.yuan[p] += k
        if k:
            s._log("money", "money", p, seat=p, yuan=k)
        else:
            s._log("money", "money-none", p, seat=p, yuan=s.yuan[p])
        return
    g, c = action.args
    g -= 1
    fee = FEE if s.dragons[g] else 0
    s.yuan[p] -= fee
    d = list(s.dragons)
    d[g] = d[g] + (p,)
    s.dragons = tuple(d)
    gain = T.action_gain[c]
    if c == "privilege":
        s._log("occupy", "occupy-privilege", p, seat=p, group=g + 1, fee=fee, action=c)
        s.tasks.append(("privilege", p))
    elif c == "wall":
        s._log("occupy", "occupy-wall", p, seat=p, group=g + 1, fee=fee, action=c)
        s.tasks.append(("wallbuild", p))
    else:
        person = T.action_person[c]
        k = T.action_symbols[c] + (s.symbols(p, person) if person is not None else 0)
        s._gain(p, gain, k, RESEARCH)
        s._log("occupy", _OCCUPY_MSG[gain], p, seat=p, group=g + 1, fee=fee, action=c, n=k, space=s.pos[p])


#: the log message of an action card by what it gives (T-3)
_OCCUPY_MSG = {g: "occupy-" + g for g in ("track", "floors", "yuan", "rice", "fireworks", "vp")}


# A-4 floors ---------------------------------------------------------------------------------------

def _legal_floor(s: DragonState, task) -> list:
    out = [A.floor(i) for i, (f, _) in enumerate(s.palaces[task[1]]) if f < MAX_FLOORS]
    out.append(A.FLOOR_NEW)
    return out


def _do_floor(s: DragonState, task, action) -> None:
    _, p, n = task
    arg = action.args[0]
    pal = list(s.palaces[p])
    if arg == "new":
        pal.append((1, ()))
        s._log("floor", "floor-new", p, seat=p, palace=len(pal))
    else:
        i = arg - 1
        f, ps = pal[i]
        pal[i] = (f + 1, ps)
        s._log("floor", "floor-add", p, seat=p, palace=i + 1, floors=f + 1)
    s.palaces[p] = tuple(pal)
    if n > 1:
        s.tasks.append(("floor", p, n - 1))


# A-5 privilege ------------------------------------------------------------------------------------

def _legal_privilege(s: DragonState, task) -> list:
    y = s.yuan[task[1]]
    out = [A.SMALL] if y >= SMALL_COST else []
    if y >= s.options["large_privilege_cost"]:
        out.append(A.LARGE)
    return out


def _do_privilege(s: DragonState, task, action) -> None:
    p = task[1]
    if action.args[0] == "small":
        s.yuan[p] -= SMALL_COST
        s.small[p] += 1
        s._log("privilege", "privilege-small", p, seat=p, yuan=SMALL_COST)
    else:
        cost = s.options["large_privilege_cost"]
        s.yuan[p] -= cost
        s.large[p] += 1
        s._log("privilege", "privilege-large", p, seat=p, yuan=cost)


# A-6 wall -----------------------------------------------------------------------------------------

def _legal_wallbuild(s: DragonState, task) -> list:
    return [WALL_ACT[b] for b in s.wall_unused[task[1]]]


def _do_wallbuild(s: DragonState, task, action) -> None:
    """D-15.3: the tile goes to the next wall position; its bonus is gained at once."""
    p = task[1]
    b = action.args[0]
    s.wall_unused[p] = tuple(x for x in s.wall_unused[p] if x != b)
    s.wall += ((p, b),)
    what, n = T.wall_gain[b]
    s._log("wall", "wall-build", p, seat=p, n=len(s.wall), bonus=b)
    s._gain(p, what, n, WALL)


# person phase -----------------------------------------------------------------------------

def _legal_card(s: DragonState, task) -> list:
    hand = s.hands[task[1]]
    return [CARD_ACT[c] for c in range(NCARDS) if hand[c]]


def _eligible(s: DragonState, c: int) -> list:
    supply = s.supply
    if c == WILD:
        return [k for k in range(NKINDS) if supply[k]]
    return [k for k in KINDS_OF_TYPE[c] if supply[k]]


def _do_card(s: DragonState, task, action) -> None:
    """D-9.3/D-9.4: play a card; with no eligible tile it is spent for nothing."""
    p = task[1]
    c = CARD_BY_NAME[action.args[0]]
    hand = list(s.hands[p])
    hand[c] -= 1
    s.hands[p] = tuple(hand)
    if _eligible(s, c):
        s._log("card", "card", p, seat=p, card=CARDS[c])
        s.tasks.append(("tile", p, c))
    else:
        s._log("card", "card-spent", p, seat=p, card=CARDS[c])


def _legal_tile(s: DragonState, task) -> list:
    return [TILE_ACT[k] for k in _eligible(s, task[2])]


def _do_tile(s: DragonState, task, action) -> None:
    p = task[1]
    k = KIND_INDEX[action.args[0]]
    s.supply[k] -= 1
    s._log("tile", "tile", p, seat=p, person=KINDS[k])
    s.tasks.append(("place", p, k))


# A-10 release -----------------------------------------------------------------------------------------

def _legal_release(s: DragonState, task) -> list:
    _, p, n, where, _ = task
    pal = s.palaces[p]
    out = []
    for i in ([where] if where >= 0 else range(len(pal))):
        last = -1
        for k in pal[i][1]:
            if k != last:
                out.append(_release_act(i, k))
                last = k
    return out


def _do_release(s: DragonState, task, action) -> None:
    _, p, n, where, why = task
    i = action.args[0] - 1
    k = KIND_INDEX[action.args[1]]
    s._take_out(p, i, k)
    s._log("release", "release", p, reason=why, seat=p, person=KINDS[k], palace=i + 1)
    if n > 1:
        s.tasks.append(("release", p, n - 1, where, why))


# A-11 drought -------------------------------------------------------------------------------------

def _legal_unsupplied(s: DragonState, task) -> list:
    """Designations in increasing palace order (D-22: same end states as any order)."""
    _, p, n, after = task
    inhabited = [i for i, (_, ps) in enumerate(s.palaces[p]) if ps and i + 1 > after]
    return [A.unsupplied(i) for x, i in enumerate(inhabited) if len(inhabited) - x - 1 >= n - 1]


def _do_unsupplied(s: DragonState, task, action) -> None:
    _, p, n, after = task
    i = action.args[0]
    s._log("drought", "unsupplied", p, seat=p, palace=i)
    if n > 1:
        s.tasks.append(("unsupplied", p, n - 1, i))
    s.tasks.append(("release", p, 1, i - 1, "drought"))


# A-12 earthquake -----------------------------------------------------------------------------------

def _legal_quake(s: DragonState, task) -> list:
    """A palace with room loses a floor (``remove-floor N``); a full palace of 2-3 floors loses a floor
    together with the person its owner sends away (``remove-floor N KIND``, R-24), so a palace never
    holds more persons than floors."""
    out = []
    for i, (f, ps) in enumerate(s.palaces[task[1]]):
        if f == 1 or len(ps) < f:
            out.append(A.remove_floor(i))
        else:
            last = -1
            for k in ps:
                if k != last:
                    out.append(_quake_act(i, k))
                    last = k
    return out


_QUAKE_RELEASE: dict = {}


def _quake_act(i: int, k: int) -> Action:
    a = _QUAKE_RELEASE.get((i, k))
    if a is None:
        a = _QUAKE_RELEASE[(i, k)] = Action("remove-floor", i + 1, KINDS[k])
    return a


def _do_quake(s: DragonState, task, action) -> None:
    """D-16.6: one floor at a time; a collapsing palace releases all its persons, a full one the
    person chosen with the floor (R-24: the same end states as releasing after both removals)."""
    _, p, n = task
    i = action.args[0] - 1
    pal = list(s.palaces[p])
    f, ps = pal[i]
    if f == 1:
        for k in ps:
            s.gone[k] += 1
        del pal[i]
        if ps:
            s._log("quake", "quake-collapse-release", p, seat=p, palace=i + 1, persons=[KINDS[k] for k in ps])
        else:
            s._log("quake", "quake-collapse", p, seat=p, palace=i + 1)
    elif len(action.args) == 2:
        k = KIND_INDEX[action.args[1]]
        j = ps.index(k)
        pal[i] = (f - 1, ps[:j] + ps[j + 1:])
        s.gone[k] += 1
        s._log("quake", "quake-release", p, seat=p, palace=i + 1, person=KINDS[k])
    else:
        pal[i] = (f - 1, ps)
        s._log("quake", "quake-floor", p, seat=p, palace=i + 1)
    s.palaces[p] = tuple(pal)
    if n > 1:
        s.tasks.append(("quake", p, n - 1))


# A-13 flood -----------------------------------------------------------------------------------------

def _legal_flood(s: DragonState, task) -> list:
    p = task[1]
    y, r, f = s.yuan[p], s.rice[p], s.fw[p]
    need = (y + r + f) // 2
    out = []
    for a in range(min(y, need), -1, -1):
        for b in range(min(r, need - a), -1, -1):
            c = need - a - b
            if c <= f:
                out.append(A.give_back(a, b, c))
    return out


def _do_flood(s: DragonState, task, action) -> None:
    p = task[1]
    a, b, c = action.args
    s.yuan[p] -= a
    s.rice[p] -= b
    s.fw[p] -= c
    s._log("flood", "flood", p, seat=p, yuan=a, rice=b, fireworks=c)


# A-14 tornado ---------------------------------------------------------------------------------------

def _legal_tornado(s: DragonState, task) -> list:
    hand = s.hands[task[1]]
    held = [c for c in range(NCARDS) if hand[c]]
    if sum(hand) <= TORNADO:
        return [Action("discard-cards", *[CARDS[c] for c in range(NCARDS) for _ in range(hand[c])])]
    out = []
    for x, i in enumerate(held):
        for j in held[x:]:
            if i != j or hand[i] >= 2:
                out.append(A.discard_cards(CARDS[i], CARDS[j]))
    return out


def _do_tornado(s: DragonState, task, action) -> None:
    p = task[1]
    hand = list(s.hands[p])
    for c in action.args:
        hand[CARD_BY_NAME[c]] -= 1
    s.hands[p] = tuple(hand)
    if action.args:
        s._log("tornado", "tornado", p, seat=p, cards=list(action.args))
    else:
        s._log("tornado", "tornado-nothing", p, seat=p)


# A-15 sunrise -----------------------------------------------------------------------------------------

def _legal_sunrise(s: DragonState, task) -> list:
    supply = s.supply
    taken = s.sunrise_taken
    return [SUNRISE_ACT[t] for t in range(NTYPES)
            if TYPES[t] not in taken and any(supply[k] for k in YOUNG_OF_TYPE[t])]


def _do_sunrise(s: DragonState, task, action) -> None:
    p = task[1]
    t = action.args[0]
    k = next(k for k in YOUNG_OF_TYPE[TYPE_INDEX[t]] if s.supply[k])
    s.sunrise_taken += (t,)
    s.supply[k] -= 1
    s._log("sunrise", "sunrise", p, seat=p, person=KINDS[k])
    s.tasks.append(("place", p, k))


# A-16 charter ---------------------------------------------------------------------------------------

def _legal_charter(s: DragonState, task) -> list:
    owned = set()
    for _, ps in s.palaces[task[1]]:
        for k in ps:
            owned.add(KIND_TYPE[k])
    return [CHARTER_ACT[t] for t in sorted(owned)]


def _do_charter(s: DragonState, task, action) -> None:
    """D-16.13: the type's benefit from its own symbols, no action-card symbol."""
    p = task[1]
    t = action.args[0]
    what = T.charter[t]
    n = s.symbols(p, TYPE_INDEX[t])
    before = s.score[p]
    s._gain(p, what, n)
    if what == "monk_vp":
        n = s.score[p] - before
    s._log("charter", "charter-" + what.replace("_", "-"), p, seat=p, type=t, n=n)


# No legal option: the decision is skipped with a line in the log ------------------------------------------


def _nothing_sunrise(s: DragonState, task) -> None:
    s._log("sunrise", "sunrise-none", task[1], seat=task[1])


def _nothing_charter(s: DragonState, task) -> None:
    s._log("charter", "charter-none", task[1], seat=task[1])


def _nothing(s: DragonState, task) -> None:
    """Never reached in a legal game (every other decision always has an option)."""
    raise AssertionError(f"decision {task!r} has no legal option")


_LEGAL = {
    "pair": _legal_pair, "initial": _legal_place, "act": _legal_act, "floor": _legal_floor,
    "privilege": _legal_privilege, "wallbuild": _legal_wallbuild, "card": _legal_card, "tile": _legal_tile,
    "place": _legal_place, "release": _legal_release, "unsupplied": _legal_unsupplied, "quake": _legal_quake,
    "flood": _legal_flood, "tornado": _legal_tornado, "sunrise": _legal_sunrise, "charter": _legal_charter,
}
_RESOLVE = {
    "pair": _do_pair, "initial": _do_initial, "act": _do_act, "floor": _do_floor, "privilege": _do_privilege,
    "wallbuild": _do_wallbuild, "card": _do_card, "tile": _do_tile, "place": _do_place, "release": _do_release,
    "unsupplied": _do_unsupplied, "quake": _do_quake, "flood": _do_flood, "tornado": _do_tornado,
    "sunrise": _do_sunrise, "charter": _do_charter,
}
_NOTHING = {"sunrise": _nothing_sunrise, "charter": _nothing_charter}
#: every kind of task: the decisions (D-22's A-1..A-16) and the automatic steps, run by core.flow
DragonState.FLOW = Flow(
    decisions={kind: Decision(_LEGAL[kind], _RESOLVE[kind], _PRE.get(kind), _NOTHING.get(kind, _nothing))
               for kind in _LEGAL},
    automatic=_AUTO, answers=A.ANSWERS)


# ------------------------------------------------------------------------------------------------
# Why an action of the right kind is refused (for IllegalAction messages)
# ------------------------------------------------------------------------------------------------


def _why_not(s: DragonState, task, text: str) -> tuple[str, dict]:  # DragonState._why_not
    """Why ``text``, an action of the right kind, is refused: a message id and its arguments."""
    kind = task[0]
    words = text.casefold().split()
    p = task[1]
    if kind == "act" and words[0] == "occupy" and len(words) == 3:
        try:
            g = int(words[1]) - 1
        except ValueError:
            return "refused-group-number", {}
        if not 0 <= g < len(s.groups):
            return "refused-group-count", {"groups": len(s.groups)}
        if words[2] not in s.groups[g]:
            return "refused-group-holds", {"group": g + 1, "actions": list(s.groups[g])}
        if s.dragons[g] and s.yuan[p] < FEE:
            return "refused-fee", {"group": g + 1, "fee": FEE, "seat": p, "yuan": s.yuan[p]}
        if words[2] == "privilege":
            if s.dragons[g]:
                return "refused-privilege-after-fee", {"fee": FEE, "left": s.yuan[p] - FEE, "cost": SMALL_COST}
            return "refused-privilege-poor", {"seat": p, "yuan": s.yuan[p], "cost": SMALL_COST}
        if words[2] == "wall":
            return "refused-wall", {}
    if kind == "privilege" and words[-1] == "large":
        return "refused-large-privilege", {"cost": s.options["large_privilege_cost"], "seat": p, "yuan": s.yuan[p]}
    if kind == "place" and words[0] in ("replace", "discard"):
        return "refused-free-floor", {}
    if kind == "card":
        return "refused-card", {}
    if kind == "tile":
        return "refused-tile", {}
    if kind == "pair":
        return "refused-pair", {}
    if kind == "release":
        return "refused-release", {}
    if kind == "quake" and len(words) == 2 and words[1].isdigit():
        return "refused-quake-full", {"palace": int(words[1])}
    return "refused-must", {"seat": p, "decision": kind}


DragonState._why_not = _why_not
