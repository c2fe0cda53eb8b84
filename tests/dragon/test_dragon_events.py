"""D-6 round structure, D-10..D-14: events, decay, scoring, end of game (E-11..E-18)."""

from dragon_helpers import GAME, blank, floors, persons, play, run, set_palaces
from tianxia.core.checks import random_playout


def event_round(s, event, r=3):
    track = list(s.track)
    track[r - 1] = event
    s.track = tuple(track)
    s.round = r


def test_D_6_1_four_phases_in_order():
    s = random_playout(GAME, 3, 4)
    kinds = [e["type"] for e in s.events]
    firsts = []
    for k in kinds:
        if k in ("groups", "card", "event", "decay", "scoring") and (not firsts or firsts[-1] != k):
            firsts.append(k)
    # every round: action groups, then person cards, then the event, then scoring
    compact = [k for k in firsts if k != "decay"]
    assert compact[:4] == ["groups", "card", "event", "scoring"]
    assert compact.count("groups") == 12 and compact.count("scoring") == 12


def test_D_6_2_final_scoring_after_round_twelve_with_the_final_wall_check_first():
    s = random_playout(GAME, 3, 4, {"great_wall": True})
    texts = s.log
    last_scoring = max(i for i, t in enumerate(texts) if t.startswith("Scoring:"))
    wall = max(i for i, t in enumerate(texts) if t.startswith("Final wall check"))
    final = min(i for i, t in enumerate(texts) if t.startswith("Final scoring"))
    assert last_scoring < wall < final


def test_D_10_1_round_r_uses_event_slot_r():
    s = random_playout(GAME, 2, 9)
    names = [t.split(": ", 1)[1] for t in s.log if t.startswith("Round ") and " event" in t]
    from tianxia.games.dragon.data import TABLES
    assert names == [TABLES.event_name[e] for e in s.track]


def test_D_10_2_event_then_wall_then_great_event_then_decay_then_scoring():
    """D-10.2 / D-17.2 / R-19."""
    s = blank(2, great_wall=True, great_events="lanternfest")
    event_round(s, "mongol", 7)
    run(s, ("round", 7))
    while s.tasks:
        play(s, s.legal_actions()[0])
        if s.round != 7 or s.phase == "scoring":
            break
    log = s.log
    i_event = next(i for i, t in enumerate(log) if t.startswith("Round 7 event"))
    i_wall = next(i for i, t in enumerate(log) if t.startswith("Wall check"))
    i_great = next(i for i, t in enumerate(log) if t.startswith("Great event:"))
    i_score = next(i for i, t in enumerate(log) if t.startswith("Scoring"))
    assert i_event < i_wall < i_great < i_score


def test_D_10_3_quantities_from_the_start_releases_in_track_order():
    """Mongol: the fewest are computed before anyone releases; releases run in person-track order."""
    s = blank(3)
    s._ev = []
    for p, k in ((0, 1), (1, 3), (2, 2)):
        s._move(p, k)
    for p in range(3):
        set_palaces(s, p, (2, ["cr", "cl"]))
    event_round(s, "mongol")
    run(s, ("event", 0))
    assert [t[1] for t in reversed(s.tasks)] == [1, 2, 0]


def test_D_11_1_peace_changes_nothing():
    s = blank(2)
    event_round(s, "peace", 1)
    before = s.to_json()["state"]
    run(s, ("event", 0))
    after = s.to_json()["state"]
    assert {k: v for k, v in before.items() if k != "phase"} == {k: v for k, v in after.items() if k != "phase"}


def test_D_11_2_tribute_and_E_11():
    """E-11: Kasia with 2 yuan pays 2 and releases 2 persons of her choice."""
    s = blank(2)
    set_palaces(s, 0, (2, ["cr", "cl"]), (2, ["tc"]))
    set_palaces(s, 1, (2, ["tc", "tc"]))
    s.yuan = [2, 9]
    event_round(s, "tribute")
    run(s, ("event", 0))
    assert s.yuan == [0, 5] and s.current_player == 0
    assert s.legal_actions() == ["release 1 cr", "release 1 cl", "release 2 tc"]
    play(s, "release 2 tc", "release 1 cr")
    assert persons(s, 0) == [["cl"], []]


def test_D_11_2_tribute_short_of_persons_releases_all_R_13():
    s = blank(2)
    set_palaces(s, 0, (2, ["cr"]))
    s.yuan = [0, 9]
    event_round(s, "tribute")
    run(s, ("event", 0))
    assert persons(s, 0) == [[]] and s.yuan[0] == 0 and not s.tasks


def test_D_11_3_drought_and_E_12():
    """E-12: Ania 3 inhabited + 1 empty, 4 rice -> 1 rice; Benek 3 inhabited, 0 rice -> one release per palace."""
    s = blank(2)
    ania, benek = 0, 1
    set_palaces(s, ania, (2, ["cr"]), (2, ["cl"]), (1, ["tc"]), (2, []))
    set_palaces(s, benek, (2, ["cr", "cl"]), (2, ["tc", "fa-y"]), (1, ["sc-y"]))
    s.rice = [4, 0]
    event_round(s, "drought")
    run(s, ("event", 0))
    assert s.rice == [1, 0] and persons(s, ania) == [["cr"], ["cl"], ["tc"], []]
    # all three palaces are unsupplied: no choice of palaces, a choice of person in each
    assert s.current_player == benek and s.legal_actions() == ["release 1 cr", "release 1 cl"]
    play(s, "release 1 cl", "release 2 fa-y")
    assert persons(s, benek) == [["cr"], ["tc"], []] and not s.tasks


def test_D_11_3_drought_designation_R_14():
    s = blank(2)
    set_palaces(s, 0, (2, ["cr", "cl"]), (2, ["tc"]), (2, ["sc-y"]))
    s.rice = [1, 5]
    event_round(s, "drought")
    run(s, ("event", 0))
    assert s.rice == [0, 5]
    assert s.legal_actions() == ["unsupplied 1", "unsupplied 2"]   # two of three, in palace order
    play(s, "unsupplied 1", "release 1 cl")
    assert s.legal_actions() == ["unsupplied 2", "unsupplied 3"]
    play(s, "unsupplied 3")
    assert persons(s, 0) == [["cr"], ["tc"], []] and not s.tasks


def test_D_11_4_dragon_festival_and_E_13():
    """E-13: Kasia 3, Emil 3, Ania 2, Benek 1 -> +6, +6, +3, +0; tokens 1, 1, 1, 1."""
    s = blank(4)
    s.fw = [3, 3, 2, 1]
    event_round(s, "festival")
    run(s, ("event", 0))
    assert s.score == [6, 6, 3, 0] and s.fw == [1, 1, 1, 1]


def test_D_11_4_festival_alone_and_zero_tokens_R_16():
    s = blank(3)
    s.fw = [5, 0, 0]
    event_round(s, "festival")
    run(s, ("event", 0))
    assert s.score == [6, 0, 0] and s.fw == [2, 0, 0]


def test_D_11_5_mongol_invasion_and_E_14():
    """E-14: helmets 3, 3, 2, 1, 1 -> VP +3 +3 +2 +1 +1; the two with 1 release (in track order)."""
    s = blank(5)
    s._ev = []
    helmets = [["wa-o", "wa-y"], ["wa-y", "wa-y", "wa-y"], ["wa-o"], ["wa-y"], ["wa-y"]]
    for p, ws in enumerate(helmets):
        set_palaces(s, p, (3, ws))
    s._move(4, 2)
    s._move(3, 1)
    event_round(s, "mongol")
    lines = run(s, ("event", 0))
    assert s.score == [3, 3, 2, 1, 1]
    assert persons(s, 3) == [[]] and persons(s, 4) == [[]]
    releases = [t for t in lines if "releases" in t]
    assert releases[0].startswith("Mongol Invasion: Seat 4") and releases[1].startswith("Mongol Invasion: Seat 3")


def test_D_11_5_all_tied_all_release_R_17():
    s = blank(2)
    set_palaces(s, 0, (2, ["cr"]))
    set_palaces(s, 1, (2, ["cl"]))
    event_round(s, "mongol")
    run(s, ("event", 0))
    assert persons(s, 0) == [[]] and persons(s, 1) == [[]]


def test_D_11_6_plague_and_E_15():
    """E-15: two HE-y -> release 1; it may be a healer."""
    s = blank(2)
    set_palaces(s, 0, (3, ["he-y", "he-y", "cr"]))
    set_palaces(s, 1, (3, ["he-o", "he-y", "cr"]))
    event_round(s, "plague")
    run(s, ("event", 0))
    assert s.current_player == 0 and s.legal_actions() == ["release 1 cr", "release 1 he-y"]
    play(s, "release 1 he-y")
    assert persons(s, 0) == [["cr", "he-y"]] and persons(s, 1) == [["cr", "he-y", "he-o"]]   # 3 mortars


def test_D_12_1_decay_and_E_16():
    """E-16: an empty palace loses a floor; an empty 1-floor palace disappears before scoring."""
    s = blank(2)
    set_palaces(s, 0, (2, ["cr"]), (1, []), (3, []))
    run(s, ("decay",))
    assert floors(s, 0) == [2, 2]


def test_D_12_2_a_new_palace_left_empty_scores_nothing():
    s = blank(2)
    set_palaces(s, 0, (2, ["cr"]), (1, []))
    set_palaces(s, 1, (2, ["cr"]))
    run(s, ("decay",), ("scoring",))
    assert s.score == [1, 1]


def test_D_13_1_scoring_and_E_17():
    """E-17: 3 palaces, 2 court ladies, 1 large privilege -> +7."""
    s = blank(2)
    set_palaces(s, 0, (2, ["cl", "cl"]), (1, ["cr"]), (1, []))
    s.large[0] = 1
    s.small[1] = 2
    run(s, ("scoring",))
    assert s.score == [7, 2 + 2]


def test_D_13_2_next_round_or_end():
    s = blank(2)
    run(s, ("scoring",), ("round", 2))
    assert s.round == 2 and s.phase == "action"


def test_D_14_1_final_scoring_and_E_18():
    """E-18: 7 persons, MO-y in a 2-floor and MO-o in a 3-floor palace, 1 rice, 2 fireworks, 4 yuan -> +25."""
    s = blank(2)
    set_palaces(s, 0, (2, ["mo-y", "cr"]), (3, ["mo-o", "cl", "tc"]), (2, ["fa-y", "sc-y"]))
    s.yuan[0], s.rice[0], s.fw[0] = 4, 1, 2
    run(s, ("final",))
    assert s.score[0] == 14 + 8 + 3


def test_D_14_2_tie_break_by_person_track_order_R_35():
    s = blank(3)
    s._ev = []
    s._move(0, 5)
    s._move(2, 5)
    s.score = [10, 10, 10]
    s.yuan = [0, 0, 0]
    run(s, ("final",))
    assert s.winners() == [2]
    s.score = [9, 30, 10]
    assert s.winners() == [1]


def test_D_14_2_no_winner_before_the_end():
    s = blank(2)
    run(s, ("round", 1))
    assert s.winners() == []


def test_R_36_counts_use_the_persons_at_that_moment():
    """The Mongol count sees a warrior recruited this round and not one released earlier."""
    s = blank(2)
    set_palaces(s, 0, (3, ["wa-o"]))
    set_palaces(s, 1, (3, ["wa-y", "wa-y"]))
    event_round(s, "mongol")
    run(s, ("event", 0))
    assert s.score == [2, 2]


def test_D_11_4_places_use_the_counts_before_any_return_D_10_3():
    """A winner with 4 keeps 2, which must not also earn the second place of a player holding 2."""
    s = blank(2)
    s.fw = [4, 2]
    event_round(s, "festival")
    run(s, ("event", 0))
    assert s.score == [6, 3] and s.fw == [2, 1]
