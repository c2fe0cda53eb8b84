"""What each seat sees of an Emperor position (E-17), and the re-dealing of what it cannot see."""

from __future__ import annotations


class EmperorViews:
    """The view and the determinisation (a slot-less mix-in of ``EmperorState``)."""

    __slots__ = ()

    def _view(self, player):
        tb, n = self.tb, self.num_players
        nc = len(tb.colours)
        names = tb.colours

        def cards(counts):
            return [names[c] for c in range(nc) for _ in range(counts[c])]

        view = {
            "side": self.side,
            "fortifications_variant": self.variant,
            "phase": self.phase,
            "turn": self.turn,
            "turn_region": tb.region_ids[self.t_region] if self.t_region >= 0 else None,
            "turn_paid_pair": self.t_pair if self.t_region >= 0 else None,
            "turn_second_allowed": self.t_second if self.t_region >= 0 else None,
            "houses": {tb.space_ids[s]: o for s, o in enumerate(self.owner) if o >= 0},
            "fortifications": {tb.space_ids[s]: o for s, o in enumerate(self.fort) if o >= 0},
            "emissaries": {tb.region_ids[r]: self.emis[r * n:r * n + n] for r in range(tb.num_regions)},
            "caps": {tb.region_ids[r]: self._cap(r) for r in range(tb.num_regions)},
            "scored": [tb.region_ids[r] for r in range(tb.num_regions) if self.scored[r]],
            "supply": [{"houses": self.supply_h[p], "emissaries": self.supply_e[p],
                        "fortification": self.supply_f[p]} for p in range(n)],
            "hand_sizes": [sum(self.hands[p * nc:p * nc + nc]) for p in range(n)],
            "known_cards": [cards(self.known[p * nc:p * nc + nc]) for p in range(n)],
            "hand": cards(self._hand(player)) if player is not None else None,
            "display": cards(self.display),
            "deck_size": len(self.deck),
            "discard": cards(self.discard),
            "removed": cards(self.removed),
            "exhaustions": self.exhaustions,
            "end_triggered": self.exhaustions >= 2,
            "deck_may_hold": None,
            "final": self.final,
            "player_colours": tb.player_colours[:n],
        }
        if self.pool is not None:
            bound = list(self.pool)
            if player is not None:
                for c in range(nc):
                    bound[c] -= self.drawn2[player * nc + c]
            view["deck_may_hold"] = cards(bound)
        return view

    def _resample(self, player, rng) -> None:
        """Re-deal what ``player`` cannot see: the deck order and the unknown part of other hands.

        The unseen cards (the deck plus the hidden part of other hands) are dealt again from
        a canonical (sorted) list shuffled by ``rng``.  After the reshuffle the deck is drawn
        only from what ``player`` knows it may hold (``deck_may_hold`` in the view), so the
        sample never contradicts the public record of the new deck (E-17.4).
        """
        n = self.num_players
        nc = len(self.display)
        hands, known = self.hands, self.known
        unseen = [0] * nc
        for c in self.deck:
            unseen[c] += 1
        slots = []
        for p in range(n):
            if p == player:
                continue
            hidden = 0
            for c in range(nc):
                x = hands[p * nc + c] - known[p * nc + c]
                unseen[c] += x
                hidden += x
            slots.append((p, hidden))
        d = len(self.deck)
        if self.pool is not None and d:
            bound = list(self.pool)
            if player is not None:
                for c in range(nc):
                    bound[c] -= self.drawn2[player * nc + c]
            fit = [c for c in range(nc) for _ in range(min(bound[c], unseen[c]))]
            rng.shuffle(fit)
            deck = fit[:d]
            for c in deck:
                unseen[c] -= 1
            rest = [c for c in range(nc) for _ in range(unseen[c])]
            rng.shuffle(rest)
        else:
            cards = [c for c in range(nc) for _ in range(unseen[c])]
            rng.shuffle(cards)
            deck, rest = cards[:d], cards[d:]
        self.deck = deck
        i = 0
        for p, hidden in slots:
            for c in range(nc):
                hands[p * nc + c] = known[p * nc + c]
                self.drawn2[p * nc + c] = 0
            for c in rest[i:i + hidden]:
                hands[p * nc + c] += 1
            i += hidden
