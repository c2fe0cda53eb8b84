"""Emperor invariants shared by the property tests and the soak script (benchmarks/soak_emperor.py)."""

from __future__ import annotations

#: (players, options) combinations the property tests and the soak cycle through
COMBOS = [(3, {}), (3, {"fortifications": True}), (4, {}), (4, {"side": "B", "fortifications": True}),
          (4, {"side": "B"}), (4, {"fortifications": True}), (5, {}), (5, {"fortifications": True})]


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
    if state.exhaustions < 2 and not state.is_terminal and state.phase == "start":
        assert sum(state.display) == 4 or not state.deck, "the display is full while the deck lasts (E-9.4)"
