"""ZhanGuo rules Z-0 to Z-16 on hand-made positions (rule ids in names/docstrings)."""

import pytest

from tianxia.core import IllegalAction
from tianxia.games.zhanguo import GAME
from zg_helpers import fresh, give_hand, invariant, legal, set_officials


def setup_state(players=2, seed=3, **opts):
    s = fresh(players, seed, **opts)
    return s, s.current_player


# ---------------------------------------------------------------- Z-0, Z-1, Z-2, Z-4

def test_z0_1_notation_is_lower_case_and_unique():
    """Z-0.1/Z-0.2/Z-28: every legal action is lower-case notation, unique; illegal ones are refused."""
    s, p = setup_state()
    acts = legal(s)
    assert len(acts) == len(set(acts)) and all(a == a.lower() for a in acts)
    before = s.to_json()
    with pytest.raises(IllegalAction):
        s.apply("unify 999 1")
    assert s.to_json() == before


@pytest.mark.parametrize("players,markers,spaces", [(2, 6, 2), (3, 9, 3), (4, 12, 4)])
def test_z2_3_scaling_by_player_count(players, markers, spaces):
    """Z-2.3/Z-4.5: value-1 markers 6/9/12 per colour, palace spaces 2/3/4; three value-3 markers (Z-4.4)."""
    s = GAME.new_state(players, 1)
    assert s.sup1 == [markers] * 3 and s.v3 == [1, 1, 1]
    assert s.view(None)["palace_spaces"] == spaces


def test_z2_1_z2_2_z4_personal_supply_and_setup():
    """Z-2.1/Z-2.2/Z-4.1-Z-4.13: supplies, starting officials in G_1, empty tracks, goal and wall tiles."""
    s = GAME.new_state(4, 7)
    D = s.D
    assert s.rnd == 1 and s.court == []
    for p in range(4):
        assert s.govs[p] == 8 and s.pals[p] == 6 and s.wallsup[p] == 5 and s.vp[p] == 0
        assert s.G[p][0:3] == [1, 1, 1] and s.offs[p] == [4, 4, 4]          # Z-4.12 A side
        assert s.unrest[p] == [0] * 5 and s.work[p] == [0] * 5              # Z-4.13
        assert len(s.hands[p]) == 6
    assert s.track[0] == s.first and sorted(s.track) == [0, 1, 2, 3]       # Z-4.6, Z-4.7
    assert sorted(t for t, _ in s.wtiles) == sorted(D.wall_tiles)          # Z-4.9
    for j, slot in enumerate(D.goal_slots):                                 # Z-4.10
        assert s.goals[0][j] in D.goals_by_type[slot] and s.goals[1][j] in D.goals_by_type[slot]
        assert s.goals[0][j] != s.goals[1][j]
    invariant(s)


def test_z2_5_z30_workers_are_unlimited():
    """Z-2.5/RUL-30/RUL-40: workers are integers without a cap."""
    s, p = setup_state()
    s.work[p][0] = 500
    set_officials(s, p, "W", 1, red=1, grey=1)
    s.apply("court " + str(s.hands[p][0]))
    s.apply("hire 1")
    assert s.work[p][0] == 502


def test_z1_2_z6_1_each_round_six_cards_two_of_each_colour():
    """Z-1.2/Z-6.1: every hand is 2 beige, 2 orange, 2 brown."""
    s = GAME.new_state(3, 11)
    for p in range(3):
        assert [sum(1 for x in s.hands[p] if (x - 1) // 40 == c) for c in range(3)] == [2, 2, 2]
    assert [len(d) for d in s.decks] == [34, 34, 34]


def test_z6_2_four_players_use_every_card():
    """Z-6.2/Z-1.1/Z-5.1/Z-5.2: with 4 players the decks are exactly used up after 5 rounds; the game ends."""
    from tianxia.core.checks import random_playout
    s = random_playout(GAME, 4, 21)
    assert [len(d) for d in s.decks] == [0, 0, 0] and s.rnd == 5 and s.is_terminal
    assert len(s.court) + sum(len(c) for b in s.cards for c in b) == 120


def test_z27_setup_randomness_reproducible():
    """Z-27: the same seed gives the same setup; another seed differs."""
    a, b, c = GAME.new_state(3, 5), GAME.new_state(3, 5), GAME.new_state(3, 6)
    assert a.to_json() == b.to_json() and a.to_json()["state"] != c.to_json()["state"]


# ---------------------------------------------------------------- Z-7

def test_z7_1_z7_2_turns_rotate_and_passing_is_impossible():
    """Z-7.1/Z-7.2: the active player must play a card (no pass); turns go clockwise from the first player."""
    s = GAME.new_state(3, 4)
    first = s.current_player
    assert first == s.first and "pass" not in legal(s)
    card = s.hands[first][0]
    s.apply(f"court {card}")
    s.apply("reassign")
    while s.current_player == first:
        s.apply(sorted(legal(s))[-1] if "stop" not in legal(s) else "stop")
    assert s.current_player == (first + 1) % 3


def test_z7_4_a_legal_play_always_exists():
    """Z-7.4: with every official on the board, Reassign is still legal; with none on board, Recruit."""
    s, p = setup_state()
    s.apply(f"court {s.hands[p][0]}")
    s.offs[p] = [0, 0, 0]
    s.G[p] = [5, 5, 5] + [0] * 12
    s._legal_cache = None
    assert legal(s) and "reassign" in legal(s) and not any(a.startswith("recruit") for a in legal(s))


# ---------------------------------------------------------------- Z-8, Z-9

def test_ex1_first_card_in_region():
    """EX-1/Z-9.1/Z-9.3/Z-9.5: a first brown card in region 2 gives 1 brown marker and no unrest."""
    s, p = setup_state()
    give_hand(s, p, [100])
    s.apply("unify 100 2")
    assert s.cards[p][1] == [100] and s.m1[p] == [0, 0, 1] and s.unrest[p][1] == 0
    assert s.sup1[2] == 5


def test_ex2_third_card():
    """EX-2/Z-8.2/Z-9.3: a 3rd (orange) card in region 4 raises unrest 1 -> 3 and gives 3 orange markers."""
    s, p = setup_state()
    s.cards[p][3] = [5, 90]
    s.unrest[p][3] = 1
    give_hand(s, p, [60])
    s.apply("unify 60 4")
    assert s.unrest[p][3] == 3 and s.m1[p][1] == 3


def test_ex3_blocked_third_card_and_z8_2():
    """EX-3/Z-8.2/Z-8.7/Z-9.2: a 3rd card that would push unrest over the maximum is illegal."""
    s, p = setup_state()
    s.cards[p][0] = [5, 90]                           # region 1: max 3 on the A side
    s.unrest[p][0] = 2
    give_hand(s, p, [60])
    assert "unify 60 1" not in legal(s)
    s.unrest[p][0] = 1
    s._legal_cache = None
    assert "unify 60 1" in legal(s)


def test_z9_2_at_most_three_cards():
    """Z-9.2: a region holds at most 3 cards."""
    s, p = setup_state()
    s.cards[p][3] = [5, 90, 91]
    s._legal_cache = None
    assert not any(a.startswith("unify") and a.endswith(" 4") for a in legal(s))


def test_rul12_first_card_in_maxed_region():
    """RUL-12/Z-9.5: a first card is legal even in a maxed region (raise +0)."""
    s, p = setup_state()
    s.unrest[p][2] = 2                               # region 3 max 2
    give_hand(s, p, [7])
    s.apply("unify 7 3")
    assert s.unrest[p][2] == 2 and s.m1[p][0] == 1


def test_z9_4_rul45_marker_shortage_paid_in_vp():
    """Z-9.4/RUL-45: take what remains, then 1 VP per missing marker; value-3 markers never substitute."""
    s, p = setup_state()
    s.cards[p][3] = [5, 90]
    s.unrest[p][3] = 0
    s.sup1[1] = 1
    give_hand(s, p, [60])
    vp = s.vp[p]
    s.apply("unify 60 4")
    assert s.m1[p][1] == 1 and s.sup1[1] == 0 and s.vp[p] == vp + 2 and s.v3 == [1, 1, 1]


def test_z9_6_unification_triggers_nothing():
    """Z-9.6: a unification action opens no ability window and leaves the court pile alone."""
    s, p = setup_state(board_side="B")
    give_hand(s, p, [1])
    s.apply("unify 1 1")
    assert s.court == [] and s.current_player != p or s.tasks[-1][0] == "claims"


def test_z8_3_z8_4_lowering_and_reset():
    """Z-8.3: lowering stops at 0; Z-8.4: installing a governor resets unrest to 0."""
    s, p = setup_state()
    s.unrest[p][0] = 2
    set_officials(s, p, "G", 1, 1, 1, 1)
    s.court = [50]
    give_hand(s, p, [10])
    s.apply("court 10")
    s.apply("governor 1")
    assert s.unrest[p][0] == 0


def test_z8_6_rul6_palace_blocked():
    """Z-8.6/RUL-6/Z-8.7/Z-15.1: no palace where L >= palace icon or L = max."""
    s, p = setup_state()
    s.work[p][3] = 2
    s.work[p][4] = 1
    s.court = [1]
    give_hand(s, p, [50])
    s.apply("court 50")
    assert "palace 4" in legal(s)
    for level in (3, 4):                              # region 4: icon 3, max 4
        s.unrest[p][3] = level
        s._legal_cache = None
        assert "palace 4" not in legal(s)
    s.unrest[p][3] = 2
    s._legal_cache = None
    assert "palace 4" in legal(s)


def test_z8_5_unrest_is_personal():
    """Z-8.5: hiring raises only the actor's unrest."""
    s, p = setup_state()
    q = 1 - p
    set_officials(s, p, "W", 2, red=1)
    s.apply(f"court {s.hands[p][0]}")
    s.apply("hire 2")
    assert s.unrest[p][1] == 1 and s.unrest[q] == [0] * 5


# ---------------------------------------------------------------- Z-10

def test_z10_4_rul1_x_rule_first_court_card_triggers():
    """Z-10.4/RUL-1: the very first court card triggers abilities for a HIGH or LOW action."""
    s, p = setup_state()
    s.cards[p][0] = [6]                             # build_palace -> 3 VP
    s.cards[p][1] = [27]                            # recruit -> red official here
    give_hand(s, p, [1])
    s.apply("court 1")
    s.apply("recruit grey 3")
    assert s.tasks[-1][0] == "window" and s.tasks[-1][3] is True
    assert "use 27" in legal(s)


def test_z10_4_high_and_low_comparison():
    """Z-10.4/RUL-38: HIGH actions trigger iff P > B, LOW iff P < B; only the card directly beneath counts."""
    s, p = setup_state()
    s.cards[p][1] = [27]                            # recruit_official -> official_here red
    s.court = [120, 70]
    give_hand(s, p, [80])
    s.apply("court 80")
    s.apply("recruit grey 3")                        # 80 > 70: LOW fails
    assert s.tasks[-1][0] != "window"
    s2, p2 = setup_state()
    s2.cards[p2][1] = [27]
    s2.court = [10, 70]
    give_hand(s2, p2, [40])
    s2.apply("court 40")
    s2.apply("recruit grey 3")                       # 40 < 70: LOW triggers
    assert "use 27" in legal(s2)


def test_ex9_governor_activation_blocked_region():
    """EX-9/Z-17.3: card 40 on 70 triggers install_governor abilities, but not in a maxed region."""
    s, p = setup_state()
    s.cards[p][1] = [4]                             # install_governor -> red official here (region 2)
    s.cards[p][3] = [31]                            # install_governor -> white official here (region 4)
    s.unrest[p][3] = 4                              # rightmost space of region 4
    set_officials(s, p, "G", 1, 1, 1, 1)
    s.offs[p] = [3, 3, 3]
    s.court = [70]
    give_hand(s, p, [40])
    s.apply("court 40")
    s.apply("governor 1")
    while s.tasks[-1][0] in ("square", "offbonus", "pool"):
        s.apply("decline" if "decline" in legal(s) else ("stop" if "stop" in legal(s) else legal(s)[0]))
    acts = legal(s)
    assert "use 4" in acts and "use 31" not in acts


def test_z10_5_rul2_court_pile_persists_across_rounds():
    """Z-10.5/RUL-2: the court pile is never cleared; the X rule applies only once per game."""
    from tianxia.core.checks import random_playout
    s = random_playout(GAME, 2, 8)
    assert len(s.court) + sum(len(c) for b in s.cards for c in b) == 60


def test_z10_2_any_card_any_action_and_z10_4_reassign_never_triggers():
    """Z-10.2/Z-10.4/Z-12.8: any card may do Reassign, which never triggers card abilities."""
    s, p = setup_state()
    s.cards[p][1] = [28]                            # recruit -> reassign2 (never for reassign)
    give_hand(s, p, [1])
    s.apply("court 1")
    s.apply("reassign")
    assert s.tasks[-2][0] == "window" and s.tasks[-2][3] is False


def test_z10_3_only_performable_actions_offered():
    """Z-10.3: an action whose preconditions fail is not offered (no governor without 3 colours in G)."""
    s, p = setup_state()
    s.G[p][0:3] = [1, 1, 0]
    s.offs[p][2] += 1
    s.apply(f"court {s.hands[p][0]}")
    assert not any(a.startswith("governor") for a in legal(s))
    assert not any(a.startswith("hire") for a in legal(s))
    assert not any(a.startswith("palace") or a.startswith("wall") for a in legal(s))


# ---------------------------------------------------------------- Z-11, Z-12

def test_ex4_recruit():
    """EX-4/Z-11.1/Z-11.2: recruit moves a red official from supply into G_2."""
    s, p = setup_state()
    s.apply(f"court {s.hands[p][0]}")
    s.apply("recruit red 2")
    assert s.G[p][3 * 1 + 0] == 1 and s.offs[p][0] == 3
    s2, p2 = setup_state()
    s2.offs[p2] = [0, 0, 0]
    s2.G[p2][0:3] = [5, 5, 5]
    s2.apply(f"court {s2.hands[p2][0]}")
    assert not any(a.startswith("recruit") for a in legal(s2))          # Z-11.1


def test_ex5_reassign_three_points():
    """EX-5/Z-12.2/Z-12.4: 1 point W_2 -> G_2, then 2 points G_3 -> G_1 -> G_5 (3 and 5 not adjacent)."""
    s, p = setup_state()
    s.G[p][0:3] = [0, 0, 0]
    s.offs[p] = [5, 5, 5]
    set_officials(s, p, "W", 2, red=1)
    set_officials(s, p, "G", 3, white=1)
    s.apply(f"court {s.hands[p][0]}")
    s.apply("reassign")
    assert "step white g3 g5" not in legal(s)                               # Z-3.2 adjacency
    s.apply("step red w2 g2")
    s.apply("step white g3 g1")
    s.apply("step white g1 g5")
    assert s.G[p][3 * 1] == 1 and s.G[p][3 * 4 + 2] == 1 and s.tasks[-1][0] != "pool"


def test_z12_2_no_direct_g_to_other_w_step():
    """Z-12.2: G_r -> W_s (s != r) is not a step; W_r -> G_r is."""
    s, p = setup_state()
    s.apply(f"court {s.hands[p][0]}")
    s.apply("reassign")
    acts = legal(s)
    assert not any(a.startswith("step") and " g1 w" in a for a in acts)
    assert "step red g1 g2" in acts


def test_z12_3_rul15_pass_through_full_worker_area():
    """Z-12.3/RUL-15: a full worker area may only be crossed with a further point of the same pool."""
    s, p = setup_state()
    s.G[p][0:3] = [0, 0, 0]
    s.offs[p] = [5, 5, 5]
    set_officials(s, p, "W", 1, red=1)
    set_officials(s, p, "W", 3, grey=2)
    s.apply(f"court {s.hands[p][0]}")
    s.apply("reassign")
    assert "step red w1 w3" in legal(s)
    s.apply("step red w1 w3")
    acts = legal(s)
    assert "stop" not in acts and all(a.startswith("step red w3") for a in acts)   # must leave
    assert not any(a.startswith("free") for a in acts)
    s.apply("step red w3 w4")
    assert s.W[p][3 * 3] == 1
    # with only one point left the full area cannot be entered
    s2, p2 = setup_state()
    s2.G[p2][0:3] = [0, 0, 0]
    s2.offs[p2] = [5, 5, 5]
    set_officials(s2, p2, "W", 1, red=1)
    set_officials(s2, p2, "W", 3, grey=2)
    s2.tasks.append(("pool", p2, 1, 0, -1, -1))
    s2._legal_cache = None
    assert "step red w1 w3" not in legal(s2)


def test_z12_4_rul16_reassign_spends_at_least_one_point():
    """Z-12.4/RUL-16: the Reassign court action cannot stop before spending a point; max 3 points."""
    s, p = setup_state()
    s.apply(f"court {s.hands[p][0]}")
    s.apply("reassign")
    assert "stop" not in legal(s)
    s.apply("step red g1 g2")
    assert "stop" in legal(s)
    s.apply("step red g2 g1")
    s.apply("step red g1 g2")
    assert s.tasks[-1][0] != "pool"                                      # 3 points used up


def test_z12_5_rul21_bonus_pool_up_to_n():
    """Z-12.5/RUL-21: a bonus pool (governor square reassign4) may stop at once and holds 4 points."""
    s, p = setup_state()
    s.tasks.append(("pool", p, 4, 0, -1, -1))
    s._legal_cache = None
    assert "stop" in legal(s)
    for _ in range(4):
        s.apply("step red g1 g2" if s.G[p][0] else "step red g2 g1")
    assert s.tasks[-1][0] != "pool"


def test_z12_7_rul14_free_move():
    """Z-12.7/RUL-14/DEC-3: G_r -> W_r is free in the own turn, only while W_r holds < 2 officials."""
    s, p = setup_state()
    assert "free 1 red" in legal(s)
    s.apply("free 1 red")
    s.apply("free 1 grey")
    assert s.W[p][0:3] == [1, 1, 0] and "free 1 white" not in legal(s)
    assert s.current_player == p and s.tasks[-1][0] == "play"
    # EX-6: hire after free moves
    s.apply(f"court {s.hands[p][0]}")
    s.apply("hire 1")
    assert s.work[p][0] == 2 and s.unrest[p][0] == 1


def test_rul14_no_free_moves_in_phase_3():
    """RUL-14/Z-21.9: no free moves during Phase 3."""
    from zg_helpers import to_rewards
    s, p = setup_state()
    s.m1[p][0] = 2
    s.sup1[0] -= 2
    to_rewards(s)
    assert s.phase == "reward" and not any(a.startswith("free") for a in legal(s))


# ---------------------------------------------------------------- Z-13

def test_z13_install_governor_steps():
    """Z-13.1/Z-13.2/RUL-31/RUL-20: returns one official of each colour, must use a free square, resets unrest."""
    s, p = setup_state()
    set_officials(s, p, "G", 3, red=2, grey=1, white=1)
    s.unrest[p][2] = 2
    s.apply(f"court {s.hands[p][0]}")
    s.apply("governor 3")
    assert s.G[p][6:9] == [1, 0, 0] and s.unrest[p][2] == 0 and s.govs[p] == 8
    assert set(legal(s)) >= {"square 1", "square 2", "square 3"}
    assert "overflow" not in " ".join(legal(s))
    s.apply("square 3")                                    # reassign4
    assert s.squares[2][2] == p and s.govs[p] == 7
    assert s.tasks[-1][0] == "pool" and s.tasks[-1][2] == 4


def test_z13_3_overflow_when_squares_full_and_rul39():
    """Z-13.2 step 2/Z-13.3/RUL-39: with all squares taken the governor goes to the overflow area, no bonus."""
    s, p = setup_state()
    q = 1 - p
    s.squares[1] = [q, q, q]
    s.govs[q] -= 3
    set_officials(s, p, "G", 2, 1, 1, 1)
    vp = s.vp[p]
    s.apply(f"court {s.hands[p][0]}")
    s.apply("governor 2")
    assert s.over[1][p] == 1 and s.vp[p] == vp


def test_z13_4_square_bonuses():
    """Z-13.4: vp4 gives 4 VP at once; official lets the player place an official of any colour anywhere."""
    s, p = setup_state()
    set_officials(s, p, "G", 2, 1, 1, 1)
    s.squares[1] = [1 - p, -1, 1 - p]
    s.govs[1 - p] -= 2
    vp = s.vp[p]
    s.apply(f"court {s.hands[p][0]}")
    s.apply("governor 2")                                  # only square 2 (vp4) free: automatic
    assert s.vp[p] == vp + 4
    s2, p2 = setup_state()
    set_officials(s2, p2, "G", 3, 1, 1, 1)
    s2.squares[2] = [-1, 1 - p2, 1 - p2]
    s2.govs[1 - p2] -= 2
    s2.apply(f"court {s2.hands[p2][0]}")
    s2.apply("governor 3")                                 # square 1 = official
    assert "official white 5" in legal(s2) and "decline" in legal(s2)
    s2.apply("official white 5")
    assert s2.G[p2][3 * 4 + 2] == 1


# ---------------------------------------------------------------- Z-14

def test_ex6_z14_hire_workers():
    """EX-6/Z-14.1/Z-14.2/RUL-17: two officials in W_3 hire exactly 2 workers; unrest +1."""
    s, p = setup_state()
    set_officials(s, p, "G", 3, red=1, grey=1)
    s.apply("free 3 red")
    s.apply("free 3 grey")
    s.apply(f"court {s.hands[p][0]}")
    s.apply("hire 3")
    assert s.work[p][2] == 2 and s.unrest[p][2] == 1


def test_z14_1_hire_blocked_at_max():
    """Z-14.1/Z-8.7: no hiring where unrest is at its maximum."""
    s, p = setup_state()
    set_officials(s, p, "W", 3, red=1)
    s.unrest[p][2] = 2
    s.apply(f"court {s.hands[p][0]}")
    assert "hire 3" not in legal(s)


def test_z24_3_v3_unrest_per_worker():
    """Z-24.3/RUL-17: with V3 hiring k workers raises unrest by k, and the full raise must fit."""
    s, p = setup_state(unrest_per_worker=True)
    set_officials(s, p, "W", 2, red=1, grey=1)
    set_officials(s, p, "W", 3, red=1, grey=1)
    s.apply(f"court {s.hands[p][0]}")
    assert "hire 3" in legal(s)                             # max 2 in region 3: 0 + 2 fits
    s.unrest[p][2] = 1
    s._legal_cache = None
    assert "hire 3" not in legal(s)
    s.apply("hire 2")
    assert s.unrest[p][1] == 2 and s.work[p][1] == 2


# ---------------------------------------------------------------- Z-15

def test_ex7_build_palace():
    """EX-7/Z-15.2/RUL-32: pay 2 workers from W_4 and 1 from W_5; no value-3 marker left; 6 cards -> 6 VP."""
    s, p = setup_state()
    s.work[p][3] = 2
    s.work[p][4] = 1
    s.work[p][0] = 1
    s.v3 = [0, 0, 0]
    s.m3[1 - p] = [1, 1, 1]
    s.cards[p] = [[1, 41], [2, 42], [3, 43], [], []]
    s.apply(f"court {s.hands[p][0]}")
    s.apply("palace 4")
    assert set(legal(s)) >= {"pay 1", "pay 5"}
    vp = s.vp[p]
    s.apply("pay 5")
    assert s.work[p] == [1, 0, 0, 0, 0] and s.palaces[3] == [p] and s.vp[p] == vp + 6 and s.pals[p] == 5
    assert s.m3[p] == [0, 0, 0]


def test_z15_1_palace_preconditions():
    """Z-15.1/RUL-32: two workers in the region plus one in another region; 3 only in the region is not enough."""
    s, p = setup_state()
    s.work[p][3] = 3
    s.apply(f"court {s.hands[p][0]}")
    assert "palace 4" not in legal(s)
    s.work[p][0] = 1
    s.palaces[3] = [1 - p, 1 - p]                           # 2 players: 2 spaces
    s.pals[1 - p] -= 2
    s._legal_cache = None
    assert "palace 4" not in legal(s)


def test_z15_2_rul19_value3_marker_choice():
    """Z-15.2 step 3/RUL-19: with several value-3 markers on the board the builder picks one (no decline)."""
    s, p = setup_state()
    s.work[p][3] = 2
    s.work[p][4] = 1
    s.apply(f"court {s.hands[p][0]}")
    s.apply("palace 4")
    assert sorted(a for a in legal(s) if not a.startswith("free")) == ["take beige", "take brown", "take orange"]
    s.apply("take orange")
    assert s.m3[p] == [0, 1, 0] and s.v3 == [1, 0, 1]


def test_z15_3_rul41_several_palaces_in_one_region():
    """Z-15.3/RUL-41: a player may build a second palace in the same region."""
    s, p = setup_state()
    s.palaces[3] = [p]
    s.pals[p] = 5
    s.work[p][3] = 2
    s.work[p][4] = 1
    s.v3 = [0, 0, 0]
    s.m3[1 - p] = [1, 1, 1]
    s.apply(f"court {s.hands[p][0]}")
    s.apply("palace 4")
    assert s.palaces[3] == [p, p]


# ---------------------------------------------------------------- Z-16

def test_z16_build_wall():
    """Z-16.1/Z-16.2/RUL-33: a 2-bar cell costs workers from 2 different regions; one wall per section."""
    s, p = setup_state()
    s.work[p][0] = 2
    s.work[p][2] = 1
    s.work[p][4] = 1
    s.apply(f"court {s.hands[p][0]}")
    acts = legal(s)
    assert "wall gd1 3" in acts and "wall gd1 2" in acts
    s.apply("wall gd1 2")
    assert [a for a in legal(s) if a.startswith("pay")] == ["pay 1", "pay 3"]   # ascending choice
    s.apply("pay 3")                                  # the last worker can only come from W_5
    assert s.work[p] == [2, 0, 0, 0, 0] and s.walls[2][1] == p and s.wallsup[p] == 4
    invariant(s)


def test_z16_1_one_wall_per_section_and_cost():
    """Z-16.1: no second wall in a section; a 3-bar cell needs workers in 3 regions."""
    s, p = setup_state()
    s.work[p][0] = 5
    s.work[p][1] = 5
    s.walls[0] = [p, -1, -1]
    s.wallsup[p] = 4
    s.apply(f"court {s.hands[p][0]}")
    acts = legal(s)
    assert not any(a.startswith("wall tq1") for a in acts)
    assert "wall tq2 2" in acts and "wall tq2 3" not in acts


def test_z16_2_forced_payment_is_automatic():
    """Z-16.2/DEC-10: if the worker regions are forced, the payment needs no decision."""
    s, p = setup_state()
    s.work[p][0] = 2
    s.work[p][3] = 1
    s.apply(f"court {s.hands[p][0]}")
    s.apply("wall cr1 2")
    assert s.work[p] == [1, 0, 0, 0, 0]
