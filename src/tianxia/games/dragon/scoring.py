"""In the Year of the Dragon: decay (D-12), the scoring phase (D-13) and final scoring (D-14), each an
automatic step of the task stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tianxia.core.messages import event

from .common import (
    CL,
    LADIES,
    LARGE_DRAGONS,
    MONEY,
    MONKS,
    PALACE_VP,
    PALACES,
    PERSON_VP,
    PERSONS,
    PRIVILEGES,
    SMALL_DRAGONS,
    TOKEN_YUAN,
    YUAN_PER_VP,
    share,
)

if TYPE_CHECKING:
    from .state import DragonState

share(globals())   # install() rebinds the table names imported above


def _auto_decay(s: DragonState, task) -> None:
    """D-12.1: every empty palace loses a floor."""
    for p in range(s.num_players):
        pal = s.palaces[p]
        for _, ps in pal:
            if not ps:
                break
        else:
            continue
        kept = []
        empty = lost = 0
        for f, ps in pal:
            if ps:
                kept.append((f, ps))
            else:
                empty += 1
                if f > 1:
                    kept.append((f - 1, ps))
                else:
                    lost += 1
        s.palaces[p] = tuple(kept)
        if empty == 1:
            s._ev.append(event("decay", "decay-one-gone" if lost else "decay-one", p, seat=p))
        elif lost == empty:
            s._ev.append(event("decay", "decay-many-gone", p, seat=p, empty=empty))
        else:
            s._ev.append(event("decay", "decay-many", p, seat=p, empty=empty, lost=lost))


def _auto_scoring(s: DragonState, task) -> None:
    """D-13.1: palaces, court ladies, privileges (its event has always had ``"player"`` before
    ``"args"``: ``player_first`` keeps the saved games' event lists, and their digests, as they were)."""
    s.phase = "scoring"
    ev = s._ev
    small, large, palaces = s.small, s.large, s.palaces
    for p in s.track_order():
        pal = len(palaces[p]) * PALACE_VP
        ladies = s.symbols(p, CL)
        priv = small[p] * SMALL_DRAGONS + large[p] * LARGE_DRAGONS
        s._vp(p, PALACES, pal)
        s._vp(p, LADIES, ladies)
        s._vp(p, PRIVILEGES, priv)
        ev.append(event("scoring", "scoring", p, player_first=True,
                        seat=p, vp=pal + ladies + priv, palaces=pal, ladies=ladies, privileges=priv))


def _auto_final(s: DragonState, task) -> None:
    """D-14.1: persons, monks, money."""
    s.phase = "over"
    for p in s.track_order():
        persons = PERSON_VP * s.persons_of(p)
        monks = s.monk_vp(p)
        money = (s.yuan[p] + TOKEN_YUAN * (s.rice[p] + s.fw[p])) // YUAN_PER_VP
        s._vp(p, PERSONS, persons)
        s._vp(p, MONKS, monks)
        s._vp(p, MONEY, money)
        s._ev.append(event("final", "final-scoring", p, seat=p, vp=persons + monks + money, persons=persons, monks=monks,
               money=money))
    w = s.winners()
    s._ev.append(event("end", "wins", seat=w[0], vp=s.score[w[0]]))


