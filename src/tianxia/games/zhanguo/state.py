"""ZhanGuo: one position and every rule that changes it (rules file ``zhanguo.md``).

The position is a stack of pending tasks (``tasks``, saved as ``stack``), run by
``tianxia.core.flow`` from the ``FLOW`` declared at the end of this file.  The top of the stack
is always a decision of one seat (Z-28): every decision waits for its player, even with one
option (``settle_single=False``: a lone option is still a move of the record), unless its
forced outcome settles it (a reassign with no point left, an ability window with nothing to
use, a claim window with nothing to claim, a wall paid in the only way left); automatic steps
(dealing, turn and round ends, reward offers, scoring) run as soon as they reach the top.
Tasks are tuples so a clone can share them.  Events are ``core.messages.event``s with
``player_first=True``: ZhanGuo's events have always had ``player`` before the arguments (logs and
replay digests stay byte for byte the same).

Internal indices are 0-based: regions 0..R-1 (written 1..R), marker colours
0 beige / 1 orange / 2 brown, official colours 0 red / 1 grey / 2 white.

The position is split by what each part does: this file sets up, runs the machine and the
rounds, and applies actions; ``legal.py`` lists each decision's legal actions, ``scoring.py``
the final scoring, ``views.py`` what a seat sees, the checks of a loaded position and why an
action is refused, ``saving.py`` declares the fields and their JSON, ``common.py`` holds the
constants all of them share.  ``ZhanGuoState`` joins the parts (mix-ins with no slots of their own).
"""

from __future__ import annotations

from tianxia.core import Rng
from tianxia.core.fields import slots
from tianxia.core.flow import Decision, Flow, TaskFlow
from tianxia.core.messages import event
from tianxia.core.rng import derive_seed

from . import data as _data
from .actions import (
    ANSWERS,
    DONE,
    PASS,
    STOP,
)
from .common import (
    _AUCTION,
    _CARDS,
    _PALACES,
    _SHORTAGE,
    _SQUARES,
    COLOUR_INDEX,
    HAND,
    OFFICIAL_INDEX,
    ROUNDS,
    TRIG_OF,
)
from .data import ASPECTS, HIGH, OFFICIALS
from .legal import Legal
from .saving import FIELDS
from .scoring import Scoring
from .views import Views


class ZhanGuoState(Legal, Scoring, Views, TaskFlow):
    FIELDS = FIELDS
    __slots__ = slots(FIELDS)

    # ------------------------------------------------------------------ setup (Z-4)

    def _setup(self) -> None:
        D = self.D = _data.DATA
        N, R, rng, o = self.num_players, D.R, self.rng, self.options
        self.phase = "setup"
        self.rnd = 1
        self.first = rng.below(N)                                          # Z-4.6
        others = [p for p in range(N) if p != self.first]
        rng.shuffle(others)
        self.track = [self.first] + others                                 # Z-4.7
        self.col = [-1, -1, -1]
        self.order = self._turn_order()
        self.turn = 0
        self.decks = []
        for c in range(3):                                                 # Z-4.3
            deck = list(range(40 * c + 1, 40 * c + 41))
            rng.shuffle(deck)
            self.decks.append(deck)
        self.hands = [[] for _ in range(N)]
        self.drafts = [[[], [], []] for _ in range(N)]
        self.pend = [[], [], []]
        self.mydisc = [[] for _ in range(N)]
        self.court = []
        self.sup1 = [D.value1[N]] * 3                                      # Z-4.5
        self.v3 = [1, 1, 1]                                                # Z-4.4
        self.side = [None] * N
        self.cards = [[[] for _ in range(R)] for _ in range(N)]
        self.G = [[0] * (3 * R) for _ in range(N)]
        self.W = [[0] * (3 * R) for _ in range(N)]
        self.work = [[0] * R for _ in range(N)]
        self.unrest = [[0] * R for _ in range(N)]                          # Z-4.13
        K = D.pieces                                                       # Z-2.1, Z-2.2
        self.offs = [[K["officials_per_colour"]] * 3 for _ in range(N)]
        self.govs = [K["governors"]] * N
        self.pals = [K["palaces"]] * N
        self.wallsup = [K["walls"]] * N
        self.m1 = [[0, 0, 0] for _ in range(N)]
        self.m3 = [[0, 0, 0] for _ in range(N)]
        self.vp = [D.scoring["auction_start_vp"] if o["board_side"] == "B_auction" else 0] * N   # Z-4.8, Z-25.3
        self.vpsrc = [[self.vp[p], 0, 0, 0, 0] for p in range(N)]
        self.squares = [[-1] * len(D.squares[r]) for r in range(R)]
        self.over = [[0] * N for _ in range(R)]
        self.palaces = [[] for _ in range(R)]
        self.walls = [[-1, -1, -1] for _ in range(6)]
        tiles = sorted(D.wall_tiles)                                       # Z-4.9
        rng.shuffle(tiles)
        self.wtiles = [[t, "ab"[rng.below(2)]] for t in tiles]
        self.goals = [[None] * 3, [None] * 3]                              # Z-4.10
        for j, slot in enumerate(D.goal_slots):
            ids = sorted(D.goals_by_type[slot])
            rng.shuffle(ids)
            self.goals[0][j], self.goals[1][j] = ids[0], ids[1]
        self.claims = [[[], [], []], [[], [], []]]
        self.removed = []
        self.final = None
        self.tasks = [("startgame",)]
        events = [event("setup", "log-first", self.first, seat=self.first, seats=list(self.track), player_first=True)]
        side = o["board_side"]
        if side == "A":                                                    # Z-25.1
            for p in range(N):
                self._assign_board(p, "A")
        elif side == "B":                                                  # Z-25.2, RUL-27
            for p in self.order:
                self.tasks.append(("pick", p))
        else:                                                              # Z-25.3
            self.tasks.append(("auction", -1))
            if N < 4:
                if o["auction_board_removal"] == "random":
                    boards = list(D.b_boards)
                    rng.shuffle(boards)
                    self.removed = sorted(boards[:4 - N])
                    events.append(event("remove", "log-boards-removed", boards=list(self.removed),
                                        count=len(self.removed)))
                else:
                    self.tasks.append(("remove", self.first, 4 - N))
        self._ev = events
        self._advance()
        self._events.extend(events)
        self._ev = None

    def _turn_order(self) -> list:
        N = self.num_players
        if self.options["reward_track_turn_order"]:                       # Z-24.2
            return list(self.track)
        return [(self.first + i) % N for i in range(N)]                    # Z-4.6

    def _assign_board(self, p: int, bid: str) -> None:
        self.side[p] = bid
        start = self.D.boards[bid]["start"]                                # Z-4.12
        for c in range(3):
            self.offs[p][c] -= start[c]
            self.G[p][c] += start[c]

    # ------------------------------------------------------------------ the machine (core.flow, FLOW below)

    def scores(self) -> list:
        return list(self.vp)

    def winners(self) -> list:
        if self.tasks:
            return []
        pos = {p: i for i, p in enumerate(self.track)}                     # Z-23.6
        return [min(range(self.num_players), key=lambda p: (-self.vp[p], pos[p]))]

    def _do(self, action) -> list:
        """Apply a legal answer: a free move (Z-12.7) leaves the pending decision pending."""
        self._ev = ev = []
        if action.kind == "free":
            self._free(self.tasks[-1][1], action.args, ev)
        else:
            task = self.tasks.pop()
            self.FLOW.apply[task[0]](self, task, action)
        self._advance()
        self._ev = None
        return ev

    # forced outcomes: a decision settled with no choice when it reaches the top

    def _pool_over(self, f) -> bool:
        """No reassign point left, or none owed and no official to move (Z-12.5)."""
        return f[2] <= 0 or (f[3] == 0 and f[5] < 0 and not self._pool_any(f[1]))

    def _window_over(self, f) -> bool:
        """No card or B ability would have an effect (DEC-7)."""
        return not self._window_options(f)

    def _claims_over(self, f) -> bool:
        """Nothing to claim, or every goal claimed by itself (Z-20.7)."""
        opts = self._claimable(f[1])
        if not opts:
            return True
        if self.options["auto_claim_goals"]:                               # Z-20.7
            ev = self._ev
            for sec, j in opts:
                self._claim(f[1], sec, j, ev)
            return True
        return False

    def _wallpay_over(self, f) -> bool:
        """As many regions with workers as workers still due: each pays one (Z-16.2)."""
        p, need, lo = f[1], f[2], f[3]
        work = self.work[p]
        ok = [r for r in range(lo, self.D.R) if work[r] > 0]
        if len(ok) != need:
            return False
        for r in ok:
            work[r] -= 1
        self._ev.append(event("pay", "log-pay-workers", p, seat=p, regions=[r + 1 for r in ok], count=len(ok),
                              player_first=True))
        return True

    # automatic steps

    def _auto_startgame(self, f) -> None:
        self.phase = "draw"
        self.order = self._turn_order()
        self._start_round(self._ev)

    def _auto_endturn(self, f) -> None:
        self._end_turn(self._ev)

    def _auto_aspect(self, f) -> None:
        self._open_aspect(f[1], self._ev)

    def _auto_endround(self, f) -> None:
        self._end_round(self._ev)

    def _auto_draftend(self, f) -> None:
        self._draft_end(self._ev)

    def _auto_auction(self, f) -> None:
        self._next_auction(f[1], self._ev)

    # ------------------------------------------------------------------ rounds (Z-5, Z-6, Z-22)

    def _start_round(self, ev: list) -> None:
        self.order = self._turn_order()
        decks = self.decks
        if self.options["draft"] and self.rnd <= 4:                        # Z-24.1
            self.phase = "draft"
            for p in self.order:
                for c in range(3):
                    got = [decks[c].pop() for _ in range(3)]
                    self.drafts[p][c] = got
                ev.append(event("deal", "log-deal", p, {"seat": p, "msg": "log-deal-cards", "args": {
                    "round": self.rnd, "seat": p, "cards": [str(x) for d in self.drafts[p] for x in d]}},
                    round=self.rnd, seat=p, count=3, player_first=True))
            self.tasks.append(("draftend",))
            for p in reversed(self.order):
                for c in (2, 1, 0):
                    self.tasks.append(("draft", p, c))
            return
        for p in self.order:                                               # Z-6.1
            got = []
            for c in range(3):
                got.append(decks[c].pop())
                got.append(decks[c].pop())
            self.hands[p] = sorted(self.hands[p] + got)
            ev.append(event("deal", "log-deal", p, {"seat": p, "msg": "log-deal-cards", "args": {
                "round": self.rnd, "seat": p, "cards": [str(x) for x in sorted(got)]}},
                round=self.rnd, seat=p, count=2, player_first=True))
        self._start_play(ev)

    def _draft_end(self, ev: list) -> None:
        for c in range(3):
            cards = [x for _, x in self.pend[c]]
            self.rng.shuffle(cards)
            self.decks[c][0:0] = cards                                     # bottom of the deck
        self.pend = [[], [], []]
        ev.append(event("draft", "log-draft-end"))
        self._start_play(ev)

    def _start_play(self, ev: list) -> None:
        self.phase = "play"
        self.turn = 0
        p = self.order[0]
        self.tasks.extend((("endturn",), ("claims", p), ("play", p)))

    def _end_turn(self, ev: list) -> None:
        self.turn += 1
        N = self.num_players
        if self.turn < HAND * N:                                           # Z-7.1
            p = self.order[self.turn % N]
            self.tasks.extend((("endturn",), ("claims", p), ("play", p)))
            return
        self.phase = "reward"                                              # Z-7.5, Z-21
        self.tasks.extend((("endround",), ("aspect", 2), ("aspect", 1), ("aspect", 0)))

    def _tie_order(self) -> list:
        return self.track + [p for p in self.col if p >= 0]                # Z-21.6

    def _open_aspect(self, a: int, ev: list) -> None:
        tie = self._tie_order()
        pos = {p: i for i, p in enumerate(tie)}
        vals = [(self.m1[p][a] + 3 * self.m3[p][a], p) for p in range(self.num_players)]
        cands = tuple(p for v, p in sorted(vals, key=lambda t: (-t[0], pos[t[1]])) if v >= 1)   # Z-21.3
        if not cands:
            ev.append(event("reward", "log-reward-none", colour=ASPECTS[a]))
            return
        self._offer(a, cands, 0, ev)

    def _offer(self, a: int, cands: tuple, i: int, ev: list) -> None:
        """Offer aspect ``a``'s reward to candidate ``i`` (Z-21.4), skipping those who cannot
        receive it (Z-21.8); when nobody is left, nobody gets it (Z-21.5)."""
        while i < len(cands):
            p = cands[i]
            if self._reward_options(p, a):
                self.tasks.append(("offer", p, a, cands, i))
                return
            ev.append(event("pass", "log-reward-cannot", p, seat=p, colour=ASPECTS[a], player_first=True))
            i += 1
        ev.append(event("reward", "log-reward-nobody", colour=ASPECTS[a]))   # Z-21.5

    def _end_round(self, ev: list) -> None:
        self.track = self._tie_order()                                     # Z-22.1
        self.col = [-1, -1, -1]
        self.first = self.track[0]
        ev.append(event("round", "log-round-end", round=self.rnd, seats=list(self.track)))
        if self.rnd >= ROUNDS:                                             # Z-5.2
            self._final_scoring(ev)
            self.phase = "over"
            return
        self.rnd += 1
        self._start_round(ev)

    # ------------------------------------------------------------------ helpers

    def _umax(self, p):
        return self.D.boards[self.side[p]]["unrest_max"]

    def _blocked(self, p, r) -> bool:                                     # Z-8.6, RUL-6
        b = self.D.boards[self.side[p]]
        L = self.unrest[p][r]
        return L >= b["palace_icon"][r] or L == b["unrest_max"][r]

    def _wcount(self, p, r) -> int:
        W = self.W[p]
        return W[3 * r] + W[3 * r + 1] + W[3 * r + 2]

    def _take_marker(self, p, c, ev, card):
        """A value-1 marker for card ``card``'s ability (a string), or for the board's (None)."""
        why = {"card": card} if card else {"ability": "B-WALL-RECRUIT-MARKER"}
        if self.sup1[c] > 0:
            self.sup1[c] -= 1
            self.m1[p][c] += 1
            ev.append(event("marker", "log-marker-card" if card else "log-marker-ability", p, seat=p,
                            colour=ASPECTS[c], **why, player_first=True))
        else:
            self.vp[p] += 1
            self._src(p, _SHORTAGE, 1)
            ev.append(event("marker", "log-marker-vp-card" if card else "log-marker-vp-ability", p, seat=p, **why,
                            player_first=True))

    def _src(self, p, i, n) -> None:
        """Book ``n`` VP of seat ``p`` under source ``i`` of VP_SOURCES (lists replaced: clones share them)."""
        row = self.vpsrc[p] = self.vpsrc[p][:]
        row[i] += n

    def _gov_count(self, p, r) -> int:
        return self.squares[r].count(p) + self.over[r][p]

    def _satisfies(self, p, sec, j) -> bool:                               # Z-3.6, Z-20.2
        D = self.D
        tile = D.goal_tiles[self.goals[sec][j]]
        t = tile["type"]
        if t == "wall":
            have = {}
            for s, cells in enumerate(self.walls):
                if p in cells:
                    a = D.section_area[s]
                    have[a] = have.get(a, 0) + 1
            return all(have.get(a, 0) >= n for a, n in tile["needs"].items())
        if t == "palace":
            return all(self.palaces[r].count(p) >= n for r, n in tile["needs"].items())
        return all(self._gov_count(p, r) >= n for r, n in tile["needs"].items())

    def _claimable(self, p) -> list:
        """Goals ``p`` satisfies now and has not claimed (Z-20.3); piece counts are made once."""
        D = self.D
        out = []
        have = None
        for sec in range(2):
            goals, claims = self.goals[sec], self.claims[sec]
            for j in range(3):
                if p in claims[j]:
                    continue
                if have is None:
                    have = self._holdings(p)
                tile = D.goal_tiles[goals[j]]
                got = have[tile["type"]]
                if got and all(got.get(k, 0) >= n for k, n in tile["needs"].items()):
                    out.append((sec, j))
        return out

    def _holdings(self, p) -> dict:
        """Pieces of ``p`` by goal type: walls per area, palaces and governors per region."""
        D = self.D
        walls: dict = {}
        for s, cells in enumerate(self.walls):
            if p in cells:
                a = D.section_area[s]
                walls[a] = walls.get(a, 0) + 1
        pals: dict = {}
        govs: dict = {}
        for r in range(D.R):
            n = self.palaces[r].count(p)
            if n:
                pals[r] = n
            g = self.squares[r].count(p) + self.over[r][p]
            if g:
                govs[r] = g
        return {"wall": walls, "palace": pals, "governor": govs}

    def _claim(self, p, sec, j, ev) -> None:
        D = self.D
        lst = self.claims[sec][j] = self.claims[sec][j] + [p]              # Z-20.4
        val = D.goal_values[sec][j][len(lst) - 1]
        ev.append(event("claim", "log-claim", p, seat=p, row=D.goal_sections[sec], goal=D.goal_slots[j], vp=val,
                        player_first=True))

    # ------------------------------------------------------------------ applying actions

    def _free(self, p, args, ev):
        r, c = args[0] - 1, OFFICIAL_INDEX[args[1]]
        self.G[p][3 * r + c] -= 1
        self.W[p][3 * r + c] += 1
        ev.append(event("free", "log-free", p, seat=p, official=args[1], region=r + 1, player_first=True))

    # setup decisions

    def _do_remove(self, f, action):
        ev = self._ev
        self.removed = sorted(self.removed + [action.args[0]])
        if f[2] > 1:
            self.tasks.append(("remove", f[1], f[2] - 1))
        ev.append(event("remove", "log-remove-board", f[1], seat=f[1], board=action.args[0], player_first=True))

    def _do_pick(self, f, action):
        ev = self._ev
        self._assign_board(f[1], action.args[0])
        ev.append(event("board", "log-take-board", f[1], seat=f[1], board=action.args[0], player_first=True))

    _do_board = _do_pick

    def _next_auction(self, prev, ev):
        N = self.num_players
        left = [b for b in self.D.b_boards if b not in self.side and b not in self.removed]
        without = [p for p in range(N) if self.side[p] is None]
        if not without:
            return
        start = self.first if prev < 0 else (prev + 1) % N                 # Z-25.3 step 5
        bidders = [(start + i) % N for i in range(N) if self.side[(start + i) % N] is None]
        if len(bidders) == 1:                                              # Z-25.3 step 6, EX-15
            p = bidders[0]
            self.vp[p] -= 1
            self._src(p, _AUCTION, -1)
            self._assign_board(p, left[0])
            ev.append(event("auction", "log-auction-alone", p, seat=p, board=left[0], player_first=True))
            return
        self.tasks.append(("bid", bidders[0], tuple(bidders), 0, -1))

    def _do_bid(self, f, action):
        ev = self._ev
        p, bidders, high, highp = f[1], f[2], f[3], f[4]
        if action.kind == "bid":
            high, highp = action.args[0], p
            ev.append(event("bid", "log-bid", p, seat=p, vp=high, player_first=True))
            i = bidders.index(p)
            nxt = bidders[(i + 1) % len(bidders)]
        else:
            ev.append(event("bid", "log-bid-pass", p, seat=p, player_first=True))
            i = bidders.index(p)
            rest = bidders[:i] + bidders[i + 1:]
            if highp < 0:          # an opener without VP to bid: the next player opens
                if len(rest) == 1:
                    high, highp = 0, rest[0]
                bidders = rest
                nxt = rest[i % len(rest)]
            else:
                bidders = rest
                nxt = rest[i % len(rest)]
        if len(bidders) == 1:
            w = bidders[0]
            self.vp[w] -= high
            self._src(w, _AUCTION, -high)
            ev.append(event("auction", "log-auction-won", w, seat=w, vp=high, player_first=True))
            self.tasks.append(("auction", w))
            left = [b for b in self.D.b_boards if b not in self.side and b not in self.removed]
            if len(left) == 1:
                self._assign_board(w, left[0])
                ev.append(event("board", "log-take-board", w, seat=w, board=left[0], player_first=True))
            else:
                self.tasks.append(("board", w))
            return
        self.tasks.append(("bid", nxt, bidders, high, highp))

    def _do_draft(self, f, action):
        ev = self._ev
        p, c = f[1], f[2]
        i = action.args[1] - 1
        got = self.drafts[p][c]
        card = got[i]
        keep = got[:i] + got[i + 1:]
        self.drafts[p][c] = []
        self.hands[p] = sorted(self.hands[p] + keep)
        self.pend[c] = self.pend[c] + [[p, card]]
        self.mydisc[p] = self.mydisc[p] + [card]
        shown = {"seat": p, "colour": ASPECTS[c], "card": str(card)}
        if self.options["public_draft_discards"]:                          # RUL-28 PL reading
            ev.append(event("discard", "log-discard-card", p, **shown, player_first=True))
        else:
            ev.append(event("discard", "log-discard", p, {"seat": p, "msg": "log-discard-card", "args": shown},
                             seat=p, colour=ASPECTS[c], player_first=True))

    # phase 2

    def _do_play(self, f, action):
        ev = self._ev
        p = f[1]
        card = action.args[0]
        self.hands[p] = [x for x in self.hands[p] if x != card]
        if action.kind == "unify":                                         # Z-9
            r = action.args[1] - 1
            lst = self.cards[p][r] = self.cards[p][r] + [card]
            n = len(lst)
            self.unrest[p][r] += n - 1                                     # Z-9.5
            c = self.D.colour[card]
            got = min(n, self.sup1[c])                                     # Z-9.3 / Z-9.4
            self.sup1[c] -= got
            self.m1[p][c] += got
            self.vp[p] += n - got
            if n > got:
                self._src(p, _SHORTAGE, n - got)
            ev.append(event("unify", "log-unify", p, seat=p, card=str(card), region=r + 1, markers=got,
                            colour=ASPECTS[c], vp=n - got, player_first=True))
            return
        prev = self.court[-1] if self.court else 0                         # Z-10.4
        self.court = self.court + [card]
        self.tasks.append(("declare", p, card, prev))
        if prev:
            ev.append(event("court", "log-court", p, seat=p, card=str(card), card2=str(prev), player_first=True))
        else:
            ev.append(event("court", "log-court-first", p, seat=p, card=str(card), player_first=True))

    def _do_declare(self, f, action):
        ev = self._ev
        p, card, prev = f[1], f[2], f[3]
        k = action.kind
        kind = TRIG_OF[k]
        if kind in HIGH:
            trig = prev == 0 or card > prev
        elif kind == "reassign_officials":
            trig = False                                                   # Z-10.4
        else:
            trig = prev == 0 or card < prev
        if kind == "reassign_officials":
            ev.append(event("compare", "log-abilities-reassign", p, seat=p, player_first=True))
        elif prev == 0:
            ev.append(event("compare", "log-abilities-first", p, seat=p, action=kind, player_first=True))
        else:
            msg = ("log-abilities-high-" if kind in HIGH else "log-abilities-low-") + ("fire" if trig else "idle")
            ev.append(event("compare", msg, p, seat=p, action=kind, card=str(card), card2=str(prev), player_first=True))
        args = action.args
        region = args[-1] - 1 if k in ("recruit", "governor", "hire", "palace") else -1
        self.tasks.append(("window", p, kind, trig, region, (), ()))
        if k == "recruit":                                                 # Z-11
            c = OFFICIAL_INDEX[args[0]]
            self.offs[p][c] -= 1
            self.G[p][3 * region + c] += 1
            ev.append(event("recruit", "log-recruit", p, seat=p, official=args[0], region=region + 1,
                            player_first=True))
        elif k == "reassign":                                              # Z-12.4
            self.tasks.append(("pool", p, 3, 1, -1, -1))
            ev.append(event("reassign", "log-reassign", p, seat=p, points=3, player_first=True))
        elif k == "governor":                                              # Z-13
            G = self.G[p]
            for c in range(3):
                G[3 * region + c] -= 1
                self.offs[p][c] += 1
            ev.append(event("governor", "log-governor", p, seat=p, region=region + 1, player_first=True))
            self._install_governor(p, region, ev)
        elif k == "hire":                                                  # Z-14
            n = self._wcount(p, region)
            self.work[p][region] += n
            self.unrest[p][region] += n if self.options["unrest_per_worker"] else 1
            ev.append(event("hire", "log-hire", p, seat=p, workers=n, region=region + 1, player_first=True))
        elif k == "palace":                                                # Z-15
            self.work[p][region] -= 2
            others = [s for s in range(self.D.R) if s != region and self.work[p][s]]
            if len(others) == 1:
                self._palace_pay(p, region, others[0], ev)
            else:
                self.tasks.append(("palpay", p, region))
        else:                                                              # Z-16
            s = self.D.section_index[args[0]]
            i = self.D.cell_costs.index(args[1])
            self.walls[s] = self.walls[s][:]
            self.walls[s][i] = p
            self.wallsup[p] -= 1
            ev.append(event("wall", "log-wall", p, seat=p, section=args[0], workers=args[1], player_first=True))
            self.tasks.append(("wallpay", p, args[1], 0))

    def _palace_pay(self, p, r, s, ev, reward=False):
        if not reward:
            self.work[p][s] -= 1
        self.palaces[r] = self.palaces[r] + [p]
        self.pals[p] -= 1
        gain = sum(len(x) for x in self.cards[p])                          # Z-15.2 step 4
        self.vp[p] += gain
        self._src(p, _PALACES, gain)
        if reward:
            ev.append(event("palace", "log-palace-free", p, seat=p, region=r + 1, vp=gain, player_first=True))
        else:
            ev.append(event("palace", "log-palace", p, seat=p, region=r + 1, region2=s + 1, vp=gain, player_first=True))
        if reward:
            return
        n = sum(self.v3)                                                   # Z-15.2 step 3, RUL-19
        if n == 1:
            self._take_v3(p, self.v3.index(1), ev)
        elif n > 1:
            self.tasks.append(("paltake", p))

    def _take_v3(self, p, c, ev):
        self.v3 = self.v3[:]
        self.v3[c] = 0
        self.m3[p][c] += 1
        ev.append(event("marker", "log-value3", p, seat=p, colour=ASPECTS[c], player_first=True))

    def _install_governor(self, p, r, ev):
        """Z-13.2 steps 2-3 (also the governor reward, RUL-11)."""
        self.unrest[p][r] = 0                                              # Z-8.4
        free = [i for i, x in enumerate(self.squares[r]) if x < 0]
        if not free:
            self.over[r] = self.over[r][:]
            self.over[r][p] += 1
            self.govs[p] -= 1
            ev.append(event("governor", "log-governor-beside", p, seat=p, region=r + 1, player_first=True))
        elif len(free) == 1:
            self._place_square(p, r, free[0], ev)
        else:
            self.tasks.append(("square", p, r))                            # RUL-20

    def _place_square(self, p, r, i, ev):
        self.squares[r] = self.squares[r][:]
        self.squares[r][i] = p
        self.govs[p] -= 1
        bonus = self.D.squares[r][i]
        ev.append(event("governor", "log-governor-square", p, seat=p, square=bonus, region=r + 1, player_first=True))
        if bonus == "vp4":
            self.vp[p] += 4
            self._src(p, _SQUARES, 4)
        elif bonus == "official":
            if any(self.offs[p]):
                self.tasks.append(("offbonus", p))
        else:
            self.tasks.append(("pool", p, 4, 0, -1, -1))                   # RUL-21

    def _do_square(self, f, action):
        ev = self._ev
        self._place_square(f[1], f[2], action.args[0] - 1, ev)

    def _do_offbonus(self, f, action):
        ev = self._ev
        p = f[1]
        if action.kind == "official":
            c, r = OFFICIAL_INDEX[action.args[0]], action.args[1] - 1
            self.offs[p][c] -= 1
            self.G[p][3 * r + c] += 1
            ev.append(event("official", "log-bonus-official", p, seat=p, official=action.args[0], region=r + 1,
                            player_first=True))

    def _do_pool(self, f, action):
        ev = self._ev
        p = f[1]
        if action is STOP:
            ev.append(event("reassign", "log-reassign-stop", p, seat=p, player_first=True))
            return
        cname, src, dst = action.args
        c = OFFICIAL_INDEX[cname]
        r, s = int(src[1:]) - 1, int(dst[1:]) - 1
        (self.G[p] if src[0] == "g" else self.W[p])[3 * r + c] -= 1
        (self.G[p] if dst[0] == "g" else self.W[p])[3 * s + c] += 1
        transit = dst[0] == "w" and self._wcount(p, s) > 2                 # Z-12.3
        self.tasks.append(("pool", p, f[2] - 1, max(0, f[3] - 1), c if transit else -1, s if transit else -1))
        ev.append(event("step", "log-step", p, seat=p, official=cname, place=src, place2=dst, player_first=True))

    def _do_palpay(self, f, action):
        ev = self._ev
        self._palace_pay(f[1], f[2], action.args[0] - 1, ev)

    def _do_paltake(self, f, action):
        ev = self._ev
        self._take_v3(f[1], COLOUR_INDEX[action.args[0]], ev)

    def _do_wallpay(self, f, action):
        ev = self._ev
        p, need = f[1], f[2]
        r = action.args[0] - 1
        self.work[p][r] -= 1
        ev.append(event("pay", "log-pay-worker", p, seat=p, region=r + 1, player_first=True))
        if need > 1:
            self.tasks.append(("wallpay", p, need - 1, r + 1))

    def _do_window(self, f, action):
        ev = self._ev
        p, kind, trig, region, used, bused = f[1], f[2], f[3], f[4], f[5], f[6]
        k = action.kind
        if action is DONE:
            return
        D = self.D
        if k == "use":
            aid = action.args[0]
            n = int(aid) if aid.isdigit() else int(aid[:-1])
            i = 0 if aid.isdigit() else ord(aid[-1]) - 97
            _, bonus, param = D.abilities[n][i]
            r = next(x for x in range(D.R) if n in self.cards[p][x])
            self.tasks.append(("window", p, kind, trig, region, used + (aid,), bused))
            self._use_bonus(p, n, r, bonus, param, action.args[1:], ev)
            return
        name = {"bhire": "B-HIRE-PLUS", "bworker": "B-GOV-MOVE-WORKER", "bmarker": "B-WALL-RECRUIT-MARKER",
                "bcalm": "B-REASSIGN-WALL-CALM", "breassign": "B-RECRUIT-REASSIGN",
                "bgovernor": "B-GOV-MOVE-GOVERNOR"}[k]
        self.tasks.append(("window", p, kind, trig, region, used, bused + (name,)))
        a = action.args
        if k == "bhire":
            self.work[p][region] += 1
            o = self.options                                               # RUL-18: no unrest (our reading)
            if o["unrest_per_worker"] and o["extra_worker_unrest"] == "with_v3":
                self.unrest[p][region] += 1
            ev.append(event("ability", "log-b-hire", p, seat=p, ability=name, region=region + 1, player_first=True))
            self.tasks.append(("pool", p, 1, 0, -1, -1))
        elif k == "bworker":
            self.work[p][a[0] - 1] -= 1
            self.work[p][a[1] - 1] += 1
            ev.append(event("ability", "log-b-move-worker", p, seat=p, ability=name, region=a[0], region2=a[1],
                            player_first=True))
        elif k == "bmarker":
            self._take_marker(p, COLOUR_INDEX[a[0]] if a else 0, ev, None)
        elif k == "bcalm":
            r = a[0] - 1
            self.unrest[p][r] -= 1
            self.work[p][r] += 1
            ev.append(event("ability", "log-b-calm", p, seat=p, ability=name, region=r + 1, player_first=True))
        elif k == "breassign":
            ev.append(event("ability", "log-b-reassign", p, seat=p, ability=name, points=2, player_first=True))
            self.tasks.append(("pool", p, 2, 0, -1, -1))
        else:                                                              # RUL-26
            r, spot, s = a[0] - 1, a[1], a[2] - 1
            if spot == "over":
                self.over[r] = self.over[r][:]
                self.over[r][p] -= 1
            else:
                self.squares[r] = self.squares[r][:]
                self.squares[r][int(spot[1:]) - 1] = -1
            self.over[s] = self.over[s][:]
            self.over[s][p] += 1
            ev.append(event("ability", "log-b-move-governor", p, seat=p, ability=name, region=r + 1, region2=s + 1,
                            player_first=True))

    def _use_bonus(self, p, n, r, bonus, param, args, ev):
        """Z-18: one card bonus of card ``n`` tucked in region ``r``."""
        card = str(n)
        if bonus == "marker":
            self._take_marker(p, COLOUR_INDEX[args[0]] if args else 0, ev, card)
        elif bonus == "reassign2":
            ev.append(event("ability", "log-card-reassign", p, seat=p, card=card, points=2, player_first=True))
            self.tasks.append(("pool", p, 2, 0, -1, -1))
        elif bonus == "vp":
            self.vp[p] += param
            self._src(p, _CARDS, param)
            ev.append(event("ability", "log-card-vp", p, seat=p, card=card, vp=param, player_first=True))
        elif bonus == "worker_here":
            self.work[p][r] += 1
            ev.append(event("ability", "log-card-worker", p, seat=p, card=card, region=r + 1, player_first=True))
        elif bonus == "vp_per_colour":
            gain = sum(1 for x in self.cards[p] for y in x if self.D.colour[y] == param)   # RUL-35
            self.vp[p] += gain
            self._src(p, _CARDS, gain)
            ev.append(event("ability", "log-card-vp-colour", p, seat=p, card=card, vp=gain, colour=ASPECTS[param],
                            player_first=True))
        elif bonus == "unrest_any" or bonus == "unrest_here":
            s = args[0] - 1 if bonus == "unrest_any" else r
            self.unrest[p][s] -= 1
            ev.append(event("ability", "log-card-calm", p, seat=p, card=card, region=s + 1, player_first=True))
        elif bonus == "move_worker":
            self.work[p][args[0] - 1] -= 1
            self.work[p][args[1] - 1] += 1
            ev.append(event("ability", "log-card-move-worker", p, seat=p, card=card, region=args[0], region2=args[1],
                            player_first=True))
        else:
            self.offs[p][param] -= 1
            self.G[p][3 * r + param] += 1
            ev.append(event("ability", "log-card-official", p, seat=p, card=card, official=OFFICIALS[param],
                            region=r + 1, player_first=True))

    def _do_claims(self, f, action):
        ev = self._ev
        if action is DONE:
            return
        D = self.D
        sec, j = D.goal_sections.index(action.args[0]), D.goal_slots.index(action.args[1])
        self._claim(f[1], sec, j, ev)
        self.tasks.append(f)

    # phase 3

    def _do_offer(self, f, action):
        ev = self._ev
        p, a = f[1], f[2]
        if action is PASS:
            ev.append(event("pass", "log-reward-pass", p, seat=p, colour=ASPECTS[a], player_first=True))
            self._offer(a, f[3], f[4] + 1, ev)
            return
        D = self.D
        self.sup1[a] += self.m1[p][a]                                      # Z-21.4 accept
        self.m1[p][a] = 0
        if self.m3[p][a]:
            self.m3[p][a] = 0
            self.v3 = self.v3[:]
            self.v3[a] = 1
        if p in self.track:
            self.track = [x for x in self.track if x != p]
        self.col = [-1 if x == p else x for x in self.col]
        self.col[a] = p
        cell = D.rewards[a][self.rnd - 1]
        kind = cell["kind"]
        ev.append(event("reward", "log-reward-accept", p, seat=p, colour=ASPECTS[a], reward=kind, player_first=True))
        self.tasks.append(("claims", p))                                   # Z-20.3 (b)
        args = action.args
        if kind == "official_choice":
            c = OFFICIAL_INDEX[args[0]]
            self.offs[p][c] -= 1
            self.G[p][3 * cell["region"] + c] += 1
            ev.append(event("reward", "log-reward-official", p, seat=p, official=args[0], region=cell["region"] + 1,
                            player_first=True))
        elif kind == "two_red" or kind == "two_grey":
            c = 0 if kind == "two_red" else 1
            self.offs[p][c] -= 2
            self.G[p][3 * cell["region"] + c] += 2
            ev.append(event("reward", "log-reward-officials", p, seat=p, official=OFFICIALS[c], count=2,
                            region=cell["region"] + 1, player_first=True))
        elif kind == "two_workers":                                        # RUL-42
            self.work[p][cell["region"]] += 2
            ev.append(event("reward", "log-reward-workers", p, seat=p, workers=2, region=cell["region"] + 1,
                            player_first=True))
        elif kind == "governor":                                           # RUL-11
            self._install_governor(p, args[0] - 1, ev)
        elif kind == "wall":                                               # RUL-13
            s = D.section_index[args[0]]
            i = D.cell_costs.index(args[1])
            self.walls[s] = self.walls[s][:]
            self.walls[s][i] = p
            self.wallsup[p] -= 1
            ev.append(event("wall", "log-wall-free", p, seat=p, section=args[0], workers=args[1], player_first=True))
        else:                                                              # RUL-12a
            self._palace_pay(p, args[0] - 1, -1, ev, reward=True)

    # ------------------------------------------------------------------ hidden information (Z-26)

    def _resample(self, player, rng) -> None:
        """Re-deal every card ``player`` cannot see, keeping colours and counts (Z-29.4)."""
        D, N = self.D, self.num_players
        public = self.options["public_draft_discards"]
        r2 = Rng(derive_seed(rng))
        pools = [[], [], []]
        for c in range(3):
            pools[c].extend(self.decks[c])
        for p in range(N):
            if p == player:
                continue
            for x in self.hands[p]:
                pools[D.colour[x]].append(x)
            for c in range(3):
                pools[c].extend(self.drafts[p][c])
        for c in range(3):
            for s, x in self.pend[c]:
                if s != player and not public:
                    pools[c].append(x)
        for c in range(3):
            pools[c].sort()
            r2.shuffle(pools[c])
        # refill in canonical order: other seats' hands, drafts, discards; then the decks
        for p in range(N):
            if p == player:
                continue
            need = [0, 0, 0]
            for x in self.hands[p]:
                need[D.colour[x]] += 1
            hand = []
            for c in range(3):
                for _ in range(need[c]):
                    hand.append(pools[c].pop())
            self.hands[p] = sorted(hand)
            self.drafts[p] = [[pools[c].pop() for _ in self.drafts[p][c]] for c in range(3)]
            if not public:
                self.mydisc[p] = []       # another seat's private discard history is not seen
        self.pend = [[[s, (x if (s == player or public) else pools[c].pop())] for s, x in self.pend[c]]
                     for c in range(3)]
        for c in range(3):
            assert len(pools[c]) == len(self.decks[c]), "resample: card count mismatch"
        self.decks = pools


S = ZhanGuoState
#: every kind of task: the decisions of Z-28 (DEC-1..DEC-9) and the automatic steps, run by core.flow
ZhanGuoState.FLOW = Flow(
    decisions={
        "remove": Decision(S._opts_remove, S._do_remove, settle_single=False),            # DEC-1a
        "pick": Decision(S._opts_pick, S._do_pick, settle_single=False),                  # DEC-1
        "bid": Decision(S._opts_bid, S._do_bid, settle_single=False),
        "board": Decision(S._opts_board, S._do_board, settle_single=False),
        "draft": Decision(S._opts_draft, S._do_draft, settle_single=False),               # DEC-2
        "play": Decision(S._opts_play, S._do_play, settle_single=False),                  # DEC-4
        "declare": Decision(S._opts_declare, S._do_declare, settle_single=False),
        "square": Decision(S._opts_square, S._do_square, settle_single=False),
        "offbonus": Decision(S._opts_offbonus, S._do_offbonus, settle_single=False),      # DEC-6
        "pool": Decision(S._opts_pool, S._do_pool, S._pool_over, settle_single=False),    # DEC-5
        "palpay": Decision(S._opts_palpay, S._do_palpay, settle_single=False),
        "paltake": Decision(S._opts_paltake, S._do_paltake, settle_single=False),
        "wallpay": Decision(S._opts_wallpay, S._do_wallpay, S._wallpay_over, settle_single=False),
        "window": Decision(S._opts_window, S._do_window, S._window_over, settle_single=False),   # DEC-7
        "claims": Decision(S._opts_claims, S._do_claims, S._claims_over, settle_single=False),  # DEC-8
        "offer": Decision(S._opts_offer, S._do_offer, settle_single=False),               # DEC-9
    },
    automatic={
        "startgame": S._auto_startgame, "draftend": S._auto_draftend, "endturn": S._auto_endturn,
        "aspect": S._auto_aspect, "endround": S._auto_endround, "auction": S._auto_auction,
    },
    answers=ANSWERS)
del S
