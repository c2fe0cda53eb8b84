"""Several server processes (``--workers N`` or several hosts) on one PostgreSQL database.

Each process keeps the games it serves in memory (runtime.py, livegame.py) and the database decides:

- **Freshness.**  Every stored change NOTIFYs channel ``store.CHANNEL`` in its own transaction
  (store.py), so the other processes hear of it exactly when it commits.  A process that holds
  the game reloads it (the new actions only, when its history is a prefix of the stored one)
  and pushes the new views to its own WebSocket clients.  A missed notification costs nothing
  but time: a move from a process whose memory is behind fails the database's version check,
  and that process reloads the game and answers the usual 409 (``Manager.act``).
- **Bots and clocks.**  A game's bots and clock timer are driven by one process at a time: the
  one holding the game's row in ``tx_leases``, taken with an upsert that only succeeds on a free
  or expired row and renewed every ``ttl / 4`` seconds.  When the holder dies its rows expire
  after ``ttl`` and another process takes them over at its next look; a holder on this very host
  whose process is gone is taken over at once.  Expiry is measured by the database's clock, so
  hosts need not agree on the time.  Should two processes ever drive one game (a holder stalled
  past its lease), the version check still lets only one of their moves in.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import threading

from sqlalchemy import select, text

from . import clocks
from . import seats as seatlib
from . import store as storelib
from .records import abandoned_result
from .livegame import rebuild
from .store import CHANNEL, games

log = logging.getLogger("tianxia.server")

NOW = "extract(epoch from clock_timestamp())"

CLAIM = text(f"""
    INSERT INTO tx_leases (game_id, holder, expires) VALUES (:game_id, :holder, {NOW} + :ttl)
    ON CONFLICT (game_id) DO UPDATE SET holder = excluded.holder, expires = excluded.expires
    WHERE tx_leases.holder = excluded.holder OR tx_leases.expires < {NOW}
    RETURNING game_id""")
RENEW = text(f"UPDATE tx_leases SET expires = {NOW} + :ttl WHERE holder = :holder RETURNING game_id")
FREE = text(f"""
    SELECT g.id, g.seats, g.clock FROM tx_games g LEFT JOIN tx_leases l ON l.game_id = g.id
    WHERE g.status <> 'finished' AND g.source = 'lobby' AND (l.game_id IS NULL OR l.expires < {NOW})
      AND ((g.clock IS NOT NULL AND g.clock::text <> 'null')
           OR EXISTS (SELECT 1 FROM json_array_elements_text(g.seats) AS s(spec) WHERE s.spec <> :human))
    ORDER BY g.updated LIMIT :limit""")
HOLDERS = text("SELECT DISTINCT holder FROM tx_leases WHERE holder LIKE :host")
EXPIRE = text("UPDATE tx_leases SET expires = 0 WHERE holder = :holder")
RELEASE = text("DELETE FROM tx_leases WHERE holder = :holder AND game_id = ANY(:ids)")
RELEASE_ALL = text("DELETE FROM tx_leases WHERE holder = :holder")
PEERS = text(f"SELECT count(*) FROM tx_leases WHERE game_id LIKE '~%' AND holder <> :holder AND expires >= {NOW}")

#: most games one look claims (the rest wait for the next look, or for another process)
CLAIM_BATCH = 50


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


#: a new process's first notification, so the others know at once they are not alone
HELLO = text("SELECT pg_notify(:channel, :payload)")

class Cluster:
    """This process's part: the notification listener, its leases, and reloading games."""

    def __init__(self, manager, store, ttl: float = 5.0):
        self.manager, self.store, self.ttl = manager, store, ttl
        self.host = socket.gethostname()
        self.holder = f"{self.host}:{os.getpid()}:{secrets.token_hex(3)}"
        self.held: set[str] = set()
        # a lease row that is no game ("~..."): says this process is alive, so the others know
        # they are not alone and check a game's stored version before serving it
        self.presence = "~" + secrets.token_hex(8)
        self.peers = False
        self._pending: dict[str, bool] = {}
        self._tasks: set = set()
        self._stop = threading.Event()
        self._ticker: asyncio.Task | None = None
        self._listener: threading.Thread | None = None
        self.loop: asyncio.AbstractEventLoop | None = None

    # -- life ---------------------------------------------------------------------------------------

    async def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        self._listener = threading.Thread(target=self._listen, name="tianxia-listen", daemon=True)
        self._listener.start()
        await self.claim(self.presence)
        # say hello at once: a process that started earlier and saw no presence row would else
        # believe itself alone, and serve games from memory unchecked, until its next look
        await asyncio.to_thread(self._execute, HELLO, {"channel": CHANNEL,
                                                       "payload": f"{self.presence} -1 {self.store.origin}"})
        await self.look()
        self._ticker = self.loop.create_task(self._tick(), name="tianxia-leases")

    async def stop(self) -> None:
        """Stop listening and give up every lease, so other processes take the games at their
        next look (every quarter of the lease) instead of after it expired."""
        self._stop.set()
        for task in list(self._tasks):  # reloads under way: nobody will be pushed any more
            task.cancel()
        if self._ticker is not None:
            self._ticker.cancel()
            try:
                await self._ticker
            except BaseException:  # noqa: BLE001 - cancelled
                pass
        try:
            await asyncio.to_thread(self._execute, RELEASE_ALL, {"holder": self.holder})
        except Exception as err:  # noqa: BLE001 - they expire anyway
            log.warning("leases not released (%s); they expire in %.0f s", err, self.ttl)
        self.held.clear()
        if self._listener is not None:
            await asyncio.to_thread(self._listener.join, 3)

    def status(self) -> dict:
        """For /health: this process, how many games' bots it drives, whether others share the database."""
        return {"process": self.holder, "driving": len(self.held - {self.presence}), "peers": self.peers}

    def holds(self, game_id: str) -> bool:
        return game_id in self.held

    # -- leases -------------------------------------------------------------------------------------

    def _execute(self, statement, params: dict) -> list:
        with self.store.engine.begin() as conn:
            result = conn.execute(statement, params)
            return result.all() if result.returns_rows else []

    async def claim(self, game_id: str) -> bool:
        """Take the game's lease if it is free, expired or already ours."""
        rows = await asyncio.to_thread(self._execute, CLAIM, {"game_id": game_id, "holder": self.holder,
                                                              "ttl": self.ttl})
        if rows:
            self.held.add(game_id)
        return bool(rows)

    async def _tick(self) -> None:
        while not self._stop.is_set():
            await asyncio.sleep(self.ttl / 4)
            try:
                await self.look()
            except Exception as err:  # noqa: BLE001 - the database went away: try again next time
                log.error("leases: %s", err)

    async def look(self) -> None:
        """Renew what we hold, give up what finished or was lost, and take over free games."""
        mgr = self.manager
        before = set(self.held)  # claims made while the renewal runs are not lost ones
        renewed = {r[0] for r in await asyncio.to_thread(self._execute, RENEW, {"ttl": self.ttl,
                                                                               "holder": self.holder})}
        for game_id in before - renewed:  # expired and taken while we were stalled: stop driving it
            log.warning("lease of game %s lost; another process drives its bots", game_id)
            lg = mgr.games.get(game_id)
            if lg is not None and lg.bot_task is not None:
                lg.bot_task.cancel()
        self.held = (self.held - (before - renewed)) | renewed
        if self.presence not in renewed:  # expired while we were stalled: say so again
            await self.claim(self.presence)
        self.peers = (await asyncio.to_thread(self._execute, PEERS, {"holder": self.holder}))[0][0] > 0
        finished = [g for g in self.held if (lg := mgr.games.get(g)) is not None and lg.over]
        if finished:
            await asyncio.to_thread(self._execute, RELEASE, {"holder": self.holder, "ids": finished})
            self.held -= set(finished)
        await asyncio.to_thread(self._expire_dead_neighbours)
        free = await asyncio.to_thread(self._execute, FREE, {"limit": CLAIM_BATCH, "human": seatlib.HUMAN})
        for game_id, seat_specs, clock in free:
            if mgr.stopping or game_id in self.held or not seatlib.needs_driver(seat_specs, clock):
                continue  # (held: claimed by its creator since the query)
            if not await self.claim(game_id):
                continue  # another process was quicker
            try:
                fresh = game_id not in mgr.games
                lg = await mgr.get(game_id)
                if not fresh:
                    await self.refresh(lg)
            except Exception as err:  # noqa: BLE001 - a game that cannot be rebuilt: leave it
                log.error("cannot take over game %s: %s", game_id, err)
                continue
            log.info("driving the bots of game %s", game_id)
            mgr.kick(lg)
            mgr.timekeeper.schedule(lg)

    def _expire_dead_neighbours(self) -> None:
        """Holders on this host whose process is gone (killed, crashed): their leases end now."""
        for (holder,) in self._execute(HOLDERS, {"host": self.host + ":%"}):
            try:
                pid = int(holder.split(":")[1])
            except (IndexError, ValueError):
                continue
            if holder != self.holder and not _alive(pid):
                self._execute(EXPIRE, {"holder": holder})

    # -- freshness ----------------------------------------------------------------------------------

    def _listen(self) -> None:
        """Thread: LISTEN on the channel; reconnect after a failure (then reload every game)."""
        import psycopg

        mine = " " + self.store.origin
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.store.psycopg_url, autocommit=True, connect_timeout=5) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.loop.call_soon_threadsafe(self._reload_all)
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=1.0):
                            if not note.payload.endswith(mine):  # our own commits: nothing to do
                                self.loop.call_soon_threadsafe(self.heard, note.payload)
            except Exception as err:  # noqa: BLE001 - the database went away: try again
                if self._stop.is_set():
                    return
                log.error("listening for other processes' changes failed (%s); retrying", err)
                self._stop.wait(1.0)

    def _reload_all(self) -> None:
        for game_id in list(self.manager.games):
            self.heard(f"{game_id} -1 (reconnect)")

    def heard(self, payload: str) -> None:
        """Changes stored by some process (``store.notes``): reload each game we hold that is news."""
        note = storelib.heard(payload)
        if note is None:
            return
        changed, origin = note
        if origin == self.store.origin:
            return
        self.peers = True
        for game_id, version in changed:
            if version == storelib.CHAT_NOTE:  # a chat message: this process's pages are sent it
                from . import chat

                self._spawn(chat.relay(self.manager, game_id))
                continue
            lg = self.manager.games.get(game_id)
            if lg is None or (version >= 0 and version <= lg.version):
                continue
            if game_id in self._pending:  # a reload is under way: it goes round once more
                self._pending[game_id] = True
                continue
            self._pending[game_id] = False
            task = self.loop.create_task(self._reload(lg))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def _spawn(self, work) -> None:
        task = self.loop.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _reload(self, lg) -> None:
        try:
            while True:
                await self.refresh(lg)
                if not self._pending.get(lg.id):
                    return
                self._pending[lg.id] = False
        except Exception as err:  # noqa: BLE001 - the next notification or request tries again
            log.error("cannot reload game %s: %s", lg.id, err)
        finally:
            self._pending.pop(lg.id, None)

    def _stored_version(self, game_id: str) -> int | None:
        with self.store.engine.connect() as conn:
            return conn.execute(select(games.c.version).where(games.c.id == game_id)).scalar()

    async def catch_up(self, lg) -> None:
        """Before serving a request: reload the game if the database holds a newer version (a
        move through another process whose notification has not arrived yet).  Alone on the
        database (no other process's presence row), there is nobody to be behind."""
        if not self.peers:
            return
        stored = await asyncio.to_thread(self._stored_version, lg.id)
        if stored is not None and stored > lg.version:
            await self.refresh(lg)

    async def refresh(self, lg) -> None:
        """Bring the game in memory up to the database (never back), then push and drive it."""
        mgr = self.manager
        found = await asyncio.to_thread(self.store.load, lg.id)
        if found is None:
            return
        row, acts = found
        async with lg.lock:
            if row["version"] < lg.version:
                return
            replaced = [s for s, (old, new) in enumerate(zip(lg.token_hashes, row["token_hashes"])) if old != new]
            if row["version"] > lg.version:
                state, acted_by = self._catch_up(lg, [a["notation"] for a in acts])
                if state is None:
                    fresh = await asyncio.to_thread(rebuild, row, acts)
                    state, acted_by = fresh.state, fresh.acted_by
                lg.state, lg.prev, lg.acted_by, lg.version = state, None, acted_by, row["version"]
                lg.notice = None
                if state.is_terminal:
                    mgr._remember(lg)
            lg.token_hashes = list(row["token_hashes"])
            lg.joined = list(row["joined"])
            ended = abandoned_result(row)
            if ended is not None and lg.abandoned is None:  # another process ended it: everybody left
                lg.abandoned = ended
                mgr._remember(lg)
            stored = clocks.Clock.from_json(row.get("clock"))
            lg.clock = None if lg.over else stored
            if lg.over and stored is not None:  # the stand-in's moves stay told after the end
                lg.stood_at_end = stored.stood_in
            lg.notice = clocks.notice(lg.clock) or lg.notice
        for seat in replaced:  # a seat's new link revoked the old one in another process
            await mgr.hub.close_seat(lg.id, seat)
        await mgr.hub.publish(lg)
        mgr.kick(lg)
        mgr.timekeeper.schedule(lg)

    @staticmethod
    def _catch_up(lg, stored: list[str]):
        """(state, acted_by) after applying only the stored actions this process has not seen;
        (None, None) when its history is not a prefix of the stored one (an undo)."""
        mine = [str(a) for a in lg.state.history]
        if len(stored) < len(mine) or stored[:len(mine)] != mine:
            return None, None
        state, acted_by = lg.state.clone(), list(lg.acted_by)
        try:
            for notation in stored[len(mine):]:
                acted_by.append(state.current_player)
                state.apply(notation)
        except Exception:  # noqa: BLE001 - replay the whole record instead
            return None, None
        return state, acted_by
