"""ZhanGuo's learned leaf value: the shipped weights load and fit the features, the features read
only what every seat sees, and the search that uses them plays legal moves (the tree search's
experiments, ``search=tree``: ZhanGuo's default search is the turn search, test_zhanguo_search.py)."""

from __future__ import annotations

import random

import pytest

import tianxia
from tianxia.bots import zhanguo_value
from tianxia.bots.heuristics.zhanguo import TERMS, _Public, evaluate_all, terms
from tianxia.bots.mcts import MctsBot


def _midgame(seed: int, steps: int = 60):
    state = tianxia.load("zhanguo").new_state(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_weights_load_one_per_feature():
    weights = zhanguo_value.weights()
    assert len(weights) == len(zhanguo_value.FEATURES) == 2 * len(TERMS) + 1
    assert any(w != 0 for w in weights)


def test_terms_sum_to_the_evaluation():
    state = _midgame(3)
    public = _Public.from_state(state)
    assert [sum(terms(public, s)) for s in range(2)] == pytest.approx(evaluate_all(state))


def test_margins_are_opposite_for_two_seats_and_true_at_the_end():
    state = _midgame(4)
    first, second = zhanguo_value.margins(state)
    assert first == pytest.approx(-second)  # every feature changes sign with the seat
    rng = random.Random(4)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    scores = state.scores()
    assert zhanguo_value.margins(state) == [scores[0] - scores[1], scores[1] - scores[0]]


def test_margins_depend_only_on_what_a_seat_sees():
    """Hands and decks are hidden (Z-3.2); a determinised twin has the same public facts."""
    state = _midgame(5)
    twin = state.determinize(0, random.Random(9))
    assert zhanguo_value.margins(twin) == pytest.approx(zhanguo_value.margins(state))


def test_mcts_with_the_learned_leaf_plays_legal_moves():
    state = _midgame(6)
    bot = MctsBot(seed=1, iterations=30, leaf="learned", depth=0, search="tree")
    for _ in range(4):
        if state.is_terminal:
            break
        action = bot.choose(state, state.current_player)
        assert action in state.legal_actions()
        state.apply(action)


def test_learned_leaf_is_refused_where_there_is_no_model():
    state = tianxia.load("dragon").new_state(2, seed=1)
    bot = MctsBot(seed=1, iterations=5, leaf="learned")
    with pytest.raises(ValueError, match="no learned value"):
        bot.choose(state, state.current_player)


def test_keep_plays_the_priors_favourite_unless_the_search_overrules_it():
    """With a gain no search can reach, the move is the heuristic look-ahead's favourite."""
    state = _midgame(7)
    while len(state.legal_actions()) < 3:
        state.apply(state.legal_actions()[0])
    bot = MctsBot(seed=2, iterations=40, leaf="learned", depth=0, prior="heuristic", keep=2.0, search="tree")
    action = bot.choose(state, state.current_player)
    assert action == bot._favourite and action in state.legal_actions()


def test_reply_search_plays_a_candidate_of_the_prior():
    """rollout=reply judges whole turns after the other seat's answer; it chooses among the
    heuristic's favourites (or keeps its first)."""
    state = _midgame(8)
    while len(state.legal_actions()) < 3:
        state.apply(state.legal_actions()[0])
    bot = MctsBot(seed=3, iterations=12, rollout="reply", width=3, keep=1, search="tree")
    action = bot.choose(state, state.current_player)
    assert action in state.legal_actions() and bot.last_iterations == 12
    assert MctsBot(seed=3, iterations=12, rollout="reply", width=3, keep=1000, search="tree").choose(state, state.current_player) \
        == bot._favourite


def test_near_leaves_only_near_ties_of_the_heuristic_to_the_search():
    """With near=0 no other move is within reach of the favourite: it is played without search."""
    state = _midgame(9)
    while len(state.legal_actions()) < 3:
        state.apply(state.legal_actions()[0])
    bot = MctsBot(seed=4, iterations=50, near=0, search="tree")
    action = bot.choose(state, state.current_player)
    assert action == bot._favourite and bot.last_iterations == 0
