"""ZhanGuo: what a seat sees of a position, the checks of a loaded one, and why an action is refused"""

from __future__ import annotations

from tianxia.core.flow import TaskFlow
from tianxia.core.game import State

from . import data as _data
from .common import (
    PLAYER_COLOURS,
    ROUNDS,
    TRIG_OF,
    VP_SOURCES,
)
from .data import ASPECTS, OFFICIALS


class Views(State):
    """what a seat sees of a position, the checks of a loaded one, and why an action is refused (a part of ZhanGuoState)."""

    __slots__ = ()

    # ------------------------------------------------------------------ views, copies, JSON

    def pending(self) -> dict:
        if not self.tasks:
            return {"kind": "over"}
        f = self.tasks[-1]
        out = {"kind": f[0], "seat": f[1]}
        k = f[0]
        if k == "declare":
            out["card"], out["beneath"] = f[2], f[3]
        elif k == "pool":
            out["points"], out["min"] = f[2], f[3]
            if f[5] >= 0:
                out["transit"] = [OFFICIALS[f[4]], f"w{f[5] + 1}"]
        elif k == "window":
            out["action"], out["triggered"], out["used"], out["b_used"] = f[2], f[3], list(f[5]), list(f[6])
        elif k == "offer":
            out["aspect"], out["candidates"] = ASPECTS[f[2]], list(f[3])
            out["reward"] = self._reward_json(f[2], self.rnd - 1)
        elif k == "bid":
            out["bidders"], out["high"], out["high_bidder"] = list(f[2]), f[3], f[4]
        elif k == "draft":
            out["deck"] = ASPECTS[f[2]]
        elif k in ("square", "palpay"):
            out["region"] = f[2] + 1
        elif k == "wallpay":
            out["workers_due"] = f[2]
        elif k == "remove":
            out["left"] = f[2]
        return out

    def _reward_json(self, a, t):
        cell = dict(self.D.rewards[a][t])
        if "region" in cell:
            cell["region"] += 1
        if "regions" in cell:
            cell["regions"] = "any" if cell.pop("any") else [r + 1 for r in cell["regions"]]
        return cell

    def _view(self, player) -> dict:
        D, N, R = self.D, self.num_players, self.D.R
        public = self.options["public_draft_discards"]
        seats = []
        for p in range(N):
            own = player == p
            hand = self.hands[p]
            s = {
                "colour": PLAYER_COLOURS[p],
                "board": self.side[p],
                "vp": self.vp[p],
                "vp_sources": dict(zip(VP_SOURCES, self.vpsrc[p])),
                "hand": list(hand) if own else None,
                "hand_colours": [sum(1 for x in hand if D.colour[x] == c) for c in range(3)],
                "draft": [list(d) for d in self.drafts[p]] if own else None,
                "draft_sizes": [len(d) for d in self.drafts[p]],
                "discards": list(self.mydisc[p]) if (own or public) else None,
                "regions": [{
                    "cards": list(self.cards[p][r]),
                    "governor_area": {OFFICIALS[c]: self.G[p][3 * r + c] for c in range(3)},
                    "worker_area": {OFFICIALS[c]: self.W[p][3 * r + c] for c in range(3)},
                    "workers": self.work[p][r],
                    "unrest": self.unrest[p][r],
                    "unrest_max": D.boards[self.side[p]]["unrest_max"][r] if self.side[p] else None,
                    "palace_icon": D.boards[self.side[p]]["palace_icon"][r] if self.side[p] else None,
                } for r in range(R)],
                "supply": {"officials": {OFFICIALS[c]: self.offs[p][c] for c in range(3)},
                           "governors": self.govs[p], "palaces": self.pals[p], "walls": self.wallsup[p],
                           "discs": D.pieces["goal_discs"] - sum(1 for sec in self.claims for lst in sec
                                                                 if p in lst)},
                "markers": {ASPECTS[c]: [self.m1[p][c], self.m3[p][c]] for c in range(3)},
            }
            seats.append(s)
        return {
            "phase": self.phase,
            "round": self.rnd,
            "first": self.first,
            "turn_order": list(self.order),
            "turn": self.turn,
            "pending": self.pending(),
            "seats": seats,
            "court": list(self.court),
            "decks": [len(d) for d in self.decks],
            "pending_discards": [[[s, (x if (s == player or public) else None)] for s, x in pend]
                                 for pend in self.pend],
            "supply": {"value1": {ASPECTS[c]: self.sup1[c] for c in range(3)},
                       "value3_on_board": [ASPECTS[c] for c in range(3) if self.v3[c]]},
            "reward_track": list(self.track),
            "reward_column": {ASPECTS[a]: (self.col[a] if self.col[a] >= 0 else None) for a in range(3)},
            "rewards": {ASPECTS[a]: [self._reward_json(a, t) for t in range(ROUNDS)] for a in range(3)},
            "governors": [{"squares": [{"bonus": D.squares[r][i], "seat": (x if x >= 0 else None)}
                                       for i, x in enumerate(self.squares[r])],
                           "overflow": list(self.over[r])} for r in range(R)],
            "palaces": [list(x) for x in self.palaces],
            "palace_spaces": D.palace_spaces[N],
            "walls": {D.sections[s]: {"tile": self.wtiles[s][0], "side": self.wtiles[s][1],
                                      "criterion": D.wall_tiles[self.wtiles[s][0]][self.wtiles[s][1]][0],
                                      "vp": list(D.wall_tiles[self.wtiles[s][0]][self.wtiles[s][1]][1]),
                                      "cells": {str(D.cell_costs[i]): (x if x >= 0 else None)
                                                for i, x in enumerate(self.walls[s])}}
                      for s in range(6)},
            "goals": {D.goal_sections[sec]: {D.goal_slots[j]: {
                "tile": self.goals[sec][j], "needs": D.goal_tiles[self.goals[sec][j]]["symbols"],
                "values": list(D.goal_values[sec][j]), "discs": list(self.claims[sec][j])}
                for j in range(3)} for sec in range(2)},
            "removed_boards": list(self.removed),
            "adjacent": [[r + 1, s + 1] for r in range(R) for s in D.neigh[r] if r < s],
            "final": [dict(x) for x in self.final] if self.final else None,
        }

    def _loading(self, data: dict) -> dict:
        self.D = _data.DATA
        if "vpsrc" not in data and isinstance(data.get("vp"), list):   # saved before VP sources were kept
            data = dict(data, vpsrc=[[v, 0, 0, 0, 0] for v in data["vp"]])
        return data

    def _loaded(self) -> None:
        self._check_loaded()

    def _check_loaded(self) -> None:
        """Shape and conservation checks of a loaded position; errors name the field (``field state/x``)."""
        N, D = self.num_players, self.D
        R = D.R

        def bad(field, why):
            raise ValueError(f"field state/{field}: {why}")

        def ints(field, value, length=None, lo=None, hi=None):
            if not isinstance(value, list) or (length is not None and len(value) != length):
                bad(field, f"needs a list of {length} whole numbers")
            for x in value:
                if not isinstance(x, int) or isinstance(x, bool) or (lo is not None and x < lo) \
                        or (hi is not None and x > hi):
                    bad(field, f"{x!r} is not a whole number in {lo}..{hi}")

        for name in ("hands", "cards", "G", "W", "work", "unrest", "offs", "m1", "m3", "drafts", "mydisc",
                     "side"):
            if not isinstance(getattr(self, name), list) or len(getattr(self, name)) != N:
                bad(name, f"needs one entry per seat ({N})")
        for name in ("vp", "govs", "pals", "wallsup"):
            ints(name, getattr(self, name), N, None if name == "vp" else 0)
        if not isinstance(self.vpsrc, list) or len(self.vpsrc) != N:
            bad("vpsrc", f"needs one entry per seat ({N})")
        for p in range(N):
            ints(f"vpsrc/{p}", self.vpsrc[p], len(VP_SOURCES))
            if sum(self.vpsrc[p]) + sum((self.final or [{}] * N)[p].values()) != self.vp[p]:
                bad(f"vpsrc/{p}", "the VP sources do not add up to the seat's VP")
        ints("sup1", self.sup1, 3, 0)
        ints("v3", self.v3, 3, 0, 1)
        ints("order", self.order, N, 0, N - 1)
        ints("track", self.track, None, 0, N - 1)
        ints("col", self.col, 3, -1, N - 1)
        if sorted(self.track + [x for x in self.col if x >= 0]) != list(range(N)) and self.phase != "setup":
            bad("track", "every seat needs exactly one reward disc (track or column)")
        for p in range(N):
            ints(f"G/{p}", self.G[p], 3 * R, 0)
            ints(f"W/{p}", self.W[p], 3 * R, 0)
            ints(f"work/{p}", self.work[p], R, 0)
            ints(f"unrest/{p}", self.unrest[p], R, 0)
            ints(f"offs/{p}", self.offs[p], 3, 0)
            ints(f"m1/{p}", self.m1[p], 3, 0)
            ints(f"m3/{p}", self.m3[p], 3, 0, 1)
            ints(f"hands/{p}", self.hands[p], None, 1, 120)
            if self.side[p] is not None:
                if self.side[p] not in D.boards:
                    bad(f"side/{p}", f"unknown board {self.side[p]!r}")
                mx = D.boards[self.side[p]]["unrest_max"]
                for r in range(R):
                    if self.unrest[p][r] > mx[r]:
                        bad(f"unrest/{p}", f"region {r + 1} is above its maximum {mx[r]}")
            if len(self.cards[p]) != R or any(len(c) > 3 for c in self.cards[p]):
                bad(f"cards/{p}", f"needs {R} regions of at most 3 cards")
            if not isinstance(self.drafts[p], list) or len(self.drafts[p]) != 3:
                bad(f"drafts/{p}", "needs 3 colour lists")
            for c in range(3):
                if sum(self.G[p][c::3]) + sum(self.W[p][c::3]) + self.offs[p][c] \
                        != D.pieces["officials_per_colour"]:
                    bad(f"offs/{p}", f"{OFFICIALS[c]} officials do not add up to {D.pieces['officials_per_colour']}")
        every = [x for d in self.decks for x in d] + [x for h in self.hands for x in h] + list(self.court)
        every += [x for dr in self.drafts for d in dr for x in d] + [x for pend in self.pend for _, x in pend]
        every += [x for b in self.cards for c in b for x in c]
        if sorted(every) != list(range(1, 121)):
            bad("decks", "every card 1..120 must be exactly once in the decks, hands, drafts, discards, "
                         "court pile or on a player board")
        for c in range(3):
            if self.sup1[c] + sum(self.m1[p][c] for p in range(N)) != D.value1[N]:
                bad("sup1", f"{ASPECTS[c]} value-1 markers do not add up to {D.value1[N]}")
            if self.v3[c] + sum(self.m3[p][c] for p in range(N)) != 1:
                bad("v3", f"there is exactly one {ASPECTS[c]} value-3 marker")
        if len(self.squares) != R or any(len(self.squares[r]) != len(D.squares[r]) for r in range(R)):
            bad("squares", "needs the governor squares of every region")
        if len(self.walls) != 6 or any(len(w) != 3 for w in self.walls):
            bad("walls", "needs 6 sections of 3 cells")
        for s, (tid, face) in enumerate(self.wtiles):
            if tid not in D.wall_tiles or face not in ("a", "b"):
                bad(f"wtiles/{s}", f"unknown wall tile {tid!r} side {face!r}")
        for sec in range(2):
            for j in range(3):
                tid = self.goals[sec][j]
                if tid not in D.goal_tiles or D.goal_tiles[tid]["type"] != D.goal_slots[j]:
                    bad(f"goals/{sec}/{j}", f"{tid!r} is not a {D.goal_slots[j]} goal tile")
        decisions, autos = set(self.FLOW.decisions), set(self.FLOW.automatic)
        for i, f in enumerate(self.tasks):
            if not f or f[0] not in decisions | autos:
                bad(f"stack/{i}", f"unknown step {f[:1]!r}")
            if f[0] in decisions and not (isinstance(f[1], int) and 0 <= f[1] < N):
                bad(f"stack/{i}", "a decision needs the seat that makes it")
        if self.tasks and self.tasks[-1][0] not in decisions:
            bad(f"stack/{len(self.tasks) - 1}", f"the last step {self.tasks[-1][0]!r} is not a decision")
        if not self.tasks and self.phase != "over":
            bad("stack", "only a finished game has no pending step")
        if self.tasks:
            try:
                self._legal()
            except (KeyError, TypeError, IndexError, ValueError, AttributeError) as err:
                bad("stack", f"the pending decision cannot be read ({err})")

    # ------------------------------------------------------------------ why an action is refused

    def _why_not_court(self, p, k, r) -> tuple:
        """Why court action ``k`` in region ``r`` is not performable (Z-13.1, Z-14.1, Z-15.1): a
        refusal message id and its arguments."""
        un, mx = self.unrest[p][r], self._umax(p)[r]
        if k == "hire":
            n = self._wcount(p, r)
            if not n:
                return "refused-zg-hire-empty", {"region": r + 1}
            up = n if self.options["unrest_per_worker"] else 1
            return "refused-zg-hire-unrest", {"region": r + 1, "unrest": un, "unrest2": un + up, "max": mx}
        if k == "governor":
            if not self.govs[p]:
                return "refused-zg-no-governor", {}
            return "refused-zg-governor-officials", {"region": r + 1}
        if not self.pals[p]:
            return "refused-zg-no-palace", {}
        if len(self.palaces[r]) >= self.D.palace_spaces[self.num_players]:
            return "refused-zg-palace-space", {"region": r + 1}
        if self._blocked(p, r):
            return "refused-zg-palace-unrest", {"region": r + 1, "unrest": un}
        return "refused-zg-palace-workers", {"region": r + 1}

    def _explain(self, text: str):
        """Why ``text`` is refused, as a refusal of the game's catalog (the reason, then what the
        seat must decide now and the legal actions); the game being over and a word of no decision
        are the flow's refusals, in the core's words."""
        words = text.split()
        if not self.tasks or (words and words[0] not in self.FLOW.answers):
            return TaskFlow._explain(self, text)
        f = self.tasks[-1]
        p = f[1]
        msg, why = "refused-zg", {}
        if words and words[0] in ("unify", "court") and f[0] == "play" and len(words) > 1:
            if not words[1].isdigit() or int(words[1]) not in self.hands[p]:
                msg, why = "refused-zg-not-in-hand", {"card": words[1]}
            elif words[0] == "unify" and len(words) == 3 and words[2].isdigit() and 1 <= int(words[2]) <= self.D.R:
                r = int(words[2]) - 1
                n = len(self.cards[p][r])
                msg, why = (("refused-zg-region-full", {"region": r + 1}) if n >= 3 else
                            ("refused-zg-unrest-card", {"unrest": self.unrest[p][r] + n, "max": self._umax(p)[r]}))
        elif words and words[0] in TRIG_OF and f[0] == "play":
            msg, why = "refused-zg-court-first", {"typed": repr(words[0])}
        elif words and words[0] in TRIG_OF and f[0] == "declare" and len(words) >= 2 and words[-1].isdigit() \
                and words[0] in ("hire", "palace", "governor") and 1 <= int(words[-1]) <= self.D.R:
            msg, why = self._why_not_court(p, words[0], int(words[-1]) - 1)
        elif words and words[0] not in ("free",) and not any(a.kind == words[0] for a in self.legal_actions()):
            msg, why = "refused-zg-not-now", {"typed": repr(words[0]), "word": words[0]}
        elif words and words[0] == "free":
            msg = "refused-zg-free-turn" if self.phase != "play" else "refused-zg-free-needs"
        legal = self.legal_actions()
        shown = ", ".join(legal[:10]) + (", ..." if len(legal) > 10 else "")
        return self.refusal(msg, input=repr(text), seat=p, decision=f[0], legal=shown, **why)
