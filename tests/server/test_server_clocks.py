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
    assert i18n.say("en", notice(gone)) == "1 ran out of time; a bot plays for them until they return"
    assert i18n.say("pl", notice(gone)) == "1: skończył się czas; do powrotu gra za to miejsce bot"
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
        assert gone["notice"] == f"Player {decider + 1} ran out of time; a bot plays for them until they return"
        pl = client.get(f"/api/games/{g['id']}/view?lang=pl").json()
        assert pl["notice"].startswith(f"Gracz {decider + 1}: skończył się czas")
        # the stand-in moves for them
        wait_for(lambda: public(client, g), lambda v: v["moves"] > 0)
        # they come back: the seat is theirs again
        back = seat_view(client, g, decider)
        assert back["clock"]["away"][decider] is False
        assert public(client, g)["notice"] in (None, f"Player {other + 1} ran out of time; a bot plays for them "
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


# -- the way back: "I am here" from the seat's page, the next-decision rule, the stand-in's moves (issue 25)

def pushes(ws, done, most=300):
    """Read the seat's pushes until ``done(push)``; every push read before it, and it."""
    seen = []
    for _ in range(most):
        seen.append(ws.receive_json())
        if done(seen[-1]):
            return seen
    raise AssertionError(f"never got there in {most} pushes: {seen[-1]}")


def quick_stand_in(client):
    """The stand-in chooses in the server's process (its first legal action): these tests are
    about the way back, and a bot worker process takes seconds to start on a busy machine."""
    mgr = client.app.state.manager

    async def choose(job):
        return str(mgr.games[job["game_id"]].state.legal_actions()[0])

    mgr.pool.choose = choose
    return client


def test_a_click_on_the_seats_open_page_gives_the_seat_back_at_once(db_url):
    with app(db_url, bot_delay=0.2) as client:
        quick_stand_in(client)
        g = create(client, ["human", "random"], {"mode": "move", "seconds": 0.4})
        with client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={g['seats'][0]['token']}") as ws:
            # the page stays open and nobody touches it: the stand-in plays, and says what
            seen = pushes(ws, lambda v: v["clock"]["away"][0] and v["stood_in"])
            assert not seen[0]["clock"]["away"][0] and seen[0]["stood_in"] == []
            played = seen[-1]["stood_in"][0]
            assert played["lines"] and played["lines"][0].startswith("seat 0 ")  # in the move's words
            assert played["action"] in public(client, g)["history"]
            ws.send_text("here")  # a click on the page
            back = pushes(ws, lambda v: not v["clock"]["away"][0])[-1]
            assert back["notice"] is None
            assert back["stood_in"][0] == played  # kept for the table to show until dismissed
        assert "stood_in" not in public(client, g)  # only the seat itself is told


def test_a_page_used_lately_gets_the_seat_back_at_its_next_decision(db_url):
    """The decision the time ran out on is the stand-in's; the next one is the person's again if
    their page is open and was used within PRESENT_SECONDS, else the stand-in plays on."""
    with app(db_url, bot_delay=0.15) as client:
        quick_stand_in(client)
        for used in (True, False):
            g = create(client, ["human", "random"], {"mode": "move", "seconds": 0.4})
            with client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={g['seats'][0]['token']}") as ws:
                if used:
                    ws.send_text("here")  # a click before the time ran out, nothing after
                seen = pushes(ws, lambda v: (v["stood_in"] and not v["clock"]["away"][0]) or len(v["stood_in"]) > 1)
            assert any(v["clock"]["away"][0] for v in seen)  # the time did run out
            if used:  # given back without a request: the stand-in played the one decision only
                assert len(seen[-1]["stood_in"]) == 1 and not seen[-1]["clock"]["away"][0]
            else:  # the stand-in played the next decision too, and the seat is still away
                assert len(seen[-1]["stood_in"]) == 2 and seen[-1]["clock"]["away"][0]


def test_a_stand_in_is_refused_once_its_person_is_back_and_its_moves_are_told_to_the_seat_only(db_url):
    with app(db_url, bot_delay=60) as client:  # the stand-in's own task waits: the test plays its move
        stand_in_refused_and_told(client)


def stand_in_refused_and_told(client):
    import functools

    from tianxia.server.clocks import PRESENT_SECONDS
    from tianxia.server.errors import ApiError

    g = create(client, ["human", "human"], {"mode": "move", "seconds": 600})
    mgr = client.app.state.manager
    lg = client.portal.call(mgr.get, g["id"])
    move = next(a for a in lg.legal_for(0) if a.startswith("play"))
    act = functools.partial(mgr.act, lg, 0, move, lg.version, by_bot=mgr.clock_bot)
    with pytest.raises(ApiError) as refused:  # the seat is its person's: a stand-in's choice is late
        client.portal.call(act)
    assert refused.value.status == 409 and lg.state.history == []
    lg.clock = lg.clock.timed_out(0)
    client.portal.call(act)
    assert lg.state.history == [move] and lg.clock.stood_in[0][0][:1] == [0]
    assert lg.payload(0)["stood_in"] == [{"step": 1, "action": move, "lines": [f"seat 0 plays {move.split()[1]}"]}]
    assert lg.payload(1)["stood_in"] == [] and "stood_in" not in lg.payload(None)
    assert lg.payload(0, lang="pl")["stood_in"][0]["lines"] != []
    # present: a page of the seat open, used within PRESENT_SECONDS
    page = object()
    lg.here[0] = time.time()
    assert not mgr.present(lg, 0)  # no page open
    mgr.hub.add(lg.id, page, 0)
    try:
        assert mgr.present(lg, 0) and not mgr.present(lg, 1)
        lg.here[0] = time.time() - PRESENT_SECONDS - 1
        assert not mgr.present(lg, 0)
    finally:
        mgr.hub.remove(lg.id, page)


def test_the_stand_ins_moves_are_still_told_after_the_end_and_a_restart(db_url):
    with app(db_url, bot_delay=0) as client:
        quick_stand_in(client)
        # 13: above every card of two players' deck (1-12), so no single play ends the game and seat 0's
        # stand-in always makes two moves or more (at 10, a deal of 10 and 11 ended it in one, 1 in 22)
        g = create(client, ["human", "human"], {"mode": "move", "seconds": 0.2}, target=13)
        wait_for(lambda: public(client, g), lambda v: v["is_terminal"], seconds=30)  # nobody came back
        done = seat_view(client, g, 0)
        assert done["clock"] is None and len(done["stood_in"]) > 1 and "stood_in" not in public(client, g)
    with app(db_url) as client:
        again = seat_view(client, g, 0)
        assert again["stood_in"] == done["stood_in"]


# -- turn-based: days a move (issue 27) --------------------------------------------------------------

def test_a_days_clock_gives_days_a_move_and_keeps_the_wall_clock_across_a_restart():
    clock = Clock.new({"mode": "days", "days": 3}, [True, True])
    assert clock.mode == "days" and clock.seconds == 3 * 86400
    assert 3 * 86400 - 2 < clock.remaining(0) <= 3 * 86400
    clock.since -= 86400  # a day went by (part of it with the server down)
    again = Clock.from_json(clock.to_json())
    assert 2 * 86400 - 2 < again.remaining(0) <= 2 * 86400  # the day is not given back
    assert again.after_action(0).remaining(1) > 3 * 86400 - 2  # the next decision has its whole 3 days
    for days in (0, 15, 2.5, True, None):
        with pytest.raises(ValueError):
            Clock.new({"mode": "days", "days": days}, [True, True])


@pytest.mark.parametrize("days, status", [(1, 201), (14, 201), (0, 400), (15, 400), (2.5, 400)])
def test_a_turn_based_game_takes_1_to_14_days(client, days, status):
    r = client.post("/api/games", json={"game": "toy", "clock": {"mode": "days", "days": days}})
    assert r.status_code == status, r.text
    if status == 201:
        shown = public(client, r.json())["clock"]
        assert shown["mode"] == "days" and shown["seconds"] == days * 86400


def test_a_turn_based_game_is_not_abandoned_while_a_persons_clock_runs(db_url):
    with app(db_url, abandon_seconds=0.4) as client:
        days = create(client, ["human", "human"], {"mode": "days", "days": 1})
        plain = create(client, ["human", "human"], {"mode": "move", "seconds": 600})
        wait_for(lambda: public(client, plain), lambda v: v["status"] == "finished", seconds=10)
        assert public(client, days)["status"] != "finished"


def test_the_lobby_offers_turn_based_time_controls(client):
    html = client.get("/", headers={"accept-language": "pl"}).text
    assert 'value="days:1"' in html and "1 dzień na ruch" in html and 'value="days:14"' in html
    r = client.post("/create", data={"game": "toy", "players": "2", "seat_0": "human", "seat_1": "human",
                                     "clock": "days:7"})
    assert r.status_code == 201, r.text
