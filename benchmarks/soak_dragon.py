"""Soak test for In the Year of the Dragon: many random games with every contract and game check.

    python benchmarks/soak_dragon.py            # 100,000 games over all cores
    python benchmarks/soak_dragon.py -n 2000 --workers 2 --deep-every 50

Each game cycles through the player counts 2..5 and every option combination of
``tianxia.games.dragon.checks.COMBOS`` and runs ``check_playout`` with the game's invariant
(the same checks as tests/dragon/test_dragon_playouts.py).  Failures are printed with the
seed, player count and options needed to reproduce them.  Not part of CI.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
import traceback

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

import tianxia
from tianxia.core.checks import check_playout
from tianxia.games.dragon.checks import COMBOS, invariant

CHUNK = 200


def game_spec(i: int, first_seed: int):
    players = 2 + i % 4
    options = COMBOS[(i // 4) % len(COMBOS)]
    return players, first_seed + i, options


def run_chunk(args):
    start, stop, first_seed, deep_every = args
    game = tianxia.load("dragon")
    failures, actions = [], 0
    for i in range(start, stop):
        players, seed, options = game_spec(i, first_seed)
        try:
            state = check_playout(game, players, seed, options, invariant, deep_every=deep_every)
            actions += len(state.history)
        except Exception as err:  # noqa: BLE001 - every failure is reported with its reproduction
            failures.append({"players": players, "seed": seed, "options": options,
                             "error": f"{type(err).__name__}: {err}",
                             "trace": traceback.format_exc(limit=4)})
    return stop - start, actions, failures


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=100_000, help="number of games (default 100,000)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--deep-every", type=int, default=100, help="run the expensive contract checks every k steps")
    args = parser.parse_args(argv)
    chunks = [(a, min(a + CHUNK, args.games), args.seed, args.deep_every) for a in range(0, args.games, CHUNK)]
    failures, games, actions = [], 0, 0
    started = time.perf_counter()
    columns = (TextColumn("dragon soak"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[bad]} failed"),
               TimeRemainingColumn())
    with Progress(*columns) as progress, multiprocessing.Pool(args.workers) as pool:
        task = progress.add_task("games", total=args.games, bad=0)
        for done, acts, bad in pool.imap_unordered(run_chunk, chunks):
            games += done
            actions += acts
            failures += bad
            progress.update(task, advance=done, bad=len(failures))
    elapsed = time.perf_counter() - started
    print(f"{games} games, {actions} actions in {elapsed:.1f} s ({games / elapsed:.0f} games/s with checks), "
          f"{len(failures)} failures")
    for f in failures[:20]:
        print(f"- players={f['players']} seed={f['seed']} options={f['options']}: {f['error']}")
        print(f["trace"])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
