""""Your turn" mail (issue 27; docs/server.md, "Mail"), against a real SMTP server (aiosmtpd):
one mail when a turn-based game starts waiting for an account, never twice, a digest when
several wait, a server that is down retried, the one-click unsubscribe."""

from __future__ import annotations

import time

import pytest
from argon2 import PasswordHasher
from fastapi.testclient import TestClient

from tianxia.server import accounts as accountlib
from tianxia.server import create_app, mail
from tianxia.server.store import mail_queue

aiosmtpd = pytest.importorskip("aiosmtpd.controller")
PASSWORD = "correct horse battery"


class Inbox:
    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's name
        self.messages.append((envelope.rcpt_tos, envelope.content.decode()))
        return "250 OK"


@pytest.fixture
def smtp():
    from server_helpers import free_port

    inbox = Inbox()
    controller = aiosmtpd.Controller(inbox, hostname="127.0.0.1", port=free_port())
    controller.start()
    inbox.url = f"smtp://127.0.0.1:{controller.port}"
    try:
        yield inbox
    finally:
        controller.stop()


@pytest.fixture(autouse=True)
def quick_argon2(monkeypatch):
    monkeypatch.setattr(accountlib, "hasher", PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))
    monkeypatch.setattr(mail, "POLL_SECONDS", 0.2)


def person(app, name, email):
    c = TestClient(app.app)
    r = c.post("/api/accounts", json={"name": name, "password": PASSWORD, "email": email})
    assert r.status_code == 201, r.text
    return c


def turn_based(app, people, days=1):
    r = app.post("/api/games", json={"game": "toy", "seats": ["human"] * len(people), "options": {"target": 40},
                                     "clock": {"mode": "days", "days": days}})
    assert r.status_code == 201, r.text
    g = r.json()
    for seat, c in enumerate(people):
        assert c.get(g["seats"][seat]["join_url"].split("testserver", 1)[1], follow_redirects=False).status_code == 303
    return g


def move(app, g, seat):
    """One action of ``seat`` that ends its turn (the toy game's ``roll``, else the first legal)."""
    token = g["seats"][seat]["token"]
    view = app.get(f"/api/games/{g['id']}/seats/{seat}/view", headers={"X-Seat-Token": token}).json()
    assert view["legal"], view
    action = "roll" if "roll" in view["legal"] else "draw" if "draw" in view["legal"] else view["legal"][0]
    r = app.post(f"/api/games/{g['id']}/seats/{seat}/actions", json={"action": action, "version": view["version"]},
                 headers={"X-Seat-Token": token})
    assert r.status_code == 200, r.text
    return r.json()


def wait(fn, seconds=10.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if fn():
            return True
        time.sleep(0.05)
    return False


def queued(app):
    with app.app.state.store.engine.connect() as conn:
        return [dict(r) for r in conn.execute(mail_queue.select()).mappings()]


def test_one_mail_when_the_turn_comes_with_the_seat_link_and_an_unsubscribe_link(db_url, smtp):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None, smtp_url=smtp.url,
                               public_url="https://tianxia.example")) as app:
        anna, bob = person(app, "Anna", "anna@example.org"), person(app, "Bob", "bob@example.org")
        g = turn_based(app, [anna, bob])
        first = app.get(f"/api/games/{g['id']}").json()["current_player"]
        other = 1 - first
        answer = move(app, g, first)
        assert answer["current_player"] == other
        assert wait(lambda: len(smtp.messages) == 1)
        [(to, text)] = smtp.messages
        who = ["anna@example.org", "bob@example.org"][other]
        assert to == [who] and "your turn" in text.lower()
        assert f"https://tianxia.example/games/{g['id']}/seat/{other}" in text
        unsubscribe = [w for w in text.split() if "/unsubscribe/" in w][0].strip("<>")
        assert "List-Unsubscribe-Post: List-Unsubscribe=One-Click" in text
        # never twice: the same turn queued again is refused, and a second sweep sends nothing
        engine = app.app.state.store.engine
        assert mail.queue_turn(engine, g["id"], "Toy", other, 0, "https://tianxia.example") is False
        assert mail.send_due(engine, mail.smtp_settings(smtp.url), "https://x", "t@x", now=time.time() + 10) == 0
        assert len(smtp.messages) == 1
        # the one-click link, with no sign-in: no more mail for that account
        path = unsubscribe.split("tianxia.example", 1)[1]
        assert TestClient(app.app).get(path).status_code == 200
        move(app, g, other)
        time.sleep(0.5)
        assert all(r["to_addr"] != who or r["sent"] for r in queued(app))
        assert TestClient(app.app).get("/unsubscribe/not-a-token").status_code == 404


def test_a_down_mail_server_is_retried_and_nothing_is_lost_or_doubled(db_url, smtp):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as app:  # no sender task: driven here
        anna, bob = person(app, "Anna", "anna@example.org"), person(app, "Bob", "bob@example.org")
        g = turn_based(app, [anna, bob])
        engine = app.app.state.store.engine
        assert mail.queue_turn(engine, g["id"], "Toy", 1, 0, "https://t.example")
        down = mail.smtp_settings("smtp://127.0.0.1:1")
        now = time.time()
        assert mail.send_due(engine, down, "https://t.example", "t@x", now=now) == 0
        [row] = queued(app)
        assert row["attempts"] == 1 and row["sent"] is None and row["due"] >= now + mail.RETRY_FIRST - 1
        assert mail.send_due(engine, mail.smtp_settings(smtp.url), "https://t.example", "t@x", now=now + 5) == 0
        assert mail.send_due(engine, mail.smtp_settings(smtp.url), "https://t.example", "t@x",
                             now=now + mail.RETRY_FIRST + 1) == 1
        assert len(smtp.messages) == 1 and queued(app)[0]["sent"] is not None


def test_several_games_waiting_within_a_day_go_out_as_one_digest(db_url, smtp):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as app:
        anna, bob = person(app, "Anna", "anna@example.org"), person(app, "Bob", "bob@example.org")
        games = [turn_based(app, [anna, bob]) for _ in range(3)]
        engine, server = app.app.state.store.engine, mail.smtp_settings(smtp.url)
        now = time.time()
        assert mail.queue_turn(engine, games[0]["id"], "Toy", 1, 0, "https://t.example")
        assert mail.send_due(engine, server, "https://t.example", "t@x", now=now + 1) == 1
        for g in games[1:]:  # Bob was mailed a moment ago: these wait for the day's digest
            assert mail.queue_turn(engine, g["id"], "Toy", 1, 0, "https://t.example")
        assert mail.send_due(engine, server, "https://t.example", "t@x", now=now + 3600) == 0
        assert mail.send_due(engine, server, "https://t.example", "t@x", now=now + mail.DIGEST_SECONDS + 5) == 1
        digest = smtp.messages[-1][1]
        assert "2 games wait for you" in digest and all(g["id"] in digest for g in games[1:])


def test_an_account_without_an_address_or_a_seat_of_nobody_gets_no_mail(db_url):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as app:
        anna = person(app, "Anna", "")
        g = turn_based(app, [anna, TestClient(app.app)])
        engine = app.app.state.store.engine
        assert mail.queue_turn(engine, g["id"], "Toy", 0, 0, "https://t.example") is False  # no address
        assert mail.queue_turn(engine, g["id"], "Toy", 1, 0, "https://t.example") is False  # nobody's seat


def test_a_mail_server_written_wrong_stops_the_server_at_start():
    from tianxia.server.settings import Settings

    with pytest.raises(ValueError, match="smtp_url"):
        Settings.from_env({}, smtp_url="http://mail.example")
    assert mail.smtp_settings("smtp://u%40x:p@mail.example:587?starttls=1") == {
        "host": "mail.example", "port": 587, "user": "u@x", "password": "p", "ssl": False, "starttls": True}


def test_a_reminder_goes_out_at_half_the_time_unless_the_seat_acted_first(db_url, smtp):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as app:
        anna, bob = person(app, "Anna", "anna@example.org"), person(app, "Bob", "bob@example.org")
        g, h = turn_based(app, [anna, bob]), turn_based(app, [anna, bob])
        engine, server, now = app.app.state.store.engine, mail.smtp_settings(smtp.url), time.time()
        for game in (g, h):
            assert mail.queue_turn(engine, game["id"], "Toy", 1, 0, "https://t.example", remind_after=43200)
        assert mail.send_due(engine, server, "https://t.example", "t@x", now=now + 1) == 1  # the turn (a digest of 2)
        mail.took_turn(engine, h["id"], 1)  # Bob moved in the second game: its reminder is taken back
        assert mail.send_due(engine, server, "https://t.example", "t@x", now=now + mail.DIGEST_SECONDS + 1) == 1
        reminder = smtp.messages[-1][1]
        assert "half of your time" in reminder and g["id"] in reminder and h["id"] not in reminder


def test_the_next_turn_of_a_game_already_mailed_goes_at_once_not_in_the_digest(db_url, smtp):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as app:  # no sender task: driven here
        anna, bob = person(app, "Anna", "anna@example.org"), person(app, "Bob", "bob@example.org")
        g = turn_based(app, [anna, bob])
        engine, server = app.app.state.store.engine, mail.smtp_settings(smtp.url)
        now = time.time()
        assert mail.queue_turn(engine, g["id"], "Toy", 1, 0, "https://t.example")
        assert mail.send_due(engine, server, "https://t.example", "t@x", now=now + 1) == 1
        # Bob acted and it is his turn again in the same game an hour later: mailed then, not a day later
        assert mail.queue_turn(engine, g["id"], "Toy", 1, 1, "https://t.example")
        assert mail.send_due(engine, server, "https://t.example", "t@x", now=time.time() + 2) == 1
        assert len(smtp.messages) == 2 and "your turn" in smtp.messages[-1][1].lower()


def test_a_move_acknowledged_just_before_a_crash_has_its_mail_queued_at_the_next_start(db_url, smtp):
    """The turn's mail is queued after the move is stored (off the request's path): a server killed
    in between queues it when it starts again, once (benchmarks/days_restart.py kills a real one)."""
    settings = {"bot_delay": 0, "create_limit": None, "smtp_url": smtp.url, "public_url": "https://t.example"}
    with TestClient(create_app(db_url, **settings)) as app:
        anna, bob = person(app, "Anna", "anna@example.org"), person(app, "Bob", "bob@example.org")
        g = turn_based(app, [anna, bob])
        app.app.state.manager.on_turn = None  # the crash: the move is stored, its mail never queued
        first = app.get(f"/api/games/{g['id']}").json()["current_player"]
        waiting = move(app, g, first)["current_player"]
        assert waiting == 1 - first and queued(app) == []
    for _ in range(2):  # started again (twice): one row, one mail
        with TestClient(create_app(db_url, **settings)) as app:
            assert wait(lambda: len(smtp.messages) == 1)
            rows = queued(app)
            assert [r["key"] for r in rows if r["key"].startswith("turn:")] == [f"turn:{g['id']}:{waiting}:0"]
    assert len(smtp.messages) == 1
    assert f"https://t.example/games/{g['id']}/seat/{waiting}" in smtp.messages[0][1]
