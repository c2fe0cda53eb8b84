"""The house rules: each doubtful reading of the rules (D-20's rulings) is an option whose default is
our ruling; every test builds a position where the two readings differ and checks both outcomes."""

from __future__ import annotations

import json

import pytest
from dragon_helpers import GAME, blank, floors, persons, play, run, set_palaces

from tianxia.games.dragon import state as S


def rest_of_round(s, r: int) -> list:
    """Run round ``r`` from its event phase on, its steps laid out as the round lays them (the action
    and person phases left out), every event tile Peace; return the log lines."""
    s.track = ("peace",) * 12
    s._ev = []
    S._auto_round(s, ("round", r))
    steps = [t for t in reversed(s.tasks) if t[0] not in ("actions", "persons")]
    end = next(i for i, t in enumerate(steps) if t[0] in ("round", "final"))
    return run(s, *steps[:end])


# -- D-16.2 / R-19: the great event before or after decay ------------------------------------------------


def test_r19_house_rule_earthquake_before_or_after_decay():
    """D-16.6 with R-19: before decay, seat 0 chooses which 2 of its 3 floors go and keeps a palace;
    after decay, the empty 1-floor palace has already decayed away, the 2 floors left are all it has,
    and the Earthquake takes both with their persons (D-16.6: fewer than 2 floors to choose from)."""
    kept = {}
    for timing in ("before_decay", "after_decay"):
        s = blank(2, round=7, great_events="earthquake", great_event_timing=timing)
        s.palaces[1] = ()
        set_palaces(s, 0, (1, []), (2, ["cl", "sc-y"]))
        rest_of_round(s, 7)
        if timing == "before_decay":
            assert s.tasks[-1] == ("quake", 0, 2)
            play(s, "remove-floor 1", "remove-floor 1 sc-y")
        kept[timing] = (floors(s, 0), persons(s, 0))
    assert kept["before_decay"] == ([1], [["cl"]])
    assert kept["after_decay"] == ([], [])


def test_r19_house_rule_sunrise_before_or_after_decay():
    """D-16.11 with R-19: the Sunrise person placed before decay saves the empty palace from losing a
    floor (D-12.1); after decay the palace has lost the floor before the person arrives."""
    got = {}
    for timing in ("before_decay", "after_decay"):
        s = blank(2, round=7, great_events="sunrise", great_event_timing=timing)
        s.palaces[1] = ()
        s.palaces[0] = ((2, ()),)
        rest_of_round(s, 7)
        while s.tasks:
            task = s.tasks[-1]
            play(s, "place 1" if task[0] == "place" else "sunrise sc" if task[1] == 0 else s.legal_actions()[0])
        got[timing] = floors(s, 0), persons(s, 0)
    assert got["before_decay"] == ([2], [["sc-y"]])
    assert got["after_decay"] == ([1], [["sc-y"]])


def test_r19_default_is_before_decay():
    assert GAME.options["great_event_timing"]["default"] == "before_decay"
    s = blank(2, round=7, great_events="lanternfest")
    s.track = ("peace",) * 12
    s._ev = []
    S._auto_round(s, ("round", 7))
    kinds = [t[0] for t in reversed(s.tasks)]
    assert kinds.index("great") < kinds.index("decay") < kinds.index("scoring")


# -- D-15.5 / R-20: the final wall check after or before round 12's scoring ---------------------------------


def test_r20_house_rule_final_wall_check_after_or_before_scoring():
    """D-15.5 with R-20: the wall is short, seat 0 has no tile in it and releases its only person, a
    court lady.  After round 12's scoring (our reading) she and her palace still scored in it; in the
    event phase (before scoring) she is gone before it, her palace decays away (D-12.1), and round
    12's scoring gives seat 0 neither."""
    got = {}
    for when in ("after_scoring", "before_scoring"):
        s = blank(2, round=12, great_wall=True, final_wall_check=when)
        s.palaces[1] = ()
        set_palaces(s, 0, (1, ["cl"]))
        s.wall = ((1, "vp"),)
        log = rest_of_round(s, 12)
        view = s.view(None)["players"][0]
        got[when] = view["points"]["palaces"], view["points"]["ladies"], floors(s, 0), log
    assert got["after_scoring"][:3] == (1, 1, [1])
    assert got["before_scoring"][:3] == (0, 0, [])
    for when in got:   # the release comes after or before the scoring line of round 12
        log = got[when][3]
        released = next(i for i, line in enumerate(log) if "releases" in line and "Seat 0" in line)
        scored = next(i for i, line in enumerate(log) if line.startswith("Scoring") or "scores" in line)
        assert (released > scored) == (when == "after_scoring"), log


# -- D-8.9 / R-2: the Privilege action with fewer than 2 yuan ---------------------------------------------


def poor_position(**options):
    s = blank(3, **options)
    s.groups = (("build", "privilege"), ("taxes", "privilege"))
    s.dragons = ((), (2,))
    s.yuan[0] = 4
    s.tasks = [("act", 0)]
    s._legal_cache = None
    return s


def test_r2_default_privilege_needs_two_yuan_after_the_fee():
    s = poor_position()
    legal = s.legal_actions()
    assert "occupy 1 privilege" in legal   # 4 yuan, no fee
    assert "occupy 2 privilege" not in legal   # 4 - 3 (fee) = 1 yuan: cannot buy
    s.yuan[0] = 1
    s._legal_cache = None
    assert "occupy 1 privilege" not in s.legal_actions()


def test_r2_house_rule_privilege_without_two_yuan_buys_nothing():
    s = poor_position(privilege_without_yuan=True)
    assert "occupy 2 privilege" in s.legal_actions()
    log = play(s, "occupy 2 privilege")
    assert s.yuan[0] == 1 and s.small[0] == 0 and s.large[0] == 0   # paid the fee, bought nothing
    assert s.dragons[1] == (2, 0)
    assert any("buys no privilege" in line for line in log), log


def test_r2_house_rule_still_buys_when_the_player_can():
    """The house rule only opens the action to a poor player: one with 2 yuan still buys (D-8.7)."""
    s = poor_position(privilege_without_yuan=True)
    play(s, "occupy 1 privilege")
    assert s.small[0] == 1 and s.yuan[0] == 2


# -- D-16.10 / R-26: Tornado discards face up or face down -------------------------------------------------


def tornado(face: str):
    s = blank(3, round=7, great_events="tornado", tornado_discards=face)
    cards = [S.CARDS.index(c) for c in ("sc", "mo", "fa", "wild")]
    hand = tuple(1 if c in cards else 0 for c in range(len(S.CARDS)))
    s.hands = [hand] * 3
    run(s, ("great",))
    return s


def test_r26_default_discards_face_up():
    s = tornado("face_up")
    p = s.current_player
    log = play(s, "discard-cards sc mo")
    assert any("sc" in line or "scholar" in line for line in log)
    for q in (None, 0, 1, 2):
        assert s.view(q)["players"][p]["hand"] == {"fa": 1, "wild": 1}
    assert "face_down" not in s.to_json()["state"]


def test_r26_house_rule_face_down_hides_the_discards_from_every_other_seat():
    """Two tables where the same seat, with the same public history, discarded different cards: every
    other seat's view and log, and the history, are the same at both; only the owner's differ."""
    a = tornado("face_down")
    p = a.current_player
    assert a.legal_actions() == [f"discard-cards {i} {j}" for i in range(1, 5) for j in range(i + 1, 5)]
    b = a.clone()
    order = a.tasks[-1][2:]
    b.tasks[-1] = (a.tasks[-1][0], p, *order[2:], *order[:2])   # the other two cards in places 1 and 2
    b._legal_cache = None
    play(a, "discard-cards 1 2")
    play(b, "discard-cards 1 2")
    assert a.hands[p] != b.hands[p]
    assert a.history == b.history
    for q in (None, *[q for q in range(3) if q != p]):
        assert a.view(q) == b.view(q)
        assert a.log_for(q) == b.log_for(q)
        seen = a.view(q)["players"][p]
        assert seen["hand"] == {} and seen["hand_hidden"] == 2
        assert seen["hand_from"] == {"mo": 1, "fa": 1, "sc": 1, "wild": 1}
        assert json.dumps(a.view(q)) == json.dumps(b.view(q))
    assert a.view(p) != b.view(p) and a.log_for(p) != b.log_for(p)
    mine = a.view(p)["players"][p]
    assert sum(mine["hand"].values()) == 2 and sum(mine["face_down"].values()) == 2
    assert "face_down" in a.to_json()["state"]


def test_r26_house_rule_the_hidden_order_is_its_owners_only():
    s = tornado("face_down")
    p = s.current_player
    assert sorted(s.view(p)["decision"]["detail"]["cards"]) == ["fa", "mo", "sc", "wild"]
    for q in (None, *[q for q in range(3) if q != p]):
        assert s.view(q)["decision"]["detail"] == {}
    label = GAME.render_label(s.view(p), "discard-cards 1 2")
    first, second = s.view(p)["decision"]["detail"]["cards"][:2]
    assert label == GAME.render_label(s.view(p), f"discard-cards {first} {second}")
    assert label != "discard-cards 1 2"


def test_r26_house_rule_face_down_resamples_only_what_a_seat_cannot_see():
    import random
    s = tornado("face_down")
    while s.tasks and s.tasks[-1][0] == "tornado":
        play(s, "discard-cards 1 2")
    for q in range(3):
        sample = s.determinize(q, random.Random(7))
        assert sample.view(q) == s.view(q)
        assert sample.hands[q] == s.hands[q]
        for r in range(3):   # every hand + its discards is still the four cards it held
            assert [h + d for h, d in zip(sample.hands[r], sample.down[r])] == \
                [h + d for h, d in zip(s.hands[r], s.down[r])]


def test_r26_face_down_saves_and_loads():
    s = tornado("face_down")
    data = json.loads(json.dumps(s.to_json()))
    again = GAME.state_from_json(data)
    assert again.to_json() == s.to_json() and again.legal_actions() == s.legal_actions()
    play(s, "discard-cards 2 3")
    again = GAME.state_from_json(json.loads(json.dumps(s.to_json())))
    assert again.down == s.down and again.view(0) == s.view(0)


@pytest.mark.parametrize("name", ["great_event_timing", "final_wall_check", "tornado_discards",
                                  "privilege_without_yuan"])
def test_house_rules_are_declared_with_their_rule_numbers(name):
    spec = GAME.options[name]
    assert spec["house"] and spec["help"]
    assert "R-" in spec["house"]
