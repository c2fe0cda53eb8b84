"""A second reading of the rules: edge cases of D-7..D-16 and R-1..R-36, and the words of the log and
the terminal picture (a player reads them, so they must say what happened)."""

from dragon_helpers import GAME, blank, floors, persons, play, run, set_palaces
from tianxia.games.dragon.state import CARDS


def at_round(s, r, event):
    track = list(s.track)
    track[r - 1] = event
    s.track = tuple(track)
    s.round = r


def hand(*cards):
    return tuple(cards.count(c) for c in CARDS)


# -- action phase --------------------------------------------------------------------------------------


def test_D_8_9_R_2_R_31_privilege_needs_two_yuan_left_after_the_fee():
    """5 yuan and an occupied group: 2 left after the fee, so a small privilege only; 4 yuan: none."""
    s = blank(2)
    s.groups = (("taxes", "privilege"), ("build",))
    s.dragons = ((1,), ())
    s.yuan = [5, 4]
    run(s, ("act", 0))
    assert "occupy 1 privilege" in s.legal_actions()
    play(s, "occupy 1 privilege")          # only the small one is affordable: bought without asking
    assert s.yuan[0] == 0 and s.small[0] == 1 and s.large[0] == 0
    run(s, ("act", 1))
    assert "occupy 1 privilege" not in s.legal_actions() and "occupy 1 taxes" in s.legal_actions()


def test_D_8_9_R_1_large_privilege_at_six_after_the_fee_with_the_first_edition_cost():
    s = blank(2, large_privilege_cost=6)
    s.groups = (("privilege",), ("build",))
    s.dragons = ((1,), ())
    s.yuan = [9, 0]
    run(s, ("act", 0))
    play(s, "occupy 1 privilege")
    assert s.legal_actions() == ["privilege small", "privilege large"]
    play(s, "privilege large")
    assert s.yuan[0] == 0 and s.large[0] == 1


def test_D_7_3_R_30_take_money_tops_up_to_three_and_says_so_when_nothing_is_gained():
    s = blank(2)
    s.groups = (("taxes",), ("build",))
    s.dragons = ((), ())
    s.yuan = [5, 1]
    run(s, ("act", 0))
    lines = play(s, "money")
    assert s.yuan[0] == 5 and lines == ["Seat 0 takes money: +0 yuan (already had 5)"]
    assert s.dragons == ((), ())


def test_D_8_5_military_parade_log_names_the_spaces_moved():
    s = blank(2)
    s.groups = (("parade",), ("build",))
    s.dragons = ((), ())
    set_palaces(s, 0, (2, ["wa-o"]))
    s.pos[0] = 4
    run(s, ("act", 0))
    lines = play(s, "occupy 1 parade")
    assert s.pos[0] == 7 and "holds a military parade: moves 3 to space 7" in lines[0]


# -- events ----------------------------------------------------------------------------------------------


def test_D_11_4_R_16_three_tied_first_and_two_tied_second():
    s = blank(5)
    at_round(s, 3, "festival")
    s.fw = [4, 4, 4, 1, 1]
    run(s, ("event", 0))
    assert s.score == [6, 6, 6, 3, 3] and s.fw == [2, 2, 2, 0, 0]


def test_D_11_5_R_17_player_without_persons_is_fewest_and_has_nothing_to_release():
    s = blank(2)
    at_round(s, 3, "mongol")
    s.palaces[1] = ()
    set_palaces(s, 0, (2, ["wa-y"]))
    lines = run(s, ("event", 0))
    assert s.score == [1, 0] and persons(s, 0) == [["wa-y"]]
    assert "Mongol Invasion: Seat 1 has no person to release" in lines


# -- Great Wall ------------------------------------------------------------------------------------------


def test_D_15_4_R_21_all_tied_at_zero_tiles_all_release_and_the_log_says_each():
    s = blank(2, great_wall=True)
    at_round(s, 5, "mongol")
    set_palaces(s, 0, (2, ["cr"]))
    set_palaces(s, 1, (2, ["cl"]))
    lines = run(s, ("wallcheck", 0))
    assert persons(s, 0) == [[]] and persons(s, 1) == [[]]
    assert ("Wall check: the wall (0 tiles) does not reach the Mongol Invasion of round 5; "
            "Seat 0 and Seat 1 (fewest wall tiles: 0 each) release a person each") in lines


def test_D_15_4_a_single_loser_is_named_in_the_singular():
    s = blank(2, great_wall=True)
    at_round(s, 5, "mongol")
    s.wall = ((0, "rice"),)
    set_palaces(s, 1, (2, ["cl"]))
    lines = run(s, ("wallcheck", 0))
    assert persons(s, 1) == [[]]
    assert ("Wall check: the wall (1 tile) does not reach the Mongol Invasion of round 5; "
            "Seat 1 (fewest wall tiles: 0) releases a person") in lines


def test_D_15_5_R_20_final_check_release_triggers_no_decay_and_counts_in_final_scoring():
    """After round 12 scoring a release may empty a palace; it keeps its floors (no decay follows)."""
    s = blank(2, great_wall=True)
    s.round = 12
    s.wall = ((1, "rice"),)
    set_palaces(s, 0, (2, ["cr"]), (2, ["cl"]))
    s.palaces[1] = ()
    s.yuan = [0, 0]
    run(s, ("wallcheck", 1), ("final",))
    assert s.current_player == 0            # Seat 0 (0 tiles) chooses whom to release
    play(s, "release 1 cr")
    assert floors(s, 0) == [2, 2] and persons(s, 0) == [[], ["cl"]]
    assert s.is_terminal and s.score[0] == 2


# -- Great Events ----------------------------------------------------------------------------------------


def test_D_16_8_D_17_3_eclipse_repeats_tribute_and_drought_in_full():
    s = blank(2, great_events="solar_eclipse")
    at_round(s, 7, "tribute")
    s.yuan = [9, 5]
    set_palaces(s, 1, (2, ["cr", "cl"]))
    run(s, ("event", 0), ("great",))
    # first tribute: 9 -> 5, 5 -> 1; second: 5 -> 1, 1 -> 0 and Seat 1 releases 3 (has 2: all)
    assert s.yuan == [1, 0] and persons(s, 1) == [[]]
    s = blank(2, great_events="solar_eclipse")
    at_round(s, 7, "drought")
    s.rice = [3, 0]
    set_palaces(s, 0, (2, ["cr"]), (2, ["cl"]))
    run(s, ("event", 0), ("great",))
    # first drought: 2 of 3 rice; second: the last rice and one palace unsupplied, chosen by Seat 0
    assert s.rice[0] == 0 and s.current_player == 0 and len(s.legal_actions()) == 2
    play(s, s.legal_actions()[0])
    assert sorted(map(len, (ps for _, ps in s.palaces[0]))) == [0, 1]


def test_D_16_6_R_24_earthquake_log_for_a_player_without_floors_and_with_one_floor():
    s = blank(3, great_events="earthquake")
    s.round = 7
    s.palaces[0] = ()
    set_palaces(s, 1, (1, ["cr"]))
    s.palaces[2] = ((1, ()),)
    lines = run(s, ("great",))
    assert s.palaces == [(), (), ()]
    assert "Earthquake: Seat 0 has no palace floor to lose" in lines
    assert "Earthquake: Seat 1 loses all 1 floor and every person in them" in lines
    assert "Earthquake: Seat 2 loses all 1 floor" in lines
    assert not any("all 0 floors" in t for t in lines)


def test_D_16_9_volcanic_eruption_then_the_person_phase_keeps_the_old_order():
    s = blank(3, great_events="volcanic_eruption")
    s.round = 7
    s._ev = []
    for p, k in ((0, 4), (1, 9), (2, 4)):   # order: 1, 2 (on top of 0), 0
        s._move(p, k)
    run(s, ("great",))
    assert s.pos == [0, 0, 0] and s.track_order() == [1, 2, 0]
    s.hands = [hand("cr")] * 3
    run(s, ("persons",))
    assert s.current_player == 1


def test_D_16_10_R_26_tornado_hand_of_four_gives_every_pair_once():
    s = blank(2, great_events="tornado")
    s.round = 7
    s.hands = [hand("cr", "cl", "wild", "wild"), hand("cr", "cl", "tc", "py")]
    run(s, ("great",))
    assert sorted(s.legal_actions()) == sorted([
        "discard-cards cr cl", "discard-cards cr wild", "discard-cards cl wild", "discard-cards wild wild"])
    play(s, "discard-cards wild wild")
    assert len(s.legal_actions()) == 6
    play(s, "discard-cards tc py")
    assert s.hands == [hand("cr", "cl"), hand("cr", "cl")]


def test_D_16_11_R_27_sunrise_with_full_palaces_replaces_or_discards_and_the_type_stays_chosen():
    s = blank(2, great_events="sunrise")
    s.round = 7
    set_palaces(s, 0, (1, ["cl"]))
    s.palaces[1] = ()                      # no palace at all, the tile is discarded
    run(s, ("great",))
    assert s.current_player == 0
    play(s, "sunrise cr")
    assert s.legal_actions() == ["replace 1 cl", "discard"]
    play(s, "replace 1 cl")
    assert persons(s, 0) == [["cr"]] and s.pos[0] == 2
    # Seat 1 had two choices left to make but no palace: the tile goes, no movement, the type is taken
    assert "cr" not in s.legal_actions() and s.current_player == 1
    play(s, "sunrise tc")
    assert s.pos[1] == 0 and s.sunrise_taken == ("cr", "tc") and s.gone[2] == 1


def test_D_16_12_R_29_privileges_bought_after_the_assassination_score():
    s = blank(2, great_events="assassination_attempt")
    s.round = 7
    s.small, s.large = [2, 0], [1, 1]
    run(s, ("great",), ("scoring",))
    assert s.score == [2, 2]                 # palaces only
    s.small = [1, 0]
    run(s, ("scoring",))
    assert s.score == [2 + 3, 2 + 2]


def test_D_16_13_R_28_charter_warriors_log_in_the_singular_and_craftsmen_build():
    s = blank(2, great_events="charter")
    s.round = 7
    set_palaces(s, 0, (1, ["wa-y"]))
    set_palaces(s, 1, (3, ["cr", "cr", "cl"]))
    lines = run(s, ("great",))
    assert "Charter: Seat 0 chooses the warriors and gains 1 space" in lines
    play(s, "charter cr")
    assert s.current_player == 1 and "floor new" in s.legal_actions()
    # a full 3-floor palace takes no floor: the first goes to a new palace unasked, the second is a choice
    assert s.legal_actions() == ["floor 2", "floor new"]
    play(s, "floor 2")
    assert floors(s, 1) == [3, 2]


# -- the terminal picture ------------------------------------------------------------------------------


def test_text_picture_uses_the_games_words():
    s = GAME.new_state(3, seed=3, options={"start_player": 0})
    text = GAME.render_text(s.view(None))
    assert text.startswith("In the Year of the Dragon - setup")       # no "round 0"
    assert "Key: cr craftsman, cl court lady" in text and "Supply: cr(2):6" in text
    assert "0 small and 0 large privileges" in text and "person track 0" in text
    play(s, "pair cr cl", "place 1", "place 1")
    while s.phase == "setup":
        play(s, s.legal_actions()[0])
    play(s, next(a for a in s.legal_actions() if a.startswith("occupy")))
    text = GAME.render_text(s.view(None))
    assert "[dragon of Seat " in text


def test_text_picture_says_what_a_release_is_for_and_how_many_are_left():
    s = blank(2)
    at_round(s, 3, "plague")
    set_palaces(s, 0, (2, ["cr", "cl"]), (2, ["tc", "sc-y"]))
    run(s, ("event", 0))
    last = GAME.render_text(s.view(None)).splitlines()[-1]
    assert last == "Seat 0 must choose a person to release (release N KIND) - Plague: 3 persons still to release"


def test_R_2_refused_privilege_says_whether_the_fee_is_to_blame():
    s = blank(2)
    s.groups = (("privilege",), ("taxes", "privilege"))
    s.dragons = ((), (1,))
    s.yuan = [4, 0]
    run(s, ("act", 0))
    try:
        s.apply("occupy 2 privilege")
    except Exception as err:
        assert "after the 3-yuan fee 1 yuan is left, fewer than the 2 a small privilege costs (R-2)" in str(err)
    else:
        raise AssertionError("the privilege should be refused")
    s.yuan = [1, 0]
    s._legal_cache = None
    try:
        s.apply("occupy 1 privilege")
    except Exception as err:
        assert "Seat 0 has 1 yuan, fewer than the 2 a small privilege costs (R-2)" in str(err)
    else:
        raise AssertionError("the privilege should be refused")


def test_D_15_1_D_7_4_text_picture_numbers_the_wall_like_the_events_and_hides_old_groups():
    s = blank(2, great_wall=True)
    s.wall = ((1, "rice"), (0, "vp"))
    s.groups = (("taxes",), ("build",))
    s.dragons = ((1,), ())
    s.phase = "event"
    text = GAME.render_text(s.view(None))
    assert "Wall (2/12): 1:Rice(Seat 1)  2:Victory points(Seat 0)" in text
    assert "Groups:" not in text              # the action cards went back (D-7.4)
    s.phase = "action"
    assert "Groups: 1: Taxes [dragon of Seat 1] | 2: Build" in GAME.render_text(s.view(None))


def test_D_14_2_text_picture_at_the_end_names_the_one_winner_once():
    from tianxia.core.checks import random_playout
    s = random_playout(GAME, 2, 1)
    head = GAME.render_text(s.view(None)).splitlines()[0]
    assert head == f"In the Year of the Dragon - after round 12 - game over, winner Seat {s.winners()[0]}"


def test_D_11_3_D_11_6_R_12_R_18_log_for_no_inhabited_palace_and_enough_mortars():
    s = blank(2)
    at_round(s, 3, "drought")
    s.palaces[0] = ()
    set_palaces(s, 1, (2, ["he-o", "he-y"]))
    s.rice = [2, 1]
    lines = run(s, ("event", 0))
    assert "Drought: Seat 0 has no inhabited palace and hands in no rice" in lines and s.rice == [2, 0]
    at_round(s, 4, "plague")
    lines = run(s, ("event", 0))
    assert "Plague: Seat 1 has 3 mortars: nobody leaves" in lines and persons(s, 1) == [["he-y", "he-o"]]
