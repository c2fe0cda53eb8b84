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
    }
    state_class = ToyState

    def schema(self):
        return {"type": "object", "required": ["game", "players", "options", "seed", "rng", "history",
                                               "events", "state"]}

    def render_text(self, view):
        return f"points {view['points']} hand {view['hand']}"

    def render_svg(self, view, legal=()):
        legal = set(legal)
        parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 120" width="400" height="120">']
        for i, p in enumerate(view["points"]):
            parts.append(f'<text x="10" y="{20 + 18 * i}">seat {i}: {p} points, '
                         f'{view["hand_sizes"][i]} cards</text>')
        for i, card in enumerate(view["hand"] or []):
            act = f"play {card}"
            attr = f' data-action="{act}"' if act in legal else ""
            parts.append(f'<g class="card"{attr}><rect x="{200 + 40 * i}" y="70" width="34" height="44" '
                         f'fill="#fff" stroke="#000"/><text x="{208 + 40 * i}" y="96" '
                         f'class="hand-card">{card}</text></g>')
        attr = ' data-action="draw"' if "draw" in legal else ""
        parts.append(f'<rect{attr} x="10" y="80" width="40" height="30" fill="#345"/>'
                     f'<text x="12" y="76">deck {view["deck"]}</text>')
        attr = ' data-action="roll"' if "roll" in legal else ""
        parts.append(f'<rect{attr} x="70" y="80" width="30" height="30" fill="#c33"/>')
        parts.append("</svg>")
        return "".join(parts)


GAME = ToyGame()
