"""ZhanGuo audit: a second reading of the rules file against the engine (rule ids in the names).

Edge cases the first test set did not pin down, and what a player reads in the terminal.
"""

import pytest

from tianxia.games.zhanguo import GAME
from zg_helpers import fresh, give_hand, invariant, legal, set_officials, set_turn, to_rewards


def pos(players=2, **opts):
    s = fresh(players, 3, **opts)
    return s, s.current_player


def court(s, p, card, action, beneath=None):
    """Play ``card`` to the court (on ``beneath``) and declare ``action``."""
    if beneath is not None:
        s.court = [beneath]
    give_hand(s, p, [card])
    s.apply(f"court {card}")
    s.apply(action)


# ---------------------------------------------------------------- Z-10.4 comparison, X rule

def test_z10_4_rul1_x_rule_fires_low_and_high_alike_and_is_used_up_by_reassign():
    """Z-10.4/RUL-1/RUL-2: the first court card fires whatever is declared; a first Reassign uses the X up."""
    s, p = pos()
    s.cards[p][0] = [4]                       # install governor -> red official here
    court(s, p, 119, "governor 1")            # a high number still fires a LOW action on the X
    if s.tasks[-1][0] == "square":
        s.apply(legal(s)[0])
    while s.tasks[-1][0] == "pool":
        s.apply("stop" if "stop" in legal(s) else legal(s)[0])
    if s.tasks[-1][0] == "offbonus":
        s.apply("decline")
    assert "use 4" in legal(s)
    s2, p2 = pos()
    court(s2, p2, 50, "reassign")
    s2.apply(next(a for a in legal(s2) if a.startswith("step")))
    assert s2.court == [50]
    s2.cards[1 - p2][0] = [6]                 # build palace -> 3 VP, for the next player
    q = 1 - p2
    while s2.current_player != q or s2.tasks[-1][0] != "play":
        s2.apply("done" if "done" in legal(s2) else "stop" if "stop" in legal(s2) else legal(s2)[0])
    s2.work[q][3], s2.work[q][4] = 2, 1
    s2.v3 = [0, 0, 0]
    s2.m3[p2] = [1, 1, 1]
    court(s2, q, 40, "palace 4")              # 40 < 50: the X is gone, a HIGH action does not fire
    assert not any(a.startswith("use") for a in legal(s2))


def test_z10_4_log_says_whether_card_abilities_fire():
    """Z-10.4/Z-17.1: after a court action the log tells the player whether the comparison fired abilities."""
    s, p = pos()
    set_officials(s, p, "W", 3, red=1)
    court(s, p, 60, "hire 3", beneath=70)
    texts = [line for e, line in zip(s.events, s.log) if e["type"] == "compare"]
    assert texts and "do not fire" in texts[-1] and "60 < 70" in texts[-1]
    s, p = pos()
    court(s, p, 60, "recruit red 2", beneath=70)
    texts = [line for e, line in zip(s.events, s.log) if e["type"] == "compare"]
    assert texts[-1].startswith(f"seat {p}'s card abilities for recruit official fire")


# ---------------------------------------------------------------- Z-12 reassign, pass-through

def test_z12_3_rul15_pass_through_full_worker_area_must_leave_next_step():
    """Z-12.3/RUL-15: a full W_2 may be crossed with 2 points but never be the end of the move."""
    s, p = pos()
    set_officials(s, p, "G", 1)
    set_officials(s, p, "W", 1, white=1)
    set_officials(s, p, "W", 2, red=1, grey=1)
    court(s, p, 50, "reassign")
    assert "step white w1 w2" in legal(s)     # 3 points: may enter, must leave
    s.apply("step white w1 w2")
    opts = legal(s)
    assert "stop" not in opts and not any(a.startswith("free") for a in opts)
    assert set(opts) <= {"step white w2 g2", "step white w2 w1", "step white w2 w3"}
    s.apply("step white w2 w3")
    assert s.W[p][3 * 2 + 2] == 1 and sum(s.W[p][3:6]) == 2
    invariant(s)


def test_z12_3_pass_through_needs_a_point_to_leave():
    """Z-12.3: with 1 point left an official may not step into a worker area holding 2 others."""
    s, p = pos()
    set_officials(s, p, "G", 1)
    set_officials(s, p, "W", 1, white=1)
    set_officials(s, p, "W", 2, red=1, grey=1)
    set_officials(s, p, "G", 3, red=1)
    court(s, p, 50, "reassign")
    s.apply("step red g3 g1")
    s.apply("step red g1 g2")
    assert "step white w1 w2" not in legal(s)


# ---------------------------------------------------------------- Z-9 unification, shortages

def test_z9_4_rul45_third_card_with_one_marker_left_scores_two_vp():
    """Z-9.4/RUL-45: the 3rd card with 1 marker left gives that marker and 2 VP; value-3 markers never stand in."""
    s, p = pos()
    s.cards[p][3] = [61, 62]
    s.unrest[p][3] = 1
    s.sup1[1] = 1
    s.m1[1 - p][1] = 5
    vp = s.vp[p]
    give_hand(s, p, [63])
    s.apply("unify 63 4")
    assert s.m1[p][1] == 1 and s.sup1[1] == 0 and s.vp[p] == vp + 2 and s.unrest[p][3] == 3
    assert s.v3 == [1, 1, 1]


def test_z9_5_rul12_first_card_in_maxed_region_but_not_second():
    """Z-9.5/RUL-12: a first card is legal in a maxed region (raise 0); a second is not."""
    s, p = pos()
    give_hand(s, p, [10])
    s.unrest[p][2] = 2                        # A side: region 3 max 2
    s._legal_cache = None
    assert "unify 10 3" in legal(s)
    s.cards[p][2] = [11]
    s._legal_cache = None
    assert "unify 10 3" not in legal(s)


# ---------------------------------------------------------------- Z-14 hire, V3, B-HIRE-PLUS

def test_z24_3_rul17_v3_hire_needs_room_for_every_worker():
    """Z-24.3/RUL-17: with V3, two officials in W_4 at unrest 3 of 4 cannot hire; with one they can."""
    s, p = pos(unrest_per_worker=True)
    set_officials(s, p, "W", 4, red=1, grey=1)
    s.unrest[p][3] = 3
    give_hand(s, p, [60])
    s.apply("court 60")
    assert "hire 4" not in legal(s)
    s2, p2 = pos()
    set_officials(s2, p2, "W", 4, red=1, grey=1)
    s2.unrest[p2][3] = 3
    court(s2, p2, 60, "hire 4")
    assert s2.work[p2][3] == 2 and s2.unrest[p2][3] == 4


# ---------------------------------------------------------------- Z-15 palace, Z-16 wall

def test_z15_1_rul32_palace_needs_a_worker_elsewhere_and_unblocked_region():
    """Z-15.1/RUL-32/RUL-6: 3 workers in W_4 alone do not pay; cube on the palace symbol blocks."""
    s, p = pos()
    s.work[p][3] = 3
    give_hand(s, p, [60])
    s.apply("court 60")
    assert "palace 4" not in legal(s)
    s, p = pos()
    s.work[p][3], s.work[p][0] = 2, 1
    s.unrest[p][3] = 3                        # A side region 4: palace symbol on space 3
    give_hand(s, p, [60])
    s.apply("court 60")
    assert "palace 4" not in legal(s)
    s, p = pos()
    s.work[p][3], s.work[p][0] = 2, 1
    s.unrest[p][3] = 2
    give_hand(s, p, [60])
    s.apply("court 60")
    assert "palace 4" in legal(s)


def test_z16_1_rul33_wall_cost_needs_distinct_regions():
    """Z-16.1/RUL-33: 5 workers in one region pay only a 1-bar cell."""
    s, p = pos()
    s.work[p][1] = 5
    give_hand(s, p, [60])
    s.apply("court 60")
    walls = [a for a in legal(s) if a.startswith("wall")]
    assert walls and all(a.endswith(" 1") for a in walls)


# ---------------------------------------------------------------- Z-21 rewards and tie order

def test_z21_3_z21_6_accepting_moves_the_disc_behind_the_track_for_later_ties():
    """Z-21.3/Z-21.6: a player who took the beige reward is behind every track disc in the orange tie."""
    s, p = pos()
    q = 1 - p
    s.track = [p, q]
    s.m1[p] = [1, 1, 0]
    s.m1[q] = [0, 1, 0]
    s.sup1 = [5, 4, 6]
    to_rewards(s)
    assert s.tasks[-1][:2] == ("offer", p)
    s.apply(legal(s)[0])                      # accept beige
    while s.tasks[-1][0] != "offer":
        s.apply("done" if "done" in legal(s) else legal(s)[0])
    assert s.tasks[-1][1] == q and s.tasks[-1][3] == (q, p)   # orange: q first on equal value


def test_z22_1_ex11_new_first_player_is_top_of_tie_order():
    """Z-22.1/Z-21.6: nobody takes a reward: the track is unchanged and its top player starts."""
    s, p = pos()
    q = 1 - p
    s.track = [q, p]
    s.m1 = [[0, 0, 0], [0, 0, 0]]
    s.sup1 = [6, 6, 6]
    to_rewards(s)
    assert s.track == [q, p] and s.first == q and s.rnd == 2


def test_z23_2_z23_3_marker_tie_goes_to_final_track_order():
    """Z-23.2/Z-23.3: on a marker tie the higher disc on the final track takes the whole majority."""
    s, p = pos()
    q = 1 - p
    s.rnd = 5
    s.m1[p] = [0, 0, 2]
    s.m1[q] = [0, 0, 2]
    s.sup1 = [6, 6, 2]
    s.track = [q, p]
    for x in range(2):
        s.offs[x] = [0, 0, 0]   # nothing is receivable: two_red/two_grey need officials
    s.govs = [0, 0]
    s.wallsup = [0, 0]
    s.pals = [0, 0]
    for x in range(2):
        s.G[x][0:3] = [5, 5, 5]
    to_rewards(s)
    assert s.is_terminal
    assert s.final[q]["markers"] == 7 and s.final[p]["markers"] == 0


# ---------------------------------------------------------------- Z-23 scoring

def test_z23_1_rul5_floor_split_of_the_governor_pool():
    """Z-23.1/RUL-5: two leaders with 2 governors share 9+6=15 as 7 each; the third player gets nothing."""
    s, p = pos(players=3)
    s.squares[0] = [0, 1, 2]
    s.over[0] = [1, 1, 0]
    s.rnd = 5
    s.m1 = [[0, 0, 0]] * 3
    s.sup1 = [9, 9, 9]
    to_rewards(s)
    assert [s.final[x]["governors"] for x in range(3)] == [7, 7, 0]


# ---------------------------------------------------------------- Z-26 terminal picture

def test_z26_1_text_shows_public_card_abilities_and_the_x_rule():
    """Z-26.1/Z-3.10: the card list is public, so the picture names each card's ability; the X rule is spelled out."""
    s, p = pos()
    give_hand(s, p, [55])
    s.cards[p][0] = [6]
    txt = GAME.render_text(s.view(p))
    assert "55(palace>3vp)" in txt and "6(palace>3vp)" in txt and "X rule" in txt
    other = GAME.render_text(s.view(1 - p))
    assert "55(" not in other
    s.apply("court 55")
    txt = GAME.render_text(s.view(p))
    assert "beneath=X" in txt and "beneath=0" not in txt


def test_z21_8_rul13_reward_log_names_where_the_reward_went():
    """Z-21.8/RUL-13: the log of a wall or two-workers reward names the cell or area, as a player needs it."""
    s, p = pos()
    q = 1 - p
    s.rnd = 4                                  # brown round 4: wall; beige round 4: two_grey@4
    s.m1[p] = [0, 0, 1]
    s.m1[q] = [0, 0, 0]
    s.sup1 = [6, 6, 5]
    to_rewards(s)
    assert s.tasks[-1][:2] == ("offer", p)
    s.apply("accept tq1 2")
    assert f"seat {p} builds a wall in Turquoise 1 on the cell of 2 workers without paying workers" in s.log
    s, p = pos()
    s.m1[p] = [1, 0, 0]
    s.m1[1 - p] = [0, 0, 0]
    s.sup1 = [5, 6, 6]
    to_rewards(s)                              # beige round 1: two_workers@2
    s.apply("accept")
    assert f"seat {p} takes 2 workers into the worker area of region 2" in s.log


def test_z23_text_final_scoring_is_readable():
    """Z-23: the final line lists each seat's scoring parts as signed numbers, not a Python dict."""
    s, p = pos()
    s.rnd = 5
    to_rewards(s)
    while not s.is_terminal:
        s.apply("pass" if "pass" in legal(s) else legal(s)[0])
    txt = GAME.render_text(s.view(0))
    assert "final scoring: seat 0 governors +0, markers" in txt and "{" not in txt.split("final scoring")[1]
    assert "the game is over" in txt


def test_z25_3_z19_2_text_describes_the_b_sides_on_offer():
    """Z-25.3/Z-19.2/Z-3.9: while bidding, the picture lists each B side still on offer with its
    unrest tracks, starting officials and abilities; the opener's prompt says a bid is required."""
    s = GAME.new_state(3, 5, {"board_side": "B_auction"})
    txt = GAME.render_text(s.view(s.current_player))
    assert "B sides still to choose" in txt and "B-HIRE-PLUS: hire: +1 worker" in txt
    removed = s.removed
    assert all(f"  {b} B:" not in txt for b in removed)
    assert "opener must bid" in txt
    assert "board not chosen yet" in txt


def test_z21_4_text_offer_names_the_reward_and_the_price():
    """Z-21.4: the offer prompt names the reward in notation and says accepting returns every marker of the colour."""
    s, p = pos()
    s.m1[p] = [1, 0, 0]
    s.m1[1 - p] = [0, 0, 0]
    s.sup1 = [5, 6, 6]
    to_rewards(s)
    txt = GAME.render_text(s.view(p))
    assert "reward=two_workers@2 (accepting returns all your beige markers" in txt and "{'kind'" not in txt


def test_z10_1_z14_1_z15_1_refusals_say_what_is_missing():
    """Z-10.1/Z-14.1/Z-15.1/Z-13.1: a refused court action tells the player the missing precondition, in one line."""
    from tianxia.core import IllegalAction
    s, p = pos()
    with pytest.raises(IllegalAction, match="play a card to the court first"):
        s.apply("hire 1")
    give_hand(s, p, [60])
    s.apply("court 60")
    before = s.to_json()
    with pytest.raises(IllegalAction, match="the worker area of region 1 holds no official"):
        s.apply("hire 1")
    s.work[p][1] = 2
    with pytest.raises(IllegalAction, match="1 in another region"):
        s.apply("palace 2")
    with pytest.raises(IllegalAction, match="the governor area of region 3 needs a red, a grey and a white"):
        s.apply("governor 3")
    set_officials(s, p, "W", 3, red=1)
    s.unrest[p][2] = 2
    with pytest.raises(IllegalAction, match="from 2 to 3, above the maximum 2") as err:
        s.apply("hire 3")
    assert "\n" not in str(err.value)
    s.work[p][1] = 0
    s.unrest[p][2] = 0
    set_officials(s, p, "W", 3)
    assert s.to_json() == before


def test_z26_2_text_shows_other_seats_draft_backs_only():
    """Z-26.2/Z-24.1: during the V1 draft another seat's drafted cards show as backs (colour counts), never numbers."""
    s = GAME.new_state(2, 3, {"draft": True})
    p = s.current_player
    q = 1 - p
    txt = GAME.render_text(s.view(p))
    assert "drafting (backs): beigex3 orangex3 brownx3" in txt
    for c in s.drafts[q]:
        for x in c:
            assert f" {x}(" not in txt and f"={x}(" not in txt


# ---------------------------------------------------------------- independent oracle over random games

def _oracle_court_actions(s, p):
    """Z-11.1 … Z-16.1 preconditions, written again from the rules text."""
    D, R, off = s.D, s.D.R, ("red", "grey", "white")
    b = D.boards[s.side[p]]
    out = {f"recruit {off[c]} {r + 1}" for c in range(3) if s.offs[p][c] for r in range(R)}
    if any(s.G[p]) or any(s.W[p]):
        out.add("reassign")
    for r in range(R):
        if s.govs[p] and all(s.G[p][3 * r + c] for c in range(3)):
            out.add(f"governor {r + 1}")
        k = sum(s.W[p][3 * r:3 * r + 3])
        if k and s.unrest[p][r] + (k if s.options["unrest_per_worker"] else 1) <= b["unrest_max"][r]:
            out.add(f"hire {r + 1}")
        L = s.unrest[p][r]
        if (s.pals[p] and len(s.palaces[r]) < D.palace_spaces[s.num_players]
                and not (L >= b["palace_icon"][r] or L == b["unrest_max"][r])
                and s.work[p][r] >= 2 and any(s.work[p][x] for x in range(R) if x != r)):
            out.add(f"palace {r + 1}")
    regions_with_workers = sum(1 for x in s.work[p] if x)
    for si, cells in enumerate(s.walls):
        if s.wallsup[p] and p not in cells:
            out |= {f"wall {D.sections[si].lower()} {cost}" for i, cost in enumerate(D.cell_costs)
                    if cells[i] < 0 and cost <= regions_with_workers}
    return out


def _oracle_final(s):
    """Z-23.1 … Z-23.5 written again: governor pools, marker majorities, goal sections, walls."""
    D, N, R = s.D, s.num_players, s.D.R
    parts = [{"governors": 0, "markers": 0, "goals": 0, "walls": 0} for _ in range(N)]
    for r in range(R):
        cnt = [s.squares[r].count(p) + s.over[r][p] for p in range(N)]
        m = max(cnt)
        for p in range(N):
            if m and cnt[p] == m:
                parts[p]["governors"] += (9 + 3 * m) // cnt.count(m)
    for a, prize in enumerate((5, 6, 7)):
        v = [s.m1[p][a] + 3 * s.m3[p][a] for p in range(N)]
        if max(v) >= 1:
            parts[next(p for p in s.track if v[p] == max(v))]["markers"] += prize
    for sec in range(2):
        for p in range(N):
            vals = [D.goal_values[sec][j][s.claims[sec][j].index(p)] for j in range(3) if p in s.claims[sec][j]]
            parts[p]["goals"] += sum(vals) * len(vals)
    for si, cells in enumerate(s.walls):
        for i, p in enumerate(cells):
            if p >= 0:
                parts[p]["walls"] += s.wall_value(p, si)
    return parts


def _pieces(s, p, kind, place):
    """Z-3.6: the player's walls in a wall area, or palaces / governors in a region (1-based)."""
    if kind == "wall":
        return sum(1 for si, cells in enumerate(s.walls) if p in cells and s.D.sections[si][:2] == place)
    if kind == "palace":
        return s.palaces[place - 1].count(p)
    return s.squares[place - 1].count(p) + s.over[place - 1][p]


@pytest.mark.parametrize("seed", range(6))
def test_z10_z17_z20_z23_oracle_agrees_in_random_games(seed):
    """Z-10.4/Z-11…Z-16/Z-17.3/Z-20.2/Z-23: an independent reading of the preconditions, the comparison,
    the maxed-region block, goal satisfaction and final scoring agrees with the engine all game long."""
    import random
    from tianxia.games.zhanguo.data import HIGH
    rng = random.Random(seed)
    opts = {"board_side": ("A", "B")[seed % 2], "unrest_per_worker": seed % 3 == 0,
            "reward_track_turn_order": seed % 3 == 1, "draft": seed % 4 == 2}
    s = GAME.new_state(2 + seed % 3, seed, opts)
    D = s.D
    last = None
    while not s.is_terminal:
        f, acts, p = s.tasks[-1], legal(s), s.current_player
        if f[0] == "declare":
            last = (f[2], f[3])
            assert {a for a in acts if not a.startswith("free")} == _oracle_court_actions(s, p)
        if f[0] == "window":
            card, under = last
            fire = (f[2] != "reassign_officials" and
                    (under == 0 or (card > under if f[2] in HIGH else card < under)))
            assert f[3] == fire
            for a in acts:
                if a.startswith("use "):
                    n = int(a.split()[1].rstrip("abc"))
                    r = next(x for x in range(D.R) if n in s.cards[p][x])
                    assert fire and s.unrest[p][r] < D.boards[s.side[p]]["unrest_max"][r]
        if f[0] == "claims":
            want = set()
            for sec in range(2):
                for j in range(3):
                    tile = D.goal_tiles[s.goals[sec][j]]
                    if p not in s.claims[sec][j] and all(_pieces(s, p, tile["type"], k) >= tile["symbols"].count(k)
                                                         for k in tile["symbols"]):
                        want.add(f"claim {D.goal_sections[sec]} {D.goal_slots[j]}")
            assert {a for a in acts if a.startswith("claim")} == want
        pref = [a for a in acts if a.startswith(("claim", "accept", "wall", "governor", "palace", "hire"))]
        s.apply(rng.choice(pref) if pref and rng.random() < 0.6 else rng.choice(acts))
    assert s.final == _oracle_final(s)
