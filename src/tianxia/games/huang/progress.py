"""How much of a Huang game is played, from the public view: the game ends when a tile must be
drawn from the empty bag (H-1.3, H-17.1), so the share of the bag drawn since the setup (H-5)
tells; with the turn cap option, the share of its turns if that is more."""

from __future__ import annotations

from functools import lru_cache
import json


@lru_cache(maxsize=64)
def _bag_at_start(players: int, options: str) -> int:
    """The tiles in the bag once the setup is dealt (H-5: capitals, the short game's removal,
    hands and market are drawn from it): the same for every seed of these players and options."""
    from . import HuangGame

    return HuangGame().new_state(players, seed=0, options=json.loads(options)).view(None)["bag_size"]


def progress(view: dict) -> float:
    if view.get("is_terminal") or view.get("phase") == "over":
        return 1.0
    players = view["players"] if isinstance(view.get("players"), int) else len(view.get("players") or [])
    options = view.get("options") or {}
    start = _bag_at_start(players, json.dumps(options, sort_keys=True))
    share = 1 - view.get("bag_size", start) / start if start else 0.0
    cap = options.get("turn_cap") or 0
    if cap:
        share = max(share, (view.get("turn") or 0) / cap)
    return min(1.0, max(0.0, share))
