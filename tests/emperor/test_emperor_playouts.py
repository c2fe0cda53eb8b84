"""Random playouts: the whole contract (tianxia.core.checks) plus Emperor invariants over 1,000+ games."""

import json
import random

import pytest

from tianxia.core import IllegalAction, Rng, State
from tianxia.core.checks import check_playout
from tianxia.games.emperor import GAME
from tianxia.games.emperor.state import EmperorState


def invariant(state):
    """Conservation of cards, houses, emissaries and fortifications; no negative counts; the cap holds."""
    tb, n = state.tb, state.num_players
    nc = len(tb.colours)
    for c in range(nc):
        total = (state.display[c] + state.discard[c] + state.removed[c] + state.deck.count(c)
                 + sum(state.hands[p * nc + c] for p in range(n)))
        assert total == tb.card_counts[c], "cards are conserved (E-2.2)"
        assert state.display[c] >= 0 and state.discard[c] >= 0
    for p in range(n):
        hand = state.hands[p * nc:p * nc + nc]
        assert min(hand) >= 0 and sum(hand) <= 3, "a hand holds 0..3 cards (E-9.6)"
        assert all(0 <= state.known[p * nc + c] <= hand[c] for c in range(nc)), "known cards are in the hand"
        placed = sum(1 for o in state.owner if o == p)
        assert placed + state.supply_h[p] == 20 and state.supply_h[p] >= 0, "houses are conserved (E-2.3)"
        on_board = sum(state.emis[r * n + p] for r in range(tb.num_regions))
        assert on_board + state.supply_e[p] == 8 and state.supply_e[p] >= 0, "emissaries are conserved (R-28)"
        forts = sum(1 for f in state.fort if f == p)
        assert forts + state.supply_f[p] == (1 if state.variant else 0), "fortifications are conserved (E-15.1)"
    for r in range(tb.num_regions):
        assert state.etotal[r] <= state._cap(r), "emissaries never exceed the cap (E-7.5)"
        if state.free[r] == 0:
            assert state.scored[r], "a complete region is scored (E-8.1)"
    assert sum(state.display) <= 4 and state.exhaustions <= 2
    if state.exhaustions < 2 and not state.is_terminal and state.phase == 0:
        assert sum(state.display) == 4 or not state.deck, "the display is full while the deck lasts (E-9.4)"


OPTIONS = [(3, {}), (3, {"fortifications": True}), (4, {}), (4, {"side": "B", "fortifications": True}),
           (4, {"side": "B"}), (4, {"fortifications": True}), (5, {}), (5, {"fortifications": True})]


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
            assert s.view(seat) == s.determinize(seat, random.Random(step)).view(seat), "no view leaks"
        s.apply(rng.choice(legal))
        step += 1
    invariant(s)
    final = s.to_json()
    assert GAME.replay(players, seed, options, s.history).to_json() == final, "replay is identical"
    assert _reload(json.loads(json.dumps(final))).to_json() == final, "JSON round trip is identical"
    assert s.winners() and len(s.scores()) == players


@pytest.mark.parametrize("chunk", range(24))
def test_a_thousand_light_playouts(chunk):
    """Conservation, refusals change nothing, no leaks, replay and JSON identity on 24 x 42 = 1,008 games."""
    for i in range(42):
        seed = chunk * 42 + i
        players, options = OPTIONS[seed % len(OPTIONS)]
        _light_game(players, 50_000 + seed, options)
