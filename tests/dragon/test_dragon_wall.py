"""D-15: The Great Wall (R-3, R-20, R-21)."""

import pytest

from dragon_helpers import GAME, blank, floors, persons, play, run, set_palaces
from tianxia.core import IllegalAction
from tianxia.core.checks import random_playout


def walled(players=3, **opts):
    s = blank(players, great_wall=True, **opts)
    s.groups = (("wall", "taxes"), ("build",), ("harvest",))
    s.dragons = ((), (), ())
    return s


def test_D_15_1_wall_tiles_lie_under_event_slots_left_to_right():
    s = walled()
    for p, bonus in ((0, "vp"), (1, "vp"), (0, "rice")):
        s.dragons = ((), (), ())
        run(s, ("act", p))
        play(s, "occupy 1 wall", f"wall {bonus}")
    assert s.wall == ((0, "vp"), (1, "vp"), (0, "rice"))
    assert s.view(None)["wall"][2] == {"player": 0, "bonus": s.wall[2][1]}


def test_D_15_2_wall_tiles_unused_at_setup_and_eight_cards():
    s = GAME.new_state(4, seed=2, options={"great_wall": True})
    assert all(len(u) == 6 for u in s.wall_unused) and s.wall == ()


@pytest.mark.parametrize("bonus,check", [
    ("rice", lambda s: s.rice[0] == 1),
    ("fireworks", lambda s: s.fw[0] == 1),
    ("yuan", lambda s: s.yuan[0] == 8),
    ("vp", lambda s: s.score[0] == 3),
    ("track", lambda s: s.pos[0] == 3 and s.track_order()[0] == 0),
])
def test_D_15_3_build_wall_bonuses(bonus, check):
    s = walled()
    s._ev = []
    s._move(1, 3)
    run(s, ("act", 0))
    play(s, "occupy 1 wall", f"wall {bonus}")
    assert check(s) and bonus not in s.wall_unused[0] and s.wall == ((0, bonus),)


def test_D_15_3_floor_bonus_is_placed_by_the_build_rules():
    s = walled()
    set_palaces(s, 0, (3, ["cr"]), (2, ["cl"]))
    run(s, ("act", 0))
    play(s, "occupy 1 wall", "wall floor")
    assert s.legal_actions() == ["floor 2", "floor new"]
    play(s, "floor new")
    assert floors(s, 0) == [3, 2, 1]


def test_D_15_3_wall_needs_an_unused_tile_and_room_R_3():
    s = walled()
    s.wall_unused[0] = ()
    run(s, ("act", 0))
    assert "occupy 1 wall" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="R-3"):
        s.apply("occupy 1 wall")
    s = walled()
    s.wall = tuple((1, "vp") for _ in range(12))
    run(s, ("act", 0))
    assert "occupy 1 wall" not in s.legal_actions()


def test_D_15_3_group_fee_applies_to_build_wall():
    s = walled()
    s.dragons = ((1,), (), ())
    s.yuan[0] = 3
    run(s, ("act", 0))
    play(s, "occupy 1 wall", "wall yuan")
    assert s.yuan[0] == 2


def test_D_15_4_wall_check_holds_when_long_enough():
    s = walled()
    s.round = 4
    s.wall = ((0, "vp"), (0, "rice"), (1, "vp"), (0, "yuan"))
    run(s, ("wallcheck", 0))
    assert s.score == [3, 1, 0]


def test_D_15_4_short_wall_fewest_release_R_21():
    s = walled()
    s.round = 5
    s.wall = ((0, "vp"), (1, "rice"), (0, "yuan"))
    for p in range(3):
        set_palaces(s, p, (1, ["cr"]))
    run(s, ("wallcheck", 0))
    assert persons(s, 2) == [[]] and persons(s, 0) == [["cr"]] and persons(s, 1) == [["cr"]]
    s.wall = ()
    for p in range(3):
        s.palaces[p] = ((1, (0,)),)
    run(s, ("wallcheck", 0))
    assert all(persons(s, p) == [[]] for p in range(3))   # all tied at 0: all release


def test_D_15_4_wall_check_only_in_mongol_rounds_once_R_20():
    s = random_playout(GAME, 3, 11, {"great_wall": True, "great_events": "solar_eclipse"})
    mongols = sum(1 for e in s.track if e == "mongol")
    checks = [t for t in s.log if t.startswith("Wall check")]
    assert len(checks) == mongols == 2


def test_D_15_5_final_wall_check_needs_twelve_tiles():
    s = walled()
    s.round = 12
    s.wall = tuple((p % 3, "vp") for p in range(11))
    for p in range(3):
        set_palaces(s, p, (1, ["cr"]))
    run(s, ("wallcheck", 1))
    assert [persons(s, p) for p in range(3)] == [[["cr"]], [["cr"]], [[]]]
    s.wall = tuple((p % 3, "vp") for p in range(12))
    run(s, ("wallcheck", 1))
    assert s.score == [4, 4, 4]


def test_D_15_6_mongol_round_twelve_has_both_checks():
    s = walled(2)
    track = list(s.track)
    track[11] = "mongol"
    s.track = tuple(track)
    run(s, ("round", 12))
    kinds = [t[0] for t in s.tasks]
    assert kinds.count("wallcheck") == 2 and ("wallcheck", 0) in s.tasks and ("wallcheck", 1) in s.tasks


def test_D_15_7_two_players_have_exactly_twelve_wall_tiles():
    s = GAME.new_state(2, seed=1, options={"great_wall": True})
    assert sum(len(u) for u in s.wall_unused) == 12
    s = GAME.new_state(3, seed=1, options={"great_wall": True})
    assert sum(len(u) for u in s.wall_unused) == 18
