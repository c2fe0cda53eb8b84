"""How good an In the Year of the Dragon position looks to one seat (expected final points).

The plan it encodes: palaces, court ladies and privileges pay every remaining
scoring phase; persons are worth 2 at the end and monks their Buddhas times
floors; every coming event is a threat to prepare for (rice before a drought,
4 yuan before a tribute, mortars before a plague, helmets before the Mongols,
fireworks for a festival), and a person lost to an event costs about what a
person is worth.  Everything is read from the seat's view (``evaluate_all`` reads the
same facts from the state).
"""

from __future__ import annotations

from tianxia.games.dragon.data import TABLES as T

_SYMBOLS = {k: T.kind_symbols[i] for i, k in enumerate(T.kinds)}
_TYPE = {k: T.types[T.kind_type[i]] for i, k in enumerate(T.kinds)}
PERSON = 4.0  # points a person is worth: 2 at the end plus what it yields on the way


def _symbols(player: dict, type_id: str) -> int:
    return sum(_SYMBOLS[k] for palace in player["palaces"] for k in palace["persons"] if _TYPE[k] == type_id)


def _remaining_events(view: dict) -> list[str]:
    round_ = view.get("round") or 1
    before_event = view.get("phase") in (None, "setup", "action", "person")
    start = round_ - 1 if before_event else round_
    return view["event_track"][start:]


def evaluate(view: dict, seat: int) -> float:
    me = view["players"][seat]
    others = [p for p in view["players"] if p["seat"] != seat]
    events = _remaining_events(view)
    rounds_left = len(events)
    persons = [k for palace in me["palaces"] for k in palace["persons"]]
    value = float(me["score"])

    # income every remaining scoring phase (D-13)
    inhabited = sum(1 for p in me["palaces"] if p["persons"])
    empty = len(me["palaces"]) - inhabited
    ladies = _symbols(me, "cl")
    privileges = me["privileges"]["small"] + 2 * me["privileges"]["large"]
    value += rounds_left * (inhabited + 0.3 * empty + ladies + privileges)

    # end of game (D-14): persons, monks, money
    value += 2 * len(persons)
    value += sum(_SYMBOLS[k] * palace["floors"] for palace in me["palaces"] for k in palace["persons"] if _TYPE[k] == "mo")
    value += (me["yuan"] + 2 * me["rice"] + 2 * me["fireworks"]) / 3

    # producers are worth more while there are rounds left to use them
    for type_id, weight in (("tc", 0.25), ("fa", 0.35), ("py", 0.3), ("sc", 0.45), ("wa", 0.2), ("cr", 0.3)):
        value += weight * rounds_left / 4 * _symbols(me, type_id)

    # room to recruit: free floors and cards still in hand
    free = sum(p["floors"] - len(p["persons"]) for p in me["palaces"])
    cards = sum(me["hand"].values())
    value += min(free, cards) * 1.5

    # turn order (D-5.4): earlier choosers get the better groups
    value += 0.4 * (len(view["players"]) - me["track_rank"]) * rounds_left / 12

    # the coming events (D-11)
    helmets = _symbols(me, "wa")
    other_helmets = min((_symbols(p, "wa") for p in others), default=0)
    mortars = _symbols(me, "he")
    best_other = max((p["fireworks"] for p in others), default=0)
    return _threats(value, events, inhabited, me["rice"], me["yuan"], mortars, helmets, other_helmets,
                    me["fireworks"], best_other)


def _threats(value: float, events: list, inhabited: int, rice: int, yuan: int, mortars: int, helmets: int,
             other_helmets: int, fireworks: int, best_other: int) -> float:
    """``value`` with the coming events (D-11) weighed in, each seat's terms in one fixed order."""
    seen = set()
    for distance, event in enumerate(events):
        weight = 1.0 if event not in seen else 0.5  # the next one of each kind matters most
        seen.add(event)
        soon = 1.0 / (1 + 0.15 * distance)
        if event == "drought":
            value -= weight * soon * PERSON * max(0, inhabited - rice)
        elif event == "tribute":
            value -= weight * soon * PERSON * max(0, 4 - yuan)
        elif event == "plague":
            value -= soon * PERSON * max(0, 3 - mortars)
        elif event == "mongol":
            value += helmets
            if helmets <= other_helmets:
                value -= soon * PERSON
        elif event == "festival":
            if fireworks > best_other:
                value += weight * soon * 6
            elif fireworks and fireworks == best_other:
                value += weight * soon * 4
            elif fireworks:
                value += weight * soon * 2
    return value


_KIND_SYMBOLS = list(T.kind_symbols)
_KIND_TYPE = [T.types[t] for t in T.kind_type]
_PRODUCERS = (("tc", 0.25), ("fa", 0.35), ("py", 0.3), ("sc", 0.45), ("wa", 0.2), ("cr", 0.3))


def evaluate_all(state, weights=None, viewer=None) -> list[float]:
    """``evaluate(state.view(s), s)`` for every seat (``viewer`` None), or every seat judged from
    ``viewer``'s view, read from the state's fields without building views (search judges every
    leaf by every seat: the views cost more than the judging).  Hands are public but for the R-26
    house rule's face-down Tornado, after which another viewer sees that seat's hand as empty.
    Each seat's terms are added in ``evaluate``'s order: the same numbers to the bit."""
    if weights is not None:
        raise ValueError("the dragon evaluation takes no weights")
    n = state.num_players
    before_event = state.phase in (None, "setup", "action", "person")
    round_ = state.round or 1
    events = state.track[round_ - 1 if before_event else round_:]
    rounds_left = len(events)
    order = state.track_order()
    down = state.down
    symbols = []  # per seat: symbols by person type
    for p in range(n):
        got = {}
        for _, persons in state.palaces[p]:
            for k in persons:
                t = _KIND_TYPE[k]
                got[t] = got.get(t, 0) + _KIND_SYMBOLS[k]
        symbols.append(got)
    out = []
    for seat in range(n):
        palaces = state.palaces[seat]
        mine = symbols[seat]
        value = float(state.score[seat])
        inhabited = sum(1 for _, ps in palaces if ps)
        empty = len(palaces) - inhabited
        privileges = state.small[seat] + 2 * state.large[seat]
        value += rounds_left * (inhabited + 0.3 * empty + mine.get("cl", 0) + privileges)
        value += 2 * sum(len(ps) for _, ps in palaces)
        value += sum(_KIND_SYMBOLS[k] * f for f, ps in palaces for k in ps if _KIND_TYPE[k] == "mo")
        yuan, rice, fireworks = state.yuan[seat], state.rice[seat], state.fw[seat]
        value += (yuan + 2 * rice + 2 * fireworks) / 3
        for type_id, weight in _PRODUCERS:
            value += weight * rounds_left / 4 * mine.get(type_id, 0)
        free = sum(f - len(ps) for f, ps in palaces)
        hidden = down is not None and viewer is not None and viewer != seat and any(down[seat])
        cards = 0 if hidden else sum(state.hands[seat])
        value += min(free, cards) * 1.5
        value += 0.4 * (n - (order.index(seat) + 1)) * rounds_left / 12
        helmets = mine.get("wa", 0)
        other_helmets = min((symbols[p].get("wa", 0) for p in range(n) if p != seat), default=0)
        mortars = mine.get("he", 0)
        best_other = max((state.fw[p] for p in range(n) if p != seat), default=0)
        out.append(_threats(value, events, inhabited, rice, yuan, mortars, helmets, other_helmets,
                            fireworks, best_other))
    return out
