"""Hand-made positions for the dragon tests: edit a fresh state's fields, then run tasks."""

from __future__ import annotations

import tianxia
from tianxia.core.messages import line
from tianxia.games.dragon import state as S

GAME = tianxia.load("dragon")


def fresh(players: int = 3, **options):
    """A new game with seat 0 starting (setup decisions pending)."""
    options.setdefault("start_player", 0)
    return GAME.new_state(players, seed=1, options=options)


def blank(players: int = 3, round: int = 1, **options):
    """A position with nobody's palaces filled, no pending task, in round ``round``."""
    s = fresh(players, **options)
    s.tasks = []
    s.round = round
    s.palaces = [((2, ()), (2, ()))] * players
    s.supply = S.T.supply_for(players)
    s.pairs_taken = ()
    s._legal_cache = None
    return s


def kinds(names):
    return tuple(sorted(S.KIND_INDEX[k] for k in names))


def set_palaces(s, p, *palaces):
    """``set_palaces(s, 0, (2, ["tc", "sc-y"]), (1, []))``; the tiles come out of the supply."""
    s.palaces[p] = tuple((f, kinds(ps)) for f, ps in palaces)
    for _, ps in palaces:
        for k in ps:
            s.supply[S.KIND_INDEX[k]] -= 1


def persons(s, p):
    """Sorted kind ids of p's persons, palace by palace."""
    return [[S.KINDS[k] for k in ps] for _, ps in s.palaces[p]]


def floors(s, p):
    return [f for f, _ in s.palaces[p]]


def run(s, *tasks):
    """Put ``tasks`` (first runs first) on the stack and run until a decision; return the log lines."""
    s.tasks = list(reversed(tasks))
    s._ev = []
    s._legal_cache = None
    s._advance()
    lines = [line(GAME.package, e) for e in s._ev]
    s._events.extend(s._ev)
    s._ev = None
    return lines


def play(s, *actions):
    """Apply actions in order; return all log lines they produced."""
    lines = []
    for a in actions:
        lines += [line(GAME.package, e) for e in s.apply(a)]
    return lines


def total_tiles(s):
    """Per kind: supply + palaces + removed + tiles held in pending tasks."""
    n = [0] * S.NKINDS
    for k in range(S.NKINDS):
        n[k] = s.supply[k] + s.gone[k]
    for p in range(s.num_players):
        for _, ps in s.palaces[p]:
            for k in ps:
                n[k] += 1
    for t in s.tasks:
        if t[0] in ("initial", "place"):
            n[t[2]] += 1
    return n


def order(s):
    return s.track_order()
