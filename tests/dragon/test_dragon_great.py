"""D-16 Great Events, D-17 both expansions (E-20..E-22, R-19..R-29)."""

import pytest

from dragon_helpers import GAME, blank, floors, persons, play, run, set_palaces
from tianxia.core import IllegalAction
from tianxia.core.checks import random_playout
from tianxia.games.dragon.state import CARDS, KIND_INDEX


def great(event, players=3, **opts):
    s = blank(players, great_events=event, **opts)
    s.round = 7
    return s


def hand(*cards):
    return tuple(cards.count(c) for c in CARDS)


def test_D_16_1_one_great_event_on_slot_seven():
    s = GAME.new_state(3, seed=4, options={"great_events": "random"})
    v = s.view(0)
    assert v["great_event"] == s.great and s.great in v["great_event"]
    s = random_playout(GAME, 3, 4, {"great_events": "buddha"})
    assert sum(1 for t in s.log if t.startswith("Great event:")) == 1


def test_D_16_2_great_event_only_in_round_seven_after_the_event_and_before_decay():
    s = random_playout(GAME, 3, 5, {"great_events": "lanternfest"})
    log = s.log
    i = log.index("Great event: Lanternfest")
    before = [t for t in log[:i] if t.startswith("Round ")]
    assert before[-1].startswith("Round 7 event")
    after = log[i:]
    first_decay_or_score = next(t for t in after if t.startswith(("Decay", "Scoring")))
    assert first_decay_or_score  # decay/scoring of round 7 follow the great event
    assert next(t for t in after if t.startswith("Round ")) == "Round 8 begins"


def test_D_16_3_and_R_23_order_is_taken_when_the_great_event_begins():
    s = great("flood")
    s._ev = []
    for p, k in ((0, 2), (1, 9), (2, 5)):
        s._move(p, k)
    s.yuan, s.rice = [2, 2, 2], [2, 2, 2]
    run(s, ("great",))
    assert s.current_player == 1 and [t[1] for t in reversed(s.tasks)] == [1, 2, 0]


def test_D_16_4_lanternfest():
    s = great("lanternfest")
    set_palaces(s, 0, (3, ["cr", "cl", "tc"]))
    set_palaces(s, 1, (1, ["cr"]))
    run(s, ("great",))
    assert s.score == [6, 2, 0]


def test_D_16_5_buddha():
    s = great("buddha")
    set_palaces(s, 0, (3, ["mo-o", "cl"]), (2, ["mo-y"]))
    run(s, ("great",))
    assert s.score[0] == 2 * 3 + 1 * 2


def test_D_16_6_earthquake_two_floors_one_at_a_time_R_24():
    """Both floors may come from one palace; the owner chooses who leaves a full palace (R-24: chosen
    with each removal, the same end states as releasing after both)."""
    s = great("earthquake", 2)
    set_palaces(s, 0, (3, ["cr", "cl", "tc"]), (1, ["sc-y"]))
    set_palaces(s, 1, (1, []))
    run(s, ("great",))
    assert s.current_player == 0
    assert s.legal_actions() == ["remove-floor 1 cr", "remove-floor 1 cl", "remove-floor 1 tc", "remove-floor 2"]
    with pytest.raises(IllegalAction, match="name the person who leaves"):
        s.apply("remove-floor 1")
    play(s, "remove-floor 1 cr")
    assert floors(s, 0) == [2, 1] and persons(s, 0) == [["cl", "tc"], ["sc-y"]]
    assert s.legal_actions() == ["remove-floor 1 cl", "remove-floor 1 tc", "remove-floor 2"]
    play(s, "remove-floor 1 tc")
    assert floors(s, 0) == [1, 1] and persons(s, 0) == [["cl"], ["sc-y"]]
    assert s.palaces[1] == () and not s.tasks   # fewer than 2 floors: all removed


def test_D_16_6_no_release_when_the_palace_still_has_room():
    s = great("earthquake", 2)
    set_palaces(s, 0, (3, ["cr"]), (2, ["sc-y", "cl"]))
    s.palaces[1] = ()
    run(s, ("great",))
    play(s, "remove-floor 1", "remove-floor 1")
    assert floors(s, 0) == [1, 2] and persons(s, 0) == [["cr"], ["cl", "sc-y"]] and not s.tasks


def test_D_16_6_earthquake_palace_collapse_releases_its_persons():
    s = great("earthquake", 2)
    set_palaces(s, 0, (1, ["sc-y"]), (3, ["cr"]))
    set_palaces(s, 1, (1, []))
    run(s, ("great",))
    play(s, "remove-floor 1")
    assert persons(s, 0) == [["cr"]] and s.gone[KIND_INDEX["sc-y"]] == 1
    assert floors(s, 0) == [2] and not s.tasks   # the second floor could only come from palace 2


def test_D_16_7_flood_and_E_20_R_25():
    """E-20: 3 yuan, 2 rice, 2 fireworks (S = 7): return 3 items of any mix."""
    s = great("flood", 2)
    s.yuan, s.rice, s.fw = [3, 1], [2, 0], [2, 0]
    run(s, ("great",))
    legal = s.legal_actions()
    assert "return 2 0 1" in legal and "return 1 2 0" in legal and "return 0 2 1" in legal
    assert all(sum(a.args) == 3 for a in legal) and "return 3 0 0" in legal and len(legal) == 8
    play(s, "return 2 0 1")
    assert (s.yuan[0], s.rice[0], s.fw[0]) == (1, 2, 1)
    assert not s.tasks and s.yuan[1] == 1   # S = 1: floor(1/2) = 0, nothing to return


def test_D_16_8_solar_eclipse_repeats_the_event_and_E_21():
    """E-21: Dragon Festival resolved twice, the second time from the new counts."""
    s = great("solar_eclipse", 3)
    track = list(s.track)
    track[6] = "festival"
    s.track = tuple(track)
    s.fw = [8, 5, 1]
    run(s, ("event", 0), ("great",))
    # first: 8 -> +6 keeps 4, 5 -> +3 keeps 2, 1 -> nothing; second: 4 -> +6 keeps 2, 2 -> +3 keeps 1
    assert s.score == [12, 6, 0] and s.fw == [2, 1, 1]


def test_D_16_8_round_seven_is_never_peace():
    for seed in range(200):
        assert GAME.new_state(2, seed=seed).track[6] != "peace"


def test_D_16_9_volcanic_eruption_keeps_the_order():
    s = great("volcanic_eruption", 4)
    s._ev = []
    for p, k in ((0, 4), (1, 9), (2, 4), (3, 1)):
        s._move(p, k)
    before = s.track_order()
    run(s, ("great",))
    assert s.pos == [0, 0, 0, 0] and s.track_order() == before
    s._move(3, 1)
    assert s.track_order()[0] == 3


def test_D_16_10_tornado_discards_two_and_later_phases_are_skipped_R_26():
    s = great("tornado", 2)
    s.hands = [hand("cr", "cl", "wild", "wild"), hand("tc", "py", "wa", "mo")]
    run(s, ("great",))
    legal = s.legal_actions()
    assert "discard-cards wild wild" in legal and "discard-cards cr cl" in legal and len(legal) == 4
    play(s, "discard-cards wild cr")     # either order
    assert s.hands[0] == hand("cl", "wild")
    play(s, "discard-cards tc py")
    assert s.hands[1] == hand("wa", "mo")
    s = random_playout(GAME, 3, 2, {"great_events": "tornado"})
    for r in (10, 11, 12):
        start = s.log.index(f"Round {r} begins")
        event = next(i for i, t in enumerate(s.log) if t.startswith(f"Round {r} event"))
        assert not any(" card" in t and "plays" in t for t in s.log[start:event])


def test_D_16_11_sunrise_distinct_young_types_R_27():
    s = great("sunrise", 3)
    s.supply[KIND_INDEX["mo-y"]] = 0
    run(s, ("great",))
    legal = s.legal_actions()
    assert "sunrise mo" not in legal and "sunrise cr" in legal and len(legal) == 8
    play(s, "sunrise py", "place 1")
    assert persons(s, 0) == [["py-y"], []] and s.pos[0] == 5 and "sunrise py" not in s.legal_actions()
    s.palaces[1] = ()
    play(s, "sunrise wa")    # no palace: the tile is discarded, the type still counts as chosen
    assert s.gone[KIND_INDEX["wa-y"]] == 1 and "sunrise wa" not in s.legal_actions()


def test_D_16_11_sunrise_without_a_legal_type_gets_nothing():
    s = great("sunrise", 2)
    s.supply = [0] * 15
    lines = run(s, ("great",))
    assert any("gets nothing" in t for t in lines) and not s.tasks


def test_D_16_12_assassination_attempt_R_29():
    s = great("assassination_attempt", 2)
    s.small, s.large = [2, 0], [1, 3]
    run(s, ("great",), ("scoring",))
    assert s.small == [0, 0] and s.large == [0, 0] and s.score == [2, 2]


def test_D_16_13_charter_and_E_22_R_28():
    """E-22: farmers -> rice per rice symbol; monks -> Buddhas x floors; scholars -> VP per book."""
    s = great("charter", 3)
    ania, wojtek, magda = 0, 1, 2
    set_palaces(s, ania, (2, ["fa-y", "fa-o"]))
    set_palaces(s, wojtek, (3, ["mo-o", "cr"]), (2, ["mo-y"]))
    set_palaces(s, magda, (2, ["sc-y", "sc-o"]))
    run(s, ("great",))
    assert s.rice[ania] == 3      # one owned type: chosen automatically
    assert s.current_player == wojtek and s.legal_actions() == ["charter cr", "charter mo"]
    play(s, "charter mo")
    assert s.score[wojtek] == 2 * 3 + 1 * 2 and s.score[magda] == 5


@pytest.mark.parametrize("t,field,value", [
    ("cl", "score", 2), ("py", "fw", 3), ("tc", "yuan", 6 + 6), ("wa", "pos", 3), ("he", "score", 0)])
def test_D_16_13_charter_benefits_R_28(t, field, value):
    s = great("charter", 2)
    tiles = {"cl": ["cl", "cl"], "py": ["py-y", "py-o"], "tc": ["tc", "tc"], "wa": ["wa-y", "wa-o"],
             "he": ["he-y", "he-o"]}[t]
    set_palaces(s, 0, (3, tiles + ["cr"]))
    s.palaces[1] = ()
    run(s, ("great",))
    play(s, f"charter {t}")
    assert getattr(s, field)[0] == value and not s.tasks


def test_D_16_13_charter_craftsmen_place_floors_and_no_persons_skip():
    s = great("charter", 2)
    set_palaces(s, 0, (2, ["cr", "cr"]))
    s.palaces[1] = ()
    run(s, ("great",))
    assert s.current_player == 0 and s.legal_actions() == ["floor 1", "floor new"]
    lines = play(s, "floor 1")     # the second floor can only start a new palace
    assert floors(s, 0) == [3, 1] and not s.tasks
    assert any("Seat 1 has no persons and gets nothing" in t for t in lines)


def test_D_17_1_both_expansions_use_eight_cards():
    s = blank(3, great_wall=True, great_events="flood")
    run(s, ("actions",))
    assert sum(len(g) for g in s.groups) == 8


def test_D_17_2_round_seven_order_with_both():
    s = blank(2, great_wall=True, great_events="buddha")
    track = list(s.track)
    track[6] = "mongol"
    s.track = tuple(track)
    run(s, ("round", 7))
    kinds = [t[0] for t in reversed(s.tasks)]
    i = kinds.index("event")
    assert kinds[i:i + 5] == ["event", "wallcheck", "great", "decay", "scoring"]


def test_D_17_3_eclipse_on_a_mongol_round_twice_mongol_once_wall():
    s = random_playout(GAME, 2, 0, {"great_wall": True, "great_events": "solar_eclipse"})
    for seed in range(200):
        s = GAME.new_state(2, seed=seed, options={"great_wall": True, "great_events": "solar_eclipse"})
        if s.track[6] == "mongol":
            break
    import random
    rng = random.Random(1)
    while not s.is_terminal:
        s.apply(rng.choice(s.legal_actions()))
    log = s.log
    start, end = log.index("Round 7 begins"), log.index("Round 8 begins")
    seven = log[start:end]
    assert sum(1 for t in seven if t.startswith("Round 7 event")) == 2
    assert sum(1 for t in seven if t.startswith("Wall check:")) == 1
    assert seven.index(next(t for t in seven if t.startswith("Wall check:"))) < seven.index(
        "Round 7 event again (Solar Eclipse): Mongol Invasion")


def test_D_17_4_great_events_do_not_touch_the_wall():
    for ge in ("earthquake", "flood", "tornado", "sunrise", "charter", "volcanic_eruption"):
        s = GAME.new_state(3, seed=3, options={"great_wall": True, "great_events": ge})
        import random
        rng = random.Random(3)
        while s.round < 7 or s.phase in ("action", "person"):
            s.apply(rng.choice(s.legal_actions()))
        wall, unused = s.wall, list(s.wall_unused)
        while s.round == 7 and s.phase == "event" and s.tasks:
            s.apply(rng.choice(s.legal_actions()))
        assert s.wall == wall and s.wall_unused == unused
