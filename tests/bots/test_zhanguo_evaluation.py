"""ZhanGuo's heuristic evaluation has two front doors: ``evaluate(view, seat)``, which reads only a
seat's view (the bots' contract), and ``evaluate_all(state)``, which reads the state's public fields
directly so search can judge a position without building a view.  They must give the same numbers,
for every seat and from every seat's view, in every kind of position a game passes through."""

from __future__ import annotations

import random

import pytest

import tianxia
from tianxia.bots.heuristics import appraiser
from tianxia.bots.heuristics.zhanguo import _Public, evaluate, evaluate_all, terms, terms_all

CASES = [
    (2, {}),
    (3, {"board_side": "B"}),
    (4, {"board_side": "B_auction", "draft": True}),
    (2, {"draft": True, "public_draft_discards": True, "auto_claim_goals": True, "unrest_per_worker": True,
         "reward_track_turn_order": True}),
]


@pytest.mark.parametrize("players,options", CASES)
def test_evaluate_all_equals_the_view_evaluation(players, options):
    game = tianxia.load("zhanguo")
    state = game.new_state(players, seed=players, options=options)
    rng = random.Random(players)
    checked = 0
    while True:
        fast = evaluate_all(state)
        public = _Public.from_state(state)
        # every seat's terms in one pass are each seat's own terms, bit for bit (so weights agree too)
        assert terms_all(public) == [terms(public, seat) for seat in range(players)], state.history
        for viewer in range(players):
            view = state.view(viewer)
            assert fast == [evaluate(view, seat) for seat in range(players)], (options, state.history)
        checked += 1
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert checked > 100
    assert fast == [float(v) for v in state.scores()]  # at the end: the final score, nothing more


def test_appraiser_uses_the_views_where_a_game_has_no_public_shortcut():
    """Dragon's evaluation reads the seat's own hand: judged from each seat's own view, or all from one."""
    state = tianxia.load("dragon").new_state(3, seed=5)
    from tianxia.bots.heuristics.dragon import evaluate as dragon

    appraise = appraiser("dragon")
    assert appraise(state) == [dragon(state.view(s), s) for s in range(3)]
    assert appraise(state, 1) == [dragon(state.view(1), s) for s in range(3)]
