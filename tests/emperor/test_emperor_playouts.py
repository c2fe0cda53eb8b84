"""Random playouts through the whole contract (tianxia.core.checks) with Emperor invariants."""

import pytest

from tianxia.core.checks import check_playout
from tianxia.games.emperor import GAME


def invariant(state):
    """Conservation of cards, houses, emissaries and fortifications; no negative counts."""
    tb, n = state.tb, state.num_players
    nc = len(tb.colours)
    for c in range(nc):
        total = (state.display[c] + state.discard[c] + state.removed[c] + state.deck.count(c)
                 + sum(state.hands[p * nc + c] for p in range(n)))
        assert total == tb.card_counts[c], "cards are conserved (E-2.2)"
    for p in range(n):
        hand = state.hands[p * nc:p * nc + nc]
        assert min(hand) >= 0 and sum(hand) <= 3, "a hand holds 0..3 cards (E-9.6)"
        placed = sum(1 for o in state.owner if o == p)
        assert placed + state.supply_h[p] == 20, "houses are conserved (E-2.3)"
        on_board = sum(state.emis[r * n + p] for r in range(tb.num_regions))
        assert on_board + state.supply_e[p] == 8, "emissaries are conserved (E-2.3, R-28)"
        forts = sum(1 for f in state.fort if f == p)
        assert forts + state.supply_f[p] == (1 if state.variant else 0), "fortifications are conserved (E-15.1)"
    for r in range(tb.num_regions):
        assert state.etotal[r] <= state._cap(r), "emissaries never exceed the cap (E-7.5)"
    assert sum(state.display) <= 4


CASES = [(n, seed, fort, side) for seed in range(6) for n, side in ((3, "auto"), (4, "A"), (4, "B"), (5, "auto"))
         for fort in (False, True)]


@pytest.mark.parametrize("players,seed,fort,side", CASES)
def test_random_playouts_keep_the_contract(players, seed, fort, side):
    check_playout(GAME, players, seed, {"fortifications": fort, "side": side}, invariant, deep_every=40)
