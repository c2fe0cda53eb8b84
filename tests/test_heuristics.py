"""Heuristic bots: a plan per game, read from the seat's own view only."""

import pytest
from suite_depth import depth

import tianxia
from tianxia.bots.heuristics import EVALUATORS
from tianxia.sim import play_game


# ZhanGuo's full games with the heuristic cost minutes of CPU on the shared machine; its plan is
# tested on hand-made views below and its win rate is measured by the arena (benchmarks/arena.md).
@pytest.mark.parametrize("name", sorted(set(EVALUATORS) - {"zhanguo"}))
def test_heuristic_beats_random_in_most_games(name):
    game = tianxia.load(name)
    players = max(2, game.min_players)
    wins = 0
    for i in range(4):
        seats = ["random"] * players
        seats[i % players] = "heuristic"
        # Huang's full game is the longest: ``make test`` plays its short game (H-5.4)
        options = depth({"short_game": True}, {}) if name == "huang" else {}
        record = play_game(name, seats, options, seed=100 + i)
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


def test_zhanguo_heuristic_builds_towards_a_goal():
    """A palace in a region a palace goal tile needs is worth more than one elsewhere (Z-20, Z-23.4)."""
    from tianxia.bots.heuristics.zhanguo import evaluate

    game = tianxia.load("zhanguo")
    view = game.new_state(2, seed=1).view(0)
    needs = min((g["palace"]["needs"] for g in view["goals"].values()), key=len)  # the shortest palace goal
    elsewhere = next(r for r in range(1, 6) if all(r not in g["palace"]["needs"] for g in view["goals"].values()))
    towards = [[] for _ in range(5)]
    towards[needs[0] - 1] = [0]
    away = [[] for _ in range(5)]
    away[elsewhere - 1] = [0]
    view["palaces"] = away
    aside = evaluate(view, 0)
    view["palaces"] = towards
    assert evaluate(view, 0) > aside + 0.5


def test_heuristic_bot_stays_fast_on_wide_turns():
    """A ZhanGuo turn is many wide steps: the look-ahead follows later steps greedily, so a decision stays cheap."""
    import random
    import time

    from tianxia.bots.heuristics import HeuristicBot

    state = tianxia.load("zhanguo").new_state(2, seed=5)
    rng = random.Random(5)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    while state.current_player != 0:
        state.apply(rng.choice(state.legal_actions()))
    start = time.process_time()
    action = HeuristicBot(seed=1).choose(state, 0)
    assert action in state.legal_actions()
    assert time.process_time() - start < 5
