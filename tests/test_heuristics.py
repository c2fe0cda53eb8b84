"""Heuristic bots: a plan per game, read from the seat's own view only."""

import pytest

import tianxia
from tianxia.bots.heuristics import EVALUATORS
from tianxia.sim import play_game


@pytest.mark.parametrize("name", sorted(EVALUATORS))
def test_heuristic_beats_random_in_most_games(name):
    game = tianxia.load(name)
    players = max(2, game.min_players)
    wins = 0
    for i in range(4):
        seats = ["random"] * players
        seats[i % players] = "heuristic"
        record = play_game(name, seats, {}, seed=100 + i)
        wins += (i % players) in record["result"]["winners"]
    assert wins >= 3


def test_dragon_heuristic_prepares_for_a_drought():
    """Before a drought, rice in hand is worth more than the same number of yuan."""
    from tianxia.bots.heuristics.dragon import evaluate

    game = tianxia.load("dragon")
    view = game.new_state(2, seed=1).view(0)
    view["round"], view["phase"] = 3, "action"
    view["event_track"] = ["peace", "peace", "drought"] + view["event_track"][3:]
    me = view["players"][0]
    me["palaces"] = [{"floors": 2, "persons": ["fa-y"]}, {"floors": 2, "persons": ["sc-y"]}]
    me["rice"], me["yuan"] = 0, 2
    poor = evaluate(view, 0)
    me["rice"], me["yuan"] = 2, 0
    assert evaluate(view, 0) > poor + 4
