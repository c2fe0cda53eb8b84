"""The remaining numbered rules and rulings of rules/emperor.md, each cited by number."""

import json
import random

import pytest
from emperor_helpers import NC, emissary, fortification, fresh, give, hand, houses, to_turn

from tianxia.core.checks import random_playout
from tianxia.games.emperor import GAME
from tianxia.games.emperor.data import TABLES as TB


def test_e1_1_e1_2_e5_1_seats_play_in_order_and_seat0_stays_first():
    """E-1.1, E-1.2, E-5.1, E-4.4, R-32: seat i is followed by seat i+1 mod n; seat 0 starts every round."""
    s = GAME.new_state(3, seed=4)
    order = []
    rng = random.Random(4)
    while len(order) < 12:
        p = s.current_player
        s.apply(rng.choice(s.legal_actions()))
        if s.current_player != p:
            order.append(p)
    assert order == [0, 1, 2] * 4


def test_e2_1_r3_sides_differ_only_in_roads():
    """E-2.1, R-3, E-3.5: both sides share regions, spaces and alliances; only roads differ."""
    a, b = set(TB.roads["A"]), set(TB.roads["B"])
    assert a != b and len(a & b) == 64
    assert TB.region_spaces and TB.alliances  # one set of regions/alliances for both sides
    for side in ("A", "B"):  # E-3.5: every space has a road, the road graph is connected
        adj = TB.adjacency[side]
        assert all(adj[s] for s in range(TB.num_spaces))
        seen, todo = {0}, [0]
        while todo:
            for t in adj[todo.pop()]:
                if t not in seen:
                    seen.add(t)
                    todo.append(t)
        assert len(seen) == TB.num_spaces


def test_e2_4_e15_1_one_fortification_per_player():
    """E-2.4, E-15.1, E-4.3: the variant is off by default; with it each player has one fortification."""
    assert GAME.new_state(5, seed=1).supply_f == [0] * 5
    assert fresh(5, fort=True).supply_f == [1] * 5


def test_e2_5_r25_r26_scores_are_plain_unbounded_integers():
    """E-2.5, R-25, R-26: scores are plain integers with no cap (no 50/100 point cards needed)."""
    s = fresh()
    s.score = [140, 3, 0, 0]
    s.tasks = []  # the game is over
    assert s.scores() == [140, 3, 0, 0] and s.winners() == [0]
    # alliance totals do not depend on the order they are scored in
    s = fresh()
    houses(s, 0, "wei1", "qin1")
    emissary(s, "wei", 0)
    emissary(s, "qin", 0)
    rows = s.alliance_points()
    assert sum(sum(p) for _, p in rows) == sum(sum(p) for _, p in reversed(rows)) == 2


def test_e2_6_player_colours():
    """E-2.6: the five player colours are blue, green, purple, red and yellow (cosmetic)."""
    assert fresh(5).view(0)["player_colours"] == ["blue", "green", "purple", "red", "yellow"]


def test_e3_3_e3_4_space_ids_and_dragon_spaces():
    """E-3.3, E-3.4, E-3.7: space ids are the region id plus an index; one dragon space per region."""
    for r, rid in enumerate(TB.region_ids):
        assert [TB.space_ids[s] for s in TB.region_spaces[r]] == [f"{rid}{i}" for i in
                                                                 range(1, len(TB.region_spaces[r]) + 1)]
    dragons = [reg["dragon"] for reg in TB.board_raw["regions"]]
    assert dragons == [f"dragon_{rid}" for rid in TB.region_ids]
    assert set(TB.layout["dragon_spaces"]) == set(dragons)
    assert set(TB.layout["house_spaces"]) == set(TB.space_ids)


@pytest.mark.parametrize("n", [2, 6])
def test_e4_1_player_count(n):
    """E-4.1, E-18.1: 3 to 5 players."""
    with pytest.raises(ValueError, match="3 to 5 players"):
        GAME.new_state(n, seed=1)


def test_e5_3_e13_3_e16_1_end_then_final_scoring_then_winner():
    """E-5.3, E-13.3, E-14.3, E-16.1: after the last turn, final scoring (houses, alliances, roads)
    is added and the highest total wins."""
    s = random_playout(GAME, 4, 21)
    final = s.final
    assert s.is_terminal and final is not None
    best = max(s.scores())
    assert all(s.scores()[p] == best for p in s.winners())
    assert set(final) == {"houses", "alliances", "alliance_totals", "roads"} and len(final["alliances"]) == 15


def test_e6_1_one_or_two_units_up_to_three_cards():
    """E-6.1: one target region, 1-3 cards in 1-2 units, one unit per piece."""
    s = fresh()
    houses(s, 1, "wei1")
    give(s, 0, ["red", "orange", "orange"])
    s.apply("house wei2 red")
    s.apply("emissary wei pair orange")
    assert hand(s, 0) == [] and s.discard[TB.colour_index["orange"]] == 2


def test_e7_8_pieces_never_move():
    """E-7.8: once placed, a house, emissary or fortification stays where it is for the whole game."""
    s = GAME.new_state(5, seed=8, options={"fortifications": True})
    rng = random.Random(8)
    seen_owner, seen_fort = {}, {}
    while not s.is_terminal:
        s.apply(rng.choice(s.legal_actions()))
        for sp, o in enumerate(s.owner):
            if o >= 0:
                assert seen_owner.setdefault(sp, o) == o
        for sp, o in enumerate(s.fort):
            if o >= 0:
                assert seen_fort.setdefault(sp, o) == o
        assert all(x >= 0 for x in s.emis)
    assert seen_owner


def test_e9_5_run_out_while_drawing_continues_from_new_deck():
    """E-9.5, E-12.2: the deck runs out during drawing: reshuffle at once, the player goes on drawing."""
    s = fresh()
    houses(s, 1, "wei1")
    give(s, 0, ["red", "green", "green"])
    while len(s.deck) > 1:
        s.removed[s.deck.pop()] += 1
    s.discard = [0] * NC
    s.apply("house wei2 red")
    s.apply("house wei3 pair green")  # 3 cards on the discard pile, hand empty
    s.apply("draw deck")  # the last card: the 3 played cards become the deck
    assert s.exhaustions == 1 and len(s.deck) == 3 and s.current_player == 0
    s.apply("draw deck")
    s.apply("draw deck")
    assert len(hand(s, 0)) == 3 and s.current_player == 1


def test_e9_6_r15_hand_never_above_three_and_drawing_compulsory():
    """E-9.6, R-15: no action stops drawing while cards are available; hands never exceed 3."""
    s = fresh()
    houses(s, 1, "wei1")
    give(s, 0, ["red", "red", "green"])
    s.apply("house wei2 red")
    assert "stop" not in s.legal_actions()
    s.apply("draw deck")
    assert len(hand(s, 0)) <= 3


def test_e10_3_no_placement_means_exchange():
    """E-10.3, E-18.2: a hand that can pay for nothing offers exchanges only; the legal set is never empty."""
    s = fresh()
    give(s, 0, ["red", "green", "yellow"])
    for r in ("wei", "shu", "zhao", "lu", "qi", "qin"):
        r_i = TB.region_index[r]
        for sp in TB.region_spaces[r_i]:
            s.owner[sp] = 1
    s.supply_e[0] = 0
    s._recount()
    legal = s.legal_actions()
    assert legal and all(a.startswith("exchange") for a in legal)


def test_e11_2_pass_only_after_second_exhaustion():
    """E-11.2: in random games a pass happens only after the second run-out."""
    for seed in range(6):
        s = GAME.new_state(3 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal:
            a = rng.choice(s.legal_actions())
            if a == "pass":
                assert s.exhaustions == 2
            s.apply(a)


def test_e15_3_r13_anyone_may_build_on_a_bare_fortification():
    """E-15.3, R-13, E-7.6: the placer need not build on it; another player may, and then owns the fortified house."""
    s = fresh(4, fort=True)
    houses(s, 2, "han1")
    give(s, 0, ["orange", "red", "green"])
    s.apply("fortify han2 orange")
    while s.current_player == 0:
        s.apply([a for a in s.legal_actions() if a.startswith("draw")][0])
    give(s, 1, ["orange", "red", "red"])
    s.apply("house han2 orange")
    sp = TB.space_index["han2"]
    assert s.owner[sp] == 1 and s.fort[sp] == 0
    assert s.region_points(TB.region_index["han"]) == [0, 4, 2, 0]  # the owner doubles, not the placer


def test_r8_cap_counts_all_emissaries():
    """R-8: all players' emissaries count against the cap of the single strongest player."""
    s = fresh()
    houses(s, 1, "qi1", "qi2")
    houses(s, 2, "qi3")
    emissary(s, "qi", 2)
    emissary(s, "qi", 3)
    give(s, 0, ["yellow", "yellow", "red"])
    assert not any(a.startswith("emissary qi") for a in s.legal_actions())


def test_r27_discard_and_removed_are_public():
    """R-27, E-17.1: the discard pile and removed cards are in every view, spectators included."""
    s = fresh(3)
    give(s, 0, ["red", "green", "green"])
    s.apply("exchange red for deck")
    for seat in (None, 0, 1, 2):
        v = s.view(seat)
        assert v["discard"] == ["red"] and len(v["removed"]) == 10


def test_r29_emissary_without_own_house_and_in_scored_region():
    """R-29, E-7.5 (b), (d): emissaries may go where the player has no house, also after scoring."""
    s = fresh()
    houses(s, 1, "lu1", "lu2", "lu3", "lu4")
    s.scored[TB.region_index["lu"]] = True
    give(s, 0, ["green", "red", "red"])
    assert "emissary lu green" in s.legal_actions()


def test_r30_several_fortifications_in_one_region():
    """R-30: no limit on fortifications per region other than one per space and one per player."""
    s = fresh(4, fort=True)
    fortification(s, "chu1", 1)
    fortification(s, "chu2", 2)
    give(s, 0, ["purple", "red", "red"])
    legal = s.legal_actions()
    assert "fortify chu3 purple" in legal and "fortify chu1 purple" not in legal


def test_r34_saturation_wins_over_round_completion():
    """R-34, E-13.2: if the end is triggered and the board is saturated, the game ends at once."""
    s = fresh()
    s.exhaustions = 2
    s.supply_h = [0, 0, 0, 0]
    s.supply_e = [0, 0, 0, 0]
    to_turn(s, 0)
    give(s, 0, ["red", "green", "green"])
    s.apply("exchange red for deck" if s.deck else s.legal_actions()[0])
    assert s.is_terminal, "seat 0 of 4: ended at once, the round is not completed"


def test_e18_5_no_decisions_in_scoring():
    """E-18.5, E-18.6: region scoring, refills, reshuffles and final scoring never ask for a decision:
    every legal action is a piece, a draw, an exchange, a pass or a stop."""
    s = random_playout(GAME, 5, 3, {"fortifications": True})
    assert {h.split()[0] for h in s.history} <= {"house", "emissary", "fortify", "draw", "exchange", "pass", "stop"}
    json.dumps(s.to_json())
