"""Random playouts: the whole contract (tianxia.core.checks) plus Emperor invariants over 1,000+ games."""

import json
import random

import pytest

from tianxia.core import IllegalAction, Rng, State
from tianxia.core.checks import check_playout
from tianxia.games.emperor import GAME
from tianxia.games.emperor.checks import COMBOS, invariant
from tianxia.games.emperor.state import EmperorState
from suite_depth import depth


OPTIONS = COMBOS


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("players,options", OPTIONS)
def test_random_playouts_keep_the_contract(players, options, seed):
    """The core contract on 48 games, deep checks every 60 steps."""
    check_playout(GAME, players, seed, options, invariant, deep_every=60)


@pytest.mark.parametrize("players,options", OPTIONS)
def test_thorough_playouts(players, options):
    """The core contract with deep checks (JSON, replay, clone, determinisation) every 4 steps."""
    check_playout(GAME, players, 1000 + players, options, invariant, deep_every=4)


def _reload(data: dict) -> EmperorState:
    """``state_from_json`` without the schema pass (the schema is exercised by the contract checks)."""
    st = EmperorState.__new__(EmperorState)
    State._init_common(st, GAME, data["players"], data["seed"], GAME.resolve_options(data["options"], data["players"]))
    st.rng = Rng(data["rng"])
    st.history = list(data["history"])
    st._events = [dict(e) for e in data["events"]]
    st._load(data["state"])
    return st


def _light_game(players, seed, options):
    rng = random.Random(seed)
    s = GAME.new_state(players, seed=seed, options=options)
    step = 0
    while not s.is_terminal:
        invariant(s)
        legal = s.legal_actions()
        if step % 9 == 0:
            before = s._dump()
            with pytest.raises(IllegalAction):
                s.apply("house nowhere red")
            with pytest.raises(IllegalAction):
                s.apply("pass" if "pass" not in legal else "draw deck")
            assert s._dump() == before, "a refused action changes nothing"
            seat = s.current_player
            view = json.dumps(s.view(seat))
            assert '"hands"' not in view and '"deck"' not in view and '"rng"' not in view
            if step % 27 == 0:
                sample = s.determinize(seat, random.Random(step))
                assert s.view(seat) == sample.view(seat), "no view leaks"
                invariant(sample)  # E-17.4: a determinised world is a legal position
                bound = s.view(seat)["deck_may_hold"]
                if bound is not None:
                    left = list(bound)
                    for c in sample.deck:
                        left.remove(s.tb.colours[c])  # the sampled deck lies inside what seat knows it may hold
        s.apply(rng.choice(legal))
        step += 1
    invariant(s)
    final = s.to_json()
    assert GAME.replay(players, seed, options, s.history).to_json() == final, "replay is identical"
    assert _reload(json.loads(json.dumps(final))).to_json() == final, "JSON round trip is identical"
    assert s.winners() and len(s.scores()) == players


@pytest.mark.parametrize("chunk", range(24))
def test_a_thousand_light_playouts(chunk):
    """Conservation, refusals change nothing, no leaks, replay and JSON identity on 24 x 14 = 336 games
    (24 x 42 = 1,008 in ``make test-thorough``)."""
    for i in range(depth(14, 42)):
        seed = chunk * 42 + i
        players, options = OPTIONS[seed % len(OPTIONS)]
        _light_game(players, 50_000 + seed, options)
