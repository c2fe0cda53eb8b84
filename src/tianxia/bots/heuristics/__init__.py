"""Heuristic bots: a greedy look-ahead over each game's own evaluation of a position.

Every game supplies one function, ``evaluate(view, seat) -> float``: how good the
position looks for ``seat`` judged only from ``state.view(seat)`` (expected final
score, in the game's points).  The bot is the same for every game: it tries each
legal action on a determinised copy (so it cannot see what its seat cannot),
follows its own greedy choices while the same seat keeps deciding (a turn made of
several steps is judged as a whole), and keeps the action whose outcome
evaluates best *relative to the strongest opponent*.

Its look-ahead has a budget per decision (``seconds``, the clock cap a server may give in the
spec, and ``work``, positions judged times seats, which does not depend on the machine's load): with enough
of it the bot plays exactly the unbounded look-ahead's move; a look-ahead that would exceed it is
abandoned for shallower passes (one own step, then two) within what is left.
"""

from __future__ import annotations

import functools
import importlib
import json
import math
import re
import time
from importlib import resources

from tianxia.core.errors import refused

from ..base import Bot

#: game name -> module defining ``evaluate(view, seat)``
EVALUATORS = {
    "dragon": "tianxia.bots.heuristics.dragon",
    "emperor": "tianxia.bots.heuristics.emperor",
    "huang": "tianxia.bots.heuristics.huang",
    "zhanguo": "tianxia.bots.heuristics.zhanguo",
}


def evaluator(game_name: str):
    module = EVALUATORS.get(game_name)
    if module is None:
        raise ValueError(f"no heuristic for {game_name!r} yet; heuristics exist for {', '.join(sorted(EVALUATORS))}")
    return importlib.import_module(module).evaluate


#: a weights name: a file ``data/<game>_weights_<name>.json`` (``default``: the evaluation as written)
_WEIGHTS_NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,39}")


def weights_known(name: str) -> bool:
    """Whether ``name`` is a weights set some game ships (or ``default``)."""
    if name == "default":
        return True
    if not isinstance(name, str) or not _WEIGHTS_NAME.fullmatch(name):
        return False
    data = resources.files("tianxia.bots").joinpath("data")
    return any(data.joinpath(f"{game}_weights_{name}.json").is_file() for game in EVALUATORS)


@functools.lru_cache(maxsize=16)
def load_weights(game_name: str, name: str) -> tuple[float, ...] | None:
    """The multipliers of the game's evaluation terms named ``name`` (None for ``default``: the
    evaluation exactly as written), checked against the game's ``TERMS``."""
    if name == "default":
        return None
    module = importlib.import_module(EVALUATORS[game_name]) if game_name in EVALUATORS else None
    if module is None or not hasattr(module, "TERMS") or not weights_known(name):
        raise ValueError(f"no weights {name!r} for {game_name!r}")
    path = resources.files("tianxia.bots").joinpath(f"data/{game_name}_weights_{name}.json")
    if not path.is_file():
        raise ValueError(f"no weights {name!r} for {game_name!r}")
    data = json.loads(path.read_text("utf-8"))
    if tuple(data["terms"]) != tuple(module.TERMS) or len(data["weights"]) != len(module.TERMS):
        raise ValueError(f"data/{game_name}_weights_{name}.json names other terms than the evaluation's; "
                         f"rebuild it (tools/tune_zhanguo.py)")
    return tuple(float(w) for w in data["weights"])


def appraiser(game_name: str, weights=None):
    """``appraise(state, seat=None) -> [value per seat]``: every seat's evaluation, each judged
    from ``seat``'s view (from its own view when ``seat`` is None).  A game's evaluation module
    may offer ``evaluate_all(state, weights, viewer)``, the same numbers without building views
    (every game does; tests hold it equal to ``evaluate``), which search calls for every position.
    ``weights`` (a name, see ``load_weights``, or a tuple of multipliers per term) weighs the
    evaluation's terms again; None or ``default`` is the evaluation as written."""
    evaluate = evaluator(game_name)  # raises for a game without a heuristic
    if isinstance(weights, str):
        weights = load_weights(game_name, weights)
    fast = getattr(importlib.import_module(EVALUATORS[game_name]), "evaluate_all", None)
    if weights is not None:
        if fast is None:
            raise ValueError(f"the {game_name} evaluation takes no weights")
        return lambda state, seat=None: fast(state, weights, seat)
    if fast is not None:
        return lambda state, seat=None: fast(state, None, seat)

    def appraise(state, seat=None):
        if seat is None:
            return [evaluate(state.view(s), s) for s in range(state.num_players)]
        view = state.view(seat)
        return [evaluate(view, s) for s in range(state.num_players)]

    return appraise


class _OutOfBudget(Exception):
    """The look-ahead's pass ran past the decision's budget (its choice is not used)."""


def relative(values: list[float], seat: int) -> float:
    """Own evaluation minus the best opponent's."""
    others = values[:seat] + values[seat + 1:]
    return values[seat] - max(others) if others else values[seat]


class HeuristicBot(Bot):
    name = "heuristic"
    #: leaves of the exhaustive part of the look-ahead; beyond it, steps are followed greedily
    LEAVES = 60
    #: actions tried per greedy step (a random sample when there are more)
    SAMPLE = 10
    #: the work a decision's look-ahead may do unless ``work`` says otherwise, counted as one unit per
    #: seat for each position judged (judging and copying a position costs about that): with 2 seats
    #: 10,000 positions, about 1.4 s of an idle core in ZhanGuo, whose turns of many wide steps cost
    #: most; a look-ahead past ``FULL_SHARE`` of it gives way to shallower passes (ladder.md)
    WORK = 20_000

    def __init__(self, seed: int | None = None, depth=6, blunder=0, seconds=None, work=None, weights=None):
        super().__init__(seed=seed)
        # a weights set's name (a spec's ``weights=tuned``), or multipliers per term (tools/tune_zhanguo.py)
        if isinstance(weights, str) and not weights_known(weights):
            raise refused("bot-weights")
        self.weights = None if weights == "default" else weights
        try:
            self.depth = int(depth)
        except ValueError:
            raise refused("bot-heuristic-depth") from None
        try:
            self.seconds = None if seconds is None else float(seconds)
            self.work = self.WORK if work is None else int(work)
        except ValueError:
            raise refused("bot-heuristic-budget") from None
        if (self.seconds is not None and not self.seconds > 0) or self.work < 1:  # also refuses nan
            raise refused("bot-heuristic-budget")
        try:
            self.blunder = float(blunder)
        except ValueError:
            raise refused("bot-heuristic-blunder") from None
        if not 0 <= self.blunder <= 1:  # also refuses nan
            raise refused("bot-heuristic-blunder")
        self._appraise = None
        self._game = None
        self._stop = None  # while a decision is budgeted: (perf_counter reading, positions left)
        self._left = 0
        self.last_depth = None  # the depth of the pass the last decision played (None: forced)
        self.last_work = 0  # the work its look-ahead did (see WORK)

    def _learn(self, game_name: str) -> None:
        if self._game != game_name:
            self._appraise = appraiser(game_name, self.weights)
            self._game = game_name

    def _value(self, state, seat: int) -> float:
        if self._stop is not None:
            self._left -= state.num_players
            if self._left < 0 or time.perf_counter() >= self._stop:
                raise _OutOfBudget
        return relative(self._appraise(state, seat), seat)

    def _best(self, world, seat: int, depth: int, width: int = 1):
        """(value, action): the best action for ``seat`` in ``world``, looking through its own steps.

        ``width`` is how many branches the search already has; once the tree would pass
        ``LEAVES`` leaves, the seat's later steps are followed greedily (one step at a time)
        instead of searched exhaustively, so a turn made of many wide steps stays cheap."""
        return max(self.rated(world, seat, depth, width), key=lambda pair: pair[0])

    def rated(self, world, seat: int, depth: int | None = None, width: int = 1, actions=None,
              stop: float | None = None) -> list:
        """(value, action) for every legal action of ``seat`` in ``world`` (or those of ``actions``,
        in that order), each judged by the look-ahead through the seat's own steps that ``_best``
        uses (MCTS takes its prior from it).  With ``stop`` (a ``time.perf_counter()`` reading),
        the actions rated when it passes are all that is returned."""
        self._learn(world.game.name)
        depth = self.depth if depth is None else depth
        legal = world.legal_actions()
        deeper = len(legal) * depth < 400  # wider steps are judged one step ahead only
        exhaustive = width * len(legal) <= self.LEAVES
        out = []
        for action in (legal if actions is None else actions):
            if stop is not None and out and time.perf_counter() >= stop:
                break
            trial = world.clone()
            trial.apply(action)
            if deeper and depth > 1 and not trial.is_terminal and trial.current_player == seat:
                if exhaustive:
                    value, _ = self._best(trial, seat, depth - 1, width * len(legal))
                else:
                    value = self._greedy(trial, seat, depth - 1)
            else:
                value = self._value(trial, seat)
            out.append((value + self.rng.random() * 1e-6, action))  # break exact ties at random
        return out

    def rated_within(self, world, seat: int, actions=None, stop: float | None = None) -> list:
        """``rated`` held to the decision's ``work``, as ``choose`` is: the full look-ahead while it
        stays within ``FULL_SHARE`` of it, else two own steps ahead within the rest, else one step
        ahead (MCTS's root prior: unbounded, a ZhanGuo reassignment's 38 first steps, each followed
        greedily through the moves after it, judged 12,000 positions, over ten seconds).  Work is
        counted, not timed, so the rating is reproducible; ``stop`` is ``rated``'s."""
        self._learn(world.game.name)
        used = 0
        self._stop = math.inf  # _value counts the work; the clock is rated()'s own ``stop``
        try:
            for depth, share in ((self.depth, self.FULL_SHARE), (min(2, self.depth), 1.0)):
                budget = int(self.work * share) - used
                self._left = budget
                try:
                    return self.rated(world, seat, depth, actions=actions, stop=stop)
                except _OutOfBudget:
                    used += budget - max(self._left, 0)
        finally:
            self._stop = None
        return self.rated(world, seat, 1, actions=actions, stop=stop)

    def _greedy(self, world, seat: int, depth: int) -> float:
        """The value reached by following the one-step best action while ``seat`` keeps deciding."""
        while True:
            best_value, _, best_trial = self._step(world, seat, self.SAMPLE)
            depth -= 1
            if depth < 1 or best_trial.is_terminal or best_trial.current_player != seat:
                return best_value
            world = best_trial

    def _step(self, world, seat: int, sample: int):
        """(value, action, position after it): the one-step best of the legal actions, or of a
        random ``sample`` of them when there are more."""
        best_value, best, best_trial = None, None, None
        legal = world.legal_actions()
        if len(legal) > sample:
            legal = self.rng.sample(list(legal), sample)
        for action in legal:
            trial = world.clone()
            trial.apply(action)
            value = self._value(trial, seat) + self.rng.random() * 1e-6
            if best_value is None or value > best_value:
                best_value, best, best_trial = value, action, trial
        return best_value, best, best_trial

    def choose(self, state, seat: int):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.blunder and self.rng.random() < self.blunder:  # the easy level's slips
            return self.rng.choice(legal)
        world = state.determinize(seat, self.rng)  # rated() picks the game's evaluation
        return self._deepening(world, seat, legal)

    #: share of the decision's budget the full look-ahead may use before the shallow passes take over
    FULL_SHARE = 0.8

    def _deepening(self, world, seat: int, legal):
        """The look-ahead within the decision's budget.  The full pass runs first, as it always did
        (so with enough budget the move is the unbounded look-ahead's, and costs nothing more); if
        it passes ``FULL_SHARE`` of the budget it is abandoned, and the rest of the budget goes to
        a pass one own step ahead (kept action by action, so even a tiny budget answers) and then
        one two steps ahead; the deepest pass finished decides."""
        self._learn(world.game.name)
        started = time.perf_counter()
        seconds = math.inf if self.seconds is None else self.seconds
        self._left = int(self.work * self.FULL_SHARE)
        self._stop = started + seconds * self.FULL_SHARE
        try:
            _, action = self._best(world, seat, self.depth)
            self.last_depth = self.depth
            return action
        except _OutOfBudget:
            pass
        finally:
            self.last_work = int(self.work * self.FULL_SHARE) - max(self._left, 0)
            self._stop = None
        self._left = self.work - self.last_work
        self._stop = started + seconds
        action, self.last_depth = legal[0], 0
        try:
            best = None
            for each in legal:
                trial = world.clone()
                trial.apply(each)
                value = self._value(trial, seat) + self.rng.random() * 1e-6
                if best is None or value > best:
                    best, action = value, each
            self.last_depth = 1
            if 2 < self.depth:
                _, action = self._best(world, seat, 2)
                self.last_depth = 2
        except _OutOfBudget:
            pass
        finally:
            self.last_work = self.work - max(self._left, 0)
            self._stop = None
        return action


def policy_for(game_name: str, rng, sample: int | None = None, weights=None):
    """A fast rollout policy for MCTS: greedy one-step on the game's evaluation (over a random
    ``sample`` of the legal actions when there are more)."""
    bot = HeuristicBot(depth=1, weights=weights)
    bot.rng = rng
    if sample is None:
        def policy(state):
            return bot.choose(state, state.current_player)

        return policy
    bot._appraise = appraiser(game_name, weights)
    bot._game = game_name

    def sampled(state):
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return bot._step(state, state.current_player, sample)[1]

    return sampled
