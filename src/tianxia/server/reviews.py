"""A finished game's review in the browser (issue 28): made in the bot pool, stored with the game.

``POST /api/games/{id}/review`` starts the review of a finished game (202) or says it is stored
(200); ``GET`` says how far it is or gives it (both in ``api.py``).  The review is ``tianxia.review``'s, judged from each
mover's view on the game's stored record, with the server's budget (the ``review_budget``
setting).  It runs as a background task that sends the record to the bot pool a part at a time
(``tianxia.review.parts``: about a second of a worker's time each), so the event loop only waits
and bot moves take their turn between the parts; one review runs at a time, others wait in line.
Once whole it is stored (``tx_reviews``), so every later visitor sees it at once.

One review job per game across server processes: a job first claims the game's ``tx_reviews``
row (``Store.claim_review``: an atomic insert-or-update that only one process wins, SQLite and
PostgreSQL alike), renews the claim every ``CLAIM_SECONDS / 4`` while it waits in line and runs,
and gives it up if it fails or the process stops.  A process that loses the claim makes nothing:
its job follows the row (the owner's progress) until the review is stored, and takes the claim
over if the owner's lapses (its process died) or is given up.

The result and replay pages show it (``_review.html``): each seat's chances over the game as a
graph (``review_graph.py``), the marked decisions as dots; a click on the graph moves the replay
to that position, and the replay's step then says what was played there and what the review
preferred (``decision``), the preferred action marked on the board where it is drawn.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import os
import secrets
import socket
import time

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from tianxia.review import mark_for, parts

from . import limits, roster
from . import seats as seatlib
from .botpool import BotFailed
from .errors import ApiError

log = logging.getLogger("tianxia.server")

#: seconds of a worker's time one part of a review takes (at least one decision)
PART_SECONDS = 1.0
#: reviews kept in memory (the database has them all)
CACHED = 64
#: a part that fails (its worker died or passed the deadline) is tried again this many times
RETRIES = 1
#: reviews waiting for their turn at most (more: 429, try again later)
MAX_WAITING = 20
#: seconds a game found without a stored review is believed to have none (another server
#: process may store one meanwhile; this one's own jobs say so at once)
UNREVIEWED_SECONDS = 10.0
#: a choice within this of the best's chance is as good as the best (the worlds are the same,
#: but an option the first review screened out is judged afresh)
BEST_WITHIN = 0.005
#: the most options "Learn from your mistakes" offers as buttons
MAX_CHOICES = 300
#: decisions one address may have judged again, per period in seconds (each is work for the pool)
TRIES = (30, 60.0)
#: seconds a process's claim on a game's review job lasts unless renewed (every quarter of it)
CLAIM_SECONDS = 30.0
#: seconds between looks at a review another process is making
FOLLOW_SECONDS = 1.0


class Job:
    """A review being made: ``queued`` (waiting for the one before it), ``running`` or ``failed``."""

    def __init__(self, total: int):
        self.status, self.done, self.total, self.error = "queued", 0, total, None
        self.task: asyncio.Task | None = None
        self.started = time.time()

    def answer(self) -> dict:
        out = {"status": self.status, "done": self.done, "total": self.total}
        if self.error:
            out["error"] = self.error
        return out


class Reviews:
    """The server's reviews: the jobs running, and the stored reviews read once and kept."""

    def __init__(self, store, pool, budget: dict, part_seconds: float = PART_SECONDS):
        self.store, self.pool, self.budget, self.part_seconds = store, pool, dict(budget), part_seconds
        self.jobs: dict[str, Job] = {}
        self._kept: dict[str, dict] = {}
        self._none: dict[str, float] = {}  # game -> when it was found without a stored review
        self._one = asyncio.Semaphore(1)
        self.tries = limits.TokenBucket(*TRIES)
        self.stopping = False
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"  # its claims' name
        self.claim_seconds, self.follow_seconds = CLAIM_SECONDS, FOLLOW_SECONDS

    @staticmethod
    def check(lg) -> None:
        """403 for a game not over yet, 422 for a game the review cannot judge."""
        if not lg.over:
            raise ApiError(403, "error-review-when-over")
        if not parts.reviewable(lg.game.name):
            raise ApiError(422, "error-review-no-model", game=lg.game.title)

    async def stored(self, game_id: str) -> dict | None:
        """The game's stored review, or None."""
        review = self._kept.get(game_id)
        if review is None:
            if time.monotonic() - self._none.get(game_id, -UNREVIEWED_SECONDS) < UNREVIEWED_SECONDS:
                return None  # (the replay asks at every step)
            text = await asyncio.to_thread(self.store.review, game_id)
            if text is None:
                self._none[game_id] = time.monotonic()
                while len(self._none) > 4 * CACHED:
                    self._none.pop(next(iter(self._none)))
                return None
            review = self._keep(game_id, json.loads(text))
        return review

    def _keep(self, game_id: str, review: dict) -> dict:
        self._none.pop(game_id, None)
        self._kept[game_id] = review
        while len(self._kept) > CACHED:
            self._kept.pop(next(iter(self._kept)))
        return review

    async def status(self, lg) -> dict:
        """``{"status": "done", "review": ...}``, the job's state, or ``{"status": "none"}``."""
        review = await self.stored(lg.id)
        if review is not None:
            return {"status": "done", "done": len(review["decisions"]), "total": len(review["decisions"]),
                    "review": review}
        job = self.jobs.get(lg.id)
        if job is not None:
            return job.answer()
        return {"status": "none", "done": 0, "total": len(lg.state.history)}

    async def start(self, lg) -> dict:
        """Start the game's review unless it is stored or running; the state, as ``status``."""
        self.check(lg)
        job = self.jobs.get(lg.id)
        if job is None or job.status == "failed":
            self._none.pop(lg.id, None)  # (asked to start: look in the database, not the memory)
            if await self.stored(lg.id) is None and not self.stopping:
                if sum(1 for j in self.jobs.values() if j.status == "queued") >= MAX_WAITING:
                    busy = ApiError(429, "error-reviews-waiting", n=MAX_WAITING)
                    busy.headers = {"Retry-After": "60"}
                    raise busy
                job = self.jobs[lg.id] = Job(len(lg.state.history))
                try:
                    claimed = await asyncio.to_thread(self.store.claim_review, lg.id, self.owner, self.claim_seconds)
                except BaseException:
                    self.jobs.pop(lg.id, None)
                    raise
                if not claimed:
                    job.status = "running"  # by another process: this one follows it
                job.task = asyncio.get_running_loop().create_task(self._run(lg, job, claimed), name=f"review-{lg.id}")
        return await self.status(lg)

    async def _run(self, lg, job: Job, claimed: bool) -> None:
        renewing = None
        try:
            while not claimed:  # another process makes it: follow its progress
                review = await self._follow(lg.id, job)
                if review is not None:
                    self._keep(lg.id, review)
                    self.jobs.pop(lg.id, None)
                    return
                claimed = await asyncio.to_thread(self.store.claim_review, lg.id, self.owner, self.claim_seconds)
                if claimed:
                    job.status, job.done = "queued", 0
            renewing = asyncio.get_running_loop().create_task(self._renew(lg.id, job), name=f"review-claim-{lg.id}")
            async with self._one:
                job.status = "running"
                record = lg.record()
                review, model, at = None, None, 0
                decisions: list = []
                while at < job.total:
                    answer = await self._part(lg, record, at)
                    decisions.extend(answer["decisions"])
                    model, at = answer["model"], answer["next"]
                    job.done = at
                review = parts.head(record, self.budget, model or f"review_{lg.game.name}")
                review["decisions"] = decisions
                await self.store.save_review_async(lg.id, json.dumps(review, separators=(",", ":")))
                claimed = False  # (stored: the row is the review now)
                self._keep(lg.id, review)
                self.jobs.pop(lg.id, None)
        except asyncio.CancelledError:
            self.jobs.pop(lg.id, None)
            raise
        except Exception as err:  # noqa: BLE001 - a part that failed twice, a record the review refuses, the database
            log.error("the review of game %s failed: %s", lg.id, err)
            job.status, job.error = "failed", " ".join(str(err).split())[:300] or type(err).__name__
        finally:
            if renewing is not None:
                renewing.cancel()
            if claimed:  # failed or stopped: another process (or a later start) may make it
                try:
                    await asyncio.shield(asyncio.to_thread(self.store.release_review, lg.id, self.owner))
                except Exception as err:  # noqa: BLE001 - the claim lapses by itself
                    log.warning("the claim on game %s's review was not given up (%s); it lapses in %.0f s",
                                lg.id, err, self.claim_seconds)

    async def _renew(self, game_id: str, job: Job) -> None:
        """Keep this process's claim alive while its job waits in line and runs, with its progress."""
        while True:
            await asyncio.sleep(self.claim_seconds / 4)
            try:
                if not await asyncio.to_thread(self.store.renew_review, game_id, self.owner, self.claim_seconds,
                                               job.done):
                    log.warning("the claim on game %s's review lapsed and another process took it", game_id)
                    return
            except Exception as err:  # noqa: BLE001 - the database away a moment: try at the next renewal
                log.warning("the claim on game %s's review was not renewed: %s", game_id, err)

    async def _follow(self, game_id: str, job: Job) -> dict | None:
        """Follow the review another process makes: its progress into ``job``; the review once
        stored, or None when the claim is free again (given up, or lapsed: its process is gone)."""
        while True:
            row = await asyncio.to_thread(self.store.review_claim, game_id)
            if row is not None and row["state"] == "done":
                text = await asyncio.to_thread(self.store.review, game_id)
                if text is not None:
                    return json.loads(text)
            if row is None or row["state"] != "running" or (row["expires"] or 0) < time.time():
                return None
            job.done = min(int(row["done"] or 0), job.total)
            await asyncio.sleep(self.follow_seconds)

    async def _part(self, lg, record: dict, start: int) -> dict:
        job = {"kind": "review", "game_id": lg.id, "record": record, "start": start,
               "budget": self.budget, "seconds": self.part_seconds}
        for attempt in range(RETRIES + 1):
            try:
                return await self.pool.choose(job)
            except BotFailed as err:
                if attempt == RETRIES or self.stopping:
                    raise RuntimeError(f"a part of the review failed: {err}") from None
        raise AssertionError("unreachable")

    async def try_again(self, lg, step: int, action: str, lang: str, manager, address: str = "") -> dict:
        """"Learn from your mistakes": the decision at ``step`` of a reviewed game chosen again as
        ``action``, judged in the pool like the review (the same worlds), against its best.
        ``address`` may do it ``TRIES`` times per period (429 beyond)."""
        wait = self.tries.take(address)
        if wait > 0:
            slow = ApiError(429, "error-tries-too-many", n=TRIES[0], period=f"{TRIES[1]:g}", wait=math.ceil(wait))
            slow.headers = {"Retry-After": str(math.ceil(wait))}
            raise slow
        review = await self.stored(lg.id)
        if review is None:
            raise ApiError(409, "error-review-first")
        decisions = review["decisions"]
        if not 0 <= step < len(decisions):
            raise ApiError(404, "error-step-range", last=len(decisions) - 1, step=step)
        job = {"kind": "judge", "record": lg.record(), "step": step, "action": action,
               "budget": {k: review["settings"][k] for k in ("samples", "width", "depth")}}
        try:
            verdict = await self.pool.choose(job)
        except BotFailed as err:
            if str(err).startswith(("IllegalAction", "ValueError")):  # the worker's words on the action
                raise ApiError(422, "error-try-illegal", action=repr(action),
                               reason=str(err).split(": ", 1)[-1]) from None
            raise ApiError(503, "error-review-busy") from None
        d = decisions[step]
        seat, chance = d["seat"], verdict["win_after"][d["seat"]]
        loss = round(max(0.0, d["best_win"] - chance), 4)
        mark = mark_for(loss, len(review["players"]))
        level = "best" if chance >= d["best_win"] - BEST_WITHIN else "fine" if mark is None else mark
        view = (await manager.replay_state(lg, step)).view(None)
        return {"step": step, "seat": seat, "action": verdict["action"], "level": level, "mark": mark,
                "chance": chance, "loss": loss, "label": _label(lg, view, verdict["action"], lang),
                "best": d["best"], "best_label": _label(lg, view, d["best"], lang), "best_chance": d["best_win"],
                "played": d["action"], "played_label": _label(lg, view, d["action"], lang),
                "played_chance": d["win_after"][seat]}

    async def stop(self) -> None:
        self.stopping = True
        tasks = [job.task for job in self.jobs.values() if job.task is not None and not job.task.done()]
        for task in tasks:
            task.cancel()
        for task in tasks:
            try:
                await task
            except BaseException:  # noqa: BLE001, S110 - cancelled, or it failed and said so
                pass


def reviews_of(request: Request) -> Reviews:
    return request.app.state.reviews


async def reviewable_game(request: Request, game_id: str):
    """The finished game ``game_id`` (404 if there is none, 403 before its end, 422 without a model)."""
    lg = await request.app.state.manager.get(game_id)
    Reviews.check(lg)
    return lg


# -- the replay's step: what the review says of the decision taken there -----------------------------

def _label(lg, view: dict, notation: str, lang: str) -> str:
    try:
        return lg.game.render_label(view, notation, lang=lang)
    except Exception:  # noqa: BLE001 - a label bug leaves the notation
        return notation


def choices(lg, state, lang: str) -> dict | None:
    """"Learn from your mistakes": the seat that decides at ``state``, its view (the board as it
    saw it: its options are drawn only there in most games) and its options in words."""
    if state.is_terminal:
        return None
    seat = state.current_player
    view = state.view(seat)
    legal = [str(a) for a in state.legal_actions()][:MAX_CHOICES]
    return {"seat": seat, "view": view,
            "options": [{"action": a, "label": _label(lg, view, a, lang)} for a in legal]}


def decision(lg, review: dict | None, step: int, view: dict, lang: str) -> dict | None:
    """The review's verdict on the decision taken at replay step ``step`` (the position after
    ``step`` actions), with the actions in words; None at the end or without a review."""
    if review is None or not 0 <= step < len(review["decisions"]):
        return None
    d = review["decisions"][step]

    def label(notation: str) -> str:
        return _label(lg, view, notation, lang)

    seat = d["seat"]
    return {"step": step, "seat": seat, "action": d["action"], "action_label": label(d["action"]),
            "best": d["best"], "best_label": label(d["best"]), "mark": d["mark"], "loss": d["loss"],
            "chance_before": d["win_before"][seat], "chance_after": d["win_after"][seat], "best_chance": d["best_win"]}


# -- the pages' part ---------------------------------------------------------------------------------

pages = APIRouter(include_in_schema=False)


async def panel(request: Request, lg, t, linked: bool, step: int | None = None) -> dict:
    """What ``_review.html`` shows for ``lg``: the graph and the marks when the review is stored,
    else the button (or the job's progress).  ``linked``: points lead to the replay (the result
    page) rather than moving it (the replay page, at ``step``: the graph's cursor)."""
    from . import review_graph

    out = {"reviewable": lg.over and parts.reviewable(lg.game.name), "linked": linked, "review": None,
           "job": None, "game_id": lg.id}
    if not out["reviewable"]:
        return out
    reviews = reviews_of(request)
    review = await reviews.stored(lg.id)
    if review is None:
        job = reviews.jobs.get(lg.id)
        out["job"] = job.answer() if job is not None else None
        return out
    names = [roster.player_name(t, s, lg.names) for s in range(lg.players)]
    colours = lg.game.seat_colours()
    colours = [colours[s % len(colours)] for s in range(lg.players)]
    out.update(review=review, **review_graph.parts(review, names, colours, t, None if linked else step or 0))
    if not linked:  # "Learn from your mistakes": the seats with marked decisions, this browser's first
        you = seatlib.holder_of(request, lg)
        out["learners"] = [p for p in ({"seat": s, "name": names[s], "n": sum(1 for m in out["marked"] if m["seat"] == s)}
                                       for s in range(lg.players)) if p["n"]]
        out["you"] = you if any(p["seat"] == you for p in out["learners"]) else None
    return out


@pages.get("/games/{game_id}/review-panel", response_class=HTMLResponse)
async def review_panel(request: Request, game_id: str, linked: int = 0, step: int = 0):
    """The review's part of the page (swapped in once the review is done)."""
    from .page_kit import render, translator

    lg = await request.app.state.manager.get(game_id)
    if not lg.over:
        raise ApiError(403, "error-review-when-over")
    t = translator(request)
    return render(request, "_review.html", lg=lg, rv=await panel(request, lg, t, bool(linked), step))
