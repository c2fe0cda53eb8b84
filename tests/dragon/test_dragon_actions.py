"""D-5 core state rules, D-7 action phase, D-8 actions (E-2..E-10)."""

import random

import pytest

from dragon_helpers import GAME, blank, floors, persons, play, run, set_palaces
from tianxia.core import IllegalAction
from tianxia.core.checks import random_playout


def groups(s, *gs):
    s.groups = tuple(tuple(g) for g in gs)
    s.dragons = ((),) * len(gs)


def acting(players=3, cards=(("taxes", "build"), ("harvest", "fireworks"), ("parade", "research", "privilege")),
           **opts):
    s = blank(players, **opts)
    groups(s, *cards)
    return s


# -- D-5 -------------------------------------------------------------------------------------------

def test_D_5_1_palaces_have_one_to_three_floors_and_never_more():
    s = acting()
    set_palaces(s, 0, (3, []), (2, ["cr"]))
    run(s, ("floor", 0, 2))
    assert "floor 1" not in s.legal_actions() and s.legal_actions() == ["floor 2", "floor new"]
    play(s, "floor 2")
    assert floors(s, 0) == [3, 3, 1]   # the last floor had to start a new palace


def test_D_5_1_zero_floors_palace_disappears_with_its_persons_released():
    s = blank(2, great_events="earthquake")
    set_palaces(s, 0, (1, ["cr"]), (2, ["cl"]), (2, []))
    run(s, ("quake", 0, 2))
    play(s, "remove-floor 1")
    assert persons(s, 0) == [["cl"], []] and s.gone[0] == 1


def test_D_5_2_symbols_count_only_persons_in_palaces():
    s = blank(2)
    set_palaces(s, 0, (3, ["tc", "tc", "sc-y"]), (1, ["sc-o"]))
    assert s.symbols(0, 2) == 6 and s.symbols(0, 8) == 5 and s.symbols(0, 0) == 0


def test_D_5_3_moves_go_forward_and_stack_on_top():
    s = blank(3)
    s._ev = []
    s._move(1, 4)
    s._move(2, 4)
    assert s.pos[1] == s.pos[2] == 4 and s.track_order()[0] == 2
    s._move(1, 0)   # no move without a step forward
    assert s.track_order()[0] == 2


def test_D_5_4_person_track_order_and_E_2():
    """E-2: yellow 15; blue 12 with green on top; purple 9; red 6 -> yellow, green, blue, purple, red."""
    s = blank(5)
    s._ev = []
    yellow, blue, green, purple, red = range(5)
    for p, k in ((red, 6), (purple, 9), (blue, 12), (green, 12), (yellow, 15)):
        s._move(p, k)
    assert s.track_order() == [yellow, green, blue, purple, red]


def test_D_5_5_scores_never_decrease_in_play():
    for seed in range(5):
        s = GAME.new_state(4, seed=seed, options={"great_events": "random", "great_wall": True})
        rng = random.Random(seed)
        last = s.scores()
        while not s.is_terminal:
            s.apply(rng.choice(s.legal_actions()))
            now = s.scores()
            assert all(a >= b for a, b in zip(now, last))
            last = now


def test_D_5_6_release_removes_the_tile_from_the_game_not_to_the_supply():
    s = blank(2)
    set_palaces(s, 0, (2, ["wa-o", "cr"]))
    before = list(s.supply)
    pos = s.pos[0]
    run(s, ("release", 0, 1, -1, "plague"))
    play(s, "release 1 wa-o")
    assert s.supply == before and persons(s, 0) == [["cr"]] and s.pos[0] == pos
    from tianxia.games.dragon.state import KIND_INDEX
    assert s.gone[KIND_INDEX["wa-o"]] == 1


def test_D_5_6_no_voluntary_release_action_exists_in_the_action_phase():
    s = acting()
    set_palaces(s, 0, (2, ["cr"]))
    run(s, ("act", 0))
    assert not [a for a in s.legal_actions() if a.startswith("release")]


def test_D_5_7_recruiting_gives_nothing_but_the_move():
    s = blank(2)
    s.hands[0] = (0,) * 2 + (1,) + (0,) * 7
    s.yuan[0] = 0
    run(s, ("card", 0))
    play(s, "place 1")
    assert s.yuan[0] == 0 and persons(s, 0)[0] == ["tc"] and s.pos[0] == 3


def test_D_5_8_fee_cannot_be_paid_with_too_little_money():
    s = acting()
    s.dragons = ((1,), (), ())
    s.yuan[0] = 2
    run(s, ("act", 0))
    assert not [a for a in s.legal_actions() if a.startswith("occupy 1")]


def test_D_5_9_yuan_rice_fireworks_floors_unlimited():
    s = acting(cards=(("taxes",), ("build",), ("harvest",)))
    set_palaces(s, 0, (1, ["tc"]), (1, ["tc"]), (1, ["tc"]))
    for _ in range(30):
        s.dragons = ((), (), ())
        run(s, ("act", 0))
        play(s, "occupy 1 taxes")
    assert s.yuan[0] == 6 + 30 * 11


def test_D_5_10_holdings_are_public():
    s = random_playout(GAME, 3, 1, {"great_wall": True})
    v = s.view(1)
    p0 = v["players"][0]
    for key in ("yuan", "rice", "fireworks", "privileges", "palaces", "hand", "wall_unused", "position", "score"):
        assert key in p0
    assert v == {**s.view(2), "seat": 1}


# -- D-7 -------------------------------------------------------------------------------------------

def test_D_7_1_the_deck_is_shuffled_every_round():
    s = random_playout(GAME, 4, 3)
    lines = [line for line in s.log if line.startswith("Action groups")]
    assert len(lines) == 12 and len(set(lines)) > 6


def test_D_7_2_groups_are_dealt_by_T_8():
    for n, sizes in ((2, [4, 3]), (3, [3, 2, 2]), (4, [2, 2, 2, 1]), (5, [2, 2, 1, 1, 1])):
        s = blank(n)
        run(s, ("actions",))
        assert [len(g) for g in s.groups] == sizes
    for n, sizes in ((2, [4, 4]), (3, [3, 3, 2]), (4, [2, 2, 2, 2]), (5, [2, 2, 2, 1, 1])):
        s = blank(n, great_wall=True)
        run(s, ("actions",))
        assert [len(g) for g in s.groups] == sizes


def test_D_7_3_players_act_in_person_track_order():
    s = blank(3)
    s._ev = []
    s._move(2, 9)
    s._move(0, 5)
    s._move(1, 5)
    run(s, ("actions",))
    seen = []
    while s.phase == "action" and s.tasks:
        seen.append(s.current_player)
        play(s, "money")
    assert seen == [2, 1, 0]


def test_D_7_3_fee_is_flat_and_E_3():
    """E-3: a group with 2 dragons costs 3, not 3 per dragon."""
    s = acting()
    s.dragons = ((1, 2), (), ())
    s.yuan[0] = 5
    run(s, ("act", 0))
    play(s, "occupy 1 taxes")
    assert s.yuan[0] == 5 - 3 + 2
    assert s.dragons[0] == (1, 2, 0)


def test_D_7_3_take_money_and_E_4():
    """E-4: Emil with 1 yuan takes money: 3 yuan, no dragon placed."""
    s = acting()
    s.yuan[0] = 1
    run(s, ("act", 0))
    play(s, "money")
    assert s.yuan[0] == 3 and s.dragons == ((), (), ())
    s.yuan[0] = 5
    run(s, ("act", 0))
    play(s, "money")
    assert s.yuan[0] == 5


def test_D_7_3_same_card_may_be_resolved_by_several_players():
    s = acting()
    run(s, ("act", 0), ("act", 1))
    play(s, "occupy 3 research")
    assert "occupy 3 research" in s.legal_actions()
    play(s, "occupy 3 research")
    assert s.score[:2] == [1, 1] and s.dragons[2] == (0, 1)


def test_D_7_4_dragons_return_after_the_action_phase():
    s = acting()
    run(s, ("act", 0), ("act", 1), ("end_actions",))
    play(s, "occupy 1 taxes", "occupy 1 taxes")
    assert s.dragons == ((), (), ())


# -- D-8 -------------------------------------------------------------------------------------------

def test_D_8_1_taxes_and_E_5():
    """E-5: Kasia (no TC) +2; Ania (2 TC) pays 3 then gains 8."""
    s = acting()
    kasia, ania = 0, 1
    set_palaces(s, ania, (2, ["tc", "tc"]))
    s.yuan[kasia], s.yuan[ania] = 4, 5
    run(s, ("act", kasia), ("act", ania))
    play(s, "occupy 1 taxes")
    lines = play(s, "occupy 1 taxes")
    assert s.yuan[kasia] == 6 and s.yuan[ania] == 5 + 5
    assert "collects taxes: +8 yuan" in lines[0]


def test_D_8_2_build_places_every_floor_one_at_a_time_and_E_6():
    """E-6: Emil with 2 craftsmen builds 3 floors: 2 on his 1-floor palace, 1 new palace."""
    s = acting()
    set_palaces(s, 0, (1, ["cr"]), (3, ["cr", "cl"]))
    run(s, ("act", 0))
    play(s, "occupy 1 build")
    assert s.current_player == 0 and s.legal_actions() == ["floor 1", "floor new"]
    play(s, "floor 1", "floor 1")     # the third floor can only start a new palace: placed automatically
    assert floors(s, 0) == [3, 3, 1] and not s.tasks


def test_D_8_2_floors_may_go_on_a_palace_built_in_the_same_action():
    s = acting()
    set_palaces(s, 0, (3, ["cr", "cr"]))
    run(s, ("act", 0))
    lines = play(s, "occupy 1 build")   # palace 1 is full: the first floor must start a new palace
    assert "builds a new palace (palace 2)" in lines[-1]
    play(s, "floor 2", "floor 2")
    assert floors(s, 0) == [3, 3]


def test_D_8_3_harvest_and_E_7():
    """E-7: FA-y + FA-o: +4 rice."""
    s = acting()
    set_palaces(s, 0, (2, ["fa-y", "fa-o"]))
    s.rice[0] = 2
    run(s, ("act", 0))
    play(s, "occupy 2 harvest")
    assert s.rice[0] == 6


def test_D_8_4_fireworks_display():
    s = acting()
    set_palaces(s, 0, (2, ["py-y", "py-o"]))
    run(s, ("act", 0))
    play(s, "occupy 2 fireworks")
    assert s.fw[0] == 4


def test_D_8_5_military_parade_and_E_8():
    """E-8: two WA-o: +5 spaces, on top of any marker there."""
    s = acting()
    set_palaces(s, 0, (2, ["wa-o", "wa-o"]))
    s._ev = []
    s._move(1, 5)
    run(s, ("act", 0))
    play(s, "occupy 3 parade")
    assert s.pos[0] == 5 and s.track_order()[0] == 0


def test_D_8_6_research_and_E_9():
    """E-9: SC-y + SC-o: +6 VP."""
    s = acting()
    set_palaces(s, 0, (2, ["sc-y", "sc-o"]))
    s.score[0] = 10
    run(s, ("act", 0))
    play(s, "occupy 3 research")
    assert s.score[0] == 16


def test_D_8_7_one_privilege_per_action_and_E_10():
    """E-10: 9 yuan: 7 yuan + small, or 2 yuan + large; never both."""
    for choice, yuan, small, large in (("small", 7, 1, 0), ("large", 2, 0, 1)):
        s = acting()
        s.yuan[0] = 9
        run(s, ("act", 0))
        play(s, "occupy 3 privilege")
        assert s.legal_actions() == ["privilege small", "privilege large"]
        play(s, f"privilege {choice}")
        assert (s.yuan[0], s.small[0], s.large[0]) == (yuan, small, large)
        assert not s.tasks


def test_D_8_7_large_privilege_cost_option_R_1():
    s = acting(large_privilege_cost=6)
    s.yuan[0] = 6
    run(s, ("act", 0))
    play(s, "occupy 3 privilege", "privilege large")
    assert s.yuan[0] == 0 and s.large[0] == 1


def test_D_8_8_build_wall_is_an_action_card_with_great_wall():
    s = acting(great_wall=True, cards=(("wall",), ("taxes",), ("build",)))
    run(s, ("act", 0))
    assert "occupy 1 wall" in s.legal_actions()
    play(s, "occupy 1 wall")
    assert s.current_player == 0 and len(s.legal_actions()) == 6


def test_D_8_9_privilege_legality_after_the_fee_R_2():
    s = acting()
    s.dragons = ((), (), (1,))
    s.yuan[0] = 4    # 4 - 3 = 1 < 2: cannot buy
    run(s, ("act", 0))
    assert "occupy 3 privilege" not in s.legal_actions() and "occupy 3 research" in s.legal_actions()
    with pytest.raises(IllegalAction, match="privilege"):
        s.apply("occupy 3 privilege")
    s.yuan[0] = 9    # 9 - 3 = 6 < 7: only the small one, chosen automatically
    run(s, ("act", 0))
    play(s, "occupy 3 privilege")
    assert (s.yuan[0], s.small[0], s.large[0]) == (4, 1, 0)


def test_R_31_fee_paid_before_the_action_income():
    s = acting()
    s.dragons = ((1,), (), ())
    s.yuan[0] = 2
    run(s, ("act", 0))
    with pytest.raises(IllegalAction, match="fee"):
        s.apply("occupy 1 taxes")


def test_R_30_taking_money_places_no_dragon_so_no_fee_for_others():
    s = acting()
    s.yuan[1] = 0
    run(s, ("act", 0), ("act", 1))
    play(s, "money")
    assert "occupy 1 taxes" in s.legal_actions()
