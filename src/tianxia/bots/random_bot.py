"""The uniformly random bot: the baseline every other bot is measured against."""

from __future__ import annotations

from .base import Bot


class RandomBot(Bot):
    name = "random"

    def choose(self, state, seat: int):
        return self.rng.choice(state.legal_actions())
