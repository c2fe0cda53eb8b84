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

