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


def test_emperor_heuristic_contests_a_majority_it_can_win():
    """A house that takes the lead in an unscored region beats one that still trails elsewhere (E-8.2)."""
    from tianxia.bots.heuristics.emperor import evaluate

    game = tianxia.load("emperor")
    view = game.new_state(3, seed=1).view(0)
    board = {"wei1": 1, "wei3": 0, "chu1": 1, "chu2": 0, "chu3": 1, "chu5": 1}
    view["houses"] = dict(board, wei5=0)  # Wei 2-1 for seat 0, Chu 1-3
    lead = evaluate(view, 0)
    view["houses"] = dict(board, chu7=0)  # Wei 1-1, Chu 2-3
    assert lead > evaluate(view, 0)


def test_emperor_heuristic_counts_alliances_it_holds():
    """Emissary majorities in both regions of an alliance score both regions' emissaries (E-14.2)."""
    from tianxia.bots.heuristics.emperor import evaluate

    game = tianxia.load("emperor")
    view = game.new_state(3, seed=1).view(0)
    view["emissaries"]["zhao"] = [2, 1, 0]
    view["emissaries"]["yan"] = [0, 1, 0]
    without = evaluate(view, 0)
    view["emissaries"]["yan"] = [2, 1, 0]  # alliance 1 joins Zhao and Yan
    assert evaluate(view, 0) > without + 5


def test_huang_heuristic_strengthens_the_weakest_colour():
    """The score is the weakest colour after white is added (H-17.3, H-17.4): a point there beats one elsewhere."""
    from tianxia.bots.heuristics.huang import evaluate

    game = tianxia.load("huang")
    view = game.new_state(2, seed=1).view(0)
    me = view["players"][0]
    me["vp"] = {"yellow": 5, "red": 5, "blue": 2, "green": 6, "white": 1}
    me["vp"]["blue"] += 1
    weakest = evaluate(view, 0)
    me["vp"]["blue"] -= 1
    me["vp"]["green"] += 1
    assert weakest > evaluate(view, 0) + 0.5
    me["vp"] = {"yellow": 5, "red": 5, "blue": 2, "green": 6, "white": 3}  # white fills blue to 5
    assert evaluate(view, 0) > weakest
