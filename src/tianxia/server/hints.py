"""Hints in practice games (issue 28): "hints: on" at creation, a Hint button at the table.

A game created with ``"hints": true`` (``POST /api/games``, the lobby's form) is a practice game:
it is never rated (``ratings.py`` reads ``tx_practice``) and its table says so.  The seat whose
decision it is may ask ``POST /api/games/{id}/seats/{seat}/hint`` (with the seat's token, as for
actions): the review's judgement of its options (``tianxia.review``: ``Reviewer.hint``), made
only from what that seat can see (worlds it cannot tell apart, seeded from its view), with the
server's review budget (at least ``TOP`` options past its screen), in the bot pool (a job of
kind ``"hint"``, never in the event loop).  The answer: the best option and the top three, each
with the seat's chance of winning after it and its name in the asker's language.

A hint is kept per game, position and seat, so asking again (another tab, a reload) costs no
work; asking for new hints is limited per seat (``ASKS``: 429 beyond, with Retry-After).
"""

from __future__ import annotations

import asyncio
import math

from fastapi import Request

import tianxia
from tianxia.review import parts

from . import i18n
from .botpool import BotFailed
from .errors import ApiError

#: the options a hint shows, best first
TOP = 3
#: new hints one seat may ask for, per period in seconds (each is work for the pool)
ASKS = (20, 60.0)
#: games whose setting and hints are kept in memory
CACHED = 512


class Hints:
    """Which games have hints (read once from the database, then kept), and the hints given."""

    def __init__(self, store, pool, budget: dict):
        from .limits import TokenBucket

        self.store, self.pool = store, pool
        self.budget = {**budget, "width": max(int(budget["width"]), TOP)}  # three options past the screen
        self._on: dict[str, bool] = {}
        self._given: dict[tuple, dict] = {}        # (game, version, seat) -> the pool's hint
        self._running: dict[tuple, asyncio.Future] = {}
        self.asks = TokenBucket(*ASKS)

    @staticmethod
    def check_game(game) -> None:
        """422 for a game the review cannot judge (no hints without a win model)."""
        if not parts.reviewable(game.name):
            raise ApiError(422, "error-hints-no-model", game=game.title)

    async def enabled(self, game_id: str) -> bool:
        on = self._on.get(game_id)
        if on is None:
            on = await asyncio.to_thread(self.store.hints, game_id)
            self._remember(game_id, on)
        return on

    def _remember(self, game_id: str, on: bool) -> None:
        self._on[game_id] = on
        while len(self._on) > CACHED:
            self._on.pop(next(iter(self._on)))

    async def turn_on(self, game_id: str) -> None:
        """Store a new game's "hints: on" (before its links are given out)."""
        await self.store.set_hints_async(game_id, True)
        self._remember(game_id, True)

    async def hint(self, lg, seat: int, lang: str) -> dict:
        """The hint for ``seat``'s decision now: 403 without hints, 409 when it is not the seat's
        decision, 429 past the seat's asks, 503 if the pool could not judge it."""
        if not await self.enabled(lg.id):
            raise ApiError(403, "error-hints-off")
        if lg.over or lg.state.current_player != seat:
            raise ApiError(409, "error-hint-not-yours")
        key = (lg.id, lg.version, seat)
        raw = self._given.get(key)
        if raw is None:
            raw = await self._ask(lg, seat, key)
        view = lg.state.view(seat) if lg.version == key[1] else None
        return self._words(lg, raw, key[1], view, lang)

    async def _ask(self, lg, seat: int, key: tuple) -> dict:
        running = self._running.get(key)
        if running is not None:  # asked already (another tab): the same answer
            try:
                return await asyncio.shield(running)
            except asyncio.CancelledError:
                if not running.cancelled():
                    raise  # this request was cancelled itself
                # its asker went away first: ask anew
        wait = self.asks.take(f"{lg.id}/{seat}")
        if wait > 0:
            slow = ApiError(429, "error-hints-too-many", n=self.asks.capacity, period=f"{self.asks.period:g}",
                            wait=math.ceil(wait))
            slow.headers = {"Retry-After": str(math.ceil(wait))}
            raise slow
        future = asyncio.get_running_loop().create_future()
        self._running[key] = future
        job = {"kind": "hint", "record": lg.record(), "seat": seat, "budget": self.budget, "top": TOP}
        try:
            raw = await self.pool.choose(job)
        except BotFailed as err:
            error = ApiError(503, "error-hints-busy")
            future.set_exception(error)
            future.exception()  # (retrieved: nobody else may be waiting)
            raise error from err
        except BaseException:  # the asker went away (cancelled): whoever waits with it asks anew
            future.cancel()
            raise
        finally:
            self._running.pop(key, None)
        future.set_result(raw)
        self._given[key] = raw
        while len(self._given) > CACHED:
            self._given.pop(next(iter(self._given)))
        return raw

    @staticmethod
    def _words(lg, raw: dict, version: int, view: dict | None, lang: str) -> dict:
        from .reviews import _label

        drawn = lang if lg.game.speaks else i18n.DEFAULT

        def label(notation: str) -> str:
            return _label(lg, view, notation, drawn) if view is not None else notation

        return {"seat": raw["seat"], "version": version, "best": raw["best"], "best_label": label(raw["best"]),
                "chance": raw["chance"],
                "top": [{"action": o["action"], "label": label(o["action"]), "chance": o["chance"]}
                        for o in raw["top"]]}


def hints_of(request: Request) -> Hints:
    return request.app.state.hints


def check_new(game: str, hints: bool) -> None:
    """A game asked with hints (``POST /api/games``, the lobby's form): 422 where the review
    cannot judge the game (an unknown game is left to the creation's own refusal)."""
    if hints:
        try:
            found = tianxia.load(game)
        except Exception:  # noqa: BLE001 - an unknown game: create refuses it in its own words
            return
        Hints.check_game(found)
