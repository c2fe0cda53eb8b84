"""Helpers for the ZhanGuo tests: invariants and hand-made positions."""

import itertools

from tianxia.games.zhanguo import GAME


def invariant(state) -> None:
    """Conservation of every limited component and no negative counts (Z-2.4)."""
    N, D = state.num_players, state.D
    every = []
    for d in state.decks:
        every += d
    for p in range(N):
        every += state.hands[p]
        for d in state.drafts[p]:
            every += d
        for cards in state.cards[p]:
            assert len(cards) <= 3
            every += cards
    for pend in state.pend:
        every += [x for _, x in pend]
    every += state.court
    assert sorted(every) == list(range(1, 121)), "cards not conserved"
    for c in range(3):
        assert state.sup1[c] >= 0
        assert state.sup1[c] + sum(state.m1[p][c] for p in range(N)) == D.value1[N], "value-1 markers"
        assert state.v3[c] + sum(state.m3[p][c] for p in range(N)) == 1, "value-3 markers"
    for p in range(N):
        for c in range(3):
            on = sum(state.G[p][3 * r + c] + state.W[p][3 * r + c] for r in range(D.R))
            assert state.offs[p][c] >= 0 and on + state.offs[p][c] == D.pieces["officials_per_colour"], "officials"
        assert min(state.G[p]) >= 0 and min(state.W[p]) >= 0 and min(state.work[p]) >= 0
        for r in range(D.R):
            transit = state.tasks and state.tasks[-1][0] == "pool" and state.tasks[-1][5] == r
            assert sum(state.W[p][3 * r:3 * r + 3]) <= (3 if transit else 2), "worker area over capacity"
            if state.side[p]:
                assert 0 <= state.unrest[p][r] <= D.boards[state.side[p]]["unrest_max"][r], "unrest out of range"
        govs = sum(sq.count(p) for sq in state.squares) + sum(o[p] for o in state.over)
        assert govs + state.govs[p] == D.pieces["governors"], "governors"
        assert sum(x.count(p) for x in state.palaces) + state.pals[p] == D.pieces["palaces"], "palaces"
        assert sum(x.count(p) for x in state.walls) + state.wallsup[p] == D.pieces["walls"], "walls"
        assert sum(1 for x in state.walls if p in x) == D.pieces["walls"] - state.wallsup[p], "one wall per section"
        discs = sum(1 for sec in state.claims for lst in sec if p in lst)
        assert discs <= 6
    for r in range(D.R):
        assert len(state.palaces[r]) <= D.palace_spaces[N]
    if state.phase == "play":
        hands = [len(h) for h in state.hands]
        assert sum(hands) == 6 * N - state.turn or state.tasks[-1][0] != "play"


def fresh(players=2, seed=0, **options):
    """A new game in Phase 2, first player to play (boards chosen at random if B)."""
    import random
    state = GAME.new_state(players, seed, options)
    rng = random.Random(seed)
    while state.phase != "play":
        state.apply(rng.choice(state.legal_actions()))
    return state


def give_hand(state, p, cards):
    """Put ``cards`` in seat ``p``'s hand (swapping them out of wherever they are)."""
    for card in cards:
        if card in state.hands[p]:
            continue
        for d in state.decks:
            if card in d:
                d.remove(card)
        for q in range(state.num_players):
            if card in state.hands[q]:
                state.hands[q] = [x for x in state.hands[q] if x != card]
        old = state.hands[p][0] if state.hands[p] else None
        hand = [x for x in state.hands[p] if x != old] + [card]
        state.hands[p] = sorted(hand)
        if old is not None:
            state.decks[(old - 1) // 40].insert(0, old)
    state._legal_cache = None


def set_officials(state, p, area, region, red=0, grey=0, white=0):
    """Put officials in ``area`` ("G" or "W") of region (1-based), taking them from the supply."""
    arr = state.G[p] if area == "G" else state.W[p]
    for c, n in enumerate((red, grey, white)):
        cur = arr[3 * (region - 1) + c]
        state.offs[p][c] -= n - cur
        arr[3 * (region - 1) + c] = n
        assert state.offs[p][c] >= 0
    state._legal_cache = None


def legal(state):
    return [str(a) for a in state.legal_actions()]



def to_rewards(state):
    """Jump to Phase 3 of the current round (hands emptied into the decks' bottoms)."""
    for p in range(state.num_players):
        for x in state.hands[p]:
            state.decks[(x - 1) // 40].insert(0, x)
        state.hands[p] = []
    state.phase = "reward"
    state.tasks = [("endround",), ("aspect", 2), ("aspect", 1), ("aspect", 0)]
    ev = []
    state._ev = ev
    state._advance()
    state._ev = None
    state._legal_cache = None
    return ev


def set_turn(state, p):
    """Make it seat ``p``'s Phase 2 play decision."""
    state.tasks = [("endturn",), ("claims", p), ("play", p)]
    state._legal_cache = None


SIDES = ["A", "B", "B_auction"]
COMBOS = [dict(board_side=side, draft=d, reward_track_turn_order=v2, unrest_per_worker=v3)
          for side, d, v2, v3 in itertools.product(SIDES, [False, True], [False, True], [False, True])]


def options_for(i: int) -> dict:
    """Game ``i``'s options: every combination of board side and variants in turn, with the
    extra options (public draft discards, automatic goal claims, auction removal) mixed in."""
    o = dict(COMBOS[i % len(COMBOS)])
    if o["draft"] and i % 5 == 0:
        o["public_draft_discards"] = True
    if i % 7 == 3:
        o["auto_claim_goals"] = True
    if o["board_side"] == "B_auction" and i % 3 == 1:
        o["auction_board_removal"] = "first_player_chooses"
    return o
