"""A game everybody left ends: once no person has been at it (no seat's page open, no request of
a seat's person) for ``abandon_seconds``, it ends with the scores as they stand, stored as
abandoned, shown so on the result page and in the lobby, and kept across restarts (issue 15)."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient
from test_server_scaleout import pg_url  # noqa: F401 - a schema of its own on PostgreSQL
from test_server_store import any_db  # noqa: F401 - SQLite and, when one answers, PostgreSQL

from tianxia.server import create_app
from tianxia.server.records import standing
from tianxia.server.settings import Settings

DELAY = 0.6


def app(db_url, **settings):
    settings.setdefault("bot_delay", 0)
    settings.setdefault("abandon_seconds", DELAY)
    return TestClient(create_app(db_url, create_limit=None, clock_bot="random", **settings))


def create(client, seats, clock=None, target=60):
    r = client.post("/api/games", json={"game": "toy", "seats": list(seats), "options": {"target": target},
                                        "clock": clock})
    assert r.status_code == 201, r.text
    return r.json()


def head(g, seat):
    return {"X-Seat-Token": g["seats"][seat]["token"]}


def play(client, g, moves):
    """Play ``moves`` actions, each seat for itself (scoring ones where it can)."""
    for _ in range(moves):
        seat = client.get(f"/api/games/{g['id']}").json()["current_player"]
        legal = client.get(f"/api/games/{g['id']}/seats/{seat}/legal", headers=head(g, seat)).json()
        choice = next((a for a in legal["legal"] if a.startswith("play")), legal["legal"][0])
        r = client.post(f"/api/games/{g['id']}/seats/{seat}/actions", headers=head(g, seat),
                        json={"action": choice, "version": legal["version"]})
        assert r.status_code == 200, r.text


def summary(client, g):
    return client.get(f"/api/games/{g['id']}").json()  # public: not a sign of a person


def wait_for(fetch, done, seconds=10.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        got = fetch()
        if done(got):
            return got
        time.sleep(0.05)
    raise AssertionError(f"never got there: {got}")


def ended(s):
    return s["status"] == "finished"


# -- the ruling --------------------------------------------------------------------------------------

class Standing:
    def __init__(self, scores, moves=3):
        self._scores, self.history = scores, ["x"] * moves

    def scores(self):
        return list(self._scores)


def test_the_leaders_win_together_and_a_tie_of_everybody_wins_nobody():
    assert standing(Standing([5, 9, 9])) == {"scores": [5, 9, 9], "winners": [1, 2], "moves": 3, "abandoned": True}
    assert standing(Standing([4, 2]))["winners"] == [0]
    assert standing(Standing([0, 0, 0]))["winners"] == []  # nobody ahead (Huang hides its scores until the end)


def test_the_delay_is_a_setting_with_its_variable():
    assert Settings.from_env({}).abandon_seconds == 1800
    assert Settings.from_env({"TIANXIA_ABANDON_SECONDS": "90"}).abandon_seconds == 90
    assert Settings.from_env({"TIANXIA_ABANDON_SECONDS": "0"}).abandon_seconds == 0  # never
    with pytest.raises(ValueError, match="abandon_seconds"):
        Settings(abandon_seconds=-1)


# -- through the server ------------------------------------------------------------------------------

def test_a_game_everybody_left_ends_with_the_scores_as_they_stand(any_db):  # noqa: F811
    with app(any_db) as client:
        g = create(client, ["human", "human"])
        play(client, g, 4)
        before = client.get(f"/api/games/{g['id']}/view").json()
        s = wait_for(lambda: summary(client, g), ended)
        assert s["result"]["abandoned"] is True and s["result"]["scores"] == before["scores"]
        assert s["result"]["moves"] == before["moves"] and s["version"] == before["version"] + 1
        best = max(before["scores"])
        leaders = [i for i, v in enumerate(before["scores"]) if v == best]
        assert s["result"]["winners"] == ([] if len(leaders) == 2 else leaders)
        seat = before["current_player"]
        r = client.post(f"/api/games/{g['id']}/seats/{seat}/actions", headers=head(g, seat),
                        json={"action": "roll", "version": s["version"]})
        assert r.status_code == 409 and "over" in r.json()["error"]
        view = client.get(f"/api/games/{g['id']}/seats/0/view", headers=head(g, 0)).json()
        assert view["is_terminal"] and view["abandoned"] and view["legal"] == [] and view["current_player"] is None
        page = client.get(f"/games/{g['id']}/result")
        assert page.status_code == 200 and 'id="abandoned"' in page.text
        assert client.get(f"/api/games/{g['id']}/record").json()["result"]["abandoned"] is True
        lobby = client.get("/fragments/games").text  # the lobby's lists
        assert g["id"] in lobby and 'class="abandoned"' in lobby
    with app(any_db) as client:  # kept across a restart
        s = summary(client, g)
        assert ended(s) and s["result"]["abandoned"] is True
        assert 'id="abandoned"' in client.get(f"/games/{g['id']}/result").text


def test_a_seat_page_open_or_a_seat_asking_keeps_the_game(db_url):
    with app(db_url) as client:
        g = create(client, ["human", "human"])
        with client.websocket_connect(f"/ws/games/{g['id']}?seat=1&token={g['seats'][1]['token']}") as ws:
            ws.receive_json()
            time.sleep(DELAY * 3)
            assert summary(client, g)["status"] != "finished"
        deadline = time.time() + DELAY * 3
        while time.time() < deadline:  # a client of the API (a user's own bot) asking now and then
            client.get(f"/api/games/{g['id']}/seats/0/legal", headers=head(g, 0))
            time.sleep(DELAY / 4)
        assert summary(client, g)["status"] != "finished"
        spectator = f"/ws/games/{g['id']}"
        with client.websocket_connect(spectator) as ws:  # watchers are not players
            ws.receive_json()
            assert wait_for(lambda: summary(client, g), ended)["result"]["abandoned"]


def test_the_stand_in_of_a_timed_out_seat_stops_and_bot_only_games_play_on(db_url):
    # at most ~10 moves a second (bot_delay 0.1 for either seat) and a second to the end: the game
    # (to 60 points) cannot be won first, as it was at times with 0.05 s and 1.5 s on a fast machine
    with app(db_url, bot_delay=0.1, abandon_seconds=1.0) as client:
        bots = create(client, ["random", "random"])
        wait_for(lambda: summary(client, bots), lambda s: s["moves"] > 0)  # the bot pool is up
        g = create(client, ["human", "random"], clock={"mode": "move", "seconds": 0.2})
        wait_for(lambda: summary(client, g), lambda s: s["moves"] > 0)  # the stand-in and the bot play
        s = wait_for(lambda: summary(client, g), ended)
        assert s["result"]["abandoned"]
        moves = s["moves"]
        time.sleep(0.5)
        assert summary(client, g)["moves"] == moves  # nobody plays an ended game
        b = summary(client, bots)
        assert b["result"] is None or not b["result"].get("abandoned")  # no person: not abandoned


def test_the_default_never_ends_a_game_in_a_test_run(db_url):
    with app(db_url, abandon_seconds=0) as client:
        g = create(client, ["human", "human"])
        time.sleep(0.5)
        assert summary(client, g)["status"] == "open"


def test_with_two_processes_a_person_at_either_keeps_the_game(pg_url, monkeypatch):  # noqa: F811
    """Scale-out: a person whose page is open on one process keeps the game from ending in the
    other, which holds it too but sees nobody itself (column ``seen``); once they leave, it ends
    once, and both processes say so."""
    import httpx
    from server_helpers import ServerProcess
    from websockets.sync.client import connect

    # 3 s, not less: on a loaded two-core machine the other process's "seen" lags a second or more
    monkeypatch.setenv("TIANXIA_ABANDON_SECONDS", "3")
    with ServerProcess(pg_url) as a, ServerProcess(pg_url) as b:
        g = httpx.post(a.url + "/api/games", json={"game": "toy", "seats": ["human", "human"]}).json()
        url = f"ws://127.0.0.1:{b.port}/ws/games/{g['id']}?seat=1&token={g['seats'][1]['token']}"
        with connect(url, open_timeout=10) as ws:
            ws.recv()
            time.sleep(9.5)  # over three times the delay
            assert httpx.get(f"{a.url}/api/games/{g['id']}").json()["status"] != "finished"
        for server in (a, b):
            s = wait_for(lambda url=server.url: httpx.get(f"{url}/api/games/{g['id']}").json(), ended)
            assert s["result"]["abandoned"] and s["version"] == 1  # ended once: one version more
