"""Dragon's evaluation read two ways gives the same numbers to the bit: ``evaluate(view, seat)``
from a seat's view (the bots' contract) and ``evaluate_all(state, None, viewer)`` from the state's
fields (search judges every leaf by every seat).  Hands are public except after the R-26 house
rule's face-down Tornado, when another viewer sees that hand as empty: every viewer is checked,
with and without the great events and that reading."""

from __future__ import annotations

import random

import pytest

import tianxia
from tianxia.bots.heuristics import appraiser
from tianxia.bots.heuristics.dragon import evaluate, evaluate_all

CASES = [
    (2, {}),
    (3, {"great_wall": True, "great_events": "random"}),
    (5, {"great_wall": True, "great_events": "tornado", "tornado_discards": "face_down"}),
]


@pytest.mark.parametrize("players,options", CASES)
def test_evaluate_all_equals_the_view_evaluation_from_every_view(players, options):
    state = tianxia.load("dragon").new_state(players, seed=players, options=options)
    rng = random.Random(players)
    while True:
        views = [state.view(v) for v in range(players)]
        for viewer, view in enumerate(views):
            assert evaluate_all(state, None, viewer) == [evaluate(view, s) for s in range(players)], state.history
        assert evaluate_all(state) == [evaluate(views[s], s) for s in range(players)]
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
    if options.get("tornado_discards") == "face_down":
        assert state.down is not None and any(any(row) for row in state.down)  # the hidden hands were met


def test_the_appraiser_uses_it():
    state = tianxia.load("dragon").new_state(3, seed=1)
    assert appraiser("dragon")(state) == evaluate_all(state)
    assert appraiser("dragon")(state, 2) == [evaluate(state.view(2), s) for s in range(3)]
    with pytest.raises(ValueError):
        evaluate_all(state, weights=(1.0,))
