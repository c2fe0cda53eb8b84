"""One game in play: its rules, seats, tokens, version and current state (``LiveGame``), and
``rebuild`` (a game from its stored row and actions).  What a seat is shown is ``Presenting``
(presenting.py), what it may take back ``Undo`` (undo.py); the server's games are the Manager's
(runtime.py).
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import time

import tianxia
from tianxia.core import record as records

from . import clocks
from . import seats as seatlib
from .errors import ApiError
from .presenting import Presenting
from .records import abandoned_result
from .undo import Undo

log = logging.getLogger("tianxia.server")


class LiveGame(Presenting, Undo):
    """One game: its rules, seats, version and current state."""

    def __init__(self, row: dict, state, acted_by: list[int]):
        self.id: str = row["id"]
        self.game = state.game
        self.seats: list[str] = list(row["seats"])
        self.token_hashes: list = list(row["token_hashes"])
        # per seat: False until a person opens the seat's link, then True or the name they chose
        self.joined: list = list(row["joined"])
        self.version: int = row["version"]
        self.source: str = row.get("source") or "lobby"
        self.created: float = row.get("created") or time.time()
        self.seed: int = row["seed"]
        self.options: dict = dict(row["options"])
        self.state = state
        self.prev = None               # the state before the last action, while known
        self.acted_by = acted_by       # seat that made each action of the history
        self.lock = asyncio.Lock()
        # ended because everybody left: the result as it stood (docs/server.md, "A game everybody left")
        self.abandoned: dict | None = abandoned_result(row)
        self.control: dict | None = clocks.control(row.get("clock"))  # the time control asked (Play again)
        self.seen = time.time()        # the last sign of a person at the game (Manager.sweep)
        self.here: dict[int, float] = {}  # per seat: when its page last said "I am here" (a click, a key)
        self.ran_out: dict[int, int] = {}  # per seat: the version of the decision its time ran out on
        self._known: dict = {}         # per seat: (stored hash, the token last found to match it)
        self._legal = None             # (state, its legal actions' notations), said once per state
        self.bots = {}
        if self.source != "upload" and not self.over:  # an uploaded record's seats are just names
            for s, spec in enumerate(self.seats):
                if spec != seatlib.HUMAN:
                    self.bots[s] = spec  # the bot itself lives in the bot pool's workers
        self.bot_task: asyncio.Task | None = None
        self._undo_cache: tuple | None = None
        self._why_cache: dict = {}         # (version, seat, lang) -> what the table says of closed choices
        stored = clocks.Clock.from_json(row.get("clock"))
        self.clock = None if self.over else stored
        # a finished game's stand-in moves, still told to their seats (its clock is put away)
        self.stood_at_end: list = stored.stood_in if self.over and stored is not None else []
        self.notice: str | None = clocks.notice(self.clock)

    # -- derived facts ----------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.state.num_players

    @property
    def over(self) -> bool:
        """Finished by the rules, or ended because everybody left."""
        return self.abandoned is not None or self.state.is_terminal

    @property
    def status(self) -> str:
        if self.over:
            return "finished"
        if any(spec == seatlib.HUMAN and not j for spec, j in zip(self.seats, self.joined)):
            return "open"
        return "running"

    @property
    def names(self) -> list[str]:
        """The names the seats' people chose ("" where none: the table shows "Player N")."""
        return [j if isinstance(j, str) else "" for j in self.joined]

    def result(self) -> dict | None:
        if self.abandoned is not None:
            return dict(self.abandoned)
        if not self.state.is_terminal:
            return None
        return {"scores": self.state.scores(), "winners": self.state.winners(), "moves": len(self.state.history)}

    def record(self) -> dict:
        out = records.make(self.state, self.seats)
        if self.abandoned is not None:  # ended as it stood: the result says so
            out["result"] = dict(self.abandoned)
        return out

    def summary(self) -> dict:
        """What anybody may know about the game (no tokens, no seed)."""
        st = self.state
        return {"id": self.id, "game": self.game.name, "title": self.game.title, "players": self.players,
                "options": dict(self.options), "seats": list(self.seats), "joined": [bool(j) for j in self.joined],
                "names": self.names,
                "status": self.status, "version": self.version, "moves": len(st.history),
                "current_player": st.current_player, "result": self.result(), "source": self.source,
                "progress": self.progress()}

    def progress(self, view: dict | None = None) -> float | None:
        """How much of the game is played, 0 to 1, from the rules (``Game.progress``); None if the
        game does not say.  An ended game is played."""
        if self.over:
            return 1.0
        try:
            return self.game.progress(view if view is not None else self.state.view(None))
        except Exception as err:  # noqa: BLE001 - a formula bug must not lose the page
            log.error("progress failed in game %s: %r", self.id, err)
            return None

    def check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ApiError(404, "error-no-such-seat", last=self.players - 1, seat=seat)

    def authorise(self, seat: int, token: str | None) -> None:
        self.check_seat(seat)
        if self.token_hashes[seat] is None:
            raise ApiError(403, "error-seat-is-a-bot", seat=seat, bot=repr(self.seats[seat]))
        if not token:
            raise ApiError(401, "error-token-needed", seat=seat)
        stored = self.token_hashes[seat]
        known = self._known.get(seat)
        if known is not None and known[0] == stored and token.isascii() \
                and hmac.compare_digest(token, known[1]):
            return  # the same token as last time, its hash unchanged: no need to hash it again
        if not seatlib.matches(token, stored):
            raise ApiError(403, "error-wrong-token", seat=seat)
        self._known[seat] = (stored, token)

    def legal_for(self, seat: int | None) -> list[str]:
        st = self.state
        if seat is None or st.current_player != seat or self.abandoned is not None:
            return []
        if self._legal is None or self._legal[0] is not st:
            self._legal = (st, [str(a) for a in st.legal_actions()])
        return list(self._legal[1])


def rebuild(row: dict, acts: list[dict]) -> LiveGame:
    game = tianxia.load(row["game"])
    state = game.new_state(len(row["seats"]), seed=row["seed"], options=row["options"])
    acted_by = []
    for a in acts:
        acted_by.append(state.current_player)
        state.apply(a["notation"])
    return LiveGame(row, state, acted_by)
