"""The game-independent contract: actions, options, the generator, records, bot specs."""

import pickle

import pytest

from tianxia.bots.base import parse_spec, split_seats
from tianxia.core import Action, Rng
from tianxia.core import options as opt
from tianxia.core import record


def test_actions_are_interned_notation():
    a = Action("occupy", 2, "taxes")
    assert a == "occupy 2 taxes" and a.kind == "occupy" and a.args == (2, "taxes")
    assert a is Action("occupy", 2, "taxes")
    assert pickle.loads(pickle.dumps(a)) is a


def test_rng_is_reproducible_and_unbiased_enough():
    a, b = Rng(5), Rng(5)
    assert [a.below(10) for _ in range(50)] == [b.below(10) for _ in range(50)]
    counts = [0] * 4
    r = Rng(1)
    for _ in range(4000):
        counts[r.below(4)] += 1
    assert all(800 < c < 1200 for c in counts)
    items = list(range(10))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))
    with pytest.raises(ValueError):
        Rng(1).below(0)


SPECS = {
    "wall": {"type": "bool", "default": False, "help": ""},
    "event": {"choices": ["off", "random", "flood"], "default": "off", "help": ""},
    "cost": {"choices": [7, 6], "default": 7, "help": ""},
    "n": {"type": "int", "min": 1, "max": 3, "default": 1, "help": ""},
}


def test_options_are_typed_and_checked():
    assert opt.resolve(SPECS, {}) == {"wall": False, "event": "off", "cost": 7, "n": 1}
    got = opt.resolve(SPECS, opt.parse_cli("wall=on,event=Flood,cost=6,n=3"))
    assert got == {"wall": True, "event": "flood", "cost": 6, "n": 3}
    for bad in ({"colour": 1}, {"wall": "maybe"}, {"cost": 5}, {"n": 4}, {"n": "x"}):
        with pytest.raises(ValueError) as err:
            opt.resolve(SPECS, bad)
        assert "\n" not in str(err.value)
    with pytest.raises(ValueError):
        opt.parse_cli("wall")


def test_bot_specs():
    assert parse_spec("mcts:seconds=1,iterations=5") == ("mcts", {"seconds": "1", "iterations": "5"})
    assert parse_spec("MCTS:seconds=1:iterations=5") == ("mcts", {"seconds": "1", "iterations": "5"})
    assert split_seats("mcts:seconds=1,iterations=9,random,human") == [
        "mcts:seconds=1,iterations=9", "random", "human"]


def test_record_check_names_the_bad_field():
    with pytest.raises(ValueError, match="seed"):
        record.check({"game": "dragon", "players": ["a", "b"], "seed": "x", "history": []})
    with pytest.raises(ValueError, match="history"):
        record.check({"game": "dragon", "players": ["a", "b"], "seed": 1})


def test_determinize_strips_other_seats_secrets_every_time_even_when_reusing_its_filtering():
    """``determinize`` keeps the last filtering of a position's events (search asks thousands of
    times); a world must still get its own list, another seat its own filtering, and an extended
    log a new one (core.game._seen_all)."""
    import random

    import tianxia

    state = tianxia.load("emperor").new_state(3, seed=3)
    rng = random.Random(3)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    secrets = {e["secret"]["seat"] for e in state.events if e.get("secret")}
    assert len(secrets) >= 2  # draws from the deck: each seat's own card is its secret

    def kept(world, seat):
        return [e["secret"]["seat"] for e in world.events if e.get("secret")]

    for seat in (0, 0, 1, 0):
        world = state.determinize(seat, rng)
        assert set(kept(world, seat)) <= {seat} and kept(world, seat)
        if seat == state.current_player:  # (another seat's world re-deals the mover's hand)
            world.apply(world.legal_actions()[0])  # a world's log grows on its own
        assert len(state.determinize(seat, rng).events) == len(state.events)
    state.apply(state.legal_actions()[0])
    assert len(state.determinize(0, rng).events) == len(state.events)


def test_every_world_a_seat_imagines_has_a_choice_where_the_real_one_does():
    """A pending decision is public: a sample where its player could not answer it is not a world
    the seat thinks possible (Emperor: the mover's re-dealt hand paying no second piece; 12 of 884
    such worlds before ``determinize`` drew again).  Every seat's worlds, every position of a game."""
    import random

    import tianxia

    for seed in range(2):
        state = tianxia.load("emperor").new_state(3, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            for seat in range(3):
                world = state.determinize(seat, rng)
                assert world.legal_actions() and world.current_player == state.current_player, state.history
            state.apply(rng.choice(state.legal_actions()))
