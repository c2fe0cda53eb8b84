"""Ratings (issue 27; docs/server.md, "Ratings"): who is rated, placements with shared places,
once per game, and what ``GET /api/players/{name}`` shows."""

from __future__ import annotations

import random
import time

import pytest
from fastapi.testclient import TestClient

from tianxia.server import create_app, ratings

PASSWORD = "correct horse battery"


pytestmark = pytest.mark.usefixtures("quick_argon2")  # tests/server/conftest.py


@pytest.fixture
def app(db_url):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as c:
        yield c


def person(app, name):
    c = TestClient(app.app)
    assert c.post("/api/accounts", json={"name": name, "password": PASSWORD}).status_code == 201
    return c


def play_out(client, g, tokens, rng):
    gid = g["id"]
    deadline = time.time() + 60
    while time.time() < deadline:
        summary = client.get(f"/api/games/{gid}").json()
        if summary["status"] == "finished":
            return summary
        seat = summary["current_player"]
        if seat not in tokens:  # a bot's decision: it plays by itself
            time.sleep(0.01)
            continue
        view = client.get(f"/api/games/{gid}/seats/{seat}/view", headers={"X-Seat-Token": tokens[seat]}).json()
        if view["legal"]:
            client.post(f"/api/games/{gid}/seats/{seat}/actions",
                        json={"action": rng.choice(view["legal"]), "version": view["version"]},
                        headers={"X-Seat-Token": tokens[seat]})
    raise AssertionError("the game did not end")


def seated_game(app, people, seats=None):
    """A toy game whose human seats are taken by ``people`` (clients signed in) through their links."""
    seats = seats or ["human"] * len(people)
    r = app.post("/api/games", json={"game": "toy", "seats": seats, "options": {"target": 8}})
    assert r.status_code == 201, r.text
    g = r.json()
    tokens = {s["seat"]: s["token"] for s in g["seats"] if s["token"]}
    for seat, c in zip(sorted(tokens), people):
        link = g["seats"][seat]["join_url"].split("testserver", 1)[1]
        assert c.get(link, follow_redirects=False).status_code == 303
    return g, tokens


def wait_rated(app, name, games=1):
    for _ in range(200):
        found = app.get(f"/api/players/{name}").json()
        if sum(r["games"] for r in found["ratings"]) >= games:
            return found
        time.sleep(0.02)
    raise AssertionError(f"{name} was not rated")


def test_places_put_winners_first_then_scores_and_share_equal_places():
    assert ratings.places({"scores": [10, 30, 20], "winners": [1]}, [0, 1, 2]) == [3, 1, 2]
    assert ratings.places({"scores": [30, 30, 5], "winners": [0, 1]}, [0, 1, 2]) == [1, 1, 3]
    # the rules' tie-break made seat 1 the winner at equal scores: it is placed first
    assert ratings.places({"scores": [30, 30, 5], "winners": [1]}, [0, 1, 2]) == [2, 1, 3]
    assert ratings.places({"scores": [7, 9, 9, 1], "winners": [1, 2]}, [0, 2, 3]) == [2, 1, 3]


def test_a_finished_game_between_two_accounts_is_rated_once_and_shown_on_their_pages(app):
    anna, bob = person(app, "Anna"), person(app, "Bob")
    g, tokens = seated_game(app, [anna, bob])
    summary = play_out(app, g, tokens, random.Random(3))
    winner = summary["result"]["winners"][0] if "result" in summary else None
    a, b = wait_rated(app, "anna"), wait_rated(app, "BOB")
    assert a["name"] == "Anna" and a["ratings"][0]["game"] == "toy" and a["ratings"][0]["games"] == 1
    assert a["recent"][0]["game_id"] == g["id"] and {a["recent"][0]["place"], b["recent"][0]["place"]} <= {1, 2}
    first = a if a["recent"][0]["place"] == 1 else b
    last = b if first is a else a
    if first["recent"][0]["place"] != last["recent"][0]["place"]:
        assert first["ratings"][0]["mu"] > ratings.MU > last["ratings"][0]["mu"]
    assert winner is None or winner in (0, 1)
    # once only: another sweep and a direct call change nothing
    engine = app.app.state.store.engine
    assert ratings.rate_game(engine, g["id"]) is False and ratings.rate_pending(engine) == 0
    assert app.get("/api/players/anna").json()["ratings"] == a["ratings"]
    # nothing private: no mail address, no seat links or tokens
    text = app.get("/api/players/anna").text
    assert "email" not in text and all(t not in text for t in tokens.values())
    assert app.get("/api/players/nobody").status_code == 404
    board = app.get("/api/leaderboard/toy").json()
    assert [r["name"] for r in board] == [x["name"] for x in sorted([a, b], key=lambda x: -x["ratings"][0]["rating"])]
    assert [r["place"] for r in board] == [1, 2] and "email" not in str(board)
    assert app.get("/api/leaderboard/dragon").json() == [] and app.get("/api/leaderboard/chess").status_code == 404


def test_games_with_a_bot_or_a_single_account_are_not_rated(app):
    anna, bob = person(app, "Anna"), person(app, "Bob")
    with_bot, tokens = seated_game(app, [anna, bob], seats=["human", "human", "random"])
    play_out(app, with_bot, tokens, random.Random(6))
    alone, tokens2 = seated_game(app, [anna, TestClient(app.app)])  # the second seat's person has no account
    play_out(app, alone, tokens2, random.Random(5))
    engine = app.app.state.store.engine
    for g in (with_bot, alone):
        assert app.get(f"/api/games/{g['id']}").json()["status"] == "finished"
        assert ratings.rate_game(engine, g["id"]) is False
    assert ratings.rate_pending(engine) == 0
    assert app.get("/api/players/anna").json()["ratings"] == [] == app.get("/api/players/bob").json()["ratings"]


def test_a_game_that_ended_while_the_server_was_down_is_rated_at_the_next_start(db_url):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as app:
        anna, bob = person(app, "Anna"), person(app, "Bob")
        g, tokens = seated_game(app, [anna, bob])
        app.app.state.manager.on_finish = None  # the server "dies" before the game is rated
        play_out(app, g, tokens, random.Random(4))
        assert app.get("/api/players/anna").json()["ratings"] == []
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None)) as again:
        assert again.get("/api/players/anna").json()["ratings"][0]["games"] == 1
