"""The review of a game: every decision judged from what its mover could see.

For each decision of a record, the position before it is looked at from the mover's view only:

* ``win_before``: every seat's chance at that position, by the game's win model (``model.py``),
  which reads nothing but the mover's view;
* the mover's options are tried in ``samples`` worlds drawn by ``state.determinize(mover, rng)``
  (everything the mover could not see, others' hidden cards and every future draw, re-sampled),
  each option in the same worlds; the chances after an option are its mean over the worlds;
* where there are more than ``width`` options, all are first screened one step ahead in one world
  and the best ``width`` (and the one played) go on to every world, where the mover's further steps
  of the same turn are looked through (``depth``);
* ``best`` is the option with the highest chance for the mover (the one played where it ties),
  ``loss`` its chance minus the played option's, and ``mark`` the loss against the thresholds.

The worlds' generator is seeded from a digest of the mover's view (which holds the step) and the
game's name, never from the record's seed (which fixes the hidden cards and the future draws): two
records that look the same to the mover up to a decision get the same verdict on it, and a review
is reproducible.
"""

from __future__ import annotations

import hashlib
import json
import random

from .model import WinModel, load_model

FORMAT = "tianxia-review/1"

#: names of the marks, mildest first
MARKS = ("inaccuracy", "mistake", "blunder")
#: lichess's drops of the mover's win chance in two-player chess, scaled by 2 / players (docs/bots.md)
TWO_PLAYER = (0.1, 0.2, 0.3)

#: worlds sampled per decision, options kept past the screen, own steps looked through
SAMPLES = 4
WIDTH = 8
DEPTH = 3
#: options of the mover's further steps tried at each step of the look-ahead (a sample where more)
FOLLOW = 10


def thresholds(players: int) -> dict:
    """The drop of the mover's chance that earns each mark at ``players`` seats: lichess's two-player
    0.1 / 0.2 / 0.3 times ``2 / players`` (a fair share of the win is ``1 / players``)."""
    if not isinstance(players, int) or players < 1:
        raise ValueError(f"players must be a positive whole number, not {players!r}")
    return {name: round(t * 2 / players, 4) for name, t in zip(MARKS, TWO_PLAYER)}


def mark_for(loss: float, players: int) -> str | None:
    """The mark of a decision that lost ``loss`` of the mover's chance (None: no mark)."""
    found = None
    for name, limit in thresholds(players).items():
        if loss >= limit - 1e-12:
            found = name
    return found


def _rounded(chances: list[float], places: int = 4) -> list[float]:
    """Chances rounded to ``places`` decimals, still summing to 1 (the residue on the largest)."""
    out = [round(c, places) for c in chances]
    top = max(range(len(out)), key=lambda i: out[i])
    out[top] = round(out[top] + 1.0 - sum(out), places)
    return out


def view_digest(state, seat: int) -> str:
    """A digest of what ``seat`` sees (its view, which includes the step): the worlds' seed."""
    text = json.dumps(state.view(seat), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(f"{state.game.name}\n{seat}\n{text}".encode()).hexdigest()


class Reviewer:
    """Judges decisions of one game.  ``samples`` worlds per decision, ``width`` options past the
    one-world screen, ``depth`` own steps looked through after an option (the mover's greedy
    continuation of a turn of several steps, by the model)."""

    def __init__(self, game_name: str, samples: int = SAMPLES, width: int = WIDTH, depth: int = DEPTH,
                 model: WinModel | None = None):
        for name, value in (("samples", samples), ("width", width), ("depth", depth)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"{name} must be a whole number of at least 1, not {value!r}")
        self.model = model or load_model(game_name)
        self.game_name = game_name
        self.samples, self.width, self.depth = samples, width, depth

    # -- one decision ----------------------------------------------------------------------------

    def worlds(self, state, seat: int, digest: str | None = None) -> list:
        """The ``samples`` worlds ``seat`` cannot tell from ``state``, seeded from its view."""
        digest = digest or view_digest(state, seat)
        return [state.determinize(seat, random.Random(f"{digest}/{k}")) for k in range(self.samples)]

    def _after(self, world, action, seat: int, rng: random.Random, depth: int) -> list[float] | None:
        """Every seat's chance after ``seat`` plays ``action`` in ``world`` (None: not legal there),
        the seat's following own steps played greedily by the model up to ``depth`` steps in all
        (over a sample of ``FOLLOW`` of its options where it has more, drawn from ``rng``)."""
        if action not in world.legal_actions():
            return None
        trial = world.clone()
        trial.apply(action)
        chances = self.model.chances(trial, seat)
        for _ in range(depth - 1):
            if trial.is_terminal or trial.current_player != seat:
                break
            options = trial.legal_actions()
            if len(options) > FOLLOW:
                options = rng.sample(options, FOLLOW)
            best = None
            for follow in options:
                nxt = trial.clone()
                nxt.apply(follow)
                c = self.model.chances(nxt, seat)
                if best is None or c[seat] > best[0][seat]:
                    best = (c, nxt)
            chances, trial = best
        return chances

    def rate(self, state, seat: int | None = None, keep=()) -> dict:
        """Every seat's chances after each of the mover's options the budget looks at, judged only
        from the mover's view (the worlds it cannot tell apart, seeded from its view): ``{option:
        chances}``.  Where there are more than ``width`` options, the best ``width`` of a one-step
        screen go on (and those in ``keep``); an option legal in no sampled world is left out."""
        if state.is_terminal:
            raise ValueError("the game is over: there is no decision to judge")
        seat = state.current_player if seat is None else seat
        if seat != state.current_player:
            raise ValueError(f"it is seat {state.current_player}'s decision, not seat {seat}'s")
        digest = view_digest(state, seat)
        worlds = self.worlds(state, seat, digest)
        memo = {}

        def after(option, k, depth=self.depth):  # each world and option its own generator: the order
            if (option, k, depth) not in memo:  # of work never matters
                rng = random.Random(f"{digest}/{k}/{option}")
                memo[option, k, depth] = self._after(worlds[k], option, seat, rng, depth)
            return memo[option, k, depth]

        candidates = list(state.legal_actions())
        if len(candidates) > self.width:
            screen = []
            for option in candidates:
                c = after(option, 0, 1)  # the screen looks one step ahead
                screen.append((c[seat] if c else -1.0, option))
            screen.sort(key=lambda pair: -pair[0])  # stable: ties keep the legal order
            kept = [option for _, option in screen[:self.width]]
            candidates = kept + [option for option in keep if option not in kept]
        after_chances = {}
        for option in candidates:
            results = [c for c in (after(option, k) for k in range(len(worlds))) if c is not None]
            if results:
                after_chances[option] = [sum(col) / len(results) for col in zip(*results)]
        return after_chances

    def judge(self, state, action) -> dict:
        """The verdict on ``action`` (an Action or its notation) played by the seat to decide at
        ``state``: ``seat, action, win_before, win_after, best, best_win, loss, mark``."""
        if state.is_terminal:
            raise ValueError("the game is over: there is no decision to judge")
        seat = state.current_player
        played = state.parse_action(action)  # IllegalAction (a ValueError) saying why
        before = self.model.chances(state, seat)
        after_chances = self.rate(state, seat, keep=(played,))
        players = state.num_players
        if played not in after_chances:  # not legal in any sampled world (a game whose mover's options
            after_chances[played] = before  # hang on what it cannot see): judged as the position stands
        win_after = _rounded(after_chances[played])
        best = played
        for option, chances in after_chances.items():
            if chances[seat] > after_chances[best][seat] + 1e-12:
                best = option
        if best == played:
            best_win, loss = win_after[seat], 0.0
        else:
            best_win = round(after_chances[best][seat], 4)
            loss = round(max(0.0, best_win - win_after[seat]), 4)
        return {"seat": seat, "action": str(played), "win_before": _rounded(before), "win_after": win_after,
                "best": str(best), "best_win": best_win, "loss": loss, "mark": mark_for(loss, players)}

    def hint(self, state, seat: int, top: int = 3) -> dict:
        """A hint for ``seat``'s decision at ``state``, judged only from its view: ``best`` (the
        option with its highest chance) and ``top``: the best ``top`` options, best first, each
        ``{"action", "chance"}`` (the seat's chance of winning after it), and ``chance`` now."""
        rated = self.rate(state, seat)
        if not rated:  # no option legal in a sampled world: the legal order, at today's chance
            now = self.model.chances(state, seat)
            rated = {option: now for option in state.legal_actions()}
        order = sorted(rated, key=lambda option: -rated[option][seat])  # stable: ties keep the legal order
        return {"seat": seat, "best": str(order[0]), "chance": round(self.model.chances(state, seat)[seat], 4),
                "top": [{"action": str(option), "chance": round(rated[option][seat], 4)} for option in order[:top]]}

    # -- a whole record ----------------------------------------------------------------------------

    def review(self, record: dict, progress=None) -> dict:
        """The review of a game record (``tianxia-record/1``).  ``progress(done, total)`` is called
        after every decision.  A malformed record or an illegal step: ValueError saying where."""
        from tianxia import load
        from tianxia.core import record as records

        records.check(record)
        game = load(record["game"])
        if game.name != self.game_name:
            raise ValueError(f"this reviewer judges {self.game_name}, not {game.name}")
        history = record["history"]
        state = game.new_state(len(record["players"]), seed=record["seed"], options=record.get("options") or {})
        decisions = []
        for step, notation in enumerate(history):
            if state.is_terminal:
                raise ValueError(f"history step {step + 1} ({notation!r}) comes after the end of the game")
            try:
                verdict = self.judge(state, notation)
            except ValueError as err:
                raise ValueError(f"history step {step + 1} ({notation!r}) is illegal: {err}") from None
            decisions.append({"step": step, **verdict})
            state.apply(notation)
            if progress is not None:
                progress(step + 1, len(history))
        return {
            "format": FORMAT, "game": game.name, "players": list(record["players"]), "seed": record["seed"],
            "options": dict(state.options), "result": record.get("result"),
            "thresholds": thresholds(state.num_players),
            "settings": {"samples": self.samples, "width": self.width, "depth": self.depth,
                         "model": self.model.meta.get("name", f"review_{game.name}")},
            "decisions": decisions,
        }


def review(record: dict, samples: int = SAMPLES, width: int = WIDTH, depth: int = DEPTH, progress=None) -> dict:
    """The review of one game record (see ``Reviewer``)."""
    from tianxia.core import record as records

    records.check(record)
    return Reviewer(record["game"], samples, width, depth).review(record, progress)
