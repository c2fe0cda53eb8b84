"""ZhanGuo's turn search (bots/zhanguo_search.py): ``mcts`` in ZhanGuo is it, it plays legal moves
to a game's end, spends at most its iterations (whole rounds of paired worlds) or its work, keeps the
heuristic's favourite unless another candidate gains ``keep``, and repeats itself for a seed."""

from __future__ import annotations

import random

import pytest

from suite_depth import depth

import tianxia
from tianxia.bots.mcts import MctsBot
from tianxia.bots.zhanguo_search import TurnSearch


def _position(seed: int, steps: int, choices: int = 3):
    """A state after ``steps`` random actions, then forced on to a decision with ``choices`` or more."""
    state = tianxia.load("zhanguo").new_state(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    while len(state.legal_actions()) < choices:
        state.apply(state.legal_actions()[0])
    return state


def test_the_zhanguo_spec_search_turns_is_the_turn_search():
    bot = tianxia.bot("mcts:iterations=8,search=turns", seed=0)
    state = _position(1, 40)
    assert bot.choose(state, state.current_player) in state.legal_actions()
    assert isinstance(bot._turns, TurnSearch)
    assert bot._turns.width == 4 and bot._turns.turns == 3
    # with an iteration budget, and with search=tree, the tree search as before (an iteration of
    # the turn search is a whole sample: a budget written for the tree would last minutes)
    for spec in ("mcts:iterations=8", "mcts:iterations=8,search=tree", "mcts:seconds=0.05,search=tree"):
        tree = tianxia.bot(spec, seed=0)
        tree.choose(state, state.current_player)
        assert tree._turns is None


def test_on_a_clock_the_zhanguo_default_is_the_measured_turn_search(monkeypatch):
    """Issue 16: ``mcts:seconds=1`` in two-player ZhanGuo is the turn search measured at 39 of 60
    against the heuristic (``search=turns,weights=tuned,plan=rating``, MCTS_SETTINGS); with no
    budget it takes the game's clock (1 s), not 400 of its iterations; with three players, the tree."""
    state = _position(1, 40)
    bot = tianxia.bot("mcts:seconds=0.05", seed=0)
    assert bot.choose(state, state.current_player) in state.legal_actions()
    assert isinstance(bot._turns, TurnSearch)
    assert bot._turns.plan == "rating" and bot._turns.weights == "tuned" and bot._turns.turns == 3
    assert bot._turns.rest is True
    # the same moves as the spec that was measured, at an iteration budget (which is deterministic)
    for seed, steps in ((0, 30), (2, 50), (4, 70)):
        position = _position(seed, steps)
        plain = tianxia.bot("mcts:iterations=10,search=turns", seed=3).choose(position.clone(), position.current_player)
        measured = tianxia.bot("mcts:iterations=10,search=turns,weights=tuned,plan=rating", seed=3)
        assert plain == measured.choose(position.clone(), position.current_player)
    # no budget: the turn search for one second (the deadline it is handed), not 400 iterations
    handed = []
    unbudgeted = tianxia.bot("mcts", seed=0)
    real = TurnSearch.choose

    def spy(self, state, seat, legal, iterations, deadline, work=None):
        handed.append((iterations, deadline is not None))
        return real(self, state, seat, legal, iterations, deadline, work)

    monkeypatch.setattr(TurnSearch, "choose", spy)
    monkeypatch.setattr(TurnSearch, "_sample", lambda self, *args: 0.0)  # the budget, not the play
    unbudgeted.choose(state, state.current_player)
    assert handed == [(None, True)]
    three = tianxia.load("zhanguo").new_state(3, seed=1)
    while len(three.legal_actions()) < 2:
        three.apply(three.legal_actions()[0])
    tree = tianxia.bot("mcts:seconds=0.05", seed=0)
    assert tree.choose(three, three.current_player) in three.legal_actions()
    assert tree.last_iterations > 0 and len(handed) == 1  # the tree played: the turn search was not asked


def test_it_plays_legal_moves_to_the_end():
    """From late in the game (``make test``; thorough: from its middle) to its end."""
    state = _position(2, depth(150, 110), choices=1)
    bots = [tianxia.bot("mcts:iterations=4,width=2,own=1,reply=1,search=turns", seed=5), tianxia.bot("random", seed=5)]
    while not state.is_terminal:
        seat = state.current_player
        action = bots[seat].choose(state.clone(), seat)
        assert action in state.legal_actions()
        state.apply(action)
    assert len(state.scores()) == 2


def test_it_spends_exactly_its_iterations():
    """An iteration is one candidate in one world, the rating of the legal actions the first; a
    world the budget cuts short still compares the candidates it reached with the favourite (the
    bot-property tests hold a search to its whole budget)."""
    state = _position(3, 50)
    for iterations in (1, 2, 3, 5, 8):
        bot = MctsBot(seed=1, iterations=iterations, width=3, search="turns")
        bot.choose(state, state.current_player)
        assert bot.last_iterations == iterations
        # the favourite and one rival judged in one world are needed for a comparison
        assert bool(bot._turns.last_values) == (iterations >= 3)


def test_a_work_budget_is_spent_to_the_position_and_played_the_same_on_any_machine():
    """``work``: the positions judged times the seats, the rating's first, the samples' with the
    rest; spent to within one position, more work more samples, and the same move for the same seed
    whatever the clock says (the budget never reads it)."""
    state = _position(5, 40)
    seat = state.current_player
    spent = {}
    for work in (2_000, 8_000, 16_000):
        bot = MctsBot(seed=1, work=work, search="turns", weights="tuned", plan="rating")
        move = bot.choose(state, seat)
        assert work <= bot._turns.last_work <= work + state.num_players
        again = MctsBot(seed=1, work=work, search="turns", weights="tuned", plan="rating")
        assert again.choose(state, seat) == move and again._turns.last_work == bot._turns.last_work
        spent[work] = bot.last_iterations
    assert spent[2_000] < spent[8_000] < spent[16_000]
    assert MctsBot(work=5, search="turns").spec == "mcts:work=5,search=turns"
    for bad, words in (({"work": "1.5", "search": "turns"}, "whole number"), ({"work": "0", "search": "turns"}, "positive"),
                       ({"work": "100"}, "turn search's budget")):
        with pytest.raises(ValueError, match=words):
            MctsBot(**bad)


def test_a_work_budget_ends_at_the_last_decision_where_samples_meet_no_choice():
    """The game's last decision (a reward, then the end): each sample ends the game at once and
    judges no position on the way, so only the judgement's own count spends the work (without it
    the search never ended: found by the Expert arena's first game)."""
    state = tianxia.load("zhanguo").new_state(2, seed=1)
    rng = random.Random(1)
    last = None
    while not state.is_terminal:
        if len(state.legal_actions()) >= 2:
            last = state.clone()
        state.apply(rng.choice(state.legal_actions()))
    bot = MctsBot(seed=1, work=3_000, search="turns")
    assert bot.choose(last, last.current_player) in last.legal_actions()
    assert 3_000 <= bot._turns.last_work <= 3_002 and bot.last_iterations < 3_000


class _Clock:
    """A fake ``perf_counter`` that advances a fixed step at every reading, so a test can hold the
    search to its deadline without depending on the machine's speed."""

    def __init__(self, step: float):
        self.now, self.step, self.readings = 0.0, step, []

    def __call__(self) -> float:
        self.now += self.step
        self.readings.append(self.now)
        return self.now


def test_it_stops_at_its_deadline(monkeypatch):
    """A sample still running at the deadline is abandoned within ``MARGIN`` (a round of worlds
    once ran on for seconds), and a deadline already passed plays the rating's favourite."""
    from tianxia.bots import zhanguo_search

    state = _position(7, 60)
    for deadline in (0.5, 3.0):
        clock = _Clock(0.001)
        monkeypatch.setattr(zhanguo_search.time, "perf_counter", clock)
        search = TurnSearch(random.Random(0), width=3, turns=3)
        action = search.choose(state, state.current_player, state.legal_actions(), None, deadline)
        assert action in state.legal_actions()
        assert clock.now <= deadline + zhanguo_search.MARGIN + 2 * clock.step
        assert search.last_iterations >= 1
    clock = _Clock(0.001)
    monkeypatch.setattr(zhanguo_search.time, "perf_counter", clock)
    search = TurnSearch(random.Random(0), width=3)
    action = search.choose(state, state.current_player, state.legal_actions(), None, -1.0)
    assert action == search.last_favourite and search.last_iterations == 1 and not search.last_values


def test_the_rest_of_the_round_is_played_before_the_judgement(monkeypatch):
    """With ``rest`` a sample plays the candidate's round to its end (its hands, then the
    unification rewards), so the position judged is the next round's start or the game's end."""
    state = _position(8, 40)
    start = state.rnd
    ends = []
    search = TurnSearch(random.Random(0), width=3, turns=1, rest=True)
    original = TurnSearch._playout

    def watched(self, world, bot, first):
        original(self, world, bot, first)
        ends.append((world.rnd, world.is_terminal))

    monkeypatch.setattr(TurnSearch, "_playout", watched)
    search.choose(state, state.current_player, state.legal_actions(), 7, None)
    assert ends and all(terminal or rnd == start + 1 for rnd, terminal in ends)


def test_the_favourite_stands_without_a_clear_gain():
    state = _position(4, 70)
    seat, legal = state.current_player, state.legal_actions()
    search = TurnSearch(random.Random(2), keep=10_000, sure=0)
    assert search.choose(state, seat, legal, 8, None) == search.last_favourite
    # with keep below every difference the best mean gain over the favourite is played
    search = TurnSearch(random.Random(2), keep=-10_000, sure=0)
    action = search.choose(state, seat, legal, 8, None)
    values = search.last_values
    if values:
        assert values[action] == max(values.values())


def test_a_gain_seen_in_one_world_is_not_trusted_with_sure():
    """``sure`` needs the gain's noise measured: after one world per candidate the favourite
    stands even where a rival gained in that world, which without ``sure`` would be played."""
    tried = 0
    for seed in range(4, 30):
        state = _position(seed, 70)
        seat, legal = state.current_player, state.legal_actions()
        plain = TurnSearch(random.Random(2), width=3, keep=0.5, sure=0)
        action = plain.choose(state, seat, legal, 4, None)  # the rating, then one world of three
        if action == plain.last_favourite:
            continue  # no rival gained in that world
        guarded = TurnSearch(random.Random(2), width=3, keep=0.5, sure=2.0)
        assert guarded.choose(state, seat, legal, 4, None) == guarded.last_favourite
        assert guarded.last_values == plain.last_values  # the same world judged the same
        tried += 1
    assert tried >= 2


def test_it_is_deterministic_for_a_seed():
    for seed in (5, 6):
        state = _position(seed, 60)
        first = MctsBot(seed=seed, iterations=8, search="turns").choose(state.clone(), state.current_player)
        again = MctsBot(seed=seed, iterations=8, search="turns").choose(state.clone(), state.current_player)
        assert str(first) == str(again)


def test_the_rating_with_plans_is_the_heuristic_rating():
    """``plan=rating`` rates the actions by the heuristic's own look-ahead, value for value and
    drawing the same random numbers, and keeps for each the steps of the turn it was judged by
    (legal when replayed)."""
    from tianxia.bots.heuristics import HeuristicBot
    from tianxia.bots.zhanguo_search import _Planner

    for seed, steps in ((11, 30), (12, 75)):
        state = _position(seed, steps)
        seat = state.current_player
        plain, planner = HeuristicBot(), _Planner()
        plain.rng, planner.rng = random.Random(seed), random.Random(seed)
        rated = plain.rated(state.clone(), seat)
        triples = planner.rated_plans(state.clone(), seat)
        assert [(v, str(a)) for v, a in rated] == [(v, str(a)) for v, a, _ in triples]
        assert plain.rng.random() == planner.rng.random()
        for _, action, sequel in triples:
            world = state.clone()
            world.apply(action)
            for step in sequel:
                assert world.current_player == seat and step in world.legal_actions()
                world.apply(step)


def test_plan_rating_is_a_spec_parameter():
    state = _position(13, 50)
    bot = tianxia.bot("mcts:iterations=6,search=turns,plan=rating", seed=0)
    assert bot.choose(state, state.current_player) in state.legal_actions()
    assert bot._turns.plan == "rating" and bot.last_iterations == 6
    assert tianxia.bot("mcts:iterations=6,search=turns", seed=0)._plan is None
    import pytest
    from tianxia.core.errors import Refused

    with pytest.raises(Refused):
        tianxia.bot("mcts:iterations=6,plan=deep")


def test_asked_for_by_name_it_searches_whole_turns_at_three_seats_too():
    """``search=turns`` given: the turn search at any table (the replies are the other seats'
    turns in order, ``turns`` of them); unnamed, three seats keep the tree (the test above)."""
    three = tianxia.load("zhanguo").new_state(3, seed=2)
    rng = random.Random(2)
    for _ in range(30):
        three.apply(rng.choice(three.legal_actions()))
    while len(three.legal_actions()) < 2:
        three.apply(three.legal_actions()[0])
    bot = tianxia.bot("mcts:iterations=5,width=3,search=turns", seed=2)
    assert bot.choose(three.clone(), three.current_player) in three.legal_actions()
    assert isinstance(bot._turns, TurnSearch) and bot.last_iterations == 5
