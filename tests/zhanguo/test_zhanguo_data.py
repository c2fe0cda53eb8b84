"""ZhanGuo data files (Z-3): shipped tables match the rules file, validation, and swapped data drives play."""

import json
from collections import Counter

import pytest

from tianxia.games.zhanguo import GAME
from tianxia.games.zhanguo import data as zdata
from zg_helpers import fresh, give_hand, legal, set_officials

D = zdata.DATA


def test_z3_2_adjacency_and_wall_border():
    """Z-3.2: neighbours 1->{2,3,5}, 2->{1,3}, 3->{1,2,4}, 4->{3,5}, 5->{1,4}; 1-4 is a wall border."""
    assert [tuple(s + 1 for s in n) for n in D.neigh] == [(2, 3, 5), (1, 3), (1, 2, 4), (3, 5), (1, 4)]
    assert not D.adj[0][3] and (1, 4) in D.wall_borders


def test_z3_3_governor_squares_and_palace_spaces():
    """Z-3.3: 15 squares, 5 of each kind; palace spaces 4/3/2."""
    kinds = Counter(k for sq in D.squares for k in sq)
    assert kinds == {"reassign4": 5, "official": 5, "vp4": 5}
    assert D.squares[2] == ("official", "official", "reassign4")
    assert D.palace_spaces == {2: 2, 3: 3, 4: 4}


def test_z3_4_z3_5_wall_and_goal_structure():
    """Z-3.4/Z-3.5: 6 sections in 3 areas with cells 1/2/3; goal spaces 5, 3, 2, 1 in every slot."""
    assert D.sections == ["TQ1", "TQ2", "GD1", "GD2", "CR1", "CR2"] and D.cell_costs == (1, 2, 3)
    assert all(v == (5, 3, 2, 1) for sec in D.goal_values for v in sec)


def test_z3_6_z3_7_goal_and_wall_tiles():
    """Z-3.6/Z-3.7: 4 goal tiles per type (WG1 = TQ,TQ,GD; PG1 = 1,2,5); 6 two-sided wall tiles."""
    assert {k: len(v) for k, v in D.goals_by_type.items()} == {"wall": 4, "palace": 4, "governor": 4}
    assert D.goal_tiles["WG1"]["needs"] == {"TQ": 2, "GD": 1}
    assert D.goal_tiles["PG1"]["needs"] == {0: 1, 1: 1, 4: 1}
    assert D.wall_tiles["WT1"]["b"] == ("fixed_minus_unrest", (5, 10, 15))
    assert len(D.wall_tiles) == 6


def test_z3_8_reward_table():
    """Z-3.8/RUL-22: rows beige, orange, brown; governor rewards in rounds 3-5 (round 5 any region)."""
    assert D.rewards[0][0] == {"kind": "two_workers", "region": 1}
    assert D.rewards[1][3]["regions"] == (1, 4)
    assert D.rewards[2][4]["any"] and D.rewards[2][4]["regions"] == (0, 1, 2, 3, 4)
    assert [D.rewards[a][4]["kind"] for a in range(3)] == ["wall", "palace", "governor"]


def test_z3_9_player_boards():
    """Z-3.9: A side 3,4,2,4,3 / icons 2,3,1,3,2; four B sides with their abilities."""
    assert D.boards["A"]["unrest_max"] == (3, 4, 2, 4, 3) and D.boards["A"]["palace_icon"] == (2, 3, 1, 3, 2)
    assert D.b_boards == ("circle", "square", "triangle", "star")
    assert D.boards["star"]["abilities"] == ("B-RECRUIT-REASSIGN", "B-GOV-MOVE-GOVERNOR")
    assert sum(D.boards["triangle"]["unrest_max"]) == 15


def test_z3_10_card_distribution():
    """Z-3.10: 120 cards, colours by number; each trigger on 24 cards, 8 per colour; table totals."""
    assert [D.colour[n] for n in (1, 40, 41, 80, 81, 120)] == [0, 0, 1, 1, 2, 2]
    trig = Counter(a[0] for n in range(1, 121) for a in D.abilities[n])
    assert set(trig.values()) == {24}
    bonus = Counter(a[1] for n in range(1, 121) for a in D.abilities[n])
    assert bonus["official_here"] == 15 and bonus["marker"] == 14 and bonus["move_worker"] == 11
    assert D.abilities[6] == (("build_palace", "vp", 3),) and D.abilities[97] == (("build_palace", "vp", 3),)


def _write(tmp_path, name, obj):
    (tmp_path / f"{name}.json").write_text(json.dumps(obj), encoding="utf-8")


@pytest.mark.parametrize("name,edit,match", [
    ("board", lambda b: b["adjacent"].append([2, 2]), "adjacent to itself"),
    ("player_boards", lambda b: b["A"].update(unrest_max=[5, 4, 2, 4, 3]), "unrest_max"),
    ("player_boards", lambda b: b["A"].update(palace_icon=[4, 3, 1, 3, 2]), "palace_icon"),
    ("cards", lambda c: c["cards"].pop(), "120 cards"),
    ("cards", lambda c: c["cards"][0].update(colour="orange"), "must be beige"),
    ("goal_tiles", lambda g: g.pop(), "goal tiles"),
    ("wall_tiles", lambda w: w.pop(), "6 wall tiles"),
    ("board", lambda b: b["rewards"]["beige"][0].update(kind="gold"), "unknown reward"),
])
def test_z3_0_data_validation(tmp_path, name, edit, match):
    """Z-3.0: broken data files are refused at load time with a message naming the file."""
    raw = zdata.read_raw()
    edit(raw[name])
    _write(tmp_path, name, raw[name])
    with pytest.raises(zdata.DataError, match=match):
        zdata.load(tmp_path)


def test_z3_0_z0_3_swapped_data_drives_the_rules(tmp_path, monkeypatch):
    """Z-0.3/Z-3.0/Z-3.11: editing only the JSON (adjacency, squares, cards, unrest tracks, rewards) changes play."""
    raw = zdata.read_raw()
    raw["board"]["adjacent"] = [[1, 2], [2, 3], [3, 4], [4, 5], [5, 1], [3, 5]]
    raw["board"]["wall_borders"] = []
    raw["board"]["governor_squares"]["2"] = ["vp4", "vp4", "vp4"]
    raw["board"]["rewards"]["beige"][0] = {"kind": "two_red", "region": 3}
    raw["player_boards"]["A"]["unrest_max"] = [2, 2, 2, 2, 2]
    raw["player_boards"]["A"]["palace_icon"] = [1, 1, 1, 1, 1]
    for row in raw["cards"]["cards"]:
        if row["number"] == 60:
            row.update(trigger="recruit_official", bonus="vp", param=9)
    for name in ("board", "player_boards", "cards"):
        _write(tmp_path, name, raw[name])
    new = zdata.load(tmp_path)
    monkeypatch.setattr(zdata, "DATA", new)
    s = fresh(2, 3)
    p = s.current_player
    assert s.D is new and s.view(p)["seats"][p]["regions"][0]["unrest_max"] == 2
    # adjacency: 3-5 now adjacent, 1-3 no longer
    s.apply(f"court {s.hands[p][0]}")
    s.apply("reassign")
    assert "step red g1 g3" not in legal(s) and "step red g1 g5" in legal(s)
    # card 60's new ability
    s2 = fresh(2, 3)
    p2 = s2.current_player
    s2.cards[p2][0] = [60]
    s2.court = [90]
    give_hand(s2, p2, [10])
    s2.apply("court 10")
    s2.apply("recruit red 2")
    vp = s2.vp[p2]
    s2.apply("use 60")
    assert s2.vp[p2] == vp + 9
    # governor squares in region 2 are all vp4
    s3 = fresh(2, 3)
    p3 = s3.current_player
    set_officials(s3, p3, "G", 2, 1, 1, 1)
    vp = s3.vp[p3]
    s3.apply(f"court {s3.hands[p3][0]}")
    s3.apply("governor 2")
    s3.apply("square 3")
    assert s3.vp[p3] == vp + 4
    # the swapped data also survives a whole random game under the contract checks
    from tianxia.core.checks import check_playout
    check_playout(GAME, 3, 5, {}, deep_every=60)


def test_env_variable_data_directory(tmp_path, monkeypatch):
    """Z-3.0: TIANXIA_ZHANGUO_DATA / use() point the engine at a directory of replacement files."""
    raw = zdata.read_raw()
    raw["board"]["goal_space_values"]["top"]["wall"] = [9, 3, 2, 1]
    _write(tmp_path, "board", raw["board"])
    old = zdata.DATA
    try:
        zdata.use(tmp_path)
        assert zdata.DATA.goal_values[0][0] == (9, 3, 2, 1)
    finally:
        zdata.DATA = old


def test_z2_1_z23_pieces_and_scoring_constants_from_data(tmp_path, monkeypatch):
    """Z-2.1/Z-23.1/Z-23.2/Z-25.3: piece counts, majority values and the auction's starting VP come from data."""
    raw = zdata.read_raw()
    raw["board"]["personal_pieces"] = {"governors": 4, "palaces": 3}
    raw["board"]["scoring"] = {"marker_majority_vp": {"beige": 1, "orange": 2, "brown": 30},
                               "governor_majority_base": 20, "auction_start_vp": 9}
    _write(tmp_path, "board", raw["board"])
    monkeypatch.setattr(zdata, "DATA", zdata.load(tmp_path))
    s = GAME.new_state(2, 1, {"board_side": "B_auction"})
    assert s.govs == [4, 4] and s.pals == [3, 3] and s.wallsup == [5, 5] and s.vp == [9, 9]
    s.m1[0][2] = 1
    s.squares[0] = [1, -1, -1]
    s._final_scoring([])
    assert s.final[0]["markers"] == 30 and s.final[1]["governors"] == 23


def test_z3_6_z3_7_swapped_goal_and_wall_tiles(tmp_path, monkeypatch):
    """Z-3.6/Z-3.7: goal tiles and wall-tile faces/levels are read from their files."""
    raw = zdata.read_raw()
    for t in raw["goal_tiles"]:
        if t["id"] == "GG1":
            t["needs"] = [2, 2]
    raw["wall_tiles"][0]["b"] = {"criterion": "full_regions", "vp": [7, 8, 9]}
    _write(tmp_path, "goal_tiles", raw["goal_tiles"])
    _write(tmp_path, "wall_tiles", raw["wall_tiles"])
    monkeypatch.setattr(zdata, "DATA", zdata.load(tmp_path))
    s = fresh(2, 3)
    p = s.current_player
    j = s.D.goal_slots.index("governor")
    s.goals[0][j] = "GG1"
    s.squares[1] = [p, -1, -1]
    assert not s._satisfies(p, 0, j)
    s.over[1][p] = 1
    assert s._satisfies(p, 0, j)
    s.wtiles[0] = ["WT1", "b"]
    s.walls[0] = [p, -1, -1]
    s.cards[p] = [[1, 2, 3], [], [], [], []]
    assert s.wall_value(p, 0) == 7
