"""The Emperor of China: one position and every rule that changes it (rules/emperor.md).

Representation (all lists of small integers, flat where a table is players x something,
so ``clone`` is a handful of slice copies):

- cards are colour indices (``tb.colours``, alphabetical); hands, the display, the
  discard pile and the removed cards are counts per colour; the deck is a list with
  its top card last;
- ``owner[s]`` is the seat whose house stands on house space ``s`` (-1: none),
  ``fort[s]`` the seat that placed a fortification there (-1: none);
- ``emis[r*n + p]`` and ``hcount[r*n + p]`` are player ``p``'s emissaries and houses in
  region ``r``; ``free[r]`` counts house spaces without a house, ``occupied[r]`` spaces
  holding a house or a fortification, ``etotal[r]`` all emissaries there;
- ``known[p*nc + c]`` is what everybody knows about p's hand: at least this many cards
  of colour c (cards p took from the display and cannot have played since);
- ``hmask[r]`` / ``fmask[r]`` have bit i set when the i-th house space of region r holds no
  house / neither house nor fortification, and ``capv[r]`` is Cap(r); with the hand's payment
  mask they key a cache of ready-made action tuples shared by all states (``tb.legal_cache``);
- after the first reshuffle ``pool`` is the new deck's contents minus every card seen
  leaving it publicly, and ``drawn2[p*nc + c]`` counts the cards p drew from it unseen,
  so the deck is always inside ``pool - drawn2[o]`` as far as seat ``o`` knows (E-17.4).
"""

from __future__ import annotations

from tianxia.core import State
from tianxia.core.fields import Field, slots

from . import data as _data
from .actions import DECK, DRAW, DRAW_DECK, EMISSARY, EXCHANGE, FORTIFY, HOUSE, PASS, parse

START, SECOND, DRAWING, OVER = 0, 1, 2, 3
PHASES = ("start", "second", "draw", "over")


# -- the fields and their JSON ---------------------------------------------------------------------

def _cards(state, counts) -> list[str]:
    """Counts per colour -> the cards by colour name."""
    names = state.tb.colours
    return [names[c] for c in range(len(names)) for _ in range(counts[c])]


def _counts(state, cards, field) -> list[int]:
    ci = state.tb.colour_index
    out = [0] * len(state.tb.colours)
    for c in cards:
        if c not in ci:
            raise ValueError(f"field state/{field}: {c!r} is not a card colour")
        out[ci[c]] += 1
    return out


def _seat_cards(state, flat) -> list[list[str]]:
    nc = len(state.tb.colours)
    return [_cards(state, flat[p * nc:p * nc + nc]) for p in range(state.num_players)]


def _seat_counts(field):
    def load(state, rows) -> list[int]:
        if len(rows) != state.num_players:
            raise ValueError(f"field state/{field}: needs one entry per seat ({state.num_players})")
        flat = []
        for i, row in enumerate(rows):
            flat.extend(_counts(state, row, f"{field}/{i}"))
        return flat
    return load


def _load_side(state, side):
    if side != state.side:
        raise ValueError(f"field state/side: {side!r} does not match the options (side {state.side})")
    return side


def _load_turn(state, turn):
    turn = int(turn)
    if not 0 <= turn < state.num_players:
        raise ValueError(f"field state/turn: {turn} is not a seat")
    return turn


def _load_region(state, rid):
    if rid is not None and rid not in state.tb.region_index:
        raise ValueError(f"field state/turn_region: unknown region {rid!r}")
    return -1 if rid is None else state.tb.region_index[rid]


def _load_known(state, rows):
    known = _seat_counts("known_cards")(state, rows)
    nc = len(state.tb.colours)
    for i in range(state.num_players * nc):
        if known[i] > state.hands[i]:
            raise ValueError(f"field state/known_cards/{i // nc}: more than the hand holds")
    return known


def _load_deck(state, deck):
    ci = state.tb.colour_index
    out = []
    for c in deck:
        if c not in ci:
            raise ValueError(f"field state/deck: {c!r} is not a card colour")
        out.append(ci[c])
    return out


def _load_drawn(state, rows):
    """The cards drawn since the reshuffle; with them every card is loaded, so they must add up (E-2.2)."""
    drawn = _seat_counts("drawn_since_reshuffle")(state, rows)
    tb, n, nc = state.tb, state.num_players, len(state.tb.colours)
    total = [state.display[c] + state.discard[c] + state.removed[c] + sum(state.hands[p * nc + c] for p in range(n))
             for c in range(nc)]
    for c in state.deck:
        total[c] += 1
    if total != tb.card_counts:
        raise ValueError(f"field state: the cards do not add up to the card counts {tb.card_counts} (E-2.2)")
    return drawn


def _pieces(field):
    """A house space -> seat map (houses, fortifications)."""
    def dump(state, owner) -> dict:
        return {state.tb.space_ids[s]: o for s, o in enumerate(owner) if o >= 0}

    def load(state, spaces) -> list[int]:
        tb = state.tb
        out = [-1] * tb.num_spaces
        for sid, o in spaces.items():
            if sid not in tb.space_index:
                raise ValueError(f"field state/{field}: unknown house space {sid!r}")
            if not 0 <= o < state.num_players:
                raise ValueError(f"field state/{field}/{sid}: {o} is not a seat")
            out[tb.space_index[sid]] = o
        return out
    return dump, load


def _dump_emissaries(state, emis) -> dict:
    tb, n = state.tb, state.num_players
    return {tb.region_ids[r]: emis[r * n:r * n + n] for r in range(tb.num_regions) if state.etotal[r]}


def _load_emissaries(state, regions) -> list[int]:
    tb, n = state.tb, state.num_players
    emis = [0] * (tb.num_regions * n)
    for rid, row in regions.items():
        if rid not in tb.region_index:
            raise ValueError(f"field state/emissaries: unknown region {rid!r}")
        if len(row) != n:
            raise ValueError(f"field state/emissaries/{rid}: needs one count per seat")
        r = tb.region_index[rid]
        for p, x in enumerate(row):
            emis[r * n + p] = int(x)
    return emis


def _load_scores(state, scores) -> list[int]:
    if len(scores) != state.num_players:
        raise ValueError("field state/scores: needs one score per seat")
    return [int(x) for x in scores]


def _load_scored(state, regions) -> list[bool]:
    tb = state.tb
    scored = [False] * tb.num_regions
    for rid in regions:
        if rid not in tb.region_index:
            raise ValueError(f"field state/scored: unknown region {rid!r}")
        scored[tb.region_index[rid]] = True
    return scored


F = Field
_HOUSES, _FORTS = _pieces("houses"), _pieces("fortifications")
#: every field of a position, in the order of the saved JSON (tianxia.core.fields).  Loading starts from
#: the empty board (``_init_board``: the tables, side, variant and adjacency) and ends by recounting the
#: fields derived from the pieces (``_recount``).  Per-seat card counts: seat p, colour c at p * nc + c.
FIELDS = (
    F("tb", saved=False), F("variant", saved=False), F("adj", saved=False),
    F("side", load=_load_side),
    F("phase", dump=lambda state, phase: PHASES[phase], load=lambda state, phase: PHASES.index(phase)),
    F("turn", load=_load_turn),
    F("t_region", key="turn_region",
      dump=lambda state, r: state.tb.region_ids[r] if r >= 0 else None, load=_load_region),
    F("t_pair", key="turn_paid_pair", dump="value", load=lambda state, x: bool(x)),
    F("t_second", key="turn_second_allowed", dump="value", load=lambda state, x: bool(x)),
    F("hands", "copy", dump=_seat_cards, load=_seat_counts("hands")),
    F("known", "copy", key="known_cards", dump=_seat_cards, load=_load_known),
    F("deck", "copy", dump=lambda state, deck: [state.tb.colours[c] for c in deck], load=_load_deck),
    F("display", "copy", dump=_cards, load=lambda state, cards: _counts(state, cards, "display")),
    F("discard", "copy", dump=_cards, load=lambda state, cards: _counts(state, cards, "discard")),
    F("removed", dump=_cards, load=lambda state, cards: _counts(state, cards, "removed")),  # fixed at setup
    F("exhaustions", load=lambda state, x: int(x)),
    F("pool", "optional", key="reshuffle_pool",
      dump=lambda state, pool: None if pool is None else _cards(state, pool),
      load=lambda state, cards: None if cards is None else _counts(state, cards, "reshuffle_pool")),
    F("drawn2", "copy", key="drawn_since_reshuffle", dump=_seat_cards, load=_load_drawn),
    F("owner", "copy", key="houses", dump=_HOUSES[0], load=_HOUSES[1]),
    F("fort", "copy", key="fortifications", dump=_FORTS[0], load=_FORTS[1]),
    F("emis", "copy", key="emissaries", dump=_dump_emissaries, load=_load_emissaries),
    F("supply_h", "copy", key="houses", seat="supply", load=lambda state, rows: [int(x["houses"]) for x in rows]),
    F("supply_e", "copy", key="emissaries", seat="supply",
      load=lambda state, rows: [int(x["emissaries"]) for x in rows]),
    F("supply_f", "copy", key="fortification", seat="supply",
      load=lambda state, rows: [int(x["fortification"]) for x in rows]),
    F("score", "copy", key="scores", dump="list", load=_load_scores),
    F("scored", "copy", dump=lambda state, scored: [state.tb.region_ids[r] for r in range(len(scored)) if scored[r]],
      load=_load_scored),
    F("final"),                                                     # made once at the end, never mutated
    # derived from owner, fort and emis (_recount), kept up to date in play
    F("hcount", "copy", saved=False), F("free", "copy", saved=False), F("etotal", "copy", saved=False),
    F("occupied", "copy", saved=False), F("hmask", "copy", saved=False), F("fmask", "copy", saved=False),
    F("capv", "copy", saved=False),
)


class EmperorState(State):
    FIELDS = FIELDS
    __slots__ = slots(FIELDS)

    # -- setup (E-4) ----------------------------------------------------------------------------

    def _init_board(self) -> None:
        tb = self.tb = _data.TABLES
        n = self.num_players
        side = self.options["side"]
        if side == "auto":
            side = tb.sides[n][0]
        self.side = side
        self.variant = bool(self.options["fortifications"])
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
        self.phase = START
        self.t_region = -1
        self.t_pair = False
        self.t_second = False
        self.final = None

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
            events.append({"type": "deal", "msg": "log-deal", "args": {"seat": p, "n": tb.hand_size},
                           "secret": {"seat": p, "msg": "log-deal-secret", "args": {"seat": p, "cards": dealt},
                                      "cards": dealt}})
        for _ in range(tb.display_size):
            self.display[cards.pop()] += 1
        shown = [tb.colours[c] for c in self._display_list()]
        events.append({"type": "setup", "msg": "log-setup-fortifications" if self.variant else "log-setup",
                       "args": {"side": self.side, "n": len(cards), "cards": shown}, "display": shown})

    # -- small helpers ------------------------------------------------------------------------------

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
        self.etotal = [sum(self.emis[r * n:r * n + n]) for r in range(nr)]
        self.capv = [max(self.hcount[r * n:r * n + n]) for r in range(nr)]
        self._legal_cache = None

    def _hand(self, p: int) -> list[int]:
        nc = len(self.tb.colours)
        return self.hands[p * nc:p * nc + nc]

    # -- legal actions ------------------------------------------------------------------------------

    def _legal(self):
        phase = self.phase
        if phase == START:
            return self._legal_start()
        if phase == SECOND:
            out = self._second_pieces()
            draws = self._draw_options()
            out.extend(draws if draws else [self.tb.acts.stop])
            return out
        return self._draw_options()

    def _pay_masks(self, hand, allow_pair: bool = True) -> list[int]:
        """For each card colour c: the bit mask of payment colours usable in a region of colour c
        (bit c: a single, E-6.2; bit k != c: a pair of k, E-6.3)."""
        key = (allow_pair, *hand)
        got = self.tb.pay_cache.get(key)
        if got is None:
            pairs = 0
            if allow_pair:
                for k in range(len(hand)):
                    if hand[k] >= 2:
                        pairs |= 1 << k
            got = [((1 << c) if hand[c] else 0) | (pairs & ~(1 << c)) for c in range(len(hand))]
            self.tb.pay_cache[key] = got
        return got

    def _region_acts(self, r: int, hm: int, fm: int, pm: int) -> tuple:
        """Ready-made house and fortification actions of region r for free-space mask hm, empty-space
        mask fm and payment mask pm (cached in the tables: a pure function of the key)."""
        tb = self.tb
        key = r | hm << tb.shift_h | fm << tb.shift_f | pm << tb.shift_p
        cache = tb.legal_cache
        got = cache.get(key)
        if got is None:
            tb = self.tb
            acts = tb.acts
            pays = [k for k in range(len(tb.colours)) if pm >> k & 1]
            out = []
            spaces = tb.region_spaces[r]
            for i, s in enumerate(spaces):
                if hm >> i & 1:
                    out.extend(acts.house[s][k] for k in pays)
            for i, s in enumerate(spaces):
                if fm >> i & 1:
                    out.extend(acts.fortify[s][k] for k in pays)
            got = cache[key] = (tuple(out), tuple(acts.emissary[r][k] for k in pays))
        return got

    def _legal_start(self):
        tb = self.tb
        p = self.turn
        hand = self._hand(p)
        masks = self._pay_masks(hand)
        hmask = self.hmask if self.supply_h[p] > 0 else None
        fmask = self.fmask if self.supply_f[p] > 0 else None
        can_e = self.supply_e[p] > 0
        etotal, capv = self.etotal, self.capv
        cache = tb.legal_cache
        sh, sf, sp = tb.shift_h, tb.shift_f, tb.shift_p
        out = []
        for r, c in tb.region_colour_pairs:
            pm = masks[c]
            if not pm:
                continue
            hm = hmask[r] if hmask else 0
            fm = fmask[r] if fmask else 0
            got = cache.get(r | hm << sh | fm << sf | pm << sp)
            if got is None:
                got = self._region_acts(r, hm, fm, pm)
            out.extend(got[0])
            if can_e and etotal[r] < capv[r]:
                out.extend(got[1])
        # E-10: exchanges; E-11.1: pass exactly when no exchange is possible
        display = self.display
        key = ("x", bool(self.deck), *hand, *display)
        got = tb.legal_cache.get(key)
        if got is None:
            acts = tb.acts
            got = []
            shown = [j for j in range(len(display)) if display[j]]
            for k in range(len(hand)):
                if hand[k]:
                    if self.deck:
                        got.append(acts.exchange_deck[k])
                    got.extend(acts.exchange[k][j] for j in shown)
            if not got:
                got.append(acts.pass_)
            got = tb.legal_cache[key] = tuple(got)
        out.extend(got)
        return out

    def _second_pieces(self) -> list:
        """Second-piece actions: same region, not opened this turn, one more unit (E-6.4, E-7.1, E-7.2)."""
        if not self.t_second:
            return []
        p, r = self.turn, self.t_region
        pm = self._pay_masks(self._hand(p), not self.t_pair)[self.tb.region_colour[r]]
        if not pm:
            return []
        pieces, em = self._region_acts(r, self.hmask[r] if self.supply_h[p] > 0 else 0,
                                       self.fmask[r] if self.supply_f[p] > 0 else 0, pm)
        out = list(pieces)
        if self.supply_e[p] > 0 and self.etotal[r] < self.capv[r]:
            out.extend(em)
        return out

    def _draw_options(self) -> list:
        display = self.display
        key = (bool(self.deck), *display)
        got = self.tb.legal_cache.get(key)
        if got is None:
            acts = self.tb.acts
            got = [acts.draw_deck] if self.deck else []
            got.extend(acts.draw[c] for c in range(len(display)) if display[c])
            got = self.tb.legal_cache[key] = tuple(got)
        return list(got)

    # -- applying ------------------------------------------------------------------------------------

    def _do(self, action):
        kind, a, k = self.tb.acts.meta[action]
        events: list[dict] = []
        if kind <= FORTIFY:
            self._place(kind, a, k, events)
        elif kind == DRAW_DECK or kind == DRAW:
            self._draw(a, events)
            self._auto_draw(events)
        elif kind == EXCHANGE:
            self._exchange(a, k, events)
        elif kind == PASS:
            events.append({"type": "pass", "msg": "log-pass", "args": {"seat": self.turn}})
            self._end_turn(events, refill=False)
        else:  # STOP
            events.append({"type": "stop", "msg": "log-stop", "args": {"seat": self.turn}})
            self._end_turn(events, refill=True)
        return events

    def _play_cards(self, p: int, k: int, count: int) -> None:
        nc = len(self.tb.colours)
        i = p * nc + k
        self.hands[i] -= count
        self.discard[k] += count  # E-6.6: face up on the discard pile at once
        known = self.known
        known[i] = known[i] - count if known[i] > count else 0

    def _place(self, kind: int, t: int, k: int, events: list) -> None:
        tb = self.tb
        p, n = self.turn, self.num_players
        r = t if kind == EMISSARY else tb.space_region[t]
        single = tb.region_colour[r] == k
        self._play_cards(p, k, 1 if single else 2)
        first = self.phase == START
        was_empty = self.occupied[r] == 0 and self.etotal[r] == 0
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
        events.append({"type": "place", "msg": msg,
                       "args": {"seat": p, "card": tb.colours[k], "n": paid,
                                "region" if kind == EMISSARY else "space": target},
                       "seat": p, "piece": ("house", "emissary", "fortification")[kind], "target": target,
                       "paid": [tb.colours[k]] * paid})
        if kind == HOUSE and self.free[r] == 0 and not self.scored[r]:
            self._score_region(r, events, final=False)  # E-8.1: scored the moment it is complete
        if first:
            self.t_region = r
            self.t_pair = not single
            self.t_second = not was_empty
            self.phase = SECOND
            second = self._second_pieces()
            if second:
                draws = self._draw_options()
                second.extend(draws if draws else [tb.acts.stop])
                self._legal_cache = second  # exactly what _legal() lists in this phase
                return
        self.phase = DRAWING
        self._auto_draw(events)

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
                events.append({"type": "reshuffle", "msg": "log-reshuffle", "args": {"n": len(cards)}})
                return
            self.exhaustions = 2
            events.append({"type": "reshuffle", "msg": "log-reshuffle-empty", "args": {}})
        events.append({"type": "exhausted", "args": {},
                       "msg": "log-exhausted" if self.turn < self.num_players - 1 else "log-exhausted-end"})

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
            events.append({"type": "refill", "msg": "log-refill", "args": {"cards": shown}, "cards": shown})

    def _draw(self, c: int, events: list) -> None:
        p = self.turn
        nc = len(self.display)
        tb = self.tb
        if c == DECK:
            self._draw_from_deck(p, events)
        else:
            self.display[c] -= 1
            self.hands[p * nc + c] += 1
            self.known[p * nc + c] += 1
            events.append({"type": "draw", "msg": "log-take", "args": {"seat": p, "card": tb.colours[c]}, "seat": p,
                           "source": "display", "card": tb.colours[c]})

    def _draw_from_deck(self, p: int, events: list) -> None:
        """Seat ``p`` takes the deck's top card; only ``p`` learns which (the event's secret part)."""
        tb = self.tb
        got = self.deck[-1]
        card = tb.colours[got]
        events.append({"type": "draw", "msg": "log-draw", "args": {"seat": p}, "seat": p, "source": "deck",
                       "secret": {"seat": p, "msg": "log-draw-secret", "args": {"seat": p, "card": card},
                                  "card": card}})
        self._take_deck(p, events)
        self.hands[p * len(self.display) + got] += 1

    def _auto_draw(self, events: list) -> None:
        """E-9.1-E-9.3: draw back to 3; a draw with only one possible source is made automatically."""
        self.phase = DRAWING
        p = self.turn
        nc = len(self.display)
        limit = self.tb.hand_size
        while True:
            if sum(self.hands[p * nc:p * nc + nc]) >= limit:
                break
            options = self._draw_options()
            if not options:
                break
            if len(options) > 1:
                return
            self._draw(self.tb.acts.meta[options[0]][1], events)
        self._end_turn(events, refill=True)

    def _exchange(self, k: int, take: int, events: list) -> None:
        """E-10: discard one card, then take the deck's top card or a display card (gap refilled at once)."""
        p = self.turn
        tb = self.tb
        self._play_cards(p, k, 1)
        nc = len(self.display)
        if take == DECK:
            events.append({"type": "exchange", "msg": "log-exchange-deck", "args": {"seat": p, "card": tb.colours[k]},
                           "seat": p, "discard": tb.colours[k], "source": "deck"})
            self._draw_from_deck(p, events)
        else:
            self.display[take] -= 1
            self.hands[p * nc + take] += 1
            self.known[p * nc + take] += 1
            events.append({"type": "exchange", "msg": "log-exchange",
                           "args": {"seat": p, "card": tb.colours[k], "card2": tb.colours[take]},
                           "seat": p, "discard": tb.colours[k], "source": "display", "card": tb.colours[take]})
            self._refill(events)
        self._end_turn(events, refill=False)

    def _end_turn(self, events: list, refill: bool) -> None:
        if refill:
            self._refill(events)
        self.t_region = -1
        self.t_pair = False
        self.t_second = False
        n = self.num_players
        if self._saturated():
            events.append({"type": "end", "msg": "log-end-saturated", "args": {}})
            self._finish(events)
            return
        if self.exhaustions >= 2 and self.turn == n - 1:
            events.append({"type": "end", "msg": "log-end-last-round", "args": {}})
            self._finish(events)
            return
        self.turn = (self.turn + 1) % n
        self.phase = START

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

    # -- scoring (E-8, E-14) -----------------------------------------------------------------------

    def region_points(self, r: int) -> list[int]:
        """E-8.2: dense ranks on houses; first scores all houses, each lower rank the next-higher
        group's per-player count; doubled once for an owner of a fortified house (R-10, R-11)."""
        n = self.num_players
        hc = self.hcount[r * n:r * n + n]
        total = sum(hc)
        pts = [0] * n
        if total == 0:
            return pts
        values = sorted({h for h in hc if h > 0}, reverse=True)
        for p in range(n):
            h = hc[p]
            if h:
                j = values.index(h)
                pts[p] = total if j == 0 else values[j - 1]
        doubled = {self.owner[s] for s in self.tb.region_spaces[r] if self.fort[s] >= 0 and self.owner[s] >= 0}
        for p in doubled:
            pts[p] *= 2
        return pts

    def _score_region(self, r: int, events: list, final: bool) -> list[int]:
        pts = self.region_points(r)
        self.scored[r] = True
        for p, x in enumerate(pts):
            self.score[p] += x
        tb, n = self.tb, self.num_players
        fortified = {self.owner[s] for s in tb.region_spaces[r] if self.fort[s] >= 0 and self.owner[s] >= 0}

        got = [{"msg": "log-points-doubled" if p in fortified else "log-points",
                "args": {"seat": p, "points": x, "houses": self.hcount[r * n + p]}}
               for p, x in enumerate(pts) if x] or {"msg": "log-nobody-scores"}
        events.append({"type": "region_scored", "msg": "log-scored-end" if final else "log-scored",
                       "args": {"region": tb.region_ids[r], "got": got},
                       "region": tb.region_ids[r], "points": pts, "final": final})
        return pts

    def alliance_points(self) -> list[tuple[int, list[int]]]:
        """E-14.2: for alliances 1..15, players with the emissary majority in both regions score
        all emissaries of both regions (ties share the majority)."""
        n = self.num_players
        emis, etotal = self.emis, self.etotal
        out = []
        majority = []
        for r in range(self.tb.num_regions):
            row = emis[r * n:r * n + n]
            top = max(row)
            majority.append({p for p in range(n) if row[p] == top} if top > 0 else set())
        for number, r1, r2 in self.tb.alliances:
            pts = [0] * n
            for p in majority[r1] & majority[r2]:
                pts[p] = etotal[r1] + etotal[r2]
            out.append((number, pts))
        return out

    def road_points(self, p: int) -> int:
        """E-14.4: the best selection of disjoint lines (simple paths) of at least 4 of p's houses."""
        return road_score(self.adj, [s for s, o in enumerate(self.owner) if o == p],
                          {s for s, o in enumerate(self.owner) if o == p and self.fort[s] >= 0})

    def _finish(self, events: list) -> None:
        """E-14: houses of unscored regions, then alliances 1 to 15, then roads."""
        self.phase = OVER
        tb, n = self.tb, self.num_players
        houses = [0] * n
        for r in range(tb.num_regions):
            if not self.scored[r]:
                if sum(self.hcount[r * n:r * n + n]):
                    pts = self._score_region(r, events, final=True)
                    for p in range(n):
                        houses[p] += pts[p]
        alliances = []
        totals = [0] * n
        for (number, r1, r2), (_, pts) in zip(tb.alliances, self.alliance_points()):
            alliances.append(pts)
            if any(pts):
                for p in range(n):
                    totals[p] += pts[p]
                    self.score[p] += pts[p]
                events.append({"type": "alliance_scored", "msg": "log-alliance",
                               "args": {"alliance": number, "region": tb.region_ids[r1], "region2": tb.region_ids[r2],
                                        "n": self.etotal[r1], "n2": self.etotal[r2],
                                        "seats": [p for p in range(n) if pts[p]], "points": max(pts)},
                               "alliance": number, "points": pts})
        roads = [self.road_points(p) for p in range(n)]
        for p in range(n):
            self.score[p] += roads[p]
        if any(roads):
            events.append({"type": "roads_scored", "msg": "log-roads", "points": roads,
                           "args": {"got": [{"msg": "log-seat-points", "args": {"seat": p, "points": x}}
                                            for p, x in enumerate(roads) if x]}})
        self.final = {"houses": houses, "alliances": alliances, "alliance_totals": totals, "roads": roads}
        w = self.winners()
        best = max(self.score)
        tied = [p for p in range(n) if self.score[p] == best]
        args = {"scores": [{"msg": "log-seat-points", "args": {"seat": p, "points": x}}
                           for p, x in enumerate(self.score)], "seats": w, "n": len(w)}
        msg = "log-game-over"
        if len(tied) > 1:  # E-16.2 / E-16.3: say how the tie was settled
            msg = "log-game-over-shared" if len(w) > 1 else "log-game-over-tie"
            args["best"] = best
            args["left"] = [{"msg": "log-seat-pieces", "args": {"seat": p, "pieces": self.unused_pieces(p)}}
                            for p in tied]
        events.append({"type": "game_over", "msg": msg, "args": args, "scores": list(self.score), "winners": w})

    # -- the contract --------------------------------------------------------------------------------

    @property
    def current_player(self):
        return None if self.phase == OVER else self.turn

    @property
    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list:
        return list(self.score)

    def unused_pieces(self, p: int) -> int:
        """E-16.2 / R-24: houses + emissaries in supply, + 1 for an unplaced fortification (variant)."""
        return self.supply_h[p] + self.supply_e[p] + (self.supply_f[p] if self.variant else 0)

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        best = max(self.score)
        tied = [p for p in range(self.num_players) if self.score[p] == best]
        most = max(self.unused_pieces(p) for p in tied)
        return [p for p in tied if self.unused_pieces(p) == most]

    def _view(self, player):
        tb, n = self.tb, self.num_players
        nc = len(tb.colours)
        names = tb.colours

        def cards(counts):
            return [names[c] for c in range(nc) for _ in range(counts[c])]

        view = {
            "side": self.side,
            "fortifications_variant": self.variant,
            "phase": PHASES[self.phase],
            "turn": self.turn,
            "turn_region": tb.region_ids[self.t_region] if self.t_region >= 0 else None,
            "turn_paid_pair": self.t_pair if self.t_region >= 0 else None,
            "turn_second_allowed": self.t_second if self.t_region >= 0 else None,
            "houses": {tb.space_ids[s]: o for s, o in enumerate(self.owner) if o >= 0},
            "fortifications": {tb.space_ids[s]: o for s, o in enumerate(self.fort) if o >= 0},
            "emissaries": {tb.region_ids[r]: self.emis[r * n:r * n + n] for r in range(tb.num_regions)},
            "caps": {tb.region_ids[r]: self._cap(r) for r in range(tb.num_regions)},
            "scored": [tb.region_ids[r] for r in range(tb.num_regions) if self.scored[r]],
            "supply": [{"houses": self.supply_h[p], "emissaries": self.supply_e[p],
                        "fortification": self.supply_f[p]} for p in range(n)],
            "hand_sizes": [sum(self.hands[p * nc:p * nc + nc]) for p in range(n)],
            "known_cards": [cards(self.known[p * nc:p * nc + nc]) for p in range(n)],
            "hand": cards(self._hand(player)) if player is not None else None,
            "display": cards(self.display),
            "deck_size": len(self.deck),
            "discard": cards(self.discard),
            "removed": cards(self.removed),
            "exhaustions": self.exhaustions,
            "end_triggered": self.exhaustions >= 2,
            "deck_may_hold": None,
            "final": self.final,
            "player_colours": tb.player_colours[:n],
        }
        if self.pool is not None:
            bound = list(self.pool)
            if player is not None:
                for c in range(nc):
                    bound[c] -= self.drawn2[player * nc + c]
            view["deck_may_hold"] = cards(bound)
        return view

    # -- JSON (the fields are declared in FIELDS) ---------------------------------------------------------

    def _loading(self, d: dict) -> dict:
        self._init_board()
        return d

    def _loaded(self) -> None:
        self._recount()

    # -- hidden information (E-17) -----------------------------------------------------------------------

    def _resample(self, player, rng) -> None:
        """Re-deal what ``player`` cannot see: the deck order and the unknown part of other hands.

        The unseen cards (the deck plus the hidden part of other hands) are dealt again from
        a canonical (sorted) list shuffled by ``rng``.  After the reshuffle the deck is drawn
        only from what ``player`` knows it may hold (``deck_may_hold`` in the view), so the
        sample never contradicts the public record of the new deck (E-17.4).
        """
        n = self.num_players
        nc = len(self.display)
        hands, known = self.hands, self.known
        unseen = [0] * nc
        for c in self.deck:
            unseen[c] += 1
        slots = []
        for p in range(n):
            if p == player:
                continue
            hidden = 0
            for c in range(nc):
                x = hands[p * nc + c] - known[p * nc + c]
                unseen[c] += x
                hidden += x
            slots.append((p, hidden))
        d = len(self.deck)
        if self.pool is not None and d:
            bound = list(self.pool)
            if player is not None:
                for c in range(nc):
                    bound[c] -= self.drawn2[player * nc + c]
            fit = [c for c in range(nc) for _ in range(min(bound[c], unseen[c]))]
            rng.shuffle(fit)
            deck = fit[:d]
            for c in deck:
                unseen[c] -= 1
            rest = [c for c in range(nc) for _ in range(unseen[c])]
            rng.shuffle(rest)
        else:
            cards = [c for c in range(nc) for _ in range(unseen[c])]
            rng.shuffle(cards)
            deck, rest = cards[:d], cards[d:]
        self.deck = deck
        i = 0
        for p, hidden in slots:
            for c in range(nc):
                hands[p * nc + c] = known[p * nc + c]
                self.drawn2[p * nc + c] = 0
            for c in rest[i:i + hidden]:
                hands[p * nc + c] += 1
            i += hidden

    # -- refusals -----------------------------------------------------------------------------------------

    def _explain(self, text: str):
        parsed = parse(self.tb, text)
        if isinstance(parsed, dict):
            return self.refusal(parsed["msg"], **parsed["args"])
        why = self._why(*parsed)
        return self.refusal(why[0], **why[1]) if why else super()._explain(text)

    def _why(self, kind: str, t: int, k: int, pair: bool) -> tuple[str, dict] | None:
        """Why a well-formed action is not legal now: a message id and its arguments (or None)."""
        tb, p = self.tb, self.turn
        nc = len(tb.colours)
        phase = self.phase
        if kind in ("house", "emissary", "fortify"):
            r = t if kind == "emissary" else tb.space_region[t]
            region = tb.region_ids[r]
            if kind == "fortify" and not self.variant:
                return "refused-variant-only", {}
            if phase != START:
                # why no piece at all may follow comes first: it holds whatever region is named
                if not self.t_second:
                    here = tb.region_ids[self.t_region]
                    if r != self.t_region:
                        return "refused-other-region-was-empty", {"region": here}
                    return "refused-region-was-empty", {"region": here}
                if phase == DRAWING:
                    return "refused-placing-over", {}
                if r != self.t_region:
                    return "refused-same-region", {"region": tb.region_ids[self.t_region]}
                if pair and self.t_pair:
                    return "refused-second-pair", {}
            cr = tb.region_colour[r]
            colour, rc = tb.colours[k], tb.colours[cr]
            if not pair and k != cr:
                return "refused-single", {"card": colour, "colour": colour, "region": region, "colour2": rc,
                                          "card2": rc, "regions": [tb.region_ids[x] for x in tb.colour_regions[k]]}
            if pair and k == cr:
                return "refused-no-joker", {"card": colour, "colour": colour, "region": region}
            need = 2 if pair else 1
            have = self.hands[p * nc + k]
            if have < need:
                return "refused-too-few", {"n": have, "card": colour, "need": need}
            if kind == "house":
                if self.supply_h[p] == 0:
                    return "refused-no-house", {}
                if self.owner[t] >= 0:
                    return "refused-space-taken", {"space": tb.space_ids[t]}
            elif kind == "fortify":
                if self.supply_f[p] == 0:
                    return "refused-fortification-placed", {}
                if self.owner[t] >= 0 or self.fort[t] >= 0:
                    return "refused-space-not-empty", {"space": tb.space_ids[t]}
            else:
                if self.supply_e[p] == 0:
                    return "refused-no-emissary", {}
                if self.etotal[r] >= self._cap(r):
                    return "refused-cap", {"region": region, "n": self.etotal[r], "cap": self._cap(r)}
            return None
        if kind == "draw":
            if phase == START:
                return "refused-draw-first", {}
            if t == DECK:
                if not self.deck:
                    return "refused-deck-empty", {}
            elif not self.display[t]:
                return "refused-not-displayed", {"card": tb.colours[t]}
            return None
        if kind == "exchange":
            if phase != START:
                return "refused-exchange-late", {}
            if not self.hands[p * nc + t]:
                return "refused-no-card", {"card": tb.colours[t]}
            if k == DECK and not self.deck:
                return "refused-deck-empty-take", {}
            if k != DECK and not self.display[k]:
                return "refused-not-displayed", {"card": tb.colours[k]}
            return None
        if kind == "pass":
            if phase == START:
                return "refused-pass-exchange", {}
            if phase == SECOND:
                return "refused-pass-second", {}
            return "refused-pass-draw", {}
        if kind == "stop":
            if phase == SECOND:
                return "refused-stop-second", {}
            return "refused-stop", {}
        return None


def road_score(adj, spaces: list[int], fortified: set[int]) -> int:
    """E-14.4 (f): enumerate the space sets of simple paths of 4+ houses, then pick the best
    disjoint selection by memoised search on the set of still-available houses."""
    own = set(spaces)
    if len(own) < 4:
        return 0
    nb = {s: [t for t in adj[s] if t in own] for s in own}
    # split into connected groups; the best selection is the sum over groups
    total = 0
    seen: set[int] = set()
    for start in sorted(own):
        if start in seen:
            continue
        group = [start]
        seen.add(start)
        i = 0
        while i < len(group):
            for t in nb[group[i]]:
                if t not in seen:
                    seen.add(t)
                    group.append(t)
            i += 1
        if len(group) >= 4:
            total += _group_score(group, nb, fortified)
    return total


def _group_score(group: list[int], nb: dict, fortified: set[int]) -> int:
    bit = {s: 1 << i for i, s in enumerate(sorted(group))}
    fort_mask = 0
    for s in group:
        if s in fortified:
            fort_mask |= bit[s]
    values: dict[int, int] = {}
    nbits = {s: [(t, bit[t]) for t in nb[s]] for s in group}

    def extend(s: int, mask: int, k: int) -> None:
        if k >= 4 and mask not in values:
            values[mask] = 2 * k if mask & fort_mask else k
        for t, b in nbits[s]:
            if not mask & b:
                extend(t, mask | b, k + 1)

    for s in group:
        extend(s, bit[s], 1)
    if not values:
        return 0
    by_low: dict[int, list[tuple[int, int]]] = {}
    for mask, v in values.items():
        by_low.setdefault(mask & -mask, []).append((mask, v))
    memo: dict[int, int] = {0: 0}

    def best(avail: int) -> int:
        got = memo.get(avail)
        if got is not None:
            return got
        low = avail & -avail
        res = best(avail & ~low)
        for mask, v in by_low.get(low, ()):
            if mask & avail == mask:
                x = v + best(avail & ~mask)
                if x > res:
                    res = x
        memo[avail] = res
        return res

    full = 0
    for s in group:
        full |= bit[s]
    return best(full)
