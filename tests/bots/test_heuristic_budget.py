"""The heuristic's budget per decision (issue 16: the hard bot respects a per-move cap): with
enough budget it plays exactly the unbounded look-ahead's move; with too little it still answers a
legal move, from a shallower pass, within the budget.  Counts of positions judged (``work``) make
these checks independent of the machine's load; one check of the clock cap uses a wide margin."""

from __future__ import annotations

import itertools
import random
import time

import pytest

import tianxia
from tianxia.bots.heuristics import HeuristicBot
from tianxia.core.errors import Refused


def _positions(game_name: str, seed: int, every: int):
    """States with a choice along a seeded random playout, every ``every``-th action."""
    rng = random.Random(seed)
    game = tianxia.load(game_name)
    state = game.new_state(game.min_players, seed=seed)
    i = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        if len(legal) > 1 and i % every == 0:
            yield state.clone()
        state.apply(legal[rng.randrange(len(legal))])
        i += 1


def _heavy():
    """A ZhanGuo position whose unbounded look-ahead judges about 25,000 positions (found by
    scanning seed 0's random playout: a turn of many wide steps)."""
    rng = random.Random(0)
    state = tianxia.load("zhanguo").new_state(2, seed=0)
    for _ in range(123):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("game", ["zhanguo", "emperor"])
def test_a_generous_budget_plays_the_unbounded_move(game):
    # one bot per side, each kept over the game as in play, so the generators' draws must match too
    unbounded = HeuristicBot(seed=5, work=10**9)
    capped = HeuristicBot(seed=5, work=10**9, seconds=600)
    compared = 0
    # the first 20 decisions with a choice (ZhanGuo's whole game costs minutes of look-ahead)
    for state in itertools.islice(_positions(game, 3, every=4), 20):
        seat = state.current_player
        assert str(capped.choose(state, seat)) == str(unbounded.choose(state, seat))
        assert capped.last_depth == 6
        compared += 1
    assert compared >= 15


def test_the_default_budget_changes_nothing_below_it():
    """Most decisions judge far fewer positions than ``WORK``: there the default bot is the
    unbounded one, decision for decision."""
    default, unbounded = HeuristicBot(seed=2), HeuristicBot(seed=2, work=10**9)
    for state in _positions("zhanguo", 4, every=9):
        seat = state.current_player
        chosen = unbounded.choose(state, seat)
        if unbounded.last_work <= HeuristicBot.WORK * HeuristicBot.FULL_SHARE:
            assert str(default.choose(state, seat)) == str(chosen)
        else:
            default.choose(state, seat)  # keeps both generators in step only until here
            break


def test_a_small_work_budget_answers_from_a_shallower_pass():
    state = _heavy()
    seat = state.current_player
    legal = [str(a) for a in state.legal_actions()]
    full = HeuristicBot(seed=1, work=10**9)
    full.choose(state, seat)
    assert full.last_work > 40_000 and full.last_depth == 6

    for work, deepest in ((10_000, 2), (80, 1), (1, 0)):
        bot = HeuristicBot(seed=1, work=work)
        action = bot.choose(state, seat)
        assert str(action) in legal
        assert bot.last_work <= work
        assert bot.last_depth <= deepest
    # with room for the one-step pass but not the full one, the one-step pass decides
    # a position costs one unit per seat (2 here); a fifth of the budget is left for the one-step pass
    bot = HeuristicBot(seed=1, work=12 * len(legal))
    bot.choose(state, seat)
    assert bot.last_depth in (1, 2)


def test_a_tiny_clock_cap_answers_in_time():
    state = _heavy()
    seat = state.current_player
    bot = HeuristicBot(seed=1, work=10**9, seconds=0.05)
    started = time.perf_counter()
    action = bot.choose(state, seat)
    took = time.perf_counter() - started
    assert action in state.legal_actions()
    assert bot.last_depth < 6
    assert took < 1.0  # the unbounded look-ahead takes about 4 s of CPU here


def test_the_budget_is_a_spec_parameter():
    bot = tianxia.bot("heuristic:seconds=1.5,work=500", seed=0)
    assert bot.seconds == 1.5 and bot.work == 500
    for spec in ("heuristic:seconds=0", "heuristic:seconds=-1", "heuristic:seconds=nan", "heuristic:seconds=x",
                 "heuristic:work=0", "heuristic:work=1.5"):
        with pytest.raises(Refused) as err:
            tianxia.bot(spec, seed=0)
        assert err.value.msg == "bot-heuristic-budget"
