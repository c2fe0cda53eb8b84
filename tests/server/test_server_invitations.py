"""Invitations by account name (issue 27; docs/server.md, "Invitations"): the seat's link holder
invites an account, only the invitee and the inviter see it, accepting makes the seat the
invitee's, declining or withdrawing removes it, and bad input is refused and changes nothing.
On SQLite and, when one answers, PostgreSQL."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, select
from test_server_store import any_db  # noqa: F401 - the SQLite / PostgreSQL fixture

from tianxia.server import create_app
from tianxia.server.store import invitations as invitations_table
from tianxia.server.store import normalise_url

PASSWORD = "correct horse battery"


pytestmark = pytest.mark.usefixtures("quick_argon2")  # tests/server/conftest.py


@pytest.fixture
def site(any_db):  # noqa: F811
    with TestClient(create_app(any_db, bot_delay=0, create_limit=None)) as c:
        c.db_url = any_db
        yield c


def person(site, name, email=None):
    c = TestClient(site.app)
    body = {"name": name, "password": PASSWORD, **({"email": email} if email else {})}
    assert c.post("/api/accounts", json=body).status_code == 201
    return c


def game(c, seats=("human", "human", "human")):
    r = c.post("/api/games", json={"game": "toy", "seats": list(seats)})
    assert r.status_code == 201, r.text
    return r.json()


def invite(c, g, seat, name, token=None, **headers):
    token = g["seats"][seat]["token"] if token is None else token
    return c.post(f"/api/games/{g['id']}/seats/{seat}/invitation", json={"name": name},
                  headers={**({"X-Seat-Token": token} if token else {}), **headers})


def stored(site):
    with create_engine(normalise_url(site.db_url)).connect() as conn:
        return [dict(r) for r in conn.execute(select(invitations_table)).mappings()]


def test_the_creator_invites_by_name_and_the_invitee_accepts_the_seat(site):
    anna, bob, carol = person(site, "Anna"), person(site, "Bob", "bob@example.org"), person(site, "Carol")
    g = game(anna)  # Anna owns seat 0 and holds every seat's link
    r = invite(anna, g, 1, "BOB")  # names in any case
    assert r.status_code == 201, r.text
    made = r.json()
    assert (made["to"], made["from"], made["seat"], made["game"], made["players"]) == ("Bob", "Anna", 1, "toy", 3)
    # only the invitee and the inviter see it; nobody is told a mail address
    assert [i["id"] for i in bob.get("/api/me/invitations").json()["received"]] == [made["id"]]
    assert [i["id"] for i in anna.get("/api/me/invitations").json()["sent"]] == [made["id"]]
    assert carol.get("/api/me/invitations").json() == {"received": [], "sent": []}
    assert "bob@example.org" not in anna.get("/api/me/invitations").text
    assert TestClient(site.app).get("/api/me/invitations").status_code == 401
    # a third party can neither accept nor decline it (the same 404 as an id nobody has)
    for how in ("accept", "decline"):
        assert carol.post(f"/api/invitations/{made['id']}/{how}").status_code == 404
        assert carol.post(f"/api/invitations/nothing/{how}").status_code == 404
    assert anna.post(f"/api/invitations/{made['id']}/accept").status_code == 404  # the inviter cannot take it
    assert len(stored(site)) == 1
    # accepted: the seat is Bob's, shown by his name, and the link Anna held stops working
    r = bob.post(f"/api/invitations/{made['id']}/accept")
    assert r.status_code == 200, r.text
    assert r.json()["seat_url"] == f"/games/{g['id']}/seat/1"
    assert [(s["game_id"], s["seat"]) for s in bob.get("/api/me/games").json()] == [(g["id"], 1)]
    assert stored(site) == [] and bob.get("/api/me/invitations").json()["received"] == []
    old = g["seats"][1]["token"]
    assert anna.get(f"/api/games/{g['id']}/seats/1/view", headers={"X-Seat-Token": old}).status_code == 403
    assert bob.get(f"/games/{g['id']}/seat/1").status_code == 200  # his seat page gives his browser the seat
    assert bob.get(f"/api/games/{g['id']}/seats/1/view").status_code == 200
    assert site.get(f"/api/games/{g['id']}").json()["names"][1] == "Bob"
    # the seat is taken now: no new invitation to it
    assert invite(anna, g, 1, "Carol", token=old).status_code == 403
    assert bob.post(f"/api/invitations/{made['id']}/accept").status_code == 404  # used up


def test_declining_or_withdrawing_removes_it_and_a_new_invitation_replaces_the_old(site):
    anna, bob, carol = person(site, "Anna"), person(site, "Bob"), person(site, "Carol")
    g = game(anna)
    first = invite(anna, g, 1, "Bob").json()
    second = invite(anna, g, 1, "Carol").json()  # the same seat: Carol's replaces Bob's
    assert bob.get("/api/me/invitations").json()["received"] == []
    assert [i["id"] for i in carol.get("/api/me/invitations").json()["received"]] == [second["id"]]
    assert bob.post(f"/api/invitations/{first['id']}/accept").status_code == 404
    assert carol.post(f"/api/invitations/{second['id']}/decline").status_code == 204
    assert stored(site) == []
    third = invite(anna, g, 2, "Bob").json()
    assert anna.post(f"/api/invitations/{third['id']}/decline").status_code == 204  # withdrawn by the inviter
    assert bob.get("/api/me/invitations").json()["received"] == [] and stored(site) == []


def test_bad_invitations_are_refused_and_change_nothing(site):
    anna, bob = person(site, "Anna"), person(site, "Bob")
    g = game(anna, ["human", "human", "random"])
    stranger = TestClient(site.app)
    cases = [
        (invite(stranger, g, 1, "Bob"), 401),                           # not signed in
        (invite(bob, g, 1, "Anna", token=""), 401),                     # no token
        (invite(bob, g, 1, "Anna", token="x" * 32), 403),               # a wrong token
        (invite(anna, g, 2, "Bob", token="x" * 32), 403),               # a bot's seat
        (invite(anna, g, 5, "Bob", token="x" * 32), 404),               # no such seat
        (invite(anna, g, 1, "Nobody"), 404),                            # no such player
        (invite(anna, g, 1, "anna"), 422),                              # oneself
        (invite(anna, g, 0, "Bob"), 409),                               # Anna's own seat is hers
        (invite(anna, g, 1, "Bob", origin="https://evil.example"), 403),  # another site's page
        (anna.post(f"/api/games/{g['id']}/seats/1/invitation", json={"name": "Bob", "extra": 1},
                   headers={"X-Seat-Token": g["seats"][1]["token"]}), 400),
        (anna.post(f"/api/games/{g['id']}/seats/1/invitation", json={"name": ""},
                   headers={"X-Seat-Token": g["seats"][1]["token"]}), 400),
        (anna.post("/api/games/nope/seats/1/invitation", json={"name": "Bob"},
                   headers={"X-Seat-Token": g["seats"][1]["token"]}), 404),
    ]
    for r, status in cases:
        assert r.status_code == status, (r.status_code, r.text)
        assert "error" in r.json()
    assert stored(site) == []
    # a player seated in the game already is not invited to another of its seats
    bob_game = game(anna)
    link = bob_game["seats"][1]["join_url"].split("testserver", 1)[1]
    assert bob.get(link, follow_redirects=False).status_code == 303
    assert invite(anna, bob_game, 2, "Bob").status_code == 409
    assert stored(site) == []


def test_an_invitation_to_a_seat_taken_meanwhile_cannot_be_accepted(site):
    anna, bob, carol = person(site, "Anna"), person(site, "Bob"), person(site, "Carol")
    g = game(anna)
    made = invite(anna, g, 1, "Bob").json()
    link = g["seats"][1]["join_url"].split("testserver", 1)[1]
    assert carol.get(link, follow_redirects=False).status_code == 303  # Carol opened the link first
    assert bob.post(f"/api/invitations/{made['id']}/accept").status_code == 409
    assert bob.get("/api/me/games").json() == [] and stored(site) == []


def test_the_lobby_shows_the_invitee_and_the_inviter_their_invitations_only(site):
    anna, bob, carol = person(site, "Anna"), person(site, "Bob"), person(site, "Carol")
    g = game(anna)
    made = invite(anna, g, 1, "Bob").json()
    html = bob.get("/fragments/yours").text
    assert f'data-invitation="{made["id"]}"' in html and "Anna invites you to play" in html
    assert "invitation-accept" in html
    assert "You invited" in anna.get("/fragments/yours").text and "invitation-accept" not in anna.get("/fragments/yours").text
    assert made["id"] not in carol.get("/fragments/yours").text
    bob.cookies.set("tx_lang", "pl")
    pl = bob.get("/fragments/yours", headers={"Accept-Language": "pl"}).text
    assert "zaprasza cię" in pl and "Przyjmij" in pl
    # the creator's box offers each other seat to an account when signed in
    created = anna.post("/create", data={"game": "toy", "seat_0": "human", "seat_1": "human", "players": "2"})
    assert created.status_code == 201 and "invite-form" in created.text
    new_id = created.text.split('data-game="', 1)[1].split('"', 1)[0]
    assert (new_id, 0) in [(s["game_id"], s["seat"]) for s in anna.get("/api/me/games").json()]  # hers
    assert "invite-form" not in TestClient(site.app).post(
        "/create", data={"game": "toy", "seat_0": "human", "seat_1": "human", "players": "2"}).text
