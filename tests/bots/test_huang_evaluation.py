"""Huang's evaluation read two ways gives the same numbers to the bit: ``evaluate(view, seat)`` from
a seat's view (the bots' contract) and ``evaluate_all(state, None, viewer)``, which reads the state's
fields and the groups it keeps (search judges every leaf by every seat).  A viewer sees its own
points and only the others' ``points_taken`` (H-24.2), so every viewer is checked, and the positions
in the middle of a war (its unification tile outside the groups, H-15.2) are among them."""

from __future__ import annotations

import random

import pytest

import tianxia
from tianxia.bots.heuristics import appraiser
from tianxia.bots.heuristics.huang import evaluate, evaluate_all


@pytest.mark.parametrize("players,eighteen", [(2, False), (3, True), (4, False)])
def test_evaluate_all_equals_the_view_evaluation_from_every_view(players, eighteen):
    wars = 0
    for seed in range(3):
        state = tianxia.load("huang").new_state(players, seed=seed, options={"eighteen_kingdoms": eighteen})
        rng = random.Random(seed)
        while True:
            views = [state.view(v) for v in range(players)]
            for viewer, view in enumerate(views):
                assert evaluate_all(state, None, viewer) == [evaluate(view, s) for s in range(players)], state.history
            assert evaluate_all(state) == [evaluate(views[s], s) for s in range(players)]
            wars += state.pend is not None and state.pend.get("kind") == "war"
            if state.is_terminal:
                break
            state.apply(rng.choice(state.legal_actions()))
    assert wars > 0


def test_the_appraiser_judges_from_the_seat_it_is_given():
    state = tianxia.load("huang").new_state(3, seed=1)
    rng = random.Random(1)
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    appraise = appraiser("huang")
    assert appraise(state, 1) == [evaluate(state.view(1), s) for s in range(3)]
    assert appraise(state) == evaluate_all(state)
    with pytest.raises(ValueError):
        evaluate_all(state, weights=(1.0,))
