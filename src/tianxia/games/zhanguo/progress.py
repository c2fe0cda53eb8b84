"""How much of a ZhanGuo game is played, from the public view: exactly 5 rounds (Z-1.1, Z-5.1),
in each of which every player plays the 6 cards of their hand, one a turn (Z-6.1, Z-7.1)."""

from __future__ import annotations

ROUNDS = 5
CARDS = 6


def progress(view: dict) -> float:
    if view.get("is_terminal") or view.get("phase") == "over":
        return 1.0
    players = view["players"] if isinstance(view.get("players"), int) else len(view.get("players") or [])
    round_ = view.get("round") or 1
    turns = players * CARDS
    phase = view.get("phase")
    if phase == "reward":
        played = 1.0
    elif phase == "play":
        played = min(1.0, (view.get("turn") or 0) / turns)
    else:  # the setup, the draw or the draft (Z-6, Z-24.1): no card of the round played yet
        played = 0.0
    return min(1.0, (round_ - 1 + played) / ROUNDS)
