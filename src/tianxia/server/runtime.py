"""Games in play: one in-memory ``State`` per active game, rebuilt from its record on start-up.

Every change goes the same way: under the game's lock check the version (and the seat), apply
the action to a clone, write the action row and the new version in one database transaction,
then swap the clone in and push each connected seat its own view.  Bots run in one background
task per game; their thinking runs in the bot pool's worker processes (botpool.py), so the
server keeps answering, and their budgets are capped when the game is created (budgets.py).
"""

from __future__ import annotations

import asyncio
import logging
import random
import time

import tianxia
from tianxia.bots.level import check_for as check_level
from tianxia.core import IllegalAction

from . import budgets, clocks, i18n, words
from . import seats as seatlib
from .botpool import BotFailed, BotPool
from .errors import ApiError
from .livegame import LiveGame, rebuild
from .records import RECORD_ACTIONS, play_on, replay_upload, standing
from .store import StaleVersion, Store

log = logging.getLogger("tianxia.server")

#: how many finished games stay in memory (others are rebuilt from the database on demand)
FINISHED_CACHE = 200
#: a finished game's replay keeps every this many positions
REPLAY_EVERY = 16


class Manager:
    """All games of one server: creation, moves, undo, bots, and the hub that pushes views."""

    def __init__(self, store: Store, hub, bot_delay: float = 0.4, pool: BotPool | None = None,
                 caps: budgets.Caps | None = None, record_actions: int = RECORD_ACTIONS,
                 clock_bot: str = "medium", abandon_seconds: float = 0.0):
        self.store = store
        self.hub = hub
        self.bot_delay = bot_delay
        self.on_finish = None          # called with a game that just ended by the rules (app.py: ratings)
        self.on_turn = None            # called with a game and the seat its decision just passed to (mail)
        self.pool = pool if pool is not None else BotPool()
        self.caps = caps or budgets.Caps()
        self.record_actions = record_actions
        self.clock_bot = clock_bot          # plays a person's seat whose time ran out
        self.abandon_seconds = abandon_seconds  # a game no person was at this long ends (0: never)
        self._sweeper: asyncio.Task | None = None
        self.timekeeper = clocks.Timekeeper(self)
        self.games: dict[str, LiveGame] = {}
        self._finished: list[str] = []
        self._loading: dict[str, asyncio.Lock] = {}
        self._tasks: set = set()
        self.stopping = False
        self.cluster = None  # several processes on PostgreSQL: cluster.Cluster (leases, reloads)

    async def start(self) -> None:
        ids = await asyncio.to_thread(self.store.ids, True)
        for gid in ids:
            try:
                await self.get(gid)
            except Exception as err:  # a game whose rules changed incompatibly must not stop the server
                log.error("cannot resume game %s: %s", gid, err)
        for lg in list(self.games.values()):
            self.kick(lg)
            self.timekeeper.schedule(lg)
        if self.abandon_seconds > 0:
            self._sweeper = asyncio.get_running_loop().create_task(self.sweep(), name="abandoned-games")

    async def stop(self) -> None:
        self.stopping = True
        self.timekeeper.stop()
        if self._sweeper is not None:
            self._sweeper.cancel()
        tasks = [lg.bot_task for lg in self.games.values() if lg.bot_task and not lg.bot_task.done()]
        for t in tasks:
            t.cancel()
        for t in tasks:
            try:
                await t
            except BaseException:
                pass
        await self.pool.close()

    async def get(self, game_id: str) -> LiveGame:
        lg = self.games.get(game_id)
        if lg is not None:
            if self.cluster is not None:  # another process may have moved: the stored version tells
                await self.cluster.catch_up(lg)
            return lg
        if not isinstance(game_id, str) or not 4 <= len(game_id) <= 32:
            raise ApiError(404, "error-no-game", game=repr(game_id))
        lock = self._loading.setdefault(game_id, asyncio.Lock())
        async with lock:
            lg = self.games.get(game_id)
            if lg is not None:
                return lg
            found = await asyncio.to_thread(self.store.load, game_id)
            if found is None:
                self._loading.pop(game_id, None)
                raise ApiError(404, "error-no-game", game=repr(game_id))
            row, acts = found
            try:
                lg = await asyncio.to_thread(rebuild, row, acts)
            except ValueError as err:
                self._loading.pop(game_id, None)
                raise ApiError(409, "error-cannot-rebuild", game=game_id, reason=str(err)) from None
            self._remember(lg)
            self._loading.pop(game_id, None)
        return lg

    def _remember(self, lg: LiveGame) -> None:
        self.games[lg.id] = lg
        if lg.over:
            self._finished.append(lg.id)
            while len(self._finished) > FINISHED_CACHE:
                old = self._finished.pop(0)
                g = self.games.get(old)
                if g is not None and g.over:
                    del self.games[old]

    # -- creating ---------------------------------------------------------------------------------

    async def create(self, game_name: str, players: int | None, seats: list[str] | None,
                     options: dict | None, lang: str = i18n.DEFAULT,
                     clock: dict | None = None, seed: int | None = None,
                     history: list[str] = ()) -> tuple[LiveGame, list[str | None]]:
        """A new game; with ``seed`` and ``history``, one that plays on from that position (an
        analysis game whose seed is known: source "position", docs/server.md "Play on")."""
        try:
            game = tianxia.load(game_name)
        except ValueError as err:
            raise ApiError(404, str(err)) from None
        if seats is not None and players is not None and len(seats) != players:
            raise ApiError(422, "error-seats-for-players", n=len(seats), players=players)
        if players is None:
            players = len(seats) if seats else game.min_players
        try:
            players = game.check_players(players)
        except ValueError as err:
            raise ApiError(422, words.refusal(game, err, lang)) from None
        seats = [seatlib.HUMAN] * players if seats is None else [s.strip() for s in seats]
        for i, spec in enumerate(seats):
            if spec.casefold() == seatlib.HUMAN:
                seats[i] = seatlib.HUMAN
                continue
            try:
                budgets.check(spec, self.caps)
            except ValueError as err:
                raise ApiError(422, "error-seat-problem", seat=i, reason=err) from None
            try:
                tianxia.bot(spec, seed=0)
                check_level(spec, game.name)
            except ValueError as err:
                raise ApiError(422, "error-seat-problem", seat=i, reason=err) from None
        source = "lobby" if seed is None else "position"
        seed = seatlib.new_seed() if seed is None else seed
        try:
            state = game.new_state(players, seed=seed, options=options or {})
        except ValueError as err:
            raise ApiError(422, words.refusal(game, err, lang)) from None
        acted_by = await asyncio.to_thread(play_on, state, list(history)) if history else []
        try:
            timing = clocks.Clock.new(clock, [s == seatlib.HUMAN for s in seats])
        except (ValueError, KeyError, TypeError):
            raise ApiError(422, "error-clock", spec=repr(clock)) from None
        tokens = [seatlib.new_token() if s == seatlib.HUMAN else None for s in seats]
        row = {"id": seatlib.new_game_id(), "game": game.name, "options": dict(state.options), "seed": seed,
               "seats": seats, "token_hashes": [seatlib.digest(t) if t else None for t in tokens],
               "joined": [False] * players, "version": len(acted_by), "source": source, "result": None,
               "clock": timing.to_json() if timing else None}
        lg = LiveGame(row, state, acted_by)
        row["status"] = lg.status
        await self.store.create_game_async(row, list(zip(acted_by, state.history)))
        self._remember(lg)
        if self.cluster is not None and seatlib.needs_driver(seats, row["clock"]):
            await self.cluster.claim(lg.id)  # the creator drives its bots and clock
        self.kick(lg)
        self.timekeeper.schedule(lg)
        return lg, tokens

    async def import_record(self, record: dict) -> LiveGame:
        """A finished game from its record (uploaded for replay; nobody can act in it).  The
        record is checked against the length caps and replayed in a worker thread, so a long
        record does not hold up the event loop."""
        row, replayed, acted_by = await asyncio.to_thread(replay_upload, record, self.record_actions)
        state = replayed
        lg = LiveGame(row, replayed, acted_by)
        await self.store.create_game_async(row, list(zip(acted_by, state.history)))
        self._remember(lg)
        return lg

    async def mark_joined(self, lg: LiveGame, seat: int, name: str | None = None) -> None:
        if name is not None:
            await self.set_name(lg, seat, name)
            return
        if lg.joined[seat]:
            return
        lg.joined[seat] = True
        await self.store.mark_joined_async(lg.id, list(lg.joined), lg.status)
        await self.hub.publish(lg)

    async def set_name(self, lg: LiveGame, seat: int, name: str) -> None:
        """The name a seat's person is shown by (kept with the seat's joined mark)."""
        try:
            lg.joined[seat] = seatlib.clean_name(name)
        except ValueError as err:
            raise ApiError(422, "error-seat-problem", seat=seat, reason=err) from None
        await self.store.mark_joined_async(lg.id, list(lg.joined), lg.status)
        await self.hub.publish(lg)

    async def new_link(self, lg: LiveGame, seat: int) -> str:
        """Rejoin: a fresh token for ``seat`` (its owner asked with the current one), which
        revokes the old token at once; the seat's open connections are closed, so whoever held
        the old link is cut off and the owner's pages reconnect with the new one."""
        token = seatlib.new_token()
        async with lg.lock:
            hashes = list(lg.token_hashes)
            hashes[seat] = seatlib.digest(token)

            async def commit():  # memory follows the database even if the request is cancelled
                await self.store.set_tokens_async(lg.id, hashes)
                lg.token_hashes = hashes

            await asyncio.shield(asyncio.ensure_future(commit()))
        await self.hub.close_seat(lg.id, seat)
        return token

    # -- moving -----------------------------------------------------------------------------------

    async def act(self, lg: LiveGame, seat: int, notation: str, version: int, lang: str = i18n.DEFAULT,
                  by_bot: str | None = None) -> dict:
        """Apply the seat's action if the game is still at ``version``.  With several processes
        (cluster.py) the database decides: a process whose memory is behind reloads the game first
        (the client saw a newer version) or after the refused write, and answers the usual 409.
        ``by_bot``: the bot that chose it, which must still be the one deciding for the seat (a
        stand-in whose person came back meanwhile is refused with 409)."""
        if self.cluster is not None and version > lg.version:
            await self.cluster.refresh(lg)
        try:
            return await self._act(lg, seat, notation, version, lang, by_bot)
        except StaleVersion:
            return await self._behind(lg, version)

    async def _behind(self, lg: LiveGame, version: int):
        await self.cluster.refresh(lg)
        raise ApiError(409, "error-stale-version", seen=version, now=lg.version)

    async def _act(self, lg: LiveGame, seat: int, notation: str, version: int, lang: str,
                   by_bot: str | None = None) -> dict:
        async with lg.lock:
            if version != lg.version:
                raise ApiError(409, "error-stale-version", seen=version, now=lg.version)
            if by_bot is not None and self.bot_spec(lg, seat) != by_bot:
                raise ApiError(409, "error-changed-meanwhile")  # the person is back: their decision
            st = lg.state
            if lg.over:
                raise ApiError(409, "error-game-over-no-action")
            if st.current_player != seat:
                raise ApiError(409, "error-not-your-decision", now=st.current_player, seat=seat)
            new = st.clone()
            try:
                events = new.apply(notation)
            except IllegalAction as err:
                raise ApiError(422, words.refusal(lg.game, err, lang)) from None
            done = "finished" if new.is_terminal else lg.status
            result = ({"scores": new.scores(), "winners": new.winners(), "moves": len(new.history)}
                      if new.is_terminal else None)

            last = lg.clock.after_action(seat) if lg.clock else None  # stored; put away at the end
            if last is not None and by_bot is not None and seat not in lg.bots:  # a stand-in's move
                last = last.stood(seat, len(new.history) - 1, (len(st.events), len(new.events)), new.history[-1])
            clock = None if new.is_terminal else last

            def commit(stored: int) -> None:  # runs once stored, even if the request was cancelled meanwhile
                lg.version = stored
                lg.prev, lg.state = st, new
                lg.acted_by.append(seat)
                lg.clock = clock
                lg.notice = clocks.notice(clock)
                if new.is_terminal:
                    lg.stood_at_end = last.stood_in if last is not None else []
                    self._finished.append(lg.id)
                self._changed(lg)

            try:
                await self.store.append_async(lg.id, version, len(new.history) - 1, seat, new.history[-1], done,
                                              result, clocks.to_store(last), then=commit)
            except StaleVersion:
                if self.cluster is not None:  # another process wrote first: reload outside the lock
                    raise
                raise ApiError(409, "error-changed-meanwhile") from None
            answer = {"version": lg.version, "action": new.history[-1], "status": lg.status,
                      "current_player": new.current_player}
        if new.is_terminal and self.on_finish is not None:  # ratings (ratings.py), off the request's path
            self.on_finish(lg)
        elif self.on_turn is not None and new.current_player not in (None, seat):  # "your turn" mail (mail.py)
            self.on_turn(lg, new.current_player)
        if not new.is_terminal and new.current_player == seat:  # the seat decides again: save it a request
            answer["legal"] = lg.legal_for(seat) if lg.state is new else [str(a) for a in new.legal_actions()]
            if lang != i18n.DEFAULT:
                answer["legal_labels"] = lg.labels(seat, answer["legal"], lang)
        seen = words.lines(lg.game, events, seat, lang)
        return {**answer, "events": seen}

    async def undo(self, lg: LiveGame, seat: int, version: int) -> dict:
        if self.cluster is not None and version > lg.version:
            await self.cluster.refresh(lg)
        try:
            return await self._undo(lg, seat, version)
        except StaleVersion:
            return await self._behind(lg, version)

    async def _undo(self, lg: LiveGame, seat: int, version: int) -> dict:
        async with lg.lock:
            if version != lg.version:
                raise ApiError(409, "error-stale-version", seen=version, now=lg.version)
            reason = await asyncio.to_thread(lg.undo_refusal, seat)
            if reason is not None:
                raise ApiError(409, "error-cannot-take-back", reason=reason)
            prev = lg.previous_state()
            last = lg.state.history[-1]

            async def commit():
                lg.version = await self.store.remove_last_async(lg.id, version, len(lg.state.history) - 1,
                                                                lg.status)
                lg.state, lg.prev = prev, None
                lg.acted_by.pop()
                lg.notice = {"msg": "notice-took-back", "args": {"seat": seat, "action": repr(last)},
                             "undone": [seat, last]}
                self._changed(lg)

            try:
                await asyncio.shield(asyncio.ensure_future(commit()))
            except StaleVersion:
                if self.cluster is not None:  # another process wrote first: reload outside the lock
                    raise
                raise ApiError(409, "error-changed-meanwhile") from None
        return {"version": lg.version, "undone": last, "status": lg.status}

    # -- lists and replays -------------------------------------------------------------------------

    async def listing(self, status: str | None, limit: int = 50) -> list[dict]:
        rows = await asyncio.to_thread(self.store.listing, status, limit)
        out = []
        for r in rows:
            try:
                title = tianxia.load(r["game"]).title
            except ValueError:
                title = r["game"]
            live = self.games.get(r["id"])  # every unfinished game is in memory (start-up loads it)
            progress = 1.0 if r["status"] == "finished" else live.progress() if live is not None else None
            out.append({"id": r["id"], "game": r["game"], "title": title, "seats": r["seats"], "progress": progress,
                        "joined": r["joined"], "status": r["status"], "version": r["version"],
                        "result": r["result"], "options": r["options"], "created": r["created"],
                        "updated": r["updated"]})
        return out

    async def replay_state(self, lg: LiveGame, step: int):
        """The state after ``step`` actions of a finished game.  Positions every ``REPLAY_EVERY``
        steps are kept, so stepping back or jumping costs at most that many actions."""
        marks = lg.__dict__.setdefault("_replay_marks", {})
        start = max((k for k in marks if k <= step), default=None)
        if start is None:
            state, start = lg.game.new_state(lg.players, seed=lg.seed, options=lg.options), 0
            marks[0] = state.clone()
        else:
            state = marks[start].clone()
        for i in range(start, step):
            state.apply(lg.state.history[i])
            if (i + 1) % REPLAY_EVERY == 0 and i + 1 not in marks:
                marks[i + 1] = state.clone()
        return state

    def _changed(self, lg: LiveGame) -> None:
        """After a stored change: push the views and wake the bots, in a task of their own (so a
        request cancelled after its move was stored still leaves everybody up to date)."""
        if not self.hub.rooms.get(lg.id):  # nobody to push to (the API's own clients): no task
            self.kick(lg)
        else:
            task = asyncio.get_running_loop().create_task(self._push_and_kick(lg))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        self.timekeeper.schedule(lg)

    # -- clocks -----------------------------------------------------------------------------------

    async def time_out(self, lg: LiveGame, seat: int, version: int) -> None:
        """The timer of ``seat``'s decision at ``version`` rang: if it still stands and the time is
        really gone, a bot plays the seat until its person returns."""
        if self.cluster is not None and not self.cluster.holds(lg.id):
            return  # the process holding the game's lease keeps its clock
        async with lg.lock:
            clock = lg.clock
            if (clock is None or lg.version != version or lg.over
                    or lg.state.current_player != seat or not clock.runs_for(seat)):
                return
            if clock.remaining(seat) > 0.05:  # woken early: wait for the rest
                self.timekeeper.schedule(lg)
                return
            gone = clock.timed_out(seat)

            async def commit():
                await self.store.set_clock_async(lg.id, gone.to_json())
                lg.clock = gone
                lg.notice = clocks.notice(gone)
                lg.ran_out[seat] = version

            await asyncio.shield(asyncio.ensure_future(commit()))
        log.info("game %s: seat %d ran out of time; %s plays it", lg.id, seat, self.clock_bot)
        self._changed(lg)

    async def here(self, lg: LiveGame, seat: int) -> None:
        """The seat's page says its person is there (a click or a key press on it): the seat is
        theirs again now if a stand-in plays it, and at their next decision for ``PRESENT_SECONDS``."""
        lg.here[seat] = time.time()
        await self.returned(lg, seat)

    def present(self, lg: LiveGame, seat: int, now: float | None = None) -> bool:
        """Is the person of ``seat`` at the table: a page of the seat open (its WebSocket) and
        used within ``PRESENT_SECONDS``?  Then the stand-in does not take their next decision."""
        now = time.time() if now is None else now
        return now - lg.here.get(seat, -1e18) <= clocks.PRESENT_SECONDS and self.hub.has_seat(lg.id, seat)

    async def returned(self, lg: LiveGame, seat: int) -> None:
        """The person of ``seat`` made a request: if a bot was playing for them, the seat is theirs again."""
        lg.seen = time.time()  # somebody is at the game (sweep)
        if lg.clock is None or not lg.clock.away[seat]:
            return
        async with lg.lock:
            if lg.clock is None or not lg.clock.away[seat]:
                return
            back = lg.clock.returned(seat, lg.state.current_player)

            async def commit():
                await self.store.set_clock_async(lg.id, back.to_json())
                lg.clock = back
                lg.notice = clocks.notice(back)

            await asyncio.shield(asyncio.ensure_future(commit()))
        self._changed(lg)

    # -- a game everybody left ---------------------------------------------------------------------

    @property
    def sweep_every(self) -> float:
        return min(self.abandon_seconds / 4, 15.0)

    async def sweep(self) -> None:
        """End the games no person has been at for ``abandon_seconds``: no seat's page (WebSocket)
        open and no request of a seat's person in that time (docs/server.md, "A game everybody
        left").  With several processes each says which games it saw people at (column ``seen``),
        and a game is ended only when no process did."""
        while not self.stopping:
            await asyncio.sleep(self.sweep_every)
            try:
                await self._sweep_once(time.time())
            except Exception as err:  # noqa: BLE001 - the database went away: try again next time
                log.error("looking for abandoned games failed: %s", err)

    async def _sweep_once(self, now: float) -> None:
        watched, idle = [], []
        for lg in list(self.games.values()):
            if lg.over or lg.source == "upload" or seatlib.HUMAN not in lg.seats:
                continue
            if lg.clock is not None and lg.clock.mode == "days" and lg.clock.runs_for(lg.state.current_player):
                continue  # played over days: nobody is expected at the table while a person's clock runs
            if self.hub.seated(lg.id):
                lg.seen = now
            if now - lg.seen < self.sweep_every * 1.5:
                watched.append(lg.id)
            elif now - lg.seen >= self.abandon_seconds:
                idle.append(lg)
        if self.cluster is not None:
            if watched:
                await self.store.mark_seen_async(watched, now)
            if idle:  # seen by another process meanwhile?
                stored = await asyncio.to_thread(self.store.seen, [lg.id for lg in idle])
                for lg in idle:
                    lg.seen = max(lg.seen, stored.get(lg.id) or 0.0)
                idle = [lg for lg in idle if now - lg.seen >= self.abandon_seconds]
        for lg in idle:
            await self.abandon(lg)

    async def abandon(self, lg: LiveGame) -> None:
        """End ``lg`` with the scores as they stand (``standing``), stored as abandoned."""
        async with lg.lock:
            if lg.over:
                return
            version, result = lg.version, standing(lg.state)

            async def commit():
                lg.version = await self.store.end_async(lg.id, version, result)
                lg.stood_at_end = lg.clock.stood_in if lg.clock is not None else []
                lg.abandoned, lg.clock, lg.notice = result, None, None
                self._remember(lg)
                self._changed(lg)

            try:
                await asyncio.shield(asyncio.ensure_future(commit()))
            except StaleVersion:
                return  # a move or another process came first: the next sweep looks again
        if lg.bot_task is not None:
            lg.bot_task.cancel()
        log.info("game %s ended: no person at it for %g s; scores as they stood %s, winners %s",
                 lg.id, self.abandon_seconds, result["scores"], result["winners"])

    def bot_spec(self, lg: LiveGame, seat) -> str | None:
        """The bot that decides for ``seat``: its own, or the stand-in while its person is away."""
        spec = lg.bots.get(seat)
        if spec is None and lg.clock is not None and seat is not None and lg.clock.away[seat]:
            spec = self.clock_bot
        return spec

    async def _push_and_kick(self, lg: LiveGame) -> None:
        try:
            await self.hub.publish(lg)
        finally:
            self.kick(lg)

    # -- bots -------------------------------------------------------------------------------------

    def kick(self, lg: LiveGame) -> None:
        """Start the game's bot task if a bot must decide and none is running."""
        if self.stopping or (self.cluster is not None and not self.cluster.holds(lg.id)):
            return  # with several processes, the one holding the game's lease drives its bots
        st = lg.state
        if lg.over or self.bot_spec(lg, st.current_player) is None:
            return
        if lg.bot_task is not None and not lg.bot_task.done():
            return
        lg.bot_task = asyncio.get_running_loop().create_task(self._bots(lg), name=f"bots-{lg.id}")

    async def _bots(self, lg: LiveGame) -> None:
        fallback = random.Random(lg.seed)
        while not self.stopping and (self.cluster is None or self.cluster.holds(lg.id)):
            st = lg.state
            seat = st.current_player
            if lg.over or self.bot_spec(lg, seat) is None:
                return
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            version, snapshot, spec = lg.version, lg.state, self.bot_spec(lg, seat)
            if snapshot.current_player != seat or snapshot.is_terminal or spec is None:
                continue
            if seat not in lg.bots and lg.ran_out.get(seat) != version and self.present(lg, seat):
                # a decision after the one they ran out of time on, and they are at the table
                try:
                    await self.returned(lg, seat)
                except Exception as err:  # the database went away: stop; the next change kicks again
                    log.error("game %s: seat %d's return was not stored: %s", lg.id, seat, err)
                    return
                continue
            job = {"game_id": lg.id, "game": lg.game.name, "players": lg.players, "seed": lg.seed,
                   "options": lg.options, "history": list(snapshot.history), "seat": seat,
                   "spec": spec, "bot_seed": (lg.seed * 31 + seat) & 0xFFFFFFFF}
            try:
                choice = await self.pool.choose(job)
            except BotFailed as err:
                if self.stopping:
                    return
                log.error("bot %s in game %s failed (%s); playing a random action", lg.seats[seat], lg.id, err)
                choice = str(fallback.choice(snapshot.legal_actions()))
            if self.bot_spec(lg, seat) is None:  # the person came back while the stand-in thought
                continue
            try:
                await self.act(lg, seat, choice, version, by_bot=spec)
            except ApiError as err:
                if err.status == 422:
                    log.error("bot %s in game %s chose an illegal action: %s", lg.seats[seat], lg.id, err)
                    try:
                        await self.act(lg, seat, str(fallback.choice(lg.state.legal_actions())), lg.version,
                                       by_bot=spec)
                    except ApiError:
                        pass
                # 409: somebody else changed the game first (an undo); look again
            except Exception as err:  # the database went away: stop; start-up resumes the game
                log.error("bot move in game %s not stored: %s", lg.id, err)
                return
