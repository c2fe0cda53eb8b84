"""The Emperor evaluation's two front doors give the same numbers: ``evaluate(view, seat)``, which
reads only a seat's view (the bots' contract), and ``evaluate_all(state)``, which reads the state's
fields once for every seat so search can judge a leaf without building a view per seat.  The
evaluation uses public facts only (a hand counts by its size), so every seat's view agrees too."""

from __future__ import annotations

import random

import pytest

import tianxia
from tianxia.bots.heuristics import appraiser
from tianxia.bots.heuristics.emperor import evaluate, evaluate_all

CASES = [
    (3, {}),
    (4, {"side": "B", "fortifications": True}),
    (5, {"fortifications": True, "fortification_fills_space": True}),
]


@pytest.mark.parametrize("players,options", CASES)
def test_evaluate_all_equals_the_view_evaluation_bit_for_bit(players, options):
    state = tianxia.load("emperor").new_state(players, seed=players, options=options)
    rng = random.Random(players)
    checked = 0
    while True:
        fast = evaluate_all(state)
        for viewer in range(players):
            view = state.view(viewer)
            assert fast == [evaluate(view, seat) for seat in range(players)], (options, state.history)
        checked += 1
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert checked > 100 and fast == [float(x) for x in state.scores()]


def test_search_and_the_heuristic_bot_use_it():
    state = tianxia.load("emperor").new_state(4, seed=2)
    assert appraiser("emperor")(state) == evaluate_all(state)
    with pytest.raises(ValueError):
        evaluate_all(state, weights=(1.0,))
