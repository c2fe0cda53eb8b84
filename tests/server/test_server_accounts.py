"""Accounts (issue 27; docs/server.md, "Accounts"): registering, signing in and out, changing and
deleting an account, and the attacks: guessing passwords, telling which names exist, writes
forged by another site, secrets in the logs or the database."""

from __future__ import annotations

import logging
import secrets

import pytest
from argon2 import PasswordHasher
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, select

from tianxia.server import accounts as accountlib
from tianxia.server import create_app
from tianxia.server.store import accounts as accounts_table
from tianxia.server.store import sessions as sessions_table

PASSWORD = "correct horse battery"
EVIL = {"origin": "https://evil.example"}


def app_client(db_url):
    return TestClient(create_app(db_url, bot_delay=0, create_limit=None))


@pytest.fixture
def people(db_url):
    with app_client(db_url) as c:
        yield c


@pytest.fixture(autouse=True)
def quick_argon2(request, monkeypatch):
    """argon2id with a small cost (the suite makes many hashes); the first test keeps the real one."""
    if "real_cost" not in request.keywords:
        monkeypatch.setattr(accountlib, "hasher", PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))


def register(c, name="Anna", password=PASSWORD, **extra):
    return c.post("/api/accounts", json={"name": name, "password": password, **extra})


class Hasher:
    """argon2's hasher with its verification replaced (``verify``), for counting or skipping it."""

    def __init__(self, verify):
        self.real, self.verify = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1), verify

    def hash(self, password):
        return self.real.hash(password)

    def check_needs_rehash(self, stored):
        return self.real.check_needs_rehash(stored)


def rows(db_url, table):
    with create_engine(db_url).connect() as conn:
        return [dict(r) for r in conn.execute(select(table)).mappings()]


@pytest.mark.real_cost
def test_registering_signs_in_with_an_httponly_samesite_cookie_and_stores_only_an_argon2_hash(people, db_url):
    r = register(people, email="anna@example.org")
    assert r.status_code == 201, r.text
    assert r.json()["name"] == "Anna" and r.json()["email"] == "anna@example.org"
    cookie = r.headers["set-cookie"]
    assert cookie.startswith(accountlib.COOKIE + "=") and "HttpOnly" in cookie and "samesite=lax" in cookie.lower()
    assert people.get("/api/me").json()["name"] == "Anna"
    [row] = rows(db_url, accounts_table)
    assert row["password_hash"].startswith("$argon2id$v=19$m=65536,t=3,p=4$")  # RFC 9106's low-memory profile
    assert PASSWORD not in row["password_hash"]
    token = cookie.split(";")[0].split("=", 1)[1]
    [session] = rows(db_url, sessions_table)
    assert session["token_hash"] == accountlib.token_hash(token) and token not in str(session)


def test_names_are_one_name_whatever_their_case_or_width_and_bad_input_changes_nothing(people, db_url):
    assert register(people).status_code == 201
    for twin in ("anna", "ANNA", "Ａｎｎａ"):
        r = register(people, twin)
        assert r.status_code == 409 and r.json() == {"error": "that name is taken"}
    for name, password, email, status in [("A", PASSWORD, None, 422), ("no<script>", PASSWORD, None, 422),
                                          ("Bob", "short", None, 400), ("Bob", PASSWORD, "not-mail", 422),
                                          ("x" * 101, PASSWORD, None, 400)]:
        r = register(people, name, password, **({"email": email} if email else {}))
        assert r.status_code == status, (name, r.text)
        assert "\n" not in r.json()["error"]
    assert people.post("/api/accounts", json={"name": "Bob", "password": PASSWORD, "admin": True}).status_code == 400
    assert people.post("/api/accounts", content=b"{not json", headers={"content-type": "application/json"}).status_code == 400
    assert [r["name"] for r in rows(db_url, accounts_table)] == ["Anna"]


def test_a_wrong_password_and_a_name_nobody_has_get_the_same_answer_after_the_same_work(people, monkeypatch):
    assert register(people).status_code == 201
    people.delete("/api/session")
    verified = []
    real = PasswordHasher().verify
    monkeypatch.setattr(accountlib, "hasher", Hasher(lambda h, p: verified.append(h[:9]) or real(h, p)))
    wrong = people.post("/api/session", json={"name": "Anna", "password": "not the password"})
    nobody = people.post("/api/session", json={"name": "Nobody", "password": "not the password"})
    assert wrong.status_code == nobody.status_code == 401
    assert wrong.json() == nobody.json() == {"error": "wrong name or password"}
    assert verified == ["$argon2id", "$argon2id"]  # one argon2 verification each: no shortcut for unknown names
    assert "set-cookie" not in wrong.headers and people.get("/api/me").status_code == 401
    right = people.post("/api/session", json={"name": "anna", "password": PASSWORD})
    assert right.status_code == 200 and people.get("/api/me").json()["name"] == "Anna"


def test_guessing_is_rate_limited_per_address_and_per_name(people, monkeypatch):
    monkeypatch.setattr(accountlib, "hasher", Hasher(lambda h, p: False))  # the limit, not the hash, is tested
    answers = [people.post("/api/session", json={"name": f"Guess{i}", "password": "12345678"}).status_code
               for i in range(12)]
    assert answers[:10] == [401] * 10 and answers[10:] == [429, 429]
    r = people.post("/api/session", json={"name": "Guess0", "password": "12345678"})
    assert r.status_code == 429 and int(r.headers["retry-after"]) > 0 and "try again" in r.json()["error"]
    # per name: another address guessing the same name is stopped too
    limits = people.app.state.sign_in_limits
    for i in range(10):
        limits.name.take(accountlib.name_key("Anna"))
    limits.address.buckets.clear()
    assert people.post("/api/session", json={"name": "ANNA", "password": "12345678"}).status_code == 429


def test_writes_sent_by_another_site_are_refused_and_change_nothing(people, db_url):
    assert register(people).status_code == 201
    assert register(people, "Mallory").status_code == 201  # a second account to sign in as
    people.delete("/api/session")
    assert people.post("/api/session", json={"name": "Anna", "password": PASSWORD}).status_code == 200
    forged = [
        people.post("/api/session", json={"name": "Mallory", "password": PASSWORD}, headers=EVIL),
        people.delete("/api/session", headers=EVIL),
        people.patch("/api/me", json={"password": PASSWORD, "email": "evil@example.org"}, headers=EVIL),
        people.request("DELETE", "/api/me", json={"password": PASSWORD}, headers={"sec-fetch-site": "cross-site"}),
        people.post("/api/accounts", json={"name": "Sneaky", "password": PASSWORD}, headers={"origin": "null"}),
    ]
    assert [r.status_code for r in forged] == [403] * 5
    assert people.get("/api/me").json() == {**people.get("/api/me").json(), "name": "Anna", "email": None}
    assert sorted(r["name"] for r in rows(db_url, accounts_table)) == ["Anna", "Mallory"]
    # the same writes from the server's own pages are taken
    same = {"origin": str(people.base_url).rstrip("/"), "sec-fetch-site": "same-origin"}
    assert people.patch("/api/me", json={"password": PASSWORD, "email": "anna@example.org"}, headers=same).status_code == 200


def test_changing_the_password_and_mail_needs_the_current_password(people):
    assert register(people, email="anna@example.org").status_code == 201
    assert people.patch("/api/me", json={"password": "not it at all", "new_password": "another secret"}).status_code == 403
    r = people.patch("/api/me", json={"password": PASSWORD, "new_password": "another secret", "email": ""})
    assert r.status_code == 200 and r.json()["email"] is None
    people.delete("/api/session")
    assert people.post("/api/session", json={"name": "Anna", "password": PASSWORD}).status_code == 401
    assert people.post("/api/session", json={"name": "Anna", "password": "another secret"}).status_code == 200


def test_deleting_the_account_ends_its_sessions_and_frees_the_name(people, db_url):
    assert register(people).status_code == 201
    assert people.request("DELETE", "/api/me", json={"password": "wrong password"}).status_code == 403
    assert people.request("DELETE", "/api/me", json={"password": PASSWORD}).status_code == 204
    assert people.get("/api/me").status_code == 401
    assert rows(db_url, accounts_table) == [] and rows(db_url, sessions_table) == []
    assert register(people).status_code == 201


def test_no_password_token_or_mail_address_reaches_the_logs(people, caplog):
    caplog.set_level(logging.DEBUG)
    secret = "hunter2-" + secrets.token_hex(4)
    r = register(people, "Logger", secret, email="logger@example.org")
    token = r.cookies.get(accountlib.COOKIE) or r.headers["set-cookie"].split(";")[0].split("=", 1)[1]
    people.post("/api/session", json={"name": "Logger", "password": secret + "x"})
    people.patch("/api/me", json={"password": secret, "new_password": secret + "-new"})
    text = caplog.text
    assert secret not in text and token not in text and "logger@example.org" not in text


def test_a_session_made_by_one_server_process_is_known_to_another_on_the_same_database(db_url):
    with app_client(db_url) as first, app_client(db_url) as second:
        assert register(first).status_code == 201
        second.cookies.set(accountlib.COOKIE, first.cookies.get(accountlib.COOKIE))
        assert second.get("/api/me").json()["name"] == "Anna"
        assert second.delete("/api/session").status_code == 204
        assert first.get("/api/me").status_code == 401


# -- seats that belong to people ---------------------------------------------------------------


def toy_game(c, seats=("human", "human")):
    r = c.post("/api/games", json={"game": "toy", "seats": list(seats)})
    assert r.status_code == 201, r.text
    return r.json()


def test_a_signed_in_creator_owns_the_first_persons_seat_and_sees_it_with_whose_turn(people):
    assert register(people).status_code == 201
    g = toy_game(people, ["random", "human", "human"])
    [mine] = people.get("/api/me/games").json()
    assert (mine["game_id"], mine["seat"], mine["game"]) == (g["id"], 1, "toy")
    current = people.get(f"/api/games/{g['id']}").json()["current_player"]
    assert mine["your_turn"] == (current == 1)
    people.delete("/api/session")
    assert people.get("/api/me/games").status_code == 401


def test_opening_a_seats_link_signed_in_claims_it_and_a_taken_seat_stays_its_owners(people):
    anna, bo = people, TestClient(people.app)
    g = toy_game(anna)  # created signed out: nobody owns a seat yet
    assert register(anna).status_code == 201 and register(bo, "Bob").status_code == 201
    link = g["seats"][1]["join_url"].split("testserver", 1)[1]
    assert anna.get(link, follow_redirects=False).status_code == 303
    assert [(s["game_id"], s["seat"]) for s in anna.get("/api/me/games").json()] == [(g["id"], 1)]
    # Bo opens the same link (it was shared with him): he may play by it, but the seat stays Anna's
    assert bo.get(link, follow_redirects=False).status_code == 303
    assert bo.get("/api/me/games").json() == []


def test_the_owner_takes_the_seat_on_another_device_and_nobody_else_can(people):
    desk, phone, stranger = people, TestClient(people.app), TestClient(people.app)  # three browsers, one server
    assert register(desk).status_code == 201
    g = toy_game(desk)
    link = g["seats"][0]["join_url"].split("testserver", 1)[1]
    assert desk.get(link, follow_redirects=False).status_code == 303
    seat_page = f"/games/{g['id']}/seat/0"
    assert desk.get(seat_page).status_code == 200
    # the phone has no seat cookie: signed out it is refused, signed in as the owner the seat moves to it
    assert phone.get(seat_page).status_code == 401
    assert phone.post("/api/session", json={"name": "Anna", "password": PASSWORD}).status_code == 200
    r = phone.get(seat_page)
    assert r.status_code == 200 and f"tx_{g['id']}_0=" in r.headers["set-cookie"]
    assert "HttpOnly" in r.headers["set-cookie"] and "samesite=strict" in r.headers["set-cookie"].lower()
    assert phone.get(seat_page).status_code == 200          # the new cookie holds the seat
    desk.delete("/api/session")
    assert desk.get(seat_page).status_code in (401, 403)    # the old link was replaced...
    assert desk.get(seat_page.rsplit("/", 1)[0] + "/1").status_code in (401, 403)  # ...and no other seat is given
    # another account is never given the seat
    assert register(stranger, "Mallory").status_code == 201
    assert stranger.get(seat_page).status_code in (401, 403)


def test_the_lobby_lists_the_accounts_seats_on_any_device(people):
    desk, phone = people, TestClient(people.app)
    assert register(desk).status_code == 201
    g = toy_game(desk)
    assert phone.post("/api/session", json={"name": "Anna", "password": PASSWORD}).status_code == 200
    html = phone.get("/fragments/yours").text
    assert f'data-game="{g["id"]}" data-seat="0"' in html and f"/games/{g['id']}/seat/0" in html
    phone.delete("/api/session")
    assert g["id"] not in phone.get("/fragments/yours").text
