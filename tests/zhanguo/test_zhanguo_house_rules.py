"""ZhanGuo's house rules (issue 26): each doubtful reading is an option whose default is our ruling;
every test builds a position where the two readings differ and plays it under both."""

import pytest

from tianxia.core.checks import check_playout
from tianxia.games.zhanguo import GAME
from zg_helpers import fresh, give_hand, invariant, legal, set_officials

HOUSE = {"extra_worker_unrest": "never", "final_marker_majority": "value", "b_hire_marker": "optional"}


def b_state(board, **opts):
    """Two players on side B, seat ``p`` (to play) on ``board``, the other on another board."""
    s = GAME.new_state(2, 3, {"board_side": "B", **opts})
    while s.tasks[-1][0] == "pick":
        s.apply(f"board {board}" if board not in s.side else legal(s)[0])
    p = s.current_player
    if s.side[p] != board:
        s.side = [s.side[1], s.side[0]]
        s.G = [s.G[1], s.G[0]]     # starting officials move with the boards
        s.offs = [s.offs[1], s.offs[0]]
    s._legal_cache = None
    return s, p


def court(s, p, action, card=60, beneath=50):
    """Play ``card`` onto ``beneath`` and declare ``action``: the ability window is then pending."""
    s.court = [beneath]
    give_hand(s, p, [card])
    s.apply(f"court {card}")
    s.apply(action)


def test_house_options_are_declared_with_rule_numbers_and_default_to_our_rulings():
    """RUL-18, RUL-3, RUL-9: each house rule names its rules and defaults to the ruling of the rules file."""
    for name, default in HOUSE.items():
        spec = GAME.options[name]
        assert spec["house"].startswith("RUL-") and spec["default"] == default and spec["help"]


def test_house_options_at_their_default_are_not_saved():
    """A position played at the default readings saves as it did before the house rules existed."""
    s = GAME.new_state(2, 1)
    assert not set(HOUSE) & set(s.to_json()["options"])
    t = GAME.new_state(2, 1, {"final_marker_majority": "count"})
    assert t.to_json()["options"]["final_marker_majority"] == "count"
    assert GAME.state_from_json(t.to_json()).options["final_marker_majority"] == "count"


@pytest.mark.parametrize("reading, unrest", [("never", 1), ("with_v3", 2)])
def test_rul18_circle_b_extra_worker_under_v3(reading, unrest):
    """RUL-18/Z-19.2/Z-24.3: with V3, hiring 1 worker in region 2 raises unrest to 1; circle B's extra
    worker adds nothing more (our reading) or 1 more (the other reading)."""
    s, p = b_state("circle", unrest_per_worker=True, extra_worker_unrest=reading)
    set_officials(s, p, "W", 2, grey=1)
    court(s, p, "hire 2")
    assert s.unrest[p][1] == 1
    s.apply("bhire")
    assert s.work[p][1] == 2 and s.unrest[p][1] == unrest


@pytest.mark.parametrize("reading, offered", [("never", True), ("with_v3", False)])
def test_rul18_extra_worker_at_the_unrest_maximum(reading, offered):
    """RUL-18: a hire that takes region 2 to its maximum (2 on circle B) still allows the extra worker
    when it raises no unrest; when it would raise unrest past the maximum it is not offered."""
    s, p = b_state("circle", unrest_per_worker=True, extra_worker_unrest=reading)
    assert s._umax(p)[1] == 2
    s.unrest[p][1] = 1
    set_officials(s, p, "W", 2, grey=1)
    court(s, p, "hire 2")
    assert s.unrest[p][1] == 2
    assert ("bhire" in legal(s)) is offered
    if offered:
        s.apply("bhire")
        assert s.work[p][1] == 2 and s.unrest[p][1] == 2


def test_rul18_reading_needs_v3():
    """RUL-18 concerns V3 only: without it the extra worker never raises unrest under either reading."""
    s, p = b_state("circle", extra_worker_unrest="with_v3")
    set_officials(s, p, "W", 2, grey=1)
    court(s, p, "hire 2")
    s.apply("bhire")
    assert s.work[p][1] == 2 and s.unrest[p][1] == 1


@pytest.mark.parametrize("reading, winner", [("value", 1), ("count", 0)])
def test_rul3_final_marker_majority(reading, winner):
    """RUL-3/Z-23.2: three value-1 beige markers (value 3, 3 markers) against a value-3 and a value-1
    (value 4, 2 markers): by value the second seat takes beige's 5 VP, by count the first."""
    s = fresh(2, 1, final_marker_majority=reading)
    s.m1 = [[3, 0, 0], [1, 0, 0]]
    s.m3 = [[0, 0, 0], [1, 0, 0]]
    for p in range(2):
        s.vp[p] = 0
    s._final_scoring([])
    assert s.final[winner]["markers"] == 5 and s.final[1 - winner]["markers"] == 0


@pytest.mark.parametrize("reading", ["optional", "compulsory"])
def test_rul9_square_b_marker_compulsory_or_optional(reading):
    """RUL-9/Z-19.2 B-WALL-RECRUIT-MARKER: after a recruit the marker may be declined ("done"), or (the
    other reading) must be taken before the window closes."""
    s, p = b_state("square", b_hire_marker=reading)
    court(s, p, "recruit white 3")
    options = legal(s)
    assert "bmarker brown" in options
    assert ("done" in options) is (reading == "optional")
    s.apply("bmarker brown")
    assert s.m1[p][2] == 1 and s.tasks[-1][0] != "window"


@pytest.mark.parametrize("reading", ["optional", "compulsory"])
def test_rul9_circle_b_extra_hire_compulsory_or_optional(reading):
    """RUL-9/Z-19.2 B-HIRE-PLUS: the extra worker may be declined, or (the other reading) is always
    hired; its reassign point stays optional under both ("stop")."""
    s, p = b_state("circle", b_hire_marker=reading)
    set_officials(s, p, "W", 2, grey=1)
    court(s, p, "hire 2", card=40, beneath=50)
    assert ("done" in legal(s)) is (reading == "optional")
    s.apply("bhire")
    assert s.work[p][1] == 2 and s.tasks[-1][0] == "pool" and "stop" in legal(s)


@pytest.mark.parametrize("seed", range(6))
def test_house_readings_keep_the_contract(seed):
    """Z-29.3: random games under the other reading of every house rule keep the contract and the
    components (RUL-18, RUL-3, RUL-9)."""
    opts = {"board_side": ("B", "B_auction")[seed % 2], "unrest_per_worker": True,
            "extra_worker_unrest": "with_v3", "final_marker_majority": "count", "b_hire_marker": "compulsory"}
    check_playout(GAME, 2 + seed % 3, 1000 + seed, opts, invariant)
