"""Emperor's house rules (docs/emperor.md, "House rules"): each doubtful reading (R-6, R-9, R-13) is
an option whose default is our ruling; each test builds a position where the two readings differ."""

import pytest
from emperor_helpers import fortification, give, houses, region_houses, to_turn

from tianxia.core import IllegalAction
from tianxia.core.checks import check_playout
from tianxia.games.emperor import GAME
from tianxia.games.emperor.checks import invariant

HOUSE_RULES = ("fortification_opens_region", "fortification_fills_space", "must_build_on_fortification")


def table(**house):
    """A 4-player game with fortifications and the given house rules, at seat 0's turn."""
    s = GAME.new_state(4, seed=3, options={"fortifications": True, **house})
    to_turn(s, 0)
    return s


def test_house_rules_are_declared_with_their_rule_numbers_and_default_to_our_rulings():
    """R-6, R-9, R-13: each is an option marked "house", defaulting to the ruling in rules/emperor.md."""
    opts = GAME.options
    assert {k: (opts[k]["house"], opts[k]["default"]) for k in HOUSE_RULES} == {
        "fortification_opens_region": ("R-6", True),
        "fortification_fills_space": ("R-9", False),
        "must_build_on_fortification": ("R-13", False)}


def test_house_rules_at_their_defaults_are_left_out_of_a_save():
    """A save at the defaults is what it was before the house rules existed; a chosen one is kept."""
    assert not set(HOUSE_RULES) & set(GAME.new_state(4, seed=1).to_json()["options"])
    data = GAME.new_state(4, seed=1, options={"must_build_on_fortification": True}).to_json()
    assert data["options"]["must_build_on_fortification"] is True
    assert GAME.state_from_json(data).must_build


# -- does a bare fortification make its region non-empty (E-7.2, E-15.4)? ------------------------------

@pytest.mark.parametrize("opens", [True, False])
def test_r6_bare_fortification_and_the_one_piece_limit(opens):
    """R-6: Qi holds only seat 1's bare fortification.  Our reading: the region is not empty, so a house
    there may be followed by a second piece; the other reading: it is still empty, one piece only."""
    s = table(fortification_opens_region=opens)
    fortification(s, "qi1", 1)
    give(s, 0, ["yellow", "yellow", "yellow"])
    s.apply("house qi2 yellow")
    legal = s.legal_actions()
    if opens:
        assert s.phase == "second" and "house qi3 yellow" in legal and "house qi1 yellow" in legal
    else:
        assert s.phase == "draw" and not any(a.startswith("house") for a in legal)
        with pytest.raises(IllegalAction, match="E-7.2"):
            s.apply("house qi3 yellow")


# -- does a bare fortification fill a house space for the region's completion (E-8.1)? ------------------

@pytest.mark.parametrize("fills", [False, True])
def test_r9_bare_fortification_and_region_completion(fills):
    """R-9: Lu (4 spaces) holds seat 2's bare fortification on lu1 and houses on lu2, lu3; seat 0 builds
    on lu4.  Our reading: lu1 is still free, Lu is not complete and is not scored; the other reading:
    Lu is complete, scored at once (E-8.1), and no house can go on lu1 afterwards (E-8.4)."""
    s = table(fortification_fills_space=fills)
    fortification(s, "lu1", 2)
    houses(s, 1, "lu2", "lu3")
    give(s, 0, ["green", "green", "red"])
    events = s.apply("house lu4 green")
    scored = [e for e in events if e["type"] == "region_scored"]
    lu = s.tb.region_index["lu"]
    if not fills:
        assert not scored and not s.scored[lu] and s.score == [0, 0, 0, 0]
        assert "house lu1 green" in s.legal_actions()  # the second piece may go on the fortification
    else:
        assert [e["region"] for e in scored] == ["lu"] and s.scored[lu]
        assert s.score == [2, 3, 0, 0]  # E-8.2: seat 1 (2 houses) scores all 3, seat 0 scores 2
        assert not any(a.startswith("house lu1") for a in s.legal_actions())
        with pytest.raises(IllegalAction, match="R-9"):
            s.apply("house lu1 green")


@pytest.mark.parametrize("fills", [False, True])
def test_r9_fortification_on_the_last_empty_space(fills):
    """R-9: every other space of Lu holds a house; seat 0 fortifies the last one.  Only the other
    reading completes (and scores) Lu with it."""
    s = table(fortification_fills_space=fills)
    houses(s, 1, "lu1", "lu2", "lu3")
    give(s, 0, ["green", "red", "red"])
    events = s.apply("fortify lu4 green")
    assert any(e["type"] == "region_scored" for e in events) is fills
    assert s.score[1] == (3 if fills else 0)
    assert region_houses(s, "lu")[1] == 3


# -- must the placer build on the fortification just placed (E-15.3)? ---------------------------------

@pytest.mark.parametrize("must", [False, True])
@pytest.mark.parametrize("cards,paid", [(["yellow", "yellow", "yellow"], "yellow"),
                                        (["yellow", "red", "red"], "pair red")])
def test_r13_house_on_the_fortification_just_built(must, cards, paid):
    """R-13: seat 0 fortifies qi2 in Qi (not empty: seat 1 has a house) and can pay for a house.  Our
    reading: building on it is advice, the player chooses a second piece or a draw; the other reading:
    the house on qi2 is the second piece, placed at once (the only way to pay for it)."""
    s = table(must_build_on_fortification=must)
    houses(s, 1, "qi1")
    give(s, 0, cards)
    events = s.apply("fortify qi2 yellow")
    qi2 = s.tb.space_index["qi2"]
    if not must:
        assert s.phase == "second" and s.owner[qi2] == -1
        assert f"house qi2 {paid}" in s.legal_actions() and "draw deck" in s.legal_actions()
    else:
        assert [e["target"] for e in events if e["type"] == "place"] == ["qi2", "qi2"]
        assert s.owner[qi2] == 0 and s.phase == "draw" and s.history == ["fortify qi2 yellow"]
        assert events[1]["msg"] == "log-house-fortified" and events[1]["paid"] == paid.split()[-1:] * len(paid.split())


def test_r13_binds_only_when_the_house_can_be_paid():
    """R-13 ("when able"): with no card to pay for the house the turn goes on as usual (an emissary)."""
    s = table(must_build_on_fortification=True)
    houses(s, 1, "qi1")
    give(s, 0, ["yellow", "yellow", "red"])
    s.supply_h[0] = 0
    s.apply("fortify qi2 yellow")
    assert s.phase == "second" and "emissary qi yellow" in s.legal_actions()
    assert not any(a.startswith("house") for a in s.legal_actions())


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("players", [3, 5])
def test_house_rules_keep_the_contract(players, seed):
    """Every house rule at its other reading: random games keep the whole contract (save/load, replay)."""
    options = {"fortifications": True, "fortification_opens_region": False, "fortification_fills_space": True,
               "must_build_on_fortification": True}
    check_playout(GAME, players, seed, options, invariant, deep_every=5)
