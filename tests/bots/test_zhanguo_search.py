"""ZhanGuo's turn search (bots/zhanguo_search.py): ``mcts`` in ZhanGuo is it, it plays legal moves
to a game's end, spends at most its iterations (whole rounds of paired worlds), keeps the
heuristic's favourite unless another candidate gains ``keep``, and repeats itself for a seed."""

from __future__ import annotations

import random

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
    # by default, and with search=tree, the tree search as before (the turn search overruns a time
    # budget, so it is not the default: heuristics/zhanguo.py)
    for spec in ("mcts:iterations=8", "mcts:iterations=8,search=tree"):
        tree = tianxia.bot(spec, seed=0)
        tree.choose(state, state.current_player)
        assert tree._turns is None


def test_it_plays_legal_moves_to_the_end():
    state = _position(2, 110, choices=1)
    bots = [tianxia.bot("mcts:iterations=4,width=2,own=1,reply=1,search=turns", seed=5), tianxia.bot("random", seed=5)]
    while not state.is_terminal:
        seat = state.current_player
        action = bots[seat].choose(state.clone(), seat)
        assert action in state.legal_actions()
        state.apply(action)
    assert len(state.scores()) == 2


def test_it_spends_at_most_its_iterations_in_whole_rounds():
    """An iteration is one candidate in one world, the rating of the legal actions the first."""
    state = _position(3, 50)
    for iterations, rounds in ((1, 0), (3, 0), (4, 1), (7, 2), (12, 3)):
        bot = MctsBot(seed=1, iterations=iterations, width=3, search="turns")
        bot.choose(state, state.current_player)
        assert bot.last_iterations == 1 + 3 * rounds
        assert bool(bot._turns.last_values) == (rounds > 0)


def test_more_than_two_players_keep_the_tree():
    state = tianxia.load("zhanguo").new_state(3, seed=2)
    while len(state.legal_actions()) < 3:
        state.apply(state.legal_actions()[0])
    bot = MctsBot(seed=1, iterations=20, search="turns")
    assert bot.choose(state, state.current_player) in state.legal_actions()
    assert bot.last_iterations == 20 and not bot._turns.last_values


def test_the_favourite_stands_without_a_clear_gain():
    state = _position(4, 70)
    bot = MctsBot(seed=2, iterations=8, keep=10_000, search="turns")
    assert bot.choose(state, state.current_player) == bot._turns.last_favourite
    # with keep below every difference the best mean after the answer is played
    bot = MctsBot(seed=2, iterations=8, keep=-10_000, search="turns")
    action = bot.choose(state, state.current_player)
    values = bot._turns.last_values
    if values:
        assert values[action] == max(values.values())


def test_it_is_deterministic_for_a_seed():
    for seed in (5, 6):
        state = _position(seed, 60)
        first = MctsBot(seed=seed, iterations=8, search="turns").choose(state.clone(), state.current_player)
        again = MctsBot(seed=seed, iterations=8, search="turns").choose(state.clone(), state.current_player)
        assert str(first) == str(again)
