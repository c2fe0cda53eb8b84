"""Play again: the new game has the finished one's seats (people and bot levels), options, time
control and the people's names, also when the finished game was loaded after a restart (issue 15)."""

from __future__ import annotations

import re
import time

import pytest
from fastapi.testclient import TestClient

from tianxia.server import create_app

CLOCK = {"mode": "fischer", "seconds": 600.0, "increment": 10.0}


def app(db_url):
    return TestClient(create_app(db_url, bot_delay=0, create_limit=None, clock_bot="random"))


def finished_game(client, clock):
    """A toy game of two named people and a bot, played to its end through the API."""
    r = client.post("/api/games", json={"game": "toy", "seats": ["human", "random", "human"],
                                        "options": {"target": 5, "gifts": True}, "clock": clock})
    assert r.status_code == 201, r.text
    g = r.json()
    for seat, name in ((0, "Anna"), (2, "Bo")):
        client.get(f"/join/{g['id']}/{seat}?token={g['seats'][seat]['token']}&name={name}", follow_redirects=False)
    deadline = time.monotonic() + 120  # the bot thinks in its own process: a loaded machine is slow
    while time.monotonic() < deadline:
        s = client.get(f"/api/games/{g['id']}").json()
        if s["status"] == "finished":
            return g, s
        seat = s["current_player"]
        if seat == 1:  # the bot's turn: it plays by itself
            time.sleep(0.02)
            continue
        head = {"X-Seat-Token": g["seats"][seat]["token"]}
        legal = client.get(f"/api/games/{g['id']}/seats/{seat}/legal", headers=head).json()
        if not legal["legal"]:
            continue
        choice = next((a for a in legal["legal"] if a.startswith("play")), None) or \
            next((a for a in legal["legal"] if a in ("end", "roll")), legal["legal"][0])
        client.post(f"/api/games/{g['id']}/seats/{seat}/actions", headers=head,
                    json={"action": choice, "version": legal["version"]})
    raise AssertionError("the toy game did not finish")


def again(client, g):
    """Ask for the new game from the result page (with seat 0's cookie): its id and join links."""
    page = client.post(f"/games/{g['id']}/again")
    assert page.status_code == 201, page.text
    found = re.findall(r'href="(/join/([A-Za-z0-9_-]+)/(\d+)\?token=[^"]+)"', page.text)
    assert len({game for _url, game, _seat in found}) == 1
    return found[0][1], {int(seat): url.replace("&amp;", "&") for url, _game, seat in found}


def check_same(client, old, new_id, links, clock):
    new = client.get(f"/api/games/{new_id}").json()
    assert new["id"] != old["id"] and new["seats"] == ["human", "random", "human"]  # people and bot levels
    assert new["options"] == old["options"] and new["status"] != "finished"
    assert sorted(links) == [0, 2]  # a link for each person, none for the bot
    assert links[0].endswith("&name=Anna") and links[2].endswith("&name=Bo")  # each link carries its name
    view = client.get(f"/api/games/{new_id}/view").json()
    if clock is None:
        assert view["clock"] is None
    else:
        assert {k: view["clock"][k] for k in ("mode", "seconds", "increment")} == clock
        left = view["clock"]["left"]  # a fresh clock (the deciding seat's already counting down)
        assert left[1] is None and all(clock["seconds"] - 30 < left[s] <= clock["seconds"] for s in (0, 2))
    for url in links.values():  # joining by the links gives the names back
        client.get(url, follow_redirects=False)
    assert client.get(f"/api/games/{new_id}").json()["names"] == ["Anna", "", "Bo"]


@pytest.mark.parametrize("clock", [CLOCK, {"mode": "move", "seconds": 90.0, "increment": 0.0}, None])
def test_play_again_keeps_the_clock_options_seats_and_names(db_url, clock):
    with app(db_url) as client:
        g, old = finished_game(client, clock)
        new_id, links = again(client, g)
        check_same(client, old, new_id, links, clock)


def test_play_again_after_a_restart_keeps_the_clock(db_url):
    with app(db_url) as client:
        g, old = finished_game(client, CLOCK)
        cookies = dict(client.cookies)
    with app(db_url) as client:  # the finished game is rebuilt from the database
        client.cookies.update(cookies)
        new_id, links = again(client, g)
        check_same(client, old, new_id, links, CLOCK)
