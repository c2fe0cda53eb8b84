"""The rules file's worked examples E-20.1 to E-20.8 (the rulebook's Examples 1-8).

Players: Aleksander (A, seat 0), Barbara (B, seat 1), Krzysztof (K, seat 2), Dorota (D, seat 3);
4 players, side A unless stated.
"""

import pytest
from emperor_helpers import emissary, fortification, fresh, give, hand, houses, region_houses, to_turn

from tianxia.core import IllegalAction

A, B, K, D = 0, 1, 2, 3


def test_e20_1a_single_in_empty_region_allows_one_piece_only():
    """E-20.1 (a), E-7.2: A opens empty Wei with a red single; no second piece there or in Shu."""
    s = fresh()
    give(s, A, ["purple", "red", "red"])
    s.apply("house wei2 red")
    assert s.owner[s.tb.space_index["wei2"]] == A
    assert all(a.startswith("draw") for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="Wei was empty at the start of your turn"):
        s.apply("house wei4 red")
    with pytest.raises(IllegalAction, match="this turn's pieces must all go in Wei"):
        s.apply("house shu1 red")
    assert sorted(hand(s, A)) == ["purple", "red"]
    s.apply("draw deck")  # he draws 1 card, then his turn ends
    assert len(hand(s, A)) == 3 and s.current_player == B


def test_e20_1b_single_plus_green_pair_in_occupied_region():
    """E-20.1 (b), E-6.4: Wei holds A's house, so B places 2 pieces: a red single and a green pair."""
    s = fresh()
    houses(s, A, "wei2")
    to_turn(s, B)
    give(s, B, ["red", "green", "green"])
    s.apply("house wei4 red")
    assert "house wei6 pair green" in s.legal_actions()
    s.apply("house wei6 pair green")
    assert region_houses(s, "wei")[B] == 2
    assert s.phase == "draw" and hand(s, B) == []  # she played 3 cards and now draws 3


def test_e20_1c_three_yellows():
    """E-20.1 (c), E-6.3, E-6.4: 1 or 2 pieces in Qi or Ch'in by singles, never 3; a yellow pair is a
    joker anywhere but Qi and Ch'in."""
    s = fresh()
    houses(s, A, "qi1", "qin1")
    to_turn(s, K)
    give(s, K, ["yellow", "yellow", "yellow"])
    legal = s.legal_actions()
    assert "house qi2 yellow" in legal and "house qin2 yellow" in legal
    assert "house zhao1 pair yellow" in legal and "house chu1 pair yellow" in legal
    assert "house qi2 pair yellow" not in legal and "house qin2 pair yellow" not in legal
    with pytest.raises(IllegalAction, match="no joker in yellow Qi"):
        s.apply("house qi2 pair yellow")
    s.apply("house qi2 yellow")
    s.apply("house qi3 yellow")
    assert hand(s, K) == ["yellow"], "the third card stays in his hand"
    assert all(a.startswith("draw") for a in s.legal_actions()), "never a third piece"


def test_e20_2_the_cap():
    """E-20.2, E-7.5: B has 4 houses in Chu and 2 emissaries stand there; A (no house in Chu) places
    2 emissaries with a purple single and an orange pair; a fifth emissary is illegal."""
    s = fresh()
    houses(s, B, "chu1", "chu2", "chu3", "chu4")
    emissary(s, "chu", K)
    emissary(s, "chu", D)
    give(s, A, ["purple", "orange", "orange"])
    s.apply("emissary chu purple")
    s.apply("emissary chu pair orange")
    r = s.tb.region_index["chu"]
    assert s.etotal[r] == 4 == s._cap(r)
    while s.current_player == A:
        s.apply(s.legal_actions()[0])
    give(s, B, ["purple", "purple", "red"])
    assert not [a for a in s.legal_actions() if a.startswith("emissary chu")]
    with pytest.raises(IllegalAction, match="cap is 4"):
        s.apply("emissary chu purple")


def test_e20_3_cap_with_tied_majorities():
    """E-20.3, E-7.3: B and D have 2 houses each in Qi: cap 2; a house placed first raises it to 3."""
    s = fresh()
    houses(s, B, "qi1", "qi2")
    houses(s, D, "qi3", "qi4")
    give(s, A, ["yellow", "yellow", "red"])
    r = s.tb.region_index["qi"]
    assert s._cap(r) == 2
    s.apply("emissary qi yellow")
    assert "emissary qi yellow" in s.legal_actions()  # up to 2 emissaries
    assert "house qi5 yellow" in s.legal_actions()  # or a house and an emissary
    # B places a house first: the cap becomes 3 before her second piece
    s2 = fresh()
    houses(s2, B, "qi1", "qi2")
    houses(s2, D, "qi3", "qi4")
    emissary(s2, "qi", A, 2)
    to_turn(s2, B)
    give(s2, B, ["yellow", "yellow", "red"])
    assert "emissary qi yellow" not in s2.legal_actions()
    s2.apply("house qi5 yellow")
    assert s2._cap(r) == 3 and "emissary qi yellow" in s2.legal_actions()


def test_e20_4_region_scoring():
    """E-20.4, E-8.1, E-8.2: Wei completed with A 4, B 2, D 1 scores 7 / 4 / 2 / 0 at once."""
    s = fresh()
    houses(s, A, "wei1", "wei2", "wei3", "wei5")
    houses(s, B, "wei4", "wei6")
    to_turn(s, D)
    give(s, D, ["red", "green", "orange"])
    s.apply("house wei7 red")
    assert s.score == [7, 4, 0, 2]
    assert s.scored[s.tb.region_index["wei"]]
    assert any(e["type"] == "region_scored" for e in s.events)


def test_e20_5_tie_in_region_scoring():
    """E-20.5, R-10: Qi with B 2, K 2, D 1: B and K score 5, D (second, no rank skipped) 2."""
    s = fresh()
    houses(s, B, "qi1", "qi2")
    houses(s, K, "qi3", "qi4")
    houses(s, D, "qi5")
    assert s.region_points(s.tb.region_index["qi"]) == [0, 5, 5, 2]


def example_6_board(side="A"):
    s = fresh(4, side=side)
    houses(s, A, "wei1", "wei2", "wei3", "wei5")
    houses(s, B, "wei4", "wei6")
    houses(s, D, "wei7")
    houses(s, D, "qin3", "qin4", "qin5", "qin6", "qin7")
    houses(s, B, "qin1")
    houses(s, A, "qin2")
    houses(s, D, "shu1")
    houses(s, K, "shu2", "shu3", "shu4")
    emissary(s, "wei", D)
    emissary(s, "wei", B)
    emissary(s, "qin", D, 2)
    emissary(s, "qin", B)
    emissary(s, "qin", A)
    emissary(s, "shu", K, 2)
    emissary(s, "shu", D)
    return s


def test_e20_6_alliances():
    """E-20.6, E-14.2: alliance 3 (Wei-Ch'in) gives D 2 + 4 = 6; alliance 4 and all others nothing."""
    s = example_6_board()
    got = dict(s.alliance_points())
    assert got[3] == [0, 0, 0, 6]
    assert got[4] == [0, 0, 0, 0]
    assert all(pts == [0, 0, 0, 0] for no, pts in got.items() if no != 3)


@pytest.mark.parametrize("side", ["A", "B"])
def test_e20_7_roads(side):
    """E-20.7, E-14.4: D's line qin3-qin4-qin5-qin6-shu1 scores 5 (qin7 is a branch), A's
    wei3-wei2-wei1-wei5 scores 4, B and K nothing; the same on side B."""
    s = example_6_board(side)
    assert [s.road_points(p) for p in range(4)] == [4, 0, 0, 5]


def test_e20_7_roads_fortified_line_doubles():
    """E-20.7, E-15.5: with one of D's five line houses fortified, the line scores 10."""
    s = fresh(4, fort=True)
    fortification(s, "qin4", A)
    s2 = example_6_board()
    s.owner, s.hcount = s2.owner[:], s2.hcount[:]
    assert s.road_points(D) == 10


def test_e20_8_fortification():
    """E-20.8, E-15.2: A fortifies the empty qi6 with a yellow card, builds his house on it with a
    second, keeps the third and draws 2; Qi's points for A are then doubled."""
    s = fresh(4, fort=True)
    houses(s, B, "qi1")
    give(s, A, ["yellow", "yellow", "yellow"])
    s.apply("fortify qi6 yellow")
    s.apply("house qi6 yellow")
    q6 = s.tb.space_index["qi6"]
    assert s.fort[q6] == A and s.owner[q6] == A and s.supply_f[A] == 0
    assert hand(s, A) == ["yellow"] and s.phase == "draw"
    r = s.tb.region_index["qi"]
    assert s.region_points(r) == [4, 2, 0, 0]  # 1 v 1: both first with T = 2; only A doubled
