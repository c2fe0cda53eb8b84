"""ZhanGuo card abilities and B-side abilities: Z-17, Z-18, Z-19 (and EX-8)."""

from tianxia.games.zhanguo import GAME
from zg_helpers import fresh, give_hand, legal, set_officials


def window(s, p, action, card=60, beneath=None, **setup):
    """Play ``card`` to the court on ``beneath`` and declare ``action``; return the state at the window."""
    if beneath is not None:
        s.court = [beneath]
    give_hand(s, p, [card])
    s.apply(f"court {card}")
    s.apply(action)
    return s


def pos(**opts):
    s = fresh(2, 3, **opts)
    return s, s.current_player


def test_ex8_z17_1_palace_ability_high():
    """EX-8/Z-17.1/Z-18.3: card 6 (build palace -> 3 VP) fires when the played card is higher."""
    s, p = pos()
    s.cards[p][0] = [6]
    s.work[p][3], s.work[p][4] = 2, 1
    s.v3 = [0, 0, 0]
    s.m3[1 - p] = [1, 1, 1]
    window(s, p, "palace 4", card=60, beneath=50)
    assert "use 6" in legal(s)
    vp = s.vp[p]
    s.apply("use 6")
    assert s.vp[p] == vp + 3 and s.tasks[-1][0] != "window"
    s2, p2 = pos()
    s2.cards[p2][0] = [6]
    s2.work[p2][3], s2.work[p2][4] = 2, 1
    window(s2, p2, "palace 4", card=40, beneath=50)       # lower: no trigger
    assert not any(a.startswith("use") for a in legal(s2))


def test_z17_2_rul9_each_ability_once_any_order_optional():
    """Z-17.2/RUL-9: all available abilities, any order, each once per turn, 'done' ends early."""
    s, p = pos()
    s.cards[p][0] = [16]                                  # build_wall -> 2 VP
    s.cards[p][1] = [34]                                  # build_wall -> 3 VP
    s.work[p][0] = 1
    window(s, p, "wall tq1 1", card=60, beneath=50)
    assert {"use 16", "use 34", "done"} <= set(legal(s))
    s.apply("use 34")
    assert "use 34" not in legal(s) and "use 16" in legal(s)
    s.apply("done")
    assert s.tasks[-1][0] != "window"


def test_z17_3_rul7_unrest_lowering_unblocks_later_card():
    """Z-17.3/RUL-7: a card in a maxed region is blocked until an earlier ability lowers the unrest."""
    s, p = pos()
    s.cards[p][1] = [14]                                  # hire -> unrest_any (region 2)
    s.cards[p][2] = [1]                                   # hire -> marker (region 3, max 2)
    s.unrest[p][2] = 2
    set_officials(s, p, "W", 2, red=1)
    window(s, p, "hire 2", card=60, beneath=50)
    assert not any(a.startswith("use 1 ") or a == "use 1" for a in legal(s))
    s.apply("use 14 3")
    assert s.unrest[p][2] == 1 and "use 1 beige" in legal(s)


def test_z17_4_z18_4_worker_here_uses_card_region():
    """Z-17.4/Z-18.4: 'here' means the region where the card is tucked; no unrest change."""
    s, p = pos()
    s.cards[p][4] = [3]                                   # build_wall -> worker_here (region 5)
    s.work[p][0] = 1
    window(s, p, "wall tq1 1", card=60, beneath=50)
    s.apply("use 3")
    assert s.work[p][4] == 1 and s.unrest[p][4] == 0


def test_z17_5_no_window_without_abilities():
    """Z-17.5/RUL-43: with nothing to use the turn goes on to the claim window / next player."""
    s, p = pos()
    window(s, p, "recruit red 2", card=60, beneath=50)
    assert s.current_player != p


def test_z18_1_rul8_marker_bonus():
    """Z-18.1/RUL-8: choose a colour still in supply; 1 VP only when no value-1 marker is left."""
    s, p = pos()
    s.cards[p][0] = [37]                                  # build_wall -> marker
    s.work[p][0] = 1
    s.sup1 = [0, 2, 0]
    s.m1[1 - p] = [6, 4, 6]
    window(s, p, "wall tq1 1", card=60, beneath=50)
    assert [a for a in legal(s) if a.startswith("use")] == ["use 37 orange"]
    s.sup1 = [0, 0, 0]
    s.m1[1 - p] = [6, 6, 6]
    s._legal_cache = None
    assert [a for a in legal(s) if a.startswith("use")] == ["use 37"]
    vp = s.vp[p]
    s.apply("use 37")
    assert s.vp[p] == vp + 1


def test_z18_2_reassign2_pool():
    """Z-18.2/Z-12.5: reassign2 opens a pool of up to 2 points, then the window resumes."""
    s, p = pos()
    s.cards[p][0] = [10]                                  # build_palace -> reassign2
    s.cards[p][1] = [6]                                   # build_palace -> 3 VP
    s.work[p][3], s.work[p][4] = 2, 1
    s.v3 = [0, 0, 0]
    s.m3[1 - p] = [1, 1, 1]
    window(s, p, "palace 4", card=60, beneath=50)
    s.apply("use 10")
    assert s.tasks[-1][0] == "pool" and s.tasks[-1][2] == 2 and "stop" in legal(s)
    s.apply("step red g1 g2")
    s.apply("stop")
    assert "use 6" in legal(s)


def test_z18_5_rul35_vp_per_colour_counts_itself():
    """Z-18.5/RUL-35: vp_per_colour counts all cards of that colour, the activated card included."""
    s, p = pos()
    s.cards[p][0] = [13, 2]                               # 13: recruit -> vp per beige; 2 beige
    s.cards[p][1] = [50]
    window(s, p, "recruit red 3", card=40, beneath=50)
    vp = s.vp[p]
    s.apply("use 13")
    assert s.vp[p] == vp + 2


def test_z18_6_z18_7_unrest_bonuses_and_z18_10():
    """Z-18.6/Z-18.7/Z-18.10: lower unrest anywhere / here; uses without effect are not offered."""
    s, p = pos()
    s.cards[p][0] = [15]                                  # hire -> unrest_here (region 1)
    s.cards[p][3] = [62]                                  # hire -> unrest_any
    set_officials(s, p, "W", 2, red=1)
    window(s, p, "hire 2", card=60, beneath=50)
    acts = legal(s)
    assert "use 15" not in acts                           # region 1 is at 0
    assert "use 62 2" in acts and "use 62 1" not in acts
    s.apply("use 62 2")
    assert s.unrest[p][1] == 0


def test_z18_8_move_worker():
    """Z-18.8: move one worker to an adjacent region's worker area."""
    s, p = pos()
    s.cards[p][0] = [23]                                  # build_wall -> move_worker
    s.work[p][0] = 2
    window(s, p, "wall tq1 1", card=60, beneath=50)
    acts = legal(s)
    assert "use 23 1 2" in acts and "use 23 1 4" not in acts   # 1-4 is a wall border
    s.apply("use 23 1 5")
    assert s.work[p][0] == 0 and s.work[p][4] == 1


def test_z18_9_official_here():
    """Z-18.9: take an official of the card's colour into G of its region, only if one is in supply."""
    s, p = pos()
    s.cards[p][2] = [27]                                  # recruit -> red official here (region 3)
    window(s, p, "recruit red 2", card=40, beneath=50)
    s.apply("use 27")
    assert s.G[p][6] == 1
    s2, p2 = pos()
    s2.cards[p2][2] = [27]
    window(s2, p2, "recruit red 2", card=40, beneath=50)
    s2.offs[p2][0] = 0
    s2.G[p2][3] += 3
    s2._legal_cache = None
    assert "use 27" not in legal(s2)


def test_z3_10_several_abilities_per_card(tmp_path):
    """Z-3.10: the engine supports lists of abilities per card (ids 17a, 17b)."""
    import json

    from tianxia.games.zhanguo import data as zdata
    raw = zdata.read_raw()
    raw["cards"]["cards"].append({"number": 16, "colour": "beige", "trigger": "build_wall", "bonus": "vp",
                                  "param": 5})
    (tmp_path / "cards.json").write_text(json.dumps(raw["cards"]))
    D = zdata.load(tmp_path)
    assert D.ability_ids[16] == ("16a", "16b")
    old = zdata.DATA
    try:
        zdata.DATA = D
        s, p = pos()
        s.cards[p][0] = [16]
        s.work[p][0] = 1
        window(s, p, "wall tq1 1", card=60, beneath=50)
        assert {"use 16a", "use 16b"} <= set(legal(s))
        vp = s.vp[p]
        s.apply("use 16b")
        s.apply("use 16a")
        assert s.vp[p] == vp + 7
    finally:
        zdata.DATA = old


# ---------------------------------------------------------------- Z-19 B sides

def b_state(board):
    s = GAME.new_state(2, 3, {"board_side": "B"})
    while s.tasks[-1][0] == "pick":
        p = s.current_player
        s.apply(f"board {board}" if board not in s.side else legal(s)[0])
    p = s.current_player
    assert board in s.side
    if s.side[p] != board:
        s.side = [s.side[1], s.side[0]]
        s.G = [s.G[1], s.G[0]]     # starting officials move with the boards
        s.offs = [s.offs[1], s.offs[0]]
    s._legal_cache = None
    return s, p


def test_z3_9_z4_12_b_side_starting_officials():
    """Z-3.9/Z-4.12: circle B starts with red, red, grey in G_1."""
    s, p = b_state("circle")
    assert s.G[p][0:3] == [2, 1, 0] and s.offs[p] == [3, 4, 5]


def test_z19_1_b_hire_plus_rul18():
    """Z-19.1/Z-19.2 B-HIRE-PLUS/RUL-18: extra worker without comparison or unrest, then 1 reassign point."""
    s, p = b_state("circle")
    s.options = dict(s.options, unrest_per_worker=True)
    set_officials(s, p, "W", 2, grey=1)
    window(s, p, "hire 2", card=40, beneath=50)            # lower: no card trigger, B still works
    assert "bhire" in legal(s)
    s.apply("bhire")
    assert s.work[p][1] == 2 and s.unrest[p][1] == 1
    assert s.tasks[-1][0] == "pool" and s.tasks[-1][2] == 1


def test_z19_2_b_gov_move_worker():
    """Z-19.2 B-GOV-MOVE-WORKER: after installing a governor, move a worker to an adjacent region."""
    s, p = b_state("circle")
    set_officials(s, p, "G", 2, 1, 1, 1)
    s.work[p][2] = 1
    s.squares[1] = [1 - p, 1 - p, -1]
    s.govs[1 - p] -= 2
    window(s, p, "governor 2", card=60, beneath=50)
    assert "bworker 3 4" in legal(s)
    s.apply("bworker 3 4")
    assert s.work[p][3] == 1 and s.work[p][2] == 0


def test_z19_2_b_wall_recruit_marker():
    """Z-19.2 B-WALL-RECRUIT-MARKER: after a wall or recruit, take a marker of any colour."""
    s, p = b_state("square")
    window(s, p, "recruit white 3", card=60, beneath=50)
    assert {"bmarker beige", "bmarker orange", "bmarker brown"} <= set(legal(s))
    s.apply("bmarker brown")
    assert s.m1[p][2] == 1


def test_z19_2_b_reassign_wall_calm():
    """Z-19.2 B-REASSIGN-WALL-CALM: lower unrest by 1 and take a worker there (only where unrest >= 1)."""
    s, p = b_state("triangle")
    s.unrest[p][2] = 2
    window(s, p, "reassign", card=60, beneath=50)
    s.apply("step red g1 g2" if s.G[p][0] else "step white g1 g2")
    s.apply("stop")
    acts = legal(s)
    assert "bcalm 3" in acts and "bcalm 1" not in acts
    s.apply("bcalm 3")
    assert s.unrest[p][2] == 1 and s.work[p][2] == 1


def test_z19_2_b_recruit_reassign():
    """Z-19.2 B-RECRUIT-REASSIGN: after recruiting, up to 2 reassign points."""
    s, p = b_state("star")
    window(s, p, "recruit red 2", card=60, beneath=50)
    s.apply("breassign")
    assert s.tasks[-1][0] == "pool" and s.tasks[-1][2] == 2 and s.tasks[-1][3] == 0


def test_z19_2_rul26_b_gov_move_governor_and_z20_4():
    """Z-19.2 B-GOV-MOVE-GOVERNOR/RUL-26/Z-20.4/RUL-25: the governor moves to an adjacent overflow area,
    the square becomes free, claimed goals stay claimed."""
    s, p = b_state("star")
    set_officials(s, p, "G", 4, 1, 1, 1)
    s.squares[3] = [1 - p, -1, 1 - p]
    s.govs[1 - p] -= 2
    window(s, p, "governor 4", card=60, beneath=50)        # square 2: reassign4 pool
    if s.tasks[-1][0] == "pool":
        s.apply("stop")
    assert "bgovernor 4 s2 5" in legal(s) and "bgovernor 4 s2 1" not in legal(s)
    s.apply("bgovernor 4 s2 5")
    assert s.squares[3][1] == -1 and s.over[4][p] == 1 and s.govs[p] == 7


def test_z18_10_vp_per_colour_without_cards_not_offered():
    """Z-18.10: a vp_per_colour use worth 0 VP is not offered."""
    s, p = pos()
    s.cards[p][0] = [47]                                  # orange card: recruit -> VP per brown card
    window(s, p, "recruit red 3", card=40, beneath=50)
    assert "use 47" not in legal(s)
