"""Rulings of D-20 not already covered next to their rule (R-4..R-7, R-15, R-22, R-33, R-34)."""

from dragon_helpers import GAME, blank, fresh, persons, play, run, set_palaces
from tianxia.games.dragon import state as S


def test_R_4_every_built_floor_must_be_placed():
    s = blank(2)
    set_palaces(s, 0, (2, ["cr", "cr"]))
    s.groups, s.dragons = (("build",), ("taxes",)), ((), ())
    run(s, ("act", 0))
    play(s, "occupy 1 build")
    for _ in range(3):
        assert all(a.startswith("floor") for a in s.legal_actions())
        if s.tasks and s.current_player == 0 and s.tasks[-1][0] == "floor":
            play(s, s.legal_actions()[-1])
    assert sum(f for f, _ in s.palaces[0]) == 2 + 3


def test_R_5_action_order_is_fixed_at_the_start_of_the_phase():
    """A parade moves the first player past nobody's turn: the order of this phase stays."""
    s = blank(3)
    s._ev = []
    s._move(0, 3)
    s._move(1, 2)
    s._move(2, 1)
    set_palaces(s, 1, (2, ["wa-o", "wa-o"]))
    s.groups, s.dragons = (("parade",), ("taxes",), ("build",)), ((), (), ())
    run(s, ("actions",))
    s.groups, s.dragons = (("parade",), ("taxes",), ("build",)), ((), (), ())
    seen = []
    while s.phase == "action" and s.tasks and s.tasks[-1][0] == "act":
        p = s.current_player
        seen.append(p)
        play(s, "occupy 1 parade" if p == 1 else "money")
    assert seen == [0, 1, 2]
    assert s.pos[1] == 7 and s.track_order()[0] == 1


def test_R_6_stacking_on_every_forward_move():
    """Wall bonus and charter warriors land on top of a marker already there."""
    s = blank(2, great_wall=True)
    s._ev = []
    s._move(1, 3)
    s.groups, s.dragons = (("wall",), ("taxes",)), ((), ())
    run(s, ("act", 0))
    play(s, "occupy 1 wall", "wall track")
    assert s.pos == [3, 3] and s.track_order() == [0, 1]
    s = blank(2, great_events="charter")
    s._ev = []
    s._move(1, 2)
    set_palaces(s, 0, (2, ["wa-o"]))
    s.palaces[1] = ()
    run(s, ("great",))
    assert s.pos == [2, 2] and s.track_order() == [0, 1]


def test_R_7_event_track_end_swap():
    """The last tile equal to slot 11: slots 10 and 11 swap and it goes to slot 12."""
    F, P, M, D, T = "festival", "plague", "mongol", "drought", "tribute"
    track = S.lay_event_track([F, P, M, D, T, F, P, M, D, D])
    assert track[9:] == [D, M, D]


def test_R_15_tribute_money_first_then_free_choice_of_persons():
    s = blank(2)
    set_palaces(s, 0, (2, ["cr", "mo-y"]), (1, ["sc-o"]))
    s.yuan = [3, 4]
    track = list(s.track)
    track[3] = "tribute"
    s.track, s.round = tuple(track), 4
    run(s, ("event", 0))
    assert s.yuan == [0, 0]
    assert s.legal_actions() == ["release 1 cr", "release 1 mo-y", "release 2 sc-o"]
    play(s, "release 1 mo-y")
    assert persons(s, 0) == [["cr"], ["sc-o"]]


def test_R_22_great_event_public_by_default():
    s = GAME.new_state(3, seed=2, options={"great_events": "random"})
    assert s.view(1)["great_event"] == s.great
    assert any(s.great and line.startswith("Great event on slot 7") for line in s.log)


def test_R_33_only_person_and_wall_tiles_are_limited():
    s = blank(2)
    s.supply = [0] * 15
    s.hands[0] = tuple([0] * 9 + [1])
    lines = run(s, ("card", 0))
    assert any("nothing happens" in t for t in lines)
    s.groups, s.dragons = (("taxes",), ("build",)), ((), ())
    s.yuan[0] = 10 ** 6
    run(s, ("act", 0))
    play(s, "occupy 1 taxes")
    assert s.yuan[0] == 10 ** 6 + 2


def test_R_34_initial_placement_free_and_markers_move_after_each_pick():
    s = fresh(3)
    play(s, "pair fa sc", "place 2", "place 2")      # both in the same palace
    assert persons(s, 0) == [[], ["fa-y", "sc-y"]] and s.pos[0] == 8
    play(s, "pair tc fa", "place 1")                  # 3 + 4 = 7
    assert s.pos[1] == 0                               # not moved before both tiles are placed
    play(s, "place 2")
    assert s.pos[1] == 7
