"""Chat at the table (server/chat.py): seats write with their token, spectators as "Spectator";
stored with the game, pushed over the WebSocket, shown as text in the replay and on the result
page; one-line 4xx refusals that store nothing (too long, empty, invisible characters, wrong
token, too fast, spectators when the server says no).  The store's side on both databases is in
test_server_store.py."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tianxia.server import create_app

XSS = '<script>alert("x")</script><img src=x onerror=alert(1)>'


def new_game(c, seats=("human", "human"), **extra):
    r = c.post("/api/games", json={"game": "toy", "seats": list(seats), **extra})
    assert r.status_code == 201, r.text
    return r.json()


def say(c, g, text, seat=None, token=None):
    headers = {"X-Seat-Token": token or g["seats"][seat]["token"]} if seat is not None else {}
    return c.post(f"/api/games/{g['id']}/chat", json={"text": text, **({"seat": seat} if seat is not None else {})},
                  headers=headers)


def next_chat(ws) -> dict:
    """The next chat message pushed (a seat taken on its first request pushes an update first)."""
    while True:
        note = ws.receive_json()
        if note["type"] == "chat":
            return note


def messages(c, g, after=0):
    r = c.get(f"/api/games/{g['id']}/chat", params={"after": after})
    assert r.status_code == 200, r.text
    return r.json()["messages"]


def test_seats_and_spectators_write_and_everybody_at_the_table_hears_it_at_once(client):
    g = new_game(client)
    with client.websocket_connect(f"/ws/games/{g['id']}") as watcher:
        assert watcher.receive_json()["type"] == "update"
        r = say(client, g, "  good\n luck  ", seat=0)
        assert r.status_code == 200, r.text
        mine = r.json()
        assert (mine["seat"], mine["text"], mine["step"]) == (0, "good luck", 0)  # one line, trimmed
        pushed = next_chat(watcher)
        assert pushed == {"type": "chat", "message": mine}
        r = say(client, g, XSS)  # a spectator; the text is kept as written (the pages show it as text)
        assert r.status_code == 200 and r.json()["seat"] is None and r.json()["text"] == XSS
        assert next_chat(watcher)["message"]["text"] == XSS
    said = messages(client, g)
    assert [(m["seat"], m["text"]) for m in said] == [(0, "good luck"), (None, XSS)]
    assert messages(client, g, after=said[0]["id"]) == said[1:]


@pytest.mark.parametrize("text,status,words", [
    ("x" * 501, 400, "500"), ("   \n\t ", 422, "needs some words"), ("bell \x07", 422, "invisible"), ("", 400, "text")])
def test_bad_messages_are_refused_in_one_line_and_store_nothing(client, text, status, words):
    g = new_game(client)
    r = say(client, g, text, seat=1)
    assert r.status_code == status and words in r.json()["error"] and "\n" not in r.json()["error"]
    assert messages(client, g) == []


def test_a_seat_writes_only_with_its_own_token(client):
    g = new_game(client)
    r = say(client, g, "I am seat 0", seat=0, token=g["seats"][1]["token"])
    assert r.status_code == 403
    r = client.post(f"/api/games/{g['id']}/chat", json={"text": "hi", "seat": 0})
    assert r.status_code == 401
    assert say(client, g, "hi", seat=5, token="x").status_code == 404
    assert messages(client, g) == []


def test_each_writer_may_send_five_messages_in_ten_seconds(client):
    g = new_game(client)
    for i in range(5):
        assert say(client, g, f"m{i}", seat=0).status_code == 200
    r = say(client, g, "one too many", seat=0)
    assert r.status_code == 429 and "at most 5 per 10 s" in r.json()["error"] and int(r.headers["Retry-After"]) >= 1
    assert say(client, g, "the other seat may", seat=1).status_code == 200  # a bucket per writer
    assert [m["text"] for m in messages(client, g)] == ["m0", "m1", "m2", "m3", "m4", "the other seat may"]
    r = client.post(f"/api/games/{g['id']}/chat?lang=pl", json={"text": "znowu", "seat": 0},
                    headers={"X-Seat-Token": g["seats"][0]["token"]})
    assert r.status_code == 429 and "za dużo wiadomości czatu" in r.json()["error"]


def test_a_server_may_keep_spectators_from_writing(db_url):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None, spectator_chat="off")) as c:
        g = new_game(c)
        r = say(c, g, "hello from the audience")
        assert r.status_code == 403 and "spectators may not write" in r.json()["error"]
        assert say(c, g, "seats still may", seat=0).status_code == 200
        assert [m["text"] for m in messages(c, g)] == ["seats still may"]


def test_replay_and_result_show_the_chat_as_text_at_the_step_it_was_written(client):
    g = new_game(client, options={"target": 6})
    assert say(client, g, XSS, seat=0).status_code == 200
    token = {s: g["seats"][s]["token"] for s in (0, 1)}
    for _ in range(200):  # play to the end: roll until somebody reaches the target
        s = client.get(f"/api/games/{g['id']}").json()
        if s["status"] == "finished":
            break
        seat = s["current_player"]
        view = client.get(f"/api/games/{g['id']}/seats/{seat}/view", headers={"X-Seat-Token": token[seat]}).json()
        action = "roll" if "roll" in view["legal"] else view["legal"][0]
        client.post(f"/api/games/{g['id']}/seats/{seat}/actions", json={"action": action, "version": view["version"]},
                    headers={"X-Seat-Token": token[seat]})
    assert s["status"] == "finished"
    for page in ("replay", "result"):
        html = client.get(f"/games/{g['id']}/{page}").text
        assert 'id="chat-log"' in html and "<script>alert" not in html
        assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in html and 'data-step="0"' in html


def test_progress_is_the_rules_figure_in_the_view_the_summary_and_the_lobby(client):
    import tianxia

    r = client.post("/api/games", json={"game": "zhanguo", "seats": ["human", "human"]})
    g = r.json()
    token = {s["seat"]: s["token"] for s in g["seats"]}
    for _ in range(5):
        seat = client.get(f"/api/games/{g['id']}").json()["current_player"]
        view = client.get(f"/api/games/{g['id']}/seats/{seat}/view", headers={"X-Seat-Token": token[seat]}).json()
        assert client.post(f"/api/games/{g['id']}/seats/{seat}/actions", headers={"X-Seat-Token": token[seat]},
                           json={"action": view["legal"][0], "version": view["version"]}).status_code == 200
    public = client.get(f"/api/games/{g['id']}/view").json()
    expected = tianxia.load("zhanguo").progress(public["view"])
    assert 0 < expected < 1 and public["progress"] == expected  # Z-5.1: turns played of 5 rounds
    assert client.get(f"/api/games/{g['id']}").json()["progress"] == expected
    listed = {x["id"]: x for x in client.get("/api/games").json()["games"]}
    assert listed[g["id"]]["progress"] == expected
    assert f"{int(expected * 100)} % played" in client.get("/fragments/games").text
    toy = new_game(client)
    assert client.get(f"/api/games/{toy['id']}").json()["progress"] is None  # a game without a formula
