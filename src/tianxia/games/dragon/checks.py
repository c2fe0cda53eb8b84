"""The game's own invariants, shared by the property tests and the soak script."""

from __future__ import annotations

from . import state as S

#: option combinations the property tests and the soak script cycle through:
#: Great Wall on/off x great events off/random/each of the 10, plus the hidden random great event
COMBOS = [{"great_wall": wall, "great_events": ge} for wall in (False, True)
          for ge in ["off", "random", *S.T.great_events]]
COMBOS += [{"great_wall": wall, "great_events": "random", "great_event_hidden": True} for wall in (False, True)]
#: and the house rules away from their defaults (docs/dragon.md "House rules")
COMBOS += [
    {"great_wall": True, "great_events": "tornado", "tornado_discards": "face_down"},
    {"great_wall": True, "great_events": "random", "great_event_timing": "after_decay",
     "final_wall_check": "before_scoring", "privilege_without_yuan": True, "tornado_discards": "face_down"},
    {"great_wall": False, "great_events": "random", "great_event_hidden": True, "great_event_timing": "after_decay",
     "tornado_discards": "face_down", "privilege_without_yuan": True},
]


def invariant(s) -> None:
    """Conservation of every limited component and bounds on every count (raises AssertionError)."""
    n = s.num_players
    for name, field in (("yuan", s.yuan), ("rice", s.rice), ("fireworks", s.fw), ("score", s.score),
                        ("position", s.pos), ("small privileges", s.small), ("large privileges", s.large)):
        assert min(field) >= 0, f"negative {name}: {field}"
    total = S.T.supply_for(n)
    count = [s.supply[k] + s.gone[k] for k in range(S.NKINDS)]
    assert min(s.supply) >= 0 and min(s.gone) >= 0, "negative person supply"
    for p in range(n):
        for f, ps in s.palaces[p]:
            assert 1 <= f <= 3, f"palace with {f} floors"
            assert len(ps) <= f, f"palace of {f} floors holds {len(ps)} persons"
            assert list(ps) == sorted(ps)
            for k in ps:
                count[k] += 1
        assert min(s.hands[p]) >= 0 and sum(s.hands[p]) <= 11, f"hand {s.hands[p]}"
        built = sum(1 for q, _ in s.wall if q == p)
        assert len(s.wall_unused[p]) + built == (6 if s.options["great_wall"] else 0), "wall tiles not conserved"
        assert len(set(s.wall_unused[p])) == len(s.wall_unused[p])
    for t in s.tasks:
        if t[0] in ("initial", "place"):   # a tile taken from the supply, about to be placed
            count[t[2]] += 1
    assert count == total, f"person tiles not conserved: {count} != {total}"
    assert len(s.wall) <= 12
    assert 0 <= s.round <= 12
    if s.is_terminal:
        assert s.round == 12
        rounds = [line for line in s.log if line.startswith("Round ") and line.endswith(" begins")]
        assert rounds == [f"Round {r} begins" for r in range(1, 13)], "not exactly 12 rounds"
        assert len(s.winners()) == 1
