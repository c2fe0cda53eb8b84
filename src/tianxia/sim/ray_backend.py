"""The Ray backend of ``run_batch``: the same games, on a Ray cluster or a local Ray instance.

Work goes out in coarse tasks, each a chunk of seeds played by one worker (a task per
game would cost more in scheduling than the game itself: ANCHORS §5.2).  Results stream
back in completion order through ``ray.wait``, never a ``ray.get`` over everything, and
only a bounded number of tasks is in flight at once, so a batch of millions of games
neither floods the scheduler nor holds every result in the object store.

Each game is played by the same ``play.play_game`` as the local backend, from the same
seed, so the records are the same (only ``seconds``, the measured wall time, differs).
The cluster's Python environments need ``tianxia`` installed (as on the driver).
"""

from __future__ import annotations

import logging

from .play import play_game


def import_ray():
    try:
        import ray
    except ImportError:
        raise ValueError("the ray backend needs the [cluster] extra: pip install 'tianxia[cluster]'") from None
    return ray


def _play_chunk(game_name: str, seats: list[str], options: dict, seeds: list[int]) -> list[dict]:
    return [play_game(game_name, seats, options, seed) for seed in seeds]


def run(game_name: str, seats: list[str], options: dict, seeds: list[int], address: str | None = None,
        workers: int | None = None, chunk: int | None = None):
    """Yield the record of every game in ``seeds`` as its chunk finishes (order not guaranteed).

    ``address``: a running cluster (``"auto"``, ``"ray://host:10001"``, ``"host:6379"``); None
    starts a local Ray instance with ``workers`` CPUs (default: every core) for this batch
    only.  If Ray is already initialised in this process, that instance is used as it is.
    """
    ray = import_ray()
    if not seeds:
        return
    started_here = False
    if not ray.is_initialized():
        kwargs = {"include_dashboard": False, "logging_level": logging.WARNING, "log_to_driver": False}
        if address:
            ray.init(address=address, **kwargs)
        else:
            ray.init(num_cpus=workers, **kwargs)
        started_here = True
    try:
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        size = chunk or max(1, min(200, len(seeds) // (cpus * 4) or 1))
        play = ray.remote(num_cpus=1)(_play_chunk)
        options_ref = ray.put(dict(options))  # shipped once, not once per task
        chunks = [seeds[i:i + size] for i in range(0, len(seeds), size)]
        in_flight_limit = cpus * 2
        pending = []
        next_chunk = 0
        while next_chunk < len(chunks) or pending:
            while next_chunk < len(chunks) and len(pending) < in_flight_limit:
                pending.append(play.remote(game_name, list(seats), options_ref, chunks[next_chunk]))
                next_chunk += 1
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                yield from ray.get(ref)
    finally:
        if started_here:
            ray.shutdown()
