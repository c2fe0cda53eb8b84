"""Persistence: every acknowledged move survives a restart or a killed server; games and bots resume.

Runs on SQLite always and on the real PostgreSQL server at 127.0.0.1:5432 (database ``test``)
when one answers; each PostgreSQL run works in its own schema and drops it afterwards.
"""

from __future__ import annotations

import functools
import secrets
import threading
import time

import httpx
import pytest
from fastapi.testclient import TestClient
from server_helpers import ServerProcess

from tianxia.server import create_app
from tianxia.server.store import Store, normalise_url

PG_BASE = "postgresql://{user}@127.0.0.1:5432/test"


@functools.lru_cache(maxsize=1)
def postgres_url() -> str | None:
    """A URL of the local PostgreSQL server, or None when none answers."""
    import psycopg

    for user in ("postgres", "root"):
        try:
            with psycopg.connect(f"host=127.0.0.1 port=5432 dbname=test user={user} connect_timeout=2"):
                return PG_BASE.format(user=user)
        except Exception:
            continue
    return None


def new_toy_games(store, ids) -> None:
    """Two-seat toy games, nobody joined yet, at version 0 (the store's tests write moves to them)."""
    for game_id in ids:
        store.create_game({"id": game_id, "game": "toy", "options": {}, "seed": 1, "seats": ["human"] * 2,
                           "token_hashes": [None] * 2, "joined": [False] * 2, "version": 0, "status": "open",
                           "result": None, "source": "lobby", "clock": None})


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request, tmp_path):
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'tx.sqlite3'}"
        return
    base = postgres_url()
    if base is None:
        pytest.skip("no PostgreSQL server answers at 127.0.0.1:5432 (database test, user postgres or root)")
    import psycopg

    schema = "tx_test_" + secrets.token_hex(4)
    plain = base.replace("postgresql://", "postgresql://", 1)
    with psycopg.connect(plain, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield f"{base}?options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(plain, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")


def create(client, seats, **extra):
    r = client.post("/api/games", json={"game": "toy", "seats": seats, **extra})
    assert r.status_code == 201, r.text
    return r.json()


def seat_view(client, g, seat):
    r = client.get(f"/api/games/{g['id']}/seats/{seat}/view", headers={"X-Seat-Token": g["seats"][seat]["token"]})
    assert r.status_code == 200, r.text
    return r.json()


def play_first_legal(client, g, seat):
    v = seat_view(client, g, seat)
    r = client.post(f"/api/games/{g['id']}/seats/{seat}/actions", json={"action": v["legal"][0],
                    "version": v["version"]}, headers={"X-Seat-Token": g["seats"][seat]["token"]})
    assert r.status_code == 200, r.text
    return r.json()


def test_urls_default_to_a_sqlite_file_and_postgres_uses_psycopg():
    assert normalise_url(None) == "sqlite:///tianxia.sqlite3"
    assert normalise_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
    assert normalise_url("postgres://u@h/db") == "postgresql+psycopg://u@h/db"


def test_games_resume_after_a_restart_with_their_history_and_tokens(any_db):
    with TestClient(create_app(any_db, bot_delay=0)) as c:
        g = create(c, ["human", "human"], options={"target": 60})
        for _ in range(5):
            seat = c.get(f"/api/games/{g['id']}").json()["current_player"]
            play_first_legal(c, g, seat)
        before = [seat_view(c, g, s) for s in (0, 1)]
    with TestClient(create_app(any_db, bot_delay=0)) as c:
        after = [seat_view(c, g, s) for s in (0, 1)]
        assert after == before
        seat = after[0]["current_player"]
        assert play_first_legal(c, g, seat)["version"] == before[0]["version"] + 1


def test_bots_resume_after_a_restart(any_db):
    # the bot waits an hour before moving, so the server stops with the bot to move
    with TestClient(create_app(any_db, bot_delay=3600)) as c:
        g = create(c, ["human", "random"], options={"target": 60})
        v = seat_view(c, g, 0)
        c.post(f"/api/games/{g['id']}/seats/0/actions", json={"action": "roll", "version": v["version"]},
               headers={"X-Seat-Token": g["seats"][0]["token"]})
        assert c.get(f"/api/games/{g['id']}").json()["current_player"] == 1
    with TestClient(create_app(any_db, bot_delay=0)) as c:
        deadline = time.time() + 10
        while time.time() < deadline:
            s = c.get(f"/api/games/{g['id']}").json()
            if s["current_player"] == 0:
                break
            time.sleep(0.02)
        assert s["current_player"] == 0 and s["moves"] >= 2


def test_the_database_refuses_a_second_write_with_the_same_version(any_db):
    """Even two server processes on one database cannot both apply a move at one version."""
    from tianxia.server.store import StaleVersion

    store = Store(any_db)
    try:
        new_toy_games(store, ["g" + secrets.token_hex(4)])
        gid = store.ids()[-1]
        assert store.append(gid, 0, 0, 0, "roll", "open", None) == 1
        with pytest.raises(StaleVersion):
            store.append(gid, 0, 0, 0, "draw", "open", None)
        row, acts = store.load(gid)
        assert row["version"] == 1 and [a["notation"] for a in acts] == ["roll"]
    finally:
        store.close()


def test_killing_the_server_mid_game_loses_no_acknowledged_move(tmp_path):
    """SIGKILL while two clients race to move: every acknowledged move is there after the restart."""
    db = f"sqlite:///{tmp_path / 'killed.sqlite3'}"
    server = ServerProcess(db).start()
    try:
        with httpx.Client(base_url=server.url, timeout=5) as c:
            g = c.post("/api/games", json={"game": "toy", "seats": ["human", "human"],
                                           "options": {"target": 60}}).json()
            bot_game = c.post("/api/games", json={"game": "toy", "seats": ["human", "random"],
                                                  "options": {"target": 60}}).json()
        acknowledged: list[tuple[int, str]] = []
        stop = threading.Event()

        def player():
            with httpx.Client(base_url=server.url, timeout=5) as c:
                while not stop.is_set():
                    try:
                        s = c.get(f"/api/games/{g['id']}").json()
                        seat = s["current_player"]
                        tok = {"X-Seat-Token": g["seats"][seat]["token"]}
                        v = c.get(f"/api/games/{g['id']}/seats/{seat}/view", headers=tok).json()
                        if not v["legal"]:
                            return
                        r = c.post(f"/api/games/{g['id']}/seats/{seat}/actions", headers=tok,
                                   json={"action": v["legal"][-1], "version": v["version"]})
                        if r.status_code == 200:
                            acknowledged.append((r.json()["version"], r.json()["action"]))
                    except (httpx.HTTPError, KeyError, ValueError):
                        return

        threads = [threading.Thread(target=player) for _ in range(2)]
        for t in threads:
            t.start()
        deadline = time.time() + 10
        while len(acknowledged) < 12 and time.time() < deadline:
            time.sleep(0.01)
        server.kill()
        stop.set()
        for t in threads:
            t.join(10)
        assert len(acknowledged) >= 12
        # restart (in this process: the database is all that survived)
        with TestClient(create_app(db, bot_delay=0)) as c:
            s = c.get(f"/api/games/{g['id']}").json()
            tok = {"X-Seat-Token": g["seats"][0]["token"]}
            history = c.get(f"/api/games/{g['id']}/seats/0/view", headers=tok).json()["history"]
            last_version, _ = max(acknowledged)
            assert s["version"] >= last_version
            for version, action in acknowledged:
                assert history[version - 1] == action
            # at most the one move in flight when the server died was stored unacknowledged
            assert s["version"] <= last_version + 1
            # the bot game resumed too: after the human's move the bot answers
            tok = {"X-Seat-Token": bot_game["seats"][0]["token"]}
            v = c.get(f"/api/games/{bot_game['id']}/seats/0/view", headers=tok).json()
            c.post(f"/api/games/{bot_game['id']}/seats/0/actions", headers=tok,
                   json={"action": "roll", "version": v["version"]})
            deadline = time.time() + 10
            while time.time() < deadline:
                if c.get(f"/api/games/{bot_game['id']}").json()["current_player"] == 0:
                    break
                time.sleep(0.02)
            assert c.get(f"/api/games/{bot_game['id']}").json()["moves"] >= 2
    finally:
        server.stop()


def test_group_commit_writes_many_games_at_once_and_fails_only_the_stale_write(any_db):
    """Moves of many games queued together share one commit; a stale one fails alone."""
    import asyncio

    from tianxia.server.store import StaleVersion

    store = Store(any_db)
    prefix = "gc" + secrets.token_hex(3)
    try:
        new_toy_games(store, [f"{prefix}{i}" for i in range(20)])

        async def burst():
            writes = [store.append_async(f"{prefix}{i}", 0, 0, 0, f"play {i}", "open", None) for i in range(20)]
            writes.append(store.append_async(f"{prefix}3", 0, 0, 1, "stale", "open", None))
            return await asyncio.gather(*writes, return_exceptions=True)

        results = asyncio.run(burst())
        assert results[:20] == [1] * 20 and isinstance(results[20], StaleVersion)
        for i in range(20):
            row, acts = store.load(f"{prefix}{i}")
            assert row["version"] == 1 and [a["notation"] for a in acts] == [f"play {i}"]
    finally:
        store.close()


def test_serve_defaults_to_a_sqlite_file_in_the_working_directory(tmp_path):
    """``tianxia.server.serve()`` with no database URL keeps its games in ./tianxia.sqlite3."""
    import subprocess
    import sys

    from server_helpers import free_port

    port = free_port()
    code = f"import tianxia.server as s; s.serve(port={port})"
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=tmp_path, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    try:
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/noop", timeout=0.5).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.05)
        first = httpx.get(f"http://127.0.0.1:{port}/api/catalog").json()["games"][0]
        r = httpx.post(f"http://127.0.0.1:{port}/api/games", json={"game": first["name"],
                                                                    "players": first["min_players"]})
        assert r.status_code == 201, r.text
        assert (tmp_path / "tianxia.sqlite3").exists()
    finally:
        proc.terminate()
        out, _ = proc.communicate(timeout=10)
    assert f"http://127.0.0.1:{port}/" in out.decode()


def test_an_uploaded_record_is_replayable_after_a_restart(tmp_path):
    import tianxia

    db = f"sqlite:///{tmp_path / 'up.sqlite3'}"
    game = tianxia.load("toy")
    state = game.new_state(2, seed=11, options={"target": 10})
    rng = __import__("random").Random(4)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    from tianxia.core import record as records

    record = records.make(state, ["Alice", "Bob"])
    with TestClient(create_app(db, bot_delay=0)) as c:
        gid = c.post("/api/records", json=record).json()["id"]
    with TestClient(create_app(db, bot_delay=0)) as c:
        assert c.get(f"/api/games/{gid}/record").json()["players"] == ["Alice", "Bob"]
        last = c.get(f"/api/games/{gid}/replay/{len(record['history'])}").json()
        assert last["scores"] == record["result"]["scores"]


def test_moves_of_many_games_share_one_commit(any_db):
    """Group commit: appends queued together are written by the two batched statements.  If those
    fail the writer falls back to one write at a time, correct but 30-50x slower, so a silent
    failure there (a new column named like one of their bind parameters once did it) must show."""
    from tianxia.server import store as storage

    store = Store(any_db)
    try:
        new_toy_games(store, [f"g{i}" for i in range(5)])
        batched, answers = [], []
        plain, statement = Store._append_many, Store._append_statement

        def spy(conn, appends, now):
            batched.append(plain(conn, appends, now))
            return batched[-1]

        def spy_statement(self, batch):  # PostgreSQL's way: the batch in one statement
            outcomes = statement(self, batch)
            batched.append(outcomes is not None)
            return outcomes

        Store._append_many, Store._append_statement = staticmethod(spy), spy_statement
        try:
            store._commit([(storage._append, (f"g{i}", 0, 0, 0, "draw", "running", None, None),
                            lambda ok, value: answers.append((ok, value))) for i in range(5)])
        finally:
            Store._append_many, Store._append_statement = staticmethod(plain), statement
        assert batched == [True] and answers == [(True, 1)] * 5
        assert store.load("g3")[0]["version"] == 1 and [a["notation"] for a in store.load("g3")[1]] == ["draw"]
        answers.clear()  # a stale version in a batch fails alone; the others are stored
        store._commit([(storage._append, (f"g{i}", 0 if i == 2 else 1, 1, 0, "roll", "running", None, None),
                        lambda ok, value: answers.append((ok, value))) for i in range(5)])
        assert [ok for ok, _ in answers] == [True, True, False, True, True]
        assert isinstance(answers[2][1], storage.StaleVersion) and answers[0][1] == 2
        assert store.load("g2")[0]["version"] == 1 and len(store.load("g2")[1]) == 1
        assert [a["notation"] for a in store.load("g4")[1]] == ["draw", "roll"]
        # the JSON columns (result, clock) read back alike from the batched and the one-write path
        result, clock = {"scores": [3, 1], "winners": [0], "moves": 3}, {"mode": "move", "left": [1.5, None]}
        store._commit([(storage._append, (f"g{i}", 2, 2, 1, "end", "finished", result, clock), lambda ok, value: None)
                       for i in (0, 1)])
        store._commit([(storage._append, ("g3", 2, 2, 1, "end", "finished", result, clock), lambda ok, value: None)])
        answers.clear()
        store._commit([(storage._append, (g, seen, seen, 0, "more", "running", None, None),
                        lambda ok, value: answers.append(ok)) for g, seen in (("g0", 3), ("g4", 2))])
        assert answers == [True, True]
        rows = {g: store.load(g)[0] for g in ("g0", "g1", "g3", "g4")}
        assert [(rows[g]["result"], rows[g]["clock"]) for g in ("g1", "g3")] == [(result, clock)] * 2
        assert (rows["g0"]["result"], rows["g0"]["clock"], rows["g0"]["version"]) == (None, None, 4)
        assert (rows["g4"]["result"], rows["g4"]["clock"], rows["g4"]["version"]) == (None, None, 3)
    finally:
        store.close()


def test_postgresql_moves_fall_back_to_a_transaction_when_their_statement_fails(any_db):
    """PostgreSQL writes a batch of moves in one statement on a connection of its own, without a
    ping; if that connection is gone, the batch is written the transaction's way, nothing lost,
    and the next batch makes the connection anew."""
    from tianxia.server import store as storage

    if any_db.startswith("sqlite"):
        pytest.skip("the one-statement batch is PostgreSQL's")
    store = Store(any_db)
    try:
        new_toy_games(store, [f"f{i}" for i in range(3)])
        dsn, statements = store.psycopg_url, []
        store.psycopg_url = "postgresql://nobody@127.0.0.1:1/gone"
        answers = []
        store._commit([(storage._append, (f"f{i}", 0, 0, 0, "draw", "running", None, None),
                        lambda ok, value: answers.append((ok, value))) for i in range(3)])
        assert answers == [(True, 1)] * 3 and store._appends is None
        assert [a["notation"] for a in store.load("f1")[1]] == ["draw"] and store.load("f2")[0]["version"] == 1
        store.psycopg_url = dsn  # the database is back: the next batch takes the one-statement way again
        plain = Store._append_statement
        Store._append_statement = lambda self, batch: statements.append(plain(self, batch)) or statements[-1]
        try:
            store._commit([(storage._append, (f"f{i}", 1, 1, 0, "roll", "running", None, None),
                            lambda ok, value: answers.append((ok, value))) for i in range(3)])
        finally:
            Store._append_statement = plain
        assert statements == [[(True, 2)] * 3] and answers[3:] == [(True, 2)] * 3
        assert store._appends is not None and store.load("f0")[0]["version"] == 2
    finally:
        store.close()


def test_a_group_commit_is_cut_into_powers_of_two():
    """On SQLite each part of a batch is one UPDATE and one INSERT of a size the statement cache
    keeps: the sizes are the batch's binary digits, largest first, and add up to it.  PostgreSQL
    takes a whole batch as arrays."""
    from tianxia.server.store import BATCH, _chunks, _many_sql

    for n in range(1, BATCH + 1):
        parts = _chunks(n)
        assert sum(parts) == n and parts == sorted(parts, reverse=True) and len(set(parts)) == len(parts)
        assert all(p & (p - 1) == 0 for p in parts)
    update, insert = _many_sql("sqlite", 4)
    assert update.count("(?, ?, ?, ?, ?, ?)") == 4 and insert.count("(?, ?, ?, ?, ?)") == 4
    update, insert = _many_sql("postgresql", 0)  # one array a column: one text for any number of moves
    assert "unnest(" in update and "unnest(" in insert and update.count("%s") == 7 and insert.count("%s") == 5


def test_moves_of_games_no_other_write_touches_are_committed_together_first():
    """A batch's moves go ahead together only where no other write of it concerns their game (a
    join and a move of one game keep their order); the rest stays in order."""
    from tianxia.server import store as storage

    def item(fn, *args):
        return (fn, args, None)

    batch = [item(storage._joined, "a", [True], "running"), item(storage._append, "a", 0, 0, 0, "x", "running", None),
             item(storage._append, "b", 3, 3, 1, "y", "running", None),
             item(storage._create, {"id": "c"}, []), item(storage._append, "d", 1, 1, 0, "z", "running", None),
             item(storage._append, "e", 0, 0, 0, "p", "running", None),
             item(storage._append, "e", 1, 1, 0, "q", "running", None),
             item(storage._seen, ["d2", "f"], 1.0), item(storage._append, "f", 0, 0, 0, "r", "running", None)]
    moves, rest = storage._independent_moves(batch)
    assert [m[1][0] for m in moves] == ["b", "d"]
    assert [(r[0].__name__, r[1][0] if r[0] is not storage._create else "c") for r in rest] == [
        ("_joined", "a"), ("_append", "a"), ("_create", "c"), ("_append", "e"), ("_append", "e"),
        ("_seen", ["d2", "f"]), ("_append", "f")]


def test_a_notification_names_up_to_a_hundred_games_and_reads_back():
    """One notification a commit, not one a game (each wakes every listening process): the
    games and versions come back as written, cut at ``NOTE_GAMES``; anything else is no note."""
    from tianxia.server.store import NOTE_GAMES, heard, notes

    changed = [(secrets.token_hex(16), v - 1) for v in range(2 * NOTE_GAMES + 3)]
    out = notes(changed, "123-abcd")
    assert len(out) == 3 and all(len(n) < 8000 for n in out)
    back = [heard(n) for n in out]
    assert all(origin == "123-abcd" for _, origin in back) and sum((g for g, _ in back), []) == changed
    assert heard("g1 7 123-abcd") == ([("g1", 7)], "123-abcd")  # a single game, as older processes wrote
    for bad in ("", "g1 123-abcd", "g1 x 123-abcd", "g1 1 g2 123-abcd"):
        assert heard(bad) is None


def test_postgresql_announces_a_batch_of_moves_in_one_notification(any_db):
    """The one-statement batch and the transaction's way both NOTIFY each game's new version
    (version -1 for a change that is no move), in one notification for the whole batch; a mark
    of presence (several games at once) is not announced, nor does it spoil the others'."""
    import psycopg

    from tianxia.server import store as storage

    if any_db.startswith("sqlite"):
        pytest.skip("notifications are PostgreSQL's")
    store = Store(any_db)
    try:
        new_toy_games(store, [f"n{i}" for i in range(4)])
        with psycopg.connect(store.psycopg_url, autocommit=True) as listener:
            listener.execute(f"LISTEN {storage.CHANNEL}")
            store._commit([(storage._append, (f"n{i}", 0, 0, 0, "draw", "running", None, None), lambda ok, v: None)
                           for i in range(3)])
            store._commit([(storage._joined, ("n3", [True], "running"), lambda ok, v: None),
                           (storage._seen, (["n0", "n3"], 5.0), lambda ok, v: None),  # presence: not announced
                           (storage._append, ("n3", 0, 0, 0, "draw", "running", None, None), lambda ok, v: None)])
            got = [storage.heard(n.payload) for n in listener.notifies(timeout=2.0, stop_after=2)]
        assert got == [([("n0", 1), ("n1", 1), ("n2", 1)], store.origin), ([("n3", -1), ("n3", 1)], store.origin)]
    finally:
        store.close()


def test_the_chat_is_stored_with_its_game_and_survives_a_restart(any_db):
    with TestClient(create_app(any_db, bot_delay=0)) as c:
        g = create(c, ["human", "human"], options={"target": 60})
        token = g["seats"][1]["token"]
        r = c.post(f"/api/games/{g['id']}/chat", json={"text": "<b>hi</b> from seat 1", "seat": 1},
                   headers={"X-Seat-Token": token})
        assert r.status_code == 200, r.text
        play_first_legal(c, g, 0)
        assert c.post(f"/api/games/{g['id']}/chat", json={"text": "and a spectator"}).status_code == 200
    with TestClient(create_app(any_db, bot_delay=0)) as c:
        said = c.get(f"/api/games/{g['id']}/chat").json()["messages"]
        assert [(m["seat"], m["text"], m["step"]) for m in said] == [(1, "<b>hi</b> from seat 1", 0),
                                                                    (None, "and a spectator", 1)]
        assert said[0]["id"] < said[1]["id"]
