"""ZhanGuo's evaluation with weights per term (tools/tune_zhanguo.py fits them to game outcomes):
the default is the evaluation as written, exactly (plain ``heuristic`` plays as it did); a shipped
weights set loads and matches ``TERMS``; the spec parameter ``weights`` is checked like the bots'
other parameters."""

from __future__ import annotations

import json
import math
import random
from importlib import resources

import pytest

import tianxia
from tianxia.bots import make
from tianxia.bots.heuristics import HeuristicBot, appraiser, load_weights, weights_known
from tianxia.bots.heuristics import zhanguo
from tianxia.bots.heuristics.zhanguo import DEFAULT_WEIGHTS, TERMS, evaluate, evaluate_all
from tianxia.core.errors import Refused


def _positions(seed: int):
    game = tianxia.load("zhanguo")
    state = game.new_state(2, seed=seed, options={})
    rng = random.Random(seed)
    while not state.is_terminal:
        yield state.clone()
        state.apply(rng.choice(state.legal_actions()))


def test_default_weights_are_todays_evaluation():
    """The figures of the evaluation before weights existed (commit 9443e63, a random game of seed
    5), reproduced without weights, with ``DEFAULT_WEIGHTS`` and with ``weights=default``."""
    plain = [evaluate_all(state) for state in _positions(5)]
    assert len(plain) == 172
    assert sum(v[0] for v in plain) == pytest.approx(4485.48, abs=1e-6)
    assert sum(v[1] for v in plain) == pytest.approx(6726.01, abs=1e-6)
    assert plain[40] == pytest.approx([20.86, 19.28]) and plain[150] == pytest.approx([35.45, 69.42])
    appraise = appraiser("zhanguo", "default")
    for state, values in zip(_positions(5), plain):
        assert evaluate_all(state, DEFAULT_WEIGHTS) == values
        assert appraise(state) == values


def test_plain_heuristic_plays_as_with_default_weights():
    game = tianxia.load("zhanguo")
    states = [game.new_state(2, seed=3, options={}) for _ in range(2)]
    bots = [[HeuristicBot(seed=11 + s, depth=2) for s in range(2)],
            [make("heuristic:depth=2,weights=default", seed=11 + s) for s in range(2)]]
    for _ in range(60):
        if states[0].is_terminal:
            break
        seat = states[0].current_player
        moves = [bots[i][seat].choose(states[i], seat) for i in range(2)]
        assert moves[0] == moves[1]
        for state in states:
            state.apply(moves[0])


def test_weights_multiply_the_terms():
    w = tuple(0.5 + 0.1 * i for i in range(len(TERMS)))
    for state in list(_positions(7))[::25]:
        p = zhanguo._Public.from_state(state)
        for seat in range(2):
            expected = sum(a * b for a, b in zip(w, zhanguo.terms(p, seat)))
            assert evaluate_all(state, w)[seat] == pytest.approx(expected)
            assert evaluate(state.view(seat), seat, w) == pytest.approx(expected)


def test_the_tuned_weights_load_and_name_the_terms():
    data = json.loads(resources.files("tianxia.bots").joinpath("data/zhanguo_weights_tuned.json").read_text("utf-8"))
    assert tuple(data["terms"]) == TERMS
    load_weights.cache_clear()
    w = load_weights("zhanguo", "tuned")
    assert len(w) == len(TERMS) and all(math.isfinite(x) and x > 0 for x in w)
    assert w[TERMS.index("vp")] == 1.0  # points stay points
    assert w != DEFAULT_WEIGHTS
    state = next(s for i, s in enumerate(_positions(9)) if i == 60)
    assert appraiser("zhanguo", "tuned")(state) == evaluate_all(state, w)


def test_weights_for_other_terms_are_refused(monkeypatch):
    monkeypatch.setattr(zhanguo, "TERMS", TERMS + ("hand",))
    load_weights.cache_clear()
    try:
        with pytest.raises(ValueError, match="other terms"):
            load_weights("zhanguo", "tuned")
    finally:
        load_weights.cache_clear()


@pytest.mark.parametrize("spec", ["heuristic:weights=tuned", "heuristic:weights=default",
                                  "mcts:iterations=5,weights=tuned", "mcts:weights=default"])
def test_the_weights_parameter_is_accepted(spec):
    make(spec, seed=1)


@pytest.mark.parametrize("spec", ["heuristic:weights=nope", "heuristic:weights=../value",
                                  "heuristic:weights=Tuned", "mcts:weights=", "mcts:seconds=1,weights=x.json"])
def test_bad_weights_are_refused(spec):
    with pytest.raises(Refused) as err:
        make(spec, seed=1)
    assert err.value.msg == "bot-weights"


def test_weights_names():
    assert weights_known("tuned") and weights_known("default")
    assert not weights_known("value") and not weights_known("") and not weights_known(None)
    with pytest.raises(ValueError, match="no weights"):
        load_weights("dragon", "tuned")


def test_a_tuned_bot_plays_zhanguo():
    game = tianxia.load("zhanguo")
    state = game.new_state(2, seed=4, options={})
    bots = [make("heuristic:depth=1,weights=tuned", seed=1), make("mcts:iterations=3,weights=tuned", seed=2)]
    for _ in range(30):
        if state.is_terminal:
            break
        seat = state.current_player
        action = bots[seat].choose(state, seat)
        assert action in state.legal_actions()
        state.apply(action)
