"""ZhanGuo turn and game flow: vocabulary, court-action windows, decisions (DEC-4..DEC-9), phases."""

import random

from tianxia.games.zhanguo import GAME
from zg_helpers import fresh, give_hand, legal, set_officials, to_rewards


def pos(players=2, seed=3, **opts):
    s = fresh(players, seed, **opts)
    return s, s.current_player


def test_z0_4_z8_1_z12_1_areas_and_unrest_track():
    """Z-0.4/Z-8.1/Z-12.1: unrest 0 = no cube; a worker area holds 2 officials, workers take no room."""
    s, p = pos()
    s.work[p][0] = 7
    assert "free 1 red" in legal(s)                                       # 7 workers, 0 officials
    set_officials(s, p, "W", 1, red=1, grey=1)
    s.G[p][2] = 1
    assert "free 1 white" not in legal(s)
    v = s.view(p)["seats"][p]["regions"][0]
    assert v["unrest"] == 0 and v["workers"] == 7 and v["worker_area"] == {"red": 1, "grey": 1, "white": 0}


def test_z1_3_most_markers_offered_first():
    """Z-1.3: the player with the most markers of a colour is offered that round's reward first."""
    s, p = pos()
    s.m1[1 - p][2] = 1
    s.m1[p][2] = 2
    s.sup1[2] -= 3
    to_rewards(s)
    assert s.current_player == p and s.tasks[-1][2] == 2


def test_z1_4_final_scoring_breakdown_adds_up():
    """Z-1.4/Z-23: VP scored during play stay; final scoring adds exactly its listed parts."""
    s, p = pos()
    s.vp = [3, 4]
    s.squares[0] = [p, -1, -1]
    s.m1[p][1] = 2
    s.walls[0] = [-1, p, -1]
    s.claims[1][0] = [p]
    s._final_scoring([])
    assert all(s.vp[q] == [3, 4][q] + sum(s.final[q].values()) for q in range(2))
    assert s.final[p]["governors"] == 12 and s.final[p]["markers"] == 6 and s.final[p]["goals"] == 5


def test_z10_1_z10_6_dec4_dec7_rul43_court_card_and_window():
    """Z-10.1/Z-10.6/DEC-4/DEC-7/RUL-43: the court card goes on top of the pile; the window holds triggered
    card abilities and (always) the qualifying B abilities; without the trigger only B abilities."""
    s = GAME.new_state(2, 3, {"board_side": "B"})
    while s.tasks[-1][0] == "pick":
        s.apply("board circle" if "board circle" in legal(s) else legal(s)[0])
    p = s.side.index("circle")
    from zg_helpers import set_turn
    set_turn(s, p)
    s.cards[p][0] = [1]                                                    # hire -> marker
    set_officials(s, p, "W", 2, grey=1)
    s.court = [50]
    give_hand(s, p, [60])
    s.apply("court 60")
    assert s.court[-1] == 60 and s.tasks[-1][0] == "declare"
    s.apply("hire 2")
    acts = legal(s)
    assert "bhire" in acts and "use 1 beige" in acts
    t = GAME.new_state(2, 3, {"board_side": "B"})
    while t.tasks[-1][0] == "pick":
        t.apply("board circle" if "board circle" in legal(t) else legal(t)[0])
    set_turn(t, p)
    t.cards[p][0] = [1]
    set_officials(t, p, "W", 2, grey=1)
    t.court = [50]
    give_hand(t, p, [40])
    t.apply("court 40")
    t.apply("hire 2")
    acts = legal(t)
    assert "bhire" in acts and not any(a.startswith("use") for a in acts)


def test_z11_3_z13_5_z14_3_z15_4_z16_3_triggers_of_each_action():
    """Z-11.3/Z-13.5/Z-14.3/Z-15.4/Z-16.3: each court action triggers its own card trigger only."""
    s, p = pos()
    s.cards[p] = [[16], [27], [4], [1], [6]]    # wall, recruit, governor, hire, palace abilities
    cases = {"recruit red 2": "recruit_official", "hire 1": "hire_workers", "palace 4": "build_palace",
             "wall tq1 1": "build_wall", "governor 3": "install_governor"}
    for action, kind in cases.items():
        t = s.clone()
        set_officials(t, p, "W", 1, red=1)
        set_officials(t, p, "G", 3, 1, 1, 1)
        t.work[p][3], t.work[p][4] = 2, 1
        t.court = [1]
        give_hand(t, p, [60] if kind in ("hire_workers", "build_palace", "build_wall") else [1 + 0 * 60])
        if kind in ("recruit_official", "install_governor"):
            t.court = [120]
            give_hand(t, p, [2])
            t.apply("court 2")
        else:
            t.apply("court 60")
        t.apply(action)
        while t.tasks[-1][0] in ("square", "offbonus", "pool", "paltake", "palpay", "wallpay"):
            t.apply("decline" if "decline" in legal(t) else ("stop" if "stop" in legal(t) else legal(t)[0]))
        f = t.tasks[-1]
        assert f[0] == "window" and f[2] == kind
        uses = {a.split()[1] for a in legal(t) if a.startswith("use")}
        want = {str(c[0]) for c in t.cards[p] if t.D.abilities[c[0]][0][0] == kind}
        assert uses == want, (action, uses, want)


def test_z12_6_dec5_cost_is_shortest_path():
    """Z-12.6/DEC-5: each point is one step, so reaching G_4 from G_2 takes 2 points (2-3-4; 1-4 is walled)."""
    s, p = pos()
    s.G[p][0:3] = [0, 0, 0]
    s.offs[p] = [5, 5, 5]
    set_officials(s, p, "G", 2, red=1)
    s.tasks.append(("pool", p, 4, 0, -1, -1))
    s._legal_cache = None
    # breadth-first over single steps of the shipped adjacency
    D = s.D
    dist = {1: 0}
    queue = [1]
    while queue:
        r = queue.pop(0)
        for t in D.neigh[r]:
            if t not in dist:
                dist[t] = dist[r] + 1
                queue.append(t)
    assert dist[3] == 2 and dist[4] == 2 and dist[0] == 1
    s.apply("step red g2 g3")
    assert "step red g3 g4" in legal(s)
    s.apply("step red g3 g4")
    assert s.G[p][3 * 3] == 1 and s.tasks[-1][2] == 2


def test_dec6_square_follow_ups():
    """DEC-6/Z-13.4: 'official' may be declined (the official stays in supply); 'reassign4' is a pool that may stop."""
    s, p = pos()
    set_officials(s, p, "G", 3, 1, 1, 1)
    s.apply(f"court {s.hands[p][0]}")
    s.apply("governor 3")
    s.apply("square 1")
    offs = list(s.offs[p])
    s.apply("decline")
    assert s.offs[p] == offs
    t, q = pos()
    set_officials(t, q, "G", 3, 1, 1, 1)
    t.apply(f"court {t.hands[q][0]}")
    t.apply("governor 3")
    t.apply("square 3")
    assert t.tasks[-1][:4] == ("pool", q, 4, 0) and "stop" in legal(t)


def test_dec9_rul42_reward_params_and_two_workers():
    """DEC-9/RUL-42: official_choice names a colour; two_workers ignores officials and unrest."""
    s, p = pos()
    s.m1[p] = [1, 1, 0]
    s.sup1[0] -= 1
    s.sup1[1] -= 1
    s.unrest[p][1] = 2
    to_rewards(s)
    s.apply("accept")                                                       # beige round 1: two_workers@2
    assert s.work[p][1] == 2 and s.unrest[p][1] == 2 and s.W[p][3:6] == [0, 0, 0]
    assert {"accept red", "accept grey", "accept white", "pass"} <= set(legal(s))   # orange: official_choice@4


def test_rul44_reward_track_has_n_discs_and_z2_6_everything_public():
    """RUL-44/Z-2.6/Z-26.1: the track holds one disc per player; supplies, markers and boards are public."""
    for n in (2, 3, 4):
        s = GAME.new_state(n, 1)
        v = s.view(None)
        assert len(v["reward_track"]) == n
        assert all(seat["supply"]["governors"] == 8 and seat["markers"]["beige"] == [0, 0] for seat in v["seats"])
        assert v["supply"]["value1"]["beige"] == s.sup1[0] and v["decks"] == [len(d) for d in s.decks]


def test_z20_1_z20_6_goal_spaces_never_run_out():
    """Z-20.1/Z-20.6: 2 sections x 3 slots with 4 spaces; with 4 players every player can claim every goal."""
    s = fresh(4, 1)
    assert len(s.claims) == 2 and all(len(sec) == 3 for sec in s.claims)
    for p in range(4):
        for sec in range(2):
            for j in range(3):
                s._claim(p, sec, j, [])
    assert all(len(lst) == 4 for sec in s.claims for lst in sec)


def test_z22_2_z5_final_reorder_and_phases():
    """Z-5.1/Z-5.2/Z-22.2/RUL-23: phases run draw -> play -> reward every round; after round 5 the track is
    reordered once more and the game ends."""
    from tianxia.core.checks import random_playout
    s = GAME.new_state(2, 5)
    rng = random.Random(5)
    phases = []
    while not s.is_terminal:
        if not phases or phases[-1] != (s.rnd, s.phase):
            phases.append((s.rnd, s.phase))
        s.apply(rng.choice(s.legal_actions()))
    kinds = [ph for _, ph in phases]
    assert kinds == ["play", "reward"] * 5 or kinds.count("play") == 5
    assert any(e["type"] == "round" and "end of round 5" in line for e, line in zip(s.events, s.log))
    assert s.phase == "over"
    r = random_playout(GAME, 2, 5)
    assert r.to_json() == s.to_json()


def test_z25_1_a_sides_identical():
    """Z-25.1: with A sides every player has the same board."""
    s = GAME.new_state(4, 2)
    assert s.side == ["A"] * 4


def test_z4_2_z4_3_z4_8_colours_decks_and_vp():
    """Z-4.2/Z-4.3/Z-4.8: player colours, three decks by colour, VP discs at 0 (15 with the auction)."""
    s = GAME.new_state(3, 2)
    v = s.view(None)
    assert [seat["colour"] for seat in v["seats"]] == ["blue", "red", "purple"]
    assert all((x - 1) // 40 == c for c, d in enumerate(s.decks) for x in d)
    assert s.vp == [0, 0, 0] and GAME.new_state(3, 2, {"board_side": "B_auction"}).vp == [15, 15, 15]


def test_z4_11_z6_3_z29_2_draft_and_board_choice_order():
    """Z-4.11/Z-6.3/Z-29.2: variants are fixed before boards are chosen; V1 drafts in rounds 1-4 only,
    one player at a time in turn order."""
    s = GAME.new_state(3, 7, {"board_side": "B", "reward_track_turn_order": True, "draft": True})
    pickers = []
    while s.phase == "setup":
        pickers.append(s.current_player)
        s.apply(legal(s)[0])
    assert pickers == list(reversed(s.track))
    drafters = []
    while s.phase == "draft":
        drafters.append(s.current_player)
        s.apply(legal(s)[-1])
    assert drafters == [p for p in s.order for _ in range(3)]
    rng = random.Random(1)
    rounds_drafted = set()
    while not s.is_terminal:
        if s.phase == "draft":
            rounds_drafted.add(s.rnd)
        s.apply(rng.choice(s.legal_actions()))
    assert rounds_drafted == {2, 3, 4}


def test_z7_3_z7_5_turn_order_of_steps_and_end_of_phase():
    """Z-7.3/Z-7.5: play, ability window, claim window, end of turn; Phase 2 ends when hands are empty."""
    s, p = pos()
    s.cards[p][0] = [16]
    s.work[p][0] = 1
    s.court = [50]
    give_hand(s, p, [60])
    s.apply("court 60")
    s.apply("wall tq1 1")
    assert [f[0] for f in s.tasks[-3:]] == ["endturn", "claims", "window"]
    s.apply("done")
    assert s.current_player != p
    t, q = pos()
    rng = random.Random(2)
    while t.phase == "play":
        t.apply(rng.choice(t.legal_actions()))
    assert all(h == [] for h in t.hands) or t.rnd == 2


def test_z3_1_reconstructed_tables_come_from_files():
    """Z-3.1/Z-3.11: the reconstructed tables are the files' contents."""
    D = fresh().D
    assert set(D.raw) == {"board", "player_boards", "goal_tiles", "wall_tiles", "cards"}
    assert len(D.raw["cards"]["cards"]) == 120


def test_z28_every_answer_word_names_the_decisions_it_answers():
    """Z-28: every word of the notation answers at least one declared decision, every decision has
    answers, and the words are those the refusals explain (core.flow's answers)."""
    from tianxia.games.zhanguo.actions import ANSWERS, EXPLAIN

    flow = GAME.state_class.FLOW
    assert set(ANSWERS) == set(EXPLAIN)
    answered = {kind for kinds in ANSWERS.values() for kind in kinds}
    assert answered == set(flow.decisions)
    assert not set(flow.decisions) & set(flow.automatic)
