"""D-9 person phase (E-19, R-9..R-12, R-32)."""

import pytest

from dragon_helpers import blank, persons, play, run, set_palaces
from tianxia.core import IllegalAction
from tianxia.games.dragon.state import KIND_INDEX


def hand(*cards):
    from tianxia.games.dragon.state import CARDS
    return tuple(cards.count(c) for c in CARDS)


def test_D_9_1_players_without_cards_skip_the_person_phase():
    s = blank(3)
    s.hands = [hand(), hand("cr", "cl"), hand()]
    run(s, ("persons",))
    assert s.current_player == 1
    play(s, "card cr")
    play(s, "place 1")
    assert not s.tasks


def test_D_9_1_nobody_plays_a_card_in_round_twelve():
    from dragon_helpers import GAME
    from tianxia.core.checks import random_playout
    s = random_playout(GAME, 4, 21)
    log = s.log
    start, event = log.index("Round 12 begins"), log.index("Round 12 event: " + {
        "peace": "Peace", "tribute": "Imperial Tribute", "drought": "Drought", "festival": "Dragon Festival",
        "mongol": "Mongol Invasion", "plague": "Plague"}[s.track[11]])
    assert not [t for t in log[start:event] if " plays the " in t]
    assert all(sum(h) == 0 for h in s.hands)


def test_D_9_2_person_phase_in_person_track_order_after_parades():
    s = blank(3)
    s._ev = []
    s._move(0, 3)
    s._move(1, 5)
    s._move(2, 4)
    run(s, ("persons",))
    assert s.current_player == 1


def test_D_9_3_any_card_may_be_played_even_an_exhausted_type_R_9():
    s = blank(2)
    s.supply[KIND_INDEX["cr"]] = 0
    s.hands[0] = hand("cr", "cl")
    run(s, ("card", 0))
    assert s.legal_actions() == ["card cr", "card cl"]
    lines = play(s, "card cr")
    assert "nothing happens" in lines[0] and not s.tasks and s.hands[0] == hand("cl") and s.pos[0] == 0


def test_D_9_4_type_card_takes_young_or_old_R_10_and_wild_any():
    s = blank(2)
    s.hands[0] = hand("mo", "wild")
    run(s, ("card", 0))
    play(s, "card mo")
    assert s.legal_actions() == ["tile mo-y", "tile mo-o"]
    s.supply[KIND_INDEX["mo-y"]] = 0
    s.hands[1] = hand("mo", "cr")
    run(s, ("card", 1))
    play(s, "card mo")   # only mo-o is left: taken without asking
    assert s.legal_actions() == ["place 1", "place 2"] and s.tasks[-1] == ("place", 1, KIND_INDEX["mo-o"])
    s = blank(2)
    s.hands[0] = hand("wild")
    run(s, ("card", 0))
    assert len(s.legal_actions()) == 15


def test_D_9_4_wild_card_spent_only_with_an_empty_supply():
    s = blank(2)
    s.supply = [0] * 15
    s.hands[0] = hand("wild", "wild")
    run(s, ("card", 0))   # two identical wild cards are one option (D-22): played automatically
    assert s.hands[0] == hand("wild") and not s.tasks


def test_D_9_5_the_tile_leaves_the_supply():
    s = blank(2)
    s.hands[0] = hand("sc", "fa")
    run(s, ("card", 0))
    before = s.supply[KIND_INDEX["sc-o"]]
    play(s, "card sc", "tile sc-o")
    assert s.supply[KIND_INDEX["sc-o"]] == before - 1


def test_D_9_6_free_floor_must_be_used():
    s = blank(2)
    set_palaces(s, 0, (2, ["cr", "cl"]), (2, ["tc"]))
    s.hands[0] = hand("fa", "sc")
    run(s, ("card", 0))
    play(s, "card fa", "tile fa-o")
    assert not s.tasks and persons(s, 0) == [["cr", "cl"], ["tc", "fa-o"]]   # one free floor: no choice
    set_palaces(s, 1, (1, []), (2, ["tc"]))
    s.hands[1] = hand("fa", "sc")
    run(s, ("card", 1))
    play(s, "card fa")   # the only farmer left (fa-o went to seat 0) is taken without asking
    assert s.legal_actions() == ["place 1", "place 2"]
    with pytest.raises(IllegalAction, match="free floor"):
        s.apply("discard")


def test_D_9_6_full_palaces_replace_or_discard_and_E_19():
    """E-19: all floors occupied: release one own person for the new tile, or discard the new tile."""
    for choice in ("replace 2 wa-o", "discard"):
        s = blank(2)
        set_palaces(s, 0, (2, ["cr", "cl"]), (1, ["wa-o"]))
        s.hands[0] = hand("mo", "sc")
        run(s, ("card", 0))
        before = s.supply[KIND_INDEX["mo-y"]]
        play(s, "card mo", "tile mo-y")
        assert s.legal_actions() == ["replace 1 cr", "replace 1 cl", "replace 2 wa-o", "discard"]
        play(s, choice)
        assert s.supply[KIND_INDEX["mo-y"]] == before - 1     # the supply lost the tile either way
        if choice == "discard":
            assert persons(s, 0) == [["cr", "cl"], ["wa-o"]] and s.pos[0] == 0
            assert s.gone[KIND_INDEX["mo-y"]] == 1
        else:   # the new tile takes the freed floor
            assert persons(s, 0) == [["cr", "cl"], ["mo-y"]] and s.pos[0] == 6
            assert s.gone[KIND_INDEX["wa-o"]] == 1


def test_D_9_6_identical_persons_in_one_palace_are_one_option():
    s = blank(2)
    set_palaces(s, 0, (2, ["cr", "cr"]))
    s.hands[0] = hand("cl", "sc")
    run(s, ("card", 0))
    play(s, "card cl")
    assert s.legal_actions() == ["replace 1 cr", "discard"]


def test_R_12_player_without_palaces_must_discard():
    s = blank(2)
    s.palaces[0] = ()
    s.hands[0] = hand("cl", "sc")
    run(s, ("card", 0))
    lines = play(s, "card cl")
    assert "discards the court lady" in lines[-1] and s.gone[KIND_INDEX["cl"]] == 1


def test_D_9_7_marker_moves_only_for_a_placed_tile():
    s = blank(2)
    s.hands[0] = hand("py", "sc")
    run(s, ("card", 0))
    play(s, "card py", "tile py-y", "place 2")
    assert s.pos[0] == 5 and persons(s, 0) == [[], ["py-y"]]
