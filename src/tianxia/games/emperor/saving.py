"""The Emperor of China's position as JSON: every field declared once (``FIELDS``, tianxia.core.fields).

Cards are counts per colour in memory and colour names in JSON; pieces are seats per house space
in memory and ``{space: seat}`` maps in JSON; loading checks each field against the board and the
card counts (E-2.2) so a hand-edited save is refused with the field's name.
"""

from __future__ import annotations

from tianxia.core.fields import Field

#: the saved ``phase``: the pending decision's kind, or "over" (the task stack's top, see state.py)
PHASES = ("start", "second", "draw", "over")


def _cards(state, counts) -> list[str]:
    """Counts per colour -> the cards by colour name."""
    names = state.tb.colours
    return [names[c] for c in range(len(names)) for _ in range(counts[c])]


def _counts(state, cards, field) -> list[int]:
    ci = state.tb.colour_index
    out = [0] * len(state.tb.colours)
    for c in cards:
        if c not in ci:
            raise ValueError(f"field state/{field}: {c!r} is not a card colour")
        out[ci[c]] += 1
    return out


def _seat_cards(state, flat) -> list[list[str]]:
    nc = len(state.tb.colours)
    return [_cards(state, flat[p * nc:p * nc + nc]) for p in range(state.num_players)]


def _seat_counts(field):
    def load(state, rows) -> list[int]:
        if len(rows) != state.num_players:
            raise ValueError(f"field state/{field}: needs one entry per seat ({state.num_players})")
        flat = []
        for i, row in enumerate(rows):
            flat.extend(_counts(state, row, f"{field}/{i}"))
        return flat
    return load


def _load_side(state, side):
    if side != state.side:
        raise ValueError(f"field state/side: {side!r} does not match the options (side {state.side})")
    return side


def _load_turn(state, turn):
    turn = int(turn)
    if not 0 <= turn < state.num_players:
        raise ValueError(f"field state/turn: {turn} is not a seat")
    return turn


def _load_region(state, rid):
    if rid is not None and rid not in state.tb.region_index:
        raise ValueError(f"field state/turn_region: unknown region {rid!r}")
    return -1 if rid is None else state.tb.region_index[rid]


def _load_known(state, rows):
    known = _seat_counts("known_cards")(state, rows)
    nc = len(state.tb.colours)
    for i in range(state.num_players * nc):
        if known[i] > state.hands[i]:
            raise ValueError(f"field state/known_cards/{i // nc}: more than the hand holds")
    return known


def _load_deck(state, deck):
    ci = state.tb.colour_index
    out = []
    for c in deck:
        if c not in ci:
            raise ValueError(f"field state/deck: {c!r} is not a card colour")
        out.append(ci[c])
    return out


def _load_drawn(state, rows):
    """The cards drawn since the reshuffle; with them every card is loaded, so they must add up (E-2.2)."""
    drawn = _seat_counts("drawn_since_reshuffle")(state, rows)
    tb, n, nc = state.tb, state.num_players, len(state.tb.colours)
    total = [state.display[c] + state.discard[c] + state.removed[c] + sum(state.hands[p * nc + c] for p in range(n))
             for c in range(nc)]
    for c in state.deck:
        total[c] += 1
    if total != tb.card_counts:
        raise ValueError(f"field state: the cards do not add up to the card counts {tb.card_counts} (E-2.2)")
    return drawn


def _pieces(field):
    """A house space -> seat map (houses, fortifications)."""
    def dump(state, owner) -> dict:
        return {state.tb.space_ids[s]: o for s, o in enumerate(owner) if o >= 0}

    def load(state, spaces) -> list[int]:
        tb = state.tb
        out = [-1] * tb.num_spaces
        for sid, o in spaces.items():
            if sid not in tb.space_index:
                raise ValueError(f"field state/{field}: unknown house space {sid!r}")
            if not 0 <= o < state.num_players:
                raise ValueError(f"field state/{field}/{sid}: {o} is not a seat")
            out[tb.space_index[sid]] = o
        return out
    return dump, load


def _dump_emissaries(state, emis) -> dict:
    tb, n = state.tb, state.num_players
    return {tb.region_ids[r]: emis[r * n:r * n + n] for r in range(tb.num_regions) if state.etotal[r]}


def _load_emissaries(state, regions) -> list[int]:
    tb, n = state.tb, state.num_players
    emis = [0] * (tb.num_regions * n)
    for rid, row in regions.items():
        if rid not in tb.region_index:
            raise ValueError(f"field state/emissaries: unknown region {rid!r}")
        if len(row) != n:
            raise ValueError(f"field state/emissaries/{rid}: needs one count per seat")
        r = tb.region_index[rid]
        for p, x in enumerate(row):
            emis[r * n + p] = int(x)
    return emis


def _load_scores(state, scores) -> list[int]:
    if len(scores) != state.num_players:
        raise ValueError("field state/scores: needs one score per seat")
    return [int(x) for x in scores]


def _load_scored(state, regions) -> list[bool]:
    tb = state.tb
    scored = [False] * tb.num_regions
    for rid in regions:
        if rid not in tb.region_index:
            raise ValueError(f"field state/scored: unknown region {rid!r}")
        scored[tb.region_index[rid]] = True
    return scored


def _dump_phase(state, tasks) -> str:
    """The saved ``phase`` names the pending decision (the task on top of the stack)."""
    return tasks[-1][0] if tasks else "over"


def _load_phase(state, phase) -> list:
    """The phase alone, as a one-task stack; ``_loaded`` rebuilds the turn's stack once ``turn`` is read."""
    if phase not in PHASES:
        raise ValueError(f"field state/phase: {phase!r} is not one of {', '.join(PHASES)}")
    return [(phase, None)]


F = Field
_HOUSES, _FORTS = _pieces("houses"), _pieces("fortifications")
#: every field of a position, in the order of the saved JSON (tianxia.core.fields).  Loading starts from
#: the empty board (``_init_board``: the tables, side, variant, house rules and adjacency) and ends by
#: rebuilding the task stack below the saved phase and recounting the fields derived from the pieces
#: (``_loaded``).  Per-seat card counts: seat p, colour c at p * nc + c.
FIELDS = (
    F("tb", saved=False), F("variant", saved=False), F("adj", saved=False),
    # the house rules (options, read by _init_board), R-13 (docs/emperor.md)
    F("fort_opens", saved=False), F("fort_fills", saved=False), F("must_build", saved=False),
    F("side", load=_load_side),
    F("tasks", "copy", key="phase", dump=_dump_phase, load=_load_phase),
    F("turn", load=_load_turn),
    F("t_region", key="turn_region",
      dump=lambda state, r: state.tb.region_ids[r] if r >= 0 else None, load=_load_region),
    F("t_pair", key="turn_paid_pair", dump="value", load=lambda state, x: bool(x)),
    F("t_second", key="turn_second_allowed", dump="value", load=lambda state, x: bool(x)),
    F("hands", "copy", dump=_seat_cards, load=_seat_counts("hands")),
    F("known", "copy", key="known_cards", dump=_seat_cards, load=_load_known),
    F("deck", "copy", dump=lambda state, deck: [state.tb.colours[c] for c in deck], load=_load_deck),
    F("display", "copy", dump=_cards, load=lambda state, cards: _counts(state, cards, "display")),
    F("discard", "copy", dump=_cards, load=lambda state, cards: _counts(state, cards, "discard")),
    F("removed", dump=_cards, load=lambda state, cards: _counts(state, cards, "removed")),  # fixed at setup
    F("exhaustions", load=lambda state, x: int(x)),
    F("pool", "optional", key="reshuffle_pool",
      dump=lambda state, pool: None if pool is None else _cards(state, pool),
      load=lambda state, cards: None if cards is None else _counts(state, cards, "reshuffle_pool")),
    F("drawn2", "copy", key="drawn_since_reshuffle", dump=_seat_cards, load=_load_drawn),
    F("owner", "copy", key="houses", dump=_HOUSES[0], load=_HOUSES[1]),
    F("fort", "copy", key="fortifications", dump=_FORTS[0], load=_FORTS[1]),
    F("emis", "copy", key="emissaries", dump=_dump_emissaries, load=_load_emissaries),
    F("supply_h", "copy", key="houses", seat="supply", load=lambda state, rows: [int(x["houses"]) for x in rows]),
    F("supply_e", "copy", key="emissaries", seat="supply",
      load=lambda state, rows: [int(x["emissaries"]) for x in rows]),
    F("supply_f", "copy", key="fortification", seat="supply",
      load=lambda state, rows: [int(x["fortification"]) for x in rows]),
    F("score", "copy", key="scores", dump="list", load=_load_scores),
    F("scored", "copy", dump=lambda state, scored: [state.tb.region_ids[r] for r in range(len(scored)) if scored[r]],
      load=_load_scored),
    F("final"),                                                     # made once at the end, never mutated
    # derived from owner, fort and emis (_recount), kept up to date in play
    F("hcount", "copy", saved=False), F("free", "copy", saved=False), F("etotal", "copy", saved=False),
    F("occupied", "copy", saved=False), F("hmask", "copy", saved=False), F("fmask", "copy", saved=False),
    F("capv", "copy", saved=False),
    F("_ev", "none", saved=False),                                  # the events of the action being applied
)
