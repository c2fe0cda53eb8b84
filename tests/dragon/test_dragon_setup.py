"""D-1..D-4: overview, components, fewer players, setup (with E-1 and E-23)."""

import itertools

import pytest

from dragon_helpers import GAME, blank, fresh, persons, play, run
from tianxia.core import IllegalAction
from tianxia.games.dragon import state as S
from tianxia.games.dragon.data import TABLES
from tianxia.core.checks import random_playout


def test_D_1_1_two_to_five_players_and_twelve_rounds():
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    for bad in (1, 6):
        with pytest.raises(ValueError):
            GAME.new_state(bad, seed=1)
    s = random_playout(GAME, 2, 3)
    rounds = [line for line in s.log if line.startswith("Round ") and line.endswith("begins")]
    assert rounds == [f"Round {r} begins" for r in range(1, 13)]
    assert s.is_terminal and s.round == 12


def test_D_1_2_options_and_their_defaults():
    s = GAME.new_state(3, seed=1)
    assert s.options == {"great_wall": False, "great_events": "off", "great_event_hidden": False,
                         "large_privilege_cost": 7, "start_player": "random",
                         # the house rules at our rulings
                         "great_event_timing": "before_decay", "final_wall_check": "after_scoring",
                         "tornado_discards": "face_up", "privilege_without_yuan": False}
    assert GAME.options["great_events"]["choices"] == ["off", "random", *TABLES.great_events]
    s = GAME.new_state(3, seed=1, options={"great_wall": "on", "great_events": "flood",
                                           "large_privilege_cost": "6", "start_player": "2"})
    assert s.options["great_wall"] is True and s.great == "flood" and s.options["large_privilege_cost"] == 6
    assert s.start == 2


def test_D_1_2_hidden_great_event_needs_random_and_start_seat_must_exist():
    for opts in ({"great_event_hidden": True}, {"great_event_hidden": True, "great_events": "flood"}):
        with pytest.raises(ValueError, match="great_event_hidden"):
            GAME.new_state(3, seed=1, options=opts)
    with pytest.raises(ValueError, match="start_player"):
        GAME.new_state(3, seed=1, options={"start_player": 3})
    GAME.new_state(4, seed=1, options={"start_player": 3})
    with pytest.raises(ValueError):
        GAME.new_state(3, seed=1, options={"great_events": "meteor"})


def test_D_1_3_yuan_rice_fireworks_never_negative_in_play():
    """D-1.3/D-5.8: holdings are non-negative integers whatever happens."""
    for seed in range(10):
        s = random_playout(GAME, 3, seed, {"great_wall": True, "great_events": "flood"})
        assert min(s.yuan + s.rice + s.fw) >= 0


def test_D_1_4_seats_and_unbounded_tracks():
    s = blank(3)
    s._ev = []
    s._move(0, 500)
    assert s.pos[0] == 500
    s.score[1] = 1000
    assert s.scores()[1] == 1000


def test_D_2_1_base_components():
    assert TABLES.hand == (1,) * 9 + (2,)
    assert sum(TABLES.hand) == 11
    assert len([c for c in TABLES.action_cards if TABLES.action_expansion[c] is None]) == 7
    assert sum(TABLES.event_count.values()) == 12
    assert sum(S.T.supply_for(5)) == 90


def test_D_2_2_great_wall_components():
    s = fresh(3, great_wall=True)
    assert all(len(u) == 6 and set(u) == set(TABLES.wall_bonuses) for u in s.wall_unused)
    assert "wall" in TABLES.action_cards and TABLES.action_expansion["wall"] == "great_wall"


def test_D_2_3_ten_great_events():
    assert len(TABLES.great_events) == 10 and len(set(TABLES.great_events)) == 10


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_D_3_1_D_3_2_supply_per_player_count(n):
    supply = dict(zip(S.KINDS, S.T.supply_for(n)))
    missing = 5 - n
    for t in ("cr", "cl", "tc"):
        assert supply[t] == 10 - 2 * missing
    for t in ("py", "wa", "mo", "he", "fa", "sc"):
        assert supply[t + "-y"] == 6 - missing and supply[t + "-o"] == 4 - missing
        assert supply[t + "-y"] + supply[t + "-o"] == {5: 10, 4: 8, 3: 6, 2: 4}[n]


def test_D_3_3_unused_colours_and_groups_per_player_count():
    s = fresh(2, great_wall=True)
    assert len(s.wall_unused) == 2 and len(s.hands) == 2
    for n in (2, 3, 4, 5):
        s = blank(n)
        run(s, ("actions",))
        assert [len(g) for g in s.groups] == TABLES.group_sizes[7][n]


def test_D_4_1_supply_formed_before_any_pick():
    s = fresh(4)
    assert s.supply == S.T.supply_for(4)


def test_D_4_2_event_track_first_two_peace_and_no_identical_neighbours():
    for seed in range(300):
        s = GAME.new_state(2, seed=seed)
        assert s.track[:2] == ("peace", "peace")
        assert all(a != b for a, b in zip(s.track[1:], s.track[2:]))
        assert sorted(s.track) == sorted(e for e in TABLES.event_ids for _ in range(2))


def test_D_4_2_exhaustive_property_over_every_draw_order():
    """All 113,400 distinct draw orders: never identical neighbours in slots 2..12; ~10 % need the swap."""
    tiles = ["tribute", "drought", "festival", "mongol", "plague"] * 2
    orders = set(itertools.permutations(sorted(tiles)))
    assert len(orders) == 113400
    swaps = 0
    for order in orders:
        track = S.lay_event_track(list(order))
        assert None not in track
        assert all(a != b for a, b in zip(track[1:], track[2:]))
        swaps += _needs_swap(list(order))
    assert 0.05 < swaps / len(orders) < 0.15


def _needs_swap(order):
    track = ["peace", "peace"] + [None] * 10
    for t in order:
        s = track.index(None, 2)
        if track[s - 1] == t and None not in track[s + 1:]:
            return 1
        if track[s - 1] == t:
            track[track.index(None, s + 1)] = t
        else:
            track[s] = t
    return 0


def test_E_23_event_track_generation():
    M, T, P, D, F, X = "mongol", "tribute", "plague", "drought", "festival", "peace"
    assert S.lay_event_track([M, T, T, P, D, F, M, P, D, F]) == [X, X, M, T, P, T, D, F, M, P, D, F]
    assert S.lay_event_track([F, P, M, D, T, F, P, M, D, D]) == [X, X, F, P, M, D, T, F, P, D, M, D]


def test_D_4_3_great_event_chosen_or_random_after_the_track():
    assert fresh(3).great is None
    assert fresh(3, great_events="tornado").great == "tornado"
    seen = {GAME.new_state(3, seed=seed, options={"great_events": "random"}).great for seed in range(200)}
    assert seen == set(TABLES.great_events)
    # the great event draw comes after the event-track draw (D-18.4): same seed, same track
    assert (GAME.new_state(3, seed=5, options={"great_events": "random"}).track
            == GAME.new_state(3, seed=5).track)


def test_D_4_4_action_deck_has_seven_or_eight_cards():
    for wall, size in ((False, 7), (True, 8)):
        s = blank(3, great_wall=wall)
        run(s, ("actions",))
        cards = [c for g in s.groups for c in g]
        assert len(cards) == size and len(set(cards)) == size
        assert ("wall" in cards) == wall


def test_D_4_5_starting_holdings():
    s = fresh(4, great_wall=True)
    for p in range(4):
        assert (s.yuan[p], s.rice[p], s.fw[p], s.score[p], s.pos[p]) == (6, 0, 0, 0, 0)
        assert s.palaces[p] == ((2, ()), (2, ()))   # the start player has not picked yet either
        assert s.small[p] == s.large[p] == 0
        assert sum(s.hands[p]) == 11 and len(s.wall_unused[p]) == 6


def test_D_4_6_start_player_option_and_random_start():
    assert fresh(3, start_player=2).current_player == 2
    starts = {GAME.new_state(3, seed=seed).current_player for seed in range(40)}
    assert starts == {0, 1, 2}


def test_D_4_7_initial_picks_clockwise_distinct_pairs_free_placement():
    s = fresh(3, start_player=1)
    assert s.current_player == 1
    with pytest.raises(IllegalAction):
        s.apply("pair cr cr")
    play(s, "pair cr sc", "place 1", "place 1")
    assert persons(s, 1) == [["cr", "sc-y"], []]
    assert s.current_player == 2
    assert "pair cr sc" not in s.legal_actions() and "pair cr tc" in s.legal_actions()
    play(s, "pair cr tc")
    # palace 1 of seat 2 may get both tiles, and then only palace 2 is left for a third
    assert s.legal_actions() == ["place 1", "place 2"]
    play(s, "place 2", "place 1")
    assert s.pos[2] == 2 + 3 and s.current_player == 0


def test_D_4_7_young_tiles_only_and_values_added():
    s = fresh(2)
    play(s, "pair py wa", "place 1", "place 2")
    assert persons(s, 0) == [["py-y"], ["wa-y"]]
    assert s.pos[0] == 10


def test_E_1_initial_picks_and_stacking():
    s = fresh(5)
    play(s, "pair tc sc", "place 1", "place 2")     # Ania: 3 + 4
    play(s, "pair tc fa", "place 1", "place 2")     # Benek: 3 + 4
    play(s, "pair sc fa", "place 1", "place 2")     # Kasia: 4 + 4 (either order of the pair)
    assert s.pos[:3] == [7, 7, 8]
    assert s.track_order()[:3] == [2, 1, 0]
    legal = s.legal_actions()
    assert not {"pair tc sc", "pair tc fa", "pair fa sc"} & set(legal)
    assert {"pair tc mo", "pair cl sc"} <= set(legal)


def test_D_4_8_all_markers_start_at_zero():
    s = fresh(5)
    assert s.pos == [0] * 5


def test_D_4_9_round_one_begins_after_the_picks():
    s = fresh(2)
    play(s, "pair cr cl", "place 1", "place 2", "pair tc mo", "place 1", "place 2")
    assert s.round == 1 and s.phase == "action" and s.groups
    assert s.legal_actions()[0] == "money"
