"""What a bot seat may cost the server: its spec is checked against caps when the game is created.

A bot spec names its own budget (``mcts:seconds=2``, ``mcts:iterations=3000``,
``heuristic:depth=8``).  The server refuses, with a one-line reason (HTTP 422), any budget over
its caps and any number that is not finite; the caps are settings (``TIANXIA_BOT_SECONDS``,
``TIANXIA_BOT_ITERATIONS``).  The default cap of 10,000 MCTS iterations matches the 5 s cap:
the slowest game (Huang, ~2,200 iterations/s on one idle core) needs about 4.5 s for them.
A level (``hard``) is checked as every spec it stands for (levels.json), so a server whose caps
are below a level refuses that level rather than letting it think past them.  Whatever a spec
says, the bot pool's deadline still bounds every move.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tianxia.bots.base import parse_spec
from tianxia.bots.level import LEVELS, specs_of

from . import i18n

#: parameters that must be whole numbers, and their upper bounds beside the budget
#: (``work``: positions the heuristic may judge per decision, per seat, default 20,000, up to ~1.4 s
#: of CPU in ZhanGuo; ``own``, ``reply``, ``turns``: how many steps or turns the ZhanGuo turn
#: search plays ahead, 1-3 by default)
WHOLE = {"iterations", "depth", "width", "work", "own", "reply", "turns"}
BOUNDS = {"depth": 200, "width": 500, "work": 40_000, "own": 20, "reply": 20, "turns": 20}


class OverBudget(i18n.Refusal):
    """A bot spec the server will not run (answered 422), its reason as data."""


@dataclass(frozen=True)
class Caps:
    seconds: float = 5.0        # most seconds a bot may be given per move
    iterations: int = 10_000    # most MCTS iterations per move

    def __post_init__(self):
        if not (isinstance(self.seconds, (int, float)) and math.isfinite(self.seconds) and self.seconds > 0):
            raise ValueError(f"the bot seconds cap must be a positive finite number, not {self.seconds!r}")
        if not isinstance(self.iterations, int) or self.iterations < 1:
            raise ValueError(f"the bot iterations cap must be a whole number of at least 1, not {self.iterations!r}")


def _number(name: str, text: str) -> float:
    try:
        value = int(text) if name in WHOLE else float(text)
    except ValueError:
        raise OverBudget("error-bot-parameter-whole" if name in WHOLE else "error-bot-parameter-number",
                         param=name, value=repr(text[:40])) from None
    if not math.isfinite(value):
        raise OverBudget("error-bot-parameter-finite", param=name, value=repr(text[:40]))
    return value


def check(spec: str, caps: Caps) -> None:
    """Raise OverBudget (a ValueError) if the bot of ``spec`` may think longer than ``caps`` allow."""
    name, params = parse_spec(spec)
    if name in LEVELS:  # a level is the specs it stands for: each must be within the caps
        for each in specs_of(name):
            try:
                check(each, caps)
            except OverBudget as err:
                raise OverBudget("error-level-plays-as", level=name, spec=each, reason=err) from None
    for key, text in params.items():
        if key in WHOLE or key in ("seconds", "c", "temperature", "centre"):
            value = _number(key, text)
            if key in BOUNDS and value > BOUNDS[key]:
                raise OverBudget("error-bot-parameter-bound", param=key, n=BOUNDS[key], value=repr(text[:40]))
        else:  # any other number a bot takes (a blunder rate...) must still be finite
            try:
                value = float(text)
            except ValueError:
                continue
            if not math.isfinite(value):
                raise OverBudget("error-bot-parameter-finite", param=key, value=repr(text[:40]))
    if "seconds" in params:
        seconds = _number("seconds", params["seconds"])
        if seconds > caps.seconds:
            raise OverBudget("error-bot-seconds-cap", n=f"{caps.seconds:g}", value=params["seconds"][:40])
    if "iterations" in params:
        iterations = _number("iterations", params["iterations"])
        if iterations > caps.iterations:
            raise OverBudget("error-bot-iterations-cap", n=caps.iterations, value=params["iterations"][:40])
