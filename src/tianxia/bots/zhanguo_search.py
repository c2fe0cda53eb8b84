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
   the favourite) are each finished into a whole turn by the look-ahead (``own`` steps deep; the
   steps are the same in every world, as the evaluation reads only public facts, so they are
   searched once and replayed), the other seat answers with its whole turn, played by the same
   look-ahead (``reply`` steps deep; with ``turns`` > 1 the turns after it are played the same
   way); with ``rest`` (ZhanGuo's setting) the rest of the candidate's round is then played one
   step ahead by both seats, through the unification rewards, so the cards kept in hand are
   played and their worth shows on the board (the evaluation reads no hand: without it, the
   candidates mostly tied); the position reached is judged (the seat's evaluation minus the
   other's);
3. this is repeated in fresh worlds re-sampled from the seat's view, every candidate in the same
   worlds with the same random draws (so the comparison is paired: each candidate's value minus
   the favourite's in the same world), as long as the budget lasts;
4. the favourite stands unless another candidate's mean gain over it is at least ``keep`` points
   (and with ``sure``, at least that many standard errors of the gain, measured over two worlds
   or more); when the rating left no time for a world, the favourite is played.

The search is ``mcts`` with ``search=turns`` (at any table: with more than 2 seats the replies are
the other seats' turns in order, ``turns`` of them), and two-player ZhanGuo's ``mcts`` on a clock (``MCTS_SETTINGS``: 39 of 60 games against the
heuristic at 1 s, with ``plan=rating`` and the tuned weights).  Its budget: an iteration is one
candidate in one world, the rating of step 1 the first,
and an iteration budget is spent exactly (a world cut short still compares the candidates it
reached with the favourite); a time budget is checked before each candidate and at every step of
a sample, which is abandoned once ``MARGIN`` past the deadline, so a decision overruns its
seconds by at most that (plus one step of the look-ahead).  A ``work`` budget counts what a clock
would time, but the same on any machine: the positions judged times the seats (the heuristic's
``work`` units), the rating's first and the samples' with what it left, a sample abandoned where
the units run out (its world still compares the candidates it finished).  With ``seconds=0.05`` the rating's
look-ahead is cut at the deadline and its one-step fallback is played (the heuristic bot's own
fallback).  Measured in benchmarks/arena-mcts.md.
"""

from __future__ import annotations

import math
import random
import time

from .heuristics import HeuristicBot, _OutOfBudget, relative


class _Late(Exception):
    """A sample ran past the decision's deadline (its world is not used)."""


#: how far past its deadline a decision may run: a sample in progress is abandoned there
MARGIN = 0.05


class _Planner(HeuristicBot):
    """The heuristic's look-ahead that also keeps, for every action it rates, the steps of the
    seat's turn it judged that action by (its principal variation).  The values, and the random
    numbers drawn, are exactly ``HeuristicBot.rated``'s (a test holds them equal), so the
    favourite is the same; the plans let a sample finish a candidate's turn the way the rating
    valued it (six own steps deep) instead of by a shallower look-ahead."""

    def rated_plans(self, world, seat: int, depth: int | None = None, width: int = 1) -> list:
        """(value, action, steps after it) for every legal action, as ``rated``."""
        self._learn(world.game.name)
        depth = self.depth if depth is None else depth
        legal = world.legal_actions()
        deeper = len(legal) * depth < 400
        exhaustive = width * len(legal) <= self.LEAVES
        out = []
        for action in legal:
            trial = world.clone()
            trial.apply(action)
            sequel: list = []
            if deeper and depth > 1 and not trial.is_terminal and trial.current_player == seat:
                if exhaustive:
                    value, step, after = max(self.rated_plans(trial, seat, depth - 1, width * len(legal)),
                                             key=lambda triple: triple[0])
                    sequel = [step] + after
                else:
                    value, sequel = self._greedy_plan(trial, seat, depth - 1)
            else:
                value = self._value(trial, seat)
            out.append((value + self.rng.random() * 1e-6, action, sequel))
        return out

    def _greedy_plan(self, world, seat: int, depth: int):
        """``_greedy``'s value and the steps it followed."""
        steps = []
        while True:
            best_value, action, best_trial = self._step(world, seat, self.SAMPLE)
            steps.append(action)
            depth -= 1
            if depth < 1 or best_trial.is_terminal or best_trial.current_player != seat:
                return best_value, steps
            world = best_trial


class TurnSearch:
    """One seat's search; ``choose`` is called by ``MctsBot`` with its budget and generator."""

    def __init__(self, rng: random.Random, width: int = 4, near: float | None = None, keep: float = 1.0,
                 own: int = 2, reply: int = 2, turns: int = 1, rest: bool | None = None,
                 sure: float | None = None, weights=None, plan: str | None = None):
        self.rng = rng
        self.weights = weights  # the evaluation's weights (None: as written; bots/heuristics load_weights)
        self.width, self.near, self.keep, self.own, self.reply = width, near, keep, own, reply
        self.turns = turns
        from .heuristics.zhanguo import MCTS_SETTINGS

        self.rest = MCTS_SETTINGS.get("rest", False) if rest is None else rest
        # a gain must also be this many standard errors above nothing (0: no such test)
        self.sure = MCTS_SETTINGS.get("sure", 0.0) if sure is None else sure
        # how a candidate's own turn is finished in the samples: ``search`` (the look-ahead ``own``
        # steps deep in the first world, replayed in the others) or ``rating`` (the steps the
        # rating's look-ahead judged it by, replayed everywhere, then ``own`` deep past them)
        self.plan = MCTS_SETTINGS.get("plan", "search") if plan is None else plan
        self.judge = _Planner(weights=weights)  # the heuristic's own look-ahead, for the rating of step 1
        self.judge.rng = rng
        self._rated_plans: dict = {}  # candidate -> the rating's steps after it (plan=rating)
        self.last_iterations = 0
        self.last_values: dict = {}  # candidate -> mean gain over the favourite (for diagnostics)
        self.last_favourite = None
        self._late = None  # perf_counter reading past which a sample is abandoned
        self._work_left = None  # with a work budget: the units the samples may still spend
        self._rating_work = 0  # the units the last rating spent
        self.last_work = 0  # with a work budget: the units the last decision spent
        self._plans: dict = {}  # candidate -> the steps that finished its turn in the first world

    def _rate(self, world, seat: int, deadline: float | None, work: int | None = None) -> list:
        """(value, action) for every legal action by the heuristic's look-ahead, best first, within
        the heuristic's own work budget and the decision's deadline (past either, one step ahead,
        as the heuristic bot falls back, for as many actions as the deadline's margin allows)."""
        judge = self.judge
        judge._learn(world.game.name)
        given = judge.work if work is None else min(judge.work, work)
        judge._left, judge._stop = given, float("inf") if deadline is None else deadline
        self._rated_plans = {}
        try:
            if self.plan == "rating":
                triples = judge.rated_plans(world, seat)
                self._rated_plans = {action: sequel for _, action, sequel in triples}
                rated = [(value, action) for value, action, _ in triples]
            else:
                rated = judge.rated(world, seat)
        except _OutOfBudget:
            judge._stop = None
            # one step ahead, cut (as the heuristic bot's fallback is) at the deadline's margin
            rated = judge.rated(world, seat, depth=1, stop=None if deadline is None else deadline + MARGIN)
        finally:
            judge._stop = None
            self._rating_work = given - max(judge._left, 0)
        return sorted(rated, key=lambda pair: pair[0], reverse=True)

    def _check(self) -> None:
        if self._late is not None and time.perf_counter() > self._late:
            raise _Late

    def _finish(self, world, seat: int, bot: HeuristicBot, depth: int) -> None:
        """``seat`` plays on in ``world`` while it keeps the move, each step the look-ahead's best."""
        while not world.is_terminal and world.current_player == seat:
            self._check()
            legal = world.legal_actions()
            world.apply(legal[0] if len(legal) == 1 else bot._best(world, seat, depth)[1])

    def _own_turn(self, world, seat: int, bot: HeuristicBot, action) -> None:
        """The candidate's turn finished by the look-ahead.  The evaluation reads only public facts
        and the seat knows its own hand, so the steps it picks are the same in every world: they
        are searched in the first world and replayed in the others (searched again from where a
        replayed step is not legal, should a hidden fact change the turn)."""
        plan = self._plans.get(action)
        known = plan
        steps = []
        while not world.is_terminal and world.current_player == seat:
            self._check()
            legal = world.legal_actions()
            if plan is not None and len(steps) < len(plan) and plan[len(steps)] in legal:
                step = plan[len(steps)]
            else:
                if plan is not None and len(steps) < len(plan):
                    known = None  # a hidden fact changed the turn: this world's steps are not kept
                plan = None
                step = legal[0] if len(legal) == 1 else bot._best(world, seat, self.own)[1]
            steps.append(step)
            world.apply(step)
        if action not in self._plans or (self.plan == "rating" and known is not None and len(steps) > len(known)):
            self._plans[action] = steps  # (a rating's plan, plan=rating, is kept with the steps past it)

    def _playout(self, world, bot: HeuristicBot, start: int) -> None:
        """The rest of round ``start`` played one step ahead (every legal action judged, the best
        taken) by whoever moves, through the unification rewards, so the cards still in hand are
        played and what they were worth shows on the board (nothing when the turns before passed
        the round's end)."""
        deep = int(self.rest) >= 2  # rest=2: each step judged by its best sequel (a court card's worth)
        while not world.is_terminal and world.rnd == start:
            self._check()
            legal = world.legal_actions()
            if len(legal) == 1:
                world.apply(legal[0])
            elif deep:
                world.apply(bot._best(world, world.current_player, 2)[1])
            else:
                world.apply(bot._step(world, world.current_player, len(legal))[1])

    def _sample(self, world, seat: int, action, seed: int) -> float:
        """The candidate's turn finished, the other seat's answer (and with ``rest`` the rest of
        the round), the position judged for ``seat``."""
        rng = random.Random(seed)  # the same draws for every candidate in this world
        bot = HeuristicBot(weights=self.weights)
        bot.rng = rng
        bot._learn(world.game.name)
        if self._work_left is not None:  # every position judged counts against the decision's work
            bot._left, bot._stop = self._work_left, math.inf
        try:
            start = world.rnd
            world.apply(action)
            self._own_turn(world, seat, bot, action)
            for _ in range(self.turns):  # the answer, and with turns > 1 the turns after it
                if world.is_terminal:
                    break
                self._finish(world, world.current_player, bot, self.reply)
            if self.rest:
                self._playout(world, bot, start)
            # the judgement is a position judged too: a sample that meets no choice (the game's
            # last decision, where each sample ends the game at once) still spends work
            value = bot._value(world, seat)
        finally:
            if self._work_left is not None:
                self._work_left = bot._left
        return value

    def choose(self, state, seat: int, legal: list, iterations: int | None, deadline: float | None,
               work: int | None = None):
        world = state.determinize(seat, self.rng)
        self._work_left = None
        rated = self._rate(world, seat, deadline, work)
        if work is not None:  # what the rating left of the decision's work goes to the samples
            self._work_left = work - self._rating_work
            self.last_work = self._rating_work
        favourite_value, favourite = rated[0]
        self.last_favourite, self.last_values = favourite, {}
        candidates = [action for value, action in rated[:self.width]
                      if self.near is None or value >= favourite_value - self.near]
        self.last_iterations = 1  # the rating: every legal action judged in the first world
        if len(candidates) < 2:
            return favourite
        # per candidate: the sum of its value minus the favourite's, and in how many worlds both
        # were judged (the favourite is judged first in each world, so a world cut short by the
        # budget still compares the candidates it reached, paired)
        self._plans = dict(self._rated_plans)  # empty unless plan=rating
        gain = dict.fromkeys(candidates[1:], 0.0)
        square = dict.fromkeys(candidates[1:], 0.0)
        shared = dict.fromkeys(candidates[1:], 0)
        done = 1
        self._late = None if deadline is None else deadline + MARGIN
        try:
            while iterations is None or done < iterations:
                if deadline is not None and time.perf_counter() >= deadline:
                    break
                if self._work_left is not None and self._work_left <= 0:
                    break
                sample = state.determinize(seat, self.rng)
                seed = self.rng.getrandbits(32)
                base = None
                for action in candidates:
                    if iterations is not None and done >= iterations:
                        break
                    if deadline is not None and time.perf_counter() >= deadline:
                        break
                    if self._work_left is not None and self._work_left <= 0:
                        break
                    done += 1  # counted when begun: a sample abandoned at the deadline was work done
                    value = self._sample(sample.clone(), seat, action, seed)
                    if base is None:
                        base = value
                    else:
                        gain[action] += value - base
                        square[action] += (value - base) ** 2
                        shared[action] += 1
        except (_Late, _OutOfBudget):  # past the clock, or the work spent: this sample is not used
            pass
        finally:
            self._late = None
            if work is not None:  # the units spent: the rating's and the samples' (past the budget by at most one position)
                self.last_work = work - self._work_left
            self._work_left = None
        self.last_iterations = done
        means = {action: gain[action] / shared[action] for action in gain if shared[action]}
        if not means:
            return favourite
        means[favourite] = 0.0
        self.last_values = means
        best = max(means, key=lambda a: (means[a], a == favourite))
        if best == favourite or means[best] < self.keep:
            return favourite
        if self.sure:
            # the gain is the mean of paired differences over ``n`` worlds; one world says nothing
            # of its noise, and a gain within ``sure`` standard errors of nothing is not trusted
            n = shared[best]
            if n < 2:
                return favourite
            spread = max(0.0, square[best] / n - means[best] ** 2) * n / (n - 1)
            if means[best] < self.sure * (spread / n) ** 0.5:
                return favourite
        return best
