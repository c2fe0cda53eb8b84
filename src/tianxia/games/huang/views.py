"""Huang: what a seat sees of a position and why an action is refused"""

from __future__ import annotations

from tianxia.core import State

from .common import OUT, PHASE_TEXT, SID_KIND
from .data import COLOURS, DYNASTIES, EXCHANGE_MAX, KINDS, B, Y


class Views(State):
    """what a seat sees of a position and why an action is refused (a part of HuangState)."""

    __slots__ = ()

    # ---------------------------------------------------------------- views

    def _structure_list(self) -> list:
        out = []
        for sid, shape in enumerate(self.struct):
            out.append({"id": sid, "kind": KINDS[SID_KIND[sid]],
                        "where": ("box" if shape is OUT else "supply" if shape is None
                                  else [self._hex(x) for x in shape])})
        return out

    def _pending_public(self):
        pend = self.pend
        if pend is None:
            return None
        out = self._pend_dump()
        out["phase"] = self.phase
        out["text"] = PHASE_TEXT[self.phase]
        return out

    def _view(self, player) -> dict:
        board = self.board
        hexes = []
        for h in range(board.n):
            t, code, bn = self.tile[h], self.leader[h], self.bandit[h]
            if t < 0 and code < 0 and not bn:
                continue
            cell = {"hex": board.names[h]}
            if t >= 0:
                cell["tile"] = COLOURS[t]
            if code >= 0:
                cell["leader"] = {"seat": code // 5, "colour": COLOURS[code % 5], "dynasty": DYNASTIES[code // 5]}
            if bn:
                cell["bandit"] = bn
            if self.granary[h]:
                cell["granary"] = True
            if h == self.unif:
                cell["unification"] = True
            hexes.append(cell)
        players = []
        for p in range(self.num_players):
            me = player == p or self.over
            info = {
                "seat": p, "dynasty": DYNASTIES[p],
                "leaders": {COLOURS[c]: (self._hex(self.lpos[p * 5 + c]) if self.lpos[p * 5 + c] >= 0 else None)
                            for c in range(5)},
                "hand_size": len(self.hands[p]),
                "points_taken": sum(self.vp[p]),
                "exchanged": sum(self.box_down[p]),
                "hand": [COLOURS[c] for c in self.hands[p]] if player == p else None,
                "vp": dict(zip(COLOURS, self.vp[p])) if me else None,
                "granaries": self.granaries_held[p] if me else None,
                "face_down_discards": dict(zip(COLOURS, self.box_down[p])) if player == p else None,
            }
            players.append(info)
        view = {
            "board": board.name,
            "hexes": hexes,
            "structures": self._structure_list(),
            "bandits": [{"number": b, "strength": board.bandit_strength[b],
                         "hexes": [self._hex(x) for x in board.bandit_spaces[b]]} for b in self.bandits_on],
            "market": [COLOURS[c] if c >= 0 else None for c in self.market],
            "bag_size": sum(self.bag),
            "box": {"open": dict(zip(COLOURS, self.box_open)),
                    "face_down": sum(map(sum, self.box_down)) + sum(self.box_removed),
                    "bandits": len(self.bandits_box)},
            "granaries_removed": self.granaries_removed,
            "players": players,
            "active": self.active,
            "actions_left": self.actions_left,
            "turn": self.turn,
            "phase": self.phase,
            "pending": self._pending_public(),
            "end_cause": self.end_cause,
        }
        if self.over:
            view["final"] = self.final_values()
        return view

    # ---------------------------------------------------------------- explanations

    def _why_not(self, task, text: str) -> tuple[str, dict]:
        """The message id and arguments (H-25: the reason in words) saying why ``text``, an answer
        of the pending decision's kind, is not legal; a word of no decision and an answer to another
        are refused by the flow's ``_explain`` in the core's words."""
        msg, args = self._reason(text)
        return msg, {"action": text, **args}

    def _reason(self, text: str) -> tuple[str, dict]:
        """The reason's message id and its own arguments (``_why_not`` adds what was written)."""
        words = text.split()
        kind, args = words[0].casefold(), words[1:]
        board = self.board
        p = self.current_player
        hand = self.hands[p]
        for a in args:
            if "," in a and a not in board.by_name:
                return "refused-no-hex", {"input": a}
        if kind == "tile":
            if len(args) != 2 or args[0] not in COLOURS:
                return "refused-write-tile", {}
            c = COLOURS.index(args[0])
            h = board.hex(args[1])
            if c not in hand:
                return "refused-no-tile", {"colour": args[0]}
            if not self._free(h):
                return "refused-not-empty", {"where": board.where[h]}
            if board.river[h] != (c == B):
                return "refused-river", {}
            return "refused-bandits", {}
        if kind in ("place", "move"):
            if len(args) != 2 or args[0] not in COLOURS:
                return f"refused-write-{kind}", {}
            c = COLOURS.index(args[0])
            h = board.hex(args[1])
            if kind == "place" and self.lpos[p * 5 + c] >= 0:
                return "refused-leader-on-board", {"leader": args[0]}
            if kind == "move" and self.lpos[p * 5 + c] < 0:
                return "refused-leader-off-board", {"leader": args[0]}
            if not self._free(h) or board.river[h]:
                return "refused-not-land", {"where": board.where[h]}
            if not self._has_yellow_near(h):
                return "refused-no-yellow", {"where": board.where[h]}
            return "refused-leader-rules", {}
        if kind == "exchange":
            return "refused-exchange", {"most": min(EXCHANGE_MAX, len(hand)), "last": len(hand) - 1}
        if kind == "revolt":
            return "refused-revolt", {}
        if kind == "build":
            return "refused-build", {}
        if kind == "commit":
            return "refused-commit", {"most": hand.count(Y)}
        if kind == "support":
            return "refused-support", {}
        if kind == "pass":
            return "refused-pass", {}
        return "refused-choices", {"count": len(self.legal_actions())}
