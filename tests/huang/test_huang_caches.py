"""The main-phase listing is assembled from caches kept up to date move by move (free hex
lists, candidate hexes for leaders, complete shapes, group borders).  These tests replay
random games over every module combination and, after every move, compare each cache with
a rebuild from the board alone, and the leader, tile and peasant-revolt actions with a slow
judge written straight from the rules (H-7.2, R-10, H-8.1, H-10, H-18.3).  Build actions come
from the complete shapes, which are compared with a rebuild."""

import random

import pytest
from huang_helpers import B, leader_room

from tianxia.games.huang import GAME
from tianxia.games.huang.checks import COMBOS
from tianxia.games.huang.data import COLOURS
from tianxia.games.huang.state import BIT

def rebuilt(s):
    t = s.clone()
    t._rebuild_groups()
    return t


def partition(s):
    return sorted(sorted(mem) for mem in s.members.values())


def assert_caches_match(s):
    fresh = rebuilt(s)
    for field in ("ynear", "ycand", "fland", "fwater", "placed", "shapes"):
        assert getattr(s, field) == getattr(fresh, field), field
    assert partition(s) == partition(fresh)
    for lab, mem in s.members.items():
        assert all(s.comp[x] == lab for x in mem)
    assert sum(1 for lab in s.comp if lab >= 0) == sum(map(len, s.members.values()))
    nbr_sets = s.board.nbr_sets
    for lab, border in s.borders.items():
        assert border == frozenset().union(*[nbr_sets[x] for x in s.members[lab]]), "stale border"


def expected_leaders_and_tiles(s):
    """The place, move and tile actions in listing order, judged hex by hex from scratch."""
    board, p = s.board, s.active
    out = []
    room = {h: leader_room(s, h) for h in range(board.n)}
    on = []
    for c in range(5):
        if s.lpos[p * 5 + c] < 0:
            out += [f"place {COLOURS[c]} {board.names[h]}" for h in range(board.n) if room[h] & BIT[c]]
        else:
            on.append(c)
    for c in on:
        lifted = s.clone()
        hx = s.lpos[p * 5 + c]
        lifted._lift_leader(p * 5 + c)
        out += [f"move {COLOURS[c]} {board.names[h]}" for h in range(board.n)
                if h != hx and leader_room(lifted, h) & BIT[c]]
    out += [f"withdraw {COLOURS[c]}" for c in on]
    ok = s._bandit_ok_cache()
    for c in sorted(set(s.hands[p])):
        out += [f"tile {COLOURS[c]} {board.names[h]}" for h in range(board.n)
                if s._free(h) and board.river[h] == (c == B) and ok(h)]
    blues = s.hands[p].count(B)
    tiles = [board.names[h] for h in range(board.n) if s.tile[h] >= 0]
    if blues >= 2:
        out += [f"revolt {name}" for name in tiles]
    if blues and s.lpos[p * 5 + B] < 0:
        out += [f"revolt {name} leader" for name in tiles]
    return out


def kinds_of(actions):
    return [a for a in actions if a.split()[0] in ("place", "move", "withdraw", "tile", "revolt")]


@pytest.mark.parametrize("index", range(len(COMBOS)))
def test_caches_and_listing_match_scratch_after_every_move(index):
    players, opts = COMBOS[index]
    checked = 0
    for seed in (7, 8):
        s = GAME.new_state(players, seed=seed * 100 + index, options=dict(opts, turn_cap=18))
        rng = random.Random(seed)
        while not s.is_terminal:
            assert_caches_match(s)
            if s.phase == "action":
                assert kinds_of(s.legal_actions()) == expected_leaders_and_tiles(s)
                checked += 1
            s.apply(rng.choice(s.legal_actions()))
    assert checked > 40


def test_caches_survive_json_round_trip_and_clone():
    """Derived caches are not in the JSON; loading rebuilds them and the listing is unchanged."""
    s = GAME.new_state(3, seed=4, options={"bandits": True, "palace": True})
    rng = random.Random(4)
    for _ in range(120):
        if s.is_terminal:
            break
        s.apply(rng.choice(s.legal_actions()))
        again = GAME.state_from_json(s.to_json())
        assert again.legal_actions() == s.legal_actions()
        assert "fland" not in str(s.to_json()) and "borders" not in str(s.to_json())
        twin = s.clone()
        if not twin.is_terminal:
            twin.apply(rng.choice(twin.legal_actions()))
            assert_caches_match(s)
            assert_caches_match(twin)


def test_reload_during_a_bandit_fight_keeps_the_tile_in_its_group_H_18_4():
    """The tile that brought a kingdom against bandits is in its group while the red tiles are
    chosen (unlike a war's unification tile, H-15.2); a state saved then reloads identically
    and plays on with the same legal actions."""
    import json

    for g in range(40):
        players, opts = COMBOS[g % len(COMBOS)]
        if not opts.get("bandits"):
            continue
        s = GAME.new_state(players, seed=g, options=opts)
        rng = random.Random(g)
        while not s.is_terminal and s.phase != "bandit_loss":
            s.apply(rng.choice(s.legal_actions()))
        if s.is_terminal:
            continue
        again = GAME.state_from_json(json.loads(json.dumps(s.to_json())))
        assert partition(again) == partition(s) and s.comp[s.unif] >= 0
        line = random.Random(9)
        while not s.is_terminal:
            assert again.legal_actions() == s.legal_actions()
            a = line.choice(s.legal_actions())
            s.apply(a)
            again.apply(a)
        return
    raise AssertionError("no bandit fight in 40 games")
