"""In the Year of the Dragon: the tables as module globals and the small helpers every part shares.

The hot paths read the rulebook's tables (``data/*.json``) as module globals, without attribute
look-ups.  Each part of the position (state.py and the modules it is split into) imports the names
it reads from here and calls ``share(globals())``, so ``install`` (tests use it to show that the data
drives the rules) rebinds them in every part at once.
"""

from __future__ import annotations

from tianxia.core import Action

from . import actions as A
from .data import TABLES, Tables

#: the module namespaces of the parts that read the tables (``install`` rebinds their names)
_SHARED: list[dict] = []


def share(namespace: dict) -> None:
    """Let ``install`` rebind the table names a part imported from here."""
    _SHARED.append(namespace)


def install(tables: Tables) -> None:
    """Play by ``tables`` from now on, in this module and in every part that shares its names."""
    r = tables.rules
    g = dict(  # noqa: C408 - the names read as keywords
        T=tables, TYPES=tables.types, TYPE_INDEX=tables.type_index, KINDS=tables.kinds, KIND_INDEX=tables.kind_index,
        KIND_TYPE=tables.kind_type, KIND_VALUE=tables.kind_value, KIND_SYMBOLS=tables.kind_symbols,
        KINDS_OF_TYPE=tables.kinds_of_type, YOUNG_OF_TYPE=tables.young_kinds_of_type, CARDS=tables.cards,
        WILD=tables.wild, NKINDS=len(tables.kinds), NTYPES=len(tables.types), NCARDS=len(tables.cards),
        ROUNDS=tables.rounds, GE_ROUND=tables.great_event_round, GREAT_EVENTS=tables.great_events,
        WALL_BONUSES=tables.wall_bonuses, MAX_FLOORS=r["max_floors"], FEE=r["group_fee"],
        TOP_UP=r["money_top_up"], SMALL_COST=r["small_privilege"]["cost"],
        SMALL_DRAGONS=r["small_privilege"]["dragons"], LARGE_DRAGONS=r["large_privilege"]["dragons"],
        TRIBUTE=r["tribute"], FESTIVAL_VP=r["festival_vp"], PLAGUE=r["plague_releases"], PALACE_VP=r["palace_vp"],
        PERSON_VP=r["person_vp"], TOKEN_YUAN=r["token_yuan"], YUAN_PER_VP=r["yuan_per_vp"],
        WALL_VP=r["wall_vp_per_tile"], QUAKE_FLOORS=r["earthquake_floors"], TORNADO=r["tornado_discards"],
        CL=tables.type_index.get("cl"), MO=tables.type_index.get("mo"), HE=tables.type_index.get("he"),
        WA=tables.type_index.get("wa"),
        TILE_ACT=[A.tile(k) for k in tables.kinds], CARD_ACT=[A.card(c) for c in tables.cards],
        SUNRISE_ACT=[A.sunrise(t) for t in tables.types], CHARTER_ACT=[A.charter(t) for t in tables.types],
        WALL_ACT={b: A.wall(b) for b in tables.wall_bonuses},
        PAIR_ACT={(i, j): A.pair(tables.types[i], tables.types[j])
                  for i in range(len(tables.types)) for j in range(i + 1, len(tables.types))},
    )
    g["OCCUPY"] = {(gi, c): A.occupy(gi, c) for gi in range(8) for c in tables.action_cards}
    g["SYMBOLS_OF_TYPE"] = [[tables.kind_symbols[k] if tables.kind_type[k] == ti else 0
                             for k in range(len(tables.kinds))] for ti in range(len(tables.types))]
    g["ACTION_ORDER"] = {c: i for i, c in enumerate(tables.action_cards)}
    g["CARD_BY_NAME"] = {c: i for i, c in enumerate(tables.cards)}
    globals().update(g)
    for namespace in _SHARED:
        namespace.update({k: v for k, v in g.items() if k in namespace})


install(TABLES)

_RELEASE: dict = {}
_REPLACE: dict = {}


def _release_act(i: int, k: int) -> Action:
    a = _RELEASE.get((i, k))
    if a is None:
        a = _RELEASE[(i, k)] = A.release(i, KINDS[k])
    return a


def _replace_act(i: int, k: int) -> Action:
    a = _REPLACE.get((i, k))
    if a is None:
        a = _REPLACE[(i, k)] = A.replace(i, KINDS[k])
    return a


#: where victory points come from (the score breakdown of the table and the result page); the
#: scores are the sums.  "earlier": points of a hand-written position that carries no breakdown.
POINT_SOURCES = ("research", "festival", "mongol", "wall", "palaces", "ladies", "privileges", "great",
                 "persons", "monks", "money", "earlier")
_SRC = {c: i for i, c in enumerate(POINT_SOURCES)}
NSRC = len(POINT_SOURCES)
RESEARCH, FESTIVAL, MONGOL, WALL, PALACES, LADIES, PRIVILEGES, GREAT, PERSONS, MONKS, MONEY, EARLIER = range(NSRC)



def lay_event_track(draw_order: list[str], fixed: list[str] | None = None, slots: int | None = None) -> list[str]:
    """D-4.2: the event track from the fixed slots and the draw order of the other tiles."""
    fixed = list(T.fixed_slots if fixed is None else fixed)
    slots = ROUNDS if slots is None else slots
    track: list = fixed + [None] * (slots - len(fixed))
    first = len(fixed)
    for t in draw_order:
        s = track.index(None, first)
        if track[s - 1] == t:
            later = [i for i in range(s + 1, slots) if track[i] is None]
            if later:
                track[later[0]] = t
            else:  # only possible for the last tile, in the last slot
                track[slots - 3], track[slots - 2] = track[slots - 2], track[slots - 3]
                track[s] = t
        else:
            track[s] = t
    return track


_FACTORIAL = [1]
for _i in range(1, 21):
    _FACTORIAL.append(_FACTORIAL[-1] * _i)


def _shuffle(rng, items: list) -> None:
    """A uniform random permutation from a single draw below n! (Fisher-Yates driven by the
    digits of that number in the factorial base): one call of the generator instead of n - 1."""
    code = rng.below(_FACTORIAL[len(items)])
    for i in range(len(items) - 1, 0, -1):
        code, j = divmod(code, i + 1)
        items[i], items[j] = items[j], items[i]


_QUAKE_RELEASE: dict = {}


def _quake_act(i: int, k: int) -> Action:
    a = _QUAKE_RELEASE.get((i, k))
    if a is None:
        a = _QUAKE_RELEASE[(i, k)] = Action("remove-floor", i + 1, KINDS[k])
    return a


#: why persons are released (the release task's reason; words in data/messages as reason-*)
_WHY = ("tribute", "drought", "mongol", "plague", "wall", "earthquake")

#: the log's argument naming group g's action cards
_ACTIONS_ARG = {g: f"actions{g}" for g in range(1, 9)}
