"""In the Year of the Dragon: the position and every rule that changes it.

The game is a stack of *tasks* (``self.tasks``, next task last).  A task is a
small tuple ``(kind, seat, ...)``.  Automatic tasks (a round, a phase, an event,
decay, scoring) run as soon as they reach the top; a *decision* task (D-22's
A-1..A-16) waits there for an action of its seat.  ``_advance`` runs automatic
tasks until a decision with at least two legal options is on top, resolving a
decision with a single option itself (D-22 allows it), so the history holds real
choices only.  Tasks, palaces and hands are tuples, so ``clone`` copies a handful
of short lists and shares everything else.

The position is split by what each part does: this file sets up, keeps the small rules every
part uses (moving, scoring points, placing persons) and the round's structure (D-6, D-7, D-9),
and declares the kinds of task to core.flow; ``decisions.py`` holds the decisions (legal options
and how an answer applies), ``events.py`` the event phase, the wall checks and the great events,
``scoring.py`` decay and scoring, ``views.py`` what a seat sees and why an action is refused,
``saving.py`` the fields and their JSON, ``common.py`` the tables and helpers they all share.
"""

from __future__ import annotations

from tianxia.core.fields import slots
from tianxia.core.flow import Decision, Flow, TaskFlow
from tianxia.core.messages import event

from . import actions as A
from . import decisions as D
from .common import (  # noqa: F401 - some re-exported for the tests
    _ACTIONS_ARG,
    ACTION_ORDER,
    CARDS,
    GE_ROUND,
    GREAT,
    GREAT_EVENTS,
    KIND_INDEX,
    KIND_SYMBOLS,
    KIND_TYPE,
    KINDS,
    MO,
    NKINDS,
    NSRC,
    ROUNDS,
    SYMBOLS_OF_TYPE,
    TRIBUTE,
    WALL_BONUSES,
    T,
    _shuffle,
    install,
    lay_event_track,
    share,
)
from .events import _auto_event, _auto_great, _auto_wallcheck
from .saving import FIELDS
from .scoring import _auto_decay, _auto_final, _auto_scoring
from .views import Views

share(globals())   # install() rebinds the table names imported above


class DragonState(Views, TaskFlow):
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
        self.down = None
        self.round = 0
        self.phase = "setup"
        self.tasks = [("round", 1)] + [("pair", (start + i) % n) for i in reversed(range(n))]
        log = [event("setup", "start-player", seat=start),
               event("setup", "event-track", events=list(self.track))]
        if self.great is not None:
            if self.great_hidden:
                log.append(event("setup", "great-hidden"))
            else:
                log.append(event("setup", "great-on-slot", great=self.great))
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
    def _loaded(self) -> None:
        # A hand-written position may stop on an automatic step (say ["round", 3]) or on a decision with
        # one option: run on to the next real decision.  A state written by to_json is always at a
        # real decision, so for it this changes nothing.
        self._ev = []
        self._advance()
        self._events.extend(self._ev)
        self._ev = None



def _auto_round(s: DragonState, task) -> None:
    """D-6.1: the four phases of round r (plus the expansion steps of D-10.2 and D-6.2)."""
    r = task[1]
    s.round = r
    s._ev.append(event("round", "round-begins", round=r))
    tasks = [("actions",), ("persons",), ("event", 0)]
    opts = s.options
    if opts["great_wall"] and s.track[r - 1] == "mongol":
        tasks.append(("wallcheck", 0))
    great = s.great is not None and r == GE_ROUND
    if great and opts["great_event_timing"] == "before_decay":   # D-16.2 / R-19 (house rule)
        tasks.append(("great",))
    final_wall = r == ROUNDS and opts["great_wall"]
    if final_wall and opts["final_wall_check"] == "before_scoring":   # D-15.5 / R-20 (house rule)
        tasks.append(("wallcheck", 1))
    tasks.append(("decay",))
    if great and opts["great_event_timing"] == "after_decay":
        tasks.append(("great",))
    tasks.append(("scoring",))
    if r < ROUNDS:
        tasks.append(("round", r + 1))
    else:
        if final_wall and opts["final_wall_check"] == "after_scoring":
            tasks.append(("wallcheck", 1))
        tasks.append(("final",))
    s._push_in_order(tasks)


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




def _auto_end_actions(s: DragonState, task) -> None:
    """D-7.4: dragons go home."""
    s.dragons = ((),) * len(s.groups)


def _auto_persons(s: DragonState, task) -> None:
    """D-9.1/D-9.2: players with cards, in person-track order."""
    s.phase = "person"
    hands = s.hands
    s._push_in_order([("card", p) for p in s.track_order() if any(hands[p])])


def _auto_init_move(s: DragonState, task) -> None:
    """D-4.7.4: the marker advances by the two values, on top of any stack."""
    s._move(task[1], task[2])
    s._ev.append(event("setup", "moves-to", task[1], seat=task[1], space=s.pos[task[1]]))


_AUTO = {
    "round": _auto_round, "actions": _auto_actions, "end_actions": _auto_end_actions, "persons": _auto_persons,
    "event": _auto_event, "wallcheck": _auto_wallcheck, "great": _auto_great,
    "decay": _auto_decay, "scoring": _auto_scoring, "final": _auto_final, "init_move": _auto_init_move,
}


#: every kind of task: the decisions (D-22's A-1..A-16) and the automatic steps, run by core.flow
DragonState.FLOW = Flow(
    decisions={kind: Decision(D.LEGAL[kind], D.RESOLVE[kind], D.PRE.get(kind), D.NOTHING.get(kind, D._nothing))
               for kind in D.LEGAL},
    automatic=_AUTO, answers=A.ANSWERS)
