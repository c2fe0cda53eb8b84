"""How much of an Emperor game is played, from the public view.  The game ends after the second
time the deck runs out, once the round is completed (E-12, E-13.1), or earlier when no piece can
be placed any more (E-13.2, which no count foresees: then it jumps to the end).  Each pass
through the deck counts for 45%: the share of its cards already drawn is what lies in the discard
pile against what is left in the deck (cards only ever go from the deck towards the discard pile
between the exhaustions); the round that completes the game the last 10%, seat by seat."""

from __future__ import annotations

PASS = 0.45


def progress(view: dict) -> float:
    if view.get("is_terminal") or view.get("phase") == "over":
        return 1.0
    exhaustions = view.get("exhaustions") or 0
    players = view["players"] if isinstance(view.get("players"), int) else len(view.get("players") or [])
    if exhaustions >= 2:  # the round in progress completes the game: seats up to the last (E-13.1)
        return 2 * PASS + (1 - 2 * PASS) * (view.get("turn") or 0) / max(1, players)
    deck, discard = view.get("deck_size") or 0, len(view.get("discard") or ())
    drawn = discard / (deck + discard) if deck + discard else 1.0
    return PASS * (exhaustions + drawn)
