"""Soak test for Huang: many random whole games with every contract and game check.

    python benchmarks/soak_huang.py            # 100,000 games over all cores
    python benchmarks/soak_huang.py -n 2000 --workers 2 --deep-every 50
    python benchmarks/soak_huang.py --bench    # speed figures on one core instead

Each game cycles through the player counts and module combinations of
``tianxia.games.huang.checks.COMBOS`` and runs ``check_playout`` with the game's invariant
(the same checks as tests/huang/test_huang_playouts.py: 138 tiles conserved, leaders,
structures and granaries conserved, no view leaks; check_playout adds replay and JSON round
trip identity and that illegal actions raise and change nothing).  Failures are printed with
the seed, player count and options needed to reproduce them.  Not part of CI.
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
from tianxia.games.huang.checks import COMBOS, invariant

CHUNK = 200


def game_spec(i: int, first_seed: int):
    players, options = COMBOS[i % len(COMBOS)]
    return players, first_seed + i, options


def run_chunk(args):
    start, stop, first_seed, deep_every = args
    game = tianxia.load("huang")
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


def _null_game():
    """A trivial game through the same core contract (3 legal actions, 180 steps): the baseline
    that shows what the contract itself costs per action on this machine, measured in the same run."""
    from tianxia.core import Action, Game, State

    moves = [Action("step", i) for i in range(3)]

    class NullState(State):
        __slots__ = ("left",)

        def _setup(self):
            self.left = 180

        def _legal(self):
            return list(moves)

        def _do(self, action):
            self.left -= 1
            return [{"type": "step", "text": "step"}]

        current_player = property(lambda self: None if self.left <= 0 else self.left % self.num_players)
        is_terminal = property(lambda self: self.left <= 0)

    class NullGame(Game):
        name, title, min_players, max_players, state_class = "null", "Null", 2, 5, NullState

    return NullGame()


def _speed(game, players, options, games, rounds):
    import random

    best = 0.0
    for _ in range(rounds):
        steps = 0
        started = time.process_time()
        for seed in range(games):
            rng = random.Random(seed)
            state = game.new_state(players, seed=seed, options=options)
            while not state.is_terminal:
                state.apply(rng.choice(state.legal_actions()))
                steps += 1
        best = max(best, steps / (time.process_time() - started))
    return best, steps / games


def bench(rounds: int = 5, games: int = 100) -> None:
    """Random-playout actions/s through the public API (legal_actions + apply) and clone vs deepcopy,
    best of ``rounds`` runs on one core (the machine may be shared)."""
    import copy
    import random

    game = tianxia.load("huang")
    null, _ = _speed(_null_game(), 3, None, games, rounds)
    print(f"baseline: a trivial game through the same contract: {null:,.0f} actions/s")
    for players, options in ((2, {}), (3, {}), (4, {}), (5, {"dragon": True}), (3, {"bandits": True, "palace": True}),
                             (3, {"eighteen_kingdoms": True})):
        speed, per_game = _speed(game, players, options, games, rounds)
        print(f"{players} players {options or 'base game'}: {speed:,.0f} actions/s "
              f"({per_game:.0f} actions per game; {speed / null:.2f} of the baseline)")
    rng = random.Random(1)
    state = game.new_state(4, seed=1, options={"palace": True})
    while state.turn < 20:
        state.apply(rng.choice(state.legal_actions()))
    clone_t = deep_t = 1e9
    for _ in range(rounds):
        started = time.process_time()
        for _ in range(2000):
            state.clone()
        clone_t = min(clone_t, (time.process_time() - started) / 2000)
        started = time.process_time()
        for _ in range(100):
            copy.deepcopy(state)
        deep_t = min(deep_t, (time.process_time() - started) / 100)
    print(f"mid-game state (4 players, turn 20, {len(state.history)} moves): clone {clone_t * 1e6:.1f} us, "
          f"copy.deepcopy {deep_t * 1e6:.1f} us: clone is {deep_t / clone_t:.0f}x faster")
    # groups: incremental labels (H-4.4) against re-flooding the board after each change
    free = [h for h in range(state.board.n) if state._free(h) and not state.board.river[h]][:10]
    full_t = inc_t = 1e9
    for _ in range(rounds):
        started = time.process_time()
        for _ in range(300):
            state._rebuild_groups()
        full_t = min(full_t, (time.process_time() - started) / 300)
        started = time.process_time()
        for _ in range(300):
            for h in free:
                state.leader[h] = 0
                state._add_piece(h)
                state._remove_piece(h)
                state.leader[h] = -1
        inc_t = min(inc_t, (time.process_time() - started) / (300 * len(free)))
    print(f"groups: flooding the whole board {full_t * 1e6:.1f} us, incremental add + remove of a piece "
          f"{inc_t * 1e6:.1f} us: {full_t / inc_t:.0f}x")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--games", type=int, default=100_000, help="number of games (default 100,000)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--deep-every", type=int, default=100, help="run the expensive contract checks every k steps")
    parser.add_argument("--bench", action="store_true", help="measure speed on one core instead of soaking")
    args = parser.parse_args(argv)
    if args.bench:
        bench()
        return 0
    chunks = [(a, min(a + CHUNK, args.games), args.seed, args.deep_every) for a in range(0, args.games, CHUNK)]
    failures, games, actions = [], 0, 0
    started = time.perf_counter()
    columns = (TextColumn("huang soak"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[bad]} failed"),
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
