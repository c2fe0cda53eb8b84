"""Bot levels (issue 16; Expert, issue 29): each level names a bot for every game it is offered in, the hard level's budget is a
number of iterations (the same play on a loaded server as on an idle one), and every level is
within the server's default caps, while a server with lower caps refuses a level over them."""

from __future__ import annotations

import pytest

import tianxia
from tianxia.bots import level
from tianxia.server import budgets


@pytest.mark.parametrize("game", tianxia.games())
@pytest.mark.parametrize("name", level.levels())
def test_every_level_makes_a_bot_in_every_game_within_the_default_caps(name, game):
    if not level.offered(name, game):
        assert name == "expert"  # only Expert waits for its arenas in some games
        return
    spec = level.spec_for(name, game)
    tianxia.bot(spec, seed=0)
    budgets.check(spec, budgets.Caps())
    assert "seconds" not in spec  # a clock budget would play worse on a loaded server


def test_a_level_is_checked_as_the_specs_it_stands_for():
    budgets.check("hard", budgets.Caps())
    most = max(int(spec.split("iterations=")[1].split(",")[0])
               for spec in level.specs_of("hard") if "iterations=" in spec)
    budgets.check("hard", budgets.Caps(iterations=most))
    with pytest.raises(budgets.OverBudget, match=r"level hard plays as mcts:iterations=\d+.*at most"):
        budgets.check("hard", budgets.Caps(iterations=most - 1))
    budgets.check("easy", budgets.Caps(iterations=1))  # no search budget to exceed


def test_the_level_bot_plays_its_games_spec():
    bot = tianxia.bot("hard", seed=1)
    state = tianxia.load("dragon").new_state(2, seed=3)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    assert state.legal_actions().count(bot.choose(state, state.current_player)) == 1
    assert bot.bot_for("dragon").spec == level.spec_for("hard", "dragon")


@pytest.mark.parametrize("game", tianxia.games())
def test_every_level_is_another_bot_in_every_game(game):
    """Two levels standing for the same spec would be one level under two names (the ladder
    measures each level against the one below: benchmarks/ladder.md)."""
    specs = [level.spec_for(name, game) for name in level.levels(game)]
    assert len(set(specs)) == len(specs), specs
