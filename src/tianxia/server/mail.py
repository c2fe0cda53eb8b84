""""Your turn" by mail, for turn-based games (clock mode ``days``): a queue kept in the database.

When a turn-based game starts waiting for a seat whose account has a mail address, one mail is
queued (its key makes it at most one per game and seat until they act).  An account that was
mailed in the last day gets its next mails together, one day after the last, as a digest of
every game waiting for it.  A sender task sends what is due over SMTP (``smtp_url``), retries a
server that is down with growing waits, and marks each row sent in the database, so a restart
loses no notice and none is sent twice.  Every mail carries a link straight to the seat and a
one-click unsubscribe link that needs no sign-in (docs/server.md, "Mail").
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import smtplib
import time
from email.message import EmailMessage
from urllib.parse import unquote, urlsplit

from sqlalchemy import and_, select, update
from sqlalchemy.exc import IntegrityError

from .store import accounts, mail_queue, seat_owners

log = logging.getLogger("tianxia.server")

#: the shortest wait between two mails to one account (later ones are gathered into a digest)
DIGEST_SECONDS = 86400.0
#: waits after a failed send: 30 s, doubling, at most an hour
RETRY_FIRST, RETRY_MAX = 30.0, 3600.0
POLL_SECONDS = 5.0
#: a process sending an account's rows holds them this long (if it dies before marking them
#: sent, they are sent again after it: a notice is never lost, and doubled only by such a crash)
CLAIM_SECONDS = 600.0


def smtp_settings(url: str) -> dict:
    """``smtp://user:pass@host:587?starttls=1`` (or ``smtps://`` for TLS from the start)."""
    parts = urlsplit(url)
    if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
        raise ValueError("setting smtp_url is smtp://[user:pass@]host[:port][?starttls=1] or smtps://...")
    query = dict(p.split("=", 1) for p in parts.query.split("&") if "=" in p)
    return {"host": parts.hostname, "port": parts.port or (465 if parts.scheme == "smtps" else 25),
            "user": unquote(parts.username) if parts.username else None,
            "password": unquote(parts.password) if parts.password else None,
            "ssl": parts.scheme == "smtps", "starttls": query.get("starttls") in ("1", "true", "yes")}


def mail_token(engine, account_id: str) -> str:
    """The account's unsubscribe token (made on first use): it can only turn the mail off."""
    with engine.begin() as conn:
        token = conn.execute(select(accounts.c.mail_token).where(accounts.c.id == account_id)).scalar()
        if token is None:
            token = secrets.token_urlsafe(18)
            conn.execute(update(accounts).where(accounts.c.id == account_id).values(mail_token=token))
    return token


def queue_turn(engine, game_id: str, game_title: str, seat: int, acted: int, public_url: str,
               remind_after: float | None = None) -> bool:
    """Queue the "your turn" mail of ``seat`` (its person has made ``acted`` actions so far) and,
    with ``remind_after`` (half the move's time), the reminder then: nothing if the seat belongs
    to nobody, its account has no address or turned mail off, or this turn was already queued.
    True: queued now.  The seat's next action takes its reminder back (``took_turn``)."""
    with engine.connect() as conn:
        found = conn.execute(
            select(accounts.c.id, accounts.c.name, accounts.c.email, accounts.c.mail_off)
            .join(seat_owners, seat_owners.c.account_id == accounts.c.id)
            .where(seat_owners.c.game_id == game_id, seat_owners.c.seat == seat)).mappings().first()
        if found is None or not found["email"] or found["mail_off"]:
            return False
        # the digest is for several games waiting: a mail about another game in the last day makes
        # this one wait for the day's digest; the next turn of a game already mailed goes at once
        last = conn.execute(select(mail_queue.c.sent).where(mail_queue.c.account_id == found["id"],
                                                             mail_queue.c.game_id != game_id,
                                                             mail_queue.c.sent.is_not(None))
                            .order_by(mail_queue.c.sent.desc()).limit(1)).scalar()
    now = time.time()
    due = max(now, (last or 0.0) + DIGEST_SECONDS)
    base = public_url.rstrip("/")
    try:
        with engine.begin() as conn:
            conn.execute(mail_queue.insert().values(
                key=f"turn:{game_id}:{seat}:{acted}", account_id=found["id"], to_addr=found["email"],
                game_id=game_id, seat=seat, title=game_title, link=f"{base}/games/{game_id}/seat/{seat}",
                created=now, due=due, attempts=0, sent=None, error=None))
            if remind_after:
                conn.execute(mail_queue.insert().values(
                    key=f"remind:{game_id}:{seat}:{acted}", account_id=found["id"], to_addr=found["email"],
                    game_id=game_id, seat=seat, title=game_title, link=f"{base}/games/{game_id}/seat/{seat}",
                    created=now, due=now + remind_after, attempts=0, sent=None, error=None))
    except IntegrityError:  # queued already (this turn, or by another process)
        return False
    return True


def took_turn(engine, game_id: str, seat: int) -> None:
    """``seat`` acted: a reminder of its turn that has not gone out is no longer wanted."""
    with engine.begin() as conn:
        conn.execute(mail_queue.delete().where(and_(
            mail_queue.c.game_id == game_id, mail_queue.c.seat == seat, mail_queue.c.sent.is_(None),
            mail_queue.c.key.like("remind:%"))))


def _message(rows: list[dict], to: str, name: str, unsubscribe: str, sender: str) -> EmailMessage:
    msg = EmailMessage()
    msg["From"], msg["To"] = sender, to
    msg["List-Unsubscribe"] = f"<{unsubscribe}>"
    msg["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    if len(rows) == 1 and rows[0]["key"].startswith("remind:"):
        msg["Subject"] = f"Tianxia: half your time is gone in {rows[0]['title']}"
        lines = [f"{name}, half of your time for this move in {rows[0]['title']} is gone; after it a bot "
                 "plays for you until you come back:", "", rows[0]["link"]]
    elif len(rows) == 1:
        msg["Subject"] = f"Tianxia: your turn in {rows[0]['title']}"
        lines = [f"{name}, it is your turn in {rows[0]['title']}:", "", rows[0]["link"]]
    else:
        msg["Subject"] = f"Tianxia: {len(rows)} games wait for you"
        lines = [f"{name}, these games wait for your move:", ""] + [f"- {r['title']}: {r['link']}" for r in rows]
    lines += ["", "No more mail from Tianxia: " + unsubscribe]
    msg.set_content("\n".join(lines))
    return msg


def _send(settings: dict, msg: EmailMessage) -> None:
    make = smtplib.SMTP_SSL if settings["ssl"] else smtplib.SMTP
    with make(settings["host"], settings["port"], timeout=20) as smtp:
        if settings["starttls"]:
            smtp.starttls()
        if settings["user"]:
            smtp.login(settings["user"], settings["password"] or "")
        smtp.send_message(msg)


def send_due(engine, smtp: dict, public_url: str, sender: str, now: float | None = None) -> int:
    """Send every due mail, one message per account (a digest when several are due); a failure
    puts the account's rows off with a growing wait.  Returns the messages sent."""
    now = time.time() if now is None else now
    with engine.connect() as conn:
        due = [dict(r) for r in conn.execute(
            select(mail_queue, accounts.c.name, accounts.c.mail_off)
            .join(accounts, accounts.c.id == mail_queue.c.account_id)
            .where(mail_queue.c.sent.is_(None), mail_queue.c.due <= now).order_by(mail_queue.c.id)).mappings()]
    by_account: dict[str, list[dict]] = {}
    for row in due:
        by_account.setdefault(row["account_id"], []).append(row)
    sent = 0
    for account_id, rows in by_account.items():
        ids = [r["id"] for r in rows]
        with engine.begin() as conn:  # claim the rows: another process sending now skips them
            claimed = conn.execute(update(mail_queue).where(and_(
                mail_queue.c.id.in_(ids), mail_queue.c.sent.is_(None), mail_queue.c.due <= now))
                .values(due=now + CLAIM_SECONDS)).rowcount
        if claimed != len(ids):
            continue
        if rows[0]["mail_off"]:
            _mark(engine, ids, sent=now, error="unsubscribed")
            continue
        link = f"{public_url.rstrip('/')}/unsubscribe/{mail_token(engine, account_id)}"
        try:
            _send(smtp, _message(rows, rows[-1]["to_addr"], rows[0]["name"], link, sender))
        except (OSError, smtplib.SMTPException) as err:
            attempts = max(r["attempts"] for r in rows) + 1
            wait = min(RETRY_MAX, RETRY_FIRST * 2 ** (attempts - 1))
            _mark(engine, ids, attempts=attempts, due=now + wait, error=type(err).__name__)
            log.warning("mail: the SMTP server refused or is down (%s); %d notice(s) wait %.0f s",
                        type(err).__name__, len(ids), wait)
            continue
        _mark(engine, ids, sent=now)
        sent += 1
    return sent


def _mark(engine, ids: list[int], **values) -> None:
    with engine.begin() as conn:
        conn.execute(update(mail_queue).where(and_(mail_queue.c.id.in_(ids), mail_queue.c.sent.is_(None)))
                     .values(**values))


def unsubscribe(engine, token: str) -> bool:
    """Turn off the mail of the account whose unsubscribe token this is (True if one was)."""
    if not token or len(token) > 64:
        return False
    with engine.begin() as conn:
        done = conn.execute(update(accounts).where(accounts.c.mail_token == token).values(mail_off=True))
    return done.rowcount == 1


class Sender:
    """The task that sends the queue's due mails every few seconds (one per server process; the
    rows are marked sent in the database, and a process only sends rows still unsent)."""

    def __init__(self, engine, smtp_url: str, public_url: str, sender: str, poll: float | None = None):
        self.engine, self.smtp = engine, smtp_settings(smtp_url)
        self.public_url, self.sender, self.poll = public_url, sender, poll or POLL_SECONDS
        self.task: asyncio.Task | None = None

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run(), name="mail-sender")

    async def _run(self) -> None:
        while True:
            try:
                await asyncio.to_thread(send_due, self.engine, self.smtp, self.public_url, self.sender)
            except Exception as err:  # noqa: BLE001 - the database went away: try again next time
                log.error("mail: sending failed: %s", type(err).__name__)
            await asyncio.sleep(self.poll)

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
