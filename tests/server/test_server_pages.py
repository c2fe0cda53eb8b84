"""Pages, the WebSocket push and languages, through the ASGI test client (no browser)."""

from __future__ import annotations

import json
import re

import pytest
from starlette.websockets import WebSocketDisconnect

import tianxia
from tianxia.server import i18n


def create(client, seats=("human", "human"), **extra):
    extra.setdefault("options", {"target": 60})  # long enough that no test ends it by accident
    r = client.post("/api/games", json={"game": "toy", "seats": list(seats), **extra})
    assert r.status_code == 201, r.text
    return r.json()


def test_every_playable_game_offers_every_option_in_the_lobby(client):
    for name in tianxia.games():
        try:
            game = tianxia.load(name)
        except Exception:
            continue
        html = client.get(f"/fragments/setup?game={name}").text
        for option in game.options:
            assert f'name="opt_{option}"' in html, (name, option)
        assert html.count('name="seat_') == game.min_players
        html = client.get(f"/fragments/setup?game={name}&players={game.max_players}").text
        assert html.count('name="seat_') == game.max_players


def test_the_lobby_form_creates_a_game_with_links_shown_once(client):
    r = client.post("/create", data={"game": "toy", "players": "3", "seat_0": "human", "seat_1": "random",
                                     "seat_2": "human", "opt_target": "25", "opt_dice": "d4", "opt_fast": "on"},
                    headers={"HX-Request": "true"})
    assert r.status_code == 201
    links = re.findall(r'href="(/join/[^"]+)"', r.text)
    assert len(links) == 2 and all("token=" in link for link in links)
    gid = links[0].split("/")[2]
    summary = client.get(f"/api/games/{gid}").json()
    assert summary["options"] == {"target": 25, "dice": "d4", "fast": True, "gifts": False}  # gifts: its default
    assert summary["seats"] == ["human", "random", "human"]
    # the lists never show a token
    assert "token" not in client.get("/fragments/games").text


def test_a_bad_form_is_answered_with_one_line(client):
    r = client.post("/create", data={"game": "toy", "players": "2", "opt_dice": "d20"},
                    headers={"Accept": "text/html"})
    assert r.status_code == 422 and "option dice" in r.text
    r = client.post("/create", data={"game": "toy", "players": "2", "seat_1": "genius"})
    assert r.status_code == 422 and "unknown bot" in r.json()["error"]


def test_join_link_sets_a_strict_httponly_cookie_and_drops_the_token_from_the_address(client):
    g = create(client)
    token = g["seats"][1]["token"]
    r = client.get(f"/join/{g['id']}/1?token={token}", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == f"/games/{g['id']}/seat/1"
    cookie = r.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie.replace("Strict", "strict")
    page = client.get(r.headers["location"])
    assert page.status_code == 200 and token not in page.text
    assert client.get(f"/api/games/{g['id']}").json()["joined"] == [False, True]
    bad = client.get(f"/join/{g['id']}/0?token=nope", follow_redirects=False)
    assert bad.status_code == 403


def test_websocket_needs_the_seat_token(client):
    g = create(client)
    for url, code in ((f"/ws/games/{g['id']}?seat=0", 4401), (f"/ws/games/{g['id']}?seat=0&token=bad", 4403),
                      ("/ws/games/nosuchgame", 4404)):
        with pytest.raises(WebSocketDisconnect) as info:
            with client.websocket_connect(url) as ws:
                ws.receive_json()
        assert info.value.code == code


def test_a_seat_cookie_does_not_open_the_websocket_from_another_site(client):
    g = create(client)
    client.get(f"/join/{g['id']}/0?token={g['seats'][0]['token']}", follow_redirects=False)
    with pytest.raises(WebSocketDisconnect) as info:
        with client.websocket_connect(f"/ws/games/{g['id']}?seat=0", headers={"Origin": "https://evil.example"}) as ws:
            ws.receive_json()
    assert info.value.code == 4403
    with client.websocket_connect(f"/ws/games/{g['id']}?seat=0", headers={"Origin": "http://testserver"}) as ws:
        assert ws.receive_json()["seat"] == 0


def test_each_seat_is_pushed_its_own_view_after_every_move(client):
    g = create(client)
    t0, t1 = g["seats"][0]["token"], g["seats"][1]["token"]
    for seat, tok in ((0, t0), (1, t1)):  # both take their seats (which is pushed as well)
        client.get(f"/api/games/{g['id']}/seats/{seat}/view", headers={"X-Seat-Token": tok})
    with client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={t0}") as w0, \
            client.websocket_connect(f"/ws/games/{g['id']}?seat=1&token={t1}") as w1, \
            client.websocket_connect(f"/ws/games/{g['id']}") as spectator:
        first0, first1, public = w0.receive_json(), w1.receive_json(), spectator.receive_json()
        assert first0["legal"] and not first1["legal"] and public["view"]["hand"] is None
        r = client.post(f"/api/games/{g['id']}/seats/0/actions", json={"action": "draw", "version": 0},
                        headers={"X-Seat-Token": t0})
        assert r.status_code == 200
        m0, m1, mp = w0.receive_json(), w1.receive_json(), spectator.receive_json()
        assert m0["version"] == m1["version"] == mp["version"] == 1
        assert len(m0["view"]["hand"]) == 3 and m1["view"]["hand"] == first1["view"]["hand"]
        assert "draws the" in m0["log"][-1] and "draws a card" in m1["log"][-1] and "draws a card" in mp["log"][-1]
        assert m1["legal"] and not m0["legal"]
        assert 'data-action="draw"' in m1["svg"] and "data-action" not in mp["svg"]
        for message in (m0, m1, mp):
            text = json.dumps(message)
            assert '"seed"' not in text and '"rng"' not in text
            assert t0 not in text and t1 not in text


def test_result_and_replay_pages_only_for_finished_games(client):
    g = create(client, seats=("random", "random"), options={"target": 6})
    import time

    deadline = time.time() + 60  # generous: two bot moves a version on a loaded machine
    while client.get(f"/api/games/{g['id']}").json()["status"] != "finished" and time.time() < deadline:
        time.sleep(0.02)
    page = client.get(f"/games/{g['id']}/result")
    assert page.status_code == 200 and "result-table" in page.text
    assert client.get(f"/games/{g['id']}/replay").status_code == 200
    running = create(client)
    assert client.get(f"/games/{running['id']}/replay").status_code == 403
    assert client.get(f"/games/{running['id']}/result", follow_redirects=False).status_code == 303


def test_language_from_accept_language_cookie_and_switch(client):
    assert i18n.choose("pl-PL,pl;q=0.9,en;q=0.8", None) == "pl"
    assert i18n.choose("de-DE,en;q=0.5,pl;q=0.4", None) == "en"
    assert i18n.choose("fr", None) == "en" and i18n.choose(None, None) == "en"
    assert i18n.choose("en", "pl") == "pl"
    assert "Nowa gra" in client.get("/", headers={"Accept-Language": "pl"}).text
    assert "New game" in client.get("/", headers={"Accept-Language": "en"}).text
    r = client.get("/lang/pl?next=//evil.example", follow_redirects=False)
    assert r.headers["location"] == "/"
    client.cookies.set("lang", "pl")
    assert "Poczekalnia" in client.get("/").text


def test_every_interface_text_exists_in_both_languages():
    for lang in i18n.LANGUAGES:  # tests/test_messages.py: every language has every message
        t = i18n.Translator(lang)
        for key in i18n.PAGE_KEYS:
            assert t.words.has(key) and t(key).strip() and "{ $" not in t(key), (lang, key)
    assert i18n.Translator("pl")("step") == "Krok {step} z {total}"  # the client fills the holes
    t = i18n.Translator("pl")
    assert t.term("In the Year of the Dragon") == "W roku smoka" and t.option("dragon", "great_wall") == "Wielki Mur"
    assert t.option("huang", "palace") == "Pałac cesarski" and i18n.Translator("en").option("toy", "fast") == "fast"
    assert t.term("lanternfest") == "Festiwal Lampionów"  # the Polish rulebook's name
    assert t.value(True) == "tak" and i18n.Translator("en").value(False) == "off"
