"""The server shows the engines' text in the page's language: a Polish session gets Polish log
lines, drawing, action names, refusals and option errors (through the API, the WebSocket, the
replay and the result page, and through a real server process); an English session gets
exactly what the engines write.  Also the limit on creating games (429)."""

from __future__ import annotations

import logging
import random
import time

import httpx
import pytest
from fastapi.testclient import TestClient
from server_helpers import ServerProcess

from tianxia.server import create_app
from tianxia.server import limits

PL = {"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.5"}


def create(client, game="dragon", seats=("human", "human"), headers=None, **extra):
    r = client.post("/api/games", json={"game": game, "seats": list(seats), **extra}, headers=headers or {})
    assert r.status_code == 201, r.text
    return r.json()


def seat_view(client, g, seat, headers=None, **params):
    r = client.get(f"/api/games/{g['id']}/seats/{seat}/view",
                   headers={"X-Seat-Token": g["seats"][seat]["token"], **(headers or {})}, params=params)
    assert r.status_code == 200, r.text
    return r.json()


def act(client, g, seat, action, version, headers=None):
    return client.post(f"/api/games/{g['id']}/seats/{seat}/actions", json={"action": action, "version": version},
                       headers={"X-Seat-Token": g["seats"][seat]["token"], **(headers or {})})


def test_a_polish_session_sees_the_engine_text_in_polish(client):
    g = create(client)
    seat = seat_view(client, g, 0)["current_player"]
    en = seat_view(client, g, seat, svg=1)
    pl = seat_view(client, g, seat, headers=PL, svg=1)
    assert en["log"][0] == "Seat 0 is the start player" or en["log"][0] == "Seat 1 is the start player"
    assert pl["log"][0].startswith("Gracz ") and pl["log"][0].endswith(" rozpoczyna grę")
    assert pl["log"][1].startswith("Tor wydarzeń: Pokój, Pokój, ")
    assert len(pl["log"]) == len(en["log"])
    assert pl["legal"] == en["legal"]                          # notation stays: it is what is sent back
    assert pl["legal_labels"][0].startswith("Weź ") and len(en["legal_labels"]) == len(en["legal"])
    assert not pl["legal_labels"][0].startswith(en["legal_labels"][0])
    assert "Tor wydarzeń" in pl["svg"] and "Event track" not in pl["svg"]
    assert "Event track" in en["svg"]
    assert 'data-action="pair ' in pl["svg"]                    # clickable elements keep their notation
    legal = client.get(f"/api/games/{g['id']}/seats/{seat}/legal", params={"lang": "pl"},
                       headers={"X-Seat-Token": g["seats"][seat]["token"]}).json()
    assert legal["legal"] == en["legal"] and legal["legal_labels"] == pl["legal_labels"]
    # ?lang= and the cookie choose too; English is exactly what the engine wrote
    assert seat_view(client, g, seat, lang="pl")["log"] == pl["log"]
    client.cookies.set("lang", "pl")
    try:
        assert seat_view(client, g, seat)["log"] == pl["log"]
    finally:
        client.cookies.delete("lang")


def test_refusals_option_errors_and_server_messages_in_polish(client):
    g = create(client)
    seat = seat_view(client, g, 0)["current_player"]
    v = seat_view(client, g, seat)
    r = act(client, g, seat, "house wei2 red", v["version"], headers=PL)
    assert r.status_code == 422 and set(r.json()) == {"error"}
    assert r.json()["error"].startswith("'house wei2 red' nie jest ruchem tej gry; Gracz ")
    r_en = act(client, g, seat, "house wei2 red", v["version"])
    assert r_en.json()["error"].startswith("'house wei2 red' is not an action of this game; Seat ")
    r = act(client, g, seat, v["legal"][0], v["version"] + 5, headers=PL)
    assert r.status_code == 409 and r.json()["error"].startswith("nieaktualna wersja ")
    r = client.post("/api/games", json={"game": "huang", "players": 5}, headers=PL)
    assert r.status_code == 422
    assert r.json()["error"] == "5 graczy wymaga modułu Dynastia Smoka (dragon=on) (H-1.1)"
    r = client.post("/api/games", json={"game": "dragon", "players": 9}, headers=PL)
    assert r.json()["error"] == "W roku smoka: od 2 do 5 graczy, nie 9"
    r = act(client, g, seat, v["legal"][0], v["version"], headers=PL)
    assert r.status_code == 200 and all(not line.startswith("Seat ") for line in r.json()["events"])


def test_the_websocket_pushes_each_language_its_own_view(client):
    g = create(client)
    token = g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={token}&lang=pl") as pl_ws, \
            client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={token}") as en_ws:
        pl, en = pl_ws.receive_json(), en_ws.receive_json()
        assert pl["log"][0].startswith("Gracz ") and en["log"][0].startswith("Seat ")
        seat = en["current_player"]
        assert act(client, g, seat, seat_view(client, g, seat)["legal"][0], en["version"]).status_code == 200
        before, version = len(en["log"]), en["version"]
        while pl["version"] == version:   # (opening seat 1's view pushes a "joined" update first)
            pl = pl_ws.receive_json()
        while en["version"] == version:
            en = en_ws.receive_json()
        assert pl["version"] == en["version"] and len(pl["log"]) == len(en["log"]) > before
        for p_line, e_line in zip(pl["log"][before:], en["log"][before:]):
            assert p_line != e_line and not p_line.startswith("Seat "), (p_line, e_line)


def test_replay_and_result_pages_in_polish(client):
    g = create(client, seats=("random", "random"))
    for _ in range(200):
        if client.get(f"/api/games/{g['id']}").json()["status"] == "finished":
            break
        time.sleep(0.05)
    step = client.get(f"/api/games/{g['id']}/replay/3", headers=PL).json()
    assert step["action_label"] and step["action_label"] != step["action"]
    assert all(not line.startswith("Seat ") for line in step["log"]) and "Tor wydarzeń" in step["svg"]
    en = client.get(f"/api/games/{g['id']}/replay/3").json()
    assert "action_label" not in en and en["log"][0].startswith("Seat ")
    page = client.get(f"/games/{g['id']}/result", headers=PL).text
    assert "wygrywa, mając" in page and "wins with" not in page


def test_a_broken_catalog_leaves_the_game_in_english(client, monkeypatch):
    """A Polish catalog that does not parse costs its messages, not the game: they are said in
    English (each entry Fluent cannot read is skipped; the rest of the file still serves)."""
    from tianxia.core import messages as catalogs
    g = create(client)
    real = catalogs._ftl
    monkeypatch.setattr(catalogs, "_ftl", lambda package, lang: "this is { not fluent\n" if lang == "pl"
                        else real(package, lang))
    catalogs.reload()
    try:
        v = seat_view(client, g, 0, headers=PL)
        english = seat_view(client, g, 0)
    finally:
        monkeypatch.setattr(catalogs, "_ftl", real)
        catalogs.reload()
    assert v["log"] == english["log"] and v["log"][0].startswith("Seat ")
    assert v["legal_labels"] == english["legal_labels"]


def test_a_polish_session_through_a_real_server(tmp_path):
    """Over HTTP against a server process: a Polish log line and a Polish refusal."""
    with ServerProcess(f"sqlite:///{tmp_path / 'pl.sqlite3'}") as srv:
        with httpx.Client(base_url=srv.url, cookies={"lang": "pl"}, timeout=10) as http:
            g = create(http, seats=("human", "human"))
            v = seat_view(http, g, 0)
            assert any(line.startswith("Wydarzenie") or line.startswith("Tor wydarzeń: ") for line in v["log"])
            seat = v["current_player"]
            r = act(http, g, seat, "pair zz zz", v["version"])
            assert r.status_code == 422
            assert r.json()["error"].startswith("'pair zz zz' jest niedozwolony: oba rodzaje muszą się różnić")
            page = http.get(f"/games/{g['id']}/watch").text
            assert '"lang": "pl"' in page


# -- the limit on creating games -----------------------------------------------------------------------


def test_creating_games_is_limited_per_address(db_url):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=(3, 600))) as c:
        for _ in range(3):
            create(c, game="toy", seats=("human",) * 2, options={"target": 60})
        r = c.post("/api/games", json={"game": "toy", "players": 2})
        assert r.status_code == 429 and set(r.json()) == {"error"} and "\n" not in r.json()["error"]
        assert r.json()["error"].startswith("too many new games from this address: at most 3 per 600 s")
        assert 1 <= int(r.headers["Retry-After"]) <= 200
        r = c.post("/create", data={"game": "toy", "players": "2"}, headers={"HX-Request": "true", **PL})
        assert r.status_code == 429 and "za dużo nowych gier z tego adresu" in r.text
        r = c.post("/api/records", content=b"{}")
        assert r.status_code == 429                       # uploading a record creates a game too
        assert c.get("/api/games").status_code == 200     # everything else still answers


def test_the_limit_can_be_turned_off(db_url, monkeypatch):
    monkeypatch.setenv("TIANXIA_CREATE_LIMIT", "2/60")
    assert limits.from_settings().capacity == 2
    monkeypatch.setenv("TIANXIA_CREATE_LIMIT", "off")
    assert limits.from_settings() is None
    monkeypatch.delenv("TIANXIA_CREATE_LIMIT")
    default = limits.from_settings()
    assert (default.capacity, default.period) == (30, 600.0)
    with pytest.raises(ValueError, match="n/seconds"):
        limits.parse("thirty")
    with pytest.raises(ValueError, match="at least 1"):
        limits.TokenBucket(0, 60)
    with TestClient(create_app(db_url, bot_delay=0, create_limit="off")) as c:
        for _ in range(35):
            create(c, game="toy", seats=("human",) * 2, options={"target": 60})


def test_the_bucket_refills_and_keeps_addresses_apart():
    now = [1000.0]
    bucket = limits.TokenBucket(2, 60, clock=lambda: now[0])
    assert bucket.take("a") == 0 and bucket.take("a") == 0
    wait = bucket.take("a")
    assert wait == pytest.approx(30.0)                   # one game per 30 s comes back
    assert bucket.take("b") == 0                          # another address has its own bucket
    now[0] += 29.0
    assert bucket.take("a") > 0
    now[0] += 1.5
    assert bucket.take("a") == 0 and bucket.take("a") > 0
    now[0] += 3600
    assert bucket.take("a") == 0 and bucket.take("a") == 0 and bucket.take("a") > 0  # never more than 2 saved
    with pytest.raises(limits.RateLimited) as err:
        bucket.check("a")
    assert err.value.status == 429 and int(err.value.headers["Retry-After"]) >= 1


def test_the_bucket_forgets_full_addresses_beyond_its_bound(monkeypatch):
    monkeypatch.setattr(limits, "MAX_ADDRESSES", 50)
    now = [0.0]
    bucket = limits.TokenBucket(5, 10, clock=lambda: now[0])
    rng = random.Random(1)
    for i in range(200):
        now[0] += rng.random() * 3
        bucket.take(f"10.0.0.{i}")
    assert len(bucket.buckets) <= 51
