"""The Emperor of China's action vocabulary (E-18) and the sentences that explain a refusal.

A placing turn is broken into the decisions the rules give the player, one action each:

    house wei2 red             a house on wei2, paid by a red single        (E-6.2, E-7.4)
    house wei4 pair green      a house on wei4, paid by a green pair (joker) (E-6.3)
    emissary chu purple        an emissary on Chu's dragon space            (E-7.5)
    emissary chu pair orange
    fortify qi6 yellow         a fortification on qi6 (variant)             (E-15.2)
    draw deck                  draw the top card of the deck (its colour stays secret) (E-9)
    draw red                   take a red card from the display             (E-9)
    stop                       end the placing step when no card can be drawn
    exchange red for deck      discard red, take the top of the deck        (E-10)
    exchange red for green     discard red, take green from the display     (E-10)
    pass                       only when no exchange is possible            (E-11)

After the first piece the player may place a second piece in the same region (E-7.1,
E-7.2) or start drawing: his first draw ends the placing step.  Every action object is
made once, when the tables are loaded, so listing legal actions only picks them out.
"""

from __future__ import annotations

from tianxia.core import Action

HOUSE, EMISSARY, FORTIFY, DRAW_DECK, DRAW, EXCHANGE, PASS, STOP = range(8)
DECK = -1

#: the first word of each answer -> the decisions (task kinds, state.py) it answers
ANSWERS = {
    "house": ("start", "second"), "emissary": ("start", "second"), "fortify": ("start", "second"),
    "draw": ("second", "draw"), "stop": ("second",), "exchange": ("start",), "pass": ("start",),
}


class ActionTables:
    """Every action of the game, indexed for the state's hot paths; ``meta`` maps back."""

    def __init__(self, tb):
        colours = tb.colours
        nc = len(colours)
        self.meta: dict[Action, tuple] = {}

        def pay_args(region: int, k: int) -> tuple:
            return (colours[k],) if tb.region_colour[region] == k else ("pair", colours[k])

        self.house = []
        self.fortify = []
        for s, sid in enumerate(tb.space_ids):
            r = tb.space_region[s]
            row_h, row_f = [], []
            for k in range(nc):
                a = Action("house", sid, *pay_args(r, k))
                self.meta[a] = (HOUSE, s, k)
                row_h.append(a)
                a = Action("fortify", sid, *pay_args(r, k))
                self.meta[a] = (FORTIFY, s, k)
                row_f.append(a)
            self.house.append(row_h)
            self.fortify.append(row_f)
        self.emissary = []
        for r, rid in enumerate(tb.region_ids):
            row = []
            for k in range(nc):
                a = Action("emissary", rid, *pay_args(r, k))
                self.meta[a] = (EMISSARY, r, k)
                row.append(a)
            self.emissary.append(row)
        self.draw_deck = Action("draw", "deck")
        self.meta[self.draw_deck] = (DRAW_DECK, DECK, DECK)
        self.draw = []
        for k in range(nc):
            a = Action("draw", colours[k])
            self.meta[a] = (DRAW, k, k)
            self.draw.append(a)
        self.exchange_deck = []
        self.exchange = []
        for k in range(nc):
            a = Action("exchange", colours[k], "for", "deck")
            self.meta[a] = (EXCHANGE, k, DECK)
            self.exchange_deck.append(a)
            row = []
            for j in range(nc):
                a = Action("exchange", colours[k], "for", colours[j])
                self.meta[a] = (EXCHANGE, k, j)
                row.append(a)
            self.exchange.append(row)
        self.pass_ = Action("pass")
        self.meta[self.pass_] = (PASS, 0, 0)
        self.stop = Action("stop")
        self.meta[self.stop] = (STOP, 0, 0)


def build(tb) -> ActionTables:
    return ActionTables(tb)


def parse(tb, text: str):
    """Typed notation -> ``(kind, target_index, colour_index, is_pair)``, or why not as a refusal
    ``{"msg": id, "args": {...}}`` (its words are in data/messages/<lang>.ftl).

    Only the words are checked here (known kinds, spaces, regions, colours); whether the
    action is legal now is the state's business.
    """
    words = text.casefold().split()
    if not words:
        return {"msg": "refused-empty", "args": {}}
    kind, rest = words[0], words[1:]
    ci = tb.colour_index
    colours = ", ".join(tb.colours)  # notation: the words to type
    if kind in ("house", "fortify", "emissary"):
        if not rest:
            return {"msg": "refused-needs-region" if kind == "emissary" else "refused-needs-space",
                    "args": {"word": kind}}
        target = rest[0]
        if kind == "emissary":
            if target not in tb.region_index:
                return {"msg": "refused-no-region", "args": {"word": target, "ids": ", ".join(tb.region_ids)}}
            t = tb.region_index[target]
        else:
            if target not in tb.space_index:
                return {"msg": "refused-no-space", "args": {"word": target}}
            t = tb.space_index[target]
        pay = rest[1:]
        if len(pay) == 1 and pay[0] in ci:
            return (kind, t, ci[pay[0]], False)
        if len(pay) == 2 and pay[0] == "pair" and pay[1] in ci:
            return (kind, t, ci[pay[1]], True)
        return {"msg": "refused-payment", "args": {"word": kind, "at": target, "ids": colours}}
    if kind == "draw":
        if len(rest) == 1 and rest[0] == "deck":
            return ("draw", DECK, DECK, False)
        if len(rest) == 1 and rest[0] in ci:
            return ("draw", ci[rest[0]], ci[rest[0]], False)
        return {"msg": "refused-draw-words", "args": {"ids": colours}}
    if kind == "exchange":
        if len(rest) == 3 and rest[1] == "for" and rest[0] in ci and (rest[2] == "deck" or rest[2] in ci):
            take = DECK if rest[2] == "deck" else ci[rest[2]]
            return ("exchange", ci[rest[0]], take, False)
        return {"msg": "refused-exchange-words", "args": {}}
    if kind in ("pass", "stop"):
        if rest:
            return {"msg": "refused-no-more-words", "args": {"word": kind}}
        return (kind, 0, 0, False)
    return {"msg": "refused-not-emperor", "args": {"word": kind}}
