"""Play on from here: a live game started from a recorded position (game, seats, options, seed
and the first actions of the history), through the JSON API (``POST /api/play-on``) and from the
replay page ("Play on from this move").  Its seed is known, so the table calls it an analysis game."""

from __future__ import annotations

import json
import random
import re

import tianxia
from tianxia.core import record as records


def position(name: str, players: int, seed: int, steps: int):
    """A state ``steps`` random actions into a game, and its history."""
    state = tianxia.load(name).new_state(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_game_plays_on_from_the_position_with_the_records_seed(client):
    state = position("dragon", 3, 5, 9)
    r = client.post("/api/play-on", json={"game": "dragon", "seats": ["human"] * 3, "seed": 5,
                                          "history": state.history})
    assert r.status_code == 201, r.text
    made = r.json()
    assert made["version"] == 9
    seat = state.current_player
    token = made["seats"][seat]["token"]
    view = client.get(f"/api/games/{made['id']}/seats/{seat}/view", headers={"X-Seat-Token": token}).json()
    assert view["legal"] == [str(a) for a in state.legal_actions()]
    assert view["view"] == json.loads(json.dumps(state.view(seat)))
    assert client.get(f"/api/games/{made['id']}").json()["source"] == "position"
    # playing on, the random draws follow the record's seed: the server and a local replay agree
    action = view["legal"][0]
    done = client.post(f"/api/games/{made['id']}/seats/{seat}/actions", json={"action": action, "version": 9},
                       headers={"X-Seat-Token": token})
    assert done.status_code == 200, done.text
    state.apply(action)
    after = client.get(f"/api/games/{made['id']}/view").json()
    assert after["view"] == json.loads(json.dumps(state.view(None)))


def test_a_history_that_does_not_replay_or_ends_the_game_is_refused_422(client):
    bad = client.post("/api/play-on", json={"game": "dragon", "players": 2, "seed": 1, "history": ["nonsense"]})
    assert bad.status_code == 422 and "history step 1" in bad.json()["error"]
    state = position("huang", 2, 3, 0)
    rng = random.Random(3)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    over = client.post("/api/play-on", json={"game": "huang", "players": 2, "seed": 3, "history": state.history})
    assert over.status_code == 422 and "over" in over.json()["error"]
    assert client.post("/api/play-on", json={"game": "dragon", "seed": -1}).status_code == 400
    assert client.post("/api/play-on", json={"game": "dragon", "seed": 2 ** 63}).status_code == 422
    assert client.post("/api/play-on", json={"game": "nosuch", "seed": 1}).status_code == 404


def test_the_replay_page_plays_on_from_the_move_shown_and_the_table_says_analysis(client):
    state = position("emperor", 3, 8, 0)
    rng = random.Random(8)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    up = client.post("/api/records", content=json.dumps(records.make(state)))
    assert up.status_code == 201, up.text
    old = up.json()["id"]
    page = client.get(f"/games/{old}/replay?step=4").text
    assert f'action="/games/{old}/play-on"' in page and "Play on from this move" in page
    r = client.post(f"/games/{old}/play-on", data={"step": "4", "seat": "1"}, follow_redirects=False)
    assert r.status_code == 201, r.text
    link = re.search(r'href="(/join/(\w+)/1\?token=[^"&]+)', r.text)
    assert link, r.text
    new = link.group(2)
    summary = client.get(f"/api/games/{new}").json()
    assert summary["moves"] == 4 and summary["seats"] == ["human"] * 3 and summary["source"] == "position"
    table = client.get(link.group(1).replace("&amp;", "&")).text  # the join link leads to the seat's page
    assert "Analysis game" in table
    last = client.post(f"/games/{old}/play-on", data={"step": str(len(state.history)), "seat": "0"})
    assert last.status_code == 422  # after the last move the game is over
