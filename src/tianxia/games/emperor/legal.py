"""The Emperor of China: what each pending decision may answer, and why an answer is refused.

The lists are built from ready-made action tuples cached in the tables (``tb.legal_cache``), keyed
by the board's free-space masks and the hand's payment mask, so listing is mostly dictionary look-ups.
"""

from __future__ import annotations

from tianxia.core import State

from .actions import DECK, HOUSE, parse


class EmperorLegal:
    """Legal actions and refusals (a slot-less mix-in of ``EmperorState``)."""

    __slots__ = ()

    def _pay_masks(self, hand, allow_pair: bool = True) -> list[int]:
        """For each card colour c: the bit mask of payment colours usable in a region of colour c
        (bit c: a single, E-6.2; bit k != c: a pair of k, E-6.3)."""
        key = (allow_pair, *hand)
        got = self.tb.pay_cache.get(key)
        if got is None:
            pairs = 0
            if allow_pair:
                for k in range(len(hand)):
                    if hand[k] >= 2:
                        pairs |= 1 << k
            got = [((1 << c) if hand[c] else 0) | (pairs & ~(1 << c)) for c in range(len(hand))]
            self.tb.pay_cache[key] = got
        return got

    def _region_acts(self, r: int, hm: int, fm: int, pm: int) -> tuple:
        """Ready-made house and fortification actions of region r for free-space mask hm, empty-space
        mask fm and payment mask pm (cached in the tables: a pure function of the key)."""
        tb = self.tb
        key = r | hm << tb.shift_h | fm << tb.shift_f | pm << tb.shift_p
        cache = tb.legal_cache
        got = cache.get(key)
        if got is None:
            tb = self.tb
            acts = tb.acts
            pays = [k for k in range(len(tb.colours)) if pm >> k & 1]
            out = []
            spaces = tb.region_spaces[r]
            for i, s in enumerate(spaces):
                if hm >> i & 1:
                    out.extend(acts.house[s][k] for k in pays)
            for i, s in enumerate(spaces):
                if fm >> i & 1:
                    out.extend(acts.fortify[s][k] for k in pays)
            got = cache[key] = (tuple(out), tuple(acts.emissary[r][k] for k in pays))
        return got

    def _legal_start(self, task=None):
        """E-5.2: the first piece of a placing turn (E-6, E-7), an exchange (E-10) or a pass (E-11)."""
        tb = self.tb
        p = self.turn
        hand = self._hand(p)
        masks = self._pay_masks(hand)
        hmask = self.hmask if self.supply_h[p] > 0 else None
        fmask = self.fmask if self.supply_f[p] > 0 else None
        can_e = self.supply_e[p] > 0
        etotal, capv = self.etotal, self.capv
        cache = tb.legal_cache
        sh, sf, sp = tb.shift_h, tb.shift_f, tb.shift_p
        out = []
        for r, c in tb.region_colour_pairs:
            pm = masks[c]
            if not pm:
                continue
            hm = hmask[r] if hmask else 0
            fm = fmask[r] if fmask else 0
            try:  # a dict subscript is cheaper than a get call, and the key is almost always there
                got = cache[r | hm << sh | fm << sf | pm << sp]
            except KeyError:
                got = self._region_acts(r, hm, fm, pm)
            out.extend(got[0])
            if can_e and etotal[r] < capv[r]:
                out.extend(got[1])
        # E-10: exchanges; E-11.1: pass exactly when no exchange is possible
        display = self.display
        key = ("x", bool(self.deck), *hand, *display)
        got = tb.legal_cache.get(key)
        if got is None:
            acts = tb.acts
            got = []
            shown = [j for j in range(len(display)) if display[j]]
            for k in range(len(hand)):
                if hand[k]:
                    if self.deck:
                        got.append(acts.exchange_deck[k])
                    got.extend(acts.exchange[k][j] for j in shown)
            if not got:
                got.append(acts.pass_)
            got = tb.legal_cache[key] = tuple(got)
        out.extend(got)
        return out

    def _second_pieces(self) -> list:
        """Second-piece actions: same region, not opened this turn, one more unit (E-6.4, E-7.1, E-7.2)."""
        if not self.t_second:
            return []
        p, r = self.turn, self.t_region
        pm = self._pay_masks(self._hand(p), not self.t_pair)[self.tb.region_colour[r]]
        if not pm:
            return []
        pieces, em = self._region_acts(r, self.hmask[r] if self.supply_h[p] > 0 else 0,
                                       self.fmask[r] if self.supply_f[p] > 0 else 0, pm)
        out = list(pieces)
        if self.supply_e[p] > 0 and self.etotal[r] < self.capv[r]:
            out.extend(em)
        return out

    def _legal_build(self, task) -> list:
        """House rule R-13 (``must_build``): the house on the fortification just built (``task[2]``),
        when it can be paid.  At most one way: the hand holds at most 2 cards after the first unit
        (E-9.6), so the house is placed at once (core.flow settles a lone option)."""
        t = task[2]
        meta = self.tb.acts.meta
        out = [a for a in self._second_pieces() if meta[a][0] == HOUSE and meta[a][1] == t]
        assert len(out) <= 1, "R-13: never two ways to pay for the house"
        return out

    def _legal_second(self, task=None) -> list:
        """A second piece in the turn's region, or the first draw, which ends placing (E-7, E-9); no
        option at all when no second piece can be placed (the turn goes straight on to drawing)."""
        out = self._second_pieces()
        if not out:
            return out
        draws = self._draw_options()
        out.extend(draws if draws else [self.tb.acts.stop])
        return out

    def _draw_options(self, task=None) -> list:
        """E-9.1: the deck's top card or any card of the display.  As the draw decision's options
        (``task`` given): none once the hand holds 3 cards (E-9.3: drawing stops).  The check is here,
        not a forced outcome of its own, to spare a call at every draw of every turn."""
        display = self.display
        if task is not None:
            nc = len(display)
            p = task[1]
            if sum(self.hands[p * nc:p * nc + nc]) >= self.tb.hand_size:
                return []
        key = (bool(self.deck), *display)
        got = self.tb.legal_cache.get(key)
        if got is None:
            acts = self.tb.acts
            got = [acts.draw_deck] if self.deck else []
            got.extend(acts.draw[c] for c in range(len(display)) if display[c])
            got = self.tb.legal_cache[key] = tuple(got)
        return list(got)

    # -- refusals -----------------------------------------------------------------------------------------

    def _explain(self, text: str):
        parsed = parse(self.tb, text)
        if isinstance(parsed, dict):
            return self.refusal(parsed["msg"], **parsed["args"])
        why = self._why(*parsed)
        # no reason of its own: the generic sentence (not legal now, and what is)
        return self.refusal(why[0], **why[1]) if why else State._explain(self, text)

    def _why(self, kind: str, t: int, k: int, pair: bool) -> tuple[str, dict] | None:
        """Why a well-formed action is not legal now: a message id and its arguments (or None)."""
        tb, p = self.tb, self.turn
        nc = len(tb.colours)
        phase = self.phase
        if kind in ("house", "emissary", "fortify"):
            r = t if kind == "emissary" else tb.space_region[t]
            region = tb.region_ids[r]
            if kind == "fortify" and not self.variant:
                return "refused-variant-only", {}
            if phase != "start":
                # why no piece at all may follow comes first: it holds whatever region is named
                if not self.t_second:
                    here = tb.region_ids[self.t_region]
                    if r != self.t_region:
                        return "refused-other-region-was-empty", {"region": here}
                    return "refused-region-was-empty", {"region": here}
                if phase == "draw":
                    return "refused-placing-over", {}
                if r != self.t_region:
                    return "refused-same-region", {"region": tb.region_ids[self.t_region]}
                if pair and self.t_pair:
                    return "refused-second-pair", {}
            cr = tb.region_colour[r]
            colour, rc = tb.colours[k], tb.colours[cr]
            if not pair and k != cr:
                return "refused-single", {"card": colour, "colour": colour, "region": region, "colour2": rc,
                                          "card2": rc, "regions": [tb.region_ids[x] for x in tb.colour_regions[k]]}
            if pair and k == cr:
                return "refused-no-joker", {"card": colour, "colour": colour, "region": region}
            need = 2 if pair else 1
            have = self.hands[p * nc + k]
            if have < need:
                return "refused-too-few", {"n": have, "card": colour, "need": need}
            if kind == "house":
                if self.supply_h[p] == 0:
                    return "refused-no-house", {}
                if self.owner[t] >= 0:
                    return "refused-space-taken", {"space": tb.space_ids[t]}
                if self.scored[r]:  # R-9 house rule: a bare fortification filled the region's last space
                    return "refused-region-complete", {"region": region, "space": tb.space_ids[t]}
            elif kind == "fortify":
                if self.supply_f[p] == 0:
                    return "refused-fortification-placed", {}
                if self.owner[t] >= 0 or self.fort[t] >= 0:
                    return "refused-space-not-empty", {"space": tb.space_ids[t]}
            else:
                if self.supply_e[p] == 0:
                    return "refused-no-emissary", {}
                if self.etotal[r] >= self._cap(r):
                    return "refused-cap", {"region": region, "n": self.etotal[r], "cap": self._cap(r)}
            return None
        if kind == "draw":
            if phase == "start":
                return "refused-draw-first", {}
            if t == DECK:
                if not self.deck:
                    return "refused-deck-empty", {}
            elif not self.display[t]:
                return "refused-not-displayed", {"card": tb.colours[t]}
            return None
        if kind == "exchange":
            if phase != "start":
                return "refused-exchange-late", {}
            if not self.hands[p * nc + t]:
                return "refused-no-card", {"card": tb.colours[t]}
            if k == DECK and not self.deck:
                return "refused-deck-empty-take", {}
            if k != DECK and not self.display[k]:
                return "refused-not-displayed", {"card": tb.colours[k]}
            return None
        if kind == "pass":
            if phase == "start":
                return "refused-pass-exchange", {}
            if phase == "second":
                return "refused-pass-second", {}
            return "refused-pass-draw", {}
        if kind == "stop":
            if phase == "second":
                return "refused-stop-second", {}
            return "refused-stop", {}
        return None
