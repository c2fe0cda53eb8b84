"""In the Year of the Dragon: what a seat sees of a position and why an action is refused."""

from __future__ import annotations

from tianxia.core import IllegalAction, State

from . import actions as A
from .common import (
    CARDS,
    FEE,
    GREAT_EVENTS,
    KINDS,
    NCARDS,
    NKINDS,
    NSRC,
    POINT_SOURCES,
    SMALL_COST,
    share,
)

share(globals())   # install() rebinds the table names imported above


class Views(State):
    """What a seat sees and why an action is refused (a part of DragonState, no slots of its own)."""

    __slots__ = ()

    def _view(self, player) -> dict:
        n = self.num_players
        order = self.track_order()
        task = self.tasks[-1] if self.tasks else None
        hidden = self.great_hidden
        view = {
            "round": self.round,
            "phase": self.phase,
            "decision": None if task is None else {
                "player": task[1], "kind": task[0], "prompt": A.DECISIONS[task[0]],
                "detail": _detail(task, player)},
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
        if self.down is not None:
            self._hide_hands(view, player)
        return view

    def _hide_hands(self, view: dict, player) -> None:
        """R-26 house rule: after a face-down Tornado a seat's hand is known only to its owner; the
        others see how many cards it holds and the cards it and the face-down discards came from."""
        for p, row in enumerate(view["players"]):
            down = self.down[p]
            if not any(down):
                continue
            if p == player:
                row["face_down"] = {CARDS[c]: down[c] for c in range(NCARDS) if down[c]}
                continue
            hand = self.hands[p]
            row["hand"] = {}
            row["hand_hidden"] = sum(hand)
            row["hand_from"] = {CARDS[c]: hand[c] + down[c] for c in range(NCARDS) if hand[c] + down[c]}

    def _resample(self, player, rng) -> None:
        """D-18.6: a still-hidden great event is unknown to everybody: draw it again.  R-26 house rule:
        the other seats' hands after a face-down Tornado (split again between hand and discards), and
        the hidden order of a hand still to discard."""
        if self.great_hidden:
            self.great = rng.choice(GREAT_EVENTS)
        if self.down is not None:
            down = list(self.down)
            for q in range(self.num_players):
                if q == player or not any(down[q]):
                    continue
                hand, gone = self.hands[q], down[q]
                cards = [c for c in range(NCARDS) for _ in range(hand[c] + gone[c])]
                rng.shuffle(cards)
                held = [0] * NCARDS
                for c in cards[:sum(hand)]:
                    held[c] += 1
                self.hands[q] = tuple(held)
                down[q] = tuple(h + g - k for h, g, k in zip(hand, gone, held))
            self.down = down
        for i, task in enumerate(self.tasks):
            if task[0] == "tornado" and len(task) > 2 and task[1] != player:
                cards = sorted(task[2:])
                rng.shuffle(cards)
                self.tasks[i] = (*task[:2], *cards)

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

    def _why_not(self, task, text: str) -> tuple[str, dict]:
        """Why ``text``, an action of the right kind (core.flow checked that), is refused: a message id and
        its arguments."""
        kind = task[0]
        words = text.casefold().split()
        p = task[1]
        if kind == "act" and words[0] == "occupy" and len(words) == 3:
            try:
                g = int(words[1]) - 1
            except ValueError:
                return "refused-group-number", {}
            if not 0 <= g < len(self.groups):
                return "refused-group-count", {"groups": len(self.groups)}
            if words[2] not in self.groups[g]:
                return "refused-group-holds", {"group": g + 1, "actions": list(self.groups[g])}
            if self.dragons[g] and self.yuan[p] < FEE:
                return "refused-fee", {"group": g + 1, "fee": FEE, "seat": p, "yuan": self.yuan[p]}
            if words[2] == "privilege":
                if self.dragons[g]:
                    return "refused-privilege-after-fee", {"fee": FEE, "left": self.yuan[p] - FEE, "cost": SMALL_COST}
                return "refused-privilege-poor", {"seat": p, "yuan": self.yuan[p], "cost": SMALL_COST}
            if words[2] == "wall":
                return "refused-wall", {}
        if kind == "privilege" and words[-1] == "large":
            return "refused-large-privilege", {"cost": self.options["large_privilege_cost"], "seat": p, "yuan": self.yuan[p]}
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


def _detail(task: tuple, player) -> dict:
    kind = task[0]
    if kind == "tornado" and len(task) > 2 and player == task[1]:
        return {"cards": [CARDS[c] for c in task[2:]]}   # the hidden order, for its owner only
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

