"""The lean route for the two move requests (fastpath.py) answers exactly as the FastAPI routes
do, and leaves everything not exactly well formed to them."""

from __future__ import annotations

import pytest

from tianxia.server import fastpath


@pytest.fixture
def calls(monkeypatch):
    """The requests the fast path answered itself, by kind."""
    seen = []
    answer = fastpath.FastPath._answer

    async def counted(self, request, send, coroutine):
        seen.append("legal" if request.url.path.endswith("/legal") else "action")
        return await answer(self, request, send, coroutine)

    monkeypatch.setattr(fastpath.FastPath, "_answer", counted)
    return seen


def game(client):
    r = client.post("/api/games", json={"game": "toy", "seats": ["human", "human"], "options": {"target": 60}})
    return r.json()


def test_well_formed_move_requests_take_the_fast_path(client, calls):
    g = game(client)
    head = {"X-Seat-Token": g["seats"][0]["token"]}
    legal = client.get(f"/api/games/{g['id']}/seats/0/legal", headers=head)
    assert legal.status_code == 200 and calls == ["legal"]
    body = legal.json()
    assert set(body) == {"version", "current_player", "legal"}
    seat = body["current_player"]
    head = {"X-Seat-Token": g["seats"][seat]["token"]}
    body = client.get(f"/api/games/{g['id']}/seats/{seat}/legal", headers=head).json()
    r = client.post(f"/api/games/{g['id']}/seats/{seat}/actions", headers=head,
                    json={"action": body["legal"][0], "version": body["version"]})
    assert r.status_code == 200 and calls[-1] == "action"
    assert {"version", "action", "events", "status", "current_player"} <= set(r.json())
    assert r.headers["x-frame-options"] == "DENY"  # the security headers, as the stack adds them


@pytest.mark.parametrize("body", ['{"action": "draw", "version": 0, "extra": 1}', '{"action": "draw", "version": 1.0}',
                                  '{"action": "draw", "version": true}', '{"action": 5, "version": 0}',
                                  '{"action": "draw"}', '[1]', '{"action": "' + "x" * 301 + '", "version": 0}'])
def test_anything_off_goes_to_fastapi(client, calls, body):
    g = game(client)
    r = client.post(f"/api/games/{g['id']}/seats/0/actions", content=body.encode(),
                    headers={"X-Seat-Token": g["seats"][0]["token"], "content-type": "application/json"})
    assert calls == [] and r.status_code in (400, 409, 422) and set(r.json()) == {"error"}


def test_refusals_are_the_same_one_line_errors(client, calls):
    g = game(client)
    gid = g["id"]
    good = {"X-Seat-Token": g["seats"][0]["token"]}
    assert client.get(f"/api/games/{gid}/seats/0/legal").status_code == 401
    assert client.get(f"/api/games/{gid}/seats/0/legal", headers={"X-Seat-Token": "nope"}).status_code == 403
    assert client.get("/api/games/nosuchgame/seats/0/legal", headers=good).json() == {"error": "no game 'nosuchgame'"}
    assert client.get(f"/api/games/{gid}/seats/7/legal", headers=good).status_code == 404
    v = client.get(f"/api/games/{gid}/seats/0/legal", headers=good).json()
    stale = client.post(f"/api/games/{gid}/seats/0/actions", headers=good,
                        json={"action": "draw", "version": v["version"] + 3})
    assert stale.status_code == 409 and stale.json()["error"].startswith("stale version")
    seat = v["current_player"]
    mine = {"X-Seat-Token": g["seats"][seat]["token"]}
    illegal = client.post(f"/api/games/{gid}/seats/{seat}/actions?lang=pl", headers=mine,
                          json={"action": "fly away", "version": v["version"]})
    assert illegal.status_code == 422 and set(illegal.json()) == {"error"}
    assert len(calls) == 7


def test_the_cookie_and_bearer_token_work_on_the_fast_path(client, calls):
    g = game(client)
    token = g["seats"][1]["token"]
    assert client.get(f"/api/games/{g['id']}/seats/1/legal",
                      headers={"Authorization": f"Bearer {token}"}).status_code == 200
    client.get(f"/join/{g['id']}/1?token={token}", follow_redirects=False)
    assert client.get(f"/api/games/{g['id']}/seats/1/legal").status_code == 200
    assert calls == ["legal", "legal"]


def test_an_action_answer_gives_the_seat_its_next_legal_actions_when_it_decides_again(client):
    """41% of Dragon's actions are followed by the same seat's: those need no second request."""
    import random

    g = game(client)
    rng = random.Random(3)
    heads = [{"X-Seat-Token": g["seats"][s]["token"]} for s in (0, 1)]
    v = client.get(f"/api/games/{g['id']}/seats/0/legal", headers=heads[0]).json()
    again = elsewhere = 0
    for _ in range(40):
        seat = v["current_player"]
        if seat is None:
            break
        v = client.get(f"/api/games/{g['id']}/seats/{seat}/legal", headers=heads[seat]).json()
        answer = client.post(f"/api/games/{g['id']}/seats/{seat}/actions", headers=heads[seat],
                             json={"action": rng.choice(v["legal"]), "version": v["version"]}).json()
        fresh = client.get(f"/api/games/{g['id']}/seats/{seat}/legal", headers=heads[seat]).json()
        assert answer["current_player"] == fresh["current_player"] and answer["version"] == fresh["version"]
        if answer["current_player"] == seat:
            assert answer["legal"] == fresh["legal"]
            again += 1
        else:
            assert "legal" not in answer  # another seat's choices are not this seat's to see
            elsewhere += 1
        v = fresh
    assert again and elsewhere


def test_the_fast_path_keeps_the_allowed_hosts(db_url, calls):
    """Answered before the middleware stack, the move requests still obey ``allowed_hosts``."""
    from fastapi.testclient import TestClient

    from tianxia.server import create_app

    with TestClient(create_app(db_url, bot_delay=0, create_limit=None, allowed_hosts="testserver,*.example.org")) as c:
        g = game(c)
        head = {"X-Seat-Token": g["seats"][0]["token"]}
        url = f"/api/games/{g['id']}/seats/0/legal"
        assert c.get(url, headers={**head, "host": "evil.test"}).status_code == 400 and calls == []
        assert c.get(url, headers={**head, "host": "play.example.org"}).status_code == 200
        assert c.get(url, headers=head).status_code == 200 and calls == ["legal", "legal"]


def test_a_body_without_its_length_goes_to_the_stack(client, calls):
    """The body limit is the stack's: the fast path takes only bodies that say their length."""
    g = game(client)
    v = client.get(f"/api/games/{g['id']}/seats/0/legal", headers={"X-Seat-Token": g["seats"][0]["token"]}).json()
    seat = v["current_player"]
    body = iter([b'{"action": "draw", ', b'"version": %d}' % v["version"]])  # streamed: no Content-Length
    r = client.post(f"/api/games/{g['id']}/seats/{seat}/actions", content=body,
                    headers={"X-Seat-Token": g["seats"][seat]["token"], "content-type": "application/json"})
    assert r.status_code in (200, 409, 422) and calls == ["legal"]


def test_fast_path_answers_under_uvicorn_keep_the_connection_and_the_headers(tmp_path):
    """Under a real Uvicorn: pipelined move requests on one keep-alive connection, answered by the
    fast path, each get a whole, well framed answer, with the headers Uvicorn and the stack give
    any other answer."""
    import json
    import socket

    import h11
    import httpx
    from server_helpers import ServerProcess

    with ServerProcess(f"sqlite:///{tmp_path / 'tx.sqlite3'}") as srv:
        g = httpx.post(srv.url + "/api/games", json={"game": "toy", "seats": ["human", "human"]}).json()
        heads = {s: [("host", "127.0.0.1"), ("x-seat-token", g["seats"][s]["token"])] for s in (0, 1)}
        legal = httpx.get(f"{srv.url}/api/games/{g['id']}/seats/0/legal", headers=dict(heads[0])).json()
        seat = legal["current_player"]
        body = json.dumps({"action": httpx.get(f"{srv.url}/api/games/{g['id']}/seats/{seat}/legal",
                                               headers=dict(heads[seat])).json()["legal"][0],
                           "version": legal["version"]}).encode()
        conn = h11.Connection(h11.CLIENT)
        wire = b"".join([
            conn.send(h11.Request(method="GET", target=f"/api/games/{g['id']}/seats/{seat}/legal",
                                  headers=heads[seat])), conn.send(h11.EndOfMessage())])
        pipelined = h11.Connection(h11.CLIENT)  # h11 sends one request at a time: a second writer
        wire += b"".join([
            pipelined.send(h11.Request(method="POST", target=f"/api/games/{g['id']}/seats/{seat}/actions",
                                       headers=[*heads[seat], ("content-type", "application/json"),
                                                ("content-length", str(len(body)))])),
            pipelined.send(h11.Data(data=body)), pipelined.send(h11.EndOfMessage())])
        with socket.create_connection(("127.0.0.1", srv.port), timeout=10) as sock:
            sock.sendall(wire)  # both requests in one packet: the second waits for the first's answer
            answers, ended, reader = [], 0, h11.Connection(h11.CLIENT)
            reader.send(h11.Request(method="GET", target="/", headers=[("host", "x")]))
            reader.send(h11.EndOfMessage())
            while ended < 2:
                event = reader.next_event()
                if event is h11.NEED_DATA:
                    reader.receive_data(sock.recv(65536))
                elif isinstance(event, h11.Response):
                    answers.append({"status": event.status_code, "headers": dict(event.headers), "body": bytearray()})
                elif isinstance(event, h11.Data):
                    answers[-1]["body"] += event.data
                elif isinstance(event, h11.EndOfMessage):
                    ended += 1
                    reader.start_next_cycle()
                    if ended < 2:
                        reader.send(h11.Request(method="GET", target="/", headers=[("host", "x")]))
                        reader.send(h11.EndOfMessage())
        for answer in answers:
            assert answer["status"] == 200, answer
            h = answer["headers"]
            assert h[b"content-type"] == b"application/json" and int(h[b"content-length"]) == len(answer["body"])
            assert h[b"x-content-type-options"] == b"nosniff" and h[b"x-frame-options"] == b"DENY"
            assert b"date" in h and h[b"server"] == b"uvicorn"
        assert json.loads(answers[0]["body"])["legal"]
        assert json.loads(answers[1]["body"])["version"] == legal["version"] + 1
        after = httpx.get(f"{srv.url}/api/games/{g['id']}", headers=dict(heads[seat])).json()
        assert after["version"] == legal["version"] + 1  # the move was stored, once
