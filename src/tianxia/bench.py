"""Engine speed figures: random-playout throughput on one core, and clone() against deepcopy.

Both clone figures come from the same run on the same states, so their ratio is
meaningful on any machine; the throughput is printed beside the issue's target.
"""

from __future__ import annotations

import copy
import random
import time

#: random-playout actions per second on one core that each game must reach
TARGETS = {"dragon": 50_000, "emperor": 50_000, "huang": 10_000, "zhanguo": 10_000}


def playout_speed(game, players: int, options: dict | None, seconds: float) -> dict:
    """Random games back to back for about ``seconds``: actions/s and games/s."""
    rng = random.Random(1)
    actions = games = 0
    seed = 0
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()
    while True:
        state = game.new_state(players, seed=seed, options=options)
        seed += 1
        while not state.is_terminal:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - started
    return {"actions_per_s": actions / elapsed, "games_per_s": games / elapsed,
            "actions_per_game": actions / games, "games": games, "seconds": elapsed}


def null_game():
    """A trivial game through the same core contract (3 legal actions, 180 steps): the baseline
    that shows what the contract itself costs per action on this machine, measured in the same run."""
    from .core import Action, Game, State

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


def best_speed(game, players: int, options: dict | None, games: int = 100, rounds: int = 5) -> tuple[float, float]:
    """Best of ``rounds`` runs of ``games`` random games, in process time (robust on a shared
    machine): (actions per second, actions per game)."""
    best = 0.0
    steps = 0
    for _ in range(rounds):
        steps = 0
        started = time.process_time()
        for seed in range(games):
            rng = random.Random(seed)
            state = game.new_state(players, seed=seed, options=options)
            while not state.is_terminal:
                state.apply(rng.choice(state.legal_actions()))
                steps += 1
        best = max(best, steps / max(time.process_time() - started, 1e-9))
    return best, steps / games


def best_clone(state, rounds: int = 5) -> tuple[float, float]:
    """Best-of-``rounds`` seconds per ``clone()`` and per ``copy.deepcopy`` of ``state``."""
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
    return clone_t, deep_t


def _timed(fn, repeat: int) -> float:
    started = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - started) / repeat


def clone_speed(game, players: int, options: dict | None, samples: int = 5) -> dict:
    """Mean time of ``clone()`` and ``copy.deepcopy`` over states taken through a random game."""
    rng = random.Random(2)
    state = game.new_state(players, seed=99, options=options)
    positions = []
    while not state.is_terminal:
        positions.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    picks = [positions[len(positions) * (i + 1) // (samples + 1)] for i in range(samples)]
    clone_t = sum(_timed(p.clone, 2000) for p in picks) / len(picks)
    deep_t = sum(_timed(lambda p=p: copy.deepcopy(p), 50) for p in picks) / len(picks)
    return {"clone_us": clone_t * 1e6, "deepcopy_us": deep_t * 1e6, "ratio": deep_t / clone_t}


def mcts_speed(game, players: int, options: dict | None, seconds: float = 2.0) -> dict:
    """MCTS iterations per second from the opening and from the middle of a random game."""
    from .bots.mcts import MctsBot

    rng = random.Random(3)
    opening = game.new_state(players, seed=5, options=options)
    line = opening.clone()
    positions = []
    while not line.is_terminal:
        positions.append(line.clone())
        line.apply(rng.choice(line.legal_actions()))
    middle = next((p for p in positions[len(positions) // 2:] if len(p.legal_actions()) > 1), positions[0])
    figures = {}
    for label, state in (("opening", opening), ("midgame", middle)):
        bot = MctsBot(seed=1, seconds=seconds / 2, search="tree")  # the tree's iterations (not ZhanGuo's turn search)
        started = time.perf_counter()
        bot.choose(state, state.current_player)
        figures[label] = bot.last_iterations / (time.perf_counter() - started)
    return figures


def run(game, players: int | None = None, options: dict | None = None, seconds: float = 5.0) -> dict:
    players = players or min(max(3, game.min_players), game.max_players)
    result = {"game": game.name, "players": players, "options": options or {}}
    result["baseline_actions_per_s"] = playout_speed(null_game(), players, None, min(seconds, 2.0))["actions_per_s"]
    result.update(playout_speed(game, players, options, seconds))
    result["target_actions_per_s"] = TARGETS.get(game.name)
    result["clone"] = clone_speed(game, players, options)
    result["mcts_iterations_per_s"] = mcts_speed(game, players, options, seconds=min(seconds, 4.0))
    return result


def report(result: dict) -> str:
    clone = result["clone"]
    target = result.get("target_actions_per_s")
    vs = f"  ({result['actions_per_s'] / target:.2f}x the target of {target:,}/s)" if target else ""
    return "\n".join([
        f"{result['game']}, {result['players']} players, options {result['options'] or 'default'}, one core:",
        f"  random playouts: {result['actions_per_s']:,.0f} actions/s{vs}",
        f"                   {result['actions_per_s'] / result['baseline_actions_per_s']:.4f} of a trivial game through"
        f" the same contract in the same run ({result['baseline_actions_per_s']:,.0f} actions/s)",
        f"                   {result['games_per_s']:,.1f} games/s, {result['actions_per_game']:.0f} actions/game"
        f" ({result['games']} games in {result['seconds']:.1f}s)",
        f"  clone():         {clone['clone_us']:.1f} us vs copy.deepcopy {clone['deepcopy_us']:.1f} us"
        f"  -> clone is {clone['ratio']:.1f}x faster (target 20x)",
        "  mcts (default bot: 8-step rollouts, heuristic leaf): " + ", ".join(
            f"{v:,.0f} iterations/s {k}" for k, v in result["mcts_iterations_per_s"].items()),
    ])


def report_speeds(game, configs, mid_state, label: str, rounds: int = 5, games: int = 100) -> None:
    """Print best-of-``rounds`` playout speeds for each ``(players, options)`` in ``configs`` beside
    the trivial-game baseline, then ``clone()`` against deepcopy of ``mid_state`` (described by ``label``)."""
    null, _ = best_speed(null_game(), 3, None, games, rounds)
    print(f"baseline: a trivial game through the same contract: {null:,.0f} actions/s")
    for players, options in configs:
        speed, per_game = best_speed(game, players, options, games, rounds)
        print(f"{players} players {options or 'base game'}: {speed:,.0f} actions/s "
              f"({per_game:.0f} actions per game; {speed / null:.2f} of the baseline)")
    clone_t, deep_t = best_clone(mid_state, rounds)
    print(f"mid-game state ({label}, {len(mid_state.history)} moves): clone {clone_t * 1e6:.1f} us, "
          f"copy.deepcopy {deep_t * 1e6:.1f} us: clone is {deep_t / clone_t:.0f}x faster")
