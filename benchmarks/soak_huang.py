"""Soak test for Huang: many random whole games with every contract and game check.

    python benchmarks/soak_huang.py            # 100,000 games over all cores
    python benchmarks/soak_huang.py -n 2000 --workers 2 --deep-every 50
    python benchmarks/soak_huang.py --bench    # speed figures on one core instead
    python benchmarks/soak_huang.py --ab DIR   # this engine against a copy of an older one

``--ab DIR`` compares the working engine with a copy of the package from another revision,
e.g. ``git archive REV src/tianxia/games/huang | tar -x -C /tmp/old`` then
``--ab /tmp/old/src/tianxia/games/huang``.  It first checks that both list the same legal
actions in the same order at every position of 204 random games over all module
combinations, then times ``_legal()`` over the same main-phase positions and whole random
playouts, the two versions alternating round by round (best of 7, process time), so that a
shared machine's load swings hit both alike.

Each game cycles through the player counts and module combinations of
``tianxia.games.huang.checks.COMBOS`` and runs ``check_playout`` with the game's invariant
(the same checks as tests/huang/test_huang_playouts.py: 138 tiles conserved, leaders,
structures and granaries conserved, no view leaks; check_playout adds replay and JSON round
trip identity and that illegal actions raise and change nothing).  Failures are printed with
the seed, player count and options needed to reproduce them.  Not part of CI.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import random
import sys
import time

import tianxia
from tianxia.bench import report_speeds
from tianxia.core.soak import main
from tianxia.games.huang.checks import COMBOS, invariant


def spec(i: int):
    return COMBOS[i % len(COMBOS)]


def bench(rounds: int = 5) -> None:
    game = tianxia.load("huang")
    rng = random.Random(1)
    state = game.new_state(4, seed=1, options={"palace": True})
    while state.turn < 20:
        state.apply(rng.choice(state.legal_actions()))
    report_speeds(game, ((2, {}), (3, {}), (4, {}), (5, {"dragon": True}), (3, {"bandits": True, "palace": True}),
                         (3, {"eighteen_kingdoms": True})), state, "4 players, turn 20", rounds=rounds)
    # groups (H-4.4): incremental labels against re-flooding the whole board after each change
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


def load_version(path: str):
    """The Game of a copy of the huang package at ``path``, imported under a name of its own."""
    path = os.path.abspath(path)
    name = "huang_ab_" + hashlib.blake2b(path.encode(), digest_size=6).hexdigest()
    found = importlib.util.spec_from_file_location(name, os.path.join(path, "__init__.py"),
                                                   submodule_search_locations=[path])
    module = importlib.util.module_from_spec(found)
    sys.modules[name] = module
    found.loader.exec_module(module)
    return module.GAME


def _positions(game, games: int) -> list:
    """Every seventh main-phase position of ``games`` random games over all combinations."""
    out = []
    for g in range(games):
        players, opts = COMBOS[g % len(COMBOS)]
        state = game.new_state(players, seed=10_000 + g, options=opts)
        rng = random.Random(g)
        i = 0
        while not state.is_terminal:
            if state.phase == "action" and i % 7 == 0:
                out.append(state.clone())
            i += 1
            state.apply(rng.choice(state.legal_actions()))
    return out


def _playouts(game, games: int) -> int:
    steps = 0
    for g in range(games):
        players, opts = COMBOS[g % len(COMBOS)]
        rng = random.Random(g)
        state = game.new_state(players, seed=g, options=opts)
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
    return steps


def same_legal_lists(a, b, games: int = 204) -> int:
    """Play the same random games with both engines; fail at the first position where their
    legal lists (order included) differ.  Returns the number of positions compared."""
    positions = 0
    for g in range(games):
        players, opts = COMBOS[g % len(COMBOS)]
        sa, sb = a.new_state(players, seed=g, options=opts), b.new_state(players, seed=g, options=opts)
        rng = random.Random(g)
        while not sa.is_terminal:
            la, lb = sa.legal_actions(), sb.legal_actions()
            if la != lb:
                raise SystemExit(f"game {g} {players} players {opts}, move {len(sa.history)}: legal lists differ "
                                 f"({len(la)} and {len(lb)} actions; first difference "
                                 f"{sorted(set(la) ^ set(lb))[:3] or 'in order'})")
            action = la[rng.randrange(len(la))]
            sa.apply(action)
            sb.apply(action)
            positions += 1
    return positions


def ab(old_path: str, rounds: int = 7) -> None:
    """Interleaved A/B of the working engine against the copy at ``old_path``."""
    versions = {"older": load_version(old_path), "working": tianxia.load("huang")}
    print(f"same legal lists at all {same_legal_lists(*versions.values()):,} positions of 204 games")
    positions = {k: _positions(g, 60) for k, g in versions.items()}
    legal_t = {k: 1e9 for k in versions}
    play_t = {k: 1e9 for k in versions}
    steps = {}
    for r in range(rounds):
        for k in (list(versions) if r % 2 == 0 else list(versions)[::-1]):
            started = time.process_time()
            for state in positions[k]:
                state._legal()
            legal_t[k] = min(legal_t[k], (time.process_time() - started) / len(positions[k]))
            started = time.process_time()
            steps[k] = _playouts(versions[k], 34)
            play_t[k] = min(play_t[k], time.process_time() - started)
    for k in versions:
        print(f"{k:8s} _legal() {legal_t[k] * 1e6:6.1f} us per main-phase position ({len(positions[k])} positions), "
              f"playouts {steps[k] / play_t[k]:8,.0f} actions/s ({steps[k]} actions)")
    print(f"working / older: _legal() {legal_t['older'] / legal_t['working']:.2f}x faster, "
          f"playouts {play_t['older'] / play_t['working']:.2f}x faster")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--ab":
        ab(sys.argv[2])
        sys.exit(0)
    sys.exit(main("huang", spec, invariant, bench, doc=__doc__))
