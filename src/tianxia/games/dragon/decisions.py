"""In the Year of the Dragon: the decisions of D-22 (A-1..A-16): for each, its legal options and how an
answer applies, the forced outcomes that settle one with no choice, and what a decision left with no
option does.  ``state.py`` declares them to core.flow."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tianxia.core import Action
from tianxia.core.messages import event

from . import actions as A
from .common import (
    CARD_ACT,
    CARD_BY_NAME,
    CARDS,
    CHARTER_ACT,
    FEE,
    KIND_INDEX,
    KIND_TYPE,
    KIND_VALUE,
    KINDS,
    KINDS_OF_TYPE,
    MAX_FLOORS,
    NCARDS,
    NKINDS,
    NTYPES,
    OCCUPY,
    PAIR_ACT,
    RESEARCH,
    ROUNDS,
    SMALL_COST,
    SUNRISE_ACT,
    TILE_ACT,
    TOP_UP,
    TORNADO,
    TYPE_INDEX,
    TYPES,
    WALL,
    WALL_ACT,
    WILD,
    YOUNG_OF_TYPE,
    T,
    _quake_act,
    _release_act,
    _replace_act,
    share,
)

if TYPE_CHECKING:
    from .state import DragonState

share(globals())   # install() rebinds the table names imported above


def _pre_release(s: DragonState, task) -> bool:
    """D-5.6/R-13: a player with no more persons than required releases all of them."""
    _, p, n, where, why = task
    pal = s.palaces[p]
    scope = [where] if where >= 0 else range(len(pal))
    have = sum(len(pal[i][1]) for i in scope)
    if have > n:
        return False
    for i in scope:
        for k in pal[i][1]:
            s._take_out(p, i, k)
    if have:
        s._ev.append(event("release", "release-all", p, reason=why, seat=p, persons=[KINDS[k] for i in scope for k in pal[i][1]]))
    elif n:
        s._ev.append(event("release", "release-none", p, reason=why, seat=p))
    return True


def _pre_quake(s: DragonState, task) -> bool:
    """D-16.6: fewer floors than required: all are removed."""
    _, p, n = task
    pal = s.palaces[p]
    total = sum(f for f, _ in pal)
    if total > n:
        return False
    for _, ps in pal:
        for k in ps:
            s.gone[k] += 1
    s.palaces[p] = ()
    if not total:
        s._ev.append(event("quake", "quake-no-floor", p, seat=p))
    elif any(ps for _, ps in pal):
        s._ev.append(event("quake", "quake-all-persons", p, seat=p, floors=total))
    else:
        s._ev.append(event("quake", "quake-all", p, seat=p, floors=total))
    return True


def _pre_flood(s: DragonState, task) -> bool:
    p = task[1]
    total = s.yuan[p] + s.rice[p] + s.fw[p]
    if total // 2 == 0:
        s._ev.append(event("flood", "flood-nothing", p, seat=p))
        return True
    return False


PRE = {"release": _pre_release, "quake": _pre_quake, "flood": _pre_flood}


# A-1 initial pair --------------------------------------------------------------------------------

def _legal_pair(s: DragonState, task) -> list:
    supply = s.supply
    ok = [t for t in range(NTYPES) if any(supply[k] for k in YOUNG_OF_TYPE[t])]
    taken = s.pairs_taken
    out = []
    for x, i in enumerate(ok):
        for j in ok[x + 1:]:
            if (TYPES[i], TYPES[j]) not in taken:
                out.append(PAIR_ACT[(i, j)])
    return out


def _do_pair(s: DragonState, task, action) -> None:
    p = task[1]
    a, b = action.args
    ka = YOUNG_OF_TYPE[TYPE_INDEX[a]][0]
    kb = YOUNG_OF_TYPE[TYPE_INDEX[b]][0]
    s.supply[ka] -= 1
    s.supply[kb] -= 1
    s.pairs_taken += ((a, b),)
    s._ev.append(event("pair", "pair", p, seat=p, person=KINDS[ka], person2=KINDS[kb]))
    s._push_in_order([("initial", p, ka), ("initial", p, kb), ("init_move", p, KIND_VALUE[ka] + KIND_VALUE[kb])])


# placement ----------------------------------------------------------------------------

def _legal_place(s: DragonState, task) -> list:
    pal = s.palaces[task[1]]
    free = [A.place(i) for i, (f, ps) in enumerate(pal) if len(ps) < f]
    if free or task[0] == "initial":
        return free
    out = []
    for i, (_, ps) in enumerate(pal):
        last = -1
        for k in ps:
            if k != last:
                out.append(_replace_act(i, k))
                last = k
    out.append(A.DISCARD)
    return out


def _do_initial(s: DragonState, task, action) -> None:
    _, p, k = task
    i = action.args[0] - 1
    s._put(p, i, k)
    s._ev.append(event("initial", "initial", p, seat=p, person=KINDS[k], palace=i + 1))


def _do_place(s: DragonState, task, action) -> None:
    """D-9.6/D-9.7: place (or replace, or discard) the new tile; a placed tile moves the marker."""
    _, p, k = task
    kind = action.kind
    if kind == "place":
        i = action.args[0] - 1
        s._put(p, i, k)
        s._move(p, KIND_VALUE[k])
        s._ev.append(event("place", "place", p, seat=p, person=KINDS[k], palace=i + 1, value=KIND_VALUE[k], space=s.pos[p]))
    elif kind == "replace":
        i = action.args[0] - 1
        old = KIND_INDEX[action.args[1]]
        s._take_out(p, i, old)
        s._put(p, i, k)
        s._move(p, KIND_VALUE[k])
        s._ev.append(event("place", "replace", p, seat=p, person=KINDS[k], person2=KINDS[old], palace=i + 1,
               value=KIND_VALUE[k], space=s.pos[p]))
    else:
        s.gone[k] += 1
        s._ev.append(event("place", "discard", p, seat=p, person=KINDS[k]))


# A-3 action phase ---------------------------------------------------------------------------------

def _legal_act(s: DragonState, task) -> list:
    p = task[1]
    yuan = s.yuan[p]
    out = [A.MONEY]
    wall_ok = bool(s.wall_unused[p]) and len(s.wall) < ROUNDS
    for g, cards in enumerate(s.groups):
        left = yuan - FEE if s.dragons[g] else yuan
        if left < 0:
            continue
        for c in cards:
            if c == "privilege":
                if left < SMALL_COST and not s.options["privilege_without_yuan"]:   # D-8.9 / R-2
                    continue
            elif c == "wall":
                if not wall_ok:
                    continue
            out.append(OCCUPY[g, c])
    return out


def _do_act(s: DragonState, task, action) -> None:
    """D-7.3: take money, or pay any fee, place the dragon and resolve the card (D-8)."""
    p = task[1]
    if action.kind == "money":
        k = max(0, TOP_UP - s.yuan[p])
        s.yuan[p] += k
        if k:
            s._ev.append(event("money", "money", p, seat=p, yuan=k))
        else:
            s._ev.append(event("money", "money-none", p, seat=p, yuan=s.yuan[p]))
        return
    g, c = action.args
    g -= 1
    fee = FEE if s.dragons[g] else 0
    s.yuan[p] -= fee
    d = list(s.dragons)
    d[g] = d[g] + (p,)
    s.dragons = tuple(d)
    gain = T.action_gain[c]
    if c == "privilege":
        s._ev.append(event("occupy", "occupy-privilege", p, seat=p, group=g + 1, fee=fee, action=c))
        s.tasks.append(("privilege", p))
    elif c == "wall":
        s._ev.append(event("occupy", "occupy-wall", p, seat=p, group=g + 1, fee=fee, action=c))
        s.tasks.append(("wallbuild", p))
    else:
        person = T.action_person[c]
        k = T.action_symbols[c] + (s.symbols(p, person) if person is not None else 0)
        s._gain(p, gain, k, RESEARCH)
        s._ev.append(event("occupy", _OCCUPY_MSG[gain], p, seat=p, group=g + 1, fee=fee, action=c, n=k, space=s.pos[p]))


#: the log message of an action card by what it gives (T-3)
_OCCUPY_MSG = {g: "occupy-" + g for g in ("track", "floors", "yuan", "rice", "fireworks", "vp")}


# A-4 floors ---------------------------------------------------------------------------------------

def _legal_floor(s: DragonState, task) -> list:
    out = [A.floor(i) for i, (f, _) in enumerate(s.palaces[task[1]]) if f < MAX_FLOORS]
    out.append(A.FLOOR_NEW)
    return out


def _do_floor(s: DragonState, task, action) -> None:
    _, p, n = task
    arg = action.args[0]
    pal = list(s.palaces[p])
    if arg == "new":
        pal.append((1, ()))
        s._ev.append(event("floor", "floor-new", p, seat=p, palace=len(pal)))
    else:
        i = arg - 1
        f, ps = pal[i]
        pal[i] = (f + 1, ps)
        s._ev.append(event("floor", "floor-add", p, seat=p, palace=i + 1, floors=f + 1))
    s.palaces[p] = tuple(pal)
    if n > 1:
        s.tasks.append(("floor", p, n - 1))


# A-5 privilege ------------------------------------------------------------------------------------

def _legal_privilege(s: DragonState, task) -> list:
    y = s.yuan[task[1]]
    out = [A.SMALL] if y >= SMALL_COST else []
    if y >= s.options["large_privilege_cost"]:
        out.append(A.LARGE)
    return out


def _do_privilege(s: DragonState, task, action) -> None:
    p = task[1]
    if action.args[0] == "small":
        s.yuan[p] -= SMALL_COST
        s.small[p] += 1
        s._ev.append(event("privilege", "privilege-small", p, seat=p, yuan=SMALL_COST))
    else:
        cost = s.options["large_privilege_cost"]
        s.yuan[p] -= cost
        s.large[p] += 1
        s._ev.append(event("privilege", "privilege-large", p, seat=p, yuan=cost))


# A-6 wall -----------------------------------------------------------------------------------------

def _legal_wallbuild(s: DragonState, task) -> list:
    return [WALL_ACT[b] for b in s.wall_unused[task[1]]]


def _do_wallbuild(s: DragonState, task, action) -> None:
    """D-15.3: the tile goes to the next wall position; its bonus is gained at once."""
    p = task[1]
    b = action.args[0]
    s.wall_unused[p] = tuple(x for x in s.wall_unused[p] if x != b)
    s.wall += ((p, b),)
    what, n = T.wall_gain[b]
    s._ev.append(event("wall", "wall-build", p, seat=p, n=len(s.wall), bonus=b))
    s._gain(p, what, n, WALL)


# person phase -----------------------------------------------------------------------------

def _legal_card(s: DragonState, task) -> list:
    hand = s.hands[task[1]]
    return [CARD_ACT[c] for c in range(NCARDS) if hand[c]]


def _eligible(s: DragonState, c: int) -> list:
    supply = s.supply
    if c == WILD:
        return [k for k in range(NKINDS) if supply[k]]
    return [k for k in KINDS_OF_TYPE[c] if supply[k]]


def _do_card(s: DragonState, task, action) -> None:
    """D-9.3/D-9.4: play a card; with no eligible tile it is spent for nothing."""
    p = task[1]
    c = CARD_BY_NAME[action.args[0]]
    hand = list(s.hands[p])
    hand[c] -= 1
    s.hands[p] = tuple(hand)
    if _eligible(s, c):
        s._ev.append(event("card", "card", p, seat=p, card=CARDS[c]))
        s.tasks.append(("tile", p, c))
    else:
        s._ev.append(event("card", "card-spent", p, seat=p, card=CARDS[c]))


def _legal_tile(s: DragonState, task) -> list:
    return [TILE_ACT[k] for k in _eligible(s, task[2])]


def _do_tile(s: DragonState, task, action) -> None:
    p = task[1]
    k = KIND_INDEX[action.args[0]]
    s.supply[k] -= 1
    s._ev.append(event("tile", "tile", p, seat=p, person=KINDS[k]))
    s.tasks.append(("place", p, k))


# A-10 release -----------------------------------------------------------------------------------------

def _legal_release(s: DragonState, task) -> list:
    _, p, n, where, _ = task
    pal = s.palaces[p]
    out = []
    for i in ([where] if where >= 0 else range(len(pal))):
        last = -1
        for k in pal[i][1]:
            if k != last:
                out.append(_release_act(i, k))
                last = k
    return out


def _do_release(s: DragonState, task, action) -> None:
    _, p, n, where, why = task
    i = action.args[0] - 1
    k = KIND_INDEX[action.args[1]]
    s._take_out(p, i, k)
    s._ev.append(event("release", "release", p, reason=why, seat=p, person=KINDS[k], palace=i + 1))
    if n > 1:
        s.tasks.append(("release", p, n - 1, where, why))


# A-11 drought -------------------------------------------------------------------------------------

def _legal_unsupplied(s: DragonState, task) -> list:
    """Designations in increasing palace order (D-22: same end states as any order)."""
    _, p, n, after = task
    inhabited = [i for i, (_, ps) in enumerate(s.palaces[p]) if ps and i + 1 > after]
    return [A.unsupplied(i) for x, i in enumerate(inhabited) if len(inhabited) - x - 1 >= n - 1]


def _do_unsupplied(s: DragonState, task, action) -> None:
    _, p, n, after = task
    i = action.args[0]
    s._ev.append(event("drought", "unsupplied", p, seat=p, palace=i))
    if n > 1:
        s.tasks.append(("unsupplied", p, n - 1, i))
    s.tasks.append(("release", p, 1, i - 1, "drought"))


# A-12 earthquake -----------------------------------------------------------------------------------

def _legal_quake(s: DragonState, task) -> list:
    """A palace with room loses a floor (``remove-floor N``); a full palace of 2-3 floors loses a floor
    together with the person its owner sends away (``remove-floor N KIND``, R-24), so a palace never
    holds more persons than floors."""
    out = []
    for i, (f, ps) in enumerate(s.palaces[task[1]]):
        if f == 1 or len(ps) < f:
            out.append(A.remove_floor(i))
        else:
            last = -1
            for k in ps:
                if k != last:
                    out.append(_quake_act(i, k))
                    last = k
    return out



def _do_quake(s: DragonState, task, action) -> None:
    """D-16.6: one floor at a time; a collapsing palace releases all its persons, a full one the
    person chosen with the floor (R-24: the same end states as releasing after both removals)."""
    _, p, n = task
    i = action.args[0] - 1
    pal = list(s.palaces[p])
    f, ps = pal[i]
    if f == 1:
        for k in ps:
            s.gone[k] += 1
        del pal[i]
        if ps:
            s._ev.append(event("quake", "quake-collapse-release", p, seat=p, palace=i + 1, persons=[KINDS[k] for k in ps]))
        else:
            s._ev.append(event("quake", "quake-collapse", p, seat=p, palace=i + 1))
    elif len(action.args) == 2:
        k = KIND_INDEX[action.args[1]]
        j = ps.index(k)
        pal[i] = (f - 1, ps[:j] + ps[j + 1:])
        s.gone[k] += 1
        s._ev.append(event("quake", "quake-release", p, seat=p, palace=i + 1, person=KINDS[k]))
    else:
        pal[i] = (f - 1, ps)
        s._ev.append(event("quake", "quake-floor", p, seat=p, palace=i + 1))
    s.palaces[p] = tuple(pal)
    if n > 1:
        s.tasks.append(("quake", p, n - 1))


# A-13 flood -----------------------------------------------------------------------------------------

def _legal_flood(s: DragonState, task) -> list:
    p = task[1]
    y, r, f = s.yuan[p], s.rice[p], s.fw[p]
    need = (y + r + f) // 2
    out = []
    for a in range(min(y, need), -1, -1):
        for b in range(min(r, need - a), -1, -1):
            c = need - a - b
            if c <= f:
                out.append(A.give_back(a, b, c))
    return out


def _do_flood(s: DragonState, task, action) -> None:
    p = task[1]
    a, b, c = action.args
    s.yuan[p] -= a
    s.rice[p] -= b
    s.fw[p] -= c
    s._ev.append(event("flood", "flood", p, seat=p, yuan=a, rice=b, fireworks=c))


# A-14 tornado ---------------------------------------------------------------------------------------

def _legal_tornado(s: DragonState, task) -> list:
    if len(task) > 2:   # face down (R-26 house rule): the cards by their places in the hidden order
        n = len(task) - 2
        if n <= TORNADO:
            return [Action("discard-cards", *range(1, n + 1))]
        return [Action("discard-cards", i, j) for i in range(1, n + 1) for j in range(i + 1, n + 1)]
    hand = s.hands[task[1]]
    held = [c for c in range(NCARDS) if hand[c]]
    if sum(hand) <= TORNADO:
        return [Action("discard-cards", *[CARDS[c] for c in range(NCARDS) for _ in range(hand[c])])]
    out = []
    for x, i in enumerate(held):
        for j in held[x:]:
            if i != j or hand[i] >= 2:
                out.append(A.discard_cards(CARDS[i], CARDS[j]))
    return out


def _do_tornado(s: DragonState, task, action) -> None:
    p = task[1]
    if len(task) > 2:
        _do_tornado_face_down(s, p, [task[1 + i] for i in action.args])
        return
    hand = list(s.hands[p])
    for c in action.args:
        hand[CARD_BY_NAME[c]] -= 1
    s.hands[p] = tuple(hand)
    if action.args:
        s._ev.append(event("tornado", "tornado", p, seat=p, cards=list(action.args)))
    else:
        s._ev.append(event("tornado", "tornado-nothing", p, seat=p))


def _do_tornado_face_down(s: DragonState, p: int, cards: list) -> None:
    """R-26 house rule: the cards go face down: the log names them to their owner only, and
    ``face_down`` keeps them (the others know only that they and the hand are the cards held before)."""
    hand = list(s.hands[p])
    down = [(0,) * NCARDS] * s.num_players if s.down is None else list(s.down)
    gone = list(down[p])
    for c in cards:
        hand[c] -= 1
        gone[c] += 1
    s.hands[p] = tuple(hand)
    down[p] = tuple(gone)
    s.down = down
    if cards:
        names = [CARDS[c] for c in sorted(cards)]
        s._ev.append(event("tornado", "tornado-face-down", p, {"seat": p, "msg": "tornado", "args": {
            "seat": p, "cards": names}}, seat=p, n=len(cards)))
    else:
        s._ev.append(event("tornado", "tornado-nothing", p, seat=p))


# A-15 sunrise -----------------------------------------------------------------------------------------

def _legal_sunrise(s: DragonState, task) -> list:
    supply = s.supply
    taken = s.sunrise_taken
    return [SUNRISE_ACT[t] for t in range(NTYPES)
            if TYPES[t] not in taken and any(supply[k] for k in YOUNG_OF_TYPE[t])]


def _do_sunrise(s: DragonState, task, action) -> None:
    p = task[1]
    t = action.args[0]
    k = next(k for k in YOUNG_OF_TYPE[TYPE_INDEX[t]] if s.supply[k])
    s.sunrise_taken += (t,)
    s.supply[k] -= 1
    s._ev.append(event("sunrise", "sunrise", p, seat=p, person=KINDS[k]))
    s.tasks.append(("place", p, k))


# A-16 charter ---------------------------------------------------------------------------------------

def _legal_charter(s: DragonState, task) -> list:
    owned = set()
    for _, ps in s.palaces[task[1]]:
        for k in ps:
            owned.add(KIND_TYPE[k])
    return [CHARTER_ACT[t] for t in sorted(owned)]


def _do_charter(s: DragonState, task, action) -> None:
    """D-16.13: the type's benefit from its own symbols, no action-card symbol."""
    p = task[1]
    t = action.args[0]
    what = T.charter[t]
    n = s.symbols(p, TYPE_INDEX[t])
    before = s.score[p]
    s._gain(p, what, n)
    if what == "monk_vp":
        n = s.score[p] - before
    s._ev.append(event("charter", "charter-" + what.replace("_", "-"), p, seat=p, type=t, n=n))


# No legal option: the decision is skipped with a line in the log ------------------------------------------


def _nothing_sunrise(s: DragonState, task) -> None:
    s._ev.append(event("sunrise", "sunrise-none", task[1], seat=task[1]))


def _nothing_charter(s: DragonState, task) -> None:
    s._ev.append(event("charter", "charter-none", task[1], seat=task[1]))


def _nothing_privilege(s: DragonState, task) -> None:
    """D-8.9 house rule (R-2): a player who took the Privilege action with less than 2 yuan buys nothing."""
    s._ev.append(event("privilege", "privilege-none", task[1], seat=task[1], yuan=s.yuan[task[1]]))


def _nothing(s: DragonState, task) -> None:
    """Never reached in a legal game (every other decision always has an option)."""
    raise AssertionError(f"decision {task!r} has no legal option")


LEGAL = {
    "pair": _legal_pair, "initial": _legal_place, "act": _legal_act, "floor": _legal_floor,
    "privilege": _legal_privilege, "wallbuild": _legal_wallbuild, "card": _legal_card, "tile": _legal_tile,
    "place": _legal_place, "release": _legal_release, "unsupplied": _legal_unsupplied, "quake": _legal_quake,
    "flood": _legal_flood, "tornado": _legal_tornado, "sunrise": _legal_sunrise, "charter": _legal_charter,
}
RESOLVE = {
    "pair": _do_pair, "initial": _do_initial, "act": _do_act, "floor": _do_floor, "privilege": _do_privilege,
    "wallbuild": _do_wallbuild, "card": _do_card, "tile": _do_tile, "place": _do_place, "release": _do_release,
    "unsupplied": _do_unsupplied, "quake": _do_quake, "flood": _do_flood, "tornado": _do_tornado,
    "sunrise": _do_sunrise, "charter": _do_charter,
}
NOTHING = {"sunrise": _nothing_sunrise, "charter": _nothing_charter, "privilege": _nothing_privilege}
