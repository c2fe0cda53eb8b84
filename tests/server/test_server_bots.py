"""Bots think in the bot pool's worker processes, within budgets the server caps (issue 15)."""

from __future__ import annotations

import os
import time

import pytest
from fastapi.testclient import TestClient

from tianxia.server import create_app
from tianxia.server import budgets


@pytest.fixture
def test_bots(monkeypatch):
    """The test process knows the test bots too (creation checks each seat's bot)."""
    import tianxia
    from server_testbots import install

    monkeypatch.setattr(tianxia, "bot", tianxia.bot)  # restored after the test
    install()


def app_client(db_url, **settings):
    settings.setdefault("bot_delay", 0)
    return TestClient(create_app(db_url, create_limit=None, bot_setup="server_testbots:install", **settings))


def new_game(client, seats, **extra):
    extra.setdefault("options", {"target": 60})
    return client.post("/api/games", json={"game": "toy", "seats": list(seats), **extra})


# generous: a new bot worker is a spawned process importing the games, slow on a loaded two-core machine
def wait_for(client, game_id, done, seconds=60.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        summary = client.get(f"/api/games/{game_id}").json()
        if done(summary):
            return summary
        time.sleep(0.05)
    raise AssertionError(f"game {game_id} did not get there: {summary}")


# -- budgets are checked when the game is created ---------------------------------------------------

@pytest.mark.parametrize("spec, words", [
    ("mcts:seconds=inf", "finite"),
    ("mcts:seconds=nan", "finite"),
    ("mcts:seconds=1e9", "at most 5 s"),
    ("mcts:seconds=5.5", "at most 5 s"),
    ("mcts:iterations=999999999999", "at most 10000 iterations"),
    ("mcts:iterations=1e9", "whole number"),
    ("mcts:seconds=soon", "a number"),
    ("mcts:iterations=10,seconds=-inf", "finite"),
    ("mcts:width=100000", "at most 500"),
    ("mcts:c=inf", "finite"),
    ("heuristic:depth=1e400", "whole number"),
    ("easy:blunder=nan", "finite"),
    ("heuristic:work=1000000000000", "at most 40000"),
    ("heuristic:work=2.5", "whole number"),
    ("mcts:turns=1000", "at most 20"),
])
def test_over_budget_or_malformed_bots_are_refused_with_422(client, spec, words):
    r = new_game(client, ["human", spec])
    assert r.status_code == 422, r.text
    body = r.json()
    assert set(body) == {"error"} and "\n" not in body["error"]
    assert body["error"].startswith("seat 1: ") and words in body["error"], body["error"]


@pytest.mark.parametrize("spec", ["mcts:seconds=5", "mcts:iterations=10000", "mcts:seconds=0.05,iterations=50",
                                  "heuristic:depth=3", "heuristic:work=40000", "mcts:turns=3", "random", "easy"])
def test_budgets_within_the_caps_are_accepted(spec):
    budgets.check(spec, budgets.Caps())


def test_the_caps_are_settings(db_url):
    with app_client(db_url, bot_seconds=1.0, bot_iterations=100) as client:
        assert new_game(client, ["human", "mcts:seconds=1"]).status_code == 201
        assert "at most 1 s" in new_game(client, ["human", "mcts:seconds=2"]).json()["error"]
        assert "at most 100 iterations" in new_game(client, ["human", "mcts:iterations=101"]).json()["error"]


def test_the_lobby_form_shows_the_reason_in_polish_too(client):
    form = {"game": "toy", "players": "2", "seat_0": "human", "seat_1": "mcts:seconds=inf"}
    r = client.post("/create", data=form, headers={"hx-request": "true"})
    assert r.status_code == 422 and "seat 1: bot parameter seconds must be finite" in r.text
    r = client.post("/create", data=form, headers={"hx-request": "true", "accept-language": "pl"})
    assert r.status_code == 422 and "miejsce 1: parametr bota seconds musi być skończony" in r.text


# -- the pool ---------------------------------------------------------------------------------------

def test_bots_choose_in_another_process(db_url, tmp_path, monkeypatch, test_bots):
    pids = tmp_path / "pids"
    monkeypatch.setenv("TX_PID_FILE", str(pids))  # the workers are spawned after this, so they see it
    with app_client(db_url) as client:
        g = new_game(client, ["pid", "pid"], options={"target": 10}).json()
        wait_for(client, g["id"], lambda s: s["status"] == "finished")
    chosen_by = {int(line) for line in pids.read_text().split()}
    assert chosen_by and os.getpid() not in chosen_by


def test_a_bot_past_the_deadline_is_replaced_by_a_random_move_and_its_worker_by_a_new_one(db_url, test_bots):
    with app_client(db_url, bot_deadline=0.5, bot_workers=1) as client:
        warm = new_game(client, ["random", "human"]).json()  # the worker has started
        wait_for(client, warm["id"], lambda s: s["current_player"] == 1)
        g = new_game(client, ["slow:seconds=4", "human"]).json()
        started = time.time()
        wait_for(client, g["id"], lambda s: s["moves"] >= 1)
        assert time.time() - started < 4  # not the 4 s the bot wanted (a worker's start-up is not counted)
        wait_for(client, g["id"], lambda s: s["current_player"] == 1, seconds=60)  # its other steps alike
        pool = client.get("/health").json()["bot_pool"]
        assert pool["failures"] >= 1 and pool["alive"]
        # the next bot move runs in a fresh worker
        g2 = new_game(client, ["random", "human"]).json()
        wait_for(client, g2["id"], lambda s: s["current_player"] == 1)


def test_a_dying_worker_costs_one_random_move_and_the_game_goes_on(db_url, test_bots):
    with app_client(db_url, bot_workers=1) as client:
        g = new_game(client, ["dying", "random"], options={"target": 10}).json()
        summary = wait_for(client, g["id"], lambda s: s["status"] == "finished", seconds=90)
        assert summary["result"]["winners"]
        assert client.get("/health").json()["bot_pool"]["failures"] >= 1


def test_the_pool_never_runs_more_workers_than_its_size(db_url, test_bots):
    with app_client(db_url, bot_workers=2) as client:
        games = [new_game(client, ["slow:seconds=0.3", "human"]).json() for _ in range(5)]
        most = 0
        deadline = time.time() + 10
        while time.time() < deadline:
            most = max(most, client.get("/health").json()["bot_pool"]["running"])
            if all(client.get(f"/api/games/{g['id']}").json()["current_player"] == 1 for g in games):
                break
            time.sleep(0.05)
        assert all(client.get(f"/api/games/{g['id']}").json()["current_player"] == 1 for g in games)
        assert most == 2


def test_a_thinking_bot_leaves_the_server_answering(db_url, test_bots):
    with app_client(db_url, bot_workers=1) as client:
        g = new_game(client, ["slow:seconds=5", "human"]).json()
        time.sleep(0.3)  # the bot thinks now
        started = time.time()
        for _ in range(20):
            assert client.get("/api/noop").status_code == 200
        assert client.get(f"/api/games/{g['id']}").json()["moves"] == 0
        assert time.time() - started < 4  # generous for a loaded machine, and within the bot's 5 s


def test_health_reports_the_database_and_the_pool(client):
    r = client.get("/health")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["status"] == "ok" and body["database"] is True and body["bot_pool"]["alive"]


def test_health_is_503_when_the_database_is_gone(client, monkeypatch):
    store = client.app.state.store

    def broken():
        raise OSError("disk gone")

    monkeypatch.setattr(store, "ping", broken)
    r = client.get("/health")
    assert r.status_code == 503 and "database" in r.json()["error"]


def test_a_worker_killed_while_idle_is_forgotten_and_replaced(db_url, test_bots):
    import signal

    with app_client(db_url, bot_workers=1) as client:
        g = new_game(client, ["random", "human"]).json()
        wait_for(client, g["id"], lambda s: s["current_player"] == 1)
        pool = client.app.state.pool
        (worker,) = list(pool._all)
        os.kill(worker.process.pid, signal.SIGKILL)
        worker.process.join(5)
        status = client.get("/health").json()["bot_pool"]
        assert status["alive"] and status["running"] == 0
        g2 = new_game(client, ["random", "human"]).json()
        wait_for(client, g2["id"], lambda s: s["current_player"] == 1)
        assert client.get("/health").json()["bot_pool"]["running"] == 1


def test_a_pool_whose_workers_cannot_start_is_unhealthy(db_url, test_bots):
    with TestClient(create_app(db_url, create_limit=None, bot_delay=0, bot_setup="no_such_module:install")) as client:
        g = new_game(client, ["random", "human"]).json()
        wait_for(client, g["id"], lambda s: s["current_player"] == 1)  # a random move stands in
        r = client.get("/health")
        assert r.status_code == 503 and "bot pool" in r.json()["error"]
        assert "start_error" in r.json()["bot_pool"]
