"""Bots: the interface, the budget, and that search bots never peek."""

import random

import pytest

import tianxia
from tianxia.bots.mcts import MctsBot, rewards


def test_unknown_bots_and_parameters_are_refused():
    with pytest.raises(ValueError, match="unknown bot"):
        tianxia.bot("alphago")
    with pytest.raises(ValueError):
        tianxia.bot("random:depth=3")
    with pytest.raises(ValueError):
        tianxia.bot("mcts:iterations=0")
    with pytest.raises(ValueError):
        tianxia.bot("mcts:seconds=fast")


@pytest.mark.parametrize("name", tianxia.games())
def test_mcts_plays_legal_moves_within_budget(name):
    game = tianxia.load(name)
    state = game.new_state(game.min_players if game.min_players > 2 else 2, seed=4)
    bot = tianxia.bot("mcts:iterations=12,depth=12", seed=1)
    rng = random.Random(0)
    for _ in range(12):
        if state.is_terminal:
            break
        seat = state.current_player
        action = bot.choose(state, seat)
        assert action in state.legal_actions()
        state.apply(action)
        for _ in range(rng.randrange(8)):  # jump to varied positions
            if not state.is_terminal:
                state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name", tianxia.games())
def test_mcts_choice_depends_only_on_the_seats_view(name):
    """Two states that look the same to the bot's seat get the same choice under the same seed."""
    game = tianxia.load(name)
    rng = random.Random(7)
    state = game.new_state(game.min_players if game.min_players > 2 else 3, seed=9)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    twin = state.determinize(seat, random.Random(123))  # same view, other secrets and future
    assert twin.view(seat) == state.view(seat)
    first = MctsBot(seed=5, iterations=25, depth=12).choose(state, seat)
    second = MctsBot(seed=5, iterations=25, depth=12).choose(twin, seat)
    assert first == second


def test_rewards_split_a_shared_win():
    game = tianxia.load("dragon")
    state = game.new_state(2, seed=1)
    r = rewards(state)
    assert len(r) == 2 and all(0 <= x <= 1 for x in r)


def test_mcts_tuning_parameters_are_checked_and_each_plays_legal_moves():
    """temperature, centre and rollout=turn/greedy are knobs for experiments (benchmarks/arena-mcts.md)."""
    with pytest.raises(ValueError, match="temperature"):
        tianxia.bot("mcts:temperature=0")
    with pytest.raises(ValueError, match="rollout"):
        tianxia.bot("mcts:rollout=smart")
    with pytest.raises(ValueError):
        tianxia.bot("mcts:centre=wide")
    with pytest.raises(ValueError, match="prior"):
        tianxia.bot("mcts:prior=oracle")
    with pytest.raises(ValueError, match="backup"):
        tianxia.bot("mcts:backup=min")
    rng = random.Random(2)
    for name in tianxia.games():
        game = tianxia.load(name)
        state = game.new_state(max(3, game.min_players) if name == "emperor" else 2, seed=6)
        for _ in range(rng.randrange(20, 40)):
            state.apply(rng.choice(state.legal_actions()))
        for spec in ("mcts:iterations=20,temperature=12", "mcts:iterations=20,centre=16,width=20",
                     "mcts:iterations=20,rollout=turn,depth=0", "mcts:iterations=5,rollout=greedy,depth=2",
                     "mcts:iterations=20,prior=turn", "mcts:iterations=20,prior=heuristic",
                     "mcts:iterations=30,backup=own"):
            before = state.to_json()
            action = tianxia.bot(spec, seed=3).choose(state, state.current_player)
            assert action in state.legal_actions() and state.to_json() == before


def test_sampled_greedy_policy_plays_whole_games_legally():
    """The policy rollout=turn uses to finish the mover's turn: greedy on the heuristic over a
    random sample of the legal actions."""
    from tianxia.bots.heuristics import policy_for

    game = tianxia.load("zhanguo")
    state = game.new_state(2, seed=3)
    rng = random.Random(5)
    policy = policy_for("zhanguo", rng, sample=4)
    for _ in range(60):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        choice = policy(state)
        assert choice in legal
        state.apply(choice)


def test_mcts_heuristic_prior_always_searches_the_heuristics_choice():
    """prior=heuristic: the root's candidates are the heuristic's look-ahead favourites, so a
    first step that pays off only several steps later (ZhanGuo: take a court card, then reassign)
    is searched, which a one-step rating leaves out."""
    from tianxia.bots.heuristics import HeuristicBot

    game = tianxia.load("zhanguo")
    state = game.new_state(2, seed=11)
    seat = state.current_player
    bot = MctsBot(seed=1, iterations=2, prior="heuristic")
    bot.choose(state, seat)
    candidates = bot._root_candidates(state, seat, state.legal_actions())
    heuristic = HeuristicBot(seed=3)
    choice = heuristic.choose(state, seat)
    assert len(candidates) == 10 and choice in candidates
    assert any(a.startswith("court") for a in candidates)
    one_step = MctsBot(seed=1, iterations=2, prior="step")
    one_step.choose(state, seat)
    assert not any(a.startswith("court") for a in one_step._root_candidates(state, seat, state.legal_actions()))


def test_own_step_backup_judges_a_step_by_its_best_sequel():
    """backup=own: when the same seat also takes the next step, a step is worth its best sequel
    (tried at least twice), not the average of all sequels tried.  In ZhanGuo's opening, taking a
    court card pays only through the right follow-up (reassign); the plain average prefers an
    immediate unification, the own-step backup finds the court card as the heuristic does."""
    game = tianxia.load("zhanguo")
    state = game.new_state(2, seed=11)
    seat = state.current_player
    own = MctsBot(seed=1, iterations=900, prior="heuristic", backup="own", search="tree").choose(state, seat)
    mean = MctsBot(seed=1, iterations=900, prior="heuristic", backup="mean", search="tree").choose(state, seat)
    assert own.startswith("court") and mean.startswith("unify")


def test_a_games_tuned_search_settings_apply_unless_the_spec_says_otherwise():
    """ZhanGuo's heuristic module names its measured MCTS settings; a spec's own values win, and
    a bot moving on to another game takes that game's settings."""
    zhanguo = tianxia.load("zhanguo").new_state(2, seed=11)
    dragon = tianxia.load("dragon").new_state(2, seed=11)
    bot = MctsBot(seed=1, iterations=5)
    bot.choose(zhanguo, zhanguo.current_player)
    assert (bot.prior, bot.own_max) == ("heuristic", True)
    bot.choose(dragon, dragon.current_player)
    assert (bot.prior, bot.own_max) == ("step", False)
    given = MctsBot(seed=1, iterations=5, prior="step", backup="mean")
    given.choose(zhanguo, zhanguo.current_player)
    assert (given.prior, given.own_max) == ("step", False)
