"""The profile page (/players/{name}: each game's rating plot and statistics) and the leaderboard
page (/leaderboard/{game}), from stored rated games (issue 27; docs/server.md, "Profiles and
leaderboards")."""

from __future__ import annotations

import random
import re
import time

import pytest
from fastapi.testclient import TestClient
from test_server_store import any_db  # noqa: F401 - the SQLite / PostgreSQL fixture

import tianxia
from tianxia.server import create_app, profiles, ratings
from tianxia.server.store import accounts, seat_owners

NAMES = ["Anna", "Bob", "Chen"]


def rated_dragon_games(store, n=4, seed=5):
    """``n`` finished three-person Dragon games (random moves) of Anna, Bob and Chen, rated by the
    server's own code; Chen always sits in seat 2."""
    game = tianxia.load("dragon")
    with store.engine.begin() as conn:
        for i, name in enumerate(NAMES):
            conn.execute(accounts.insert().values(id=f"a{i}", name=name, name_key=name.lower(), password_hash="-",
                                                  email=f"{name.lower()}@example.org", created=time.time()))
    rng = random.Random(seed)
    for k in range(n):
        state = game.new_state(3, seed=seed + k)
        while not state.is_terminal:
            state.apply(rng.choice(state.legal_actions()))
        gid = f"g{k}"
        store.create_game({"id": gid, "game": "dragon", "options": dict(state.options) if hasattr(state, "options") else {},
                           "seed": seed + k, "seats": ["human"] * 3, "token_hashes": [None] * 3, "joined": [True] * 3,
                           "version": len(state.history), "status": "finished",
                           "result": {"scores": state.scores(), "winners": state.winners(), "moves": len(state.history)},
                           "source": "lobby", "clock": {"mode": "days", "seconds": 86400} if k % 2 else None},
                          list(enumerate(state.history)))
        with store.engine.begin() as conn:
            for seat in range(3):
                conn.execute(seat_owners.insert().values(game_id=gid, seat=seat, account_id=f"a{seat}", at=time.time()))
        assert ratings.rate_game(store.engine, gid)
    return game


@pytest.fixture
def site(any_db):  # noqa: F811 - SQLite, and PostgreSQL when one answers
    with TestClient(create_app(any_db, bot_delay=0, create_limit=None)) as c:
        rated_dragon_games(c.app.state.store)
        yield c


def stat(html, name):
    found = re.search(rf'data-stat="{name}">([^<]*)<', html)
    return found.group(1) if found else None


def test_the_profile_shows_a_rating_plot_and_the_statistics_of_each_game(site):
    r = site.get("/players/chen")  # any case
    assert r.status_code == 200
    html = r.text
    assert "<h1>Chen</h1>" in html and 'id="game-dragon"' in html
    rows = profiles.history(site.app.state.store.engine, "a2")["dragon"]
    stats = profiles.statistics(rows, {})
    assert stat(html, "games") == "4"
    assert stat(html, "wins").startswith(f"{stats['wins']} of 4")
    assert stat(html, "by-count") == f"3 players: {stats['wins']} of 4"
    assert stat(html, "mean-place") == str(stats["mean_place"])
    assert stat(html, "best-score") == str(stats["best_score"])
    assert stat(html, "longest-run") == str(stats["longest_run"])
    assert stat(html, "clocks") in ("no clock: 2; over days: 2", "over days: 2; no clock: 2")
    for name in ("mean-score", "peak", "mean-moves", "last"):
        assert stat(html, name)
    # the score categories, from replaying the stored games; and the options played
    assert "Mean score by category" in html and "Palaces" in html
    assert "Options played" in html and "games: 4" in html
    # the plot: an inline SVG, sized by its viewBox, its line through the four ratings
    svg = re.search(r'<svg class="rating-plot".*?</svg>', html).group(0)
    assert 'viewBox="0 0 360 180"' in svg and 'width="100%"' in svg and "<title>" in svg
    assert len(re.search(r'points="([^"]*)"', svg).group(1).split()) == 4
    shown = site.get("/api/players/chen").json()["ratings"][0]["rating"]
    assert f"<strong>{shown}</strong>" in html
    # nothing private: no mail address
    assert "@example.org" not in html


def test_the_profile_in_polish_an_unknown_player_and_a_player_with_no_rated_games(site):
    pl = site.get("/players/Anna", headers={"Accept-Language": "pl"}).text
    assert "Najdłuższa seria wygranych" in pl and "Gry rankingowe" in pl and "liczba gier: 4" in pl
    assert site.get("/players/nobody").status_code == 404
    assert site.post("/api/accounts", json={"name": "Dana", "password": "long enough pass"}).status_code == 201
    assert 'href="/players/Dana"' in site.get("/account").text  # the account page links its profile
    fresh = site.get("/players/Dana").text
    assert 'id="profile-none"' in fresh and "rating-plot" not in fresh


def test_the_leaderboard_page_lists_the_rated_best_first_and_links_profiles(site):
    html = site.get("/leaderboard/dragon").text
    board = site.get("/api/leaderboard/dragon").json()
    names = re.findall(r'<td><a href="/players/([^"]+)">', html)
    assert names == [row["name"] for row in board] and len(names) == 3
    assert f"<td>{board[0]['rating']}</td>" in html
    assert 'aria-current="page"' in html and "/leaderboard/emperor" in html
    assert "Nikt nie ma jeszcze rankingu" in site.get("/leaderboard/emperor", headers={"Accept-Language": "pl"}).text
    assert site.get("/leaderboard/nogame").status_code == 404
    lobby = site.get("/").text
    assert 'href="/leaderboard/dragon"' in lobby
    assert 'href="/leaderboard/dragon"' in site.get("/players/Bob").text


def test_statistics_count_runs_places_and_player_counts():
    assert profiles.longest_run([True, True, False, True, True, True, False]) == 3
    assert profiles.longest_run([]) == 0
    rows = [{"game_id": "x", "seats": ["human"] * 3, "mine": [0], "mu": 25, "sigma": 8, "options": {"a": 1},
             "clock": None, "result": {"scores": [10, 5, 1], "winners": [0], "moves": 30}, "at": 1.0},
            {"game_id": "y", "seats": ["human"] * 2, "mine": [1], "mu": 27, "sigma": 7, "options": {},
             "clock": {"mode": "days"}, "result": {"scores": [9, 9], "winners": [0, 1], "moves": 10}, "at": 2.0}]
    tables = {"x": [{"category": "Palaces", "points": [6, 1, 0]}], "y": [{"category": "Palaces", "points": [2, 4]}]}
    s = profiles.statistics(rows, tables)
    assert (s["games"], s["wins"], s["longest_run"], s["mean_place"], s["best_score"]) == (2, 2, 2, 1.0, 10)
    assert s["by_count"] == [{"players": 2, "games": 1, "wins": 1}, {"players": 3, "games": 1, "wins": 1}]
    assert s["categories"] == [{"category": "Palaces", "mean": 5.0}]
    assert dict(s["clocks"]) == {"none": 1, "days": 1} and s["mean_moves"] == 20
