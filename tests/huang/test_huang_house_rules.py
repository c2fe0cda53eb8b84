"""Huang's house rules (issue 26): each doubtful reading is an option, default = our ruling.

Every test builds a position where the two readings differ and plays it under each value.
"""

import json

import pytest
from huang_helpers import R, Y, leader_at, position, put_structure

from tianxia.core.checks import check_playout
from tianxia.games.huang import GAME
from tianxia.games.huang.checks import invariant

# ---------------------------------------------------------------- R-2 / H-16.1 pagoda income


def income_position(reading):
    tiles = {"4,6": "red", "5,6": "red", "4,7": "red", "6,6": "red", "7,6": "red", "6,7": "red", "3,5": "yellow"}
    s = position(2, options={"pagoda_income": reading}, tiles=tiles,
                 leaders={"4,5": (0, "red"), "2,6": (0, "yellow")}, hands=[["white", "white"], []])
    put_structure(s, 2, ["4,6", "5,6", "4,7"])
    put_structure(s, 3, ["6,6", "7,6", "6,7"])
    s._rebuild_groups()
    s.apply("tile white 10,6")
    s.apply("tile white 10,5")
    return s


def test_pagoda_income_per_pagoda_is_the_default_R_2_H_16_1():
    """Our reading: two red pagodas in the red leader's kingdom pay 2 red points."""
    assert GAME.options["pagoda_income"]["default"] == "per_pagoda"
    assert income_position("per_pagoda").vp[0][R] == 2


def test_pagoda_income_per_leader_R_2_H_16_1():
    """The rulebook's words read literally: 1 point per leader whose colour has a pagoda in its kingdom."""
    s = income_position("per_leader")
    assert s.vp[0][R] == 1 and s.vp[0][Y] == 0  # still no fall-back for the yellow leader


# ---------------------------------------------------------------- R-21 / H-20.3 drawing to 7


def palace_position(reading, hands=None, active=0):
    """Seat 0's Governor rules the palace's kingdom; seat 0 plays its two white tiles."""
    tiles = {"4,6": "yellow", "5,6": "yellow", "4,7": "yellow", "5,7": "yellow"}
    s = position(2, options={"palace": True, "palace_draw": reading}, tiles=tiles,
                 leaders={"3,6": (0, "yellow")}, hands=hands or [["white", "white"], ["white", "white"]],
                 active=active)
    put_structure(s, 9, ["4,6", "5,6", "4,7", "5,7"])
    assert s._target(0) == 7 and s._target(1) == 6
    return s


def test_palace_draw_compulsory_is_the_default_R_21_H_20_3():
    assert GAME.options["palace_draw"]["default"] == "compulsory"
    s = palace_position("compulsory")
    s.apply("tile white 9,6")
    s.apply("tile white 10,6")
    assert s.phase == "action" and s.current_player == 1 and len(s.hands[0]) == 7


@pytest.mark.parametrize("answer, size", [("refill 6", 6), ("refill 7", 7)])
def test_palace_draw_optional_is_the_owners_choice_R_21_H_20_3(answer, size):
    """"you may keep 7 tiles": the palace's owner chooses to draw to 6 or to 7, in the refill order (R-15)."""
    s = palace_position("optional")
    s.apply("tile white 9,6")
    s.apply("tile white 10,6")
    assert s.phase == "palace_draw" and s.current_player == 0
    assert s.legal_actions() == ["refill 6", "refill 7"]
    assert GAME.render_label(s.view(0), "refill 7").startswith("Draw to a hand of 7")
    assert len(s.hands[1]) == 2  # the others draw after the owner's choice
    s.apply(answer)
    assert len(s.hands[0]) == size and len(s.hands[1]) == 6
    assert s.phase == "action" and s.current_player == 1


def test_palace_draw_optional_waits_for_a_player_who_is_not_active_R_21_R_15():
    """The owner decides in the refill order: the active player (seat 1) has drawn before, the others after."""
    s = palace_position("optional", hands=[["white"], ["white", "white"]], active=1)
    s.apply("tile white 9,6")
    s.apply("tile white 10,6")
    assert s.phase == "palace_draw" and s.current_player == 0
    assert len(s.hands[1]) == 6  # the active player refilled first
    saved = json.dumps(s.to_json())
    again = GAME.state_from_json(saved)  # the pending draw survives saving and loading
    assert again.current_player == 0 and again.legal_actions() == ["refill 6", "refill 7"]
    again.apply("refill 6")
    assert len(again.hands[0]) == 6 and again.current_player == 0 and again.phase == "action"


# ---------------------------------------------------------------- R-9 / H-14.4 the Governor bonus


def revolt(reading, hands):
    s = position(2, options={"governor_bonus": reading}, tiles={"4,6": "yellow"},
                 leaders={"5,6": (1, "red")}, hands=hands)
    s.apply("place red 3,6")
    assert s.phase == "revolt" and s.pend["base"] == [1, 1] and s.pend["bonus"] == [1, 1]
    return s


def test_governor_bonus_automatic_is_the_default_R_9_H_14_4():
    """Both Governors off the board add +1 without asking; the side with no yellow tile is not asked."""
    assert GAME.options["governor_bonus"]["default"] == "automatic"
    s = revolt("automatic", [["yellow"], []])
    assert s.legal_actions() == ["commit 0", "commit 1"]
    s.apply("commit 0")
    assert s.phase == "action"  # the defender's commitment was forced: 1 + 1 against 1 + 1, a tie
    assert leader_at(s, "3,6") is None and leader_at(s, "5,6") == (1, "red")


def test_governor_bonus_optional_R_9_H_14_4():
    """"may add 1": each side chooses; a defender without yellow tiles is asked too."""
    s = revolt("optional", [["yellow"], []])
    assert s.legal_actions() == ["commit 0", "commit 0 governor", "commit 1", "commit 1 governor"]
    s.apply("commit 0 governor")
    assert s.phase == "revolt" and s.current_player == 1
    assert s.legal_actions() == ["commit 0", "commit 0 governor"]
    assert GAME.render_label(s.view(1), "commit 0 governor").endswith("Governor's +1")
    s.apply("commit 0")  # the defender gives up its +1: 2 against 1
    assert s.pend is None and leader_at(s, "3,6") == (0, "red") and leader_at(s, "5,6") is None
    assert s.vp[0][R] == 1


def test_governor_bonus_optional_without_a_bonus_stays_forced_R_9():
    """A side whose Governor is on the board has nothing to choose without yellow tiles."""
    s = position(2, options={"governor_bonus": "optional"}, tiles={"4,6": "yellow", "6,5": "yellow"},
                 leaders={"5,6": (1, "red"), "7,5": (1, "yellow")}, hands=[["yellow"], []])
    s.apply("place red 3,6")
    assert s.pend["bonus"] == [1, 0]
    s.apply("commit 0 governor")
    assert s.phase == "action" and any("no choice" in line for line in s.log)


# ---------------------------------------------------------------- the whole contract under the other readings


@pytest.mark.parametrize("players, seed", [(2, 11), (3, 12), (4, 13)])
def test_playouts_under_the_other_readings(players, seed):
    opts = {"palace": True, "pagoda_income": "per_leader", "palace_draw": "optional", "governor_bonus": "optional"}
    state = check_playout(GAME, players, seed, opts, invariant, deep_every=5)
    assert state.is_terminal


def test_default_readings_are_not_written_in_a_save():
    """A position played at the default readings saves as it did before the house rules existed."""
    s = GAME.new_state(2, seed=3)
    assert "pagoda_income" not in s.to_json()["options"] and s.to_json()["options"]["palace"] is False
    t = GAME.new_state(2, seed=3, options={"governor_bonus": "optional"})
    assert t.to_json()["options"]["governor_bonus"] == "optional"
    assert GAME.state_from_json(json.dumps(t.to_json())).options["governor_bonus"] == "optional"
