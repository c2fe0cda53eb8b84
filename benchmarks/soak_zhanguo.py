"""Soak test for ZhanGuo (not run in CI): N random games (default 100,000) over every player count
and option combination, on all cores, with the same checks as the property tests: the core contract
at sampled steps (illegal actions raise and change nothing, JSON round trip, replay, clone
independence, views hold no seed, determinisation depends only on the view), ZhanGuo's invariant
(cards, officials, markers, governors, palaces, walls conserved; no negative counts) and a
view-leak check (no seat's view names a card it cannot see).

    .venv/bin/python benchmarks/soak_zhanguo.py -n 100000
    .venv/bin/python benchmarks/soak_zhanguo.py -n 2000 --full-every 10   # check_playout on every 10th game
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "zhanguo"))

from tianxia.core.checks import check_playout, check_step  # noqa: E402
from tianxia.games.zhanguo import GAME  # noqa: E402
from zg_helpers import invariant, options_for  # noqa: E402

def no_leak(state) -> None:
    """No seat's view names a hidden card (another hand, a deck card, another seat's hidden draft)."""
    N = state.num_players
    deck = {x for d in state.decks for x in d}
    for viewer in [None, *range(N)]:
        view = state.view(viewer)
        shown = set(view["court"])
        for seat in view["seats"]:
            shown |= set(seat["hand"] or []) | {x for d in (seat["draft"] or []) for x in d}
            shown |= set(seat["discards"] or [])
            for reg in seat["regions"]:
                shown |= set(reg["cards"])
        for pend in view["pending_discards"]:
            shown |= {x for _, x in pend if x is not None}
        hidden = set(deck)
        for p in range(N):
            if p != viewer:
                hidden |= set(state.hands[p]) | {x for d in state.drafts[p] for x in d}
        if viewer is not None:
            hidden -= set(state.mydisc[viewer])        # own discards are known to their owner
        if state.options["public_draft_discards"]:     # RUL-28 PL reading: everybody saw them
            hidden -= {x for d in state.mydisc for x in d}
        leaked = hidden & shown
        if leaked:
            raise AssertionError(f"seat {viewer} sees hidden cards {sorted(leaked)[:5]}")


def one_game(i: int, full_every: int) -> tuple[int, int]:
    players = 2 + i % 3
    seed = 1_000_003 * i + 17
    opts = options_for(i)
    if full_every and i % full_every == 0:
        state = check_playout(GAME, players, seed, opts, invariant, deep_every=25)
        no_leak(state)
        return len(state.history), 1
    rng = random.Random(seed)
    state = GAME.new_state(players, seed=seed, options=opts)
    deep_at = rng.randrange(250)
    step = 0
    while not state.is_terminal:
        if step % 5 == 0 or step == deep_at:
            check_step(state, rng, deep=(step == deep_at))
            invariant(state)
            if step % 25 == 0:
                no_leak(state)
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    invariant(state)
    final = state.to_json()
    assert GAME.state_from_json(json.loads(json.dumps(final))).to_json() == final, "JSON round trip"
    if i % 4 == 0:
        assert GAME.replay(players, seed, opts, state.history).to_json() == final, "replay"
    return len(state.history), 0


def _work(args):
    i, full_every = args
    try:
        return i, one_game(i, full_every), None
    except Exception as err:  # report the failing game and keep going
        return i, (0, 0), f"{type(err).__name__}: {err}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=100_000, help="number of games (default 100,000)")
    ap.add_argument("--start", type=int, default=0, help="index of the first game (seeds derive from it)")
    ap.add_argument("--workers", type=int, default=mp.cpu_count(), help="processes (default: all cores)")
    ap.add_argument("--full-every", type=int, default=50, help="every k-th game runs check_playout (0: never)")
    args = ap.parse_args()
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
    failures = []
    actions = full = 0
    started = time.perf_counter()
    jobs = [(i, args.full_every) for i in range(args.start, args.start + args.n)]
    with Progress(TextColumn("zhanguo soak"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn()) as bar:
        task = bar.add_task("games", total=args.n)
        with mp.Pool(args.workers) as pool:
            for i, (n_actions, was_full), err in pool.imap_unordered(_work, jobs, chunksize=8):
                actions += n_actions
                full += was_full
                if err:
                    failures.append((i, err))
                    bar.console.print(f"[red]game {i} ({options_for(i)}, {2 + i % 3} players): {err}")
                bar.advance(task)
    elapsed = time.perf_counter() - started
    print(f"{args.n} games ({full} with check_playout), {actions} actions in {elapsed:.0f} s; "
          f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
