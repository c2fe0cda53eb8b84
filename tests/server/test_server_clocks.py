"""Clocks: a time control per game; a person whose time runs out is played by a bot until they
return; the clock is kept across restarts (issue 15)."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient

from tianxia.server import create_app
from tianxia.server import i18n
from tianxia.server.clocks import RETURN_SECONDS, Clock, notice
from test_server_store import any_db  # noqa: F401 - SQLite and, when one answers, PostgreSQL


def app(db_url, **settings):
    settings.setdefault("bot_delay", 0)
    return TestClient(create_app(db_url, create_limit=None, clock_bot="random", **settings))


def create(client, seats, clock, target=60):
    r = client.post("/api/games", json={"game": "toy", "seats": list(seats), "options": {"target": target},
                                        "clock": clock})
    assert r.status_code == 201, r.text
    return r.json()


def seat_view(client, g, seat):
    r = client.get(f"/api/games/{g['id']}/seats/{seat}/view", headers={"X-Seat-Token": g["seats"][seat]["token"]})
    assert r.status_code == 200, r.text
    return r.json()


def public(client, g):
    return client.get(f"/api/games/{g['id']}/view").json()


def wait_for(fetch, done, seconds=15.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        got = fetch()
        if done(got):
            return got
        time.sleep(0.05)
    raise AssertionError(f"never got there: {got}")


# -- the clock itself --------------------------------------------------------------------------------

def test_fischer_charges_the_time_spent_and_adds_the_increment():
    clock = Clock.new({"mode": "fischer", "seconds": 100, "increment": 5}, [True, False])
    assert clock.left == [100.0, None]
    clock.since = 1000.0
    after = clock.after_action(0, now=1030.0)
    assert after.left == [75.0, None] and after.since == 1030.0
    assert after.deadline(0, now=1040.0) == pytest.approx(1105.0)
    assert after.deadline(1) is None  # a bot's seat has no clock
    assert after.view(0, now=1040.0)["left"] == [65.0, None]


def test_per_move_gives_every_decision_the_same_time():
    clock = Clock.new({"mode": "move", "seconds": 30}, [True, True])
    clock.since = 0.0
    assert clock.remaining(0, now=10.0) == 20.0
    after = clock.after_action(0, now=25.0)
    assert after.remaining(1, now=25.0) == 30.0 and after.left == [30.0, 30.0]


def test_time_out_and_return():
    clock = Clock.new({"mode": "fischer", "seconds": 10}, [True, True])
    gone = clock.timed_out(1)
    assert gone.away == [False, True] and gone.left[1] == 0.0 and not gone.runs_for(1)
    assert notice(gone) == {"msg": "notice-ran-out", "args": {"seat": "1"}}
    assert i18n.say("en", notice(gone)) == "seat 1 ran out of time; a bot plays for them until they return"
    assert i18n.say("pl", notice(gone)) == "miejscu 1 skończył się czas; do powrotu gracza gra za nie bot"
    back = gone.returned(1, deciding=1, now=50.0)
    assert back.away == [False, False] and back.left[1] == RETURN_SECONDS and back.since == 50.0
    assert notice(back) is None
    assert Clock.new(None, [True]) is None and Clock.new({"mode": "none"}, [True]) is None


def test_a_stored_clock_comes_back_without_the_time_the_server_was_down():
    clock = Clock.new({"mode": "fischer", "seconds": 100, "increment": 2}, [True, True]).timed_out(0)
    again = Clock.from_json(clock.to_json())
    assert (again.mode, again.left, again.away, again.increment) == ("fischer", [0.0, 100.0], [True, False], 2.0)
    assert abs(again.since - time.time()) < 1


# -- through the server --------------------------------------------------------------------------------

@pytest.mark.parametrize("clock", [{"mode": "blitz", "seconds": 5}, {"mode": "move", "seconds": 0},
                                   {"mode": "move", "seconds": -3}, {"mode": "fischer", "seconds": 1e9},
                                   {"mode": "fischer", "seconds": 60, "increment": -1},
                                   {"mode": "move", "seconds": 60, "extra": 1}])
def test_a_clock_out_of_bounds_is_400(client, clock):
    r = client.post("/api/games", json={"game": "toy", "clock": clock})
    assert r.status_code == 400 and "clock" in r.json()["error"]


@pytest.mark.parametrize("seconds", ["NaN", "Infinity"])
def test_a_clock_of_nan_or_infinity_is_400(client, seconds):
    r = client.post("/api/games", content='{"game": "toy", "clock": {"mode": "move", "seconds": ' + seconds + "}}",
                    headers={"content-type": "application/json"})
    assert r.status_code == 400


def test_no_clock_by_default(client):
    r = client.post("/api/games", json={"game": "toy"})
    assert public(client, r.json())["clock"] is None


def test_a_person_out_of_time_is_played_by_a_bot_until_they_return(db_url):
    with app(db_url, bot_delay=0.2) as client:
        g = create(client, ["human", "human"], {"mode": "move", "seconds": 0.6})
        first = public(client, g)
        decider = first["current_player"]
        other = 1 - decider
        assert first["clock"]["mode"] == "move" and first["clock"]["running"] == decider
        assert first["clock"]["left"][other] == 0.6 and 0 <= first["clock"]["left"][decider] <= 0.6
        seat_view(client, g, other)  # the other person is here (their clock runs only on their turn)
        gone = wait_for(lambda: public(client, g), lambda v: v["clock"]["away"][decider])
        assert gone["notice"] == f"seat {decider} ran out of time; a bot plays for them until they return"
        pl = client.get(f"/api/games/{g['id']}/view?lang=pl").json()
        assert pl["notice"].startswith(f"miejscu {decider} skończył się czas")
        # the stand-in moves for them
        wait_for(lambda: public(client, g), lambda v: v["moves"] > 0)
        # they come back: the seat is theirs again
        back = seat_view(client, g, decider)
        assert back["clock"]["away"][decider] is False
        assert public(client, g)["notice"] in (None, f"seat {other} ran out of time; a bot plays for them "
                                                     "until they return")


def test_fischer_game_with_a_bot_runs_the_persons_clock_only(db_url):
    with app(db_url) as client:
        g = create(client, ["human", "random"], {"mode": "fischer", "seconds": 300, "increment": 3})
        v = wait_for(lambda: seat_view(client, g, 0), lambda v: v["current_player"] == 0)
        clock = v["clock"]
        assert clock["left"][1] is None and clock["running"] == 0 and 290 < clock["left"][0] <= 300
        r = client.post(f"/api/games/{g['id']}/seats/0/actions", headers={"X-Seat-Token": g["seats"][0]["token"]},
                        json={"action": v["legal"][0], "version": v["version"]})
        assert r.status_code == 200, r.text
        after = public(client, g)["clock"]
        assert after["left"][0] > clock["left"][0]  # the increment paid more than the second it took


def test_the_clock_is_kept_across_a_restart(db_url):
    with app(db_url, bot_delay=0.3) as client:
        g = create(client, ["human", "random"], {"mode": "fischer", "seconds": 0.5, "increment": 1})
        gone = wait_for(lambda: public(client, g), lambda v: v["clock"]["away"][0])
        assert gone["clock"]["left"][0] == 0.0
    with app(db_url, bot_delay=0.3) as client:
        again = public(client, g)
        if again["status"] != "finished":
            assert again["clock"]["away"][0] is True and again["clock"]["increment"] == 1.0
            back = seat_view(client, g, 0)
            assert back["clock"]["away"][0] is False and back["clock"]["left"][0] >= RETURN_SECONDS - 1


def test_a_database_from_before_clocks_gets_the_column(any_db):
    from sqlalchemy import create_engine, inspect, text

    from tianxia.server.store import Store, normalise_url

    Store(any_db).close()
    engine = create_engine(normalise_url(any_db))
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE tx_games DROP COLUMN clock"))
    assert "clock" not in {c["name"] for c in inspect(engine).get_columns("tx_games")}
    engine.dispose()
    Store(any_db).close()
    engine = create_engine(normalise_url(any_db))
    assert "clock" in {c["name"] for c in inspect(engine).get_columns("tx_games")}
    engine.dispose()


def test_a_game_everybody_left_is_played_to_its_end_by_the_stand_ins(db_url):
    with app(db_url) as client:
        g = create(client, ["human", "human"], {"mode": "move", "seconds": 0.3}, target=10)
        done = wait_for(lambda: client.get(f"/api/games/{g['id']}").json(), lambda s: s["status"] == "finished",
                        seconds=30)
        assert done["result"]["winners"]
        assert public(client, g)["clock"] is None  # a finished game's clock is put away


def test_the_seat_page_connecting_again_gives_the_seat_back(db_url):
    with app(db_url, bot_delay=0.3) as client:
        g = create(client, ["human", "random"], {"mode": "move", "seconds": 0.4})
        wait_for(lambda: public(client, g), lambda v: v["clock"]["away"][0])
        token = g["seats"][0]["token"]
        with client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={token}") as ws:
            pushed = ws.receive_json()
            assert pushed["clock"]["away"][0] is False and pushed["notice"] is None
