"""Persistence: every game is its record (game, options, seed, seats) plus one row per action.

The action row is written in the same transaction that bumps the game's version, and the
move is acknowledged to the client only after that transaction commits, so a killed server
loses no acknowledged move.  Undo deletes the last row in the same way.  The version check
is also done by the database (``UPDATE ... WHERE version = :seen``), so two writers can never
both succeed with the same version.

Writes go through one writer thread that commits whatever is queued in one transaction (group
commit): under load many moves of different games share one commit and one disk sync, and each
request is answered only after the commit that holds its row.  A write whose version check fails
touches nothing and fails alone.

SQLite (a file; WAL journal, full sync) by default, PostgreSQL by URL; SQLAlchemy Core only.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import queue
import secrets
import threading
import time
from functools import lru_cache

import orjson
import psycopg
from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    and_,
    bindparam,
    create_engine,
    event,
    or_,
    select,
    text,
)

metadata = MetaData()

games = Table(
    "tx_games", metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("seats", JSON, nullable=False),          # per seat: "human" or a bot spec
    Column("token_hashes", JSON, nullable=False),   # per seat: sha256 of its token, or null (bots)
    Column("joined", JSON, nullable=False),         # per seat: has a person opened the seat's link
    Column("version", Integer, nullable=False, default=0),
    Column("status", String(16), nullable=False),   # open | running | finished
    Column("result", JSON),
    Column("source", String(16), nullable=False, default="lobby"),  # lobby | upload | position (played on from a record)
    Column("clock", JSON),                          # the time control and its state (clocks.py), or null
    Column("seen", Float),                          # several processes: when one last saw a person at the game
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
)

actions = Table(
    "tx_actions", metadata,
    Column("game_id", String(32), ForeignKey("tx_games.id", ondelete="CASCADE"), primary_key=True),
    Column("n", Integer, primary_key=True, autoincrement=False),
    Column("seat", Integer, nullable=False),
    Column("notation", Text, nullable=False),
    Column("at", Float, nullable=False),
)

# which server process drives a game's bots and clock (several processes on PostgreSQL: cluster.py)
leases = Table(
    "tx_leases", metadata,
    Column("game_id", String(32), primary_key=True),
    Column("holder", String(200), nullable=False),  # host:pid:random of the process
    Column("expires", Float, nullable=False),       # the database's clock (epoch seconds)
)

# people's accounts (accounts.py): optional; a game's seats are still reached by their links
accounts = Table(
    "tx_accounts", metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(40), nullable=False),                 # as the person wrote it
    Column("name_key", String(40), nullable=False, unique=True),  # NFKC, case-folded: no look-alike twins
    Column("password_hash", Text, nullable=False),              # argon2id, with its parameters and salt
    Column("email", String(254)),
    Column("created", Float, nullable=False),
    Column("mail_off", Boolean, nullable=False, default=False),  # unsubscribed from "your turn" mail
    Column("mail_token", String(40), unique=True),              # its one-click unsubscribe link's token
)

# signed-in browsers: the sha256 of the session cookie's token, never the token itself
sessions = Table(
    "tx_sessions", metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("account_id", String(32), ForeignKey("tx_accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("created", Float, nullable=False),
    Column("expires", Float, nullable=False),
)

# which account a seat belongs to (accounts.py): claimed by the first signed-in person to hold its link
seat_owners = Table(
    "tx_seat_owners", metadata,
    Column("game_id", String(32), ForeignKey("tx_games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("account_id", String(32), ForeignKey("tx_accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("at", Float, nullable=False),
)

# ratings (ratings.py): one per account and game, each rated game once, and every change kept
ratings = Table(
    "tx_ratings", metadata,
    Column("account_id", String(32), ForeignKey("tx_accounts.id", ondelete="CASCADE"), primary_key=True),
    Column("game", String(40), primary_key=True),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated", Float, nullable=False),
)

rated_games = Table(
    "tx_rated_games", metadata,
    Column("game_id", String(32), ForeignKey("tx_games.id", ondelete="CASCADE"), primary_key=True),
    Column("game", String(40), nullable=False),
    Column("at", Float, nullable=False),
)

rating_history = Table(
    "tx_rating_history", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("account_id", String(32), ForeignKey("tx_accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("game", String(40), nullable=False),
    Column("game_id", String(32), nullable=False),
    Column("place", Integer, nullable=False),
    Column("players", Integer, nullable=False),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("at", Float, nullable=False),
)

# "your turn" mail waiting to go out (mail.py): kept until sent, so a restart loses none
mail_queue = Table(
    "tx_mail_queue", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("key", String(120), nullable=False, unique=True),   # one per game, seat and turn: never twice
    Column("account_id", String(32), ForeignKey("tx_accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("to_addr", String(254), nullable=False),
    Column("game_id", String(32), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("title", String(120), nullable=False),
    Column("link", Text, nullable=False),
    Column("created", Float, nullable=False),
    Column("due", Float, nullable=False, index=True),
    Column("attempts", Integer, nullable=False),
    Column("sent", Float),
    Column("error", String(60)),
)

# invitations by account name (invitations.py): one per seat; the invitee accepts (the seat becomes
# theirs) or declines, the inviter may withdraw it; nobody else sees it
invitations = Table(
    "tx_invitations", metadata,
    Column("id", String(32), primary_key=True),     # random: an id tells nothing and cannot be guessed
    Column("game_id", String(32), ForeignKey("tx_games.id", ondelete="CASCADE"), nullable=False),
    Column("seat", Integer, nullable=False),
    Column("account_id", String(32), ForeignKey("tx_accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("inviter_id", String(32), ForeignKey("tx_accounts.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("created", Float, nullable=False),
    UniqueConstraint("game_id", "seat", name="tx_invitations_seat"),
)

# what people wrote at a game's table (chat.py): kept with the game, shown live, in its replay and result
chat = Table(
    "tx_chat", metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("game_id", String(32), ForeignKey("tx_games.id", ondelete="CASCADE"), nullable=False, index=True),
    Column("seat", Integer),                        # the seat that wrote it; null: a spectator
    Column("name", String(40), nullable=False),     # the name its seat went by then ("": "Player N")
    Column("text", Text, nullable=False),
    Column("step", Integer, nullable=False),        # actions played when it was written (the replay's step)
    Column("at", Float, nullable=False),
)

# a finished game's review (reviews.py): made once in the bot pool, then shown to every visitor.  While
# a process makes it, the row is that process's claim (one review job per game across processes):
# state "running", its owner, until ``expires`` unless renewed, and its progress; review "" till then.
reviews = Table(
    "tx_reviews", metadata,
    Column("game_id", String(32), ForeignKey("tx_games.id", ondelete="CASCADE"), primary_key=True),
    Column("review", Text, nullable=False),         # the review's JSON (tianxia-review/1, docs/bots.md)
    Column("created", Float, nullable=False),
    Column("state", String(16)),                    # running | done (null: done, a row of an older version)
    Column("owner", String(200)),                   # the process making it (host:pid:random)
    Column("expires", Float),                       # a running claim ends then (epoch seconds) unless renewed
    Column("done", Integer),                        # decisions judged so far (other processes show it)
)

# a practice game's settings at creation (hints.py): "hints: on" (a hint button; never rated)
practice = Table(
    "tx_practice", metadata,
    Column("game_id", String(32), ForeignKey("tx_games.id", ondelete="CASCADE"), primary_key=True),
    Column("hints", Boolean, nullable=False, default=False),
    Column("created", Float, nullable=False),
)

#: PostgreSQL NOTIFY channel of stored changes: "<game id> <new version or -1> <origin>"
CHANNEL = "tianxia_changes"
#: games named in one notification at most (PostgreSQL's payload is under 8,000 bytes)
NOTE_GAMES = 100


log = logging.getLogger("tianxia.server")

#: the version a notification gives a game whose chat has a new message (cluster.py pushes it)
CHAT_NOTE = -2

#: most writes committed together
BATCH = 256


class StaleVersion(Exception):
    """Another request changed the game first."""


def _append(conn, game_id, seen, n, seat, notation, status, result, clock, now):
    done = conn.execute(games.update().where(games.c.id == game_id, games.c.version == seen)
                        .values(version=seen + 1, status=status, result=result, clock=clock, updated=now))
    if done.rowcount != 1:
        raise StaleVersion(conn.execute(select(games.c.version).where(games.c.id == game_id)).scalar())
    conn.execute(actions.insert().values(game_id=game_id, n=n, seat=seat, notation=notation, at=now))
    return seen + 1


@lru_cache(maxsize=64)
def _many_sql(dialect: str, rows: int) -> tuple[str, str]:
    """The group commit's two statements for ``rows`` moves of different games, each ONE statement
    whatever the number of rows: (UPDATE of the games, version-checked; INSERT of the actions).

    Not the driver's executemany: that steps the statement once per row, and each step lets go of
    the interpreter lock and must win it back from a busy event loop (up to the switch interval
    each time), so with the loop busy a batch of n moves took ~2n ms and the moves crawled at ~500
    a second beside other requests (benchmarks/server.md, 2026-11-26 night).  SQLite takes the
    rows as a VALUES list (its columns named column1..), ``rows`` a power of two (``_chunks``) so
    that the few texts stay in the statement cache; PostgreSQL takes each column as one array
    (``unnest``), one text for any number of rows, which psycopg neither parses again (it does
    for a text over 4 KB) nor adapts row by row."""
    if dialect == "sqlite":
        values = ", ".join(["(?, ?, ?, ?, ?, ?)"] * rows)
        return ("UPDATE tx_games SET version=v.column3, status=v.column4, result=v.column5, clock=v.column6, "
                f"updated=? FROM (VALUES {values}) AS v "
                "WHERE tx_games.id = v.column1 AND tx_games.version = v.column2",
                "INSERT INTO tx_actions (game_id, n, seat, notation, at) VALUES "
                + ", ".join(["(?, ?, ?, ?, ?)"] * rows))
    return ("UPDATE tx_games SET version=v.new, status=v.status, result=v.result, clock=v.clock, updated=%s "
            "FROM unnest(%s::varchar[], %s::int[], %s::int[], %s::varchar[], %s::json[], %s::json[]) "
            "AS v(gid, seen, new, status, result, clock) WHERE tx_games.id = v.gid AND tx_games.version = v.seen",
            "INSERT INTO tx_actions (game_id, n, seat, notation, at) SELECT g, n, s, t, %s "
            "FROM unnest(%s::varchar[], %s::int[], %s::int[], %s::text[]) AS a(g, n, s, t)")


#: PostgreSQL's moves of several games, each version-checked, in ONE statement run on its own (one
#: round trip for the whole batch, not a ping, BEGIN, UPDATE, INSERT, NOTIFY and COMMIT): the
#: UPDATE returns the games whose version it found, only their actions are inserted, and each is
#: announced to the other server processes (cluster.py) when the statement commits, in one
#: notification of up to ``NOTE_GAMES`` games (``notes``' form; ``n`` runs once, as the count
#: asks for it).  A game whose
#: version changed meanwhile is left as it was and named by its absence.  The moves come as ONE
#: JSON text, a row ``[game, seen, status, result, clock, n, seat, notation]`` a move: orjson
#: writes it in a few microseconds, where psycopg's dumping of eight arrays, element by element
#: under the interpreter lock, cost the writer 15 µs a move (benchmarks/server.md, 2026-11-27).
_PG_APPENDS = (
    "WITH v AS (SELECT r->>0 AS gid, (r->>1)::int AS seen, r->>2 AS status, r->3 AS result, r->4 AS clock, "
    "(r->>5)::int AS n, (r->>6)::int AS seat, r->>7 AS notation FROM json_array_elements(%s::json) AS r), "
    "u AS (UPDATE tx_games SET version = v.seen + 1, status = v.status, result = v.result, clock = v.clock, "
    "updated = %s FROM v WHERE tx_games.id = v.gid AND tx_games.version = v.seen "
    "RETURNING tx_games.id, tx_games.version), "
    "i AS (INSERT INTO tx_actions (game_id, n, seat, notation, at) "
    "SELECT v.gid, v.n, v.seat, v.notation, %s FROM v JOIN u ON u.id = v.gid), "
    "k AS (SELECT id, version, (row_number() OVER () - 1) / " + str(NOTE_GAMES) + " AS part FROM u), "
    "n AS (SELECT pg_notify(%s, string_agg(id || ' ' || version, ' ') || ' ' || %s) FROM k GROUP BY part) "
    "SELECT u.id, u.version, (SELECT count(*) FROM n) FROM u")


def notes(changed: list, origin: str) -> list[str]:
    """The notifications of stored changes: ``"<game> <version> [<game> <version> ...] <origin>"``,
    up to ``NOTE_GAMES`` games each (version -1: a change that left it, such as a join).  One a
    commit rather than one a game: each costs the listening processes a wake-up and a parse."""
    return [" ".join(f"{game} {version}" for game, version in changed[i:i + NOTE_GAMES]) + " " + origin
            for i in range(0, len(changed), NOTE_GAMES)]


def heard(payload: str) -> tuple[list, str] | None:
    """A notification's ``([(game, version), ...], origin)``; None if it is not one."""
    words = payload.split(" ")
    if len(words) < 3 or len(words) % 2 == 0:
        return None
    try:
        return [(words[i], int(words[i + 1])) for i in range(0, len(words) - 1, 2)], words[-1]
    except ValueError:
        return None


def _chunks(n: int) -> list[int]:
    """``n`` as the powers of two its binary digits name, largest first (37: 32, 4, 1)."""
    return [1 << bit for bit in range(n.bit_length() - 1, -1, -1) if n >> bit & 1]


def _parts(appends: list) -> list[list]:
    """The appends cut as ``_chunks`` says."""
    out, at = [], 0
    for rows in _chunks(len(appends)):
        out.append(appends[at:at + rows])
        at += rows
    return out


def _by_rows(part: list, now: float) -> tuple[tuple, tuple]:
    """SQLite's parameters of ``_many_sql``: the UPDATE's and the INSERT's, row after row."""
    return ((now, *[x for gid, version, _n, _seat, _text, status, result, clock in part
                    for x in (gid, version, version + 1, status, _json(result), _json(clock))]),
            tuple(x for gid, _v, n, seat, text, _st, _res, _clk in part for x in (gid, n, seat, text, now)))


def _by_columns(part: list, now: float) -> tuple[tuple, tuple]:
    """PostgreSQL's parameters of ``_many_sql``: one array a column."""
    gid, seen, n, seat, text, status, result, clock = (list(column) for column in zip(*part))
    return ((now, gid, seen, [v + 1 for v in seen], status, [_json(r) for r in result], [_json(c) for c in clock]),
            (now, gid, n, seat, text))


def _json(value) -> str:
    """A JSON column's value as SQLAlchemy's JSON type reads it back (None as JSON ``null``), by
    orjson: json.dumps was a sixth of SQLite's writer's time under the interpreter lock."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def _end(conn, game_id, seen, result, now):
    """A game ended before its end (everybody left): finished with ``result``, if still at ``seen``."""
    done = conn.execute(games.update().where(games.c.id == game_id, games.c.version == seen)
                        .values(version=seen + 1, status="finished", result=result, updated=now))
    if done.rowcount != 1:
        raise StaleVersion(conn.execute(select(games.c.version).where(games.c.id == game_id)).scalar())
    return seen + 1


def _say(conn, game_id, seat, name, text, step, now):
    """A chat message: its row's id and time."""
    done = conn.execute(chat.insert().values(game_id=game_id, seat=seat, name=name, text=text, step=step, at=now))
    return done.inserted_primary_key[0], now


def _save_review(conn, game_id, review, now):
    """A game's review (its JSON text), replacing one stored before (and the claim of its making)."""
    conn.execute(reviews.delete().where(reviews.c.game_id == game_id))
    conn.execute(reviews.insert().values(game_id=game_id, review=review, created=now, state="done"))


def _set_hints(conn, game_id, hints, now):
    """A game's "hints" setting (hints.py), written once at its creation."""
    conn.execute(practice.delete().where(practice.c.game_id == game_id))
    conn.execute(practice.insert().values(game_id=game_id, hints=bool(hints), created=now))


def _seen(conn, game_ids, when, now):
    conn.execute(games.update().where(games.c.id.in_(game_ids)).values(seen=when))


def _remove_last(conn, game_id, seen, n, status, now):
    gone = conn.execute(actions.delete().where(actions.c.game_id == game_id, actions.c.n == n,
                                               select(games.c.id).where(games.c.id == game_id,
                                                                        games.c.version == seen).exists()))
    if gone.rowcount != 1:
        raise StaleVersion
    conn.execute(games.update().where(games.c.id == game_id, games.c.version == seen)
                 .values(version=seen + 1, status=status, result=None, updated=now))
    return seen + 1


def _create(conn, row, history, now):
    conn.execute(games.insert().values(created=now, updated=now, **row))
    if history:
        conn.execute(actions.insert(), [{"game_id": row["id"], "n": i, "seat": seat, "notation": text, "at": now}
                                        for i, (seat, text) in enumerate(history)])


@lru_cache(maxsize=1)
def _joined_sql():
    """Built once: a Core statement made afresh for every join cost the writer thread (and the
    interpreter lock) a quarter of its time while many games started (benchmarks/server.md)."""
    return (games.update().where(games.c.id == bindparam("gid"))
            .values(joined=bindparam("joined"), status=bindparam("status")))


def _joined(conn, game_id, joined, status, now):
    conn.execute(_joined_sql(), {"gid": game_id, "joined": joined, "status": status})


def _clock(conn, game_id, clock, now):
    conn.execute(games.update().where(games.c.id == game_id).values(clock=clock))


def _tokens(conn, game_id, token_hashes, now):
    conn.execute(games.update().where(games.c.id == game_id).values(token_hashes=token_hashes, updated=now))


def normalise_url(db_url: str | None) -> str:
    """``None`` -> SQLite file ``tianxia.sqlite3`` here; ``postgresql://`` -> the psycopg 3 driver."""
    if not db_url:
        return "sqlite:///tianxia.sqlite3"
    if db_url.startswith("postgres://"):
        db_url = "postgresql://" + db_url[len("postgres://"):]
    if db_url.startswith("postgresql://"):
        db_url = "postgresql+psycopg://" + db_url[len("postgresql://"):]
    return db_url


class Store:
    def __init__(self, db_url: str | None):
        url = normalise_url(db_url)
        kwargs: dict = {"future": True}
        if url.startswith("sqlite"):
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        else:
            kwargs["pool_pre_ping"] = True
            kwargs["pool_size"] = 10
            kwargs["max_overflow"] = 20
        self.engine = create_engine(url, **kwargs)
        #: PostgreSQL: the writer's own connection for batches of moves (``_append_statement``), a
        #: plain psycopg one: each statement its own transaction, prepared once, no ping before use
        #: (a connection lost meanwhile fails the statement, and the batch is retried write by
        #: write on the pool's fresh connections, and this connection made anew next time)
        self._appends = None
        #: PostgreSQL: the database's URL as plain psycopg takes it (the writer's own connection,
        #: the listener of cluster.py); None on SQLite
        self.psycopg_url = None if url.startswith("sqlite") else self.engine.url.set(
            drivername="postgresql").render_as_string(hide_password=False)
        self.url = url
        # PostgreSQL: each commit NOTIFYs the other server processes (cluster.py), signed by this one
        self.origin = None if url.startswith("sqlite") else f"{os.getpid()}-{secrets.token_hex(4)}"
        if url.startswith("sqlite"):
            @event.listens_for(self.engine, "connect")
            def _pragmas(conn, _record):
                cur = conn.cursor()
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute("PRAGMA synchronous=FULL")
                cur.execute("PRAGMA foreign_keys=ON")
                cur.close()
        if self.origin is None:
            metadata.create_all(self.engine)
            self._add_missing_columns()
        else:  # several processes may start at once: one at a time makes the tables
            with self.engine.begin() as conn:
                conn.execute(text("SELECT pg_advisory_xact_lock(7417)"))
                metadata.create_all(conn)
                self._add_missing_columns(conn)
        self._start_writer()

    def _add_missing_columns(self, conn=None) -> None:
        """A database made by an older version lacks the newer nullable columns: add them."""
        from sqlalchemy import inspect

        if conn is None:
            with self.engine.begin() as conn:
                return self._add_missing_columns(conn)
        for table in (games, reviews):
            have = {c["name"] for c in inspect(conn).get_columns(table.name)}
            for column in table.columns:
                if column.name not in have and column.nullable:
                    kind = column.type.compile(dialect=self.engine.dialect)
                    conn.execute(text(f"ALTER TABLE {table.name} ADD COLUMN {column.name} {kind}"))
                    log.warning("database: added column %s.%s", table.name, column.name)

    def close(self) -> None:
        self._queue.put(None)
        self._writer.join(30)
        self.engine.dispose()
        self._drop_appends()

    # -- writing (all through the writer thread) ---------------------------------------------------

    def _start_writer(self) -> None:
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._writer = threading.Thread(target=self._write_loop, name="tianxia-db-writer", daemon=True)
        self._writer.start()

    def _write_loop(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            while len(batch) < BATCH:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    self._queue.put(None)
                    break
                batch.append(item)
            self._commit(batch)

    def _commit(self, batch: list) -> None:
        """The moves of games that no other write of the batch touches go first and together (they
        change other rows than the rest, so their order against it does not matter): on PostgreSQL
        in one statement of their own, else at the head of the transaction.  The rest in order."""
        moves, rest = _independent_moves(batch)
        if moves and self.psycopg_url is not None:
            outcomes = self._append_statement(moves)
            if outcomes is not None:
                self._answer(moves, outcomes)
                moves = []
        batch = moves + rest
        if batch:
            outcomes = self._transaction(batch)
            if outcomes is not None:  # (None: it failed, and each write was committed on its own)
                self._answer(batch, outcomes)

    def _append_statement(self, batch: list):
        """PostgreSQL: moves of different games in one statement (``_PG_APPENDS``); their outcomes,
        or None to take the transaction's way (an error, such as a connection lost)."""
        rows = [item[1] for item in batch]
        moves = orjson.dumps([(g, seen, status, result, clock, n, seat, text)
                              for g, seen, n, seat, text, status, result, clock in rows],
                             option=orjson.OPT_NON_STR_KEYS).decode()
        now = time.time()
        try:
            if self._appends is None:
                self._appends = psycopg.connect(self.psycopg_url, autocommit=True)
            stored = dict((g, v) for g, v, _ in self._appends.execute(
                _PG_APPENDS, (moves, now, now, CHANNEL, self.origin), prepare=True).fetchall())
        except Exception as err:  # e.g. the connection was lost: the transaction's way retries
            log.warning("database: a batch of moves in one statement failed (%s); retrying", err)
            self._drop_appends()
            return None
        return [(True, stored[row[0]]) if row[0] in stored else (False, StaleVersion()) for row in rows]

    def _drop_appends(self) -> None:
        """Close the writer's own connection (it is made anew when next needed)."""
        conn, self._appends = self._appends, None
        if conn is not None:
            try:
                conn.close()
            except Exception:
                pass

    def _transaction(self, batch: list):
        """The batch's writes in one transaction; their outcomes, or None if it failed (then each
        write was committed, and answered, on its own)."""
        outcomes: list = []
        try:
            now = time.time()
            with self.engine.begin() as conn:
                i = 0
                while i < len(batch):
                    j = i
                    while j < len(batch) and batch[j][0] is _append:
                        j += 1
                    if j - i > 1 and self._append_many(conn, [b[1] for b in batch[i:j]], now):
                        outcomes.extend((True, b[1][1] + 1) for b in batch[i:j])
                        i = j
                        continue
                    fn, args, _done = batch[i]
                    try:
                        outcomes.append((True, fn(conn, *args, now)))
                    except StaleVersion as err:  # changed nothing: only this write fails
                        outcomes.append((False, err))
                    i += 1
                if self.origin is not None:
                    self._notify(conn, batch, outcomes)
        except Exception as err:  # the transaction failed: retry each write on its own
            if len(batch) > 1:
                for item in batch:
                    self._commit_alone(item)
                return None
            outcomes = [(False, err)]
        return outcomes

    def _commit_alone(self, item) -> None:
        outcomes = self._transaction([item])
        if outcomes is not None:
            self._answer([item], outcomes)

    def _answer(self, batch: list, outcomes: list) -> None:
        """Hand each write's outcome to whoever waits for it."""
        waiting: dict = {}  # event loop -> its requests' answers, handed over in one call each
        for (_fn, _args, done), (ok, value) in zip(batch, outcomes):
            if isinstance(done, _Waiter):
                waiting.setdefault(done.loop, []).append((done, ok, value))
            else:
                done(ok, value)
        for loop, answers in waiting.items():
            try:
                loop.call_soon_threadsafe(_settle, answers)
            except RuntimeError:  # the event loop is gone (shutting down): nobody waits any more
                pass

    def _notify(self, conn, batch: list, outcomes: list) -> None:
        """Tell the other processes which games changed, in the transaction that changed them
        (PostgreSQL delivers a NOTIFY only when, and if, it commits)."""
        changed = [(args[0], value if fn in (_append, _remove_last, _end) else CHAT_NOTE if fn is _say else -1)
                   for (fn, args, _done), (ok, value) in zip(batch, outcomes)
                   if ok and fn not in (_create, _seen, _save_review, _set_hints)]  # (a presence, a review or hints: read, not heard)
        if changed:
            conn.exec_driver_sql("SELECT pg_notify(%s, p) FROM unnest(%s::text[]) AS p",
                                 (CHANNEL, notes(changed, self.origin)))

    @staticmethod
    def _append_many(conn, appends: list, now: float) -> bool:
        """Several games' moves in two statements (``_many_sql``); False (nothing written) if a
        game appears twice.  The version check is the UPDATE's own count of the rows it changed: a
        stale version undoes the batch, which is then retried write by write."""
        ids = [a[0] for a in appends]
        if len(set(ids)) != len(ids):
            return False
        sqlite = conn.dialect.name == "sqlite"
        for part in _parts(appends) if sqlite else [appends]:
            update, insert = _many_sql(conn.dialect.name, len(part) if sqlite else 0)
            changes, adds = (_by_rows if sqlite else _by_columns)(part, now)
            done = conn.exec_driver_sql(update, changes)
            if done.rowcount != len(part):
                raise RuntimeError("a version changed during a group commit")  # undo the batch, retry one by one
            conn.exec_driver_sql(insert, adds)
        return True

    def _run(self, fn, *args):
        """Queue a write and wait (in this thread) for the commit that holds it."""
        finished = threading.Event()
        box: list = []

        def done(ok, value):
            box.append((ok, value))
            finished.set()

        self._queue.put((fn, args, done))
        finished.wait()
        ok, value = box[0]
        if not ok:
            raise value
        return value

    async def _arun(self, fn, *args, then=None):
        """Queue a write and await the commit that holds it (the event loop keeps running).
        ``then(value)``, if given, runs on the event loop once the write is committed, even if
        the awaiting request was cancelled meanwhile (memory follows the database), and its
        result is the answer: ``asyncio.shield`` of a task without the task."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._queue.put((fn, args, _Waiter(loop, future, then)))
        return await future

    def create_game(self, row: dict, history: list[tuple[int, str]] = ()) -> None:
        self._run(_create, row, list(history))

    def append(self, game_id: str, seen: int, n: int, seat: int, notation: str, status: str,
               result: dict | None, clock: dict | None = None) -> int:
        """Record action number ``n``; the game's version must still be ``seen``.  New version."""
        return self._run(_append, game_id, seen, n, seat, notation, status, result, clock)

    def remove_last(self, game_id: str, seen: int, n: int, status: str) -> int:
        """Undo: delete action number ``n`` (the last); the version must still be ``seen``."""
        return self._run(_remove_last, game_id, seen, n, status)

    def mark_joined(self, game_id: str, joined: list[bool], status: str) -> None:
        self._run(_joined, game_id, joined, status)

    async def create_game_async(self, row: dict, history: list[tuple[int, str]] = ()) -> None:
        await self._arun(_create, row, list(history))

    async def append_async(self, game_id, seen, n, seat, notation, status, result, clock=None, then=None):
        """``append`` from the event loop; the new version, or ``then(version)`` (see ``_arun``)."""
        return await self._arun(_append, game_id, seen, n, seat, notation, status, result, clock, then=then)

    async def set_clock_async(self, game_id: str, clock: dict | None) -> None:
        """A game's clock after a time-out or a return (moves store it with the action)."""
        await self._arun(_clock, game_id, clock)

    async def remove_last_async(self, game_id, seen, n, status) -> int:
        return await self._arun(_remove_last, game_id, seen, n, status)

    async def end_async(self, game_id: str, seen: int, result: dict) -> int:
        """End a game that everybody left with ``result`` (its version must still be ``seen``)."""
        return await self._arun(_end, game_id, seen, result)

    async def mark_seen_async(self, game_ids: list[str], when: float) -> None:
        """Several processes: this one saw people at these games at ``when``."""
        await self._arun(_seen, list(game_ids), when)

    def seen(self, game_ids: list[str]) -> dict:
        """When a process last saw a person at each of these games (None: never said)."""
        with self.engine.connect() as conn:
            return dict(conn.execute(select(games.c.id, games.c.seen).where(games.c.id.in_(game_ids))).all())

    async def mark_joined_async(self, game_id, joined, status) -> None:
        await self._arun(_joined, game_id, joined, status)

    async def set_tokens_async(self, game_id: str, token_hashes: list) -> None:
        """Replace the seats' token digests (a seat's new link revokes its old one)."""
        await self._arun(_tokens, game_id, token_hashes)

    async def say_async(self, game_id: str, seat: int | None, name: str, text: str, step: int) -> tuple[int, float]:
        """Store a chat message (chat.py); its (id, time)."""
        return await self._arun(_say, game_id, seat, name, text, step)

    async def save_review_async(self, game_id: str, review: str) -> None:
        """Store a finished game's review (its JSON text); a later one replaces it."""
        await self._arun(_save_review, game_id, review)

    async def set_hints_async(self, game_id: str, hints: bool) -> None:
        """Store a new game's "hints" setting (hints.py)."""
        await self._arun(_set_hints, game_id, hints)

    # -- reading ---------------------------------------------------------------------------------

    def hints(self, game_id: str) -> bool:
        """Whether the game was made with hints (a practice game, never rated)."""
        with self.engine.connect() as conn:
            return bool(conn.execute(select(practice.c.hints).where(practice.c.game_id == game_id)).scalar())

    def review(self, game_id: str) -> str | None:
        """A game's stored review (its JSON text), or None (none, or one still being made)."""
        with self.engine.connect() as conn:
            return conn.execute(select(reviews.c.review).where(
                reviews.c.game_id == game_id, or_(reviews.c.state.is_(None), reviews.c.state == "done"))).scalar()

    # -- one review job per game across processes (reviews.py) ---------------------------------------

    def claim_review(self, game_id: str, owner: str, ttl: float, now: float | None = None) -> bool:
        """Claim the making of a game's review for ``owner`` for ``ttl`` seconds: one atomic
        insert-or-update that succeeds on no row, on a running claim of ``owner``'s own, or on one
        that expired (its process died or stalled); never over a stored review nor another
        process's live claim.  Of several processes claiming at once exactly one wins (True)."""
        now = time.time() if now is None else now
        if self.engine.dialect.name == "sqlite":
            from sqlalchemy.dialects.sqlite import insert
        else:
            from sqlalchemy.dialects.postgresql import insert
        claim = {"state": "running", "owner": owner, "expires": now + ttl, "done": 0, "created": now}
        upsert = insert(reviews).values(game_id=game_id, review="", **claim).on_conflict_do_update(
            index_elements=[reviews.c.game_id], set_=claim,
            where=and_(reviews.c.state == "running", or_(reviews.c.owner == owner, reviews.c.expires < now))
        ).returning(reviews.c.game_id)  # (a row back: inserted or updated; an upsert's rowcount differs by driver)
        with self.engine.begin() as conn:
            return conn.execute(upsert).first() is not None

    def renew_review(self, game_id: str, owner: str, ttl: float, done: int) -> bool:
        """Keep ``owner``'s claim alive another ``ttl`` seconds and say how far it is (False: the
        claim is not ``owner``'s any more)."""
        with self.engine.begin() as conn:
            return conn.execute(reviews.update().where(
                reviews.c.game_id == game_id, reviews.c.owner == owner, reviews.c.state == "running")
                .values(expires=time.time() + ttl, done=done)).rowcount == 1

    def release_review(self, game_id: str, owner: str) -> None:
        """Give up ``owner``'s claim (its review failed or the process stops): another may start."""
        with self.engine.begin() as conn:
            conn.execute(reviews.delete().where(
                reviews.c.game_id == game_id, reviews.c.owner == owner, reviews.c.state == "running"))

    def review_claim(self, game_id: str) -> dict | None:
        """The game's review row without the review: state, owner, expires, done (None: no row)."""
        with self.engine.connect() as conn:
            row = conn.execute(select(reviews.c.state, reviews.c.owner, reviews.c.expires, reviews.c.done)
                               .where(reviews.c.game_id == game_id)).mappings().first()
        if row is None:
            return None
        return {**row, "state": row["state"] or "done"}

    def ping(self) -> bool:
        """The database answers a query and the writer thread runs (for the health check)."""
        with self.engine.connect() as conn:
            conn.execute(select(1)).scalar()
        return self._writer.is_alive()

    def load(self, game_id: str) -> tuple[dict, list[dict]] | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(games).where(games.c.id == game_id)).mappings().first()
            if row is None:
                return None
            acts = conn.execute(select(actions.c.n, actions.c.seat, actions.c.notation)
                                .where(actions.c.game_id == game_id).order_by(actions.c.n)).mappings().all()
        return dict(row), [dict(a) for a in acts]

    def chat(self, game_id: str, after: int = 0, limit: int = 1000) -> list[dict]:
        """A game's chat messages with an id above ``after``, oldest first, at most ``limit``."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(chat.c.id, chat.c.seat, chat.c.name, chat.c.text, chat.c.step, chat.c.at)
                                .where(chat.c.game_id == game_id, chat.c.id > after)
                                .order_by(chat.c.id).limit(limit)).mappings().all()
        return [dict(r) for r in rows]

    def ids(self, unfinished_only: bool = True) -> list[str]:
        query = select(games.c.id)
        if unfinished_only:
            query = query.where(games.c.status != "finished")
        with self.engine.connect() as conn:
            return [r[0] for r in conn.execute(query.order_by(games.c.created))]

    def listing(self, status: str | None = None, limit: int = 50) -> list[dict]:
        cols = [games.c.id, games.c.game, games.c.seats, games.c.joined, games.c.status, games.c.version,
                games.c.result, games.c.created, games.c.updated, games.c.options]
        query = select(*cols)
        if status:
            query = query.where(games.c.status == status)
        with self.engine.connect() as conn:
            rows = conn.execute(query.order_by(games.c.updated.desc()).limit(limit)).mappings().all()
        return [dict(r) for r in rows]


def _independent_moves(batch: list) -> tuple[list, list]:
    """(the moves of games no other write of ``batch`` touches, the other writes in order)."""
    touched: dict = {}
    for fn, args, _done in batch:
        for game_id in (args[0]["id"],) if fn is _create else args[0] if fn is _seen else (args[0],):
            touched[game_id] = touched.get(game_id, 0) + 1
    moves, rest = [], []
    for item in batch:
        (moves if item[0] is _append and touched[item[1][0]] == 1 else rest).append(item)
    return moves, rest


class _Waiter:
    """A request awaiting its write on an event loop: the writer hands the answers of one commit
    to each loop in one call (one wake-up of the loop per commit, not per write)."""

    __slots__ = ("future", "loop", "then")

    def __init__(self, loop, future, then=None):
        self.loop, self.future, self.then = loop, future, then


def _settle(answers: list) -> None:
    for waiter, ok, value in answers:
        if ok and waiter.then is not None:  # the memory's side of a committed write, awaited or not
            try:
                value = waiter.then(value)
            except Exception as err:
                ok, value = False, err
                if waiter.future.done():  # nobody waits to hear it: say it here
                    log.exception("after a stored write")
        future = waiter.future
        if future.done():
            continue
        if ok:
            future.set_result(value)
        else:
            future.set_exception(value)


def dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"))
