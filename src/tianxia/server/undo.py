"""Which move a seat may take back (docs/server.md, "Undo"): only its own last one, and only if
it drew nothing at random, told no secret and looked the same to every observer in every world
they think possible (reasons.seen_differently).  A mix-in of ``LiveGame`` (livegame.py).
"""

from __future__ import annotations

import logging

from . import reasons

log = logging.getLogger("tianxia.server")


class Undo:
    """The rules of taking back the last move, worked out once per version and seat."""

    def previous_state(self):
        if self.prev is None and self.state.history:
            self.prev = self.game.replay(self.players, self.seed, self.options, self.state.history[:-1])
        return self.prev

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back the last action now (None: they may)."""
        key = (self.version, seat)
        if self._undo_cache and self._undo_cache[0] == key:
            return self._undo_cache[1]
        try:
            reason = self._undo_refusal(seat)
        except Exception as err:  # be safe: no undo when the check itself fails
            log.warning("undo check failed in game %s: %r", self.id, err)
            reason = {"msg": "undo-unchecked", "args": {"action": "?"}}
        self._undo_cache = (key, reason)
        return reason

    def _undo_refusal(self, seat: int) -> dict | None:
        """Why ``seat`` may not take back the last action, as a message part (None: it may)."""
        st = self.state
        if not st.history:
            return {"msg": "undo-nothing"}
        if self.over:
            return {"msg": "undo-game-over"}
        if self.acted_by[-1] != seat:
            return {"msg": "undo-not-yours"}
        prev = self.previous_state()
        last = st.history[-1]
        if prev.rng.state != st.rng.state:
            return {"msg": "undo-random", "args": {"action": repr(last)}}
        if any("secret" in e for e in st.events[len(prev.events):]):
            return {"msg": "undo-revealed", "args": {"action": repr(last)}}
        # would the action have looked the same to every observer in every world they think possible?
        try:
            if reasons.seen_differently(prev, st, last, self.players):
                return {"msg": "undo-revealed", "args": {"action": repr(last)}}
        except Exception as err:  # a game that cannot determinise: be safe
            log.warning("undo check failed in game %s: %s", self.id, err)
            return {"msg": "undo-unchecked", "args": {"action": repr(last)}}
        return None
