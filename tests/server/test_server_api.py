"""The JSON API: creating games, seat views and actions, every kind of bad input, undo, records."""

from __future__ import annotations

import json
import time

import pytest


def create(client, seats=("human", "human"), game="toy", **extra):
    extra.setdefault("options", {"target": 60})  # long enough that no test ends it by accident
    r = client.post("/api/games", json={"game": game, "seats": list(seats), **extra})
    assert r.status_code == 201, r.text
    return r.json()


def hdr(created, seat):
    return {"X-Seat-Token": created["seats"][seat]["token"]}


def view(client, created, seat):
    r = client.get(f"/api/games/{created['id']}/seats/{seat}/view", headers=hdr(created, seat))
    assert r.status_code == 200, r.text
    return r.json()


def act(client, created, seat, action, version):
    return client.post(f"/api/games/{created['id']}/seats/{seat}/actions",
                       json={"action": action, "version": version}, headers=hdr(created, seat))


def assert_error(r, status):
    assert r.status_code == status, r.text
    body = r.json()
    assert set(body) == {"error"} and body["error"] and "\n" not in body["error"]
    return body["error"]


def test_create_game_gives_each_human_seat_its_own_token(client):
    g = create(client, seats=("human", "random", "human"))
    tokens = [s["token"] for s in g["seats"]]
    assert tokens[1] is None and tokens[0] and tokens[2] and tokens[0] != tokens[2]
    assert len(tokens[0]) >= 30
    assert g["seats"][0]["join_url"].endswith(f"/join/{g['id']}/0?token={tokens[0]}")
    summary = client.get(f"/api/games/{g['id']}").json()
    assert summary["seats"] == ["human", "random", "human"] and summary["status"] == "open"
    assert "token" not in json.dumps(summary) and "seed" not in summary


def test_a_seat_plays_with_the_version_it_saw(client):
    g = create(client)
    v = view(client, g, 0)
    assert v["current_player"] == 0 and v["legal"] and v["view"]["hand"]
    r = act(client, g, 0, "roll", v["version"])
    assert r.status_code == 200, r.text
    assert r.json()["version"] == v["version"] + 1
    assert view(client, g, 1)["history"] == ["roll"]


def test_views_hold_no_seed_rng_or_other_seats_secrets(client):
    g = create(client)
    mine, theirs = view(client, g, 0), view(client, g, 1)
    public = client.get(f"/api/games/{g['id']}/view").json()
    for payload in (mine, theirs, public):
        text = json.dumps(payload)
        assert '"seed"' not in text and '"rng"' not in text and '"state"' not in text
    assert mine["view"]["hand"] != theirs["view"]["hand"]
    assert public["view"]["hand"] is None
    assert theirs["legal"] == []  # seat 1 is not deciding
    for card in theirs["view"]["hand"]:
        assert f"play {card}" not in mine["legal"] or card in mine["view"]["hand"]


def test_malformed_json_is_refused(client):
    r = client.post("/api/games", content=b"{not json", headers={"Content-Type": "application/json"})
    assert "not valid JSON" in assert_error(r, 400)


def test_unknown_game_is_refused(client):
    assert "unknown game" in assert_error(client.post("/api/games", json={"game": "chess"}), 404)


def test_bad_option_is_refused(client):
    r = client.post("/api/games", json={"game": "toy", "options": {"dice": "d20"}})
    assert "dice" in assert_error(r, 422)  # well formed, refused by the rules
    r = client.post("/api/games", json={"game": "toy", "options": {"colour": "red"}})
    assert "colour" in assert_error(r, 422)
    r = client.post("/api/games", json={"game": "toy", "options": {"target": 1000}})
    assert "target" in assert_error(r, 422)


def test_options_are_typed_from_json_or_text(client):
    g = create(client, options={"target": "30", "fast": "on", "dice": "d4", "gifts": "off"})
    assert client.get(f"/api/games/{g['id']}").json()["options"] == {"target": 30, "fast": True, "dice": "d4",
                                                                      "gifts": False}


def test_wrong_player_count_is_refused(client):
    assert "2 to 4 players" in assert_error(client.post("/api/games", json={"game": "toy", "players": 9}), 422)
    r = client.post("/api/games", json={"game": "toy", "seats": ["human"] * 5})
    assert "2 to 4" in assert_error(r, 422)
    r = client.post("/api/games", json={"game": "toy", "players": 3, "seats": ["human", "human"]})
    assert "2 seats given for 3 players" in assert_error(r, 422)


def test_unknown_bot_is_refused(client):
    r = client.post("/api/games", json={"game": "toy", "seats": ["human", "genius"]})
    assert "unknown bot" in assert_error(r, 422)


def test_extra_fields_and_wrong_types_are_refused(client):
    assert_error(client.post("/api/games", json={"game": "toy", "colour": 1}), 400)
    assert_error(client.post("/api/games", json={"game": ["toy"]}), 400)
    assert_error(client.post("/api/games", json=[1, 2]), 400)


def test_missing_or_wrong_seat_token_is_refused(client):
    g = create(client)
    path = f"/api/games/{g['id']}/seats/0/view"
    assert "token" in assert_error(client.get(path), 401)
    assert "wrong seat token" in assert_error(client.get(path, headers={"X-Seat-Token": "x" * 32}), 403)
    # seat 1's token does not open seat 0
    assert_error(client.get(path, headers=hdr(g, 1)), 403)
    r = client.post(f"/api/games/{g['id']}/seats/0/actions", json={"action": "roll", "version": 0},
                    headers=hdr(g, 1))
    assert_error(r, 403)
    assert client.get(f"/api/games/{g['id']}").json()["version"] == 0
    assert_error(client.get(f"/api/games/{g['id']}/seats/7/view", headers=hdr(g, 0)), 404)
    assert_error(client.get(f"/api/games/{g['id']}/seats/x/view", headers=hdr(g, 0)), 400)
    assert client.get(path, headers={"Authorization": f"Bearer {g['seats'][0]['token']}"}).status_code == 200


def test_a_bot_seat_cannot_be_played_through_the_api(client):
    g = create(client, seats=("random", "human"))
    assert "bot" in assert_error(client.get(f"/api/games/{g['id']}/seats/0/view"), 403)


def test_illegal_move_is_answered_with_the_reason_and_changes_nothing(client):
    g = create(client)
    before = view(client, g, 0)
    msg = assert_error(act(client, g, 0, "play 99", before["version"]), 422)
    assert "not a legal action" in msg
    assert view(client, g, 0) == before


def test_acting_out_of_turn_is_refused(client):
    g = create(client)
    v = view(client, g, 1)
    assert "seat 0's decision" in assert_error(act(client, g, 1, "roll", v["version"]), 409)


def test_stale_version_is_refused(client):
    g = create(client)
    v = view(client, g, 0)
    assert act(client, g, 0, f"play {v['view']['hand'][0]}", v["version"]).status_code == 200
    msg = assert_error(act(client, g, 0, "end", v["version"]), 409)
    assert "stale version" in msg
    assert view(client, g, 0)["history"] == [f"play {v['view']['hand'][0]}"]


def test_two_requests_with_the_same_version_apply_at_most_one_move(client):
    """Concurrent submissions race on the version; exactly one wins."""
    import threading

    g = create(client)
    v = view(client, g, 0)
    results = []

    def go(action):
        results.append(act(client, g, 0, action, v["version"]).status_code)

    threads = [threading.Thread(target=go, args=(a,)) for a in ["roll"] * 4 + [f"play {v['view']['hand'][0]}"] * 4]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results).count(200) == 1 and results.count(409) == 7
    assert len(view(client, g, 0)["history"]) == 1


def test_oversized_body_is_refused(client):
    r = client.post("/api/games", content=b'{"game": "' + b"x" * 20000 + b'"}',
                    headers={"Content-Type": "application/json"})
    assert "too large" in assert_error(r, 413)

    def chunks():  # no Content-Length: counted as it streams
        for _ in range(20):
            yield b" " * 1000

    r = client.post("/api/games", content=chunks(), headers={"Content-Type": "application/json"})
    assert_error(r, 413)


def test_unknown_addresses_and_games_are_json_errors(client):
    assert_error(client.get("/api/nothing-here"), 404)
    assert_error(client.get("/api/games/doesnotexist"), 404)
    assert_error(client.delete("/api/games"), 405)
    assert_error(client.get("/api/games?status=lost"), 400)


def test_openapi_schema_is_published(client):
    schema = client.get("/openapi.json").json()
    assert "/api/games" in schema["paths"]
    assert "/api/games/{game_id}/seats/{seat}/actions" in schema["paths"]
    params = schema["paths"]["/api/games/{game_id}/seats/{seat}/actions"]["post"]["parameters"]
    assert any(p["name"] == "X-Seat-Token" for p in params)


def test_catalog_lists_the_games_options_and_bots(client):
    cat = client.get("/api/catalog").json()
    toy = next(g for g in cat["games"] if g["name"] == "toy")
    assert toy["options"]["dice"]["choices"] == ["d6", "d4"] and "random" in cat["bots"]


def test_lists_of_open_running_and_finished_games(client):
    open_game = create(client)
    running = create(client, seats=("human", "random"))
    client.get(f"/api/games/{running['id']}/seats/0/view", headers=hdr(running, 0))  # joins
    ids = lambda status: {g["id"] for g in client.get(f"/api/games?status={status}").json()["games"]}  # noqa: E731
    assert open_game["id"] in ids("open") and running["id"] in ids("running")
    listed = json.dumps(client.get("/api/games").json())
    assert "token" not in listed and "seed" not in listed


def play_out(client, g, seats, limit=400):
    """Play every human seat with its first legal action until the end."""
    for _ in range(limit):
        s = client.get(f"/api/games/{g['id']}").json()
        if s["status"] == "finished":
            return s
        seat = s["current_player"]
        if seats[seat] != "human":
            time.sleep(0.01)
            continue
        v = view(client, g, seat)
        if v["legal"]:
            act(client, g, seat, v["legal"][0], v["version"])
    raise AssertionError("the game did not finish")


def test_record_only_when_over_then_replay_and_upload(client):
    g = create(client, seats=("human", "random"), options={"target": 8})
    assert "over" in assert_error(client.get(f"/api/games/{g['id']}/record"), 403)
    assert_error(client.get(f"/api/games/{g['id']}/replay/0"), 403)
    summary = play_out(client, g, ["human", "random"])
    record = client.get(f"/api/games/{g['id']}/record").json()
    assert record["format"] == "tianxia-record/1" and record["players"] == ["human", "random"]
    assert record["result"]["winners"] == summary["result"]["winners"]
    import tianxia
    from tianxia.core import record as records

    rebuilt = records.replay(tianxia.load("toy"), record)
    assert rebuilt.is_terminal and rebuilt.scores() == record["result"]["scores"]
    total = len(record["history"])
    first = client.get(f"/api/games/{g['id']}/replay/0").json()
    last = client.get(f"/api/games/{g['id']}/replay/{total}").json()
    assert first["step"] == 0 and first["view"]["moves"] == 0 and last["scores"] == record["result"]["scores"]
    assert last["view"]["hand"] is None  # replays show the public view
    back = client.get(f"/api/games/{g['id']}/replay/1").json()
    assert back["action"] == record["history"][0]
    assert_error(client.get(f"/api/games/{g['id']}/replay/{total + 1}"), 404)
    up = client.post("/api/records", json={**record, "players": ["Alice", "Bob"]})  # names, not bots
    assert up.status_code == 201, up.text
    again = client.get(f"/api/games/{up.json()['id']}/record").json()
    assert again["history"] == record["history"] and again["seed"] == record["seed"]


def test_bad_uploaded_records_are_refused(client):
    assert "not valid JSON" in assert_error(client.post("/api/records", content=b"{{"), 400)
    assert "JSON object" in assert_error(client.post("/api/records", json=[1]), 400)
    assert "history" in assert_error(client.post("/api/records", json={"game": "toy", "players": ["a", "b"],
                                                                        "seed": 1}), 400)
    bad = {"game": "toy", "players": ["a", "b"], "seed": 1, "history": ["play 99"]}
    assert "illegal" in assert_error(client.post("/api/records", json=bad), 422)  # shaped right, does not replay
    unfinished = {"game": "toy", "players": ["a", "b"], "seed": 1, "history": []}
    assert "not finished" in assert_error(client.post("/api/records", json=unfinished), 422)


# -- undo ---------------------------------------------------------------------------------------------

def test_undo_takes_back_an_own_action_that_revealed_nothing(client):
    g = create(client)
    v = view(client, g, 0)
    card = v["view"]["hand"][0]
    r = act(client, g, 0, f"play {card}", v["version"])
    mine = view(client, g, 0)
    assert mine["can_undo"] and not view(client, g, 1)["can_undo"]
    r = client.post(f"/api/games/{g['id']}/seats/0/undo", json={"version": r.json()["version"]}, headers=hdr(g, 0))
    assert r.status_code == 200, r.text and r.json()["undone"] == f"play {card}"
    after = view(client, g, 0)
    assert after["history"] == [] and after["view"] == v["view"] and after["version"] == v["version"] + 2
    assert "took back" in view(client, g, 1)["notice"]


def test_undo_refused_after_a_random_draw(client):
    g = create(client)
    v = view(client, g, 0)
    r = act(client, g, 0, "roll", v["version"])
    msg = assert_error(client.post(f"/api/games/{g['id']}/seats/0/undo", json={"version": r.json()["version"]},
                                   headers=hdr(g, 0)), 409)
    assert "at random" in msg


def test_undo_refused_after_a_secret_was_revealed(client):
    g = create(client)
    v = view(client, g, 0)
    r = act(client, g, 0, "draw", v["version"])
    msg = assert_error(client.post(f"/api/games/{g['id']}/seats/0/undo", json={"version": r.json()["version"]},
                                   headers=hdr(g, 0)), 409)
    assert "hidden information" in msg


def test_undo_refused_when_the_outcome_showed_what_nobody_could_see(client):
    """Turning up the deck's top card draws nothing at random and has no secret part, yet what it
    showed was hidden before: the observers' views tell, and the move cannot be taken back."""
    g = create(client)
    v = view(client, g, 0)
    r = act(client, g, 0, "flip", v["version"])
    assert r.status_code == 200, r.text
    refusal = view(client, g, 0)["undo_refusal"]
    assert "revealed hidden information" in refusal
    msg = assert_error(client.post(f"/api/games/{g['id']}/seats/0/undo", json={"version": r.json()["version"]},
                                   headers=hdr(g, 0)), 409)
    assert "revealed hidden information" in msg


def test_undo_refused_once_another_player_acted_or_for_another_seat(client):
    g = create(client)
    v = view(client, g, 0)
    r = act(client, g, 0, f"play {v['view']['hand'][0]}", v["version"])
    version = r.json()["version"]
    assert_error(client.post(f"/api/games/{g['id']}/seats/1/undo", json={"version": version}, headers=hdr(g, 1)),
                 409)
    version = act(client, g, 0, "end", version).json()["version"]
    v1 = view(client, g, 1)
    version = act(client, g, 1, f"play {v1['view']['hand'][0]}", version).json()["version"]
    msg = assert_error(client.post(f"/api/games/{g['id']}/seats/0/undo", json={"version": version},
                                   headers=hdr(g, 0)), 409)
    assert "only the player who made the last action" in msg
    assert_error(client.post(f"/api/games/{g['id']}/seats/1/undo", json={"version": version - 1},
                             headers=hdr(g, 1)), 409)  # stale


def test_bots_play_in_the_background_until_a_human_decides(client):
    g = create(client, seats=("random", "random", "human"), options={"target": 60})
    deadline = time.time() + 10
    while time.time() < deadline:
        s = client.get(f"/api/games/{g['id']}").json()
        if s["current_player"] == 2 or s["status"] == "finished":
            break
        time.sleep(0.02)
    assert s["current_player"] == 2 and s["moves"] >= 2


@pytest.mark.parametrize("seats", [("random", "random")])
def test_a_game_of_bots_plays_to_the_end(client, seats):
    g = create(client, seats=seats, options={"target": 10})
    deadline = time.time() + 10
    while time.time() < deadline and client.get(f"/api/games/{g['id']}").json()["status"] != "finished":
        time.sleep(0.02)
    assert client.get(f"/api/games/{g['id']}").json()["result"]["winners"]


def with_test_bots(monkeypatch):
    """This process (which checks each seat's bot at creation) knows the test bots too."""
    import tianxia
    from server_testbots import install

    monkeypatch.setattr(tianxia, "bot", tianxia.bot)  # restored after the test
    install()


def test_a_thinking_bot_does_not_block_the_server(client, monkeypatch):
    with_test_bots(monkeypatch)
    g = create(client, seats=("slow", "human"))
    time.sleep(0.1)  # the bot is thinking now
    assert client.get("/api/noop").status_code == 200
    summary = client.get(f"/api/games/{g['id']}").json()
    assert summary["current_player"] == 0 and summary["moves"] == 0  # answered while the bot still thinks
    deadline = time.time() + 10
    while client.get(f"/api/games/{g['id']}").json()["moves"] == 0 and time.time() < deadline:
        time.sleep(0.05)
    assert client.get(f"/api/games/{g['id']}").json()["moves"] >= 1


def test_a_failing_bot_is_replaced_by_a_random_legal_action_for_that_move(client, monkeypatch):
    with_test_bots(monkeypatch)
    g = create(client, seats=("broken", "human"))
    deadline = time.time() + 10
    while client.get(f"/api/games/{g['id']}").json()["current_player"] != 1 and time.time() < deadline:
        time.sleep(0.02)
    assert client.get(f"/api/games/{g['id']}").json()["current_player"] == 1


def test_replay_steps_in_any_order_match_a_straight_replay(client):
    """Stepping back and jumping use kept positions; each step is exactly the record's prefix."""
    import random

    import tianxia

    g = create(client, seats=("random", "random"), options={"target": 40})
    deadline = time.time() + 10
    while client.get(f"/api/games/{g['id']}").json()["status"] != "finished" and time.time() < deadline:
        time.sleep(0.02)
    record = client.get(f"/api/games/{g['id']}/record").json()
    total = len(record["history"])
    steps = list(range(total + 1))
    random.Random(1).shuffle(steps)
    game = tianxia.load("toy")
    for step in steps[:25] + [total, 0, 3, 2, 1]:
        got = client.get(f"/api/games/{g['id']}/replay/{step}").json()
        want = game.replay(2, record["seed"], record["options"], record["history"][:step])
        assert got["view"] == want.view(None) and got["log"] == want.log_for(None)[-60:], step


def test_a_drawing_bug_never_fails_a_stored_move(client, monkeypatch):
    """The move is committed before views are pushed; a failing drawing falls back to text."""
    import tianxia

    game = tianxia.load("toy")

    def broken(view, legal=()):
        raise KeyError("no such sprite")

    g = create(client)
    tok = g["seats"][0]["token"]
    v = view(client, g, 0)  # takes the seat
    with client.websocket_connect(f"/ws/games/{g['id']}?seat=0&token={tok}") as ws:
        ws.receive_json()
        monkeypatch.setattr(game, "render_svg", broken)
        r = act(client, g, 0, f"play {v['view']['hand'][0]}", v["version"])
        assert r.status_code == 200, r.text
        pushed = ws.receive_json()
        assert pushed["version"] == v["version"] + 1 and pushed["svg"] is None and pushed["text"]
