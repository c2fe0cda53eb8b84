"""ZhanGuo's turn-level search: whole turns compared the way the heuristic compares them, plus the
opponent's answer, which the heuristic does not look at.

Why not the tree of ``mcts.py``: in ZhanGuo a turn is a chain of the seat's own steps whose first
step pays only through its sequel, and the evaluation is tuned to rank positions at the end of
such a chain; a tree that values half-finished turns, or positions after random steps, amplified
the evaluation's errors (benchmarks/arena-mcts.md: 18-37% against the heuristic).  So here a
position is only ever judged at a turn boundary:

1. the heuristic's own look-ahead rates the seat's legal actions (in one world sampled from the
   seat's view, as the heuristic bot does) and its favourite is the move to beat;
2. the look-ahead's best few (``width``; with ``near``, only those within that many points of
   the favourite) are each finished into a whole turn by the look-ahead (``own`` steps deep), the
   other seat answers with its whole turn, played by the same look-ahead (``reply`` steps deep;
   with ``turns`` > 1 the turns after it are played the same way), and the position after that is
   judged (the seat's evaluation minus the best other's);
3. this is repeated in fresh worlds re-sampled from the seat's view, every candidate in the same
   worlds with the same random draws (so the comparison is paired), as long as the budget lasts;
4. the favourite stands unless another candidate's mean is higher by ``keep`` points (and when
   the rating left no time for one round of worlds, the favourite is played: the heuristic's move).

The search is reached through ``mcts`` with ZhanGuo's settings (``MCTS_SETTINGS`` in
``heuristics/zhanguo.py``: ``search=turns``), so ``mcts:seconds=1`` in ZhanGuo is this search;
an iteration is one candidate's turn and answer in one world, and the rating of step 1 is the
first (an iteration budget smaller than a round plays the favourite).  It is made for two players,
the seat against the other's answer, and measured there; with more seats ``mcts`` keeps its tree.
"""

from __future__ import annotations

import random
import time

from .heuristics import HeuristicBot, _OutOfBudget, relative


class TurnSearch:
    """One seat's search; ``choose`` is called by ``MctsBot`` with its budget and generator."""

    def __init__(self, rng: random.Random, width: int = 4, near: float | None = None, keep: float = 1.0,
                 own: int = 2, reply: int = 2, turns: int = 1):
        self.rng = rng
        self.width, self.near, self.keep, self.own, self.reply = width, near, keep, own, reply
        self.turns = turns
        self.judge = HeuristicBot()  # the heuristic's own look-ahead, for the rating of step 1
        self.judge.rng = rng
        self.last_iterations = 0
        self.last_values: dict = {}  # candidate -> mean value after the answer (for diagnostics)
        self.last_favourite = None

    def _rate(self, world, seat: int, deadline: float | None) -> list:
        """(value, action) for every legal action by the heuristic's look-ahead, best first, within
        the heuristic's own work budget and the decision's deadline (past either, one step ahead,
        as the heuristic bot falls back)."""
        judge = self.judge
        judge._learn(world.game.name)
        judge._left, judge._stop = judge.work, float("inf") if deadline is None else deadline
        try:
            rated = judge.rated(world, seat)
        except _OutOfBudget:
            judge._stop = None
            rated = judge.rated(world, seat, depth=1)
        finally:
            judge._stop = None
        return sorted(rated, key=lambda pair: pair[0], reverse=True)

    @staticmethod
    def _finish(world, seat: int, bot: HeuristicBot, depth: int) -> None:
        """``seat`` plays on in ``world`` while it keeps the move, each step the look-ahead's best."""
        while not world.is_terminal and world.current_player == seat:
            legal = world.legal_actions()
            world.apply(legal[0] if len(legal) == 1 else bot._best(world, seat, depth)[1])

    def _sample(self, world, seat: int, action, seed: int) -> float:
        """The candidate's turn finished, the other seat's answer, the position judged for ``seat``."""
        rng = random.Random(seed)  # the same draws for every candidate in this world
        bot = HeuristicBot()
        bot.rng = rng
        bot._learn(world.game.name)
        world.apply(action)
        self._finish(world, seat, bot, self.own)
        for _ in range(self.turns):  # the answer, and with turns > 1 the turns after it
            if world.is_terminal:
                break
            self._finish(world, world.current_player, bot, self.reply)
        return relative(bot._appraise(world, seat), seat)

    def choose(self, state, seat: int, legal: list, iterations: int | None, deadline: float | None):
        world = state.determinize(seat, self.rng)
        rated = self._rate(world, seat, deadline)
        favourite_value, favourite = rated[0]
        self.last_favourite, self.last_values = favourite, {}
        candidates = [action for value, action in rated[:self.width]
                      if self.near is None or value >= favourite_value - self.near]
        self.last_iterations = 1  # the rating: every legal action judged in the first world
        if len(candidates) < 2:
            return favourite
        totals = dict.fromkeys(candidates, 0.0)
        done = 1
        worlds = 0
        spent = 0.0
        while True:
            # whole rounds only: every candidate judged in the same worlds
            if iterations is not None and done + len(candidates) > iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline - (spent / worlds if worlds else 0.0):
                break  # no time for another round (the rating may have used it all: then the favourite)
            began = time.perf_counter()
            sample = state.determinize(seat, self.rng)
            seed = self.rng.getrandbits(32)
            for action in candidates:
                totals[action] += self._sample(sample.clone(), seat, action, seed)
            done += len(candidates)
            worlds += 1
            spent += time.perf_counter() - began
        self.last_iterations = done
        if not worlds:
            return favourite
        means = {action: total / worlds for action, total in totals.items()}
        self.last_values = means
        best = max(candidates, key=lambda a: (means[a], a == favourite))
        if best != favourite and means[best] - means[favourite] >= self.keep:
            return best
        return favourite
