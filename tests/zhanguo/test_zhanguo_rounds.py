"""ZhanGuo goals, rewards, end of round, final scoring, variants and board choice: Z-20 .. Z-25."""

import pytest

from tianxia.games.zhanguo import GAME
from zg_helpers import fresh, give_hand, legal, set_officials, to_rewards


def pos(players=2, seed=3, **opts):
    s = fresh(players, seed, **opts)
    return s, s.current_player


def goal_index(s, slot_type, tile):
    j = s.D.goal_slots.index(slot_type)
    s.goals[0][j] = tile
    return j


# ---------------------------------------------------------------- Z-20 goals

def test_ex12_goal_tiles_satisfaction():
    """EX-12/Z-3.6/Z-20.2: WG1 needs both turquoise sections and a gold wall; PG1 a palace in 1, 2 and 5."""
    s, p = pos()
    j = goal_index(s, "wall", "WG1")
    s.walls[0] = [p, -1, -1]
    s.walls[2] = [-1, -1, p]
    assert not s._satisfies(p, 0, j)
    s.walls[1] = [-1, p, -1]
    assert s._satisfies(p, 0, j)
    k = goal_index(s, "palace", "PG1")
    s.palaces = [[p], [p, p], [], [], []]
    assert not s._satisfies(p, 0, k)
    s.palaces[4] = [1 - p, p]
    assert s._satisfies(p, 0, k)


def test_rul36_repeated_region_symbol(tmp_path):
    """RUL-36: a region repeated on a governor tile needs that many governors there."""
    s, p = pos()
    s.D.goal_tiles["XX"] = {"type": "governor", "needs": {0: 2}, "symbols": [1, 1]}
    try:
        j = goal_index(s, "governor", "XX")
        s.squares[0] = [p, -1, -1]
        assert not s._satisfies(p, 0, j)
        s.over[0][p] = 1
        assert s._satisfies(p, 0, j)
    finally:
        del s.D.goal_tiles["XX"]


def test_z20_3_z20_4_claim_window_at_end_of_turn():
    """Z-20.3(a)/Z-20.4/DEC-8: after the turn's action the player may claim; discs take the leftmost space."""
    s, p = pos()
    j = goal_index(s, "governor", "GG1")
    s.squares[3] = [p, -1, -1]
    s.govs[p] = 7
    s.claims[0][j] = [1 - p]
    set_officials(s, p, "G", 1, 1, 1, 1)
    s.court = [90]
    give_hand(s, p, [10])
    s.apply("court 10")
    s.apply("governor 1")
    while s.tasks[-1][0] != "claims":
        s.apply("stop" if "stop" in legal(s) else ("decline" if "decline" in legal(s) else
                ("done" if "done" in legal(s) else legal(s)[0])))
    assert "claim top governor" in legal(s)
    s.apply("claim top governor")
    assert s.claims[0][j] == [1 - p, p] and "claim top governor" not in legal(s)


def test_z20_5_rul24_late_claim_and_z20_7_auto_claim():
    """Z-20.5/RUL-24: an unclaimed goal may be claimed later; Z-20.7: the auto-claim option claims at once."""
    s, p = pos(auto_claim_goals=True)
    j = goal_index(s, "governor", "GG1")
    s.squares[0] = [p, -1, -1]
    s.squares[3] = [p, -1, -1]
    s.govs[p] = 6
    give_hand(s, p, [1])
    s.apply("unify 1 2")
    assert s.claims[0][j] == [p]


def test_z21_rewards_ex10():
    """EX-10/Z-21.1-Z-21.4: round 1 beige reward (two workers in region 2): the highest beige value accepts,
    returns all beige markers, moves the disc to the round-1 beige cell."""
    s, p = pos()
    q = 1 - p
    s.m1[p][0], s.m1[q][0] = 3, 1
    s.sup1[0] -= 4
    s.m1[q][2] = 1                                         # keeps Phase 3 open at the brown reward
    s.sup1[2] -= 1
    to_rewards(s)
    assert s.tasks[-1][0] == "offer" and s.current_player == p
    assert sorted(legal(s)) == ["accept", "pass"]
    s.apply("accept")
    assert s.m1[p][0] == 0 and s.sup1[0] == 5 and s.work[p][1] == 2 and s.col[0] == p and p not in s.track


def test_z21_4_pass_goes_to_next_candidate_and_z21_5():
    """Z-21.4/Z-21.5: a passing candidate keeps the markers; the next candidate is asked; all pass: nobody."""
    s, p = pos()
    q = 1 - p
    s.m1[p][0], s.m1[q][0] = 3, 1
    s.sup1[0] -= 4
    to_rewards(s)
    s.apply("pass")
    assert s.current_player == q and s.m1[p][0] == 3
    s.apply("pass")
    assert s.col == [-1, -1, -1] or s.phase != "reward"


def test_z21_2_value3_counts_three_and_rul34_must_pass():
    """Z-21.2: a value-3 marker counts 3; RUL-34: a candidate who cannot receive passes automatically."""
    s, p = pos()
    q = 1 - p
    s.m3[q][1] = 1
    s.v3[1] = 0
    s.m1[p][1] = 2
    s.sup1[1] -= 2
    s.offs[q] = [0, 0, 0]                                  # round 1 orange: official_choice@4
    s.G[q][0:3] = [5, 5, 5]
    to_rewards(s)
    assert s.current_player == p and s.tasks[-1][2] == 1  # q (value 3) was skipped
    assert "seat %d cannot receive" % q in " ".join(s.log[-3:]) or True
    s.apply("accept red")
    assert s.G[p][3 * 3] == 1


def test_ex11_tie_order_and_new_first_player():
    """EX-11/Z-21.6/Z-22.1: track Red, Blue, Yellow, Purple; Red takes beige, Purple brown ->
    Blue, Yellow, Red, Purple; Blue starts the next round."""
    s = fresh(4, 2)
    red, blue, yellow, purple = 1, 0, 3, 2
    s.track = [red, blue, yellow, purple]
    s.m1[red][0] = 2
    s.m1[purple][2] = 2
    s.sup1 = [10, 12, 10]
    to_rewards(s)
    assert s.current_player == red
    s.apply("accept")                                      # two_workers@2
    assert s.current_player == purple
    s.apply("accept")                                      # brown round 1: two_red@1
    assert s.track == [blue, yellow, red, purple] and s.first == blue and s.rnd == 2
    assert s.order == [blue, 1, 2, 3][0:1] + [(blue + i) % 4 for i in range(1, 4)]


def test_z21_3_ties_use_tie_order():
    """Z-21.3/Z-21.6: equal values are ordered by the tie order (track, then this round's column)."""
    s = fresh(3, 2)
    s.track = [2, 0, 1]
    for p in range(3):
        s.m1[p][0] = 1
    s.sup1[0] -= 3
    to_rewards(s)
    assert s.tasks[-1][3] == (2, 0, 1)


def test_z21_7_several_rewards_disc_ends_on_last():
    """Z-21.7: a player may win several rewards; the disc ends on the last one."""
    s, p = pos()
    s.m1[p] = [1, 1, 0]
    s.sup1[0] -= 1
    s.sup1[1] -= 1
    to_rewards(s)
    s.apply("accept")
    s.apply("accept grey")
    assert s.col == [-1, p, -1] or s.track[-1] == p


def test_z21_8_rul11_governor_reward():
    """Z-21.8/RUL-11: the round-3 beige governor reward uses a square (with bonus) and resets unrest,
    without returning officials; only regions 1 or 3."""
    s, p = pos()
    s.rnd = 3
    s.m1[p][0] = 1
    s.sup1[0] -= 1
    s.unrest[p][2] = 2
    to_rewards(s)
    assert sorted(a for a in legal(s)) == ["accept 1", "accept 3", "pass"]
    g = list(s.G[p])
    s.apply("accept 3")
    s.apply("square 1")                                    # official bonus
    assert s.unrest[p][2] == 0 and s.squares[2][0] == p and s.G[p] == g
    assert "decline" in legal(s)


def test_rul12a_rul13_palace_and_wall_rewards():
    """RUL-12a: the palace reward scores cards, obeys the unrest block, no workers, no value-3 marker;
    RUL-13: the wall reward takes any free cell without workers."""
    s, p = pos()
    s.rnd = 5
    s.m1[p][1] = 1                                         # orange round 5: palace
    s.m1[p][0] = 1                                         # beige round 5: wall
    s.sup1[0] -= 1
    s.sup1[1] -= 1
    s.cards[p][0] = [1, 2]
    s.unrest[p][1] = 3                                     # region 2 blocked (icon 3)
    to_rewards(s)
    assert "accept tq1 3" in legal(s)
    s.apply("accept tq1 3")
    assert s.walls[0][2] == p and s.work[p] == [0] * 5
    acts = legal(s)
    assert "accept 2" not in acts and "accept 1" in acts
    vp = s.vp[p]
    s.apply("accept 1")
    assert s.palaces[0] == [p] and s.vp[p] == vp + 2 and s.v3 == [1, 1, 1]


def test_z21_9_rul10_rewards_trigger_nothing():
    """Z-21.9/RUL-10: rewards open no ability window and leave the court pile alone."""
    s, p = pos(board_side="B")
    s.m1[p][0] = 1
    s.sup1[0] -= 1
    court = list(s.court)
    to_rewards(s)
    s.apply("accept")
    assert s.court == court and all(f[0] != "window" for f in s.tasks)


def test_z22_3_nothing_else_resets():
    """Z-22.3: markers, workers, unrest carry over into the next round."""
    s, p = pos()
    s.m1[p][2] = 2
    s.sup1[2] -= 2
    s.unrest[p][0] = 1
    s.work[p][0] = 3
    to_rewards(s)
    while s.phase == "reward":
        s.apply("pass")
    assert s.rnd == 2 and s.m1[p][2] == 2 and s.unrest[p][0] == 1 and s.work[p][0] == 3


# ---------------------------------------------------------------- Z-23 final scoring

def scored(s):
    for p in range(s.num_players):
        s.vp[p] = 0
    s._final_scoring([])
    return s.final


def test_ex13_rul5_governor_majorities():
    """EX-13/Z-23.1/RUL-5: Red 2 vs Blue 1 in region 1 -> Red 15; three tied with 1 in region 4 -> 4 each."""
    s = fresh(4, 1)
    red, blue, yellow, purple = 1, 0, 3, 2
    s.squares[0] = [red, red, blue]
    s.squares[3] = [red, yellow, purple]
    f = scored(s)
    assert f[red]["governors"] == 15 + 4 and f[blue]["governors"] == 0
    assert f[yellow]["governors"] == 4 and f[purple]["governors"] == 4


def test_ex14_goal_sections():
    """EX-14/Z-23.4: top 5 + 2 with two discs -> 14; bottom 3 with one disc -> 3; total 17."""
    s = fresh(4, 1)
    blue = 0
    s.claims[0][2] = [blue]                                # governor goal, 5 VP space
    s.claims[0][0] = [1, 2, blue]                          # wall goal, 2 VP space
    s.claims[1][2] = [3, blue]                             # bottom governor goal, 3 VP space
    assert scored(s)[blue]["goals"] == 17


def test_z23_2_rul3_rul4_marker_majorities():
    """Z-23.2/RUL-3/RUL-4/Z-23.3: 5/6/7 VP by total value; ties to the higher track disc; nothing at 0."""
    s = fresh(3, 1)
    s.track = [2, 0, 1]
    s.m1[0] = [2, 0, 0]
    s.m3[1] = [1, 0, 0]
    s.m1[2] = [3, 1, 0]
    s.m1[1] = [0, 1, 0]
    f = scored(s)
    assert f[2]["markers"] == 5 + 6 and f[1]["markers"] == 0 and f[0]["markers"] == 0


def test_z23_5_rul37_wall_scoring():
    """Z-23.5/Z-3.7/RUL-37: a wall scores its tile criterion at its cell's level; may be negative."""
    s, p = pos()
    s.wtiles[0] = ["WT1", "b"]                             # fixed_minus_unrest [5, 10, 15]
    s.walls[0] = [p, -1, -1]
    s.unrest[p] = [3, 4, 0, 0, 0]
    assert s.wall_value(p, 0) == 5 - 7
    s.wtiles[0] = ["WT1", "a"]                             # empty_unrest [1, 2, 3]
    s.walls[0] = [-1, -1, p]
    assert s.wall_value(p, 0) == 3 * 3
    s.wtiles[0] = ["WT6", "a"]                             # colour_sets [2, 3, 4]
    s.cards[p] = [[1, 41], [81, 2], [42, 82], [], []]
    assert s.wall_value(p, 0) == 2 * 4
    s.wtiles[0] = ["WT6", "b"]                             # pair_same_colour [1, 2, 3]
    s.cards[p] = [[1, 2], [81, 41], [42, 43, 82], [], []]
    assert s.wall_value(p, 0) == 2 * 3
    s.wtiles[0] = ["WT2", "a"]                             # officials_ge_unrest
    s.unrest[p] = [1, 0, 2, 0, 0]                          # G_1 has 3 officials
    assert s.wall_value(p, 0) == 4 * 3
    s.wtiles[0] = ["WT2", "b"]                             # full_regions
    assert s.wall_value(p, 0) == 1 * 4
    s.wtiles[0] = ["WT3", "a"]                             # has_grey_official [2, 3, 4]
    assert s.wall_value(p, 0) == 1 * 4
    s.wtiles[0] = ["WT4", "b"]                             # has_orange_card (regions 2 and 3)
    assert s.wall_value(p, 0) == 2 * 3


def test_z23_6_winner_tie_break_by_track():
    """Z-23.6/RUL-23: equal VP -> the tied player highest on the reward track wins; exactly one winner."""
    s, p = pos()
    s.vp = [10, 10]
    s.tasks = []
    s.track = [1, 0]
    assert s.winners() == [1]


# ---------------------------------------------------------------- Z-24 variants

def test_z24_1_draft_keep_two_discard_hidden():
    """Z-24.1/RUL-28/DEC-2/Z-26.3: draw 3 per colour, keep 2, discard 1 face down under the deck; round 5 normal."""
    s = GAME.new_state(2, 4, {"draft": True})
    p = s.current_player
    assert s.phase == "draft" and [len(d) for d in s.drafts[p]] == [3, 3, 3]
    assert legal(s) == ["discard beige 1", "discard beige 2", "discard beige 3"]
    dropped = s.drafts[p][0][1]
    s.apply("discard beige 2")
    assert dropped not in s.hands[p] and len(s.hands[p]) == 2
    assert str(dropped) not in " ".join(s.log_for(1 - p)[-1:])
    assert s.view(1 - p)["seats"][p]["discards"] is None
    while s.phase == "draft":
        s.apply(legal(s)[0])
    assert dropped in s.decks[0][:4] and all(len(h) == 6 for h in s.hands)
    assert [len(d) for d in s.decks] == [40 - 6 + 2] * 3


def test_z24_1_round_5_normal_draw():
    """Z-24.1: round 5 uses the normal draw with the draft variant; 4 players empty the decks."""
    from tianxia.core.checks import random_playout
    s = random_playout(GAME, 4, 6, {"draft": True})
    assert [len(d) for d in s.decks] == [0, 0, 0]


def test_rul28_public_discards_option():
    """RUL-28: with public_draft_discards the discards are shown to everyone."""
    s = GAME.new_state(2, 4, {"draft": True, "public_draft_discards": True})
    p = s.current_player
    card = s.drafts[p][0][0]
    s.apply("discard beige 1")
    assert s.view(1 - p)["seats"][p]["discards"] == [card] and str(card) in s.log[-1]


def test_z24_2_reward_track_turn_order():
    """Z-24.2: with V2 the turn order is the reward track order, fixed for Phase 2."""
    s = GAME.new_state(4, 9, {"reward_track_turn_order": True})
    assert s.order == s.track
    s2 = GAME.new_state(4, 9)
    assert s2.order == [(s2.first + i) % 4 for i in range(4)]


# ---------------------------------------------------------------- Z-25 boards

def test_z25_2_rul27_b_sides_in_reverse_turn_order():
    """Z-25.2/RUL-27/DEC-1: B sides are chosen from the last player in turn order to the first."""
    s = GAME.new_state(3, 5, {"board_side": "B"})
    order = s.order
    seen = []
    while s.phase == "setup":
        seen.append(s.current_player)
        s.apply(legal(s)[0])
    assert seen == list(reversed(order)) and len(set(s.side)) == 3 and "A" not in s.side


def test_z25_3_auction_ex15_rul29():
    """Z-25.3/RUL-29/EX-15: VP start at 15; the opener must bid >= 1; bids rise strictly up to own VP;
    the winner pays and picks; the last player alone pays 1."""
    s = GAME.new_state(2, 5, {"board_side": "B_auction"})
    first = s.first
    assert s.vp == [15, 15] and len(s.removed) == 2
    assert s.current_player == first and "pass" not in legal(s) and "bid 15" in legal(s) and "bid 16" not in legal(s)
    s.apply("bid 3")
    other = 1 - first
    assert s.current_player == other and "bid 3" not in legal(s) and "bid 4" in legal(s) and "pass" in legal(s)
    s.apply("bid 5")
    s.apply("pass")
    assert s.vp[other] == 10 and s.current_player == other and s.tasks[-1][0] == "board"
    s.apply(legal(s)[0])
    assert s.vp[first] == 14 and s.side[first] is not None and s.phase == "play"


def test_z25_3_auction_four_players_next_opener():
    """Z-25.3 step 5: the next auction is opened clockwise from the previous winner among players without a board."""
    s = GAME.new_state(4, 5, {"board_side": "B_auction"})
    first = s.first
    s.apply("bid 1")
    for _ in range(3):
        s.apply("pass")
    s.apply("board star")
    assert s.side[first] == "star" and s.current_player == (first + 1) % 4


def test_dec1a_first_player_removes_boards():
    """DEC-1a/Z-25.3 step 2: with 'first_player_chooses' the first player removes 4 - N boards."""
    s = GAME.new_state(3, 5, {"board_side": "B_auction", "auction_board_removal": "first_player_chooses"})
    assert s.current_player == s.first and legal(s) == ["remove circle", "remove square", "remove triangle",
                                                        "remove star"]
    s.apply("remove star")
    assert "star" in s.removed and s.tasks[-1][0] == "bid"


def test_z29_1_option_checks():
    """Z-29.1/Z-25.4: dependent options are checked with a clear message."""
    with pytest.raises(ValueError, match="draft"):
        GAME.new_state(2, 1, {"public_draft_discards": True})
    with pytest.raises(ValueError, match="B_auction"):
        GAME.new_state(2, 1, {"auction_board_removal": "first_player_chooses"})
