"""A small card game with secrets and dice, used to test the server against the core contract
before (and beside) the real games.  It has everything the server must handle: hidden hands,
a face-down deck, random draws (dice), multi-step turns, options of each kind, an SVG board
with clickable elements and one action ("end") that has no element on the board.

Rules: a deck of cards 1..(6 x players) is shuffled; each player is dealt 2 cards face down.
On a turn the player may ``play V`` (a card from their hand scores V; the turn goes on),
``end`` (only after playing), ``draw`` (take the top card secretly; ends the turn),
``flip`` (turn the top card face up for everybody, no points; ends the turn) or ``roll``
(score one die; ends the turn).  The first to reach ``target`` points wins at once.

``flip`` reveals hidden information with neither a secret event nor a random draw, so only
comparing what observers see can tell that it must not be taken back.

With the ``gifts`` option a player may also ``give V S`` (hand card V to seat S; ends the turn),
which the drawing offers as select-then-target (docs/table.md): the card's gift ribbon selects
``give V``, then a seat's box completes it.  The drawing follows the table's contract: components
with ids, kinds, titles and effects; the hand in its own strip; prompt, labels, score table and
panel counters.
"""

from __future__ import annotations

from tianxia.core import Action, Game, State


class ToyState(State):
    def _setup(self):
        deck = list(range(1, 6 * self.num_players + 1))
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[2 * i:2 * i + 2]) for i in range(self.num_players)]
        self.deck = deck[2 * self.num_players:]
        self.points = [0] * self.num_players
        self.turn = 0
        self.played = False
        self.over = False
        self.last_roll = None
        self.shown = []

    @property
    def current_player(self):
        return None if self.over else self.turn

    @property
    def is_terminal(self):
        return self.over

    def scores(self):
        return list(self.points)

    def winners(self):
        if not self.over:
            return []
        best = max(self.points)
        return [s for s, p in enumerate(self.points) if p == best]

    def _legal(self):
        acts = [Action("play", v) for v in sorted(set(self.hands[self.turn]))]
        if self.played:
            acts.append(Action("end"))
        else:
            if self.deck:
                acts.append(Action("draw"))
                acts.append(Action("flip"))
            acts.append(Action("roll"))
            if self.options.get("gifts"):
                acts += [Action("give", v, s) for v in sorted(set(self.hands[self.turn]))
                         for s in range(self.num_players) if s != self.turn]
        return acts

    def _next(self):
        if max(self.points) >= self.options["target"]:
            self.over = True
            return
        self.turn = (self.turn + 1) % self.num_players
        self.played = False

    def _do(self, action):
        seat = self.turn
        if action.kind == "play":
            v = action.args[0]
            self.hands[seat].remove(v)
            self.points[seat] += v
            self.played = True
            events = [{"type": "play", "text": f"seat {seat} plays {v}"}]
            if self.points[seat] >= self.options["target"]:
                self.over = True
            return events
        if action.kind == "give":
            v, to = action.args
            self.hands[seat].remove(v)
            self.hands[to].append(v)
            self.hands[to].sort()
            self._next()
            return [{"type": "give", "text": f"seat {seat} gives a card to seat {to}",
                     "secret": {"seat": seat, "text": f"seat {seat} gives the {v} to seat {to}"}}]
        if action.kind == "end":
            self._next()
            return [{"type": "end", "text": f"seat {seat} ends the turn"}]
        if action.kind == "draw":
            card = self.deck.pop()
            self.hands[seat].append(card)
            self.hands[seat].sort()
            self._next()
            return [{"type": "draw", "text": f"seat {seat} draws a card",
                     "secret": {"seat": seat, "text": f"seat {seat} draws the {card}"}}]
        if action.kind == "flip":
            card = self.deck.pop()
            self.shown.append(card)
            self._next()
            return [{"type": "flip", "text": f"seat {seat} turns up the {card}"}]
        sides = 6 if self.options["dice"] == "d6" else 4
        roll = 1 + self.rng.below(sides)
        self.last_roll = roll
        self.points[seat] += roll
        self._next()
        return [{"type": "roll", "text": f"seat {seat} rolls {roll}"}]

    def _view(self, player):
        return {"hand_sizes": [len(h) for h in self.hands], "deck": len(self.deck),
                "points": list(self.points), "played": self.played, "last_roll": self.last_roll,
                "shown": list(self.shown), "hand": list(self.hands[player]) if player is not None else None}

    def _copy_to(self, other):
        other.hands = [list(h) for h in self.hands]
        other.deck = list(self.deck)
        other.points = list(self.points)
        other.turn, other.played, other.over, other.last_roll = self.turn, self.played, self.over, self.last_roll
        other.shown = list(self.shown)

    def _dump(self):
        return {"hands": self.hands, "deck": self.deck, "points": self.points, "turn": self.turn,
                "played": self.played, "over": self.over, "last_roll": self.last_roll, "shown": self.shown}

    def _load(self, d):
        self.hands, self.deck, self.points = d["hands"], d["deck"], d["points"]
        self.turn, self.played, self.over, self.last_roll = d["turn"], d["played"], d["over"], d["last_roll"]
        self.shown = list(d["shown"])

    def _resample(self, player, rng):
        unseen = sorted(self.deck + [c for s, h in enumerate(self.hands) if s != player for c in h])
        rng.shuffle(unseen)
        for s, h in enumerate(self.hands):
            if s != player:
                self.hands[s] = sorted(unseen[:len(h)])
                unseen = unseen[len(h):]
        self.deck = unseen


class ToyGame(Game):
    name = "toy"
    title = "Toy Cards"
    min_players = 2
    max_players = 4
    options = {
        "target": {"default": 15, "type": "int", "min": 5, "max": 60, "help": "points to win"},
        "dice": {"default": "d6", "choices": ["d6", "d4"], "help": "the die rolled"},
        "fast": {"default": False, "type": "bool", "help": "an on/off option (no effect)"},
        "gifts": {"default": False, "type": "bool", "help": "a card may be given away instead"},
    }
    state_class = ToyState

    def schema(self):
        return {"type": "object", "required": ["game", "players", "options", "seed", "rng", "history",
                                               "events", "state"]}

    def render_text(self, view):
        return f"points {view['points']} hand {view['hand']}"

    def render_svg(self, view, legal=()):
        return toy_svg(view, legal)

    def render_hand(self, view, legal=()):
        return toy_hand(view, legal)

    def render_prompt(self, view):
        if view["is_terminal"] or view["current_player"] is None:
            return None
        if view["played"]:
            return "Play another card or end your turn"
        return "Play a card, draw, turn up the top card or roll the die"

    def render_label(self, view, notation):
        return toy_label(notation)

    def render_scores(self, view):
        return [{"category": "Cards played and dice", "points": list(view["points"])}]

    def render_panel(self, view, seat):
        return [{"name": "Cards in hand", "value": view["hand_sizes"][seat],
                 "tip": "Cards this player holds, face down"}]

    def seat_colours(self):
        return list(SEAT_COLOURS)


SEAT_COLOURS = ["#b03a2e", "#1f618d", "#1e8449", "#9a7d0a"]


def toy_label(notation):
    """The name of a toy action in words."""
    kind, *args = notation.split()
    if kind == "play":
        return f"Play the {args[0]}"
    if kind == "give":
        return f"Give the {args[0]} to player {int(args[1]) + 1}"
    return {"end": "End your turn", "draw": "Draw a card", "flip": "Turn up the top card",
            "roll": "Roll the die"}.get(kind, notation)


def _comp(cid, kind, title, desc, body, action=None, actions=None):
    """One component: an element with identity, kind, name and effect, and what clicking it does."""
    attrs = f' id="{cid}"' if cid else ""
    attrs += f' data-kind="{kind}"'
    if action:
        attrs += f' data-action="{action}"'
    if actions:
        attrs += f' data-actions="{"|".join(actions)}"'
    return f'<g{attrs}><title>{title}</title><desc>{desc}</desc>{body}</g>'


def toy_svg(view, legal=()):
    """The table: a box per seat (points, cards in hand), the deck, the die and the turned-up cards."""
    legal = list(legal)
    n = view["players"]
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 250" width="520" height="250" '
             'font-family="sans-serif" font-size="15">', '<rect width="520" height="250" fill="#f4ecd8"/>']
    for s in range(n):
        x = 10 + 127 * s
        gifts = [a for a in legal if a.startswith("give ") and a.endswith(f" {s}")]
        colour = SEAT_COLOURS[s % len(SEAT_COLOURS)]
        body = (f'<rect x="{x}" y="10" width="120" height="80" rx="6" fill="#fff" stroke="{colour}" stroke-width="3"/>'
                f'<text x="{x + 8}" y="32" fill="{colour}" font-weight="bold" data-seat-name="{s}">Player {s + 1}</text>'
                f'<text x="{x + 8}" y="55">{view["points"][s]} points</text>'
                f'<text x="{x + 8}" y="76">{view["hand_sizes"][s]} cards</text>')
        parts.append(_comp(f"seat-{s}", "seat", f"Player {s + 1}",
                           f"{view['points'][s]} points, {view['hand_sizes'][s]} cards in hand.", body,
                           actions=gifts or None))
    deck = (f'<rect x="10" y="120" width="70" height="100" rx="6" fill="#345"/>'
            f'<text x="18" y="240">Deck: {view["deck"]}</text>')
    parts.append(_comp("deck", "deck", "Deck", f"{view['deck']} cards face down. Draw takes the top card "
                       "secretly and ends your turn.", deck, action="draw" if "draw" in legal else None))
    die = ('<rect x="100" y="140" width="60" height="60" rx="10" fill="#c33"/>'
           f'<text x="122" y="177" fill="#fff" font-size="20">{view["last_roll"] or ""}</text>')
    parts.append(_comp("die", "die", "Die", "Roll it to score its points; ends your turn.", die,
                       action="roll" if "roll" in legal else None))
    if "flip" in legal:
        flip = ('<rect x="180" y="150" width="110" height="44" rx="6" fill="#fff" stroke="#345"/>'
                '<text x="190" y="177">Turn up</text>')
        parts.append(_comp(None, "deck", "Turn up the top card", "Everybody sees it; no points; ends your turn.",
                           flip, action="flip"))
    for i, card in enumerate(view["shown"][-4:]):
        x = 310 + 50 * i
        parts.append(_comp(f"card-{card}", "card", f"Card {card}", "Turned up from the deck: out of the game.",
                           f'<rect x="{x}" y="130" width="44" height="64" rx="4" fill="#fff" stroke="#000"/>'
                           f'<text x="{x + 10}" y="168">{card}</text>'))
    parts.append("</svg>")
    return "".join(parts)


def toy_hand(view, legal=()):
    """The viewing seat's cards, each clickable to play it; with gifts, a ribbon to give it away."""
    hand = view.get("hand")
    if hand is None:
        return None
    legal = list(legal)
    width = max(60, 10 + 56 * len(hand))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 118" width="{width}" height="118" '
             'font-family="sans-serif" font-size="16">']
    for i, card in enumerate(hand):
        x = 8 + 56 * i
        act = f"play {card}"
        parts.append(_comp(f"card-{card}", "card", f"Card {card}", f"Play it to score {card} points; the turn goes on.",
                           f'<rect x="{x}" y="4" width="50" height="62" rx="4" fill="#fff" stroke="#000"/>'
                           f'<text x="{x + 14}" y="40" class="hand-card">{card}</text>',
                           action=act if act in legal else None))
        if any(a.startswith(f"give {card} ") for a in legal):
            parts.append(_comp(None, "gift", f"Give the {card} away", "Then choose the player who receives it.",
                               f'<rect x="{x}" y="70" width="50" height="44" rx="4" fill="#d4ac0d"/>'
                               f'<text x="{x + 8}" y="97" font-size="14">Give</text>',
                               action=f"give {card}"))
    parts.append("</svg>")
    return "".join(parts)


GAME = ToyGame()
