"""How much of a Dragon game is played, from the public view: the game lasts exactly 12 rounds
(D-1.1), each of four phases in order (D-6.1: action, person, event, scoring)."""

from __future__ import annotations

ROUNDS = 12
PHASES = ("action", "person", "event", "scoring")


def progress(view: dict) -> float:
    """Rounds and phases played of the 12 rounds (0 during the setup, 1 once over)."""
    if view.get("is_terminal") or view.get("phase") == "over":
        return 1.0
    round_ = view.get("round") or 0
    if round_ < 1 or view.get("phase") not in PHASES:
        return 0.0
    return min(1.0, (round_ - 1 + PHASES.index(view["phase"]) / len(PHASES)) / ROUNDS)
