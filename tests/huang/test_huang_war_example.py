"""H-26.2: the rulebook's war, restated, played move by move.

The example is on an abstract all-land fragment; it is laid on side A shifted by
(dq, dr) = (+2, +6), where every hex it uses is land.  Seats: Arleta 0, Bartek 1,
Agata 2 (clockwise), Arleta active.
"""

from huang_helpers import R, Y, group_of, leader_at, position, put_structure


def at(q, r):
    return f"{q + 2},{r + 6}"


ARLETA, BARTEK, AGATA = 0, 1, 2


def example():
    tiles = {at(1, 0): "yellow", at(2, 0): "red", at(2, 1): "red", at(4, -1): "red", at(5, -1): "red",
             at(4, 0): "red", at(6, -1): "red", at(5, 0): "yellow"}
    leaders = {at(0, 0): (BARTEK, "red"), at(1, 1): (BARTEK, "yellow"), at(0, 1): (AGATA, "green"),
               at(5, 1): (AGATA, "yellow"), at(6, 0): (ARLETA, "red"), at(4, 1): (ARLETA, "blue")}
    hands = [["red", "red", "red", "red", "white", "white"], ["red", "red", "white", "white", "green", "green"],
             ["green", "green", "white", "white", "blue", "blue"]]
    s = position(3, tiles=tiles, leaders=leaders, hands=hands, active=ARLETA)
    put_structure(s, 2, [at(4, -1), at(4, 0), at(5, -1)])  # a red pagoda
    return s


def test_war_example_H_26_2_before():
    """Before: two kingdoms at peace, left strength 2, right 4."""
    s = example()
    assert len(group_of(s, at(0, 0))) == 6
    assert len(group_of(s, at(6, 0))) == 8


def test_war_example_H_26_2_H_15():
    """Every step of the rulebook example, including the winner's losses of R-7."""
    s = example()
    # Step 1: the red tile on (3,0) joins both kingdoms: a war over red and yellow
    s.apply(f"tile red {at(3, 0)}")
    assert s.phase == "war_support"
    pend = s.pend
    assert pend["involved"] == 0b00011  # yellow and red (R-3: one war for both)
    # kingdoms are named by their first hex in board order (rows north to south)
    assert [s.board.names[h] for h in pend["ids"]] == [at(4, -1), at(0, 0)]
    assert pend["base"] == [4, 2]  # U adds nothing (H-15.2)
    assert s.unif == s.board.hex(at(3, 0))
    assert sum(s.vp[ARLETA]) == 0  # the unification tile scores nothing (H-9.3)
    # Step 2: support round from Arleta's left, the placer last (H-15.5)
    assert s.current_player == BARTEK
    s.apply(f"support {at(0, 0)} 2")
    assert s.current_player == AGATA
    assert f"support {at(0, 0)} 0 leader" in s.legal_actions()
    s.apply(f"support {at(0, 0)} 0 leader")
    assert s.current_player == ARLETA
    s.apply(f"support {at(4, -1)} 3")
    # Step 3: right wins 7 to 5; step 6: Arleta picks 2 of the right's 4 red tiles
    assert s.pend["totals"] == [7, 5]
    assert s.phase == "war_loss" and s.current_player == ARLETA
    assert sorted(s.legal_actions()) == sorted(f"remove {at(*qr)}" for qr in [(4, -1), (5, -1), (4, 0), (6, -1)])
    # Step 4-5 already happened: Tiger red and yellow are off-board, both left red tiles gone
    assert s.lpos[BARTEK * 5 + R] == -1 and s.lpos[BARTEK * 5 + Y] == -1
    assert s.tile[s.board.hex(at(2, 0))] == -1 and s.tile[s.board.hex(at(2, 1))] == -1
    assert leader_at(s, at(0, 1)) == (AGATA, "green")
    assert s.vp[ARLETA][R] == 1 and s.vp[AGATA][Y] == 1
    s.apply(f"remove {at(6, -1)}")
    s.apply(f"remove {at(5, -1)}")
    # Step 6: the pagoda lost a supporting tile and returned to the supply
    assert s.struct[2] is None
    # Step 7: committed tiles to the box, Agata's red leader still off-board, marker gone
    assert s.lpos[AGATA * 5 + R] == -1
    assert s.unif == -1
    assert s.box_open[R] == 2 + 3 + 2 + 2  # left reds, Arleta's 3, Bartek's 2, two winner's losses
    # Step 8: the result
    assert group_of(s, at(1, 0)) == sorted([at(1, 0), at(0, 1)])
    assert group_of(s, at(3, 0)) == sorted([at(3, 0), at(4, -1), at(4, 0), at(5, 0), at(6, 0), at(4, 1), at(5, 1)])
    assert s.phase == "action" and s.actions_left == 1 and s.current_player == ARLETA
    assert s.hands[ARLETA].count(R) == 0 and s.hands[BARTEK].count(R) == 0


def test_war_tie_goes_to_placer_choice_H_15_7_D_4():
    """A tied war asks the placer to choose the winner."""
    s = example()
    s.apply(f"tile red {at(3, 0)}")
    s.apply(f"support {at(0, 0)} 2")
    s.apply("pass")
    s.apply("pass")
    assert s.phase == "war_tie" and s.current_player == ARLETA
    assert set(s.legal_actions()) == {f"winner {at(0, 0)}", f"winner {at(4, -1)}"}
    s.apply(f"winner {at(0, 0)}")
    # the left kingdom won: Rat red and Goat yellow leave, the right's 4 red tiles go
    assert s.lpos[ARLETA * 5 + R] == -1 and s.lpos[AGATA * 5 + Y] == -1
    assert s.vp[BARTEK][R] == 1 and s.vp[BARTEK][Y] == 1
    # winner's losses: need 4, 2 tiles committed to the left, so 2 of its 2 reds go automatically
    assert s.tile[s.board.hex(at(2, 0))] == -1 and s.tile[s.board.hex(at(2, 1))] == -1
    assert s.phase == "action"
