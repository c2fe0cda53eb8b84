"""Scale-out (issue 15): two server processes on one PostgreSQL serve the same games.

Clients of one game talk to different processes over HTTP and WebSocket; a move is accepted
exactly once whichever process it reaches; each process's WebSocket clients are pushed the
other's moves (LISTEN/NOTIFY); a game's bots are driven by the process holding its lease, and
after ``kill -9`` of that process the other one takes the lease over and the bots go on.  Every
acknowledged move is in the database afterwards.  Skipped when no PostgreSQL answers at
127.0.0.1:5432.  Each run works in a schema of its own in database ``test`` and drops it.
"""

from __future__ import annotations

import json
import secrets
import threading
import time

import httpx
import pytest
from server_helpers import ServerProcess
from test_server_store import postgres_url

LEASE = 2.0  # seconds a lease lasts unrenewed (TIANXIA_LEASE_SECONDS of both servers)
#: how long a step may take on a loaded two-core machine (a process that takes a game over starts
#: its first bot worker, a spawned process importing the games): a bound against hanging, not a target
SLOW = 30.0


@pytest.fixture
def pg_url():
    base = postgres_url()
    if base is None:
        pytest.skip("scale-out needs PostgreSQL at 127.0.0.1:5432 (database test, user postgres or root); "
                    "none answers")
    import psycopg

    schema = "tx_scale_" + secrets.token_hex(4)
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield f"{base}?options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(base, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")


class Pushes:
    """A WebSocket client of one process: records the version of every update pushed to it."""

    def __init__(self, server: ServerProcess, game_id: str, seat: int | None = None, token: str | None = None):
        query = f"?seat={seat}&token={token}" if seat is not None else ""
        self.url = f"ws://127.0.0.1:{server.port}/ws/games/{game_id}{query}"
        self.versions: list[int] = []
        self.ws = None
        self.opened = threading.Event()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        assert self.opened.wait(10) and self.ws is not None, f"no WebSocket at {self.url}"

    def _read(self) -> None:
        from websockets.sync.client import connect

        try:
            with connect(self.url, open_timeout=10) as ws:
                self.ws = ws
                self.opened.set()
                for message in ws:
                    data = json.loads(message)
                    if data.get("type") == "update":
                        self.versions.append(data["version"])
        except Exception:  # closed
            self.opened.set()

    def wait_for(self, version: int, timeout: float = 10.0) -> bool:
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.versions and max(self.versions) >= version:
                return True
            time.sleep(0.02)
        return False

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()


def slow(legal: list[str]) -> str:
    """An action that scores nothing when there is one (the game must outlast the test)."""
    return next((a for a in ("flip", "draw", "roll") if a in legal), legal[-1])


def move(c: httpx.Client, g: dict, seat: int) -> httpx.Response:
    """Seat ``seat`` acts (its view from the same process, then one of its legal actions)."""
    tok = {"X-Seat-Token": g["seats"][seat]["token"]}
    v = c.get(f"/api/games/{g['id']}/seats/{seat}/view", headers=tok).json()
    assert v["legal"], v
    return c.post(f"/api/games/{g['id']}/seats/{seat}/actions", headers=tok,
                  json={"action": slow(v["legal"]), "version": v["version"]})


def stored_history(url: str, game_id: str) -> list[str]:
    import psycopg

    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT notation FROM tx_actions WHERE game_id = %s ORDER BY n", (game_id,)).fetchall()
    return [r[0] for r in rows]


def wait_until(check, timeout: float) -> float | None:
    """Seconds until ``check()`` was true, or None after ``timeout``."""
    start = time.time()
    while time.time() - start < timeout:
        if check():
            return time.time() - start
        time.sleep(0.05)
    return None


def test_two_processes_share_games_and_survive_a_kill(pg_url, monkeypatch):
    monkeypatch.setenv("TIANXIA_LEASE_SECONDS", str(LEASE))
    monkeypatch.setenv("TIANXIA_BOT_WORKERS", "1")
    a = ServerProcess(pg_url, bot_delay=0.05).start()
    b = ServerProcess(pg_url, bot_delay=0.05).start()
    sockets: list[Pushes] = []
    try:
        ca, cb = httpx.Client(base_url=a.url, timeout=10), httpx.Client(base_url=b.url, timeout=10)
        # two people, seat 0 on process A and seat 1 on process B; a person against a bot, created on A
        g = ca.post("/api/games", json={"game": "toy", "seats": ["human", "human"], "options": {"target": 60}}).json()
        bot_game = ca.post("/api/games", json={"game": "toy", "seats": ["human", "random"],
                                               "options": {"target": 60}}).json()
        on_a = Pushes(a, g["id"], 0, g["seats"][0]["token"])
        on_b = Pushes(b, g["id"], 1, g["seats"][1]["token"])
        watch_b = Pushes(b, bot_game["id"])
        sockets += [on_a, on_b, watch_b]
        acknowledged: list[tuple[int, str]] = []
        by_seat = {0: ca, 1: cb}

        def play(n: int, clients: dict) -> None:
            for _ in range(n):
                seat = clients[0].get(f"/api/games/{g['id']}").json()["current_player"]
                r = move(clients[seat], g, seat)
                assert r.status_code == 200, r.text
                acknowledged.append((r.json()["version"], r.json()["action"]))

        # any process serves any game: moves alternate between the processes, pushes reach both
        play(10, by_seat)
        last = max(acknowledged)[0]
        assert on_a.wait_for(last) and on_b.wait_for(last), (on_a.versions[-3:], on_b.versions[-3:], last)

        # exactly once: the same version posted to both processes at once, one is accepted
        seat = ca.get(f"/api/games/{g['id']}").json()["current_player"]
        tok = {"X-Seat-Token": g["seats"][seat]["token"]}
        view = ca.get(f"/api/games/{g['id']}/seats/{seat}/view", headers=tok).json()
        body = {"action": slow(view["legal"]), "version": view["version"]}
        answers: list[httpx.Response] = []
        racers = [threading.Thread(target=lambda c=c: answers.append(
            c.post(f"/api/games/{g['id']}/seats/{seat}/actions", headers=tok, json=body))) for c in (ca, cb)]
        for t in racers:
            t.start()
        for t in racers:
            t.join(10)
        assert sorted(r.status_code for r in answers) == [200, 409], [r.text for r in answers]
        won = next(r for r in answers if r.status_code == 200)
        lost = next(r for r in answers if r.status_code == 409)
        assert "stale version" in lost.json()["error"] and "fetch the view again" in lost.json()["error"]
        acknowledged.append((won.json()["version"], won.json()["action"]))
        assert stored_history(pg_url, g["id"]).count(body["action"]) >= 1
        assert len(stored_history(pg_url, g["id"])) == won.json()["version"]

        # the bot game: the person moves through B, the bot (driven by A, its creator) answers, B pushes it
        btok = {"X-Seat-Token": bot_game["seats"][0]["token"]}
        v = cb.get(f"/api/games/{bot_game['id']}/seats/0/view", headers=btok).json()
        r = cb.post(f"/api/games/{bot_game['id']}/seats/0/actions", headers=btok,
                    json={"action": "roll", "version": v["version"]})
        assert r.status_code == 200, r.text
        assert wait_until(lambda: cb.get(f"/api/games/{bot_game['id']}").json()["current_player"] == 0, 10)
        assert watch_b.wait_for(cb.get(f"/api/games/{bot_game['id']}").json()["version"])

        # kill -9 process A in the middle of both games
        a.kill()
        killed_at = time.time()

        # the clients on B play on (seat 0 moves over to B) and B's sockets are pushed every move
        play(10, {0: cb, 1: cb})
        last = max(acknowledged)[0]
        assert on_b.wait_for(last), (on_b.versions[-3:], last)
        history = stored_history(pg_url, g["id"])
        for version, action in acknowledged:  # 0 acknowledged moves lost
            assert history[version - 1] == action
        assert len(history) == last

        # the bots resume: B takes the lease over once A's expired and answers the person's move
        v = cb.get(f"/api/games/{bot_game['id']}/seats/0/view", headers=btok).json()
        r = cb.post(f"/api/games/{bot_game['id']}/seats/0/actions", headers=btok,
                    json={"action": "roll", "version": v["version"]})
        assert r.status_code == 200, r.text
        answered = wait_until(lambda: cb.get(f"/api/games/{bot_game['id']}").json()["current_player"] == 0,
                              LEASE + SLOW)
        assert answered is not None, "the bot did not resume on the surviving process"
        resumed = time.time() - killed_at
        assert resumed < LEASE + SLOW
        assert watch_b.wait_for(cb.get(f"/api/games/{bot_game['id']}").json()["version"])
        print(f"bots resumed {resumed:.1f} s after the kill (lease {LEASE} s)")
        ca.close()
        cb.close()
    finally:
        for s in sockets:
            s.close()
        a.kill()
        b.stop()


def test_an_expired_lease_is_taken_over_and_a_live_one_is_not(pg_url):
    """The lease itself: one holder at a time; a holder that stops renewing loses it after its
    time (measured by the database's clock), to the next process that looks."""
    import asyncio

    from tianxia.server.cluster import CLAIM, Cluster
    from tianxia.server.store import Store

    store = Store(pg_url)
    try:
        store.create_game({"id": "lease1", "game": "toy", "options": {}, "seed": 1, "seats": ["human", "random"],
                           "token_hashes": [None, None], "joined": [True, True], "version": 0,
                           "status": "running", "result": None})

        class Quiet:  # a manager with nothing in memory
            games: dict = {}
            stopping = False

        first, second = Cluster(Quiet(), store, ttl=1.0), Cluster(Quiet(), store, ttl=1.0)
        second.holder = "elsewhere:1:x"  # another host: taken over by expiry only
        assert asyncio.run(first.claim("lease1"))
        assert not asyncio.run(second.claim("lease1"))
        assert asyncio.run(first.claim("lease1"))  # renewing one's own lease
        time.sleep(1.3)
        assert asyncio.run(second.claim("lease1"))
        assert not asyncio.run(first.claim("lease1"))
        with store.engine.begin() as conn:
            assert conn.execute(CLAIM, {"game_id": "lease1", "holder": "elsewhere:1:x", "ttl": 1.0}).all()
    finally:
        store.close()


def test_a_process_behind_reloads_and_answers_409_and_follows_undo_and_new_links(pg_url):
    """Two apps (two "processes") in this test over one database.  B's notifications are cut so
    its memory stays behind: its move at the old version is refused by the database, B reloads
    and answers the usual 409; a move at a version newer than B's memory is accepted after a
    reload; an undo and a new link made through A reach B."""
    from fastapi.testclient import TestClient

    from tianxia.server import create_app

    def app():
        return TestClient(create_app(pg_url, bot_delay=0, create_limit=None, bot_workers=1))

    with app() as ca, app() as cb:
        g = ca.post("/api/games", json={"game": "toy", "seats": ["human", "human"],
                                        "options": {"target": 60}}).json()
        tok = [{"X-Seat-Token": g["seats"][s]["token"]} for s in (0, 1)]
        assert cb.get(f"/api/games/{g['id']}").json()["version"] == 0  # B holds it now
        mgr_b = cb.app.state.manager
        lg_b = mgr_b.games[g["id"]]
        mgr_b.cluster.heard = lambda payload: None  # B hears nothing from now on

        r = ca.post(f"/api/games/{g['id']}/seats/0/actions", headers=tok[0], json={"action": "flip", "version": 0})
        assert r.status_code == 200, r.text
        assert lg_b.version == 0  # behind, and nothing told it
        # B's own check passes (0 == 0); the database refuses; B reloads and says so
        from tianxia.server.errors import ApiError

        try:
            cb.portal.call(mgr_b.act, lg_b, 0, "roll", 0)
            raise AssertionError("a stale move was accepted")
        except ApiError as err:
            assert err.status == 409
            assert err.message == "stale version 0: the game is at version 1; fetch the view again"
        assert lg_b.version == 1 and [str(a) for a in lg_b.state.history] == ["flip"]

        # A moves again; a client that saw version 2 (through A) sends its move to B: B catches up first
        r = ca.post(f"/api/games/{g['id']}/seats/1/actions", headers=tok[1], json={"action": "flip", "version": 1})
        assert r.status_code == 200, r.text
        answer = cb.portal.call(mgr_b.act, lg_b, 0, "roll", 2)
        assert answer["version"] == 3
        assert [str(a) for a in lg_b.state.history] == ["flip", "flip", "roll"]

        # requests to B see A's undo (a history that is no prefix: the whole record is replayed)
        card = ca.get(f"/api/games/{g['id']}/seats/1/view", headers=tok[1]).json()["view"]["hand"][0]
        r = ca.post(f"/api/games/{g['id']}/seats/1/actions", headers=tok[1],
                    json={"action": f"play {card}", "version": 3})
        assert r.status_code == 200, r.text
        assert len(cb.get(f"/api/games/{g['id']}/seats/1/view", headers=tok[1]).json()["history"]) == 4
        undone = ca.post(f"/api/games/{g['id']}/seats/1/undo", headers=tok[1], json={"version": 4})
        assert undone.status_code == 200, undone.text
        view = cb.get(f"/api/games/{g['id']}/seats/1/view", headers=tok[1]).json()
        assert view["version"] == 5 and view["history"] == ["flip", "flip", "roll"]
        assert card in view["view"]["hand"]

        # a new link made through A: B refuses the old token at its next look at the game
        mgr_b.cluster.heard = type(mgr_b.cluster).heard.__get__(mgr_b.cluster)  # B listens again
        fresh = ca.post(f"/api/games/{g['id']}/seats/0/link", headers=tok[0])
        assert fresh.status_code == 200, fresh.text
        assert wait_until(lambda: cb.get(f"/api/games/{g['id']}/seats/0/view", headers=tok[0]).status_code == 403,
                          5) is not None


def test_only_games_with_a_bot_or_a_clock_wait_for_a_driver(pg_url):
    """The free games a process looks for are those with a bot seat or a clock; games of people
    only are never leased (so any number of them cannot hide a bot game from the look)."""
    from tianxia.server.cluster import FREE
    from tianxia.server.store import Store

    store = Store(pg_url)
    try:
        base = {"game": "toy", "options": {}, "seed": 1, "token_hashes": [None, None], "joined": [True, True],
                "version": 0, "status": "running", "result": None}
        store.create_game({**base, "id": "people", "seats": ["human", "human"], "clock": None})
        store.create_game({**base, "id": "withbot", "seats": ["human", "random"], "clock": None})
        store.create_game({**base, "id": "clocked", "seats": ["human", "human"],
                           "clock": {"mode": "move", "seconds": 60}})
        with store.engine.begin() as conn:
            free = {r[0] for r in conn.execute(FREE, {"limit": 50, "human": "human"})}
        assert free == {"withbot", "clocked"}
    finally:
        store.close()


def test_tianxia_serve_with_two_workers_shares_the_port_and_replaces_a_killed_worker(pg_url):
    """``tianxia serve --workers 2``: two processes answer on one port (their /health names
    them), a bot game created through one goes on, and a worker killed with SIGKILL is replaced
    by Uvicorn while the game and its bot go on."""
    import os
    import signal
    import subprocess
    import sys

    from server_helpers import dragon_ready, free_port

    if not dragon_ready():
        pytest.skip("needs the dragon game (the test card game is not registered in `tianxia serve`)")
    port = free_port()
    env = {**os.environ, "TIANXIA_LEASE_SECONDS": str(LEASE), "TIANXIA_CREATE_LIMIT": "off"}
    proc = subprocess.Popen([sys.executable, "-m", "tianxia", "serve", "--workers", "2", "--db", pg_url,
                             "--port", str(port), "--bot-workers", "1", "--bot-delay", "0", "--log-level", "warning"],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    url = f"http://127.0.0.1:{port}"

    def processes(n: int = 30) -> set[str]:
        seen = set()
        for _ in range(n):
            try:
                seen.add(httpx.get(url + "/health", timeout=2).json()["cluster"]["process"])
            except (httpx.HTTPError, KeyError, TypeError):
                pass
        return seen

    try:
        assert wait_until(lambda: len(processes(10)) == 2, 40) is not None, "two workers did not both answer"
        with httpx.Client(base_url=url, timeout=10) as c:
            # a real game (the test card game is not registered in `tianxia serve`'s processes)
            g = c.post("/api/games", json={"game": "dragon", "seats": ["human", "random"]}).json()
            tok = {"X-Seat-Token": g["seats"][0]["token"]}

            def bot_answers() -> None:
                """The person acts until the bot's turn; the bot acts and it is the person's turn again."""
                assert wait_until(lambda: c.get(f"/api/games/{g['id']}").json()["current_player"] == 0,
                                  LEASE + SLOW) is not None, "the bot did not answer"
                while (summary := c.get(f"/api/games/{g['id']}").json())["current_player"] == 0:
                    v = c.get(f"/api/games/{g['id']}/seats/0/view", headers=tok).json()
                    r = c.post(f"/api/games/{g['id']}/seats/0/actions", headers=tok,
                               json={"action": v["legal"][0], "version": v["version"]})
                    assert r.status_code in (200, 409), r.text  # 409: the bot moved meanwhile
                # the moves when the bot's turn was seen (a later read may already hold its answer:
                # the bot thinks without delay here)
                moved = summary["moves"]
                assert wait_until(lambda: c.get(f"/api/games/{g['id']}").json()["current_player"] == 0,
                                  LEASE + SLOW) is not None, "the bot did not answer"
                assert c.get(f"/api/games/{g['id']}").json()["moves"] > moved

            bot_answers()
            before = processes()
            victim = int(next(iter(before)).split(":")[1])
            os.kill(victim, signal.SIGKILL)
            assert wait_until(lambda: len(processes(10) - before) >= 1, 30) is not None, "no worker replaced it"
            bot_answers()
            assert httpx.get(url + "/health", timeout=5).status_code == 200
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)


def test_a_clock_runs_in_the_lease_holder_and_its_time_out_reaches_the_other_process(pg_url):
    """A clocked game created through A: A's timer hands the late seat to the stand-in bot, B's
    clients see the notice and the stand-in's moves; the person comes back through B and the
    seat is theirs again in both processes."""
    from fastapi.testclient import TestClient

    from tianxia.server import create_app

    def app():
        return TestClient(create_app(pg_url, bot_delay=0.2, create_limit=None, bot_workers=1, clock_bot="random"))

    with app() as ca, app() as cb:
        r = ca.post("/api/games", json={"game": "toy", "seats": ["human", "human"], "options": {"target": 60},
                                        "clock": {"mode": "move", "seconds": 0.6}})
        assert r.status_code == 201, r.text
        g = r.json()
        assert ca.app.state.manager.cluster.holds(g["id"]) and not cb.app.state.manager.cluster.holds(g["id"])
        decider = cb.get(f"/api/games/{g['id']}/view").json()["current_player"]
        other = 1 - decider
        cb.get(f"/api/games/{g['id']}/seats/{other}/view", headers={"X-Seat-Token": g["seats"][other]["token"]})
        assert wait_until(lambda: cb.get(f"/api/games/{g['id']}/view").json()["clock"]["away"][decider], 10)
        seen = cb.get(f"/api/games/{g['id']}/view").json()
        assert seen["notice"] == f"Player {decider + 1} ran out of time; a bot plays for them until they return"
        assert wait_until(lambda: cb.get(f"/api/games/{g['id']}/view").json()["moves"] > 0, 10)
        back = cb.get(f"/api/games/{g['id']}/seats/{decider}/view",
                      headers={"X-Seat-Token": g["seats"][decider]["token"]}).json()
        assert back["clock"]["away"][decider] is False
        lg_a = ca.app.state.manager.games[g["id"]]
        assert wait_until(lambda: not lg_a.clock.away[decider], 5) is not None


def test_a_frozen_holder_loses_its_games_after_the_lease_and_stops_driving_when_it_wakes(pg_url, monkeypatch):
    """SIGSTOP of the process driving a bot game (alive, so only the lease's expiry can free the
    game): the other process takes the game after the lease and the bot goes on; woken with
    SIGCONT, the first process finds its lease gone and drives nothing, and the stored history
    has one action per version (no move twice)."""
    import signal

    monkeypatch.setenv("TIANXIA_LEASE_SECONDS", str(LEASE))
    monkeypatch.setenv("TIANXIA_BOT_WORKERS", "1")
    a = ServerProcess(pg_url, bot_delay=0.05).start()
    b = ServerProcess(pg_url, bot_delay=0.05).start()
    try:
        ca, cb = httpx.Client(base_url=a.url, timeout=10), httpx.Client(base_url=b.url, timeout=10)
        g = ca.post("/api/games", json={"game": "toy", "seats": ["human", "random"],
                                        "options": {"target": 60}}).json()
        tok = {"X-Seat-Token": g["seats"][0]["token"]}

        def person_then_bot(c: httpx.Client, within: float) -> float | None:
            assert wait_until(lambda: c.get(f"/api/games/{g['id']}").json()["current_player"] == 0, within)
            v = c.get(f"/api/games/{g['id']}/seats/0/view", headers=tok).json()
            r = c.post(f"/api/games/{g['id']}/seats/0/actions", headers=tok,
                       json={"action": slow(v["legal"]), "version": v["version"]})
            assert r.status_code == 200, r.text
            after = r.json()["version"]
            return wait_until(lambda: (c.get(f"/api/games/{g['id']}").json()["version"] > after
                                       and c.get(f"/api/games/{g['id']}").json()["current_player"] == 0), within)

        assert person_then_bot(cb, SLOW) is not None
        assert ca.get("/health").json()["cluster"]["driving"] == 1
        a.proc.send_signal(signal.SIGSTOP)
        frozen = time.time()
        try:
            assert person_then_bot(cb, LEASE + SLOW) is not None, "the bot did not resume after the lease"
            waited = time.time() - frozen
            assert waited >= LEASE / 2, f"taken over after {waited:.1f} s, before the lease could expire"
            assert cb.get("/health").json()["cluster"]["driving"] == 1
        finally:
            a.proc.send_signal(signal.SIGCONT)
        assert wait_until(lambda: ca.get("/health").json()["cluster"]["driving"] == 0, 5) is not None
        for c in (ca, cb, ca):  # both processes serve the game on
            assert person_then_bot(c, SLOW) is not None
        history = stored_history(pg_url, g["id"])
        assert len(history) == cb.get(f"/api/games/{g['id']}").json()["version"]
        assert ca.get(f"/api/games/{g['id']}").json()["version"] == len(history)
        print(f"frozen holder: bot resumed {waited:.1f} s after SIGSTOP (lease {LEASE} s)")
        ca.close()
        cb.close()
    finally:
        a.kill()
        b.stop()


def test_a_chat_message_written_through_one_process_reaches_the_pages_of_the_other(pg_url):
    """Chat (server/chat.py): the message is stored by A, which NOTIFYs; B pushes it to its pages."""
    from fastapi.testclient import TestClient

    from tianxia.server import create_app

    def app():
        return TestClient(create_app(pg_url, bot_delay=0, create_limit=None, bot_workers=1))

    with app() as ca, app() as cb:
        g = ca.post("/api/games", json={"game": "toy", "seats": ["human", "human"]}).json()
        with cb.websocket_connect(f"/ws/games/{g['id']}") as ws:
            assert ws.receive_json()["type"] == "update"
            r = ca.post(f"/api/games/{g['id']}/chat", json={"text": "via A", "seat": 1},
                        headers={"X-Seat-Token": g["seats"][1]["token"]})
            assert r.status_code == 200, r.text
            while True:  # (seat 1's first request pushes an update first)
                note = ws.receive_json()
                if note["type"] == "chat":
                    break
            assert note["message"] == r.json()
