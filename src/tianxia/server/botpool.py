"""Bots think in a bounded pool of worker processes, never in the server's own process.

A search bot is pure Python: thinking in a thread of the server would hold the interpreter
lock and slow every request.  So each move a bot must make is sent to one of at most ``size``
worker processes (spawned on first need, respawned when one dies): the game's record so far
(name, players, seed, options, history), the seat and the bot's spec.  The worker keeps each
game's state and bots between moves (so it only applies the new actions) and answers the
notation it chose; the server then applies it through the normal versioned path like any move.

A move that takes longer than ``deadline`` seconds kills its worker (a fresh one replaces it)
and fails with ``BotFailed``, as does a bot that raises; the caller then plays a random legal
action for that move.  Moves wait for a free worker in the order they were asked.

The same workers review finished games (``reviews.py``), a part at a time: a job of kind
``"review"`` judges the record's decisions for about a second and answers them, so a review
holds a worker no longer than that between two bot moves.  A job of kind ``"hint"`` rates a seat's
options in a game with hints the same way (``hints.py``).
"""

from __future__ import annotations

import asyncio
import collections
import importlib
import logging
import multiprocessing
import os
import signal
import time

log = logging.getLogger("tianxia.server")

#: games whose state and bots a worker keeps between moves
CACHED_GAMES = 256
#: seconds a new worker process may take to start
STARTUP = 60.0


class BotFailed(Exception):
    """The bot gave no action (it raised, its worker died, or it passed the deadline)."""


def default_size() -> int:
    """One worker per core but one, which is left to the server (at least one worker)."""
    return max(1, (os.cpu_count() or 2) - 1)


# -- the worker process ----------------------------------------------------------------------------

def _make_bot(spec: str, seed: int):
    import tianxia

    try:
        return tianxia.bot(spec, seed=seed)
    except ValueError as err:  # a bot that no longer exists (renamed since the game began)
        log.error("bot %r cannot be made (%s); a random bot plays its seat", spec, err)
        return tianxia.bot("random", seed=seed)


class _Game:
    """A worker's copy of one game: its state after ``history`` and the bots that play in it."""

    def __init__(self, job: dict):
        import tianxia

        self.state = tianxia.load(job["game"]).new_state(job["players"], seed=job["seed"], options=job["options"])
        self.bots: dict = {}

    def follow(self, history: list[str]) -> bool:
        """Apply the actions of ``history`` not applied yet; False if ours is not a prefix of it."""
        mine = self.state.history
        if len(mine) > len(history) or list(mine) != history[:len(mine)]:
            return False
        for notation in history[len(mine):]:
            self.state.apply(notation)
        return True


def think(job: dict, games: collections.OrderedDict) -> str:
    """The notation the bot of ``job["seat"]`` chooses after ``job["history"]``."""
    game = games.pop(job["game_id"], None)
    if game is None or not game.follow(job["history"]):  # new to us, or an action was taken back
        game = _Game(job)
        game.follow(job["history"])
    games[job["game_id"]] = game
    while len(games) > CACHED_GAMES:
        games.popitem(last=False)
    seat = job["seat"]
    if game.state.current_player != seat:
        raise ValueError(f"it is seat {game.state.current_player}'s decision, not seat {seat}'s")
    bot = game.bots.get(seat)
    if bot is None or game.bots.get(("spec", seat)) != job["spec"]:
        bot = game.bots[seat] = _make_bot(job["spec"], job["bot_seed"])
        game.bots[("spec", seat)] = job["spec"]
    return str(bot.choose(game.state.clone(), seat))


def review_part(job: dict, games: collections.OrderedDict) -> dict:
    """A part of a game's review (``tianxia.review.parts``): the decisions judged, where to go on."""
    from tianxia.review import parts

    answer = parts.part(job, games)
    while len(games) > CACHED_GAMES:
        games.popitem(last=False)
    return answer


def judge(job: dict) -> dict:
    """A decision of a reviewed game chosen again, judged (``tianxia.review.parts.judge``)."""
    from tianxia.review import parts

    return parts.judge(job)


def hint(job: dict) -> dict:
    """A hint for a seat of a game with hints (``hints.py``; ``tianxia.review.parts.hint``)."""
    from tianxia.review import parts

    return parts.hint(job)


def _call(dotted: str) -> None:
    module, _, name = dotted.partition(":")
    getattr(importlib.import_module(module), name)()


def _die_with_parent() -> None:
    """Linux: the kernel kills us when the server dies, even mid-search (a worker between moves
    notices by the end of its pipe anyway)."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def worker_main(conn, registry: dict, setup: str | None) -> None:
    """A worker: answer each job sent over ``conn`` with ("ok", notation) or ("error", reason)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C stops the server, which stops us
    _die_with_parent()
    from tianxia.games import REGISTRY

    for name, module in registry.items():  # games registered at run time (the tests' toy game)
        REGISTRY.setdefault(name, module)
    if setup:
        _call(setup)
    conn.send(("ready", os.getpid()))  # the deadline of the first move starts after start-up
    games: collections.OrderedDict = collections.OrderedDict()
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):  # the server is gone
            return
        if job is None:
            return
        try:
            kind = job.get("kind")
            answer = ("ok", review_part(job, games) if kind == "review" else judge(job) if kind == "judge"
                      else hint(job) if kind == "hint" else think(job, games))
        except Exception as err:
            answer = ("error", f"{type(err).__name__}: {err}")
        try:
            conn.send(answer)
        except (BrokenPipeError, OSError):
            return


# -- the server's side -----------------------------------------------------------------------------

class _Worker:
    def __init__(self, ctx, registry: dict, setup: str | None):
        parent, child = ctx.Pipe()
        self.conn = parent
        self.process = ctx.Process(target=worker_main, args=(child, registry, setup), name="tianxia-bot",
                                   daemon=True)
        self.process.start()
        child.close()
        self.answer: asyncio.Future | None = None
        self.dead = False
        self.started = time.monotonic()

    def readable(self) -> None:
        """The loop saw data (or the end) on our pipe: settle the waiting move."""
        try:
            message = self.conn.recv()
        except (EOFError, OSError):
            message = ("died", "the bot's worker process ended")
            self.dead = True
            try:  # an ended pipe stays readable: stop watching it
                asyncio.get_running_loop().remove_reader(self.conn.fileno())
            except (OSError, ValueError):
                pass
        if self.answer is not None and not self.answer.done():
            self.answer.set_result(message)

    def stop(self, kill: bool = False) -> None:
        try:
            if kill:
                self.process.kill()
            else:
                self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.conn.close()
        self.process.join(0 if kill else 2)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(2)


class BotPool:
    """At most ``size`` worker processes; ``await pool.choose(job)`` -> the bot's notation."""

    def __init__(self, size: int | None = None, deadline: float = 11.0, setup: str | None = None,
                 start_method: str = "spawn"):
        size = default_size() if size is None else size
        if not isinstance(size, int) or size < 1:
            raise ValueError(f"the bot pool needs at least 1 worker process, not {size!r}")
        if not deadline > 0:
            raise ValueError(f"a bot's deadline must be a positive number of seconds, not {deadline!r}")
        self.size, self.deadline, self.setup = size, float(deadline), setup
        self._ctx = multiprocessing.get_context(start_method)
        self._idle: list[_Worker] = []
        self._all: set[_Worker] = set()
        self._free: asyncio.Semaphore | None = None   # one permit per worker slot
        self.closed = False
        self.moves = 0
        self.review_parts = 0
        self.failures = 0
        self.start_error: str | None = None   # why the last new worker could not start (None: it could)

    # -- workers -----------------------------------------------------------------------------------

    def _spawn(self) -> _Worker:
        from tianxia.games import REGISTRY

        worker = _Worker(self._ctx, dict(REGISTRY), self.setup)
        asyncio.get_running_loop().add_reader(worker.conn.fileno(), worker.readable)
        self._all.add(worker)
        return worker

    async def _started(self, worker: _Worker) -> _Worker:
        """Wait for a new worker's "ready" (its imports and setup take a moment on a busy machine)."""
        worker.answer = asyncio.get_running_loop().create_future()
        try:
            kind, value = await asyncio.wait_for(asyncio.shield(worker.answer), STARTUP)
        except (asyncio.TimeoutError, TimeoutError):
            kind, value = "died", f"it did not start within {STARTUP:g} s"
        finally:
            worker.answer = None
        if kind != "ready":
            self._discard(worker, kill=True)
            self.failures += 1
            self.start_error = str(value)
            raise BotFailed(f"a bot worker process could not start: {value}")
        self.start_error = None
        return worker

    def _discard(self, worker: _Worker, kill: bool) -> None:
        try:
            asyncio.get_running_loop().remove_reader(worker.conn.fileno())
        except (OSError, ValueError, RuntimeError):
            pass
        self._all.discard(worker)
        worker.stop(kill=kill)

    async def choose(self, job: dict) -> str:
        """The bot's notation for ``job`` (see ``think``); BotFailed if it gives none in time."""
        if self.closed:
            raise BotFailed("the server is stopping")
        if self._free is None:
            self._free = asyncio.Semaphore(self.size)
        async with self._free:
            worker = self._idle.pop() if self._idle else None
            if worker is not None and (worker.dead or not worker.process.is_alive()):
                self._discard(worker, kill=True)
                worker = None
            if worker is None:
                worker = await self._started(self._spawn())
            worker.answer = asyncio.get_running_loop().create_future()
            keep = False
            try:
                worker.conn.send(job)
                kind, value = await asyncio.wait_for(asyncio.shield(worker.answer), self.deadline)
                keep = kind != "died"
            except (asyncio.TimeoutError, TimeoutError):
                self.failures += 1
                raise BotFailed(f"no move within {self.deadline:g} s (its worker was replaced)") from None
            except (OSError, ValueError) as err:  # the pipe broke: the worker is gone
                self.failures += 1
                raise BotFailed(f"its worker process ended ({err})") from None
            finally:
                worker.answer = None
                if keep and not self.closed:
                    self._idle.append(worker)
                else:
                    self._discard(worker, kill=True)
            if job.get("kind") in ("review", "judge", "hint"):
                self.review_parts += 1
            else:
                self.moves += 1
            if kind != "ok":
                self.failures += 1
                raise BotFailed(value)
            return value

    # -- state and shutdown ------------------------------------------------------------------------

    def alive(self) -> bool:
        """The pool can take moves: not closed, and its last new worker started (workers are
        spawned when needed, so none may run yet; a dead one is replaced at the next move)."""
        return not self.closed and self.start_error is None

    def status(self) -> dict:
        for worker in [w for w in self._idle if w.dead or not w.process.is_alive()]:
            self._idle.remove(worker)  # died while idle (killed from outside): forget it now
            self._discard(worker, kill=True)
        busy = len(self._all) - len(self._idle)
        out = {"size": self.size, "running": len(self._all), "busy": busy, "deadline": self.deadline,
               "moves": self.moves, "review_parts": self.review_parts, "failures": self.failures, "alive": self.alive()}
        if self.start_error:
            out["start_error"] = self.start_error
        return out

    async def close(self) -> None:
        self.closed = True
        for worker in list(self._all):
            if worker.answer is not None and not worker.answer.done():
                worker.answer.set_result(("died", "the server is stopping"))
        workers = list(self._all)
        self._idle.clear()
        for worker in workers:
            self._discard(worker, kill=False)
