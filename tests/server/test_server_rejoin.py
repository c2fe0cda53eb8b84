"""Rejoin: a seat's owner gets a fresh link, which revokes the old one (issue 15)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tianxia.server import create_app


def create(client, seats=("human", "human")):
    r = client.post("/api/games", json={"game": "toy", "seats": list(seats), "options": {"target": 60}})
    assert r.status_code == 201, r.text
    return r.json()


def view(client, gid, seat, token):
    return client.get(f"/api/games/{gid}/seats/{seat}/view", headers={"X-Seat-Token": token})


def new_link(client, gid, seat, token):
    return client.post(f"/api/games/{gid}/seats/{seat}/link", headers={"X-Seat-Token": token})


def test_a_new_link_revokes_the_old_token(client):
    g = create(client)
    old = g["seats"][0]["token"]
    r = new_link(client, g["id"], 0, old)
    assert r.status_code == 200, r.text
    fresh = r.json()
    assert fresh["seat"] == 0 and fresh["token"] != old
    assert fresh["join_url"].endswith(f"/join/{g['id']}/0?token={fresh['token']}")
    assert view(client, g["id"], 0, old).status_code == 403
    v = view(client, g["id"], 0, fresh["token"])
    assert v.status_code == 200
    assert view(client, g["id"], 1, g["seats"][1]["token"]).status_code == 200  # the other seat keeps its own
    assert new_link(client, g["id"], 0, old).status_code == 403  # the old token cannot take the seat back


def test_only_the_seat_owner_gets_a_new_link(client):
    g = create(client, seats=("human", "random"))
    assert new_link(client, g["id"], 0, "not-the-token").status_code == 403
    assert new_link(client, g["id"], 0, g["seats"][0]["token"]).status_code == 200
    assert new_link(client, g["id"], 1, "anything").status_code == 403  # a bot's seat has no link
    assert client.post(f"/api/games/{g['id']}/seats/0/link").status_code == 401


def test_connections_with_the_old_token_are_closed_and_cannot_come_back(client):
    g = create(client)
    old = g["seats"][0]["token"]
    view(client, g["id"], 0, old)
    with client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={old}") as ws:
        ws.receive_json()
        fresh = new_link(client, g["id"], 0, old).json()["token"]
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                ws.receive_json()
        assert closed.value.code == 4003
    with pytest.raises(WebSocketDisconnect) as refused:
        with client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={old}") as ws:
            ws.receive_json()
    assert refused.value.code == 4403
    with client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={fresh}") as ws:
        assert ws.receive_json()["seat"] == 0


def test_asked_from_the_seat_page_the_new_cookie_is_set(client):
    g = create(client)
    old = g["seats"][0]["token"]
    assert client.get(f"/join/{g['id']}/0?token={old}", follow_redirects=False).status_code == 303
    r = client.post(f"/api/games/{g['id']}/seats/0/link")  # the cookie is the proof
    assert r.status_code == 200, r.text
    fresh = r.json()["token"]
    assert client.cookies.get(f"tx_{g['id']}_0") == fresh
    assert client.get(f"/api/games/{g['id']}/seats/0/view").status_code == 200  # with the new cookie
    assert view(client, g["id"], 0, old).status_code == 403


def test_the_new_link_survives_a_restart(db_url):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as client:
        g = create(client)
        old = g["seats"][0]["token"]
        fresh = new_link(client, g["id"], 0, old).json()["token"]
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as client:
        assert view(client, g["id"], 0, old).status_code == 403
        assert view(client, g["id"], 0, fresh).status_code == 200
