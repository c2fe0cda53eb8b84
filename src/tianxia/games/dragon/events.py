"""In the Year of the Dragon: the event phase (D-10, D-11), the wall checks (D-15.4, D-15.5) and the
great event of round 7 (D-16), each an automatic step of the task stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tianxia.core.messages import event

from .common import (
    FESTIVAL,
    FESTIVAL_VP,
    GREAT,
    HE,
    MONGOL,
    NCARDS,
    PERSON_VP,
    PLAGUE,
    QUAKE_FLOORS,
    ROUNDS,
    TRIBUTE,
    WA,
    WALL,
    WALL_VP,
    _shuffle,
    share,
)

if TYPE_CHECKING:
    from .state import DragonState

share(globals())   # install() rebinds the table names imported above


def _auto_event(s: DragonState, task) -> None:
    """D-10/D-11: resolve the event tile of the round (again, for a Solar Eclipse)."""
    s.phase = "event"
    r = s.round
    ev = s.track[r - 1]
    n = s.num_players
    s._ev.append(event("event", "round-event-again" if task[1] else "round-event", round=r, event=ev))
    order = s.track_order()
    if ev == "tribute":
        later = []
        for p in order:
            paid = min(TRIBUTE, s.yuan[p])
            s.yuan[p] -= paid
            short = TRIBUTE - paid
            if short:
                s._ev.append(event("tribute", "tribute-short", p, seat=p, yuan=paid, n=short))
                later.append(("release", p, short, -1, "tribute"))
            else:
                s._ev.append(event("tribute", "tribute", p, seat=p, yuan=paid))
        s._push_in_order(later)
    elif ev == "drought":
        later = []
        for p in order:
            k = sum(1 for _, ps in s.palaces[p] if ps)
            q = s.rice[p]
            if not k:
                s._ev.append(event("drought", "drought-none", p, seat=p))
            elif q >= k:
                s.rice[p] -= k
                s._ev.append(event("drought", "drought", p, seat=p, rice=k))
            else:
                s.rice[p] = 0
                s._ev.append(event("drought", "drought-short", p, seat=p, rice=q, palaces=k - q))
                later.append(("unsupplied", p, k - q, 0))
        s._push_in_order(later)
    elif ev == "festival":
        held = list(s.fw)   # D-10.3: places from the counts before anyone returns tokens
        counts = sorted({f for f in held if f > 0}, reverse=True)
        for place, vp in zip(counts, FESTIVAL_VP):
            for p in order:
                f = held[p]
                if f == place:
                    back = (f + 1) // 2
                    s._vp(p, FESTIVAL, vp)
                    s.fw[p] = f - back
                    s._ev.append(event("festival", "festival", p, seat=p, fireworks=f, vp=vp, back=back))
    elif ev == "mongol":
        helmets = [s.symbols(p, WA) for p in range(n)]
        for p in order:
            s._vp(p, MONGOL, helmets[p])
            s._ev.append(event("mongol", "mongol", p, seat=p, helmets=helmets[p], vp=helmets[p]))
        low = min(helmets)
        s._push_in_order([("release", p, 1, -1, "mongol") for p in order if helmets[p] == low])
    elif ev == "plague":
        later = []
        for p in order:
            m = s.symbols(p, HE)
            k = max(0, PLAGUE - m)
            if k:
                s._ev.append(event("plague", "plague", p, seat=p, mortars=m, n=k))
            else:
                s._ev.append(event("plague", "plague-safe", p, seat=p, mortars=m))
            if k:
                later.append(("release", p, k, -1, "plague"))
        s._push_in_order(later)
    else:
        s._ev.append(event("peace", "peace"))


def _auto_wallcheck(s: DragonState, task) -> None:
    """D-15.4 (Mongol rounds) and D-15.5 (after round 12): the wall holds, or the fewest release."""
    final = task[1]
    length = len(s.wall)
    n = s.num_players
    own = [0] * n
    for p, _ in s.wall:
        own[p] += 1
    holds = length >= ROUNDS if final else length >= s.round
    final = bool(final)
    if holds:
        s._ev.append(event("wall", "wall-holds", final=final, tiles=length))
        for p in range(n):
            if own[p]:
                s._vp(p, WALL, WALL_VP * own[p])
                s._ev.append(event("wall", "wall-vp", p, final=final, seat=p, vp=WALL_VP * own[p]))
    else:
        low = min(own)
        losers = [p for p in s.track_order() if own[p] == low]
        if len(losers) == 1:
            s._ev.append(event("wall", "wall-breaks-one", final=final, tiles=length, round=s.round, seat=losers[0], low=low))
        else:
            s._ev.append(event("wall", "wall-breaks-many", final=final, tiles=length, round=s.round, seats=losers, low=low))
        s._push_in_order([("release", p, 1, -1, "wall") for p in losers])


def _auto_great(s: DragonState, task) -> None:
    """D-16: the great event of round 7."""
    ge = s.great
    if s.great_hidden:
        s.great_hidden = False
        s._ev.append(event("great", "great-revealed", great=ge))
    s._ev.append(event("great", "great-event", great=ge))
    order = s.track_order()
    if ge == "lanternfest":
        for p in order:
            k = PERSON_VP * s.persons_of(p)
            s._vp(p, GREAT, k)
            s._ev.append(event("great", "lanternfest", p, seat=p, vp=k))
    elif ge == "buddha":
        for p in order:
            k = s.monk_vp(p)
            s._vp(p, GREAT, k)
            s._ev.append(event("great", "buddha", p, seat=p, vp=k))
    elif ge == "earthquake":
        tasks = []
        for p in order:
            tasks.append(("quake", p, QUAKE_FLOORS))
        s._push_in_order(tasks)
    elif ge == "flood":
        s._push_in_order([("flood", p) for p in order])
    elif ge == "solar_eclipse":
        s.tasks.append(("event", 1))
    elif ge == "volcanic_eruption":
        for i, p in enumerate(order):
            s.pos[p] = 0
            s.arr[p] = s.counter + len(order) - i
        s.counter += len(order)
        s._ev.append(event("great", "volcano"))
    elif ge == "tornado":
        if s.options["tornado_discards"] == "face_down":
            # R-26 house rule: each hand is held in an order only its owner sees, and the discards are
            # named by their places in it, so the public history tells nothing of them
            tasks = []
            for p in order:
                hand = s.hands[p]
                cards = [c for c in range(NCARDS) for _ in range(hand[c])]
                _shuffle(s.rng, cards)
                tasks.append(("tornado", p, *cards))
            s._push_in_order(tasks)
        else:
            s._push_in_order([("tornado", p) for p in order])
    elif ge == "sunrise":
        s.sunrise_taken = ()
        s._push_in_order([("sunrise", p) for p in order])
    elif ge == "assassination_attempt":
        for p in order:
            s.small[p] = s.large[p] = 0
        s._ev.append(event("great", "assassination"))
    elif ge == "charter":
        s._push_in_order([("charter", p) for p in order])
    else:
        raise ValueError(f"unknown great event {ge!r}")


