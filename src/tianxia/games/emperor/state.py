"""The Emperor of China: one position and the rules that change it (rules/emperor.md).

Representation (all lists of small integers, flat where a table is players x something,
so ``clone`` is a handful of slice copies):

- cards are colour indices (``tb.colours``, alphabetical); hands, the display, the
  discard pile and the removed cards are counts per colour; the deck is a list with
  its top card last;
- ``owner[s]`` is the seat whose house stands on house space ``s`` (-1: none),
  ``fort[s]`` the seat that placed a fortification there (-1: none);
- ``emis[r*n + p]`` and ``hcount[r*n + p]`` are player ``p``'s emissaries and houses in
  region ``r``; ``free[r]`` counts house spaces a house may still go on, ``occupied[r]`` spaces
  holding a house or a fortification, ``etotal[r]`` all emissaries there;
- ``known[p*nc + c]`` is what everybody knows about p's hand: at least this many cards
  of colour c (cards p took from the display and cannot have played since);
- ``hmask[r]`` / ``fmask[r]`` have bit i set when the i-th house space of region r holds no
  house / neither house nor fortification, and ``capv[r]`` is Cap(r); with the hand's payment
  mask they key a cache of ready-made action tuples shared by all states (``tb.legal_cache``);
- after the first reshuffle ``pool`` is the new deck's contents minus every card seen
  leaving it publicly, and ``drawn2[p*nc + c]`` counts the cards p drew from it unseen,
  so the deck is always inside ``pool - drawn2[o]`` as far as seat ``o`` knows (E-17.4).

The pending decision is a stack of tasks run by ``core.flow`` (``FLOW`` at the end): a turn
starts as ``("start", p)`` (E-5.2: place, exchange or pass); placing a first piece leaves
``("end", p, True)``, ``("draw", p)`` and, when a second piece may follow, ``("second", p)``
on it (E-7.2, E-9), and under house rule R-13 ``("build", p, space)`` above those after a
fortification; the automatic ``end`` step refills the display, checks the end of the game
(E-13) and starts the next seat's turn (an exchange, a pass and the last draw run it at once
rather than through the loop).  The turn's facts (region, pair paid, second piece
allowed) are fields, saved as before; the saved ``phase`` is the top task's kind.
The modules beside this one hold the rest: ``legal.py`` (what may be answered, refusals),
``scoring.py`` (E-8, E-14, E-16), ``views.py`` (E-17) and ``saving.py`` (``FIELDS``).
"""

from __future__ import annotations

from tianxia.core.fields import slots
from tianxia.core.flow import Decision, Flow, TaskFlow
from tianxia.core.messages import event, event_of

from . import data as _data
from .actions import ANSWERS, DECK, DRAW, DRAW_DECK, EMISSARY, EXCHANGE, FORTIFY, HOUSE
from .legal import EmperorLegal
from .saving import FIELDS, PHASES
from .scoring import EmperorScoring, road_score
from .views import EmperorViews

__all__ = ["PHASES", "EmperorState", "road_score"]


class EmperorState(EmperorLegal, EmperorScoring, EmperorViews, TaskFlow):
    FIELDS = FIELDS
    __slots__ = slots(FIELDS)

    # -- setup (E-4) ----------------------------------------------------------------------------

    def _init_board(self) -> None:
        tb = self.tb = _data.TABLES
        n = self.num_players
        opts = self.options
        side = opts["side"]
        if side == "auto":
            side = tb.sides[n][0]
        self.side = side
        self.variant = bool(opts["fortifications"])
        self.fort_opens = bool(opts["fortification_opens_region"])
        self.fort_fills = bool(opts["fortification_fills_space"])
        self.must_build = bool(opts["must_build_on_fortification"])
        self.adj = tb.adjacency[side]
        nc, nr, ns = len(tb.colours), tb.num_regions, tb.num_spaces
        self.hands = [0] * (n * nc)
        self.known = [0] * (n * nc)
        self.deck = []
        self.display = [0] * nc
        self.discard = [0] * nc
        self.removed = [0] * nc
        self.exhaustions = 0
        self.pool = None
        self.drawn2 = [0] * (n * nc)
        self.owner = [-1] * ns
        self.fort = [-1] * ns
        self.emis = [0] * (nr * n)
        self.hcount = [0] * (nr * n)
        self.free = [len(sp) for sp in tb.region_spaces]
        self.etotal = [0] * nr
        self.occupied = [0] * nr
        self.hmask = [(1 << len(sp)) - 1 for sp in tb.region_spaces]
        self.fmask = self.hmask[:]
        self.capv = [0] * nr
        self.supply_h = [tb.houses] * n
        self.supply_e = [tb.emissaries] * n
        self.supply_f = [tb.fortifications if self.variant else 0] * n
        self.score = [0] * n
        self.scored = [False] * nr
        self.turn = 0
        self.tasks = [("start", 0)]
        self.t_region = -1
        self.t_pair = False
        self.t_second = False
        self.final = None
        self._ev = None

    def _setup(self) -> None:
        self._init_board()
        tb, n = self.tb, self.num_players
        nc = len(tb.colours)
        k = tb.removed_per_colour[n]
        self.removed = [k] * nc
        cards = [c for c in range(nc) for _ in range(tb.card_counts[c] - k)]
        self.rng.shuffle(cards)
        self.deck = cards
        events = self._events
        for p in range(n):
            got = [cards.pop() for _ in range(tb.hand_size)]
            for c in got:
                self.hands[p * nc + c] += 1
            dealt = sorted(tb.colours[c] for c in got)
            events.append(event("deal", "log-deal", seat=p, n=tb.hand_size,
                                secret={"seat": p, "msg": "log-deal-secret", "args": {"seat": p, "cards": dealt},
                                        "cards": dealt}))
        for _ in range(tb.display_size):
            self.display[cards.pop()] += 1
        shown = [tb.colours[c] for c in self._display_list()]
        events.append(event("setup", "log-setup-fortifications" if self.variant else "log-setup",
                            data={"display": shown}, side=self.side, n=len(cards), cards=shown))

    # -- small helpers ------------------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """The pending decision's kind as saved ("start", "second", "draw"), or "over"."""
        tasks = self.tasks
        return tasks[-1][0] if tasks else "over"

    def _display_list(self) -> list[int]:
        return [c for c, k in enumerate(self.display) for _ in range(k)]

    def _cap(self, r: int) -> int:
        return self.capv[r]

    def _recount(self) -> None:
        """Recompute every derived count from ``owner``, ``fort`` and ``emis`` (loading, test positions)."""
        tb, n = self.tb, self.num_players
        nr = tb.num_regions
        self.hcount = [0] * (nr * n)
        self.free = [0] * nr
        self.occupied = [0] * nr
        self.hmask = [0] * nr
        self.fmask = [0] * nr
        for r in range(nr):
            for i, s in enumerate(tb.region_spaces[r]):
                o = self.owner[s]
                if o >= 0:
                    self.hcount[r * n + o] += 1
                else:
                    self.free[r] += 1
                    self.hmask[r] |= 1 << i
                    if self.fort[s] < 0:
                        self.fmask[r] |= 1 << i
                if o >= 0 or self.fort[s] >= 0:
                    self.occupied[r] += 1
            if self.fort_fills and self.scored[r]:
                self._close(r)
        self.etotal = [sum(self.emis[r * n:r * n + n]) for r in range(nr)]
        self.capv = [max(self.hcount[r * n:r * n + n]) for r in range(nr)]
        self._legal_cache = None

    def _close(self, r: int) -> None:
        """R-9 house rule: a region completed with a bare fortification takes no more houses (E-8.4)."""
        self.free[r] = 0
        self.hmask[r] = 0
        self.fmask[r] = 0

    def _hand(self, p: int) -> list[int]:
        nc = len(self.tb.colours)
        return self.hands[p * nc:p * nc + nc]

    def _stack(self, phase: str, p: int) -> list[tuple]:
        """The task stack of seat ``p``'s turn in ``phase`` (a loaded position keeps only the phase)."""
        if phase == "start":
            return [("start", p)]
        if phase == "over":
            return []
        return [("end", p, True), ("draw", p)] + ([("second", p)] if phase == "second" else [])

    # -- applying ------------------------------------------------------------------------------------

    def legal_actions(self) -> list:
        """``TaskFlow.legal_actions`` with ``_legal`` written out: a call fewer at the start of every turn
        (the tables are globals: ``self.FLOW``, a class attribute, is looked up unspecialised)."""
        cache = self._legal_cache
        if cache is None:
            tasks = self.tasks
            if tasks:
                task = tasks[-1]
                cache = self._legal_cache = _LEGAL[task[0]](self, task)
            else:
                cache = self._legal_cache = []
        return list(cache)

    def _do(self, action):
        self._ev = events = []
        task = self.tasks.pop()  # TaskFlow._resolve, written out: the hot path of every playout
        _APPLY[task[0]](self, task, action)
        self._advance()
        self._ev = None
        return events

    def _play_cards(self, p: int, k: int, count: int) -> None:
        nc = len(self.tb.colours)
        i = p * nc + k
        self.hands[i] -= count
        self.discard[k] += count  # E-6.6: face up on the discard pile at once
        known = self.known
        known[i] = known[i] - count if known[i] > count else 0

    def _place(self, kind: int, t: int, k: int, first: bool) -> None:
        """E-6, E-7: pay for one piece and place it; a house that completes its region scores it (E-8.1)."""
        tb = self.tb
        p, n = self.turn, self.num_players
        events = self._ev
        r = t if kind == EMISSARY else tb.space_region[t]
        single = tb.region_colour[r] == k
        self._play_cards(p, k, 1 if single else 2)
        # E-7.2 / R-6: a bare fortification makes a region non-empty (house rule: only houses do)
        was_empty = (self.occupied[r] if self.fort_opens else self.capv[r]) == 0 and self.etotal[r] == 0
        if kind == HOUSE:
            self.owner[t] = p
            self.supply_h[p] -= 1
            i = r * n + p
            h = self.hcount[i] = self.hcount[i] + 1
            if h > self.capv[r]:
                self.capv[r] = h
            self.free[r] -= 1
            bit = tb.space_bit[t]
            self.hmask[r] &= ~bit
            self.fmask[r] &= ~bit
            if self.fort[t] < 0:
                self.occupied[r] += 1
            msg = "log-house-fortified" if self.fort[t] >= 0 else "log-house"
        elif kind == EMISSARY:
            self.emis[r * n + p] += 1
            self.etotal[r] += 1
            self.supply_e[p] -= 1
            msg = "log-emissary"
        else:
            self.fort[t] = p
            self.supply_f[p] -= 1
            self.occupied[r] += 1
            self.fmask[r] &= ~tb.space_bit[t]
            msg = "log-fortification"
        target = tb.space_ids[t] if kind != EMISSARY else tb.region_ids[r]
        paid = 1 if single else 2
        data = {"seat": p, "piece": ("house", "emissary", "fortification")[kind], "target": target,
                "paid": [tb.colours[k]] * paid}
        # the hot events of a turn are written with ``event_of`` (their arguments as one dict): binding
        # keywords cost more than the event itself
        if kind == EMISSARY:
            events.append(event_of("place", msg, {"seat": p, "card": tb.colours[k], "n": paid, "region": target}, data))
        else:
            events.append(event_of("place", msg, {"seat": p, "card": tb.colours[k], "n": paid, "space": target}, data))
        if self.fort_fills:  # R-9 house rule: a bare fortification fills its space too
            if kind != EMISSARY and self.occupied[r] == len(tb.region_spaces[r]) and not self.scored[r]:
                self._score_region(r, events, final=False)
                self._close(r)
        elif kind == HOUSE and self.free[r] == 0 and not self.scored[r]:
            self._score_region(r, events, final=False)  # E-8.1: scored the moment it is complete
        if first:
            self.t_region = r
            self.t_pair = not single
            self.t_second = not was_empty
            tasks = self.tasks
            tasks.append(("end", p, True))
            tasks.append(("draw", p))
            if self.t_second:
                tasks.append(("second", p))
                if kind == FORTIFY and self.must_build:
                    tasks.append(("build", p, t))  # R-13 house rule: the house goes on it next, when it can

    def _take_deck(self, who: int, events: list) -> int:
        """The top card of the deck; ``who`` draws it unseen (-1: it is shown). E-12.1 on run-out."""
        c = self.deck.pop()
        if self.pool is not None:
            if who < 0:
                self.pool[c] -= 1
            else:
                self.drawn2[who * len(self.display) + c] += 1
        if not self.deck:
            self._run_out(events)
        return c

    def _run_out(self, events: list) -> None:
        """E-12: first run-out reshuffles the discard pile into the deck; the second triggers the end."""
        self.exhaustions += 1
        if self.exhaustions == 1:
            if any(self.discard):
                cards = [c for c in range(len(self.discard)) for _ in range(self.discard[c])]
                self.rng.shuffle(cards)
                self.deck = cards
                self.pool = list(self.discard)
                self.discard = [0] * len(self.discard)
                self.drawn2 = [0] * len(self.drawn2)
                events.append(event("reshuffle", "log-reshuffle", n=len(cards)))
                return
            self.exhaustions = 2
            events.append(event("reshuffle", "log-reshuffle-empty"))
        # its arguments come before its message in every saved game
        events.append(event("exhausted", "log-exhausted" if self.turn < self.num_players - 1 else "log-exhausted-end",
                            order=("type", "args", "msg")))

    def _refill(self, events: list) -> None:
        """E-9.4: refill the display from the deck up to 4 cards (never after the second run-out)."""
        display = self.display
        size = self.tb.display_size
        added = []
        while self.deck and sum(display) < size:
            c = self._take_deck(-1, events)
            display[c] += 1
            added.append(c)
        if added:
            shown = [self.tb.colours[c] for c in sorted(added)]
            events.append(event_of("refill", "log-refill", {"cards": shown}, {"cards": shown}))

    def _draw(self, c: int) -> None:
        """E-9.1: seat ``turn`` draws the deck's top card (c = DECK) or a card of colour c from the display."""
        p = self.turn
        nc = len(self.display)
        if c == DECK:
            self._draw_from_deck(p, self._ev)
        else:
            self.display[c] -= 1
            self.hands[p * nc + c] += 1
            self.known[p * nc + c] += 1
            card = self.tb.colours[c]
            self._ev.append(event_of("draw", "log-take", {"seat": p, "card": card}, {"seat": p, "source": "display", "card": card}))

    def _draw_from_deck(self, p: int, events: list) -> None:
        """Seat ``p`` takes the deck's top card; only ``p`` learns which (the event's secret part)."""
        got = self.deck[-1]
        card = self.tb.colours[got]
        secret = {"seat": p, "msg": "log-draw-secret", "args": {"seat": p, "card": card}, "card": card}
        events.append(event_of("draw", "log-draw", {"seat": p}, {"seat": p, "source": "deck"}, secret))
        self._take_deck(p, events)
        self.hands[p * len(self.display) + got] += 1

    def _exchange(self, k: int, take: int) -> None:
        """E-10: discard one card, then take the deck's top card or a display card (gap refilled at once)."""
        p = self.turn
        tb = self.tb
        events = self._ev
        self._play_cards(p, k, 1)
        nc = len(self.display)
        card = tb.colours[k]
        if take == DECK:
            events.append(event("exchange", "log-exchange-deck", None, None,
                                {"seat": p, "discard": card, "source": "deck"}, seat=p, card=card))
            self._draw_from_deck(p, events)
        else:
            self.display[take] -= 1
            self.hands[p * nc + take] += 1
            self.known[p * nc + take] += 1
            card2 = tb.colours[take]
            events.append(event("exchange", "log-exchange", None, None,
                                {"seat": p, "discard": card, "source": "display", "card": card2},
                                seat=p, card=card, card2=card2))
            self._refill(events)

    def _saturated(self) -> bool:
        """E-13.2: can anybody still place any piece (ignoring cards and per-turn limits)?"""
        if any(self.supply_h) and any(self.free):
            return False
        if any(self.supply_e):
            for r in range(self.tb.num_regions):
                if self.etotal[r] < self._cap(r):
                    return False
        if any(self.supply_f):
            owner, fort = self.owner, self.fort
            for s in range(len(owner)):
                if owner[s] < 0 and fort[s] < 0:
                    return False
        return True

    # -- JSON (the fields are declared in FIELDS, saving.py) ------------------------------------------

    def _loading(self, d: dict) -> dict:
        self._init_board()
        return d

    def _loaded(self) -> None:
        self.tasks = self._stack(self.tasks[0][0], self.turn)
        self._recount()


# -- the decisions and steps of a turn (core.flow) ------------------------------------------------------

def _answer_start(s: EmperorState, task, action) -> None:
    """E-5.2: the first piece of a placing turn, an exchange (E-10) or a pass (E-11)."""
    kind, a, k = s.tb.acts.meta[action]
    if kind <= FORTIFY:
        s._place(kind, a, k, True)
        return
    if kind == EXCHANGE:
        s._exchange(a, k)
    else:  # PASS
        s._ev.append(event_of("pass", "log-pass", {"seat": s.turn}))
    _end_turn(s, ("end", s.turn, False))  # the end step (no refill) at once: two rounds of the loop fewer


def _answer_second(s: EmperorState, task, action) -> None:
    """E-7.1, E-7.2: a second piece in the turn's region, or the first draw (E-9), or stop (no card left)."""
    kind, a, k = s.tb.acts.meta[action]
    if kind <= FORTIFY:
        s._place(kind, a, k, False)
    elif kind == DRAW_DECK or kind == DRAW:
        s._draw(a)
    else:  # STOP: nothing to draw; the turn ends (the draw task finds no card)
        s._ev.append(event_of("stop", "log-stop", {"seat": s.turn}))


def _no_second(s: EmperorState, task) -> None:
    """No second piece can be placed: the turn goes on to drawing."""


def _answer_build(s: EmperorState, task, action) -> None:
    """R-13 house rule: the house on the fortification just built is the turn's second piece."""
    s.tasks.pop()  # the second-piece decision below: answered by this house
    kind, a, k = s.tb.acts.meta[action]
    s._place(kind, a, k, False)


def _cannot_build(s: EmperorState, task) -> None:
    """R-13 house rule ("when able"): no house can go on the fortification; the turn goes on as usual."""


def _answer_draw(s: EmperorState, task, action) -> None:
    """E-9.1: one draw; the next one is a new decision (R-14), but none once the hand holds 3 cards
    (E-9.3): that decision would have no option, so the turn's end step, pushed just below it with
    it, runs at once (settling both here spares the loop two rounds at the last draw of every turn)."""
    s._draw(s.tb.acts.meta[action][1])
    p = task[1]
    nc = len(s.display)
    if sum(s.hands[p * nc:p * nc + nc]) < s.tb.hand_size:
        s.tasks.append(task)
    else:
        _end_turn(s, s.tasks.pop())


def _no_card(s: EmperorState, task) -> None:
    """E-9.3: the hand holds 3 cards, or R-15: no card left to draw (after the second run-out): drawing
    ends (short, in the second case)."""


def _end_turn(s: EmperorState, task) -> None:
    """E-9.4 refill (after placing), then E-13: the game ends, or the next seat's turn starts (E-5.1)."""
    events = s._ev
    if task[2]:
        s._refill(events)
    s.t_region = -1
    s.t_pair = False
    s.t_second = False
    n = s.num_players
    if s._saturated():
        events.append(event("end", "log-end-saturated"))
        s._finish(events)
        return
    if s.exhaustions >= 2 and s.turn == n - 1:
        events.append(event("end", "log-end-last-round"))
        s._finish(events)
        return
    s.turn = (s.turn + 1) % n
    s.tasks.append(("start", s.turn))


#: the decisions of a turn (E-18) and its automatic last step, run by core.flow.  A lone legal option at
#: the start of a turn (a pass, or the only exchange) is still the player's move; a lone draw is not (E-9.3).
EmperorState.FLOW = Flow(
    decisions={
        "start": Decision(EmperorState._legal_start, _answer_start, settle_single=False),
        "second": Decision(EmperorState._legal_second, _answer_second, nothing=_no_second),
        "build": Decision(EmperorState._legal_build, _answer_build, nothing=_cannot_build),
        "draw": Decision(EmperorState._draw_options, _answer_draw, nothing=_no_card),
    },
    automatic={"end": _end_turn},
    answers=ANSWERS)
_LEGAL, _APPLY = EmperorState.FLOW.legal, EmperorState.FLOW.apply  # for legal_actions and _do
