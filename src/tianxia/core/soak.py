"""The soak runner: many random games with every contract and game check, on all cores.

Each game's ``benchmarks/soak_<game>.py`` only says which (player count, options)
game ``i`` plays and which invariant holds; this module does the rest: chunks
of games per worker process, a progress bar, and every failure reported with
the seed, player count and options that reproduce it.  Not part of CI.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import time
import traceback

from .checks import check_playout

CHUNK = 200


def _run_chunk(args):
    game_name, spec, invariant, start, stop, first_seed, deep_every = args
    from .. import load

    game = load(game_name)
    failures, actions = [], 0
    for i in range(start, stop):
        players, options = spec(i)
        seed = first_seed + i
        try:
            state = check_playout(game, players, seed, options, invariant, deep_every=deep_every)
            actions += len(state.history)
        except Exception as err:  # noqa: BLE001 - every failure is reported with its reproduction
            failures.append({"players": players, "seed": seed, "options": options,
                             "error": f"{type(err).__name__}: {err}",
                             "trace": traceback.format_exc(limit=4)})
    return stop - start, actions, failures


def soak(game_name: str, spec, invariant, games: int, workers: int, first_seed: int = 0,
         deep_every: int = 100) -> int:
    """Run ``games`` checked random games; ``spec(i) -> (players, options)`` must be picklable
    (a module-level function).  Prints a summary; returns 1 if any game failed."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    chunks = [(game_name, spec, invariant, a, min(a + CHUNK, games), first_seed, deep_every)
              for a in range(0, games, CHUNK)]
    failures, done_games, actions = [], 0, 0
    started = time.perf_counter()
    columns = (TextColumn(f"{game_name} soak"), BarColumn(), MofNCompleteColumn(),
               TextColumn("{task.fields[bad]} failed"), TimeRemainingColumn())
    with Progress(*columns) as progress, multiprocessing.Pool(workers) as pool:
        task = progress.add_task("games", total=games, bad=0)
        for done, acts, bad in pool.imap_unordered(_run_chunk, chunks):
            done_games += done
            actions += acts
            failures += bad
            progress.update(task, advance=done, bad=len(failures))
    elapsed = time.perf_counter() - started
    print(f"{done_games} games, {actions} actions in {elapsed:.1f} s "
          f"({done_games / elapsed:.0f} games/s with checks), {len(failures)} failures")
    for f in failures[:20]:
        print(f"- players={f['players']} seed={f['seed']} options={f['options']}: {f['error']}")
        print(f["trace"])
    return 1 if failures else 0


def main(game_name: str, spec, invariant, bench=None, argv=None, doc: str = "") -> int:
    """The command line every soak script shares (``--bench`` runs ``bench()`` instead)."""
    parser = argparse.ArgumentParser(description=(doc or f"Soak test for {game_name}").splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=100_000, help="number of games (default 100,000)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--deep-every", type=int, default=100, help="run the expensive contract checks every k steps")
    parser.add_argument("--bench", action="store_true", help="measure speed on one core instead of soaking")
    args = parser.parse_args(argv)
    if args.bench:
        if bench is None:
            parser.error("this game's soak script has no --bench")
        bench()
        return 0
    return soak(game_name, spec, invariant, args.games, args.workers, args.seed, args.deep_every)
