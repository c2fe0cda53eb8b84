"""OpenSpiel adapter: registered Python games played to the end by OpenSpiel's Python MCTSBot
(tiny budgets) and by random bots.  The C++ pyspiel.MCTSBot is not used: it crashes on
Python-implemented games (ANCHORS.md)."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the OpenSpiel adapter needs the [rl] extra (open_spiel)")
np = pytest.importorskip("numpy", reason="the OpenSpiel adapter needs numpy")

from open_spiel.python.algorithms import mcts  # noqa: E402

import tianxia  # noqa: E402
from tianxia.envs import openspiel  # noqa: E402

openspiel.register()


def _params(name: str) -> dict:
    return {"players": tianxia.load(name).min_players, "seed": 4}


def test_every_game_is_registered_under_its_python_name():
    registered = set(pyspiel.registered_names())
    assert {f"python_tianxia_{g}" for g in tianxia.games()} <= registered
    assert openspiel.register() == [f"python_tianxia_{g}" for g in tianxia.games()]  # idempotent


@pytest.mark.parametrize("name", tianxia.games())
def test_random_bots_play_a_full_game_that_replays(name):
    game = pyspiel.load_game(f"python_tianxia_{name}", _params(name))
    state = game.new_initial_state()
    rng = random.Random(4)
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal and all(0 <= a < game.num_distinct_actions() for a in legal)
        assert state.legal_actions(1 - state.current_player() if state.num_players() == 2 else
                                   (state.current_player() + 1) % state.num_players()) == []
        state.apply_action(rng.choice(legal))
    returns = state.returns()
    winners = state.tianxia.winners()
    assert returns == [(1 / len(winners) if s in winners else 0.0) for s in range(len(returns))]
    assert len(state.history()) >= len(state.tianxia.history)
    replayed = tianxia.load(name).replay(state.tianxia.num_players, 4, state.tianxia.options, state.tianxia.history)
    assert replayed.scores() == state.tianxia.scores()


@pytest.mark.parametrize("name", ["dragon", "emperor", "zhanguo"])
def test_python_mcts_bot_plays_a_full_game(name):
    game = pyspiel.load_game(f"python_tianxia_{name}", _params(name))
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = mcts.MCTSBot(game, 2.0, 2, evaluator, random_state=np.random.RandomState(0))
    state = game.new_initial_state()
    rng = random.Random(0)
    searched = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            searched += 1
        else:
            action = rng.choice(state.legal_actions())
        assert action in state.legal_actions()
        state.apply_action(action)
    assert searched > 5 and sum(state.returns()) <= 1.0 + 1e-9


def test_python_mcts_bot_on_huang_searches_legal_moves():
    """Huang's random rollouts are the slowest; a few searched decisions keep this test fast."""
    game = pyspiel.load_game("python_tianxia_huang", {"players": 2, "seed": 2, "options": "short_game=on"})
    bot = mcts.MCTSBot(game, 2.0, 2, mcts.RandomRolloutEvaluator(1, np.random.RandomState(1)),
                       random_state=np.random.RandomState(1))
    state = game.new_initial_state()
    for _ in range(4):
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


def test_observations_show_only_the_seat_view():
    game = pyspiel.load_game("python_tianxia_emperor", {"players": 3, "seed": 8})
    state = game.new_initial_state()
    tensor = np.array(state.observation_tensor(1))
    assert tensor.shape == (game.observation_tensor_size(),)
    assert np.array_equal(tensor, openspiel.layout("emperor", 3, {}).encode(state.tianxia.view(1)))
    assert '"seat": 1' in state.observation_string(1)
    assert state.observation_string(1) != state.observation_string(2)  # different hands


def test_determinized_state_keeps_the_view_and_the_clone_is_independent():
    game = pyspiel.load_game("python_tianxia_emperor", {"players": 3, "seed": 8})
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[0])
    seat = state.current_player()
    other = state.determinized(seat, seed=5)
    assert other.tianxia.view(seat) == state.tianxia.view(seat)
    assert other.legal_actions() == state.legal_actions() and other.history() == state.history()
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert len(clone.history()) == len(state.history()) + 1


def test_action_strings_and_notation_round_trip():
    game = pyspiel.load_game("python_tianxia_dragon", {"players": 2, "seed": 1})
    state = game.new_initial_state()
    for slot in state.legal_actions():
        notation = state.action_to_string(state.current_player(), slot)
        assert state.action_for(notation) == [slot]


def test_bad_parameters_are_clear():
    with pytest.raises(Exception, match="2 to 5 players, not 9"):
        pyspiel.load_game("python_tianxia_dragon", {"players": 9})
