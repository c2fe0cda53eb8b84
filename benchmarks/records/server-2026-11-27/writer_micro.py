"""The PostgreSQL writer's cost a batch of moves, four ways (benchmarks/server.md, 2026-11-27 early
morning): usage ``.venv/bin/python writer_micro.py [batch]`` from the repository's root, with
PostgreSQL at 127.0.0.1:5432 (database test).  Each way writes the same batch to its own games."""
import time, json, sys, os
import orjson, psycopg
from tianxia.server import store as S
URL = "postgresql://postgres@127.0.0.1:5432/test"
st = S.Store(URL)
import uuid
B = int(sys.argv[1]) if len(sys.argv) > 1 else 20
ids = [uuid.uuid4().hex for _ in range(B)]
now = time.time()
from sqlalchemy import text
with st.engine.begin() as c:
    for g in ids:
        c.execute(S.games.insert().values(id=g, game="dragon", options={}, seed=1, seats=[], token_hashes=[], joined=[], version=0, status="running", created=now, updated=now))
version = {g: 0 for g in ids}
clock = None
result = None
def rows():
    return [(g, version[g], version[g], 0, "P1 x y", "running", result, {"a": 1, "b": [1.5, 2]}) for g in ids]

OLD_SQL = (  # the statement before the change (commit 3433b32): one array a column
    "WITH v AS (SELECT * FROM unnest(%s::varchar[], %s::int[], %s::varchar[], %s::json[], %s::json[], %s::int[], "
    "%s::int[], %s::text[]) AS v(gid, seen, status, result, clock, n, seat, notation)), "
    "u AS (UPDATE tx_games SET version = v.seen + 1, status = v.status, result = v.result, clock = v.clock, "
    "updated = %s FROM v WHERE tx_games.id = v.gid AND tx_games.version = v.seen "
    "RETURNING tx_games.id, tx_games.version), "
    "i AS (INSERT INTO tx_actions (game_id, n, seat, notation, at) "
    "SELECT v.gid, v.n, v.seat, v.notation, %s FROM v JOIN u ON u.id = v.gid) "
    "SELECT u.id, u.version, pg_notify(%s, u.id || ' ' || u.version || ' ' || %s) FROM u")
from sqlalchemy import create_engine
old_engine = create_engine(st.url, future=True, pool_size=1, max_overflow=0, isolation_level="AUTOCOMMIT")

def cur_way():  # as the writer did before: SQLAlchemy's connection, eight arrays
    rs = rows()
    gid, seen, n, seat, text_, status, result_, clock_ = (list(c) for c in zip(*rs))
    now = time.time()
    with old_engine.connect() as conn:
        stored = dict((g, v) for g, v, _ in conn.exec_driver_sql(OLD_SQL, (
            gid, seen, status, [json.dumps(r) for r in result_], [json.dumps(c) for c in clock_], n, seat, text_,
            now, now, S.CHANNEL, st.origin)))
    for g in ids:
        version[g] = stored[g]

# the statement as committed (store._PG_APPENDS; its figures in server.md were taken while it still
# sent one NOTIFY a game, the only difference)
JSQL = S._PG_APPENDS
raw = psycopg.connect(URL, autocommit=True)
def json_way(prepare=True):
    rs = rows()
    payload = orjson.dumps([(g, s, st_, r, c, n, seat, t) for g, s, n, seat, t, st_, r, c in rs]).decode()
    now = time.time()
    cur = raw.execute(JSQL, (payload, now, now, S.CHANNEL, st.origin), prepare=prepare)
    stored = dict((g, v) for g, v, _ in cur.fetchall())
    for g in ids:
        version[g] = stored[g]
ASQL = OLD_SQL
def raw_arrays(prepare=True):
    rs = rows()
    gid, seen, n, seat, text_, status, result_, clock_ = (list(c) for c in zip(*rs))
    now = time.time()
    cur = raw.execute(ASQL, (gid, seen, status, [json.dumps(r) for r in result_], [json.dumps(c) for c in clock_], n, seat, text_, now, now, S.CHANNEL, st.origin), prepare=prepare)
    stored = dict((g, v) for g, v, _ in cur.fetchall())
    for g in ids:
        version[g] = stored[g]

def bench(fn, n=300):
    fn()
    t0 = time.perf_counter(); c0 = time.thread_time()
    for _ in range(n): fn()
    return (time.perf_counter() - t0) / n * 1e6, (time.thread_time() - c0) / n * 1e6

for rep in range(2):
    for name, fn in [("sqlalchemy arrays", cur_way), ("raw arrays prepared", raw_arrays), ("raw json prepared", json_way), ("raw json unprepared", lambda: json_way(False))]:
        w, c = bench(fn)
        print(f"B={B} {name:22s} wall {w:7.0f} us  cpu {c:6.0f} us  per move cpu {c/B:5.1f}")
