"""Information-set Monte Carlo tree search (single-observer IS-MCTS, Cowling et al. 2012).

Each iteration samples a world the bot's seat cannot tell apart from the real
one (``state.determinize(seat, rng)``: others' secrets and all future draws
re-sampled from what the seat sees), then walks one shared tree whose edges are
action notations. Only actions legal in the sampled world are considered, and
UCB uses *availability* counts (how often an action could have been chosen)
instead of the parent's visits, which keeps rarely-available actions honest.

Why single-observer: every game here shows each action's notation to all
players, so opponents' moves are observed exactly; what is hidden is hands,
bags and the future. SO-ISMCTS handles exactly that with one tree and the
least overhead per iteration, which in pure Python buys more iterations than
the extra trees of multiple-observer IS-MCTS would repay.

Each node stores the reward of the player who chose the edge into it, so the
search is max^n over any number of players. Rewards mix the win (shared on a
tie) with the normalised score so that a lost game lost by little is better
than one lost by much. Rollouts run a light policy (uniform random, or the
game's greedy heuristic with ``rollout=heuristic``) for at most ``depth``
actions; a rollout that stops early is valued by the game's heuristic
evaluation of every seat's view (where the game has one; else by the current
scores), turned into win chances with a soft maximum.  When a position has
more legal actions than ``width`` (default 10) and the game has a heuristic,
the root searches only the ``width`` actions the heuristic rates best (a prior
that lets a short budget rank a few good moves instead of sampling hundreds
once): one step ahead by default, or by the heuristic bot's own look-ahead
through the seat's steps (``prior=heuristic``).  With ``backup=own``, a step
after which the same seat decides again is judged by its best sequel rather
than the average of all sequels tried: in a turn made of a chain of one's own
steps, a first step is worth what the seat will make of it.  A game's
heuristic module may name the settings measured best for it (``MCTS_SETTINGS``;
ZhanGuo uses both; with 2 players and a clock, ``seconds`` or no budget, or at any table
when named, its ``search=turns`` replaces the tree by a search over whole turns,
bots/zhanguo_search.py, which beat the heuristic in 39 of 60 games at 1 s; with an iteration
budget the tree stays unless named, as an iteration of the turn search is a whole sample; its
``work`` budget counts positions judged, as a clock would time them but the same on any machine).  The remaining parameters (``temperature``, ``centre``,
``rollout=turn|greedy|reply``, ``leaf=learned``, ``keep``, ``near``) are knobs for
experiments, recorded with their results in benchmarks/arena-mcts.md: ZhanGuo's
learned value as the leaf, the heuristic's favourite kept unless the search gains
``keep``, only the heuristic's near-ties searched, a flat search over whole turns
judged after the other seat's reply.
"""

from __future__ import annotations

import math
import time

from tianxia.core.errors import refused

from .base import Bot


class _Node:
    __slots__ = ("children", "visits", "total", "avail", "mover", "q")

    def __init__(self):
        self.children: dict = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.mover = None  # the seat choosing among this node's children
        self.q = 0.0  # the value UCB uses: the mean reward, or with backup=own see choose()


def rewards(state) -> list[float]:
    """Per seat, in [0, 1]: 3/4 for the win (shared on a tie) plus 1/4 for the normalised score."""
    scores = state.scores()
    low, high = min(scores), max(scores)
    spread = (high - low) or 1
    if state.is_terminal:
        winners = state.winners()
        share = 1.0 / len(winners) if winners else 0.0
        win = [share if seat in winners else 0.0 for seat in range(len(scores))]
    else:
        leaders = [seat for seat, s in enumerate(scores) if s == high]
        win = [1.0 / len(leaders) if seat in leaders else 0.0 for seat in range(len(scores))]
    return [0.75 * w + 0.25 * (s - low) / spread for w, s in zip(win, scores)]


def _tuned_for(game_name: str) -> dict:
    """Search settings a game's heuristic module found best in measured arena runs
    (``MCTS_SETTINGS``; benchmarks/arena-mcts.md), used where the bot's spec does not say."""
    from .heuristics import EVALUATORS

    if game_name not in EVALUATORS:
        return {}
    import importlib

    return dict(getattr(importlib.import_module(EVALUATORS[game_name]), "MCTS_SETTINGS", {}))


#: game name -> module with a learned value, ``margins(state) -> [predicted final margin per seat]``
LEARNED = {"zhanguo": "tianxia.bots.zhanguo_value"}


def _margins(values: list[float]) -> list[float]:
    """Each seat's value minus the best other seat's."""
    return [v - max(values[:i] + values[i + 1:], default=v) for i, v in enumerate(values)]


class MctsBot(Bot):
    name = "mcts"

    def __init__(self, seed: int | None = None, seconds=None, iterations=None, c=0.7, depth=None,
                 rollout="random", leaf=None, width=None, temperature=None,
                 centre=0, prior=None, backup=None, keep=None, near=None, search=None, own=None, reply=None, turns=None, weights=None, plan=None, sure=None, work=None):
        super().__init__(seed=seed)
        from .heuristics import weights_known

        if weights is not None and not weights_known(weights):
            raise refused("bot-weights")
        self._weights_given = weights
        self._weights = None  # the evaluation's weights in the game being played (None: as written)
        try:
            self.seconds = float(seconds) if seconds is not None else None
            self.iterations = int(iterations) if iterations is not None else None
            self.c = float(c)
            self._temperature_given = temperature is not None
            self.temperature = float(temperature) if temperature is not None else 4.0
            self.centre = float(centre)
            self.depth = int(depth) if depth is not None else None
        except ValueError:
            raise refused("bot-mcts-numbers") from None
        # the turn search's budget in work units (positions judged times seats, as the heuristic's
        # ``work``): load-independent like iterations, but bounded in time like a clock
        try:
            self.work = int(work) if work is not None else None
        except ValueError:
            raise refused("bot-mcts-whole", param="work") from None
        if self.work is not None and search != "turns":
            raise refused("bot-mcts-work")
        # with no budget: 400 iterations of the tree, or the game's clock for its turn search
        self._budget_given = self.seconds is not None or self.iterations is not None or self.work is not None
        if not self._budget_given:
            self.iterations = 400
        if (self.seconds is not None and self.seconds <= 0) or (self.iterations is not None and self.iterations < 1) \
                or (self.work is not None and self.work < 1):
            raise refused("bot-mcts-budget")
        if self.temperature <= 0:
            raise refused("bot-mcts-temperature")
        if rollout not in ("random", "heuristic", "turn", "greedy", "reply"):
            raise refused("bot-mcts-one-of", param="rollout", allowed="'random', 'heuristic', 'turn', 'greedy', 'reply'")
        self._width_given = width is not None
        for name, value in (("width", width), ("own", own), ("reply", reply), ("turns", turns)):
            try:
                int(value) if value is not None else None
            except ValueError:
                raise refused("bot-mcts-whole", param=name) from None
        self.width = int(width) if width is not None else 10
        self._own, self._reply = (int(own) if own is not None else 2), (int(reply) if reply is not None else 2)
        self._horizon = int(turns) if turns is not None else None
        if plan not in (None, "search", "rating"):  # the turn search's (ZhanGuo) own turn: zhanguo_search.py
            raise refused("bot-mcts-one-of", param="plan", allowed="'search', 'rating'")
        self._plan = plan
        try:
            self._sure = float(sure) if sure is not None else None
        except ValueError:
            raise refused("bot-mcts-numbers") from None
        if search not in (None, "tree", "turns"):
            raise refused("bot-mcts-one-of", param="search", allowed="'tree', 'turns'")
        self._search_given = search
        self._turns = None  # the ZhanGuo turn search (zhanguo_search.py), made at the first decision
        if leaf not in (None, "auto", "score", "heuristic", "learned"):
            raise refused("bot-mcts-one-of", param="leaf", allowed="'auto', 'score', 'heuristic', 'learned'")
        self.rollout_kind = rollout
        if prior not in (None, "step", "turn", "auto", "heuristic"):
            raise refused("bot-mcts-one-of", param="prior", allowed="'step', 'turn', 'auto', 'heuristic'")
        if backup not in (None, "mean", "own"):
            raise refused("bot-mcts-one-of", param="backup", allowed="'mean', 'own'")
        self._prior_given, self._backup_given = prior, backup
        try:
            self._keep_given = float(keep) if keep is not None else None
        except ValueError:
            raise refused("bot-mcts-keep") from None
        self.keep = self._keep_given
        try:
            self.near = float(near) if near is not None else None
        except ValueError:
            raise refused("bot-mcts-near") from None
        self._favourite = None
        self.prior, self.own_max = prior or "step", backup == "own"
        self._leaf_given = leaf
        self.leaf = leaf or "auto"
        self._depth_given = self.depth
        self._game = None  # the game the policy and leaf evaluation below were made for
        self._policy = None
        self._leaf_value = None
        self.last_iterations = 0

    @property
    def spec(self) -> str:
        if self.work is not None and self.seconds is None and self.iterations is None:
            return f"mcts:work={self.work},search=turns"
        budget = f"seconds={self.seconds:g}" if self.seconds is not None else f"iterations={self.iterations}"
        return f"mcts:{budget}"

    def _rollout_policy(self, game_name: str):
        if self.rollout_kind == "greedy":
            from .heuristics import EVALUATORS, policy_for

            if game_name in EVALUATORS:
                return policy_for(game_name, self.rng, sample=8, weights=self._weights)
        if self.rollout_kind == "heuristic":
            from .heuristics import policy_for

            return policy_for(game_name, self.rng, weights=self._weights)
        rng = self.rng

        def uniform(state):
            legal = state.legal_actions()
            return legal[rng.randrange(len(legal))]

        return uniform

    def _leaf_evaluator(self, game_name: str):
        """How a rollout that stopped early is valued: the game's heuristic evaluation when there is
        one (``leaf=auto``/``heuristic``), otherwise the current scores."""
        if self.leaf == "score":
            return rewards
        if self.leaf == "learned":
            return self._learned_rewards(game_name)
        from .heuristics import EVALUATORS, appraiser

        if game_name not in EVALUATORS:
            if self.leaf == "heuristic":
                appraiser(game_name)  # raises: no heuristic for this game
            return rewards
        appraise = appraiser(game_name, self._weights)
        temperature, centre, bot = self.temperature, self.centre, self

        def heuristic_rewards(state) -> list[float]:
            values = appraise(state)  # each seat judged from its own view
            top = max(values)
            weights = [math.exp((v - top) / temperature) for v in values]  # points per e-fold of odds
            total = sum(weights)
            if centre:
                # the margin over the best opponent, measured from where it stood at the root:
                # in a lopsided position the win term saturates, this term still ranks moves
                margins = _margins(values)
                base = bot._root_margins
                return [0.75 * w / total + 0.25 * (0.5 + 0.5 * math.tanh((m - m0) / centre))
                        for w, m, m0 in zip(weights, margins, base)]
            low, spread = min(values), (top - min(values)) or 1
            return [0.75 * w / total + 0.25 * (v - low) / spread for w, v in zip(weights, values)]

        self._root_margins = None
        self._appraise = appraise

        return heuristic_rewards

    def _learned_rewards(self, game_name: str):
        """The leaf valued by the game's learned model of the final margin (``LEARNED``), a logistic
        win chance with ``temperature`` points per e-fold of odds (then 10 unless given)."""
        if game_name not in LEARNED:
            raise ValueError(f"mcts leaf=learned: no learned value for {game_name!r} (there is one for "
                             f"{', '.join(sorted(LEARNED))})")
        import importlib

        margins = importlib.import_module(LEARNED[game_name]).margins
        temperature = self.temperature if self._temperature_given else 10.0

        def learned_rewards(state) -> list[float]:
            if state.is_terminal:
                return rewards(state)
            return [1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, m / temperature)))) for m in margins(state)]

        self._appraise = lambda state, seat=None: margins(state)
        self._root_margins = None
        return learned_rewards

    def _root_candidates(self, state, seat: int, legal: list, stop: float | None = None):
        """With more legal actions than ``width`` and a heuristic for the game, search only the
        ``width`` actions the heuristic rates best: a budget of a second cannot even try each of
        several hundred moves once, but it can rank a handful well.  ``prior=step`` rates each
        action one step ahead; ``prior=turn`` after finishing the seat's own turn greedily (a
        first step such as taking a court card pays off only with the steps that follow it);
        ``prior=auto`` does the latter when there are at most 60 actions; ``prior=heuristic``
        rates them by the heuristic bot's own look-ahead through the seat's steps (so the
        heuristic's choice is always searched).  With a time budget the rating stops at ``stop``
        (then only a random part of the actions, in random order, was rated) so that the search
        keeps its share of the budget and the move keeps its time.  With ``keep`` and
        ``prior=heuristic`` the rating is made however few the actions (its favourite is kept
        unless the search overrules it)."""
        favoured = (self.keep is not None or self.near is not None) and self.prior == "heuristic"
        if self._leaf_value is rewards or self.width <= 0 or (len(legal) <= self.width and not favoured):
            return None
        from .heuristics import appraiser, relative

        appraise = self._appraise if self.leaf == "learned" else appraiser(state.game.name, self._weights)
        world = state.determinize(seat, self.rng)
        order = list(legal)
        if stop is not None:
            self.rng.shuffle(order)
        if self.prior == "heuristic":
            from .heuristics import HeuristicBot

            judge = HeuristicBot(weights=self._weights)
            judge.rng = self.rng
            if self.leaf == "learned":  # the look-ahead judged by the same learned value as the leaves
                judge._appraise, judge._game = self._appraise, state.game.name
            rated = sorted(judge.rated_within(world, seat, actions=order, stop=stop), key=lambda pair: pair[0],
                           reverse=True)
            self._favourite = rated[0][1] if rated else None
            if self.near is not None and rated:
                # only near-ties in the look-ahead's own judgement are left to the search
                rated = [pair for pair in rated if pair[0] >= rated[0][0] - self.near]
            return {action for _, action in rated[:self.width]}
        scored = []
        finish = None
        if self.prior == "turn" or (self.prior == "auto" and len(legal) <= 60):
            from .heuristics import policy_for

            finish = policy_for(state.game.name, self.rng, sample=40, weights=self._weights)
        for action in order:
            if stop is not None and scored and time.perf_counter() >= stop:
                break
            trial = world.clone()
            trial.apply(action)
            while finish is not None and not trial.is_terminal and trial.current_player == seat:
                trial.apply(finish(trial))  # judge a first step by the turn it starts, not half-done
            scored.append((relative(appraise(trial, seat), seat), self.rng.random(), action))
        scored.sort(reverse=True)
        return {action for _, _, action in scored[:self.width]}

    def _replies(self, state, seat: int, candidates: set, deadline: float | None):
        """``rollout=reply``: a flat search over whole turns.  Each root candidate's turn is finished
        once by the heuristic's look-ahead (``depth=2``), then the next seat's reply turn is played
        many times by a greedy policy (16 sampled actions a step) in worlds re-sampled from this
        seat's view, and the position after it judged by the evaluation (relative, in points).
        The heuristic's favourite stands unless another turn does better by ``keep`` points (1)."""
        from .heuristics import HeuristicBot, policy_for, relative

        rng, appraise = self.rng, self._appraise
        judge = HeuristicBot(depth=2, weights=self._weights)
        judge.rng = rng
        if self.leaf == "learned":
            judge._appraise, judge._game = appraise, state.game.name
        greedy = policy_for(state.game.name, rng, sample=16, weights=self._weights)
        ends = {}
        order = [a for a in ([self._favourite] if self._favourite in candidates else []) + sorted(candidates, key=str)]
        for action in dict.fromkeys(order):
            world = state.determinize(seat, rng)
            world.apply(action)
            while not world.is_terminal and world.current_player == seat:
                world.apply(judge._best(world, seat, judge.depth)[1])
            ends[action] = world
        stats = {a: [0.0, 0] for a in ends}
        actions, done = list(ends), 0
        while True:
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and done >= len(actions) and time.perf_counter() >= deadline:
                break
            action = actions[done % len(actions)]
            world, done = ends[action], done + 1
            if not world.is_terminal:
                world = world.determinize(seat, rng)
                other = world.current_player
                while not world.is_terminal and world.current_player == other:
                    world.apply(greedy(world))
            stats[action][0] += relative(appraise(world), seat)
            stats[action][1] += 1
        self.last_iterations = done
        mean = {a: total / n for a, (total, n) in stats.items() if n}
        best = max(mean, key=mean.get)
        keep = 1.0 if self.keep is None else self.keep
        if self._favourite in mean and mean[best] - mean[self._favourite] < keep:
            return self._favourite
        return best

    def choose(self, state, seat: int):
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_iterations = 0  # a forced move searches nothing (not the previous move's count)
            return legal[0]
        if self._game != state.game.name:  # one bot may be asked in several games, each with its own heuristic
            self._game = state.game.name
            weights = self._weights_given or _tuned_for(self._game).get("weights")
            self._weights = None if weights in (None, "default") else weights
            self._policy = self._rollout_policy(self._game)
            self._finish = None
            if self.rollout_kind in ("turn", "greedy"):
                from .heuristics import EVALUATORS, policy_for

                if self._game in EVALUATORS:
                    self._finish = policy_for(self._game, self.rng, sample=8, weights=self._weights)
            tuned = _tuned_for(self._game)  # the game's measured best settings, unless given
            self.leaf = self._leaf_given or tuned.get("leaf", "auto")
            self._leaf_value = self._leaf_evaluator(self._game)
            self.prior = self._prior_given or tuned.get("prior", "step")
            self.own_max = (self._backup_given or tuned.get("backup", "mean")) == "own"
            self.keep = self._keep_given if self._keep_given is not None else tuned.get("keep")
            self.depth = self._depth_given if self._depth_given is not None else tuned.get("depth")
            if self.depth is None and self._leaf_value is not rewards:
                self.depth = 8  # a heuristic judges the leaf: short rollouts, many more iterations
            self._turns = None
            # a game's turn search is its default only on a clock: its iteration is a whole sample
            clocked = self.seconds is not None or not self._budget_given
            if (self._search_given or (tuned.get("search", "tree") if clocked else "tree")) == "turns":
                from .zhanguo_search import TurnSearch

                weights = self._weights_given or tuned.get("turn_weights") or tuned.get("weights")
                self._turn_seconds = float(tuned.get("turn_seconds", 1.0))
                self._turns = TurnSearch(self.rng, width=self.width if self._width_given else tuned.get("width", 4),
                                         near=self.near if self.near is not None else tuned.get("near"),
                                         keep=self.keep if self.keep is not None else 1.0,
                                         own=self._own, reply=self._reply,
                                         turns=self._horizon if self._horizon is not None else tuned.get("turns", 1),
                                         weights=None if weights in (None, "default") else weights,
                                         plan=self._plan, sure=self._sure)
        # a whole-turn search (ZhanGuo), not the tree: by default with 2 players, asked for with more
        if self._turns is not None and (state.num_players == 2 or self._search_given == "turns"):
            seconds, iterations = self.seconds, self.iterations
            if not self._budget_given:
                seconds, iterations = self._turn_seconds, None
            deadline = time.perf_counter() + seconds if seconds is not None else None
            action = self._turns.choose(state, seat, legal, iterations, deadline, self.work)
            self.last_iterations = self._turns.last_iterations
            return action
        root = _Node()
        self._favourite = None
        rng, c, depth, policy, leaf_value = self.rng, self.c, self.depth, self._policy, self._leaf_value
        finish = self._finish
        own_max = self.own_max
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        # the rating of the root's moves may use at most 60% of a time budget
        candidates = self._root_candidates(state, seat, legal,
                                           None if deadline is None else time.perf_counter() + 0.6 * self.seconds)
        if self.near is not None and candidates is not None and len(candidates) == 1:
            self.last_iterations = 0  # no near-tie: the look-ahead's favourite, nothing to search
            return next(iter(candidates))
        if self.rollout_kind == "reply" and candidates:
            return self._replies(state, seat, candidates, deadline)
        if self.centre and self._leaf_value is not rewards:
            world = state.determinize(seat, rng)  # others' views only as this seat can imagine them
            self._root_margins = _margins(self._appraise(world))
        limit = self.iterations
        done = 0
        while True:
            if limit is not None and done >= limit:
                break
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            done += 1
            world = state.determinize(seat, rng)
            node = root
            path = []
            # selection and expansion
            while not world.is_terminal:
                mover = world.current_player
                options = world.legal_actions()
                if node is root and candidates is not None:
                    options = [a for a in options if a in candidates] or options
                children = node.children
                node.mover = mover
                fresh = [a for a in options if a not in children]
                if fresh:
                    action = fresh[rng.randrange(len(fresh))]
                    child = children[action] = _Node()
                    for a in options:
                        known = children.get(a)
                        if known is not None:
                            known.avail += 1
                    world.apply(action)
                    path.append((child, mover))
                    break
                best, best_value = None, -1.0
                for a in options:
                    child = children[a]
                    child.avail += 1
                    mean = child.q if own_max else child.total / child.visits
                    value = mean + c * math.sqrt(math.log(child.avail) / child.visits)
                    if value > best_value:
                        best, best_value = a, value
                node = children[best]
                world.apply(best)
                path.append((node, mover))
            # rollout
            if finish is not None and path:
                # the seat that moved last finishes its own turn the way the heuristic would, so a
                # step is judged by its best sequel rather than by random ones
                last = path[-1][1]
                while not world.is_terminal and world.current_player == last:
                    world.apply(finish(world))
            steps = 0
            while not world.is_terminal and (depth is None or steps < depth):
                world.apply(policy(world))
                steps += 1
            result = rewards(world) if world.is_terminal else leaf_value(world)
            for node, mover in reversed(path):
                node.visits += 1
                node.total += result[mover]
                if own_max:
                    # where the same seat also takes the next step it will take its best sequel:
                    # the step is worth the best of its sequels tried at least twice (recursively,
                    # down a chain of the seat's own steps), not their average
                    q = node.total / node.visits
                    if node.mover == mover and node.children:
                        sequels = [g.q for g in node.children.values() if g.visits >= 2]
                        if sequels:
                            q = max(sequels)
                    node.q = q
        self.last_iterations = done
        best = max(legal, key=lambda a: (root.children[a].visits if a in root.children else -1))
        if self.keep is not None and self._favourite in legal and best != self._favourite:
            # the prior's favourite stands unless the search found a move better by ``keep``
            favourite, chosen = root.children.get(self._favourite), root.children.get(best)
            value = (lambda n: n.q) if own_max else (lambda n: n.total / n.visits)
            if chosen is None or favourite is None or not favourite.visits or \
                    value(chosen) - value(favourite) < self.keep:
                best = self._favourite
        return best
