"""Property tests: random games through the whole contract with the game's own invariants.

1,040 cheap games (every player count x every option combination) plus thorough ones
(deep contract checks every 3 actions) chosen by hypothesis.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tianxia
from tianxia.core.checks import check_playout
from tianxia.games.dragon import state as S

GAME = tianxia.load("dragon")

GREAT = ["off", "random", *S.T.great_events]
COMBOS = [{"great_wall": wall, "great_events": ge} for wall in (False, True) for ge in GREAT]
COMBOS += [{"great_wall": wall, "great_events": "random", "great_event_hidden": True} for wall in (False, True)]


def invariant(s):
    """Conservation and bounds that every position must satisfy."""
    n = s.num_players
    for field in (s.yuan, s.rice, s.fw, s.score, s.pos, s.small, s.large):
        assert min(field) >= 0, f"negative holding {field}"
    total = S.T.supply_for(n)
    count = [s.supply[k] + s.gone[k] for k in range(S.NKINDS)]
    assert min(s.supply) >= 0 and min(s.gone) >= 0
    quaking = {t[1] for t in s.tasks if t[0] in ("quake", "quake_done")}
    quaking |= {t[1] for t in s.tasks if t[0] == "release" and t[4] == "earthquake"}
    for p in range(n):
        for f, ps in s.palaces[p]:
            # overfull only while that player's earthquake is being resolved
            assert 1 <= f <= 3 and len(ps) <= (3 if p in quaking else f), f"palace {f} floors {ps}"
            assert list(ps) == sorted(ps)
            for k in ps:
                count[k] += 1
        assert min(s.hands[p]) >= 0 and sum(s.hands[p]) <= 11
        built = sum(1 for q, _ in s.wall if q == p)
        assert len(s.wall_unused[p]) + built == (6 if s.options["great_wall"] else 0)
        assert len(set(s.wall_unused[p])) == len(s.wall_unused[p])
    for t in s.tasks:
        if t[0] in ("initial", "place"):
            count[t[2]] += 1
    assert count == total, f"person tiles not conserved: {count} != {total}"
    assert len(s.wall) <= 12
    assert 0 <= s.round <= 12
    if s.is_terminal:
        assert s.round == 12
        assert [line for line in s.log if line.endswith("begins")] == [f"Round {r} begins" for r in range(1, 13)]
        assert len(s.winners()) == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("combo", range(len(COMBOS)))
def test_random_games_keep_every_invariant(players, combo):
    """10 games for each of the 104 (players, options) cells: 1,040 games."""
    for i in range(10):
        seed = 1000 * combo + 10 * players + i
        check_playout(GAME, players, seed, COMBOS[combo], invariant, deep_every=400)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), combo=st.sampled_from(range(len(COMBOS))))
def test_thorough_random_games(seed, players, combo):
    check_playout(GAME, players, seed, COMBOS[combo], invariant, deep_every=3)


def test_legal_actions_are_unique_lower_case_notation():
    s = GAME.new_state(4, seed=9, options={"great_wall": True, "great_events": "random"})
    import random
    rng = random.Random(9)
    while not s.is_terminal:
        legal = s.legal_actions()
        assert all(a == a.lower() and "  " not in a for a in legal)
        s.apply(rng.choice(legal))
