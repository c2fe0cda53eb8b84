"""Huang's pending decisions (D-1..D-10 of the rules) and automatic steps, declared for core.flow.

The pending work is a stack of tasks ``(kind, seat, ...)`` (``state.tasks``, next task last) run by
``core.flow.TaskFlow``.  Each action of a turn (``action``, D-1) first puts ``done`` (the action is
over: the second action or the end of the turn) under whatever it starts: a revolt's commitments
(``revolt`` per side, then ``revolt_end``), a war's supports (``war_support`` per seat, then
``war_settle``, maybe ``war_tie``, ``war_loss`` per red tile chosen, ``war_end``), a bandit fight
(``bandit_loss`` per red tile chosen, ``bandit_end``) or a tile's follow-ups (``structure``, then
``market`` after a green tile and ``chain`` after a blue one).  The end of a turn may ask which
granary stays (``granary``) before ``finish`` refills the hands and the market.

A decision waits for its player even with a single option (``settle_single=False``: the records
hold a lone ``pass``); the two answers the rules leave no choice in (commit nothing without a
yellow tile, give no support without red tiles or an off-board Soldier) are forced outcomes,
logged as such.

The saved position keeps what it always held: ``phase`` (the kind of the pending decision, "over"
at the end) and ``pend`` (what the pending conflict or follow-up needs); ``saved_tasks`` rebuilds
the stack from them when a position is loaded.
"""

from __future__ import annotations

from tianxia.core.flow import Decision, Flow

from . import actions as A
from .data import COLOURS, B, G, R, Y

# ---------------------------------------------------------------- D-1 the action


def _do_action(s, task, action) -> None:
    """D-1: one of the five actions (or ``pass``); ``done`` runs once all it starts is settled."""
    p = task[1]
    s.tasks.append(("done", p))
    events = s.evs
    kind = action.kind
    args = action.args
    board = s.board
    if kind == "tile":
        c = COLOURS.index(args[0])
        s.hands[p].remove(c)
        s._place_tile(p, c, board.hex(args[1]), events)
    elif kind == "place" or kind == "move":
        s._position_leader(p, COLOURS.index(args[0]), board.hex(args[1]), kind, events)
    elif kind == "withdraw":
        code = p * 5 + COLOURS.index(args[0])
        hx = s.lpos[code]
        s._lift_leader(code)
        events.append(s._ev("withdraw", "leader-withdrawn", seat=p, leader=args[0], where=board.where[hx]))
    elif kind == "revolt":
        s._peasant_revolt(p, board.hex(args[0]), len(args) > 1, events)
    elif kind == "build":
        s._green_action(p, args, events)
    elif kind == "exchange":
        s._exchange(p, args, events)
    else:
        events.append(s._ev("pass", "passes", seat=p))


def _legal_action(s, task) -> list:
    """R-11: ``pass`` only when no action is legal."""
    return s._legal_main() or [A.PASS]


def _auto_done(s, task) -> None:
    s._action_done(s.evs)


# ---------------------------------------------------------------- D-2 revolt (H-14)


def _legal_revolt(s, task) -> list:
    """H-14.5: any number of yellow tiles; with the governor bonus a choice (R-9), also with or without it."""
    yellows = s.hands[task[1]].count(Y)
    if s.pend["bonus"][task[2]] and s.options["governor_bonus"] == "optional":
        return [a for n in range(yellows + 1) for a in (A.commit(n), A.commit(n, True))]
    return [A.commit(n) for n in range(yellows + 1)]


def _forced_revolt(s, task) -> bool:
    """A side with no yellow tile (and no bonus to choose) commits nothing: applied and logged."""
    if Y in s.hands[task[1]] or (s.pend["bonus"][task[2]] and s.options["governor_bonus"] == "optional"):
        return False
    s._revolt_commit(task[2], 0, s.evs, forced=True)
    return True


def _do_revolt(s, task, action) -> None:
    s._revolt_commit(task[2], action.args[0], s.evs, governor=len(action.args) > 1)


def _auto_revolt_end(s, task) -> None:
    s._revolt_end(s.evs)


# ---------------------------------------------------------------- D-3..D-6 war (H-15) and bandits (H-18)


def _legal_war_support(s, task) -> list:
    p = task[1]
    reds = s.hands[p].count(R)
    bonus = s.lpos[p * 5 + R] < 0
    board = s.board
    acts = [A.PASS]
    for first in s.pend["ids"]:
        for n in range(reds + 1):
            if n:
                acts.append(A.support(board, first, n, False))
            if bonus:
                acts.append(A.support(board, first, n, True))
    return acts


def _forced_war_support(s, task) -> bool:
    """A supporter with no red tile and the Soldier on the board can only pass: applied and logged."""
    p = task[1]
    if R in s.hands[p] or s.lpos[p * 5 + R] < 0:
        return False
    s._war_support(p, A.PASS, s.evs, forced=True)
    return True


def _do_war_support(s, task, action) -> None:
    s._war_support(task[1], action, s.evs)


def _legal_war_tie(s, task) -> list:
    pend = s.pend
    winner = s.tb.winner
    return [winner[pend["ids"][k]] for k in pend["tied"]]


def _do_war_tie(s, task, action) -> None:
    h = s.board.hex(action.args[0])
    events = s.evs
    events.append(s._ev("war", "war-winner-chosen", seat=task[1], where=s.board.where[h]))
    s._war_resolve(s.pend["ids"].index(h), events)


def _legal_remove(s, task) -> list:
    remove = s.tb.remove
    return [remove[h] for h in sorted(s.pend["cands"])]


def _do_remove(s, task, action) -> None:
    s._lose_red(s.board.hex(action.args[0]), s.evs)


# ---------------------------------------------------------------- D-7..D-9 a tile's follow-ups (H-8, H-11)


def _legal_structure(s, task) -> list:
    return [A.DECLINE] + [a for a, _k, _s, _src in s._build_options(s.pend["hex"])]


def _forced_structure(s, task) -> bool:
    return not s._build_options(s.pend["hex"])


def _do_structure(s, task, action) -> None:
    if action.kind == "build":
        s._build_from_args(action.args, s.evs)
        s.pend["built"] = True


def _legal_market(s, task) -> list:
    seen = sorted({c for c in s.market if c >= 0})
    return [A.DECLINE] + [A.PICK[c] for c in seen]


def _forced_market(s, task) -> bool:
    """H-8.3: no pick from an empty market."""
    return all(c < 0 for c in s.market)


def _do_market(s, task, action) -> None:
    if action.kind == "pick":
        c = COLOURS.index(action.args[0])
        s.market[s.market.index(c)] = -1
        s._give(task[1], c)
        s.evs.append(s._ev("market", "market-taken", seat=task[1], colour=action.args[0]))


def _legal_chain(s, task) -> list:
    chain = s.tb.chain
    return [A.STOP] + [chain[h] for h in s._chain_hexes(s.pend["hex"])]


def _forced_chain(s, task) -> bool:
    """R-13: a built pagoda ends the chain; so does having nowhere (or no blue tile) to go on."""
    return s.pend["built"] or not s._chain_hexes(s.pend["hex"])


def _do_chain(s, task, action) -> None:
    """H-8.4.1: the next blue tile, with follow-ups of its own (the ``done`` below still waits)."""
    if action.kind == "chain":
        p = task[1]
        s.hands[p].remove(B)
        s._place_tile(p, B, s.board.hex(action.args[0]), s.evs)


# ---------------------------------------------------------------- D-10 granaries and the end of the turn (H-16)


def _legal_granary(s, task) -> list:
    keep = s.tb.keep
    return [A.DECLINE] + [keep[h] for h in s.pend["cands"]]


def _do_granary(s, task, action) -> None:
    if action.kind == "keep":
        s._collect_granaries(s.board.hex(action.args[0]), s.evs)


def _legal_palace_draw(s, task) -> list:
    return [A.REFILL[6], A.REFILL[7]]


def _do_palace_draw(s, task, action) -> None:
    """House rule R-21 optional: the palace's owner draws to the hand size chosen."""
    p = task[1]
    need = action.args[0] - len(s.hands[p])
    if need > 0:
        s._draw_to_hand(p, need, s.evs)


def _auto_finish(s, task) -> None:
    s._finish_turn(s.evs, task[2])


def _auto_war_settle(s, task) -> None:
    s._war_settle(s.evs)


def _auto_war_end(s, task) -> None:
    s._war_end(s.evs)


def _auto_bandit_end(s, task) -> None:
    s._bandit_end(s.evs)


FLOW = Flow(
    decisions={
        "action": Decision(_legal_action, _do_action),
        "revolt": Decision(_legal_revolt, _do_revolt, _forced_revolt),
        "war_support": Decision(_legal_war_support, _do_war_support, _forced_war_support),
        "war_tie": Decision(_legal_war_tie, _do_war_tie),
        "war_loss": Decision(_legal_remove, _do_remove),
        "bandit_loss": Decision(_legal_remove, _do_remove),
        "structure": Decision(_legal_structure, _do_structure, _forced_structure),
        "market": Decision(_legal_market, _do_market, _forced_market),
        "chain": Decision(_legal_chain, _do_chain, _forced_chain),
        "granary": Decision(_legal_granary, _do_granary),
        "palace_draw": Decision(_legal_palace_draw, _do_palace_draw),
    },
    automatic={"done": _auto_done, "revolt_end": _auto_revolt_end, "war_settle": _auto_war_settle,
               "war_end": _auto_war_end, "bandit_end": _auto_bandit_end, "finish": _auto_finish},
    answers={"place": ("action",), "move": ("action",), "withdraw": ("action",), "tile": ("action",),
             "revolt": ("action",), "exchange": ("action",), "pass": ("action", "war_support"),
             "build": ("action", "structure"), "commit": ("revolt",), "support": ("war_support",),
             "winner": ("war_tie",), "remove": ("war_loss", "bandit_loss"),
             "decline": ("structure", "market", "granary"), "pick": ("market",), "chain": ("chain",),
             "stop": ("chain",), "keep": ("granary",), "refill": ("palace_draw",)},
    settle_single=False)


def follow_ups(p: int, colour: int) -> list:
    """The decisions after a placed tile (H-8.3, H-8.4, H-11.2), the first one last."""
    tasks = []
    if colour == B:
        tasks.append(("chain", p))
    elif colour == G:
        tasks.append(("market", p))
    tasks.append(("structure", p))
    return tasks


def saved_tasks(s) -> list:
    """The task stack of a loaded position, rebuilt from its saved ``phase`` and ``pend``."""
    ph = s.phase
    a = s.active
    pend = s.pend
    if ph == "over":
        return []
    if ph == "action":
        return [("action", a)]
    if ph == "granary":
        return [("finish", a, 0), ("granary", a)]
    if ph == "palace_draw":
        return [("finish", a, pend["seat"] + 1), ("palace_draw", (a + pend["seat"]) % s.num_players)]
    tasks = [("done", a)]
    if ph == "revolt":
        tasks.append(("revolt_end", a))
        tasks.append(("revolt", pend["def"] // 5, 1))
        if pend["stage"] == 0:
            tasks.append(("revolt", pend["att"] // 5, 0))
    elif ph in ("war_support", "war_tie"):
        tasks.append(("war_settle", a) if ph == "war_support" else ("war_tie", a))
        order = pend["order"]
        if ph == "war_support":
            tasks += [("war_support", order[j]) for j in reversed(range(pend["i"], len(order)))]
    elif ph == "war_loss":
        tasks.append(("war_end", a))
        tasks += [("war_loss", a)] * pend["left"]
    elif ph == "bandit_loss":
        tasks.append(("bandit_end", a))
        tasks += [("bandit_loss", a)] * pend["left"]
    else:  # structure, market, chain: the follow-ups still to come
        rest = follow_ups(a, pend["colour"])
        kinds = [t[0] for t in rest]
        tasks += rest[:kinds.index(ph) + 1]
    return tasks
