"""One game between bots, from its seed: what both the local and the Ray backend run.

Kept apart from ``runner`` so that the backends import it and not each other.
"""

from __future__ import annotations

import time

from ..core import record as records


def game_seed(base_seed: int, index: int) -> int:
    return base_seed + index


def play_game(game_name: str, seats: list[str], options: dict, seed: int) -> dict:
    """One game between the bots named in ``seats``; returns its record (with timing)."""
    from .. import bot as make_bot
    from .. import load

    game = load(game_name)
    state = game.new_state(len(seats), seed=seed, options=options)
    bots = [make_bot(spec, seed=seed * 8 + i) for i, spec in enumerate(seats)]
    started = time.perf_counter()
    while not state.is_terminal:
        seat = state.current_player
        state.apply(bots[seat].choose(state, seat))
    return records.make(state, seats, seconds=round(time.perf_counter() - started, 6))
