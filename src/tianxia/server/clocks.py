"""Clocks: a game's time control, so a person who walks away cannot stall the game.

A game is created with a time control (``"clock"`` in ``POST /api/games``):

- ``none`` (the default): no clock;
- ``move``: a person has ``seconds`` for each action, counted from the moment the decision
  became theirs (the previous action);
- ``fischer``: each person has a bank of ``seconds`` for the whole game; while they decide it
  runs down, and each of their actions adds ``increment`` seconds;
- ``days`` (turn-based, played over days): a person has ``days`` (1 to 14) for each action, as
  ``move`` counts it; such a game is never ended as abandoned while a person's clock runs, and its
  clock keeps counting while the server is down (a restart gives nobody days back).

Only people's seats have clocks; bots are bounded by the bot pool's caps.  When a person's
time runs out, a bot (the server's ``clock_bot`` setting, "medium" by default) plays the seat,
and the table's notice says so, until the person returns: any request of theirs (opening the
seat's page, reading its view, the seat's WebSocket connecting), their page's "I am here"
(a click or key press on it, sent on its WebSocket), or, at their next decision, a page of
theirs that is open and was used within ``PRESENT_SECONDS`` gives the seat back, with at least
``RETURN_SECONDS`` (or a whole move's time) on the clock (docs/server.md, "Clocks").  The stand-in's
last moves are kept per seat (``stood_in``), so the person's table can say them in words until
the person dismisses them.

The clock is stored with the game (column ``clock`` of ``tx_games``) at every action, time-out
and return, so it survives a restart; the time the server was down is not charged to anyone
(the deciding seat's clock starts again when the game is loaded).
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from dataclasses import dataclass, field

log = logging.getLogger("tianxia.server")

MODES = ("none", "move", "fischer", "days")
#: the controls that give each action its own time (``seconds`` a move)
PER_MOVE = ("move", "days")
DAY = 86400.0
MAX_DAYS = 14
#: a person who returns after their time ran out has at least this long (fischer)
RETURN_SECONDS = 60.0
#: a seat's page used (clicked, typed in) this recently counts as its person being there: the
#: seat is given back at their next decision instead of the stand-in playing it
PRESENT_SECONDS = 120.0
#: how many of the stand-in's moves per seat are kept to tell the person
STOOD_IN_KEPT = 40


@dataclass
class Clock:
    mode: str
    seconds: float
    increment: float = 0.0
    left: list = field(default_factory=list)      # per seat: seconds left (fischer), None for bots
    away: list = field(default_factory=list)      # per seat: a bot plays it because its time ran out
    since: float | None = None                     # wall time the current decision started
    # per seat: the stand-in's last moves (STOOD_IN_KEPT), [step, first event, end event, notation]
    stood_in: list = field(default_factory=list)

    def __post_init__(self):
        if len(self.stood_in) != len(self.left):
            self.stood_in = [[] for _ in self.left]

    def _copy(self, since) -> "Clock":
        return Clock(self.mode, self.seconds, self.increment, list(self.left), list(self.away), since,
                     [list(moves) for moves in self.stood_in])

    # -- making and storing ----------------------------------------------------------------------

    @classmethod
    def new(cls, spec: dict | None, humans: list[bool]) -> "Clock | None":
        """The clock of a new game (None: no clock).  ``spec``: {"mode", "seconds", "increment"}."""
        if not spec or spec.get("mode", "none") == "none":
            return None
        mode = spec["mode"]
        if mode == "days":
            days = spec.get("days")
            if not isinstance(days, int) or isinstance(days, bool) or not 1 <= days <= MAX_DAYS:
                raise ValueError(f"a turn-based clock has 1 to {MAX_DAYS} whole days a move, not {days!r}")
            spec = {"mode": "days", "seconds": days * DAY}
        seconds = float(spec["seconds"])
        increment = float(spec.get("increment") or 0.0)
        if mode not in MODES or not (math.isfinite(seconds) and seconds > 0) or not (
                math.isfinite(increment) and increment >= 0):
            raise ValueError(f"a clock is none, move or fischer with positive seconds, not {spec!r}")
        left = [seconds if human else None for human in humans]
        return cls(mode, seconds, increment if mode == "fischer" else 0.0, left, [False] * len(humans), time.time())

    def to_json(self) -> dict:
        return {"mode": self.mode, "seconds": self.seconds, "increment": self.increment,
                "left": list(self.left), "away": list(self.away), "since": self.since,
                "stood_in": [list(moves) for moves in self.stood_in]}

    @classmethod
    def from_json(cls, data: dict | None) -> "Clock | None":
        if not data:
            return None
        clock = cls(data["mode"], float(data["seconds"]), float(data.get("increment") or 0.0),
                    list(data["left"]), list(data["away"]), None,
                    [list(moves) for moves in data.get("stood_in") or []])
        if data["mode"] == "days" and data.get("since"):
            clock.since = float(data["since"])  # over days, the wall clock: a restart gives nobody time back
        else:
            clock.since = time.time()  # the time the server was down is nobody's
        return clock

    # -- running ---------------------------------------------------------------------------------

    def runs_for(self, seat) -> bool:
        """Does ``seat``'s clock run when it decides (a person's seat that a bot is not playing)?"""
        return seat is not None and self.left[seat] is not None and not self.away[seat]

    def remaining(self, seat: int, now: float | None = None) -> float:
        """Seconds ``seat`` has left for the decision in hand (if it is deciding now)."""
        now = time.time() if now is None else now
        spent = max(0.0, now - (now if self.since is None else self.since))
        budget = self.seconds if self.mode in PER_MOVE else self.left[seat]
        return budget - spent

    def deadline(self, seat, now: float | None = None) -> float | None:
        """The wall time ``seat``'s time runs out, if it is deciding with a running clock."""
        if not self.runs_for(seat):
            return None
        now = time.time() if now is None else now
        return now + max(0.0, self.remaining(seat, now))

    def after_action(self, seat: int, now: float | None = None) -> "Clock":
        """The clock after ``seat`` acted at ``now``: its time charged (fischer: plus the
        increment), the next decision's time starting."""
        now = time.time() if now is None else now
        out = self._copy(now)
        if self.mode == "fischer" and self.runs_for(seat):
            out.left[seat] = max(0.0, self.remaining(seat, now)) + self.increment
        return out

    def timed_out(self, seat: int) -> "Clock":
        out = self._copy(self.since)
        out.away[seat] = True
        if self.mode == "fischer":
            out.left[seat] = 0.0
        return out

    def returned(self, seat: int, deciding, now: float | None = None) -> "Clock":
        """The person of ``seat`` is back: their seat is theirs again with at least
        RETURN_SECONDS (fischer) or a whole move's time (the clock of a decision in hand restarts)."""
        now = time.time() if now is None else now
        out = self._copy(self.since)
        out.away[seat] = False
        if self.mode == "fischer":
            out.left[seat] = max(out.left[seat] or 0.0, RETURN_SECONDS)
        if deciding == seat:
            out.since = now
        return out

    def stood(self, seat: int, step: int, events: tuple[int, int], notation: str) -> "Clock":
        """This clock noting that the stand-in played ``notation`` (history step ``step``, the
        state's events ``events[0]:events[1]``) for ``seat``, whose person is away."""
        out = self._copy(self.since)
        out.stood_in[seat] = (out.stood_in[seat] + [[step, events[0], events[1], notation]])[-STOOD_IN_KEPT:]
        return out

    def view(self, deciding, now: float | None = None) -> dict:
        """For the table: per seat the seconds left (the deciding seat's counting down from
        ``since``), who is away, and the control."""
        now = time.time() if now is None else now
        left = []
        for seat, bank in enumerate(self.left):
            if bank is None:
                left.append(None)
            elif seat == deciding and self.runs_for(seat):
                left.append(round(max(0.0, self.remaining(seat, now)), 1))
            else:
                left.append(round(self.seconds if self.mode in PER_MOVE else bank, 1))
        return {"mode": self.mode, "seconds": self.seconds, "increment": self.increment, "left": left,
                "away": list(self.away), "running": deciding if self.runs_for(deciding) else None}


def control(data: dict | None) -> dict | None:
    """The time control a stored clock was made with (``POST /api/games``'s ``clock``), or None."""
    if not data:
        return None
    if data["mode"] == "days":
        return {"mode": "days", "days": round(data["seconds"] / DAY)}
    return {"mode": data["mode"], "seconds": data["seconds"], "increment": data.get("increment") or 0.0}


def to_store(clock: Clock | None) -> dict | None:
    return clock.to_json() if clock is not None else None


def notice(clock: Clock | None) -> dict | None:
    """What the table says while bots play for people whose time ran out (None: nobody), as a
    message part of the server's catalog."""
    if clock is None:
        return None
    away = [str(seat) for seat, gone in enumerate(clock.away) if gone]
    if not away:
        return None
    if len(away) == 1:
        return {"msg": "notice-ran-out", "args": {"seat": away[0]}}
    return {"msg": "notice-ran-out-many", "args": {"seats": ", ".join(away)}}


class Timekeeper:
    """One timer per game whose deciding seat's clock runs: when it rings, the manager hands
    the seat to a bot (``Manager.time_out``)."""

    def __init__(self, manager):
        self.manager = manager
        self.timers: dict[str, asyncio.Task] = {}

    def schedule(self, lg) -> None:
        """(Re)arm the game's timer for the decision in hand."""
        old = self.timers.pop(lg.id, None)
        if old is not None and old is not asyncio.current_task():
            old.cancel()
        if lg.clock is None or lg.over or self.manager.stopping:
            return
        seat = lg.state.current_player
        when = lg.clock.deadline(seat)
        if when is None:
            return
        task = asyncio.get_running_loop().create_task(self._ring(lg, seat, lg.version, when), name=f"clock-{lg.id}")
        self.timers[lg.id] = task

    async def _ring(self, lg, seat: int, version: int, when: float) -> None:
        await asyncio.sleep(max(0.0, when - time.time()))
        try:
            await self.manager.time_out(lg, seat, version)
        except Exception as err:  # noqa: BLE001 - the database went away: the next change re-arms it
            log.error("clock of game %s: the time-out was not stored: %s", lg.id, err)

    def stop(self) -> None:
        for task in self.timers.values():
            task.cancel()
        self.timers.clear()
