"""Benchmark (not a test): Tianxia's ``mcts`` bot against OpenSpiel's Python ``MCTSBot``.

Both search the same game with the same number of simulations per decision:

* ours: ``tianxia.bot("mcts:iterations=N")`` (information-set MCTS; as configured by
  default, so with the game's heuristic judging rollouts cut after 8 actions where the game
  has one), and optionally ``mcts:iterations=N,leaf=score`` (full random rollouts, like
  OpenSpiel's evaluator);
* OpenSpiel's: ``open_spiel.python.algorithms.mcts.MCTSBot`` (UCT, ``RandomRolloutEvaluator``
  with one full random rollout) on the registered ``python_tianxia_<game>``.  So that it
  sees no more than its seat may, every decision searches a *determinized* state
  (``TianxiaSpielState.determinized``: others' secrets and future draws re-sampled), a
  fresh one per decision.  The C++ ``pyspiel.MCTSBot`` is not used (it crashes on Python games).

Reported: simulations per second of each bot (time inside its decisions / simulations),
as a ratio to random full playouts per second measured in the same run, and the
head-to-head win share of our bot with a 95% Wilson interval (seats alternate every game).

    python benchmarks/openspiel_vs_tianxia.py --game dragon --players 2 --iterations 50 --games 10 \
        --out benchmarks/openspiel.md
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import tianxia
from tianxia.envs import openspiel
from tianxia.sim.summary import wilson


class OpenSpielPlayer:
    """OpenSpiel's Python MCTSBot choosing for a Tianxia seat from a determinized state."""

    def __init__(self, game, iterations: int, seed: int):
        self.game = game
        self.rng = random.Random(seed)
        self.bot = mcts.MCTSBot(game, 2.0, iterations, mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed)),
                                random_state=np.random.RandomState(seed))
        self.simulations = 0
        self.seconds = 0.0
        self.iterations = iterations

    def choose(self, state, seat: int) -> str:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        started = time.perf_counter()
        spiel = self.game.new_initial_state(state.determinize(seat, self.rng))
        while True:
            slot = self.bot.step(spiel)
            self.simulations += self.iterations
            chosen = self.game.codec.decode(slot, spiel.tianxia.legal_actions(), spiel.page)
            if chosen is not None:
                break
            spiel.apply_action(slot)  # "next page": choose again among the next actions
        self.seconds += time.perf_counter() - started
        return str(chosen)


class TianxiaPlayer:
    def __init__(self, spec: str, seed: int):
        self.bot = tianxia.bot(spec, seed=seed)
        self.simulations = 0
        self.seconds = 0.0

    def choose(self, state, seat: int) -> str:
        if len(state.legal_actions()) == 1:
            return state.legal_actions()[0]
        started = time.perf_counter()
        action = self.bot.choose(state, seat)
        self.seconds += time.perf_counter() - started
        self.simulations += self.bot.last_iterations
        return action


def random_playouts_per_second(game, players: int, options: dict, seconds: float = 3.0) -> float:
    rng = random.Random(0)
    done, started, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - started < seconds:
        state = game.new_state(players, seed=seed, options=options)
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
        done += 1
        seed += 1
    return done / (time.perf_counter() - started)


def speed(player, game, players, options, decisions: int, seed: int) -> float:
    """Simulations per second over the first ``decisions`` searched decisions of seeded games."""
    rng = random.Random(seed)
    searched = 0
    game_seed = seed
    while searched < decisions:
        state = game.new_state(players, seed=game_seed, options=options)
        game_seed += 1
        while not state.is_terminal and searched < decisions:
            seat = state.current_player
            if seat == 0 and len(state.legal_actions()) > 1:
                state.apply(player.choose(state, seat))
                searched += 1
            else:
                state.apply(rng.choice(state.legal_actions()))
    return player.simulations / player.seconds


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="dragon")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=50)
    parser.add_argument("--games", type=int, default=10, help="head-to-head games")
    parser.add_argument("--decisions", type=int, default=20, help="searched decisions for the speed figures")
    parser.add_argument("--out", help="write the Markdown report here")
    args = parser.parse_args(argv)
    openspiel.register([args.game])
    game = tianxia.load(args.game)
    options = game.resolve_options({}, args.players)
    spiel_game = pyspiel.load_game(f"python_tianxia_{args.game}", {"players": args.players})
    n = args.iterations
    lines = [f"# Tianxia `mcts` vs OpenSpiel's Python `MCTSBot`: {game.title}, {args.players} players",
             "", f"Same budget per decision: {n} simulations.  Machine: {platform.processor() or platform.machine()}, "
             f"Python {platform.python_version()}, OpenSpiel {getattr(pyspiel, '__version__', '?')}; "
             f"command: `python benchmarks/openspiel_vs_tianxia.py {' '.join(sys.argv[1:])}`.", ""]
    base = random_playouts_per_second(game, args.players, options)
    print(f"baseline: {base:.1f} random playouts/s", file=sys.stderr)
    rows = []
    for label, player in [(f"tianxia `mcts:iterations={n}` (default: heuristic leaf, rollouts cut at 8 where the "
                           "game has a heuristic)", TianxiaPlayer(f"mcts:iterations={n}", 1)),
                          (f"tianxia `mcts:iterations={n},leaf=score` (full random rollouts)",
                           TianxiaPlayer(f"mcts:iterations={n},leaf=score", 1)),
                          ("OpenSpiel Python `MCTSBot` (UCT, one full random rollout per simulation, on a "
                           "determinized state)", OpenSpielPlayer(spiel_game, n, 1))]:
        sims = speed(player, game, args.players, options, args.decisions, seed=1000)
        print(f"{label}: {sims:.1f} sims/s", file=sys.stderr)
        rows.append((label, sims))
    lines += ["## Speed", "", f"Baseline in the same run: {base:.1f} random full playouts per second "
              "(one process).", "", "| bot | simulations / s | ratio to random playouts / s |", "|---|---:|---:|"]
    lines += [f"| {label} | {sims:.1f} | {sims / base:.2f} |" for label, sims in rows]
    # head to head
    ours_share = theirs_share = 0.0
    played = 0
    lengths = []
    for g in range(args.games):
        ours_seat = g % 2
        players = {ours_seat: TianxiaPlayer(f"mcts:iterations={n}", 100 + g),
                   1 - ours_seat: OpenSpielPlayer(spiel_game, n, 200 + g)}
        for extra in range(2, args.players):
            players[extra] = TianxiaPlayer("random", 300 + g)
        state = game.new_state(args.players, seed=5000 + g, options=options)
        while not state.is_terminal:
            seat = state.current_player
            state.apply(players[seat].choose(state, seat))
        winners = state.winners()
        share = 1 / len(winners) if ours_seat in winners else 0.0
        ours_share += share
        theirs_share += 1 / len(winners) if (1 - ours_seat) in winners else 0.0
        played += 1
        lengths.append(len(state.history))
        print(f"game {g}: tianxia seat {ours_seat}, scores {state.scores()}, winners {winners}", file=sys.stderr)
    low, high = wilson(ours_share, played)
    lines += ["", "## Head to head", "",
              f"{played} games, seed 5000+i, seats alternating (tianxia in seat i mod 2"
              + (", other seats random bots" if args.players > 2 else "") + f"); mean length {np.mean(lengths):.0f}"
              " actions.", "",
              "| bot | win share | 95% Wilson interval |", "|---|---:|---|",
              f"| tianxia `mcts:iterations={n}` | {ours_share / played:.1%} | {low:.1%} - {high:.1%} |",
              f"| OpenSpiel `MCTSBot` ({n} simulations) | {theirs_share / played:.1%} | "
              f"{wilson(theirs_share, played)[0]:.1%} - {wilson(theirs_share, played)[1]:.1%} |"]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
