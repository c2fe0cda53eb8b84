"""Every bad input is a 4xx with one line: deep nesting, huge numbers, NaN and infinity, records
over the caps, methods a path does not take (issue 15).  400: not shaped as the schema says;
422: well formed, refused by the rules."""

from __future__ import annotations

import json

import pytest

DEEP_LIST = "[" * 3000 + "]" * 3000
DEEP_RECORD = '{"game": "toy", "players": ["a", "b"], "seed": 1, "history": ' + DEEP_LIST + "}"


def one_line(r, *statuses) -> str:
    assert r.status_code in statuses, (r.status_code, r.text[:300])
    body = r.json()
    assert set(body) == {"error"} and body["error"] and "\n" not in body["error"]
    return body["error"]


@pytest.fixture
def game(client):
    r = client.post("/api/games", json={"game": "toy", "seats": ["human", "human"], "options": {"target": 60}})
    assert r.status_code == 201
    return r.json()


def post_raw(client, path, body: str, **headers):
    return client.post(path, content=body.encode(), headers={"content-type": "application/json", **headers})


def test_a_record_nested_3000_deep_is_400_not_500(client):
    assert "nested too deeply" in one_line(post_raw(client, "/api/records", DEEP_LIST), 400)
    assert "nested too deeply" in one_line(post_raw(client, "/api/records", DEEP_RECORD), 400)


def test_deep_nesting_in_any_json_body_is_400(client, game):
    assert "JSON" in one_line(post_raw(client, "/api/games", DEEP_LIST), 400)
    path = f"/api/games/{game['id']}/seats/0/actions"
    body = '{"action": "pass", "version": ' + DEEP_LIST + "}"
    assert "JSON" in one_line(post_raw(client, path, body, **{"X-Seat-Token": game["seats"][0]["token"]}), 400)


@pytest.mark.parametrize("version", ["NaN", "Infinity", "-Infinity", "1e400", "9" * 5000, "-1", "1.5"])
def test_versions_that_are_no_count_are_400(client, game, version):
    path = f"/api/games/{game['id']}/seats/0/actions"
    body = '{"action": "draw", "version": ' + version + "}"
    one_line(post_raw(client, path, body, **{"X-Seat-Token": game["seats"][0]["token"]}), 400)


def test_a_huge_but_whole_version_is_only_stale(client, game):
    path = f"/api/games/{game['id']}/seats/0/actions"
    body = '{"action": "draw", "version": ' + "9" * 100 + "}"
    assert "stale version" in one_line(post_raw(client, path, body, **{"X-Seat-Token": game["seats"][0]["token"]}),
                                       409)


@pytest.mark.parametrize("players", ["NaN", "Infinity", "1e308", "99999999999999999999", "0", "17"])
def test_player_counts_out_of_any_range_are_400(client, players):
    one_line(post_raw(client, "/api/games", '{"game": "toy", "players": ' + players + "}"), 400)


@pytest.mark.parametrize("value", ["NaN", "Infinity", "1e400", "99999999999999999999999"])
def test_option_values_that_are_no_number_the_game_takes_are_refused(client, value):
    r = post_raw(client, "/api/games", '{"game": "toy", "options": {"target": ' + value + "}}")
    one_line(r, 400, 422)


@pytest.mark.parametrize("seed, status", [("NaN", 400), ("1e400", 400), ("-1", 400), ("1.5", 400),
                                          (str(2 ** 63), 422), ("9" * 30, 422)])
def test_record_seeds_out_of_range(client, seed, status):
    body = '{"game": "toy", "players": ["a", "b"], "seed": ' + seed + ', "history": []}'
    assert "seed" in one_line(post_raw(client, "/api/records", body), status)


def test_a_whole_float_seed_counts_as_the_integer(client):
    """JSON Schema's integer includes 7.0; such a record is refused only for what it holds."""
    body = '{"game": "toy", "players": ["a", "b"], "seed": 7.0, "history": []}'
    assert "not finished" in one_line(post_raw(client, "/api/records", body), 422)


def test_records_over_the_caps_are_400(client):
    base = {"game": "toy", "players": ["a", "b"], "seed": 1}
    assert "at most 5000 actions" in one_line(client.post("/api/records", json={**base, "history": ["draw"] * 5001}),
                                              400)
    assert "300 characters" in one_line(client.post("/api/records", json={**base, "history": ["x" * 301]}), 400)
    assert "16 players" in one_line(client.post("/api/records", json={**base, "players": ["a"] * 17,
                                                                      "history": []}), 400)
    assert "text" in one_line(client.post("/api/records", json={**base, "players": [{"a": 1}, "b"],
                                                                "history": []}), 400)


def test_an_upload_over_the_size_cap_is_413(client):
    body = json.dumps({"game": "toy", "players": ["a", "b"], "seed": 1, "history": ["draw" * 70] * 8000})
    assert len(body) > 2 * 1024 * 1024
    assert "too large" in one_line(post_raw(client, "/api/records", body), 413)


def test_a_record_that_replays_to_a_finished_game_is_still_welcome(client):
    import random

    import tianxia

    state = tianxia.load("toy").new_state(2, seed=5, options={"target": 10})
    rng = random.Random(5)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    record = {"game": "toy", "players": ["a", "b"], "seed": 5, "options": {"target": 10},
              "history": list(state.history), "scores": state.scores()}
    r = client.post("/api/records", json=record)
    assert r.status_code == 201, r.text


@pytest.mark.parametrize("method, path, allowed", [("DELETE", "/api/games", "GET, POST"),
                                                   ("PUT", "/api/noop", "GET"),
                                                   ("GET", "/api/records", "POST")])
def test_a_method_the_path_does_not_take_is_405_with_allow(client, method, path, allowed):
    r = client.request(method, path)
    one_line(r, 405)
    assert {a.strip() for a in r.headers["allow"].split(",")} - {"HEAD"} == set(allowed.split(", "))


def test_the_schema_documents_what_the_server_answers(client):
    spec = client.get("/openapi.json").json()
    for path, item in spec["paths"].items():
        if not path.startswith("/api/"):
            continue  # /health takes no input: 200 or 503
        for method, operation in item.items():
            codes = set(operation["responses"])
            assert {"400", "422"} <= codes, (method, path, codes)
            for code in {c for c in codes if not c.startswith("2")}:  # the refusals: one Error shape
                schema = operation["responses"][code]["content"]["application/json"]["schema"]
                assert schema.get("$ref", "").endswith("/Error") or code == "503", (method, path, code)
    body = spec["paths"]["/api/records"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert body["required"] == ["game", "players", "seed", "history"] and body["properties"]["history"]["maxItems"]
    players = spec["components"]["schemas"]["NewGame"]["properties"]["players"]["description"]
    assert "dragon 2-5" in players and "zhanguo 2-4" in players


def test_a_deep_record_uploaded_through_the_lobby_form_is_400(client):
    r = client.post("/records", files={"record": ("deep.json", DEEP_RECORD.encode(), "application/json")})
    assert r.status_code == 400 and "nested too deeply" in r.json()["error"]
