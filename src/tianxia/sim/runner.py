"""Run many games between bots, in parallel, streaming records back as games finish.

Work is shipped to worker processes in coarse chunks (per-game tasks cost more
than they save; see ANCHORS §3.2), and every game's seed is derived from the
batch seed and its index, so any single game can be replayed from its record.
"""

from __future__ import annotations

import multiprocessing as mp
import os

from .play import game_seed, play_game

__all__ = ["BACKENDS", "game_seed", "play_game", "run_batch"]


def _play_chunk(args) -> list[dict]:
    game_name, seats, options, seeds = args
    return [play_game(game_name, seats, options, seed) for seed in seeds]


BACKENDS = ("local", "ray")


def run_batch(game_name: str, n: int, seats: list[str], options: dict | None = None,
              base_seed: int = 0, workers: int | None = None, skip_seeds=frozenset(),
              chunk: int | None = None, backend: str = "local", address: str | None = None):
    """Yield the record of every game as it finishes (order not guaranteed).

    ``workers``: processes to use (default: every core; 1 runs in this process).
    ``skip_seeds``: seeds already done (resuming a batch).
    ``backend``: ``"local"`` (processes on this machine) or ``"ray"`` (a Ray cluster at
    ``address``, or a local Ray instance with ``workers`` CPUs when no address is given;
    see ``ray_backend.py``).  Both play the same games from the same seeds.
    """
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; known backends: {', '.join(BACKENDS)}")
    options = dict(options or {})
    seeds = [s for s in (game_seed(base_seed, i) for i in range(n)) if s not in skip_seeds]
    if backend == "ray":
        from . import ray_backend

        yield from ray_backend.run(game_name, list(seats), options, seeds, address=address,
                                   workers=workers, chunk=chunk)
        return
    workers = workers or os.cpu_count() or 1
    if workers <= 1 or len(seeds) <= 1:
        for seed in seeds:
            yield play_game(game_name, seats, options, seed)
        return
    size = chunk or max(1, min(50, len(seeds) // (workers * 4) or 1))
    tasks = [(game_name, seats, options, seeds[i:i + size]) for i in range(0, len(seeds), size)]
    ctx = mp.get_context("fork" if hasattr(os, "fork") else "spawn")
    with ctx.Pool(workers) as pool:
        for chunk_records in pool.imap_unordered(_play_chunk, tasks):
            yield from chunk_records
