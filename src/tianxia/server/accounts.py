"""People's accounts: a name, a password (argon2id), an optional mail address, and sessions.

Accounts are optional: a game's seats are still reached by their links.  They live in the same
database as the games (SQLite or PostgreSQL), so every server process knows them.

Security (docs/server.md, "Accounts"):
- passwords are hashed with argon2id (argon2-cffi's defaults, RFC 9106's low-memory profile:
  64 MiB, 3 passes), in a worker thread, at most ``HASHING`` at once, so the event loop keeps
  answering and a flood of sign-ins cannot take all memory;
- signing in with a name nobody has costs the same hash as a wrong password (a dummy hash is
  verified), and both get the same answer, so neither answers nor timing tell whether a name
  exists;
- a session is a random token in an HttpOnly, SameSite=Lax cookie; the database keeps only its
  sha256, so a copy of the database signs nobody in;
- nothing here logs a password, a token or a mail address.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import secrets
import time
import unicodedata

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import delete, select, update

from .errors import ApiError
from .store import accounts, seat_owners, sessions

#: the session cookie (HttpOnly, SameSite=Lax; Secure over https)
COOKIE = "tx_session"
#: how long a session lasts (renewed by signing in again)
SESSION_SECONDS = 30 * 24 * 3600
#: hashes computed at once (each takes 64 MiB for a fraction of a second)
HASHING = 2
NAME = re.compile(r"^[^\W_][\w\- .]{1,18}[^\W_]$")
EMAIL = re.compile(r"^[^@\s<>\"']{1,64}@[^@\s<>\"']+\.[^@\s<>\"'.]{2,}$")
PASSWORD_MIN, PASSWORD_MAX = 8, 200

hasher = PasswordHasher()


def name_key(name: str) -> str:
    """The form two names are compared in: "Anna", "ANNA" and "Ａｎｎａ" are one name."""
    return unicodedata.normalize("NFKC", name).casefold()


def check_name(name) -> str:
    if not isinstance(name, str):
        raise ApiError(422, "error-account-name")
    name = unicodedata.normalize("NFKC", name).strip()
    if not NAME.match(name) or "  " in name:
        raise ApiError(422, "error-account-name")
    return name


def check_password(password) -> str:
    if not isinstance(password, str) or not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        raise ApiError(422, "error-account-password", low=PASSWORD_MIN, high=PASSWORD_MAX)
    return password


def check_email(email) -> str | None:
    if email is None or email == "":
        return None
    if not isinstance(email, str) or len(email) > 254 or not EMAIL.match(email.strip()):
        raise ApiError(422, "error-account-email")
    return email.strip()


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def public(row) -> dict:
    """What the account's own person is shown of it (``GET /api/me``)."""
    return {"name": row["name"], "email": row["email"], "created": row["created"]}


class Accounts:
    """The accounts and sessions of one database (``store.engine``); blocking calls in threads."""

    def __init__(self, store):
        self.engine = store.engine
        self.gate = asyncio.Semaphore(HASHING)
        self.dummy: str | None = None

    # -- hashing (in threads, a few at a time) -------------------------------------------------------

    async def _hash(self, password: str) -> str:
        async with self.gate:
            return await asyncio.to_thread(hasher.hash, password)

    async def _verify(self, stored: str, password: str) -> bool:
        async with self.gate:
            try:
                return await asyncio.to_thread(hasher.verify, stored, password)
            except (VerificationError, InvalidHashError):
                return False

    async def _dummy_hash(self) -> str:
        """A hash no password matches, verified for names nobody has (the same cost as a real one)."""
        if self.dummy is None:
            self.dummy = await self._hash(secrets.token_urlsafe(16))
        return self.dummy

    # -- database (run in threads) -----------------------------------------------------------------

    def _row(self, **where):
        column, value = next(iter(where.items()))
        with self.engine.connect() as conn:
            row = conn.execute(select(accounts).where(accounts.c[column] == value)).mappings().first()
        return dict(row) if row else None

    def _insert(self, row: dict) -> bool:
        from sqlalchemy.exc import IntegrityError

        try:
            with self.engine.begin() as conn:
                conn.execute(accounts.insert().values(**row))
        except IntegrityError:
            return False
        return True

    def _new_session(self, account_id: str) -> str:
        token, now = secrets.token_urlsafe(32), time.time()
        with self.engine.begin() as conn:
            conn.execute(sessions.delete().where(sessions.c.expires < now))
            conn.execute(sessions.insert().values(token_hash=token_hash(token), account_id=account_id,
                                                  created=now, expires=now + SESSION_SECONDS))
        return token

    def _session_account(self, token: str):
        with self.engine.connect() as conn:
            row = conn.execute(
                select(accounts).join(sessions, sessions.c.account_id == accounts.c.id)
                .where(sessions.c.token_hash == token_hash(token), sessions.c.expires > time.time())
            ).mappings().first()
        return dict(row) if row else None

    def _end_session(self, token: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(sessions).where(sessions.c.token_hash == token_hash(token)))

    def _update(self, account_id: str, **values) -> None:
        with self.engine.begin() as conn:
            conn.execute(update(accounts).where(accounts.c.id == account_id).values(**values))

    def _claim(self, game_id: str, seat: int, account_id: str) -> bool:
        from sqlalchemy.exc import IntegrityError

        with self.engine.connect() as conn:
            owner = conn.execute(select(seat_owners.c.account_id).where(
                seat_owners.c.game_id == game_id, seat_owners.c.seat == seat)).scalar()
        if owner is not None:
            return owner == account_id
        try:
            with self.engine.begin() as conn:
                conn.execute(seat_owners.insert().values(game_id=game_id, seat=seat, account_id=account_id,
                                                         at=time.time()))
        except IntegrityError:  # another request claimed it first
            return self._owner(game_id, seat) == account_id
        return True

    def _owner(self, game_id: str, seat: int) -> str | None:
        with self.engine.connect() as conn:
            return conn.execute(select(seat_owners.c.account_id).where(
                seat_owners.c.game_id == game_id, seat_owners.c.seat == seat)).scalar()

    def _seats_of(self, account_id: str) -> list[tuple[str, int]]:
        with self.engine.connect() as conn:
            found = conn.execute(select(seat_owners.c.game_id, seat_owners.c.seat)
                                 .where(seat_owners.c.account_id == account_id)
                                 .order_by(seat_owners.c.at.desc()).limit(200))
            return [(g, s) for g, s in found]

    def _delete(self, account_id: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(sessions).where(sessions.c.account_id == account_id))
            conn.execute(delete(seat_owners).where(seat_owners.c.account_id == account_id))
            conn.execute(delete(accounts).where(accounts.c.id == account_id))

    # -- what the API does ---------------------------------------------------------------------------

    async def register(self, name, password, email=None) -> dict:
        """A new account (409 if the name, compared as ``name_key``, is taken)."""
        name, password, email = check_name(name), check_password(password), check_email(email)
        row = {"id": secrets.token_hex(8), "name": name, "name_key": name_key(name),
               "password_hash": await self._hash(password), "email": email, "created": time.time()}
        if not await asyncio.to_thread(self._insert, row):
            raise ApiError(409, "error-account-taken")
        return row

    async def authenticate(self, name, password) -> dict | None:
        """The account whose name and password these are, else None, at the same cost either way."""
        if not isinstance(name, str) or not isinstance(password, str) or len(password) > PASSWORD_MAX \
                or len(name) > 100:
            await self._verify(await self._dummy_hash(), "x")
            return None
        row = await asyncio.to_thread(self._row, name_key=name_key(unicodedata.normalize("NFKC", name).strip()))
        if row is None:
            await self._verify(await self._dummy_hash(), password)
            return None
        if not await self._verify(row["password_hash"], password):
            return None
        if hasher.check_needs_rehash(row["password_hash"]):  # the parameters were raised since
            await asyncio.to_thread(self._update, row["id"], password_hash=await self._hash(password))
        return row

    async def new_session(self, account_id: str) -> str:
        return await asyncio.to_thread(self._new_session, account_id)

    async def account_of(self, token: str | None) -> dict | None:
        if not token or len(token) > 100:
            return None
        return await asyncio.to_thread(self._session_account, token)

    async def end_session(self, token: str | None) -> None:
        if token and len(token) <= 100:
            await asyncio.to_thread(self._end_session, token)

    # -- seats that belong to people ----------------------------------------------------------------

    async def claim(self, game_id: str, seat: int, account_id: str) -> bool:
        """The seat becomes the account's unless another account holds it (True: it is theirs)."""
        return await asyncio.to_thread(self._claim, game_id, seat, account_id)

    async def owner(self, game_id: str, seat: int) -> str | None:
        return await asyncio.to_thread(self._owner, game_id, seat)

    async def seats_of(self, account_id: str) -> list[tuple[str, int]]:
        """The account's seats (game id, seat), the newest claimed first (at most 200)."""
        return await asyncio.to_thread(self._seats_of, account_id)

    async def change(self, row: dict, password, new_password=None, email=...) -> dict:
        """Change the password and/or the mail address; the current password is asked first."""
        if not await self._verify(row["password_hash"], password if isinstance(password, str) else ""):
            raise ApiError(403, "error-account-password-wrong")
        values = {}
        if new_password is not None:
            values["password_hash"] = await self._hash(check_password(new_password))
        if email is not ...:
            values["email"] = check_email(email)
            values["mail_off"] = False  # an address given again is mailed again
        if values:
            await asyncio.to_thread(self._update, row["id"], **values)
        return {**row, **values}

    async def delete(self, row: dict, password) -> None:
        if not await self._verify(row["password_hash"], password if isinstance(password, str) else ""):
            raise ApiError(403, "error-account-password-wrong")
        await asyncio.to_thread(self._delete, row["id"])
