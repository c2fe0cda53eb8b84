"""Persistence: every game is its record (game, options, seed, seats) plus one row per action.

The action row is written in the same transaction that bumps the game's version, and the
move is acknowledged to the client only after that transaction commits, so a killed server
loses no acknowledged move.  Undo deletes the last row in the same way.  The version check
is also done by the database (``UPDATE ... WHERE version = :seen``), so two writers can never
both succeed with the same version.

SQLite (a file; WAL journal, full sync) by default, PostgreSQL by URL; SQLAlchemy Core only.
"""

from __future__ import annotations

import json
import time

from sqlalchemy import (JSON, BigInteger, Column, Float, ForeignKey, Integer, MetaData, String, Table, Text,
                        create_engine, event, select)

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
    Column("source", String(16), nullable=False, default="lobby"),  # lobby | upload
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


class StaleVersion(Exception):
    """Another request changed the game first."""


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
        self.url = url
        if url.startswith("sqlite"):
            @event.listens_for(self.engine, "connect")
            def _pragmas(conn, _record):
                cur = conn.cursor()
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute("PRAGMA synchronous=FULL")
                cur.execute("PRAGMA foreign_keys=ON")
                cur.close()
        metadata.create_all(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    # -- writing ---------------------------------------------------------------------------------

    def create_game(self, row: dict, history: list[tuple[int, str]] = ()) -> None:
        now = time.time()
        with self.engine.begin() as conn:
            conn.execute(games.insert().values(created=now, updated=now, **row))
            if history:
                conn.execute(actions.insert(), [{"game_id": row["id"], "n": i, "seat": seat, "notation": text,
                                                 "at": now} for i, (seat, text) in enumerate(history)])

    def append(self, game_id: str, seen: int, n: int, seat: int, notation: str, status: str,
               result: dict | None) -> int:
        """Record action number ``n``; the game's version must still be ``seen``.  New version."""
        now = time.time()
        with self.engine.begin() as conn:
            done = conn.execute(games.update().where(games.c.id == game_id, games.c.version == seen)
                                .values(version=seen + 1, status=status, result=result, updated=now))
            if done.rowcount != 1:
                raise StaleVersion
            conn.execute(actions.insert().values(game_id=game_id, n=n, seat=seat, notation=notation, at=now))
        return seen + 1

    def remove_last(self, game_id: str, seen: int, n: int, status: str) -> int:
        """Undo: delete action number ``n`` (the last); the version must still be ``seen``."""
        now = time.time()
        with self.engine.begin() as conn:
            done = conn.execute(games.update().where(games.c.id == game_id, games.c.version == seen)
                                .values(version=seen + 1, status=status, result=None, updated=now))
            if done.rowcount != 1:
                raise StaleVersion
            gone = conn.execute(actions.delete().where(actions.c.game_id == game_id, actions.c.n == n))
            if gone.rowcount != 1:
                raise StaleVersion
        return seen + 1

    def mark_joined(self, game_id: str, joined: list[bool], status: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(games.update().where(games.c.id == game_id).values(joined=joined, status=status))

    # -- reading ---------------------------------------------------------------------------------

    def load(self, game_id: str) -> tuple[dict, list[dict]] | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(games).where(games.c.id == game_id)).mappings().first()
            if row is None:
                return None
            acts = conn.execute(select(actions.c.n, actions.c.seat, actions.c.notation)
                                .where(actions.c.game_id == game_id).order_by(actions.c.n)).mappings().all()
        return dict(row), [dict(a) for a in acts]

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


def dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"))
